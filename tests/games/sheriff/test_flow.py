"""How a person's turn goes at a Sheriff table, decided below the window
(`gamebox.games.sheriff.flow`): the same for the table, `play --text` and these tests,
with no pygame."""

from __future__ import annotations

import io
import random

from gamebox.engine.flow import TurnFlow
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game
from gamebox.games.sheriff import shots, text
from gamebox.games.sheriff.flow import TIMEOUT
from gamebox.games.sheriff.model import INTERJECT, OPENING
from gamebox.games.sheriff.rules_actions import SKIP

game = get_game("sheriff")


def reach(stop, seed=5, options=None):
    for s in range(seed, seed + 40):
        match = Match(game, [Seat("human")] + [Seat("random")] * 3, s, options or {})
        if shots.advance(match, random.Random(s), stop):
            return match
    raise AssertionError("no seed reaches that moment")


def bystander(state):
    return state.phase == INTERJECT and state.active == 0 and state.resolved[0]


def others_play_until_asked(match, rng):
    """Computer seats and chance move until the person is to act again in this round."""
    round_now = match.state.round
    while not match.is_over and match.state.round == round_now:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
        elif turn.player == 0:
            return True
        else:
            match.apply(rng.choice(match.legal_actions()))
    return False


def test_an_offer_and_its_no_more_offer_are_one_move():  # R99, R107
    match = reach(lambda s: s.phase == OPENING and s.active == 0)
    flow = TurnFlow(match, [0])
    offer = next(a for a in match.legal_actions() if a.kind == "offer")
    before = len(match.log)
    played = flow.act(offer)
    assert [entry.action for entry in match.log[before:]] == [offer, SKIP]
    assert [actor for actor, _ in played] == [0, 0]
    assert match.undo_index(0) == before  # undo takes the offer back with its "no more"
    flow.undo(0, True)
    assert len(match.log) == before and match.state.active == 0


def test_no_offer_once_is_the_answer_for_the_rest_of_the_round():  # R107
    for seed in range(5, 45):
        match = reach(bystander, seed)
        flow = TurnFlow(match, [0])
        assert flow.pending(0) is None  # asked the first time
        flow.act(SKIP)
        if others_play_until_asked(match, random.Random(seed)) and bystander(match.state):
            break
    else:
        raise AssertionError("no seed asks the same person twice in a round")
    answer = flow.pending(0)
    assert answer is not None and answer.action == SKIP and answer.why == "declined"
    at = len(match.log)
    flow.answer_now(answer)
    assert flow.answered == {at: answer}
    flow.undo(0, True)  # undo brings the question back, and it stays
    assert len(match.log) == at and flow.pending(0) is None


def test_the_inspection_timer_runs_out_for_a_person_only():  # R84
    match = reach(lambda s: s.phase == OPENING and s.active == 0,
                  options={"inspection_timer": True})
    flow = TurnFlow(match, [0])
    view = match.view(0)
    assert flow.clock_left(view) == game.timer_seconds(view)
    played = []
    flow.tick(view, 10.0, False, played.append)
    assert flow.clock_left(view) == game.timer_seconds(view) - 10 and not played
    flow.tick(view, 1e6, False, played.append)  # a computer's decision is never cut short
    assert not played
    flow.tick(view, 1.0, True, played.append)
    assert played == [TIMEOUT]
    match.apply(TIMEOUT)
    assert match.state.timed_out and flow.clock_left(match.view(0)) is None


def test_no_timer_without_the_option():
    match = reach(lambda s: s.phase == OPENING and s.active == 0)
    assert TurnFlow(match, [0]).clock_left(match.view(0)) is None


def test_play_text_plays_the_no_more_offer_with_an_offer():
    from gamebox.cli_play import _TextGame

    match = reach(lambda s: s.phase == OPENING and s.active == 0)
    offer = next(a for a in match.legal_actions() if a.kind == "offer")
    before = len(match.log)
    played = _TextGame(match, text, {}, None, "gamebox", io.StringIO(f"{offer}\nq\n"))
    played.say = lambda line="": None  # type: ignore[method-assign]
    played.agents = {p: First() for p in (1, 2, 3)}
    played.run()
    assert [entry.action for entry in match.log[before:before + 2]] == [offer, SKIP]


class First:
    def choose(self, view, legal, rng, budget=None):
        return legal[0]
