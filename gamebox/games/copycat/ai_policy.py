"""Copycat's playing heuristics (spec 13): one decision at a time, on a full state (a
determinized world or the true state), for the seat to act.

`FastPolicy` is the rule of thumb for every decision: sacrifice the card worth least this
round unless an early seat is worth it, play workers and draws before placing, place
where the office (and its markers) is worth most to the hand held, resolve coins before
doublings, doublings before buys, buy what raises the deck's average most, convert the
coins left into VP last. It is cheap enough to be the rollout policy of the hard player.
`NormalPolicy` adds a look-ahead in phase 3: each choice is tried and the turn finished
with the fast policy, and the best end of turn wins (a rollout-improved policy).
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.games.copycat.ai_eval import Evaluator
from gamebox.games.copycat.model import (
    ACTIONS,
    BUYING,
    DONE,
    END,
    NO,
    ORDER,
    PASS,
    STOP,
    CopycatAction,
    CopycatState,
)
from gamebox.games.copycat.rules import CopycatGame

PHASE2_COLOURS = ("purple", "blue")
RESOLVE_ORDER = {
    "trash_for_coins": 0,
    "choice": 1,
    "reuse_card": 2,
    "copy_card": 2,
    "reuse_worker": 2,
    "double_coins": 3,
    "buy": 4,
    "shift_street_then_buy": 4,
    "double_vp_markers": 5,
    "gain_coins": 1,
    "gain_vp": 5,
    "convert_coins_to_vp": 6,
}


class FastPolicy:
    """The rule of thumb for every decision of seat `player`."""

    def __init__(self, game: CopycatGame, ev: Evaluator) -> None:
        self.game = game
        self.config = game.config
        self.ev = ev

    # -- the entry point ---------------------------------------------------------------------
    def choose(self, s: CopycatState, legal: list[CopycatAction], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        p = s.acting()
        assert p is not None
        if s.frames:
            return self.frame_choice(s, p, legal)
        if s.phase == ORDER:
            return self.order_card(s, p, legal)
        if s.phase == ACTIONS:
            return self.action(s, p, legal)
        if s.phase == BUYING:
            return self.resolution(s, p, legal)
        return legal[0]

    # -- values --------------------------------------------------------------------------------
    def value_now(self, s: CopycatState, c: int) -> float:
        return self.ev.card_value(c, s.round)

    def buy_capacity(self, s: CopycatState, p: int) -> int:
        """Purchases p can still make this round with the offices held (R51)."""
        offices = self.config.offices
        total = 0
        for slot, who in enumerate(s.occupant):
            if who == p and not s.office_uses[slot]:
                e = offices[s.offices[slot]].effect
                if e.type in ("buy", "shift_street_then_buy"):
                    total += e.max_cards
        for f in s.frames:
            if f.kind == "buy":
                total += f.left
        return total

    def can_convert(self, s: CopycatState, p: int) -> bool:
        cards = self.config.cards
        if any(cards[c].effect.type == "convert_coins_to_vp" and c not in s.own
               for c in (*s.area[p], *(x for x in s.hand[p] if x >= 0))):
            return True
        offices = self.config.offices
        return any(who == p and not s.office_uses[slot]
                   and offices[s.offices[slot]].effect.type == "convert_coins_to_vp"
                   for slot, who in enumerate(s.occupant))

    def coins_expected(self, s: CopycatState, p: int) -> int:
        """Coins p will have in phase 3 from the hand and the pool (choices as coins)."""
        total = s.pool(p)
        doubles = 0
        for c in s.hand[p]:
            if c < 0:
                continue
            e = self.config.cards[c].effect
            if e.type == "gain_coins":
                total += e.amount
            elif e.type == "choice":
                total += max((o.amount for o in e.options if o.type == "gain_coins"), default=0)
            elif e.type == "double_coins":
                doubles += 1
        return total * (1 + min(doubles, 2))

    def coin_margin(self, s: CopycatState, p: int, extra: int) -> float:
        """What `extra` coins more are worth to p this round."""
        if extra <= 0:
            return 0.0
        capacity = self.buy_capacity(s, p)
        budget = s.pool(p)
        if s.phase == ACTIONS:
            budget = self.coins_expected(s, p)
            capacity = max(capacity, 1 if self._buy_office_free(s) else 0)
        if capacity:
            base = self.ev.purchase(s, p, budget, capacity)[0]
            more = self.ev.purchase(s, p, budget + extra, capacity)[0]
            gain = more - base
        else:
            gain = 0.0
        if self.can_convert(s, p):
            gain = max(gain, float(extra))
        return gain + 0.05 * extra

    def _buy_office_free(self, s: CopycatState) -> bool:
        offices = self.config.offices
        return any(who == NO and offices[s.offices[slot]].effect.type in ("buy",
                   "shift_street_then_buy") for slot, who in enumerate(s.occupant))

    # -- phase 1 --------------------------------------------------------------------------------
    def order_card(self, s: CopycatState, p: int, legal: list[CopycatAction]) -> Any:
        """Sacrifice the card worth least now, unless an early seat is worth a better one
        (spec 13.2): contest = how much the best office beats the third best."""
        context = self.context(s, p)
        scores = sorted((self.office_value(s, p, slot, context)
                         for slot, who in enumerate(s.occupant) if who == NO), reverse=True)
        contest = (scores[0] - scores[min(2, len(scores) - 1)]) if scores else 0.0
        best, best_cost = legal[0], None
        cards = self.config.cards
        for a in legal:
            c = self.config.card(a.ref)
            seat = max(0.0, min(1.0, (cards[c].order_value - 8) / 40))
            cost = self.value_now(s, c) - contest * seat
            if best_cost is None or cost < best_cost - 1e-9:
                best, best_cost = a, cost
        return best

    # -- phase 2 --------------------------------------------------------------------------------
    def action(self, s: CopycatState, p: int, legal: list[CopycatAction]) -> Any:
        cards = self.config.cards
        offices = self.config.offices
        for a in legal:  # free actions first: workers, draws, trashing reds, sifting
            if a.kind == "play":
                e = cards[self.config.card(a.ref)].effect
                if e.type == "gain_workers" and s.reserve[p] > 0:
                    return a
                if e.type in ("draw", "sift", "extra_placement"):
                    return a
                if e.type == "trash_for_workers" and self._weak(s, p, e):
                    return a
                if e.type in ("reuse_card", "copy_card", "reuse_worker"):
                    return a
            elif a.kind == "use":
                e = offices[self.config.office(a.ref)].effect
                if e.type in ("draw", "sift") or e.type in ("reuse_card", "copy_card",
                                                             "reuse_worker"):
                    return a
        places = [a for a in legal if a.kind == "place"]
        if places:
            context = self.context(s, p)
            scored = [(self.office_value(s, p, s.offices.index(self.config.office(a.ref)),
                                         context), a) for a in places]
            value, best = max(scored, key=lambda x: x[0])
            if value > 0.05:
                return best
        return END if END in legal else PASS if PASS in legal else legal[-1]

    def _weak(self, s: CopycatState, p: int, e: Any) -> bool:
        return bool(self._trash_targets(s, p, e))

    def _trash_targets(self, s: CopycatState, p: int, e: Any, acting: int = NO) -> list[int]:
        """Red cards always; Fatherly Friends from round 5 (spec 13.2)."""
        zones = e.sources
        pool = [c for c in ((*s.hand[p],) if "hand" in zones else ())
                + ((*s.area[p],) if "area" in zones else ()) if c >= 0 and c != acting]
        cards = self.config.cards
        out = [c for c in pool if cards[c].is_red]
        if s.round >= 5:
            out += [c for c in pool if cards[c].kind == "start" and cards[c].effect.type ==
                    "gain_coins" and ((c in s.area[p] and c in s.own) or c in s.hand[p])]
        return out

    def office_value(self, s: CopycatState, p: int, slot: int,
                     context: tuple[int, int, list[int]] | None = None) -> float:
        """What a worker on `slot` is worth to p this round (R38: its markers come too).
        `context` (coins expected, buys held, known hand) saves recounting per office."""
        office = self.config.offices[s.offices[slot]]
        e = office.effect
        t = e.type
        coins, capacity, hand = context or self.context(s, p)
        markers = s.markers[slot]
        if markers:
            doublers = sum(1 for c in hand if self.config.cards[c].effect.type ==
                           "double_vp_markers")
            value = markers * (1 + min(doublers, 2))
        else:
            value = 0.0
        if t in ("buy", "shift_street_then_buy"):
            now = self.ev.purchase(s, p, coins, capacity)[0]
            more = self.ev.purchase(s, p, coins, capacity + e.max_cards)[0]
            value += (more - now) * 0.9
        elif t == "gain_coins":
            value += self._coins_value(s, p, coins, capacity, e.amount)
        elif t == "gain_vp":
            value += e.amount
        elif t == "choice":
            value += max(
                o.amount if o.type == "gain_vp" else self._coins_value(s, p, coins, capacity,
                                                                       o.amount)
                for o in e.options
            )
        elif t == "draw":
            value += e.amount * self.ev.w.draw * self._draw_average(s, p)
        elif t == "sift":
            avg = self._draw_average(s, p)
            worst = sorted(self.value_now(s, c) for c in hand)[: e.max_cards]
            value += sum(max(0.0, avg - v) for v in worst) * 0.8
        elif t == "double_coins":
            value += self._coins_value(s, p, coins, capacity, coins)
        elif t == "convert_coins_to_vp":
            spend = self.ev.purchase(s, p, coins, capacity)[1]
            value += max(0, coins - sum(self.config.cards[c].cost for c in spend)) * 0.9
        elif t == "double_vp_markers":
            value += s.held_markers(p) + markers
        elif t == "reuse_card":
            value += max((self.value_now(s, c) for c in hand
                          if self.config.cards[c].effect.phase == "3"), default=0.0)
        elif t == "reuse_worker":
            value += 1.0 if any(who == p for who in s.occupant) else 0.0
        elif t == "keep_unused_cards":
            value += 0.5 * sum(1 for c in hand if self.config.cards[c].colour in
                               PHASE2_COLOURS)
        return value + 0.01 * (10 - s.round)

    def context(self, s: CopycatState, p: int) -> tuple[int, int, list[int]]:
        return (self.coins_expected(s, p), self.buy_capacity(s, p),
                [c for c in s.hand[p] if c >= 0])

    def _coins_value(self, s: CopycatState, p: int, coins: int, capacity: int,
                     extra: int) -> float:
        if capacity or self._buy_office_free(s):
            buys = max(capacity, 1)
            gain = (self.ev.purchase(s, p, coins + extra, buys)[0]
                    - self.ev.purchase(s, p, coins, buys)[0])
            return max(gain, 0.1 * extra)
        return 0.1 * extra

    def _draw_average(self, s: CopycatState, p: int) -> float:
        pile = [c for c in s.draw[p] if c >= 0] or [c for c in s.discard[p]]
        if not pile:
            return 0.0
        return sum(self.value_now(s, c) for c in pile) / len(pile)

    # -- phase 3 --------------------------------------------------------------------------------
    def resolution(self, s: CopycatState, p: int, legal: list[CopycatAction]) -> Any:
        if s.keep_step:
            hand = [c for c in s.hand[p] if c >= 0]
            useless = [c for c in hand if self.config.cards[c].colour in PHASE2_COLOURS]
            if useless:
                for a in legal:
                    if a.kind in ("play", "use"):
                        return a
            return STOP
        best, rank = None, 99
        cards = self.config.cards
        offices = self.config.offices
        capacity = self.buy_capacity(s, p)
        for a in legal:
            if a.kind == "resolve":
                e = cards[self.config.card(a.ref)].effect
            elif a.kind == "use":
                e = offices[self.config.office(a.ref)].effect
            else:
                continue
            t = e.type
            r = RESOLVE_ORDER.get(t, 7)
            if self._useless(s, p, e, capacity):
                continue
            if t == "trash_for_coins" and not self._trash_targets(s, p, e):
                r = 1
            if r < rank:
                best, rank = a, r
        return best if best is not None else DONE

    def _useless(self, s: CopycatState, p: int, e: Any, capacity: int) -> bool:
        """A buy with nothing worth buying, a conversion while coins can still buy, a
        doubling of nothing."""
        t = e.type
        pool = s.pool(p)
        if t in ("buy", "shift_street_then_buy"):
            return self.ev.purchase(s, p, pool, max(capacity, e.max_cards))[0] <= 0
        if t == "convert_coins_to_vp":
            return pool == 0 or bool(capacity and self.ev.purchase(s, p, pool, capacity)[0] > 0)
        if t == "double_coins":
            return pool == 0
        if t == "double_vp_markers":
            return not (s.m0[p] or s.m1[p])
        return False

    # -- pending choices ------------------------------------------------------------------------
    def frame_choice(self, s: CopycatState, p: int, legal: list[CopycatAction]) -> Any:
        f = s.frames[-1]
        cards = self.config.cards
        if f.kind == "option":
            best, value = legal[0], None
            for a in legal:
                o = f.effect.options[a.n - 1]
                v = (o.amount if o.type == "gain_vp" else self.coin_margin(s, p, o.amount)
                     if o.type == "gain_coins" else self.ev.effect_value(o, s.round))
                if value is None or v > value:
                    best, value = a, v
            return best
        if f.kind == "amount":
            if f.mode == "convert_coins_to_vp":
                keep = 0
                capacity = self.buy_capacity(s, p)
                if capacity:
                    spend = self.ev.purchase(s, p, s.pool(p), capacity)[1]
                    keep = sum(cards[c].cost for c in spend) if spend else 0
                return CopycatAction("amount", n=max(0, min(f.limit, s.pool(p) - keep)))
            if f.mode == "pay_coins_to_draw":
                return CopycatAction("amount", n=0)
            return CopycatAction("amount", n=f.limit)
        if f.kind in ("target", "worker"):
            return max(legal, key=lambda a: self._target_value(s, p, a))
        if f.kind == "trash":
            targets = self._trash_targets(s, p, f.effect, f.card)
            for a in legal:
                if a.kind == "trash" and self.config.card(a.ref) in targets:
                    return a
            return STOP
        if f.kind == "sift":
            avg = self._draw_average(s, p)
            worst = None
            for a in legal:
                if a.kind == "sift":
                    v = self.value_now(s, self.config.card(a.ref))
                    if v < avg * 0.8 and (worst is None or v < worst[0]):
                        worst = (v, a)
            return worst[1] if worst else STOP
        if f.kind == "buy":
            gain, plan = self.ev.purchase(s, p, s.pool(p), f.left)
            if gain > 0 and plan:
                return CopycatAction("buy", cards[plan[0]].id)
            return STOP
        if f.kind == "keep":
            for a in legal:
                if a.kind == "keep" and cards[self.config.card(a.ref)].colour in PHASE2_COLOURS:
                    return a
            return STOP
        return legal[0]

    def _target_value(self, s: CopycatState, p: int, a: CopycatAction) -> float:
        config = self.config
        if a.ref in config.card_index:
            e = config.cards[config.card_index[a.ref]].effect
        else:
            e = config.offices[config.office_index[a.ref]].effect
        if e.type == "gain_coins":
            return self.coin_margin(s, p, e.amount)
        if e.type in ("buy", "shift_street_then_buy"):
            return self.ev.purchase(s, p, s.pool(p), e.max_cards)[0]
        if e.type == "double_coins":
            return self.coin_margin(s, p, s.b0[p] + s.b1[p])
        if e.type == "double_vp_markers":
            return float(s.m0[p] + s.m1[p])
        return self.ev.effect_value(e, s.round)


class NormalPolicy(FastPolicy):
    """The fast policy with a look-ahead over phase 3: every choice is tried, the turn is
    finished with the fast policy, and the best end of turn (by the evaluation) wins."""

    def choose(self, s: CopycatState, legal: list[CopycatAction], rng: random.Random) -> Any:
        if len(legal) > 1 and s.phase == BUYING and not s.keep_step:
            return self.look_ahead(s, legal, rng)
        return super().choose(s, legal, rng)

    def look_ahead(self, s: CopycatState, legal: list[CopycatAction],
                   rng: random.Random) -> Any:
        p = s.acting()
        assert p is not None
        game = self.game
        best, best_value = legal[0], None
        for a in legal[:24]:
            t = game.step(s, a)[0]
            for _ in range(40):  # finish the turn with the fast policy
                if t.phase != BUYING or t.current != p or t.tasks:
                    break
                acts = game.legal_actions(t)
                if not acts:
                    break
                t = game.step(t, FastPolicy.choose(self, t, acts, rng))[0]
            value = self.ev.value(t, p)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = a, value
        return best
