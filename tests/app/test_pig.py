"""The example game on the shared table layer, end to end by clicks: Pig against the
computer to the end screen, undo, save and resume, and the replay viewer."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from gamebox.app.scenes.endgame import EndScene
from gamebox.app.session import Session
from gamebox.app.table.log import LogLine
from gamebox.app.table.replay import ReplayControl, start_replay
from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import load_match, save_match

from .helpers import click, frames, key
from .pig.rules import PigAction, PigGame
from .pig.scene import PigTable

GAME = PigGame()


@pytest.fixture(autouse=True)
def instant(app):
    app.settings = replace(app.settings, speed="instant")


def _table(app, seats=("human", "random"), seed=4, goal=20) -> PigTable:
    match = Match(GAME, [Seat.parse(s) for s in seats], seed, {"goal": goal}, ["Ann", "Cy"])
    scene = PigTable(app, Session(match, "pig"))
    app.push(scene)
    frames(app, 2)
    return scene


def _play_by_clicks(app, scene: PigTable, limit: int = 4000) -> None:
    """The person rolls until the pot is 8 or more, then holds; all by clicking."""
    for _ in range(limit):
        if scene.session.match.is_over:
            return
        legal = scene.session.legal()
        if legal and not scene.motion.busy:
            want = "hold" if scene.session.state.pot >= 8 else "roll"
            click(app, scene.button_rect(want), 1)
        frames(app, 1)
    raise AssertionError("the game did not end")


def test_pig_is_played_to_the_end_screen_by_clicks(app):  # R1 R2 R3 R4
    scene = _table(app)
    _play_by_clicks(app, scene)
    frames(app, 30)
    result = GAME.result(scene.session.state)
    assert max(result.scores) >= 20
    assert isinstance(app.top, EndScene)
    words = [line.words for line in scene.log]
    assert any("rolls" in w for w in words) and any("banks" in w for w in words)


def test_a_line_that_continues_the_last_takes_its_place(app):
    """Events told one by one as one growing line (`LogLine.continues`): each line says
    the whole run so far, so it replaces the line before it instead of following it."""
    scene = _table(app)
    scene.log = []
    scene.add_log(LogLine("Ann rolls 3", continues=True), None)  # nothing before: added
    scene.add_log(LogLine("Ann rolls 3, 4", continues=True), None)
    assert [line.words for line in scene.log] == ["Ann rolls 3, 4"]
    scene.add_log(None, None)
    scene.add_log(LogLine("Ann banks 7"), None)
    scene.add_log(LogLine("Cy rolls 2"), None)
    assert [line.words for line in scene.log] == ["Ann rolls 3, 4", "Ann banks 7", "Cy rolls 2"]


def test_a_one_loses_the_pot_and_passes_the_turn():  # R3
    state = GAME.new_state(2, {"goal": 20})
    for action in (PigAction("roll"), PigAction("die", 5), PigAction("roll"), PigAction("die", 1)):
        state, _ = GAME.apply(state, action)
    assert state.pot == 0 and state.active == 1 and state.scores == (0, 0)


def test_undo_takes_back_the_persons_own_hold(app):
    scene = _table(app, ("human", "human"), seed=2)
    match = scene.session.match
    match.apply(PigAction("roll"))
    match.apply(PigAction("die", 4))
    scene.motion.sync(scene.session.view())
    click(app, scene.button_rect("hold"), 0)  # before Cy's pass screen comes up
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert [str(entry.action) for entry in match.log] == ["roll", "die 4"]
    assert match.state.scores == (0, 0) and match.state.pot == 4
    assert scene.session.legal() == [PigAction("roll"), PigAction("hold")]


def test_saved_mid_game_resumes_at_the_same_place(app, tmp_path):
    scene = _table(app, seed=9)
    for _ in range(40):
        if scene.session.legal():
            click(app, scene.button_rect("roll"), 1)
        frames(app, 1)
    match = scene.session.match
    save_match(match, tmp_path / "pig.json")
    again = load_match(tmp_path / "pig.json", lambda game_id: GAME)
    assert GAME.encode(again.state) == GAME.encode(match.state)
    assert again.actions_text() == match.actions_text()
    resumed = PigTable(app, Session(again, "pig"))
    app.push(resumed)
    frames(app, 2)
    assert [line.words for line in resumed.log] == [line.words for line in scene.log]


def test_the_replay_steps_through_the_match_and_back(app):
    scene = _table(app)
    _play_by_clicks(app, scene)
    full = scene.session.match
    replay = start_replay(app, PigTable, full, "pig")
    control: ReplayControl = replay.replay
    assert replay.session.index == 0 and app.top is replay
    click(app, replay.button_rect("replay_forward"), 2)
    assert replay.session.index == 1
    key(app, pygame.K_END)
    assert GAME.encode(replay.session.state) == GAME.encode(full.state)
    key(app, pygame.K_LEFT)
    assert replay.session.index == len(full.log) - 1
    key(app, pygame.K_PAGEUP)
    assert replay.session.index in [0, *control.starts]
    key(app, pygame.K_HOME)
    key(app, pygame.K_SPACE)  # play: the moves follow one another by themselves
    frames(app, 120)
    assert replay.session.index > 3
    assert not replay.session.legal() and not replay.can_undo()
    key(app, pygame.K_ESCAPE)
    assert app.top is not replay
