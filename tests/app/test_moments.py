"""What every table shows of a moment (gamebox.app.table.moments), on the example game:
a computer player's step is held long enough to read and named over the board, a
scoring moment's summary keeps the computer waiting until it is closed, and Tab shows
the standing in the end screen's rows."""

from __future__ import annotations

from dataclasses import replace

import pygame

from gamebox.app.scenes.scoresheet import ScoreSheet
from gamebox.app.session import Session
from gamebox.app.table.moments import Summary
from gamebox.engine.match import Match, Seat

from .helpers import frames, key
from .pig.rules import Banked, PigGame
from .pig.scene import PigTable

GAME = PigGame()


class SummingPig(PigTable):
    """Pig whose banking is a scoring moment with a summary."""

    def summary_of(self, event):
        if isinstance(event, Banked):
            return Summary("Banked", (f"{self.name(event.player)} +{event.points}",))
        return None


def _table(app, seats=("human", "random"), speed="normal", kind=PigTable) -> PigTable:
    app.settings = replace(app.settings, speed=speed)
    match = Match(GAME, [Seat.parse(s) for s in seats], 4, {"goal": 20}, ["Ann", "Cy"])
    scene = kind(app, Session(match, "pig", pause=app.settings.animation_seconds))
    app.push(scene)
    frames(app, 2)
    return scene


def test_a_computer_players_step_is_held_and_named_over_the_board(app):
    scene = _table(app, ("random", "random"))
    seen = []
    for _ in range(600):
        frames(app, 1)
        step = scene.motion.current
        if step is not None and step.moment:
            seen.append(step)
            break
    assert seen, "no computer step became a moment"
    step = seen[0]
    assert step.plan.seconds >= scene.seconds() * scene.motion.moment_scale
    scene.draw(app.screen)  # the plate and the ring draw


def test_a_persons_own_steps_and_instant_speed_are_not_held(app):
    scene = _table(app, ("human", "random"), speed="instant")
    frames(app, 300)
    assert not scene.motion.busy
    scene = _table(app, ("human", "human"))
    scene.act(scene.session.legal()[0])
    step = scene.motion.queue.current
    assert step is None or not step.moment


def test_a_summary_keeps_the_computer_waiting_until_it_is_closed(app):
    scene = _table(app, ("random", "random"), kind=SummingPig)
    for _ in range(6000):
        frames(app, 1)
        if scene.summary is not None:
            break
    assert scene.summary is not None and scene.summary.lines
    frames(app, 20)
    held = len(scene.session.match.log)
    frames(app, 120)  # two seconds: the summary is still open, no one moves
    assert scene.summary is not None and len(scene.session.match.log) == held
    key(app, pygame.K_RETURN)
    assert scene.summary is None
    frames(app, 120)
    assert len(scene.session.match.log) > held


def test_a_summary_closes_by_itself_after_a_while(app):
    scene = _table(app, ("random", "random"), kind=SummingPig, speed="fast")
    for _ in range(6000):
        frames(app, 1)
        if scene.summary is not None:
            break
    first = scene.summary
    assert first is not None
    frames(app, 60 * 6)
    assert scene.summary is not first


def test_tab_shows_the_standing_in_the_end_screens_rows(app):
    scene = _table(app, ("human", "human"))
    key(app, pygame.K_TAB)
    sheet = app.top
    assert isinstance(sheet, ScoreSheet)
    totals = [values for k, _, values in sheet.rows if k == "total"]
    assert totals == [list(scene.session.state.scores)]
    frames(app, 2)
    key(app, pygame.K_a)
    assert app.top is scene


def test_a_long_summary_line_wraps_inside_the_panel(app):
    scene = _table(app, ("human", "human"))
    long = Summary("Round", ("Ann " + "gains three gold for a bag declared honestly " * 3,))
    rows = scene.summary_rows(long)
    assert len(rows) > 1 and rows[1][1]  # a row that goes on is marked (indented)
    scene.open_summary(long)
    h = scene.summary_box(long)[3]
    assert h >= 70 + 22 * len(rows)
    scene.draw(app.screen)


def test_the_final_score_waits_for_the_last_summary(app):
    import random

    from gamebox.engine.match import walk

    match = Match(GAME, [Seat.parse("human"), Seat.parse("human")], 4, {"goal": 20},
                  ["Ann", "Cy"])
    walk(match, random.Random(4))
    assert match.is_over
    scene = PigTable(app, Session(match, "pig"))
    app.push(scene)
    scene.open_summary(Summary("Last", ("Ann +5",)))
    scene.frame = replace(scene.frame, end_wait=(0.0, 0.0))
    scene.check_over(1.0)
    assert not scene.end_done
    scene.close_summary()
    scene.check_over(1.0)
    assert scene.end_done
