"""Who is winning, on the table itself (a mixin of `TableScene`): every player's public
score, each stand's value and the role line under every name, from `SheriffGame.standing`
and `race` of the view on screen, so only what the person may see counts (§7.1)."""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look
from gamebox.games.sheriff import model as M
from gamebox.games.sheriff.model import HIDDEN
from gamebox.games.sheriff.table import art as A
from gamebox.games.sheriff.table.offer import hidden_count

SCORE_W = 62.0  # the score plaque: a wreath and the number


class Scores:
    """The running score and the race; `self` is the Sheriff `TableScene`."""

    def score_view(self: Any) -> Any:
        """The shown view, the bottom player's face-down cards hidden while drawn face down."""
        view = self.shown
        if self.private_ok() or not 0 <= view.viewer < view.n:
            return view
        masked = view.copy()
        p = view.viewer
        masked.stall_contra[p] = [c if c[1] else (HIDDEN, False) for c in view.stall_contra[p]]
        return masked

    def scores_now(self: Any) -> tuple[tuple[dict[str, int], ...], list[dict[str, tuple]]]:
        """(standing, race) of `score_view`, remembered while the view stays the same."""
        key = (id(self.shown), len(self.session.match.log), self.private_ok())
        if self._score_key != key:
            view = self.score_view()
            self._score_key = key
            self._score_rows = (self.game.standing(view), self.game.race(view))
        return self._score_rows

    def leaders(self: Any) -> set[int]:
        """Who leads by what is public (nobody while everyone is level)."""
        totals = [row["total"] for row in self.scores_now()[0]]
        best = {p for p, total in enumerate(totals) if total == max(totals)}
        return best if len(best) < len(totals) else set()

    def hidden_note(self: Any, p: int) -> str:
        """A tooltip's line for face-down stall cards the count leaves out, or ""."""
        hidden = hidden_count(self.score_view(), p)
        return "\n" + self.say("tip.score_hidden", count=hidden) if hidden else ""

    def score_tip(self: Any, p: int) -> str:
        row = self.scores_now()[0][p]
        words = self.say("tip.score", player=self.name(p), total=row["total"], gold=row["gold"],
                         stand=row["legal"] + row["contraband"], bonus=row["bonus"])
        return words + self.hidden_note(p) + "\n" + self.say("tip.score_keys")

    def draw_score(self: Any, surface: pygame.Surface, p: int, right: float, y: float) -> None:
        """The score plaque, its right edge at `right`; the leader's is lit gold."""
        total = self.scores_now()[0][p]["total"]
        box = (right - SCORE_W, y - 12, SCORE_W, 24)
        lead = p in self.leaders()
        rect = self.panel(surface, box, look.GOLD if lead else (30, 22, 16),
                          look.GOLD_LIGHT if lead else look.GOLD, 7, 0)
        if not self.collecting:
            A.wreath(surface, self.layout.point(box[0] + 13, y), self.layout.px(9),
                     A.TIMBER_DARK if lead else look.GOLD)
        self.text(surface, str(total), 16, look.INK if lead else look.GOLD_LIGHT,
                  (right - 6, y), "midright", "bold", SCORE_W - 28)
        self.hit(rect, lambda p=p: self.score_tip(p), key=("score", p))

    def draw_stand_value(self: Any, surface: pygame.Surface, p: int, x: float, y: float,
                         width: float) -> None:
        row = self.scores_now()[0][p]
        value = row["legal"] + row["contraband"]
        if not self.collecting:
            A.stand_icon(surface, self.layout.point(x + 9, y), self.layout.px(9))
        self.text(surface, str(value), 15, look.PAPER, (x + 22, y), "midleft", "bold",
                  width - 22)
        tip = self.say("tip.stand_value", player=self.name(p), value=value) + self.hidden_note(p)
        self.hit(self.layout.rect(x, y - 11, width, 22), tip, key=("stand", p))

    def role_line(self: Any, surface: pygame.Surface, view: Any, p: int, box: Any) -> None:
        """Under a name: Sheriff or merchant this round, and who sits there (`seat_role`)."""
        x, y, w = box
        sheriff = view.sheriff == p and view.phase != M.OVER
        role = self.say("role.sheriff" if sheriff else "role.merchant") \
            if view.sheriff >= 0 and view.phase != M.OVER else ""
        if role:
            self.text(surface, role, 13, look.GOLD_LIGHT if sheriff else look.PAPER_DARK,
                      (x, y), "midleft", "bold" if sheriff else "italic", w * 0.48)
        self.text(surface, self.seat_role(p), 12, look.MUTED, (x + w, y), "midright", "italic",
                  w * (0.5 if role else 1.0))
