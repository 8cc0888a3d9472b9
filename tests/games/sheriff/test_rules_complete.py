"""The rules no other test file checks directly, so that every rule R1-R114 is cited by
at least one test (test_rule_coverage.py keeps that true)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from gamebox.engine.data import DataError
from gamebox.engine.game import IllegalAction
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.config import load_config
from gamebox.games.sheriff.model import (
    CHOOSE,
    CONFISCATE,
    DECLARE,
    HIDDEN,
    INTERJECT,
    LOAD,
    OPENING,
    OVER,
    SET_ASIDE,
    TAKE,
    Promise,
)
from gamebox.games.sheriff.rules import SheriffGame
from gamebox.paths import asset

from .helpers import (
    deal,
    game,
    inspection,
    load_and_declare,
    of_type,
    play,
    random_game,
    skip_market,
    skip_windows,
    table,
)

DATA = Path(asset("data", "sheriff.yaml"))


def legal(s) -> list[str]:
    return [str(a) for a in game.legal_actions(s)]


def opening(**kwargs):
    s = inspection(skip=False, **kwargs)
    assert s.phase == OPENING
    return s


# -- players, rounds, goal (R1-R3, R8) ------------------------------------------------------
@pytest.mark.parametrize("n", [2, 6])
def test_r1_three_to_five_players(n):  # R1
    with pytest.raises(ValueError, match="R1"):
        game.new_state(n)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_r1_r3_one_sheriff_per_round_and_equal_turns(n):  # R1, R3, R15, R16
    turns = [0] * n

    def check(before, action, after):
        if after.phase in (SET_ASIDE, TAKE, LOAD, DECLARE):
            assert after.sheriff not in after.order and len(after.order) == n - 1  # R1
        if after.round != before.round:
            turns[after.sheriff] += 1

    state, _ = random_game(n, 11, check)
    assert state.round == {3: 9, 4: 8, 5: 10}[n]  # R3
    assert turns == [3 if n == 3 else 2] * n


def test_r2_final_score_is_gold_goods_and_bonuses():  # R2, R68
    state, _ = random_game(4, 5)
    result = game.result(state)
    assert result is not None
    values = game.config.goods
    bonus = game.bonuses(state)
    for p in range(4):
        goods = sum(values[g].value * k for g, k in state.stall_legal[p].items())
        goods += sum(values[g].value for g, _ in state.stall_contra[p])
        assert result.scores[p] == state.gold[p] + goods + sum(bonus[p].values())
    assert result.scores[result.ranking[0]] == max(result.scores)


def test_r8_the_sheriff_keeps_his_hand():  # R8, R18
    s = table(sheriff=0, hands={0: "silk,silk,apples,cheese,bread,chicken"})
    s = skip_market(s)
    s, _ = load_and_declare(s, {}, {})
    assert sorted(s.hands[0]) == sorted(["silk", "silk", "apples", "cheese", "bread", "chicken"])
    assert s.bags[0] is None and s.phase == OPENING and s.sheriff == 0


# -- components and setup (R4, R9, R10, R87, R88) -------------------------------------------
def _write(tmp_path: Path, old: str, new: str) -> Path:
    text = DATA.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "sheriff.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_r4_coins_add_up(tmp_path):  # R4
    import yaml

    coins = yaml.safe_load(DATA.read_text(encoding="utf-8"))["coins"]
    assert sum(d["value"] * d["count"] for d in coins["denominations"]) == 1189
    assert sum(d["count"] for d in coins["denominations"]) == 110
    with pytest.raises(DataError, match="R4"):
        load_config(_write(tmp_path, "total_value: 1189", "total_value: 1190"))


def test_r9_r10_royal_goods_only_with_the_variant():  # R9, R10, R83
    basic = game.config.deck(4, royal=False)
    royal = game.config.deck(4, royal=True)
    kinds = game.config.goods
    assert not any(kinds[g].kind == "royal" for g in basic) and sum(basic.values()) == 204
    assert sum(k for g, k in royal.items() if kinds[g].kind == "royal") == 12


def test_r87_no_promo_cards_are_defined(tmp_path):  # R87
    assert game.config.promo_cards == ()
    path = _write(tmp_path, "promo_cards: []", "promo_cards: [{id: wine}]")
    with pytest.raises(DataError, match="R87"):
        load_config(path)


def test_r88_negotiation_limits_come_from_the_data():  # R88, R111
    c = game.config
    assert (c.max_demands, c.max_own_postings, c.max_side_postings) == (3, 4, 2)
    strict = SheriffGame(dataclasses.replace(c, max_demands=1))
    s = inspection(bags={1: "silk"}, declared={1: "apples"})
    s, _ = strict.apply(s, strict.parse_action(s, "demand P2 gold=2"))
    s, _ = strict.apply(s, strict.parse_action(s, "stand"))
    assert not any(a.kind == "demand" and a.target == 1 for a in strict.legal_actions(s))


# -- load, inspect, resolve (R26, R33, R34, R38, R41, R47) ----------------------------------
def test_r26_a_sealed_bag_does_not_change():  # R26
    s = skip_market(table(hands={1: "silk,apples,apples,cheese,cheese,cheese"}))
    s, _ = play(s, "load apples,apples,silk")
    assert sorted(s.bags[1]) == ["apples", "apples", "silk"]
    assert sorted(s.hands[1]) == ["cheese", "cheese", "cheese"]
    s, _ = load_and_declare(s, {}, {1: "apples"})
    s = skip_windows(s)
    assert sorted(s.bags[1]) == ["apples", "apples", "silk"]
    assert not any(a.kind == "load" for a in game.legal_actions(s))


def test_r33_decisions_are_final():  # R33, R32
    s = inspection(bags={1: "apples", 2: "silk", 3: "cheese"}, declared={2: "apples"})
    s, _ = play(s, "inspect P4")  # any order (R32): the last merchant first
    s = skip_windows(s)
    s, _ = play(s, "pass P2")
    s = skip_windows(s)
    assert "inspect P2" not in legal(s) and "pass P4" not in legal(s)
    with pytest.raises(IllegalAction):
        play(s, "inspect P2")


def test_r34_a_bribe_may_combine_everything_but_hand_cards():  # R34, R63
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "apples"},
                stalls={1: "apples,pepper"})
    s, _ = play(s, "offer gold=3 stall=apples stallc=pepper bag=crossbow:1 inspect=P3 "
                   "promise=pass_next_time")
    offer = s.offers[1]
    assert offer is not None and offer.gold == 3 and offer.inspects == (2,)
    with pytest.raises(IllegalAction):
        play(s, "side stall=silk inspect=P3")  # silk is in the bag, not on the stall


def test_r38_bag_goods_are_handed_over_before_the_pass():  # R38, R109
    s = opening(bags={1: "apples,silk"}, declared={1: "apples"})
    s, _ = play(s, "offer bag=silk:1", "skip")
    s = skip_windows(s)
    s, ev = play(s, "accept P2")
    kinds = [type(e) for e in ev if isinstance(e, (E.GoodsPaid, E.BagPassed))]
    assert kinds == [E.GoodsPaid, E.BagPassed]
    assert of_type(ev, E.BagPassed)[0].contraband == ()


def test_r41_an_opened_bag_is_shown_to_everyone():  # R41
    s = inspection(bags={1: "apples,silk"}, declared={1: "apples"})
    s, ev = play(s, "inspect P2")
    shown = of_type(ev, E.BagInspected)[0]
    for viewer in (None, 0, 2, 3):
        assert game.view_event(shown, viewer).goods == ("apples", "silk")


def test_r47_penalties_cannot_be_negotiated():  # R47, R46
    s = inspection(bags={1: "silk"}, declared={1: "apples"})
    s, _ = play(s, "inspect P2")
    assert s.phase == CONFISCATE
    assert {a.kind for a in game.legal_actions(s)} == {"confiscate"}
    s, ev = play(s, "confiscate D1 silk")
    assert of_type(ev, E.GoldPaid)[0].amount == 4 and s.gold[1] == 46


# -- debts and deals (R53, R58, R59, R60) ---------------------------------------------------
def test_r53_a_deal_is_never_a_debt():  # R53, R64
    s = opening(bags={1: "silk"}, declared={1: "apples"}, gold={1: 4})
    with pytest.raises(IllegalAction, match="R64"):
        play(s, "offer gold=5")
    s, _ = play(s, "offer gold=4", "skip")
    s = skip_windows(s)
    s, ev = play(s, "accept P2")
    assert s.gold[1] == 0 and not of_type(ev, E.DebtCancelled) and s.debt is None


def test_r58_hand_and_bag_never_pay_a_debt():  # R58, R54
    s = inspection(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "apples"},
                   gold={1: 1}, hands={1: "silk,crossbow,crossbow,apples,apples,apples"})
    s, _ = play(s, "inspect P2")
    s, ev = play(s, "confiscate D1 silk")
    assert of_type(ev, E.DebtCancelled)[0].amount == 3
    assert sorted(s.hands[1]) == ["apples", "apples", "apples", "crossbow", "crossbow"]


def test_r59_deals_only_during_inspection_and_with_the_sheriff():  # R59
    s = table()
    with pytest.raises(IllegalAction):
        play(s, "offer gold=1")
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "apples"})
    s, _ = play(s, "side gold=3 inspect=P3", "skip")
    s = skip_windows(s)
    s, _ = play(s, "acceptside P2")
    assert (s.gold[0], s.gold[1], s.gold[2]) == (53, 47, 50)  # paid to the Sheriff only


def test_r60_r90_commitments_bind_the_sheriff():  # R60, R90, R96
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "apples"})
    s, _ = play(s, "offer gold=2 pass=P3", "skip")
    s = skip_windows(s)
    s, ev = play(s, "accept P2")
    assert of_type(ev, E.BagPassed)[0].player == 1  # R90: "pass P2" is always in it
    assert s.must_pass == [2]
    s = skip_windows(s)
    assert "inspect P3" not in legal(s) and "pass P3" in legal(s)


# -- end, log, hot seat (R67, R71, R78-R81) -------------------------------------------------
def test_r67_contraband_is_revealed_at_the_end():  # R67
    state, _ = random_game(3, 4, options={"royal_goods": True})
    assert state.phase == OVER
    for viewer in range(3):
        assert game.view(state, viewer).stall_contra == state.stall_contra


def test_r71_king_and_queen_strictly_highest():  # R71
    s = table(stalls={0: "chicken," * 6, 1: "chicken," * 4, 2: "chicken,chicken"})
    s.phase = OVER
    bonus = game.bonuses(s)
    assert bonus[0]["chicken"] == 10 and bonus[1]["chicken"] == 5
    assert "chicken" not in bonus[2] and "chicken" not in bonus[3]


def test_r78_the_public_log():  # R78, R20
    s = table(hands={1: "cheese,apples,bread,pepper,chicken,chicken"},
              piles=("chicken,chicken,silk", "mead"))
    s, ev = play(s, "setaside apples,bread,cheese", "take D1", "take D1", "stop")
    s = deal(s, 1)
    s, ev2 = play(s, "discard D2 bread", "discard D2 apples", "discard D2 cheese")
    log = [game.view_event(e, None) for e in ev + ev2]
    assert of_type(log, E.SetAside)[0].count == 3
    assert [e.good for e in of_type(log, E.TookFromPile)] == ["chicken", "chicken"]
    assert [e.good for e in of_type(log, E.Discarded)] == ["bread", "apples", "cheese"]
    assert game.view(s, 3).hands[1].count("chicken") >= 2  # they saw him take them


def test_r79_r81_one_private_decision_at_a_time():  # R79, R80, R81
    s = skip_market(table())
    seen = []
    while s.phase == LOAD:
        seen.append(game.turn(s).player)  # one seat behind the curtain at a time
        s, ev = play(s, f"load {s.hands[s.active][0]}")
        loaded = of_type(ev, E.BagLoaded)[0]
        for other in range(4):
            if other != loaded.player:  # R81: what was loaded is not shown
                assert game.view_event(loaded, other).goods == (HIDDEN,)
    assert seen == [1, 2, 3]
    s, _ = load_and_declare(s, {}, {})
    view = game.view(s, None)  # R80: a negotiation screen shows public information
    assert all(b == [HIDDEN] for b in view.bags if b is not None)


# -- negotiation protocol (R89, R99, R102-R105, R107, R112) ---------------------------------
def test_r89_bag_goods_may_be_untrue_but_not_larger_than_the_bag():  # R89, R62
    s = opening(bags={1: "apples,apples"}, declared={1: "apples"})
    with pytest.raises(IllegalAction, match="R89"):
        play(s, "offer bag=crossbow:3")
    s, _ = play(s, "offer bag=crossbow:2")
    assert s.offers[1] is not None and s.offers[1].bag == (("crossbow", 2),)


def test_r99_opening_in_merchant_order():  # R99, R17
    s = opening(sheriff=2, bags={3: "apples", 0: "apples", 1: "apples"})
    order = []
    while s.phase == OPENING:
        order.append(s.active)
        s, _ = play(s, "skip")
    assert order == [3, 0, 1] and s.phase == CHOOSE


def test_r102_accepting_a_standing_offer():  # R102
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    s, _ = play(s, "offer gold=5", "skip")
    s = skip_windows(s)
    s, _ = play(s, "accept P2")
    assert s.resolved[1] and (s.gold[0], s.gold[1]) == (55, 45)
    assert [g for g, _ in s.stall_contra[1]] == ["silk"]


def test_r103_side_offers_are_revised_only_in_a_window():  # R103, R107
    s = opening(bags={1: "silk", 2: "mead", 3: "apples"}, declared={2: "apples"})
    s, _ = play(s, "side gold=1 inspect=P3", "skip")
    s = skip_windows(s)
    s, _ = play(s, "pass P4")
    assert s.phase == INTERJECT and s.active == 1
    s, _ = play(s, "side gold=3 inspect=P3", "skip")  # replaces the first one
    assert s.side_offers[1] is not None and s.side_offers[1].gold == 3
    s = skip_windows(s)
    s, _ = play(s, "acceptside P2")
    assert s.phase == CHOOSE and s.must_inspect == [2]  # no window, no counter


def test_r104_pass_free_costs_nothing():  # R104
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    s, _ = play(s, "offer gold=5", "skip")
    s = skip_windows(s)
    gold = s.gold[:]
    s, ev = play(s, "pass P2")
    assert s.gold == gold and not of_type(ev, E.GoldPaid)


def test_r105_inspect_is_refused_under_must_pass():  # R105, R96
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "apples"})
    s, _ = play(s, "side gold=1 pass=P3", "skip")
    s = skip_windows(s)
    s, _ = play(s, "acceptside P2")
    with pytest.raises(IllegalAction, match="R96"):
        play(s, "inspect P3")


def test_r107_a_resolved_merchant_may_still_make_side_offers():  # R107, R91
    s = opening(bags={1: "silk", 2: "mead", 3: "cheese"}, declared={1: "apples"})
    s = skip_windows(s)
    s, _ = play(s, "pass P2")
    assert s.phase == INTERJECT and s.active == 1
    kinds = {a.kind for a in game.legal_actions(s)}
    assert "side" in kinds and "offer" not in kinds


def test_r112_promise_kinds_in_the_ledger():  # R112, R113
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    with pytest.raises(IllegalAction, match="R112"):
        play(s, "offer promise=free_beer")
    s, _ = play(s, "offer promise=gold_next_time:4 promise=favor", "skip")
    s = skip_windows(s)
    s, _ = play(s, "accept P2")
    ledger = [(p.kind, p.promiser, p.promisee, p.amount, p.status) for p in s.promises]
    assert ledger == [("gold_next_time", 1, 0, 4, "pending"), ("favor", 1, 0, 0, "pending")]


@pytest.mark.parametrize(("own_gold", "status"), [(3, "kept"), (1, "broken")])
def test_r113_gold_next_time_counts_every_deal_of_the_round(own_gold, status):  # R113
    s = opening(bags={1: "silk", 2: "mead", 3: "apples"}, declared={1: "apples", 2: "apples"})
    s.promises.append(Promise("gold_next_time", 1, 0, 0, 5))  # made "before" round 1
    s, _ = play(s, f"offer gold={own_gold}", "side gold=2 inspect=P3")
    s = skip_windows(s)
    s, _ = play(s, "acceptside P2")
    assert s.promises[0].status == "pending" and s.promises[0].paid == 2
    s, ev = play(s, "accept P2")
    s = skip_windows(s)
    s, more = play(s, "inspect P3", "confiscate D1 mead")
    s = skip_windows(s)
    s, last = play(s, "wave")
    ev += more + last
    assert s.phase == "draw" and s.promises[0].status == status
    settled = of_type(ev, E.PromiseSettled)
    assert [(e.promiser, e.status) for e in settled] == [(1, status)]
