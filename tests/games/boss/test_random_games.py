"""Seeded random games for 2-6 players: they end, every action reads back from its
notation, and after EVERY action the invariants hold on the true state, on views and on
determinizations (cards and gangsters conserved, R3 R4 R7 R33); same seed, same game.
A property test: the controller of a card is always the colour that placed there last
(R14), whatever the legal moves."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.games.boss import invariants
from gamebox.games.boss.model import OVER, PLACE

from .helpers import config, game, random_game


def check(before, action, after, events):
    errors = invariants.check(after, config)
    for seat in (0, None):
        errors += [f"view {seat}: {e}" for e in invariants.check(game.view(after, seat), config)]
    if not game.turn(after).is_over:
        d = game.determinize(game.view(after, after.n - 1), random.Random(len(events)))
        errors += [f"determinized: {e}" for e in invariants.check(d, config)]
    assert not errors, (str(action), before.phase, errors)
    assert game.parse_action(before, str(action)) == action
    assert before.to_dict() == before.copy().to_dict()


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_r3_random_games_end_and_conserve(n):
    # R3 R4 R7 R33 R37: cards and gangsters conserved after every action
    for seed in range(3):
        final, _ = random_game(n, seed, check)
        assert final.phase == OVER and 3 <= final.hand_no <= 5
        assert game.result(final) is not None


def test_same_seed_same_game():
    a, actions_a = random_game(4, 7)
    b, actions_b = random_game(4, 7)
    assert actions_a == actions_b and game.encode(a) == game.encode(b)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_many_random_games(n):
    for seed in range(10, 40):
        random_game(n, seed, check)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32 - 1), st.lists(st.integers(0, 10**6), max_size=60))
def test_r14_the_controller_is_the_colour_that_placed_last(n, seed, picks):
    # R14 R41: by construction of the majorities, the last to place controls the card
    rng = random.Random(seed)
    s = game.new_state(n)
    last: dict[int, int] = {}
    hand = 1
    while game.turn(s).is_chance:
        s, _ = game.apply(s, game.sample_chance(s, rng))
    for pick in picks:
        legal = game.legal_actions(s)
        action = legal[pick % len(legal)]
        if s.phase == PLACE and action.kind == "place":
            last[game.layout(n).index_of[action.city]] = s.colour_of(s.order[s.turn_index])
        s, _ = game.apply(s, action)
        while game.turn(s).is_chance:
            s, _ = game.apply(s, game.sample_chance(s, rng))
        if s.hand_no != hand or s.phase in ("penalty", OVER):
            break  # the resolution thins the table (R25-R27); the hand is over
        for city, colour in last.items():
            assert s.controller(city) == colour
        assert not invariants.check(s, config)
