"""Drawing in design units, for every table: text that shrinks before it is cut, wrapped
lines, panels, buttons, steppers, and the hits (tooltips, clicks) they register. A table
draws at 1280x720 design units; `look.Layout` scales them to the window, and the text and
panels are `look`'s (fitted and remembered there).

`Drawing` is mixed into `TableScene`; `collecting` is set while the table only gathers
its hits (nothing is drawn then).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.widgets import Box, Button, Hit, draw_button


class Drawing:
    layout: look.Layout
    collecting: bool
    hits: list[Hit]
    pressed: Any
    hinted: Callable[[], Any]  # the hinted action, lit on its button (TableScene's)

    def hit(self, rect: pygame.Rect, tip: Callable[[], str] | str,
            on_click: Callable[[], None] | None = None, key: Any = None, **more: Any) -> None:
        self.hits.append(Hit(rect, tip, on_click, key if key is not None else id(rect), **more))

    def hover(self, rect: pygame.Rect) -> bool:
        return rect.collidepoint(pygame.mouse.get_pos())

    def text(self, surface: pygame.Surface, words: str, size: float, colour: Any,
             pos: tuple[float, float], anchor: str = "topleft", style: str = "regular",
             max_width: float | None = None, shadow: Any = None) -> pygame.Rect:
        """One line in design units: a line wider than `max_width` first shrinks (to 80%
        of `size`), and only text that still does not fit is shortened with an ellipsis."""
        if self.collecting:
            return pygame.Rect(0, 0, 0, 0)
        width = None if max_width is None else self.layout.px(max_width)
        face = self.layout.fit(words, size, style, width)[0]
        return look.text(surface, words, face, colour, self.layout.point(*pos), anchor, width,
                         shadow)

    def lines(self, surface: pygame.Surface, words: str, size: float, colour: Any, box: Box,
              lines: int = 2, style: str = "regular", anchor: str = "topleft",
              smallest: float | None = None, balance: bool = False) -> None:
        """Words wrapped into at most `lines` rows inside `box` (design units), the last
        row shortened with an ellipsis when they do not fit; with anchor "center" the rows
        are centred in the box, with "midleft" they start at its left and are centred top
        to bottom. `balance`: rows as even as they can be (no lonely last word)."""
        if self.collecting:
            return
        x, y, w, h = box
        layout = self.layout
        face, rows = layout.fit(words, size, style, layout.px(w), lines, smallest)
        while len(rows) > 1 and face.get_linesize() * len(rows) > layout.px(h) and size > 9:
            size -= 1  # the rows must fit the box's height too
            low = min(smallest, size) if smallest else None
            face, rows = layout.fit(words, size, style, layout.px(w), lines, low)
        if balance and len(rows) > 1:
            rows = look.balanced(words, face, layout.px(w))
        if len(rows) > lines:
            rows = (*rows[: lines - 1], " ".join(rows[lines - 1:]))
        step = face.get_linesize()
        if anchor == "center":
            top = layout.point(x, y + h / 2)[1] - step * len(rows) // 2
            middle = layout.point(x + w / 2, y)[0]
            for i, row in enumerate(rows):
                look.text(surface, row, face, colour, (middle, top + i * step), "midtop",
                          layout.px(w))
            return
        left, top = layout.point(x, y)
        if anchor == "midleft":
            top = layout.point(x, y + h / 2)[1] - step * len(rows) // 2
        for i, row in enumerate(rows):
            look.text(surface, row, face, colour, (left, top + i * step), "topleft", layout.px(w))

    def panel(self, surface: pygame.Surface, box: Box, fill: Any, border: Any = None,
              radius: float = 8.0, shadow: float = 3.0, width: float = 1.5,
              gradient: int = 0) -> pygame.Rect:
        """A rounded panel; `gradient` lightens its top and darkens its bottom by that much."""
        layout = self.layout
        rect = layout.rect(*box)
        if not self.collecting:
            look.panel(surface, rect, fill, layout.px(radius), layout.px(shadow), border,
                       max(1, layout.px(width)) if border is not None else 0, gradient)
        return rect

    def button(self, surface: pygame.Surface, b: Button, size: float = 15) -> pygame.Rect:
        """Draw a button and register its hit (key ("button", b.key))."""
        rect = self.layout.rect(*b.box)
        if not self.collecting:
            lit = b.action is not None and b.action == self.hinted()
            pressed = self.pressed == ("button", b.key) and self.hover(rect)
            draw_button(surface, self.layout, b, size, hover=self.hover(rect), pressed=pressed,
                        lit=lit)
        self.hit(rect, b.tip, b.on_click if b.enabled else None, ("button", b.key), hold=b.hold)
        return rect

    def stepper(self, surface: pygame.Surface, at: tuple[float, float], label: str,
                step: Callable[[int], None], key: Any, tip: str, width: float = 40,
                signs: tuple[str, str] = ("−", "+"), can: tuple[bool, bool] = (True, True),
                size: float = 16) -> None:
        """A value between a minus and a plus button (design units, 26 high)."""
        x, y = at
        for box, sign, k, ok in (((x, y, 26, 26), signs[0], -1, can[0]),
                                 ((x + 30 + width, y, 26, 26), signs[1], 1, can[1])):
            name = (key, "-" if k < 0 else "+") if not isinstance(key, str) else \
                f"{key}{'-' if k < 0 else '+'}"
            self.button(surface, Button(name, sign, lambda k=k: step(k), box, ok, "plain", tip),
                        size)
        self.text(surface, label, 14, look.WHITE, (x + 28 + width / 2 + 1, y + 13), "center",
                  "bold", width)
        self.hit(self.layout.rect(x + 27, y, width + 2, 26), tip)
