"""A still window is not drawn again (issue: idle CPU). The window's loop runs lazily
(`App.frame(dt, lazy=True)`): a frame is drawn on input, when a scene on screen changed
with time (an animation, a tooltip's delay, a computer's move, new words), or on the
heartbeat, and never otherwise."""

from __future__ import annotations

from dataclasses import replace

import pygame

from gamebox.app.app import STEP
from gamebox.app.session import Session
from gamebox.engine.match import Match, Seat

from .helpers import frames
from .pig.rules import PigGame
from .pig.scene import PigTable


def lazy(app, count: int) -> int:
    """Frames drawn in `count` lazy frames."""
    before = app.frames_drawn
    for _ in range(count):
        app.frame(STEP, lazy=True)
    return app.frames_drawn - before


def _table(app, seats=("human", "human")) -> PigTable:
    app.settings = replace(app.settings, speed="normal")
    match = Match(PigGame(), [Seat.parse(s) for s in seats], 4, {"goal": 20}, ["Ann", "Cy"])
    scene = PigTable(app, Session(match, "pig", pause=0.5))
    app.push(scene)
    frames(app, 60)
    return scene


def test_a_still_table_is_not_drawn_again(app):
    scene = _table(app)
    pygame.mouse.set_pos((2, 700))  # on nothing
    lazy(app, 5)
    assert not scene.wants_frame()
    assert lazy(app, 40) == 0
    assert app.frames_skipped >= 40


def test_input_and_animation_are_drawn(app):
    scene = _table(app)
    lazy(app, 5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    assert lazy(app, 1) == 1  # input is drawn
    scene.act(scene.session.legal()[0])  # a roll: the die is cast and tumbles
    for _ in range(30):
        lazy(app, 1)
        if scene.motion.busy:
            break
    assert scene.motion.busy
    assert lazy(app, 10) == 10  # every frame while it moves


def test_a_computers_move_and_a_tooltips_delay_draw_frames_then_stop(app):
    scene = _table(app, ("random", "random"))
    assert lazy(app, 120) > 20  # the computers play: their moves are drawn
    scene = _table(app)
    rect = scene.button_rect("roll")
    pygame.mouse.set_pos(rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    drawn = lazy(app, 40)  # the tooltip waits 0.35 s, drawn when it shows
    assert drawn >= 2 and app.tooltip is not None
    assert lazy(app, 30) == 0


def test_a_pointer_resting_on_a_widget_stops_costing_frames(app, monkeypatch):
    """A hovered button is drawn while its hover look and tooltip settle after input,
    then no more (seen: 35-65% of a core in a real window with the pointer on a button)."""
    import time

    from gamebox.app import app as app_module

    _table(app)
    monkeypatch.setattr(app.ui, "get_hovering_any_element", lambda: True)
    monkeypatch.setattr(app_module, "HOVER_SETTLE", 0.2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    assert lazy(app, 3) == 3  # the input, then the settling hover
    time.sleep(0.25)
    assert lazy(app, 20) == 0
