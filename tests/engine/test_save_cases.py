"""Each damaged save a tester found, as a regression test on the real example saves:
every one is refused with a message that says what and where, after bounded work (the
file read once, each move replayed once at most), and the file is left exactly as it
was."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gamebox import i18n
from gamebox.engine.files import FileProblem, parse_json, read_text
from gamebox.engine.saves import (
    FORMAT_VERSION,
    SaveError,
    list_saves,
    load_match,
    read_save,
    save_info,
    state_digest,
)
from gamebox.games import get_game
from gamebox.paths import examples_dir
from tests.work_counting import counting

from .test_damaged_saves_property import assert_bounded

CAPO = examples_dir() / "capo-mid-game.json"
SHERIFF = examples_dir() / "sheriff-mid-inspection.json"


def _copy(source: Path, folder: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    data = json.loads(source.read_text(encoding="utf-8"))
    change(data)
    path = folder / source.name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _moves(raw: bytes) -> int:
    """How many moves a replay of `raw` may apply: its actions, if it has any."""
    try:
        return len(json.loads(raw)["actions"])
    except (ValueError, KeyError, TypeError, RecursionError):
        return 0


def _refused(path: Path, pattern: str, parsed: bool = True) -> str:
    """The message `load_match` refuses `path` with, checked against `pattern`; its work
    bounded (`assert_bounded`), and with `parsed=False` no JSON parsed at all."""
    before = path.read_bytes()
    with counting() as work, pytest.raises(SaveError, match=pattern) as caught:
        load_match(path, get_game)
    assert_bounded(work, "load_match", path, len(before), _moves(before))
    assert parsed or work.parsed == 0, "parsed before it was refused"
    assert path.read_bytes() == before
    return str(caught.value)


def _set_action(index: int, text: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["actions"][index] = text

    return change


CASES: dict[str, tuple[Path, Callable[[dict[str, Any]], None], str]] = {
    "date in the year 1": (
        CAPO,
        lambda d: d.update(saved_at="0001-01-01T00:00:00+01:00"),
        "damaged at saved_at: it is not a date and time",
    ),
    "NUL in the game": (CAPO, lambda d: d.update(game="ca\x00po"), "damaged at game: .*control"),
    "NUL in a name": (CAPO, lambda d: d["names"].__setitem__(0, "A\x00n"), r"names\[0\]"),
    "NUL in a seat": (CAPO, lambda d: d["seats"].__setitem__(1, "ha\x00rd"), r"seats\[1\]"),
    "NUL in the label": (CAPO, lambda d: d.update(label="x\x00"), "damaged at label"),
    "start player 1.0": (
        CAPO,
        lambda d: d["options"].update(start_player=1.0),
        r"damaged at options\.start_player",
    ),
    "progress text": (CAPO, lambda d: d["progress"].update(actions="abc"), "progress.actions"),
    "long action": (CAPO, _set_action(3, "roll " * 2000), r"damaged at actions\[3\]"),
    "long label": (CAPO, lambda d: d.update(label="L" * 20_000), "damaged at label"),
    "changed seed": (CAPO, lambda d: d.update(seed=d["seed"] + 1), "changed after it was saved"),
    "swapped seats": (
        CAPO,
        lambda d: d.update(seats=d["seats"][::-1]),
        "changed after it was saved",
    ),
    "renamed player": (
        CAPO,
        lambda d: d["names"].__setitem__(0, "Eve"),
        "changed after it was saved",
    ),
    "huge stall count": (SHERIFF, _set_action(-1, "offer stallc=99999999999"), "move"),
    "19-digit stall count": (SHERIFF, _set_action(-1, "offer stallc=" + "9" * 19), "move"),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_a_damaged_example_save_is_refused_after_bounded_work_and_left_alone(
    tmp_path: Path, case: str
) -> None:
    source, change, pattern = CASES[case]
    path = _copy(source, tmp_path, change)
    message = _refused(path, pattern)
    assert path.name in message
    assert "\x00" not in message and len(message) < 1200


def test_raw_numbers_json_does_not_allow_are_refused(tmp_path: Path) -> None:
    text = CAPO.read_text(encoding="utf-8")
    for raw in ("NaN", "Infinity", "-Infinity", "1e999", "9" * 5000):
        path = tmp_path / "odd.json"
        path.write_text(text.replace('"actions": 217', f'"actions": {raw}'), encoding="utf-8")
        assert raw == "NaN" or f'"actions": {raw}' in path.read_text(encoding="utf-8")
        _refused(path, "number that is too large or not a number")


def test_a_save_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + CAPO.read_bytes())
    match = load_match(path, get_game)
    original = load_match(CAPO, get_game)
    assert state_digest(match.game, match.state) == state_digest(original.game, original.state)


def test_a_bad_byte_is_reported_with_its_offset_line_and_column(tmp_path: Path) -> None:
    raw = bytearray(CAPO.read_bytes())
    offset = raw.index(b'"names"') + 2
    raw[offset] = 0xFF
    path = tmp_path / "flipped.json"
    path.write_bytes(bytes(raw))
    line = raw[:offset].count(b"\n") + 1
    column = offset - raw[:offset].rfind(b"\n")
    _refused(path, rf"byte {offset} \(line {line}, column {column}\) is not text")


def test_deep_nesting_and_huge_files_are_refused_before_parsing(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text('{"format": "gamebox-save", "x": ' + "[" * 100_000, encoding="utf-8")
    _refused(deep, "nested far too deeply", parsed=False)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:
        handle.write(b'{"format": "gamebox-save", "label": "')
        handle.write(b"x" * (5 * 1024 * 1024))
    _refused(huge, "far too large", parsed=False)


def test_a_format_one_save_still_loads_and_format_two_is_written(tmp_path: Path) -> None:
    assert FORMAT_VERSION == 2
    for path in examples_dir().glob("*.json"):
        assert read_save(path)["version"] == 2
    match = load_match(CAPO, get_game)
    table_only = state_digest(match.game, match.state)  # what format 1 carried
    old = _copy(CAPO, tmp_path, lambda d: d.update(version=1, digest=table_only))
    assert load_match(old, get_game).actions_text() == match.actions_text()
    _refused(_copy(CAPO, tmp_path, lambda d: d.update(version=1)), "changed after it was saved")


def test_messages_are_in_the_players_language(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    path.write_bytes(CAPO.read_bytes()[:300])
    try:
        i18n.set_language("el")
        with pytest.raises(SaveError) as caught:
            read_save(path)
        assert "έχει φθαρεί κοντά στη γραμμή" in str(caught.value)
    finally:
        i18n.set_language("en")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    message = str(caught.value)
    assert "is damaged near line" in message and "Unterminated" not in message


def test_the_load_list_survives_every_case(tmp_path: Path) -> None:
    for index, (source, change, _pattern) in enumerate(CASES.values()):
        folder = tmp_path / str(index)
        folder.mkdir()
        path = _copy(source, folder, change)
        rows = list_saves(folder)
        assert len(rows) == 1
        if isinstance(rows[0], tuple):
            assert path.name in rows[0][1]
        else:
            assert save_info(path).game in ("capo", "sheriff")


def test_reading_helpers_refuse_what_is_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(FileProblem, match="is a folder"):
        read_text(tmp_path, 100)
    with pytest.raises(FileProblem, match="does not exist"):
        read_text(tmp_path / "nothing.json", 100)
    with pytest.raises(FileProblem, match="nested far too deeply"):
        parse_json('"[[[" ' + "[" * 60, "x.json")
    inside_a_text = json.dumps(["[" * 500])  # brackets in a text are not nesting
    assert parse_json(inside_a_text, "x.json") == ["[" * 500]
