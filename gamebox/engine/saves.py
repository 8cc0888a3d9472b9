"""Saved games: versioned JSON files that are replayed, never unpickled.

A save holds what is needed to rebuild a match exactly — game id, options, seats,
names, seed and the text of every action, chance outcomes included — plus a digest
of the final state, so a file edited by hand or rules that changed since the game
was saved are caught on loading instead of silently giving a different table.
Header fields such as `progress` and `label` only feed the Load screen.

Files are treated with care: writing is atomic (temporary file, fsync, rename) and
keeps the previous save as `<name>.bak`; a file that is not a readable Gamebox save
is reported with a clear message and never overwritten, moved or deleted. Reading
never modifies anything.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gamebox.engine.game import Game, IllegalAction
from gamebox.engine.match import Match, Seat

FORMAT_MARKER = "gamebox-save"
FORMAT_VERSION = 1
BACKUP_SUFFIX = ".bak"
MAX_SAVE_BYTES = 32 * 1024 * 1024
"""Larger files are refused unread: no real save comes near this."""


class SaveError(Exception):
    """A save cannot be read, replayed or written; the message is meant for the player."""


# -- building and checking the dictionary --------------------------------------------------


def state_digest(game: Game, state: Any) -> str:
    """sha256 of the canonical JSON of `game.encode(state)`: equal tables, equal digests."""
    text = json.dumps(game.encode(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def match_to_dict(match: Match, label: str | None = None) -> dict[str, Any]:
    """The JSON-ready save of `match`."""
    options = dict(match.options)
    if _json_copy(options) != options:
        raise SaveError("cannot save: the game options are not plain JSON data")
    return {
        "format": FORMAT_MARKER,
        "version": FORMAT_VERSION,
        "game": match.game.id,
        "data_version": match.game.data_version,
        "options": options,
        "seats": [str(seat) for seat in match.seats],
        "names": list(match.names),
        "seed": match.seed,
        "actions": match.actions_text(),
        "digest": state_digest(match.game, match.state),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "label": label,
        "progress": {"actions": len(match.log), "over": match.is_over},
    }


def _json_copy(value: Any) -> Any:
    try:
        return json.loads(json.dumps(value))
    except (TypeError, ValueError):
        return None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _is_digest(value: Any) -> bool:
    return (
        isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value)
    )


_FIELDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "game": (lambda v: isinstance(v, str) and bool(v), "a game id"),
    "data_version": (_is_int, "an integer"),
    "options": (lambda v: isinstance(v, dict) and all(isinstance(k, str) for k in v), "a mapping"),
    "seats": (lambda v: _is_str_list(v) and bool(v), "a list of seats"),
    "names": (_is_str_list, "a list of names"),
    "seed": (_is_int, "an integer"),
    "actions": (_is_str_list, "a list of action texts"),
    "digest": (_is_digest, "a sha256 hex digest"),
    "saved_at": (lambda v: isinstance(v, str), "an ISO date and time"),
}
_OPTIONAL_FIELDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "label": (lambda v: v is None or isinstance(v, str), "a text or null"),
    "progress": (lambda v: isinstance(v, dict), "a mapping"),
}


def validate(data: Any, source: str = "<save>") -> dict[str, Any]:
    """Check the shape of a save dictionary (not its replay); returns it or raises."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_MARKER:
        raise SaveError(f"{source} is not a Gamebox save")
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise SaveError(f"{source} is damaged: its format version {version!r} is not valid")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"{source} was saved by a newer version of Gamebox (format {version});"
            f" this one reads format {FORMAT_VERSION}: please update"
        )
    for key, (check, expected) in _FIELDS.items():
        if key not in data:
            raise SaveError(f"{source} is damaged: {key!r} is missing")
        if not check(data[key]):
            raise SaveError(f"{source} is damaged: {key!r} must be {expected}")
    for key, (check, expected) in _OPTIONAL_FIELDS.items():
        if key in data and not check(data[key]):
            raise SaveError(f"{source} is damaged: {key!r} must be {expected}")
    if len(data["names"]) != len(data["seats"]):
        raise SaveError(
            f"{source} is damaged: it has {len(data['seats'])} seats but {len(data['names'])} names"
        )
    _saved_at(data, source)
    return data


def _saved_at(data: Mapping[str, Any], source: str) -> datetime:
    """When the save was written, as an aware UTC time (naive times are taken as UTC)."""
    try:
        moment = datetime.fromisoformat(data["saved_at"])
    except ValueError:
        raise SaveError(f"{source} is damaged: 'saved_at' is not an ISO date and time") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


# -- rebuilding a match ----------------------------------------------------------------------


def match_from_dict(data: Any, get_game: Callable[[str], Game], source: str = "<save>") -> Match:
    """Rebuild the match by replaying every action, then check the final digest."""
    data = validate(data, source)
    try:
        game = get_game(data["game"])
    except KeyError:
        raise SaveError(f"{source} is for an unknown game {data['game']!r}") from None
    try:
        seats = [Seat.parse(text) for text in data["seats"]]
        match = Match(game, seats, data["seed"], data["options"], data["names"])
    except ValueError as error:
        raise SaveError(f"{source} cannot be set up: {error}") from None
    for number, text in enumerate(data["actions"], start=1):
        try:
            match.apply(game.parse_action(match.state, text))
        except (IllegalAction, ValueError) as error:
            raise SaveError(
                f"{source} does not replay: action {number} {text!r} is illegal: {error}"
            ) from None
    if state_digest(game, match.state) != data["digest"]:
        note = ""
        if data["data_version"] != game.data_version:
            note = (
                f" (saved with game data version {data['data_version']},"
                f" this copy has version {game.data_version})"
            )
        raise SaveError(
            f"{source} digest mismatch: the file was changed or the rules changed{note}"
        )
    return match


# -- files --------------------------------------------------------------------------------


def read_save(path: str | Path) -> dict[str, Any]:
    """The validated contents of a save file; raises `SaveError`, never touches the file."""
    return _read(Path(path), str(path))


def _read(path: Path, source: str) -> dict[str, Any]:
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{source} is not a Gamebox save (it is far too large)")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{source} does not exist") from None
    except IsADirectoryError:
        raise SaveError(f"{source} is a folder, not a Gamebox save") from None
    except OSError as error:
        raise SaveError(f"{source} cannot be read: {error.strerror or error}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{source} is not a Gamebox save (it is not text)") from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        # A truncated save still carries its marker near the start; anything else is foreign.
        if f'"{FORMAT_MARKER}"' not in text[:200]:
            raise SaveError(f"{source} is not a Gamebox save") from None
        raise SaveError(f"{source} is damaged: {error}") from None
    return validate(data, source)


def load_match(path: str | Path, get_game: Callable[[str], Game]) -> Match:
    """Read and replay a save file."""
    return match_from_dict(read_save(path), get_game, source=str(path))


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

    Refuses (SaveError, file untouched) when `path` or its backup exists but is not a
    readable Gamebox save: it may be the player's own file or a save worth rescuing.
    """
    path = Path(path)
    # The marker goes first so even a truncated copy is recognisably a save (see `_read`).
    ordered = {"format": data.get("format"), "version": data.get("version"), **data}
    data = validate(ordered, str(path))
    try:
        text = json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError) as error:
        raise SaveError(f"cannot save {path}: the data is not plain JSON ({error})") from None
    payload = text.encode("utf-8")
    backup = backup_path(path)
    for existing in (path, backup):
        if existing.exists() or existing.is_symlink():
            _check_replaceable(existing)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            _atomic_write(backup, path.read_bytes())
        _atomic_write(path, payload)
    except OSError as error:
        raise SaveError(f"{path} could not be written: {error.strerror or error}") from None


def _check_replaceable(path: Path) -> None:
    try:
        _read(path, str(path))
    except SaveError as error:
        raise SaveError(
            f"{path} was left untouched because it is not a readable Gamebox save"
            f" ({error}); choose another name or move that file away"
        ) from None


def _atomic_write(path: Path, payload: bytes) -> None:
    """Write to a temporary file beside `path`, fsync it, then rename it onto `path`."""
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; not possible on every system (e.g. Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


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


def save_info(path: str | Path) -> SaveInfo:
    """The header of one save file; raises `SaveError` like `read_save`."""
    path = Path(path)
    data = _read(path, path.name)
    return SaveInfo(
        path=path,
        game=data["game"],
        saved_at=_saved_at(data, path.name),
        names=tuple(data["names"]),
        seats=tuple(data["seats"]),
        progress=dict(data.get("progress") or {}),
        label=data.get("label"),
    )


def list_saves(folder: str | Path) -> list[SaveInfo | tuple[Path, str]]:
    """Every `*.json` in `folder`, newest first; unreadable ones as `(path, message)`.

    Damaged files are listed rather than raised so one bad file cannot hide the others,
    and the player sees why it will not load. They sort by their modification time.
    """
    folder = Path(folder)
    if not folder.is_dir():
        return []
    rows: list[tuple[float, SaveInfo | tuple[Path, str]]] = []
    for path in sorted(folder.glob("*.json")):
        if not path.is_file():
            continue
        try:
            info = save_info(path)
            rows.append((info.saved_at.timestamp(), info))
        except SaveError as error:
            with contextlib.suppress(OSError):
                rows.append((path.stat().st_mtime, (path, str(error))))
    rows.sort(key=lambda row: row[0], reverse=True)
    return [row for _, row in rows]
