"""Sheriff of Nottingham: hidden information (§7) -- what each player may see of a state or
an event, and `determinize`, which deals the unseen cards back in for search. It only reads
states and never advances one, so it is a part apart: `ViewsMixin` of `SheriffGame` in
rules.py.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.config import SheriffConfig
from gamebox.games.sheriff.model import (
    HIDDEN,
    LEGAL,
    NO,
    OVER,
    Proposal,
    SheriffState,
)


class ViewsMixin:
    """`view`, `view_event` and `determinize` of `SheriffGame`."""

    config: SheriffConfig

    # -- hidden information (§7) --------------------------------------------------------------
    def view(self, state: SheriffState, player: int | None) -> SheriffState:
        v = state.copy()
        v.viewer = -2 if player is None else player
        v.deck = None  # R6: only the size is public
        v.box = [HIDDEN] * len(v.box)  # R86: never revealed
        for p in range(v.n):
            if p == player:
                continue
            known = v.known[p]  # §7.1: seen taken from a pile, not seen leaving
            v.hands[p] = known + [HIDDEN] * (len(v.hands[p]) - len(known))
            bag = v.bags[p]
            if bag is not None:
                v.bags[p] = [HIDDEN] * len(bag)
            v.stall_contra[p] = [c if c[1] else (HIDDEN, False) for c in v.stall_contra[p]]
        if state.active != player:
            v.set_aside = [HIDDEN] * len(v.set_aside)
        def mask(p: Proposal | None, merchant: int) -> Proposal | None:
            """R93: face-down cards in a proposal are shown by number only."""
            if p is None or not p.stallc or p.show or merchant == player:
                return p
            return replace(p, stallc=(HIDDEN,) * len(p.stallc))

        v.offers = [mask(p, m) for m, p in enumerate(v.offers)]
        v.side_offers = [mask(p, m) for m, p in enumerate(v.side_offers)]
        v.waiting = mask(v.waiting, state.active)
        if v.pending_deal is not None:
            m, deal, own, author, left = v.pending_deal
            v.pending_deal = (m, mask(deal, m) or deal, own, author, left)
        if state.phase == OVER:  # R67: contraband revealed at the end
            v.stall_contra = [c[:] for c in state.stall_contra]
        return v

    def view_event(self, event: E.Event, player: int | None) -> E.Event:
        if (
            isinstance(event, (E.ProposalPosted, E.DealAccepted))
            and player != event.merchant
            and "stallc=" in event.text
            and " show" not in event.text
        ):
            text = re.sub(
                r"stallc=(\S+)",
                lambda m: "stallc=" + (m[1] if m[1].isdigit() else str(m[1].count(",") + 1)),
                event.text,
            )
            return replace(event, text=text)
        if isinstance(event, E.CardRemoved):
            return E.CardRemoved(HIDDEN)
        if isinstance(event, E.CardDealt) and event.player != NO and event.player != player:
            return E.CardDealt(HIDDEN, player=event.player)
        if isinstance(event, (E.SetAside, E.BagLoaded)) and event.player != player:
            return type(event)(event.player, event.count, (HIDDEN,) * event.count)
        if isinstance(event, E.BagPassed) and event.player != player:
            return E.BagPassed(event.player, event.legal, (HIDDEN,) * len(event.contraband))
        if (
            isinstance(event, E.GoodsPaid)
            and not event.public
            and player not in (event.payer, event.payee)
        ):
            return E.GoodsPaid(event.payer, event.payee, HIDDEN, event.reason, False)
        return event

    def determinize(self, view: SheriffState, rng: random.Random) -> SheriffState:
        """Fill every hidden card from the unseen pool; contraband slots on stalls take
        contraband or royal goods only. What is left is the draw deck."""
        if not view.is_view:
            return view.copy()
        s = view.copy()
        s.viewer = None
        pool = self.config.deck(s.n, s.royal)
        seen: list[str] = [*s.piles[0], *s.piles[1], *s.set_aside, *s.confiscated]
        for p in range(s.n):
            seen += s.hands[p] + (s.bags[p] or [])
            seen += [g for g, n in s.stall_legal[p].items() for _ in range(n)]
            seen += [g for g, _ in s.stall_contra[p]]
        for g in seen:
            if g != HIDDEN:
                pool[g] -= 1
        # §12.11 step 1: cards seen taken from a pile whose place became uncertain
        # (`known_kept`) are still in that player's hidden hand, bag or set-aside cards
        reserved: list[tuple[int, list[str]]] = []
        for p in range(s.n):
            slots = s.hands[p].count(HIDDEN) + (s.bags[p] or []).count(HIDDEN)
            if p == s.active:
                slots += s.set_aside.count(HIDDEN)
            kept = []
            for g in s.known_kept[p]:
                if len(kept) < slots and pool.get(g, 0) > 0:
                    pool[g] -= 1
                    kept.append(g)
            if kept:
                reserved.append((p, kept))
        cards = [g for g, n in pool.items() for _ in range(n)]
        rng.shuffle(cards)
        contra = [g for g in cards if g not in LEGAL]
        for p in range(s.n):
            slots = s.stall_contra[p]
            for i, (g, public) in enumerate(slots):
                if g == HIDDEN:
                    pick = contra.pop()
                    cards.remove(pick)
                    slots[i] = (pick, public)

        for p, kept in reserved:
            zones = [s.hands[p], s.bags[p] or []] + ([s.set_aside] if p == s.active else [])
            places = [(z, i) for z in zones for i, g in enumerate(z) if g == HIDDEN]
            for (zone, i), g in zip(rng.sample(places, len(kept)), kept, strict=True):
                zone[i] = g

        def fill(zone: list[str]) -> list[str]:
            return [cards.pop() if g == HIDDEN else g for g in zone]

        for p in range(s.n):
            s.hands[p] = fill(s.hands[p])
            bag = s.bags[p]
            if bag is not None:
                s.bags[p] = fill(bag)
        s.set_aside = fill(s.set_aside)
        for m in range(s.n):  # masked face-down cards in proposals: the merchant's own
            own = [g for g, _ in s.stall_contra[m]]
            for name in ("offers", "side_offers"):
                p = getattr(s, name)[m]
                if p is not None and HIDDEN in p.stallc:
                    getattr(s, name)[m] = replace(p, stallc=tuple(own[: len(p.stallc)]))
        if s.waiting is not None and HIDDEN in s.waiting.stallc:
            own = [g for g, _ in s.stall_contra[s.active]]
            s.waiting = replace(s.waiting, stallc=tuple(own[: len(s.waiting.stallc)]))
        s.box = fill(s.box)
        deck: dict[str, int] = {}
        for g in cards:
            deck[g] = deck.get(g, 0) + 1
        s.deck = deck
        if len(cards) != s.deck_size:
            raise ValueError("the view is inconsistent with the card counts")
        return s
