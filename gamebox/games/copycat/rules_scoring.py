"""Copycat: the score sheet and the result (R54, R94, R95). Victory points are counted by
where they came from -- card actions, office actions, VP markers (1 each plus their
doublings, R74) and coins converted into VP (doctorates, the honorary degrees office) --
the parts of `Result.breakdown` and of the running `standing`, which reads only public
facts (every VP is gained openly). `ScoringMixin` is a part of `CopycatGame` (rules.py).
"""

from __future__ import annotations

from gamebox.engine.game import Result
from gamebox.games.copycat.model import OVER, PARTS, CopycatState

BREAKDOWN_KEYS = (*PARTS, "total", "last_round")


def breakdown(s: CopycatState) -> tuple[dict[str, int], ...]:
    """Per seat: the four parts, their total (the career path, plus the VP of a phase-3
    turn still running) and the VP scored in this (at the end: the final) round, which
    breaks ties (R95)."""
    rows = []
    for p in range(s.n):
        row = dict(zip(PARTS, s.parts[p], strict=True))
        row["total"] = sum(s.parts[p])
        row["last_round"] = s.round_vp[p]
        rows.append(row)
    return tuple(rows)


class ScoringMixin:
    """`result` and `standing` of `CopycatGame`."""

    def result(self, state: CopycatState) -> Result | None:
        if state.phase != OVER:
            return None

        def key(p: int) -> tuple[int, int]:
            return (state.vp[p], state.round_vp[p])  # R94, R95

        ranking = tuple(sorted(range(state.n), key=lambda p: (-key(p)[0], -key(p)[1], p)))
        a, b = key(ranking[0]), key(ranking[1])
        decided_by = "score" if a[0] != b[0] else "last_round" if a[1] != b[1] else "shared"
        return Result(tuple(state.vp), ranking, decided_by, breakdown(state))

    def standing(self, view: CopycatState) -> tuple[dict[str, int], ...]:
        """The score so far in the final breakdown's rows; all of it is public (R99)."""
        return breakdown(view)
