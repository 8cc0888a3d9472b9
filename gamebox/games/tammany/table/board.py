"""The map half of the table, drawn as an 1850s engraved map of lower Manhattan (the
still picture is `engraving`'s): the wards' state over it, their numbers and count chips,
what the person at the screen has chosen so far (shown on the map at once), Castle
Garden and the bag; and the pieces every part of the table draws (cubes, favor chips,
bosses). A mixin of the table scene."""

from __future__ import annotations

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.counters import Draw, stack
from gamebox.app.table.widgets import centre
from gamebox.games.tammany import text
from gamebox.games.tammany.model import TammanyState
from gamebox.games.tammany.table import geometry as G
from gamebox.games.tammany.table.clicks import Choice
from gamebox.games.tammany.table.engraving import BACK, INK, RED_INK, Engraver
from gamebox.i18n import language, t

Point = tuple[float, float]
Item = tuple[str, int]  # ("cube", nationality) or ("boss", player)
NATION = ((54, 140, 72), (238, 234, 222), (226, 128, 40), (52, 92, 172))
NATION_INK = (look.WHITE, INK, INK, look.WHITE)
BONUS_ICON = {"cube": ("cube", 1, 12), "favor_chip": ("chip", 0, 7)}  # a ward's bonus: the piece
CHOSEN = (190, 40, 30)  # the red of a selection
__all__ = ["BACK", "INK", "NATION", "RED_INK", "Board"]  # the colours the panels share


def crosshatch(surface: pygame.Surface, rect: pygame.Rect, polygon: list[tuple[int, int]],
               step: int) -> None:
    """A locked ward's hatching: diagonal lines both ways `step` pixels apart over `rect`,
    only inside `polygon` (pixels); each way is laid over the other, so they cross darker."""
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - rect.x, y - rect.y) for x, y in polygon])
    for falling in (True, False):
        lines = pygame.Surface(rect.size, pygame.SRCALPHA)
        for i in range(-rect.h, rect.w, step):
            ends = ((i, 0), (i + rect.h, rect.h)) if falling else ((i, rect.h), (i + rect.h, 0))
            pygame.draw.line(lines, (80, 60, 40, 110), *ends, 1)
        lines.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(lines, rect)


class Board:
    """Drawing the map (`draw_map`) and the pieces; `self` is the table scene."""

    pixels: dict[tuple, tuple[list[tuple[int, int]], pygame.Rect]]

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
        x, y, _w, h = G.player_box(self.row_of(p), self.n)
        return (x + 90, y + h / 2)

    def garden_point(self, nat: int) -> Point:
        return G.garden_slot(G.map_box(self.map.castle_garden), nat, 4)

    def bag_point(self) -> Point:
        x, y, _w, h = G.map_box(self.map.bag)
        return (x + 30, y + h / 2)

    def supply_point(self) -> Point:
        return centre(G.OFFICES)

    # -- the map ---------------------------------------------------------------------------------
    def draw_map(self, surface: pygame.Surface, view: TammanyState, choice: Choice) -> None:
        lit = set(choice.of("ward"))
        if not self.collecting:
            surface.blit(self.map_base(surface.get_size(), view), (0, 0))
        for w in self.config.wards:
            self.ward_overlay(surface, w, w in lit)
        added, removed, taken = self.tentative()
        for w in self.config.wards:
            self.ward_pieces(surface, view, w, added.get(w, []), removed.get(w, []))
        self.draw_garden(surface, view, choice, taken)
        x, y, w, h = box = G.map_box(self.map.bag)
        self.panel(surface, box, (110, 84, 56), INK, 6, 3, 1, 10)
        self.text(surface, t("tammany.map.bag"), 13, look.PAPER, (x + 8, y + h / 2), "midleft",
                  "bold", 70)
        for n in range(4):
            stack(self, surface, (x + 89 + n * ((w - 88) / 4), y + h / 2),
                  self.piece("cube", n, 12), view.bag[n])
        self.hit(self.layout.rect(*box), self.bag_tip, None, ("bag",))

    def map_base(self, size: tuple[int, int], view: TammanyState) -> pygame.Surface:
        """The engraved map (drawn once per window size and language, `engraving`) with
        the wards' state washed over it: not yet open, locked, being elected. Redrawn
        only when one of those changes, never per frame."""
        key = (size, self.layout.scale, tuple(view.is_active(w) for w in self.config.wards),
               tuple(sorted(view.locked)), self.motion.focus, language())
        if self.base is not None and self.base[0] == key:
            return self.base[1]
        base = self.engraved(size).copy()
        for w in self.config.wards:
            self.ward_state(base, view, w)
        self.base = (key, base)
        return base

    def engraved(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size, self.layout.scale, language())
        if self.still is None or self.still[0] != key:
            engraver = Engraver(self.layout, self.map, self.config.zone_of, t)
            self.still = (key, engraver.draw(size))
        return self.still[1]

    def ward_pixels(self, w: int) -> tuple[list[tuple[int, int]], pygame.Rect]:
        """The ward's outline in pixels and its bounds (kept per window size)."""
        key = (w, self.layout.scale, self.layout.offset)
        found = self.pixels.get(key)
        if found is None:
            pts = [self.layout.point(*p) for p in G.ward_polygon(self.map, w)]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            bound = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            found = self.pixels[key] = (pts, bound)
        return found[0], pygame.Rect(found[1])

    def ward_state(self, surface: pygame.Surface, view: TammanyState, w: int) -> None:
        """A veil over a ward not open yet, gold over the ward being elected, and the
        Council President's hatching over a locked one."""
        pts, bound = self.ward_pixels(w)
        veil = (250, 214, 110, 120) if self.motion.focus == w else \
            None if view.is_active(w) else (96, 84, 70, 96)
        if veil is not None:
            layer = pygame.Surface(bound.size, pygame.SRCALPHA)
            pygame.draw.polygon(layer, veil, [(x - bound.x, y - bound.y) for x, y in pts])
            surface.blit(layer, bound)
        if w in view.locked:
            crosshatch(surface, bound, pts, max(4, self.layout.px(8)))

    def ward_overlay(self, surface: pygame.Surface, w: int, lit: bool) -> None:
        layout = self.layout
        pts, bound = self.ward_pixels(w)
        self.hit(bound, lambda w=w: self.ward_tip(w), lambda w=w: self.click(("ward", w)),
                 ("ward", w), shape=pts)
        if self.collecting:
            return
        if lit:
            glow = 130 + int(120 * self.glow())
            overlay = pygame.Surface(bound.size, pygame.SRCALPHA)
            local = [(px - bound.x, py - bound.y) for px, py in pts]
            pygame.draw.polygon(overlay, (255, 226, 120, 40), local)
            pygame.draw.polygon(overlay, (230, 160, 20, glow), local, max(3, layout.px(6)))
            surface.blit(overlay, bound)
        if ("ward", w) in self.selection:
            pygame.draw.polygon(surface, (190, 40, 30), pts, max(3, layout.px(5)))

    def ward_pieces(self, surface: pygame.Surface, view: TammanyState, w: int,
                    added: list[Item] = (), removed: list[Item] = ()) -> None:
        """The ward's number disc (centred over its pieces, Tammany Hall on its left and
        the bonus on its right), and its count chips; `added` pieces (chosen, not yet
        played) are counted in and ringed in red, `removed` ones counted out and struck."""
        layout = self.layout
        x, _y, bw, _bh = box = G.ward_box(self.map, w)
        count = {("cube", n): view.cubes[w][n] for n in range(4)}
        count.update({("boss", p): view.bosses[w][p] for p in range(view.n)})
        for item in added:
            count[item] += 1
        for item in removed:
            count[item] -= 1
        marked = set(added) | set(removed)
        cubes = [("cube", n) for n in range(4) if count[("cube", n)] or ("cube", n) in marked]
        bosses = [("boss", p) for p in range(view.n)
                  if count[("boss", p)] or ("boss", p) in marked]
        (cx, cy), side, cube_slots, boss_slots, _fits = G.ward_layout(box, len(cubes), len(bosses))
        r = G.HEAD / 2 - 2
        if not self.collecting:
            disc, radius = layout.point(cx, cy), layout.px(r)
            pygame.draw.circle(surface, (250, 244, 228), disc, radius)
            pygame.draw.circle(surface, INK, disc, radius, max(1, layout.px(1.5)))
        self.text(surface, str(w), 14, INK, (cx, cy), "center", "bold")
        if w == self.map.hall:
            self.draw_hall(surface, (cx - r - 14, cy) if side == "top" else (cx, cy + 2 * r + 4))
        bonus = BONUS_ICON.get(self.config.bonus.get(w))
        if bonus is not None:
            bx, by = (cx + r + 4, cy) if side == "top" else (cx - r, cy + 2 * r + 4)
            self.piece(*bonus)(surface, (bx + 7, by))
            self.text(surface, "+", 14, RED_INK, (bx + 16, by), "midleft", "bold")
        room = bw / 2 - r - 8 - (26 if bonus is not None else 0)  # right of the number
        locked = self.say("locked")
        if w in view.locked and side == "top" and not self.collecting \
                and self.layout.fit(locked, 11, "bold")[0].size(locked)[0] <= layout.px(room):
            self.text(surface, locked, 11, RED_INK, (x + bw, cy), "midright", "bold", room)
            # where the word has no room, the hatching and the tooltip say it
        for slot, item in zip([*cube_slots, *boss_slots], [*cubes, *bosses], strict=True):
            if item in marked and not self.collecting:
                sx, sy = slot
                rect = layout.rect(sx - G.CHIP_W / 2 - 1, sy - G.CHIP_H / 2, G.CHIP_W + 2, G.CHIP_H)
                look.panel(surface, rect, (255, 240, 196), layout.px(5), 0, CHOSEN,
                           max(2, layout.px(2)))
            self.count(surface, slot, *item, count[item])
            if item in removed and not self.collecting:
                sx, sy = slot
                pygame.draw.line(surface, CHOSEN, layout.point(sx - G.CHIP_W / 2, sy + 7),
                                 layout.point(sx + G.CHIP_W / 2, sy - 7), max(2, layout.px(2.5)))

    def draw_hall(self, surface: pygame.Surface, centre: Point) -> None:
        """Tammany Hall: a little columned front."""
        if self.collecting:
            return
        layout = self.layout
        x, y = centre
        body = layout.rect(x - 10, y - 5, 20, 12)
        pygame.draw.rect(surface, (250, 244, 228), body)
        pygame.draw.rect(surface, INK, body, 1)
        roof = [layout.point(x - 12, y - 5), layout.point(x + 12, y - 5), layout.point(x, y - 12)]
        pygame.draw.polygon(surface, (150, 50, 36), roof)
        for i in range(4):
            pygame.draw.line(surface, INK, layout.point(x - 7 + i * 4.7, y - 3),
                             layout.point(x - 7 + i * 4.7, y + 6), 1)

    def draw_garden(self, surface: pygame.Surface, view: TammanyState, choice: Choice,
                    taken: tuple[int, ...] = (0, 0, 0, 0)) -> None:
        """Castle Garden's cubes; a chosen one is ringed, and once its ward is chosen
        it shows there and no longer here (`taken`)."""
        layout = self.layout
        x, y, w, _h = box = G.map_box(self.map.castle_garden)
        self.panel(surface, box, (240, 230, 204), INK, 6, 3, 1, 10)
        self.text(surface, look.caps(t("tammany.map.castle_garden")), 13, INK, (x + 8, y + 4),
                  style="bold", max_width=w - 16)
        pickable = set(choice.of("garden"))
        for n in range(4):
            cx, cy = self.garden_point(n)
            rect = layout.rect(cx - 15, cy - 13, 30, 26)
            if not self.collecting:
                edge, corner = max(2, layout.px(3)), layout.px(5)
                if n in pickable:
                    shade = 0.75 + 0.25 * self.glow()
                    pygame.draw.rect(surface, (255, int(200 * shade), int(60 * shade)),
                                     rect.inflate(4, 4), edge, border_radius=corner)
                if ("garden", n) in self.selection:
                    pygame.draw.rect(surface, CHOSEN, rect.inflate(6, 6), edge,
                                     border_radius=corner)
            left = view.garden[n] - taken[n]
            if left or taken[n]:
                self.count(surface, (cx + 4, cy), "cube", n, left)
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
