"""End of a game: the winner, every player's score breakdown, the tiebreak that decided,
and Play again (same seats, names and options, a new seed), Watch the replay or back to
the menu. Shown
over the final table, which stays visible around the score sheet."""

from __future__ import annotations

import pygame

from gamebox import i18n
from gamebox.app import look, matches
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.app.scenes.scoresheet import (
    HEADER_H,
    draw_sheet,
    seat_looks,
    sheet_rows,
    sheet_width,
    token,
)
from gamebox.app.session import Session
from gamebox.engine.game import Result
from gamebox.i18n import t

TOP = 64.0
HEIGHT = 592.0
ROW_H = 40.0
ROW_MIN = 22.0
SHEET_GAP = 50.0  # the line saying what decided, above the buttons


class EndScene(BoxScene):
    opaque = False

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.result: Result | None = session.game.result(session.state)
        self.winners = session.game.winners(session.state)  # every seat of a shared win

    # -- the sheet -------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.session.match.seats)

    def panel_box(self) -> tuple[float, float, float, float]:
        width = sheet_width(self.players)
        return (640 - width / 2, TOP, width, HEIGHT)

    def rows(self) -> list[tuple[str, str, list[int]]]:
        """(key, label, value per player) of the score sheet, in the game's order."""
        result = self.result
        if result is None:
            return []
        if not result.breakdown:
            return [("total", t("app.end.score"), list(result.scores))]
        return sheet_rows(self.session.game_id, result.breakdown)

    def decided(self) -> str:
        result = self.result
        if result is None:
            return ""
        for key in (
            f"{self.session.game_id}.decided_by.{result.decided_by}",  # the game's own words
            f"app.end.decided_by.{result.decided_by}",
        ):
            if i18n.has(key):
                return t(key)
        return t("app.end.decided_other", how=result.decided_by.replace("_", " "))

    def winner_words(self) -> str:
        """ "Red wins!", or every seat of a shared win: "Yellow 1 & Yellow 2 win!"."""
        names = self.session.match.names
        seats = self.winners
        if len(seats) > 1:
            return t("app.end.winners", names=" & ".join(names[p] for p in seats))
        return t("app.end.winner", name=names[seats[0]]) if seats else ""

    # -- elements ----------------------------------------------------------------------------
    def build(self) -> None:
        """Menu on the left, Play again (the main one) on the right, Watch the replay
        halfway between; the three fit the narrowest sheet (two players)."""
        x, y, w, h = self.panel_box()
        top = y + h - 78
        self.button((x + w - 44 - 200, top, 200, 50), t("app.end.play_again"), self.again,
                    kind="primary")
        self.button((x + 44, top, 160, 50), t("app.end.menu"), self.menu)
        middle = x + 44 + 160 + (w - 88 - 360) / 2
        self.button((middle - 100, top, 200, 50), t("app.end.replay"), self.watch)

    def watch(self) -> None:
        """The match again from its first move, on its own table (V shows another seat's
        view, or everything)."""
        self.app.nav.watch(self.session.match, self.session.game_id)

    def again(self) -> None:
        match = self.session.match
        fresh = matches.new_match(
            self.session.game_id, list(match.seats), list(match.names), dict(match.options)
        )
        self.app.nav.play_from_menu(fresh, self.session.game_id)

    def menu(self) -> None:
        self.app.nav.back_to_menu()

    def on_escape(self) -> None:
        self.menu()

    # -- drawing -----------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        x, y, w, h = self.panel_box()
        backdrop.deco_panel(surface, layout.rect(x, y, w, h), layout, 255)
        backdrop.draw_title(surface, t("app.end.title"), layout, (640, y + 54), 40, 0.06)
        backdrop.rule(surface, layout, (640, y + 90), min(w - 120, 520))
        if self.result is None:
            return
        winner = self.result.winner
        words = self.winner_words()
        image = backdrop.gold_text(words, layout.px(30), "display")
        rect = image.get_rect(center=layout.point(640 + 18, y + 134))
        looks = seat_looks(self.app, self.session)
        token(surface, layout, looks[winner], (rect.x - layout.px(26), rect.centery), 15)
        surface.blit(image, rect)
        table_top = y + 186
        row_h = self.row_height(len(rows := self.rows()))
        sheet_h = draw_sheet(surface, layout, (x + 40, table_top, w - 80), rows, row_h,
                             list(self.session.match.names), looks, self.winners)
        note_y = table_top + sheet_h + min(30.0, row_h * 0.75)
        look.text(
            surface,
            self.decided(),
            layout.font(17, "italic"),
            look.PAPER_DARK,
            layout.point(640, note_y),
            "center",
            layout.px(w - 80),
        )
        self.footer(surface, t("app.end.keys"))

    def row_height(self, rows: int) -> float:
        """Rows of the sheet share the room between the winner line and the buttons:
        a long breakdown (Tammany's has ten) gets thinner rows, never fewer."""
        room = HEIGHT - 186 - 78 - SHEET_GAP - HEADER_H
        return max(ROW_MIN, min(ROW_H, room / max(1, rows)))
