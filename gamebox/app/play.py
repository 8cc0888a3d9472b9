"""Starting, resuming and restarting matches from the menus.

`start_game` is the one way a match reaches the screen: it wraps the match in a
`Session` that autosaves to `saves_dir()/autosave.json` and pushes the game's own table
scene, `gamebox.games.<id>.scene.TableScene(app, session)`. The autosave is written at
once, so "Back to menu" and Continue find the game even before its first move.
"""

from __future__ import annotations

import importlib
import re
import secrets
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gamebox.app.session import Session, flush_autosaves
from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import SaveError, SaveInfo, load_match, save_info, save_match
from gamebox.games import get_game
from gamebox.i18n import t
from gamebox.paths import saves_dir

if TYPE_CHECKING:
    from gamebox.app.app import App
    from gamebox.app.scene import Scene

AUTOSAVE_NAME = "autosave.json"
AUTOSAVE_LABEL = "autosave"


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


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


def start_game(app: App, match: Match, game_id: str) -> Session:
    """Put `match` on the table: a Session with autosave, then the game's table scene is
    pushed on top of the stack. Returns the session."""
    path = autosave_path()
    flush_autosaves()  # the last game's final autosave must not land after this one
    session = Session(match, game_id, autosave=path, pause=app.settings.animation_seconds)
    try:
        save_match(match, path, label=AUTOSAVE_LABEL)
    except (SaveError, OSError) as error:
        session.save_error = str(error)
        app.notify(t("app.play.autosave_failed", reason=str(error)))
    app.push(table_scene(app, session))
    return session


def play_from_menu(app: App, match: Match, game_id: str) -> Session:
    """Start `match` with the main menu under it, whatever was on the stack before."""
    from gamebox.app.scenes.menu import MainMenu

    app.reset(MainMenu(app))
    return start_game(app, match, game_id)


def back_to_menu(app: App) -> None:
    from gamebox.app.scenes.menu import MainMenu

    app.reset(MainMenu(app))


def autosave_info() -> SaveInfo | None:
    """The autosave's header when it holds a game to continue (Continue is enabled):
    None when there is no readable autosave, or when its game is already over (the
    final table was shown; that game stays on the Load screen only if it was saved)."""
    flush_autosaves()
    path = autosave_path()
    if not path.is_file():
        return None
    try:
        info = save_info(path)
    except SaveError:
        return None
    if info.progress.get("over"):
        return None
    return info


def continue_autosave(app: App) -> Session | None:
    """Resume the autosaved match. If it cannot be replayed, say why in a dialog on the
    current screen and leave the file as it is."""
    flush_autosaves()
    path = autosave_path()
    try:
        match = load_match(path, get_game)
    except SaveError as error:
        show_error(app, t("app.play.continue_failed", reason=str(error)))
        return None
    return play_from_menu(app, match, match.game.id)


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
    if text == AUTOSAVE_NAME.removesuffix(".json") or text in _RESERVED:
        text = f"{text}-save"
    return text


def save_path(name: str) -> Path:
    return saves_dir() / f"{slug(name)}.json"
