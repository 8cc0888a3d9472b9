"""Copycat: chance (DESIGN: chance is explicit) -- the round-1 bus order (R14), cards drawn
from a draw pile (R23, R65-R67), the street dealt and refilled from the supply (R16,
R92) and office cards revealed (R20, R89).

Chance steps wait in `state.tasks`, oldest first. A face-down pile is a multiset: a draw
picks any of its cards with equal probability, and a reshuffle (R65) only moves the
discard pile's cards into the empty draw pile -- it has no outcome of its own. A step
with a single possible outcome is taken at once (nobody decides it). When no task is
left, `run` hands over to the round machine (`CopycatGame.resume`).
"""

from __future__ import annotations

import itertools
import math
import random

from gamebox.engine.game import IllegalAction
from gamebox.games.copycat import events as E
from gamebox.games.copycat.config import CopycatConfig
from gamebox.games.copycat.model import NO, CopycatAction, CopycatState, act
from gamebox.games.copycat.rules_effects import remove

MAX_AUTOMATIC = 10_000


class ChanceMixin:
    """`chance_outcomes`, `sample_chance`, the task queue and `run` of `CopycatGame`."""

    config: CopycatConfig

    # -- what a pending task can produce ----------------------------------------------------
    def _pile(self, s: CopycatState) -> tuple[str, tuple[int, ...]]:
        """The head task's kind and the cards (or offices) it draws from."""
        task = s.tasks[0]
        kind = task[0]
        if kind == "draw":
            return "draw", s.draw[task[1]]
        if kind == "street":
            if NO not in s.street:
                return "street", ()
            return "street", next((sec for sec in s.supply if sec), ())
        if kind == "office":
            return "office", next((sec for sec in s.office_deck if sec), ())
        return kind, ()

    def chance_outcomes(self, state: CopycatState) -> list[tuple[CopycatAction, float]]:
        if not state.tasks:
            return []
        if state.tasks[0][0] == "bus":
            orders = list(itertools.permutations(range(state.n)))
            return [(CopycatAction("bus", seats=o), 1 / len(orders)) for o in orders]
        kind, pile = self._pile(state)
        if not pile:
            return []
        names = self._names(kind)
        probability = 1 / len(pile)
        return [(act(kind, names[c]), probability) for c in sorted(pile)]

    def sample_chance(self, state: CopycatState, rng: random.Random) -> CopycatAction:
        """The same distribution as `chance_outcomes` (uniform), without listing it."""
        if state.tasks and state.tasks[0][0] == "bus":
            order = list(range(state.n))
            rng.shuffle(order)
            return CopycatAction("bus", seats=tuple(order))
        kind, pile = self._pile(state)
        if not pile:
            raise IllegalAction("no chance step is pending")
        return act(kind, self._names(kind)[pile[rng.randrange(len(pile))]])

    def _names(self, kind: str) -> tuple[str, ...]:
        if kind == "office":
            return self._office_names  # type: ignore[attr-defined, no-any-return]
        return self._card_names  # type: ignore[attr-defined, no-any-return]

    def chance_legal(self, s: CopycatState, action: CopycatAction) -> bool:
        if not s.tasks or action.kind != s.tasks[0][0]:
            return False
        if action.kind == "bus":
            return sorted(action.seats) == list(range(s.n))
        index = (self.config.office_index if action.kind == "office"
                 else self.config.card_index).get(action.ref)
        return index is not None and index in self._pile(s)[1]

    def chance_count(self, s: CopycatState) -> int:
        if s.tasks and s.tasks[0][0] == "bus":
            return math.factorial(s.n)
        return len(self._pile(s)[1])

    # -- carrying a task out -----------------------------------------------------------------
    def on_chance(self, s: CopycatState, ev: list, action: CopycatAction) -> None:
        task = s.tasks[0]
        kind = task[0]
        if kind == "bus":
            s.tasks = s.tasks[1:]
            s.bus = s.prev_bus = action.seats  # R14, R32
            ev.append(E.BusDrawn(action.seats))
        elif kind == "draw":
            self._draw_one(s, ev, task[1], self.config.card(action.ref))
        elif kind == "street":
            self._deal_street(s, ev, self.config.card(action.ref))
        else:
            self._reveal_office(s, ev, self.config.office(action.ref))

    def _draw_one(self, s: CopycatState, ev: list, p: int, c: int) -> None:
        s.draw[p] = remove(s.draw[p], c)
        s.hand[p] = (*s.hand[p], c)
        ev.append(E.CardDrawn(p, self.config.cards[c].id))
        task = s.tasks[0]
        left = task[2] - 1
        s.tasks = ((("draw", p, left),) if left > 0 else ()) + s.tasks[1:]

    def _deal_street(self, s: CopycatState, ev: list, c: int) -> None:
        """R16, R92: the next empty position from the left gets the supply's top card."""
        i = s.street.index(NO)
        s.street = (*s.street[:i], c, *s.street[i + 1 :])
        s.supply = tuple(remove(sec, c) if c in sec else sec for sec in s.supply)
        ev.append(E.StreetDealt(i + 1, self.config.cards[c].id))

    def _reveal_office(self, s: CopycatState, ev: list, o: int) -> None:
        """R20, R89: the top card of the office deck into the next window of its section;
        it arrives after the markers of the cleanup, so it holds none (T30)."""
        s.tasks = s.tasks[1:]
        s.office_deck = tuple(remove(sec, o) if o in sec else sec for sec in s.office_deck)
        s.offices = (*s.offices, o)
        s.occupant.append(NO)
        s.office_uses.append(0)
        s.markers.append(0)
        office = self.config.offices[o]
        ev.append(E.OfficeRevealed(len(s.offices) - 1, office.id, office.section))

    def _ready(self, s: CopycatState, ev: list) -> bool:
        """Is a real chance step waiting? Tasks with no outcome end, a reshuffle happens,
        a single outcome is taken at once."""
        task = s.tasks[0]
        kind = task[0]
        if kind == "bus":
            if s.n > 1:
                return True
            self.on_chance(s, ev, CopycatAction("bus", seats=(0,)))
            return False
        if kind == "draw":
            p = task[1]
            if task[2] <= 0:
                s.tasks = s.tasks[1:]
                return False
            if not s.draw[p]:
                if s.discard[p]:  # R65, R67: only now, only the discard pile
                    s.draw[p] = s.discard[p]
                    s.discard[p] = ()
                    ev.append(E.Reshuffled(p, len(s.draw[p])))
                    return False
                ev.append(E.DrawEnded(p, task[2]))
                s.tasks = s.tasks[1:]
                return False
        kind, pile = self._pile(s)
        if not pile:
            s.tasks = s.tasks[1:]  # R92, D13: the supply ran out; the street keeps its gaps
            return False
        if len(pile) == 1:
            names = self._names(kind)
            self.on_chance(s, ev, CopycatAction(kind, names[pile[0]]))
            return False
        return True

    def run(self, s: CopycatState, ev: list) -> None:
        """Take every step nobody decides, until a chance step or a player must act."""
        for _ in range(MAX_AUTOMATIC):
            while s.tasks:
                if self._ready(s, ev):
                    return
            if not self.resume(s, ev):  # type: ignore[attr-defined]
                return
        raise RuntimeError("the round machine does not come to rest")
