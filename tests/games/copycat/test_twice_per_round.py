"""The "at most twice per round" rule (R72-R84) under re-use and copy: use counters of
cards and workers, at most two doublings of every coin and VP marker (R73, R74), the
rulebook's Campaign Trail example (R75) and the choice re-used (R79)."""

from __future__ import annotations

from gamebox.games.copycat import events as E

from .helpers import (
    P1,
    P2,
    at_actions,
    at_buying,
    cid,
    empty_hands,
    legal,
    markers,
    of_type,
    play,
    put,
    stall,
    street,
    table,
    worker,
)


def turn(coins: int = 0):
    """P1's phase-3 turn (P2 next, with a decision waiting); P1 keeps a buy office with no
    card to buy, so the turn waits for `done`."""
    s = table(2)
    empty_hands(s)
    stall(s, P2)
    street(s, {pos: None for pos in range(1, 12)})
    worker(s, P1, "b01")
    return at_buying(s, P1, bus=(P1, P2), coins=coins)


def test_th13_campaign_trail_doubled_twice():  # R72 R73 R74 R75 R81 R84
    s = turn()
    markers(s, P1, 3)
    put(s, P1, "area", "c43", "c57")
    worker(s, P1, "o2a")
    s, ev = play(s, "resolve c43")
    assert of_type(ev, E.VPGained)[0].amount == 3
    s, ev = play(s, "use o2a", "target c43")
    assert of_type(ev, E.VPGained)[0].amount == 3
    assert cid("c43") in s.temp[P1] and cid("c43") not in s.area[P1]  # used twice
    s, ev = play(s, "resolve c57")
    assert not of_type(ev, E.VPGained)  # every marker already doubled twice
    s, ev = play(s, "done")
    scored = of_type(ev, E.TurnScored)[0]
    assert scored.vp == 9 and scored.markers == 3  # 3 + 3 + 3
    assert s.office_uses[s.offices.index(_o("o2a"))] == 1  # re-using collects no marker


def _o(ref):
    from .helpers import oid

    return oid(ref)


def test_th14_two_reuse_offices_need_two_different_cards():  # R77 R72
    s = turn()
    put(s, P1, "area", "Big Donor", "start_A_09", uses=1)
    worker(s, P1, "o2a")
    worker(s, P1, "o4a")
    s, ev = play(s, "use o2a", "target c41")
    assert of_type(ev, E.CoinsGained)[0].amount == 3 and cid("c41") in s.temp[P1]
    s, _ = play(s, "use o4a")
    assert legal(s) == ["target start_A_09"]  # Big Donor is out of reach now
    s, ev = play(s, "target start_A_09")
    assert of_type(ev, E.CoinsGained)[0].amount == 1 and s.pool(P1) == 4


def test_th15_coin_doubling_cap():  # R73 R74 D17
    s = turn(coins=6)
    put(s, P1, "area", "Creative Accounting")
    worker(s, P1, "o5b")
    worker(s, P1, "o2a")
    s, _ = play(s, "resolve c48")
    assert s.pool(P1) == 12
    s, _ = play(s, "use o5b")
    assert s.pool(P1) == 18
    s, ev = play(s, "use o2a", "target c48")
    assert s.pool(P1) == 18 and of_type(ev, E.CoinsGained)[0].amount == 0


def test_payment_keeps_the_most_doubling_potential():  # R74 D17
    s = turn(coins=4)
    put(s, P1, "area", "Creative Accounting", "Money Laundering")
    street(s, {1: "Flyer Drop"})
    s, _ = play(s, "resolve c48")  # x=4, b1=4
    s, _ = play(s, "use b01", "buy c19")  # pays 1 from the doubled coins: x=3
    assert (s.b0[P1], s.b1[P1], s.b2[P1], s.x[P1]) == (0, 4, 0, 3)
    s, ev = play(s, "resolve c58")  # only b1 can be doubled again
    assert of_type(ev, E.CoinsGained)[0].amount == 4


def test_th35_choice_reused_chooses_anew():  # R79 R72
    s = turn()
    put(s, P1, "area", "Party Conference", "Spin Doctor")
    s, _ = play(s, "resolve c50", "option 1")
    assert s.pool(P1) == 2
    s, ev = play(s, "resolve c38", "target c50", "option 2")
    assert of_type(ev, E.VPGained)[0].amount == 4
    assert cid("c50") in s.temp[P1]


def test_copy_targets_an_unused_card_and_counts_on_it():  # R72 D26 A6
    s = turn()
    put(s, P1, "area", "TV Debate", "Ghostwriter", "Spin Doctor")
    s.uses[cid("c51")] = 1  # TV Debate resolved already (it resolves by itself)
    assert "resolve c49" in legal(s)
    s, ev = play(s, "resolve c49", "target c51")
    assert of_type(ev, E.VPGained)[0].amount == 4
    assert cid("c51") in s.temp[P1]  # 1 + 1 = 2: used up
    assert "resolve c38" not in legal(s)  # Spin Doctor: nothing used exactly once is left
    # the Ghostwriter itself was used once, and a re-use of it copies again (R76)


def test_copy_of_an_unused_card_leaves_it_usable_once():  # R72 D26
    s = turn(coins=2)
    put(s, P1, "area", "Creative Accounting", "Plagiarism")
    s, _ = play(s, "resolve c56", "target c48")
    assert s.pool(P1) == 4 and s.uses[cid("c48")] == 1 and cid("c48") in s.area[P1]
    s, ev = play(s, "resolve c48")  # its own action now is its second use
    assert of_type(ev, E.CoinsGained)[0].amount == 2  # the second doubling of the 2 coins
    assert cid("c48") in s.temp[P1]


def test_reuse_targets_only_a_card_used_exactly_once():  # R72 R76 A24
    s = turn()
    put(s, P1, "area", "Spin Doctor")
    put(s, P1, "area", "Party Membership")  # not yet resolved: counter 0
    assert "resolve c38" not in legal(s)
    s, _ = play(s, "resolve c22", "option 1")
    s, _ = play(s, "resolve c38")
    assert legal(s) == ["target c22"]  # never itself


def test_reuse_worker_repeats_the_full_office_action():  # R80 R83
    s = turn(coins=20)
    street(s, {1: "Flyer Drop", 2: "Pawn Shop", 3: "Party Membership", 4: "Street Collection"})
    worker(s, P1, "b03")
    put(s, P1, "area", "Party Whip")
    s, _ = play(s, "use b03", "buy c19", "buy c20")
    s, _ = play(s, "resolve c39")
    assert "target b03" in legal(s) and "target b01" not in legal(s)  # b01 not used yet
    s, _ = play(s, "target b03", "buy c22", "buy c24")  # up to 2 more purchases
    assert s.office_uses[s.offices.index(_o("b03"))] == 2
    assert {cid(x) for x in ("c19", "c20", "c22", "c24")} <= set(s.temp[P1])


def test_an_office_used_twice_is_done():  # R83
    s = turn()
    worker(s, P1, "b05")
    worker(s, P1, "o3a")
    put(s, P1, "area", "Puppet Master")
    s, _ = play(s, "use b05", "use o3a", "target b05")
    assert s.pool(P1) == 4
    assert "resolve c52" not in legal(s)  # b05 used twice, o3a is no target: none left


def test_grey_card_reused_targets_again():  # R76 R82
    s = turn()
    worker(s, P1, "o2a")
    put(s, P1, "area", "Ghostwriter", "TV Debate", "Press Conference")
    s.uses[cid("c51")] = 1
    s.uses[cid("c37")] = 1
    s, _ = play(s, "resolve c49", "target c51")
    s, _ = play(s, "use o2a")
    assert set(legal(s)) == {"target c37", "target c49"}  # the Ghostwriter is one too
    s, ev = play(s, "target c49", "target c37")
    assert of_type(ev, E.VPGained)[0].amount == 3
    assert cid("c49") in s.temp[P1] and cid("c37") in s.temp[P1]


def test_phase_2_reuse_of_a_purple_card():  # R76 R82
    s = table(2)
    empty_hands(s)
    at_actions(s, P1)
    put(s, P1, "hand", "Campaign Volunteer", "Spin Doctor")
    s, _ = play(s, "play c21", "play c38", "target c21")
    assert s.available[P1] == 5 and cid("c21") in s.temp[P1]
