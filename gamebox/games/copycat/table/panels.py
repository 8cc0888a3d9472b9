"""The players' zones: the person's own at the bottom (hand, draw pile, discard pile,
temp pile, area, and this round's coins, VP markers and workers) and each rival's
compact panel on the right (public zones only: the hand and the draw pile as counts,
the area's cards, the temp and discard piles). A discard or temp pile opens in a
browser over the table (R99: they are public), an overlay on the stack: a key or a click
closes it.

A mixin of the table scene; it draws only what the view on screen holds, and a card
the view hides (HIDDEN) is drawn as a back.
"""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.cards import Card, Pile, draw_browser, draw_pile, draw_row
from gamebox.app.table.widgets import Button
from gamebox.games.copycat.model import HIDDEN
from gamebox.games.copycat.table import geometry as G
from gamebox.games.copycat.table.art import seat_colour

PANEL_FILL = (40, 32, 26)


class Panels:
    shown: Any
    motion: Any
    config: Any
    art: Any
    bottom: int

    # -- who sits where ----------------------------------------------------------------------
    def rivals(self) -> list[int]:
        n = self.shown.n
        return [(self.bottom + i) % n for i in range(1, n)]

    def coins_of(self, p: int) -> int:
        return self.shown.pool(p)

    # -- the person's own zone ------------------------------------------------------------------
    def draw_own(self, surface: pygame.Surface) -> None:
        view = self.shown
        p = self.bottom
        x, y, _w, _h = G.OWN
        lit = view.acting() == p and not self.session.match.is_over
        self.panel(surface, G.OWN, PANEL_FILL, look.GOLD_LIGHT if lit else look.MUTED, 8, 3)
        if not self.collecting:
            self.art.token(surface, self.layout.point(x + 16, y + 13), self.layout.px(8), p)
        self.text(surface, f"{self.name(p)} · {self.seat_role(p)}", 14, look.PAPER,
                  (x + 30, y + 13), "midleft", "bold", 250)
        self.draw_counts(surface, p, (x + 290, y + 13))
        self.draw_hand(surface, p)
        self.draw_piles(surface, p)
        self.text(surface, self.say("zone.area"), 12, look.PAPER_DARK, (20, G.AREA[1] + 8),
                  "topleft", "bold", 54)
        self.draw_area(surface, p)

    def draw_counts(self, surface: pygame.Surface, p: int, at: tuple[float, float]) -> None:
        """VP, this round's coins and VP markers, and the workers, in a line from `at`."""
        view = self.shown
        x, y = at
        layout = self.layout
        words = self.say("zone.vp", count=self.vp_of(p))
        self.text(surface, words, 14, look.GOLD_LIGHT, (x, y), "midleft", "bold", 90)
        self.hit(layout.rect(x, y - 10, 80, 20), self.say("tip.vp", player=self.name(p),
                                                          vp=self.vp_of(p)))
        x += 90
        if not self.collecting:
            self.art.coin(surface, layout.point(x + 8, y), layout.px(8))
        self.text(surface, str(self.coins_of(p)), 14, look.PAPER, (x + 20, y), "midleft", "bold")
        self.hit(layout.rect(x, y - 10, 50, 20), self.say("tip.coins", count=self.coins_of(p)))
        x += 56
        if not self.collecting:
            self.art.marker(surface, layout.point(x + 8, y), layout.px(8))
        self.text(surface, str(view.held_markers(p)), 14, look.PAPER, (x + 20, y), "midleft",
                  "bold")
        self.hit(layout.rect(x, y - 10, 50, 20),
                 self.say("tip.markers", count=view.held_markers(p)))
        x += 56
        words = self.say("zone.workers", ready=view.available[p], reserve=view.reserve[p],
                        placed=view.placed_workers(p))
        self.text(surface, words, 13, look.PAPER_DARK, (x, y), "midleft", "regular", 300)
        self.hit(layout.rect(x, y - 10, 300, 20), self.say("tip.workers"))

    def zone_cards(self, zone: str, pile: tuple[int, ...]) -> list[Card]:
        """The cards of a hand or an area as the shared row draws them: each lit where a
        click on it is a legal action now, haloed where it is the hint; a card in flight
        stays out, a hidden one is a back."""
        hint = self.hinted()
        cards = []
        for i, card in enumerate(pile):
            if card == HIDDEN:
                cards.append(Card(None, (zone, i), self.say("tip.hidden_hand")))
                continue
            ref = self.config.cards[card].id
            if (zone, ref) not in self.motion.gone:
                action = self.target_for(ref)
                halo = look.OK if action is not None and action == hint else None
                cards.append(Card(card, (zone, ref), lambda ref=ref: self.tip_card(ref),
                                  self.click_for(action), lit=action is not None, halo=halo))
        return cards

    def draw_hand(self, surface: pygame.Surface, p: int) -> None:
        cards = self.zone_cards("hand", self.shown.hand[p])
        if not cards:
            self.text(surface, self.say("zone.hand_empty"), 13, look.MUTED,
                      (G.HAND[0] + 10, G.HAND[1] + 40), "topleft", "italic", 400)
        draw_row(self, surface, G.HAND_ROW, cards, self.draw_card)

    def draw_piles(self, surface: pygame.Surface, p: int) -> None:
        view = self.shown
        zones = (("draw", len(view.draw[p]), None),
                 ("discard", len(view.discard[p]), view.discard[p][-1] if view.discard[p]
                  else None),
                 ("temp", len(view.temp[p]), view.temp[p][-1] if view.temp[p] else None))
        for box, (zone, count, top) in zip(G.PILES, zones, strict=True):
            browse = (lambda zone=zone: self.open_browser(p, zone)) \
                if zone != "draw" and count else None
            face = ("back", 0) if zone == "draw" and count else top
            tip = self.say(f"tip.pile_{zone}", count=count)
            if browse is not None:
                tip += "\n" + self.say(f"tip.browse_{zone}")
            pile = Pile(("pile", zone), box, face, self.say(f"zone.{zone}"),
                        self.say("zone.count", count=count), tip, browse)
            draw_pile(self, surface, pile, self.draw_card)

    def draw_area(self, surface: pygame.Surface, p: int) -> None:
        draw_row(self, surface, G.AREA_ROW, self.zone_cards("area", self.shown.area[p]),
                 self.draw_card)

    # -- the rivals ----------------------------------------------------------------------------
    def draw_rivals(self, surface: pygame.Surface) -> None:
        for i, p in enumerate(self.rivals()):
            self.draw_rival(surface, p, G.rival_box(i))

    def draw_rival(self, surface: pygame.Surface, p: int, box: G.Box) -> None:
        view = self.shown
        x, y, w, _h = box
        layout = self.layout
        lit = view.acting() == p and not self.session.match.is_over
        self.panel(surface, box, PANEL_FILL, look.GOLD_LIGHT if lit else
                   seat_colour(p, self.colour_blind), 6, 2, 2 if lit else 1.5)
        if not self.collecting:
            self.art.token(surface, layout.point(x + 14, y + 13), layout.px(8), p)
        self.text(surface, self.name(p), 14, look.PAPER, (x + 27, y + 13), "midleft", "bold", 104)
        self.text(surface, self.seat_role(p), 11, look.MUTED, (x + 134, y + 13), "midleft",
                  "italic", w - 200)
        self.text(surface, self.say("zone.vp", count=self.vp_of(p)), 14, look.GOLD_LIGHT,
                  (x + w - 10, y + 13), "midright", "bold", 60)
        self.hit(layout.rect(x, y, w, 26), self.say("tip.rival", player=self.name(p),
                                                    vp=self.vp_of(p)))
        words = self.say("zone.rival_line", hand=len(view.hand[p]), draw=len(view.draw[p]),
                        ready=view.available[p], reserve=view.reserve[p])
        self.text(surface, words, 11, look.PAPER_DARK, (x + 10, y + 32), "midleft", "regular",
                  w - 120)
        coins = (x + w - 104, y + 32)
        if not self.collecting:
            self.art.coin(surface, layout.point(*coins), layout.px(6))
            self.art.marker(surface, layout.point(coins[0] + 40, coins[1]), layout.px(6))
        self.text(surface, str(self.coins_of(p)), 12, look.PAPER, (coins[0] + 9, coins[1]),
                  "midleft", "bold")
        self.text(surface, str(view.held_markers(p)), 12, look.PAPER,
                  (coins[0] + 49, coins[1]), "midleft", "bold")
        self.hit(layout.rect(coins[0] - 8, coins[1] - 9, 70, 18),
                 self.say("tip.rival_round", coins=self.coins_of(p),
                         markers=view.held_markers(p)))
        for j, zone in enumerate(("discard", "temp")):
            cards = view.discard[p] if zone == "discard" else view.temp[p]
            bx = x + w - 98 + j * 50
            label = self.say(f"zone.short_{zone}", count=len(cards))
            b = Button(("rival", p, zone), label, (lambda zone=zone: self.open_browser(p, zone))
                       if cards else None, (bx, y + 46, 46, 18), bool(cards), "quiet",
                       self.say(f"tip.browse_{zone}_of", player=self.name(p), count=len(cards)))
            self.button(surface, b, 10)
        self.draw_mini_area(surface, p, (x + 10, y + 44, w - 116, G.MINI_CARD[1]))

    def draw_mini_area(self, surface: pygame.Surface, p: int, box: G.Box) -> None:
        x, y, w, _h = box
        cw, ch = G.MINI_CARD
        area = self.shown.area[p]
        if not area:
            self.text(surface, self.say("zone.area_empty"), 11, look.MUTED, (x, y + ch / 2),
                      "midleft", "italic", w)
            return
        step = min(cw + 3, (w - cw) / max(1, len(area) - 1))
        for i, card in enumerate(area):
            rect = self.layout.rect(x + i * step, y, cw, ch)
            ref = self.config.cards[card].id
            action = self.target_for(ref)
            if not self.collecting:
                self.draw_card(surface, rect, card, action is not None, False)
            self.hit(rect, lambda ref=ref: self.tip_card(ref), self.click_for(action),
                     key=("mini", ref))

    # -- the browser ---------------------------------------------------------------------------
    def open_browser(self, p: int, zone: str) -> None:
        """`p`'s discard or temp pile (`zone`) in a browser over the table."""
        self.open_overlay(("browser", p, zone),
                          lambda surface: self.draw_browser_panel(surface, p, zone))

    def draw_browser_panel(self, surface: pygame.Surface, p: int, zone: str) -> None:
        view = self.shown
        pile = view.discard[p] if zone == "discard" else view.temp[p]
        cards = [Card(c, ("browse", i), lambda c=c: self.tip_card(self.config.cards[c].id))
                 for i, c in enumerate(sorted(pile, key=lambda c: self.config.cards[c].id))]
        title = self.say(f"browser.{zone}", player=self.name(p), count=len(pile))
        draw_browser(self, surface, G.BROWSER, title, cards, self.draw_card,
                     close=self.say("browser.close"),
                     more=lambda n: self.say("browser.more", count=n), size=(66.0, 92.0), rows=3)
