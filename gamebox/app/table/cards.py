"""Cards on a table, drawn the same way by every card game: a hand or a row of cards, a
pile with its name and count, the card being dragged, and a browser laid over a pile.

The game draws one card (`DrawCard`: its own faces, backs and highlights); these lay the
cards out in design units, lift what is selected or under the mouse, and register the
hits (tooltip, click, drag) with the scene (`TableScene.hit`), so a hand plays the same
in every game: click a card, drag it somewhere (`Card.drag` says what a drop does).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.sliding import Glide
from gamebox.app.table.widgets import Box, Button, Colour
from gamebox.app.tween import pulse

DrawCard = Callable[[pygame.Surface, pygame.Rect, Any, bool, bool], None]
"""(surface, rect in pixels, face, lit, lifted): one card as the game draws it."""


@dataclass
class Card:
    """One card of a row. `lit`: it may be picked now; `selected`: it is picked (drawn
    lifted); `halo`: a glow round it (the hint); `drag`: what letting go of a drag from it
    does, at a point."""

    face: Any
    key: Any
    tip: Callable[[], str] | str = ""
    on_click: Callable[[], None] | None = None
    drag: Callable[[tuple[int, int]], None] | None = None
    selected: bool = False
    lit: bool = False
    halo: Colour | None = None


@dataclass(frozen=True)
class Row:
    """Where a row of cards lies: cards of `size` side by side in `area`, `gap` apart and
    centred, overlapping when they would not fit. Resting cards stand `top` below the
    area's top; a selected card `lift` higher, a clickable one under the mouse `hover`."""

    area: Box
    size: tuple[float, float]
    gap: float = 6.0
    top: float = 0.0
    lift: float = 0.0
    hover: float = 0.0

    def box(self, index: int, count: int, lifted: float = 0.0) -> Box:
        x, y, w, _h = self.area
        cw, ch = self.size
        step = min(cw + self.gap, (w - cw) / (count - 1)) if count > 1 else 0.0
        left = x + (w - cw - step * (max(1, count) - 1)) / 2
        return (left + index * step, y + self.top - lifted, cw, ch)


def draw_row(scene: Any, surface: pygame.Surface, row: Row, cards: list[Card],
             draw: DrawCard, glide: Glide | None = None,
             enter: Box | None = None) -> list[pygame.Rect]:
    """The cards of `row`, left to right (later ones on top); their hit rectangles.
    With `glide`, a card whose place changed (the row shifted, reordered or refilled)
    glides there by its key; a new card comes from `enter` (a deck) when given."""
    layout = scene.layout
    places = [row.box(i, len(cards), row.lift if c.selected else 0.0)
              for i, c in enumerate(cards)]
    if glide is not None:
        glide.forget({c.key for c in cards})
        places = [glide.place(c.key, box, scene.clock, enter)
                  for c, box in zip(cards, places, strict=True)]
    rests = [layout.rect(*box) for box in places]
    hits = [r.union(r.move(0, -layout.px(row.hover))) if c.on_click and not c.selected else r
            for r, c in zip(rests, cards, strict=True)]
    under = None
    if row.hover and scene.app.top is scene and scene.drag is None:
        mouse = pygame.mouse.get_pos()
        under = next((i for i in reversed(range(len(hits))) if hits[i].collidepoint(mouse)),
                     None)
    drag = scene.drag
    moving = drag["key"] if drag is not None and drag["moved"] else None
    for i, card in enumerate(cards):
        rect = rests[i]
        if i == under and card.on_click is not None and not card.selected:
            rect = rect.move(0, -layout.px(row.hover))
        if not scene.collecting and (card.drag is None or card.key != moving):
            if card.halo is not None:
                pieces.glow(surface, rect, card.halo, layout.px(8), layout.px(6))
            draw(surface, rect, card.face, card.lit, card.selected)
        scene.hit(hits[i], card.tip, card.on_click, key=card.key, drag=card.drag)
    return hits


def draw_dragged(scene: Any, surface: pygame.Surface, face: Any, size: tuple[float, float],
                 draw: DrawCard) -> None:
    """The card being dragged (`face`), under the mouse; nothing before the drag moves."""
    drag = scene.drag
    if drag is None or not drag["moved"] or scene.collecting:
        return
    x, y = scene.layout.to_design(drag["pos"])
    w, h = size
    draw(surface, scene.layout.rect(x - w / 2, y - h / 2, w, h), face, False, True)


@dataclass
class Pile:
    """A pile seen from above: its top card (`top`; None when empty, drawn as an outline),
    its name and count under it, and a button that opens the browser (`browse`). `lit`:
    a move goes to or from it now (it pulses)."""

    key: Any
    box: Box
    top: Any
    label: str
    count: str
    tip: Callable[[], str] | str
    on_click: Callable[[], None] | None = None
    lit: bool = False
    halo: Colour | None = None
    browse: Button | None = None
    ink: Colour = look.PAPER
    muted: Colour = look.PAPER_DARK
    outline: Colour = look.MUTED


def draw_pile(scene: Any, surface: pygame.Surface, pile: Pile, draw: DrawCard) -> pygame.Rect:
    layout = scene.layout
    x, y, w, h = pile.box
    rect = layout.rect(*pile.box)
    if not scene.collecting:
        if pile.halo is not None:
            pieces.glow(surface, rect, pile.halo, layout.px(8), layout.px(6))
        if pile.top is not None:
            if pile.lit:
                pieces.glow(surface, rect, look.HIGHLIGHT, layout.px(8),
                            layout.px(4 + 2 * pulse(scene.clock)))
            draw(surface, rect, pile.top, pile.lit, False)
        else:
            pygame.draw.rect(surface, pile.outline, rect, max(1, layout.px(2)),
                             border_radius=layout.px(8))
            if pile.lit:
                pieces.glow(surface, rect, look.HIGHLIGHT, layout.px(8), layout.px(4))
    scene.text(surface, pile.label, 14, pile.ink, (x + w / 2, y + h + 6), "midtop", "bold", w + 22)
    scene.text(surface, pile.count, 13, pile.muted, (x + w / 2, y + h + 24), "midtop",
               max_width=w + 22)
    scene.hit(rect, pile.tip, pile.on_click, key=pile.key)
    if pile.browse is not None:
        scene.button(surface, pile.browse, 13)
    return rect


def draw_browser(scene: Any, surface: pygame.Surface, box: Box, title: str, cards: list[Card],
                 draw: DrawCard, *, close: str, more: Callable[[int], str],
                 size: tuple[float, float] = (58.0, 82.0), gap: float = 6.0, rows: int = 3,
                 fill: Colour = (28, 20, 14), border: Colour = look.GOLD) -> None:
    """A panel over the table showing a pile's cards (`cards`, in the order given) in a
    grid; what does not fit is counted (`more(n)`). The game opens it over the table with
    `TableScene.open_overlay`, which closes it on a key or a click."""
    x, y, w, h = box
    scene.panel(surface, box, fill, border, 10, 4)
    scene.text(surface, title, 16, look.GOLD_LIGHT, (x + 16, y + 18), "midleft", "bold", w - 32)
    cw, ch = size
    per_row = max(1, int((w - 32) // (cw + gap)))
    for i, card in enumerate(cards[: per_row * rows]):
        rect = scene.layout.rect(x + 16 + (i % per_row) * (cw + gap),
                                 y + 36 + (i // per_row) * (ch + gap), cw, ch)
        if not scene.collecting:
            draw(surface, rect, card.face, card.lit, card.selected)
        scene.hit(rect, card.tip, card.on_click, key=card.key)
    if len(cards) > per_row * rows:
        scene.text(surface, more(len(cards) - per_row * rows), 14, look.PAPER,
                   (x + w - 16, y + h - 14), "midright")
    scene.text(surface, close, 13, look.MUTED, (x + w / 2, y + h - 14), "center", "italic")
