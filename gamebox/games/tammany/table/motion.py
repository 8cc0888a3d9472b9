"""The table's event queue: each event the screen receives is one short step, played
in order, that advances a *display state* (a copy of the viewer's view) the way the
event says, so the map shows the step being animated and not the end of a whole batch.
When the queue runs dry the display state is replaced by the session's real view.

Only events already redacted for the viewer reach this module, so an animation shows
no more than the log says; sealed bids appear first in `BidsRevealed` (R5, section 9).
Step lengths are multiples of the animation speed setting (0 = instant) and any click
lands them all at once (`skip`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamebox.app.tween import Sequencer, Tween, arc_point, ease_out_cubic
from gamebox.games.tammany import events as E
from gamebox.games.tammany.model import MAYOR, OFFICES, TammanyState

Point = tuple[float, float]

# How long each event shows, in units of the animation speed setting.
LENGTH: dict[type, float] = {
    E.FirstPlayerChosen: 1.2,
    E.ZoneActivated: 0.8,
    E.SetupCubePlaced: 0.35,
    E.YearBegan: 0.9,
    E.TurnBegan: 0.3,
    E.CubeDrawn: 0.3,
    E.BossesPlaced: 0.9,
    E.CubePlaced: 0.9,
    E.ChipsGained: 0.5,
    E.CubeRemoved: 0.8,
    E.CubeMoved: 0.9,
    E.WardLocked: 0.7,
    E.Slandered: 1.1,
    E.TurnEnded: 0.0,
    E.GardenReturned: 0.6,
    E.ElectionBegan: 1.6,
    E.BidLocked: 0.4,
    E.BidsRevealed: 2.8,
    E.WardElected: 1.1,
    E.ImmigrantLeaders: 0.6,
    E.PointsScored: 0.35,
    E.MayorChosen: 1.4,
    E.OfficesAssigned: 1.0,
    E.ElectionEnded: 0.6,
    E.GameOver: 1.0,
}


@dataclass
class Flyer:
    """A piece in flight, in design units: kind "cube" / "chip" (key = nationality) or
    "boss" (key = player)."""

    kind: str
    key: int
    start: Point
    end: Point
    tween: Tween

    def point(self) -> Point:
        return arc_point(self.start, self.end, self.tween.value, 30.0)


@dataclass
class Banner:
    words: str
    tween: Tween


@dataclass
class Reveal:
    """An election's open bids, kept on screen until the next ward is decided."""

    ward: int
    bids: tuple[tuple[int, tuple[int, ...]], ...]
    bosses: dict[int, int]
    votes: tuple[tuple[int, int], ...] = ()
    winner: int | None = None
    decided: bool = False


@dataclass
class Step:
    motion: Motion
    event: Any
    note: object = None
    flyers: list[Flyer] = field(default_factory=list)
    clock: Tween = field(default_factory=lambda: Tween(0.0))

    def start(self) -> None:
        if self.motion.on_start is not None:
            self.motion.on_start(self)
        seconds = self.motion.seconds() * LENGTH.get(type(self.event), 0.5)
        self.clock = Tween(seconds, "linear")
        self.motion.begin(self)
        self.motion.flyers.extend(self.flyers)

    def update(self, dt: float) -> bool:
        self.clock.update(dt)
        for f in self.flyers:
            f.tween.update(dt)
        return self.clock.done and all(f.tween.done for f in self.flyers)

    def finish(self) -> None:
        self.clock.finish()
        for f in self.flyers:
            f.tween.finish()

    def end(self) -> None:
        for f in self.flyers:
            if f in self.motion.flyers:
                self.motion.flyers.remove(f)


class Motion:
    """`seconds()` is the animation length now; `places` answers where things are on
    the table (`ward_point`, `panel_point`, `garden_point`, `bag_point`); `words(kind,
    params)` words a banner."""

    def __init__(
        self,
        view: TammanyState,
        seconds: Callable[[], float],
        places: Any,
        words: Callable[[str, dict], str],
    ) -> None:
        self.seconds = seconds
        self.places = places
        self.words = words
        self.queue = Sequencer()
        self.on_start: Callable[[Step], None] | None = None
        self.flyers: list[Flyer] = []
        self.banner: Banner | None = None
        self.focus: int | None = None  # the ward being elected, lit on the map
        self.reveal: Reveal | None = None
        self.in_election = False
        self.shown = view.copy()

    @property
    def busy(self) -> bool:
        return self.queue.busy

    @property
    def current(self) -> Step | None:
        step = self.queue.current
        return step if isinstance(step, Step) else None

    def push(self, event: Any, note: object = None) -> None:
        self.queue.add(Step(self, event, note))

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        if self.banner is not None and self.banner.tween.update(dt):
            self.banner = None

    def skip(self) -> None:
        self.queue.skip()
        self.flyers.clear()
        self.banner = None

    def sync(self, view: TammanyState) -> None:
        self.shown = view.copy()
        if not self.busy:
            self.flyers.clear()
            if view.phase not in ("bidding", "bonus", "assign"):
                self.focus = None
            if view.phase == "bidding":
                self.focus = view.ward
            self.in_election = view.phase in ("bidding", "bonus", "assign")

    # -- helpers ---------------------------------------------------------------------------
    def _fly(self, step: Step, kind: str, key: int, start: Point, end: Point, i: int = 0) -> None:
        base = self.seconds() * 0.8
        step.flyers.append(
            Flyer(kind, key, start, end, Tween(base, ease_out_cubic, i * base * 0.15))
        )

    def _banner(self, kind: str, scale: float = 1.6, **params: Any) -> None:
        seconds = self.seconds() * scale
        if seconds > 0:
            self.banner = Banner(self.words(kind, params), Tween(seconds, "linear"))

    # -- one event: what moves and how the display state changes ----------------------------
    def begin(self, step: Step) -> None:
        e = step.event
        s = self.shown
        P = self.places
        if isinstance(e, E.FirstPlayerChosen):
            s.first_player = s.current = e.player
            self._banner("first", player=e.player)
        elif isinstance(e, E.ZoneActivated):
            self._banner("zone", zone=e.zone)
        elif isinstance(e, E.SetupCubePlaced):
            s.cubes[e.ward][e.nationality] += 1
            self._fly(step, "cube", e.nationality, P.bag_point(), P.ward_point(e.ward))
        elif isinstance(e, E.YearBegan):
            s.year = e.year
            s.first_player = e.first_player
            self.reveal = None
            self.focus = None
            self.in_election = False
            self._banner("year", year=e.year)
        elif isinstance(e, E.TurnBegan):
            s.current = e.player
            s.year = e.year
        elif isinstance(e, E.CubeDrawn):
            s.bag[e.nationality] = max(0, s.bag[e.nationality] - 1)
            s.garden[e.nationality] += 1
            self._fly(step, "cube", e.nationality, P.bag_point(), P.garden_point(e.nationality))
        elif isinstance(e, E.BossesPlaced):
            for i, w in enumerate(e.wards):
                s.bosses[w][e.player] += 1
                self._fly(step, "boss", e.player, P.panel_point(e.player), P.ward_point(w), i)
        elif isinstance(e, E.CubePlaced):
            n = e.nationality
            if e.from_bag:
                s.bag[n] = max(0, s.bag[n] - 1)
                start = P.bag_point()
            else:
                s.garden[n] = max(0, s.garden[n] - 1)
                start = P.garden_point(n)
            s.cubes[e.ward][n] += 1
            self._fly(step, "cube", n, start, P.ward_point(e.ward))
        elif isinstance(e, E.ChipsGained):
            s.chips[e.player][e.nationality] += e.count
            self._fly(step, "chip", e.nationality, P.supply_point(), P.panel_point(e.player))
        elif isinstance(e, E.CubeRemoved):
            s.cubes[e.ward][e.nationality] = max(0, s.cubes[e.ward][e.nationality] - 1)
            s.bag[e.nationality] += 1
            self._fly(step, "cube", e.nationality, P.ward_point(e.ward), P.bag_point())
        elif isinstance(e, E.CubeMoved):
            s.cubes[e.source][e.nationality] = max(0, s.cubes[e.source][e.nationality] - 1)
            s.cubes[e.target][e.nationality] += 1
            self._fly(step, "cube", e.nationality, P.ward_point(e.source), P.ward_point(e.target))
        elif isinstance(e, E.WardLocked):
            if e.ward not in s.locked:
                s.locked.append(e.ward)
            self.focus = e.ward
        elif isinstance(e, E.Slandered):
            s.bosses[e.ward][e.target] = max(0, s.bosses[e.ward][e.target] - 1)
            s.chips[e.player][e.nationality] = max(0, s.chips[e.player][e.nationality] - e.chips)
            if not e.second:
                s.slander[e.player] = max(0, s.slander[e.player] - 1)
            self._fly(step, "boss", e.target, P.ward_point(e.ward), P.panel_point(e.target))
        elif isinstance(e, E.GardenReturned):
            for n in range(4):
                for i in range(min(e.cubes[n], 3)):
                    self._fly(step, "cube", n, P.garden_point(n), P.bag_point(), i)
                s.bag[n] += s.garden[n]
            s.garden = [0, 0, 0, 0]
        elif isinstance(e, E.ElectionBegan):
            self.in_election = True
            self._banner("election", 1.4, year=e.year)
        elif isinstance(e, E.BidLocked):
            self.focus = e.ward
            self.reveal = None
            if e.player < len(s.bid_done):
                s.bid_done[e.player] = True
        elif isinstance(e, E.BidsRevealed):
            self.focus = e.ward
            bosses = {p: s.bosses[e.ward][p] for p, _ in e.bids}
            self.reveal = Reveal(e.ward, e.bids, bosses)
            for p, bid in e.bids:
                for n in range(4):
                    s.chips[p][n] = max(0, s.chips[p][n] - bid[n])
                    if bid[n]:
                        self._fly(step, "chip", n, P.panel_point(p), P.supply_point())
        elif isinstance(e, E.WardElected):
            self.focus = e.ward
            if self.reveal is not None and self.reveal.ward == e.ward:
                self.reveal.votes = e.votes
                self.reveal.winner = e.winner
                self.reveal.decided = True
            else:
                self.reveal = None
            for p in range(s.n):
                if s.bosses[e.ward][p] and p != e.winner:
                    self._fly(step, "boss", p, P.ward_point(e.ward), P.panel_point(p))
                s.bosses[e.ward][p] = 1 if p == e.winner else 0
            if e.winner is not None:
                s.winners[e.ward] = e.winner
        elif isinstance(e, E.ImmigrantLeaders):
            self.focus = None
            self.reveal = None
            s.leaders[e.nationality] = list(e.players)
        elif isinstance(e, E.PointsScored):
            s.vp[e.player] += e.points
        elif isinstance(e, E.MayorChosen):
            s.mayor = e.player
            s.office = [None] * s.n
            if e.player is not None:
                s.office[e.player] = MAYOR
            self._banner("mayor", player=e.player, how=e.how)
        elif isinstance(e, E.OfficesAssigned):
            s.office = list(e.offices)
        elif isinstance(e, E.ElectionEnded):
            s.locked = []
            s.winners = {}
            self.in_election = False
            self.focus = None
        elif isinstance(e, E.GameOver):
            self.focus = None
            self._banner("over", player=e.result.winner)


__all__ = ["LENGTH", "OFFICES", "Flyer", "Motion", "Reveal"]
