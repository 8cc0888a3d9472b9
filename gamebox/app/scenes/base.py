"""What the box's menu screens share: the felt backdrop, a gold heading, pygame-gui
buttons wired to callbacks, keyboard focus and a modal dialog.

Keyboard: Up/Down (or Tab/Shift+Tab) move the focus between a screen's main buttons, Enter
or Space presses the focused one, Esc goes back. The focused button is shown in its
"selected" colours, and hovering a button with the mouse moves the focus there too, so
there is never more than one highlighted choice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UITextEntryLine

from gamebox.app import look
from gamebox.app.scene import Scene
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.dialog import Dialog

if TYPE_CHECKING:
    from gamebox.app.app import App

Rect = pygame.Rect | Sequence[float]


class BoxScene(Scene):
    """A menu-like screen. Subclasses write `build()` (create elements with `button()`
    and friends, in design units) and `draw_content()` (what they draw themselves)."""

    ornate = True  # the sunburst behind the frame; quieter screens turn it off

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.dialog = Dialog(self)
        self.actions: dict[object, Callable[[], None]] = {}
        self.nav: list[UIButton] = []
        self.focus = 0
        self.age = 0.0

    @property
    def layout(self) -> look.Layout:
        return self.app.layout

    # -- elements ----------------------------------------------------------------------------
    def build_ui(self) -> None:
        self.actions = {}
        self.nav = []
        self.build()
        if self.nav:
            self.focus = max(0, min(self.focus, len(self.nav) - 1))
        self._show_focus()
        self.dialog.build()

    def clear_ui(self) -> None:
        self.dialog._kill()  # the dialog's spec stays: build_ui brings it back
        super().clear_ui()
        self.actions = {}
        self.nav = []

    def build(self) -> None:
        """Create this screen's elements."""

    def rect(self, rect: Rect) -> pygame.Rect:
        if isinstance(rect, pygame.Rect):
            return rect
        x, y, w, h = rect
        return self.layout.rect(x, y, w, h)

    def button(
        self,
        rect: Rect,
        text: str,
        action: Callable[[], None],
        *,
        enabled: bool = True,
        nav: bool = True,
        kind: str | None = None,
        tooltip: str | None = None,
        container: object | None = None,
    ) -> UIButton:
        """A pygame-gui button that runs `action` when pressed. `kind` picks a theme class
        (`menu`, `primary`, `danger`, `small`, `toggle`; see `theme_class`)."""
        element = UIButton(
            self.rect(rect),
            text,
            self.app.ui,
            container=container,
            object_id=ObjectID(None, self.theme_class(kind or "plain")),
            tool_tip_text=tooltip,
        )
        if not enabled:
            element.disable()
        self.keep(element)
        self.actions[element] = action
        if nav and enabled:
            self.nav.append(element)
        return element

    def theme_class(self, kind: str) -> str:
        """The theme class for `kind` at this window size: below 90% of the design size
        the `_s` variant with smaller type, so text keeps its proportion to its box."""
        return f"@{kind}_s" if self.layout.scale < 0.9 else f"@{kind}"

    # -- focus -------------------------------------------------------------------------------
    def _show_focus(self) -> None:
        for index, element in enumerate(self.nav):
            if index == self.focus:
                element.select()
            else:
                element.unselect()

    def move_focus(self, step: int) -> None:
        if self.nav:
            self.focus = (self.focus + step) % len(self.nav)
            self._show_focus()

    def focus_on(self, element: UIButton) -> None:
        if element in self.nav:
            self.focus = self.nav.index(element)
            self._show_focus()

    def _typing(self) -> UITextEntryLine | None:
        for element in self.app.ui.get_focus_set() or ():
            if isinstance(element, UITextEntryLine):
                return element
        return None

    # -- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog.handle(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self.actions.get(event.ui_element)
            if action is not None:
                action()
                return True
        elif event.type == pygame_gui.UI_BUTTON_ON_HOVERED and event.ui_element in self.nav:
            self.focus_on(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            if self.on_key(event):
                return True
            entry = self._typing()
            if entry is not None:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.on_text_enter(entry)
                elif event.key == pygame.K_ESCAPE:
                    entry.unfocus()
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT) or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            ):
                self.move_focus(-1)
            elif event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
                self.move_focus(1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.activate_focus()
            elif event.key == pygame.K_ESCAPE:
                self.on_escape()
            return True
        if self.on_event(event):
            return True
        return True  # a screen takes all input: nothing under it reacts

    def activate_focus(self) -> None:
        if self.nav and 0 <= self.focus < len(self.nav):
            element = self.nav[self.focus]
            if element.is_enabled:
                self.actions[element]()

    def on_key(self, event: pygame.event.Event) -> bool:
        """A screen's own keys, before focus handling; True if used."""
        return False

    def on_event(self, event: pygame.event.Event) -> bool:
        """Any other event (mouse on what the screen draws itself, dropdown changes...)."""
        return False

    def on_text_enter(self, entry: UITextEntryLine) -> None:
        entry.unfocus()

    def on_escape(self) -> None:
        """Esc: back to the screen before."""
        self.app.pop()

    # -- frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        if self.opaque:
            backdrop.draw_backdrop(surface, self.ornate)
        else:
            backdrop.dim(surface, 165)
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What the screen draws under its pygame-gui elements."""

    def heading(self, surface: pygame.Surface, words: str, y: float = 64, size: float = 40) -> None:
        """The screen's title in gold lettering with an ornament rule beneath."""
        rect = backdrop.draw_title(surface, words, self.layout, (640, y), size, 0.04)
        width = max(260, rect.w / self.layout.scale + 80)
        backdrop.rule(surface, self.layout, (640, y + size * 0.85), min(900, width))

    def footer(self, surface: pygame.Surface, words: str) -> None:
        """A quiet keyboard hint at the bottom of the frame (on a dark pill when the
        screen is shown over a table)."""
        layout = self.layout
        face = layout.font(15, "italic")
        centre = layout.point(640, 688)
        if not self.opaque:
            width = min(layout.px(1100), face.size(words)[0]) + layout.px(28)
            pill = pygame.Rect(0, 0, width, face.get_linesize() + layout.px(8))
            pill.center = centre
            look.panel(surface, pill, backdrop.PANEL, radius=pill.h // 2, shadow=0)
        look.text(surface, words, face, look.PAPER_DARK, centre, "center", layout.px(1100))
