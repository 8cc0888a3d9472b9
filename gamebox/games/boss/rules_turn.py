"""The Boss: a turn (R10-R18) and the rounds of a hand (R8, R10, R19, R21).

A turn is two decisions, the optional placement then the card (R11); a placement the
rules leave no choice about (nothing can legally be placed) and the last card of a hand
are played for the person, so every decision asked is a real one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamebox.games.boss import events as E
from gamebox.games.boss.model import (
    NO,
    PASS,
    PLACE,
    PLAY,
    POLICE,
    BossAction,
    BossState,
)

if TYPE_CHECKING:
    from gamebox.games.boss.config import Layout


class TurnMixin:
    """Placements, card play and the round order of `BossGame`."""

    if TYPE_CHECKING:
        kind: dict[str, str]

        def layout(self, n: int) -> Layout: ...
        def _resolve(self, s: BossState, ev: list) -> None: ...
        def _on_police(self, s: BossState, ev: list, a: BossAction) -> None: ...

    # -- placements (R12-R17) -------------------------------------------------------------
    def has_gangster_elsewhere(self, s: BossState, colour: int, chicago: int) -> bool:
        """R15: the colour has a gangster on another character card this hand."""
        n = s.n
        pm, po = s.placed_m, s.placed_o
        people = s.members(colour)
        for city in range(s.cities):
            if city == chicago:
                continue
            base = city * n
            for p in people:
                if pm[base + p] or po[base + p]:
                    return True
        return False

    def need(self, s: BossState, city: int, colour: int) -> int:
        """R14: the fewest gangsters that leave `colour` strictly first on `city`."""
        totals = s.totals(city)
        mine = totals[colour]
        other = max((t for c, t in enumerate(totals) if c != colour), default=0)
        return max(1, other - mine + 1)

    def open_cities(self, s: BossState, person: int) -> list[int]:
        """Cities `person` may place on at all, left to right (R15, R16)."""
        layout = self.layout(s.n)
        colour = s.colour_of(person)
        exiled = s.exiles[colour]
        out = []
        for city in s.row:
            if city in exiled:
                continue
            if city == layout.chicago and not self.has_gangster_elsewhere(s, colour, city):
                continue
            out.append(city)
        return out

    def placements(self, s: BossState, person: int) -> list[BossAction]:
        """Every legal placement of `person`, city by city left to right (R12-R16)."""
        sm, so = s.sup_m[person], s.sup_o[person]
        if sm + so == 0:
            return []
        layout = self.layout(s.n)
        colour = s.colour_of(person)
        out = []
        for city in self.open_cities(s, person):
            need = self.need(s, city, colour)
            if need > sm + so:
                continue
            backed = s.marked_of_colour(city, colour) > 0
            cid, code = layout.ids[city], layout.codes[city]
            for m in range(sm + 1):
                low = max(0, need - m)
                if m == 0 and not backed:
                    continue  # R13: occasionals never stand alone
                for o in range(low, so + 1):
                    if m + o:
                        out.append(BossAction("place", cid, code, m, o))
        return out

    def placement_problem(self, s: BossState, person: int, a: BossAction) -> str | None:
        """Why placement `a` by `person` is illegal (None: legal), citing the rule."""
        layout = self.layout(s.n)
        city = layout.index_of.get(a.city, NO)
        if city == NO or layout.codes[city] != a.code:
            return f"'{a}': no such character card in this game (R2)"
        if a.m < 0 or a.o < 0 or a.m + a.o < 1:
            return f"'{a}': a placement puts at least one gangster (R12)"
        if a.m > s.sup_m[person] or a.o > s.sup_o[person]:
            return (
                f"'{a}': only {s.sup_m[person]} marked and {s.sup_o[person]} occasional"
                " gangsters are available (R9, R12)"
            )
        colour = s.colour_of(person)
        if city in s.exiles[colour]:
            return f"'{a}': this colour is exiled from {layout.ids[city]} (R16)"
        if city == layout.chicago and not self.has_gangster_elsewhere(s, colour, city):
            return f"'{a}': Chicago needs a gangster on another card first (R15)"
        if a.o and a.m == 0 and s.marked_of_colour(city, colour) == 0:
            return f"'{a}': occasionals go only beside a marked gangster (R13)"
        need = self.need(s, city, colour)
        if a.m + a.o < need:
            return f"'{a}': at least {need} are needed to hold strictly the most there (R14)"
        return None

    def card_plays(self, s: BossState) -> list[BossAction]:
        person = s.order[s.turn_index]
        layout = self.layout(s.n)
        return [
            BossAction("play", layout.ids[layout.city_of[card]], card=card)
            for card in s.hands[person]
        ]

    # -- applying a turn ------------------------------------------------------------------
    def _on_place(self, s: BossState, ev: list, a: BossAction) -> None:
        person = s.order[s.turn_index]
        if a.kind == "pass":
            ev.append(E.Passed(person))
        else:
            layout = self.layout(s.n)
            city = layout.index_of[a.city]
            i = city * s.n + person
            s.placed_m[i] += a.m
            s.placed_o[i] += a.o
            s.sup_m[person] -= a.m
            s.sup_o[person] -= a.o
            total = s.totals(city)[s.colour_of(person)]
            ev.append(E.GangstersPlaced(person, a.city, a.m, a.o, total))
        s.phase = PLAY
        if len(s.hands[person]) == 1:  # the last card is no choice (R18)
            card = s.hands[person][0]
            layout = self.layout(s.n)
            self._on_play(s, ev, BossAction("play", layout.ids[layout.city_of[card]], card=card))

    def _on_play(self, s: BossState, ev: list, a: BossAction) -> None:
        person = s.order[s.turn_index]
        layout = self.layout(s.n)
        s.hands[person].remove(a.card)
        city = layout.city_of[a.card]
        s.columns[city].append(a.card)  # R18: on top of its own city's column
        ev.append(E.CardPlayed(person, a.card, layout.ids[city]))
        s.turn_index += 1
        if s.turn_index < len(s.order):
            self._begin_turn(s, ev)
        else:
            self._end_round(s, ev)

    def _begin_turn(self, s: BossState, ev: list) -> None:
        person = s.order[s.turn_index]
        s.phase = PLACE
        if s.sup_m[person] + s.sup_o[person] == 0 or not self._can_place(s, person):
            self._on_place(s, ev, PASS)

    def _can_place(self, s: BossState, person: int) -> bool:
        """Some placement is legal: enough gangsters, one of them marked unless a marked
        gangster of the colour already stands there (R13, R14)."""
        colour = s.colour_of(person)
        sm = s.sup_m[person]
        budget = sm + s.sup_o[person]
        for city in self.open_cities(s, person):
            if self.need(s, city, colour) <= budget and (
                sm >= 1 or s.marked_of_colour(city, colour) > 0
            ):
                return True
        return False

    # -- rounds (R8, R10, R19, R21) ---------------------------------------------------------
    def _start_round(self, s: BossState, ev: list, r: int) -> None:
        layout = self.layout(s.n)
        s.round = r
        final = r == layout.rounds
        s.order = self.final_order(s) if final else [(s.first + k) % s.n for k in range(s.n)]
        s.turn_index = 0
        ev.append(E.RoundBegan(r, tuple(s.order), final))
        self._begin_turn(s, ev)

    def final_order(self, s: BossState) -> list[int]:
        """R21: most gangsters available first; ties clockwise from the first player."""
        n = s.n
        return sorted(range(n), key=lambda p: (-(s.sup_m[p] + s.sup_o[p]), (p - s.first) % n))

    def _end_round(self, s: BossState, ev: list) -> None:
        layout = self.layout(s.n)
        r = s.round
        if r >= layout.rounds:
            self._resolve(s, ev)
            return
        if r + 1 == layout.police_before and not s.extra_hand:  # R19: before round R-1
            s.phase = POLICE
            if len(s.police_pile) == 1:
                self._on_police(s, ev, BossAction("police", card=s.police_pile[0]))
            return
        self._start_round(s, ev, r + 1)
