"""The score so far (`SheriffGame.standing`) and the King / Queen race (`race`): the rows
of the final breakdown, counting only what a view shows (§7.1), equal to the final
score once the game is over, and the same for two states a viewer cannot tell apart."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.match import Match, Seat, walk
from gamebox.games.sheriff.model import HIDDEN, OVER

from .helpers import game, table


def test_standing_has_the_rows_of_the_final_breakdown():  # R68, R75
    s = table(4, stalls={0: "apples,apples,silk", 1: "apples,cheese"}, gold={0: 30, 1: 40})
    s.phase = OVER
    final = game.result(s)
    rows = game.standing(game.view(s, 2))
    assert final is not None
    assert [list(r) for r in rows] == [list(r) for r in final.breakdown]
    assert rows == final.breakdown  # at the end everything is revealed (R67)


def test_hidden_contraband_counts_only_for_its_owner():  # R40, R67, R76
    s = table(4, stalls={1: "apples,silk,mead"}, gold={1: 10})
    own = game.standing(game.view(s, 1))[1]
    other = game.standing(game.view(s, 0))[1]
    silk, mead = (game.config.goods[g].value for g in ("silk", "mead"))
    assert own["contraband"] == silk + mead and other["contraband"] == 0
    assert own["contraband_cards"] == other["contraband_cards"] == 2  # the count is public
    assert own["total"] - other["total"] == silk + mead
    assert other["legal"] == own["legal"] == game.config.goods["apples"].value


def test_a_revealed_card_counts_for_everyone():  # R54, R56, §7.1
    s = table(4, stalls={1: "silk"})
    s.stall_contra[1] = [("silk", True)]  # revealed in payment of a debt
    assert game.standing(game.view(s, 0))[1]["contraband"] == game.config.goods["silk"].value


def test_the_race_crowns_by_public_counts():  # R69-R74
    s = table(4, options={"royal_goods": True},
              stalls={0: "apples,apples", 1: "apples", 2: "green_apples"})
    seen_by_0 = game.race(game.view(s, 0))
    assert seen_by_0[0]["apples"] == (2, "king", 20)  # seat 2's royal apples are face down
    assert seen_by_0[1]["apples"] == (1, "queen", 10)
    assert seen_by_0[2]["apples"] == (0, "", 0)
    seen_by_2 = game.race(game.view(s, 2))  # seat 2 knows its Green Apples count as 2
    assert seen_by_2[0]["apples"][1] == seen_by_2[2]["apples"][1] == "king"
    assert seen_by_2[0]["apples"][2] == 15  # (20 + 10) // 2 (R73)
    assert game.race(game.view(s, 0))[0]["cheese"] == (0, "", 0)  # nobody has cheese (R72)


def _states(seed: int, count: int) -> list:
    """Mid-game states of a seeded random game, every few steps."""
    match = Match(game, [Seat("random")] * 4, seed, {"royal_goods": True})
    rng = random.Random(seed)
    found = []
    while not match.is_over and len(found) < count:
        walk(match, rng, limit=17)
        found.append(match.state.copy())
    return found


@pytest.mark.parametrize("seed", [3, 8])
def test_what_a_viewer_cannot_see_never_changes_the_standing(seed):  # R76, R82
    rng = random.Random(seed)
    for state in _states(seed, 12):
        for seat in range(state.n):
            view = game.view(state, seat)
            standing = game.standing(view)
            race = game.race(view)
            for _ in range(3):  # other hidden cards, the same view
                other = game.determinize(view, rng)
                assert game.standing(game.view(other, seat)) == standing
                assert game.race(game.view(other, seat)) == race


def test_changing_a_hidden_card_changes_only_the_owners_own_count():  # R76
    s = table(4, stalls={1: "silk"})
    swapped = s.copy()
    swapped.stall_contra[1] = [("crossbow", False)]
    assert game.standing(game.view(s, 0)) == game.standing(game.view(swapped, 0))
    assert game.standing(game.view(s, 1)) != game.standing(game.view(swapped, 1))
    assert HIDDEN in [g for g, _ in game.view(s, 0).stall_contra[1]]
