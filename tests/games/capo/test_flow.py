"""When a person is asked about Reneg and Backstab, decided below the window
(`gamebox.games.capo.flow`): the same for the table, `play --text` and the tests, with
no pygame. The rules' windows stay (R35, R56, R57, R61); the flow only says which of
them the table answers with the rules' pass for the person, and why."""

from __future__ import annotations

import io

from gamebox.app.settings import Settings
from gamebox.engine.flow import TurnFlow
from gamebox.engine.match import Match, Seat
from gamebox.games.capo import ai, text
from gamebox.games.capo.flow import decision_after_standing
from gamebox.games.capo.model import DECISION, RESPONSE_A, RESPONSE_N
from gamebox.games.capo.rules_actions import PASS

from .helpers import BLUE, game, play, table
from .test_asking import arrest_state, backstab_window


def flow_at(state, settings, seats=("easy", "human")):
    match = Match(game, [Seat(s) for s in seats], 5, {}, game.default_names(2))
    match.state = state
    humans = [i for i, s in enumerate(seats) if s == "human"]
    return match, TurnFlow(match, humans, settings, hard)


def hard(player):
    return ai.make_agent(game, "hard", None, player)


def test_never_answers_the_backstab_window_with_the_rules_pass():  # R56
    match, flow = flow_at(backstab_window(), Settings(capo_ask="never"))
    answer = flow.pending(BLUE)
    assert answer is not None and answer.action == PASS and answer.why == "backstab.never"
    assert not answer.short
    flow.answer_now(answer)
    assert match.log[-1].action == PASS and flow.answered == {0: answer}


def test_always_and_hot_seat_ask_every_window():
    _, flow = flow_at(backstab_window(), Settings(capo_ask="always"))
    assert flow.pending(BLUE) is None
    _, flow = flow_at(backstab_window(), Settings(capo_ask="never"), ("human", "human"))
    assert flow.pending(BLUE) is None  # judging would need the other person's view


def test_when_it_matters_offers_a_small_window_for_a_moment():
    _, flow = flow_at(backstab_window(), Settings())
    answer = flow.pending(BLUE)
    assert answer is not None and answer.short and answer.why == "backstab.when_it_matters"


def test_when_it_matters_asks_where_the_hard_player_would_backstab():  # R76
    _, flow = flow_at(backstab_window(gain_end=True), Settings())
    assert flow.pending(BLUE) is None
    _, flow = flow_at(backstab_window(), Settings())
    flow.advisor = None  # with no one to judge, every window is asked
    assert flow.pending(BLUE) is None


def test_no_mayor_marker_means_no_backstab_prompt():  # R77
    state = table(hands=(1, 0))
    state, _ = play(state, "W2 B6")
    assert state.phase != RESPONSE_N  # the rules never open it: nothing to ask or answer


def test_an_undo_into_a_window_asks_it():
    match, flow = flow_at(backstab_window(), Settings(capo_ask="never"),
                          ("human", "human"))
    flow.humans = [BLUE]  # one person: the setting answers
    flow.answer_now(flow.pending(BLUE))
    flow.undo(BLUE, True)
    assert match.state.phase == RESPONSE_N and not match.log
    assert flow.undone_here and flow.pending(BLUE) is None and not flow.answered


def test_a_costly_arrest_is_asked_and_a_cheap_one_offered_for_a_moment():  # R35
    state, _ = play(arrest_state(True), "W1 B2")
    _, flow = flow_at(state, Settings(), ("human", "easy"))
    assert flow.pending(0) is None
    state, _ = play(arrest_state(False), "W1 B2")
    _, flow = flow_at(state, Settings(), ("human", "easy"))
    answer = flow.pending(0)
    assert answer is not None and answer.short and answer.why == "arrest.when_it_matters"


def test_play_text_answers_the_same_window_and_says_why():
    from gamebox.cli_play import _TextGame

    match, _ = flow_at(backstab_window(), None)
    played = _TextGame(match, text, {0: PassFirst()}, None, "gamebox", io.StringIO("q\n"))
    played.flow.settings = Settings(capo_ask="never")
    out = io.StringIO()
    played.say = lambda line="": out.write(line + "\n")  # type: ignore[method-assign]
    played.run()
    assert "Blue does not backstab (answered by the setting “ask me: never”)." in out.getvalue()
    assert match.log[0].actor == BLUE and match.log[0].action == PASS


class PassFirst:
    """A computer player that stops at once."""

    def choose(self, view, legal, rng, budget=None):
        return next((a for a in legal if a.kind == "stop"), legal[0])


def test_the_own_roll_window_folds_into_the_decision_after_it():
    s, _ = play(table(), "W2 B6")  # an Invest: Red may Reneg, Blue may Backstab
    assert s.phase == RESPONSE_A
    after = decision_after_standing(game, s)
    assert after is not None and after.phase == DECISION and after.active == s.active
