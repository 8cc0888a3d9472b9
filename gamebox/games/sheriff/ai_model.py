"""What a Sheriff of Nottingham computer player knows and believes (spec §12.1-12.3).

Everything here reads a seat's view only: the unknown pool is the deck composition
minus every card whose identity the view shows, and the opponents' records come from
public facts (their stalls, the round count) or from what the agent itself observed in
earlier views. No function here may look at a true state.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gamebox.games.sheriff.config import SheriffConfig
from gamebox.games.sheriff.model import HIDDEN, LEGAL, SheriffState


@dataclass(frozen=True, slots=True)
class Style:
    """A personality (§12.10): how much it lies, demands and follows through."""

    name: str
    lie_rate: float  # prior for loading contraband
    greed: float  # demand multiplier
    credibility: float  # chance of opening a bag whose owner refused a demand
    trust: float  # how much a promise lowers suspicion
    promise_keeping: float
    vengeance: float  # extra suspicion for who inspected it
    bribe_open: float  # first offer as a share of the most the bag is worth paying
    risk: float  # how much inspection risk a lie may carry


STYLES = {
    "balanced": Style("balanced", 0.4, 1.0, 0.75, 0.5, 0.7, 0.0, 0.5, 1.0),
    "honest": Style("honest", 0.1, 0.9, 0.6, 0.7, 0.95, 0.1, 0.35, 0.6),
    "smuggler": Style("smuggler", 0.7, 1.0, 0.6, 0.4, 0.5, 0.3, 0.6, 1.5),
    "greedy": Style("greedy", 0.4, 1.5, 0.9, 0.2, 0.2, 0.6, 0.45, 1.0),
    "accountant": Style("accountant", 0.4, 1.0, 0.75, 0.5, 0.7, 0.0, 0.5, 1.0),
}


class Knowledge:
    """The observer's picture of the table: unknown pool, values and standings."""

    def __init__(self, config: SheriffConfig, view: SheriffState, me: int, counting: bool) -> None:
        self.config = config
        self.view = view
        self.me = me
        self.n = view.n
        self.kappa = 1 + 1 / (view.n - 1)
        self.delta = 1 / (view.n - 1)
        self.value = {g: c.value for g, c in config.goods.items()}
        self.penalty = {g: c.penalty for g, c in config.goods.items()}
        self.rounds = config.rounds(view.n)
        self.pool = self._pool(counting)
        self.pool_size = sum(self.pool.values())

    # -- card counting (§12.2) -------------------------------------------------------------
    def _pool(self, counting: bool) -> dict[str, float]:
        v = self.view
        pool: dict[str, float] = {g: float(k) for g, k in self.config.deck(v.n, v.royal).items()}
        if not counting:
            return pool
        seen = [*v.piles[0], *v.piles[1], *v.set_aside, *v.confiscated]
        hidden_contra = 0
        for p in range(v.n):
            seen += v.hands[p] + (v.bags[p] or [])
            seen += [g for g, k in v.stall_legal[p].items() for _ in range(k)]
            for g, _ in v.stall_contra[p]:
                if g == HIDDEN:
                    hidden_contra += 1
                else:
                    seen.append(g)
        for g in seen:
            if g != HIDDEN and g in pool:
                pool[g] = max(0.0, pool[g] - 1)
        contra = [g for g in pool if g not in LEGAL]
        total = sum(pool[g] for g in contra)
        if total > 0 and hidden_contra:  # face-down stall cards are contraband or royal
            keep = max(0.0, 1 - hidden_contra / total)
            for g in contra:
                pool[g] *= keep
        return pool

    def feasibility(self, m: int, t: str, n: int) -> float:
        """F(t, n): the chance m's unknown cards could hold n of t (hypergeometric)."""
        v = self.view
        u = max(1, round(self.pool_size))
        ut = min(u, round(self.pool.get(t, 0.0)))
        h = min(u, len(v.hands[m]) + len(v.bags[m] or []) + 3)
        if n > h:
            return 0.0
        total = math.comb(u, h)
        p = 0.0
        for x in range(n, min(h, ut) + 1):
            p += math.comb(ut, x) * math.comb(u - ut, h - x)
        return min(1.0, p / total)

    def lie_averages(self) -> tuple[float, float]:
        """Average penalty and value of an undeclared card: the pool weighted 3:1
        towards contraband (§12.4)."""
        weight = pen = val = 0.0
        for g, k in self.pool.items():
            w = k * (3.0 if g not in LEGAL else 1.0)
            weight += w
            pen += w * self.penalty[g]
            val += w * self.value[g]
        if weight <= 0:
            return 3.5, 6.5
        return pen / weight, val / weight

    def draw_value(self) -> float:
        """The average Value of an unknown card: what a fresh deck draw is worth."""
        if self.pool_size <= 0:
            return 3.0
        return sum(k * self.value[g] for g, k in self.pool.items()) / self.pool_size

    # -- standings (§12.3, §12.6) -------------------------------------------------------------
    def counts(self, p: int) -> dict[str, int]:
        goods = self.config.goods
        c = {t: self.view.stall_legal[p].get(t, 0) for t in LEGAL}
        for g, _ in self.view.stall_contra[p]:
            if g != HIDDEN and goods[g].kind == "royal":
                c[goods[g].counts_as] += goods[g].counts_as_n
        return c

    def bonus_for(self, t: str, mine: int, others: list[int]) -> float:
        king, queen = self.config.bonuses[t]
        if mine <= 0:
            return 0.0
        above = [o for o in others if o > mine]
        equal = sum(1 for o in others if o == mine)
        if not above:
            return (king + queen) / (equal + 1) if equal else float(king)
        if len(above) == 1:  # R74: second place, shared by ties
            return queen / (equal + 1)
        return 0.0

    def bonus_gain(self, t: str, k: int, weight: float) -> float:
        """Extra bonus from adding k cards of t to the stall, discounted early on."""
        if k <= 0 or weight <= 0:
            return 0.0
        me = self.me
        mine = self.counts(me)[t]
        others = [self.counts(p)[t] for p in range(self.n) if p != me]
        gain = self.bonus_for(t, mine + k, others) - self.bonus_for(t, mine, others)
        progress = min(1.0, self.view.round / self.rounds)
        return weight * (0.3 + 0.7 * progress) * gain

    def score(self, p: int) -> float:
        v = self.view
        s = float(v.gold[p])
        s += sum(self.value[g] * k for g, k in v.stall_legal[p].items())
        for g, _ in v.stall_contra[p]:
            s += self.value[g] if g != HIDDEN else 7.0
        return s

    def rounds_left(self) -> int:
        return self.rounds - self.view.round

    def times_merchant(self, m: int) -> int:
        """Bags m has resolved in earlier rounds (R15 rotation is public)."""
        v = self.view
        done = 0
        for r in range(1, v.round):
            if (v.first_sheriff + r - 1) % v.n != m:
                done += 1
        return done

    def hidden_contra(self, m: int) -> int:
        return sum(1 for g, public in self.view.stall_contra[m] if not public)
