"""Saved games: versioned JSON files that are replayed, never unpickled.

A save holds what is needed to rebuild a match exactly — game id, options, seats,
names, seed and the text of every action, chance outcomes included — plus a digest
of all of that and of the final table, so a file edited by hand (a changed seed, a
swapped seat) or rules that changed since the game was saved are caught on loading
instead of silently giving a different table. Header fields such as `progress` and
`label` only feed the Load screen.

Every file is read through `engine.files` (size cap, decoding with the place of a bad
byte, bounded JSON) and checked as a whole against `SAVE_SCHEMA` before anything else
looks at it, so a name with a NUL in it or a date in the year 1 never reaches a font or
a clock. Errors are `SaveError`s worded for the player in their language.

Files are treated with care: writing is atomic (temporary file, fsync, rename) and
keeps the previous save as `<name>.bak`; a file that is not a readable Gamebox save is
never overwritten, moved or deleted. A damaged `.bak` does not block saving: it is kept
under a new name (`<name>.bak.damaged`, `-2`, ...) and a fresh backup is written.
Reading never modifies anything.

Format 1 files (whose digest covered the table only) are still read and checked that
way; every save written now is format 2.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gamebox.engine.data import DataError
from gamebox.engine.files import (
    FileProblem,
    atomic_write,
    parse_json,
    read_text,
    shorten,
    unused_name,
)
from gamebox.engine.game import Game
from gamebox.engine.match import Match, Seat
from gamebox.engine.schema import (
    Bool,
    Either,
    Int,
    List,
    Maybe,
    Record,
    Rule,
    Table,
    Text,
    check_file,
)

FORMAT_MARKER = "gamebox-save"
FORMAT_VERSION = 2
BACKUP_SUFFIX = ".bak"
MAX_SAVE_BYTES = 4 * 1024 * 1024
"""Larger files are refused unread: the longest real game is a few hundred KiB."""
MAX_ACTIONS = 20_000
MAX_ACTION_CHARS = 2048
"""No game's notation comes near this (Sheriff's longest possible offer is under 2,000);
each game's own `max_action_chars` is checked on replay."""
MAX_PLAYERS = 8
MAX_NAME_CHARS = 40
MAX_LABEL_CHARS = 120


class SaveError(FileProblem):
    """A save cannot be read, replayed or written; `str()` is meant for the player."""


# -- the shape of a save --------------------------------------------------------------------

_ID = r"[a-z][a-z0-9_-]{0,31}"
_SEAT = r"(human|random|easy|normal|hard)(:[a-z0-9_-]{1,24})?"


def _date_problem(text: str) -> str | None:
    """A save's time must be a real moment that clocks and calendars can show."""
    try:
        moment = datetime.fromisoformat(text)
        moment = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
        if not 1970 <= moment.astimezone(UTC).year <= 9000:
            return "date"
        moment.timestamp()
        moment.astimezone()
    except (ValueError, OverflowError, OSError):
        return "date"
    return None


def _names_match_seats(data: Mapping[str, Any]) -> str | None:
    return None if len(data["names"]) == len(data["seats"]) else "names_seats"


OPTION_VALUE = Either((Bool(), Int(-1000, 1000), Text(40)))
SAVE_SCHEMA = Rule(
    Record(
        required={
            "format": Text(choices=(FORMAT_MARKER,)),
            "version": Int(1, FORMAT_VERSION),
            "game": Text(32, pattern=_ID),
            "data_version": Int(0, 10**9),
            "options": Table(Text(40, pattern=_ID), OPTION_VALUE, 32),
            "seats": List(Text(40, pattern=_SEAT), 1, MAX_PLAYERS),
            "names": List(Text(MAX_NAME_CHARS), 1, MAX_PLAYERS),
            "seed": Int(-(2**63), 2**63 - 1),
            "actions": List(Text(MAX_ACTION_CHARS), 0, MAX_ACTIONS),
            "digest": Text(64, 64, pattern="[0-9a-f]{64}"),
            "saved_at": Rule(Text(40), _date_problem),
        },
        optional={
            "label": Maybe(Text(MAX_LABEL_CHARS)),
            "progress": Record({}, {"actions": Int(0, MAX_ACTIONS), "over": Bool()}),
        },
    ),
    _names_match_seats,
)


def validate(data: Any, source: str = "<save>") -> dict[str, Any]:
    """Check a save dictionary as a whole (not its replay); returns it or raises."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_MARKER:
        raise SaveError("save.foreign", file=source)
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise SaveError("save.newer", file=source, version=version, supported=FORMAT_VERSION)
    try:
        return check_file(SAVE_SCHEMA, data, source)
    except FileProblem as problem:
        raise SaveError(problem.key, **problem.params) from None


def _saved_at(data: Mapping[str, Any]) -> datetime:
    """When the save was written, as an aware time (naive times are taken as UTC)."""
    moment = datetime.fromisoformat(data["saved_at"])
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


# -- digests --------------------------------------------------------------------------------


def _sha(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def state_digest(game: Game, state: Any) -> str:
    """sha256 of the canonical JSON of `game.encode(state)`: equal tables, equal digests."""
    return _sha(game.encode(state))


def save_digest(data: Mapping[str, Any], table: str) -> str:
    """The digest a format 2 save carries: everything that decides the game's future
    (game, options, seats, names, seed, the actions) and the final table's digest."""
    covered = {key: data[key] for key in ("game", "options", "seats", "names", "seed", "actions")}
    return _sha({**covered, "table": table})


def match_to_dict(match: Match, label: str | None = None) -> dict[str, Any]:
    """The JSON-ready save of `match`."""
    options = dict(match.options)
    try:
        if json.loads(json.dumps(options)) != options:
            raise ValueError("options do not survive a round trip")
    except (TypeError, ValueError) as error:
        raise SaveError("save.not_data", reason=str(error)) from None
    data: dict[str, Any] = {
        "format": FORMAT_MARKER,
        "version": FORMAT_VERSION,
        "game": match.game.id,
        "data_version": match.game.data_version,
        "options": options,
        "seats": [str(seat) for seat in match.seats],
        "names": list(match.names),
        "seed": match.seed,
        "actions": match.actions_text(),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "label": label,
        "progress": {"actions": len(match.log), "over": match.is_over},
    }
    data["digest"] = save_digest(data, state_digest(match.game, match.state))
    return data


# -- rebuilding a match ----------------------------------------------------------------------


def match_from_dict(data: Any, get_game: Callable[[str], Game], source: str = "<save>") -> Match:
    """Rebuild the match by replaying every action, then check the digest."""
    data = validate(data, source)
    try:
        game = get_game(data["game"])
    except KeyError:
        raise SaveError("save.unknown_game", file=source, game=data["game"]) from None
    except DataError as error:
        raise SaveError("data.damaged", game=data["game"], reason=str(error)) from None
    try:
        seats = [Seat.parse(text) for text in data["seats"]]
        game.check_options(len(seats), data["options"])
        match = Match(game, seats, data["seed"], data["options"], data["names"])
    except ValueError as error:
        raise SaveError("save.setup", file=source, reason=str(error)) from None
    limit = game.max_action_chars
    for number, text in enumerate(data["actions"], start=1):
        try:
            if len(text) > limit:
                raise ValueError(f"longer than any move of {game.title}")
            match.apply(game.parse_action(match.state, text))
        except ValueError as error:  # IllegalAction is one
            raise SaveError(
                "save.replay", file=source, number=number, action=text, reason=str(error)
            ) from None
        except Exception as error:  # a rules bug must not take the window down with it
            raise SaveError(
                "save.replay",
                file=source,
                number=number,
                action=text,
                reason=f"{type(error).__name__}: {error}",
            ) from None
    table = state_digest(game, match.state)
    expected = table if data["version"] == 1 else save_digest(data, table)
    if expected != data["digest"]:
        key = "save.digest_data" if data["data_version"] != game.data_version else "save.digest"
        raise SaveError(key, file=source, saved=data["data_version"], now=game.data_version)
    return match


# -- files --------------------------------------------------------------------------------


def read_save(path: str | Path, name: str | None = None) -> dict[str, Any]:
    """The validated contents of a save file; raises `SaveError`, never touches the file.
    `name` is how messages call the file (default: its whole path)."""
    return _read(Path(path), name or str(path))


def _read(path: Path, source: str) -> dict[str, Any]:
    try:
        text = read_text(path, MAX_SAVE_BYTES, source)
        data = parse_json(text, source)
    except FileProblem as problem:
        if problem.key == "bad_json" and f'"{FORMAT_MARKER}"' not in text[:200]:
            raise SaveError("save.foreign", file=source) from None
        raise SaveError(problem.key, **problem.params) from None
    return validate(data, source)


def load_match(
    path: str | Path, get_game: Callable[[str], Game], name: str | None = None
) -> Match:
    """Read and replay a save file (`name`: as in `read_save`)."""
    name = name or str(path)
    return match_from_dict(read_save(path, name), get_game, source=name)


def save_match(match: Match, path: str | Path, label: str | None = None) -> dict[str, Any]:
    """Save `match` to `path` (see `write_save`) and return what was written."""
    data = match_to_dict(match, label)
    write_save(path, data)
    return data


def backup_path(path: str | Path) -> Path:
    """Where `write_save` keeps the previous version: `<name>.bak` beside it."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def write_save(path: str | Path, data: Mapping[str, Any]) -> None:
    """Write a save atomically, keeping the previous one as `<name>.bak`.

    Refuses (SaveError, file untouched) when `path` exists but is not a readable Gamebox
    save: it may be the player's own file or a save worth rescuing. A damaged backup is
    kept under a new name rather than overwritten, and the save goes ahead.
    """
    path = Path(path)
    name = str(path)
    # The marker goes first so even a truncated copy is recognisably a save (see `_read`).
    ordered = {"format": data.get("format"), "version": data.get("version"), **data}
    data = validate(ordered, name)
    try:
        text = json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError) as error:
        raise SaveError("save.not_data", reason=str(error)) from None
    payload = text.encode("utf-8")
    if path.exists() or path.is_symlink():
        _check_replaceable(path)
    backup = backup_path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if (backup.exists() or backup.is_symlink()) and not _is_readable_save(backup):
            os.replace(backup, unused_name(backup, ".damaged"))
        if path.exists():
            atomic_write(backup, path.read_bytes())
        atomic_write(path, payload)
    except OSError as error:
        reason = error.strerror or str(error)
        raise SaveError("save.write_failed", file=name, reason=reason) from None


def _is_readable_save(path: Path) -> bool:
    try:
        _read(path, str(path))
    except SaveError:
        return False
    return True


def _check_replaceable(path: Path) -> None:
    try:
        _read(path, str(path))
    except SaveError as error:
        raise SaveError("save.untouched", file=str(path), reason=error) from None


# -- the Load screen ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """What the Load screen shows of one save, read from its header without replaying."""

    path: Path
    game: str
    saved_at: datetime
    names: tuple[str, ...]
    seats: tuple[str, ...]
    progress: Mapping[str, Any]
    label: str | None

    @property
    def over(self) -> bool:
        return bool(self.progress.get("over"))

    @property
    def moves(self) -> int:
        return int(self.progress.get("actions", 0))


def save_info(path: str | Path) -> SaveInfo:
    """The header of one save file; raises `SaveError` like `read_save`."""
    path = Path(path)
    data = _read(path, path.name)
    return SaveInfo(
        path=path,
        game=data["game"],
        saved_at=_saved_at(data),
        names=tuple(data["names"]),
        seats=tuple(data["seats"]),
        progress=dict(data.get("progress") or {}),
        label=data.get("label"),
    )


def list_saves(folder: str | Path, pattern: str = "*.json") -> list[SaveInfo | tuple[Path, str]]:
    """Every save in `folder`, newest first; unreadable ones as `(path, message)`.

    Damaged files are listed rather than raised so one bad file cannot hide the others,
    and the player sees why it will not load. They sort by their modification time.
    """
    folder = Path(folder)
    if not folder.is_dir():
        return []
    rows: list[tuple[float, SaveInfo | tuple[Path, str]]] = []
    for path in sorted(folder.glob(pattern)):
        if not path.is_file():
            continue
        try:
            info = save_info(path)
            rows.append((info.saved_at.timestamp(), info))
        except SaveError as error:
            with contextlib.suppress(OSError):
                rows.append((path.stat().st_mtime, (path, shorten(str(error), 300))))
    rows.sort(key=lambda row: row[0], reverse=True)
    return [row for _, row in rows]
