"""Every game's data file, damaged in the ways any file can be: bad bytes, a byte-order
mark, a file over the cap, and generated damage anywhere in it (a value of another type,
a key deleted, an unknown key added). Each is a DataError naming the file, or harmless;
never another exception. Each game's own tests name the places and problems."""

from __future__ import annotations

import copy
import importlib
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.data import DataError
from gamebox.games import game_ids
from gamebox.paths import asset

GAMES = game_ids()


def shipped(game: str) -> Path:
    return asset("data", f"{game}.yaml")


def load_config(game: str, path: Path) -> Any:
    return importlib.import_module(f"gamebox.games.{game}.config").load_config(path)


def refused(game: str, path: Path) -> DataError:
    with pytest.raises(DataError) as caught:
        load_config(game, path)
    assert caught.value.file == str(path) and str(path) in str(caught.value)
    return caught.value


@pytest.mark.parametrize("game", GAMES)
def test_bytes_that_are_not_utf8_are_named_by_offset(tmp_path: Path, game: str) -> None:
    raw = shipped(game).read_bytes()
    offset = raw.index(b"\n", len(raw) // 2) + 1  # the start of a line in the middle
    path = tmp_path / f"{game}.yaml"
    path.write_bytes(raw[:offset] + b"\xe9" + raw[offset + 1 :])
    line = raw[:offset].count(b"\n") + 1
    assert f"byte {offset} (line {line}, column 1)" in refused(game, path).problem


@pytest.mark.parametrize("game", GAMES)
def test_a_byte_order_mark_is_accepted(tmp_path: Path, game: str) -> None:
    path = tmp_path / f"{game}.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + shipped(game).read_bytes())
    marked, plain = load_config(game, path), load_config(game, shipped(game))
    assert repr(marked).replace(str(path), "") == repr(plain).replace(str(shipped(game)), "")


@pytest.mark.parametrize("game", GAMES)
def test_a_file_over_the_cap_is_refused_unread(tmp_path: Path, game: str) -> None:
    path = tmp_path / f"{game}.yaml"
    path.write_bytes(shipped(game).read_bytes() + b"#" * (1024 * 1024) + b"\n")
    assert "too large" in refused(game, path).problem


# -- generated damage ------------------------------------------------------------------

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


def places(data: Any, at: tuple = ()) -> list[tuple]:
    """The key path of every value below the top."""
    found: list[tuple] = []
    items = data.items() if isinstance(data, dict) else enumerate(data)
    for key, value in items:
        found.append((*at, key))
        if isinstance(value, dict | list):
            found += places(value, (*at, key))
    return found


def at(data: Any, place: tuple) -> Any:
    for key in place:
        data = data[key]
    return data


@st.composite
def mutations(draw: Any, original: Any) -> Any:
    data = copy.deepcopy(original)
    every = places(original)
    how = draw(st.sampled_from(("replace", "delete", "add")))
    if how == "add":
        mappings = [p for p in [(), *every] if isinstance(at(original, p), dict)]
        name = "zz_" + draw(st.text("abcxyz_", min_size=1, max_size=6))
        at(data, draw(st.sampled_from(mappings)))[name] = draw(ANY_VALUE)
        return data
    place = draw(st.sampled_from(every))
    parent, key = at(data, place[:-1]), place[-1]
    if how == "delete" and isinstance(parent, dict):
        del parent[key]
    else:
        kinds = [kind for kind in VALUES if type(parent[key]) is not kind]
        parent[key] = draw(VALUES[draw(st.sampled_from(kinds))])
    return data


@pytest.mark.parametrize("game", GAMES)
def test_any_damage_is_a_data_error_or_harmless(tmp_path: Path, game: str) -> None:
    original = yaml.safe_load(shipped(game).read_text(encoding="utf-8"))
    path = tmp_path / f"{game}.yaml"

    @settings(max_examples=60, derandomize=True, deadline=None, database=None)
    @given(data=mutations(original))
    def damage_is_refused_or_harmless(data: Any) -> None:
        path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
        try:
            load_config(game, path)
        except DataError as error:
            assert error.file == str(path)

    damage_is_refused_or_harmless()
