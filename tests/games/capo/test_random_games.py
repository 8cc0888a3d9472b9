"""Seeded random games: they end, conserve everything (R6) after every action, replay
identically, and every action met reads back from its notation."""

from __future__ import annotations

import random

from gamebox.engine.ai.agent import RandomAgent
from gamebox.engine.match import Match, Seat
from gamebox.games import make_agent
from gamebox.games.capo.invariants import conservation_errors
from gamebox.games.capo.model import OVER

from .helpers import game, random_game


def check_after_every_action(before, action, after):
    errors = conservation_errors(after)
    assert not errors, (str(action), before.phase, errors)


def test_r6_1000_random_games_end_and_conserve():
    # R6
    # R7
    # R62
    # R43
    # R39
    for seed in range(1000):
        final, _ = random_game(seed, check_after_every_action)
        assert final.phase == OVER and game.result(final) is not None
        assert final.ender is not None


def test_random_games_under_the_per_turn_slot_rule():
    # R33
    # R6
    for seed in range(100):
        final, _ = random_game(seed, check_after_every_action, {"slot_rule": "per_turn"})
        assert final.phase == OVER and game.result(final) is not None


def test_notation_round_trips_for_every_action_met():
    # R12
    met: set[str] = set()

    def round_trip(before, action, after):
        outcomes = [a for a, _ in game.chance_outcomes(before)]
        for a in [*game.legal_actions(before), *outcomes]:
            text = str(a)
            assert game.parse_action(before, text) == a, text
            met.add(a.kind)

    for seed in range(200):
        random_game(seed, round_trip)
    assert met >= {
        "start",
        "dice",
        "draw",
        "roll",
        "stop",
        "influence",
        "bribe",
        "cube",
        "move",
        "reveal",
        "deceive",
        "pocket",
        "scandal",
        "reneg",
        "backstab",
        "pass",
        "payoff",
        "hitman",
        "discard",
    }


def run_match(seed: int) -> list[str]:
    seats = [Seat("random"), Seat("random")]
    match = Match(game, seats, seed)
    agents = [make_agent("capo", seat, p) for p, seat in enumerate(seats)]
    rngs = [random.Random(f"{seed}:agent:{p}") for p in range(2)]
    while not match.is_over:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
            continue
        player = turn.player
        action = agents[player].choose(match.view(player), match.legal_actions(), rngs[player])
        match.apply(action)
    assert game.result(match.state) is not None
    return match.actions_text()


def test_matches_are_deterministic():
    # R69
    assert isinstance(make_agent("capo", Seat("random"), 0), RandomAgent)
    first = run_match(42)
    assert first == run_match(42)
    assert first != run_match(43)
    assert len(first) > 20
