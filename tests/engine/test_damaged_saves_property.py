"""Generated damage to the example save of every registered game, through the real
reading paths (`read_save`, `save_info`, `load_match`, `list_saves`, `write_save`,
`save_match`).

What is generated: each game's example save (the `saves/` folder) is damaged at the
byte level (cut short, bytes flipped or inserted, a byte-order mark, other encodings)
or at the JSON level (a node replaced by a value of the wrong type, by a raw number
JSON does not allow, by a deep nesting; control characters put into a text; a field
grown to 100,000+ characters; a key removed or added; the seed, a seat, a name, an
option or the actions changed to other valid values). Every case must end in either
a correct load or a clean `SaveError` with a readable message after bounded work
(`assert_bounded`: each file read once, a file over the size cap not read, each move
replayed once at most), and no file may be written, moved or touched.

Why it is bounded: the examples are small (a few KiB); generated files stay under
`MAX_SAVE_BYTES` (4 MiB) but for a few just over it, to see the cap refuse them; and
every test runs a fixed number of derandomized examples (no example database), so the
file takes about half a minute and a failure replays identically. A file cut short in
a long text of escaped quotes (once quadratic) is a plain test.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from gamebox import i18n
from gamebox.engine.files import printable
from gamebox.engine.match import Match
from gamebox.engine.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    SaveInfo,
    list_saves,
    load_match,
    read_save,
    save_info,
    state_digest,
)
from gamebox.games import game_ids, get_game
from gamebox.paths import examples_dir
from tests.work_counting import Work, counting

OLD_TIME_NS = 1_600_000_000 * 10**9  # a past mtime, so any rewrite shows
BOM = b"\xef\xbb\xbf"
RAW = "@@raw-token-4d1f@@"  # a text replaced by raw JSON after dumping


def _settings(examples: int) -> Callable[[Any], Any]:
    return settings(
        max_examples=examples,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


# -- the example saves ------------------------------------------------------------------------


def _examples() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in sorted(examples_dir().glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found.setdefault(data["game"], path)
    return found


EXAMPLES = _examples()
GAMES = [game for game in game_ids() if game in EXAMPLES]
games = st.sampled_from(GAMES)


@cache
def original_bytes(game: str) -> bytes:
    return EXAMPLES[game].read_bytes()


def original_data(game: str) -> dict[str, Any]:
    return copy.deepcopy(_original_data(game))


@cache
def _original_data(game: str) -> dict[str, Any]:
    return json.loads(original_bytes(game).decode("utf-8"))


@cache
def original_table(game: str) -> str:
    match = load_match(EXAMPLES[game], get_game)
    return state_digest(match.game, match.state)


def test_every_registered_game_has_an_example_save_to_damage() -> None:
    assert game_ids() == GAMES, f"no example save for {set(game_ids()) - set(GAMES)}"


# -- JSON helpers -----------------------------------------------------------------------------

JsonPath = tuple[str | int, ...]


def walk(value: Any, at: JsonPath = ()) -> Iterator[tuple[JsonPath, Any]]:
    yield at, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from walk(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from walk(item, (*at, index))


def get_at(data: Any, path: JsonPath) -> Any:
    for part in path:
        data = data[part]
    return data


def set_at(data: Any, path: JsonPath, value: Any) -> Any:
    """`data` with the node at `path` replaced (the root when `path` is empty)."""
    if not path:
        return value
    get_at(data, path[:-1])[path[-1]] = value
    return data


def pick(draw: Any, data: Any, keep: Callable[[JsonPath, Any], bool]) -> JsonPath:
    """A node of `data` that `keep` accepts: first a top-level field (so the long list
    of actions does not take nearly every draw), then a node inside it."""
    groups: dict[str, list[JsonPath]] = {}
    for path, value in walk(data):
        if path and keep(path, value):
            groups.setdefault(str(path[0]), []).append(path)
    top = draw(st.sampled_from(sorted(groups)))
    return draw(st.sampled_from(groups[top]))


def dump(data: Any, raw: str | None = None, ascii_only: bool = False) -> bytes:
    text = json.dumps(data, indent=1, ensure_ascii=ascii_only)
    if raw is not None:
        text = text.replace(json.dumps(RAW), raw)
    return text.encode("utf-8")


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


DIGESTED = ("game", "options", "seats", "names", "seed", "actions", "digest", "version", "format")
"""What a save's digest covers (or what decides how it is checked): any change there
must be refused by `load_match`."""
REQUIRED = (*DIGESTED, "data_version", "saved_at")


# -- the contract ---------------------------------------------------------------------------


@dataclass
class Outcome:
    read: dict[str, Any] | SaveError
    info: SaveInfo | SaveError
    match: Match | SaveError
    listed: SaveInfo | tuple[Path, str]

    @property
    def refused(self) -> bool:
        return isinstance(self.read, SaveError)


def _counted(call: Callable[[], Any]) -> tuple[Any, Work]:
    """`call()`, or the SaveError it raised with its sentence built (as every screen
    builds it), and the work it did."""
    with counting() as work:
        try:
            result: Any = call()
        except SaveError as error:
            result = error
            message = str(error)
            assert message and printable(message) == message, repr(message)
            assert len(message) < 2000, message[:200]
            assert "gamebox.files." not in message, message  # a missing translation
    return result, work


def assert_bounded(work: Work, what: str, damaged: Path, size: int, moves: int = 0) -> None:
    """Reading saves does bounded work: no file opened twice in one call, the damaged
    file (of `size` bytes) not read at all when it is over the size cap, at most one JSON
    document parsed per file opened, no move text longer than its game's longest
    parsed, and no more than `moves` moves replayed."""
    assert max(work.opened.values(), default=0) <= 1, f"{what} opened {work.opened}"
    assert size <= MAX_SAVE_BYTES or work.read[damaged] == 0, f"{what} read an oversized file"
    assert work.parsed <= sum(work.opened.values()), f"{what} parsed {work.parsed} documents"
    assert work.overlong_moves == 0, f"{what} parsed a move longer than its game allows"
    assert work.replayed <= moves, f"{what} replayed {work.replayed} moves, not {moves} at most"


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {
        path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in sorted(folder.iterdir())
    }


def _place(folder: Path, name: str, raw: bytes) -> Path:
    path = folder / name
    path.write_bytes(raw)
    os.utime(path, ns=(OLD_TIME_NS, OLD_TIME_NS))
    return path



def _note(words: str) -> None:
    """Count an outcome in Hypothesis's statistics (plain tests call `check` too)."""
    with contextlib.suppress(InvalidArgument):
        event(words)

def check(raw: bytes, game: str, language: str = "en") -> Outcome:
    """Put `raw` in a folder beside a good save of another game and read it every way
    the program does: each call succeeds or raises SaveError after bounded work
    (`assert_bounded`), and nothing on disk changes. Also checks the calls agree with
    each other."""
    assert len(raw) <= MAX_SAVE_BYTES + 1024 * 1024
    other = GAMES[(GAMES.index(game) + 1) % len(GAMES)]
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        path = _place(folder, "damaged.json", raw)
        _place(folder, "good.json", original_bytes(other))
        before = _snapshot(folder)
        try:
            i18n.set_language(language)
            read, reading = _counted(lambda: read_save(path))
            info, heading = _counted(lambda: save_info(path))
            match, loading = _counted(lambda: load_match(path, get_game))
            rows, listing = _counted(lambda: list_saves(folder))
        finally:
            i18n.set_language("en")
        assert _snapshot(folder) == before, "reading changed a file"
    moves = len(read["actions"]) if isinstance(read, dict) else 0
    assert_bounded(reading, "read_save", path, len(raw))
    assert_bounded(heading, "save_info", path, len(raw))
    assert_bounded(loading, "load_match", path, len(raw), moves)  # each move once at most
    assert_bounded(listing, "list_saves", path, len(raw))  # headers only: nothing replayed
    assert len(rows) == 2, rows
    (listed,) = [row for row in rows if (row.path if isinstance(row, SaveInfo) else row[0]) == path]
    (good,) = [row for row in rows if row is not listed]
    assert isinstance(good, SaveInfo), "one damaged file hid a good one"
    outcome = Outcome(read, info, match, listed)
    if isinstance(match, SaveError):
        _note(f"refused: {match.key}" + ("" if outcome.refused else " (header readable)"))
    else:
        _note("loaded")
    assert isinstance(info, SaveError) == outcome.refused
    assert isinstance(listed, tuple) == outcome.refused
    if outcome.refused:
        assert isinstance(info, SaveError) and info.key == read.key
        assert isinstance(match, SaveError) and match.key == read.key
        assert isinstance(listed, tuple) and listed[1]
    else:
        assert isinstance(read, dict) and isinstance(info, SaveInfo)
        assert info.game == read["game"] and len(info.names) == len(info.seats)
    if isinstance(match, Match):  # a load is a correct load: the very same table
        assert not outcome.refused and match.game.id == game
        assert state_digest(match.game, match.state) == original_table(game)
    return outcome


def assert_loads_as_original(outcome: Outcome, game: str) -> None:
    assert isinstance(outcome.match, Match), str(outcome.match)
    assert state_digest(outcome.match.game, outcome.match.state) == original_table(game)


# -- byte-level damage -------------------------------------------------------------------------


@st.composite
def byte_damage(draw: Any) -> tuple[str, bytes]:
    game = draw(games)
    raw = bytearray(original_bytes(game))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["cut", "flip", "insert", "delete", "bom"]))
        at = draw(st.integers(0, max(0, len(raw) - 1)))
        if kind == "cut":
            del raw[at:]
        elif kind == "flip" and raw:
            raw[at] ^= draw(st.integers(1, 255))
        elif kind == "insert":
            raw[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif kind == "delete":
            del raw[at : at + draw(st.integers(1, 16))]
        elif kind == "bom":
            raw[0:0] = BOM
    return game, bytes(raw)


@_settings(200)
@given(byte_damage(), st.sampled_from(["en", "el"]))
def test_byte_damage_is_loaded_or_refused_cleanly(case: tuple[str, bytes], language: str) -> None:
    game, raw = case
    check(raw, game, language)


@_settings(40)
@given(games, st.data())
def test_a_save_cut_before_its_last_brace_is_refused(game: str, data: st.DataObject) -> None:
    raw = original_bytes(game)
    at = data.draw(st.integers(0, raw.rindex(b"}")))
    assert check(raw[:at], game).refused


@_settings(15)
@given(games, st.booleans(), st.booleans(), st.booleans())
def test_a_byte_order_mark_and_other_harmless_writing_still_load(
    game: str, crlf: bool, compact: bool, ascii_only: bool
) -> None:
    text = json.dumps(
        original_data(game),
        indent=None if compact else 2,
        separators=(",", ":") if compact else None,
        ensure_ascii=ascii_only,
    )
    if crlf:
        text = text.replace("\n", "\r\n")
    outcome = check(BOM + text.encode("utf-8"), game)
    assert_loads_as_original(outcome, game)
    outcome = check(BOM + original_bytes(game), game)
    assert_loads_as_original(outcome, game)


LATIN_1 = st.text(
    st.characters(min_codepoint=0xA1, max_codepoint=0xFF, exclude_characters="\xad"),
    min_size=1,
    max_size=20,
)


@_settings(30)
@given(games, st.sampled_from(["utf-16", "utf-16-le", "utf-16-be", "utf-32", "latin-1"]), LATIN_1)
def test_other_encodings_are_refused(game: str, encoding: str, label: str) -> None:
    """UTF-16 and UTF-32 are never read as a save; a Latin-1 re-encode is refused as
    soon as the file holds a character outside ASCII (here in the label, which the
    digest does not cover, so the same file in UTF-8 loads) unless those bytes happen
    to be UTF-8 as well ("Ã©" in Latin-1 is "é" in UTF-8): then it loads too."""
    data = original_data(game)
    data["label"] = f"Partie {label}"
    text = json.dumps(data, indent=1, ensure_ascii=False)
    assert_loads_as_original(check(text.encode("utf-8"), game), game)
    raw = text.encode(encoding)
    outcome = check(raw, game)
    if encoding == "latin-1" and _is_utf8(raw):
        assert_loads_as_original(outcome, game)
    else:
        assert outcome.refused
        assert outcome.read.key in ("not_utf8", "save.foreign", "bad_json")


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


# -- JSON-level damage ---------------------------------------------------------------------------

WRONG = st.one_of(
    st.integers(-(10**6), 10**6),
    st.sampled_from([0, -1, 10**30, -(10**30), 2**63, -(2**63) - 1, 2**64]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([0.5, -1.0, 1e308, -1e308, 2026.0]),
    st.booleans(),
    st.none(),
    st.text(max_size=30),
    st.lists(st.integers(-5, 5) | st.text(max_size=5), max_size=4),
    st.dictionaries(st.text(max_size=8), st.integers(-5, 5) | st.none(), max_size=3),
)


@_settings(250)
@given(games, st.data(), WRONG)
def test_a_value_of_the_wrong_type_anywhere(game: str, data: st.DataObject, value: Any) -> None:
    save = original_data(game)
    path = data.draw(st.just(()) | nodes(save), label="path")
    old = get_at(save, path)
    outcome = check(dump(set_at(save, path, value)), game)
    changed = canonical(old) != canonical(value)
    if changed and (not path or path[0] in DIGESTED):
        assert isinstance(outcome.match, SaveError), f"{path} = {value!r} was accepted"


def nodes(
    save: Any, keep: Callable[[JsonPath, Any], bool] = lambda _path, _value: True
) -> st.SearchStrategy[JsonPath]:
    """A path to a node of `save` (never the root) that `keep` accepts."""

    @st.composite
    def node(draw: Any) -> JsonPath:
        return pick(draw, save, keep)

    return node()


RAW_NUMBERS = st.sampled_from(
    ["1e999", "-1e999", "1E+999", "NaN", "Infinity", "-Infinity", "9" * 5000, "-" + "8" * 5000]
)


@_settings(60)
@given(games, st.data(), RAW_NUMBERS)
def test_numbers_json_does_not_allow_are_refused(
    game: str, data: st.DataObject, token: str
) -> None:
    save = original_data(game)
    path = data.draw(st.just(()) | nodes(save), label="path")
    outcome = check(dump(set_at(save, path, RAW), raw=token), game)
    assert outcome.refused and outcome.read.key == "bad_number", outcome.read


@_settings(40)
@given(games, st.data(), st.integers(49, 300_000), st.sampled_from(["[", '{"a":']))
def test_deep_nesting_is_refused_before_parsing(
    game: str, data: st.DataObject, depth: int, opener: str
) -> None:
    save = original_data(game)
    path = data.draw(nodes(save), label="path")
    closer = "]" if opener == "[" else "}"
    nested = opener * depth + "0" + closer * depth
    outcome = check(dump(set_at(save, path, RAW), raw=nested), game)
    assert outcome.refused and outcome.read.key == "too_deep"


@_settings(40)
@given(games, st.integers(1, 400_000), st.data())
def test_open_brackets_pasted_anywhere(game: str, count: int, data: st.DataObject) -> None:
    raw = original_bytes(game)
    at = data.draw(st.integers(0, len(raw)))
    check(raw[:at] + b"[" * count + raw[at:], game)


CONTROL = st.sampled_from(
    [
        "\x00",
        "\x1b",
        "\x07",
        "\x7f",
        "\x85",
        "\t",
        "\n",
        "\r",
        "\u202e",
        "\u202d",
        "\u2066",
        "\u200e",
        "\u200b",
        "\ufeff",
        "\ue000",
        "\u0378",
        "\ud800",
        "\x1b[31m",
    ]
)


@_settings(200)
@given(games, st.data(), CONTROL)
def test_control_characters_in_any_text_are_refused(
    game: str, data: st.DataObject, char: str
) -> None:
    save = original_data(game)
    path = data.draw(nodes(save, lambda _path, value: isinstance(value, str)), label="path")
    old = get_at(save, path)
    at = data.draw(st.integers(0, len(old)), label="at")
    set_at(save, path, old[:at] + char + old[at:])
    outcome = check(dump(save, ascii_only=data.draw(st.booleans()) or char == "\ud800"), game)
    assert outcome.refused, f"{path} with {char!r} was accepted"


OVERSIZED = ("label", "actions", "names", "seats", "game", "saved_at", "digest", "options")


@_settings(40)
@given(games, st.sampled_from(OVERSIZED), st.sampled_from([100_000, 1_000_000]), st.data())
def test_oversized_fields_are_refused_after_bounded_work(
    game: str, field: str, size: int, data: st.DataObject
) -> None:
    save = original_data(game)
    text = data.draw(st.sampled_from(["x", "é", "分", "%{file}"]), label="char") * size
    text = text[:size]
    if field == "options":
        save["options"][data.draw(st.sampled_from(["start_player", "x" * size]))] = text
    elif isinstance(save[field], list):
        index = data.draw(st.integers(0, len(save[field]) - 1), label="index")
        save[field][index] = text
    else:
        save[field] = text
    outcome = check(dump(save), game)
    assert outcome.refused


@_settings(150)
@given(games, st.data())
def test_removed_keys_and_items(game: str, data: st.DataObject) -> None:
    save = original_data(game)
    path = data.draw(nodes(save), label="path")
    parent = get_at(save, path[:-1])
    del parent[path[-1]]
    outcome = check(dump(save), game)
    if path[0] in REQUIRED:
        if len(path) == 1:
            assert outcome.refused
        assert isinstance(outcome.match, SaveError), f"{path} removed, still loads"
    else:  # label and progress are optional and not covered by the digest
        assert_loads_as_original(outcome, game)


KEYS = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x24F), min_size=1, max_size=12)


@_settings(80)
@given(games, st.sampled_from(["", "progress", "options"]), KEYS, WRONG)
def test_extra_keys_are_refused(game: str, where: str, key: str, value: Any) -> None:
    save = original_data(game)
    holder = save[where] if where else save
    if key in holder:
        key += "_extra"
    holder[key] = value
    outcome = check(dump(save), game)
    if where == "options":
        assert isinstance(outcome.match, SaveError)  # the digest covers options
    else:
        assert outcome.refused and "unknown_key" in str(outcome.read.params.get("problem").key)


SEATS = ["human", "random", "easy", "normal", "hard", "hard:bold", "easy:smuggler"]
NAME = st.text(st.characters(categories=["L", "N", "P", "S", "Zs"]), min_size=1, max_size=40)


@st.composite
def changed_setup(draw: Any) -> tuple[str, str, dict[str, Any]]:
    """A schema-valid save whose seed, seats, names, options or actions were changed."""
    game = draw(games)
    save = original_data(game)
    what = draw(
        st.sampled_from(
            ["seed", "seat", "name", "option", "swap", "drop_action", "swap_actions", "add_action"]
        )
    )
    if what == "seed":
        save["seed"] = draw(st.integers(-(2**63), 2**63 - 1).filter(lambda s: s != save["seed"]))
    elif what == "seat":
        index = draw(st.integers(0, len(save["seats"]) - 1))
        save["seats"][index] = draw(
            st.sampled_from(SEATS).filter(lambda s: s != save["seats"][index])
        )
    elif what == "name":
        index = draw(st.integers(0, len(save["names"]) - 1))
        save["names"][index] = draw(NAME.filter(lambda n: n != save["names"][index]))
    elif what == "option":
        key = draw(st.sampled_from(sorted(save["options"]) or ["start_player"]))
        value = draw(st.integers(-1000, 1000) | st.booleans() | st.sampled_from(["red", "0", "x"]))
        if canonical(save["options"].get(key)) == canonical(value):
            value = "changed"
        save["options"][key] = value
    elif what == "swap":
        field = draw(st.sampled_from(["names", "seats"]))
        items = save[field]
        pairs = [(i, j) for i in range(len(items)) for j in range(i) if items[i] != items[j]]
        if not pairs:
            field, items = "names", save["names"]
            pairs = [(1, 0)]
        i, j = draw(st.sampled_from(pairs))
        items[i], items[j] = items[j], items[i]
    elif what == "drop_action":
        del save["actions"][draw(st.integers(0, len(save["actions"]) - 1))]
    elif what == "swap_actions":
        actions = save["actions"]
        pairs = [(i, i + 1) for i in range(len(actions) - 1) if actions[i] != actions[i + 1]]
        i, j = draw(st.sampled_from(pairs))
        actions[i], actions[j] = actions[j], actions[i]
    else:
        save["actions"].append(draw(st.sampled_from(save["actions"])))
    return game, what, save


@_settings(150)
@given(changed_setup())
def test_a_changed_seed_seat_name_option_or_action_is_refused(
    case: tuple[str, str, dict[str, Any]],
) -> None:
    game, what, save = case
    outcome = check(dump(save), game)
    assert not outcome.refused, f"the header stays valid: {outcome.read}"
    assert isinstance(outcome.match, SaveError), f"changed {what}: silently accepted"
    assert outcome.match.key in ("save.digest", "save.setup", "save.replay")
    if what == "seed":
        assert outcome.match.key in ("save.digest", "save.replay")
