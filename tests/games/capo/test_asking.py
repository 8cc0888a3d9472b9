"""Reneg and Backstab without a stop after every roll (the table's `asking`): the engine's
windows stay (R35, R56, R57, R61), the table folds your own roll's window into the next
decision, and the setting `capo_ask` decides when an arrest or the computer's roll stops
to ask -- always, when the hard computer player would act, or never. The table only
ever answers with the engine's pass, says so in the log, and an undo asks again."""

from __future__ import annotations

import pygame
import pytest

from gamebox.games.capo import ai
from gamebox.games.capo.model import ARREST, DECISION, RESPONSE_A, RESPONSE_N, CapoAction
from gamebox.games.capo.rules import BACKSTAB, STOP

from .helpers import BLUE, RED, game, play, table
from .test_scene import click, force_roll, frames, key, make_table


@pytest.fixture(autouse=True)
def headless(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    yield


class Always:
    """A computer player that always answers `answer` when it may, else the first."""

    def __init__(self, *answers: CapoAction) -> None:
        self.answers = answers

    def choose(self, view, legal, rng, budget=None):
        return next((a for a in self.answers if a in legal), legal[0])


def with_setting(app, mode: str, speed: str | None = None) -> None:
    app.settings = app.settings.with_(capo_ask=mode, **({"speed": speed} if speed else {}))


def settle(app, scene, n=30):
    for _ in range(n):
        frames(app)
        if not scene.motion.busy and scene.session.worker is None:
            frames(app)


# -- your own roll: Reneg beside Roll and Stop (R57, R61) ------------------------------------
@pytest.mark.parametrize("mode", ["when_it_matters", "never"])
def test_your_roll_does_not_stop_reneg_stands_beside_roll_and_stop(mode):
    app, session, scene = make_table(["human", "easy"], seed=5)
    with_setting(app, mode)
    frames(app, 3)
    force_roll(app, scene, 2, 6)  # Invest: a cube on W2
    assert session.state.phase == RESPONSE_A  # the rules' window is still there
    choice = scene.choice()
    assert choice.ahead
    keys = [b.key for b in choice.buttons]
    assert {"roll", "stop", "reneg"} <= set(keys) and "let_stand" not in keys
    assert scene.status_text().startswith("Your roll stands")
    assert "Reneg" in scene.bar_words()[0]
    stop = next(b for b in choice.buttons if b.key == "stop")
    assert stop.tip == "Your roll stands, then: " + scene.describe_action(STOP)
    click(app, scene.button_rect("stop").center)  # Stop means: let it stand, then stop
    settle(app, scene)
    mine = [str(entry.action) for entry in session.match.log if entry.actor == RED]
    assert mine[:3] == ["roll", "pass", "stop"]  # the engine's own window was answered
    assert any(entry.actor == BLUE for entry in session.match.log)  # Blue's turn came


def test_reneg_beside_roll_cancels_the_roll_r57():
    app, session, scene = make_table(["human", "easy"], seed=5)
    frames(app, 3)
    force_roll(app, scene, 2, 6)
    click(app, scene.button_rect("reneg").center)
    frames(app, 3)
    assert session.state.phase == DECISION and session.state.must_roll
    assert session.state.card_cubes[1] == 0 and session.state.hands[RED] == 2


def test_always_asks_your_roll_as_its_own_window():
    app, session, scene = make_table(["human", "easy"], seed=5)
    with_setting(app, "always")
    frames(app, 3)
    force_roll(app, scene, 2, 6)
    assert session.state.phase == RESPONSE_A
    choice = scene.choice()
    assert not choice.ahead
    assert {b.key for b in choice.buttons} == {"reneg", "let_stand"}
    assert scene.status_text() == "Let your roll stand, or Reneg it for 2 Mayor markers."


def test_a_backstab_cancels_the_roll_and_the_choice_made_after_it_r56():
    app, session, scene = make_table(["human", "easy"], seed=5)
    session.agents[BLUE] = Always(BACKSTAB)
    frames(app, 3)
    force_roll(app, scene, 2, 6)
    rolls = sum(1 for entry in session.match.log if str(entry.action) == "roll")
    click(app, scene.button_rect("roll").center)  # meant: let it stand, roll on
    settle(app, scene)
    assert any(str(entry.action) == "backstab" for entry in session.match.log)
    assert sum(1 for entry in session.match.log if str(entry.action) == "roll") == rolls
    assert session.state.phase == DECISION and session.state.must_roll  # asked again
    assert scene.intent is None


def test_doubles_fold_into_the_hitman_step_r31():
    app, session, scene = make_table(["human", "easy"], seed=5)
    frames(app, 3)
    force_roll(app, scene, 4, 4)  # Doubles 4: a marker to hand, a pending one, level +1
    assert session.state.phase == RESPONSE_A
    keys = [b.key for b in scene.choice().buttons]
    assert {"take_hitman", "payoff", "reneg"} <= set(keys) and "roll" not in keys
    key(app, pygame.K_RETURN)  # Enter: take the hitman (after letting the roll stand)
    settle(app, scene)
    assert session.state.phase == DECISION and session.state.hitman


# -- the computer's roll: Backstab (R56) by the setting ------------------------------------------
def backstab_window(gain_end: bool = False):
    """Red (a computer) has just rolled; Blue, the person, may Backstab."""
    if gain_end:  # the last bribe goes: the roll ends the game, with Blue behind
        s = table(hands=(1, 5), bribe_supply=1, score_piles=(4, 0))
        s, _ = play(s, "W5 B1", "draw")
    else:  # an Invest on an empty card
        s = table(hands=(1, 5))
        s, _ = play(s, "W2 B6")
    assert s.phase == RESPONSE_N
    return s


def test_never_answers_the_backstab_at_once_and_the_log_says_so():
    app, session, scene = make_table(["easy", "human"], state=backstab_window())
    with_setting(app, "never")
    scene.held = True  # the computer waits; only the person's window is watched
    frames(app, 3)
    assert session.match.log and str(session.match.log[0].action) == "pass"
    assert session.match.log[0].actor == BLUE
    line = "Blue does not backstab (answered by the setting “ask me: never”)."
    assert any(entry.words == line for entry in scene.log)
    scene.rebuild_log()  # also when the log is built again from the match
    assert any(entry.words == line for entry in scene.log)


def test_always_waits_for_the_backstab_answer():
    app, session, scene = make_table(["easy", "human"], state=backstab_window(),
                                     speed="normal")
    with_setting(app, "always")
    frames(app, 600)  # ten seconds: still asked
    assert session.state.phase == RESPONSE_N and not session.match.log
    assert {b.key for b in scene.choice().buttons} == {"backstab", "let_stand"}
    assert scene.window_left() is None


def test_when_it_matters_gives_a_short_window_that_the_table_answers():
    app, session, scene = make_table(["easy", "human"], state=backstab_window(),
                                     speed="normal")
    frames(app, 2)
    window = scene.window_now()
    assert window is not None  # a cube on an empty card: small, so only a short window
    left = scene.window_left()
    assert left is not None and 1.5 < left <= 2.0  # 4 animation lengths at "normal"
    assert "Space to wait" in scene.bar_words()[0]
    assert scene.animating()  # the countdown runs
    frames(app, 30)
    assert session.state.phase == RESPONSE_N  # not yet
    frames(app, 60 * 4)
    assert session.match.log and str(session.match.log[0].action) == "pass"


def test_space_stops_the_short_window_and_asks():
    app, session, scene = make_table(["easy", "human"], state=backstab_window(),
                                     speed="normal")
    frames(app, 2)
    key(app, pygame.K_SPACE)
    frames(app, 60 * 6)
    assert session.state.phase == RESPONSE_N and scene.window_left() is None


def test_when_it_matters_asks_where_the_hard_player_would_backstab():
    """The hard player's own decision (ai.make_agent "hard") picks the windows to ask."""
    state = backstab_window(gain_end=True)
    hard = ai.make_agent(game, "hard", None, BLUE)
    import random

    assert hard.choose(game.view(state, BLUE), game.legal_actions(state),
                       random.Random(0)) == BACKSTAB
    app, session, scene = make_table(["easy", "human"], state=state, speed="normal")
    frames(app, 2)
    assert scene.window_now() is None and scene.window_left() is None
    assert session.pending_answer() is None and scene.asked_because_it_matters()
    assert scene.bar_words()[0] == scene.say("line.game_ending")
    frames(app, 600)
    assert session.state.phase == RESPONSE_N  # waits for the person


def test_instant_speed_has_no_short_window():
    app, session, scene = make_table(["easy", "human"], state=backstab_window())
    scene.held = True
    frames(app, 2)
    assert session.match.log and str(session.match.log[0].action) == "pass"


def test_undo_takes_back_the_tables_answer_and_asks_that_window():
    app, session, scene = make_table(["easy", "human"], state=backstab_window())
    session.agents[RED] = Always(STOP)
    with_setting(app, "never")
    settle(app, scene)
    assert session.state.active == BLUE and session.state.phase == DECISION
    assert session.can_undo()
    assert "Let Red's roll stand" in scene.undo_tip()  # worded as it was then
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.state.phase == RESPONSE_N and not session.match.log
    assert not any("answered by the setting" in entry.words for entry in scene.log)
    frames(app, 60)
    assert session.state.phase == RESPONSE_N  # asked now, never answered again
    assert {b.key for b in scene.choice().buttons} == {"backstab", "let_stand"}


# -- your arrest: Reneg (R35, R57) by the setting -----------------------------------------------
def arrest_state(big: bool):
    """Red, the person, holds two pending markers whose slots the next roll needs."""
    if big:  # two cards worth 4 each, won only by the pending markers
        return table(pending={"W1": "I3", "B2": "I3"}, hands=(3, 5), must_roll=False,
                     sides={BLUE: {"W1": ["I2"], "B2": ["I2"]}},
                     card_cubes={"W1": 3, "B2": 3})
    return table(pending={"W1": "I1", "B2": "I1"}, hands=(3, 5), must_roll=False,
                 sides={BLUE: {"W1": ["I3", "I3"], "B2": ["I3", "I3"]}})


def arrest_table(mode, speed="instant", big=True):
    app, session, scene = make_table(["human", "easy"], state=arrest_state(big), speed=speed)
    with_setting(app, mode)
    session.agents[BLUE] = Always(STOP)
    scene.held = True
    frames(app, 2)
    force_roll(app, scene, 1, 2)  # both slots taken: arrest (S31)
    assert session.state.phase == ARREST or session.state.active == BLUE
    return app, session, scene


def test_never_accepts_your_arrest_and_says_so():
    app, session, scene = arrest_table("never")
    frames(app, 3)
    assert session.state.active == BLUE  # arrested, the turn is over
    assert any(entry.words.startswith("Red accepts the arrest (answered by the setting")
               for entry in scene.log)


@pytest.mark.parametrize("mode", ["always", "when_it_matters"])
def test_a_costly_arrest_is_asked(mode):
    import random

    state, _ = play(arrest_state(True), "W1 B2")
    hard = ai.make_agent(game, "hard", None, RED)
    assert hard.choose(game.view(state, RED), game.legal_actions(state),
                       random.Random(0)).kind == "reneg"  # the hard player would Reneg
    app, session, scene = arrest_table(mode, speed="normal")
    frames(app, 60 * 8)
    assert session.state.phase == ARREST
    assert {b.key for b in scene.choice().buttons} == {"reneg", "accept_arrest"}
    assert scene.window_left() is None


def test_a_cheap_arrest_is_offered_for_a_moment_when_it_matters():
    app, session, scene = arrest_table("when_it_matters", speed="normal", big=False)
    for _ in range(120):  # the roll and the arrest's banner play first
        frames(app)
        if scene.window_now() is not None:
            break
    assert session.state.phase == ARREST and scene.window_left() is not None
    assert "Accepted in" in scene.bar_words()[0]
    frames(app, 60 * 5)
    assert session.state.active == BLUE
