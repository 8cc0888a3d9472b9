"""LOAD and DECLARE (R25-R31); passing and inspecting (R32-R47); debts (R53-R58)."""

from __future__ import annotations

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.model import CONFISCATE, DECLARE, INTERJECT, LOAD, PAY

from .helpers import (
    game,
    inspection,
    load_and_declare,
    of_type,
    play,
    skip_market,
    stall,
    table,
)


def test_s9_bag_size_limits():  # S9: R25
    s = skip_market(table(hands={1: "apples,apples,apples,apples,apples,apples,cheese"},
                          options={"seven_card_hand": True}))
    assert s.phase == LOAD and s.active == 1
    with pytest.raises(IllegalAction):
        play(s, "load -")
    with pytest.raises(IllegalAction):
        play(s, "load apples,apples,apples,apples,apples,apples")
    sizes = {len(a.goods) for a in game.legal_actions(s)}
    assert sizes == {1, 2, 3, 4, 5}


def test_s10_declaration_constraints():  # S10: R29
    s = skip_market(table(hands={1: "chicken,chicken,cheese,silk,apples,apples"}))
    s, _ = play(s, "load chicken,chicken,cheese,silk")
    while s.phase == LOAD:
        s, _ = play(s, f"load {s.hands[s.active][0]}")
    assert s.phase == DECLARE and s.active == 1
    assert [str(a) for a in game.legal_actions(s)] == [
        "declare apples", "declare cheese", "declare bread", "declare chicken"
    ]
    with pytest.raises(IllegalAction, match="R29"):
        play(s, "declare silk")
    for text in ("declare chicken", "declare apples"):
        _, ev = play(s, text)
        assert of_type(ev, E.Declared)[0].count == 4  # R28: N is the bag size


def test_s42_bread_declared_with_three_players():  # S42: R31
    s = inspection(3, bags={1: "apples,apples"}, declared={1: "bread"}, gold={0: 50, 1: 50})
    s, ev = play(s, "inspect P2")
    assert of_type(ev, E.BagInspected)[0].honest is False
    s, _ = play(s, "confiscate D1 apples", "confiscate D1 apples")
    assert s.gold[1] == 46 and s.gold[0] == 54


def test_r27_merchant_without_cards_has_no_bag():  # R27
    s = table(hands={1: ""}, deck="apples")
    s = skip_market(s)
    assert s.active == 2
    s, _ = load_and_declare(s, {}, {})
    assert s.bags[1] is None and 1 not in s.unresolved()


def test_views_hide_bags_until_resolved():  # R30, R76
    s = inspection(bags={1: "apples,silk"}, declared={1: "apples"}, skip=False)
    for viewer in (0, 2, None):
        assert game.view(s, viewer).bags[1] == ["?", "?"]
    assert sorted(game.view(s, 1).bags[1]) == ["apples", "silk"]


def test_s11_honest_bag_inspected():  # S11: R43
    s = inspection(bags={1: "chicken,chicken,chicken,chicken"}, declared={1: "chicken"},
                   gold={0: 30, 1: 20})
    s, ev = play(s, "inspect P2")
    assert of_type(ev, E.BagInspected)[0].honest
    assert s.stall_legal[1] == {"chicken": 4}
    assert (s.gold[0], s.gold[1]) == (22, 28)


def test_rulebook_lie_one_cheese_two_mead():  # R44-R46, A3
    s = inspection(bags={1: "apples,apples,cheese,mead,mead"}, declared={1: "apples"})
    s, _ = play(s, "inspect P2")
    assert s.phase == CONFISCATE and s.active == 0
    s, ev = play(s, "confiscate D2 mead", "confiscate D2 cheese", "confiscate D2 mead")
    assert s.stall_legal[1] == {"apples": 2}
    assert s.piles[1][-3:] == ["mead", "cheese", "mead"]  # Sheriff's order, last on top
    assert of_type(ev, E.GoldPaid)[0].amount == 10
    assert (s.gold[0], s.gold[1]) == (60, 40)
    assert stall(s, 0) == {}  # R45: confiscated cards never go to the Sheriff's stall


def test_s13_lying_with_legal_goods_only():  # S13: R42
    s = inspection(bags={1: "cheese,cheese,cheese"}, declared={1: "apples"})
    s, _ = play(s, "inspect P2", "confiscate D1 cheese", "confiscate D1 cheese",
                "confiscate D1 cheese")
    assert s.stall_legal[1] == {} and s.gold[1] == 44


def test_confiscation_pile_is_fixed_by_the_first_card():  # R45
    s = inspection(bags={1: "silk,mead"}, declared={1: "apples"})
    s, _ = play(s, "inspect P2", "confiscate D2 silk")
    with pytest.raises(IllegalAction):
        play(s, "confiscate D1 mead")


def test_s14_pass_without_bribe():  # S14: R39, R40
    s = inspection(bags={1: "cheese,cheese,silk"}, declared={1: "cheese"})
    gold = s.gold[:]
    s, ev = play(s, "pass P2")
    assert s.stall_legal[1] == {"cheese": 2}
    assert [g for g, _ in s.stall_contra[1]] == ["silk"]
    passed = of_type(ev, E.BagPassed)[0]
    assert game.view_event(passed, 2).contraband == ("?",)
    assert game.view_event(passed, 0).contraband == ("?",)
    assert game.view_event(passed, 1).contraband == ("silk",)
    assert game.view(s, 0).stall_contra[1] == [("?", False)]
    assert s.gold == gold


def test_s15_pass_with_mismatched_legal_goods():  # S15: R39
    s = inspection(bags={1: "apples,apples,apples,bread"}, declared={1: "apples"})
    gold = s.gold[:]
    s, _ = play(s, "pass P2")
    assert s.stall_legal[1] == {"apples": 3, "bread": 1} and s.gold == gold


def test_s19_out_of_gold_legal_goods_cover_the_rest():  # S19: R54, R55
    s = inspection(bags={1: "mead,mead,apples"}, declared={1: "cheese"}, gold={1: 3},
                   stalls={1: "chicken,chicken,apples"})
    s, _ = play(s, "inspect P2", "confiscate D1 mead", "confiscate D1 mead",
                "confiscate D1 apples")
    # penalty 4 + 4 + 2 = 10; 3 gold paid, 7 left
    assert s.phase == PAY and s.active == 1 and s.gold[1] == 0
    assert s.debt is not None and s.debt.remaining == 7
    s, _ = play(s, "pay chicken")
    assert s.debt is not None and s.debt.remaining == 3
    s, _ = play(s, "pay chicken")
    assert s.debt is None and s.phase == INTERJECT
    assert s.stall_legal[0] == {"chicken": 2} and s.stall_legal[1] == {"apples": 1}


def test_legal_goods_are_paid_before_contraband():  # R54.3
    s = inspection(bags={1: "mead,mead"}, declared={1: "cheese"}, gold={1: 0},
                   stalls={1: "silk,apples"})
    s, _ = play(s, "inspect P2", "confiscate D1 mead", "confiscate D1 mead")
    assert [str(a) for a in game.legal_actions(s)] == ["pay apples"]
    with pytest.raises(IllegalAction):
        play(s, "pay silk")
    s, _ = play(s, "pay apples")
    s, ev = play(s, "pay silk")  # revealed to everyone (R54.3, R56)
    assert s.stall_contra[0] == [("silk", True)]
    assert game.view(s, 2).stall_contra[0] == [("silk", True)]
    assert s.debt is None and not of_type(ev, E.DebtCancelled)  # 8 - 2 - 8 < 0


def test_s21_debt_forgiven():  # S21: R54.4
    s = inspection(bags={1: "mead,mead,mead"}, declared={1: "cheese"}, gold={1: 2})
    s, ev = play(s, "inspect P2", "confiscate D1 mead", "confiscate D1 mead",
                 "confiscate D1 mead")
    assert of_type(ev, E.DebtCancelled)[0].amount == 10
    assert s.gold[1] == 0 and s.phase == INTERJECT


def test_s22_sheriff_short_of_gold():  # S22: R43, R54
    s = inspection(bags={1: "apples,apples,apples,apples,apples"}, declared={1: "apples"},
                   gold={0: 5}, stalls={0: "cheese,cheese,cheese"})
    s, _ = play(s, "inspect P2")
    assert s.phase == PAY and s.active == 0
    s, _ = play(s, "pay cheese", "pay cheese")
    assert s.debt is None
    assert s.stall_legal[1] == {"apples": 5, "cheese": 2}
    assert s.stall_legal[0] == {"cheese": 1} and s.gold[0] == 0


def test_r57_goods_just_placed_can_pay_the_fine():  # R57
    s = inspection(bags={1: "chicken,chicken,silk"}, declared={1: "chicken"}, gold={1: 0})
    s, _ = play(s, "inspect P2", "confiscate D1 silk")
    assert s.phase == PAY
    s, _ = play(s, "pay chicken")
    assert s.stall_legal[1] == {"chicken": 1} and s.stall_legal[0] == {"chicken": 1}


def test_wave_through_passes_every_bag():  # R32, R106
    s = inspection(bags={1: "apples", 2: "silk", 3: "cheese"},
                   declared={1: "apples", 2: "apples", 3: "cheese"})
    s, ev = play(s, "wave")
    assert len(of_type(ev, E.BagPassed)) == 3


def test_bags_are_resolved_one_at_a_time_in_any_order():  # R32, R36
    s = inspection(bags={1: "apples", 2: "silk", 3: "cheese"},
                   declared={1: "apples", 2: "apples", 3: "cheese"})
    s, _ = play(s, "inspect P4")
    assert s.resolved[3] and not s.resolved[1] and not s.resolved[2]
    assert s.phase == "interject"
