"""The map legend (L, or the small Legend button on the map): what the zone colours, the
lit and chosen wards, the washes and lines, the pieces and the bonus icons mean, each
drawn as it is on the map. It lies over the map, an overlay on the stack, until a key
(L, Esc) or a click closes it. A mixin of the table scene."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from gamebox.app import look
from gamebox.app.table.widgets import Button, centre
from gamebox.games.tammany.table import geometry as G
from gamebox.games.tammany.table.board import BONUS_ICON, CHOSEN, INK, RED_INK, crosshatch
from gamebox.games.tammany.table.engraving import LAND, ZONE_WASH, mix

ROW = 40.0  # a legend row's height
ICON_W = 40.0
Icon = Callable[[pygame.Surface, tuple[float, float, float, float]], None]


class Legend:
    """`open_legend` opens it over the table; its button is lit while it is open."""

    def open_legend(self) -> None:
        self.open_overlay("legend", self.draw_legend)

    def draw_legend_button(self, surface: pygame.Surface) -> None:
        lit = self.overlay_open() == "legend"
        b = Button("legend", self.say("button.legend"), self.open_legend, G.LEGEND_BUTTON,
                   True, "primary" if lit else "quiet", self.say("tip.legend"))
        self.button(surface, b, 11)

    def zone_words(self, zone: str) -> str:
        """"Zone II: wards 3, 5, 8, 9, 15 · opens in year 5" for this player count."""
        wards = ", ".join(str(w) for w in self.config.zones[zone].wards)
        year = next((y for y, zones in sorted(self.config.activation[self.n].items())
                     if zone in zones), None)
        when = self.say("legend.open_now") if year == 1 else \
            self.say("legend.opens", year=year) if year else self.say("legend.never")
        return self.say("legend.zone", zone=zone, wards=wards, when=when)

    # -- the panel ---------------------------------------------------------------------------
    def draw_legend(self, surface: pygame.Surface) -> None:
        x, y, w, _h = G.LEGEND
        rect = self.panel(surface, G.LEGEND, LAND, INK, 10, 6, 1.5)
        self.hit(rect, self.say("tip.legend_close"), key="legend_panel")
        if not self.collecting:
            pygame.draw.rect(surface, INK, rect.inflate(-self.layout.px(10),
                                                        -self.layout.px(10)), 1,
                             border_radius=self.layout.px(7))
        self.text(surface, self.say("legend.title"), 22, INK, (x + w / 2, y + 26), "center",
                  "display", w - 60)
        self.text(surface, self.say("legend.close"), 12, (100, 76, 50), (x + w / 2, y + 48),
                  "center", "italic", w - 60)
        half = (w - 48) / 2
        left = [("head", self.say("legend.zones"), None),
                *((None, self.zone_words(z), self.zone_icon(z)) for z in ("I", "II", "III")),
                (None, self.say("legend.closed"), self.veil_icon((96, 84, 70, 96))),
                ("head", self.say("legend.wards"), None),
                (None, self.say("legend.number"), self.number_icon),
                (None, self.say("legend.lit"), self.ringed_icon(0.3, (230, 160, 20))),
                (None, self.say("legend.chosen"), self.ringed_icon(0.16, CHOSEN)),
                (None, self.say("legend.tentative"), self.tentative_icon),
                (None, self.say("legend.locked"), self.locked_icon),
                (None, self.say("legend.elected"), self.veil_icon((250, 214, 110, 120))),
                (None, self.say("legend.border"), self.line_icon(INK, 1.2)),
                (None, self.say("legend.zone_border"), self.line_icon(RED_INK, 3.2))]
        right = [("head", self.say("legend.pieces"), None),
                 (None, self.say("legend.cubes"), self.row_icon("cube")),
                 (None, self.say("legend.chips"), self.row_icon("chip")),
                 (None, self.say("legend.bosses"), self.row_icon("boss")),
                 (None, self.say("legend.count"), self.count_icon),
                 (None, self.say("legend.slander"), self.slander_icon),
                 ("head", self.say("legend.bonuses"), None),
                 (None, self.say("legend.hall"), self.hall_icon),
                 (None, self.say("legend.bonus_cube"), self.bonus_icon("cube")),
                 (None, self.say("legend.bonus_chip"), self.bonus_icon("favor_chip")),
                 (None, self.say("legend.values"), None)]
        for column, items in ((x + 20, left), (x + 28 + half, right)):
            top = y + 66
            for kind, words, icon in items:
                if kind == "head":
                    self.text(surface, look.caps(words), 13, RED_INK, (column, top + 10),
                              "midleft", "bold", half)
                    if not self.collecting:
                        a = self.layout.point(column, top + 20)
                        b = self.layout.point(column + half - 8, top + 20)
                        pygame.draw.line(surface, RED_INK, a, b, 1)
                    top += 26
                    continue
                if icon is not None and not self.collecting:
                    icon(surface, (column, top + 4, ICON_W - 6, ROW - 10))
                self.lines(surface, words, 12.5, INK, (column + ICON_W, top, half - ICON_W, ROW),
                           2, "regular", "midleft", 10)
                top += ROW

    # -- the icons: each a small piece of the map as the map draws it ------------------------
    def swatch(self, surface: pygame.Surface, box: tuple, fill: tuple,
               border: tuple | None = INK, width: float = 1) -> pygame.Rect:
        rect = self.layout.rect(*box)
        pygame.draw.rect(surface, fill, rect)
        if border is not None:
            pygame.draw.rect(surface, border, rect, max(1, self.layout.px(width)))
        return rect

    def zone_icon(self, zone: str) -> Icon:
        wash = ZONE_WASH[zone]

        def draw(surface: pygame.Surface, box: tuple) -> None:
            rect = self.swatch(surface, box, mix(LAND, wash, 0.16), None)
            pygame.draw.rect(surface, mix(LAND, wash, 0.6), rect, max(3, self.layout.px(5)))
            pygame.draw.rect(surface, INK, rect, 1)
            self.text(surface, zone, 11, INK, (box[0] + box[2] / 2, box[1] + box[3] / 2),
                      "center", "display")
        return draw

    def veil_icon(self, veil: tuple) -> Icon:
        def draw(surface: pygame.Surface, box: tuple) -> None:
            rect = self.swatch(surface, box, mix(LAND, ZONE_WASH["II"], 0.16))
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            layer.fill(veil)
            surface.blit(layer, rect)
            pygame.draw.rect(surface, INK, rect, 1)
        return draw

    def number_icon(self, surface: pygame.Surface, box: tuple) -> None:
        x, y, w, h = box
        centre, r = self.layout.point(x + w / 2, y + h / 2), self.layout.px(G.HEAD / 2 - 2)
        pygame.draw.circle(surface, (250, 244, 228), centre, r)
        pygame.draw.circle(surface, INK, centre, r, max(1, self.layout.px(1.5)))
        self.text(surface, "6", 14, INK, (x + w / 2, y + h / 2), "center", "bold")

    def ringed_icon(self, wash: float, ring: tuple) -> Icon:
        """A ward lit (gold) or chosen (red), as `ward_overlay` rings it."""
        def draw(surface: pygame.Surface, box: tuple) -> None:
            rect = self.swatch(surface, box, mix(LAND, ZONE_WASH["I"], wash), None)
            pygame.draw.rect(surface, ring, rect, max(3, self.layout.px(4)))
        return draw

    def tentative_icon(self, surface: pygame.Surface, box: tuple) -> None:
        x, y, w, h = box
        layout = self.layout
        rect = layout.rect(x, y + h / 2 - G.CHIP_H / 2, w, G.CHIP_H)
        look.panel(surface, rect, (255, 240, 196), layout.px(5), 0, CHOSEN, max(2, layout.px(2)))
        self.boss(surface, (x + 9, y + h / 2), G.CHIP / 2 + 1, self.seat_order()[-1])
        self.text(surface, "1", 14, INK, (x + 18, y + h / 2), "midleft", "bold")

    def locked_icon(self, surface: pygame.Surface, box: tuple) -> None:
        rect = self.swatch(surface, box, mix(LAND, ZONE_WASH["I"], 0.16))
        corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
        crosshatch(surface, rect, corners, max(4, self.layout.px(8)))

    def line_icon(self, colour: tuple, width: float) -> Icon:
        def draw(surface: pygame.Surface, box: tuple) -> None:
            x, y, w, h = box
            layout = self.layout
            pygame.draw.line(surface, colour, layout.point(x, y + h / 2),
                             layout.point(x + w, y + h / 2), max(1, layout.px(width)))
        return draw

    def row_icon(self, kind: str) -> Icon:
        def draw(surface: pygame.Surface, box: tuple) -> None:
            x, y, _w, h = box
            keys = range(4) if kind != "boss" else self.seat_order()[:4]
            for i, key in enumerate(keys):  # two by two
                size = 11 if kind == "cube" else 5.5
                at = (x + 7 + (i % 2) * 14, y + h / 2 - 6.5 + (i // 2) * 13)
                self.piece(kind, key, size)(surface, at)
        return draw

    def count_icon(self, surface: pygame.Surface, box: tuple) -> None:
        x, y, _w, h = box
        self.cube(surface, (x + 8, y + h / 2), G.CHIP, 0)
        self.text(surface, "2", 14, INK, (x + 17, y + h / 2), "midleft", "bold")

    def slander_icon(self, surface: pygame.Surface, box: tuple) -> None:
        self.slander_chip(surface, centre(box))

    def hall_icon(self, surface: pygame.Surface, box: tuple) -> None:
        x, y, w, h = box
        self.draw_hall(surface, (x + w / 2, y + h / 2 + 3))

    def bonus_icon(self, kind: str) -> Icon:
        def draw(surface: pygame.Surface, box: tuple) -> None:
            x, y, _w, h = box
            self.piece(*BONUS_ICON[kind])(surface, (x + 9, y + h / 2))
            self.text(surface, "+", 14, RED_INK, (x + 18, y + h / 2), "midleft", "bold")
        return draw
