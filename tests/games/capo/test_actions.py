"""The roll actions: Influence, Extort, Bribe, Invest, doubles and the hitman (R15-R32)."""

from __future__ import annotations

from gamebox.games.capo import events as E
from gamebox.games.capo.model import (
    ARREST,
    CUBE,
    DECISION,
    DRAW,
    HITMAN,
    INFLUENCE,
    INVEST_CARD,
    PLACE_CARD,
    RESPONSE_A,
    REVEAL,
    Marker,
)
from gamebox.games.capo.rules import STOP

from .helpers import B1, B2, B3, BLUE, RED, W1, W2, W3, of_type, play, table


def legal_texts(game, s):
    return {str(a) for a in game.legal_actions(s)}


# -- Influence (R15, R16) ------------------------------------------------------------------


def test_s2_influence_options(game):
    # R13
    # R15
    s, _ = play(table(), "W1 B2")
    assert s.phase == INFLUENCE
    assert legal_texts(game, s) == {"I1 B2", "I2 W1"}
    s, events = play(s, "I1 B2")
    assert s.influence[1] == 9
    assert not s.slot_free(B2) and s.pending[B2] == Marker("I", 1)
    assert of_type(events, E.InfluencePlaced) == [E.InfluencePlaced(RED, B2, 1)]


def test_s3_forced_influence_option(game):
    # R16
    s, events = play(table(pending={"B2": "I3"}), "W1 B2")
    # the only legal choice (I2 next to W1) is taken by the engine itself
    assert of_type(events, E.InfluencePlaced) == [E.InfluencePlaced(RED, W1, 2)]
    assert s.phase == RESPONSE_A and s.pending[W1] == Marker("I", 2)
    assert s.influence[2] == 9 and s.influence[1] == 10


def test_r16_no_legal_influence_option_arrests(game):
    # R16
    # R34
    s, events = play(table(pending={"W1": "I1", "B2": "I1"}), "W1 B2")
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "no_slot")]
    assert s.phase == ARREST and not of_type(events, E.InfluencePlaced)


# -- Extortion (R17-R20) -------------------------------------------------------------------


def test_s5_extort(game):
    # R18
    # R19
    s, events = play(table(), "W4 B3")
    assert s.level == 3
    assert s.pending_mayor == 1
    assert s.mayor_supply == 5
    assert of_type(events, E.MayorMarkerPlaced) == [E.MayorMarkerPlaced(RED)]


def test_s6_extort_above_6(game):
    # R19
    # R20
    # R34
    s, events = play(table(level=4), "W3 B4")
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "level")]
    assert s.phase == ARREST  # Red could still Reneg
    assert s.pending_mayor == 0 and s.mayor_supply == 6 and s.level == 4
    s, events = play(s, "pass")
    assert of_type(events, E.Arrested) and s.active == BLUE


def test_r17_level_only_rises_and_resets(game):
    # R17
    s, _ = play(table(), "W4 B1", "pass", "pass", "W2 B4", "pass", "pass")
    assert s.level == 3
    s, _ = play(s, "stop")
    assert s.level == 0


def test_s7_empty_mayor_marker_supply(game):
    # R18
    # R44
    # R62
    s = table(level=1, hands=(7, 7), pending_mayor=1)
    assert s.mayor_supply == 0
    s, events = play(s, "W2 B4")
    assert s.level == 3 and s.pending_mayor == 1
    assert of_type(events, E.MayorMarkerSkipped) == [E.MayorMarkerSkipped(RED)]
    assert not of_type(events, E.ArrestTriggered) and not s.game_end
    s, _ = play(s, "pass", "pass")
    assert s.phase == DECISION and STOP in game.legal_actions(s)


# -- Bribe (R21, R22) ----------------------------------------------------------------------


def test_r21_bribe_goes_face_down_next_to_the_card_of_the_other_die(game):
    # R21
    s, _ = play(table(), "W5 B3")
    assert s.phase == DRAW and s.step_card == B3
    outcomes = game.chance_outcomes(s)
    assert [(str(a), p) for a, p in outcomes] == [(f"draw {v}", 1 / 3) for v in (1, 2, 3)]
    s, events = play(s, "draw 2")
    assert s.pending[B3] == Marker("B", 2, False)
    assert s.bribes_in_supply == 14 and s.bribe_pool[2] == 4
    assert of_type(events, E.BribePlaced) == [E.BribePlaced(RED, B3, 2)]
    s, _ = play(table(), "W1 B5", "draw 1")
    assert s.pending[W1] is not None and s.pending[W1].is_bribe


def test_s9_bribe_onto_an_occupied_slot(game):
    # R21
    # R34
    s, events = play(table(pending={"W2": "I1"}), "W2 B5")
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "no_slot")]
    assert s.bribes_in_supply == 15


def test_s10_bribe_and_extort_reveal(game):
    # R22
    s = table(level=3, sides={BLUE: {"W1": ["B2"]}})
    s, events = play(s, "W5 B4")
    assert s.sides[BLUE][W1] == [Marker("B", 2, True)]
    assert of_type(events, E.BribeRevealed) == [E.BribeRevealed(RED, BLUE, W1, 0, 2)]
    assert s.level == 5 and s.pending_mayor == 1 and s.mayor_supply == 5
    s, _ = play(s, "pass", "pass", "stop")
    assert s.sides[BLUE][W1] == [Marker("B", 2, True)]  # stays face up


def test_s11_bribe_and_extort_fallback(game):
    # R22
    s = table(level=5, sides={BLUE: {"W2": ["B1u"], "B3": ["I3"]}})
    s, events = play(s, "W4 B5")
    assert not of_type(events, E.BribeRevealed)
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "level")]
    assert s.phase == ARREST
    s, _ = play(table(level=1), "W4 B5")
    assert s.level == 3  # the raise is 2


def test_r22_a_chooses_which_face_down_bribe_to_reveal(game):
    # R22
    s = table(sides={BLUE: {"W1": ["B3", "B1u"], "B2": ["I2", "B1"]}, RED: {"W3": ["B2"]}})
    s, _ = play(s, "W4 B5")
    assert s.phase == REVEAL
    assert legal_texts(game, s) == {"reveal W1.1", "reveal B2.2"}  # only N's face-down ones
    s, _ = play(s, "reveal W1.1")
    assert s.sides[BLUE][W1][0] == Marker("B", 3, True) and s.level == 3


def test_r22_revealed_bribe_stays_face_up_after_the_arrest(game):
    # R22
    # R36
    s, events = play(table(level=4, sides={BLUE: {"B1": ["B3"]}}), "W5 B4", "pass")
    assert of_type(events, E.Arrested)
    assert s.sides[BLUE][B1] == [Marker("B", 3, True)]


# -- Invest (R23-R26) ----------------------------------------------------------------------


def test_s13_invest(game):
    # R13
    # R23
    s, _ = play(table(), "W2 B6")
    assert s.card_cubes[W2] == 1 and s.cube_supply == 18
    assert sum(s.card_cubes) == 1


def test_s14_invest_and_extort(game):
    # R24
    s, _ = play(table(level=1), "W6 B4")
    assert s.mayor_cubes == 3 and s.level == 4
    assert s.pending_mayor == 1 and s.cube_supply == 18


def test_s15_invest_and_extort_arrest_keeps_the_cube(game):
    # R24
    # R26
    # R36
    s, events = play(table(level=3, mayor_cubes=3), "W4 B6")
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "level")]
    s, events = play(s, "pass")
    assert of_type(events, E.Arrested)
    assert s.mayor_cubes == 4 and s.cube_supply == 17


def test_r25_invest_and_bribe(game):
    # R25
    s = table(sides={BLUE: {"W3": ["B2", "B3", "I1"], "B1": ["B1"]}})
    s, _ = play(s, "W5 B6")
    assert s.phase == INVEST_CARD and len(game.legal_actions(s)) == 6
    # no face-down bribe of Blue on B2: only the cube
    s2, events = play(s, "cube B2")
    assert s2.card_cubes[B2] == 1 and not of_type(events, E.BribeRevealed)
    # exactly one there: it is turned up
    s3, events = play(s, "cube B1")
    assert s3.sides[BLUE][B1] == [Marker("B", 1, True)]
    # two there: A chooses
    s4, _ = play(s, "cube W3")
    assert s4.phase == REVEAL and legal_texts(game, s4) == {"reveal W3.1", "reveal W3.2"}
    s4, _ = play(s4, "reveal W3.2")
    assert s4.sides[BLUE][W3] == [Marker("B", 2, False), Marker("B", 3, True), Marker("I", 1)]


def test_r26_cubes_placed_this_turn_survive_an_arrest(game):
    # R26
    # R36
    s, _ = play(table(pending={"W1": "I1"}), "W6 B1", "pass", "pass", "W1 B5", "pass")
    assert s.active == BLUE and s.card_cubes[B1] == 1


# -- Doubles and the hitman (R27-R32) ------------------------------------------------------


def test_s17_first_doubles_and_the_hitman(game):
    # R27
    # R31
    s, _ = play(table(), "W3 B3")
    assert s.phase == PLACE_CARD and len(game.legal_actions(s)) == 6
    s, _ = play(s, "I3 W1", "pass", "pass")
    assert s.phase == HITMAN and legal_texts(game, s) == {"payoff", "hitman"}
    s, events = play(s, "hitman")
    assert s.pending[W1] == Marker("I", 3)
    assert s.hitman is True and of_type(events, E.HitmanTaken)
    assert STOP in game.legal_actions(s)


def test_r27_doubles_choose_among_free_slots_only(game):
    # R27
    s, _ = play(table(pending={"W1": "I1", "B3": "I2"}), "W2 B2")
    assert legal_texts(game, s) == {"I2 W2", "I2 W3", "I2 B1", "I2 B2"}


def test_r31_hitman_taken_automatically_without_markers(game):
    # R31
    s, events = play(table(hands=(0, 0)), "W1 B1", "I1 B2")
    assert s.phase == DECISION and s.hitman and of_type(events, E.HitmanTaken)


def test_s18_second_doubles(game):
    # R32
    # R36
    s = table(hitman=True, pending={"W1": "I3", "B2": "B1"}, must_roll=False)
    s, events = play(s, "W2 B2")
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "hitman")]
    assert not of_type(events, E.InfluencePlaced) and s.influence[2] == 10
    s, events = play(s, "pass")
    assert of_type(events, E.Arrested)
    assert s.influence[3] == 10 and s.bribes_in_supply == 15 and s.bribe_pool[1] == 5
    assert s.hitman is False and s.active == BLUE


def test_s19_payoff(game):
    # R31
    # R48
    # R55
    s = table(hands=(3, 5))
    s, _ = play(s, "W5 B5", "bribe W3", "draw 2", "pass", "pass", "payoff")
    assert s.hands[RED] == 2 and s.hitman is False and s.mayor_supply == 8
    assert STOP not in game.legal_actions(s)
    s, events = play(s, "W1 B1")
    assert not of_type(events, E.ArrestTriggered) and s.phase == PLACE_CARD
    s, _ = play(s, "I1 W1", "pass", "pass")
    assert s.phase == HITMAN and s.pending[W1] == Marker("I", 1)


def test_r28_doubles_4(game):
    # R28
    s, events = play(table(level=2), "W4 B4")
    assert s.hands[RED] == 5 and s.pending_mayor == 1 and s.level == 3
    assert s.mayor_supply == 4
    assert [e.to_hand for e in of_type(events, E.MayorMarkerPlaced)] == [True, False]


def test_s21_doubles_4_at_level_6(game):
    # R28
    # R36
    s = table(level=6, pending_mayor=1, hands=(4, 5), must_roll=False)
    s, events = play(s, "W4 B4")
    assert s.hands[RED] == 5
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "level")]
    s, events = play(s, "pass")
    assert of_type(events, E.Arrested)[0].mayor_markers == 2
    assert s.hands[RED] == 5 and s.pending_mayor == 0 and s.mayor_supply == 5
    assert s.active == BLUE


def test_r29_doubles_5_with_every_slot_taken_draws_nothing(game):
    # R29
    # R34
    s = table(pending={n: "I1" for n in ("W1", "W2", "W3", "B1", "B2", "B3")})
    s, events = play(s, "W5 B5")
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "no_slot")]
    assert s.bribes_in_supply == 15 and s.phase == ARREST


def test_r29_doubles_5_choose_a_free_card_then_draw(game):
    # R29
    s, _ = play(table(pending={"B1": "I1"}), "W5 B5")
    assert legal_texts(game, s) == {"bribe W1", "bribe W2", "bribe W3", "bribe B2", "bribe B3"}
    s, _ = play(s, "bribe B3", "draw 3")
    assert s.pending[B3] == Marker("B", 3, False)


def test_s22_doubles_6_moves_a_cube(game):
    # R30
    s = table(card_cubes={"W1": 2})
    s, _ = play(s, "W6 B6")
    assert s.phase == CUBE
    assert all(a.kind == "move" and a.a == W1 for a in game.legal_actions(s))
    assert len(game.legal_actions(s)) == 5
    s, events = play(s, "cube W1>B3")
    assert s.card_cubes[W1] == 1 and s.card_cubes[B3] == 1
    assert s.cube_supply == 17 and s.mayor_cubes == 2
    assert of_type(events, E.CubeMoved) == [E.CubeMoved(RED, W1, B3)]


def test_s23_doubles_6_fallback(game):
    # R30
    s, _ = play(table(), "W6 B6")
    cards = {f"cube {n}" for n in ("W1", "W2", "W3", "B1", "B2", "B3")}
    assert legal_texts(game, s) == cards | {"pass"}  # the rulebook: the player *may* place
    placed, _ = play(s, "cube B1")
    assert placed.card_cubes[B1] == 1 and placed.cube_supply == 18 and placed.mayor_cubes == 2
    declined, events = play(s, "pass")
    assert sum(declined.card_cubes) == 0 and declined.cube_supply == 19
    assert of_type(events, E.WindowPassed) == [E.WindowPassed(RED, "cube")]


def test_s41_all_six_slots_occupied(game):
    # R27
    # R34
    s = table(pending={n: "I2" for n in ("W1", "W2", "W3", "B1", "B2", "B3")})
    s, events = play(s, "W1 B1")
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "no_slot")]
    s, events = play(s, "pass")
    assert of_type(events, E.Arrested) and s.active == BLUE
