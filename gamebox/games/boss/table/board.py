"""The row of character cards: each city's column with its card, its face-down reward,
the cards played under it, the gangsters on it per colour (big and small cubes counted),
what the viewer has not seen of its cards, and who holds its backs; Chicago with its
share preview. The columns glide to their new places when Chicago steps right.

Everything comes from the shown view (`self.shown`): a face-down reward is drawn as its
back unless the view shows it (the resolution), marked with what the viewer can deduce.
"""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.sliding import Glide
from gamebox.games.boss.model import HIDDEN, NO, PLACE, is_hidden
from gamebox.games.boss.table import art
from gamebox.games.boss.table import geometry as G

Box = tuple[float, float, float, float]


class Board:
    """Drawing of the cities (mixed into the Boss's `TableScene`)."""

    game: Any
    session: Any
    clock: float
    collecting: bool
    colour_blind: bool
    colour_ids: Any
    glide: Glide
    pick_city: int | None

    # -- where ------------------------------------------------------------------------------
    def city_box(self, city: int) -> Box:
        """Where a city's column stands now, gliding while the row reorders."""
        s = self.shown
        pos = s.row.index(city) if city in s.row else 0
        return self.glide.place(("city", city), G.column(pos, len(s.row)), self.clock)

    def city_spot(self, city: int) -> tuple[float, float]:
        x, y, w, _h = self.city_box(city)
        return (x + w / 2, y + G.HEADER_H / 2)

    def reward_spot(self, city: int) -> Box:
        return G.reward_box(self.city_box(city), len(self.shown.row))

    def column_spot(self, city: int) -> Box:
        s = self.shown
        total = len(s.columns[city]) + 1
        return G.played_box(self.city_box(city), len(s.row), total - 1, total)

    # -- the row ----------------------------------------------------------------------------
    def draw_cities(self, surface: pygame.Surface) -> None:
        s = self.shown
        lit = self.place_targets()
        hinted = self.hinted()
        hint_city = self.game_layout.index_of.get(hinted.city) if hinted is not None and \
            hinted.kind == "place" else None
        for city in s.row:
            self.draw_city(surface, city, city in lit, city == hint_city)

    def draw_city(self, surface: pygame.Surface, city: int, lit: bool, hint: bool) -> None:
        s = self.shown
        game_layout = self.game_layout
        box = self.city_box(city)
        x, y, w, _h = box
        colour = self.city_colour(city)
        selected = city == self.pick_city
        rect = self.panel(surface, box, (62, 70, 52) if selected else (28, 36, 32),
                          look.GOLD_LIGHT if selected else None, 8, 2, 3 if selected else 1.5)
        if not self.collecting and (lit or hint):
            glow = look.HIGHLIGHT if lit else look.GOLD_LIGHT
            pieces.glow(surface, rect, glow, self.layout.px(8),
                        self.layout.px(4 if lit else 3))
        # the character card
        header = self.panel(surface, (x + 3, y + 3, w - 6, G.HEADER_H - 4), colour,
                            look.GOLD_LIGHT if selected else art.shade(colour, -0.4), 6, 1, 1.5)
        ink = art.ink_on(colour)
        number = self.config.cities[game_layout.ids[city]].number
        if number:
            self.text(surface, str(number), 10, ink, (x + 7, y + 4), "topleft", "bold")
        # the name below the number's corner, the header's whole width: a long one-word
        # name ("Philadelphia", "Φιλαδέλφεια") shrinks instead of being cut
        name = self.city_label(city)
        self.lines(surface, name, 14, ink, (x + 5, y + 12, w - 10, G.HEADER_H - 14), 2, "bold",
                   "center", smallest=8, balance=True)
        for i, colour_index in enumerate(c for c in range(s.colours) if city in s.exiles[c]):
            self.exile_mark(surface, (x + w - 12 - i * 14, y + 9), colour_index)
        click = (lambda city=city: self.click_city(city)) if lit else None
        self.hit(header, lambda city=city: self.city_tip(city), click, key=("city", city))
        self.hit(rect, lambda city=city: self.city_tip(city), click, key=("column", city))
        if city == game_layout.chicago:
            self.draw_chicago(surface, box)
        else:
            self.draw_cards(surface, city, box)
        self.draw_gangsters(surface, city, box)
        if city != game_layout.chicago:
            self.draw_unseen(surface, city, box)
            self.draw_backs(surface, city, box)

    def draw_cards(self, surface: pygame.Surface, city: int, box: Box) -> None:
        s = self.shown
        count = len(s.row)
        reward = G.reward_box(box, count)
        card = s.facedown[city]
        arriving = self.motion.arrivals.get(("reward", city), 0)
        if card and not arriving:
            face = card if not is_hidden(card) else self.back_face(city, self.deduced(city))
            rect = self.layout.rect(*reward)
            self.draw_card(surface, rect, face, False, False)
            self.hit(rect, lambda city=city: self.reward_tip(city), key=("reward", city))
        elif not self.collecting:
            pygame.draw.rect(surface, look.MUTED, self.layout.rect(*reward), 1,
                             border_radius=self.layout.px(5))
        column = s.columns[city]
        landed = len(column) - self.motion.arrivals.get(("played", city), 0)
        for i, played in enumerate(column[:max(0, landed)]):
            rect = self.layout.rect(*G.played_box(box, count, i, len(column)))
            self.draw_card(surface, rect, played, False, False)
            self.hit(rect, lambda c=played: self.played_tip(c), key=("played", city, i))

    def draw_chicago(self, surface: pygame.Surface, box: Box) -> None:
        """Chicago has no reward: its share if the hand ended now (R31)."""
        x, y, w, _h = box
        total, parts = self.chicago_sum()
        self.lines(surface, self.say("chicago.if"), 12, look.PAPER_DARK,
                   (x + 6, y + G.CARDS_TOP, w - 12, 32), 2, "italic", "center")
        sum_words = " + ".join(str(p) for p in parts) if parts else "0"
        self.lines(surface, f"S = {sum_words} = {total}" if len(parts) > 1 else f"S = {total}",
                   15, look.GOLD_LIGHT, (x + 4, y + G.CARDS_TOP + 36, w - 8, 40), 2, "bold",
                   "center")
        self.lines(surface, self.say("chicago.share", share=total // 2), 13, look.PAPER,
                   (x + 6, y + G.CARDS_TOP + 80, w - 12, 36), 2, "regular", "center")
        rect = self.layout.rect(x + 4, y + G.CARDS_TOP, w - 8, 120)
        self.hit(rect, self.chicago_tip, key=("chicago", 0))

    def draw_gangsters(self, surface: pygame.Surface, city: int, box: Box) -> None:
        """Each colour's gangsters here: a big cube and its count, a small cube and its
        count; the leader's row is marked."""
        s = self.shown
        x, y, w, _h = box
        totals = s.totals(city)
        leader = s.controller(city)
        rows = [c for c in range(s.colours) if totals[c]]
        step = min(G.GANG_ROW, 80 / max(1, len(rows)))
        for i, c in enumerate(rows):
            m = sum(s.placed_m[city * s.n + p] for p in s.members(c))
            o = sum(s.placed_o[city * s.n + p] for p in s.members(c))
            ry = y + G.GANG_TOP + i * step + 8
            colour_id = self.colour_ids[c]
            if c == leader:
                self.panel(surface, (x + 4, ry - 8, w - 8, step), (60, 54, 36), None, 4, 0)
            self.cube(surface, (x + 14, ry), colour_id, True)
            self.text(surface, str(m), 13, look.PAPER, (x + 24, ry), "midleft", "bold")
            self.cube(surface, (x + 46, ry + 2), colour_id, False)
            self.text(surface, str(o), 12, look.PAPER_DARK, (x + 54, ry), "midleft", "bold")
            if c == leader and not self.collecting:
                look.symbol(surface, "star", self.layout.point(x + w - 14, ry),
                            self.layout.px(5), look.GOLD_LIGHT)
            self.hit(self.layout.rect(x + 4, ry - 8, w - 8, step),
                     lambda c=c, m=m, o=o, city=city: self.gang_tip(city, c, m, o),
                     key=("gang", city, c))

    def draw_unseen(self, surface: pygame.Surface, city: int, box: Box) -> None:
        """The cards of this city the viewer has not seen: where its reward hides."""
        x, y, w, _h = box
        unseen = self.game.unseen(self.shown, city)
        top = y + G.UNSEEN_TOP
        self.text(surface, self.say("unseen.label"), 11, look.MUTED, (x + w / 2, top),
                  "midtop", "italic", w - 6)
        words = self.kinds(unseen) if unseen else "–"  # a list: "1, 3, 4, Prison"
        self.lines(surface, words, 12, look.PAPER, (x + 3, top + 13, w - 6, 28), 2, "bold",
                   "center", smallest=9)
        rect = self.layout.rect(x + 3, top, w - 6, 41)
        self.hit(rect, lambda city=city: self.unseen_tip(city), key=("unseen", city))

    def draw_backs(self, surface: pygame.Surface, city: int, box: Box) -> None:
        """Who holds this city's cards face down (R45): under "in rivals' hands", a chip
        in each holder's colour with how many they hold (at six, partners share a colour:
        the tooltip names the seat)."""
        x, y, w, _h = box
        backs = self.game.backs(self.shown, city)
        top = y + G.BACKS_TOP
        if not backs:
            return
        self.text(surface, self.say("backs.label"), 10, look.MUTED, (x + w / 2, top),
                  "midtop", "italic", w - 6)
        top += 13
        width = min(26.0, (w - 8) / len(backs))
        left = x + (w - width * len(backs)) / 2
        for i, (p, k) in enumerate(sorted(backs.items())):
            chip = (left + i * width + 1, top, width - 2, 17)
            colour = self.colour_look(self.colour_of(p)).colour
            self.panel(surface, chip, colour, look.PAPER_DARK, 3, 0, 1)
            self.text(surface, str(k), 12, art.ink_on(colour), (chip[0] + chip[2] / 2, top + 8.5),
                      "center", "bold")
            self.hit(self.layout.rect(*chip),
                     lambda p=p, k=k, city=city: self.backs_tip(city, p, k),
                     key=("backs", city, p))

    # -- pieces -----------------------------------------------------------------------------
    def back_face(self, city: int, mark: str = "") -> str:
        """A back as the table draws it: `?<city>`, with what is deduced after a colon."""
        face = HIDDEN + self.game_layout.ids[city]
        return f"{face}:{mark}" if mark else face

    def deduced(self, city: int) -> str:
        """The reward's value when the viewer can tell it (its only unseen card)."""
        known = self.game.known_facedown(self.shown, city)
        return art.mark(art.kind_of(known)) if known else "?"

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, face: str, lit: bool,
                  lifted: bool) -> None:
        """Every city card the table shows goes through here: a face (a card id the view
        shows) or a back (`?<city>`, maybe `:<mark>`)."""
        if self.collecting:
            return
        if is_hidden(face):
            body, _, mark = face.partition(":")
            cid = body[1:]
            city = self.game_layout.index_of.get(cid, NO)
            colour = self.city_colour(city) if city != NO else look.MUTED
            code = self.game_layout.codes[city] if city != NO else ""
            art.card_back(surface, rect, code, colour, mark)
            if lit:
                pygame.draw.rect(surface, look.HIGHLIGHT, rect, 2, border_radius=6)
            return
        city = self.game_layout.index_of.get(art.city_of_card(face), NO)
        art.card_face(surface, rect, face, self.city_colour(city) if city != NO else look.MUTED,
                      lit)

    def cube(self, surface: pygame.Surface, at: tuple[float, float], colour_id: str,
             big: bool) -> None:
        if not self.collecting:
            art.gangster(surface, self.layout.point(*at), self.layout.px(13),
                         art.seat_look(colour_id, self.colour_blind), big)

    def colour_look(self, colour: int) -> look.PlayerLook:
        """Colour `colour` (an index of `colour_ids`) as the shared screens draw it."""
        return art.seat_look(self.colour_ids[colour], self.colour_blind)

    def exile_mark(self, surface: pygame.Surface, at: tuple[float, float], colour: int) -> None:
        """An exile token of `colour` on a character card (R16, R28)."""
        if self.collecting:
            return
        fill = self.colour_look(colour).colour
        pieces.token(surface, self.layout.point(*at), self.layout.px(6), fill,
                     art.shade(fill, -0.5), symbol="cross", symbol_colour=art.ink_on(fill))

    # -- facts ------------------------------------------------------------------------------
    def chicago_sum(self) -> tuple[int, list[int]]:
        """R31 now: the last card of each city left of Chicago (money counts, the rest 0)."""
        value = self.game.chicago_value
        parts = [value[card] if card else 0 for card in self.game.chicago_last(self.shown)]
        return sum(parts), parts

    def place_targets(self) -> set[int]:
        """Cities the person at the screen may place on now (lit)."""
        if self.motion.busy or self.replay is not None:
            return set()
        view = self.session.view()
        if view.phase != PLACE or self.session.human_to_act() is None \
                or self.session.needs_pass_screen():
            return set()
        index = self.game_layout.index_of
        return {index[a.city] for a in self.session.legal() if a.kind == "place"}
