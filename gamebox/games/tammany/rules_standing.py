"""Tammany Hall's score sheet: the final breakdown (`Result.breakdown`) and the running
standing the table's overview shows (`TammanyGame.standing`), built by one function so
the two have the same rows in the same order.

During the game the victory points on the track come from elections only (wards and
Mayor, R48-R51); the end-game points (chip majorities, R56, and unused slander chips,
R57) are counted as they would fall if the game ended now. All of it is public (R5,
section 9): the only secret, a sealed bid, has not left its bidder's chips before the
reveal (R43 spends them at the reveal), so the standing reads nothing a view hides.
"""

from __future__ import annotations

from gamebox.games.tammany.config import TammanyConfig
from gamebox.games.tammany.model import NAT_IDS, OVER, TammanyState


def breakdown(config: TammanyConfig, state: TammanyState) -> tuple[dict[str, int], ...]:
    """Every seat's score by part: elections (wards and Mayor), chip majorities (R56),
    unused slander chips (R57), the total, then the tie-break counts (R58). After the
    game (phase OVER) the majorities and slander are already in the VP; before it they
    are what the end would add now, and the total is the VP plus them."""
    n = state.n
    final = state.phase == OVER
    best = [max(state.chips[p][k] for p in range(n)) for k in range(4)]
    rows = []
    for p in range(n):  # display order: the parts, the total, then the tie-break counts
        majorities = sum(
            config.majority_vp for k in range(4) if best[k] >= 1 and state.chips[p][k] == best[k]
        )
        slander = state.slander[p]
        elections = state.vp[p] - (majorities + slander if final else 0)
        rows.append(
            {
                "elections": elections,
                "majorities": majorities,
                "slander": slander,
                "total": elections + majorities + slander,
                "chips": sum(state.chips[p]),
                **{NAT_IDS[k]: state.chips[p][k] for k in range(4)},
                "mayor": int(state.mayor == p),
            }
        )
    return tuple(rows)
