"""How Capo Dei Capi's pieces look, drawn with the shared `gamebox.app.pieces`. What a
marker shows is `gamebox.games.capo.faces`'s to decide (R69-R77); this draws that face.
"""

from __future__ import annotations

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

    # -- markers ---------------------------------------------------------------------------
    def marker(self, surface: pygame.Surface, centre: tuple[float, float], radius: float,
               owner: int | None, face: Face, squash: float = 1.0) -> None:
        """A marker at a pixel `centre`; `owner` None is a piece of the supply."""
        own = None if owner is None else self.looks[owner]
        rim = BRASS if own is None else own.light
        sym = None if own is None else own.symbol
        value = str(face.value)
        if face.kind == "influence" and own is None:
            style = (CREAM_DARK, BRASS, value, INK)
        elif face.kind == "influence":
            style = (own.colour, BRASS, value, look.WHITE, sym, own.light)
        elif face.kind == "bribe_up":
            style = (NOTE, rim, value, (30, 60, 30), sym, None if own is None else own.colour,
                     "note")
        elif face.kind == "bribe_known":
            style = (LACQUER, rim, value, look.GOLD_LIGHT, None, None, "back")
        else:
            style = (LACQUER, rim, "", look.WHITE, None, None, "back")
        pieces.token(surface, centre, max(5, round(radius)), *style, squash=squash)

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
        own = self.looks[player]
        pieces.token(surface, centre, round(radius), own.colour, BRASS, "", look.WHITE,
                     own.symbol, own.light)

    def die(self, surface: pygame.Surface, centre: tuple[float, float], size: float, value: int,
            colour: str, angle: float = 0.0, lift: float = 0.0, shadow: bool = True) -> None:
        """A die of the roll: "W" white, "B" black."""
        body, pips = DIE_WHITE if colour == "W" else DIE_BLACK
        pieces.die(surface, centre, max(8, round(size)), value, body, pips, angle, shadow, lift)

    # -- cards -----------------------------------------------------------------------------
    def card_name_size(self, names: tuple[str, ...]) -> float:
        """One size (design units) for every District card's name: 13.5, or half a step
        smaller at a time (down to 10) until each name fits on two lines without cutting a
        word, so long names are never shortened and the six cards keep one lettering."""
        layout = self.layout
        width = layout.px(G.CARD_W) - layout.px(NAME_INSET)
        known = self._name_sizes.get((names, width))
        if known is not None:
            return known
        size = 13.5
        while size > 10:
            face = layout.font(size, "display")
            if all(len(lines) <= 2 and all(face.size(line)[0] <= width for line in lines)
                   for lines in (look.wrap(name, face, width) for name in names)):
                break
            size -= 0.5
        self._name_sizes[(names, width)] = size
        return size

    def card_base(self, card: int, name: str, card_id: str,
                  name_size: float = 13.5) -> pygame.Surface:
        """The card without its changing parts (markers, cubes, pawn), cached per size."""
        rect = self.layout.rect(*G.card_box(card))
        key = (card, rect.size, name, card_id, name_size, self.colour_blind, language(),
               G.bottom())
        image = self._cards.get(key)
        if image is None:
            if len(self._cards) >= CARDS_KEPT:  # a resize or a new language: start afresh
                self._cards.clear()
            image = pieces.card_surface(rect.w, rect.h, CREAM, BRASS, self.layout.px(10)).copy()
            if card == MAYOR:
                self._render_mayor(image, name, rect)
            else:
                self._render_district(image, card, name, card_id, name_size, rect)
            self._cards[key] = image
        return image

    def _on_card(self, card: pygame.Rect, p: G.Point) -> tuple[int, int]:
        """A point of the table on the picture of the card drawn at `card`."""
        x, y = self.layout.point(*p)
        return (x - card.x, y - card.y)

    def _render_district(self, image: pygame.Surface, card: int, name: str, card_id: str,
                         name_size: float, rect: pygame.Rect) -> None:
        layout = self.layout
        # player zones: a wash of each owner's colour, a brass divider, five empty circles
        for owner in (0, 1):
            zone = layout.rect(*G.zone_box(card, owner)).move(-rect.x, -rect.y)
            zone = zone.inflate(-layout.px(12), -layout.px(12))
            wash = pygame.Surface(zone.size, pygame.SRCALPHA)
            pygame.draw.rect(wash, (*self.looks[owner].light, 60), wash.get_rect(),
                             border_radius=layout.px(6))
            image.blit(wash, zone)
            for circle in range(5):
                c = self._on_card(rect, G.circle_centre(card, owner, circle))
                pygame.draw.circle(image, CREAM_DARK, c, layout.px(G.MARKER_R))
                pygame.draw.circle(image, BRASS, c, layout.px(G.MARKER_R), 1)
        centre = layout.rect(*G.centre_box(card)).move(-rect.x, -rect.y)
        for y in (centre.top, centre.bottom):
            pieces.double_rule(image, (centre.left + layout.px(8), y),
                               (centre.right - layout.px(8), y), BRASS, layout.px(4))
        # the die of the card (R13)
        body, pips = DIE_WHITE if card_id.startswith("W") else DIE_BLACK
        face = pieces.die_surface(layout.px(28), int(card_id[1]), body, pips)
        image.blit(face, face.get_rect(midtop=(centre.centerx, centre.top + layout.px(9))))
        # the name, one or two lines, in the display serif
        face_font = layout.font(name_size, "display")
        y = centre.top + layout.px(44)
        for line in look.wrap(name, face_font, centre.w - layout.px(NAME_INSET))[:2]:
            look.text(image, line, face_font, INK, (centre.centerx, y), "midtop",
                      centre.w - layout.px(10))
            y += face_font.get_linesize() - layout.px(2)
        look.text(image, card_id, layout.font(11, "bold"), BRASS_DARK,
                  (centre.centerx, y + layout.px(1)), "midtop")

    def _render_mayor(self, image: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        layout = self.layout
        x, y, w, h = G.card_box(MAYOR)
        mid = x + w / 2

        def at(p: G.Point) -> tuple[int, int]:
            return self._on_card(rect, p)

        look.text(image, name, layout.font(16, "display"), INK, at((mid, y + 12)), "midtop",
                  layout.px(w - 20))
        face = pieces.die_surface(layout.px(38), 4, *DIE_GREY)
        image.blit(face, face.get_rect(midtop=at((mid, y + 38))))
        label = layout.font(10.5, "bold")
        for rule_y, key in ((y + 92, "track"), (y + 212, "cubes")):
            # a double rule across the card and a heading in capitals under it
            pieces.double_rule(image, at((x + 12, rule_y)), at((x + w - 12, rule_y)), BRASS,
                               layout.px(4))
            look.text(image, look.caps(t(f"capo.table.mayor.{key}")), label, BRASS_DARK,
                      at((mid, rule_y + 8)), "midtop", layout.px(w - 16))
        pieces.fan(image, at((mid, y + 90)), layout.px(14), BRASS, 9, up=True)
        # the Extortion track 0-6 (R17): 5 and 6 pay a bonus on stopping (R41)
        pygame.draw.line(image, BRASS_DARK, at(G.track_point(0)), at(G.track_point(6)),
                         max(1, layout.px(2)))
        for level in range(7):
            c = at(G.track_point(level))
            fill = (232, 206, 140) if level >= 5 else CREAM_DARK
            pygame.draw.circle(image, fill, c, layout.px(9))
            pygame.draw.circle(image, BRASS_DARK, c, layout.px(9), 1)
            look.text(image, str(level), label, INK, (c[0], c[1] + layout.px(1)), "center")
        for level, key in ((5, "half"), (6, "all")):
            px, py = G.track_point(level)
            look.text(image, t(f"capo.table.mayor.{key}"), layout.font(10), BRASS_DARK,
                      at((px, py + 14)), "midtop")
        pieces.fan(image, at((mid, y + h - 14)), layout.px(16), BRASS, 9, up=True)


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
