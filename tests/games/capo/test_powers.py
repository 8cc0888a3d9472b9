"""Mayor markers and the power actions (R44-R61), illegal actions and the slot variant."""

from __future__ import annotations

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.capo import events as E
from gamebox.games.capo.model import (
    ARREST,
    DECISION,
    DRAW,
    HITMAN,
    RESPONSE_A,
    RESPONSE_N,
    CapoAction,
    Marker,
)
from gamebox.games.capo.rules import BACKSTAB, PASS, RENEG, STOP

from .helpers import B1, B2, B3, BLUE, RED, W1, W2, W3, game, of_type, play, table


def texts(s):
    return {str(a) for a in game.legal_actions(s)}


def kinds(s):
    return {a.kind for a in game.legal_actions(s)}


# -- general (R44-R52) ---------------------------------------------------------------------


def test_r44_empty_mayor_supply_skips_doubles_4_steps():
    # R44
    # R28
    s = table(hands=(7, 7), pending_mayor=1, level=1)
    s, events = play(s, "W4 B4")
    assert s.hands[RED] == 7 and s.pending_mayor == 1 and s.level == 2
    assert len(of_type(events, E.MayorMarkerSkipped)) == 2
    assert not of_type(events, E.ArrestTriggered)


def test_r45_only_a_uses_powers_except_backstab():
    # R45
    # R61
    s, _ = play(table(pending={"W1": "I1"}), "W4 B1")
    assert s.phase == RESPONSE_A and game.turn(s).player == RED
    assert game.legal_actions(s) == [RENEG, PASS]
    s, _ = play(s, "pass")
    assert s.phase == RESPONSE_N and game.turn(s).player == BLUE
    assert game.legal_actions(s) == [BACKSTAB, PASS]
    s, _ = play(s, "pass")
    assert game.turn(s).player == RED
    assert "backstab" not in kinds(s) and "reneg" not in kinds(s)


def test_r46_powers_are_paid_from_the_hand_not_from_pending():
    # R46
    s = table(pending={"W1": "I1"}, hands=(0, 5), pending_mayor=3, must_roll=False)
    assert kinds(s) == {"roll", "stop"}
    s = table(pending={"W1": "I1"}, hands=(1, 5), must_roll=False)
    assert "scandal" not in kinds(s) and "pocket" in kinds(s)
    s, events = play(s, "pocket W1")
    assert s.hands[RED] == 0 and s.mayor_supply == 10
    assert of_type(events, E.PowerPaid) == [E.PowerPaid(RED, "pocket", 1)]


def test_r47_any_number_of_powers_in_a_turn():
    # R47
    s = table(pending={"W1": "I1", "W2": "I2", "W3": "I3"}, hands=(6, 5), must_roll=False)
    s, _ = play(s, "pocket W1", "deceive W2>B2", "scandal +2", "pocket W3", "W4 B1")
    assert s.hands[RED] == 1 and s.level == 3
    assert s.sides[RED][W1] == [Marker("I", 1)] and s.sides[RED][W3] == [Marker("I", 3)]
    assert s.pending[B2] == Marker("I", 2)


@pytest.mark.parametrize("power", ["pocket W1", "deceive W1>B3", "scandal +1", "scandal +2"])
def test_r48_must_roll_after_a_power(power):
    # R48
    s = table(pending={"W1": "I1"}, must_roll=False)
    s, _ = play(s, power)
    assert s.must_roll and STOP not in game.legal_actions(s)
    s, _ = play(s, "W4 B1", "pass", "pass")
    assert STOP in game.legal_actions(s)


def test_s31_one_marker_actions_cannot_save_an_arrest():
    # R35
    # R49
    s = table(pending={"W1": "I1", "B2": "I2"}, hands=(3, 5), must_roll=False)
    s, _ = play(s, "W1 B2")
    assert s.phase == ARREST and game.turn(s).player == RED
    assert game.legal_actions(s) == [RENEG, PASS]  # no Deceive, no Pocket
    s, events = play(s, "pass")
    assert of_type(events, E.Arrested)
    assert s.active == BLUE and s.phase == DECISION  # Blue never got a Backstab window
    assert s.hands == [3, 5]


def test_s33_no_backstab_on_an_arresting_roll():
    # R35
    # R56
    s = table(hitman=True, hands=(4, 5), must_roll=False)
    s, _ = play(s, "W5 B5")
    assert s.phase == ARREST and game.legal_actions(s) == [RENEG, PASS]
    s, _ = play(s, "pass")
    assert s.active == BLUE and s.hands[BLUE] == 5


def test_r35_no_arrest_window_without_two_markers():
    # R35
    # R50
    s = table(hitman=True, hands=(1, 5), must_roll=False)
    s, events = play(s, "W2 B2")
    assert of_type(events, E.Arrested) and s.active == BLUE
    assert s.phase == DECISION and s.hands == [1, 5]


def test_r50_nobody_spends_markers_after_the_arrest():
    # R50
    s = table(hitman=True, hands=(4, 5), must_roll=False)
    s, events = play(s, "W6 B6", "pass")
    assert not of_type(events, E.PowerPaid)
    assert s.active == BLUE and s.phase == DECISION and s.rolls == 0


# -- Deceive, Pocket, Payoff (R53-R55) -----------------------------------------------------


def test_r53_deceive_moves_a_pending_marker_to_a_free_slot():
    # R53
    # R33
    # R70
    s = table(pending={"W1": "B3", "B2": "I1"}, must_roll=False)
    deceives = {str(a) for a in game.legal_actions(s) if a.kind == "deceive"}
    assert deceives == {
        f"deceive {a}>{b}"
        for a in ("W1", "B2")
        for b in ("W1", "W2", "W3", "B1", "B2", "B3")
        if b not in ("W1", "B2")
    }
    s, events = play(s, "deceive W1>B3")
    assert s.pending[W1] is None and s.pending[B3] == Marker("B", 3, False)
    assert s.slot_free(W1) and s.hands[RED] == 3
    assert of_type(events, E.MarkerDeceived) == [E.MarkerDeceived(RED, W1, B3)]
    assert game.view(s, RED).pending[B3].value == 0
    s, events = play(s, "W1 B5", "draw 1")  # the vacated slot takes a new bribe
    assert not of_type(events, E.ArrestTriggered)


def test_r53_deceive_needs_another_free_slot():
    # R53
    s = table(pending={n: "I1" for n in ("W1", "W2", "W3", "B1", "B2", "B3")}, must_roll=False)
    assert "deceive" not in kinds(s) and "pocket" in kinds(s)
    with pytest.raises(IllegalAction):
        play(s, "deceive W1>W2")


def test_s30_must_roll_after_pocket_and_pocket_frees_the_slot():
    # R33
    # R48
    # R54
    s = table(pending={"W2": "I3"}, hands=(1, 5), must_roll=False)
    s, events = play(s, "pocket W2")
    assert s.sides[RED][W2] == [Marker("I", 3)] and s.pending[W2] is None
    assert of_type(events, E.MarkerCommitted)[0].pocketed
    assert s.hands[RED] == 0
    assert STOP not in game.legal_actions(s)
    s, events = play(s, "W2 B5")
    assert s.phase == DRAW and not of_type(events, E.ArrestTriggered)
    s, _ = play(s, "draw 2")
    assert s.pending[W2] == Marker("B", 2, False)
    s, _ = play(s, "pass")  # Blue passes on Backstab (Red could not Reneg)
    assert STOP in game.legal_actions(s)


def test_r54_pocket_into_a_full_side_and_owner_sees_the_bribe():
    # R54
    # R39
    # R71
    s = table(pending={"B1": "B1"}, sides={RED: {"B1": ["I1"] * 5}}, must_roll=False)
    s, _ = play(s, "pocket B1")
    assert s.phase == "overflow"
    s, _ = play(s, "discard B1.5")
    assert s.phase == DECISION and s.must_roll
    assert s.sides[RED][B1][-1] == Marker("B", 1, False)
    assert game.view(s, RED).sides[RED][B1][-1].value == 1
    assert game.view(s, BLUE).sides[RED][B1][-1].value == 0


def test_r55_payoff_only_at_the_hitman_step():
    # R55
    # R31
    s = table(must_roll=False)
    assert "payoff" not in kinds(s)
    s, _ = play(s, "W2 B2", "I2 B3", "pass", "pass")
    assert s.phase == HITMAN
    s, _ = play(s, "payoff")
    assert not s.hitman and s.hands[RED] == 3 and s.must_roll


def test_r55_no_payoff_when_the_hitman_is_held():
    # R55
    # R32
    s = table(hitman=True, must_roll=False)
    s, _ = play(s, "W3 B3")
    assert s.phase == ARREST and "payoff" not in kinds(s)


# -- Backstab and Reneg (R56, R57, R59-R61) ------------------------------------------------


def test_r56_backstab_cancels_and_may_repeat_each_roll():
    # R56
    # R59
    s = table(hands=(0, 3))
    s, _ = play(s, "W6 B1")
    assert s.phase == RESPONSE_N and s.card_cubes[B1] == 1
    s, events = play(s, "backstab")
    assert of_type(events, E.RollCancelled) == [E.RollCancelled(BLUE, "backstab", 1)]
    assert s.card_cubes[B1] == 0 and s.cube_supply == 19 and s.hands[BLUE] == 2
    assert s.phase == DECISION and s.must_roll and s.rolls == 0 and s.dice is None
    s, _ = play(s, "W4 B1", "backstab", "W4 B2", "backstab", "W4 B3")
    assert s.hands[BLUE] == 0 and s.level == 3
    assert s.phase == DECISION and not s.must_roll  # nobody can cancel any more


def test_r57_reneg_in_the_response_window():
    # R57
    # R59
    # R61
    s = table(pending={"W1": "I2"}, level=1, must_roll=False)
    s, _ = play(s, "W4 B3")
    assert s.phase == RESPONSE_A and s.level == 4
    s, _ = play(s, "reneg")
    assert s.level == 1 and s.pending_mayor == 0 and s.mayor_supply == 8
    assert s.hands == [2, 5] and s.must_roll and s.phase == DECISION


def test_r57_the_doubles_4_marker_cannot_pay_for_reneg():
    # R57
    # R28
    s = table(level=6, hands=(1, 5), must_roll=False)
    s, events = play(s, "W4 B4")
    assert of_type(events, E.ArrestTriggered) and of_type(events, E.Arrested)
    assert s.active == BLUE and s.hands[RED] == 2  # the marker was kept, no Reneg offered


def test_r57_reneg_undoes_the_doubles_4_marker():
    # R57
    # R59
    # R28
    s = table(level=6, hands=(2, 5), pending_mayor=1, must_roll=False)
    s, _ = play(s, "W4 B4")
    assert s.phase == ARREST and s.hands[RED] == 3
    s, _ = play(s, "reneg")
    assert s.hands[RED] == 0 and s.pending_mayor == 1 and s.level == 6
    assert s.mayor_supply == 15 - 5 - 1


def test_r59_cancel_keeps_revealed_bribes_face_up_and_returns_the_draw():
    # R59
    # R22
    # R69
    s = table(level=1, sides={BLUE: {"W2": ["B3"]}}, must_roll=False)
    s, _ = play(s, "W4 B5", "pass", "backstab")
    assert s.sides[BLUE][W2] == [Marker("B", 3, True)]  # (b) stays face up
    assert s.level == 1 and s.pending_mayor == 0
    s, _ = play(s, "W5 B2", "draw 3", "reneg")
    assert s.pending[B2] is None and s.bribe_pool[3] == 4 and s.bribes_in_supply == 14  # (c)
    assert s.hands == [2, 4]


def test_r59_powers_used_before_the_roll_are_not_undone():
    # R59
    # R60
    s = table(pending={"W3": "I3"}, hands=(3, 5), must_roll=False)
    s, _ = play(s, "pocket W3", "scandal +2", "W6 B2")  # Red's hand 0: no Reneg
    assert s.phase == RESPONSE_N
    s, _ = play(s, "backstab")
    assert s.sides[RED][W3] == [Marker("I", 3)] and s.level == 2 and s.hands == [0, 4]
    assert s.card_cubes[B2] == 0


def test_r60_only_the_most_recent_roll_can_be_cancelled():
    # R60
    s, _ = play(table(), "W6 B1", "pass", "pass")
    assert s.phase == DECISION
    for text in ("reneg", "backstab"):
        with pytest.raises(IllegalAction):
            play(s, text)
    s, _ = play(s, "W6 B2", "reneg")
    assert s.card_cubes[B1] == 1 and s.card_cubes[B2] == 0


# -- Scandal (R58) -------------------------------------------------------------------------


def test_s39_scandal_limits():
    # R48
    # R58
    s = table(level=5, hands=(2, 5), must_roll=False)
    assert "scandal +1" in texts(s) and "scandal +2" not in texts(s)
    s, events = play(s, "scandal +1")
    # the rulebook wins over S39 here: the level rose, so a Mayor marker is placed
    assert s.level == 6 and s.hands[RED] == 0 and s.pending_mayor == 1
    assert of_type(events, E.LevelRaised) == [E.LevelRaised(RED, 1, 6, scandal=True)]
    assert of_type(events, E.MayorMarkerPlaced) == [E.MayorMarkerPlaced(RED)]
    assert STOP not in game.legal_actions(s)
    s, _ = play(s, "W1 B2", "I1 B2", "pass")
    assert STOP in game.legal_actions(s)


def test_r58_scandal_before_the_first_roll():
    # R58
    s, _ = play(table(), "scandal +2")
    # R18: the marker placed for the rise comes from the supply (6 + 2 paid - 1 placed)
    assert s.level == 2 and s.rolls == 0 and s.must_roll and s.mayor_supply == 7



# -- illegal actions -----------------------------------------------------------------------


def test_illegal_stop_when_must_roll():
    # R11
    # R37
    with pytest.raises(IllegalAction, match="must roll"):
        play(table(), "stop")


def test_illegal_power_without_enough_markers():
    # R46
    s = table(pending={"W1": "I1"}, hands=(1, 5), must_roll=False)
    with pytest.raises(IllegalAction, match="costs 2 Mayor markers and Red holds 1"):
        play(s, "scandal +1")
    s = table(pending={"W1": "I1"}, hands=(0, 5), must_roll=False)
    with pytest.raises(IllegalAction, match="costs 1"):
        play(s, "pocket W1")


def test_illegal_action_from_another_phase():
    # R9
    s = table()
    for text in ("I1 B2", "reneg", "hitman", "cube W1", "discard new", "draw 2"):
        with pytest.raises(IllegalAction) as info:
            game.apply(s, game.parse_action(s, text))
        assert str(info.value)
    s, _ = play(s, "W1 B2")
    with pytest.raises(IllegalAction, match="Influence option"):
        play(s, "I3 W1")
    with pytest.raises(IllegalAction):
        game.apply(s, CapoAction("dice", 4, 4))  # not a chance step


def test_illegal_chance_outcome_and_unknown_text():
    # R69
    s, _ = play(table(bribe_supply=2), "W5 B1")
    missing = next(v for v in (1, 2, 3) if s.bribe_pool[v] == 0)
    with pytest.raises(IllegalAction, match="not a possible outcome"):
        play(s, f"draw {missing}")
    for text in ("jump", "I4 W1", "W7 B1", "cube MAYOR", "scandal +3", ""):
        with pytest.raises(IllegalAction, match="unknown action"):
            game.parse_action(s, text)


def test_illegal_after_game_over():
    # R63
    s, _ = play(table(cube_supply=1), "W1 B6", "pass", "pass")
    assert game.turn(s).is_over
    with pytest.raises(IllegalAction, match="over"):
        game.apply(s, CapoAction("roll"))


# -- variant: slot_rule per_turn (section 8, A8) ---------------------------------------------


def test_variant_per_turn_pocket_keeps_the_slot_blocked():
    # R33
    s = table(
        pending={"W2": "I3"}, hands=(2, 5), must_roll=False, options={"slot_rule": "per_turn"}
    )
    s, _ = play(s, "pocket W2")
    assert s.pending[W2] is None and not s.slot_free(W2)
    assert "deceive" not in kinds(s)  # nothing pending any more
    s, events = play(s, "W2 B5")
    assert of_type(events, E.ArrestTriggered) == [E.ArrestTriggered(RED, "no_slot")]


def test_variant_per_turn_deceive_keeps_both_slots_blocked():
    # R33
    # R53
    s = table(pending={"W1": "I1"}, must_roll=False, options={"slot_rule": "per_turn"})
    s, _ = play(s, "deceive W1>B3")
    assert not s.slot_free(W1) and not s.slot_free(B3)
    deceives = {str(a) for a in game.legal_actions(s) if a.kind == "deceive"}
    assert deceives == {"deceive B3>W2", "deceive B3>W3", "deceive B3>B1", "deceive B3>B2"}
    s, _ = play(s, "W4 B1", "pass", "pass", "stop")
    assert s.active == BLUE and all(s.slot_free(c) for c in range(6))  # a new turn


def test_variant_current_rule_is_the_default():
    # R33
    assert table().slot_rule == "current"
    with pytest.raises(ValueError):
        game.new_state(2, {"slot_rule": "sometimes"})
