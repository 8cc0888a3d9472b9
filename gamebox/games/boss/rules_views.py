"""The Boss: hidden information (R45, R46, spec section 10) -- what each person may see of a
state or an event, the deduction every player can make from it, and `determinize`, which
deals the unseen cards back in for search.

Everyone sees the back of every card in hand, which shows its city (R45), so the cards
of a city nobody has seen are exactly its list minus the cards face up minus the viewer's
own: they lie face down under the city or in the other hands holding that city's backs.
Cities are independent, so a uniform deal conditioned on what a person sees is a
uniform shuffle of each city's unseen cards into those places; that is `determinize`.
Partners see each other's cards no more than anyone else's (R42).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from gamebox.games.boss import events as E
from gamebox.games.boss.model import (
    HIDDEN,
    OVER,
    PENALTY,
    BossState,
    hidden_card,
    is_hidden,
)

if TYPE_CHECKING:
    from gamebox.games.boss.config import Layout


class ViewsMixin:
    """`view`, `view_event`, `determinize` and the deduction helpers of `BossGame`."""

    if TYPE_CHECKING:

        def layout(self, n: int) -> Layout: ...

    def view(self, state: BossState, player: int | None) -> BossState:
        layout = self.layout(state.n)
        v = state.copy()
        v.viewer = -2 if player is None else player
        revealed = state.phase in (PENALTY, OVER)  # R22: turned up at the resolution
        if not revealed:
            v.facedown = [HIDDEN if c else "" for c in state.facedown]
        for p in range(state.n):
            if p != player:
                v.hands[p] = sorted(hidden_card(layout.ids[layout.city_of[c]])
                                    for c in state.hands[p])
        if state.deck is not None:
            v.deck = [HIDDEN] * len(state.deck)
        return v

    def view_event(self, event: E.Event, player: int | None) -> E.Event:
        if isinstance(event, E.FaceDownPlaced):
            return replace(event, card=HIDDEN)
        if isinstance(event, E.CardDealt) and event.player != player:
            return replace(event, card=hidden_card(event.city))
        return event

    # -- deduction (section 10) ---------------------------------------------------------
    def unseen(self, view: BossState, city: int) -> list[str]:
        """The cards of `city` that the view's reader has not seen: candidates for its
        face-down reward and for the other hands' cards of that city."""
        layout = self.layout(view.n)
        seen = set(view.columns[city])
        me = view.viewer
        if me is not None and me >= 0:
            seen.update(view.hands[me])
        if view.facedown[city] and not is_hidden(view.facedown[city]):
            seen.add(view.facedown[city])
        return [c for c in layout.cards_of[city] if c not in seen]

    def backs(self, view: BossState, city: int) -> dict[int, int]:
        """Who holds cards of `city` that the reader cannot see, and how many (R45)."""
        token = hidden_card(self.layout(view.n).ids[city])
        out = {}
        for p, hand in enumerate(view.hands):
            k = hand.count(token)
            if k:
                out[p] = k
        return out

    def known_facedown(self, view: BossState, city: int) -> str | None:
        """The face-down reward when the reader can tell it, else None (section 10)."""
        card = view.facedown[city]
        if card and not is_hidden(card):
            return card
        if not card:
            return None
        unseen = self.unseen(view, city)
        return unseen[0] if len(unseen) == 1 else None

    # -- determinize -----------------------------------------------------------------------
    def determinize(self, view: BossState, rng: random.Random) -> BossState:
        """A full state consistent with `view`: each city's unseen cards shuffled into its
        face-down place and the other hands' backs of that city; the rest is the deck."""
        if not view.is_view:
            return view.copy()
        layout = self.layout(view.n)
        s = view.copy()
        s.viewer = None
        slots: list[list[tuple[int, int]]] = [[] for _ in range(layout.cities)]
        for p, hand in enumerate(s.hands):
            for i, card in enumerate(hand):
                if is_hidden(card):
                    slots[layout.index_of[card[1:]]].append((p, i))
        rest: list[str] = []
        for city in range(layout.cities):
            if city == layout.chicago:
                continue
            unseen = self.unseen(view, city)
            rng.shuffle(unseen)
            if s.facedown[city] == HIDDEN:
                if not unseen:
                    raise ValueError("the view is inconsistent: no card left to lie face down")
                s.facedown[city] = unseen.pop()
            places = slots[city]
            if len(unseen) < len(places):
                raise ValueError("the view is inconsistent with the cards of a city")
            for (p, i), card in zip(places, unseen, strict=False):
                s.hands[p][i] = card
            rest += unseen[len(places) :]
        deck = view.deck
        if deck is not None:
            if len(rest) != len(deck):
                raise ValueError("the view is inconsistent with the undealt cards")
            s.deck = sorted(rest)
        elif rest:
            raise ValueError("the view is inconsistent: cards are unaccounted for")
        order = {c: i for i, c in enumerate(layout.all_cards)}
        for p in range(s.n):
            if p != view.viewer:
                s.hands[p].sort(key=order.__getitem__)
        return s
