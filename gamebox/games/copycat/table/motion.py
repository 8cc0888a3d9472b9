"""How each Copycat event moves on the table: cards drawn and played, workers walking to
offices, the sealed order cards turning over together, cards bought sliding from the
street to the buyer's temp pile, coins counted, VP markers landing on empty offices and
the career pawns stepping on. The queue and pacing are the shared layer's; only events
already redacted for the viewer arrive here (a rival's drawn card is a back).

Once a step has landed the table shows the rules' own view after its event (`Step.view`):
the coin counters count as coins arrive, the pawns step on as turns are scored. While a
step plays, a card in flight has left its place (`gone`: a played card leaves the hand,
a bought one the street) until the step lands.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from gamebox.app.table.motion import Motion, Plan, Point
from gamebox.app.table.sealed import Reveal
from gamebox.games.copycat import events as E

Anchor = Callable[[str, int], Point]


class CopycatMotion(Motion):
    """`anchor(place, index)`: where a place is ("hand", "area", "temp", "draw",
    "office", "street", "supply", "coins", "career", "bus", "markers", "box")."""

    def __init__(self, view: Any, seconds: Callable[[], float],
                 words: Callable[[str, dict], str], anchor: Anchor,
                 card_index: Callable[[str], int], now: Callable[[], float]) -> None:
        self.anchor = anchor
        self.card_index = card_index
        self.now = now  # the table's clock, which the sealed cards' reveal runs on
        self.reveal: Reveal | None = None
        self.revealed: E.OrderRevealed | None = None
        self.gone: set[Any] = set()  # (place, card or position) a card in flight has left
        super().__init__(view, seconds, words)

    def display(self, view: Any) -> Any:
        self.gone = set()  # every card in flight has landed
        return view

    def face(self, ref: str) -> Any:
        return self.card_index(ref) if ref and ref != "?" else None

    def card_flight(self, ref: str, start: Point, end: Point, index: int = 0,
                    scale: float = 1.0) -> Any:
        return self.fly("card", start, end, index, scale, 0.2, lift=34.0, face=self.face(ref))

    # -- a moment: is a logged step held, and where on the board it happens ------------
    def held(self, event: Any, computer: bool) -> bool:
        return computer and isinstance(event, (E.WorkerPlaced, E.CardBought, E.EffectUsed,
                                               E.CardPlayed, E.TurnScored, E.PlayerOut))

    def spot(self, event: Any) -> Point | None:
        if isinstance(event, E.WorkerPlaced):
            return self.anchor("office", event.slot)
        if isinstance(event, E.EffectUsed) and event.slot >= 0:
            return self.anchor("office", event.slot)
        if isinstance(event, E.CardBought):
            return self.anchor("street", event.position - 1)
        if isinstance(event, (E.CardPlayed, E.TurnScored, E.PlayerOut)):
            return self.anchor("area" if isinstance(event, E.CardPlayed) else "hand",
                               event.player)
        return None

    def plan(self, event: Any) -> Plan:
        a = self.anchor
        s = self.seconds()
        if isinstance(event, E.RoundBegan):
            self.revealed = None
            self.reveal = None
            self.show_banner(self.words("round", {"round": event.round}), "gold", 1.4)
            return Plan(s * 1.2)
        if isinstance(event, E.PhaseBegan):
            self.show_banner(self.words(f"phase.{event.phase}", {}), "info", 1.2)
            return Plan(s * 0.9)
        if isinstance(event, E.CardDrawn):
            return Plan(0.0, [self.card_flight(event.card, a("draw", event.player),
                                               a("hand", event.player), 0, 0.25)])
        if isinstance(event, E.OrderCommitted):
            self.gone.add(("hand", event.card))
            return Plan(s * 0.2, [self.fly("card", a("hand", event.player),
                                           a("bus", event.player), 0, 0.6, lift=30.0)])
        if isinstance(event, E.OrderRevealed):
            self.revealed = event
            self.reveal = Reveal(self.now(), s * 1.2)
            return Plan(s * 1.8)
        if isinstance(event, E.WorkerPlaced):
            walk = self.fly("worker", a("workers", event.player), a("office", event.slot),
                            0, 1.0, lift=40.0, owner=event.player)
            return Plan(s * 0.3, [walk], arrivals=Counter([("worker", event.slot)]))
        if isinstance(event, E.CardPlayed):
            self.gone.add(("hand", event.card))
            return Plan(s * 0.1, [self.card_flight(event.card, a("hand", event.player),
                                                   a("area", event.player))])
        if isinstance(event, E.HandPlayed):
            self.gone.update(("hand", c) for c in event.cards)
            return Plan(0.0, [self.card_flight(c, a("hand", event.player),
                                               a("area", event.player), i, 0.8)
                              for i, c in enumerate(event.cards)])
        if isinstance(event, (E.CardBought, E.RedTaken)):
            self.gone.add(("street", event.position - 1))
            return Plan(s * 0.2, [self.card_flight(event.card, a("street", event.position - 1),
                                                   a("temp", event.player), 0, 1.2)])
        if isinstance(event, E.StreetCleared):
            for position, _ in event.cards:
                self.gone.add(("street", position - 1))
            return Plan(s * 0.2, [self.card_flight(c, a("street", pos - 1), a("box", 0), i)
                                  for i, (pos, c) in enumerate(event.cards)])
        if isinstance(event, E.CoinsGained):
            return Plan(0.0, [self.fly("coin", a("area", event.player), a("coins", event.player),
                                       0, 0.8, lift=24.0, label=f"+{event.amount}")])
        if isinstance(event, E.CoinsPaid):
            return Plan(0.0, [self.fly("coin", a("coins", event.player), a("street", 5),
                                       0, 0.8, lift=24.0, label=str(event.amount))])
        if isinstance(event, E.MarkersPlaced):
            return Plan(s * 0.3, [self.fly("marker", a("markers", 0), a("office", slot), i,
                                           0.8, 0.06, lift=30.0)
                                  for i, (slot, _) in enumerate(event.offices)])
        if isinstance(event, E.TurnScored):
            return Plan(s * 0.8)
        if isinstance(event, E.EndTriggered):
            self.show_banner(self.words("end", {}), "gold", 1.6)
            return Plan(s * 1.2)
        if isinstance(event, (E.CardTrashed, E.CardSifted, E.CardToTemp)):
            # a trashed card leaves for the box, a sifted one (from the hand) and one used
            # twice (from the area) for the temp pile
            if isinstance(event, E.CardTrashed):
                start, end = event.zone, "box"
            else:
                start, end = ("hand" if isinstance(event, E.CardSifted) else "area"), "temp"
            self.gone.add((start, event.card))
            return Plan(0.0, [self.card_flight(event.card, a(start, event.player),
                                               a(end, event.player))])
        return Plan(s * 0.25)
