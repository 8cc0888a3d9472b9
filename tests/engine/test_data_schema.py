"""Data files are read carefully (size cap, UTF-8, bounded nesting, no aliases or
repeated keys) and checked as a whole against a schema: every problem is a DataError
naming the file, the place and the problem in the player's language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gamebox import i18n
from gamebox.engine.data import MAX_DATA_BYTES, DataError, load_yaml, validate_data
from gamebox.engine.files import FileProblem
from gamebox.engine.schema import Bool, Int, Invalid, List, Number, Numbered, Record, Table, Text

SCHEMA = Record(
    {
        "name": Text(max_len=20),
        "counts": Numbered({3: Int(0, 9), 4: Int(0, 9)}, {5: Int(0, 9)}),
        "labels": Table(Text(max_len=10), List(Number(-100, 100), 3, 3), 5),
        "cards": List(Record({"id": Text(max_len=5), "value": Int(1, 6)}, {"face": Bool()})),
    }
)

GOOD = """\
name: Test box
counts: {3: 1, 4: 2}
labels:
  river: [1, 2.5, 90]
cards:
  - {id: A, value: 1}
  - {id: B, value: 6, face: true}
"""


def expect(key: str, **params: Any) -> str:
    return str(FileProblem(f"expect.{key}", **params))


def write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "box.yaml"
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    return path


def check(path: Path) -> Any:
    return validate_data(SCHEMA, load_yaml(path), path)


def refused(path: Path) -> DataError:
    with pytest.raises(DataError) as caught:
        check(path)
    assert caught.value.file == str(path) and str(path) in str(caught.value)
    return caught.value


def test_a_file_that_fits_is_returned_unchanged(tmp_path):
    data = check(write(tmp_path, GOOD))
    assert data["counts"] == {3: 1, 4: 2} and data["labels"]["river"] == [1, 2.5, 90]


@pytest.mark.parametrize(
    ("old", "new", "where", "problem"),
    [
        ("value: 6,", "value: 7,", "cards[1].value", expect("int", low=1, high=6)),
        (
            "value: 6,",
            "value: 1000000000000000000000000000000,",
            "cards[1].value",
            expect("int", low=1, high=6),
        ),
        ("face: true", "face: 1", "cards[1].face", expect("bool")),
        ("face: true", "colour: red", "cards[1].colour", expect("unknown_key")),
        ("[1, 2.5, 90]", "[1, .inf, 90]", "labels.river[1]", expect("number", low=-100, high=100)),
        ("[1, 2.5, 90]", "[1, .nan, 90]", "labels.river[1]", expect("number", low=-100, high=100)),
        ("river: [1, 2.5, 90]", "river: {x: 1}", "labels.river", expect("list")),
        ("river:", "7:", "labels.7", expect("text")),
        ("name: Test box", "name: 2024-01-31", "name", expect("text")),
        ("name: Test box", 'name: "Test\\0box"', "name", expect("text_control")),
        ("name: Test box", "name: " + "x" * 21, "name", expect("text_length", low=1, high=20)),
        ("{3: 1, 4: 2}", '{"3": 1, 4: 2}', "counts.3", expect("unknown_key")),
        ("{3: 1, 4: 2}", "{3: 1, true: 2}", "counts.True", expect("unknown_key")),
        ("{3: 1, 4: 2}", "{3: 1}", "counts.4", expect("missing")),
        ("{3: 1, 4: 2}", "{3: 1, 4: 2, 5: x}", "counts.5", expect("int", low=0, high=9)),
        ("cards:", "1: x\ncards:", "1", expect("unknown_key")),
    ],
)
def test_a_value_that_does_not_fit_names_file_place_and_problem(tmp_path, old, new, where, problem):
    assert old in GOOD
    error = refused(write(tmp_path, GOOD.replace(old, new, 1)))
    assert (error.path, error.problem) == (where, problem)
    assert str(error) == f"{error.file}: {where}: {problem}"


def test_the_problem_is_in_the_players_language(tmp_path):
    path = write(tmp_path, GOOD.replace("face: true", "face: 1"))
    i18n.set_language("el")
    try:
        error = refused(path)
        assert error.problem == expect("bool") and error.problem != "true or false belongs here."
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    "deep",
    [
        "[" * 10_000 + "]" * 10_000,
        "{a: " * 10_000 + "1" + "}" * 10_000,
        "\n" + "- " * 10_000 + "x",
        "\n" + "".join(" " * (i + 2) + "a:\n" for i in range(600)) + " " * 602 + "1",
    ],
    ids=["brackets", "braces", "dashes", "indents"],
)
def test_deep_nesting_is_refused_before_the_stack_runs_out(tmp_path, deep):
    error = refused(write(tmp_path, f"name: {deep}\n"))
    assert error.path == "" and "nested more than" in error.problem


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("a: &x [1, 2]\nb: *x\n", "aliases"),
        ("name: a\nname: b\n", "the key 'name' is written twice"),
        ("counts: {3: 1, 3: 2}\n", "the key 3 is written twice"),
        ("name: " + "9" * 6000 + "\n", "a number far too long"),
        ("name: 2024-02-30\n", "no real date"),
        ("name: a\x00b\n", "line 1, column 8: the character U+0000 is not allowed"),
        ("ok: 1\nname: a\x1bb\n", "line 2, column 8: the character U+001B is not allowed"),
        ("a: !!python/object/apply:os.system ['echo hi']\n", "invalid YAML"),
        ("name: a\n---\nname: b\n", "invalid YAML"),
    ],
)
def test_yaml_that_no_data_file_means_is_refused(tmp_path, text, problem):
    error = refused(write(tmp_path, text))
    assert error.path == "" and problem in error.problem


def test_bytes_that_are_not_utf8_are_named_by_offset_line_and_column(tmp_path):
    raw = GOOD.encode("utf-8").replace(b"id: B", b"id: \xe9")
    error = refused(write(tmp_path, raw))
    offset = raw.index(b"\xe9")
    line = raw[:offset].count(b"\n") + 1
    column = offset - raw.rindex(b"\n", 0, offset)
    assert (line, column) == (7, 10)
    assert error.problem == str(
        FileProblem("not_utf8", file="box.yaml", offset=offset, line=line, column=column)
    )


def test_a_byte_order_mark_is_dropped(tmp_path):
    assert check(write(tmp_path, b"\xef\xbb\xbf" + GOOD.encode("utf-8")))["name"] == "Test box"


def test_a_file_over_the_cap_is_refused_unread(tmp_path):
    path = write(tmp_path, GOOD + "#" * MAX_DATA_BYTES + "\n")
    error = refused(path)
    assert error.path == "" and "box.yaml is far too large" in error.problem


def test_numbered_keys_are_whole_numbers_only():
    counts = Numbered({3: Int(0, 9)})
    assert counts.check({3: 4}) == {3: 4}
    for wrong, where in (({"3": 4}, "c.3"), ({True: 4}, "c.True"), ({3.0: 4}, "c.3.0")):
        with pytest.raises(Invalid) as caught:
            counts.check(wrong, "c")
        assert (caught.value.where, caught.value.key) == (where, "unknown_key")
    with pytest.raises(Invalid) as caught:
        counts.check([3], "c")
    assert caught.value.key == "mapping"
