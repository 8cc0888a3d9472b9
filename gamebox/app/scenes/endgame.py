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
from gamebox.app.session import Session
from gamebox.engine.game import Result
from gamebox.i18n import t

TOP = 64.0
HEIGHT = 592.0
LABEL_W = 300.0
COLUMN_W = 128.0
ROW_H = 40.0
ROW_MIN = 22.0
HEADER_H = 44.0  # each player's token and name above the columns
SHEET_GAP = 50.0  # the line saying what decided, above the buttons


class EndScene(BoxScene):
    opaque = False

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.result: Result | None = session.game.result(session.state)

    # -- the sheet -------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.session.match.seats)

    def panel_box(self) -> tuple[float, float, float, float]:
        width = max(680.0, min(1160.0, LABEL_W + 80 + COLUMN_W * self.players))
        return (640 - width / 2, TOP, width, HEIGHT)

    def rows(self) -> list[tuple[str, str, list[int]]]:
        """(key, label, value per player) of the score sheet, in the game's order."""
        result = self.result
        if result is None:
            return []
        if not result.breakdown:
            return [("total", t("app.end.score"), list(result.scores))]
        out = []
        for key in result.breakdown[0]:  # the game's order: parts, total, tiebreak counts
            values = [int(part.get(key, 0)) for part in result.breakdown]
            out.append((key, self._label(key), values))
        return out

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

    def winner_name(self) -> str:
        if self.result is None:
            return ""
        return self.session.match.names[self.result.winner]

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
        words = t("app.end.winner", name=self.winner_name())
        image = backdrop.gold_text(words, layout.px(30), "display")
        rect = image.get_rect(center=layout.point(640 + 18, y + 134))
        self._token(surface, winner, (rect.x - layout.px(26), rect.centery), 15)
        surface.blit(image, rect)
        # the sheet
        rows = self.rows()
        names = self.session.match.names
        left = x + 40
        columns_x = [left + LABEL_W + COLUMN_W * (i + 0.5) for i in range(self.players)]
        table_top = y + 186
        row_h = self.row_height(len(rows))
        sheet_h = HEADER_H + row_h * len(rows) + 10
        win_col = layout.rect(
            columns_x[winner] - COLUMN_W / 2 + 6, table_top - 6, COLUMN_W - 12, sheet_h
        )
        shade = pygame.Surface(win_col.size, pygame.SRCALPHA)
        shade.fill((*look.GOLD, 38))
        surface.blit(shade, win_col)
        pygame.draw.rect(surface, look.GOLD, win_col, 1, border_radius=layout.px(4))
        head = layout.font(16, "bold")
        for i, cx in enumerate(columns_x):
            self._token(surface, i, layout.point(cx, table_top + 10), 9)
            look.text(
                surface,
                names[i],
                head,
                look.GOLD_LIGHT if i == winner else look.PAPER,
                layout.point(cx, table_top + 30),
                "center",
                layout.px(COLUMN_W - 20),
            )
        body = layout.font(min(17.0, row_h * 0.62))
        bold = layout.font(min(18.0, row_h * 0.66), "bold")
        for row, (key, label, values) in enumerate(rows):
            cy = table_top + HEADER_H + row_h * (row + 0.5)
            if row % 2 == 0:
                band = pygame.Surface(
                    layout.rect(left, cy - row_h / 2, w - 80, row_h).size, pygame.SRCALPHA
                )
                band.fill((255, 255, 255, 10))
                surface.blit(band, layout.point(left, cy - row_h / 2))
            is_total = key == "total"
            if is_total:
                pygame.draw.line(
                    surface,
                    look.GOLD,
                    layout.point(left, cy - row_h / 2),
                    layout.point(left + w - 80, cy - row_h / 2),
                    max(1, layout.px(2)),
                )
            face = bold if is_total else body
            look.text(
                surface,
                label,
                face,
                look.GOLD_LIGHT if is_total else look.PAPER,
                layout.point(left + 14, cy),
                "midleft",
                layout.px(LABEL_W - 24),
            )
            for i, cx in enumerate(columns_x):
                look.text(
                    surface,
                    str(values[i]),
                    face,
                    look.GOLD_LIGHT if is_total else look.WHITE,
                    layout.point(cx, cy),
                    "center",
                )
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

    def _label(self, key: str) -> str:
        label_key = f"{self.session.game_id}.score.{key}"
        return t(label_key) if i18n.has(label_key) else key.replace("_", " ")

    def _token(
        self, surface: pygame.Surface, seat: int, centre: tuple[int, int], radius: float
    ) -> None:
        layout = self.layout
        token = look.player_look(
            seat, self.app.settings.colour_blind, self.session.game.seat_names
        )
        r = layout.px(radius)
        pygame.draw.circle(surface, token.colour, centre, r)
        pygame.draw.circle(surface, look.GOLD_LIGHT, centre, r, max(1, layout.px(1.5)))
        look.symbol(surface, token.symbol, centre, max(2, round(r * 0.5)), look.WHITE)
