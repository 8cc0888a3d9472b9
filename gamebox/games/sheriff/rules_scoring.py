"""Sheriff of Nottingham: scoring (R65-R75) -- stall counts with royal multipliers, King and
Queen bonuses, the score breakdown and the ranked result with its tie-breaks. These only
read a state, and the table scene and the tests call them mid-game too, so they are a
part apart: `ScoringMixin` of `SheriffGame` in rules.py.
"""

from __future__ import annotations

from gamebox.engine.game import Result
from gamebox.games.sheriff.config import SheriffConfig
from gamebox.games.sheriff.model import (
    HIDDEN,
    LEGAL,
    OVER,
    SheriffState,
)


class ScoringMixin:
    """`counts`, `bonuses`, `scores` and `result` of `SheriffGame`."""

    config: SheriffConfig

    # -- scoring (R65-R75) -----------------------------------------------------------------
    def counts(self, s: SheriffState, p: int) -> dict[str, int]:
        """R69: legal cards plus royal multipliers, per legal type. In a view, a face-down
        card the viewer may not know (`HIDDEN`) counts for nothing."""
        goods = self.config.goods
        counts = {t: s.stall_legal[p].get(t, 0) for t in LEGAL}
        for g, _ in s.stall_contra[p]:
            if g != HIDDEN and goods[g].kind == "royal":
                counts[goods[g].counts_as] += goods[g].counts_as_n
        return counts

    def bonuses(self, s: SheriffState) -> list[dict[str, int]]:
        """R70-R74: King and Queen of each legal good, ties split rounding down."""
        return self._bonuses([self.counts(s, p) for p in range(s.n)])

    def _bonuses(self, counts: list[dict[str, int]]) -> list[dict[str, int]]:
        n = len(counts)
        out: list[dict[str, int]] = [{} for _ in range(n)]
        for t in LEGAL:
            king, queen = self.config.bonuses[t]
            values = sorted({c[t] for c in counts if c[t] > 0}, reverse=True)  # R72
            if not values:
                continue
            top = [p for p in range(n) if counts[p][t] == values[0]]
            if len(top) > 1:  # R73
                for p in top:
                    out[p][t] = (king + queen) // len(top)
                continue
            out[top[0]][t] = king
            if len(values) > 1:  # R74
                second = [p for p in range(n) if counts[p][t] == values[1]]
                for p in second:
                    out[p][t] = queen // len(second)
        return out

    def race(self, view: SheriffState) -> list[dict[str, tuple[int, str, int]]]:
        """The King / Queen race as `view` shows it: per player and legal good, (count,
        "king" | "queen" | "", bonus if the game ended now). Counts use the stalls' legal
        goods and the royal goods whose identity the viewer knows (R69, §7.1)."""
        counts = [self.counts(view, p) for p in range(view.n)]
        bonus = self._bonuses(counts)
        out: list[dict[str, tuple[int, str, int]]] = []
        for p in range(view.n):
            row = {}
            for t in LEGAL:
                top = max(c[t] for c in counts)
                title = "" if t not in bonus[p] else "king" if counts[p][t] == top else "queen"
                row[t] = (counts[p][t], title, bonus[p].get(t, 0))
            out.append(row)
        return out

    def scores(self, s: SheriffState) -> list[int]:
        return [b["total"] for b in self._breakdown(s)]

    def _breakdown(self, s: SheriffState) -> list[dict[str, int]]:
        """Every player's score in parts (R68). On a view only what the viewer may see
        counts: a face-down card whose identity is hidden adds nothing but its count."""
        goods = self.config.goods
        bonus = self.bonuses(s)
        rows = []
        for p in range(s.n):
            legal_value = sum(goods[g].value * n for g, n in s.stall_legal[p].items())
            contra_value = sum(goods[g].value for g, _ in s.stall_contra[p] if g != HIDDEN)
            total_bonus = sum(bonus[p].values())
            rows.append(
                {  # display order: the parts, the total, then the R75 tiebreak counts
                    "legal": legal_value,
                    "contraband": contra_value,
                    "gold": s.gold[p],
                    "bonus": total_bonus,
                    "total": s.gold[p] + legal_value + contra_value + total_bonus,  # R68
                    "legal_cards": sum(s.stall_legal[p].values()),
                    "contraband_cards": len(s.stall_contra[p]),
                }
            )
        return rows

    def standing(self, view: SheriffState) -> tuple[dict[str, int], ...]:
        """The score so far as `view` shows it, in the rows of the final breakdown: gold,
        the stalls' legal goods and the bonuses they earn now are public; face-down
        contraband counts only where the viewer knows it (their own, or a card revealed
        in payment, §7.1); hands and bags score nothing until they reach a stall (R66)."""
        return tuple(self._breakdown(view))

    def result(self, state: SheriffState) -> Result | None:
        if state.phase != OVER:
            return None
        rows = self._breakdown(state)
        keys = [(r["total"], r["legal_cards"], r["contraband_cards"]) for r in rows]  # R75
        ranking = tuple(sorted(range(state.n), key=lambda p: keys[p], reverse=True))
        decided_by = "shared"
        a, b = keys[ranking[0]], keys[ranking[1]]
        for index, name in enumerate(("score", "legal_goods", "contraband")):
            if a[index] != b[index]:
                decided_by = name
                break
        return Result(tuple(r["total"] for r in rows), ranking, decided_by, tuple(rows))
