"""The dice explained: the 36 rolls of R12-R14 as a 6x6 table (white die the row, black
the column), each cell in the rules' words (`text.cell_words`), beside a key of what each
kind of roll means. Opened with D or the dice tray's button; any key or click closes it.
"""

from __future__ import annotations

import pygame

from gamebox.app import look, pieces
from gamebox.app.scenes.base import BoxScene
from gamebox.games.capo.rules_actions import classify
from gamebox.games.capo.text import cell_words
from gamebox.i18n import t

BOX = (40.0, 22.0, 1200.0, 644.0)
HEAD = 44.0  # the die faces above and beside the grid
CELL_W, CELL_H = 112.0, 78.0
GRID_X, GRID_Y = BOX[0] + 28, BOX[1] + 82
KEY_X = GRID_X + HEAD + 6 * CELL_W + 26  # the key beside the grid
KEY_W = BOX[0] + BOX[2] - 26 - KEY_X

FILLS = {  # the kinds of roll, in the key's order
    "influence": (214, 226, 238), "extort": (240, 222, 186), "bribe": (222, 212, 232),
    "invest": (212, 232, 206), "combo": (236, 214, 200), "doubles": (246, 236, 200),
}
INK = (40, 32, 24)


def family(category: str) -> str:
    """The kind of roll a category (`classify`) belongs to: two actions are a combo."""
    if category.startswith("double_"):
        return "doubles"
    return "combo" if "_" in category else category


class DiceLegend(BoxScene):
    opaque = False

    def __init__(self, app, dice: tuple[int, int] = (0, 0)) -> None:
        super().__init__(app)
        self.dice = dice

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.pop()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYUP)

    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        x, y, w, _h = BOX
        look.panel(surface, layout.rect(*BOX), (30, 26, 22), layout.px(10), layout.px(4), look.GOLD,
                   max(1, layout.px(1.5)))
        look.text(surface, t("capo.table.legend.title"), look.font(layout.px(26), "display"),
                  look.GOLD_LIGHT, layout.point(x + w / 2, y + 28), "center", layout.px(w - 40))
        self.paragraph(surface, t("capo.table.legend.how"), 14, look.PAPER,
                       (GRID_X, y + 50, w - 56, 26), 1, "italic")
        self.draw_grid(surface)
        self.draw_key(surface)
        self.footer(surface, t("table.keys.close"))

    def draw_grid(self, surface: pygame.Surface) -> None:
        layout = self.layout
        for i in range(6):  # the black die over the columns, the white down the rows
            cx = GRID_X + HEAD + CELL_W * (i + 0.5)
            die = pieces.die_surface(layout.px(26), i + 1, (40, 40, 44), (240, 240, 236))
            surface.blit(die, die.get_rect(center=layout.point(cx, GRID_Y + HEAD / 2)))
            cy = GRID_Y + HEAD + CELL_H * (i + 0.5)
            die = pieces.die_surface(layout.px(26), i + 1, (246, 244, 236), (30, 30, 30))
            surface.blit(die, die.get_rect(center=layout.point(GRID_X + HEAD / 2, cy)))
        for white in range(1, 7):
            for black in range(1, 7):
                cell = layout.rect(GRID_X + HEAD + CELL_W * (black - 1) + 2,
                                   GRID_Y + HEAD + CELL_H * (white - 1) + 2, CELL_W - 4,
                                   CELL_H - 4)
                fill = FILLS[family(classify(white, black))]
                pygame.draw.rect(surface, fill, cell, border_radius=layout.px(5))
                if (white, black) == self.dice:
                    pygame.draw.rect(surface, look.GOLD, cell.inflate(layout.px(4), layout.px(4)),
                                     max(2, layout.px(3)), border_radius=layout.px(7))
                first, second = cell_words(white, black)
                width = cell.w - layout.px(8)
                bold, heads = layout.fit(first, 11.5, "bold", width, 2, 10)
                rows: list[tuple[str, pygame.font.Font]] = [(row, bold) for row in heads]
                for part in second.split("\n"):  # a cell's words may ask for a new line
                    room = max(1, 4 - len(rows))  # four rows at most in a cell
                    face, lines = layout.fit(part, 11.5, "regular", width, room, 9.5)
                    if len(lines) > room:
                        lines = [*lines[:room - 1], " ".join(lines[room - 1:])]
                    rows.extend((row, face) for row in lines)
                top = cell.centery - sum(f.get_linesize() for _, f in rows) // 2
                for row, face in rows:
                    look.text(surface, row, face, INK, (cell.centerx, top), "midtop", width)
                    top += face.get_linesize()
        look.text(surface, t("capo.table.legend.white"), layout.font(11, "bold"), look.PAPER_DARK,
                  layout.point(GRID_X + HEAD / 2, GRID_Y + 8), "center", layout.px(HEAD + 10))
        look.text(surface, t("capo.table.legend.black"), layout.font(11, "bold"), look.PAPER_DARK,
                  layout.point(GRID_X + HEAD + 3 * CELL_W, GRID_Y - 6), "center", layout.px(300))

    def draw_key(self, surface: pygame.Surface) -> None:
        """What each kind of roll means, and why: its swatch and a few words."""
        layout = self.layout
        top = GRID_Y + 4
        for kind, fill in FILLS.items():
            swatch = layout.rect(KEY_X, top + 3, 14, 14)
            pygame.draw.rect(surface, fill, swatch, border_radius=layout.px(3))
            used = self.paragraph(surface, t(f"capo.table.legend.key.{kind}"), 13, look.PAPER,
                                  (KEY_X + 22, top, KEY_W - 22, 100), 5)
            top += used + 9
        self.paragraph(surface, t("capo.table.legend.chance"), 12.5, look.PAPER_DARK,
                       (KEY_X, top + 4, KEY_W, 60), 3, "italic")

    def paragraph(self, surface: pygame.Surface, words: str, size: float, colour: tuple,
                  box: tuple[float, float, float, float], lines: int,
                  style: str = "regular") -> float:
        """Words wrapped in `box` (design units); returns the height used."""
        layout = self.layout
        x, y, w, _h = box
        face, rows = layout.fit(words, size, style, layout.px(w), lines, size - 2)
        step = face.get_linesize()
        left, top = layout.point(x, y)
        for i, row in enumerate(rows[:lines]):
            look.text(surface, row, face, colour, (left, top + i * step), "topleft", layout.px(w))
        return step * min(lines, len(rows)) / layout.scale
