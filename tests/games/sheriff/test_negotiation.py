"""The structured negotiation protocol of §9 (R89-R114) and deals (R59-R64)."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.model import CHOOSE, INTERJECT, OPENING, RESPONSE, SET_ASIDE

from .helpers import (
    deal,
    game,
    inspection,
    load_and_declare,
    of_type,
    play,
    skip_market,
    skip_windows,
    stall,
)


def opening(**kwargs):
    s = inspection(skip=False, **kwargs)
    assert s.phase == OPENING and s.active == 1
    return s


def test_friar_tuck_haggling():  # §9.9: R100, R101, R109
    s = opening(bags={1: "chicken"}, declared={1: "chicken"}, stalls={1: "apples,apples"})
    s, ev = play(s, "offer gold=5 stall=apples,apples", "skip")
    assert of_type(ev, E.ProposalPosted)[0].text == "gold=5 stall=apples,apples"
    s = skip_windows(s)
    assert s.phase == CHOOSE and "accept P2" in [str(a) for a in game.legal_actions(s)]
    s, _ = play(s, "demand P2 gold=8 stall=apples,apples")
    assert s.phase == RESPONSE and s.active == 1
    s, ev = play(s, "accept")
    assert (s.gold[1], s.gold[0]) == (42, 58)
    assert s.stall_legal[0] == {"apples": 2}
    assert s.stall_legal[1] == {"chicken": 1}
    assert s.resolved[1]


def test_s17_bag_goods_promised_partly_present():  # S17: R62, R110
    s = opening(bags={1: "apples,apples,apples,silk"}, declared={1: "apples"})
    s, _ = play(s, "offer gold=2 bag=silk:2", "skip")
    s = skip_windows(s)
    s, ev = play(s, "accept P2")
    assert (s.gold[1], s.gold[0]) == (48, 52)
    assert [g for g, _ in s.stall_contra[0]] == ["silk"]
    assert s.stall_legal[1] == {"apples": 3} and s.stall_contra[1] == []
    assert game.view(s, 2).stall_contra[0] == [("?", False)]  # R77
    paid = of_type(ev, E.GoodsPaid)[0]
    assert game.view_event(paid, 2).good == "?"
    assert game.view_event(paid, 0).good == "silk"


def test_s18_bag_goods_promised_absent():  # S18: R62
    s = opening(bags={1: "apples,apples,silk"}, declared={1: "apples"})
    s, _ = play(s, "offer bag=chicken:3", "skip")
    s = skip_windows(s)
    s, _ = play(s, "accept P2")
    assert stall(s, 1) == {"apples": 2, "silk": 1} and stall(s, 0) == {}


def test_s23_side_deal_obliges_an_inspection():  # S23: R94, R95, R98
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "cheese"},
                gold={1: 30})
    s, _ = play(s, "offer gold=20 inspect=P3", "skip")
    s = skip_windows(s)
    s, _ = play(s, "accept P2")
    assert s.gold[1] == 10 and s.gold[0] == 70 and s.resolved[1]
    assert s.must_inspect == [2]
    assert s.phase == INTERJECT and s.active == 1  # R91: side offers stay open to him
    s, _ = play(s, "skip")
    assert s.active == 2
    s, _ = play(s, "offer gold=15", "skip")  # Guy may still post (R95) ...
    s = skip_windows(s)
    legal = [str(a) for a in game.legal_actions(s)]
    for refused in ("accept P3", "pass P3", "wave"):  # ... but it cannot be accepted
        assert refused not in legal
        with pytest.raises(IllegalAction):
            play(s, refused)
    assert "inspect P3" in legal


def test_must_pass_obligation():  # R96
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "cheese"})
    s, _ = play(s, "side gold=3 pass=P3", "skip")
    s = skip_windows(s)
    s, _ = play(s, "acceptside P2")
    assert s.must_pass == [2] and not s.resolved[1]
    with pytest.raises(IllegalAction, match="R96"):
        play(s, "inspect P3")


def test_a_side_offer_for_a_commitment_already_owed_is_refused():  # R91
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "cheese"})
    s, _ = play(s, "side gold=3 inspect=P3", "skip")
    s = skip_windows(s)
    s, _ = play(s, "acceptside P2")
    assert s.must_inspect == [2]
    s, _ = play(s, "pass P2")  # the next window opens: side offers may be posted again
    assert s.phase == INTERJECT
    with pytest.raises(IllegalAction, match="already bound"):
        game.apply(s, game.parse_action(s, "side gold=1 inspect=P3"))
    for action in game.legal_actions(s):
        side = action.offer if action.kind == "side" else None
        assert side is None or not set(side.inspects) <= {2}, action


def test_side_offer_lapses_with_its_bag():  # R108
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "cheese"})
    s, _ = play(s, "side gold=3 inspect=P3", "skip")
    s = skip_windows(s)
    s, _ = play(s, "pass P3")
    assert s.side_offers[1] is None
    gold = s.gold[:]
    s = skip_windows(s)
    assert "acceptside P2" not in [str(a) for a in game.legal_actions(s)]
    assert s.gold == gold


def test_inspect_rejects_every_offer():  # R35
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    s, _ = play(s, "offer gold=5", "skip")
    s = skip_windows(s)
    s, _ = play(s, "inspect P2", "confiscate D1 silk")
    assert s.gold[1] == 46 and s.offers[1] is None


def test_s26_invalid_offers():  # S26: R64, R63
    s = opening(bags={1: "chicken"}, declared={1: "chicken"}, gold={1: 7},
                hands={1: "chicken,silk,silk,apples,apples,apples"}, stalls={2: "cheese"})
    with pytest.raises(IllegalAction, match="R64"):
        play(s, "offer gold=10")
    with pytest.raises(IllegalAction, match="R63"):
        play(s, "offer stallc=silk")  # silk is in hand, not on the stall
    with pytest.raises(IllegalAction):
        play(s, "offer stall=cheese")  # P3's card
    s, _ = play(s, "offer gold=7")
    assert s.offers[1] is not None and s.offers[1].gold == 7


def test_offer_checked_again_at_acceptance():  # R64
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "apples"},
                gold={1: 7})
    s, _ = play(s, "offer gold=7", "side gold=3 inspect=P3")
    s = skip_windows(s)
    s, _ = play(s, "acceptside P2", "inspect P3", "confiscate D1 mead")
    assert s.gold[1] == 4
    s = skip_windows(s)
    assert "accept P2" not in [str(a) for a in game.legal_actions(s)]
    with pytest.raises(IllegalAction, match="R64"):
        play(s, "accept P2")


def test_s27_accepting_a_demand_binds_the_sheriff():  # S27: R101
    s = inspection(bags={1: "silk"}, declared={1: "apples"}, gold={1: 9})
    s, _ = play(s, "demand P2 gold=6", "accept")
    assert (s.gold[1], s.gold[0]) == (3, 56) and s.resolved[1]
    s = skip_windows(s)
    assert "inspect P2" not in [str(a) for a in game.legal_actions(s)]


def test_responses_stand_withdraw_counter():  # R101
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    s, _ = play(s, "offer gold=2", "skip")
    s = skip_windows(s)
    s, _ = play(s, "demand P2 gold=8", "counter gold=4")
    assert s.phase == CHOOSE and s.offers[1] is not None and s.offers[1].gold == 4
    s, _ = play(s, "demand P2 gold=8", "stand")
    assert s.offers[1].gold == 4
    s, _ = play(s, "demand P2 gold=8", "withdraw")
    assert s.offers[1] is None


def test_r111_limits():  # R100, R111
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    s, _ = play(s, "offer gold=1", "skip")
    s = skip_windows(s)
    for amount in (5, 6):
        s, _ = play(s, f"demand P2 gold={amount}", f"counter gold={amount - 3}")
    s, _ = play(s, "demand P2 gold=9", "counter gold=4")
    assert s.own_postings[1] == 4
    assert not any(a.kind == "demand" and a.target == 1 for a in game.legal_actions(s))
    with pytest.raises(IllegalAction, match="3 demands"):
        play(s, "demand P2 gold=2")


def test_counter_needs_posting_budget():  # R111
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    s, _ = play(s, "offer gold=1", "skip")
    s = skip_windows(s)
    s, _ = play(s, "demand P2 gold=5", "counter gold=2", "demand P2 gold=5", "counter gold=3",
                "demand P2 gold=5", "counter gold=4")
    assert s.own_postings[1] == 4
    s = skip_windows(s)
    assert s.phase == CHOOSE


def test_commitments_name_unresolved_other_merchants():  # R92, R97
    s = opening(bags={1: "silk", 2: "mead"}, declared={1: "apples", 2: "apples"})
    with pytest.raises(IllegalAction, match="R92"):
        play(s, "side gold=1 inspect=P1")  # the Sheriff
    with pytest.raises(IllegalAction, match="R92"):
        play(s, "side gold=1 inspect=P2")  # himself
    with pytest.raises(IllegalAction, match="R91"):
        play(s, "side gold=1")


def test_s25_future_promise_is_not_binding():  # S25: R61, R113, R114
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    s, _ = play(s, "offer promise=pass_next_time", "skip")
    s = skip_windows(s)
    s, _ = play(s, "accept P2")
    assert s.promises[0].promiser == 1 and s.promises[0].promisee == 0
    s = skip_windows(s)
    s, _ = play(s, "wave")
    s = deal(s)
    assert s.phase == SET_ASIDE and s.sheriff == 1 and s.round == 2
    s = skip_market(s)
    s, _ = load_and_declare(s, {}, {})
    s = skip_windows(s)
    s, _ = play(s, "inspect P1")
    assert s.promises[0].status == "broken"


def test_whole_inspection_ends_with_every_bag_resolved():  # R37, R111
    s = opening(bags={1: "silk", 2: "mead", 3: "apples"},
                declared={1: "apples", 2: "apples", 3: "apples"})
    s = skip_windows(s)
    s, _ = play(s, "pass P2")
    s = skip_windows(s)
    s, _ = play(s, "pass P3")
    s = skip_windows(s)
    s, _ = play(s, "pass P4")
    assert s.round == 1 and s.phase == "draw"  # ROUND_END refill


def test_s39_inspection_timer():  # S39: R84
    s = opening(bags={1: "silk", 2: "pepper", 3: "mead"},
                declared={1: "apples", 2: "apples", 3: "apples"},
                options={"inspection_timer": True})
    assert game.timer_seconds(s) == 180
    s, _ = play(s, "side gold=2 inspect=P4", "skip")  # P2 pays to have D = P4 opened
    s, _ = play(s, "offer gold=5", "skip")  # C = P3's standing offer
    s = skip_windows(s)
    s, _ = play(s, "acceptside P2")
    assert s.must_inspect == [3]
    gold = s.gold[2]
    s, ev = play(s, "timeout")
    assert of_type(ev, E.TimerExpired)
    assert s.resolved[1] and s.resolved[2] and s.gold[2] == gold  # C passed, paid nothing
    # The rulebook's timer rule lets every merchant not yet inspected pass without a
    # bribe; it wins over the spec's S39/A21, where D would still be inspected.
    assert not of_type(ev, E.BagInspected) and s.resolved[3]
    assert [e.player for e in of_type(ev, E.BagPassed)] == [1, 2, 3]
    assert s.phase == "draw"  # the phase is over


def test_timeout_needs_the_timer_option():  # R84
    s = opening(bags={1: "silk"}, declared={1: "apples"})
    with pytest.raises(IllegalAction, match="R84"):
        play(s, "timeout")


def test_r93_face_down_cards_in_an_offer_are_shown_by_number():  # R93, R77
    s = opening(bags={1: "apples"}, declared={1: "apples"}, stalls={1: "silk,mead"})
    s, ev = play(s, "offer gold=1 stallc=silk")
    posted = of_type(ev, E.ProposalPosted)[0]
    assert game.view_event(posted, 0).text == "gold=1 stallc=1"  # §9.10: by number
    assert game.view_event(posted, 1).text == "gold=1 stallc=silk"
    assert game.view(s, 2).offers[1].stallc == ("?",)
    full = game.determinize(game.view(s, 0), random.Random(1))
    assert full.offers[1] is not None
    assert full.offers[1].stallc[0] in [g for g, _ in full.stall_contra[1]]
    s, _ = play(s, "skip")
    s = skip_windows(s)
    s, ev = play(s, "accept P2")
    assert [g for g, _ in s.stall_contra[0]] == ["silk"]
    paid = next(e for e in of_type(ev, E.GoodsPaid) if e.reason == "deal")
    assert game.view_event(paid, 3).good == "?" and game.view_event(paid, 0).good == "silk"
    s2 = opening(bags={1: "apples"}, declared={1: "apples"}, stalls={1: "silk"})
    s2, ev = play(s2, "offer stallc=silk show")
    assert game.view_event(of_type(ev, E.ProposalPosted)[0], 0).text == "stallc=silk show"
