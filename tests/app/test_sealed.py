"""A sealed simultaneous choice (shared layer): "waiting", then a back, and on the reveal
every card turns over together; a face is never drawn before the flip's middle."""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.drawing import Drawing
from gamebox.app.table.sealed import (
    REVEALED,
    SEALED,
    WAITING,
    Reveal,
    Slot,
    draw_sealed,
    flip,
    slot_boxes,
)


def test_the_flip_narrows_the_back_then_widens_the_face() -> None:
    assert flip(0.0) == (1.0, False)
    width, up = flip(0.25)
    assert abs(width - 0.5) < 1e-9 and not up
    assert flip(0.5) == (0.0, True)
    width, up = flip(0.75)
    assert abs(width - 0.5) < 1e-9 and up
    assert flip(1.0) == (1.0, True)
    assert flip(-3) == (1.0, False) and flip(7) == (1.0, True)


def test_a_reveal_runs_on_the_clock_and_instant_is_at_once() -> None:
    r = Reveal(start=2.0, seconds=1.0)
    assert r.progress(1.0) == 0.0 and r.progress(2.5) == 0.5 and r.done(3.0)
    assert not r.done(2.9)
    assert Reveal(5.0, 0.0).progress(0.0) == 1.0


def test_slots_are_centred_side_by_side() -> None:
    boxes = slot_boxes((0, 10, 200, 80), 2, (40, 60), gap=20)
    assert boxes == [(50.0, 10, 40, 60), (110.0, 10, 40, 60)]


class _Table(Drawing):
    def __init__(self) -> None:
        pygame.init()
        self.layout = look.Layout((1280, 720))
        self.collecting = False
        self.hits: list = []
        self.pressed = None
        self.clock = 0.0

    def hinted(self) -> Any:
        return None


def _draw(table: _Table, slots: list[Slot], reveal: Reveal | None) -> tuple[list, list]:
    faces: list = []
    backs: list = []
    surface = pygame.Surface((1280, 720))
    draw_sealed(table, surface, slot_boxes((0, 0, 400, 100), len(slots), (50, 70)), slots,
                lambda s, r, f, lit, up: faces.append(f), lambda s, r, f, lit, up: backs.append(f),
                waiting="waiting", reveal=reveal)
    return faces, backs


def test_no_face_before_the_middle_of_the_flip_and_all_turn_together() -> None:
    table = _Table()
    slots = [Slot(0, WAITING, "Ada"), Slot(1, SEALED, "Bo", face="secret", back="b"),
             Slot(2, REVEALED, "Cy", face="c16", back="b")]
    faces, backs = _draw(table, slots, None)
    assert faces == ["c16"] and backs == ["b"]  # the sealed one shows its back only
    slots[1] = Slot(1, REVEALED, "Bo", face="c30", back="b")
    reveal = Reveal(start=0.0, seconds=1.0)
    table.clock = 0.3
    faces, backs = _draw(table, slots, reveal)
    assert faces == [] and len(backs) == 2  # both still on their backs
    table.clock = 0.8
    faces, backs = _draw(table, slots, reveal)
    assert faces == ["c30", "c16"] and backs == []
    assert len(table.hits) >= 3 and all(h.key[0] == "sealed" for h in table.hits[-3:])
