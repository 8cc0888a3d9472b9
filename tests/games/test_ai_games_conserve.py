"""Whole games between the computer players of every game with more than two seats, for
every player count: each agent sees only its seat's view, and after EVERY action the
game's invariants hold (Sheriff: all 216 cards, or the 3-player set, and all the gold,
R5 R6; Tammany: cubes, bosses and chips, R6 R7; Copycat: every card, worker and VP
marker, R4 R12 R70; The Boss: every card and gangster, R3 R4)."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.ai.agent import Budget
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game, make_agent
from gamebox.games.boss import invariants as boss_invariants
from gamebox.games.copycat import invariants as copycat_invariants
from gamebox.games.sheriff import invariants as sheriff_invariants
from gamebox.games.tammany import invariants as tammany_invariants

CHECKERS = {"sheriff": sheriff_invariants.check, "tammany": tammany_invariants.check,
            "copycat": copycat_invariants.check, "boss": boss_invariants.check}
QUICK = Budget(iterations=40)  # the hard players search a little: the point is the bookkeeping
TABLES = {
    2: ["hard", "normal"],
    3: ["hard", "normal", "easy"],
    4: ["hard", "easy", "normal", "random"],
    5: ["normal", "hard", "easy", "random", "hard"],
    6: ["hard", "normal", "easy", "hard", "random", "normal"],
}


def seats_for(game_id: str, n: int) -> list[Seat]:
    seats = [Seat.parse(kind) for kind in TABLES[n]]
    if game_id == "sheriff":  # the personalities sit at the bigger tables
        from gamebox.games.sheriff.ai import PERSONALITIES

        for i, personality in zip(range(1, n), PERSONALITIES, strict=False):
            if seats[i].kind in ("easy", "normal", "hard"):
                seats[i] = Seat(seats[i].kind, personality)
    return seats


def play_checked(game_id: str, n: int, seed: int, options: dict,
                 budget: Budget | None = None) -> Match:
    game = get_game(game_id)
    seats = seats_for(game_id, n)
    match = Match(game, seats, seed, options, [f"P{i + 1}" for i in range(n)])
    agents = {i: make_agent(game_id, seat, i) for i, seat in enumerate(seats)}
    rng = random.Random(seed)
    check = CHECKERS[game_id]
    steps = 0
    while not match.is_over:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
        else:
            view = game.view(match.state, turn.player)
            action = agents[turn.player].choose(view, match.legal_actions(), rng,
                                               budget or Budget())
            match.apply(action)
        problems = check(match.state, game.config)
        assert not problems, (game_id, n, seed, steps, problems)
        steps += 1
        assert steps < 20_000, "the game does not end"
    return match


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("royal", [False, True])
def test_sheriff_ai_games_keep_every_card_and_all_gold(n, royal):  # R5, R6
    match = play_checked("sheriff", n, 40 + n, {"royal_goods": royal})
    assert match.game.result(match.state) is not None


@pytest.mark.parametrize("n", [3, 4, 5])
def test_tammany_ai_games_keep_cubes_bosses_and_chips(n):  # R6, R7
    match = play_checked("tammany", n, 60 + n, {})
    assert match.state.year == 16 and match.game.result(match.state) is not None


@pytest.mark.parametrize("n", [2, 3, 4])
def test_copycat_ai_games_keep_every_card_worker_and_marker(n):  # R4, R12, R70
    match = play_checked("copycat", n, 80 + n, {}, QUICK)
    assert match.game.result(match.state) is not None


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_boss_ai_games_keep_every_card_and_gangster(n):  # R3, R4
    match = play_checked("boss", n, 90 + n, {}, QUICK)
    assert match.game.result(match.state) is not None
