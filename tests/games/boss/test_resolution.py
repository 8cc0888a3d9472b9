"""Resolution of a hand (R22-R32), the team penalty (R43), clean-up (R33-R36)."""

from __future__ import annotations

import pytest

from gamebox.games.boss import events as E
from gamebox.games.boss.model import FACEDOWN, OVER, PENALTY

from .helpers import city, end_of_hand, game, legal_texts, of_type, play, put, resolve


def money_events(ev):
    return [(e.colour, e.amount, e.why) for e in of_type(ev, E.MoneyWon)]


def test_s18_chicago_odd_sum():
    # S18 R31: hand 3, Chicago 4th; last cards NY 3, BOS prison, DET 4: 7 -> 3
    s = end_of_hand(
        4,
        hand=3,
        facedown={},
        last={"new_york": "ny_2", "boston": "bos_4", "detroit": "det_4"},
        gangsters={"chicago": {1: 2}, "boston": {0: 1}},
    )
    assert s.row.index(city(4, "chicago")) == 3
    s2, ev = resolve(s)
    share = of_type(ev, E.ChicagoShared)[0]
    assert (share.total, share.share, share.colour) == (7, 3, 1)
    assert s2.money[1] == 3 and s2.hospital[1] == [] and s2.prison[1] == [] and s2.dead[1] == 0


def test_s19_chicago_even_sum():
    # S19 R31: hand 2, Chicago 3rd; last cards NY 4, BOS 4 -> 4
    s = end_of_hand(
        4, hand=2, facedown={}, last={"new_york": "ny_3", "boston": "bos_3"},
        gangsters={"chicago": {2: 1}, "detroit": {2: 1}},
    )
    _, ev = resolve(s)
    assert of_type(ev, E.ChicagoShared)[0].share == 4
    assert [e for e in money_events(ev) if e[2] == "chicago"] == [(2, 4, "chicago")]


def test_r31_facedown_cards_play_no_part_in_chicago():
    s = end_of_hand(4, hand=2, facedown={"new_york": "ny_3"}, gangsters={"chicago": {0: 1}})
    _, ev = resolve(s)
    assert of_type(ev, E.ChicagoShared)[0].total == 0  # no card played left of Chicago


def test_s22_revolver():
    # S22 R25: a marked gangster dies for the rest of the game
    s = end_of_hand(4, facedown={"kansas_city": "kc_3"}, gangsters={"kansas_city": {0: 2}})
    s2, ev = resolve(s)
    assert s2.dead[0] == 1 and s2.alive_marked(0) == 5
    assert of_type(ev, E.GangsterLost)[0] == E.GangsterLost(0, "kansas_city", "revolver")
    assert s2.phase == FACEDOWN and s2.sup_m[0] == 5  # R33: the others come back


def test_s23_hospital():
    # S23 R26 R9: won in hand 2: 5 available in hand 3, 6 in hand 4
    s = end_of_hand(4, hand=2, facedown={"memphis": "mem_4"}, gangsters={"memphis": {1: 1}})
    s2, _ = resolve(s)  # and the clean-up: hand 3 is dealt next
    assert s2.hospital[1] == [4]
    assert s2.hand_no == 3 and s2.sup_m[1] == 5
    game._finish_hand(s2, [])
    assert s2.hand_no == 4 and s2.sup_m[1] == 6


def test_r27_prison_two_hands():
    s = end_of_hand(4, hand=1, facedown={"boston": "bos_4"}, gangsters={"boston": {3: 2}})
    s2, _ = resolve(s)
    assert s2.prison[3] == [4]
    sizes = [s2.sup_m[3]]  # hand 2
    for _ in range(2):
        game._finish_hand(s2, [])
        sizes.append(s2.sup_m[3])
    assert sizes == [5, 5, 6]  # out in hands 2 and 3, back for hand 4


def test_s25_occasionals_spent():
    # S25 R33: occasionals used in hand 1 are gone from hand 2
    s = end_of_hand(4, facedown={"detroit": "det_2"}, gangsters={"detroit": {0: 1}})
    s = put(s, "detroit", 0, 0, 2)
    s2, _ = resolve(s)
    assert (s2.sup_m[0], s2.sup_o[0], s2.spent_o[0]) == (6, 1, 2)
    assert s2.phase == FACEDOWN and not any(s2.placed_m) and not any(s2.placed_o)


def test_s29_shootout():
    # S29 R30 R40: yellow +4; white and red each lose one marked for good
    s = end_of_hand(
        6, facedown={"st_louis": "stl_5"},
        gangsters={"st_louis": {0: 3, 3: 1, 1: 2, 5: 1}},
    )
    assert s.totals(city(6, "st_louis")) == [4, 2, 1]
    s2, ev = resolve(s)
    assert (0, 4, "shootout") in money_events(ev) and s2.money[0] == 4
    assert s2.dead == [0, 1, 0, 0, 0, 1]  # white (seat 1) and red (seat 5); yellow none


def test_s30_rulebook_example():
    # S30 R24 R28 R31: end of hand 3 with 4 players, Chicago 4th
    Y, BLUE, RED, BLACK = 0, 1, 2, 3  # the example's colours on the four seats
    s = end_of_hand(
        4,
        hand=3,
        facedown={
            "boston": "bos_2", "cincinnati": "cin_4", "detroit": "det_1",
            "philadelphia": "phi_1", "memphis": "mem_1", "kansas_city": "kc_3",
        },
        last={"new_york": "ny_2", "boston": "bos_4", "detroit": "det_4"},
        gangsters={
            "boston": {BLACK: 2}, "cincinnati": {RED: 1}, "chicago": {RED: 2},
            "detroit": {BLUE: 1}, "philadelphia": {BLUE: 1},
            "memphis": {Y: 1}, "kansas_city": {Y: 2},
        },
    )
    s2, ev = resolve(s)
    assert s2.money == [1, 4, 3, 3]
    assert s2.exiles[RED] == [city(4, "cincinnati")]
    assert of_type(ev, E.ChicagoShared)[0].total == 7
    assert s2.dead[Y] == 1 and sum(s2.dead) == 1


def test_s31_empty_city():
    # S31 R23: a card without gangsters affects nobody
    s = end_of_hand(4, facedown={"detroit": "det_5"})
    s2, ev = resolve(s)
    assert E.CityResolved("detroit", None, "det_5") in ev and sum(s2.dead) == 0


def test_r29_robbery_floor_and_order():
    # R29 R32: robbery last, never below 0; the same hand's gains come first
    s = end_of_hand(
        6, hand=1, facedown={"st_louis": "stl_4", "detroit": "det_1"},
        gangsters={"st_louis": {1: 1}, "detroit": {1: 1}}, money=[0, 0, 0],
    )
    s2, ev = resolve(s)
    assert s2.money[1] == 0 and money_events(ev)[-1] == (1, -1, "robbery")
    assert s2.hand_gain[1] == 0 and s2.breakdown[1] == [1, 0, 0, -1]
    s = end_of_hand(
        6, facedown={"st_louis": "stl_4"}, gangsters={"st_louis": {2: 1}}, money=[0, 0, 5]
    )
    assert resolve(s)[0].money[2] == 3


def test_r22_r28_reveal_and_exile():
    # R22: every face-down card turned; R28: exile token, cards still playable
    s = end_of_hand(4, facedown={"cincinnati": "cin_4"}, gangsters={"cincinnati": {2: 1}})
    s2, ev = resolve(s)
    assert len(of_type(ev, E.FaceDownRevealed)) == 7
    assert of_type(ev, E.Exiled) == [E.Exiled(2, "cincinnati")]
    assert game.view(s2, 0).facedown == s2.facedown  # public from the resolution on


def test_r43_team_penalty_choice():
    # R43 R40 Decision 13: both partners had a marked gangster: the team chooses
    s = end_of_hand(
        6, facedown={"kansas_city": "kc_3"}, gangsters={"kansas_city": {1: 1, 4: 2}}
    )
    s.first = 3
    s2, ev = resolve(s)
    assert s2.phase == PENALTY and game.turn(s2).player == 4  # first clockwise from seat 3
    assert of_type(ev, E.PenaltyPending)[0] == E.PenaltyPending(1, "kansas_city", "revolver", 4)
    assert legal_texts(s2) == {"penalty KC W1", "penalty KC W2"}
    s3, ev = play(s2, "penalty KC W1", check=False)
    assert s3.dead[1] == 1 and s3.dead[4] == 0 and s3.phase == FACEDOWN
    assert of_type(ev, E.GangsterLost)[0].player == 1


def test_r43_no_question_when_one_partner_stood_there():
    s = end_of_hand(6, facedown={"kansas_city": "kc_3"}, gangsters={"kansas_city": {4: 2}})
    s = put(s, "kansas_city", 1, 0, 1)  # W1 only an occasional, backed by W2 (R13)
    s2, _ = resolve(s)
    assert s2.phase == FACEDOWN and s2.dead[4] == 1


def test_r36_money_keeps_counting_and_r37_the_table_stays_at_the_end():
    # R36: no cap on the track; R37: the game ends after the resolution of the last hand
    s = end_of_hand(4, facedown={"detroit": "det_4"}, gangsters={"detroit": {0: 1}},
                    money=[29, 0, 0, 0])
    s.last_hand = True
    s2, ev = resolve(s)
    assert s2.money[0] == 33 and s2.phase == OVER and of_type(ev, E.GameOver)
    assert s2.placed_m[city(4, "detroit") * 4] == 1


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_r32_resolution_through_play(n):
    # R32: everybody passes but one; its city pays after the last round
    s = end_of_hand(n, facedown={"new_york": "ny_3"}, gangsters={"new_york": {0: 1}})
    s2, _ = resolve(s)
    assert s2.money[0] == 4 and s2.hand_gain[0] == 4
