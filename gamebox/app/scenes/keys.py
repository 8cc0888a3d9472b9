"""The shortcut sheet a table opens on ? or F1: every key of the table in front of the
player (the ones every table shares and the game's own; a replay's in a replay), over the
dimmed table until any key or click closes it."""

from __future__ import annotations

import pygame

from gamebox.app import look
from gamebox.app.scenes.base import BoxScene
from gamebox.i18n import t

WIDTH = 880.0
ROW_H = 34.0
KEY_W = 190.0


class KeySheet(BoxScene):
    opaque = False

    def __init__(self, app, rows: list[tuple[str, str]]) -> None:
        """`rows`: (the key as printed on the keyboard, what it does), in words."""
        super().__init__(app)
        self.rows = rows

    def box(self) -> tuple[float, float, float, float]:
        height = 110 + ROW_H * len(self.rows)
        return (640 - WIDTH / 2, max(20.0, 360 - height / 2), WIDTH, height)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.pop()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYUP)

    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        x, y, w, h = self.box()
        look.panel(surface, layout.rect(x, y, w, h), (30, 26, 22), layout.px(10), layout.px(4),
                   look.GOLD, max(1, layout.px(1.5)))
        title = look.font(layout.px(26), "display")
        look.text(surface, t("table.keys.title"), title, look.GOLD_LIGHT,
                  layout.point(640, y + 34), "center", layout.px(w - 40))
        for i, (keycap, words) in enumerate(self.rows):
            top = y + 70 + i * ROW_H
            cap = layout.rect(x + 30, top, KEY_W, ROW_H - 8)
            look.panel(surface, cap, (58, 50, 40), layout.px(6), 0, (120, 100, 70), 1)
            look.text(surface, keycap, layout.font(15, "bold"), look.PAPER, cap.center, "center",
                      cap.w - layout.px(8))
            look.text(surface, words, layout.font(15), look.PAPER, layout.point(x + 50 + KEY_W,
                      top + (ROW_H - 8) / 2), "midleft", layout.px(w - KEY_W - 80))
        self.footer(surface, t("table.keys.close"))
