"""Copycat: phase 2, Actions (R33-R44) -- turns in bus order until everyone is out, free
actions (purple and blue cards, blue and grey offices, grey cards with a phase-2 target,
coin cards paying for a pay-to-draw action), one placement or a pass, extra placements.

A turn ends with `end` after the placement, or with `pass`. When nothing but `end` is
left to do after placing, the turn ends by itself (a step nobody decides is never asked).
`ActionsMixin` is a part of `CopycatGame` (rules.py).
"""

from __future__ import annotations

from gamebox.games.copycat import events as E
from gamebox.games.copycat.config import CopycatConfig
from gamebox.games.copycat.model import (
    ACTIONS,
    END,
    NO,
    PASS,
    CopycatAction,
    CopycatState,
    act,
)
from gamebox.games.copycat.rules_effects import COIN_EFFECTS, remove

PHASE2_COLOURS = frozenset({"purple", "blue"})


class ActionsMixin:
    """Phase 2 of `CopycatGame`."""

    config: CopycatConfig

    def begin_actions(self, s: CopycatState, ev: list) -> None:
        s.phase = ACTIONS
        s.out = [False] * s.n
        ev.append(E.PhaseBegan(ACTIONS))
        self.next_turn(s, ev, s.bus[0], first=True)

    def next_turn(self, s: CopycatState, ev: list, start: int, first: bool = False) -> None:
        """R33, R34: the next player in bus order who is not out; no worker left at the
        start of a turn puts a player out at once."""
        bus = s.bus
        i = bus.index(start)
        for step in range(s.n):
            p = bus[(i + step + (0 if first else 1)) % s.n]
            if s.out[p]:
                continue
            if s.available[p] == 0:
                s.out[p] = True
                ev.append(E.PlayerOut(p, "no_workers"))
                continue
            s.current = p
            s.placed = False
            s.extra = 0
            ev.append(E.TurnBegan(p, ACTIONS))
            return
        s.current = NO
        self.begin_buying(s, ev)  # type: ignore[attr-defined]

    def free_actions(self, s: CopycatState, p: int) -> list[CopycatAction]:
        """R37: cards to play and offices to use now (no placement, pass or end)."""
        config = self.config
        cards = config.cards
        none: frozenset[int] = frozenset()
        out = []
        paying = None
        for c in sorted(set(s.hand[p])):
            card = cards[c]
            e = card.effect
            if card.colour in PHASE2_COLOURS:
                ok = True
            elif card.colour == "grey":
                ok = self.resolvable(s, p, e, "2", frozenset({c}), none)  # type: ignore[attr-defined]
            elif e.type in COIN_EFFECTS and card.colour in ("yellow", "yellow_green"):
                if paying is None:
                    paying = self.can_pay_to_draw(s, p)
                ok = paying and (e.type != "choice" or _coin_option(e) is not None)
            else:
                ok = False
            if ok:
                out.append(act("play", card.id))
        offices = config.offices
        for slot, who in enumerate(s.occupant):
            if who != p or s.office_uses[slot]:
                continue
            office = offices[s.offices[slot]]
            e = office.effect
            if office.colour == "blue" or (
                office.colour == "grey"
                and self.resolvable(s, p, e, "2", none, frozenset({slot}))  # type: ignore[attr-defined]
            ):
                out.append(act("use", office.id))
        return out

    def can_pay_to_draw(self, s: CopycatState, p: int) -> bool:
        """R44: coin cards come out in phase 2 only to fund a pay-to-draw action at hand:
        one in the hand or an unused office of the player's."""
        payers = self.payers  # type: ignore[attr-defined]
        if any(c in payers for c in s.hand[p]):
            return True
        offices = self.config.offices
        return self.paying_offices and any(  # type: ignore[attr-defined]
            who == p and not s.office_uses[slot]
            and offices[s.offices[slot]].effect.type == "pay_coins_to_draw"
            for slot, who in enumerate(s.occupant)
        )

    def actions_legal(self, s: CopycatState, p: int) -> list[CopycatAction]:
        out = self.free_actions(s, p)
        if s.available[p] > 0 and (not s.placed or s.extra > 0):  # R35, R61
            offices = self.config.offices
            out += [
                act("place", offices[s.offices[slot]].id)
                for slot, who in enumerate(s.occupant)
                if who == NO
            ]
        out.append(END if s.placed else PASS)  # R35: exactly one placement or pass
        return out

    def on_actions(self, s: CopycatState, ev: list, p: int, action: CopycatAction) -> None:
        k = action.kind
        config = self.config
        if k == "place":
            slot = s.offices.index(config.office(action.ref))
            extra = s.placed
            if extra:
                s.extra -= 1
            s.placed = True
            s.available[p] -= 1
            s.occupant[slot] = p
            taken = s.markers[slot]
            s.markers[slot] = 0
            s.m0[p] += taken  # R38: kept until the phase-3 scoring
            ev.append(E.WorkerPlaced(p, slot, action.ref, taken, extra))
        elif k == "pass":
            s.out[p] = True  # R36, D23: final
            ev.append(E.PlayerOut(p, "passed"))
            self.next_turn(s, ev, p)
        elif k == "end":
            self.next_turn(s, ev, p)
        elif k == "play":
            c = config.card(action.ref)
            card = config.cards[c]
            s.hand[p] = remove(s.hand[p], c)
            s.area[p] = (*s.area[p], c)  # R42
            ev.append(E.CardPlayed(p, card.id))
            if card.colour in ("yellow", "yellow_green"):  # R44: coins for a pay-to-draw
                s.uses[c] = 1
                s.own = (*s.own, c)
                ev.append(E.EffectUsed(p, "own", card=card.id, effect=card.effect.type))
                e = card.effect
                self.resolve(s, ev, p, _coin_option(e) if e.type == "choice" else e,  # type: ignore[attr-defined]
                             "card", c)
            else:
                self.use_card(s, ev, p, c, "own")  # type: ignore[attr-defined]
        elif k == "use":
            slot = s.offices.index(config.office(action.ref))
            self.use_office(s, ev, p, slot, "office")  # type: ignore[attr-defined]

    def settle_actions(self, s: CopycatState, ev: list) -> None:
        """After a step of the turn: frames that need no choice close, and a turn with
        nothing left but `end` ends."""
        p = s.current
        if p == NO:
            return
        self.settle(s, ev, p)  # type: ignore[attr-defined]
        if s.frames or s.tasks or s.phase != ACTIONS:
            return
        more = s.extra and s.available[p] and NO in s.occupant
        if s.placed and not more and not self.free_actions(s, p):
            self.next_turn(s, ev, p)


def _coin_option(effect):  # type: ignore[no-untyped-def]
    """The coin option of a choice effect (R44 spends coins only), or None."""
    for option in effect.options:
        if option.type == "gain_coins":
            return option
    return None
