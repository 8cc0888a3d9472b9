"""Starting, resuming and restarting matches from the menus.

`start_game` is the one way a match reaches the screen: it wraps the match in a
`Session` that autosaves after every move and pushes the game's own table scene,
`gamebox.games.<id>.scene.TableScene(app, session)`. Each game in progress has its own
autosave file (see `app.autosaves`), written at once, so "Back to menu" and Continue
find the game even before its first move, and starting another game never discards it.
"""

from __future__ import annotations

import importlib
import re
import secrets
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gamebox.app import autosaves
from gamebox.app.session import Session, flush_autosaves
from gamebox.engine.data import DataError
from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import SaveError, load_match, save_match
from gamebox.games import get_game
from gamebox.i18n import t
from gamebox.paths import saves_dir

if TYPE_CHECKING:
    from gamebox.app.app import App
    from gamebox.app.scene import Scene

AUTOSAVE_LABEL = autosaves.LABEL


def new_seed() -> int:
    return secrets.randbelow(2**31)


def new_match(
    game_id: str,
    seats: list[Seat] | list[str],
    names: list[str],
    options: dict[str, Any] | None = None,
    seed: int | None = None,
) -> Match:
    """A fresh match of `game_id`; `seed=None` draws a new one."""
    parsed = [seat if isinstance(seat, Seat) else Seat.parse(seat) for seat in seats]
    return Match(
        get_game(game_id),
        parsed,
        new_seed() if seed is None else seed,
        dict(options or {}),
        list(names),
    )


def table_scene(app: App, session: Session) -> Scene:
    module = importlib.import_module(f"gamebox.games.{session.game_id}.scene")
    return module.TableScene(app, session)


def start_game(app: App, match: Match, game_id: str, autosave: Path | None = None) -> Session:
    """Put `match` on the table: a Session with autosave, then the game's table scene is
    pushed on top of the stack. `autosave` is the file a resumed game came from (it goes
    on there); a new game gets a file of its own. Returns the session."""
    flush_autosaves()  # the last game's final autosave must not land after this one
    if autosave is None:
        autosaves.remove_finished()
        autosave = autosaves.new_path(game_id)
    session = Session(match, game_id, autosave=autosave, pause=app.settings.animation_seconds)
    try:
        save_match(match, autosave, label=AUTOSAVE_LABEL)
    except (SaveError, OSError) as error:
        session.save_error = str(error)
        app.notify(t("app.play.autosave_failed", reason=str(error)))
    app.push(table_scene(app, session))
    return session


def play_from_menu(
    app: App, match: Match, game_id: str, autosave: Path | None = None
) -> Session:
    """Start `match` with the main menu under it, whatever was on the stack before."""
    from gamebox.app.scenes.menu import MainMenu

    app.reset(MainMenu(app))
    return start_game(app, match, game_id, autosave)


def resume_file(app: App, path: Path) -> Session | None:
    """Replay the save at `path` and put it on the table; say why in a dialog when it
    cannot be. An unfinished autosave goes on writing to its own file; anything else
    (a named save, a backup, an example) starts a new autosave and is never written."""
    flush_autosaves()
    try:
        match = load_match(path, get_game, path.name)
    except SaveError as error:
        show_error(app, t("app.play.resume_failed", reason=str(error)))
        return None
    own = autosaves.is_autosave(path) and not match.is_over
    return play_from_menu(app, match, match.game.id, path if own else None)


def back_to_menu(app: App) -> None:
    from gamebox.app.scenes.menu import MainMenu

    app.reset(MainMenu(app))


def continue_autosave(app: App) -> Session | None:
    """Resume the newest unfinished game that still replays (Continue)."""
    newest = autosaves.newest_resumable()
    if newest is None:
        show_error(app, t("app.menu.no_autosave"))
        return None
    return resume_file(app, newest.path)


def game_title(game_id: str) -> str:
    """The game's name, or words saying it is not in the box (or its data is damaged)."""
    try:
        return get_game(game_id).title
    except (KeyError, DataError):
        return t("app.load.unknown_game", game=game_id)


def show_error(app: App, message: str) -> None:
    """An error dialog on the top screen (or a notice when it has no dialog)."""
    dialog = getattr(app.top, "dialog", None)
    if dialog is not None:
        dialog.error(message)
    else:
        app.notify(message)


# -- names for saved games ------------------------------------------------------------------


def when(moment: datetime) -> str:
    """A date and time in the words of the current language, local time."""
    local = moment.astimezone()
    return t(
        "app.datetime",
        day=local.day,
        month=t(f"app.month.{local.month}"),
        year=local.year,
        time=f"{local.hour:02d}:{local.minute:02d}",
    )


def default_save_name(session: Session, moment: datetime | None = None) -> str:
    moment = moment or datetime.now().astimezone()
    return t("app.pause.save_default", game=session.game.title, date=when(moment))


_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10))}
_RESERVED |= {f"lpt{i}" for i in range(10)}


def slug(name: str) -> str:
    """A safe file name stem for a save name: letters and digits (any script), single
    dashes, at most 60 characters. Never `autosave` or a name Windows reserves."""
    text = re.sub(r"[^\w]+", "-", name.strip().lower(), flags=re.UNICODE).replace("_", "-")
    text = re.sub(r"-+", "-", text).strip("-")[:60].strip("-")
    if not text:
        text = "save"
    if text in ("autosave", autosaves.FOLDER) or text in _RESERVED:
        text = f"{text}-save"
    return text


def save_path(name: str) -> Path:
    return saves_dir() / f"{slug(name)}.json"
