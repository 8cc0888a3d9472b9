"""A fast static evaluation of a Tammany Hall table for one seat (spec 12.2, 12.3).

Each active ward gets a win probability per player from a softmax over "strength"
(bosses plus a share of the eligible chips), whose temperature grows with the
placements still to come in the term: a lead in year 1 is worth less than in year 4.
From those come the expected ward points, the mayor race, the immigrant-leader
chips and, in the last term, the chip majorities. Everything read is public (R5):
sealed bids are never looked at.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gamebox.games.tammany.model import (
    ASSIGN,
    BIDDING,
    BONUS,
    OFFICES,
    OVER,
    TammanyState,
)
from gamebox.games.tammany.rules import TammanyGame

DEPUTY, COUNCIL, CHIEF, PRECINCT = OFFICES
ELECTION_PHASES = frozenset({BIDDING, BONUS})


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable numbers of the evaluation; the levels share them unless they say not."""

    chip: float = 0.45  # a favor chip: a future vote and a majority counter
    slander: float = 1.0  # an unused slander chip is 1 VP at the end (R57)
    chip_share: float = 0.6  # how much of a player's eligible chips a ward can count on
    absent: float = -0.8  # strength of a player with no boss who may still place one
    temp_base: float = 0.35  # softmax temperature once nobody can place any more
    temp_slope: float = 0.12  # extra temperature per placement still to come in the term
    mayor: float = 4.0  # 3 VP plus first seat and the patronage (R49, R52)
    mayor_temp: float = 0.6
    bonus: float = 0.45  # wards 1, 2 (cube) and 4, 7 (chip), R45
    boss_kept: float = 0.25  # the winner's boss stays as a vote next term (R44)
    rival_max: float = 0.6  # weight of the best rival in the relative score
    office: tuple[float, float, float, float] = (1.8, 1.3, 0.9, 1.0)  # per term held


DEFAULT = Weights()


def future_turns(s: TammanyState) -> list[int]:
    """Placements each player still makes before the next election."""
    n = s.n
    if s.phase in ELECTION_PHASES or s.phase in (ASSIGN, OVER):
        return [0] * n
    in_term = (s.year - 1) % 4 + 1
    later = 4 - in_term
    cur = (s.current - s.first_player) % n
    out = []
    for p in range(n):
        pos = (p - s.first_player) % n
        now = 1 if pos > cur or (pos == cur and not s.placement_done) else 0
        out.append(later + now)
    return out


class Evaluator:
    """Scores tables for one game; stateless between calls, so shareable by threads."""

    def __init__(self, game: TammanyGame, weights: Weights = DEFAULT) -> None:
        c = game.config
        self.game = game
        self.w = weights
        self.wards = c.wards
        self.order = c.election_order
        self.vp = c.vp
        self.bonus = c.bonus
        self.last_year = c.years
        self.leader_chips = c.leader_chips
        self.majority_vp = c.majority_vp

    # -- ward by ward -------------------------------------------------------------------
    def resolved(self, s: TammanyState) -> set[int]:
        if s.phase not in ELECTION_PHASES:
            return set()
        done = set(self.order[: s.election_index])
        if s.phase == BIDDING:
            done.discard(s.ward)
        return done

    def ward_probs(self, s: TammanyState) -> dict[int, list[float]]:
        """P(player wins ward) for every active ward (resolved wards are certain)."""
        w = self.w
        n = s.n
        players = range(n)
        fut = future_turns(s)
        total_fut = sum(fut)
        done = self.resolved(s)
        chips = s.chips
        exp = math.exp
        # eligible chips per open race (R40), and how many races share each budget
        spread = [0] * n
        races: list[tuple[int, list[int], list[int]]] = []
        out: dict[int, list[float]] = {}
        for ward, c in s.cubes.items():
            c0, c1, c2, c3 = c
            if not (c0 or c1 or c2 or c3):
                continue
            if ward in done:
                winner = s.winners.get(ward)
                out[ward] = [1.0 if p == winner else 0.0 for p in players]
                continue
            row = []
            for ch in chips:
                row.append(
                    (ch[0] if c0 else 0)
                    + (ch[1] if c1 else 0)
                    + (ch[2] if c2 else 0)
                    + (ch[3] if c3 else 0)
                )
            bosses = s.bosses[ward]
            for p in players:
                if bosses[p] and row[p]:
                    spread[p] += 1
            races.append((ward, bosses, row))
        share = [w.chip_share / math.sqrt(k) if k else 0.0 for k in spread]
        hot = w.temp_base + w.temp_slope * total_fut
        absent = w.absent
        locked_wards = s.locked
        for ward, bosses, row in races:
            locked = ward in locked_wards
            temp = w.temp_base if locked else hot
            strength: list[float | None] = []
            top = None
            for p in players:
                b = bosses[p]
                if b:
                    x = b + share[p] * row[p]
                elif not locked and fut[p]:
                    x = absent
                else:
                    strength.append(None)
                    continue
                strength.append(x)
                if top is None or x > top:
                    top = x
            if top is None:
                out[ward] = [0.0] * n
                continue
            exps = [0.0 if x is None else exp((x - top) / temp) for x in strength]
            z = sum(exps)
            out[ward] = [e / z for e in exps]
        return out

    # -- the whole table ----------------------------------------------------------------
    def totals(self, s: TammanyState) -> list[float]:
        """Expected final VP-equivalents of every player."""
        w = self.w
        n = s.n
        if s.phase == OVER:
            return [float(v) for v in s.vp]
        probs = self.ward_probs(s)
        tot = [
            float(s.vp[p]) + w.chip * sum(s.chips[p]) + w.slander * s.slander[p] for p in range(n)
        ]
        last = s.year > self.last_year - 4
        wards_exp = [0.0] * n
        lead = [[0.0] * n for _ in range(4)]
        scored = s.phase == ASSIGN  # the election has been scored already
        if not scored:
            kept = 0.0 if last else w.boss_kept
            vp = self.vp
            bonus = self.bonus
            players = range(n)
            for ward, pr in probs.items():
                value = vp[ward] + kept + (w.bonus if ward in bonus else 0.0)
                cubes = s.cubes[ward]
                nats = [(k, cubes[k]) for k in range(4) if cubes[k]]
                for p in players:
                    q = pr[p]
                    if q:
                        tot[p] += q * value
                        wards_exp[p] += q
                        for k, c in nats:
                            lead[k][p] += q * c
            # mayor race (R49)
            fut_total = sum(future_turns(s))
            temp = w.mayor_temp + 0.08 * fut_total
            mayor_value = w.mayor - (1.0 if last else 0.0)
            self._soft_add(tot, wards_exp, temp, mayor_value)
            # immigrant leaders (R47): three chips each
            for k in range(4):
                if max(lead[k]) > 0:
                    self._soft_add(
                        tot,
                        lead[k],
                        0.5 + 0.1 * fut_total,
                        self.leader_chips * w.chip,
                        share_ties=True,
                    )
        # offices held: their yearly power for the rest of the term (R22-R25)
        if s.year >= 5 and not scored:
            years_left = 4 - (s.year - 1) % 4
            for p in range(n):
                o = s.office[p]
                if o in OFFICES:
                    left = years_left - (1 if s.office_used[p] else 0)
                    tot[p] += w.office[OFFICES.index(o)] * left / 4
        elif scored:
            for p in range(n):
                o = s.office[p]
                if o in OFFICES:
                    tot[p] += w.office[OFFICES.index(o)]
        # end-game chip majorities (R56), only near the end
        if last:
            weight = 1.0 if s.year >= self.last_year else 0.6
            for k in range(4):
                held = [float(s.chips[p][k]) for p in range(n)]
                if max(held) > 0:
                    self._soft_add(tot, held, 0.7, weight * self.majority_vp, share_ties=True)
        return tot

    @staticmethod
    def _soft_add(
        tot: list[float], xs: list[float], temp: float, value: float, share_ties: bool = False
    ) -> None:
        top = max(xs)
        exps = [math.exp((x - top) / temp) for x in xs]
        if share_ties:  # a tie pays everyone tied: approach "is at the top" softly
            for p, e in enumerate(exps):
                tot[p] += value * e
            return
        z = sum(exps)
        for p, e in enumerate(exps):
            tot[p] += value * e / z

    def relative(self, tot: list[float], me: int) -> float:
        others = [tot[p] for p in range(len(tot)) if p != me]
        w = self.w.rival_max
        return tot[me] - w * max(others) - (1 - w) * sum(others) / len(others)

    def __call__(self, s: TammanyState, me: int) -> float:
        if s.phase == OVER:
            result = self.game.result(s)
            assert result is not None
            bonus = 5.0 if result.winner == me else 0.0
            return self.relative([float(v) for v in s.vp], me) + bonus
        return self.relative(self.totals(s), me)
