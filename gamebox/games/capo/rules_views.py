"""Capo Dei Capi: hidden information (R69-R77) -- what each player may see of a state or an
event, and `determinize`, which fills the unseen bribes back in for search. Separate from
the turn machine (`ViewsMixin`) because it only reads states and never advances one.
"""

from __future__ import annotations

import random

from gamebox.games.capo import events as E
from gamebox.games.capo.config import CapoConfig
from gamebox.games.capo.model import (
    BoxedBribe,
    CapoState,
    Marker,
)


class ViewsMixin:
    """`view`, `view_event` and `determinize` of `CapoGame`."""

    config: CapoConfig

    # -- hidden information (R69-R77) --------------------------------------------------------
    def view(self, state: CapoState, player: int | None) -> CapoState:
        v = state.copy()
        v.viewer = -2 if player is None else player
        v.bribe_pool = None  # R69: only the count is public

        def known(marker: Marker, owner: int, committed: bool) -> Marker:
            if not marker.is_bribe or marker.face_up or (committed and owner == player):
                return marker
            return marker.hidden()

        for owner in range(2):
            for card in range(6):
                side = v.sides[owner][card]
                if any(m.is_bribe and not m.face_up for m in side):
                    v.sides[owner][card] = [known(m, owner, True) for m in side]
        v.pending = [m if m is None else known(m, state.active, False) for m in v.pending]
        v.commit_queue = [(c, known(m, state.active, False)) for c, m in v.commit_queue]
        v.box_bribes = [
            b
            if b.marker.face_up or (b.seen and b.owner == player)
            else BoxedBribe(b.owner, b.marker.hidden(), b.seen)
            for b in v.box_bribes
        ]
        if state.snapshot is not None:
            v.snapshot = self.view(state.snapshot, player)
        return v

    def view_event(self, event: E.Event, player: int | None) -> E.Event:
        if isinstance(event, E.BribePlaced) and event.value:
            return E.BribePlaced(event.player, event.card, 0)
        if isinstance(event, E.MarkerCommitted) and event.kind == "B" and player != event.player:
            return E.MarkerCommitted(event.player, event.card, event.circle, "B", 0, event.pocketed)
        if (
            isinstance(event, E.MarkerDiscarded)
            and event.kind == "B"
            and not event.face_up
            and (event.was_new or player != event.player)
        ):
            return E.MarkerDiscarded(event.player, event.card, "B", 0, event.was_new, False)
        return event

    def determinize(self, view: CapoState, rng: random.Random) -> CapoState:
        """Fill every unseen bribe from the unseen pool (15 = 5 + 5 + 5 minus what the
        viewer knows); the pre-roll snapshot keeps the same values where it shares them."""
        if not view.is_view:
            return view.copy()
        full = self._complete(view, rng, None)
        if view.snapshot is not None:
            full.snapshot = self._complete(view.snapshot, rng, full)
        return full

    def _complete(
        self, view: CapoState, rng: random.Random, twin_state: CapoState | None
    ) -> CapoState:
        s = view.copy()
        s.viewer = None
        s.snapshot = None
        remaining = [0, *self.config.bribes_per_value]
        holes: list[tuple[str, int, int, int]] = []
        for owner in range(2):
            for card in range(6):
                for i, m in enumerate(s.sides[owner][card]):
                    if m.is_bribe:
                        if m.value:
                            remaining[m.value] -= 1
                        else:
                            holes.append(("side", owner, card, i))
        for card, m in enumerate(s.pending):
            if m is not None and m.is_bribe:
                if m.value:
                    remaining[m.value] -= 1
                else:
                    holes.append(("pending", 0, card, 0))
        for i, (_, m) in enumerate(s.commit_queue):
            if m.is_bribe:
                if m.value:
                    remaining[m.value] -= 1
                else:
                    holes.append(("queue", 0, 0, i))
        for i, b in enumerate(s.box_bribes):
            if b.marker.value:
                remaining[b.marker.value] -= 1
            else:
                holes.append(("box", 0, 0, i))

        def twin_value(hole: tuple[str, int, int, int]) -> int:
            if twin_state is None:
                return 0
            where, owner, card, i = hole
            m: Marker | None
            if where == "side":
                side = twin_state.sides[owner][card]
                m = side[i] if i < len(side) else None
            elif where == "pending":
                m = twin_state.pending[card]
            elif where == "box":
                m = twin_state.box_bribes[i].marker if i < len(twin_state.box_bribes) else None
            else:
                m = None
            return m.value if m is not None and m.is_bribe else 0

        assigned: dict[tuple[str, int, int, int], int] = {}
        for hole in holes:
            value = twin_value(hole)
            if value and remaining[value] > 0:
                assigned[hole] = value
                remaining[value] -= 1
        bag = [v for v in (1, 2, 3) for _ in range(remaining[v])]
        rng.shuffle(bag)
        for hole in holes:
            if hole not in assigned:
                assigned[hole] = bag.pop()
        pool = [0, 0, 0, 0]
        for v in bag:
            pool[v] += 1
        s.bribe_pool = pool
        if sum(pool) != s.bribes_in_supply:
            raise ValueError("the view is inconsistent with the bribe counts")
        for (where, owner, card, i), value in assigned.items():
            if where == "side":
                s.set_marker(owner, card, i, Marker("B", value, False))
            elif where == "pending":
                s.pending[card] = Marker("B", value, False)
            elif where == "queue":
                s.commit_queue[i] = (s.commit_queue[i][0], Marker("B", value, False))
            else:
                b = s.box_bribes[i]
                s.box_bribes[i] = BoxedBribe(b.owner, Marker("B", value, False), b.seen)
        return s
