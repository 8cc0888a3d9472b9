"""Sheriff of Nottingham: everything of a round outside the inspection -- the draw queue and
reshuffles (R50-R52), the first Sheriff, the start of a round (R15-R18), the Market
(R19-R23), loading and declaring bags (R25-R31), and the end of a round with its refill or
the end of the game (R48-R50, R65, R66). `MarketMixin` is one of the parts `SheriffGame`
in rules.py is assembled from; it reaches the others only through `self`.
"""

from __future__ import annotations

from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.config import SheriffConfig
from gamebox.games.sheriff.model import (
    DECLARE,
    DISCARD,
    DRAW,
    FIRST_SHERIFF,
    LOAD,
    NO,
    OVER,
    SET_ASIDE,
    TAKE,
    SheriffAction,
    SheriffState,
)
from gamebox.games.sheriff.rules_cards import minus, remove_all


class MarketMixin:
    """Drawing, the round's start and end, the Market, load and declare of `SheriffGame`.

    Uses from the composed game: `config`, `_start_inspection` (InspectionMixin) and
    `result` (ScoringMixin)."""

    config: SheriffConfig

    # -- drawing (R50-R52) ---------------------------------------------------------------
    def _continue(self, s: SheriffState, ev: list) -> None:
        """Run the draw queue: a chance step per card; then whatever `resume` says."""
        assert s.deck is not None
        while s.draw_queue:
            if s.deck_size == 0:
                self._reshuffle(s, ev)
            if s.deck_size:
                s.phase = DRAW
                return
            where, who = s.draw_queue.pop(0)
            ev.append(E.DrawSkipped(who if where == "hand" else NO))  # R52
        resume, s.resume = s.resume, ""
        getattr(self, "_resume_" + resume)(s, ev)

    def _reshuffle(self, s: SheriffState, ev: list) -> None:
        """R51: all but the top cards of each pile become the new draw deck."""
        assert s.deck is not None
        keep = self.config.keep_on_piles
        moved = 0
        for i in (0, 1):
            pile = s.piles[i]
            if len(pile) > keep:
                for g in pile[: len(pile) - keep]:
                    s.deck[g] = s.deck.get(g, 0) + 1
                    moved += 1
                s.piles[i] = pile[len(pile) - keep :]
        if moved:
            s.deck_size += moved
            ev.append(E.Reshuffled(moved))

    def _on_draw(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        assert s.deck is not None
        good = action.goods[0]
        s.deck[good] -= 1
        s.deck_size -= 1
        where, who = s.draw_queue.pop(0)
        if where == "box":
            s.box.append(good)
            ev.append(E.CardRemoved(good))
        elif where == "hand":
            s.hands[who].append(good)
            ev.append(E.CardDealt(good, player=who))
        else:
            s.piles[who].append(good)
            ev.append(E.CardDealt(good, pile=who))
        self._continue(s, ev)

    def _resume_first_sheriff(self, s: SheriffState, ev: list) -> None:
        s.phase = FIRST_SHERIFF  # R14: at random

    def _on_first_sheriff(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        s.first_sheriff = action.target
        self._resume_round(s, ev)

    # -- rounds (R15-R18, R48-R50) --------------------------------------------------------
    def _resume_round(self, s: SheriffState, ev: list) -> None:
        s.round += 1
        s.sheriff = (s.first_sheriff + s.round - 1) % s.n  # R15
        ev.append(E.SheriffChosen(s.sheriff, s.round))
        s.order = [(s.sheriff + i) % s.n for i in range(1, s.n)]  # R17
        s.idx = 0
        s.bags = [None] * s.n
        s.declared = [None] * s.n
        s.resolved = [True] * s.n
        s.bags_this_round = [False] * s.n
        self._market_turn(s, ev)

    def _market_turn(self, s: SheriffState, ev: list) -> None:
        if s.idx >= len(s.order):
            s.idx = 0
            self._load_turn(s, ev)
            return
        s.active = s.order[s.idx]
        s.k = s.taken = 0
        s.deck_drawn = False
        s.discard_pile = NO
        s.phase = SET_ASIDE

    def _on_set_aside(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        a = s.active
        remove_all(s.hands[a], action.goods)
        s.set_aside = list(action.goods)
        s.k = len(action.goods)
        if s.k:  # §7.1: seen cards stay known unless they may be among those set aside
            s.known_kept[a] = minus(s.known[a], action.goods)
            s.known[a] = []
        ev.append(E.SetAside(a, s.k, action.goods))  # R19: the number is public
        if s.k == 0:
            s.idx += 1
            self._market_turn(s, ev)
        else:
            self._after_take(s, ev)

    def _after_take(self, s: SheriffState, ev: list) -> None:
        """R20-R22: take from the piles while draws remain; then the deck."""
        if s.taken >= s.k:
            self._start_discard(s, ev)
        elif s.piles[0] or s.piles[1]:
            s.phase = TAKE
        else:
            self._deck_draws(s, ev)

    def _on_take(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        if action.kind == "stop":
            self._deck_draws(s, ev)
            return
        good = s.piles[action.target].pop()
        s.hands[s.active].append(good)
        s.known[s.active].append(good)  # R20: everyone saw it taken
        s.taken += 1
        ev.append(E.TookFromPile(s.active, action.target, good))
        self._after_take(s, ev)

    def _deck_draws(self, s: SheriffState, ev: list) -> None:
        s.deck_drawn = True  # R22: no discard-pile draw from now on
        s.draw_queue += [("hand", s.active)] * (s.k - s.taken)
        s.resume = "discard"
        self._continue(s, ev)

    def _resume_discard(self, s: SheriffState, ev: list) -> None:
        self._start_discard(s, ev)

    def _start_discard(self, s: SheriffState, ev: list) -> None:
        s.discard_pile = NO
        s.phase = DISCARD

    def _on_discard(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        """R23: the set-aside cards go one by one on the chosen pile; last on top."""
        good = action.goods[0]
        s.discard_pile = action.target
        s.set_aside.remove(good)
        s.piles[action.target].append(good)
        ev.append(E.Discarded(s.active, action.target, good))
        if not s.set_aside:
            a = s.active
            s.known[a] = s.known_kept[a] + s.known[a]  # the set-aside cards are public now
            s.known_kept[a] = []
            s.discard_pile = NO
            s.idx += 1
            self._market_turn(s, ev)

    # -- load and declare (R25-R31) ---------------------------------------------------------
    def _load_turn(self, s: SheriffState, ev: list) -> None:
        while s.idx < len(s.order) and not s.hands[s.order[s.idx]]:
            s.idx += 1  # R27: nothing in hand, no bag this round
        if s.idx >= len(s.order):
            s.idx = 0
            self._declare_turn(s, ev)
            return
        s.active = s.order[s.idx]
        s.phase = LOAD

    def _on_load(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        a = s.active
        remove_all(s.hands[a], action.goods)
        s.known_kept[a], s.known[a] = s.known[a], []  # §7.1: unknown until the bag is shown
        s.bags[a] = list(action.goods)  # R26: sealed
        s.bags_this_round[a] = True
        s.resolved[a] = False
        ev.append(E.BagLoaded(a, len(action.goods), action.goods))
        s.idx += 1
        self._load_turn(s, ev)

    def _declare_turn(self, s: SheriffState, ev: list) -> None:
        while s.idx < len(s.order) and s.bags[s.order[s.idx]] is None:
            s.idx += 1
        if s.idx >= len(s.order):
            self._start_inspection(s, ev)
            return
        s.active = s.order[s.idx]
        s.phase = DECLARE

    def _on_declare(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        a = s.active
        bag = s.bags[a]
        assert bag is not None
        s.declared[a] = action.goods[0]  # R28, R29: N is the bag size
        ev.append(E.Declared(a, len(bag), action.goods[0]))
        s.idx += 1
        self._declare_turn(s, ev)

    # -- end of the round (R48-R50, R65, R66, R113) ----------------------------------

    def _round_end(self, s: SheriffState, ev: list) -> None:
        for p in s.promises:  # R113: gold_next_time is judged in its first chance
            if (
                p.status == "pending"
                and p.kind == "gold_next_time"
                and p.promisee == s.sheriff
                and p.made_in_round < s.round
                and s.bags_this_round[p.promiser]
            ):
                p.status = "broken"
                ev.append(E.PromiseSettled(p.promiser, p.promisee, p.kind, p.status))  # R78
        s.offers = [None] * s.n
        s.side_offers = [None] * s.n
        s.must_inspect = []
        s.must_pass = []
        if s.round >= self.config.rounds(s.n):  # R48, R65
            ev.append(E.HandsDiscarded())  # R66: hands stay where they are, score 0
            for p in s.promises:
                if p.status == "pending" and p.kind != "favor":
                    p.status = "unfulfillable"  # R113
                    ev.append(E.PromiseSettled(p.promiser, p.promisee, p.kind, p.status))
            s.phase = OVER
            s.active = NO
            result = self.result(s)
            assert result is not None
            ev.append(E.GameEnded(result))
            return
        nxt = (s.sheriff + 1) % s.n  # R49
        for i in range(s.n):  # R50: clockwise from the new Sheriff
            p = (nxt + i) % s.n
            s.draw_queue += [("hand", p)] * max(0, s.hand_size - len(s.hands[p]))
        s.resume = "round"
        self._continue(s, ev)
