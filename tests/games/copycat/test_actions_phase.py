"""Phase 2, Actions (R33-R44) with the general action principles (R58-R63): turns in bus
order, free actions before and after placing, placement and markers, passing, extra
placements, workers, trashing, drawing and paying coins to draw."""

from __future__ import annotations

import random

from gamebox.games.copycat import events as E
from gamebox.games.copycat.model import ACTIONS, BUYING

from .helpers import (
    P1,
    P2,
    P3,
    at_actions,
    cid,
    empty_hands,
    game,
    legal,
    of_type,
    play,
    put,
    table,
    worker,
)


def actions_table(n: int = 3, p: int = P1):
    s = table(n)
    empty_hands(s)
    return at_actions(s, p)


def draw_all(s, seed: int = 0):
    rng = random.Random(seed)
    while s.tasks:
        s, _ = game.apply(s, game.sample_chance(s, rng))
    return s


def test_turns_go_round_the_bus_until_everyone_is_out():  # R33 R35 R36 R56
    s = actions_table(3)
    s.bus = (P2, P3, P1)
    s.current = P2
    s, ev = play(s, "place b03")
    assert s.current == P3 and of_type(ev, E.TurnBegan)[0].player == P3  # nothing left: ends
    s, _ = play(s, "pass")
    assert s.out[P3] and s.current == P1
    s, _ = play(s, "place b01", "place b02")  # P1, then P2 again; P3 is skipped for good
    assert s.current == P1
    s, ev = play(s, "pass", "pass")
    assert s.phase == BUYING  # R33: everyone out -> phase 3
    assert s.occupant[s.offices.index(cid_office("b03"))] == P2  # R56: workers stay


def cid_office(ref):
    from .helpers import oid

    return oid(ref)


def test_no_worker_left_means_out_at_once():  # R34
    s = actions_table(2)
    s.available[P2] = 0
    s.reserve[P2] = 7
    s, ev = play(s, "place b03")
    assert s.out[P2] and of_type(ev, E.PlayerOut)[0].why == "no_workers"
    assert s.current == P1


def test_placing_takes_the_markers_and_holds_one_worker():  # R38 R43
    s = actions_table(2)
    slot = s.offices.index(cid_office("b05"))
    s.markers[slot] = 3
    s.marker_supply -= 3
    s, ev = play(s, "place b05")
    assert s.m0[P1] == 3 and s.markers[slot] == 0
    assert of_type(ev, E.WorkerPlaced)[0].markers == 3
    assert "place b05" not in legal(s)  # one worker per office, never moved
    assert "use b05" not in legal(s)  # a yellow office is not usable in phase 2 (R37)


def test_free_actions_before_and_after_placing():  # R35 R37 R42 R60
    s = actions_table(2)
    put(s, P1, "hand", "Campaign Volunteer", "Phone Bank", "Lobby Lunch", "Press Conference")
    options = legal(s)
    assert "play c21" in options and "play c27" in options
    assert "play c36" not in options and "play c37" not in options  # yellow/green: phase 3
    s, _ = play(s, "play c21")
    assert s.available[P1] == 4 and cid("c21") in s.area[P1]  # R42: face up in the area
    s, _ = play(s, "place b07")
    assert "end" in legal(s) and "pass" not in legal(s) and "use b07" in legal(s)
    s, _ = play(s, "use b07", "amount 2")
    s = draw_all(s)
    assert len(s.hand[P1]) == 5  # Phone Bank, Lobby Lunch, Press Conference and 2 drawn
    s, _ = play(s, "play c27", "amount 1")  # after placing too (R35 step 3)
    s = draw_all(s)
    if s.current == P1:  # a drawn blue or purple card keeps the turn open
        s, _ = play(s, "end")
    assert s.current == P2


def test_passing_is_final_and_allowed_with_free_actions_first():  # R36 A27
    s = actions_table(2)
    put(s, P1, "hand", "Campaign Volunteer")
    s, _ = play(s, "play c21", "pass")
    assert s.out[P1] and s.available[P1] == 4
    s, _ = play(s, "place b03")  # P2
    assert s.current == P2  # P1 never comes back (D23)


def test_no_free_office_means_pass():  # R36
    s = actions_table(2)
    for slot in range(len(s.occupant)):
        s.occupant[slot] = P2
    s.available[P2] = 0
    s.reserve[P2] = 7 - len(s.occupant)
    assert legal(s) == ["pass"]


def test_th21_last_worker_on_a_blue_office():  # R40
    s = actions_table(2)
    s.available[P1] = 1
    s.reserve[P1] = 6
    s, _ = play(s, "place b07", "end")
    s, _ = play(s, "place b03")  # P2; P1 is out when its turn comes (R34)
    assert s.out[P1]
    slot = s.offices.index(cid_office("b07"))
    assert s.office_uses[slot] == 0  # forfeited for the round


def test_a_blue_office_waits_for_a_later_turn_of_its_owner():  # R40 A3
    s = actions_table(2)
    s, _ = play(s, "place b07", "end", "place b03")
    assert s.current == P1 and "use b07" in legal(s)


def test_only_the_owner_uses_an_office_and_the_worker_marks_the_use():  # R39 A26
    s = actions_table(2)
    s, _ = play(s, "place b07", "end")
    assert s.current == P2 and "use b07" not in legal(s)
    s, _ = play(s, "place b06", "use b06", "amount 0")
    assert s.office_uses[s.offices.index(cid_office("b06"))] == 1


def test_extra_placement_this_turn_only():  # R61 R41
    s = actions_table(2)
    put(s, P1, "hand", "Sharpen Your Elbows", "Campaign Volunteer")
    s, ev = play(s, "play c34", "place b03")
    assert "place b01" in legal(s)
    s, ev = play(s, "place b01")
    assert of_type(ev, E.WorkerPlaced)[0].extra
    assert "place b02" not in legal(s)  # one extra only
    s, _ = play(s, "play c21")  # a worker gained now waits for a later turn (R41)
    assert s.available[P1] == 2 and s.current == P2  # nothing left to do: the turn ended
    s, _ = play(s, "place b02")
    assert s.current == P1 and s.extra == 0 and "place b04" in legal(s)


def test_th19_reserve_cap():  # R12 R63 A20
    s = actions_table(2)
    put(s, P1, "hand", "Campaign Headquarters", "Grassroots Network", "Temp Agency")
    s, _ = play(s, "play c54", "play c46")
    assert s.available[P1] + s.placed_workers(P1) == 7 and s.reserve[P1] == 0
    s, ev = play(s, "play c29")
    gained = of_type(ev, E.WorkersGained)[0]
    assert gained.gained == 0 and gained.lost == 1 and s.available[P1] == 7


def test_th31_trash_a_red_card_for_a_worker():  # R62 R71 A7
    s = actions_table(2)
    s.available[P1] = 1
    s.reserve[P1] = 6 - 2
    s.reserve[P1] = 4
    s.available[P1] = 1
    worker(s, P1, "b09")
    worker(s, P1, "b08")
    s.available[P1] = 1
    s.reserve[P1] = 4
    put(s, P1, "hand", "Tabloid Affair", "Election Campaign Office")
    s, _ = play(s, "play c26")
    assert "trash c07" in legal(s) and "trash c26" not in legal(s)  # never the acting card
    s, ev = play(s, "trash c07")
    assert cid("c07") in s.box and s.available[P1] == 2
    assert of_type(ev, E.CardTrashed)[0].zone == "hand"


def test_draw_is_up_to():  # R58
    s = actions_table(2)
    put(s, P1, "hand", "Think Tank")
    s, _ = play(s, "play c47")
    assert legal(s) == ["amount 0", "amount 1", "amount 2", "amount 3"]
    s, _ = play(s, "amount 0")
    assert not s.tasks and s.phase == ACTIONS


def test_sift_puts_cards_face_up_and_draws_as_many():  # R69
    s = actions_table(2)
    put(s, P1, "hand", "Opinion Poll", "Tax Audit", "Gaffe on Live TV", "start_A_09")
    s, _ = play(s, "play c42", "sift c05", "sift c06", "stop")
    assert s.temp[P1][-2:] == (cid("c05"), cid("c06"))
    assert s.tasks == (("draw", P1, 2),)
    s = draw_all(s)
    assert len(s.hand[P1]) == 3


def test_th33_paying_coins_in_phase_2():  # R44 R50 R59 D19
    s = actions_table(2)
    put(s, P1, "hand", "Mailing Campaign", "Fatherly Friend", "Fatherly Friend", "Big Donor",
        "Local Radio")
    options = legal(s)
    assert "play c41" in options and "play start_A_17" not in options  # coin cards only
    ff = [a.split()[1] for a in options if a.startswith("play start_A")]
    s, _ = play(s, f"play {ff[0]}", f"play {ff[1]}", "play c41")
    assert s.pool(P1) == 5
    s, _ = play(s, "play c31")
    assert legal(s)[-1] == "amount 5"
    s, ev = play(s, "amount 4")
    assert of_type(ev, E.CoinsPaid)[0].amount == 4
    s = draw_all(s)
    assert len(s.hand[P1]) == 1 + 4 and s.pool(P1) == 1  # carried into phase 3


def test_coin_cards_stay_in_hand_without_a_pay_to_draw_action():  # R44
    s = actions_table(2)
    put(s, P1, "hand", "Fatherly Friend", "Big Donor", "Party Membership")
    assert not [a for a in legal(s) if a.startswith("play")]


def test_a_grey_card_needs_a_phase_2_target():  # R37 R76
    s = actions_table(2)
    put(s, P1, "hand", "Spin Doctor", "Phone Bank")
    assert "play c38" not in legal(s)  # nothing in the area used once
    s, _ = play(s, "play c27", "amount 0")
    assert "play c38" in legal(s)
    s, _ = play(s, "play c38")
    assert legal(s) == ["target c27"]
    s, _ = play(s, "target c27", "amount 2")
    assert cid("c27") in s.temp[P1] and s.uses[cid("c27")] == 2
    assert s.tasks == (("draw", P1, 2),)


def test_three_players_place_in_bus_order():  # R33
    s = actions_table(3)
    s.bus = (P3, P1, P2)
    s.current = P3
    s, _ = play(s, "place b03", "place b01", "place b02")
    assert s.current == P3
