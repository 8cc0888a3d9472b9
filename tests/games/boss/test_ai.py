"""The computer gangsters (spec 13): legal, reproducible, deciding from their own view
(partners included, R42), within bounded work; easy and normal beat chance."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.ai.agent import Budget, RandomAgent
from gamebox.engine.match import Match, Seat
from gamebox.games.boss import ai, invariants
from gamebox.games.boss.ai_eval import Knowledge, Values, hands_ahead, worth
from gamebox.games.boss.model import HIDDEN, OVER, PLACE

from .helpers import config, dealt, game, put


class Watching:
    """Wraps an agent: every view it gets hides the other hands (R45, R42)."""

    def __init__(self, inner, seat: int) -> None:
        self.inner = inner
        self.seat = seat

    def choose(self, view, legal, rng, budget=None):
        assert view.viewer == self.seat
        for p, hand in enumerate(view.hands):
            if p != self.seat:
                assert all(c.startswith(HIDDEN) for c in hand)
        return self.inner.choose(view, legal, rng, budget)


def play_out(seats: list[str], seed: int, budget: Budget | None = None) -> Match:
    match = Match(game, [Seat(s) for s in seats], seed, {"start_player": seed % len(seats)})
    agents = {
        p: Watching(RandomAgent() if k == "random" else ai.make_agent(game, k, None, p), p)
        for p, k in enumerate(seats)
    }
    while not match.is_over:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
            continue
        p = turn.player
        action = agents[p].choose(match.view(p), match.legal_actions(), match.rng_for(f"ai{p}"),
                                  budget)
        match.apply(action)
        assert not invariants.check(match.state, config)
    return match


@pytest.mark.parametrize("n", [2, 4, 6])
def test_ai_games_are_legal_and_conserve(n):
    # R42 R45: every agent sees its own view (with 6, the two hard seats are partners);
    # cards and gangsters conserved (R3 R4)
    kinds = ["easy", "normal", "hard", "random", "normal", "hard"][:n]
    match = play_out(kinds, n, Budget(iterations=20))
    assert match.state.phase == OVER


def test_same_seed_same_moves():
    a = play_out(["hard", "normal", "easy"], 3, Budget(iterations=10))
    b = play_out(["hard", "normal", "easy"], 3, Budget(iterations=10))
    assert a.actions_text() == b.actions_text()


def test_normal_and_easy_beat_random():
    wins = {"normal": 0, "easy": 0}
    for seed in range(12):
        for level in wins:
            match = play_out([level, "random", "random"], seed)
            wins[level] += game.result(match.state).winner == 0
    assert wins["normal"] >= 10 and wins["easy"] >= 7


def test_hard_decides_within_its_iterations_each_ending_with_the_hand(monkeypatch):
    """A hard decision is bounded work: at most `HARD_ITERATIONS` iterations, each played
    no further than the close of the hand (a few steps per turn in it). The steps are
    counted and stopped past that bound in all, so a playout that never ends fails here
    instead of running on."""
    s = dealt(4)
    agent = ai.make_agent(game, "hard", None, 0)
    per_iteration = 3 * game.layout(4).rounds * 4  # a hand: a turn per person and round
    steps = 0
    step = game.step

    def counted(state, action):
        nonlocal steps
        steps += 1
        assert steps <= ai.HARD_ITERATIONS * per_iteration, "the search ran past its budget"
        return step(state, action)

    monkeypatch.setattr(game, "step", counted)
    action = agent.choose(game.view(s, 0), game.legal_actions(s), random.Random(1))
    iterations = agent.search.last_iterations
    assert 1 <= iterations <= ai.HARD_ITERATIONS
    assert steps <= iterations * per_iteration, (steps, iterations)
    assert game.is_legal(s, action)


def test_last_in_the_final_round_takes_the_known_best_city():
    # spec 13, section 10: last to act in the final round, every hidden card is known
    s = dealt(3, facedown={"detroit": "det_4"}).copy()
    layout = game.layout(3)
    det = layout.index_of["detroit"]
    mine = next(c for c in layout.cards_of[0] if c != s.facedown[0])
    s.hands = [[mine], [], []]
    for x, cards in enumerate(layout.cards_of):  # everything else is face up
        s.columns[x] = [c for c in cards if c not in (s.facedown[x], mine)]
    s = put(s, "detroit", 1, 1)
    s.round, s.order, s.turn_index, s.phase = 5, [1, 2, 0], 2, PLACE
    view = game.view(s, 0)
    assert Knowledge(game, view, 0).unseen[det] == ["det_4"]
    for level in ("normal", "hard"):
        action = ai.make_agent(game, level, None, 0).choose(
            view, game.legal_actions(s), random.Random(1), Budget(iterations=50)
        )
        assert (action.city, action.m + action.o) == ("detroit", 2), level


def test_the_value_of_gangsters_follows_the_police():
    # R20 spec 13: no future hand in the last one, so a dead gangster costs ~nothing
    s = dealt(3)
    first, dist = hands_ahead(game, s)
    assert first == 2 and abs(sum(q for _, q in dist) - 1) < 1e-9
    assert 2 <= sum(k * q for k, q in dist) <= 4
    last = s.copy()
    last.last_hand = True
    assert Values.of(game, last).kill < 0.1 < Values.of(game, s).kill
    richer = put(s, "detroit", 0, 1).copy()
    richer.money = [3, 0, 0]
    assert worth(game, richer)[0] > worth(game, s)[0]


def test_make_agent_levels():
    for level in ai.LEVELS:
        assert hasattr(ai.make_agent(game, level, None, 0), "choose")
    with pytest.raises(ValueError):
        ai.make_agent(game, "expert", None, 0)
    with pytest.raises(ValueError):
        ai.make_agent(game, "hard", "smuggler", 0)
