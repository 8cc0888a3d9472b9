"""The map half of the table, drawn as an 1850s engraved map of lower Manhattan: the
sea, the wards with their count chips, Castle Garden and the bag; and the pieces every
part of the table draws (cubes, favor chips, bosses). A mixin of the table scene."""

from __future__ import annotations

import math

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.counters import Draw, stack
from gamebox.app.tween import pulse
from gamebox.games.tammany import text
from gamebox.games.tammany.model import TammanyState
from gamebox.games.tammany.table import geometry as G
from gamebox.games.tammany.table.clicks import Choice
from gamebox.games.tammany.table.wardmap import edges
from gamebox.i18n import t

Point = tuple[float, float]
BACK = (44, 36, 28)
SEA = (120, 146, 150)
SEA_DARK = (92, 116, 122)
SHALLOWS = (150, 174, 172)
WATER_LABEL_MAX = 104.0  # design units a water name may run along the shore
INK = (58, 44, 30)
RED_INK = (120, 40, 30)
ZONE_TINT = {"I": (236, 214, 176), "II": (214, 222, 188), "III": (226, 204, 200)}
NATION = ((54, 140, 72), (238, 234, 222), (226, 128, 40), (52, 92, 172))
NATION_INK = (look.WHITE, INK, INK, look.WHITE)
BONUS_ICON = {"cube": ("cube", 1, 12), "favor_chip": ("chip", 0, 7)}  # a ward's bonus: the piece


def hatch(surface: pygame.Surface, rect: pygame.Rect, polygons: list[list[tuple[int, int]]],
          step: int, colour: tuple[int, int, int, int], falling: bool) -> None:
    """Diagonal lines `step` pixels apart over `rect`, only inside `polygons` (pixels)."""
    lines = pygame.Surface(rect.size, pygame.SRCALPHA)
    for i in range(-rect.h, rect.w, step):
        ends = ((i, 0), (i + rect.h, rect.h)) if falling else ((i, rect.h), (i + rect.h, 0))
        pygame.draw.line(lines, colour, *ends, 1)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    for pts in polygons:
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - rect.x, y - rect.y) for x, y in pts])
    lines.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(lines, rect)


class Board:
    """Drawing the map (`draw_map`) and the pieces; `self` is the table scene."""

    # -- looks and pieces ----------------------------------------------------------------------
    def look_of(self, p: int) -> look.PlayerLook:
        return look.player_look(p, self.colour_blind, self.game.seat_names)

    def cube(self, surface: pygame.Surface, at: Point, size: float, nat: int) -> None:
        if not self.collecting:
            pieces.cube(surface, self.layout.point(*at), self.layout.px(size), NATION[nat])

    def chip(self, surface: pygame.Surface, at: Point, radius: float, nat: int) -> None:
        if not self.collecting:
            pieces.token(surface, self.layout.point(*at), max(3, self.layout.px(radius)),
                         NATION[nat], (200, 170, 90), "", NATION_INK[nat])

    def boss(self, surface: pygame.Surface, at: Point, radius: float, p: int) -> None:
        if not self.collecting:
            seat = self.look_of(p)
            r, g, b = seat.colour  # its symbol white or dark, whichever reads on the colour
            ink = INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else look.WHITE
            pieces.token(surface, self.layout.point(*at), max(3, self.layout.px(radius)),
                         seat.colour, INK, "", ink, seat.symbol, ink)

    def slander_chip(self, surface: pygame.Surface, at: Point) -> None:
        if not self.collecting:
            pieces.token(surface, self.layout.point(*at), self.layout.px(10), (150, 40, 34),
                         (230, 190, 120), "S", look.WHITE)

    def piece(self, kind: str, key: int, size: float) -> Draw:
        """One piece as a drawing: a cube `size` wide, or a chip or a boss that big round."""
        draw = {"cube": self.cube, "chip": self.chip}.get(kind, self.boss)
        return lambda surface, at: draw(surface, at, size, key)

    def count(self, surface: pygame.Surface, at: Point, kind: str, key: int, n: int) -> None:
        """A count chip: an icon and its number, the readable unit of every stack."""
        icon = G.CHIP if kind == "cube" else G.CHIP / 2 + 1
        x, y = at
        stack(self, surface, (x - G.CHIP_W / 2 + G.CHIP / 2 + 1, y), self.piece(kind, key, icon),
              n, colour=INK)

    # -- where things are (for the motion) -------------------------------------------------------
    def ward_point(self, ward: int) -> Point:
        x, y, w, h = G.ward_box(self.map, ward)
        return (x + w / 2, y + h / 2 + 8)

    def panel_point(self, p: int) -> Point:
        x, y, _w, h = G.player_box(p, self.n)
        return (x + 90, y + h / 2)

    def garden_point(self, nat: int) -> Point:
        return G.garden_slot(G.map_box(self.map.castle_garden), nat, 4)

    def bag_point(self) -> Point:
        x, y, _w, h = G.map_box(self.map.bag)
        return (x + 30, y + h / 2)

    def supply_point(self) -> Point:
        x, y, w, h = G.OFFICES
        return (x + w / 2, y + h / 2)

    def ward_rect(self, ward: int) -> pygame.Rect:
        return self.layout.rect(*G.ward_box(self.map, ward))

    # -- the map ---------------------------------------------------------------------------------
    def draw_map(self, surface: pygame.Surface, view: TammanyState, choice: Choice) -> None:
        lit = set(choice.of("ward"))
        if not self.collecting:
            surface.blit(self.map_base(surface.get_size(), view), (0, 0))
        for w in self.config.wards:
            self.ward_overlay(surface, w, w in lit)
        for w in self.config.wards:
            self.ward_pieces(surface, view, w)
        self.draw_garden(surface, view, choice)
        x, y, w, h = box = G.map_box(self.map.bag)
        self.panel(surface, box, (110, 84, 56), INK, 6, 3, 1, 10)
        self.text(surface, t("tammany.map.bag"), 13, look.PAPER, (x + 8, y + h / 2), "midleft",
                  "bold", 70)
        for n in range(4):
            stack(self, surface, (x + 89 + n * ((w - 88) / 4), y + h / 2),
                  self.piece("cube", n, 12), view.bag[n])
        self.hit(self.layout.rect(*box), self.bag_tip, None, ("bag",))

    def map_base(self, size: tuple[int, int], view: TammanyState) -> pygame.Surface:
        """The sea, the wards and their borders: redrawn only when one of them changes."""
        key = (size, self.layout.scale, tuple(view.is_active(w) for w in self.config.wards),
               tuple(sorted(view.locked)), self.motion.focus)
        if self.base is not None and self.base[0] == key:
            return self.base[1]
        base = pygame.Surface(size)
        base.fill(BACK)
        lay = self.layout
        self.panel(base, G.MAP_PANEL, SEA, (60, 50, 38), 10, 4, 1, 10)
        rect = lay.rect(*G.MAP_PANEL)
        step = max(4, lay.px(9))
        for y in range(rect.top + step, rect.bottom - 4, step):  # engraved sea lines
            pygame.draw.line(base, SEA_DARK, (rect.left + 6, y), (rect.right - 6, y), 1)
        self.draw_labels(base)
        self.draw_compass(base, G.map_point((75.5, 48)))
        used = {e for poly in self.map.wards.values() for e in edges(poly)}
        for a, b in used:  # a pale band along the coast, as engravers shaded the shallows
            if (b, a) not in used:
                pa, pb = lay.point(*G.map_point(a)), lay.point(*G.map_point(b))
                pygame.draw.line(base, SHALLOWS, pa, pb, max(4, lay.px(14)))
                pygame.draw.circle(base, SHALLOWS, pa, max(2, lay.px(7)))
        for w in self.config.wards:
            self.ward_fill(base, view, w)
        land = [self.ward_pixels(w)[0] for w in self.config.wards]  # the engraver's hatching
        hatch(base, lay.rect(*G.MAP_PANEL), land, max(3, lay.px(6)), (90, 70, 40, 22), False)
        self.draw_borders(base)
        self.base = (key, base)
        return base

    def draw_labels(self, surface: pygame.Surface) -> None:
        for key, (x, y, angle) in self.map.labels.items():
            words = t(f"tammany.map.water.{key}")
            # a long name (Greek "Ανατολικός Ποταμός") shrinks to fit its stretch
            face = self.layout.fit_font(words, 17, "italic", self.layout.px(WATER_LABEL_MAX), 11)
            image = pygame.transform.rotate(face.render(words, True, (40, 60, 66)), angle)
            surface.blit(image, image.get_rect(center=self.layout.point(*G.map_point((x, y)))))

    def ward_pixels(self, w: int) -> tuple[list[tuple[int, int]], pygame.Rect]:
        pts = [self.layout.point(*p) for p in G.ward_polygon(self.map, w)]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pts, pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def ward_fill(self, surface: pygame.Surface, view: TammanyState, w: int) -> None:
        pts, bound = self.ward_pixels(w)
        fill = ZONE_TINT[self.config.zone_of[w]]
        if not view.is_active(w):
            fill = tuple(int(c * 0.86) for c in fill)
        if self.motion.focus == w:
            fill = (250, 232, 150)
        pygame.draw.polygon(surface, fill, pts)
        if w in view.locked:
            hatch(surface, bound, [pts], max(4, self.layout.px(8)), (80, 60, 40, 90), True)

    def ward_overlay(self, surface: pygame.Surface, w: int, lit: bool) -> None:
        lay = self.layout
        pts, bound = self.ward_pixels(w)
        self.hit(bound, lambda w=w: self.ward_tip(w), lambda w=w: self.click(("ward", w)),
                 ("ward", w), shape=pts)
        if self.collecting:
            return
        if lit:
            glow = 150 + int(100 * pulse(self.clock, 1.6))
            overlay = pygame.Surface(bound.size, pygame.SRCALPHA)
            local = [(px - bound.x, py - bound.y) for px, py in pts]
            pygame.draw.polygon(overlay, (255, 226, 120, 70), local)
            pygame.draw.polygon(overlay, (230, 160, 20, glow), local, max(3, lay.px(6)))
            surface.blit(overlay, bound)
        if ("ward", w) in self.selection:
            pygame.draw.polygon(surface, (190, 40, 30), pts, max(3, lay.px(5)))

    def draw_compass(self, surface: pygame.Surface, centre: Point) -> None:
        """A small engraved compass rose in the East River, north up."""
        lay = self.layout
        x, y = centre
        r = 17.0
        pygame.draw.circle(surface, (60, 80, 84), lay.point(x, y), lay.px(r), 1)
        for angle in range(0, 360, 90):
            a = math.radians(angle)
            tip = (x + r * math.sin(a), y - r * math.cos(a))
            dx, dy = 4 * math.cos(a), 4 * math.sin(a)
            pygame.draw.polygon(surface, RED_INK if angle == 0 else (50, 66, 70),
                                [lay.point(*p) for p in (tip, (x + dx, y + dy), (x - dx, y - dy))])
        pieces.text(surface, "N", lay.font(11, "bold"), RED_INK, lay.point(x, y - r - 7),
                    "center")

    def draw_borders(self, surface: pygame.Surface) -> None:
        """Ward borders thin; zone borders and the coast heavy, as on the board."""
        lay = self.layout
        owner: dict[tuple, int] = {}
        for w, poly in self.map.wards.items():
            for i, a in enumerate(poly):
                owner[(a, poly[(i + 1) % len(poly)])] = w
        thin, thick = max(1, lay.px(1.2)), max(2, lay.px(3.2))
        for (a, b), w in owner.items():
            other = owner.get((b, a))
            pa, pb = lay.point(*G.map_point(a)), lay.point(*G.map_point(b))
            if other is None:
                pygame.draw.line(surface, INK, pa, pb, thick)
            elif w < other:
                heavy = self.config.zone_of[w] != self.config.zone_of[other]
                pygame.draw.line(surface, RED_INK if heavy else INK, pa, pb,
                                 thick if heavy else thin)

    def ward_pieces(self, surface: pygame.Surface, view: TammanyState, w: int) -> None:
        """The ward's number disc, its bonus (and Tammany Hall), and its count chips."""
        lay = self.layout
        x, _y, bw, _bh = box = G.ward_box(self.map, w)
        cubes = [("cube", n, view.cubes[w][n]) for n in range(4) if view.cubes[w][n]]
        bosses = [("boss", p, view.bosses[w][p]) for p in range(view.n) if view.bosses[w][p]]
        (cx, cy), side, cube_slots, boss_slots, _fits = G.ward_layout(box, len(cubes), len(bosses))
        r = 11.0
        if not self.collecting:
            disc, radius = lay.point(cx, cy), lay.px(r)
            pygame.draw.circle(surface, (250, 244, 228), disc, radius)
            pygame.draw.circle(surface, INK, disc, radius, max(1, lay.px(1.5)))
        self.text(surface, str(w), 14, INK, (cx, cy), "center", "bold")
        ix, iy = (cx + r + 4, cy) if side == "top" else (cx - r, cy + 2 * r + 4)
        if w == self.map.hall:
            self.draw_hall(surface, (ix + 11, iy))
            ix += 26
        bonus = BONUS_ICON.get(self.config.bonus.get(w))
        if bonus is not None:
            self.piece(*bonus)(surface, (ix + 7, iy))
            self.text(surface, "+", 14, RED_INK, (ix + 16, iy), "midleft", "bold")
        if w in view.locked and side == "top" and bw >= 100:
            self.text(surface, self.say("locked"), 12, RED_INK, (x + bw, cy), "midright", "bold",
                      bw - 30)
        for slot, item in zip([*cube_slots, *boss_slots], [*cubes, *bosses], strict=True):
            self.count(surface, slot, *item)

    def draw_hall(self, surface: pygame.Surface, centre: Point) -> None:
        """Tammany Hall: a little columned front."""
        if self.collecting:
            return
        lay = self.layout
        x, y = centre
        body = lay.rect(x - 10, y - 5, 20, 12)
        pygame.draw.rect(surface, (250, 244, 228), body)
        pygame.draw.rect(surface, INK, body, 1)
        roof = [lay.point(x - 12, y - 5), lay.point(x + 12, y - 5), lay.point(x, y - 12)]
        pygame.draw.polygon(surface, (150, 50, 36), roof)
        for i in range(4):
            pygame.draw.line(surface, INK, lay.point(x - 7 + i * 4.7, y - 3),
                             lay.point(x - 7 + i * 4.7, y + 6), 1)

    def draw_garden(self, surface: pygame.Surface, view: TammanyState,
                    choice: Choice) -> None:
        lay = self.layout
        x, y, w, _h = box = G.map_box(self.map.castle_garden)
        self.panel(surface, box, (240, 230, 204), INK, 6, 3, 1, 10)
        self.text(surface, look.caps(t("tammany.map.castle_garden")), 13, INK, (x + 8, y + 4),
                  style="bold", max_width=w - 16)
        pickable = set(choice.of("garden"))
        for n in range(4):
            cx, cy = self.garden_point(n)
            rect = lay.rect(cx - 15, cy - 13, 30, 26)
            if not self.collecting:
                edge, corner = max(2, lay.px(3)), lay.px(5)
                if n in pickable:
                    shade = 0.75 + 0.25 * pulse(self.clock, 1.6)
                    pygame.draw.rect(surface, (255, int(200 * shade), int(60 * shade)),
                                     rect.inflate(4, 4), edge, border_radius=corner)
                if ("garden", n) in self.selection:
                    pygame.draw.rect(surface, (200, 60, 40), rect.inflate(6, 6), edge,
                                     border_radius=corner)
            if view.garden[n]:
                self.count(surface, (cx + 4, cy), "cube", n, view.garden[n])
            self.hit(rect, lambda n=n: self.garden_tip(n), lambda n=n: self.click(("garden", n)),
                     ("garden", n))

    # -- tooltips ------------------------------------------------------------------------------
    def ward_tip(self, w: int) -> str:
        v = self.shown
        near = ", ".join(str(n) for n in sorted(self.config.neighbours[w]))
        lines = [text.ward_name(w), self.say("tip.neighbours", wards=near)]
        cubes = [f"{text.nation_name(n)} {v.cubes[w][n]}" for n in range(4) if v.cubes[w][n]]
        lines.append(self.say("tip.cubes", cubes=", ".join(cubes)) if cubes else
                     self.say("tip.inactive"))
        bosses = [(v.bosses[w][p], p) for p in range(v.n) if v.bosses[w][p]]
        if bosses:
            named = ", ".join(f"{self.name(p)} {c}" for c, p in bosses)
            lines.append(self.say("tip.bosses", bosses=named))
            top = [p for c, p in bosses if c == max(bosses)[0]]
            lines.append(self.say("tip.leads", player=self.name(top[0])) if len(top) == 1 else
                         self.say("tip.tied"))
        bonus = self.config.bonus.get(w)
        if bonus:
            lines.append(self.say(f"tip.bonus_{bonus}"))
        lines.append(self.say("tip.ward_vp", count=self.config.vp[w]))
        if w in v.locked:
            lines.append(self.say("tip.locked"))
        return "\n".join(lines)

    def garden_tip(self, n: int) -> str:
        return self.say("tip.garden", nation=text.nation_name(n), count=self.shown.garden[n])

    def bag_tip(self) -> str:
        bag = self.shown.bag
        return self.say("tip.bag", cubes=", ".join(f"{text.nation_name(n)} {bag[n]}"
                                                   for n in range(4)))
