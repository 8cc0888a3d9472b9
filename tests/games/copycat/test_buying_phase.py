"""Phase 3, Buying & Success (R45-R57): the keep step, the play step, resolving in any
order, coins, buying from the street with its modifiers and red cards (R10, R51-R53,
R101-R104), the scoring step and lost coins."""

from __future__ import annotations

import random

from gamebox.games.copycat import events as E
from gamebox.games.copycat.model import BUYING

from .helpers import (
    P1,
    P2,
    at_buying,
    cid,
    config,
    empty_hands,
    game,
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


def buying_table(n: int = 2, p: int = P1, coins: int = 0):
    """p's phase-3 turn, first on the bus; the next player has a decision waiting."""
    s = table(n)
    empty_hands(s)
    bus = (p, *[q for q in range(n) if q != p])
    stall(s, bus[1])
    return at_buying(s, p, bus=bus, coins=coins)


def test_th05_street_modifiers():  # R10
    for pos, price in ((3, 5), (6, 6), (10, 7)):
        s = buying_table(coins=9)
        street(s, {pos: "Lobby Lunch"})
        worker(s, P1, "b01")
        s, ev = play(s, "use b01", "buy c36")
        bought = of_type(ev, E.CardBought)[0]
        assert (bought.position, bought.cost) == (pos, price)
        assert of_type(ev, E.TurnScored)[0].coins_lost == 9 - price


def test_th06_budget_with_the_double_buy_office():  # R51 R55 R102
    s = buying_table(coins=8)
    street(s, {2: "Fundraising Dinner", 9: "Press Conference", 5: "Campaign Volunteer"})
    for pos in (1, 3, 4, 6, 7, 8, 10, 11):
        street(s, {pos: None})
    worker(s, P1, "b03")
    s, _ = play(s, "use b03", "buy c28")
    assert "buy c37" not in legal(s)  # 3 + 7 = 10 > 8
    s, ev = play(s, "buy c21")
    assert {cid("c28"), cid("c21")} <= set(s.temp[P1])
    assert s.phase == BUYING and s.current == P2  # nothing left: the turn was scored
    assert of_type(ev, E.TurnScored)[0].coins_lost == 2  # R55


def test_th07_red_cards_to_the_left():  # R52 R53 R68
    s = buying_table(coins=2)
    street(s, {1: "Expense Scandal", 2: "Flyer Drop", 3: "Embarrassing Photo",
               4: "Party Membership", 5: "Leaked Memo"})
    worker(s, P1, "b01")
    s, ev = play(s, "use b01", "buy c22")
    assert of_type(ev, E.CardBought)[0].cost == 2
    assert [e.card for e in of_type(ev, E.RedTaken)] == ["c01", "c02"]
    assert set(s.temp[P1]) >= {cid("c22"), cid("c01"), cid("c02")}
    assert s.street[:5] == (-1, cid("c19"), -1, -1, cid("c03"))  # stays empty until cleanup


def test_buying_a_red_card_on_purpose():  # R52
    s = buying_table(coins=0)
    street(s, {1: "Expense Scandal", 2: "Leaked Memo"})
    worker(s, P1, "b01")
    s, _ = play(s, "use b01", "buy c03")
    assert {cid("c01"), cid("c03")} <= set(s.temp[P1])


def test_coins_alone_buy_nothing():  # R51 R104
    s = buying_table(coins=9)
    put(s, P1, "area", "Lobby Lunch", uses=1)
    assert legal(s) == ["done"] or not any(a.startswith("buy") for a in legal(s))


def test_th25_shift_then_buy():  # R103 A19
    s = buying_table(n=2, p=P2, coins=5)
    street(s, {1: "Flyer Drop", 2: None, 3: None, 4: "Leaked Memo", 5: "Campaign Bus",
               6: "Temp Agency"})
    worker(s, P2, "o4b")
    s, ev = play(s, "use o4b")
    assert s.street[:4] == (cid("c19"), cid("c03"), cid("c33"), cid("c29"))
    assert of_type(ev, E.StreetShifted)
    s, ev = play(s, "buy c29")
    assert of_type(ev, E.CardBought)[0].cost == 3  # at position 4 now, not 6
    assert [e.card for e in of_type(ev, E.RedTaken)] == ["c03"]
    assert of_type(ev, E.TurnScored)[0].coins_lost == 2
    assert cid("c19") == s.street[0] and s.current == P1  # the slid street stays


def test_th17_money_does_not_carry_over():  # R50 R55
    s = buying_table(coins=2)
    s, ev = play(s, "done")
    assert s.pool(P1) == 0 and of_type(ev, E.TurnScored)[0].coins_lost == 2


def test_th22_the_order_card_is_dead():  # R30 R78 A23
    s = buying_table()
    put(s, P1, "temp", "Lobby Lunch")
    put(s, P1, "area", "Spin Doctor")
    assert s.pool(P1) == 0
    assert "resolve c38" not in legal(s)  # no target: the temp pile never counts


def test_th34_keep_unused_cards():  # R46 R47 R48 D18 A8
    s = table(2)
    empty_hands(s)
    put(s, P1, "hand", "Lobby Lunch", "Think Tank", "Local Radio")
    worker(s, P1, "o3b")
    stall(s, P2)
    s.phase = BUYING
    s.bus = (P1, P2)
    game.start_buy_turn(s, [], P1)
    assert s.keep_step and legal(s) == ["use o3b", "stop"]
    s, ev = play(s, "use o3b", "keep c36", "keep c47", "stop")
    assert sorted(s.hand[P1]) == sorted([cid("c36"), cid("c47")])
    radio = of_type(ev, E.HandPlayed)[0].cards
    assert len(radio) == 1 and config.cards[cid(radio[0])].name == "Local Radio"
    assert of_type(ev, E.TurnScored)[0].vp == 1  # Local Radio resolved by itself
    s, _ = play(s, "done")  # P2; then the cleanup keeps the kept cards in hand (R87)
    assert {cid("c36"), cid("c47")} <= set(s.hand[P1])
    rng = random.Random(3)
    while game.turn(s).is_chance:
        s, _ = game.apply(s, game.sample_chance(s, rng))
    assert s.round == 2 and len(s.hand[P1]) == 7  # 5 more on top of them


def test_a_keep_card_must_be_played_and_cannot_keep_itself():  # R46
    s = table(2)
    empty_hands(s)
    put(s, P1, "hand", "Coalition Talks", "Lobby Lunch")
    s.phase = BUYING
    s.bus = (P1, P2)
    game.start_buy_turn(s, [], P1)
    assert legal(s) == ["play c44", "stop"]
    s, _ = play(s, "play c44")
    assert legal(s) == ["keep c36", "stop"] and cid("c44") in s.area[P1]


def test_play_step_and_resolution_in_any_order():  # R48 R49 R50 R57
    s = table(2)
    empty_hands(s)
    put(s, P1, "hand", "Big Donor", "Creative Accounting", "Party Membership", "Phone Bank")
    worker(s, P1, "b01")
    stall(s, P2)
    s.phase = BUYING
    s.bus = (P1, P2)
    s.current = P1
    ev: list = []
    game.start_buy_turn(s, ev, P1)
    assert set(s.area[P1]) == {cid(x) for x in ("c41", "c48", "c22", "c27")}  # all played
    assert s.pool(P1) == 3  # Big Donor resolved by itself
    options = legal(s)
    assert "resolve c27" not in options  # a blue card has no effect in phase 3
    assert {"resolve c48", "resolve c22", "use b01", "done"} <= set(options)
    s, _ = play(s, "resolve c22", "option 1", "resolve c48")
    assert s.pool(P1) == 8  # 4 base coins doubled
    s, _ = play(s, "done")
    assert s.current == P2


def test_scoring_step_counts_markers_once_each():  # R54 R97
    s = buying_table()
    markers(s, P1, 3)
    put(s, P1, "area", "Party Membership")
    worker(s, P1, "b01")  # a buy with no coins: the turn waits for `done`
    s, _ = play(s, "resolve c22", "option 2")
    assert s.vp[P1] == 0 and s.turn_vp == 2  # on the career path at the scoring step
    s, ev = play(s, "done")
    scored = of_type(ev, E.TurnScored)[0]
    assert (scored.vp, scored.markers, scored.total) == (5, 3, 5)
    assert s.vp[P1] == 5 and s.marker_supply == 25 and s.held_markers(P1) == 0
    assert s.parts[P1] == (2, 0, 3, 0)  # VP are plain integers with no cap (R97)


def test_doctorate_converts_coins_when_played():  # R101 D5
    s = buying_table(coins=4)
    put(s, P1, "area", "dr1")
    s, ev = play(s, "resolve dr1")
    assert legal(s) == [f"amount {i}" for i in range(5)]
    s, ev = play(s, "amount 3")
    assert of_type(ev, E.VPGained)[0].part == "conversions"
    assert of_type(ev, E.TurnScored)[0].coins_lost == 1 and s.vp[P1] == 3


def test_doctorate_on_purchase_variant():  # R101
    s = table(2, options={"doctorate_mode": "on_purchase"})
    empty_hands(s)
    at_buying(s, P1, coins=10)
    street(s, {1: "dr1"})
    worker(s, P1, "b01")
    s, _ = play(s, "use b01", "buy dr1")
    assert legal(s)[-1] == "amount 4"  # 10 - 6 left to convert
    s, _ev = play(s, "amount 4")
    assert s.parts[P1][3] == 4


def test_last_doctorate_bought_sets_the_trigger():  # R93 R2
    s = buying_table(coins=20)
    for d in s.supply[4]:
        s.supply = (*s.supply[:4], ())
        s.box = (*s.box, d)
    street(s, {3: "dr1"})
    s.box = tuple(c for c in s.box if c != cid("dr2"))
    s.temp[P2] = (*s.temp[P2], cid("dr2"))  # the other one was bought before
    worker(s, P1, "b01")
    s, _ = play(s, "use b01", "buy dr1")
    assert s.last_doctorate
