"""Small modal dialogs: a message with OK, or a question with a confirm and a cancel button.

A dialog belongs to a scene (`BoxScene.dialog`). It remembers what it shows, so when the
scene rebuilds its elements (window resized, language switched) the dialog comes back at
the new size. It is a pygame-gui window over a veil that darkens the screen; while it is
open it takes all input: Enter confirms, Esc cancels, and clicks reach only its buttons.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIImage, UITextBox, UIWindow

from gamebox.i18n import t

if TYPE_CHECKING:
    from gamebox.app.scene import Scene


@dataclass
class DialogSpec:
    title: str
    message: str
    confirm: str
    cancel: str | None = None
    on_confirm: Callable[[], None] | None = None
    on_cancel: Callable[[], None] | None = None
    danger: bool = False


class Dialog:
    """The one dialog a scene may show at a time."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene
        self.spec: DialogSpec | None = None
        self.window: UIWindow | None = None
        self.veil: UIImage | None = None
        self.confirm_button: UIButton | None = None
        self.cancel_button: UIButton | None = None

    @property
    def is_open(self) -> bool:
        return self.spec is not None

    # -- opening ---------------------------------------------------------------------------
    def message(
        self, message: str, title: str | None = None, on_close: Callable[[], None] | None = None
    ) -> None:
        """Tell the player something; one OK button."""
        self._open(
            DialogSpec(
                title or t("app.dialog.notice"),
                message,
                t("app.dialog.ok"),
                on_confirm=on_close,
                on_cancel=on_close,
            )
        )

    def error(self, message: str, title: str | None = None) -> None:
        self.message(message, title or t("app.dialog.error"))

    def confirm(
        self,
        message: str,
        on_confirm: Callable[[], None],
        confirm: str,
        title: str | None = None,
        on_cancel: Callable[[], None] | None = None,
        danger: bool = False,
    ) -> None:
        """Ask before doing something that cannot be taken back."""
        self._open(
            DialogSpec(
                title or t("app.dialog.confirm"),
                message,
                confirm,
                t("app.dialog.cancel"),
                on_confirm,
                on_cancel,
                danger,
            )
        )

    def _open(self, spec: DialogSpec) -> None:
        self.close()
        self.spec = spec
        if self.scene.app.top is self.scene:
            self.build()

    # -- building ----------------------------------------------------------------------------
    def build(self) -> None:
        """Create the window for the current spec (after a rebuild of the scene)."""
        self._kill()
        if self.spec is None:
            return
        app = self.scene.app
        layout = app.layout
        spec = self.spec
        screen = pygame.Rect((0, 0), app.screen.get_size())
        shade = pygame.Surface(screen.size, pygame.SRCALPHA)
        shade.fill((6, 8, 6, 150))
        self.veil = UIImage(screen, shade, app.ui, starting_height=40)
        long = len(spec.message) > 160
        width = min(screen.w - 40, max(320, layout.px(760 if long else 560)))
        per_line = max(20, (width - 60) // 9)  # characters of 17 px type per line
        lines = sum(-(-max(1, len(part)) // per_line) for part in spec.message.split("\n"))
        height = max(210, min(screen.h - 40, 150 + max(2, lines) * 25))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = screen.center
        window = UIWindow(
            rect,
            app.ui,
            window_display_title=spec.title,
            object_id=ObjectID("#box_dialog", "@dialog"),
            draggable=False,
            always_on_top=True,
        )
        window.set_blocking(True)
        inner = window.get_container().get_size()
        pad = 14
        button_h = 40
        UITextBox(
            html.escape(spec.message).replace("\n", "<br>"),
            pygame.Rect(pad, pad, inner[0] - 2 * pad, inner[1] - button_h - 3 * pad),
            app.ui,
            container=window,
            object_id=ObjectID("#dialog_text", "@dialog_text"),
        )
        button_w = max(120, min(220, (inner[0] - 3 * pad) // 2))
        y = inner[1] - button_h - pad
        x = inner[0] - pad - button_w
        self.confirm_button = UIButton(
            pygame.Rect(x, y, button_w, button_h),
            spec.confirm,
            app.ui,
            container=window,
            object_id=ObjectID(
                "#dialog_confirm", self._class("danger" if spec.danger else "primary")
            ),
        )
        self.cancel_button = None
        if spec.cancel is not None:
            self.cancel_button = UIButton(
                pygame.Rect(x - pad - button_w, y, button_w, button_h),
                spec.cancel,
                app.ui,
                container=window,
                object_id=ObjectID("#dialog_cancel", self._class("plain")),
            )
        self.window = window

    def _class(self, kind: str) -> str:
        chooser = getattr(self.scene, "theme_class", None)
        return chooser(kind) if chooser else f"@{kind}"

    def _kill(self) -> None:
        window, veil = self.window, self.veil
        self.window = self.veil = None
        self.confirm_button = self.cancel_button = None
        if window is not None:
            window.kill()
        if veil is not None:
            veil.kill()

    def close(self) -> None:
        """Close without running a callback."""
        self.spec = None
        self._kill()

    # -- input -------------------------------------------------------------------------------
    def _finish(self, confirmed: bool) -> None:
        spec = self.spec
        self.close()
        if spec is None:
            return
        callback = spec.on_confirm if confirmed else spec.on_cancel
        if callback is not None:
            callback()

    def handle(self, event: pygame.event.Event) -> bool:
        """Take the event if the dialog is open (it is modal)."""
        if self.spec is None:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.confirm_button and self.confirm_button is not None:
                self._finish(True)
            elif event.ui_element is self.cancel_button and self.cancel_button is not None:
                self._finish(False)
        elif event.type == pygame_gui.UI_WINDOW_CLOSE:
            if event.ui_element is self.window and self.window is not None:
                self.window = None  # closed by its title-bar button
                self._finish(False)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._finish(True)
            elif event.key == pygame.K_ESCAPE:
                self._finish(False)
        return True
