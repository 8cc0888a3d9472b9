"""How Capo Dei Capi's pieces look, drawn with the shared `gamebox.app.pieces`. What a
marker shows is `gamebox.games.capo.faces`'s to decide (R69-R77); this draws that face.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from gamebox.app import look, pieces
from gamebox.games.capo.faces import Face
from gamebox.games.capo.model import MAYOR
from gamebox.games.capo.table import geometry as G
from gamebox.i18n import language, t

# the 1920s palette: cream cards, brass, felt, lacquer
CREAM = (243, 234, 212)
CREAM_DARK = (226, 213, 184)
BRASS = (196, 158, 78)
BRASS_DARK = (140, 108, 48)
LACQUER = (30, 26, 22)
NOTE = (206, 220, 178)  # a face-up bribe: banknote green
SILVER = (200, 200, 206)
SILVER_DARK = (120, 120, 130)
CUBE = (214, 140, 58)
INK = look.INK
CARDS_KEPT = 48  # rendered card faces kept: six cards in a few sizes and languages
DIE_WHITE = ((246, 242, 230), (28, 26, 24))
DIE_BLACK = ((40, 36, 34), (240, 236, 226))
DIE_GREY = ((150, 150, 148), (250, 250, 246))
FELT = (30, 74, 56)
FELT_DARK = (10, 26, 20)
NAME_INSET = 12.0  # a District card's name keeps this much of the card's width free


class Art:
    """The table's drawing kit for one window size and palette."""

    def __init__(self, layout: look.Layout, colour_blind: bool) -> None:
        self.layout = layout
        self.colour_blind = colour_blind
        self.looks = [look.player_look(p, colour_blind) for p in range(2)]
        self._cards: dict[tuple, pygame.Surface] = {}
        self._name_sizes: dict[tuple, float] = {}

    # -- units -----------------------------------------------------------------------------
    def px(self, v: float) -> int:
        return self.layout.px(v)

    def pt(self, p: tuple[float, float]) -> tuple[int, int]:
        return self.layout.point(*p)

    def rect(self, box: tuple[float, float, float, float]) -> pygame.Rect:
        return self.layout.rect(*box)

    def font(self, size: float, style: str = "regular") -> pygame.font.Font:
        return self.layout.font(size, style)

    def colour(self, player: int) -> tuple[int, int, int]:
        return self.looks[player].colour

    def light(self, player: int) -> tuple[int, int, int]:
        return self.looks[player].light

    def symbol(self, player: int) -> str:
        return self.looks[player].symbol

    # -- markers ---------------------------------------------------------------------------
    def marker(self, surface: pygame.Surface, centre: tuple[float, float], radius: float,
               owner: int | None, face: Face, squash: float = 1.0) -> pygame.Rect:
        """A marker at a pixel `centre`; `owner` None is a piece of the supply."""
        r = max(5, round(radius))
        rim = BRASS if owner is None else self.light(owner)
        sym = None if owner is None else self.symbol(owner)
        if face.kind == "influence":
            if owner is None:
                return pieces.token(surface, centre, r, CREAM_DARK, BRASS, str(face.value), INK,
                                    squash=squash)
            return pieces.token(surface, centre, r, self.colour(owner), BRASS, str(face.value),
                                look.WHITE, sym, self.light(owner), squash=squash)
        if face.kind == "bribe_up":
            return pieces.token(surface, centre, r, NOTE, rim, str(face.value), (30, 60, 30), sym,
                                self.colour(owner) if owner is not None else None,
                                pattern="note", squash=squash)
        if face.kind == "bribe_known":
            return pieces.token(surface, centre, r, LACQUER, rim, str(face.value), look.GOLD_LIGHT,
                                pattern="back", squash=squash)
        return pieces.token(surface, centre, r, LACQUER, rim, "", pattern="back", squash=squash)

    def mayor_marker(self, surface: pygame.Surface, centre: tuple[float, float],
                     radius: float) -> None:
        pieces.token(surface, centre, max(4, round(radius)), SILVER, SILVER_DARK, "", INK, "star",
                     SILVER_DARK, pattern="coin")

    def cube(self, surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
        pieces.cube(surface, centre, max(5, round(size)), CUBE)

    def hitman(self, surface: pygame.Surface, midbottom: tuple[float, float],
               height: float) -> None:
        pieces.pawn(surface, midbottom, max(12, round(height)), (52, 48, 46), "hitman",
                    (176, 164, 140))

    def level_pawn(self, surface: pygame.Surface, midbottom: tuple[float, float],
                   height: float) -> None:
        pieces.pawn(surface, midbottom, max(12, round(height)), BRASS, "pawn")

    def token(self, surface: pygame.Surface, centre: tuple[float, float], radius: float,
              player: int) -> None:
        """A player's own token (their colour and symbol): on their panel and the status."""
        pieces.token(surface, centre, round(radius), self.colour(player), BRASS, "", look.WHITE,
                     self.symbol(player), self.light(player))

    # -- dice --------------------------------------------------------------------------------
    def die(self, surface: pygame.Surface, centre: tuple[float, float], size: float, value: int,
            colour: str, angle: float = 0.0, lift: float = 0.0,
            shadow: bool = True) -> pygame.Rect:
        body, pips = {"W": DIE_WHITE, "B": DIE_BLACK}.get(colour, DIE_GREY)
        return pieces.die(surface, centre, max(8, round(size)), value, body, pips, angle, shadow,
                          lift)

    # -- cards -----------------------------------------------------------------------------
    def card_name_size(self, names: tuple[str, ...]) -> float:
        """One size (design units) for every District card's name: 13.5, or a half step
        smaller at a time (down to 10) until each name fits on two lines of its card
        without cutting a word, so long names ("Χαρτοπαικτική Λέσχη") are never shortened
        and the six cards keep the same lettering."""
        width = self.px(G.CARD_W) - self.px(NAME_INSET)
        known = self._name_sizes.get((names, width))
        if known is not None:
            return known
        size = 13.5
        while size > 10:
            face = self.font(size, "display")
            if all(
                len(lines) <= 2 and all(face.size(line)[0] <= width for line in lines)
                for lines in (look.wrap(name, face, width) for name in names)
            ):
                break
            size -= 0.5
        self._name_sizes[(names, width)] = size
        return size

    def card_base(self, card: int, name: str, card_id: str,
                  name_size: float = 13.5) -> pygame.Surface:
        """The card without its changing parts (markers, cubes, pawn), cached per size."""
        rect = self.rect(G.card_box(card))
        key = (card, rect.w, rect.h, name, card_id, name_size, self.colour_blind, language(),
               G.bottom())
        image = self._cards.get(key)
        if image is None:
            if len(self._cards) >= CARDS_KEPT:  # a resize or a new language: start afresh
                self._cards.clear()
            image = self._cards[key] = self._render_card(card, name, card_id, rect, name_size)
        return image

    def _render_card(self, card: int, name: str, card_id: str, rect: pygame.Rect,
                     name_size: float) -> pygame.Surface:
        image = pieces.card_surface(rect.w, rect.h, CREAM, BRASS, self.px(10)).copy()
        ox, oy = rect.topleft

        def local(box: tuple[float, float, float, float]) -> pygame.Rect:
            return self.rect(box).move(-ox, -oy)

        def lp(p: tuple[float, float]) -> tuple[int, int]:
            x, y = self.pt(p)
            return (x - ox, y - oy)

        if card == MAYOR:
            self._render_mayor(image, name, lp)
            return image
        # player zones: a wash of each owner's colour, a brass divider, five empty circles
        for owner in (0, 1):
            zone = local(G.zone_box(card, owner)).inflate(-self.px(12), -self.px(12))
            wash = pygame.Surface(zone.size, pygame.SRCALPHA)
            pygame.draw.rect(wash, (*self.light(owner), 60), wash.get_rect(),
                             border_radius=self.px(6))
            image.blit(wash, zone)
            for circle in range(5):
                c = lp(G.circle_centre(card, owner, circle))
                pygame.draw.circle(image, (*CREAM_DARK,), c, self.px(G.MARKER_R))
                pygame.draw.circle(image, BRASS, c, self.px(G.MARKER_R), 1)
        centre = local(G.centre_box(card))
        for y in (centre.top, centre.bottom):
            pieces.double_rule(image, (centre.left + self.px(8), y),
                               (centre.right - self.px(8), y), BRASS, self.px(4))
        # the die of the card (R13)
        body, pips = DIE_WHITE if card_id.startswith("W") else DIE_BLACK
        face = pieces.die_surface(self.px(28), int(card_id[1]), body, pips)
        image.blit(face, face.get_rect(midtop=(centre.centerx, centre.top + self.px(9))))
        # the name, one or two lines, in the display serif
        face_font = self.font(name_size, "display")
        lines = look.wrap(name, face_font, centre.w - self.px(NAME_INSET))[:2]
        y = centre.top + self.px(44)
        for line in lines:
            look.text(image, line, face_font, INK, (centre.centerx, y), "midtop",
                      centre.w - self.px(10))
            y += face_font.get_linesize() - self.px(2)
        look.text(image, card_id, self.font(11, "bold"), BRASS_DARK,
                  (centre.centerx, y + self.px(1)), "midtop")
        return image

    def _render_mayor(self, image: pygame.Surface, name: str,
                      lp: Callable[[tuple[float, float]], tuple[int, int]]) -> None:
        x, y, w, h = G.card_box(MAYOR)
        top = lp((x + w / 2, y + 12))
        look.text(image, name, self.font(16, "display"), INK, top, "midtop", self.px(w - 20))
        face = pieces.die_surface(self.px(38), 4, *DIE_GREY)
        image.blit(face, face.get_rect(midtop=lp((x + w / 2, y + 38))))
        label = self.font(10.5, "bold")

        def section(rule_y: float, key: str) -> None:
            """A double rule across the card and a heading in capitals under it."""
            pieces.double_rule(image, lp((x + 12, rule_y)), lp((x + w - 12, rule_y)), BRASS,
                               self.px(4))
            look.text(image, look.caps(t(f"capo.table.mayor.{key}")), label, BRASS_DARK,
                      lp((x + w / 2, rule_y + 8)), "midtop", self.px(w - 16))

        section(y + 92, "track")
        pieces.fan(image, lp((x + w / 2, y + 90)), self.px(14), BRASS, 9, up=True)
        # the Extortion track 0-6 (R17): 5 and 6 pay a bonus on stopping (R41)
        a, b = G.track_point(0), G.track_point(6)
        pygame.draw.line(image, BRASS_DARK, lp(a), lp(b), max(1, self.px(2)))
        for level in range(7):
            c = lp(G.track_point(level))
            fill = (232, 206, 140) if level >= 5 else CREAM_DARK
            pygame.draw.circle(image, fill, c, self.px(9))
            pygame.draw.circle(image, BRASS_DARK, c, self.px(9), 1)
            look.text(image, str(level), label, INK, (c[0], c[1] + self.px(1)), "center")
        small = self.font(10)
        for level, key in ((5, "half"), (6, "all")):
            px, py = G.track_point(level)
            look.text(image, t(f"capo.table.mayor.{key}"), small, BRASS_DARK,
                      lp((px, py + 14)), "midtop")
        section(y + 212, "cubes")
        pieces.fan(image, lp((x + w / 2, y + h - 14)), self.px(16), BRASS, 9, up=True)


@lru_cache(maxsize=8)
def table_background(size: tuple[int, int], table: tuple[int, int, int, int],
                     scale: float) -> pygame.Surface:
    """The felt with a brass double frame around the table and deco corner fans."""
    image = pieces.felt(size, FELT, FELT_DARK).copy()
    rect = pygame.Rect(table)
    inner = rect.inflate(-round(8 * scale), -round(8 * scale))
    pygame.draw.rect(image, BRASS_DARK, rect, max(1, round(2 * scale)),
                     border_radius=round(10 * scale))
    pygame.draw.rect(image, (120, 96, 50), inner, 1, border_radius=round(8 * scale))
    r = round(22 * scale)
    for corner, up in ((inner.bottomleft, True), (inner.bottomright, True),
                       (inner.topleft, False), (inner.topright, False)):
        x = corner[0] + (r if corner[0] == inner.left else -r)
        pieces.fan(image, (x, corner[1]), r, (110, 92, 52), 7, up=up)
    return image
