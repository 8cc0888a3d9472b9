"""The Boss's events on screen: the deal (backs flying to the rewards and the hands),
gangsters walking to a city, cards laid under cities, the police card turned, the
resolution city by city (the reward flipped, money moving to the track, gangsters shot,
sent to hospital or prison) and Chicago stepping right (the row glides).

The display state (`shown`) is a copy of the viewer's view that each step advances when
it lands, so the board tells the story in order; the queue running dry puts the real view
back. Only events already redacted for the viewer arrive here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamebox.app.table.motion import Motion, Plan
from gamebox.games.boss import events as E
from gamebox.games.boss.model import HIDDEN, is_hidden

Point = tuple[float, float]
DECK = (490.0, 250.0)


class BossMotion(Motion):
    def __init__(self, view: Any, seconds: Callable[[], float],
                 words: Callable[[str, dict], str], table: Any) -> None:
        self.table = table
        super().__init__(view, seconds, words)

    def display(self, view: Any) -> Any:
        return view.copy()

    # -- plans ------------------------------------------------------------------------------
    def plan(self, event: Any) -> Plan:
        tb = self.table
        sec = self.seconds()
        if isinstance(event, E.HandBegan):
            self.show_banner(self.words("hand", {"hand": event.hand}), "gold", 1.4)
            return Plan(sec * 0.6)
        if isinstance(event, E.FaceDownPlaced):
            city = tb.game_layout.index_of[event.city]
            end = _mid(tb.reward_spot(city))
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
            return Plan(sec * 0.3, [self.fly("card", start, _mid(tb.column_spot(city)),
                                             scale=0.7, lift=50, face=event.card)])
        if isinstance(event, E.PoliceRevealed):
            key = "police_last" if event.last_hand else "police"
            self.show_banner(self.words(key, {"silver": event.silver, "gold": event.gold}),
                             "danger" if event.last_hand else "info", 2.0)
            return Plan(sec * 0.4, [self.fly("police", tb.police_spot(True),
                                             tb.police_spot(False), scale=0.8, face=event.card)])
        if isinstance(event, E.FaceDownRevealed):
            city = tb.game_layout.index_of[event.city]
            at = _mid(tb.reward_spot(city))
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
            if event.chicago_moved:  # the row changes now, so the step shows it gliding
                self.show_banner(self.words("chicago_moves", {}), "gold", 1.4)
                row = self.shown.row
                pos = row.index(tb.game_layout.chicago)
                row[pos], row[pos + 1] = row[pos + 1], row[pos]
            return Plan(sec * 0.9)
        if isinstance(event, E.TieBreakHand):
            self.show_banner(self.words("tiebreak", {}), "gold", 1.6)
            return Plan(sec * 0.6)
        if isinstance(event, (E.CityResolved, E.ChicagoShared, E.Exiled, E.PenaltyPending)):
            return Plan(sec * 0.35)
        return Plan(sec * 0.2)

    # -- the display state ------------------------------------------------------------------
    def after(self, event: Any) -> None:
        s = self.shown
        game_layout = self.table.game_layout
        index = game_layout.index_of
        if isinstance(event, E.HandBegan):
            s.hand_no, s.first, s.round = event.hand, event.first, 0
            s.row = [index[c] for c in event.row]
            s.columns = [[] for _ in s.columns]
            s.hands = [[] for _ in s.hands]
            s.facedown = [""] * len(s.facedown)
        elif isinstance(event, E.FaceDownPlaced):
            s.facedown[index[event.city]] = HIDDEN
        elif isinstance(event, E.CardDealt):
            s.hands[event.player].append(event.card)
        elif isinstance(event, E.RoundBegan):
            s.round, s.order = event.round, list(event.order)
        elif isinstance(event, E.GangstersPlaced):
            i = index[event.city] * s.n + event.player
            s.placed_m[i] += event.marked
            s.placed_o[i] += event.occasional
            s.sup_m[event.player] = max(0, s.sup_m[event.player] - event.marked)
            s.sup_o[event.player] = max(0, s.sup_o[event.player] - event.occasional)
        elif isinstance(event, E.CardPlayed):
            hand = s.hands[event.player]
            for token in (event.card, HIDDEN + event.city):
                if token in hand:
                    hand.remove(token)
                    break
            s.columns[index[event.city]].append(event.card)
        elif isinstance(event, E.PoliceRevealed):
            if event.card in s.police_pile:
                s.police_pile.remove(event.card)
            s.police_up.append(event.card)
            s.last_hand = event.last_hand
        elif isinstance(event, E.FaceDownRevealed):
            s.facedown[index[event.city]] = event.card
        elif isinstance(event, E.MoneyWon):
            s.money[event.colour] = event.total
        elif isinstance(event, E.GangsterLost):
            s.lose_marked(event.player, index[event.city], event.kind)  # as the rules do
            i = index[event.city] * s.n + event.player
            s.placed_m[i] = max(0, s.placed_m[i])
        elif isinstance(event, E.Exiled):
            city = index[event.city]
            if city not in s.exiles[event.colour]:
                s.exiles[event.colour].append(city)
        elif isinstance(event, E.HandEnded):  # Chicago has stepped when the step began
            s.placed_m = [0] * len(s.placed_m)
            s.placed_o = [0] * len(s.placed_o)


def _mid(box: tuple[float, float, float, float]) -> Point:
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)
