"""A fast static evaluation of a Copycat table for one seat (spec 13.2), in VP.

A card is worth what playing it once gives (`card_value`), in VP-equivalents: 1 VP = 1,
a coin is worth 0.6-1.0 VP by the stage of the game (coins buy cards early and turn into
VP late), a worker about 1.5. A deck plays about 4 of its cards a round (5 drawn, one
sacrificed for the bus), so the deck's future is the rounds left x 4 x its average card
value: buying a card helps only when it beats the deck's average (dilution), red cards
drag the average down, and a purchase late in the game is worth little. Everything read
is public or the evaluating seat's own (R99: every owned card is known; a view keeps each
rival's unseen cards as a multiset), so it works on views.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from gamebox.games.copycat.config import CopycatConfig, Effect
from gamebox.games.copycat.model import ACTIONS, BUYING, HIDDEN, NO, OVER, CopycatState


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable numbers of the evaluation (spec 13.2 gives the rough sizes)."""

    coin_early: float = 0.6  # rounds 1-4
    coin_mid: float = 0.75  # rounds 5-8
    coin_late: float = 0.95  # rounds 9-11
    worker: float = 1.5
    extra_placement: float = 1.2
    draw: float = 0.75  # per card, times the deck's average
    sift: float = 0.35
    trash: float = 0.9
    reuse: float = 2.0
    keep: float = 0.6
    markers_double: float = 1.2
    plays_per_round: float = 4.0
    rival: float = 0.6  # weight of the best rival in the relative score
    rival_mean: float = 0.2
    scale: float = 3.0  # VP per unit of the win-probability squash


DEFAULT = Weights()


class Evaluator:
    """Values for one game's cards; stateless between calls, shareable by threads."""

    def __init__(self, config: CopycatConfig, weights: Weights = DEFAULT) -> None:
        self.config = config
        self.w = weights
        self._card_value = lru_cache(maxsize=4096)(self._value_of)
        self._purchases: dict[tuple, tuple[float, list[int]]] = {}
        self._stats: dict[tuple, tuple[float, int]] = {}

    # -- cards ------------------------------------------------------------------------------
    def coin(self, round_: int) -> float:
        w = self.w
        return w.coin_early if round_ <= 4 else w.coin_mid if round_ <= 8 else w.coin_late

    def effect_value(self, e: Effect, round_: int) -> float:
        w = self.w
        t = e.type
        coin = self.coin(round_)
        if t == "gain_vp":
            return float(e.amount)
        if t == "gain_coins":
            return e.amount * coin
        if t == "choice":
            return max(self.effect_value(o, round_) for o in e.options)
        if t == "gain_workers":
            return e.amount * w.worker * (1.0 if round_ < 10 else 0.6)
        if t == "extra_placement":
            return w.extra_placement
        if t == "draw":
            return e.amount * w.draw
        if t == "pay_coins_to_draw":
            return 0.8
        if t == "sift":
            return e.max_cards * w.sift
        if t == "trash_for_workers":
            return w.trash + 0.5 * w.worker
        if t == "trash_for_coins":
            return w.trash * 0.7 + e.coins_per_card * coin
        if t == "double_coins":
            return 3.0 * coin
        if t == "convert_coins_to_vp":
            return 1.0 + 0.45 * round_
        if t == "double_vp_markers":
            return w.markers_double
        if t in ("reuse_card", "copy_card"):
            return w.reuse
        if t == "reuse_worker":
            return w.reuse * 0.8
        if t == "keep_unused_cards":
            return w.keep
        if t in ("buy", "shift_street_then_buy"):
            return 2.0 * e.max_cards
        return 0.0

    def _value_of(self, c: int, round_: int) -> float:
        return self.effect_value(self.config.cards[c].effect, round_)

    def card_value(self, c: int, round_: int) -> float:
        return self._card_value(c, round_)  # type: ignore[no-any-return]

    # -- decks ------------------------------------------------------------------------------
    def owned(self, s: CopycatState, p: int) -> list[int]:
        """Every card p owns, known by identity (a view: a rival's unseen multiset)."""
        cards = [c for c in s.owned(p) if c >= 0]
        if s.unseen[p]:
            cards += list(s.unseen[p])
        return cards

    def deck_stats(self, s: CopycatState, p: int) -> tuple[float, int]:
        key = (s.round, s.draw[p], s.hand[p], s.area[p], s.temp[p], s.discard[p],
               s.order_card[p], s.unseen[p])
        known = self._stats.get(key)
        if known is None:
            if len(self._stats) > 50_000:
                self._stats.clear()
            r = s.round
            cards = self.owned(s, p)
            known = self._stats[key] = (sum(self.card_value(c, r) for c in cards), len(cards))
        return known

    def rounds_left(self, s: CopycatState) -> float:
        """Full rounds still to come after this one, shortened when someone nears 95 VP."""
        left = max(0, self.config.max_rounds - s.round)
        lead = max(s.vp)
        if lead >= self.config.vp_end - 12:
            left = min(left, 1)
        elif lead >= self.config.vp_end - 30:
            left = min(left, 2)
        return float(left)

    def buy_gain(self, s: CopycatState, p: int, cards: list[int],
                 stats: tuple[float, int] | None = None) -> float:
        """What adding `cards` (bought and red ones taken) to p's deck is worth."""
        total, size = stats if stats is not None else self.deck_stats(s, p)
        if size == 0:
            return 0.0
        r = s.round
        added = sum(self.card_value(c, r) for c in cards)
        before = total / size
        after = (total + added) / (size + len(cards))
        plays = self.rounds_left(s) * self.w.plays_per_round
        return plays * (after - before) + self._immediate(cards, r)

    def _immediate(self, cards: list[int], round_: int) -> float:
        """A doctorate is the last trigger's weapon and converts coins (R101)."""
        return sum(0.5 for c in cards if self.config.cards[c].is_doctorate) if round_ >= 8 else 0

    # -- the street -------------------------------------------------------------------------
    def purchase(self, s: CopycatState, p: int, budget: int, buys: int,
                 street: tuple[int, ...] | None = None) -> tuple[float, list[int]]:
        """The best purchase of up to `buys` street cards within `budget` coins (R51, R52:
        reds to the left come along): (gain, cards in buying order)."""
        street = s.street if street is None else street
        if buys <= 0 or budget < 0:
            return 0.0, []
        stats = self.deck_stats(s, p)
        key = (street, budget, min(buys, 2), stats, self.rounds_left(s), s.round)
        known = self._purchases.get(key)
        if known is not None:
            return known
        if len(self._purchases) > 50_000:
            self._purchases.clear()
        best = self._purchase(s, p, budget, buys, street, stats)
        self._purchases[key] = best
        return best

    def _purchase(self, s: CopycatState, p: int, budget: int, buys: int,
                  street: tuple[int, ...], stats: tuple[float, int]) -> tuple[float, list[int]]:
        config = self.config
        best: tuple[float, list[int]] = (0.0, [])
        options = []
        for i, c in enumerate(street):
            if c == NO:
                continue
            cost = config.cards[c].cost + config.modifiers[i]
            if cost > budget:
                continue
            reds = [r for r in street[:i] if r != NO and config.cards[r].is_red]
            options.append((i, c, cost, reds))
        for i, c, cost, reds in options:
            gain = self.buy_gain(s, p, [c, *reds], stats)
            if gain > best[0]:
                best = (gain, [c])
            if buys >= 2:
                for j, d, cost2, reds2 in options:
                    if j <= i or cost + cost2 > budget:
                        continue
                    taken = [c, d, *set(reds) | set(reds2)]
                    gain2 = self.buy_gain(s, p, taken, stats)
                    if gain2 > best[0]:
                        best = (gain2, [d, c])  # the right one first keeps positions
        return best

    # -- the whole table ----------------------------------------------------------------------
    def value(self, s: CopycatState, p: int) -> float:
        """p's expected final VP, roughly: VP so far, VP and markers of this turn, the
        hand still to play this round, and the deck's future."""
        if s.phase == OVER:
            return float(s.vp[p])
        total, size = self.deck_stats(s, p)
        avg = total / size if size else 0.0
        v = float(s.vp[p]) + s.held_markers(p)
        if s.phase == BUYING and s.current == p:
            v += s.turn_vp
        if self.hand_pending(s, p):
            hand = s.hand[p]
            known = [c for c in hand if c >= 0]
            v += 0.8 * sum(self.card_value(c, s.round) for c in known)
            v += 0.8 * (len(hand) - len(known)) * avg
            v += 0.3 * s.pool(p) * self.coin(s.round)
        return v + self.rounds_left(s) * self.w.plays_per_round * avg

    @staticmethod
    def hand_pending(s: CopycatState, p: int) -> bool:
        """p's hand is still to be played this round (R48)."""
        if s.phase in (ACTIONS, "order", "draw"):
            return True
        if s.phase != BUYING or s.current == NO:
            return False
        if s.current == p:
            return s.keep_step
        return s.bus.index(p) > s.bus.index(s.current)

    def relative(self, s: CopycatState, p: int) -> float:
        values = [self.value(s, q) for q in range(s.n)]
        others = [values[q] for q in range(s.n) if q != p]
        w = self.w
        return values[p] - w.rival * max(others) - w.rival_mean * sum(others) / len(others)

    def win_chance(self, s: CopycatState, p: int) -> float:
        """A value in [0, 1] for search: the lead over the best rival, squashed."""
        if s.phase == OVER:
            ranking = sorted(range(s.n), key=lambda q: (-s.vp[q], -s.round_vp[q], q))
            last = s.n - 1
            return (last - ranking.index(p)) / last
        values = [self.value(s, q) for q in range(s.n)]
        best = max(values[q] for q in range(s.n) if q != p)
        return 1.0 / (1.0 + math.exp(-(values[p] - best) / self.w.scale))


def hidden_count(cards: tuple[int, ...]) -> int:
    return sum(1 for c in cards if c == HIDDEN)
