"""Writing next to damaged files, with generated damage (see test_damaged_saves_property):
`write_save` never overwrites a file it could not read, and a damaged `.bak` never
blocks a save but is kept under a new name. Bounded like its sibling: fixed,
derandomized example counts, and the work of every call counted (`counting`)."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamebox.engine.files import json_depth_ok, printable
from gamebox.engine.match import Match
from gamebox.engine.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    SaveInfo,
    backup_path,
    load_match,
    read_save,
    save_match,
    write_save,
)
from gamebox.games import get_game
from tests.work_counting import counting, text_scans

from .test_damaged_saves_property import (
    CONTROL,
    DIGESTED,
    EXAMPLES,
    GAMES,
    NAME,
    RAW,
    WRONG,
    _original_data,
    _place,
    _settings,
    _snapshot,
    assert_loads_as_original,
    byte_damage,
    canonical,
    check,
    dump,
    games,
    get_at,
    nodes,
    original_bytes,
    original_data,
    pick,
    set_at,
)

# -- writing next to damaged files ----------------------------------------------------------------


@st.composite
def damaged_file(draw: Any) -> tuple[str, bytes]:
    """A damaged save of any of the kinds above, or something that is not a save."""
    kind = draw(st.sampled_from(["bytes", "wrong", "control", "foreign"]))
    if kind == "bytes":
        return draw(byte_damage())
    game = draw(games)
    save = original_data(game)
    if kind == "wrong":
        path = draw(nodes(save))
        return game, dump(set_at(save, path, draw(WRONG)))
    if kind == "control":
        path = pick(draw, save, lambda _p, value: isinstance(value, str))
        set_at(save, path, get_at(save, path) + draw(CONTROL))
        return game, dump(save, ascii_only=True)
    return game, draw(
        st.binary(max_size=64) | st.sampled_from([b"", b"{}", b"[]", b"null", b"my notes\n"])
    )


def _readable(path: Path) -> bool:
    try:
        read_save(path)
    except SaveError:
        return False
    return True


@_settings(120)
@given(damaged_file())
def test_write_save_never_overwrites_a_damaged_file(case: tuple[str, bytes]) -> None:
    game, raw = case
    good = read_save(EXAMPLES[game])
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        path = _place(folder, "mine.json", raw)
        readable = _readable(path)
        before = _snapshot(folder)
        with counting() as work:
            if readable:
                write_save(path, good)
            else:
                with pytest.raises(SaveError) as caught:
                    write_save(path, good)
        backup = backup_path(path)
        # Read once to be judged (and once more to be copied to the backup); the only
        # writes are that backup and the save itself.
        if readable:
            assert backup.read_bytes() == raw
            assert [written for written, _size in work.written] == [backup, path]
        else:
            assert caught.value.key == "save.untouched"
            assert printable(str(caught.value)) == str(caught.value)
            assert _snapshot(folder) == before, "a damaged file was touched"
            assert work.written == []
        assert work.opened[path] <= 1 + readable and work.replayed == 0, work.opened


@cache
def loaded(game: str) -> Match:
    return load_match(EXAMPLES[game], get_game)


@_settings(120)
@given(damaged_file(), st.booleans())
def test_a_damaged_backup_never_blocks_saving_and_is_kept(
    case: tuple[str, bytes], older_aside: bool
) -> None:
    game, raw = case
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        path = _place(folder, "mine.json", original_bytes(game))
        backup = _place(folder, backup_path(path).name, raw)
        bad_backup = not _readable(backup)
        aside = folder / f"{backup.name}.damaged"
        if older_aside:
            _place(folder, aside.name, b"kept from an earlier run")
        match = loaded(game)
        with counting() as work:
            save_match(match, path, label="mine")
        # The save is read to be checked and to be copied, the old backup once to be
        # judged; the only writes are the new backup and the save; nothing is replayed.
        assert work.opened[path] <= 2 and work.opened[backup] <= 1, work.opened
        assert [written for written, _size in work.written] == [backup, path]
        assert work.replayed == 0
        assert backup.read_bytes() == original_bytes(game)  # the previous save
        assert_loads_as_original(check(path.read_bytes(), game), game)
        names = sorted(p.name for p in folder.iterdir())
        set_aside = [p for p in folder.iterdir() if p.name.startswith(aside.name)]
        if older_aside:
            assert aside.read_bytes() == b"kept from an earlier run"
        kept = [p for p in set_aside if p.read_bytes() == raw]
        if bad_backup:
            assert kept, f"the damaged backup was lost: {names}"
            assert len(set_aside) == 1 + older_aside
        else:  # a readable backup is simply the older copy, replaced
            assert len(set_aside) == older_aside


# -- valid headers with any setup, and any date --------------------------------------------------

SEAT_TEXT = st.sampled_from(["human", "random", "easy", "normal", "hard"]).flatmap(
    lambda kind: st.sampled_from([kind, f"{kind}:bold", f"{kind}:smuggler", f"{kind}:x-1"])
)
OPTION_NAME = st.sampled_from(
    ["start_player", "slot_rule", "royal_goods", "negotiation", "inspection_timer", "zz"]
)
OPTION = st.one_of(
    st.booleans(),
    st.integers(-1000, 1000),
    st.sampled_from(["random", "red", "blue", "current", "per_turn", "0", "x" * 40]),
)


@st.composite
def any_setup(draw: Any) -> tuple[str, dict[str, Any]]:
    """A save whose header passes the schema but whose table is set up any way at all:
    1 to 8 seats, any options a save may hold, any seed."""
    game = draw(games)
    save = original_data(game)
    count = draw(st.integers(1, 8))
    save["seats"] = draw(st.lists(SEAT_TEXT, min_size=count, max_size=count))
    save["names"] = draw(st.lists(NAME, min_size=count, max_size=count))
    save["options"] = draw(st.dictionaries(OPTION_NAME, OPTION, max_size=4))
    if draw(st.booleans()):
        save["seed"] = draw(st.integers(-(2**63), 2**63 - 1))
    return game, save


@_settings(150)
@given(any_setup())
def test_any_setup_a_header_allows_is_loaded_or_refused(case: tuple[str, dict[str, Any]]) -> None:
    """Match set-up (player counts, options, seats) must refuse in words, never raise."""
    game, save = case
    original = _original_data(game)
    outcome = check(dump(save), game)
    assert not outcome.refused, outcome.read
    same = all(canonical(save[k]) == canonical(original[k]) for k in DIGESTED)
    assert isinstance(outcome.match, Match) == same, outcome.match


OFFSETS = st.integers(-(24 * 60 - 1), 24 * 60 - 1).map(lambda m: timezone(timedelta(minutes=m)))
MOMENTS = st.one_of(
    st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30)),
    st.datetimes(min_value=datetime(1969, 12, 30), max_value=datetime(1970, 1, 2)),
    st.datetimes(min_value=datetime(8999, 12, 30), max_value=datetime(9001, 1, 2)),
)


@st.composite
def saved_at_text(draw: Any) -> str:
    moment = draw(MOMENTS)
    if draw(st.booleans()):
        moment = moment.replace(tzinfo=draw(OFFSETS))
    spec = draw(st.sampled_from(["auto", "seconds", "minutes", "microseconds"]))
    text = moment.isoformat(sep=draw(st.sampled_from(["T", " "])), timespec=spec)
    return draw(
        st.sampled_from([text, text.replace("+00:00", "Z"), text[:10], text + "junk"])
        | st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=40)
    )


@_settings(150)
@given(games, saved_at_text())
def test_any_saved_at_is_a_time_every_screen_can_show_or_is_refused(game: str, text: str) -> None:
    save = original_data(game)
    save["saved_at"] = text
    outcome = check(dump(save), game)
    if not outcome.refused:
        assert isinstance(outcome.info, SaveInfo)
        moment = outcome.info.saved_at
        assert moment.tzinfo is not None and 1970 <= moment.astimezone(UTC).year <= 9000
        moment.timestamp()
        moment.astimezone()


# -- files as large as a save may be ------------------------------------------------------------

HEAD = b'{"format": "gamebox-save", "version": 2, "label": '
SHAPES: dict[str, Callable[[int], bytes]] = {
    "an unterminated text": lambda n: HEAD + b'"' + b"a" * n,
    "a text of backslashes": lambda n: HEAD + b'"' + b"\\" * (n // 2) + b'"}',
    "only quotes": lambda n: b'"' * n,
    "only brackets": lambda n: b"[" * n,
    "only digits": lambda n: b"7" * n,
    "a long exponent": lambda n: b"1e" + b"9" * n,
    "a huge list": lambda n: b"[" + b"1," * (n // 2) + b"1]",
    "a list of texts": lambda n: HEAD + b"[" + b'"a",' * (n // 4) + b'"a"]}',
    "many short nested texts": lambda n: b'["aaaaaaaaaa",' * (n // 14),
    "unicode escapes": lambda n: HEAD + b'"' + b"\\u00e9" * (n // 6) + b'"}',
    "lone surrogates": lambda n: HEAD + b'"' + b"\\ud800" * (n // 6) + b'"}',
    "a long valid label": lambda n: HEAD + b'"' + b"a" * n + b'"}',
    "many keys": lambda n: b"{" + b"".join(b'"k%d":1,' % i for i in range(n // 10)) + b'"z":1}',
    "blank lines": lambda n: b"\n" * n,
    "NUL bytes": lambda n: b"\0" * n,
}


@_settings(20)
@given(
    games,
    st.sampled_from(sorted(SHAPES)),
    st.sampled_from([1000, 200_000, MAX_SAVE_BYTES - 100, MAX_SAVE_BYTES + 1]),
)
def test_shapes_of_junk_up_to_the_size_cap_are_refused_after_bounded_work(
    game: str, shape: str, size: int
) -> None:
    raw = SHAPES[shape](size)
    raw = raw[:size] if size <= MAX_SAVE_BYTES else raw + b" " * (size - len(raw))
    assert check(raw, game).refused


ESCAPED_QUOTES = 1_000_000
"""2 MB of escaped quotes in a text cut short: reading it once took seconds, because the
expression that skips JSON texts searched again from every quote inside it."""


def test_a_save_cut_short_inside_a_text_of_escaped_quotes_is_skipped_as_one_text() -> None:
    """The cut text is skipped as one match from its quote to the end, never searched
    again from a quote inside it. Seen on a small file first, where a search that starts
    again fails in a moment; then the 2 MB file is refused like any other."""
    game = GAMES[0]
    save = original_data(game)
    save["label"] = RAW
    text = dump(save)
    cut = text[: text.index(json.dumps(RAW).encode())]
    small = (cut + b'"' + b'\\"' * 1000).decode()
    with text_scans() as scans:
        assert json_depth_ok(small)
    ((_document, spans),) = scans
    assert spans[-1] == (len(cut.decode()), len(small)), spans[-3:]
    assert check(cut + b'"' + b'\\"' * ESCAPED_QUOTES, game).refused
