"""The windowed program: `run_gui()` opens the Gamebox window at the main menu."""

from __future__ import annotations


def run_gui() -> int:
    """Open the window and run until the player quits; returns the exit status."""
    from gamebox.app.app import App
    from gamebox.app.scenes.menu import MainMenu

    app = App()
    app.run(MainMenu)
    return 0
