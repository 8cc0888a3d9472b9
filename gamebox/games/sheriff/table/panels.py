"""The table's panels (a mixin of `TableScene`): the negotiation panel where an offer is
put together (§9, in the hand's place while open), the move log and the promise ledger."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.widgets import Box, Button
from gamebox.games.sheriff import text
from gamebox.games.sheriff.table import art as A
from gamebox.games.sheriff.table import geometry as G
from gamebox.games.sheriff.table.offer import bag_choices, stall_contra, stall_goods

PROMISE_GOLD = 50  # the most gold a "gold next time" promise may name


class Panels:
    """Drawing the panels; `self` is the Sheriff `TableScene`."""

    def toggle(self: Any, surface: pygame.Surface, box: Box, label: str, on: bool,
               flip: Callable[[], None], key: str, tip: str) -> None:
        self.button(surface, Button(key, label, flip, box, True, "primary" if on else "quiet",
                                    tip), 13)

    def flag(self: Any, surface: pygame.Surface, box: Box, name: str, key: str) -> None:
        """A switch for the draft's yes / no field `name` (words `draft.<name>`)."""
        d = self.draft
        self.toggle(surface, box, self.say(f"draft.{name}"), getattr(d, name),
                    lambda: setattr(d, name, not getattr(d, name)), key, self.say(f"tip.{name}"))

    def label(self: Any, surface: pygame.Surface, key: str, at: tuple[float, float],
              width: float = 72) -> None:
        """A row's name, with a tooltip saying what the row does (`tip.row_<key>`)."""
        self.text(surface, self.say(f"draft.{key}"), 14, look.PAPER, at, "midleft", "bold", width)
        self.hit(self.layout.rect(at[0], at[1] - 13, width, 26), self.say(f"tip.row_{key}"),
                 key=("label", key))

    def amount(self: Any, surface: pygame.Surface, at: tuple[float, float], field: str,
               limit: int, tip: str, fives: bool) -> None:
        """An amount the person may type (click it, then digits) or step by 1, and by 5
        when `fives`: [-5] [-] [ 12 ] [+] [+5]."""
        d = self.draft
        x, y = at
        value = d.amount(field)

        def step(k: int) -> None:
            d.set_amount(field, d.amount(field) + k, limit)

        if fives:
            for dx, k in ((0, -5), (146, 5)):
                self.button(surface, Button(f"{field}{k:+d}", f"{'−' if k < 0 else '+'}5",
                                            partial(step, k), (x + dx, y, 32, 26),
                                            value > 0 if k < 0 else value < limit, "plain", tip),
                            13)
            x += 34
        focus = d.focus == field
        box = (x + 28, y, 50, 26)
        self.panel(surface, box, (20, 14, 10), look.GOLD_LIGHT if focus else look.MUTED, 4, 0,
                   2 if focus else 1)
        self.stepper(surface, (x, y), str(value), step, field, tip, width=50,
                     can=(value > 0, value < limit))
        self.hit(self.layout.rect(*box), tip, lambda: d.focus_on(field), key=("field", field))

    def draw_draft(self: Any, surface: pygame.Surface, view: Any) -> None:
        d = self.draft
        x, y, w, _h = G.BUILDER
        self.framed(surface, G.BUILDER, (30, 22, 16), look.GOLD, 8)
        m = d.merchant
        title = self.say(f"draft.{d.mode}", player=self.name(m), sheriff=self.name(view.sheriff))
        self.text(surface, title, 15, look.GOLD_LIGHT, (x + 10, y + 10), "midleft", "bold",
                  w * 0.5)
        counter = d.mode == "counter"
        standing = view.waiting if counter else view.offers[m]
        if standing is not None:
            words = self.say(f"draft.{'demanded' if counter else 'standing'}",
                             offer=text.proposal_text(standing, self.names))
            self.text(surface, words, 13, look.DANGER_LIGHT if counter else look.PAPER_DARK,
                      (x + w - 10, y + 10), "midright", "italic", w * 0.48)
        row = y + 20  # gold, and a bag clause
        self.label(surface, "gold", (x + 10, row + 13))
        self.amount(surface, (x + 84, row), "gold", view.gold[m],
                    self.say("tip.gold_field", player=self.name(m), gold=view.gold[m]), True)
        bx = x + 272
        if d.mode != "side":
            choices = bag_choices(view, m, view.royal)
            self.label(surface, "bag", (bx, row + 13), 84)
            label = text.good_name(d.bag_good) if d.bag_good else self.say("draft.pick_good")
            self.stepper(surface, (bx + 86, row), label, lambda k: d.cycle_bag(choices, k),
                         "bag_good", self.say("tip.bag_good"), width=96, signs=("‹", "›"))
            limit = len(view.bags[m] or []) or self.config.bag_max
            self.stepper(surface, (bx + 246, row), str(d.bag_qty),
                         lambda k: d.step_bag(k, limit), "bag_qty", self.say("tip.bag_qty"),
                         width=24, can=(d.bag_qty > 0, bool(d.bag_good)))
            if d.bag:
                claims = text.goods_list([g for g, n in d.bag.items() for _ in range(n)])
                self.text(surface, claims, 12, look.GOLD_LIGHT, (bx + 332, row + 13), "midleft",
                          "italic", x + w - bx - 338)
        else:
            self.text(surface, self.say("draft.side_note"), 13, look.PAPER_DARK, (bx, row + 13),
                      "midleft", "italic", x + w - bx - 10)
        row += 26.5  # goods from the stand
        self.label(surface, "stall", (x + 10, row + 13))
        items = [("stall", g, n) for g, n in stall_goods(view, m)]
        if m == view.viewer and d.mode != "demand":
            items += [("stallc", g, n) for g, n in stall_contra(view, m)]
        if not items:
            self.text(surface, self.say("draft.nothing_on_stall"), 13, look.MUTED,
                      (x + 84, row + 13), "midleft", "italic", w - 90)
        layout = self.layout
        for i, (which, g, n) in enumerate(items[:4 if d.stallc else 5]):
            ix = x + 84 + i * 128
            tip = self.say("tip.stall_step", good=text.good_name(g), count=n)
            chip = layout.rect(ix, row + 1, 28, 24)
            if not self.collecting:
                A.chip(surface, chip, g, self.config.goods[g].kind, layout.px(5),
                       max(1, layout.px(2)))
                A.emblem(surface, g, chip.center, layout.px(9))
            self.hit(layout.rect(ix, row, 28, 26), tip, key=("chip", which, g))
            have = (d.stall if which == "stall" else d.stallc).get(g, 0)
            self.stepper(surface, (ix + 30, row), f"{have}/{n}",
                         lambda k, which=which, g=g, n=n: d.step_count(which, g, k, n),
                         f"{which}_{g}", tip, width=34, can=(have > 0, have < n))
        if d.stallc:
            self.flag(surface, (x + w - 96, row, 86, 26), "show", "show")
        row += 26.5  # commitments about other bags
        self.label(surface, "commit", (x + 10, row + 13))
        others = d.others(view)
        if not others:
            self.text(surface, self.say("draft.no_commit"), 13, look.MUTED, (x + 84, row + 13),
                      "midleft", "italic", w - 90)
        for i, o in enumerate(others[:4]):
            state = d.commits.get(o, "")
            self.toggle(surface, (x + 84 + i * 156, row, 150, 26),
                        self.say(f"draft.commit_{state or 'none'}", player=self.name(o)),
                        bool(state), lambda o=o: d.cycle_commit(o), f"commit{o}",
                        self.say("tip.commit", player=self.name(o)))
        row += 26.5  # promises
        self.label(surface, "promise", (x + 10, row + 13))
        self.flag(surface, (x + 84, row, 150, 26), "promise_pass", "ppass")
        self.text(surface, self.say("draft.gold_next"), 13, look.PAPER, (x + 242, row + 13),
                  "midleft", max_width=100)
        self.amount(surface, (x + 344, row), "pgold", PROMISE_GOLD, self.say("tip.promise_gold"),
                    False)
        self.flag(surface, (x + 484, row, 120, 26), "promise_favor", "pfavor")

    def draw_readback(self: Any, surface: pygame.Surface) -> None:
        """Under the builder: the whole proposal read back in words (or why it may not
        be posted yet), in up to two lines above the buttons."""
        words, tone = self.readback()
        if not words or self.collecting:
            return
        x, _y, w, _h = G.ACTION
        colour = {"gold": look.GOLD_LIGHT, "danger": look.DANGER_LIGHT}.get(tone, look.PAPER)
        self.lines(surface, words, 13, colour, (x + 10, G.READBACK_Y, w - 20, 36), 2,
                   "bold" if tone == "gold" else "regular", "center", balance=True)

    def draw_log_panel(self: Any, surface: pygame.Surface) -> None:
        x, y, w, h = G.LOG
        self.framed(surface, G.LOG, (24, 20, 16))
        self.text(surface, look.caps(self.say("log_title")), 13, look.GOLD, (x + w / 2, y + 14),
                  "center", "bold", w - 20)
        self.draw_log(surface, (x + 8, y + 28, w - 16, h - 36))

    def draw_ledger(self: Any, surface: pygame.Surface, view: Any) -> None:
        x, y, w, _h = G.LEDGER
        rect = self.framed(surface, G.LEDGER, (24, 20, 16))
        self.text(surface, look.caps(self.say("ledger_title")), 13, look.GOLD, (x + w / 2, y + 14),
                  "center", "bold", w - 20)
        self.hit(rect, self.say("tip.ledger"))
        if not view.promises:
            self.lines(surface, self.say("ledger_empty"), 13, look.MUTED,
                       (x + 12, y + 32, w - 24, 60), 3, "italic")
        for i, pr in enumerate(list(view.promises)[-6:]):
            words = self.say("ledger_line", promiser=self.name(pr.promiser),
                             promisee=self.name(pr.promisee),
                             what=self.say(f"promise.{pr.kind}", amount=pr.amount, count=pr.amount),
                             status=self.say(f"promise_status.{pr.status}"))
            colour = {"kept": look.OK, "broken": look.DANGER_LIGHT}.get(pr.status, look.PAPER)
            self.lines(surface, words, 13, colour, (x + 10, y + 30 + 34 * i, w - 20, 34), 2)
