"""The result, its tie-breaks (R36-R38, R40) and the running standing."""

from __future__ import annotations

from gamebox.games.boss.model import OVER
from gamebox.games.boss.rules_scoring import BREAKDOWN_KEYS

from .helpers import dealt, game


def over(n: int, money, gain, **people):
    s = dealt(n).copy()
    s.phase = OVER
    s.money = list(money)
    s.hand_gain = list(gain)
    for name, values in people.items():
        setattr(s, name, values)
    return s


def test_s33_tiebreaks():
    # S33 R38: money, then the last hand's money, then gangsters, then a shared win
    s = over(2, [23, 23], [5, 7])
    r = game.result(s)
    assert r.winner == 1 and r.decided_by == "last_hand"
    # 7 vs 6 gangsters: A 6 marked (one in prison) + 1 occasional; B 5 + 1
    s = over(2, [23, 23], [7, 7], sup_m=[5, 5], prison=[[3], []], dead=[0, 1], sup_o=[1, 1],
             spent_o=[2, 2])
    assert s.gangster_count(0) == 7 and s.gangster_count(1) == 6
    r = game.result(s)
    assert r.winner == 0 and r.decided_by == "gangsters"
    s = over(2, [23, 23], [7, 7], sup_m=[5, 5], dead=[1, 1], sup_o=[1, 1], spent_o=[2, 2])
    r = game.result(s)
    assert r.decided_by == "shared" and game.winners(s) == (0, 1)


def test_r38_money_decides_first():
    r = game.result(over(3, [10, 12, 11], [9, 0, 0]))
    assert r.ranking == (1, 2, 0) and r.decided_by == "score" and r.scores == (10, 12, 11)


def test_r40_teams_share_score_and_win():
    # R40 R36: one score per team; both partners rank together
    r = game.result(over(6, [10, 14, 9], [0, 0, 0]))
    assert r.scores == (10, 14, 9, 10, 14, 9)
    assert r.ranking[:2] == (1, 4) and set(r.ranking[2:4]) == {0, 3}
    assert r.breakdown[1] == r.breakdown[4]


def test_breakdown_and_standing_have_the_same_keys():
    # R46: all of it is public, so a view's standing equals the true one
    s = over(4, [5, 6, 7, 8], [1, 2, 3, 4])
    s.breakdown = [[5, 0, 0, 0], [2, 4, 0, 0], [3, 0, 4, 0], [10, 0, 0, -2]]
    r = game.result(s)
    assert tuple(r.breakdown[0]) == BREAKDOWN_KEYS
    assert r.breakdown[3]["robbery"] == -2 and r.breakdown[3]["total"] == 8
    for seat in (0, 2, None):
        assert game.standing(game.view(s, seat)) == r.breakdown
    assert game.result(dealt(3)) is None
    assert game.standing(game.view(dealt(3), 0))[0]["total"] == 0


def test_r38_a_full_tie_plays_one_more_hand():
    # R38: the rulebook's "play another hand" (option tiebreak_hand, on by default)
    import random

    from gamebox.games.boss import events as E
    from gamebox.games.boss.model import FACEDOWN

    from .helpers import end_of_hand, of_type, resolve

    s = end_of_hand(2, hand=3, facedown={}, money=[9, 9])
    s.last_hand = True
    s.police_up, s.police_pile = ["police_silver_1", "police_double", "police_silver_2"], [
        "police_gold_1", "police_gold_2"
    ]
    s2, ev = resolve(s)
    assert of_type(ev, E.TieBreakHand) == [E.TieBreakHand((0, 1))]
    assert s2.phase == FACEDOWN and s2.extra_hand and s2.hand_no == 4
    rng = random.Random(3)
    while s2.phase != OVER:
        turn = game.turn(s2)
        a = game.sample_chance(s2, rng) if turn.is_chance else rng.choice(game.legal_actions(s2))
        s2, _ = game.apply(s2, a)
        assert len(s2.police_up) == 3  # no police card in the tie-break hand
    r = game.result(s2)
    assert s2.hand_no == 4 and r.decided_by in ("extra_hand", "shared")
    off = s.copy()
    off.extra_rule = False  # the spec's Decision 15: a shared victory at once
    s3, _ = resolve(off)
    assert s3.phase == OVER and game.result(s3).decided_by == "shared"
    assert game.new_state(2, {"tiebreak_hand": False}).extra_rule is False
