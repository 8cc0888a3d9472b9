"""The Tammany table's animations, one short step per event on the shared `Motion`: while
a step plays, a piece in flight has left its place in the display state. Sealed bids
appear first in `BidsRevealed` (R5, section 9), as the log says them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamebox.app.table.motion import Flyer, Motion, Plan
from gamebox.app.table.widgets import centre
from gamebox.games.tammany import events as E
from gamebox.games.tammany.model import TammanyState
from gamebox.games.tammany.table import geometry as G

Point = tuple[float, float]
ELECTION = ("bidding", "bonus", "assign")

# How long each event shows, in units of the animation speed setting.
LENGTH: dict[type, float] = {
    E.FirstPlayerChosen: 1.2, E.ZoneActivated: 0.8, E.SetupCubePlaced: 0.35, E.YearBegan: 0.9,
    E.TurnBegan: 0.3, E.CubeDrawn: 0.3, E.BossesPlaced: 0.9, E.CubePlaced: 0.9,
    E.ChipsGained: 0.5, E.CubeRemoved: 0.8, E.CubeMoved: 0.9, E.WardLocked: 0.7,
    E.Slandered: 1.1, E.TurnEnded: 0.0, E.GardenReturned: 0.6, E.ElectionBegan: 1.6,
    E.BidLocked: 0.4, E.BidsRevealed: 2.8, E.WardElected: 1.1, E.ImmigrantLeaders: 0.6,
    E.PointsScored: 0.35, E.MayorChosen: 1.4, E.OfficesAssigned: 1.0, E.ElectionEnded: 0.6,
    E.GameOver: 1.0,
}


@dataclass
class Reveal:
    """An election's open bids, kept on screen until the next ward is decided."""

    ward: int
    bids: tuple[tuple[int, tuple[int, ...]], ...]
    bosses: dict[int, int]
    votes: tuple[tuple[int, int], ...] = ()
    winner: int | None = None
    decided: bool = False


class TammanyMotion(Motion):
    """Pieces fly as kind "cube" / "chip" (`face` = nationality) or "boss" (`face` =
    player); `places` (the table) answers where things are (`ward_point`, `panel_point`,
    `garden_point`, `bag_point`, `supply_point`). `focus` is the ward being elected, lit
    on the map, `reveal` the open bids of the last ward revealed, and `leaving` the
    bosses on their way out of each player's hand."""

    def __init__(self, view: TammanyState, seconds: Callable[[], float],
                 words: Callable[[str, dict], str], places: Any) -> None:
        self.places = places
        self.focus: int | None = None
        self.reveal: Reveal | None = None
        self.in_election = False
        self.leaving: Counter = Counter()
        super().__init__(view, seconds, words)

    def display(self, view: TammanyState) -> TammanyState:
        return view.copy()

    def sync(self, view: TammanyState) -> None:
        super().sync(view)
        if not self.busy:  # the ward being bid for is lit; no ward outside an election
            self.leaving.clear()
            self.in_election = view.phase in ELECTION
            self.focus = view.ward if view.phase == "bidding" else \
                self.focus if self.in_election else None

    def _go(self, kind: str, key: int, start: Point, end: Point, i: int = 0) -> Flyer:
        return self.fly(kind, start, end, i, 0.8, 0.15, lift=30.0, face=key)

    def _banner(self, kind: str, scale: float = 1.6, **params: Any) -> None:
        self.show_banner(self.words(kind, params), "info", scale)

    # -- a moment: is a logged step held, and where on the board it happens ------------
    def held(self, event: Any, computer: bool) -> bool:
        """A cube drawn for Castle Garden is the bag's, not a computer's move: not held."""
        return computer and not isinstance(event, E.CubeDrawn)

    def spot(self, event: Any) -> Point | None:
        """Where `event` happens on the table (design units), for the moment's ring."""
        if isinstance(event, E.BossesPlaced):
            return self.places.ward_point(event.wards[0]) if event.wards else None
        if isinstance(event, E.CubeMoved):
            return self.places.ward_point(event.target)
        ward = getattr(event, "ward", None)
        if isinstance(ward, int) and ward in self.places.map.wards:
            return self.places.ward_point(ward)
        if isinstance(event, E.ChipsGained | E.PointsScored):
            return self.places.panel_point(event.player)
        if isinstance(event, E.MayorChosen) and event.player is not None:
            return centre(G.office_box(0))
        if isinstance(event, E.OfficesAssigned):
            return self.places.supply_point()
        if isinstance(event, E.ImmigrantLeaders):
            return centre(G.leader_box(event.nationality))
        return None

    def plan(self, e: Any) -> Plan:
        """What `e` moves. A piece that flies leaves its place as it sets off (the
        display state loses it, and a boss leaving a hand is counted in `leaving`); where
        it lands, and every other change, shows once the step has landed (`Step.view`)."""
        s, P, go = self.shown, self.places, self._go
        fly: list[Flyer] = []
        if isinstance(e, E.FirstPlayerChosen):
            self._banner("first", player=e.player)
        elif isinstance(e, E.ZoneActivated):
            self._banner("zone", zone=e.zone)
        elif isinstance(e, E.SetupCubePlaced):
            fly.append(go("cube", e.nationality, P.bag_point(), P.ward_point(e.ward)))
        elif isinstance(e, E.YearBegan):
            self.reveal, self.focus, self.in_election = None, None, False
            self._banner("year", year=e.year)
        elif isinstance(e, E.CubeDrawn):
            s.bag[e.nationality] = max(0, s.bag[e.nationality] - 1)
            fly.append(go("cube", e.nationality, P.bag_point(), P.garden_point(e.nationality)))
        elif isinstance(e, E.BossesPlaced):
            self.leaving[e.player] += len(e.wards)
            fly += [go("boss", e.player, P.panel_point(e.player), P.ward_point(w), i)
                    for i, w in enumerate(e.wards)]
        elif isinstance(e, E.CubePlaced):
            n = e.nationality
            pile = s.bag if e.from_bag else s.garden
            pile[n] = max(0, pile[n] - 1)
            start = P.bag_point() if e.from_bag else P.garden_point(n)
            fly.append(go("cube", n, start, P.ward_point(e.ward)))
        elif isinstance(e, E.ChipsGained):
            fly.append(go("chip", e.nationality, P.supply_point(), P.panel_point(e.player)))
        elif isinstance(e, E.CubeRemoved):
            s.cubes[e.ward][e.nationality] = max(0, s.cubes[e.ward][e.nationality] - 1)
            fly.append(go("cube", e.nationality, P.ward_point(e.ward), P.bag_point()))
        elif isinstance(e, E.CubeMoved):
            s.cubes[e.source][e.nationality] = max(0, s.cubes[e.source][e.nationality] - 1)
            fly.append(go("cube", e.nationality, P.ward_point(e.source), P.ward_point(e.target)))
        elif isinstance(e, E.WardLocked):
            self.focus = e.ward
        elif isinstance(e, E.Slandered):
            s.bosses[e.ward][e.target] = max(0, s.bosses[e.ward][e.target] - 1)
            fly.append(go("boss", e.target, P.ward_point(e.ward), P.panel_point(e.target)))
        elif isinstance(e, E.GardenReturned):
            for n in range(4):
                fly += [go("cube", n, P.garden_point(n), P.bag_point(), i)
                        for i in range(min(e.cubes[n], 3))]
            s.garden = [0, 0, 0, 0]
        elif isinstance(e, E.ElectionBegan):
            self.in_election = True
            self._banner("election", 1.4, year=e.year)
        elif isinstance(e, E.BidLocked):
            self.focus, self.reveal = e.ward, None
        elif isinstance(e, E.BidsRevealed):
            self.focus = e.ward
            self.reveal = Reveal(e.ward, e.bids, {p: s.bosses[e.ward][p] for p, _ in e.bids})
            for p, bid in e.bids:
                for n in range(4):
                    s.chips[p][n] = max(0, s.chips[p][n] - bid[n])
                    if bid[n]:
                        fly.append(go("chip", n, P.panel_point(p), P.supply_point()))
        elif isinstance(e, E.WardElected):  # the votes join the reveal; losers' bosses go home
            self.focus = e.ward
            r = self.reveal
            if r is not None and r.ward == e.ward:
                r.votes, r.winner, r.decided = e.votes, e.winner, True
            else:
                self.reveal = None
            for p in range(s.n):
                if s.bosses[e.ward][p] and p != e.winner:
                    fly.append(go("boss", p, P.ward_point(e.ward), P.panel_point(p)))
                s.bosses[e.ward][p] = 1 if p == e.winner else 0
        elif isinstance(e, E.ImmigrantLeaders):
            self.focus, self.reveal = None, None
        elif isinstance(e, E.MayorChosen):
            if e.player is None:
                self._banner("no_mayor")
            else:
                self._banner("mayor", player=e.player)
        elif isinstance(e, E.ElectionEnded):
            self.in_election, self.focus = False, None
        elif isinstance(e, E.GameOver):
            self.focus = None
            self._banner("over", player=e.result.winner)
        return Plan(self.seconds() * LENGTH.get(type(e), 0.5), fly)

    def after(self, e: Any) -> None:
        self.leaving.clear()  # the bosses have landed in their wards
