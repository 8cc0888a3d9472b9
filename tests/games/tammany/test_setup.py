"""Setup, activation and Castle Garden (R8-R16)."""

from __future__ import annotations

import random

import pytest

from gamebox.games.tammany.model import ACTIVATE, DRAW, FIRST, TURN

from .helpers import GE, IT, RED, counts, game, play, random_action, table


def setup(n: int, seed: int = 0, until=TURN):
    rng = random.Random(seed)
    s = game.new_state(n)
    assert s.phase == FIRST
    while s.phase in (FIRST, ACTIVATE):
        s, _ = game.apply(s, random_action(s, rng))
    return s, rng


def test_first_player_is_uniform():
    # R8
    s = game.new_state(4)
    outcomes = game.chance_outcomes(s)
    assert [str(a) for a, _ in outcomes] == [
        "first red",
        "first yellow",
        "first purple",
        "first black",
    ]
    assert all(p == 0.25 for _, p in outcomes)


def test_th01_three_player_setup():
    # R9 R10 R11 R12 R13 R16
    for seed in range(20):
        s, rng = setup(3, seed)
        assert s.cubes[14] == counts("IR")
        zone1 = [0, 0, 0, 0]
        for w in (1, 2, 4, 6, 7):
            assert sum(s.cubes[w]) == 1
            zone1 = [a + b for a, b in zip(zone1, s.cubes[w], strict=True)]
        assert zone1 == counts("IR EN2 GE2")
        assert all(not s.is_active(w) for w in (3, 5, 8, 9, 10, 11, 13, 15, 17))
        assert s.boxes["II"] == counts("IR2 EN2 GE") and s.boxes["III"] == counts("IR2 EN GE")
        assert s.bag == [19, 20, 21, 25] and s.year == 1
        for p in range(3):
            assert s.vp[p] == 0 and s.slander[p] == 3 and s.chips[p] == [0, 0, 0, 0]
            assert s.placeable(p) == 19 and s.office[p] is None
        assert s.phase == DRAW
        while s.phase == DRAW:
            s, _ = game.apply(s, random_action(s, rng))
        assert sum(s.garden) == 5 and sum(s.bag) == 80


def test_th02_five_player_setup():
    # R11 R12 R13 R16
    s, rng = setup(5, 3)
    assert all(sum(s.cubes[w]) == 1 for w in game.config.wards)
    two = [sum(s.cubes[w][k] for w in (3, 5, 8, 9, 15)) for k in range(4)]
    three = [sum(s.cubes[w][k] for w in (10, 11, 13, 17)) for k in range(4)]
    assert two == counts("IR2 EN2 GE") and three == counts("IR2 EN GE")
    assert all(sum(b) == 0 for b in s.boxes.values()) and sum(s.bag) == 85
    while s.phase == DRAW:
        s, _ = game.apply(s, random_action(s, rng))
    assert sum(s.garden) == 7 and sum(s.bag) == 78


def test_r12_activation_draws_from_the_box_with_its_odds():
    # R12
    s = game.new_state(3, {"start_player": "red"})
    assert s.phase == ACTIVATE and s.activating[0] == ("I", 1)
    odds = {str(a): p for a, p in game.chance_outcomes(s)}
    assert odds == {"activate 1=IR": 0.2, "activate 1=EN": 0.4, "activate 1=GE": 0.4}


def test_th03_zone_activation_at_year_5():
    # R13
    for n, filled, empty in ((4, (10, 11, 13, 17), ()), (3, (3, 5, 8, 9, 15), (10, 11, 13, 17))):
        s = table(n, year=4, current=n - 1, placement_done=True, bosses={14: {RED: 1}})
        s, _ = play(s, "end")  # the election; red wins 14 alone, then assigns offices
        assert s.phase == "assign"
        s, _ = game.apply(s, game.legal_actions(s)[0])
        while s.phase == ACTIVATE:
            s, _ = game.apply(s, game.chance_outcomes(s)[0][0])
        assert all(sum(s.cubes[w]) == 1 for w in filled)
        assert all(not s.is_active(w) for w in empty)
        zone = next(z for z in ("II", "III") if game.config.zones[z].wards == tuple(sorted(filled)))
        assert s.boxes[zone] == [0, 0, 0, 0] and s.year == 5


def test_r16_garden_refills_only_when_empty_and_from_what_is_left():
    # R16
    s = table(3, year=2, current=RED, garden="IR", placement_done=True)
    s, _ = play(s, "end")
    assert s.phase == TURN and s.garden == counts("IR")  # not empty: nothing drawn
    s = table(3, year=2, current=RED, placement_done=True)
    for k in range(4):  # leave 2 cubes in the bag
        s.cubes[1][k] += s.bag[k] - (1 if k in (GE, IT) else 0)
    s.bag = [0, 0, 1, 1]
    s, _ = play(s, "end")
    while s.phase == DRAW:
        s, _ = game.apply(s, game.chance_outcomes(s)[0][0])
    assert sum(s.garden) == 2 and sum(s.bag) == 0


def test_r8_start_player_option():
    # R8: random by default; the setup screen's colour or simulate's seat number fixes it
    assert game.new_state(4).phase == FIRST
    assert game.new_state(4, {"start_player": "random"}).phase == FIRST
    assert game.new_state(4, {"start_player": "yellow"}).first_player == 1
    assert game.new_state(5, {"start_player": 4}).first_player == 4
    assert game.new_state(3, {"start_player": "2"}).first_player == 2
    for bad in ("black", 3, "green", True):
        with pytest.raises(ValueError):
            game.new_state(3, {"start_player": bad})
    names, choices, default = game.options_spec[0]
    assert names == "start_player" and default == "random" and len(choices) == 6
