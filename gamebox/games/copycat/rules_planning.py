"""Copycat: phase 1, Planning (R23-R32) -- the hands drawn, the sealed order cards taken
one player at a time and revealed together, and the new bus order with its reverse tie
rule. `PlanningMixin` is a part of `CopycatGame` (rules.py).
"""

from __future__ import annotations

from gamebox.games.copycat import events as E
from gamebox.games.copycat.config import CopycatConfig
from gamebox.games.copycat.model import DRAW, NO, ORDER, CopycatAction, CopycatState, act
from gamebox.games.copycat.rules_effects import remove


def bus_order(values: list[int], previous: tuple[int, ...]) -> tuple[int, ...]:
    """R27-R29: highest value first; players with equal values take, among themselves,
    the reverse of their relative order on the previous bus (two swap; of three the first
    and last swap; of four 1st<->4th and 2nd<->3rd)."""
    rank = {p: i for i, p in enumerate(previous)}
    order: list[int] = []
    for value in sorted(set(values), reverse=True):
        tied = [p for p in range(len(values)) if values[p] == value]
        order += sorted(tied, key=lambda p: -rank[p])
    return tuple(order)


class PlanningMixin:
    """Round start, order cards and the bus of `CopycatGame`."""

    config: CopycatConfig

    def start_round(self, s: CopycatState, ev: list) -> None:
        """R23: everyone draws 5; cards kept by R47 are already in hand."""
        if s.round > 1:
            s.prev_bus = s.bus  # R28: ties reverse the last round's order
        s.phase = DRAW
        s.round_vp = [0] * s.n
        s.values = ()
        ev.append(E.RoundBegan(s.round))
        s.tasks = (*s.tasks, *(("draw", p, self.config.hand_draw) for p in s.prev_bus))

    def order_actions(self, s: CopycatState, p: int) -> list[CopycatAction]:
        """R24: any card of the hand; each card id once."""
        names = self._card_names  # type: ignore[attr-defined]
        return [act("order", names[c]) for c in sorted(set(s.hand[p]))]

    def on_order(self, s: CopycatState, ev: list, p: int, action: CopycatAction) -> None:
        c = self.config.card(action.ref)
        s.hand[p] = remove(s.hand[p], c)
        s.order_card[p] = c
        ev.append(E.OrderCommitted(p, action.ref))

    def begin_order(self, s: CopycatState, ev: list) -> None:
        s.phase = ORDER

    def reveal(self, s: CopycatState, ev: list) -> None:
        """R26, R27, R30: all at once; the cards go to their owners' temp piles, dead for
        the round. An empty hand commits nothing and counts -1 (R25, D22)."""
        cards = self.config.cards
        values = []
        shown = []
        for p in range(s.n):
            c = s.order_card[p]
            if c == NO:
                values.append(self.config.empty_hand_value)
                shown.append((p, ""))
                continue
            values.append(cards[c].order_value)
            shown.append((p, cards[c].id))
            s.temp[p] = (*s.temp[p], c)
            s.order_card[p] = NO
        s.bus = bus_order(values, s.prev_bus)
        s.values = tuple(values)
        ev.append(E.OrderRevealed(tuple(shown), s.values, s.bus))
        self.begin_actions(s, ev)  # type: ignore[attr-defined]
