"""The still part of the map, drawn once per window size and language like an engraved
and hand-coloured plan of lower Manhattan around 1850: paper with its grain, water
lines following the shore, the piers of the North and East Rivers, a street grid in
every ward, a wash of its zone's colour along each ward's edge, the river names, a
compass rose and a title cartouche.

The ward shapes are the data file's (`wardmap`), untouched: the drawing only decorates
them, so the adjacency every player relies on (a shared border) is exactly what the
heavy and thin border lines show. Nothing here changes during a game; what does (lit,
locked, inactive and elected wards, pieces) is drawn over this picture by `board`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache

import pygame

from gamebox.app import look
from gamebox.games.tammany.table import geometry as G
from gamebox.games.tammany.table.wardmap import WardMap, edges, owners

Point = tuple[float, float]
Pixel = tuple[int, int]
Colour = tuple[int, int, int]

BACK = (44, 36, 28)
SEA = (178, 198, 192)
WATER_LINE = (86, 112, 116)
LAND = (240, 229, 202)
INK = (58, 44, 30)
RED_INK = (120, 40, 30)
PIER = (222, 204, 164)
ZONE_WASH = {"I": (204, 118, 128), "II": (128, 168, 100), "III": (138, 128, 196)}
WATER_LABEL_MAX = 104.0  # design units a water name may run along the shore
CARTOUCHE: tuple[float, float, float, float] = (392, 517, 146, 58)  # in the East River's mouth
WATER_RINGS = 9  # lines along the shore, the nearest darkest
STREET_ANGLE = {1: 12, 2: 8, 3: -6, 4: 8, 5: -4, 6: 3, 7: -14, 8: 0, 9: 0, 10: -10, 11: 0,
                13: -12, 14: 2, 15: 0, 17: 0}  # degrees: the old town's streets run askew


def mix(a: Colour, b: Colour, k: float) -> Colour:
    """`a` moved a fraction `k` towards `b`."""
    return tuple(round(x + (y - x) * k) for x, y in zip(a, b, strict=True))  # type: ignore


def clipped(surface: pygame.Surface, polygon: list[Pixel],
            draw: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
    """Whatever `draw` puts on a clear layer the size of `polygon`'s bounds, kept only
    inside `polygon`, onto `surface` (the layer's own alpha is kept)."""
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    bound = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    layer = pygame.Surface(bound.size, pygame.SRCALPHA)
    draw(layer, bound)
    mask = pygame.Surface(bound.size, pygame.SRCALPHA)
    local = [(x - bound.x, y - bound.y) for x, y in polygon]
    pygame.draw.polygon(mask, (255, 255, 255, 255), local)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(layer, bound)


def band(surface: pygame.Surface, segments: list[tuple[Pixel, Pixel]], radius: float,
         colour: Colour) -> None:
    """Everything within `radius` pixels of the segments, in one colour."""
    for (x1, y1), (x2, y2) in segments:
        length = math.hypot(x2 - x1, y2 - y1) or 1.0
        nx, ny = -(y2 - y1) / length * radius, (x2 - x1) / length * radius
        pygame.draw.polygon(surface, colour, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny),
                                              (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)])
        pygame.draw.circle(surface, colour, (x1, y1), radius)
        pygame.draw.circle(surface, colour, (x2, y2), radius)


@cache
def grain_tile(size: int = 128, seed: int = 1850) -> pygame.Surface:
    """Paper grain: faint specks and fibres, to be tiled (the same for every size)."""
    rng = random.Random(seed)
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(size * size // 5):
        x, y = rng.randrange(size), rng.randrange(size)
        tile.set_at((x, y), (70, 50, 30, rng.randint(6, 26)))
    for _ in range(size // 6):  # short fibres
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        a = rng.uniform(0, math.tau)
        end = (x + 6 * math.cos(a), y + 6 * math.sin(a))
        pygame.draw.aaline(tile, (90, 70, 40, 26), (x, y), end)
    return tile


class Engraver:
    """Draws the still map for one layout; `words` gives the river names and the
    cartouche (already in the table's language)."""

    def __init__(self, layout: look.Layout, wards: WardMap, zone_of: dict[int, str],
                 words: Callable[[str], str]) -> None:
        self.layout = layout
        self.map = wards
        self.zone_of = zone_of
        self.words = words

    def px(self, p: Point) -> Pixel:
        """A map point (map units) in pixels."""
        return self.layout.point(*G.map_point(p))

    def polygon(self, w: int) -> list[Pixel]:
        return [self.px(p) for p in self.map.wards[w]]

    def coast(self) -> list[tuple[Point, Point]]:
        """The shore: ward edges no other ward shares, less the northern cut (y = 0),
        where the city goes on off the map."""
        owner = {e for poly in self.map.wards.values() for e in edges(poly)}
        return [(a, b) for a, b in owner if (b, a) not in owner and not (a[1] == b[1] == 0)]

    # -- the picture ----------------------------------------------------------------------
    def draw(self, size: tuple[int, int]) -> pygame.Surface:
        layout = self.layout
        surface = pygame.Surface(size)
        surface.fill(BACK)
        panel = layout.rect(*G.MAP_PANEL)
        look.panel(surface, panel, SEA, layout.px(10), layout.px(4), (60, 50, 38), 1)
        clip = surface.get_clip()
        surface.set_clip(panel.inflate(-layout.px(4), -layout.px(4)))
        self.water(surface)
        self.piers(surface)
        for w in self.map.wards:
            self.ward(surface, w)
        self.borders(surface)
        self.paper(surface, panel)
        surface.set_clip(clip)
        self.labels(surface)
        self.compass(surface, G.map_point((75.5, 48)))
        self.cartouche(surface)
        return surface

    def water(self, surface: pygame.Surface) -> None:
        """Lines along the shore, closer and darker near it, as engravers drew water."""
        layout = self.layout
        shore = [(self.px(a), self.px(b)) for a, b in self.coast()]
        step, thick = max(3.0, layout.px(7)), max(1.0, layout.scale * 1.1)
        for i in range(WATER_RINGS, 0, -1):
            d = i * step - step * 0.55
            band(surface, shore, d + thick, mix(WATER_LINE, SEA, (i - 1) / WATER_RINGS))
            band(surface, shore, d, SEA)

    def piers(self, surface: pygame.Surface) -> None:
        """Short piers along both rivers (none at the Battery, none in the boxes)."""
        keep_clear = [self.layout.rect(*G.map_box(box)).inflate(6, 6)
                      for box in (self.map.castle_garden, self.map.bag)]
        south = self.map.wards.get(1, ())
        for (ax, ay), (bx, by) in self.coast():
            length = math.hypot(bx - ax, by - ay)
            if length < 5.5 or ((ax, ay) in south and (bx, by) in south):
                continue
            ux, uy = (bx - ax) / length, (by - ay) / length
            nx, ny = uy, -ux  # outwards: the wards are listed clockwise on screen
            k = 1.6
            while k < length - 1.0:
                cx, cy = ax + ux * k, ay + uy * k
                corners = [(cx - ux * 0.35, cy - uy * 0.35), (cx + ux * 0.35, cy + uy * 0.35),
                           (cx + ux * 0.35 + nx * 1.9, cy + uy * 0.35 + ny * 1.9),
                           (cx - ux * 0.35 + nx * 1.9, cy - uy * 0.35 + ny * 1.9)]
                pixels = [self.px(p) for p in corners]
                rect = pygame.Rect(min(p[0] for p in pixels), min(p[1] for p in pixels), 1, 1)
                rect.union_ip(pygame.Rect(max(p[0] for p in pixels),
                                          max(p[1] for p in pixels), 1, 1))
                if not any(rect.colliderect(r) for r in keep_clear):
                    pygame.draw.polygon(surface, PIER, pixels)
                    pygame.draw.polygon(surface, INK, pixels, 1)
                k += 2.7

    def ward(self, surface: pygame.Surface, w: int) -> None:
        """Paper, fine hatching, the streets, and the zone's wash along the edge."""
        layout = self.layout
        pts = self.polygon(w)
        wash = ZONE_WASH[self.zone_of[w]]
        pygame.draw.polygon(surface, mix(LAND, wash, 0.16), pts)
        rng = random.Random(w * 7919)
        angle = math.radians(STREET_ANGLE.get(w, 0))
        spacing = max(8.0, layout.px(23))

        def streets(layer: pygame.Surface, bound: pygame.Rect) -> None:
            hatch = max(3, layout.px(5))
            for i in range(-bound.h, bound.w, hatch):  # the blocks' fine engraving
                pygame.draw.line(layer, (110, 84, 50, 24), (i, bound.h), (i + bound.h, 0), 1)
            reach = bound.w + bound.h
            cx, cy = bound.w / 2, bound.h / 2
            ca, sa = math.cos(angle), math.sin(angle)
            wide, edge = max(2, layout.px(3.4)), (120, 96, 64, 120)
            for turn in (0, 1):  # streets one way, then across
                dx, dy = (ca, sa) if turn == 0 else (-sa, ca)
                ox, oy = -dy, dx
                offset = rng.uniform(0, spacing) - reach
                while offset < reach:
                    sx, sy = cx + ox * offset, cy + oy * offset
                    a = (sx - dx * reach, sy - dy * reach)
                    b = (sx + dx * reach, sy + dy * reach)
                    pygame.draw.line(layer, edge, a, b, wide + 2)
                    pygame.draw.line(layer, (*mix(LAND, wash, 0.08), 255), a, b, wide)
                    offset += spacing * (1.0 if turn else 1.55) * rng.uniform(0.85, 1.15)

        clipped(surface, pts, streets)

        def edge_wash(layer: pygame.Surface, bound: pygame.Rect) -> None:
            local = [(x - bound.x, y - bound.y) for x, y in pts]
            pygame.draw.polygon(layer, (*wash, 150), local, max(3, layout.px(9)))
            pygame.draw.polygon(layer, (*wash, 110), local, max(5, layout.px(15)))

        clipped(surface, pts, edge_wash)

    def borders(self, surface: pygame.Surface) -> None:
        """Ward borders thin; zone borders heavy red; the shore heavy with a fine line
        outside it, the northern cut a plain rule."""
        layout = self.layout
        owner = owners(self.map.wards)
        thin, thick = max(1, layout.px(1.2)), max(2, layout.px(3.2))
        for (a, b), w in owner.items():
            other = owner.get((b, a))
            pa, pb = self.px(a), self.px(b)
            if other is None:
                pygame.draw.line(surface, INK, pa, pb, thin if a[1] == b[1] == 0 else thick)
            elif w < other:
                heavy = self.zone_of[w] != self.zone_of[other]
                pygame.draw.line(surface, RED_INK if heavy else INK, pa, pb,
                                 thick if heavy else thin)

    def paper(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The grain of old paper over land and water, and edges browned with age."""
        tile = grain_tile()
        for y in range(panel.top, panel.bottom, tile.get_height()):
            for x in range(panel.left, panel.right, tile.get_width()):
                surface.blit(tile, (x, y))
        rim = max(6, self.layout.px(22))
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        for i in range(rim):
            alpha = round(46 * (1 - i / rim) ** 2)
            pygame.draw.rect(shade, (90, 60, 30, alpha), shade.get_rect().inflate(-2 * i, -2 * i),
                             1, border_radius=self.layout.px(10))
        surface.blit(shade, panel)

    def labels(self, surface: pygame.Surface) -> None:
        layout = self.layout
        for key, (x, y, angle) in self.map.labels.items():
            words = self.words(f"tammany.map.water.{key}")
            # a long name (Greek "Ανατολικός Ποταμός") shrinks to fit its stretch
            face = layout.fit_font(words, 17, "italic", layout.px(WATER_LABEL_MAX), 11)
            image = pygame.transform.rotate(face.render(words, True, (40, 60, 66)), angle)
            surface.blit(image, image.get_rect(center=layout.point(*G.map_point((x, y)))))

    def compass(self, surface: pygame.Surface, centre: Point) -> None:
        """An eight-pointed compass rose, north up, the north point in red ink."""
        layout = self.layout
        x, y = centre
        for r in (19.0, 15.5):
            pygame.draw.circle(surface, (60, 80, 84), layout.point(x, y), layout.px(r), 1)
        for angle in range(0, 360, 45):
            a = math.radians(angle)
            long = angle % 90 == 0
            r, half = (17.0, 4.0) if long else (11.0, 3.0)
            tip = (x + r * math.sin(a), y - r * math.cos(a))
            dx, dy = half * math.cos(a), half * math.sin(a)
            left, right = (x - dx, y - dy), (x + dx, y + dy)
            dark, light = (RED_INK, (196, 120, 100)) if angle == 0 else \
                ((50, 66, 70), (150, 170, 168))
            pygame.draw.polygon(surface, dark, [layout.point(*p) for p in (tip, (x, y), left)])
            pygame.draw.polygon(surface, light, [layout.point(*p) for p in (tip, (x, y), right)])
            pygame.draw.polygon(surface, (50, 66, 70),
                                [layout.point(*p) for p in (tip, left, right)], 1)
        look.text(surface, "N", layout.font(11, "display"), RED_INK, layout.point(x, y - 27),
                  "center")

    def cartouche(self, surface: pygame.Surface) -> None:
        """The map's title in a ruled frame with rounded-off corners."""
        layout = self.layout
        x, y, w, h = CARTOUCHE
        rect = layout.rect(x, y, w, h)
        look.panel(surface, rect, LAND, layout.px(10), layout.px(2), INK, max(1, layout.px(1.5)))
        pygame.draw.rect(surface, INK, rect.inflate(-layout.px(7), -layout.px(7)), 1,
                         border_radius=layout.px(7))
        for cx in (x + 12, x + w - 12):  # a small flourish at each end
            for cy in (y + 12, y + h - 12):
                pygame.draw.circle(surface, RED_INK, layout.point(cx, cy), max(1, layout.px(2)))
        title = self.words("tammany.map.cartouche.title")
        sub = self.words("tammany.map.cartouche.subtitle")
        face = layout.fit_font(title, 19, "display", layout.px(w - 36), 13)
        look.text(surface, title, face, INK, layout.point(x + w / 2, y + h / 2 - 8), "center")
        face = layout.fit_font(sub, 12, "italic", layout.px(w - 30), 9)
        look.text(surface, sub, face, (90, 60, 40), layout.point(x + w / 2, y + h / 2 + 13),
                  "center")
