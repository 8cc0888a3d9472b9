"""Computer politicians (spec 13): every level plays legal moves from its view only, whole
games for 2-4 players keep the invariants after every action, moves are reproducible, and
the levels are ordered (hard's figures are measured outside the quick tests)."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.ai.agent import Budget, RandomAgent
from gamebox.engine.match import Match, Seat
from gamebox.games.copycat import ai
from gamebox.games.copycat.model import HIDDEN, ORDER, OVER

from .helpers import conservation_errors, game

TABLES = {2: ["hard", "normal"], 3: ["normal", "easy", "hard"], 4: ["easy", "normal", "random",
                                                                    "hard"]}
QUICK = Budget(iterations=6)


def agent(kind: str, p: int):
    return RandomAgent() if kind == "random" else ai.make_agent(game, kind, None, p)


def play(seats: list[str], seed: int, budget: Budget | None = QUICK, check: bool = True):
    names = [f"P{i + 1}" for i in range(len(seats))]
    match = Match(game, [Seat(k) for k in seats], seed, {}, names)
    agents = {p: agent(k, p) for p, k in enumerate(seats)}
    steps = 0
    while not match.is_over:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
        else:
            view = match.view(turn.player)
            legal = match.legal_actions()
            action = agents[turn.player].choose(view, legal, match.rng_for("ai"), budget)
            assert action in legal
            match.apply(action)
        if check:
            errors = conservation_errors(match.state)
            assert not errors, (seats, seed, steps, errors)
        steps += 1
        assert steps < 20_000
    return match


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ai_games_keep_cards_workers_and_markers(n):  # R4 R12 R72
    match = play(TABLES[n], 30 + n)
    assert match.state.phase == OVER and game.result(match.state) is not None


def test_agents_see_only_their_view():  # R100
    rng = random.Random(4)
    s = game.new_state(3)
    while not (s.phase == ORDER and s.order_card[0] != -1 and s.acting() == 1):
        if game.turn(s).is_chance:
            s, _ = game.apply(s, game.sample_chance(s, rng))
        else:
            legal = game.legal_actions(s)
            s, _ = game.apply(s, legal[rng.randrange(len(legal))])
    view = game.view(s, 1)
    assert view.order_card[0] == HIDDEN  # the sealed card of P1 is not in P2's view
    for level in ai.LEVELS:
        a = ai.make_agent(game, level, None, 1).choose(view, game.legal_actions(s),
                                                        random.Random(1), QUICK)
        assert a in game.legal_actions(s)


def test_same_seed_same_move():
    match = play(["normal", "normal"], 5, check=False)
    again = play(["normal", "normal"], 5, check=False)
    assert match.actions_text() == again.actions_text()


def test_hard_with_an_iteration_budget_is_reproducible():
    rng = random.Random(3)
    s = game.new_state(2, {"start_player": 0})
    while s.phase != ORDER or game.turn(s).is_chance:
        s, _ = game.apply(s, game.sample_chance(s, rng))
    view = game.view(s, 0)
    legal = game.legal_actions(s)
    moves = {str(ai.HardAgent(game, 0).choose(view, legal, random.Random(7), Budget(30)))
             for _ in range(2)}
    assert len(moves) == 1


def test_normal_beats_random_and_easy_beats_random():
    for seats, winner in ((["normal", "random"], 0), (["random", "easy"], 1)):
        wins = sum(game.result(play(seats, seed, check=False).state).winner == winner
                   for seed in range(4))
        assert wins >= 3


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        ai.make_agent(game, "expert", None, 0)
    with pytest.raises(ValueError):
        ai.make_agent(game, "hard", "smuggler", 0)
