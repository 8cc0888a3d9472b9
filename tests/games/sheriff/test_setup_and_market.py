"""Setup (R9-R16) and the Market (R19-R24), drawing and reshuffling (R50-R52)."""

from __future__ import annotations

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.model import DISCARD, DRAW, FIRST_SHERIFF, SET_ASIDE, TAKE

from .helpers import deal, game, of_type, play, skip_market, table


def test_s1_setup_five_players_basic():  # S1: R12, R13, R16
    s = deal(game.new_state(5))
    assert s.total_cards == 204
    assert all(len(h) == 6 for h in s.hands)
    assert (len(s.piles[0]), len(s.piles[1])) == (5, 5)
    assert s.deck_size == 164
    assert s.gold == [50] * 5 and sum(s.gold) == 250
    assert game.config.rounds(5) == 10


def test_s2_setup_three_players_basic():  # S2: R11
    s = game.new_state(3)
    assert s.deck == {
        "apples": 48, "cheese": 36, "chicken": 24, "pepper": 18, "mead": 16, "silk": 9,
        "crossbow": 5,
    }
    s = deal(s)
    assert s.deck_size == 128
    assert game.config.rounds(3) == 9 and game.config.sheriff_turns[3] == 3


def test_s3_setup_three_players_royal():  # S3: R11, R83
    s = game.new_state(3, {"royal_goods": True})
    assert s.total_cards == 162
    assert s.deck is not None
    royal = {g: n for g, n in s.deck.items() if game.config.goods[g].kind == "royal"}
    assert royal == {"green_apples": 2, "golden_apples": 1, "gouda_cheese": 2, "royal_rooster": 1}
    assert deal(s).deck_size == 134


def test_s41_random_removal_boxes_ten_unseen_cards():  # S41: R86
    s = game.new_state(5, {"random_removal": True})
    outcomes = game.chance_outcomes(s)
    assert str(outcomes[0][0]).startswith("remove ")
    s = deal(s)
    assert len(s.box) == 10 and s.deck_size == 154
    view = game.view(s, 0)
    assert view.box == ["?"] * 10


def test_seven_card_hand():  # R85
    s = deal(game.new_state(4, {"seven_card_hand": True}))
    assert all(len(h) == 7 for h in s.hands)
    assert s.deck_size == 204 - 28 - 10


def test_each_deal_is_a_chance_step_weighted_by_the_deck():  # R6, R13
    s = game.new_state(4)
    assert s.phase == DRAW and game.turn(s).is_chance
    outcomes = dict((str(a), p) for a, p in game.chance_outcomes(s))
    assert outcomes["draw apples"] == pytest.approx(48 / 204)
    assert outcomes["draw crossbow"] == pytest.approx(5 / 204)
    assert sum(outcomes.values()) == pytest.approx(1)


def test_first_sheriff_is_chosen_at_random_after_the_deal():  # R14, R15
    s = game.new_state(4)
    while s.phase == DRAW:
        s, _ = game.apply(s, game.chance_outcomes(s)[0][0])
    assert s.phase == FIRST_SHERIFF
    assert [p for _, p in game.chance_outcomes(s)] == [0.25] * 4
    s, ev = play(s, "sheriff P3")
    assert s.sheriff == 2 and of_type(ev, E.SheriffChosen)[0].round == 1
    assert s.phase == SET_ASIDE and s.active == 3  # R17: the Sheriff's left neighbour


def test_s5_market_from_a_discard_pile():  # S5: R19-R23
    s = table(
        hands={1: "chicken,chicken,cheese,apples,bread,pepper"},
        piles=("chicken,chicken,silk,apples", "mead,apples"),
    )
    assert s.active == 1
    s, ev = play(s, "setaside cheese,apples,bread", "take D1", "take D1", "stop")
    assert s.phase == DRAW
    s, ev2 = play(s, "draw apples")
    assert s.phase == DISCARD
    s, ev3 = play(s, "discard D2 bread", "discard D2 apples", "discard D2 cheese")
    hand = s.hands[1]
    assert len(hand) == 6 and hand.count("chicken") == 4
    assert s.piles[0][-1] == "silk"
    assert s.piles[1][::-1][:4] == ["cheese", "apples", "bread", "mead"]
    log = ev + ev2 + ev3
    assert of_type(log, E.SetAside)[0].count == 3
    assert [e.good for e in of_type(log, E.TookFromPile)] == ["chicken", "chicken"]
    assert of_type(log, E.CardDealt)[0].player == 1
    assert [e.good for e in of_type(log, E.Discarded)] == ["bread", "apples", "cheese"]
    assert s.active == 2 and s.phase == SET_ASIDE


def test_s6_no_discard_draw_after_a_deck_draw():  # S6: R22
    s = table(hands={1: "apples,apples,cheese,cheese,bread,pepper"})
    s, _ = play(s, "setaside apples,apples", "stop", "draw mead")
    assert s.phase == DRAW  # the second draw is still owed, from the deck only
    with pytest.raises(IllegalAction):
        play(s, "take D1")
    s, _ = play(s, "draw silk")
    assert s.phase == DISCARD


def test_s7_depth_limit():  # S7: R21
    s = table(
        hands={1: "cheese,cheese,bread,bread,pepper,mead"},
        piles=("apples,apples,crossbow", "mead"),
    )
    s, _ = play(s, "setaside cheese,cheese", "take D1", "take D1")
    assert s.phase == DISCARD  # k draws used up
    assert s.piles[0][-1] == "crossbow"


def test_set_aside_cards_cannot_be_taken_back():  # R24
    s = table(hands={1: "cheese,cheese,bread,bread,pepper,mead"}, piles=("apples", "mead"))
    s, _ = play(s, "setaside cheese")
    assert "cheese" not in s.piles[0] + s.piles[1][-1:]
    assert s.set_aside == ["cheese"]


def test_set_aside_limit_and_zero():  # R19
    s = table(hands={1: "cheese,cheese,bread,bread,pepper,mead"})
    sizes = {len(a.goods) for a in game.legal_actions(s)}
    assert sizes == {0, 1, 2, 3, 4, 5}
    s, ev = play(s, "setaside -")
    assert of_type(ev, E.SetAside)[0].count == 0 and s.active == 2


def test_discard_pile_is_fixed_by_the_first_card():  # R23
    s = table(hands={1: "cheese,bread,bread,pepper,mead,silk"})
    s, _ = play(s, "setaside cheese,bread", "stop", "draw apples", "draw apples")
    s, _ = play(s, "discard D1 bread")
    assert {a.target for a in game.legal_actions(s)} == {0}
    with pytest.raises(IllegalAction):
        play(s, "discard D2 cheese")


def test_take_from_an_empty_pile_is_refused():  # R7
    s = table(hands={1: "cheese,bread,bread,pepper,mead,silk"}, piles=("", "apples"))
    s, _ = play(s, "setaside cheese")
    assert s.phase == TAKE
    with pytest.raises(IllegalAction, match="empty"):
        play(s, "take D1")


def test_s29_reshuffle_keeps_the_top_five():  # S29: R51
    d1 = "apples,cheese,chicken,apples,cheese,pepper,mead,silk"
    d2 = "mead,mead,apples,apples,cheese,crossbow"
    s = table(hands={1: "cheese,bread,bread,pepper,mead,silk"}, piles=(d1, d2), deck="")
    s, ev = play(s, "setaside bread,bread", "stop")
    assert of_type(ev, E.Reshuffled)[0].cards == 4
    assert s.deck == {"pepper": 1, "mead": 1, "silk": 1, "crossbow": 1}
    assert s.piles[0][::-1] == d1.split(",")[:5]
    assert s.piles[1][::-1] == d2.split(",")[:5]
    s, _ = play(s, "draw silk", "draw pepper")
    assert s.deck_size == 2 and s.phase == DISCARD


def test_r52_draw_is_skipped_when_nothing_can_be_reshuffled():  # R52
    s = table(hands={1: "cheese,bread,bread,pepper,mead,silk"}, piles=("apples", "cheese"), deck="")
    s, ev = play(s, "setaside bread,bread", "stop")
    assert len(of_type(ev, E.DrawSkipped)) == 2
    assert len(s.hands[1]) == 4 and s.phase == DISCARD


def test_s30_round_end_refill_from_the_deck_only():  # S30: R50
    from .helpers import inspection

    s = inspection(
        4, bags={1: "apples,apples,apples,apples"}, declared={1: "apples"},
        hands={1: "apples,apples,apples,apples,cheese,cheese"},
        piles=("crossbow,apples", "mead"),
    )
    deck = s.deck_size
    s, _ = play(s, "wave")
    assert s.phase == DRAW
    # new Sheriff P2 first (R50): P2, P3 and P4 each need 5, 5 and 5; P1 (old Sheriff) 0
    assert s.draw_queue.count(("hand", 0)) == 0
    assert s.draw_queue.count(("hand", 1)) == 4
    assert s.piles[0][-1] == "crossbow"
    assert s.deck_size == deck


def test_market_order_starts_left_of_the_sheriff():  # R17, R18
    s = table(5, sheriff=3)
    seen = []
    while s.phase == SET_ASIDE:
        seen.append(s.active)
        s, _ = play(s, "setaside -")
    assert seen == [4, 0, 1, 2]
    s = skip_market(table(5, sheriff=3))
    assert s.active == 4
