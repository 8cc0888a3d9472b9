"""The market square's fixed parts (a mixin of `TableScene`): the background and panels,
the status line and counters, the other players along the top, the piles and the pile
browser, and the bottom player's purse, stall, hand and bag."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.cards import Card, Pile, draw_browser, draw_pile, draw_row
from gamebox.app.table.widgets import Box, Button
from gamebox.games.sheriff import model as M
from gamebox.games.sheriff import text
from gamebox.games.sheriff.model import HIDDEN, LEGAL
from gamebox.games.sheriff.table import art as A
from gamebox.games.sheriff.table import geometry as G
from gamebox.games.sheriff.table.choice import Choice
from gamebox.games.sheriff.table.offer import hidden_count, stall_contra, stall_goods

SLOT = ""  # the empty place of a hand card loaded into the bag
TIMER_PHASES = (M.OPENING, M.CHOOSE, M.RESPONSE, M.INTERJECT)
MARKET = (M.SET_ASIDE, M.TAKE, M.DISCARD, M.LOAD, *M.CHANCE_PHASES)
FIXED = ((G.STATUS, (30, 22, 16)), (G.COUNTERS, (30, 22, 16)), (G.PILES, (40, 28, 20)),
         (G.STAGE, (46, 32, 24)), (G.OWN, (52, 36, 26)), (G.LOG, (24, 20, 16)),
         (G.LEDGER, (24, 20, 16)))
OPPONENT = (50, 34, 24)


def fixed_panels(n: int) -> list[tuple[Box, Any]]:
    """The panels drawn once with the background (`chrome`), and their fills."""
    return [*FIXED, *((G.opponent_box(i, n - 1), OPPONENT) for i in range(n - 1))]


@lru_cache(maxsize=4)
def chrome(size: tuple[int, int], design: tuple[int, int], n: int) -> pygame.Surface:
    """The background and the fixed panels, for a window `size` laid out as `design`."""
    layout = look.Layout(design)
    image = A.market_background(size, round(layout.scale, 3)).copy()
    for box, colour in fixed_panels(n):
        look.panel(image, layout.rect(*box), colour, layout.px(10), layout.px(4), A.TIMBER,
                   max(1, layout.px(1.5)), 12)
    return image


def bag_note(view: Any, p: int, own: bool) -> str:
    """The words (a `sheriff.table` key) for a player with no bag on the table, from the
    phase only, so they are never stale (R27: no cards in hand, no bag); while the next
    round is dealt the last round's bags are all dealt with. `own`: for the bottom seat."""
    if view.bags[p] is not None or view.phase == M.OVER:
        return ""
    if view.sheriff == p:
        return "no_bag_sheriff" if own else ""
    between = view.phase in M.CHANCE_PHASES and any(view.bags_this_round)
    if view.phase in MARKET and not between:
        return "bag_later" if own else ""
    if view.bags_this_round[p]:
        return "bag_done" if own else "role.resolved"
    return "no_bag"


class Board:
    """Drawing the table's fixed parts; `self` is the Sheriff `TableScene`."""

    # -- panels and pieces -------------------------------------------------------------------
    def framed(self: Any, surface: pygame.Surface, box: Box, colour: Any = (44, 30, 22),
               border: Any = A.TIMBER, radius: float = 10) -> pygame.Rect:
        """A timber-framed panel; a fixed one is already drawn (`chrome`), so it gets
        only its lit border here."""
        if box not in {fixed for fixed, _ in fixed_panels(self.shown.n)}:
            return self.panel(surface, box, colour, border, radius, 4, 1.5, 12)
        layout = self.layout
        rect = layout.rect(*box)
        if border != A.TIMBER and not self.collecting:
            pygame.draw.rect(surface, border, rect, max(1, layout.px(2)),
                             border_radius=layout.px(radius))
        return rect

    def draw_card(self: Any, surface: pygame.Surface, rect: pygame.Rect, good: str, lit: bool,
                  lifted: bool) -> None:
        """One goods card, its back for HIDDEN, or `SLOT`: the card widgets' drawing."""
        if good == SLOT:
            A.empty_place(surface, rect, lit)
            return
        g = self.config.goods.get(good)
        A.draw_card(surface, rect, good, text.good_name(good) if g else "", g.value if g else 0,
                    g.penalty if g else 0, g.kind if g else "", lifted, lit)

    def card_tip(self: Any, good: str) -> str:
        if good == HIDDEN:
            return self.say("tip.face_down")
        g = self.config.goods[good]
        kind = g.kind if g.kind in ("legal", "royal") else "contraband"
        return self.say(f"tip.card_{kind}", good=text.good_name(good), value=g.value,
                        penalty=g.penalty)

    def token(self: Any, surface: pygame.Surface, p: int, centre: tuple[float, float],
              r: float) -> None:
        if self.collecting:
            return
        layout = self.layout
        pl = look.player_look(p, self.app.settings.colour_blind)
        c = layout.point(*centre)
        radius = layout.px(r)
        pygame.draw.circle(surface, pl.colour, c, radius)
        pygame.draw.circle(surface, look.GOLD_LIGHT, c, radius, max(1, layout.px(1.5)))
        look.symbol(surface, pl.symbol, c, max(2, round(radius * 0.5)), pl.ink)

    def draw_flyers(self: Any, surface: pygame.Surface) -> None:
        layout = self.layout
        for f in self.motion.flyers:
            if not f.tween.started:
                continue
            px, py = f.point()
            if f.kind == "coin":
                A.coin(surface, layout.point(px, py), layout.px(14), f.label)
            elif f.kind == "badge":
                A.badge(surface, layout.point(px, py), layout.px(15))
            else:
                self.draw_card(surface, layout.rect(px - 25, py - 35, 50, 70), f.face, False, False)

    # -- status and counters -----------------------------------------------------------------
    def draw_status(self: Any, surface: pygame.Surface, view: Any) -> None:
        rect = self.framed(surface, G.STATUS)
        x, y, w, h = G.STATUS
        self.hit(rect, self.status_text)
        if view.phase != M.OVER and view.active >= 0:
            self.token(surface, view.active, (x + 18, y + h / 2), 9)
        words, box = self.status_text(), (x + 34, y + 2, w - 44, h - 4)
        face, rows = self.layout.fit(words, 16, "bold", self.layout.px(box[2]))
        if len(rows) == 1 and face.size(rows[0])[0] <= self.layout.px(box[2]):
            self.lines(surface, words, 16, look.PAPER, box, 1, "bold", "midleft")
        else:  # two smaller lines
            self.lines(surface, words, 13, look.PAPER, box, 2, "bold", "midleft", 11)
        cx, cy, cw, ch = G.COUNTERS
        crect = self.framed(surface, G.COUNTERS)
        n = view.n
        rounds, turns = self.config.rounds(n), self.config.sheriff_turns[n]
        turn = min((max(1, view.round) - 1) // n + 1, turns)
        words = self.say("counters", round=max(1, view.round), rounds=rounds, turn=turn,
                         turns=turns)
        left_seconds = self.session.clock_left()
        timer = left_seconds is not None and view.phase in TIMER_PHASES
        self.text(surface, words, 15, look.GOLD_LIGHT, (cx + 10, cy + ch / 2), "midleft", "bold",
                  cw - (124 if timer else 20))
        self.hit(crect, self.say("tip.counters", rounds=rounds, turns=turns))
        if timer:
            left = int(left_seconds + 0.999)
            colour = look.DANGER_LIGHT if left <= 15 else look.WHITE
            self.text(surface, self.say("timer", time=f"{left // 60}:{left % 60:02d}"), 16, colour,
                      (cx + cw - 10, cy + ch / 2), "midright", "bold")

    # -- a player's things -------------------------------------------------------------------
    def stall_items(self: Any, p: int) -> list[tuple[str, int]]:
        """(good, count) groups of a stall as the screen may show them (`score_view`)."""
        view = self.score_view()
        hidden = hidden_count(view, p)
        return stall_goods(view, p) + stall_contra(view, p) + ([(HIDDEN, hidden)] if hidden else [])

    def draw_stall(self: Any, surface: pygame.Surface, p: int, box: Box) -> None:
        """Chips of the stall in `box`: emblem and count; face-down contraband as a back."""
        x, y, w, h = box
        items = self.stall_items(p)
        layout = self.layout
        if not items:
            self.text(surface, self.say("stall_empty"), 14, look.MUTED, (x + 2, y + 4), max_width=w)
            return
        cw, ch, gap = 52.0, 28.0, 5.0
        per_row = max(1, int((w + gap) // (cw + gap)))
        rows = max(1, int((h + gap) // (ch + gap)))
        for i, (good, count) in enumerate(items[: per_row * rows]):
            up = good != HIDDEN
            cx, cy = x + (i % per_row) * (cw + gap), y + (i // per_row) * (ch + gap)
            rect = layout.rect(cx, cy, cw, ch)
            if not self.collecting:
                kind = self.config.goods[good].kind if up else ""
                A.chip(surface, rect, good, kind, layout.px(5), max(1, layout.px(2)))
                mid = layout.point(cx + 14, cy + ch / 2)
                if up:
                    A.emblem(surface, good, mid, layout.px(10))
                else:
                    look.symbol(surface, "star", mid, layout.px(7), look.GOLD_LIGHT)
                self.text(surface, f"×{count}", 15, look.INK if up else look.WHITE,
                          (cx + cw - 5, cy + ch / 2), "midright", "bold")
            _count, title, bonus = self.scores_now()[1][p][good] if good in LEGAL else (0, "", 0)
            if title and not self.collecting:
                A.crown(surface, layout.point(cx + cw - 4, cy + 1), layout.px(6), title == "king")
            tip = self.say("tip.stall_good", good=text.good_name(good, count), count=count,
                           value=self.config.goods[good].value) if up else \
                self.say("tip.stall_hidden", count=count)
            if title:
                tip += "\n" + self.say(f"tip.race_{title}", good=text.good_name(good), bonus=bonus)
            elif good in LEGAL:
                tip += "\n" + self.say("tip.race_none", good=text.good_name(good))
            self.hit(rect, tip, key=("stall", p, good))

    def bag_words(self: Any, view: Any, p: int) -> str:
        declared, bag = view.declared[p], view.bags[p]
        if declared is None:
            return self.say("bag_sealed", count=len(bag))
        return self.say("bag_declared", count=len(bag), good=text.good_name(declared, len(bag)))

    def draw_bag(self: Any, surface: pygame.Surface, p: int, box: Box, count: int,
                 open_: bool = False) -> None:
        if self.collecting:
            return
        rect = self.layout.rect(*box)
        colour = look.player_look(p, self.app.settings.colour_blind).colour
        surface.blit(A.bag_surface(rect.w, rect.h, colour, open_), rect)
        if count:
            self.text(surface, str(count), 18, look.WHITE,
                      (box[0] + box[2] / 2, box[1] + box[3] * 0.66), "center", "bold")

    def bag_tip(self: Any, p: int) -> str:
        if p == self.bottom and self.private_ok():
            return self.say("tip.bag_own", goods=text.goods_list(self.shown.bags[p]))
        return self.say("tip.bag_other", player=self.name(p))

    def bag_state(self: Any, view: Any, p: int) -> str:
        key = bag_note(view, p, p == self.bottom)
        return self.say(key) if key else ""

    def badge(self: Any, surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
        if any(f.kind == "badge" for f in self.motion.flyers):
            return
        if not self.collecting:
            A.badge(surface, self.layout.point(*centre), self.layout.px(r))
        self.hit(self.layout.rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r),
                 self.say("tip.sheriff"))

    def purse(self: Any, surface: pygame.Surface, view: Any, p: int,
              centre: tuple[float, float]) -> None:
        r = 13
        if not self.collecting:
            A.coin(surface, self.layout.point(*centre), self.layout.px(r))
        self.text(surface, str(view.gold[p]), 18, look.GOLD_LIGHT, (centre[0] + r + 6, centre[1]),
                  "midleft", "bold")
        self.hit(self.layout.rect(centre[0] - r, centre[1] - r, 64, 2 * r),
                 self.say("tip.gold", player=self.name(p), gold=view.gold[p], count=view.gold[p]),
                 key=("purse", p))

    def draw_opponent(self: Any, surface: pygame.Surface, view: Any, p: int, box: Box) -> None:
        x, y, w, h = box
        layout = self.layout
        active = view.active == p and view.phase != M.OVER
        rect = self.framed(surface, box, border=look.HIGHLIGHT if active else A.TIMBER)
        if active and not self.collecting:
            pieces.glow(surface, rect, look.HIGHLIGHT, layout.px(10), layout.px(4), 120)
        self.token(surface, p, (x + 18, y + 16), 10)
        self.text(surface, self.name(p), 16, look.PAPER, (x + 34, y + 16), "midleft", "bold",
                  w - 44 - (30 if view.sheriff == p else 0))
        if view.sheriff == p:
            self.badge(surface, (x + w - 20, y + 17), 13)
        self.role_line(surface, view, p, (x + 12, y + 36, w - 24))
        row = y + 58
        self.purse(surface, view, p, (x + 22, row))
        hx, cards = x + w * 0.3, len(view.hands[p])
        back = layout.rect(hx, row - 11, 16, 22)
        if not self.collecting:
            surface.blit(A.card_back(back.w, back.h), back)
        self.text(surface, f"×{cards}", 15, look.PAPER, (hx + 20, row), "midleft", "bold",
                  w * 0.2 - 22)
        self.hit(back.union(layout.rect(hx, row - 11, w * 0.2 - 4, 22)),
                 self.say("tip.hand_other", player=self.name(p), count=cards))
        self.draw_stand_value(surface, p, x + w * 0.5, row, w * 0.5 - 8 - 68)
        self.draw_score(surface, p, x + w - 8, row)
        self.draw_stall(surface, p, (x + 10, y + 76, w - 20, 61))
        if view.bags[p] is not None:
            self.draw_bag(surface, p, (x + 10, y + h - 44, 40, 38), len(view.bags[p]))
            self.lines(surface, self.bag_words(view, p), 14, look.PAPER,
                       (x + 56, y + h - 42, w - 64, 40), 2)
            self.hit(layout.rect(x + 10, y + h - 44, w - 20, 38), self.bag_tip(p))
        elif view.phase != M.OVER:
            self.text(surface, self.bag_state(view, p), 14, look.MUTED, (x + 12, y + h - 24),
                      "midleft", "italic", w - 24)

    # -- the market piles --------------------------------------------------------------------
    def draw_piles(self: Any, surface: pygame.Surface, view: Any, choice: Choice) -> None:
        x, y, w, _h = G.PILES
        self.framed(surface, G.PILES)
        self.text(surface, look.caps(self.say("piles")), 14, look.GOLD, (x + w / 2, y + 18),
                  "center", "bold", w - 20)
        count = view.deck_size
        deck = Pile(("pile", 0), G.pile_card_box(0), HIDDEN if count else None, self.say("deck"),
                    self.say("cards", count=count), self.say("tip.deck", count=count),
                    outline=A.TIMBER)
        draw_pile(self, surface, deck, self.draw_card)
        hint = self.hinted()
        for which in (1, 2):
            cards = view.piles[which - 1]
            action = choice.piles.get(which)
            tip = self.describe_action(action) if action is not None else \
                self.say("tip.pile", number=which, count=len(cards))
            hinted = hint is not None and hint.kind in ("take", "discard", "confiscate") \
                and hint.target == which - 1
            lit = action is not None and self.pulsing()  # it pulses a while, then glows still
            halo = look.OK if hinted else look.HIGHLIGHT if action is not None and not lit \
                else None
            browse = Button(("browse", which), self.say("button.browse"),
                            lambda i=which - 1: self.open_browse(i), G.pile_browse_box(which),
                            style="quiet", tip=self.say("tip.browse")) if cards else None
            pile = Pile(("pile", which), G.pile_card_box(which), cards[-1] if cards else None,
                        self.say("pile", number=which), self.say("cards", count=len(cards)), tip,
                        lambda w_=which: self.click_pile(w_), lit, halo, browse,
                        outline=A.TIMBER)
            draw_pile(self, surface, pile, self.draw_card)

    def draw_browse(self: Any, surface: pygame.Surface, index: int) -> None:
        """Discard pile `index` (0 or 1) in the browser over the table, newest first."""
        pile = self.shown.piles[index]
        cards = [Card(g, ("browsed", i), self.card_tip(g)) for i, g in enumerate(reversed(pile))]
        title = self.say("browse_title", number=index + 1, count=len(pile))
        draw_browser(self, surface, (10, 140, 980, 328), title, cards, self.draw_card,
                     close=self.say("browse_close"), more=lambda n: self.say("more", count=n))

    # -- the bottom player -------------------------------------------------------------------
    def draw_own(self: Any, surface: pygame.Surface, view: Any, choice: Choice) -> None:
        p = self.bottom
        active = view.active == p and view.phase != M.OVER
        self.framed(surface, G.OWN, border=look.HIGHLIGHT if active else A.TIMBER)
        x, y, w, _h = G.OWN_INFO
        self.token(surface, p, (x + 12, y + 12), 10)
        self.text(surface, self.name(p), 17, look.PAPER, (x + 28, y + 12), "midleft", "bold",
                  w - 60)
        if view.sheriff == p:
            self.badge(surface, (x + w - 16, y + 13), 13)
        self.role_line(surface, view, p, (x + 2, y + 32, w - 2))
        self.purse(surface, view, p, (x + 14, y + 54))
        self.draw_stand_value(surface, p, x + 86, y + 54, w - 86 - 68)
        self.draw_score(surface, p, x + w, y + 54)
        self.text(surface, look.caps(self.say("stall")), 13, look.GOLD, (x, y + 80), "midleft",
                  "bold", w)
        self.draw_stall(surface, p, (x, y + 92, w, 128))
        if self.draft is not None:
            self.draw_draft(surface, self.session.view())
        else:
            self.draw_hand(surface, choice)
            self.draw_bag_zone(surface, view, choice)

    def draw_hand(self: Any, surface: pygame.Surface, choice: Choice) -> None:
        cards = self.hand()
        if not cards:
            x, y, w, h = G.HAND
            self.text(surface, self.say("hand_empty"), 15, look.MUTED, (x + w / 2, y + h / 2),
                      "center", "italic", w)
            return
        loading = choice.phase == M.LOAD
        pickable = choice.phase in (M.SET_ASIDE, M.LOAD) and self.draft is None
        hint = self.hinted()
        hinted = list(hint.goods) if hint is not None and hint.kind in ("setaside", "load") else []
        more = "\n" + self.say("tip.click_load" if loading else "tip.click_aside") \
            if pickable else ""
        row = []
        for i, good in enumerate(cards):
            if loading and i in self.selected:  # in the bag: its place stays (and a click
                row.append(Card(SLOT, ("hand", i),  # on it takes the card back)
                                self.say("tip.slot", good=text.good_name(good)),
                                lambda i=i: self.click_hand(i)))
                continue
            halo = look.OK if good in hinted else None
            if halo is not None:
                hinted.remove(good)
            click = (lambda i=i: self.click_hand(i)) if pickable else None
            lit = pickable and good != HIDDEN and not self.selected
            chosen = pickable and i in self.selected  # a click keeps it in the hand
            tip = self.card_tip(good) + ("\n" + self.say("tip.click_unchoose") if chosen else more)
            drop = (lambda pos, i=i: self.drop(i, pos)) if pickable else None
            row.append(Card(good, ("hand", i), tip, click, drop, i in self.selected, lit, halo))
        draw_row(self, surface, G.HAND_ROW, row, self.draw_card)

    def draw_bag_zone(self: Any, surface: pygame.Surface, view: Any, choice: Choice) -> None:
        x, y, w, h = G.BAG_ZONE
        p = self.bottom
        loading = choice.phase == M.LOAD
        rect = self.panel(surface, G.BAG_ZONE, (70, 52, 36) if loading else (58, 42, 30),
                          look.HIGHLIGHT if loading else A.TIMBER, 8, 0)
        bag = view.bags[p]
        if loading:
            goods = self.selected_goods()
            self.draw_bag(surface, p, (x + w / 2 - 28, y + 4, 56, 52), len(goods), open_=True)
            step = min(30.0, (w - 52) / (len(goods) - 1)) if len(goods) > 1 else 0
            for i, good in enumerate(goods):
                r = self.layout.rect(x + 8 + i * step, y + 62, 44, 62)
                if not self.collecting:
                    self.draw_card(surface, r, good, False, False)
                self.hit(r, self.card_tip(good) + "\n" + self.say("tip.click_unload"),
                         lambda g=good: self.unload(g), key=("bagcard", i))
            if not goods:
                self.lines(surface, self.say("bag_drop"), 13, look.PAPER,
                           (x + 8, y + 70, w - 16, 50), 3)
            self.hit(rect, self.say("tip.bag_zone"))
        elif bag is not None:
            self.draw_bag(surface, p, (x + w / 2 - 26, y + 4, 52, 48), len(bag))
            self.lines(surface, self.bag_words(view, p), 14, look.PAPER,
                       (x + 8, y + 56, w - 16, 36), 2)
            if self.private_ok():
                self.lines(surface, text.goods_list(bag), 13, look.GOLD_LIGHT,
                           (x + 8, y + 92, w - 16, 38), 2)
            self.hit(rect, self.bag_tip(p))
        else:  # why there is no bag: the Sheriff's, one still to load, or one dealt with
            self.lines(surface, self.bag_state(view, p), 14, look.MUTED,
                       (x + 8, y + 8, w - 16, h - 16), 3, "italic", "center", balance=True)
