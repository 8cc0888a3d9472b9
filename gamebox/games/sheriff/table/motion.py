"""The table's event queue: each engine event the screen receives becomes one short
animation (cards flying from the deck to a hand, from a bag to a stall, coins from purse
to purse, a bag opening), played in order and paced by the animation speed setting.

The table keeps drawing the view it had before a batch of events until the queue is
empty, then takes the session's view again, so pieces are seen leaving their old places
and landing in the new ones. Only events already redacted for the viewer reach this
module (Session.poll / act pass them through `game.view_event`), so an animation never
shows a card the log would not name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from gamebox.app.tween import Sequencer, Tween, arc_point, ease_out_cubic
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.model import HIDDEN, LEGAL

Point = tuple[float, float]
Anchor = Callable[[str, int], Point]


@dataclass
class Flyer:
    """A piece in flight in design units: kind "card" (a good or HIDDEN) or "coin"."""

    kind: str
    start: Point
    end: Point
    tween: Tween
    good: str = HIDDEN
    label: str = ""
    lift: float = 30.0

    def point(self) -> Point:
        return arc_point(self.start, self.end, self.tween.value, self.lift)


@dataclass
class Banner:
    words: str
    tone: str  # "info", "danger", "gold"
    tween: Tween


@dataclass
class Opened:
    """A bag being opened by the Sheriff (R41): its goods lie face up on the stage."""

    player: int
    goods: tuple[str, ...]
    honest: bool


@dataclass
class Step:
    """One event in the queue (a `Sequencer` step)."""

    motion: Motion
    event: E.Event
    note: object = None
    flyers: list[Flyer] = field(default_factory=list)
    clock: Tween = field(default_factory=lambda: Tween(0.0))

    def start(self) -> None:
        if self.motion.on_start is not None:
            self.motion.on_start(self)
        seconds, self.flyers = self.motion.plan(self.event)
        self.clock = Tween(seconds)
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
    """`seconds()`: the animation length now (0 = instant); `anchor(place, who)` where a
    place is on the table ("deck", "pile", "hand", "bag", "stall", "purse", "stage")."""

    def __init__(
        self, seconds: Callable[[], float], anchor: Anchor, words: Callable[[str, dict], str]
    ) -> None:
        self.seconds = seconds
        self.anchor = anchor
        self.words = words
        self.queue = Sequencer()
        self.flyers: list[Flyer] = []
        self.banner: Banner | None = None
        self.opened: Opened | None = None
        self.on_start: Callable[[Step], None] | None = None

    @property
    def busy(self) -> bool:
        return self.queue.busy

    @property
    def current(self) -> Step | None:
        step = self.queue.current
        return step if isinstance(step, Step) else None

    def push(self, event: E.Event, note: object = None) -> None:
        self.queue.add(Step(self, event, note))

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        if self.banner is not None and self.banner.tween.update(dt):
            self.banner = None

    def skip(self) -> None:
        self.queue.skip()
        self.flyers.clear()
        self.banner = None

    # -- plans ------------------------------------------------------------------------------
    def _tween(self, index: int, scale: float = 1.0, gap: float = 0.15) -> Tween:
        base = self.seconds() * scale
        return Tween(base, ease_out_cubic, delay=index * base * gap)

    def _banner(self, words: str, tone: str = "info", scale: float = 2.2) -> None:
        if self.seconds() > 0:
            self.banner = Banner(words, tone, Tween(self.seconds() * scale, "linear"))

    def _cards(
        self, goods: tuple[str, ...], start: Point, end: Point, scale: float = 1.0
    ) -> list[Flyer]:
        return [
            Flyer("card", start, end, self._tween(i, scale), good) for i, good in enumerate(goods)
        ]

    def plan(self, event: E.Event) -> tuple[float, list[Flyer]]:
        """(seconds the step lasts, the flyers) for one event."""
        a = self.anchor
        s = self.seconds()
        if isinstance(event, E.CardDealt):
            end = a("hand", event.player) if event.player >= 0 else a("pile", event.pile)
            return 0.0, self._cards((event.good,), a("deck", 0), end, 0.15)
        if isinstance(event, E.TookFromPile):
            return 0.0, self._cards((event.good,), a("pile", event.pile), a("hand", event.player))
        if isinstance(event, E.SetAside):
            return 0.0, self._cards(event.goods, a("hand", event.player), a("stage", 0))
        if isinstance(event, E.Discarded):
            start = a("stage", 0)
            return 0.0, self._cards((event.good,), start, a("pile", event.pile), 0.7)
        if isinstance(event, E.BagLoaded):
            return 0.0, self._cards(event.goods, a("hand", event.player), a("bag", event.player))
        if isinstance(event, E.BagPassed):
            goods = event.legal + event.contraband
            return 0.0, self._cards(goods, a("bag", event.player), a("stall", event.player))
        if isinstance(event, E.BagInspected):
            self.opened = Opened(event.player, event.goods, event.honest)
            hold = s * 2.4
            declared = [g for g in event.goods if g in LEGAL]
            flyers = [
                Flyer(
                    "card",
                    a("stage", 0),
                    a("stall", event.player),
                    Tween(s, delay=hold + i * s * 0.15),
                    g,
                )
                for i, g in enumerate(declared if event.honest else ())
            ]
            return hold, flyers
        if isinstance(event, E.GoldPaid):
            label = str(event.amount)
            flyer = Flyer(
                "coin",
                a("purse", event.payer),
                a("purse", event.payee),
                self._tween(0, 1.2),
                label=label,
            )
            return s * 0.2, [flyer]
        if isinstance(event, E.GoodsPaid):
            return 0.0, self._cards((event.good,), a("stall", event.payer), a("stall", event.payee))
        if isinstance(event, E.SheriffChosen):
            self.opened = None
            badge = Flyer(
                "badge",
                a("badge_from", event.player),
                a("badge", event.player),
                self._tween(0, 1.6),
            )
            self._banner(
                self.words("round", {"round": event.round, "player": event.player}), "gold"
            )
            return s * 1.6, [badge]
        if isinstance(event, E.Reshuffled):
            self._banner(self.words("reshuffled", {"count": event.cards}))
            return s, []
        if isinstance(event, E.TimerExpired):
            self._banner(self.words("timer", {}), "danger")
            return s * 1.5, []
        if isinstance(event, E.GameEnded):
            self._banner(self.words("over", {}), "gold")
            return s * 2.0, []
        if isinstance(event, (E.ProposalPosted, E.DealAccepted, E.Responded, E.Declared)):
            return s * 0.9, []
        return s * 0.3, []
