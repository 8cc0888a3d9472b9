"""A sealed simultaneous choice, drawn once for every game: one slot per player that
says "waiting" until the player has chosen, then shows a face-down card, and on the
reveal every card turns over at the same moment (narrowing to nothing on its back,
widening again on its face).

What a slot may show is the game's business and comes from the viewer's view: a slot's
`face` is only ever drawn once `reveal` says the flip has passed its middle, so a face
handed over early still never reaches the screen before the reveal. The timing is plain
arithmetic (`flip`, `Reveal`), testable without a window; the drawing takes the game's
own card faces and backs (`DrawCard`) and narrows the picture it draws.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.cards import DrawCard
from gamebox.app.table.widgets import Box

WAITING, SEALED, REVEALED = "waiting", "sealed", "revealed"


def flip(progress: float) -> tuple[float, bool]:
    """A card turning over at `progress` (0..1): its width as a share of the card's, and
    whether its face is up. The back narrows to nothing by the middle, the face widens
    from there; before the start only the back, after the end only the face."""
    p = min(1.0, max(0.0, progress))
    if p < 0.5:
        return 1.0 - 2.0 * p, False
    return 2.0 * p - 1.0, True


@dataclass
class Reveal:
    """All the sealed cards turning over together, from `start` (the table's clock) for
    `seconds`; 0 seconds (instant speed) shows the faces at once."""

    start: float
    seconds: float

    def progress(self, clock: float) -> float:
        if self.seconds <= 0:
            return 1.0
        return min(1.0, max(0.0, (clock - self.start) / self.seconds))

    def done(self, clock: float) -> bool:
        return self.progress(clock) >= 1.0


@dataclass
class Slot:
    """One player's place in the sealed choice. `state`: WAITING (no choice yet), SEALED
    (chosen, face down) or REVEALED (`face` is drawn, turning over while a
    `Reveal` runs). `label` names the player under the slot; `tip` is its tooltip."""

    key: Any
    state: str
    label: str
    tip: Callable[[], str] | str = ""
    face: Any = None
    back: Any = None
    ink: tuple[int, int, int] = look.PAPER
    on_click: Callable[[], None] | None = None


def slot_boxes(area: Box, count: int, size: tuple[float, float], gap: float = 8.0) -> list[Box]:
    """`count` card places of `size` side by side, centred in `area` (design units)."""
    x, y, w, _h = area
    cw, ch = size
    step = min(cw + gap, (w - cw) / (count - 1)) if count > 1 else 0.0
    left = x + (w - cw - step * (max(1, count) - 1)) / 2
    return [(left + i * step, y, cw, ch) for i in range(count)]


def draw_turning(surface: pygame.Surface, rect: pygame.Rect, draw: DrawCard, face: Any,
                 width: float) -> None:
    """`face` drawn into `rect` as usual, then narrowed to `width` (a share) about its
    centre: a card seen edge-on while it turns."""
    if width >= 0.999:
        draw(surface, rect, face, False, False)
        return
    w = max(1, round(rect.w * max(0.0, width)))
    if w <= 1:
        return
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw(picture, picture.get_rect(), face, False, False)
    narrow = pygame.transform.smoothscale(picture, (w, rect.h))
    surface.blit(narrow, narrow.get_rect(center=rect.center))


def draw_sealed(scene: Any, surface: pygame.Surface, boxes: list[Box], slots: list[Slot],
                draw_face: DrawCard, draw_back: DrawCard, *, waiting: str,
                reveal: Reveal | None = None, label_size: float = 12) -> None:
    """Every slot in its box: "waiting" words in an outline, a back, or the face (turning
    over while `reveal` runs); the player's name under it and the slot's hit."""
    layout = scene.layout
    progress = reveal.progress(scene.clock) if reveal is not None else 1.0
    width, face_up = flip(progress)
    for box, slot in zip(boxes, slots, strict=False):
        x, y, w, h = box
        rect = layout.rect(*box)
        if not scene.collecting:
            if slot.state == WAITING:
                pygame.draw.rect(surface, look.MUTED, rect, max(1, layout.px(1.5)),
                                 border_radius=layout.px(6))
                scene.lines(surface, waiting, 11, look.MUTED, (x + 2, y, w - 4, h), 3,
                            "italic", "center", smallest=7)
            elif slot.state == SEALED or not face_up:
                turning = width if slot.state == REVEALED else 1.0
                draw_turning(surface, rect, draw_back, slot.back, turning)
            else:
                draw_turning(surface, rect, draw_face, slot.face, width)
        scene.text(surface, slot.label, label_size, slot.ink, (x + w / 2, y + h + 3), "midtop",
                   "bold", w + 18)
        scene.hit(rect, slot.tip, slot.on_click, key=("sealed", slot.key))
