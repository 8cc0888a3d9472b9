"""The Boss: a hand from the deal to the clean-up (R7, R9, R19-R20, R22-R37, R43).

The deal is chance, one card at a time: first each city's face-down reward (uniform
among its cards), then the rest round the table from the first player (uniform among
the cards left). The resolution reads the table as it stands after the last round
(R32): cities left to right, Chicago in its place, robbery last; marked gangsters a
team must lose with a choice of partner wait for the team's answer (R43).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamebox.games.boss import events as E
from gamebox.games.boss.model import (
    DEAL,
    FACEDOWN,
    NO,
    OVER,
    PENALTY,
    BossAction,
    BossState,
    seat_label,
)

if TYPE_CHECKING:
    from gamebox.engine.game import Result
    from gamebox.games.boss.config import BossConfig, Layout


class HandMixin:
    """Deal, police, resolution, team penalties and clean-up of `BossGame`."""

    if TYPE_CHECKING:
        config: BossConfig
        kind: dict[str, str]
        value: dict[str, int]
        chicago_value: dict[str, int]

        def layout(self, n: int) -> Layout: ...
        def _start_round(self, s: BossState, ev: list, r: int) -> None: ...
        def result(self, state: BossState) -> Result | None: ...
        def colour_key(self, state: BossState, colour: int) -> tuple[int, int, int]: ...

    # -- the deal (R7) ------------------------------------------------------------------
    def _begin_hand(self, s: BossState, ev: list) -> None:
        layout = self.layout(s.n)
        s.deck = sorted(layout.all_cards)  # R7: every card gathered, none kept
        s.facedown = [""] * layout.cities
        s.columns = [[] for _ in range(layout.cities)]
        s.hands = [[] for _ in range(s.n)]
        s.round = 0
        s.order = []
        s.turn_index = 0
        s.phase = FACEDOWN
        ev.append(E.HandBegan(s.hand_no, s.first, tuple(layout.ids[c] for c in s.row)))

    def next_facedown(self, s: BossState) -> int:
        """The next city, left to right, still without its face-down reward."""
        chicago = self.layout(s.n).chicago
        for city in s.row:
            if city != chicago and not s.facedown[city]:
                return city
        return NO

    def deal_target(self, s: BossState) -> int:
        """R7: one card at a time round the table, from the first player."""
        dealt = sum(len(h) for h in s.hands)
        return (s.first + dealt) % s.n

    def _on_facedown(self, s: BossState, ev: list, a: BossAction) -> None:
        layout = self.layout(s.n)
        city = layout.city_of[a.card]
        s.facedown[city] = a.card
        assert s.deck is not None
        s.deck.remove(a.card)
        ev.append(E.FaceDownPlaced(layout.ids[city], a.card))
        if self.next_facedown(s) == NO:
            s.phase = DEAL

    def _on_deal(self, s: BossState, ev: list, a: BossAction) -> None:
        layout = self.layout(s.n)
        deck = s.deck
        assert deck is not None
        to = self.deal_target(s)
        deck.remove(a.card)
        s.hands[to].append(a.card)
        ev.append(E.CardDealt(to, a.card, layout.ids[layout.city_of[a.card]]))
        if len(deck) == 1:  # the last card has one place to go
            self._on_deal(s, ev, BossAction("deal", card=deck[0]))
            return
        if not deck:
            order = {c: i for i, c in enumerate(layout.all_cards)}
            for hand in s.hands:
                hand.sort(key=order.__getitem__)
            self._start_round(s, ev, 1)

    # -- police (R19, R20) -----------------------------------------------------------------
    def _on_police(self, s: BossState, ev: list, a: BossAction) -> None:
        s.police_pile.remove(a.card)
        s.police_up.append(a.card)
        silver, gold = s.badges(self.config.police)
        limit = self.config.badge_limit
        if max(silver, gold) >= limit:
            s.last_hand = True  # R20: this hand is the last one
        ev.append(E.PoliceRevealed(a.card, silver, gold, s.last_hand))
        self._start_round(s, ev, s.round + 1)

    # -- resolution (R22-R32) ----------------------------------------------------------------
    def _resolve(self, s: BossState, ev: list) -> None:
        layout = self.layout(s.n)
        ids = layout.ids
        kind = self.kind
        before = s.money[:]
        losses: list[tuple[int, int, str]] = []
        robbed: list[tuple[int, int]] = []
        for city in s.row:  # R22
            if city != layout.chicago:
                ev.append(E.FaceDownRevealed(ids[city], s.facedown[city]))
        for city in s.row:
            if city == layout.chicago:
                self._chicago(s, ev, layout)
                continue
            colour = s.controller(city)  # R23
            card = s.facedown[city]
            ev.append(E.CityResolved(ids[city], None if colour == NO else colour, card))
            if colour == NO:
                continue
            k = kind[card]
            if k == "money":  # R24
                self._gain(s, ev, colour, self.value[card], ids[city], "money", 0)
            elif k in ("revolver", "hospital", "prison"):  # R25-R27
                losses.append((city, colour, k))
            elif k == "exile":  # R28
                if city not in s.exiles[colour]:
                    s.exiles[colour].append(city)
                ev.append(E.Exiled(colour, ids[city]))
            elif k == "robbery":  # R29, applied last (R32)
                robbed.append((city, colour))
            elif k == "shootout":  # R30
                self._gain(s, ev, colour, 4, ids[city], "shootout", 2)
                totals = s.totals(city)
                losses += [
                    (city, other, "shootout")
                    for other in range(s.colours)
                    if other != colour and totals[other] > 0
                ]
        for city, colour in robbed:  # R29, R32: never below 0
            lost = min(2, s.money[colour])
            s.money[colour] -= lost
            s.breakdown[colour][3] -= lost
            ev.append(E.MoneyWon(colour, -lost, ids[city], "robbery", s.money[colour]))
        s.hand_gain = [s.money[c] - before[c] for c in range(s.colours)]
        n = s.n
        for city, colour, k in losses:  # R32: one marked per penalty card, from that card
            people = [p for p in s.members(colour) if s.placed_m[city * n + p] > 0]
            if len(people) == 1:
                self._lose(s, ev, people[0], city, k)
            elif people:  # R43: the team chooses
                s.penalties.append((city, colour, k))
        if s.penalties:
            self._ask_penalty(s, ev)
            return
        self._finish_hand(s, ev)

    def _gain(
        self, s: BossState, ev: list, colour: int, amount: int, city: str, why: str, part: int
    ) -> None:
        s.money[colour] += amount  # R36
        s.breakdown[colour][part] += amount
        ev.append(E.MoneyWon(colour, amount, city, why, s.money[colour]))

    def chicago_last(self, s: BossState) -> list[str]:
        """R31: the last card played under each city left of Chicago ("" under none)."""
        chicago = self.layout(s.n).chicago
        last = []
        for city in s.row:
            if city == chicago:
                break
            column = s.columns[city]
            last.append(column[-1] if column else "")
        return last

    def _chicago(self, s: BossState, ev: list, layout: Layout) -> None:
        """R31: half the last cards left of Chicago, rounded down; never a penalty."""
        chicago = layout.chicago
        last = self.chicago_last(s)
        total = sum(self.chicago_value[c] for c in last if c)
        colour = s.controller(chicago)
        share = total // 2 if colour != NO else 0
        ev.append(E.ChicagoShared(None if colour == NO else colour, tuple(last), total, share))
        if colour != NO and share:
            self._gain(s, ev, colour, share, layout.ids[chicago], "chicago", 1)

    def _lose(self, s: BossState, ev: list, person: int, city: int, k: str) -> None:
        """One marked gangster of `person` on `city` is killed, hospitalised or jailed."""
        s.lose_marked(person, city, k)
        ev.append(E.GangsterLost(person, self.layout(s.n).ids[city], k))

    # -- the team penalty (R43) ---------------------------------------------------------------
    def _ask_penalty(self, s: BossState, ev: list) -> None:
        s.phase = PENALTY
        city, colour, k = s.penalties[0]
        ev.append(E.PenaltyPending(colour, self.layout(s.n).ids[city], k, s.penalty_asked()))

    def penalty_choices(self, s: BossState) -> list[BossAction]:
        city, colour, _ = s.penalties[0]
        layout = self.layout(s.n)
        return [
            BossAction(
                "penalty", layout.ids[city], layout.codes[city], seat=p, label=seat_label(s.n, p)
            )
            for p in s.members(colour)
            if s.placed_m[city * s.n + p] > 0
        ]

    def _on_penalty(self, s: BossState, ev: list, a: BossAction) -> None:
        city, _, k = s.penalties.pop(0)
        self._lose(s, ev, a.seat, city, k)
        if s.penalties:
            self._ask_penalty(s, ev)
        else:
            self._finish_hand(s, ev)

    # -- clean-up and the end (R33-R37) -------------------------------------------------------
    def tied_leaders(self, s: BossState) -> tuple[int, ...]:
        """The colours sharing first place on money, last hand and gangsters (R38)."""
        keys = [self.colour_key(s, c) for c in range(s.colours)]
        top = max(keys)
        return tuple(c for c in range(s.colours) if keys[c] == top)

    def _finish_hand(self, s: BossState, ev: list) -> None:
        if s.last_hand:
            tied = self.tied_leaders(s) if s.extra_rule and not s.extra_hand else ()
            if len(tied) > 1:  # R38, the rulebook: "play another hand to decide"
                s.extra_hand = True
                ev.append(E.TieBreakHand(tied))
            else:  # R37: the table stays as the last hand left it
                s.phase = OVER
                result = self.result(s)
                assert result is not None
                ev.append(E.GameOver(result))
                return
        layout = self.layout(s.n)
        n = s.n
        returned = [0] * n
        for city in range(layout.cities):  # R33
            base = city * n
            for p in range(n):
                returned[p] += s.placed_m[base + p]
                s.sup_m[p] += s.placed_m[base + p]
                s.spent_o[p] += s.placed_o[base + p]
                s.placed_m[base + p] = 0
                s.placed_o[base + p] = 0
        s.hand_no += 1
        for p in range(n):  # R9, R26, R27: stays count down
            for stay in (s.hospital[p], s.prison[p]):
                back = [h for h in stay if h <= s.hand_no]
                if back:
                    stay[:] = [h for h in stay if h > s.hand_no]
                    s.sup_m[p] += len(back)
                    returned[p] += len(back)
        pos = s.row.index(layout.chicago)  # R34: one step right, then it stays
        moved = pos < len(s.row) - 1
        if moved:
            s.row[pos], s.row[pos + 1] = s.row[pos + 1], s.row[pos]
        s.first = (s.first + 1) % n  # R35
        s.penalties = []
        ev.append(E.HandEnded(s.hand_no - 1, tuple(returned), moved, s.first))
        self._begin_hand(s, ev)
