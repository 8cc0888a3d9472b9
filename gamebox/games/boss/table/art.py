"""How The Boss's pieces look: city cards (face: the city's band and what the card
holds; back: the city's colour and name, as the real backs show the city, R45), police
cards with their badges, and gangster cubes (a big cube for a marked gangster, a small
one for an occasional, each with its colour's symbol so colour is never the only cue).

Drawing only: what a face may show is decided by the table, from the viewer's view.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from gamebox.app import look, pieces
from gamebox.games.boss.model import HIDDEN, is_hidden
from gamebox.games.boss.text import CARD_KINDS, CITY_OF_PREFIX
from gamebox.i18n import t

Colour = tuple[int, int, int]

CARD_PAPER = (244, 236, 218)
CARD_INK = (48, 36, 26)
BACK_INK = (250, 244, 230)
SILVER = (196, 200, 208)
BADGE_GOLD = (222, 176, 64)
PENALTY_INK = (150, 36, 28)


def hex_colour(code: str) -> Colour:
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


def shade(colour: Colour, k: float) -> Colour:
    if k >= 0:
        return tuple(round(c + (255 - c) * k) for c in colour)  # type: ignore[return-value]
    return tuple(round(c * (1 + k)) for c in colour)  # type: ignore[return-value]


def ink_on(colour: Colour) -> Colour:
    """Dark ink on a light colour, light ink on a dark one."""
    r, g, b = colour
    return CARD_INK if 0.3 * r + 0.59 * g + 0.11 * b > 150 else BACK_INK


def city_of_card(card: str) -> str:
    """The city id a card (or a back `?<city>`) belongs to; "" for an unknown reward."""
    if card == HIDDEN:
        return ""
    if is_hidden(card):
        return card[1:]
    return CITY_OF_PREFIX.get(card.split("_")[0], "")


def kind_of(card: str) -> str:
    """"3" for a money card, else its penalty (`revolver`...); "" for a back."""
    return "" if is_hidden(card) else CARD_KINDS.get(card, "")


def short_kind(kind: str) -> str:
    return kind if kind.isdigit() else t(f"boss.table.kind.{kind}")


def mark(kind: str) -> str:
    """What a small card corner says: the value, or the penalty in a word or two."""
    return kind if kind.isdigit() or not kind else t(f"boss.table.mark.{kind}")


def fitted(words: str, px: int, width: int, style: str = "bold") -> pygame.font.Font:
    """The largest font up to `px` in which `words` fit `width` pixels."""
    size = max(7, px)
    face = font(size, style)
    while size > 7 and face.size(words)[0] > width:
        size -= 1
        face = font(size, style)
    return face


def font(px: int, style: str = "bold") -> pygame.font.Font:
    return look.font(max(7, px), style)


def card_face(surface: pygame.Surface, rect: pygame.Rect, card: str, colour: Colour,
              lit: bool = False) -> None:
    """A city card face up: the city's band on top with the value (or penalty) in its
    corner, so a column of overlapping cards still reads; the value large below."""
    pieces.card(surface, rect, CARD_PAPER, colour, max(3, rect.w // 9), max(1, rect.w // 14),
                "plain")
    band = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, max(8, round(rect.h * 0.2)))
    pygame.draw.rect(surface, colour, band, border_radius=max(2, rect.w // 12))
    kind = kind_of(card)
    money = kind.isdigit()
    corner = mark(kind)
    small = fitted(corner, round(band.h * 0.8), band.w - 6)
    look.text(surface, corner, small, ink_on(colour), (band.x + 4, band.centery), "midleft")
    if money:
        big = font(round(rect.h * 0.36), "display")
        look.text(surface, kind, big, CARD_INK, (rect.centerx, rect.centery + rect.h * 0.06),
                  "center")
        look.text(surface, "M$", font(round(rect.h * 0.12), "regular"), CARD_INK,
                  (rect.centerx, rect.bottom - rect.h * 0.1), "center")
    else:
        words = short_kind(kind)
        face = fitted(words, round(rect.h * 0.16), rect.w - 8)
        if face.size(words)[0] > rect.w - 8:  # too narrow for the name: its short mark
            words = mark(kind)
            face = fitted(words, round(rect.h * 0.16), rect.w - 8)
        look.text(surface, words, face, PENALTY_INK,
                  (rect.centerx, rect.centery + rect.h * 0.1), "center", rect.w - 6)
    if lit:
        pygame.draw.rect(surface, look.HIGHLIGHT, rect, max(2, rect.w // 20),
                         border_radius=max(3, rect.w // 9))


def card_back(surface: pygame.Surface, rect: pygame.Rect, code: str, colour: Colour,
              sign: str = "") -> None:
    """The back of a city card: its city's colour and code (R45); `sign` a "?" or a
    deduced value over it."""
    pieces.card(surface, rect, colour, shade(colour, 0.45), max(3, rect.w // 9),
                max(1, rect.w // 14), "deco" if rect.w > 40 else "plain")
    ink = ink_on(colour)
    look.text(surface, code, font(round(rect.h * 0.16)), ink,
              (rect.centerx, rect.y + rect.h * 0.26), "center", rect.w - 4)
    if sign:
        face = fitted(sign, round(rect.h * (0.3 if len(sign) < 3 else 0.2)), rect.w - 8,
                      "display")
        look.text(surface, sign, face, ink, (rect.centerx, rect.centery + rect.h * 0.12),
                  "center", rect.w - 4)


def police_card(surface: pygame.Surface, rect: pygame.Rect, badges: tuple[str, ...],
                face_up: bool) -> None:
    """A police card: its badges (silver, gold) face up; a plain dark back face down."""
    if not face_up:
        pieces.card(surface, rect, (34, 40, 70), (120, 130, 170), max(3, rect.w // 9),
                    max(1, rect.w // 14), "deco" if rect.w > 40 else "plain")
        look.symbol(surface, "star", rect.center, max(3, rect.w // 5), (150, 160, 200))
        return
    pieces.card(surface, rect, (226, 230, 240), (40, 52, 100), max(3, rect.w // 9),
                max(1, rect.w // 14), "plain")
    for i, badge in enumerate(badges):
        k = (i + 1) / (len(badges) + 1)
        at = (rect.centerx, rect.y + rect.h * k)
        fill = SILVER if badge == "silver" else BADGE_GOLD
        pieces.token(surface, at, max(4, round(rect.w * 0.28)), fill, shade(fill, -0.4),
                     symbol="star", symbol_colour=shade(fill, -0.5))


@lru_cache(maxsize=64)
def _cube_rim(colour: Colour) -> Colour:
    return shade(colour, -0.45) if sum(colour) > 300 else shade(colour, 0.35)


def seat_look(colour_id: str, colour_blind: bool) -> look.PlayerLook:
    """A gangster colour as every shared screen draws it (the colour-blind palette too)."""
    return look.player_look(0, colour_blind, (colour_id,))


def gangster(surface: pygame.Surface, at: tuple[int, int], px: int, seat: look.PlayerLook,
             big: bool) -> None:
    """A gangster cube: big (marked) or small (occasional), with its colour's symbol."""
    colour = seat.colour
    size = px if big else max(5, round(px * 0.62))
    rect = pieces.cube(surface, at, size, colour)
    pygame.draw.rect(surface, _cube_rim(colour), rect.inflate(-1, -1), 1)
    if big:
        look.symbol(surface, seat.symbol, (rect.centerx - 1, rect.centery + 1),
                    max(2, size // 6), _cube_rim(colour))
