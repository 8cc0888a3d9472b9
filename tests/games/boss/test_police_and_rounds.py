"""Police cards and the end (R19, R20, R37), the final round's order (R21, R44)."""

from __future__ import annotations

import random

from gamebox.games.boss import events as E
from gamebox.games.boss.model import OVER, PLACE, POLICE, BossAction

from .helpers import dealt, game, lay, of_type, play


def drive(n: int, police: list[str], seed: int = 0):
    """A random game whose police cards come in the order given; returns the final state
    and the (hand, round, cards in hand) of every police reveal."""
    rng = random.Random(seed)
    s = game.new_state(n, {"start_player": 0})
    reveals = []
    while s.phase != OVER:
        if s.phase == POLICE:
            card = police.pop(0)
            sizes = {len(h) for h in s.hands}
            s, ev = game.apply(s, BossAction("police", card=card))
            reveals.append((s.hand_no, s.round, sizes, of_type(ev, E.PoliceRevealed)[0]))
            continue
        turn = game.turn(s)
        a = game.sample_chance(s, rng) if turn.is_chance else rng.choice(game.legal_actions(s))
        s, ev = game.apply(s, a)
        for e in of_type(ev, E.PoliceRevealed):  # the last card of the pile is no choice
            reveals.append((s.hand_no, s.round, None, e))
    return s, reveals


def test_s14_police_timing():
    # S14 R19: turned before round R-1, when every hand holds 2 cards
    _, reveals = drive(4, ["police_silver_1", "police_double", "police_silver_2"])
    assert [(h, r) for h, r, _, _ in reveals] == [(1, 4), (2, 4), (3, 4)]
    assert all(sizes == {2} for _, _, sizes, _ in reveals)
    _, reveals = drive(5, ["police_gold_1", "police_double", "police_gold_2"])
    assert [(h, r) for h, r, _, _ in reveals] == [(1, 3), (2, 3), (3, 3)]
    assert all(sizes == {2} for _, _, sizes, _ in reveals)


def test_s15_end_after_3_hands():
    # S15 R20 R37: silver, double, silver: hand 3 is the last
    s, reveals = drive(4, ["police_silver_1", "police_double", "police_silver_2"])
    assert [e.last_hand for *_, e in reveals] == [False, False, True]
    assert s.phase == OVER and s.hand_no == 3 and game.result(s) is not None
    assert (reveals[-1][3].silver, reveals[-1][3].gold) == (3, 1)


def test_s17_end_after_4_hands():
    # S17 R20: G, D, S, S: 2 and 2 after hand 3, silver 3 in hand 4
    s, reveals = drive(3, ["police_gold_1", "police_double", "police_silver_1", "police_silver_2"])
    assert [(e.silver, e.gold, e.last_hand) for *_, e in reveals] == [
        (0, 1, False), (1, 2, False), (2, 2, False), (3, 2, True)
    ]
    assert s.hand_no == 4 and s.phase == OVER


def test_r20_five_hands_at_most():
    # R20: S, G, S, G, D ends after hand 5; the pile never runs out
    s, reveals = drive(
        2, ["police_silver_1", "police_gold_1", "police_silver_2", "police_gold_2", "police_double"]
    )
    assert s.hand_no == 5 and reveals[-1][3].last_hand and s.police_pile == []


def test_s26_final_round_order():
    # S26 R21: most gangsters available first; B, A, C, D
    s = dealt(4).copy()
    s.sup_m, s.sup_o = [3, 5, 3, 0], [0, 0, 0, 0]
    assert game.final_order(s) == [1, 0, 2, 3]


def test_s27_final_round_ties_wrap():
    # S27 R21: ties clockwise from the marker holder C: D, C, A, B
    s = dealt(4, first=2).copy()
    s.sup_m, s.sup_o = [2, 2, 2, 3], [0, 0, 0, 1]
    assert game.final_order(s) == [3, 2, 0, 1]


def test_r21_final_order_is_used_for_the_last_round_only():
    # R21 R10 R44: rounds 1..R-1 clockwise, round R by gangsters left, per person
    rng = random.Random(4)
    s = dealt(6, first=1)
    orders = {1: list(s.order)}
    while s.phase != OVER and s.hand_no == 1:
        turn = game.turn(s)
        a = game.sample_chance(s, rng) if turn.is_chance else rng.choice(game.legal_actions(s))
        before = s
        s, ev = game.apply(s, a)
        for e in of_type(ev, E.RoundBegan):
            orders[e.round] = list(e.order)
            if e.final:
                expected = sorted(
                    range(6),
                    key=lambda p: (-(before.sup_m[p] + before.sup_o[p]), (p - 1) % 6),
                )
                assert list(e.order) == expected
    assert all(orders[r] == [1, 2, 3, 4, 5, 0] for r in (1, 2, 3)) and 4 in orders


def test_r18_the_last_card_is_played_for_the_person():
    # R18: in the final round the only card left goes down after the placement
    s = dealt(2)
    while s.round < lay(2).rounds:  # everybody passes: gangsters are left for round R
        turn = game.turn(s)
        a = game.sample_chance(s, random.Random(1)) if turn.is_chance else game.legal_actions(s)[0]
        s, _ = game.apply(s, a)
    assert s.phase == PLACE and all(len(h) == 1 for h in s.hands)
    person = s.order[s.turn_index]
    s2, ev = play(s, "pass")
    assert of_type(ev, E.CardPlayed)[0].player == person and s2.hands[person] == []
