"""The right column of the table: the status line, the year and score tracks, a row per
player, the city offices with the immigrant leaders, the log, and the dialogs that take
the offices' and the log's place (the sealed bid, the reveal, the Mayor's offices); and
the pieces in flight with the banner. A mixin of the table scene."""

from __future__ import annotations

import pygame

from gamebox.app import look
from gamebox.app.table.counters import Cell, Dialog, Pawn, cells, dialog, line, rows, stack
from gamebox.app.table.widgets import Button
from gamebox.games.tammany import text
from gamebox.games.tammany.model import MAYOR, OFFICES, OVER, TammanyState
from gamebox.games.tammany.table import geometry as G
from gamebox.games.tammany.table.board import INK, NATION, RED_INK
from gamebox.games.tammany.table.clicks import Choice

FRAME = (110, 90, 60)  # the edge of the column's panels


class Panels:
    """Drawing the right column; `self` is the table scene."""

    def draw_status(self, surface: pygame.Surface) -> None:
        x, y, w, h = G.STATUS
        self.panel(surface, G.STATUS, (30, 24, 18), look.GOLD, 8, 3, 1, 10)
        turn = self.session.match.turn().player
        if turn is not None and 0 <= turn < self.n:
            self.boss(surface, (x + 22, y + h / 2), 11, turn)
        self.lines(surface, self.status_text(), 17, look.PAPER, (x + 44, y, w - 344, h), 2,
                   "bold", "midleft", 12)

    def draw_years(self, surface: pygame.Surface, view: TammanyState) -> None:
        x, y, _w, h = G.YEARS
        self.panel(surface, G.YEARS, (44, 38, 30), FRAME, 6, 2, 1, 10)
        self.text(surface, self.say("year", year=view.year, term=view.term), 15, look.PAPER,
                  (x + 10, y + h / 2), "midleft", "bold", 136)

        def cell(year: int) -> Cell:
            now, vote = year == view.year, year in self.config.election_years
            fill = look.GOLD if now else (70, 60, 48) if year > view.year else (96, 84, 66)
            tip = self.say("tip.election_year" if vote else "tip.year", year=year)
            return Cell(fill, INK if now else look.PAPER, look.GOLD_LIGHT if vote else None,
                        "star" if vote else "", INK if now else look.GOLD_LIGHT, tip)

        cells(self, surface, G.YEAR_TRACK, 30, cell)
        self.text(surface, look.caps(self.say("years")), 11, look.GOLD_LIGHT, (x + 150, y + 3),
                  style="bold", max_width=300)

    def draw_score(self, surface: pygame.Surface, view: TammanyState) -> None:
        self.panel(surface, G.SCORE, (44, 38, 30), FRAME, 6, 2, 1, 10)
        pawns = [Pawn(view.vp[p], self.piece("boss", p, 7),
                      self.say("tip.score", player=self.name(p), vp=view.vp[p]))
                 for p in range(self.n)]
        line(self, surface, G.SCORE_TRACK, (150, 130, 96), pawns, labels=range(0, 46, 5))

    def draw_player(self, surface: pygame.Surface, view: TammanyState, p: int,
                    choice: Choice) -> None:
        x, y, w, h = box = G.player_box(self.row_of(p), self.n)
        acting = self.session.match.turn().player == p and view.phase != OVER
        pickable = p in choice.of("player")
        light = self.look_of(p).light
        edge = look.HIGHLIGHT if pickable else light if acting else FRAME
        self.panel(surface, box, (50, 42, 32) if acting else (40, 34, 26), edge, 7, 2, 1, 10)
        if acting and not self.collecting:
            pygame.draw.rect(surface, light, self.layout.rect(x, y, 5, h),
                             border_radius=self.layout.px(3))
        cy, name = y + h / 2, self.name(p)
        self.boss(surface, (x + 22, cy), 12, p)
        top = cy - 9 if h >= 56 else cy - 8
        self.text(surface, name, 16, look.PAPER, (x + 40, top), "midleft", "bold", 136)
        self.text(surface, self.seat_role(p), 12, look.PAPER_DARK, (x + 40, top + 17), "midleft",
                  "italic", 136)
        self.text(surface, str(view.vp[p]), 20, look.GOLD_LIGHT, (x + 184, cy), "center", "bold")
        self.text(surface, self.say("vp"), 10, look.PAPER_DARK, (x + 184, cy + 14), "center")
        self.hit(self.layout.rect(x + 166, cy - 16, 36, 34), lambda p=p: self.score_tip(p),
                 key=("vp", p))
        for n in range(4):
            count = view.chips[p][n]
            stack(self, surface, (x + 224 + n * 44, cy), self.piece("chip", n, 10), count,
                  offset=13, size=16, tip=lambda n=n, count=count: self.say(
                      "tip.chips", player=name, count=count, nation=text.nation_name(n)))
        stack(self, surface, (x + 406, cy), self.slander_chip, view.slander[p], offset=13,
              size=16, tip=self.say("tip.slander", player=name, count=view.slander[p]),
              reach=(10, 40))
        hand = view.placeable(p, self.config.bosses_per_player) - self.motion.leaving[p]
        stack(self, surface, (x + 454, cy), self.piece("boss", p, 9), hand, offset=13, size=16,
              tip=self.say("tip.hand", player=name, count=hand), reach=(10, 44))
        office = view.office[p]
        label = text.office_name(office) if office else self.say("no_office")
        colour = look.GOLD_LIGHT if office else look.MUTED
        if view.office_used[p] and office not in (None, MAYOR):
            label, colour = self.say("office_used", office=label), look.PAPER_DARK
        self.lines(surface, label, 13, colour, (x + 494, y, w - 502, h), 2, "bold", "midleft",
                   13 * 0.75)
        click = (lambda p=p: self.click(("player", p))) if pickable else None
        self.hit(self.layout.rect(*box), lambda p=p: self.player_tip(p), click, ("player", p))

    def score_tip(self, p: int) -> str:
        """The VP so far and what the end would add now (R56, R57), as Tab's overview."""
        row = self.game.standing(self.shown)[p]
        return self.say("tip.standing", player=self.name(p), vp=row["elections"],
                        majorities=row["majorities"], slander=row["slander"], total=row["total"])

    def player_tip(self, p: int) -> str:
        v = self.shown
        chips = ", ".join(f"{text.nation_name(n)} {v.chips[p][n]}" for n in range(4))
        return self.say("tip.player", player=self.name(p), vp=v.vp[p], chips=chips,
                        slander=v.slander[p], hand=v.placeable(p, self.config.bosses_per_player))

    def draw_offices(self, surface: pygame.Surface, view: TammanyState) -> None:
        self.panel(surface, G.OFFICES, (44, 38, 30), FRAME, 6, 2, 1, 10)
        for i, office in enumerate((MAYOR, *OFFICES)):
            x, y, w, h = box = G.office_box(i)
            holder = next((p for p in range(view.n) if view.office[p] == office), None)
            self.panel(surface, box, (236, 226, 200), INK, 5, 0, 1, 10)
            self.lines(surface, text.office_name(office), 12, INK, (x + 4, y, w - 8, 32), 2, "bold",
                       "center", 9)
            if holder is None:
                self.text(surface, "—", 12, look.MUTED, (x + w / 2, y + h - 10), "center")
            else:
                self.boss(surface, (x + 14, y + h - 10), 7, holder)
                self.text(surface, self.name(holder), 12, INK, (x + 25, y + h - 10), "midleft",
                          max_width=w - 30)
            self.hit(self.layout.rect(*box), self.say(f"tip.office.{office}"))
        for n in range(4):
            x, y, w, h = box = G.leader_box(n)
            self.panel(surface, box, (60, 52, 40), NATION[n], 5, 0, 1, 10)
            self.cube(surface, (x + 12, y + h / 2), 12, n)
            leaders = view.leaders[n]
            for i, p in enumerate(leaders[:5]):
                self.boss(surface, (x + 30 + i * 17, y + h / 2), 7, p)
            if not leaders:
                self.text(surface, self.say("leader"), 11, look.PAPER_DARK, (x + 24, y + h / 2),
                          "midleft", "italic", w - 28)
            who = ", ".join(self.name(p) for p in leaders) or self.say("nobody")
            self.hit(self.layout.rect(*box),
                     self.say("tip.leader", nation=text.nation_name(n), players=who))

    # -- the dialogs ---------------------------------------------------------------------------
    def confirm_button(self, kind: str) -> Button:
        return Button("confirm", self.say(f"button.{kind}"), self.confirm, style="primary",
                      tip=self.say(f"tip.{kind}"))

    def draw_bid(self, surface: pygame.Surface) -> None:
        """The sealed bid beside the log: a stepper per eligible nationality (R40), the
        rivals' bosses and most votes (public, section 9), and the votes it makes."""
        s, p = self.session.view(), self.my_turn()
        limits, bosses, chips = self.bid_limits(), s.bosses[s.ward][p], sum(self.bid)
        ward = text.ward_name(s.ward)
        title = self.say("bid.title_you", ward=ward) if p == self.you else \
            self.say("bid.title", player=self.name(p), ward=ward)
        d = Dialog(G.BID, title, "", [self.confirm_button("bid")], button_width=180)
        dialog(self, surface, d)
        x, y, w, h = G.BID
        votes = self.say("bid.votes", bosses=self.say("units.bosses", count=bosses),
                         chips=self.say("units.chips", count=chips),
                         votes=self.say("units.votes", count=bosses + chips))
        self.lines(surface, votes, 15, INK, (x + 16, y + h - 46, w - 228, 40), 2, "bold",
                   "midleft", 11)
        self.lines(surface, self.say("bid.secret"), 12, (90, 70, 50), (x + 16, y + 36, w - 32, 30),
                   2, "italic", "topleft", 10)
        rivals = [self.say("bid.rival", player=self.name(q),
                           bosses=self.say("units.bosses", count=s.bosses[s.ward][q]),
                           most=self.say("units.votes",
                                         count=s.bosses[s.ward][q] + sum(s.eligible(q, s.ward))))
                  for q in s.candidates(s.ward) if q != p]
        self.lines(surface, self.say("bid.rivals", rivals=" · ".join(rivals)), 12, INK,
                   (x + 16, y + h - 84, w - 32, 32), 2, "regular", "midleft", 10)
        nats = [n for n in range(4) if limits[n] > 0]
        for (rx, ry, _w, rh), n in zip(rows(d, len(nats), 68, 30, 86), nats, strict=True):
            cy, bh = ry + rh / 2, min(26.0, rh - 2)
            self.chip(surface, (rx + 16, cy), 10, n)
            self.text(surface, self.say("bid.row", nation=text.nation_name(n), count=limits[n]), 14,
                      INK, (rx + 32, cy), "midleft", max_width=200)
            for sign, key, dx, step, ok in (("−", "bid_minus", 244, -1, self.bid[n] > 0),
                                            ("+", "bid_plus", 330, 1, self.bid[n] < limits[n])):
                self.button(surface, Button((key, n), sign, lambda n=n, k=step: self.step_bid(n, k),
                                            (rx + dx, cy - bh / 2, 40, bh), ok, "quiet",
                                            self.say(f"tip.{key}")), 18)
            self.text(surface, str(self.bid[n]), 20, INK, (rx + 307, cy), "center", "bold")

    def draw_assign(self, surface: pygame.Surface) -> None:
        s = self.session.state
        others = [p for p in range(s.n) if p != s.mayor]
        title = self.say("assign.title_you") if s.mayor == self.you else \
            self.say("assign.title", player=self.name(s.mayor))
        d = Dialog(G.DIALOG, title,
                   buttons=[self.confirm_button("assign")], top=True, button_width=210)
        dialog(self, surface, d)
        width = (G.DIALOG[2] - 190) / 4
        for (x, y, _w, h), p in zip(rows(d, len(others), 48, 48), others, strict=True):
            self.boss(surface, (x + 18, y + h / 2 - 2), 10, p)
            self.text(surface, self.name(p), 14, INK, (x + 34, y + h / 2 - 2), "midleft", "bold",
                      120)
            for o, office in enumerate(OFFICES):
                style = "primary" if self.assign and self.assign[p] == o else "quiet"
                self.button(surface, Button(("assign", p, o), text.office_name(office),
                                            lambda p=p, o=o: self.set_office(p, o),
                                            (x + 164 + o * width, y, width - 6, h - 6), True,
                                            style, self.say(f"tip.office.{office}"), lines=2), 12)

    def draw_reveal(self, surface: pygame.Surface) -> None:
        """The bids of the ward just decided, all shown at once (R41), with the votes
        and the winner (R42), beside the log."""
        r = self.motion.reveal
        you = r.winner is not None and r.winner == self.you
        footer = "" if not r.decided else self.say("reveal.tie") if r.winner is None else \
            self.say("reveal.winner_you") if you else \
            self.say("reveal.winner", player=self.name(r.winner))
        d = Dialog(G.BID, self.say("reveal.title", ward=text.ward_name(r.ward)), footer=footer,
                   footer_ink=RED_INK)
        dialog(self, surface, d)
        votes = dict(r.votes)
        for (x, y, w, h), (p, bid) in zip(rows(d, len(r.bids), 46, 34, 50), r.bids, strict=True):
            cy = y + h / 2
            if r.decided and r.winner == p:
                self.panel(surface, (x, y + 1, w, h - 2), (250, 226, 150), None, 5, 0, 1, 10)
            self.boss(surface, (x + 16, cy), 10, p)
            self.text(surface, self.name(p), 14, INK, (x + 30, cy), "midleft", "bold", 96)
            self.text(surface, self.say("reveal.bosses", count=r.bosses.get(p, 0)), 13, INK,
                      (x + 130, cy), "midleft", max_width=70)
            cx = x + 204
            for n in (n for n in range(4) if bid[n]):
                stack(self, surface, (cx + 10, cy), self.piece("chip", n, 10), bid[n], offset=13,
                      size=15, colour=INK)
                cx += 36
            if not any(bid):
                self.text(surface, self.say("reveal.no_chips"), 13, (90, 70, 50), (cx, cy),
                          "midleft", "italic", 120)
            total = votes.get(p, r.bosses.get(p, 0) + sum(bid))
            self.text(surface, self.say("reveal.votes", count=total), 15, INK, (x + w - 8, cy),
                      "midright", "bold", 62)

    # -- over everything -------------------------------------------------------------------------
    def draw_flying(self, surface: pygame.Surface) -> None:
        for f in self.motion.flyers:
            if f.tween.started:
                size = {"cube": 16, "chip": 9}.get(f.kind, 10)
                self.piece(f.kind, f.face, size)(surface, f.point())
