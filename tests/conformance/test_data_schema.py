"""Every game's data file (assets/data, its manifest's `data`) is checked as a whole
against its schema before the game reads it. The shipped file fits; damaged in the ways
any file can be (bad bytes, a byte-order mark, a file over the cap, nesting 10,000 deep,
an unknown key, a value of another type anywhere, generated damage), it is a DataError
naming the file, and the place when there is one, or the damage is harmless: never
another exception. The places and problems only one game has are in its own tests."""

from __future__ import annotations

import copy
import datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.data import DataError, load_yaml, validate_data
from gamebox.games.manifest import GameManifest
from tests.conformance.data import data_file, expect, refused, shipped, write
from tests.conformance.games import need

SAMPLED = 40  # places damaged one by one in each file, spread over it


@pytest.fixture
def data(manifest: GameManifest) -> GameManifest:
    need(manifest, "data")
    return manifest


def _path(manifest: GameManifest) -> Path:
    return data_file(manifest).path()


def test_the_shipped_file_fits_its_schema(data: GameManifest):
    path = _path(data)
    assert validate_data(data_file(data).schema_node(), load_yaml(path), path)
    assert data_file(data).load(path) is not None


def test_bytes_that_are_not_utf8_are_named_by_offset(data: GameManifest, tmp_path: Path):
    raw = _path(data).read_bytes()
    offset = raw.index(b"\n", len(raw) // 2) + 1  # the start of a line in the middle
    path = tmp_path / data_file(data).name
    path.write_bytes(raw[:offset] + b"\xe9" + raw[offset + 1 :])
    line = raw[:offset].count(b"\n") + 1
    assert f"byte {offset} (line {line}, column 1)" in refused(data, path).problem


def test_a_byte_order_mark_is_accepted(data: GameManifest, tmp_path: Path):
    path = tmp_path / data_file(data).name
    path.write_bytes(b"\xef\xbb\xbf" + _path(data).read_bytes())
    marked, plain = data_file(data).load(path), data_file(data).load(_path(data))
    assert repr(marked).replace(str(path), "") == repr(plain).replace(str(_path(data)), "")


def test_a_file_over_the_cap_is_refused_unread(data: GameManifest, tmp_path: Path):
    path = tmp_path / data_file(data).name
    path.write_bytes(_path(data).read_bytes() + b"#" * (1024 * 1024) + b"\n")
    assert "too large" in refused(data, path).problem


@pytest.mark.parametrize(
    "deep", ["[" * 10_000 + "]" * 10_000, "{a: " * 10_000 + "1" + "}" * 10_000],
    ids=["brackets", "braces"],
)
def test_nesting_10000_deep_is_refused(data: GameManifest, tmp_path: Path, deep: str):
    path = tmp_path / data_file(data).name
    path.write_text(_path(data).read_text(encoding="utf-8") + f"\nzz_deep: {deep}\n",
                    encoding="utf-8")
    error = refused(data, path)
    assert error.path == "" and "nested more than" in error.problem


def test_an_unknown_key_at_the_top_is_named(data: GameManifest, tmp_path: Path):
    contents = shipped(data)
    contents["zz_unknown"] = 1
    error = refused(data, write(data, tmp_path, contents))
    assert (error.path, error.problem) == ("zz_unknown", expect("unknown_key"))


# -- a damage anywhere ------------------------------------------------------------------

def places(contents: Any, at: tuple = ()) -> list[tuple]:
    """The key path of every value below the top."""
    found: list[tuple] = []
    items = contents.items() if isinstance(contents, dict) else enumerate(contents)
    for key, value in items:
        found.append((*at, key))
        if isinstance(value, dict | list):
            found += places(value, (*at, key))
    return found


def value_at(contents: Any, place: tuple) -> Any:
    for key in place:
        contents = contents[key]
    return contents


def written(contents: Any, place: tuple) -> str:
    """How an error names a place: `cards[3].value`, `rounds.total_rounds.4`."""
    text = ""
    for key in place:
        text = f"{text}[{key}]" if isinstance(contents, list) else f"{text}.{key}".lstrip(".")
        contents = contents[key]
    return text


def related(where: str, place: str) -> bool:
    """`where` is `place`, or holds it, or is inside it: where a value of another type
    does not fit, the error names it or the alternatives around it."""
    def inside(a: str, b: str) -> bool:
        return a.startswith(b) and a[len(b)] in ".["

    return where == place or (bool(where) and inside(place, where)) or inside(where, place)


OTHER_TYPE: dict[type, list[Any]] = {
    str: [datetime.date(2013, 5, 1), "a\x00b", {"zz": 1}],
    int: [10**30, "7", True],
    float: [float("inf"), "zz"],
    bool: ["yes", 1],
    list: ["zz", {"zz": 1}],
    dict: ["zz", [1]],
    type(None): [["zz"]],
}


def _spread(items: list, count: int) -> list:
    step = max(1, len(items) // count)
    return items[::step][:count]


def test_a_value_of_another_type_anywhere_is_named(data: GameManifest, tmp_path: Path):
    original = shipped(data)
    exact = refused_at_all = 0
    sampled = _spread(places(original), SAMPLED)
    for number, place in enumerate(sampled):
        contents = shipped(data)
        parent, key = value_at(contents, place[:-1]), place[-1]
        choices = OTHER_TYPE[type(parent[key])]
        parent[key] = choices[number % len(choices)]
        path = write(data, tmp_path, contents)
        try:
            data_file(data).load(path)
        except DataError as error:
            assert error.file == str(path) and str(path) in str(error)
            where = written(original, place)
            assert related(error.path, where), (where, error.path, error.problem)
            refused_at_all += 1
            exact += error.path == where
    assert refused_at_all >= len(sampled) * 3 // 4 and exact >= len(sampled) * 3 // 4


def test_an_unknown_key_in_any_mapping_is_named(data: GameManifest, tmp_path: Path):
    original = shipped(data)
    mappings = [p for p in places(original) if isinstance(value_at(original, p), dict)]
    named = 0
    for place in _spread(mappings, SAMPLED // 2):
        contents = shipped(data)
        value_at(contents, place)["zz_unknown"] = 1
        path = write(data, tmp_path, contents)
        try:
            data_file(data).load(path)
        except DataError as error:
            where = f"{written(original, place)}.zz_unknown"
            assert related(error.path, where), (where, error.path, error.problem)
            named += error.path == where and error.problem == expect("unknown_key")
    assert named or not mappings


# -- generated damage -------------------------------------------------------------------

VALUES = {
    type(None): st.none(),
    bool: st.booleans(),
    int: st.integers() | st.sampled_from([10**30, -(2**70), 0]),
    float: st.floats(),
    str: st.text(max_size=20) | st.sampled_from(["", "\x00", "x" * 3000, "2013-05-01"]),
    list: st.lists(st.integers() | st.text(max_size=4), max_size=4),
    dict: st.dictionaries(st.text(max_size=6) | st.integers(), st.integers(), max_size=3),
}
ANY_VALUE = st.one_of(*VALUES.values(), st.dates())


@st.composite
def mutations(draw: Any, original: Any) -> Any:
    """The file with one value replaced by one of another type, deleted, or a key
    added."""
    contents = copy.deepcopy(original)
    every = places(original)
    how = draw(st.sampled_from(("replace", "delete", "add")))
    if how == "add":
        mappings = [p for p in [(), *every] if isinstance(value_at(original, p), dict)]
        name = "zz_" + draw(st.text("abcxyz_", min_size=1, max_size=6))
        value_at(contents, draw(st.sampled_from(mappings)))[name] = draw(ANY_VALUE)
        return contents
    place = draw(st.sampled_from(every))
    parent, key = value_at(contents, place[:-1]), place[-1]
    if how == "delete" and isinstance(parent, dict):
        del parent[key]
    else:
        kinds = [kind for kind in VALUES if type(parent[key]) is not kind]
        parent[key] = draw(VALUES[draw(st.sampled_from(kinds))])
    return contents


def test_any_damage_is_a_data_error_or_harmless(data: GameManifest, tmp_path: Path):
    original = shipped(data)
    path = tmp_path / data_file(data).name

    @settings(max_examples=60, derandomize=True, deadline=None, database=None)
    @given(contents=mutations(original))
    def damage_is_refused_or_harmless(contents: Any) -> None:
        path.write_text(yaml.safe_dump(contents, allow_unicode=True), encoding="utf-8")
        try:
            data_file(data).load(path)
        except DataError as error:
            assert error.file == str(path)

    damage_is_refused_or_harmless()
