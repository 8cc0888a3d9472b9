"""The stage in the middle of the table (a mixin of `TableScene`): the cards set aside at
the market, the line of bags at inspection with their offers and the Sheriff's buttons,
an opened bag, and at the end every legal good's King and Queen (R70-R74)."""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.cards import Card, draw_row
from gamebox.app.table.widgets import Box
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff import model as M
from gamebox.games.sheriff import text
from gamebox.games.sheriff.model import HIDDEN, LEGAL
from gamebox.games.sheriff.notation import canon
from gamebox.games.sheriff.table import art as A
from gamebox.games.sheriff.table import geometry as G
from gamebox.games.sheriff.table.choice import Choice

INSPECTION = (M.OPENING, M.CHOOSE, M.RESPONSE, M.INTERJECT, M.CONFISCATE, M.PAY)


class Stage:
    """Drawing the stage; `self` is the Sheriff `TableScene`."""

    def draw_stage(self: Any, surface: pygame.Surface, view: Any, choice: Choice) -> None:
        self.framed(surface, G.STAGE)
        if view.phase == M.OVER:
            self.draw_crowns(surface)
            return
        if view.phase in (M.SET_ASIDE, M.TAKE, M.DISCARD):
            self.draw_market(surface, view, choice)
        else:
            self.draw_bags(surface, view, choice)
        step = self.motion.current
        opening = step is not None and isinstance(step.event, E.BagInspected)
        if self.motion.opened is not None and (view.phase in (M.CONFISCATE, M.PAY) or opening):
            self.draw_opened(surface, view, choice)

    def pickable_row(self: Any, surface: pygame.Surface, cards: list[str], choice: Choice,
                     y_offset: float) -> None:
        """A row of cards on the stage; those the person may pick now glow and click."""
        row = []
        for i, good in enumerate(cards):
            lit = good in choice.pickable
            click = (lambda g=good: self.click_pick(g)) if lit else None
            row.append(Card(good, ("pick", i), self.card_tip(good), click, None,
                            good == self.pick, lit and good != self.pick))
        draw_row(self, surface, G.stage_row(y_offset), row, self.draw_card)

    def draw_market(self: Any, surface: pygame.Surface, view: Any, choice: Choice) -> None:
        x, y, w, h = G.STAGE
        a = view.active
        you = "_you" if a == self.you else ""
        words = self.say(f"stage.market{you}", player=self.name(a)) if view.phase == M.SET_ASIDE \
            else self.say(f"stage.set_aside{you}", player=self.name(a), count=view.k)
        self.text(surface, look.caps(self.say("stage.market_title")), 14, look.GOLD,
                  (x + w / 2, y + 16), "center", "bold", w - 20)
        self.text(surface, words, 15, look.PAPER, (x + w / 2, y + 40), "center", max_width=w - 30)
        cards = view.set_aside
        if a == self.bottom and not self.private_ok():
            cards = [HIDDEN] * len(cards)
        if view.phase == M.SET_ASIDE and a == self.bottom and self.selected:
            cards = list(self.selected_goods())
        self.pickable_row(surface, cards, choice, 10)
        if view.phase == M.TAKE and a == self.bottom:
            self.text(surface, self.say("stage.taken", taken=view.taken, count=view.k), 14,
                      look.GOLD_LIGHT, (x + w / 2, y + h - 16), "center", "italic", w - 30)

    def draw_bags(self: Any, surface: pygame.Surface, view: Any, choice: Choice) -> None:
        x, y, w, h = G.STAGE
        you = "_you" if view.sheriff == self.you else ""
        title = self.say(f"stage.inspection{you}", player=self.name(view.sheriff)) \
            if view.phase in INSPECTION else self.say("stage.done") \
            if view.phase in M.CHANCE_PHASES and any(view.bags_this_round) else \
            self.say("stage.declaring") if view.phase == M.DECLARE else self.say("stage.loading")
        self.text(surface, look.caps(title), 14, look.GOLD, (x + w / 2, y + 16), "center", "bold",
                  w - 20)
        merchants = self.stage_merchants()
        if not merchants:
            self.text(surface, self.say("stage.no_bags"), 15, look.MUTED, (x + w / 2, y + h / 2),
                      "center", "italic", w - 30)
        for i, m in enumerate(merchants):
            self.draw_slot(surface, view, m, G.stage_slot(i, len(merchants)), choice)

    def draw_slot(self: Any, surface: pygame.Surface, view: Any, m: int, box: Box,
                  choice: Choice) -> None:
        """One merchant's bag at inspection: its declaration, the offers about it, what
        deals oblige the Sheriff to do, and the Sheriff's buttons for it."""
        x, y, w, h = box
        layout = self.layout
        active = view.active == m and view.phase in (M.OPENING, M.INTERJECT, M.RESPONSE, M.LOAD,
                                                       M.DECLARE)
        self.framed(surface, box, (60, 42, 30), look.HIGHLIGHT if active else A.TIMBER, 8)
        self.token(surface, m, (x + 13, y + 14), 8)
        self.text(surface, self.name(m), 15, look.PAPER, (x + 26, y + 14), "midleft", "bold",
                  w - 32)
        bag = view.bags[m]
        if bag is not None:
            self.draw_bag(surface, m, (x + 6, y + 28, 46, 44), len(bag))
            self.lines(surface, self.bag_words(view, m), 14, look.PAPER,
                       (x + 56, y + 30, w - 60, 40), 2)
            self.hit(layout.rect(x + 6, y + 28, w - 12, 44), self.bag_tip(m))
        else:
            self.text(surface, self.say("slot.resolved"), 14, look.MUTED, (x + 10, y + 46),
                      "midleft", "italic", w - 20)
        yy, bottom = y + 76, y + h - 62
        demand = view.waiting if view.phase == M.RESPONSE and view.active == m else None
        notes = [(kind, p, colour) for kind, p, colour in (
            ("offer", view.offers[m], look.GOLD_LIGHT),
            ("side", view.side_offers[m], look.PAPER_DARK),
            ("demand", demand, look.DANGER_LIGHT)) if p is not None]
        for i, (kind, p, colour) in enumerate(notes):
            words = self.say(f"slot.{kind}", offer=text.proposal_text(p, self.names))
            lines = 2 if len(notes) == 1 or (i == 0 and len(notes) == 2) else 1
            if yy + 18 * lines > bottom + 4:
                break
            self.lines(surface, words, 14, colour, (x + 8, yy, w - 16, 18 * lines), lines)
            self.hit(layout.rect(x + 6, yy, w - 12, 18 * lines), words)
            yy += 18 * lines
        marks = [self.say(f"slot.{key}") for key, seats in
                 (("must_inspect", view.must_inspect), ("must_pass", view.must_pass)) if m in seats]
        if marks and yy + 14 < bottom:
            self.text(surface, " · ".join(marks), 13, look.DANGER_LIGHT, (x + 8, yy + 6), "midleft",
                      "italic", w - 16)
        bw = (w - 18) / 2
        for i, b in enumerate(choice.slot_buttons.get(m, [])[:4]):
            row, col = divmod(i, 2)
            b.box = (x + 6 + col * (bw + 6), y + h - 62 + row * 30, bw, 26)
            self.button(surface, b, 13)

    def draw_opened(self: Any, surface: pygame.Surface, view: Any, choice: Choice) -> None:
        opened = self.motion.opened
        x, y, w, h = G.STAGE
        self.framed(surface, (x + 20, y + 26, w - 40, h - 34), (26, 18, 14),
                   look.OK if opened.honest else look.DANGER)
        declared = view.declared[opened.player] or ""
        you = "_you" if opened.player == self.you else ""
        words = self.say(f"opened.{'honest' if opened.honest else 'lying'}{you}",
                         player=self.name(opened.player),
                         good=text.good_name(declared) if declared else "")
        colour = look.GOLD_LIGHT if opened.honest else look.DANGER_LIGHT
        self.lines(surface, words, 16, colour, (x + 40, y + 32, w - 80, 44), 2, "bold", "center",
                   balance=True)
        confiscating = view.phase == M.CONFISCATE
        goods = list(canon(view.confiscated)) if confiscating else list(opened.goods)
        self.pickable_row(surface, goods, choice, 12)
        line = ""
        acting = self.session.human_to_act() == view.active and not self.motion.busy
        if confiscating:  # an instruction for the person placing them, else what happens
            key = ("confiscate_you" if view.sheriff == self.you else "confiscate") if acting \
                else "confiscate_other"
            line = self.say(f"opened.{key}", player=self.name(view.sheriff))
        elif view.phase == M.PAY and view.debt is not None:
            you = "_you" if view.debt.debtor == self.you else ""
            line = self.say(f"opened.debt{you}", player=self.name(view.debt.debtor),
                            count=view.debt.remaining)
        if line:
            self.text(surface, line, 14, look.PAPER, (x + w / 2, y + h - 20), "center", "italic",
                      w - 70)

    def draw_crowns(self: Any, surface: pygame.Surface) -> None:
        """R70-R74 at the end: every legal good's King and Queen, on the table itself."""
        x, y, w, _h = G.STAGE
        layout = self.layout
        self.text(surface, look.caps(self.say("crowns.title")), 14, look.GOLD, (x + w / 2, y + 16),
                  "center", "bold", w - 20)
        race = self.game.race(self.session.state)  # every card is face up at the end (R67)
        n, label_w, top = len(race), 150.0, y + 36
        col_w = (w - 30 - label_w) / n

        def middle(p: int) -> float:
            return x + 15 + label_w + col_w * (p + 0.5)

        for p in range(n):
            self.token(surface, p, (middle(p) - col_w / 2 + 14, top + 12), 8)
            self.text(surface, self.name(p), 14, look.PAPER, (middle(p) + 6, top + 12), "center",
                      "bold", col_w - 30)
        for r, good in enumerate(LEGAL):
            ry = top + 26 + r * 36
            king, queen = self.config.bonuses[good]
            if r % 2 == 0:
                self.panel(surface, (x + 10, ry, w - 20, 34), (255, 255, 255, 14), None, 0, 0)
            if not self.collecting:
                A.emblem(surface, good, layout.point(x + 28, ry + 17), layout.px(11))
            self.text(surface, text.good_name(good), 14, look.PAPER, (x + 44, ry + 17), "midleft",
                      "bold", label_w - 36)
            self.hit(layout.rect(x + 10, ry, label_w, 34),
                     self.say("crowns.values", king=king, queen=queen))
            for p in range(n):
                cx, (count, title, bonus) = middle(p), race[p][good]
                if not bonus:
                    self.text(surface, str(count), 15, look.WHITE, (cx, ry + 17), "center")
                    continue
                is_king = title == "king"
                self.text(surface, str(count), 15, look.GOLD_LIGHT, (cx - 14, ry + 17),
                          "midright", "bold")
                self.crown(surface, (cx - 2, ry + 17), is_king)
                self.text(surface, f"+{bonus}", 14, look.GOLD_LIGHT, (cx + 12, ry + 17),
                          "midleft", "bold")
                tip = self.say("crowns.king" if is_king else "crowns.queen")
                self.hit(layout.rect(cx - col_w / 2, ry, col_w, 34),
                         f"{self.name(p)}: {tip} +{bonus}")
        legend = top + 26 + 4 * 36 + 12
        for lx, king in ((x + 30, True), (x + 170, False)):
            self.crown(surface, (lx, legend), king)
            self.text(surface, self.say("crowns.king" if king else "crowns.queen"), 13,
                      look.PAPER_DARK, (lx + 12, legend), "midleft", max_width=120)

    def crown(self: Any, surface: pygame.Surface, centre: tuple[float, float], king: bool) -> None:
        if not self.collecting:
            A.crown(surface, self.layout.point(*centre), self.layout.px(8), king)
