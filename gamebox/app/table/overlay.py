"""An overlay: a panel a table opens over itself (a pile browser, a map legend) as a scene
on the stack, the same way at every table.

The game draws the panel with the table's own drawing (`paint(surface)`: its art, its
words, its hits with their tooltips); the overlay owns the input while it is open. Any
key or click closes it (Esc, the key that opened it, a click on it or beside it), and
nothing reaches the table under it: no key, click, wheel or pointer. The table stays in
view under it, undimmed, as it stood when the overlay opened.

The table under any scene is paused (`TableScene.update`): an overlay, the score sheet,
the shortcut sheet, a game's own sheet (Capo's dice legend), the pause menu, a pass
screen, the final score. Its clock stops, so its animations, pulses, glides and timed
prompts (Sheriff's inspection timer, Capo's short Reneg / Backstab countdown) stand
still, and no move is played on it: a computer player may go on thinking, but its move
is shown only once the table is on top again. A game on a server keeps going under a
player's popup because the others cannot wait; at this table everyone sits at one
screen, so the person reading a legend or a pile misses nothing and is never timed out
while reading.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from gamebox.app.scene import Scene
from gamebox.app.table.widgets import Hit, Tooltip

CLICKS = (1, 2, 3)  # the mouse buttons whose click closes an overlay (not the wheel's)


class Overlay(Scene):
    """`key` names what it shows (the table may ask `overlay_open()`); `paint` draws it
    with the table's drawing."""

    opaque = False

    def __init__(self, table: Any, key: Any, paint: Callable[[pygame.Surface], None]) -> None:
        super().__init__(table.app)
        self.table = table
        self.key = key
        self.paint = paint
        self.hits: list[Hit] = []
        self.pressed = False  # a button went down over it: its release closes it
        self.clock = 0.0  # its own: the table's stands still under it
        self.tooltip = Tooltip()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A key closes it, and so does a click begun over it (the release of the click
        that opened it does not); everything else is used up here."""
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONUP and self.pressed):
            self.close()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in CLICKS:
            self.pressed = True
        return True

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        kept, table.hits = table.hits, []  # the panel's hits are its own, not the table's
        try:
            self.paint(surface)
        finally:
            self.hits, table.hits = table.hits, kept
        if self.app.top is self:
            self.tooltip.show(self.app, self.hits, self.clock)

    def wants_frame(self) -> bool:
        return self.tooltip.due
