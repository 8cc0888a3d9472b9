"""The scene stack's unit: one screen (menu, table, dialog) with its own input and look."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from gamebox.app.app import App


class Scene:
    """A screen on the stack. Input goes from the top down until a scene consumes it;
    drawing goes from the bottom up, starting at the highest opaque scene.

    Scenes lay themselves out in design units of a 1280x720 table (`app.layout`), so the
    same code serves every window size. pygame-gui elements a scene creates are built in
    `build_ui` and killed in `clear_ui`, so a resize or a language switch rebuilds them.
    """

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app
        self.elements: list = []

    # -- life cycle ---------------------------------------------------------------------
    def on_enter(self) -> None:
        """Pushed, or uncovered again after the scene above was popped."""
        self.build_ui()

    def on_leave(self) -> None:
        """Covered by another scene or popped."""
        self.clear_ui()

    def on_resize(self) -> None:
        """The window size or the language changed. Only the top scene has elements (a
        covered scene cleared them in `on_leave` and rebuilds them in `on_enter`), so a
        covered scene must not build them here or they would show over the top one."""
        self.clear_ui()
        if self.app.top is self:
            self.build_ui()

    def on_quit(self) -> None:
        """The window is closing: save what must not be lost."""

    # -- pygame-gui elements ------------------------------------------------------------
    def build_ui(self) -> None:
        """Create this scene's pygame-gui elements (menus, dialogs)."""

    def clear_ui(self) -> None:
        for element in self.elements:
            element.kill()
        self.elements = []

    def keep(self, element: Any) -> Any:
        """Remember a pygame-gui element so `clear_ui` removes it."""
        self.elements.append(element)
        return element

    # -- frame ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event is used up and lower scenes must not see it."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; pygame-gui elements are drawn by the app afterwards."""

    def wants_frame(self) -> bool:
        """Has something on this scene changed with time alone (no input), so the window
        must be drawn again? Input always redraws; a still screen is not drawn again."""
        return False
