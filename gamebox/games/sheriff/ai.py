"""Computer players for Sheriff of Nottingham (spec §12): easy, normal and hard, each
with an optional personality (§12.10).

Merchants value every candidate bag and declaration by expected value against the
inspection risk the Sheriff would see in it (§12.6), size bribes from the most a lie is
worth protecting (§12.7) and pay debts with the cheapest stall cards (§12.8). Sheriffs
open a bag when the expected penalties beat the best offer (§12.4) and demand first
when a demand is worth more (§12.5); a refused demand is carried out with probability
at least 0.7, so that refusing while lying is a risk and not a safe way through. Every
estimate is built from the seat's view:
card counting of the open piles and stalls, the declarations, the merchants' public
records. The hard player also remembers what it saw in earlier views (who lied, how
often each Sheriff opens bags), keyed by round so a replayed view changes nothing.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from gamebox.engine.ai.agent import Budget
from gamebox.games.sheriff.ai_model import STYLES, Knowledge, Style
from gamebox.games.sheriff.model import (
    CHOOSE,
    CONFISCATE,
    DECLARE,
    DISCARD,
    HIDDEN,
    INTERJECT,
    LEGAL,
    LOAD,
    OPENING,
    PAY,
    RESPONSE,
    SET_ASIDE,
    TAKE,
    Proposal,
    SheriffAction,
    SheriffState,
)
from gamebox.games.sheriff.rules import ACCEPT, GOLD_STEPS, SKIP, STAND, STOP, SheriffGame, canon

PERSONALITIES: tuple[str, ...] = ("honest", "smuggler", "greedy", "accountant")
LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class Level:
    """What a difficulty level may do (§12.9)."""

    name: str
    counting: bool  # card counting of the unknown pool
    noise: float  # relative noise on every estimate
    temperature: float  # softmax temperature over bag values (0: always the best)
    bonus_weight: float  # how much King/Queen prospects count
    demands: int  # demands per merchant and round
    memory: bool  # opponent records from earlier views
    side_deals: bool
    ask: float  # first demand as a share of what a lying bag is worth protecting
    weigh_threats: bool  # demand only when the demand, threat included, is worth it
    suspect: float  # the least P(lie) worth a demand


LEVEL = {
    "easy": Level("easy", False, 0.0, 0.0, 0.0, 1, False, False, 0.4, False, 0.3),
    "normal": Level("normal", True, 0.25, 1.5, 0.5, 2, False, False, 0.55, False, 0.3),
    "hard": Level("hard", True, 0.0, 0.3, 1.0, 3, True, True, 0.95, True, 0.5),
}


def gold_step(amount: float, cap: int) -> int:
    """The largest discretised amount (§9.10) not above `amount` and `cap`; 0 if none."""
    best = 0
    for g in GOLD_STEPS:
        if g <= amount and g <= cap:
            best = g
    return best


def odds_to_p(odds: float) -> float:
    return odds / (1 + odds)


class SheriffAgent:
    """One computer seat. `choose` reads only the view and the legal actions."""

    def __init__(self, game: SheriffGame, player: int, level: Level, style: Style) -> None:
        self.game = game
        self.player = player
        self.level = level
        self.style = style
        # memory (hard): (round, seat) -> what was seen; idempotent when views repeat
        self._last: SheriffState | None = None
        self._lies: dict[tuple[int, int], bool] = {}
        self._opened: dict[tuple[int, int], tuple[int, bool]] = {}  # -> (sheriff, inspected)
        self._hidden: dict[tuple[int, int], int] = {}  # undeclared cards in a lying bag
        self._sizes: dict[tuple[int, int], int] = {}
        self._refusals: dict[tuple[int, int], bool] = {}  # refused a demand -> lied?

    # -- entry point ---------------------------------------------------------------------
    def choose(
        self, view: SheriffState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if self.level.memory:
            self._observe(view)
        if len(legal) == 1:
            return legal[0]
        k = Knowledge(self.game.config, view, self.player, self.level.counting)
        phase = view.phase
        if phase == SET_ASIDE:
            return self._set_aside(k, legal, rng)
        if phase == TAKE:
            return self._take(k, legal)
        if phase in (DISCARD, CONFISCATE):
            return self._discard(k, legal)
        if phase == LOAD:
            return self._load(k, legal, rng)
        if phase == DECLARE:
            return self._declare(k, legal)
        if phase in (OPENING, INTERJECT):
            return self._post(k, legal, rng)
        if phase == RESPONSE:
            return self._respond(k, legal, rng)
        if phase == CHOOSE:
            return self._sheriff(k, legal, rng)
        if phase == PAY:
            return self._pay(k, legal)
        return legal[rng.randrange(len(legal))]

    # -- memory (hard) -----------------------------------------------------------------------
    def _observe(self, view: SheriffState) -> None:
        """Compare with the last view: a merchant whose bag was resolved since shows on
        its stall whether it lied (cards other than the declared good) and whether the
        bag was opened (fewer cards arrived than the bag held)."""
        last = self._last
        self._last = view
        if last is not None and view.round < last.round:  # a new game (or a long undo)
            for memory in (self._lies, self._opened, self._hidden, self._sizes, self._refusals):
                for key in [key for key in memory if key[0] >= view.round]:
                    del memory[key]
        if last is None or view.round not in (last.round, last.round + 1):
            return
        for m in range(view.n):
            if m == last.sheriff or last.resolved[m] or last.declared[m] is None:
                continue
            if view.round == last.round and not view.resolved[m]:
                continue
            key = (last.round, m)
            if key in self._lies:
                continue
            size = len(last.bags[m] or [])
            t = last.declared[m]
            before_legal = dict(last.stall_legal[m])
            after_legal = view.stall_legal[m]
            gained = {g: after_legal.get(g, 0) - before_legal.get(g, 0) for g in LEGAL}
            hidden = sum(1 for _, pub in view.stall_contra[m] if not pub) - sum(
                1 for _, pub in last.stall_contra[m] if not pub
            )
            arrived = sum(max(0, x) for x in gained.values()) + max(0, hidden)
            other = sum(max(0, x) for g, x in gained.items() if g != t) + max(0, hidden)
            # an honest bag that was opened earned its owner the Sheriff's gold (R43)
            inspected = arrived < size or view.gold[m] > last.gold[m]
            self._lies[key] = other > 0 or (inspected and gained.get(t, 0) < size)
            self._opened[key] = (last.sheriff, inspected)
            self._sizes[key] = size
            if last.demands[m] and view.round == last.round and view.gold[m] >= last.gold[m]:
                self._refusals[key] = self._lies[key]
            if self._lies[key]:
                self._hidden[key] = size - gained.get(t, 0) if inspected else other

    def _record(self, k: Knowledge, m: int) -> tuple[float, float]:
        """(lies, bags) of merchant m: remembered, or read from its face-down stall cards."""
        if self.level.memory:
            seen = [lie for (r, p), lie in self._lies.items() if p == m]
            if len(seen) >= 2:
                return float(sum(seen)), float(len(seen))
        bags = k.times_merchant(m)
        lies = min(bags, k.hidden_contra(m) / 1.8)
        return lies, float(bags)

    def _undeclared(self, m: int, n: int) -> float:
        """j: how many cards of a lying bag of n are not the declared good (§12.4):
        this merchant's remembered habit (hard), else about half the bag."""
        default = max(1.0, n / 2)
        if not self.level.memory:
            return default
        seen = [j / max(1, size) for (r, p), j in self._hidden.items() if p == m
                for size in (self._sizes.get((r, p), 5),)]
        if not seen:
            return default
        share = (sum(seen) + 0.5 * 2) / (len(seen) + 2)
        return max(1.0, min(float(n), share * n))

    def _inspect_rate(self, k: Knowledge, sheriff: int, honest: bool | None = None) -> float:
        """How often this Sheriff opens bags: remembered (hard) or the usual 0.33. With
        `honest` given, only bags of that kind count: a Sheriff who calls refusals opens
        mostly honest bags, since liars buy him off (§12.5)."""
        if self.level.memory:
            seen = [
                o for key, (s, o) in self._opened.items()
                if s == sheriff and (honest is None or self._lies.get(key) != honest)
            ]
            if seen:
                return (sum(seen) + 0.33 * 3) / (len(seen) + 3)
        return 0.33

    # -- suspicion (§12.4) -----------------------------------------------------------------------
    def lie_probability(self, k: Knowledge, m: int, t: str, n: int, rng: random.Random) -> float:
        lies, bags = self._record(k, m)
        prior = (lies + 1) / (bags + 2.2)
        odds = prior / (1 - prior)
        if self.level.counting:
            f = k.feasibility(m, t, n)
            if f <= 0:
                return 1.0
            odds *= min(3.0, (1 / f) ** 0.2)
        odds *= {5: 1.3, 4: 1.15, 3: 1.0}.get(n, 0.8)
        if m != self.player and self._inspected_me(m):
            odds *= 1 + self.style.vengeance  # §12.10 vengeance
        offer = k.view.offers[m]
        if offer is not None and offer.gold + 3 * len(offer.stall) > 2 * n:
            odds *= 1.5
        p = odds_to_p(odds)
        return self._noisy(p, rng, 0.98)

    def _inspected_me(self, m: int) -> bool:
        return any(
            p == self.player and s == m and opened for (r, p), (s, opened) in self._opened.items()
        )

    def _noisy(self, x: float, rng: random.Random, high: float = 1e9) -> float:
        if self.level.noise:
            x *= 1 + rng.uniform(-self.level.noise, self.level.noise)
        return max(0.0, min(high, x))

    def inspect_value(self, k: Knowledge, m: int, rng: random.Random) -> tuple[float, float]:
        """(EV of opening m's bag, P(lie)) for the Sheriff."""
        v = k.view
        n = len(v.bags[m] or [])
        t = v.declared[m] or LEGAL[0]
        p = self.lie_probability(k, m, t, n, rng)
        pen, val = k.lie_averages()
        j = self._undeclared(m, n)
        honest_cost = k.kappa * sum(k.penalty[t] for _ in range(n))
        ev = p * (k.kappa * j * pen + k.delta * j * val) - (1 - p) * honest_cost
        return ev, p

    def proposal_value(self, k: Knowledge, p: Proposal, m: int) -> float:
        """What a proposal from m is worth to the Sheriff in relative points (§12.3).
        A promise to let the Sheriff pass later is worth what trust says, and nothing
        when m will never be Sheriff again (R113: it cannot be kept)."""
        value = k.kappa * p.gold
        if "pass_next_time" in p.promises and future_sheriff(k.view, m, k.rounds):
            value += self.style.trust * 3.0
        value += sum(k.kappa * k.value[g] for g in p.stall)
        value += sum(k.kappa * (k.value[g] if g != HIDDEN else 7.0) for g in p.stallc)
        value += sum(0.6 * k.kappa * k.value.get(g, 3) * q for g, q in p.bag)
        return value

    # -- merchant: market -------------------------------------------------------------------
    def _contraband_keep(self) -> float:
        return 0.5 + 0.45 * (self.style.lie_rate - 0.1)

    def keep_value(self, k: Knowledge, g: str, hand: list[str]) -> float:
        if g not in LEGAL:
            return k.value[g] * self._contraband_keep()
        same = hand.count(g) - (1 if g in hand else 0)
        return k.value[g] + 1.2 * same + k.bonus_gain(g, 1, self.level.bonus_weight)

    def _draw_baseline(self, k: Knowledge) -> float:
        total = k.pool_size
        if total <= 0:
            return 3.0
        hand = k.view.hands[self.player]
        return sum(c * self.keep_value(k, g, hand) for g, c in k.pool.items()) / total

    def _set_aside(self, k: Knowledge, legal: list[Any], rng: random.Random) -> Any:
        hand = list(k.view.hands[self.player])
        if self.level.name == "easy":
            top = self._main_type(hand)
            junk = [g for g in hand if g in LEGAL and g != top][:3]
            return SheriffAction("setaside", canon(junk))
        base = self._draw_baseline(k) + 0.3
        scored = sorted(hand, key=lambda g: self.keep_value(k, g, hand))
        junk = [g for g in scored if self.keep_value(k, g, hand) < base][:5]
        action = SheriffAction("setaside", canon(junk))
        return action if action in legal else legal[0]

    def _take(self, k: Knowledge, legal: list[Any]) -> Any:
        if self.level.name == "easy":
            return STOP
        hand = k.view.hands[self.player]
        base = self._draw_baseline(k) + 0.8
        best, best_value = STOP, base
        for a in legal:
            if a.kind != "take":
                continue
            top = k.view.piles[a.target][-1]
            value = self.keep_value(k, top, hand)
            if value > best_value:
                best, best_value = a, value
        return best

    def _discard(self, k: Knowledge, legal: list[Any]) -> Any:
        """Bury the best cards; leave the least useful on top for the next merchant.
        The first card goes on the pile whose top would help the next player most."""
        v = k.view
        piles = sorted({a.target for a in legal})
        if len(piles) > 1:
            def top_value(i: int) -> float:
                return k.value[v.piles[i][-1]] if v.piles[i] else 0.0
            pile = max(piles, key=top_value)
        else:
            pile = piles[0]
        options = [a for a in legal if a.target == pile]
        return max(options, key=lambda a: (k.value[a.goods[0]], a.goods[0]))

    # -- merchant: bag and declaration (§12.6) ----------------------------------------------
    @staticmethod
    def _main_type(cards: list[str]) -> str:
        counts = {t: cards.count(t) for t in LEGAL}
        return max(LEGAL, key=lambda t: (counts[t], -LEGAL.index(t)))

    def inspection_risk(
        self, k: Knowledge, t: str, n: int, rng: random.Random, honest: bool | None = None
    ) -> float:
        """q: the chance this Sheriff opens a bag declared (t, n) from this merchant."""
        p = self.lie_probability(k, self.player, t, n, rng)
        rate = self._inspect_rate(k, k.view.sheriff, honest)
        q = rate * (0.45 + 1.2 * p)
        return max(0.03, min(0.95, q))

    def bag_value(
        self, k: Knowledge, bag: tuple[str, ...], t: str, rng: random.Random
    ) -> float:
        n = len(bag)
        weight = self.level.bonus_weight
        values = sum(k.value[g] for g in bag)
        bonus = sum(k.bonus_gain(g, bag.count(g), weight) for g in set(bag) if g in LEGAL)
        v_del = values + bonus
        honest = all(g == t for g in bag)
        q = self.inspection_risk(k, t, n, rng, honest)
        if honest:
            return v_del + q * k.kappa * sum(k.penalty[g] for g in bag)
        kept = [g for g in bag if g == t]
        v_kept = sum(k.value[g] for g in kept) + k.bonus_gain(t, len(kept), weight)
        loss = (v_del - v_kept) + k.kappa * sum(k.penalty[g] for g in bag if g != t)
        risk = min(1.0, q / self.style.risk)
        return v_del - 0.85 * risk * loss + 14 * (self.style.lie_rate - 0.4)

    def _declare_for(self, k: Knowledge, bag: tuple[str, ...]) -> str:
        legal_cards = [g for g in bag if g in LEGAL]
        if legal_cards:
            return self._main_type(legal_cards)
        if not self.level.counting:
            return LEGAL[0]
        return max(LEGAL, key=lambda t: (k.pool.get(t, 0.0), -LEGAL.index(t)))

    def _hand_option(self, k: Knowledge, rest: list[str]) -> float:
        if k.rounds_left() <= 0 and k.view.sheriff != self.player:
            return 0.0  # R66: cards left in hand at the end score nothing
        return 0.35 * sum(k.value[g] for g in rest)

    def _load(self, k: Knowledge, legal: list[Any], rng: random.Random) -> Any:
        hand = list(k.view.hands[self.player])
        if self.level.name == "easy":
            return self._easy_load(hand, legal, rng)
        scored = []
        for a in legal:
            bag = a.goods
            t = self._declare_for(k, bag)
            rest = list(hand)
            for g in bag:
                rest.remove(g)
            scored.append((self.bag_value(k, bag, t, rng) + self._hand_option(k, rest), a))
        return self._softmax(scored, rng)

    def _easy_load(self, hand: list[str], legal: list[Any], rng: random.Random) -> Any:
        top = self._main_type(hand)
        honest = [g for g in hand if g == top][:5]
        goods = self.game.config.goods
        contra = sorted((g for g in hand if g not in LEGAL), key=lambda g: -goods[g].value)
        if (rng.random() < self.style.lie_rate and contra) or not honest:
            bag = (honest[:3] + contra)[:5] or hand[:1]
        else:
            bag = honest
        action = SheriffAction("load", canon(bag))
        return action if action in legal else legal[0]

    def _softmax(self, scored: list[tuple[float, Any]], rng: random.Random) -> Any:
        temp = self.level.temperature
        best = max(v for v, _ in scored)
        if temp <= 0:
            return next(a for v, a in scored if v == best)
        weights = [math.exp((v - best) / temp) for v, _ in scored]
        r = rng.random() * sum(weights)
        for w, (_, a) in zip(weights, scored, strict=True):
            r -= w
            if r <= 0:
                return a
        return scored[-1][1]

    def _declare(self, k: Knowledge, legal: list[Any]) -> Any:
        bag = tuple(k.view.bags[self.player] or ())
        return SheriffAction("declare", (self._declare_for(k, bag),))

    def _lying(self, k: Knowledge) -> bool:
        v = k.view
        bag = v.bags[self.player]
        return bag is not None and any(g != v.declared[self.player] for g in bag)

    def _loss_if_opened(self, k: Knowledge) -> float:
        v = k.view
        t = v.declared[self.player]
        bag = v.bags[self.player] or []
        lost = [g for g in bag if g != t]
        return sum(k.value[g] for g in lost) + k.kappa * sum(k.penalty[g] for g in lost)

    # -- merchant: offers and answers (§12.7) --------------------------------------------------
    def _post(self, k: Knowledge, legal: list[Any], rng: random.Random) -> Any:
        v = k.view
        me = self.player
        can_offer = any(a.kind == "offer" for a in legal)
        if can_offer and v.offers[me] is None and self._lying(k):
            n = len(v.bags[me] or [])
            q = self.inspection_risk(k, v.declared[me] or LEGAL[0], n, rng, False)
            cap = q * self._loss_if_opened(k) / k.kappa
            share = self.style.bribe_open
            if self.level.name == "easy":
                cap, share = 2.0 * sum(1 for g in v.bags[me] or [] if g not in LEGAL), 1.0
            gold = gold_step(share * cap, v.gold[me])
            stall = self._goods_for(k, share * cap - gold)
            if gold >= 1 or stall:
                promises: tuple[str, ...] = ()
                if self.level.name == "hard" and future_sheriff(v, me, k.rounds):
                    promises = ("pass_next_time",)  # costs nothing now (R61)
                offer = Proposal(gold=gold, stall=stall, promises=promises)
                return SheriffAction("offer", offer=offer)
        if self.level.side_deals:
            side = self._side_offer(k, legal, rng)
            if side is not None:
                return side
        return SKIP

    def _goods_for(self, k: Knowledge, short: float) -> tuple[str, ...]:
        """§12.7: when gold runs short, stall goods worth at most `short` gold, cheapest
        first (Value plus the King/Queen prospects lost). In the last two rounds never
        one that would lift the Sheriff's King or Queen bonus, since majorities are then
        nearly final. Easy players offer gold only."""
        v = k.view
        if self.level.name == "easy" or short < 2:
            return ()
        me, sheriff = self.player, v.sheriff
        late = k.rounds_left() < 2
        weight = 0.3 + 0.7 * min(1.0, v.round / k.rounds)

        def bonus_change(p: int, g: str, step: int) -> float:
            """How p's bonus for g moves when p gains `step` cards and I lose one."""
            rivals = [k.counts(o)[g] - (o == me) for o in range(v.n) if o != p]
            c = k.counts(p)[g]
            return k.bonus_for(g, c + step, rivals) - k.bonus_for(g, c, rivals)

        def cost(g: str) -> float:
            mine = k.counts(me)[g]
            theirs = [k.counts(o)[g] for o in range(v.n) if o != me]
            lost = k.bonus_for(g, mine, theirs) - k.bonus_for(g, mine - 1, theirs)
            return k.value[g] + weight * (lost + k.delta * bonus_change(sheriff, g, 1))

        cards = [g for g, c in v.stall_legal[me].items() for _ in range(c)]
        cards.sort(key=lambda g: (cost(g), g))
        picked: list[str] = []
        for g in cards:
            if late and bonus_change(sheriff, g, 1) > 0:
                continue
            if k.value[g] <= short:
                picked.append(g)
                short -= k.value[g]
        return canon(picked)

    def _side_offer(self, k: Knowledge, legal: list[Any], rng: random.Random) -> Any:
        """Pay a little to have the leader's likely lie opened (§12.7 side offers)."""
        sides = [a for a in legal if a.kind == "side"]
        if not sides:
            return None
        v = k.view
        leader = max(range(v.n), key=lambda p: (k.score(p), -p))
        if leader == self.player:
            return None
        best, best_gain = None, 0.0
        for a in sides:
            assert a.offer is not None
            x = a.offer.inspects[0]
            if x != leader or a.offer.gold != 1:
                continue
            n = len(v.bags[x] or [])
            p = self.lie_probability(k, x, v.declared[x] or LEGAL[0], n, rng)
            _, val = k.lie_averages()
            gain = p * (k.delta * max(1.0, n / 2) * val + 0.4 * max(1.0, n / 2) * val * 0.5)
            gain -= k.kappa * a.offer.gold
            if p > 0.7 and gain > best_gain:
                best, best_gain = a, gain
        return best

    def demand_cost(self, k: Knowledge, p: Proposal) -> float:
        cost = k.kappa * p.gold
        for g in p.stall:
            cost += k.kappa * k.value[g] + k.bonus_gain(g, 1, self.level.bonus_weight) * 0.5
        cost += sum(k.kappa * 7.0 for _ in p.stallc)
        return cost

    def _respond(self, k: Knowledge, legal: list[Any], rng: random.Random) -> Any:
        v = k.view
        me = self.player
        demand = v.waiting
        if demand is None or not self._lying(k):
            return STAND
        loss = self._loss_if_opened(k)
        # the share of the loss worth paying: hard expects its refusals to be called
        follow = {"easy": 0.6, "normal": 0.75}.get(self.level.name, 0.95)
        cap = follow * loss
        cost = self.demand_cost(k, demand)
        if ACCEPT in legal and cost <= cap:
            return ACCEPT
        counters = any(a.kind == "counter" for a in legal)
        if counters and self.level.name != "easy":
            want = cap / k.kappa * 0.8
            gold = gold_step(want, v.gold[me])
            stall = self._goods_for(k, want - gold)
            standing = v.offers[me]
            worth = gold + sum(k.value[g] for g in stall)
            better = standing is None or (standing.gold + sum(k.value[g] for g in standing.stall)
                                          < worth)
            if (gold >= 1 or stall) and better:
                return SheriffAction("counter", offer=Proposal(gold=gold, stall=stall))
        return STAND

    def _pay(self, k: Knowledge, legal: list[Any]) -> Any:
        """§12.8: give the card that costs least (Value plus King/Queen prospects)."""
        def cost(a: SheriffAction) -> float:
            g = a.goods[0]
            loss = k.value[g]
            if g in LEGAL:
                loss += 0.5 * k.bonus_gain(g, 1, self.level.bonus_weight)
            return loss
        return min(legal, key=lambda a: (cost(a), a.goods[0]))

    # -- sheriff (§12.4, §12.5) ---------------------------------------------------------------
    def _sheriff(self, k: Knowledge, legal: list[Any], rng: random.Random) -> Any:
        v = k.view
        if self.level.name == "easy":
            return self._easy_sheriff(k, legal, rng)
        by_kind: dict[tuple[str, int], Any] = {}
        for a in legal:
            if a.kind in ("pass", "inspect", "accept", "acceptside"):
                by_kind[(a.kind, a.target)] = a
        can_demand = {a.target for a in legal if a.kind == "demand"}
        # side offers first: they only add to what the Sheriff would do anyway
        for (kind, m), a in sorted(by_kind.items()):
            if kind == "acceptside" and self._side_worth(k, v.side_offers[m], rng):
                return a
        plans = []
        for m in v.unresolved():
            passing = by_kind.get(("pass", m))
            if passing is not None and self._keeps_promise_to(v, m):
                plans.append((5, 0.0, passing))
                continue
            ev, p = self.inspect_value(k, m, rng)
            p0 = p
            refused = v.demands[m]
            if refused:
                p = self._after_refusal(m, p, refused)
                n = len(v.bags[m] or [])
                pen, val = k.lie_averages()
                j = self._undeclared(m, n)
                ev = p * (k.kappa * j * pen + k.delta * j * val) - (1 - p) * k.kappa * 2 * n
            offer = v.offers[m]
            accept = by_kind.get(("accept", m))
            offer_value = self.proposal_value(k, offer, m) if offer is not None and accept else -1.0
            margin = 0.5
            inspect = by_kind.get(("inspect", m))
            if ("pass", m) not in by_kind and inspect is not None:
                plans.append((3, 0.0, inspect))  # bound by a deal (R95)
                continue
            if accept is not None and offer_value >= max(0.0, ev - margin):
                plans.append((4, offer_value, accept))
                continue
            limit = min(self.level.demands, self.game.config.max_demands)
            if (
                m in can_demand and refused < limit and ev > -1.5 and p > self.level.suspect
            ) and v.gold[m] > 0:
                want = max(ev, offer_value, k.kappa) / k.kappa
                n = len(v.bags[m] or [])
                pen, val = k.lie_averages()
                j = self._undeclared(m, n)
                liar_cap = 0.75 * (j * val + k.kappa * j * pen) / k.kappa
                want = max(want, self.level.ask * liar_cap) * self.style.greed
                want *= 0.8 ** refused if p < 0.5 else 1.0
                gold = max(1, min(v.gold[m], math.ceil(want)))
                worth = self._demand_worth(k, m, p, gold)
                if (offer is None or gold > offer.gold) and worth > max(0.0, ev, offer_value):
                    demand = SheriffAction("demand", target=m, offer=Proposal(gold=gold))
                    plans.append((2, ev, demand))
                    continue
            # §12.5: a refused final demand is followed through, or threats are empty
            threat = fixed_draw("threat", v.round, m, self.player) < self._credibility()
            if self.level.memory and p < 0.3:
                threat = False  # its refusals were seen to be honest: no bluff to call
            if refused and inspect is not None and p0 > 0.35 and offer_value < 0 and threat:
                plans.append((3, ev, inspect))
                continue
            if inspect is not None and ev > max(0.0, offer_value) + margin:
                plans.append((3, ev, inspect))
                continue
            plans.append((1, 0.0, by_kind.get(("pass", m), inspect)))
        plans = [p for p in plans if p[2] is not None]
        if not plans:
            return legal[0]
        plans.sort(key=lambda x: (-x[0], -x[1], str(x[2])))
        top = plans[0]
        if top[0] == 1 and len(plans) > 1 and any(a.kind == "wave" for a in legal):
            return next(a for a in legal if a.kind == "wave")
        return top[2]

    def _credibility(self) -> float:
        """The chance a refused final demand is carried out: the personality's, but at
        least 0.7 (§12.5), so that a refusal never reads as a safe way through."""
        return max(0.7, self.style.credibility)

    def _demand_worth(self, k: Knowledge, m: int, p: float, gold: int) -> float:
        """What a demand of `gold` from m is worth, counting the threat behind it (§12.5):
        a liar mostly pays; an honest merchant refuses, and a refused demand is usually
        the last, so the Sheriff opens the bag with its credibility and pays for it (R43).
        Levels that do not weigh threats demand whenever they suspect a lie."""
        if not self.level.weigh_threats:
            return math.inf
        n = len(k.view.bags[m] or [])
        pen, val = k.lie_averages()
        j = self._undeclared(m, n)
        follow = self._credibility()
        liar_pays = 0.8
        caught = k.kappa * j * pen + k.delta * j * val
        return (p * (liar_pays * k.kappa * gold + (1 - liar_pays) * follow * caught)
                - (1 - p) * follow * k.kappa * 2 * n)

    def _after_refusal(self, m: int, p: float, refused: int) -> float:
        """P(lie) once m refused demands: refusing is usually honest (§12.5), unless
        this merchant was seen refusing while lying (hard: the bluff stops working)."""
        for _ in range(refused):
            p = p * 0.35 / (p * 0.35 + (1 - p) * 0.95)
        if self.level.memory:
            seen = [lie for (r, q), lie in self._refusals.items() if q == m]
            p = (sum(seen) + 2 * p) / (len(seen) + 2)
        return p

    def _keeps_promise_to(self, v: SheriffState, m: int) -> bool:
        """R113: a pass_next_time promise to m is due now; honour it by personality
        (one fixed draw per promise, so asking twice gives the same answer)."""
        for i, p in enumerate(v.promises):
            if (
                p.kind == "pass_next_time"
                and p.status == "pending"
                and p.promiser == self.player
                and p.promisee == m
                and p.made_in_round < v.round
            ):
                draw = fixed_draw("promise", i, p.made_in_round, self.player)
                return draw < self.style.promise_keeping
        return False

    def _side_worth(self, k: Knowledge, side: Proposal | None, rng: random.Random) -> bool:
        if side is None:
            return False
        gain = self.proposal_value(k, side, -1)
        for x in side.inspects:
            ev, _ = self.inspect_value(k, x, rng)
            gain += min(0.0, ev)
        for x in side.passes:
            ev, _ = self.inspect_value(k, x, rng)
            gain -= max(0.0, ev)
        return gain > 0.5

    def _easy_sheriff(self, k: Knowledge, legal: list[Any], rng: random.Random) -> Any:
        v = k.view
        can_demand = {a.target for a in legal if a.kind == "demand"}
        for a in legal:
            if a.kind == "accept":
                offer = v.offers[a.target]
                if offer is not None and offer.gold >= 2:
                    return a
        for m in v.unresolved():
            inspect = SheriffAction("inspect", target=m)
            passing = SheriffAction("pass", target=m)
            n = len(v.bags[m] or [])
            # §12.9: at most one demand; §12.5: a refused one is mostly followed through
            if v.demands[m]:
                if inspect in legal and fixed_draw("threat", v.round, m, self.player) < (
                    self._credibility()
                ):
                    return inspect
            elif (
                m in can_demand and v.offers[m] is None and n >= 2 and v.gold[m] > 0
                and rng.random() < 0.4
            ):
                return SheriffAction("demand", target=m, offer=Proposal(gold=min(v.gold[m], n)))
            if inspect in legal and (passing not in legal or rng.random() < 0.25 + 0.1 * (n - 3)):
                return inspect
            if passing in legal:
                return passing
        return legal[0]


def fixed_draw(*key: object) -> float:
    """A uniform number fixed by `key`: a decision asked again in a later view of the
    same situation gets the same answer."""
    return random.Random(":".join(map(str, key))).random()


def future_sheriff(v: SheriffState, p: int, total: int) -> bool:
    """Whether p is Sheriff in a later round of `total` (R15: the role rotates)."""
    return any((v.first_sheriff + r - 1) % v.n == p for r in range(v.round + 1, total + 1))


def make_agent(
    game: SheriffGame, level: str, personality: str | None, player: int
) -> SheriffAgent:
    if level not in LEVEL:
        raise ValueError(f"unknown level {level!r}: use {', '.join(LEVELS)}")
    if personality is None:
        style = STYLES["balanced"]
    elif personality in PERSONALITIES:
        style = STYLES[personality]
    else:
        raise ValueError(
            f"unknown personality {personality!r}: use {', '.join(PERSONALITIES)}"
        )
    return SheriffAgent(game, player, LEVEL[level], style)
