"""Copycat: hidden information (spec 9, R98-R100) -- what each player may see of a state
or an event, and `determinize`, which deals the unseen cards back in for search.

Hidden from the others: a player's hand, their sealed order card before the reveal, and
which of their unseen cards lie in the hand and which in the draw pile. Public: every
other zone, and so the multiset of a player's unseen cards (R99: all purchases, takings
and trashes happen openly), which a view keeps in `unseen`. A draw pile has no order at
all (a multiset), so there is no order to hide; the supply deck's and office deck's
sections are multisets whose contents follow from public information (R98, D20).
`ViewsMixin` is a part of `CopycatGame` (rules.py).
"""

from __future__ import annotations

import random
from dataclasses import replace

from gamebox.games.copycat import events as E
from gamebox.games.copycat.model import HIDDEN, NO, CopycatState

ONLOOKER = -3


class ViewsMixin:
    """`view`, `view_event` and `determinize` of `CopycatGame`."""

    def view(self, state: CopycatState, player: int | None) -> CopycatState:
        v = state.copy()
        v.viewer = ONLOOKER if player is None else player
        for p in range(v.n):
            if p == player:
                v.draw[p] = tuple(sorted(v.draw[p]))
                continue
            sealed = (state.order_card[p],) if state.order_card[p] != NO else ()
            v.unseen[p] = tuple(sorted((*state.hand[p], *state.draw[p], *sealed)))
            v.hand[p] = (HIDDEN,) * len(state.hand[p])
            v.draw[p] = (HIDDEN,) * len(state.draw[p])
            if sealed:
                v.order_card[p] = HIDDEN
            if p == state.current and state.kept:
                v.kept = (HIDDEN,) * len(state.kept)
        return v

    def view_event(self, event: E.Event, player: int | None) -> E.Event:
        if isinstance(event, (E.CardDrawn, E.OrderCommitted)) and event.player != player:
            return replace(event, card="?")
        if isinstance(event, E.CardsKept) and event.player != player:
            return replace(event, cards=("?",) * len(event.cards))
        return event

    def determinize(self, view: CopycatState, rng: random.Random) -> CopycatState:
        """Every other player's unseen cards are shuffled and dealt back: the sealed order
        card (if any), the hand, the rest to the draw pile; kept cards are drawn from the
        sampled hand. Uniform over what the view allows."""
        s = view.copy()
        s.viewer = None
        if not view.is_view:
            return s
        for p in range(s.n):
            if p == view.viewer or not s.unseen[p]:
                s.unseen[p] = ()
                continue
            cards = list(s.unseen[p])
            rng.shuffle(cards)
            if s.order_card[p] == HIDDEN:
                s.order_card[p] = cards.pop()
            in_hand = len(s.hand[p])
            s.hand[p] = tuple(cards[:in_hand])
            s.draw[p] = tuple(cards[in_hand:])
            if len(s.draw[p]) != len(view.draw[p]):
                raise ValueError("the view is inconsistent with the card counts")
            if p == s.current and s.kept and s.kept[0] == HIDDEN:
                s.kept = tuple(rng.sample(s.hand[p], len(s.kept)))
            s.unseen[p] = ()
        return s
