"""Copycat: phase 4, Cleanup (R85-R92), in the rules' order: VP markers on every office
without a worker, area and temp pile to the discard pile, workers home, a new office card,
the street cleared by player count, shifted left and refilled. The office card and the
refill are chance steps; the next round starts when they are done.
`CleanupMixin` is a part of `CopycatGame` (rules.py).
"""

from __future__ import annotations

from gamebox.games.copycat import events as E
from gamebox.games.copycat.config import CopycatConfig
from gamebox.games.copycat.model import CLEANUP, NO, CopycatState


class CleanupMixin:
    """Phase 4 of `CopycatGame`."""

    config: CopycatConfig

    def cleanup(self, s: CopycatState, ev: list) -> None:
        config = self.config
        s.phase = CLEANUP
        ev.append(E.PhaseBegan(CLEANUP))
        # R85, R86: slots are in the fixed order b01-b10, normal offices, windows
        placed = []
        short = 0
        for slot, who in enumerate(s.occupant):
            if who != NO:
                continue
            if s.markers_limited and s.marker_supply <= 0:
                short += 1
                continue
            s.markers[slot] += 1
            if s.markers_limited:
                s.marker_supply -= 1
            placed.append((slot, config.offices[s.offices[slot]].id))
        ev.append(E.MarkersPlaced(tuple(placed), short))
        # R87: kept cards stay in hand
        for p in range(s.n):
            moved = s.area[p] + s.temp[p]
            s.discard[p] = s.discard[p] + moved
            s.area[p] = ()
            s.temp[p] = ()
            ev.append(E.CardsDiscarded(p, len(moved)))
        s.uses = [0] * len(s.uses)
        s.own = ()
        # R88
        for p in range(s.n):
            total = s.available[p] + s.reserve[p] + s.placed_workers(p)
            s.available[p] = min(config.start_workers, total)
            s.reserve[p] = total - s.available[p]
            ev.append(E.WorkersReturned(p, s.available[p], s.reserve[p]))
        s.occupant = [NO] * len(s.occupant)
        s.office_uses = [0] * len(s.office_uses)
        s.order_card = [NO] * s.n
        s.last_doctorate = False
        # R90: the people icons; an empty position removes nothing
        street = list(s.street)
        cleared = []
        for i in config.cleared[s.n]:
            if street[i] != NO:
                cleared.append((i + 1, config.cards[street[i]].id))
                s.box = (*s.box, street[i])  # R71; a doctorate here triggers nothing (R96)
                street[i] = NO
        s.street = tuple(street)
        if cleared:
            ev.append(E.StreetCleared(tuple(cleared)))
        self.shift_street(s, ev)  # type: ignore[attr-defined]  # R91
        s.tasks = (*s.tasks, ("office",), ("street",))  # R89, R92

    def next_round(self, s: CopycatState, ev: list) -> None:
        s.round += 1
        self.start_round(s, ev)  # type: ignore[attr-defined]
