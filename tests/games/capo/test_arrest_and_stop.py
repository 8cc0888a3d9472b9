"""Slots, arrest, stopping, capacity, the Extortion bonus and End of turn (R33-R43),
and the exact arrest probabilities of section 10.3."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gamebox.games.capo import events as E
from gamebox.games.capo.model import ARREST, DECISION, OVERFLOW, BoxedBribe, Marker
from gamebox.games.capo.rules import STOP

from .helpers import (
    B1,
    B2,
    B3,
    BLUE,
    RED,
    W1,
    W2,
    W3,
    arrest_fraction,
    game,
    of_type,
    play,
    table,
)

# -- section 10.3: exact arrest probability of the next roll --------------------------------

ALL = ("W1", "W2", "W3", "B1", "B2", "B3")
ARREST_TABLE = [
    # (state, pending cards, level, hitman, Mayor cubes, opponent bribe, outcomes of 36)
    ("fresh turn", (), 0, False, 2, None, Fraction(0)),
    ("1 pending W3", ("W3",), 0, False, 2, None, Fraction(1)),
    ("2 twins", ("W2", "B2"), 0, False, 2, None, Fraction(2)),
    ("2 non-twins", ("W3", "B2"), 0, False, 2, None, Fraction(3)),
    ("3 one colour", ("W1", "W2", "W3"), 0, False, 2, None, Fraction(3)),
    ("3 pending W2 W3 B3", ("W2", "W3", "B3"), 0, False, 2, None, Fraction(4)),
    ("3 no twins", ("W1", "W2", "B3"), 0, False, 2, None, Fraction(5)),
    ("4 pending", ("W1", "W2", "B1", "B2"), 0, False, 2, None, Fraction(6)),
    ("5 pending", ALL[:5], 0, False, 2, None, Fraction(9)),
    ("6 pending", ALL, 0, False, 2, None, Fraction(16)),
    ("hitman only", (), 0, True, 2, None, Fraction(6)),
    ("hitman + W3 B3, level 2", ("W3", "B3"), 2, True, 2, None, Fraction(8)),
    ("hitman + one colour, level 3", ("W1", "W2", "W3"), 3, True, 2, None, Fraction(9)),
    ("level 3, Mayor 3", (), 3, False, 3, None, Fraction(2)),
    ("level 4, no opp bribe", (), 4, False, 2, None, Fraction(4)),
    ("level 4, opp bribe 1/3 each", (), 4, False, 2, "each", Fraction(14, 3)),
    ("level 5, no opp bribe", (), 5, False, 2, None, Fraction(8)),
    ("level 5, opp bribe 1/3 each", (), 5, False, 2, "each", Fraction(22, 3)),
    ("level 6, Mayor 2", (), 6, False, 2, None, Fraction(11)),
    ("level 5 + W1 W2", ("W1", "W2"), 5, False, 2, None, Fraction(10)),
    ("level 6 + hitman + W1 B1", ("W1", "B1"), 6, True, 2, None, Fraction(18)),
    ("level 0, Mayor 6", (), 0, False, 6, None, Fraction(2)),
]


@pytest.mark.parametrize(
    ("pending", "level", "hitman", "mayor", "opp", "outcomes"),
    [row[1:] for row in ARREST_TABLE],
    ids=[row[0] for row in ARREST_TABLE],
)
def test_section_10_3_arrest_probability(pending, level, hitman, mayor, opp, outcomes):
    # R34
    # R16
    # R19
    # R21
    # R22
    # R24
    # R27
    # R28
    # R32
    values = (1, 2, 3) if opp == "each" else (None,)
    states = [
        table(
            pending={c: "I1" for c in pending},
            level=level,
            hitman=hitman,
            mayor_cubes=mayor,
            must_roll=not hitman,
            sides={BLUE: {"B3": [f"B{v}"]}} if v else None,
        )
        for v in values
    ]
    assert arrest_fraction(states) == outcomes / 36


def test_section_10_3_probability_written_as_in_the_table():
    # R34
    s = [table(level=4, sides={BLUE: {"W2": [f"B{v}"]}}) for v in (1, 2, 3)]
    assert arrest_fraction(s) == Fraction(7, 54)
    s = [table(level=5, sides={BLUE: {"W2": [f"B{v}"]}}) for v in (1, 2, 3)]
    assert arrest_fraction(s) == Fraction(11, 54)


# -- slots (R33) and arrest (R34-R36) -------------------------------------------------------


def test_r33_slot_is_occupied_only_by_a_pending_marker(game):
    # R33
    s = table(pending={"W2": "I1"}, sides={RED: {"W3": ["I2"]}}, card_cubes={"B1": 3})
    assert not s.slot_free(W2)
    assert s.slot_free(W3) and s.slot_free(B1)  # committed markers and cubes do not count
    s, events = play(s, "W3 B5", "draw 1")
    assert not of_type(events, E.ArrestTriggered) and not s.slot_free(W3)


def test_r34_nothing_else_arrests(game):
    # R34
    # R44
    s = table(level=2, hands=(7, 7), pending_mayor=1, card_cubes={"B2": 4})
    assert s.mayor_supply == 0
    for roll in ("W4 B4", "W4 B3", "W6 B6", "W5 B6"):
        assert not of_type(play(s, roll)[1], E.ArrestTriggered), roll


def test_s27_arrest_consequences(game):
    # R26
    # R36
    s = table(
        pending={"W2": "I2", "B1": "I3", "W3": "B3"}, pending_mayor=1, level=1, must_roll=False
    )
    s, _ = play(s, "W6 B2", "pass", "pass")  # a cube on B2 this turn
    s, _ = play(s, "W4 B3", "pass", "pass")  # level 4
    assert s.level == 4 and s.pending_mayor == 2 and s.card_cubes[B2] == 1
    s, events = play(s, "W4 B3")
    assert s.phase == ARREST
    s, events = play(s, "pass")
    arrested = of_type(events, E.Arrested)[0]
    assert set(arrested.returned) == {(W2, "I2"), (B1, "I3"), (W3, "B")}  # no bribe value
    assert s.influence[2] == 10 and s.influence[3] == 10
    assert s.bribes_in_supply == 15 and s.bribe_pool[3] == 5
    assert s.mayor_supply == 6 and s.pending_mayor == 0
    assert s.card_cubes[B2] == 1
    assert s.score_piles == [0, 0] and not of_type(events, E.ExtortionBonus)
    assert s.level == 0 and s.active == BLUE


def test_r36_arrest_keeps_pocketed_and_committed_markers(game):
    # R36
    # R54
    s = table(pending={"W1": "I3", "B1": "I2"}, sides={RED: {"W1": ["I1"]}}, must_roll=False)
    s, _ = play(s, "pocket W1", "W5 B1", "pass")
    assert s.active == BLUE
    assert s.sides[RED][W1] == [Marker("I", 1), Marker("I", 3)]
    assert s.influence[2] == 10 and s.influence[3] == 9


# -- stopping (R37-R42) --------------------------------------------------------------------


def test_r37_stop_only_after_a_fully_processed_roll(game):
    # R37
    # R11
    s = table()
    assert STOP not in game.legal_actions(s)
    s, _ = play(s, "W4 B1")
    assert STOP not in game.legal_actions(s)  # in the response window
    s, _ = play(s, "pass", "pass")
    assert STOP in game.legal_actions(s)


def test_r38_stop_procedure(game):
    # R38
    s = table(
        pending={"W2": "I3", "B3": "B2"},
        pending_mayor=2,
        level=5,
        mayor_cubes=5,
        sides={RED: {"W2": ["I1"]}},
        must_roll=False,
    )
    s, events = play(s, "stop")
    assert s.sides[RED][W2] == [Marker("I", 1), Marker("I", 3)]
    assert s.sides[RED][B3] == [Marker("B", 2, False)]  # committed face down
    assert s.hands[RED] == 6 and s.pending_mayor == 0
    assert s.score_piles[RED] == 2 and s.mayor_cubes == 3  # 5 // 2
    kinds = [type(e) for e in events]
    order = [E.MarkerCommitted, E.MayorMarkersBanked, E.ExtortionBonus, E.TurnEnded]
    assert [k for k in kinds if k in order] == [*order[:1], E.MarkerCommitted, *order[1:]]
    assert s.active == BLUE


def test_r39_capacity_discard_an_old_marker(game):
    # R39
    # R73
    full = ["I1", "B3", "I2", "I1", "B1"]
    s = table(pending={"B1": "I3", "W1": "I2"}, sides={RED: {"B1": full}}, must_roll=False)
    s, _ = play(s, "stop")
    assert s.phase == OVERFLOW and s.active == RED and s.step_card == B1
    assert s.sides[RED][W1] == [Marker("I", 2)]  # W1 was committed first, in card order
    assert {str(a) for a in game.legal_actions(s)} == {
        "discard B1.1",
        "discard B1.2",
        "discard B1.3",
        "discard B1.4",
        "discard B1.5",
        "discard new",
    }
    s, _ = play(s, "discard B1.2")
    assert s.sides[RED][B1] == [
        Marker("I", 1),
        Marker("I", 3),
        Marker("I", 2),
        Marker("I", 1),
        Marker("B", 1, False),
    ]
    assert s.box_bribes[-1] == BoxedBribe(RED, Marker("B", 3, False), True)
    assert s.active == BLUE


def test_r39_capacity_discard_the_new_marker(game):
    # R39
    # R40
    # R73
    s = table(pending={"W3": "B2"}, sides={RED: {"W3": ["I1"] * 5}}, must_roll=False)
    s, _ = play(s, "stop")
    assert s.phase == OVERFLOW
    view = game.view(s, RED)
    assert view.commit_queue[0][1].value == 0  # R40: not looked at before the choice
    s, _ = play(s, "discard new")
    assert s.sides[RED][W3] == [Marker("I", 1)] * 5
    assert s.box_bribes[-1] == BoxedBribe(RED, Marker("B", 2, False), False)
    assert game.view(s, RED).box_bribes[-1].marker.value == 0  # never seen by anyone
    assert s.bribes_in_supply == 14  # the box never returns to the supply


def test_r39_influence_discarded_to_the_box(game):
    # R39
    s = table(pending={"W1": "I3"}, sides={BLUE: {"W1": ["I1"] * 5}}, active=BLUE, must_roll=False)
    s, _ = play(s, "stop", "discard W1.1")
    assert s.sides[BLUE][W1] == [Marker("I", 3)] + [Marker("I", 1)] * 4
    assert s.box_influence[1] == 1 and s.influence[1] == 5


def test_r40_committed_bribe_face_down_but_owner_sees_it(game):
    # R40
    # R71
    s, _ = play(table(pending={"B2": "B3"}, must_roll=False), "stop")
    assert s.sides[RED][B2] == [Marker("B", 3, False)]
    assert game.view(s, RED).sides[RED][B2] == [Marker("B", 3, False)]
    assert game.view(s, BLUE).sides[RED][B2] == [Marker("B", 0, False)]


@pytest.mark.parametrize(("n", "taken"), [(1, 0), (2, 1), (3, 1), (5, 2), (6, 3)])
def test_r41_level_5_bonus_rounds_down(n, taken):
    # R41
    s, _ = play(table(level=5, mayor_cubes=n, must_roll=False), "stop")
    assert s.score_piles[RED] == taken and s.mayor_cubes == n - taken


@pytest.mark.parametrize("level", [0, 1, 2, 3, 4])
def test_r41_no_bonus_below_5(level):
    # R41
    s, _ = play(table(level=level, mayor_cubes=4, must_roll=False), "stop")
    assert s.score_piles == [0, 0] and s.mayor_cubes == 4


def test_r41_no_bonus_after_an_arrest():
    # R41
    # R36
    s, _ = play(table(level=6, mayor_cubes=3, hitman=True, must_roll=False), "W1 B1", "pass")
    assert s.score_piles == [0, 0] and s.mayor_cubes == 3


def test_s25_level_6_bonus_and_refill():
    # R41
    # R42
    s = table(level=6, mayor_cubes=3, cube_supply=10, must_roll=False)
    s, events = play(s, "stop")
    assert s.score_piles[RED] == 3
    assert s.mayor_cubes == 2 and s.cube_supply == 8
    assert of_type(events, E.MayorRefilled) == [E.MayorRefilled(2)]
    assert s.phase == DECISION and s.active == BLUE


def test_r43_end_of_turn(game):
    # R43
    s = table(level=3, hitman=True, must_roll=False)
    s, events = play(s, "stop")
    assert s.level == 0 and s.hitman is False and s.active == BLUE
    assert of_type(events, E.TurnEnded) == [E.TurnEnded(RED, False)]


def test_s29_hand_limit(game):
    # R43
    # R52
    s = table(hands=(6, 5), pending_mayor=2, must_roll=False)
    s, events = play(s, "stop")
    assert of_type(events, E.MayorMarkersBanked) == [E.MayorMarkersBanked(RED, 2)]
    assert of_type(events, E.HandTrimmed) == [E.HandTrimmed(RED, 1)]
    assert s.hands[RED] == 7 and s.mayor_supply == 3


def test_r52_hand_limit_only_at_the_end_of_the_owners_turn(game):
    # R52
    # R43
    s, _ = play(table(hands=(7, 5)), "W4 B4", "pass", "pass", "hitman")
    assert s.hands[RED] == 8 and s.phase == DECISION  # over 7 during the turn
    s, events = play(s, "stop")
    assert s.hands[RED] == 7 and of_type(events, E.HandTrimmed) == [E.HandTrimmed(RED, 2)]
    s, _ = play(s, "W4 B1", "pass", "pass")  # Red, with 7, passes on Backstab
    assert s.hands == [7, 5]


def test_r59_reneg_undoes_the_arrest_window_roll(game):
    # R57
    # R59
    # R35
    s = table(pending={"W1": "I2"}, level=2, must_roll=False)
    s, events = play(s, "W1 B5")
    assert s.phase == ARREST
    s, events = play(s, "reneg")
    assert of_type(events, E.RollCancelled) == [E.RollCancelled(RED, "reneg", 2)]
    assert s.phase == DECISION and s.must_roll and s.hands[RED] == 2
    assert s.pending[W1] == Marker("I", 2) and s.level == 2 and s.active == RED


def test_r16_w3_b2_arrest_example():
    # R16
    # R34 (the corrected A28 example: W3 B2 offers I3 next to B2 or I2 next to W3)
    s, _ = play(table(), "W3 B2")
    assert {str(a) for a in game.legal_actions(s)} == {"I3 B2", "I2 W3"}
    s, events = play(table(pending={"B2": "I1", "W3": "I1"}), "W3 B2")
    assert of_type(events, E.ArrestTriggered)
    assert of_type(play(table(pending={"B2": "I1"}), "W3 B2")[1], E.InfluencePlaced) == [
        E.InfluencePlaced(RED, W3, 2)
    ]


def test_section_7_worked_turn():
    # R15
    # R23
    # R19
    # R29
    # R31
    # R38
    # R43
    s = table(hands=(3, 4))
    s, _ = play(s, "W2 B1", "I2 B1", "pass", "pass")
    s, _ = play(s, "W6 B3", "pass", "pass")
    assert s.card_cubes[B3] == 1 and s.cube_supply == 18
    supply = s.mayor_supply
    s, _ = play(s, "W4 B3", "pass", "pass")
    assert s.level == 3 and s.pending_mayor == 1 and s.mayor_supply == supply - 1
    s, _ = play(s, "W5 B5", "bribe W3", "draw 2", "pass", "pass", "hitman")
    assert s.hitman and s.pending_cards() == [W3, B1]
    assert arrest_fraction([s]) == Fraction(9, 36)  # step 5, the risk check
    s, _ = play(s, "stop")
    assert s.sides[RED][B1] == [Marker("I", 2)] and s.sides[RED][W3] == [Marker("B", 2, False)]
    assert s.hands[RED] == 4 and s.score_piles == [0, 0]
    assert s.level == 0 and not s.hitman and s.active == BLUE


@pytest.mark.parametrize(
    ("pending", "level", "hitman", "mayor", "opp", "outcomes"),
    [row[1:] for row in ARREST_TABLE],
    ids=[row[0] for row in ARREST_TABLE],
)
def test_computer_players_arrest_formula_matches_section_10_3(
    game, pending, level, hitman, mayor, opp, outcomes
):
    # R34: the computer players' closed formula, fed only Red's view, gives the table's odds
    from gamebox.games.capo.ai import arrest_outcomes

    state = table(
        pending={c: "I1" for c in pending},
        level=level,
        hitman=hitman,
        mayor_cubes=mayor,
        must_roll=not hitman,
        sides={BLUE: {"B3": ["B2"]}} if opp else None,
    )
    view = game.view(state, RED)
    found = arrest_outcomes(view, game.config.bribes_per_value, RED)
    assert Fraction(found).limit_denominator(36) == outcomes
