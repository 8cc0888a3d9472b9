"""Seeded random games for 3, 4 and 5 players: they end, and cubes, bosses and chips are
conserved after every action (R6, R7); every action met reads back from its notation."""

from __future__ import annotations

import pytest

from gamebox.games.tammany.model import OVER

from .helpers import chip_ledger, conservation_errors, game, random_game


def check(before, action, after, events):
    errors = conservation_errors(after)
    assert not errors, (str(action), before.phase, errors)
    assert chip_ledger(before, after, events), str(action)
    assert before.to_dict() == before.copy().to_dict()


@pytest.mark.parametrize("n", [3, 4, 5])
def test_r6_random_games_end_and_conserve(n):
    # R6 R7 R2 R55
    for seed in range(15):
        final, _ = random_game(n, seed, check)
        assert final.phase == OVER and game.result(final) is not None and final.year == 16


def test_replay_is_identical():
    final, actions = random_game(4, 7)
    s = game.new_state(4)
    for a in actions:
        s, _ = game.apply(s, a)
    assert s.to_dict() == final.to_dict()


def test_notation_round_trips_for_every_action_met():
    met: set[str] = set()

    def round_trip(before, action, after, events):
        outcomes = [a for a, _ in game.chance_outcomes(before)]
        listed = [] if before.phase == "bidding" else game.legal_actions(before)
        for a in [*listed, *outcomes, action]:
            text = str(a)
            assert game.parse_action(before, text) == a, text
            met.add(text.split()[0])

    for n in (3, 5):
        random_game(n, 11, round_trip)
    assert {
        "first",
        "activate",
        "draw",
        "place",
        "office",
        "slander",
        "bid",
        "bonus",
        "assign",
        "end",
    } <= met
