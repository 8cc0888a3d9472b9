"""The windowed program: `run_gui()` opens the Gamebox window at the main menu, or
straight at a game's table (`gamebox play capo --seats human,hard`) or at a replay
(`gamebox replay FILE`) with the main menu under it, so Back to menu, the end of the
game and closing the replay lead where they always do."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamebox.engine.match import Match


def run_gui(start: Callable[[], Match] | None = None, replay: bool = False) -> int:
    """Open the window and run until the player quits; returns the exit status.

    `start` builds the match to put on the table at once (with `replay`: to watch from
    its first move). It is called once the window has applied the player's settings, so
    default seat names come in their language. (`App.run` starts from one fresh scene;
    this path builds the two-scene stack, then runs the same lazy loop, `App.loop`.)"""
    from gamebox.app import play
    from gamebox.app.app import App
    from gamebox.app.scenes.menu import MainMenu

    app = App(navigator=play.Navigation)
    if start is None:
        app.run(MainMenu)
        return 0
    match = start()
    if replay:
        app.nav.back_to_menu()
        app.nav.watch(match, match.game.id)
    else:
        app.nav.play_from_menu(match, match.game.id)
    app.loop()
    return 0
