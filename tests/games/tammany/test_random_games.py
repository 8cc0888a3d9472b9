"""Seeded random games for 3, 4 and 5 players: they end, and after EVERY action the
invariants of `gamebox.games.tammany.invariants` hold on the true state and on every
seat's view (cubes, bosses and chips conserved, R6, R7); every action met reads back from
its notation; bids are listed in a small, stable order."""

from __future__ import annotations

import math

import pytest

from gamebox.games.tammany import invariants
from gamebox.games.tammany.model import BIDDING, OVER
from gamebox.games.tammany.rules import BID_LIST_LIMIT

from .helpers import game, random_game

SEEDS = range(6)


def check(before, action, after, events):
    errors = invariants.check(after, game.config)
    errors += invariants.ledger_errors(before, after, events)
    acting = game.turn(before).player
    for seat in {acting if acting is not None and acting >= 0 else 0, None}:
        errors += [f"view {seat}: {e}" for e in invariants.check(game.view(after, seat))]
    assert not errors, (str(action), before.phase, errors)
    assert before.to_dict() == before.copy().to_dict()


@pytest.mark.parametrize("n", [3, 4, 5])
def test_r6_random_games_end_and_conserve(n):
    # R6 R7 R2 R55
    for seed in SEEDS:
        final, _ = random_game(n, seed, check)
        assert final.phase == OVER and game.result(final) is not None and final.year == 16


@pytest.mark.slow
@pytest.mark.parametrize("n", [3, 4, 5])
def test_r6_many_more_random_games(n):
    # R6 R7
    for seed in range(100, 140):
        random_game(n, seed, check)


def test_invariants_catch_broken_tables():
    # R6 R7 R25: the checker is not blind
    final, _ = random_game(4, 2, stop=lambda s: s.year == 6 and s.phase == "turn")
    assert invariants.check(final) == []
    cube = final.copy()
    cube.bag[0] += 1
    assert any("cubes per nationality" in e for e in invariants.check(cube))
    boss = final.copy()
    boss.bosses[1][0] += 20
    assert any("bosses in use" in e for e in invariants.check(boss))
    chip = final.copy()
    chip.chips[1][2] = -1
    assert any("negative chips" in e for e in invariants.check(chip))
    lock = final.copy()
    lock.locks_this_term = 3
    assert invariants.check(lock)
    office = final.copy()
    office.office = ["deputy_mayor", "deputy_mayor", None, None]
    assert invariants.check(office)


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
        for a in [*game.legal_actions(before), *outcomes, action]:
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


def test_r40_bids_are_listed_small_stable_and_legal():
    # R40: every listed bid is legal; all are listed while the product is small
    sizes = []

    def bids(before, action, after, events):
        if before.phase != BIDDING:
            return
        player = game.turn(before).player
        held = before.eligible(player, before.ward)
        listed = game.legal_actions(before)
        assert listed == game.legal_actions(before.copy())  # stable
        assert listed[0].values == (0, 0, 0, 0) and len(set(listed)) == len(listed)
        assert len(listed) <= BID_LIST_LIMIT
        assert all(game.is_legal(before, a) for a in listed)
        product = math.prod(h + 1 for h in held)
        if product <= BID_LIST_LIMIT:
            assert len(listed) == product
        assert max(listed, key=lambda a: sum(a.values)).values == tuple(held)  # all-in listed
        sizes.append(len(listed))

    for n in (3, 4, 5):
        random_game(n, 5, bids)
    assert sizes and max(sizes) > 1


def test_r40_a_large_holding_is_capped_but_every_bid_stays_legal():
    # R40
    from .helpers import RED, YELLOW, play, table

    s = table(
        4,
        year=4,
        current=3,
        placement_done=True,
        cubes={9: "IR EN GE IT"},
        bosses={9: {RED: 1, YELLOW: 1}},
        chips={RED: "IR9 EN9 GE9 IT9", YELLOW: "IR1"},
    )
    s, _ = play(s, "end")
    assert s.phase == BIDDING and game.turn(s).player == RED
    listed = game.legal_actions(s)
    assert 1 < len(listed) <= BID_LIST_LIMIT < 10**4
    assert {a.values for a in listed} >= {(0, 0, 0, 0), (9, 9, 9, 9), (1, 0, 0, 0)}
    odd = game.parse_action(s, "bid IR7 EN8 GE6 IT5")
    assert odd not in listed and game.is_legal(s, odd)
    s, _ = play(s, "bid IR7 EN8 GE6 IT5", "bid 0")
    assert s.winners[9] == RED
    assert s.chips[RED] == [2 + 3, 1 + 3, 3 + 3, 4 + 3]  # R43 spent, then R47 leader chips
