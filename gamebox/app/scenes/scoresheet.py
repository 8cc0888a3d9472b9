"""The score sheet: every player's breakdown in the game's rows, with the players'
tokens and names over the columns. The end screen shows the final one; a table's Tab
shows the standing so far (`ScoreSheet`), the same rows as far as they are public.
"""

from __future__ import annotations

from collections.abc import Collection

import pygame

from gamebox import i18n
from gamebox.app import look
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.i18n import t

LABEL_W = 300.0
COLUMN_W = 128.0
HEADER_H = 44.0  # each player's token and name above the columns

Row = tuple[str, str, list[int]]  # key, label, value per player


def sheet_rows(game_id: str, breakdown: tuple[dict[str, int], ...]) -> list[Row]:
    """The rows of a breakdown in the game's order (its first player's keys), labelled
    with the game's words (`<game>.score.<key>`)."""
    if not breakdown:
        return []
    rows = []
    for key in breakdown[0]:
        label_key = f"{game_id}.score.{key}"
        label = t(label_key) if i18n.has(label_key) else key.replace("_", " ")
        rows.append((key, label, [int(part.get(key, 0)) for part in breakdown]))
    return rows


def seat_looks(app, session) -> list[look.PlayerLook]:
    """Every seat's token colour and symbol, as the player's settings draw them."""
    ids = session.game.seat_ids(len(session.match.seats))
    return [look.player_look(i, app.settings.colour_blind, ids)
            for i in range(len(session.match.seats))]


def sheet_width(players: int) -> float:
    return max(680.0, min(1160.0, LABEL_W + 80 + COLUMN_W * players))


def token(surface: pygame.Surface, layout: look.Layout, look_of: look.PlayerLook,
          centre: tuple[int, int], radius: float) -> None:
    r = layout.px(radius)
    pygame.draw.circle(surface, look_of.colour, centre, r)
    pygame.draw.circle(surface, look.GOLD_LIGHT, centre, r, max(1, layout.px(1.5)))
    look.symbol(surface, look_of.symbol, centre, max(2, round(r * 0.5)), look_of.ink)


def draw_sheet(surface: pygame.Surface, layout: look.Layout, box: tuple[float, float, float],
               rows: list[Row], row_h: float, names: list[str], looks: list[look.PlayerLook],
               lead: Collection[int]) -> float:
    """The sheet at (left, top, width) in design units, the `lead` players' columns lit
    (the winner, or every seat of a shared win); returns its height."""
    left, table_top, width = box
    columns_x = [left + LABEL_W + COLUMN_W * (i + 0.5) for i in range(len(names))]
    sheet_h = HEADER_H + row_h * len(rows) + 10
    for seat in lead:
        lit = layout.rect(columns_x[seat] - COLUMN_W / 2 + 6, table_top - 6, COLUMN_W - 12,
                          sheet_h)
        shade = pygame.Surface(lit.size, pygame.SRCALPHA)
        shade.fill((*look.GOLD, 38))
        surface.blit(shade, lit)
        pygame.draw.rect(surface, look.GOLD, lit, 1, border_radius=layout.px(4))
    head = layout.font(16, "bold")
    for i, cx in enumerate(columns_x):
        token(surface, layout, looks[i], layout.point(cx, table_top + 10), 9)
        look.text(surface, names[i], head, look.GOLD_LIGHT if i in lead else look.PAPER,
                  layout.point(cx, table_top + 30), "center", layout.px(COLUMN_W - 20))
    body = layout.font(min(17.0, row_h * 0.62))
    bold = layout.font(min(18.0, row_h * 0.66), "bold")
    for row, (key, label, values) in enumerate(rows):
        cy = table_top + HEADER_H + row_h * (row + 0.5)
        if row % 2 == 0:
            band = pygame.Surface(layout.rect(left, cy - row_h / 2, width, row_h).size,
                                  pygame.SRCALPHA)
            band.fill((255, 255, 255, 10))
            surface.blit(band, layout.point(left, cy - row_h / 2))
        is_total = key == "total"
        if is_total:
            pygame.draw.line(surface, look.GOLD, layout.point(left, cy - row_h / 2),
                             layout.point(left + width, cy - row_h / 2), max(1, layout.px(2)))
        face = bold if is_total else body
        ink = look.GOLD_LIGHT if is_total else look.PAPER
        look.text(surface, label, face, ink, layout.point(left + 14, cy), "midleft",
                  layout.px(LABEL_W - 24))
        for i, cx in enumerate(columns_x):
            look.text(surface, str(values[i]), face,
                      look.GOLD_LIGHT if is_total else look.WHITE, layout.point(cx, cy),
                      "center")
    return sheet_h


class ScoreSheet(BoxScene):
    """The standing so far (Tab at a table), over the dimmed table until any key or click
    closes it. Only what the person at the screen may see is counted."""

    opaque = False
    ROW_H = 34.0

    def __init__(self, app, session, breakdown: tuple[dict[str, int], ...]) -> None:
        super().__init__(app)
        self.session = session
        self.rows = sheet_rows(session.game_id, breakdown)

    def box(self) -> tuple[float, float, float, float]:
        height = 150 + HEADER_H + self.ROW_H * max(1, len(self.rows))
        width = sheet_width(len(self.session.match.seats))
        return (640 - width / 2, max(20.0, 340 - height / 2), width, height)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.pop()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYUP)

    def lead(self) -> tuple[int, ...]:
        """The seats on top of the totals: one, or partners who play one colour; a tie
        between rivals lights nobody."""
        totals = next((values for key, _, values in self.rows if key == "total"), None)
        if not totals:
            return ()
        top = tuple(i for i, value in enumerate(totals) if value == max(totals))
        ids = self.session.game.seat_ids(len(totals))
        if len(top) > 1 and len({ids[i] if i < len(ids) else i for i in top}) > 1:
            return ()
        return top

    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        x, y, w, h = self.box()
        backdrop.deco_panel(surface, layout.rect(x, y, w, h), layout, 255)
        look.text(surface, t("table.scores.title"), look.font(layout.px(28), "display"),
                  look.GOLD_LIGHT, layout.point(640, y + 36), "center", layout.px(w - 40))
        game_id = self.session.game_id
        note_key = f"{game_id}.scores_note"
        note = t(note_key) if i18n.has(note_key) else t("table.scores.note")
        look.text(surface, note, layout.font(15, "italic"), look.PAPER_DARK,
                  layout.point(640, y + 70), "center", layout.px(w - 60))
        if not self.rows:
            look.text(surface, t("table.scores.none"), layout.font(17), look.PAPER,
                      layout.point(640, y + 120), "center", layout.px(w - 60))
        else:
            draw_sheet(surface, layout, (x + 40, y + 100, w - 80), self.rows, self.ROW_H,
                       list(self.session.match.names), seat_looks(self.app, self.session),
                       self.lead())
        self.footer(surface, t("table.keys.close"))
