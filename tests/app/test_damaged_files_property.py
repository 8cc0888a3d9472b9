"""Generated damaged autosaves, named saves and settings files, through the real window:
the main menu, Continue, the Load screen and the start of the App.

What is generated: the example save of every registered game, damaged (cut short, bytes
flipped or inserted, a byte-order mark, UTF-16, a node of the wrong type, a raw number
JSON does not allow, deep nesting, control characters, a 100,000-character text, a key
removed, the seed or a name changed, a move the rules refuse, marked finished) and put
in the autosave folder or the saves folder; and settings files of every kind of damage
(values of the wrong type, unknown or empty language codes, unknown keys, deep nesting,
bytes that are not UTF-8, a file over the size cap, numbers JSON does not allow) beside
good ones. Nothing may raise; the menu stays on top and says when an unfinished game
cannot be resumed; no damaged file is changed; a damaged settings file is kept under a
`.damaged*` name no earlier one has and the defaults are used.

Why it is bounded: one App per test drives every example headless (a few frames each),
the folders are emptied between examples, the example saves are small, and every test
runs a fixed number of derandomized examples without an example database, so the file
takes some seconds and a failure replays identically.
"""

from __future__ import annotations

import copy
import itertools
import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from gamebox import i18n
from gamebox.app import autosaves, play
from gamebox.app.app import App
from gamebox.app.scenes import LoadScene, MainMenu
from gamebox.app.session import flush_autosaves
from gamebox.app.settings import (
    MAX_SETTINGS_BYTES,
    SPEEDS,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from gamebox.engine.saves import SaveError, load_match, read_save, save_info
from gamebox.games import game_ids, get_game
from gamebox.i18n import t
from gamebox.paths import examples_dir, saves_dir
from tests.work_counting import counting, text_scans

from .helpers import Blank, frames, fresh_caches

BOM = b"\xef\xbb\xbf"
RAW = "@@raw-token-4d1f@@"
_unique = itertools.count(1)


def _settings(examples: int, shrink: bool = True) -> Any:
    """Fixed, derandomized examples."""
    return settings(
        max_examples=examples,
        phases=list(Phase) if shrink else [Phase.explicit, Phase.generate],
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[
            HealthCheck.function_scoped_fixture,
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
        ],
    )


def _examples() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in sorted(examples_dir().glob("*.json")):
        found.setdefault(json.loads(path.read_text(encoding="utf-8"))["game"], path)
    return found


EXAMPLES = _examples()
GAMES = [game for game in game_ids() if game in EXAMPLES]
games = st.sampled_from(GAMES)


@cache
def _original(game: str) -> tuple[bytes, dict[str, Any]]:
    raw = EXAMPLES[game].read_bytes()
    return raw, json.loads(raw.decode("utf-8"))


def test_every_registered_game_has_an_example_save() -> None:
    assert game_ids() == GAMES


# -- damaged saves ------------------------------------------------------------------------------

WRONG = st.one_of(
    st.sampled_from([0, -1, 10**30, 2**63, 0.5, 1e308, True, False, None, "", "x", [], {}]),
    st.integers(-(10**6), 10**6),
    st.text(max_size=12),
    st.lists(st.integers(-3, 3), max_size=3),
)
CONTROL = st.sampled_from(["\x00", "\x1b", "\x1b[2J", "\u202e", "\u2066", "\x7f", "\n", "\ufeff"])


def _paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [at]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*at, index))
    return found


def _node(draw: Any, data: Any, strings: bool = False) -> tuple[Any, ...]:
    """A node of `data`: a top-level field first, so the actions do not take every draw."""
    groups: dict[str, list[tuple[Any, ...]]] = {}
    for path in _paths(data)[1:]:
        if not strings or isinstance(_get(data, path), str):
            groups.setdefault(str(path[0]), []).append(path)
    top = draw(st.sampled_from(sorted(groups)))
    return draw(st.sampled_from(groups[top]))


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        data = data[part]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    _get(data, path[:-1])[path[-1]] = value


def _dump(data: Any, raw: str | None = None) -> bytes:
    text = json.dumps(data, indent=1, ensure_ascii=False)
    if raw is not None:
        text = text.replace(json.dumps(RAW), raw)
    return text.encode("utf-8")


KINDS = [
    "cut",
    "flip",
    "insert",
    "bom",
    "utf-16",
    "wrong type",
    "raw number",
    "deep",
    "control",
    "oversized",
    "removed key",
    "changed seed",
    "changed name",
    "refused move",
    "finished",
    "finished and broken",
    "odd label",
    "odd names",
]
ZERO_WIDTH = (
    "\u034f\u17b4\u17b5\u180b\u180c\u180d"
    + "".join(map(chr, range(0xFE00, 0xFE10)))
    + "".join(map(chr, range(0xE0100, 0xE01F0)))
)
"""Marks a save's schema allows (they are not control characters) that the fonts draw
with no width at all: alone, pygame refuses to render them, so `look.render` must cope."""
ODD_TEXT = st.characters(exclude_categories=["C"])


@st.composite
def damaged_save(draw: Any) -> tuple[str, str, bytes]:
    game = draw(games)
    raw, original = _original(game)
    data = copy.deepcopy(original)
    kind = draw(st.sampled_from(KINDS))
    if kind == "cut":
        return game, kind, raw[: draw(st.integers(0, len(raw) - 2))]
    if kind in ("flip", "insert"):
        damaged = bytearray(raw)
        for _ in range(draw(st.integers(1, 3))):
            at = draw(st.integers(0, len(damaged) - 1))
            if kind == "flip":
                damaged[at] ^= draw(st.integers(1, 255))
            else:
                damaged[at:at] = draw(st.binary(min_size=1, max_size=6))
        return game, kind, bytes(damaged)
    if kind == "bom":
        return game, kind, BOM + raw
    if kind == "utf-16":
        return (
            game,
            kind,
            raw.decode("utf-8").encode(draw(st.sampled_from(["utf-16", "utf-16-be"]))),
        )
    if kind == "deep":
        at = draw(st.integers(0, len(raw)))
        return game, kind, raw[:at] + b"[" * draw(st.integers(1, 60_000)) + raw[at:]
    if kind == "wrong type":
        _set(data, _node(draw, data), draw(WRONG))
    elif kind == "raw number":
        _set(data, _node(draw, data), RAW)
        token = draw(st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999", "9" * 5000]))
        return game, kind, _dump(data, token)
    elif kind == "control":
        path = _node(draw, data, strings=True)
        text = _get(data, path)
        at = draw(st.integers(0, len(text)))
        _set(data, path, text[:at] + draw(CONTROL) + text[at:])
    elif kind == "oversized":
        field = draw(st.sampled_from(["label", "names", "actions", "game"]))
        text = draw(st.sampled_from(["x", "分", "\u202e"])) * 100_000
        if isinstance(data[field], list):
            data[field][draw(st.integers(0, len(data[field]) - 1))] = text
        else:
            data[field] = text
    elif kind == "removed key":
        path = _node(draw, data)
        del _get(data, path[:-1])[path[-1]]
    elif kind == "changed seed":
        data["seed"] = draw(st.integers(-(2**63), 2**63 - 1).filter(lambda s: s != data["seed"]))
    elif kind == "changed name":
        data["names"][draw(st.integers(0, len(data["names"]) - 1))] = draw(
            st.text(st.characters(categories=["L", "N", "P"]), min_size=1, max_size=40)
        )
    elif kind == "refused move":
        data["actions"][draw(st.integers(0, len(data["actions"]) - 1))] = draw(
            st.sampled_from(["hitman", "pass", "roll", "zz", "%{file}", "9" * 200])
        )
    elif kind == "odd label":  # not covered by the digest: the save still loads
        data["label"] = draw(st.text(ODD_TEXT, min_size=1, max_size=120))
    elif kind == "odd names":
        data["names"] = [draw(st.text(ODD_TEXT, min_size=1, max_size=40)) for _ in data["names"]]
    else:  # finished: the menu does not replay a finished game
        data["progress"]["over"] = True
        if kind == "finished and broken":
            data["actions"][0] = "zz"
    return game, kind, _dump(data)


def _status(path: Path) -> str:
    """What the engine says of the file: the oracle for what the screens must show."""
    try:
        info = save_info(path)
    except SaveError:
        return "unreadable"
    if info.over:
        return "finished"
    try:
        load_match(path, get_game)
    except SaveError:
        return "unresumable"
    return "resumable"


def _empty_folders(app: App) -> None:
    app.reset(Blank(app))  # leaves any table (and its computer players)
    flush_autosaves()
    for folder in (autosaves.folder(), saves_dir()):
        for path in folder.iterdir():
            if path.is_file():
                path.unlink()
    app.reported_files.clear()
    app.startup_messages.clear()
    app.notices.clear()


def _write(path: Path, raw: bytes) -> tuple[bytes, int]:
    """Write `raw` with a modification time no file had before in this run (whether a
    file replays is cached per path, size and modification time)."""
    path.write_bytes(raw)
    stamp = (1_600_000_000 + next(_unique)) * 10**9
    os.utime(path, ns=(stamp, stamp))
    return raw, stamp


PLACES = ("autosaves", "legacy autosave", "saves")


def _place(place: str, game: str, raw: bytes) -> tuple[Path, tuple[bytes, int]]:
    """The file as an autosave (its own folder, or the one `autosave.json` of earlier
    versions) or as a named save, under a name never used before in this run."""
    if place == "legacy autosave":
        path = saves_dir() / autosaves.LEGACY_NAME
    elif place == "autosaves":
        path = autosaves.folder() / f"{game}-20240101-000000-{next(_unique):04x}.json"
    else:
        path = saves_dir() / f"my-{game}-{next(_unique)}.json"
    return path, _write(path, raw)


def _unchanged(path: Path, before: tuple[bytes, int]) -> bool:
    return (path.read_bytes(), path.stat().st_mtime_ns) == before


# -- counting what the window does -------------------------------------------------------------


def moves(path: Path) -> int:
    """How many moves a replay of the save at `path` may apply: its actions (none when
    its header cannot be read)."""
    try:
        return len(read_save(path)["actions"])
    except SaveError:
        return 0


@_settings(90)
@given(case=damaged_save(), place=st.sampled_from(PLACES[:2]))
def test_a_damaged_autosave_never_stops_the_menu_or_continue(app, case, place) -> None:
    game, kind, raw = case
    _empty_folders(app)
    path, before = _place(place, game, raw)
    status = _status(path)
    event(f"{kind}: {status}")
    with counting() as work:
        app.reset(MainMenu(app))
        frames(app, 3)
    # The header once, and a replay only for an unfinished game whose header reads: once,
    # however many frames the menu draws (each file version is checked once).
    replays = status in ("resumable", "unresumable")
    assert work.opened[path] <= 1 + replays, work.opened
    assert work.replayed <= moves(path) * replays
    menu = app.top
    assert isinstance(menu, MainMenu)
    assert _unchanged(path, before), "the menu changed an autosave"
    told = menu.dialog.is_open and menu.dialog.spec.title == t("app.menu.unresumable_title")
    assert told == (status in ("unreadable", "unresumable")), (status, menu.dialog.spec)
    assert menu.continue_button.is_enabled == (status == "resumable")

    session = play.continue_autosave(app)
    frames(app, 2)
    if status == "resumable":
        assert session is not None and session.autosave == path
        assert session.game_id == game
    else:
        assert session is None
        assert isinstance(app.top, MainMenu) and app.top.dialog.is_open
        assert _unchanged(path, before), "Continue changed a damaged autosave"
    _empty_folders(app)


@_settings(100)
@given(
    case=damaged_save(),
    place=st.sampled_from(PLACES),
    backup=st.sampled_from([None, "good", "damaged"]),
    load=st.booleans(),
)
def test_the_load_screen_lists_a_damaged_save_and_leaves_it_alone(
    app, case, place, backup, load
) -> None:
    game, kind, raw = case
    _empty_folders(app)
    path, before = _place(place, game, raw)
    status = _status(path)
    autosave = place != "saves"
    event(f"{place}: {status}")
    event(kind)
    kept = None
    if backup is not None:  # the copy `write_save` keeps beside a save
        good = EXAMPLES[game].read_bytes()
        kept = _write(path.with_name(path.name + ".bak"), good if backup == "good" else raw[:99])
    app.reset(MainMenu(app))
    with counting() as work:
        app.push(LoadScene(app))
        frames(app, 2)
    # No save is read more than twice (the autosave of earlier versions is both an
    # autosave and a file of the saves folder), and none is replayed more than once.
    folders = (autosaves.folder(), saves_dir(), examples_dir())
    read = {p: count for p, count in work.opened.items() if p.parent in folders}
    assert path in read and max(read.values()) <= 2, read
    assert work.replayed <= moves(path) + moves(path.with_name(path.name + ".bak"))
    scene = app.top
    assert isinstance(scene, LoadScene)
    for index in scene.selectable():
        scene.select(index)
        frames(app, 1)
    (row,) = [row for row in scene.rows if row.path == path]
    if status == "unreadable" or (autosave and status == "unresumable"):
        assert not row.loadable and row.error
    else:
        assert row.loadable and row.error is None
    offered = [r for r in scene.rows if r.path == path.with_name(path.name + ".bak")]
    if autosave and backup == "good" and status in ("unreadable", "unresumable"):
        assert len(offered) == 1 and offered[0].loadable and offered[0].backup_of
    else:
        assert offered == []
    assert _unchanged(path, before), "the Load screen changed a file"
    if kept is not None:
        assert _unchanged(path.with_name(path.name + ".bak"), kept)
    if load and row.loadable:
        scene.select(scene.rows.index(row))
        scene.load()
        frames(app, 2)
        if status == "unresumable" or (status == "finished" and not _replays(path)):
            assert app.top is scene and scene.dialog.is_open
            assert _unchanged(path, before), "a failed load changed the file"
        else:
            assert app.top.session.game_id == game
    _empty_folders(app)


@_settings(10)
@given(label=st.text(st.sampled_from(ZERO_WIDTH), min_size=1, max_size=8), game=games)
def test_a_label_of_zero_width_marks_is_drawn_on_the_load_screen(app, label, game) -> None:
    _empty_folders(app)
    data = copy.deepcopy(_original(game)[1])
    data["label"] = label
    path, before = _place("saves", game, _dump(data))
    assert _status(path) == "resumable"  # the label is not covered by the digest
    app.reset(MainMenu(app))
    app.push(LoadScene(app))
    frames(app, 2)
    assert _unchanged(path, before)
    _empty_folders(app)


def _replays(path: Path) -> bool:
    try:
        load_match(path, get_game)
    except SaveError:
        return False
    return True


# -- damaged settings ------------------------------------------------------------------------------

KEYS = ("language", "speed", "fullscreen", "colour_blind", "skip_empty_prompts")
LANGUAGES = st.sampled_from(["xx", "", " en", "EN", "en\x00", "el ", "english", "e" * 17, "zz-ZZ"])


def _wrong_for(key: str) -> st.SearchStrategy[Any]:
    if key == "language":
        return LANGUAGES | WRONG.filter(lambda v: v not in ("en", "el"))
    if key == "speed":
        return WRONG.filter(lambda v: v not in SPEEDS)
    return WRONG.filter(lambda v: not isinstance(v, bool))


VALID = st.fixed_dictionaries(
    {},
    optional={
        "language": st.sampled_from(["en", "el"]),
        "speed": st.sampled_from(SPEEDS),
        "colour_blind": st.booleans(),
        "skip_empty_prompts": st.booleans(),
    },
)


@st.composite
def settings_file(draw: Any) -> tuple[str, bytes, Settings | None]:
    """Bytes for settings.json, what the kind is, and the settings they hold (None when
    the file is damaged and the defaults must be used)."""
    kind = draw(
        st.sampled_from(
            [
                "valid",
                "valid with a mark",
                "wrong type",
                "language",
                "unknown key",
                "not a mapping",
                "deep",
                "not UTF-8",
                "too large",
                "cut short",
                "raw number",
            ]
        )
    )
    good = draw(VALID)
    text = json.dumps(good, indent=2)
    read = Settings(**{k: v for k, v in good.items() if k != "skip_empty_prompts"})  # retired
    if kind == "valid":
        return kind, text.encode(), read
    if kind == "valid with a mark":
        return kind, BOM + text.replace("\n", "\r\n").encode(), read
    if kind in ("wrong type", "language"):
        key = "language" if kind == "language" else draw(st.sampled_from(KEYS))
        data = {**good, key: draw(_wrong_for(key))}
        return kind, json.dumps(data).encode(), None
    if kind == "unknown key":
        name = draw(st.text(min_size=1, max_size=12).filter(lambda k: k not in KEYS))
        return kind, json.dumps({**good, name: draw(WRONG)}).encode(), None
    if kind == "not a mapping":
        return (
            kind,
            json.dumps(draw(WRONG.filter(lambda v: not isinstance(v, dict)))).encode(),
            None,
        )
    if kind == "deep":
        return kind, b'{"language": ' + b"[" * draw(st.integers(49, 70_000)), None
    if kind == "not UTF-8":
        bad = draw(st.sampled_from([b"\xff", b"\xe9", b"\xc3", b"\xed\xa0\x80", b"\x80\x80"]))
        at = draw(st.integers(0, len(text)))
        encoded = text.encode()
        return kind, encoded[:at] + bad + encoded[at:], None
    if kind == "too large":
        return kind, text.encode() + b" " * (MAX_SETTINGS_BYTES + draw(st.integers(1, 5000))), None
    if kind == "cut short":
        encoded = json.dumps({**good, "speed": "fast"}).encode()
        return kind, encoded[: draw(st.integers(0, len(encoded) - 2))], None
    token = draw(st.sampled_from(["NaN", "Infinity", "1e999", "9" * 5000]))
    return kind, b'{"speed": "fast", "colour_blind": ' + token.encode() + b"}", None


def _start(expect: Settings | None, raw: bytes, asides_before: set[Path]) -> App:
    """Start the App on `raw` as settings.json and check what it did with the file."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    fresh_caches()
    with counting() as work:
        application = App(size=(960, 540), persist_settings=True, navigator=play.Navigation)
    # Read once at the start; a file over the size cap is refused unopened.
    assert work.opened[path] == (0 if len(raw) > MAX_SETTINGS_BYTES else 1), work.opened
    asides = set(path.parent.glob("settings.json.damaged*"))
    if expect is None:
        assert application.settings == Settings()
        assert not path.exists(), "the damaged settings stayed in place"
        (new,) = asides - asides_before
        assert new.read_bytes() == raw, "the damaged settings were not kept as they were"
        (message,) = application.startup_messages
        assert new.name in message
    else:
        assert application.settings == expect
        assert path.read_bytes() == raw and asides == asides_before
        assert application.startup_messages == []
    return application


@_settings(35)
@given(first=settings_file(), second=settings_file())
def test_damaged_settings_never_stop_the_app_and_are_kept_aside(
    headless_home, first, second
) -> None:
    path = settings_path()
    for old in path.parent.glob("settings.json*") if path.parent.exists() else []:
        old.unlink()
    event(f"{first[0]} then {second[0]}")
    try:
        kept: dict[Path, bytes] = {}
        for _kind, raw, expect in (first, second):
            if path.exists():  # a good file from the first start: start the second afresh
                path.unlink()
            application = _start(expect, raw, set(kept))
            application.reset(MainMenu(application))
            frames(application, 2)
            menu = application.top
            assert isinstance(menu, MainMenu)
            assert menu.dialog.is_open == (expect is None)
            for aside in path.parent.glob("settings.json.damaged*"):
                if aside in kept:
                    assert aside.read_bytes() == kept[aside], "a set-aside file was overwritten"
                kept[aside] = aside.read_bytes()
            if expect is None:  # settings can be saved again, beside the kept file
                save_settings(Settings(speed="fast"))
                assert load_settings()[0] == Settings(speed="fast")
            application.reset(Blank(application))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["xx", ""])
def test_an_unknown_language_is_set_aside_and_english_is_used(code) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": code}), encoding="utf-8")
    fresh_caches()
    application = App(size=(960, 540), persist_settings=True, navigator=play.Navigation)
    assert application.settings == Settings() and i18n.language() == "en"
    assert path.with_name("settings.json.damaged").exists()
    application.reset(Blank(application))


def test_a_settings_file_cut_inside_a_text_of_escaped_quotes_is_read_once_in_one_pass() -> None:
    """A text cut short is skipped as one match to the end of the file, not searched
    again from each escaped quote inside it (that made such a file quadratic)."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = b'{"language": "' + b'\\"' * 30_000  # just under the 64 KiB cap
    path.write_bytes(raw)
    fresh_caches()
    with counting() as work, text_scans() as scans:
        application = App(size=(960, 540), persist_settings=True, navigator=play.Navigation)
    assert path.with_name("settings.json.damaged").read_bytes() == raw
    application.reset(Blank(application))
    assert work.opened[path] == 1 and work.read[path] <= MAX_SETTINGS_BYTES + 1
    text = raw.decode()
    (spans,) = [spans for scanned, spans in scans if scanned == text]
    assert spans[-1] == (text.index('"\\'), len(text)), spans[-3:]
