"""What a table shows of a moment, the same at every table: a computer player's action
named where it happens, the summary after a scoring moment, and the score overview.

- **The moment.** Each step of a computer player's action that makes a log line holds
  the queue for at least `Motion.moment_scale` animation lengths, and while it plays a
  ring shows where it happens (the game motion's `spot`) and its line stands in the
  status line, or on a plate over the board where the game's frame puts one
  (`moment_at`). At "instant" speed nothing is held or shown.
- **The summary.** After a scoring moment (the game's `summary` rule: an election, an
  inspection, the end of a turn) a short panel says who gained what. While a person
  sits at the table it waits for them, at every speed: the computer players and the
  final score wait until a click or a key closes it (it says so). With no person seated,
  and in a replay, it closes by itself after a while, and at "instant" holds nothing.
- **The score overview** (Tab): the game's `standing` of the view, in the end screen's
  rows (`gamebox.app.scenes.scoresheet`).

`Moments` is mixed into `TableScene`; it only reads what the scene already has.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.drawing import Drawing
from gamebox.app.table.widgets import Box

SUMMARY_SECONDS = 8.0  # with no person to read it, a summary closes after this, scaled by speed
SUMMARY_WIDTH = 470.0
SUMMARY_ROW = 22.0  # design units a summary row takes

Point = tuple[float, float]


@dataclass
class Summary:
    """The panel after a scoring moment: a title and a line per player (or per fact)."""

    title: str
    lines: tuple[str, ...]
    opened: float = 0.0  # the table's clock when it opened


class Moments(Drawing):
    app: Any
    session: Any
    motion: Any
    clock: float
    seconds: Callable[[], float]
    say: Callable[..., str]
    replay: Any
    hotseat: bool

    # -- what a game sets or writes ---------------------------------------------------------
    frame: Any

    def summary_of(self, event: Any) -> Summary | None:
        """The summary a scoring event opens: the rules' own (`gamebox.games.summary_rule`),
        spoken to the one person at the table, to an onlooker in hot-seat and a replay."""
        told = self.summary_rule(self.game, self.session.match, event, self.you, self.names)
        return None if told is None else Summary(told.title, told.lines)

    # -- state kept by the table -------------------------------------------------------------
    summary: Summary | None = None

    def open_summary(self, summary: Summary) -> None:
        summary.opened = self.clock
        self.summary = summary

    def close_summary(self) -> bool:
        closed, self.summary = self.summary is not None, None
        return closed

    def summary_holds(self) -> bool:
        """Does an open summary keep the computer players waiting? Always while a person
        may read it; else until it times out (never at "instant")."""
        if self.summary is None:
            return False
        if self.replay is None and self.session.humans:
            return True
        seconds = self.seconds()
        if self.clock - self.summary.opened >= SUMMARY_SECONDS * max(0.6, seconds * 2):
            self.summary = None
            return False
        return seconds > 0

    def standing_now(self) -> Any:
        """The score overview's rows (`Game.standing`) as the table may show them now: as
        the viewer sees them, but in hot-seat as every person may (another may be looking,
        so no one's face-down cards count)."""
        s = self.session
        view = s.game.view(s.state, None) if self.hotseat else s.view()
        return s.game.standing(view)

    def open_scores(self) -> None:
        from gamebox.app.scenes.scoresheet import ScoreSheet

        self.app.push(ScoreSheet(self.app, self.session, self.standing_now()))

    def plate_up(self) -> bool:
        """Is a moment's plate over the board now? It says the step's line, so the status
        line does not say it too (one status line at a time)."""
        step = self.motion.current
        return step is not None and step.moment and self.seconds() > 0 \
            and self.frame.moment_at is not None

    # -- drawing -----------------------------------------------------------------------------
    def draw_moments(self, surface: pygame.Surface) -> None:
        """The moment's plate and ring, then the summary panel, over the table."""
        step = self.motion.current
        if step is not None and step.moment and self.seconds() > 0 and not self.collecting:
            self.draw_moment(surface, step.note.words, self.motion.spot(step.event),
                             step.clock.raw)
        if self.summary is not None:
            self.draw_summary(surface, self.summary)

    def draw_moment(self, surface: pygame.Surface, words: str, spot: Point | None,
                    raw: float) -> None:
        layout = self.layout
        alpha = max(0.0, min(1.0, raw * 8, (1 - raw) * 6))
        if spot is not None:
            pulse = 0.5 + 0.5 * math.sin(raw * math.tau * 2)
            radius = layout.px(30 + 8 * pulse)
            ring = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
            centre = (radius + 4, radius + 4)
            pygame.draw.circle(ring, (*look.GOLD_LIGHT, round(200 * alpha)), centre, radius,
                               max(2, layout.px(3)))
            surface.blit(ring, ring.get_rect(center=layout.point(*spot)))
        if self.frame.moment_at is None:
            return
        face = layout.fit_font(words, 17, "bold", layout.px(760))
        width = min(layout.px(760), face.size(words)[0]) + layout.px(36)
        rect = pygame.Rect(0, 0, width, face.get_linesize() + layout.px(14))
        rect.center = layout.point(*self.frame.moment_at)
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (30, 26, 22, 230), plate.get_rect(), border_radius=layout.px(8))
        pygame.draw.rect(plate, look.GOLD, plate.get_rect(), max(1, layout.px(1.5)),
                         border_radius=layout.px(8))
        look.text(plate, words, face, look.GOLD_LIGHT, plate.get_rect().center, "center",
                  layout.px(760))
        plate.set_alpha(round(255 * alpha))
        surface.blit(plate, rect)

    def summary_rows(self, summary: Summary) -> list[tuple[str, bool]]:
        """Each line wrapped to the panel (at most three rows a line); True marks a row
        that goes on from the one before (indented)."""
        width = self.layout.px(SUMMARY_WIDTH - 56)
        rows: list[tuple[str, bool]] = []
        for line in summary.lines:
            parts = self.layout.fit(line, 15, "regular", width, 3)[1] or (line,)
            rows += [(part, i > 0) for i, part in enumerate(parts)]
        return rows

    def summary_box(self, summary: Summary) -> Box:
        height = 70 + SUMMARY_ROW * len(self.summary_rows(summary)) + 26
        x, y = self.frame.summary_at
        return (x - SUMMARY_WIDTH / 2, y - height / 2, SUMMARY_WIDTH, height)

    def draw_summary(self, surface: pygame.Surface, summary: Summary) -> None:
        x, y, w, h = box = self.summary_box(summary)
        rect = self.panel(surface, box, (30, 26, 22), look.GOLD, 10, 5, 2)
        self.hit(rect, self.say("tip.summary"), self.close_summary, key="summary")
        self.text(surface, summary.title, 20, look.GOLD_LIGHT, (x + w / 2, y + 30), "center",
                  "display", w - 40)
        for i, (row, more) in enumerate(self.summary_rows(summary)):
            indent = 16 if more else 0
            self.text(surface, row, 15, look.PAPER, (x + 28 + indent, y + 58 + SUMMARY_ROW * i),
                      "topleft", "regular", w - 56 - indent)
        self.text(surface, self.say("summary.close"), 12, look.MUTED,
                  (x + w / 2, y + h - 18), "center", "italic", w - 40)
