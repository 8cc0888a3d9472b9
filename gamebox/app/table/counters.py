"""Counted things on a table, drawn once for every game: a stack of tokens shown as one
token with its count, a track (rounds or scores: marks along a line, pawns on it) and a
dialog panel over the table (a title, the game's rows, Confirm/Cancel).

They are functions of the table (`TableScene`: its layout, text, panels, buttons and
hits) in design units. How a game's tokens look stays the game's: it passes drawing
callbacks (`Draw`, a token centred at a point in design units) and its colours.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.widgets import Box, Button, Colour

Point = tuple[float, float]
Draw = Callable[[pygame.Surface, Point], None]
Tip = Callable[[], str] | str


def stack(table: Any, surface: pygame.Surface, at: Point, draw: Draw, count: int | str, *,
          offset: float = 9, size: float = 14, colour: Colour = look.PAPER,
          tip: Tip | None = None, reach: tuple[float, float] = (10, 42)) -> None:
    """A token at `at` with its count `offset` to the right of its centre; with `tip`,
    a hit from `reach[0]` left of the token, `reach[1]` wide and 24 high."""
    x, y = at
    if not table.collecting:
        draw(surface, at)
    table.text(surface, str(count), size, colour, (x + offset, y), "midleft", "bold")
    if tip is not None:
        table.hit(table.layout.rect(x - reach[0], y - 12, reach[1], 24), tip)


@dataclass(frozen=True)
class Track:
    """The values `low`..`high` spaced evenly from `start` to `end` (design units)."""

    start: Point
    end: Point
    low: int = 0
    high: int = 1

    @property
    def step(self) -> float:
        """The distance between two neighbouring values."""
        (x1, y1), (x2, y2) = self.start, self.end
        return ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 / max(1, self.high - self.low)

    def point(self, value: float) -> Point:
        """Where `value` sits (kept to the track's ends)."""
        k = (min(max(value, self.low), self.high) - self.low) / max(1, self.high - self.low)
        (x1, y1), (x2, y2) = self.start, self.end
        return (x1 + (x2 - x1) * k, y1 + (y2 - y1) * k)


@dataclass(frozen=True)
class Cell:
    """How one value of a rounds track looks: its fill, the number's ink, a border, a
    symbol (`look.symbol`) under the number and its tooltip."""

    fill: Colour
    ink: Colour
    border: Colour | None = None
    mark: str = ""
    mark_ink: Colour | None = None
    tip: str = ""


def cells(table: Any, surface: pygame.Surface, track: Track, height: float,
          cell: Callable[[int], Cell], *, size: float = 13) -> None:
    """A rounds track: one numbered cell per value, each looking as `cell(value)` says,
    the number near its top and its mark under it."""
    layout = table.layout
    for value in range(track.low, track.high + 1):
        cx, cy = track.point(value)
        box = (cx - track.step / 2 + 1, cy - height / 2, track.step - 2, height)
        c = cell(value)
        table.panel(surface, box, c.fill, c.border, 4, 0, 1, 10)
        table.text(surface, str(value), size, c.ink, (cx, box[1] + 9), "center", "bold")
        if c.mark and not table.collecting:
            look.symbol(surface, c.mark, layout.point(cx, box[1] + height - 7), layout.px(5),
                        c.mark_ink or c.ink)
        table.hit(layout.rect(*box), c.tip)


@dataclass(frozen=True)
class Pawn:
    value: int
    draw: Draw
    tip: Tip


def line(table: Any, surface: pygame.Surface, track: Track, colour: Colour,
         pawns: Sequence[Pawn] = (), *, labels: Sequence[int] = (), label_gap: float = 21,
         label_colour: Colour = look.PAPER_DARK, spread: float = 5, lift: float = 2) -> None:
    """A scores track: the line, value labels `label_gap` above it, and pawns on it;
    pawns on one value stand side by side (`spread`), each a little higher (`lift`)."""
    layout = table.layout
    if not table.collecting:
        pygame.draw.line(surface, colour, layout.point(*track.start), layout.point(*track.end),
                         max(1, layout.px(2)))
    for value in labels:
        x, y = track.point(value)
        table.text(surface, str(value), 11, label_colour, (x, y - label_gap), "center")
    groups: dict[int, list[Pawn]] = {}
    for pawn in pawns:
        groups.setdefault(min(max(pawn.value, track.low), track.high), []).append(pawn)
    for value, group in groups.items():
        x, y = track.point(value)
        for i, pawn in enumerate(group):
            at = (x + (i - (len(group) - 1) / 2) * spread, y - i * lift)
            if not table.collecting:
                pawn.draw(surface, at)
            table.hit(layout.rect(at[0] - 8, at[1] - 8, 16, 16), pawn.tip)


@dataclass
class Dialog:
    """A titled panel over the table. Its rows are the game's (`rows` places them); its
    buttons (Confirm, and Cancel where there is one) sit at the bottom right, or beside
    the title (`top`) when the rows need the height. A `footer` line sums them up."""

    box: Box
    title: str
    note: str = ""
    buttons: Sequence[Button] = ()
    footer: str = ""
    top: bool = False
    button_width: float = 220
    fill: Colour = (242, 232, 208)
    border: Colour = look.GOLD
    ink: Colour = (58, 44, 30)
    note_ink: Colour = (90, 70, 50)
    footer_ink: Colour | None = None


def dialog(table: Any, surface: pygame.Surface, d: Dialog) -> None:
    """The panel, its title, note, footer and buttons (keys are the buttons' own)."""
    x, y, w, h = d.box
    table.panel(surface, d.box, d.fill, d.border, 8, 4, 1, 10)
    beside = (d.button_width + 20) * len(d.buttons) if d.top else 0
    table.text(surface, d.title, 18, d.ink, (x + 16, y + 12), style="display",
               max_width=w - 32 - beside)
    if d.note:
        table.text(surface, d.note, 13, d.note_ink, (x + 16, y + 40), style="italic",
                   max_width=w - 32)
    if d.footer:
        room = w - 32 - (0 if d.top else (d.button_width + 16) * len(d.buttons))
        table.text(surface, d.footer, 15, d.footer_ink or d.ink, (x + 16, y + h - 26),
                   "midleft", "bold", room)
    right = x + w - 16
    for b in reversed(d.buttons):
        b.box = (right - d.button_width, y + 8 if d.top else y + h - 44, d.button_width, 34)
        right -= d.button_width + 10
        table.button(surface, b, 15)


def rows(d: Dialog, count: int, top: float, most: float, bottom: float = 10) -> list[Box]:
    """`count` rows from `top` below the dialog's top edge, at most `most` high each,
    leaving `bottom` free under them."""
    x, y, w, h = d.box
    step = min(most, (h - top - bottom) / max(1, count))
    return [(x + 8, y + top + i * step, w - 16, step) for i in range(count)]
