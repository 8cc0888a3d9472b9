"""The table's panels (a mixin of `TableScene`): the negotiation panel where an offer,
side offer, demand or counter-offer is put together (§9, it takes the hand's place while
open), the move log and the ledger of promises."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.widgets import Box, Button
from gamebox.games.sheriff.table import geometry as G
from gamebox.games.sheriff.table.offer import Draft
from gamebox.games.sheriff.table.words import tr


class Panels:
    """Drawing the panels; `self` is the Sheriff `TableScene`."""

    def toggle(self: Any, surface: pygame.Surface, box: Box, label: str, on: bool,
               flip: Callable[[], None], key: str, tip: str) -> None:
        self.button(surface, Button(key, label, flip, box, True, "primary" if on else "quiet",
                                    tip), 13)

    def label(self: Any, surface: pygame.Surface, key: str, at: tuple[float, float],
              width: float = 70) -> None:
        self.text(surface, tr(f"draft.{key}"), 14, look.PAPER, at, "midleft", "bold", width)

    def draw_draft(self: Any, surface: pygame.Surface, view: Any) -> None:
        d = self.draft
        x, y, w, _h = G.BUILDER
        self.frame(surface, G.BUILDER, (30, 22, 16), look.GOLD, 8)
        m = d.merchant
        title = tr(f"draft.{d.mode}", player=self.name(m), sheriff=self.name(view.sheriff))
        self.text(surface, title, 15, look.GOLD_LIGHT, (x + 10, y + 12), "midleft", "bold",
                  w * 0.5)
        standing = view.waiting if d.mode == "counter" else view.offers[m]
        if standing is not None:
            key = "demanded" if d.mode == "counter" else "standing"
            self.text(surface, tr(f"draft.{key}", offer=self.proposal_words(standing)), 13,
                      look.DANGER_LIGHT if d.mode == "counter" else look.PAPER_DARK,
                      (x + w - 10, y + 12), "midright", "italic", w * 0.48)
        row = y + 24  # gold, and a bag clause
        self.label(surface, "gold", (x + 10, row + 13))
        self.stepper(surface, (x + 80, row), str(d.gold), lambda k: d.step_gold(k, view.gold[m]),
                     "gold", tr("tip.gold_step", gold=view.gold[m]))
        if d.mode != "side":
            choices = Draft.bag_choices(view, m, view.royal)
            bx = x + 200
            self.label(surface, "bag", (bx, row + 13), 90)
            label = self.good_name(d.bag_good) if d.bag_good else tr("draft.none")
            self.stepper(surface, (bx + 94, row), label, lambda k: d.cycle_bag(choices, k),
                         "bag_good", tr("tip.bag_good"), width=120, signs=("‹", "›"))
            limit = len(view.bags[m] or []) or self.config.bag_max
            self.stepper(surface, (bx + 280, row), str(d.bag_qty),
                         lambda k: d.step_bag(k, limit), "bag_qty", tr("tip.bag_qty"))
            if d.bag:
                claims = self.goods_list([g for g, n in d.bag.items() for _ in range(n)])
                self.text(surface, claims, 13, look.GOLD_LIGHT, (bx + 358, row + 13), "midleft",
                          "italic", x + w - bx - 366)
        row += 30  # goods from the stall
        self.label(surface, "stall", (x + 10, row + 13))
        items = [("stall", g, n) for g, n in Draft.stall_goods(view, m)]
        if m == view.viewer and d.mode != "demand":
            items += [("stallc", g, n) for g, n in Draft.stall_contra(view, m)]
        if not items:
            self.text(surface, tr("draft.nothing_on_stall"), 13, look.MUTED, (x + 80, row + 13),
                      "midleft", "italic", w - 90)
        for i, (which, g, n) in enumerate(items[:5]):
            counts = d.stall if which == "stall" else d.stallc
            label = f"{counts.get(g, 0)} {self.good_name(g)}"
            self.stepper(surface, (x + 80 + i * 128, row), label,
                         lambda k, which=which, g=g, n=n: d.step_count(which, g, k, n),
                         f"{which}_{g}", tr("tip.stall_step", good=self.good_name(g, n), count=n),
                         width=82)
        if d.stallc:
            self.toggle(surface, (x + w - 96, row, 86, 26), tr("draft.show"), d.show,
                        lambda: setattr(d, "show", not d.show), "show", tr("tip.show"))
        row += 30  # commitments about other bags
        self.label(surface, "commit", (x + 10, row + 13))
        others = d.others(view)
        if not others:
            self.text(surface, tr("draft.no_commit"), 13, look.MUTED, (x + 80, row + 13),
                      "midleft", "italic", w - 90)
        for i, o in enumerate(others[:4]):
            state = d.commits.get(o, "")
            self.toggle(surface, (x + 80 + i * 156, row, 150, 26),
                        tr(f"draft.commit_{state or 'none'}", player=self.name(o)), bool(state),
                        lambda o=o: d.cycle_commit(o), f"commit{o}",
                        tr("tip.commit", player=self.name(o)))
        row += 30  # promises
        self.label(surface, "promise", (x + 10, row + 13))
        self.toggle(surface, (x + 80, row, 160, 26), tr("draft.promise_pass"), d.promise_pass,
                    lambda: setattr(d, "promise_pass", not d.promise_pass), "ppass",
                    tr("tip.promise_pass"))
        self.text(surface, tr("draft.gold_next"), 13, look.PAPER, (x + 250, row + 13), "midleft",
                  max_width=120)
        self.stepper(surface, (x + 372, row), str(d.promise_gold),
                     lambda k: setattr(d, "promise_gold", max(0, min(20, d.promise_gold + k))),
                     "pgold", tr("tip.promise_gold"))
        self.toggle(surface, (x + 510, row, 120, 26), tr("draft.promise_favor"), d.promise_favor,
                    lambda: setattr(d, "promise_favor", not d.promise_favor), "pfavor",
                    tr("tip.promise_favor"))

    def draw_log_panel(self: Any, surface: pygame.Surface) -> None:
        x, y, w, h = G.LOG
        self.frame(surface, G.LOG, (24, 20, 16))
        self.text(surface, look.caps(tr("log_title")), 13, look.GOLD, (x + w / 2, y + 14),
                  "center", "bold", w - 20)
        self.draw_log(surface, (x + 8, y + 28, w - 16, h - 36))

    def draw_ledger(self: Any, surface: pygame.Surface, view: Any) -> None:
        x, y, w, _h = G.LEDGER
        rect = self.frame(surface, G.LEDGER, (24, 20, 16))
        self.text(surface, look.caps(tr("ledger_title")), 13, look.GOLD, (x + w / 2, y + 14),
                  "center", "bold", w - 20)
        self.hit(rect, tr("tip.ledger"))
        if not view.promises:
            self.lines(surface, tr("ledger_empty"), 13, look.MUTED, (x + 12, y + 32, w - 24, 60),
                       3, "italic")
        for i, pr in enumerate(list(view.promises)[-6:]):
            words = tr("ledger_line", promiser=self.name(pr.promiser),
                       promisee=self.name(pr.promisee),
                       what=tr(f"promise.{pr.kind}", amount=pr.amount),
                       status=tr(f"promise_status.{pr.status}"))
            colour = {"kept": look.OK, "broken": look.DANGER_LIGHT}.get(pr.status, look.PAPER)
            self.lines(surface, words, 13, colour, (x + 10, y + 30 + 34 * i, w - 20, 34), 2)
