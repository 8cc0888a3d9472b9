"""Moving between screens: starting, resuming and restarting matches, back to the menu.

`start_game` is the one way a match reaches the screen: it wraps the match in a
`Session` that autosaves after every move and pushes the game's own table scene,
`gamebox.games.<id>.scene.TableScene(app, session)`. Each game in progress has its own
autosave file (see `app.autosaves`), written at once, so "Back to menu" and Continue
find the game even before its first move, and starting another game never discards it.

This module builds screens (the main menu, the tables), so screens never import it:
they call `app.nav`, a `Navigation` the App is given when it is built
(`App(navigator=play.Navigation)`, see `gamebox.app.app.Navigator`). The plain helpers
screens do import (new_match, game_title, when, save names) live in `app.matches` and
are re-exported here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from gamebox.app import autosaves
from gamebox.app.matches import (
    AUTOSAVE_LABEL,
    default_save_name,
    game_title,
    new_match,
    new_seed,
    save_path,
    slug,
    when,
)
from gamebox.app.session import Session, flush_autosaves
from gamebox.app.table.replay import start_replay
from gamebox.engine.match import Match
from gamebox.engine.saves import SaveError, load_match, save_match
from gamebox.games import get_game, manifest
from gamebox.i18n import t

if TYPE_CHECKING:
    from gamebox.app.app import App
    from gamebox.app.scene import Scene

__all__ = [
    "AUTOSAVE_LABEL",
    "Navigation",
    "back_to_menu",
    "continue_autosave",
    "default_save_name",
    "game_title",
    "new_match",
    "new_seed",
    "play_from_menu",
    "replay_file",
    "resume_file",
    "save_path",
    "show_error",
    "slug",
    "start_game",
    "table_class",
    "table_scene",
    "watch",
    "when",
]


def table_class(game_id: str) -> type:
    """The game's own table scene class, as its manifest names it."""
    return manifest(game_id).table_class()


def table_scene(app: App, session: Session) -> Scene:
    return table_class(session.game_id)(app, session)


def watch(app: App, match: Match, game_id: str) -> Scene:
    """The game's own table replaying `match` from its start, on top of the stack."""
    return start_replay(app, table_class(game_id), match, game_id)


def replay_file(app: App, path: Path) -> Scene | None:
    """Replay the save at `path` (finished or not); say why in a dialog when it cannot
    be. The file is only read."""
    match = _read_save(app, path)
    return None if match is None else watch(app, match, match.game.id)


def _read_save(app: App, path: Path) -> Match | None:
    """The match a save replays to, or None after saying in a dialog why not."""
    try:
        return load_match(path, get_game, path.name)
    except SaveError as error:
        show_error(app, t("app.play.resume_failed", reason=str(error)))
        return None


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


def play_from_menu(app: App, match: Match, game_id: str, autosave: Path | None = None) -> Session:
    """Start `match` with the main menu under it, whatever was on the stack before."""
    back_to_menu(app)
    return start_game(app, match, game_id, autosave)


def resume_file(app: App, path: Path) -> Session | None:
    """Replay the save at `path` and put it on the table; say why in a dialog when it
    cannot be. An unfinished autosave goes on writing to its own file; anything else
    (a named save, a backup, an example) starts a new autosave and is never written."""
    flush_autosaves()
    match = _read_save(app, path)
    if match is None:
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


def show_error(app: App, message: str) -> None:
    """An error dialog on the top screen (or a notice when it has no dialog)."""
    dialog = getattr(app.top, "dialog", None)
    if dialog is not None:
        dialog.error(message)
    else:
        app.notify(message)


class Navigation:
    """The functions above, bound to one App: what screens call as `app.nav`
    (it satisfies `gamebox.app.app.Navigator`)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def start_game(self, match: Match, game_id: str, autosave: Path | None = None) -> Session:
        return start_game(self.app, match, game_id, autosave)

    def play_from_menu(self, match: Match, game_id: str, autosave: Path | None = None) -> Session:
        return play_from_menu(self.app, match, game_id, autosave)

    def resume_file(self, path: Path) -> Session | None:
        return resume_file(self.app, path)

    def continue_autosave(self) -> Session | None:
        return continue_autosave(self.app)

    def back_to_menu(self) -> None:
        back_to_menu(self.app)

    def watch(self, match: Match, game_id: str) -> Scene:
        return watch(self.app, match, game_id)

    def replay_file(self, path: Path) -> Scene | None:
        return replay_file(self.app, path)
