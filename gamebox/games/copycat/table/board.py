"""The shared parts of the Copycat table: the career path with its pawns, the ministry
board (fixed offices, normal offices, office-card windows by section, workers and VP
markers), the street with its prices, people icons and the supply deck, and the bus
with the sealed order cards.

A mixin of the table scene: it reads the scene's display state (`shown`, a view for
the person at the screen), its motion and its controls (`target_for`, `tip_*`).
"""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.counters import line
from gamebox.app.table.sealed import REVEALED, SEALED, WAITING, Slot, draw_sealed
from gamebox.games.copycat.model import HIDDEN, NO, ORDER
from gamebox.games.copycat.table import geometry as G
from gamebox.games.copycat.table.art import NUMERALS, seat_colour

BOARD_FILL = (58, 46, 36)
BOARD_RULE = (176, 142, 86)


class Board:
    shown: Any
    motion: Any
    clock: float
    config: Any
    art: Any

    # -- the career path ---------------------------------------------------------------------
    def draw_career(self, surface: pygame.Surface) -> None:
        view = self.shown
        self.panel(surface, G.CAREER, BOARD_FILL, BOARD_RULE, 6, 2)
        track = G.CAREER_TRACK
        self.text(surface, self.say("career.title"), 13, look.GOLD_LIGHT, (20, 65), "midleft",
                  "bold", 80)
        line(self, surface, track, BOARD_RULE, labels=range(0, 95, 5), label_gap=-11)
        self.hit(self.layout.rect(*G.CAREER), self.say("tip.career", end=self.config.vp_end))
        self.text(surface, "95+", 11, look.GOLD_LIGHT, (track.end[0], track.end[1] + 11),
                  "center", "bold")
        for p in range(view.n):
            value = self.vp_of(p)
            x, y = track.point(value)
            same = sum(1 for q in range(view.n) if self.vp_of(q) == value and q < p)
            box = (x - 6 + same * 5, y - 14 - same * 3, 12, 12)
            gx, gy, _w, _h = self.pawns.place(("vp", p), box, self.clock)
            if not self.collecting:
                self.art.worker(surface, self.layout.point(gx + 6, gy + 14), self.layout.px(18),
                                p)
            self.hit(self.layout.rect(gx - 2, gy - 4, 16, 20),
                     self.say("tip.pawn", player=self.name(p), vp=value))

    def vp_of(self, p: int) -> int:
        return self.shown.vp[p]

    def plate(self, surface: pygame.Surface, box: G.Box, title: str, width: float) -> None:
        """A wooden part of the board with its title at the top left."""
        self.panel(surface, box, BOARD_FILL, BOARD_RULE, 8, 3)
        self.text(surface, self.say(title), 13, look.GOLD_LIGHT, (box[0] + 10, box[1] + 7),
                  "topleft", "bold", width)

    # -- the ministry --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.shown
        c = self.config
        self.plate(surface, G.BOARD, "board.title", 300)
        fixed = len(c.board_offices)
        normal = len(c.normal_offices[view.n])
        for column, section in enumerate(sorted(c.windows)):
            x = G.WINDOWS_X + column * G.TILE_STEP + G.TILE[0] / 2
            self.text(surface, self.say("board.section", section=NUMERALS[section]), 11,
                      look.GOLD_LIGHT, (x, 103), "center", "bold", G.TILE[0])
        for index in range(sum(c.windows.values())):
            box = G.window_box(index, c.windows)
            if not self.collecting:
                pygame.draw.rect(surface, (90, 74, 58), self.layout.rect(*box),
                                 max(1, self.layout.px(1)), border_radius=self.layout.px(5))
        for slot, office in enumerate(view.offices):
            self.draw_office(surface, slot, office, G.office_box(slot, fixed, normal, c.windows))
        self.draw_office_deck(surface)

    def draw_office(self, surface: pygame.Surface, slot: int, index: int, box: G.Box) -> None:
        view = self.shown
        office = self.config.offices[index]
        action = self.target_for(office.id)
        rect = self.layout.rect(*box)
        if not self.collecting:
            hot = action is not None and action == self.hinted()
            self.art.office(surface, rect, office, action is not None, hot,
                            self.layout.px(G.TILE_PIECES))
        x, y, w, h = box
        who = view.occupant[slot]
        if who != NO and self.motion.arrivals.get(("worker", slot), 0) <= 0 \
                and not self.collecting:
            used = view.office_uses[slot] > 0
            self.art.worker(surface, self.layout.point(x + w - 9, y + h - 2),
                            self.layout.px(16 if used else 22), who, lying=used)
        markers = view.markers[slot]
        if markers and not self.collecting:
            self.art.marker(surface, self.layout.point(x + w - 9, y + 9), self.layout.px(7),
                            markers)
        self.hit(rect, lambda: self.tip_office(slot, index), self.click_for(action),
                 key=("office", slot))

    def draw_office_deck(self, surface: pygame.Surface) -> None:
        deck = self.shown.office_deck
        count = sum(len(sec) for sec in deck)
        top = next((i + 1 for i, sec in enumerate(deck) if sec), 0)
        x, y, w, h = G.OFFICE_DECK
        if count and not self.collecting:
            self.art.back(surface, self.layout.rect(*G.OFFICE_DECK), top)
        self.text(surface, str(count), 12, look.PAPER, (x + w / 2, y + h + 9), "center", "bold")
        self.hit(self.layout.rect(x, y, w, h + 18), self.say("tip.office_deck", count=count))

    # -- the street ----------------------------------------------------------------------------
    def draw_street(self, surface: pygame.Surface) -> None:
        view = self.shown
        c = self.config
        self.plate(surface, G.STREET, "street.title", 200)
        self.text(surface, self.say("street.note"), 11, look.PAPER_DARK, (226, 283), "topleft",
                  "italic", 640)
        cleared = c.cleared[view.n]
        keep = {card for card in view.street if card != NO}
        self.street_glide.forget(keep)
        # the street as first seen stands in place; later new cards come from the supply
        enter = G.SUPPLY if self.street_glide.paths else None
        for pos, card in enumerate(view.street):
            x, y, w, h = G.street_box(pos)
            price_y = y + h + 11
            mod = c.modifiers[pos]
            if pos in cleared and not self.collecting:
                pieces.pawn(surface, self.layout.point(x + 8, y - 1), self.layout.px(12),
                            (200, 196, 186))
            if pos in cleared:
                self.hit(self.layout.rect(x, y - 14, 16, 14), self.say("tip.people", n=view.n))
            self.text(surface, str(pos + 1), 10, look.PAPER_DARK, (x + w / 2, y - 7), "center")
            if card == NO or ("street", pos) in self.motion.gone:
                if not self.collecting:
                    pygame.draw.rect(surface, (90, 74, 58), self.layout.rect(x, y, w, h),
                                     max(1, self.layout.px(1)), border_radius=self.layout.px(6))
                self.text(surface, f"+{mod}" if mod else "", 11, look.MUTED,
                          (x + w / 2, price_y), "center")
                continue
            place = self.street_glide.place(card, (x, y, w, h), self.clock, enter)
            ref = c.cards[card].id
            action = self.target_for(ref)
            rect = self.layout.rect(*place)
            if not self.collecting:
                if action is not None and action == self.hinted():
                    pieces.glow(surface, rect, look.OK, self.layout.px(8), self.layout.px(6))
                self.draw_card(surface, rect, card, action is not None, False)
                self.art.coin(surface, self.layout.point(x + 14, price_y), self.layout.px(7))
            self.text(surface, self.say("street.price", count=c.cards[card].cost + mod), 11,
                      look.PAPER, (x + 24, price_y), "midleft", "bold", w - 24)
            self.hit(rect, lambda ref=ref, pos=pos: self.tip_card(ref, pos),
                     self.click_for(action), key=("street", ref))
        self.draw_supply(surface)

    def draw_supply(self, surface: pygame.Surface) -> None:
        supply = self.shown.supply
        count = sum(len(sec) for sec in supply)
        top = next((i + 1 for i, sec in enumerate(supply) if sec), 0)
        x, y, w, h = G.SUPPLY
        if not self.collecting:
            if count:
                self.art.back(surface, self.layout.rect(*G.SUPPLY), top)
            else:
                pygame.draw.rect(surface, look.MUTED, self.layout.rect(*G.SUPPLY), 1,
                                 border_radius=self.layout.px(6))
        self.text(surface, self.say("street.supply", count=count), 11, look.PAPER,
                  (x + w / 2, y + h + 11), "center", "bold", w + 8)
        tip = self.say("tip.supply", count=count, section=NUMERALS[top]) if count else \
            self.say("tip.supply_empty")
        self.hit(self.layout.rect(*G.SUPPLY), tip)

    # -- the bus and the sealed order cards ----------------------------------------------------
    def draw_bus(self, surface: pygame.Surface) -> None:
        view = self.shown
        x, y, w, _h = G.BUS
        self.panel(surface, G.BUS, BOARD_FILL, BOARD_RULE, 8, 3)
        self.text(surface, self.say("bus.title"), 13, look.GOLD_LIGHT, (x + 10, y + 12),
                  "midleft", "bold", 150)
        self.text(surface, self.say("bus.round", round=view.round, rounds=self.config.max_rounds),
                  12, look.PAPER, (x + w - 10, y + 12), "midright", "bold", 160)
        self.hit(self.layout.rect(x, y, w, 24), self.say("tip.bus"))
        windows = G.bus_boxes(view.n)
        for i in range(view.n):
            bx, by, _bw, _bh = windows[i]
            self.text(surface, str(i + 1), 10, look.MUTED, (bx - 7, by + 6), "center", "bold")
        boxes = [self.pawns.place(("bus", p), windows[view.bus.index(p)], self.clock)
                 for p in range(view.n)]
        slots = [self.order_slot(p) for p in range(view.n)]
        draw_sealed(self, surface, boxes, slots, self.draw_card, self.draw_card,
                    waiting=self.say("bus.waiting"), reveal=self.motion.reveal, label_size=11)

    def order_slot(self, p: int) -> Slot:
        """Player p's order card as the viewer may see it: waiting, sealed (a back; the
        viewer's own names itself in the tooltip only), or revealed (R24, R26)."""
        view = self.shown
        name = self.name(p)
        ink = seat_colour(p, self.colour_blind)
        revealed = self.motion.revealed
        if revealed is not None and view.phase == ORDER:  # turning over now, before the sync
            ref = dict(revealed.cards).get(p, "")
            if ref:
                face = self.config.card_index[ref]
                return Slot(p, REVEALED, name, lambda: self.tip_order(p, face), face, None, ink)
            return Slot(p, WAITING, name, self.say("tip.no_order", player=name), ink=ink)
        if view.values and view.phase != ORDER:
            face = view.temp[p][0] if view.values[p] >= 0 and view.temp[p] else NO
            if face != NO:
                return Slot(p, REVEALED, name, lambda: self.tip_order(p, face), face, None, ink)
            return Slot(p, WAITING, name, self.say("tip.no_order", player=name), ink=ink)
        sealed = view.order_card[p]
        if view.phase == ORDER and sealed != NO:
            own = sealed != HIDDEN
            tip = self.say("tip.sealed_own", card=self.config.cards[sealed].name) if own else \
                self.say("tip.sealed", player=name)
            return Slot(p, SEALED, name, tip, None, None, ink)
        return Slot(p, WAITING, name, self.say("tip.waiting", player=name), ink=ink)
