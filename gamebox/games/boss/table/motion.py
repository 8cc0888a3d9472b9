"""The Boss's events on screen: the deal (backs flying to the rewards and the hands),
gangsters walking to a city, cards laid under cities, the police card turned, the
resolution city by city (the reward flipped, money moving to the track, gangsters shot,
sent to hospital or prison) and Chicago stepping right (the row glides).

Once a step has landed the board shows the rules' own view after its event (`Step.view`),
so it tells the story in order; the queue running dry puts the real view back. Only the
reveals are the motion's own: a reward turned over stays face up until the next hand,
and Chicago's row glides while its step plays. Only events already redacted for the
viewer arrive here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamebox.app.table.motion import Motion, Plan
from gamebox.app.table.widgets import centre
from gamebox.games.boss import events as E
from gamebox.games.boss.model import is_hidden

Point = tuple[float, float]
DECK = (490.0, 250.0)

# held as moments whoever's step it was: the police card and the resolution city by city
# follow a person's own last card too, and are the story of the hand
HELD = (E.PoliceRevealed, E.CityResolved, E.ChicagoShared, E.MoneyWon, E.GangsterLost,
        E.Exiled, E.PenaltyPending, E.TieBreakHand)


class BossMotion(Motion):
    def __init__(self, view: Any, seconds: Callable[[], float],
                 words: Callable[[str, dict], str], table: Any) -> None:
        self.table = table
        self.turned: dict[int, str] = {}  # rewards turned over this resolution, by city
        super().__init__(view, seconds, words)

    def display(self, view: Any) -> Any:
        shown = view.copy()
        for city, card in self.turned.items():
            if shown.facedown[city]:
                shown.facedown[city] = card
        return shown

    def sync(self, view: Any) -> None:
        if not self.busy:  # the story is told: the view says what lies face up
            self.turned.clear()
        super().sync(view)

    # -- plans ------------------------------------------------------------------------------
    # -- a moment: is a logged step held, and where on the board it happens ------------
    def held(self, event: Any, computer: bool) -> bool:
        """The police card and each step of the resolution stand as a moment (ring, line
        in the status) even after a person's own card, long enough to follow."""
        if isinstance(event, HELD):
            return True
        return computer and not isinstance(event, (E.Passed, E.CardDealt, E.FaceDownPlaced))

    def spot(self, event: Any) -> tuple[float, float] | None:
        city = getattr(event, "city", "")
        if city in self.table.game_layout.index_of:
            return self.table.city_spot(self.table.game_layout.index_of[city])
        if isinstance(event, E.ChicagoShared):
            return self.table.city_spot(self.table.game_layout.chicago)
        if isinstance(event, E.PoliceRevealed):
            return self.table.police_spot(False)
        if isinstance(event, E.Passed):
            return self.table.panel_spot(event.player)
        return None

    def plan(self, event: Any) -> Plan:
        tb = self.table
        sec = self.seconds()
        if isinstance(event, E.HandBegan):
            self.show_banner(self.words("hand", {"hand": event.hand}), "gold", 1.4)
            return Plan(sec * 0.6)
        if isinstance(event, E.FaceDownPlaced):
            city = tb.game_layout.index_of[event.city]
            end = centre(tb.reward_spot(city))
            return Plan(sec * 0.2, [self.fly("card", DECK, end, scale=0.35,
                                             face=tb.back_face(city))])
        if isinstance(event, E.CardDealt):
            city = tb.game_layout.index_of[event.city]
            face = event.card if not is_hidden(event.card) else tb.back_face(city)
            end = tb.hand_spot() if event.player == tb.hand_owner() else tb.panel_spot(event.player)
            return Plan(sec * 0.12, [self.fly("card", DECK, end, scale=0.3, face=face)])
        if isinstance(event, E.RoundBegan):
            if event.final:
                self.show_banner(self.words("final_round", {}), "gold", 1.2)
            return Plan(sec * 0.2)
        if isinstance(event, E.GangstersPlaced):
            city = tb.game_layout.index_of[event.city]
            start = tb.panel_spot(event.player)
            return Plan(sec * 0.3, [self.fly(
                "gang", start, tb.city_spot(city), scale=0.7, lift=60,
                owner=tb.colour_of(event.player), label=str(event.marked + event.occasional))])
        if isinstance(event, E.CardPlayed):
            city = tb.game_layout.index_of[event.city]
            start = tb.hand_spot() if event.player == tb.hand_owner() else \
                tb.panel_spot(event.player)
            return Plan(sec * 0.3, [self.fly("card", start, centre(tb.column_spot(city)),
                                             scale=0.7, lift=50, face=event.card)])
        if isinstance(event, E.PoliceRevealed):
            key = "police_last" if event.last_hand else "police"
            self.show_banner(self.words(key, {"silver": event.silver, "gold": event.gold}),
                             "danger" if event.last_hand else "info", 2.0)
            return Plan(sec * 0.4, [self.fly("police", tb.police_spot(True),
                                             tb.police_spot(False), scale=0.8, face=event.card)])
        if isinstance(event, E.FaceDownRevealed):
            city = tb.game_layout.index_of[event.city]
            at = centre(tb.reward_spot(city))
            return Plan(sec * 0.5, [self.fly("flip", at, at, scale=0.8, lift=0,
                                              face=event.card, back=tb.back_face(city))])
        if isinstance(event, E.MoneyWon):
            city = tb.game_layout.index_of[event.city]
            end = tb.track().point(event.total)
            label = f"+{event.amount}" if event.amount >= 0 else str(event.amount)
            return Plan(sec * 0.3, [self.fly("coin", tb.city_spot(city), end, scale=0.8,
                                             lift=40, owner=event.colour, label=label)])
        if isinstance(event, E.GangsterLost):
            city = tb.game_layout.index_of[event.city]
            start = tb.city_spot(city)
            end = tb.panel_spot(event.player) if event.kind in ("hospital", "prison") else \
                (start[0], start[1] + 260)
            return Plan(sec * 0.3, [self.fly("lost", start, end, scale=0.8, lift=30,
                                             owner=tb.colour_of(event.player),
                                             label=event.kind)])
        if isinstance(event, E.HandEnded):
            if event.chicago_moved:  # the row changes now (the rules' row after the
                # event), so the step shows it gliding
                self.show_banner(self.words("chicago_moves", {}), "gold", 1.4)
                step = self.current
                if step is not None and step.view is not None:
                    self.shown.row = list(step.view.row)
            return Plan(sec * 0.9)
        if isinstance(event, E.TieBreakHand):
            self.show_banner(self.words("tiebreak", {}), "gold", 1.6)
            return Plan(sec * 0.6)
        if isinstance(event, (E.CityResolved, E.ChicagoShared, E.Exiled, E.PenaltyPending)):
            return Plan(sec * 0.35)
        return Plan(sec * 0.2)

    # -- the display state ------------------------------------------------------------------
    def after(self, event: Any) -> None:
        """A reward turned over stays face up until the next hand is laid out: the
        rules' view keeps rewards face down until the resolution is over."""
        if isinstance(event, E.FaceDownRevealed):
            self.turned[self.table.game_layout.index_of[event.city]] = event.card
        elif isinstance(event, E.HandBegan):
            self.turned.clear()
