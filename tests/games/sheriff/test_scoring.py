"""End of game and scoring (R65-R75) and the spec's majority scenarios."""

from __future__ import annotations

from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.model import OVER

from .helpers import deal, game, load_and_declare, of_type, play, skip_market, skip_windows, table


def final(stalls: dict[int, str], gold: dict[int, int] | None = None, n: int = 4, **kw):
    s = table(n, stalls=stalls, gold=gold, **kw)
    s.phase = OVER
    return s


def test_rulebook_125_point_example():  # R68, R73, R74, §6 worked example
    s = final(
        {
            0: "apples,apples,apples,apples," + "cheese," * 6 + "bread," + "chicken," * 4
            + "pepper,pepper,crossbow",
            1: "apples," * 10
            + "cheese,cheese,cheese,bread,bread,bread,chicken,chicken,chicken,chicken",
            2: "apples," * 6 + "bread,bread",
            3: "chicken," * 6,
        },
        gold={0: 42},
    )
    bonus = game.bonuses(s)
    assert bonus[0] == {"cheese": 15, "chicken": 2}
    assert bonus[1] == {"apples": 20, "cheese": 10, "bread": 15, "chicken": 2}
    assert game.scores(s)[0] == 125
    result = game.result(s)
    assert result is not None and result.scores[0] == 125
    assert result.breakdown[0]["bonus"] == 17


def test_s33_two_way_tie_for_king():  # S33: R73
    s = final({0: "apples," * 9, 1: "apples," * 9, 2: "apples," * 5})
    bonus = game.bonuses(s)
    assert bonus[0]["apples"] == bonus[1]["apples"] == 15
    assert "apples" not in bonus[2] and "apples" not in bonus[3]


def test_s34_three_way_tie_for_king():  # S34: R73
    s = final({0: "cheese," * 7, 1: "cheese," * 7, 2: "cheese," * 7})
    assert [game.bonuses(s)[p].get("cheese") for p in range(3)] == [8, 8, 8]


def test_s35_three_way_tie_for_queen():  # S35: R74
    s = final({0: "chicken," * 6, 1: "chicken," * 4, 2: "chicken," * 4, 3: "chicken," * 4})
    assert [game.bonuses(s)[p]["chicken"] for p in range(4)] == [10, 1, 1, 1]


def test_s37_zero_never_qualifies():  # S37: R72
    s = final({0: "apples,apples,apples"}, n=3)
    bonus = game.bonuses(s)
    assert bonus[0] == {"apples": 20} and bonus[1] == {} and bonus[2] == {}


def test_royal_goods_add_their_multiplier():  # R69, R83
    s = final({0: "apples,golden_apples", 1: "apples,apples,apples"}, options={"royal_goods": True})
    assert game.counts(s, 0)["apples"] == 4
    bonus = game.bonuses(s)
    assert bonus[0]["apples"] == 20 and bonus[1]["apples"] == 10
    assert game.scores(s)[0] == 50 + 2 + 6 + 20  # the royal card scores its own Value


def _equalise(s) -> None:
    """Give P2 the gold that makes his score equal P1's."""
    scores = game.scores(s)
    s.gold[1] += scores[0] - scores[1]
    assert s.gold[1] >= 0


def test_s38_winner_tiebreaks():  # S38: R75
    s = final({0: "apples," * 5 + "silk", 1: "chicken,chicken,chicken,silk", 2: "apples"})
    _equalise(s)
    result = game.result(s)
    assert result is not None and result.scores[0] == result.scores[1]
    assert result.ranking[0] == 0 and result.decided_by == "legal_goods"
    # equal legal cards (royal goods are not legal here); P2 more contraband
    s = final({0: "mead", 1: "pepper,green_apples"}, options={"royal_goods": True})
    _equalise(s)
    result = game.result(s)
    assert result is not None and result.scores[0] == result.scores[1]
    assert result.ranking[0] == 1 and result.decided_by == "contraband"
    s = final({0: "mead", 1: "pepper"})
    _equalise(s)
    result = game.result(s)
    assert result is not None and result.decided_by == "shared"


def test_s31_last_round_ends_without_refill():  # S31: R48, R65, R66
    s = table(4)
    while s.phase != OVER:
        s = skip_market(s)
        s, _ = load_and_declare(s, {}, {})
        s = skip_windows(s)
        s, ev = play(s, "wave")
        if s.phase != OVER:
            s = deal(s)
    assert s.round == 8
    assert of_type(ev, E.HandsDiscarded) and of_type(ev, E.GameEnded)
    assert not s.draw_queue
    assert game.turn(s).is_over
    result = game.result(s)
    assert result is not None
    hands = sum(len(h) for h in s.hands)
    assert hands == 4 * 6 - 3  # the last round's bags were not refilled
    # hand cards score nothing (R66)
    assert result.scores == tuple(game.scores(s))


def test_sheriff_rotates_left_each_round():  # R15, R49
    s = table(4, sheriff=2)
    seen = []
    for _ in range(3):
        seen.append(s.sheriff)
        s = skip_market(s)
        s, _ = load_and_declare(s, {}, {})
        s = skip_windows(s)
        s, _ = play(s, "wave")
        s = deal(s)
    assert seen == [2, 3, 0]
