"""The Boss: the result and its tie-breaks (R36-R38, R40) and the running standing.

Money, the money of the last hand and the gangsters are all public (R46), so the standing
a view shows is the same sheet as the final breakdown, computed from the same function.
With six players every person's row is the team's (R40): a team has one score cube.
"""

from __future__ import annotations

from gamebox.engine.game import Result
from gamebox.games.boss.model import OVER, BossState

BREAKDOWN_KEYS = ("cities", "chicago", "shootout", "robbery", "total", "last_hand", "gangsters")
"""The rows of the score sheet; i18n labels are `boss.score.<key>`."""
DECIDED_BY = ("score", "last_hand", "gangsters", "shared", "extra_hand")
"""`Result.decided_by` values; i18n words are `boss.decided_by.<key>`."""


def breakdown(state: BossState) -> tuple[dict[str, int], ...]:
    """Every seat's sheet: money won from city rewards, Chicago and the shoot-out, lost
    to robbery, the total, then the tie-break counts (R38): the money of the last hand
    resolved and the living gangsters (marked anywhere plus unused occasionals)."""
    rows = []
    for p in range(state.n):
        c = state.colour_of(p)
        cities, chicago, shootout, robbery = state.breakdown[c]
        rows.append(
            {
                "cities": cities,
                "chicago": chicago,
                "shootout": shootout,
                "robbery": robbery,
                "total": state.money[c],
                "last_hand": state.hand_gain[c],
                "gangsters": state.gangster_count(c),
            }
        )
    return tuple(rows)


class ScoringMixin:
    """`result` and `standing` of `BossGame`."""

    def colour_key(self, state: BossState, colour: int) -> tuple[int, int, int]:
        """R38: money, then money won in the last hand, then gangsters."""
        return (state.money[colour], state.hand_gain[colour], state.gangster_count(colour))

    def result(self, state: BossState) -> Result | None:
        if state.phase != OVER:
            return None
        colours = sorted(
            range(state.colours), key=lambda c: self.colour_key(state, c), reverse=True
        )
        decided_by = "shared"  # R38, Decision 15: a full tie is a shared victory
        if len(colours) > 1:
            a, b = self.colour_key(state, colours[0]), self.colour_key(state, colours[1])
            for index, name in enumerate(DECIDED_BY[:3]):
                if a[index] != b[index]:
                    decided_by = "extra_hand" if state.extra_hand else name
                    break
        ranking = tuple(p for c in colours for p in state.members(c))
        scores = tuple(state.money[state.colour_of(p)] for p in range(state.n))
        return Result(scores, ranking, decided_by, breakdown(state))

    def standing(self, view: BossState) -> tuple[dict[str, int], ...]:
        """The sheet so far; every number on it is public (R46)."""
        return breakdown(view)

    def winners(self, state: BossState) -> tuple[int, ...]:
        """Every seat that shares the win (R38: a shared victory names several)."""
        result = self.result(state)
        if result is None:
            return ()
        top = self.colour_key(state, state.colour_of(result.winner))
        return tuple(
            p for p in range(state.n) if self.colour_key(state, state.colour_of(p)) == top
        )
