"""How each Sheriff event moves on the table: cards, coins and the badge fly, an opened
bag lies on the stage. The queue, pacing and banners are the shared layer's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamebox.app.table.motion import Flyer, Motion, Plan, Point
from gamebox.app.table.widgets import centre
from gamebox.app.tween import Tween
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.model import LEGAL
from gamebox.games.sheriff.table import geometry as G

Anchor = Callable[[str, int], Point]
# where an event happens: the place and the event's field naming whose it is
SPOTS: dict[type, tuple[str, str]] = {
    E.ProposalPosted: ("bag", "merchant"), E.DealAccepted: ("bag", "merchant"),
    E.BagPassed: ("bag", "player"), E.BagInspected: ("bag", "player"),
    E.Declared: ("bag", "player"), E.Responded: ("bag", "player"), E.BagLoaded: ("bag", "player"),
    E.SetAside: ("stage", ""), E.TookFromPile: ("pile", "pile"), E.Discarded: ("pile", "pile"),
    E.GoldPaid: ("purse", "payer"), E.GoodsPaid: ("stall", "payer"),
    E.SheriffChosen: ("badge", "player")}


@dataclass
class Opened:
    """A bag being opened by the Sheriff (R41): its goods lie face up on the stage."""

    player: int
    goods: tuple[str, ...]
    honest: bool


class SheriffMotion(Motion):
    """`anchor(place, who)`: where a place is on the table (`TableScene.anchor`).
    `opened`: the bag open on the stage, if any."""

    def __init__(self, view: Any, seconds: Callable[[], float],
                 words: Callable[[str, dict], str], anchor: Anchor) -> None:
        self.anchor = anchor
        self.opened: Opened | None = None
        super().__init__(view, seconds, words)

    def cards(self, goods: tuple[str, ...], start: Point, end: Point,
              scale: float = 1.0) -> Plan:
        return Plan(0.0, [self.fly("card", start, end, i, scale, 0.15, lift=30.0, face=good)
                          for i, good in enumerate(goods)])

    # -- a moment: is a logged step held, and where on the board it happens ------------
    def held(self, event: Any, computer: bool) -> bool:
        """"Nothing (more) to offer" is routine: it is logged, not held."""
        return computer and not (isinstance(event, E.Responded) and event.response == "skip")

    def spot(self, event: Any) -> Point | None:
        if isinstance(event, E.PromiseSettled):
            return centre(G.LEDGER)
        if type(event) not in SPOTS:
            return None
        place, whose = SPOTS[type(event)]
        return self.anchor(place, getattr(event, whose) if whose else 0)

    def plan(self, event: Any) -> Plan:
        a = self.anchor
        s = self.seconds()
        if isinstance(event, E.CardDealt):
            end = a("hand", event.player) if event.player >= 0 else a("pile", event.pile)
            return self.cards((event.good,), a("deck", 0), end, 0.15)
        if isinstance(event, E.TookFromPile):
            return self.cards((event.good,), a("pile", event.pile), a("hand", event.player))
        if isinstance(event, E.SetAside):
            return self.cards(event.goods, a("hand", event.player), a("stage", 0))
        if isinstance(event, E.Discarded):
            return self.cards((event.good,), a("stage", 0), a("pile", event.pile), 0.7)
        if isinstance(event, E.BagLoaded):
            return self.cards(event.goods, a("hand", event.player), a("bag", event.player))
        if isinstance(event, E.BagPassed):
            self.opened = None
            goods = event.legal + event.contraband
            return self.cards(goods, a("bag", event.player), a("stall", event.player))
        if isinstance(event, E.BagInspected):
            self.opened = Opened(event.player, event.goods, event.honest)
            hold = s * 2.4
            declared = [g for g in event.goods if g in LEGAL] if event.honest else []
            return Plan(hold, [Flyer("card", a("stage", 0), a("stall", event.player),
                                     Tween(s, delay=hold + i * s * 0.15), 30.0, face=g)
                               for i, g in enumerate(declared)])
        if isinstance(event, E.GoldPaid):
            coin = self.fly("coin", a("purse", event.payer), a("purse", event.payee), 0, 1.2,
                            lift=30.0, label=str(event.amount))
            return Plan(s * 0.2, [coin])
        if isinstance(event, E.GoodsPaid):
            return self.cards((event.good,), a("stall", event.payer), a("stall", event.payee))
        if isinstance(event, E.SheriffChosen):
            self.opened = None
            badge = self.fly("badge", a("badge_from", event.player), a("badge", event.player),
                             0, 1.6, lift=30.0)
            self.show_banner(self.words("round", {"round": event.round, "player": event.player}),
                             "gold")
            return Plan(s * 1.6, [badge])
        if isinstance(event, E.Reshuffled):
            self.show_banner(self.words("reshuffled", {"count": event.cards}))
            return Plan(s)
        if isinstance(event, E.TimerExpired):
            self.show_banner(self.words("timer", {}), "danger")
            return Plan(s * 1.5)
        if isinstance(event, E.GameEnded):
            self.show_banner(self.words("over", {}), "gold")
            return Plan(s * 2.0)
        if isinstance(event, (E.ProposalPosted, E.DealAccepted, E.Responded, E.Declared)):
            return Plan(s * 0.9)
        return Plan(s * 0.3)
