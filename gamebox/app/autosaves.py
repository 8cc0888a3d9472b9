"""Every game in progress keeps an autosave of its own, and none is ever lost.

Each match put on the table writes to its own file in `saves_dir()/autosaves/`
(`<game>-<date>-<time>-<tag>.json`); a resumed match goes on writing to the file it came
from. Starting a new game therefore never touches another game's file: Continue resumes
the newest unfinished game that still replays, and Load lists every unfinished game
first. The one `autosave.json` of earlier versions is read as one more autosave.

An autosave that no longer replays (a rules change, a damaged action) is never
overwritten, moved or deleted here: it is reported once per run and stays on the Load
screen as "could not be resumed" with the reason, its `.bak` offered when that one
replays. Only a finished game's autosave is replaced: it is removed when a new game
starts. Whether a file replays is checked once per version of the file (its size and
modification time), so the menu stays quick.
"""

from __future__ import annotations

import contextlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from gamebox.app.session import flush_autosaves
from gamebox.engine.files import clean_stale_temps
from gamebox.engine.saves import SaveError, SaveInfo, backup_path, list_saves, load_match
from gamebox.games import get_game
from gamebox.paths import saves_dir

FOLDER = "autosaves"
LEGACY_NAME = "autosave.json"
LABEL = "autosave"


def folder() -> Path:
    path = saves_dir() / FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


def new_path(game_id: str, moment: datetime | None = None) -> Path:
    """A file name no other autosave has: the game, the start time and a random tag."""
    moment = (moment or datetime.now(UTC)).astimezone(UTC)
    stamp = moment.strftime("%Y%m%d-%H%M%S")
    while True:
        path = folder() / f"{game_id}-{stamp}-{secrets.token_hex(2)}.json"
        if not path.exists():
            return path


def is_autosave(path: Path) -> bool:
    """An autosave itself (never its `.bak` or a set-aside copy)."""
    return (path.parent.name == FOLDER and path.suffix == ".json") or path.name == LEGACY_NAME


@dataclass(frozen=True, slots=True)
class Autosave:
    """One autosave file: its header when readable, and why it cannot be resumed (None
    when it can). `backup` is its `.bak` when that one replays, offered in its place."""

    path: Path
    info: SaveInfo | None
    problem: str | None
    backup: Path | None = None

    @property
    def resumable(self) -> bool:
        return self.info is not None and self.problem is None

    @property
    def unfinished(self) -> bool:
        return self.info is None or not self.info.over


_CHECKED: dict[tuple[str, int, int], str | None] = {}


def replay_problem(path: Path) -> str | None:
    """Why the save at `path` does not replay (None: it does). Cached per file version."""
    try:
        stat = path.stat()
    except OSError as error:
        return error.strerror or str(error)
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    if key not in _CHECKED:
        try:
            load_match(path, get_game, path.name)
            _CHECKED[key] = None
        except SaveError as error:
            _CHECKED[key] = str(error)
    return _CHECKED[key]


def _files() -> list[SaveInfo | tuple[Path, str]]:
    rows = list_saves(folder())
    legacy = saves_dir() / LEGACY_NAME
    if legacy.is_file():
        rows += list_saves(saves_dir(), LEGACY_NAME)
    return rows


def all_autosaves() -> list[Autosave]:
    """Every autosave, newest first: unfinished ones replayed to know they still work."""
    flush_autosaves()
    found: list[Autosave] = []
    for row in _files():
        if isinstance(row, SaveInfo):
            problem = None if row.over else replay_problem(row.path)
            found.append(Autosave(row.path, row, problem, _good_backup(row.path, problem)))
        else:
            path, message = row
            found.append(Autosave(path, None, message, _good_backup(path, message)))
    return found


def _good_backup(path: Path, problem: str | None) -> Path | None:
    if problem is None:
        return None
    backup = backup_path(path)
    return backup if backup.is_file() and replay_problem(backup) is None else None


def newest_resumable() -> Autosave | None:
    """What Continue resumes: the newest unfinished game that still replays."""
    return next((a for a in all_autosaves() if a.unfinished and a.resumable), None)


def remove_finished(keep: Path | None = None) -> None:
    """A finished game's autosave may be replaced: remove those (and their backups),
    never a file that could not be read."""
    for autosave in all_autosaves():
        info = autosave.info
        if info is None or not info.over or autosave.path == keep:
            continue
        with contextlib.suppress(OSError):
            autosave.path.unlink()
            backup_path(autosave.path).unlink(missing_ok=True)


def tidy_on_start() -> None:
    """Remove the temporary files of writes cut short by a crash (never a save)."""
    for place in (saves_dir(), folder()):
        clean_stale_temps(place)
