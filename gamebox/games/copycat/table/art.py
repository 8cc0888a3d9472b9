"""How Copycat's things look: cards (face by action colour, number, title, effect, cost,
section; backs by section), office tiles, campaign workers, VP markers and coins.

All of it draws in pixels into a rectangle the table gives (the shared card widgets pass
rectangles already scaled), choosing less detail as the rectangle gets small: a card in
a hand shows its words, one in a rival's area only its colour and number. Nothing here
decides what may be seen: it draws the faces it is handed.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.games.copycat import text
from gamebox.games.copycat.config import CopycatConfig, Effect, Office
from gamebox.games.copycat.model import COLOURS

Colour = tuple[int, int, int]

# the action box's colour gives its phase (R8)
ACTION: dict[str, Colour] = {
    "purple": (118, 72, 150), "blue": (52, 108, 178), "yellow": (214, 170, 48),
    "green": (72, 140, 76), "yellow_green": (150, 170, 52), "grey": (128, 128, 124),
    "red": (176, 56, 46),
}
CARD_PAPER: Colour = (246, 238, 220)
CARD_INK: Colour = (40, 32, 26)
BACK: Colour = (70, 44, 74)
BACK_RULE: Colour = (214, 180, 110)
MARKER: Colour = (58, 150, 70)
COIN: Colour = (226, 184, 64)
NUMERALS = ("", "I", "II", "III", "IV", "V")

def seat_colour(p: int, colour_blind: bool = False) -> Colour:
    """A campaign colour (R5) as every shared screen draws it."""
    return look.player_look(p, colour_blind, COLOURS).colour


def seat_symbol(p: int) -> str:
    return look.player_look(p, False, COLOURS).symbol


def ink_on(fill: Colour) -> Colour:
    """Dark words on a light fill, light words on a dark one."""
    return CARD_INK if sum(fill) > 420 else look.WHITE


SMALLEST = 7  # the smallest letters a card or a tile is written in, in pixels


@cache
def _face(px: int, style: str) -> pygame.font.Font:
    return look.font(max(SMALLEST, px), style)


@cache
def _fit_box(words: str, px: int, style: str, width: int, height: int,
             lines: int) -> tuple[pygame.font.Font, tuple[str, ...], bool]:
    """The words in a box `width` x `height`: the largest letters from `px` down at which
    they wrap (evenly) into at most `lines` rows that stand in the box; at the smallest,
    as many rows as stand, the last (and any row of one word too wide) cut with "…".
    Returns the font, the rows and whether anything was cut (the tooltip holds it all)."""
    face = _face(px, style)
    for size in range(max(SMALLEST, px), SMALLEST - 1, -1):
        face = _face(size, style)
        room = min(lines, height // face.get_linesize())
        rows = look.balanced(words, face, width)
        if 0 < len(rows) <= room and all(face.size(row)[0] <= width for row in rows):
            return face, tuple(rows), False
    room = max(1, min(lines, height // face.get_linesize()))
    rows = look.wrap(words, face, width)
    if len(rows) > room:
        rows = [*rows[: room - 1], " ".join(rows[room - 1:])]
    return face, tuple(look.ellipsize(row, face, width) for row in rows), True


def _draw_rows(surface: pygame.Surface, face: pygame.font.Font, rows: tuple[str, ...],
               colour: Colour, rect: pygame.Rect) -> None:
    """Rows of words centred in `rect`, clipped to it."""
    step = face.get_linesize()
    top = rect.centery - step * len(rows) // 2
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    for i, row in enumerate(rows):
        look.text(surface, row, face, colour, (rect.centerx, top + i * step), "midtop", rect.w)
    surface.set_clip(clip)


def _words(surface: pygame.Surface, words: str, px: int, style: str, colour: Colour,
           rect: pygame.Rect, lines: int) -> None:
    """Words fitted into `rect` (shrunk, wrapped, then cut) and drawn in its middle."""
    face, rows, _cut = _fit_box(words, px, style, rect.w, rect.h, lines)
    _draw_rows(surface, face, rows, colour, rect)


def effect_words(effect: Effect) -> str:
    return text.effect_text(effect)


class Art:
    """The drawing of one table (its config and the colour-blind setting)."""

    def __init__(self, config: CopycatConfig, colour_blind: bool = False) -> None:
        self.config = config
        self.colour_blind = colour_blind

    # -- cards ---------------------------------------------------------------------------
    def card(self, surface: pygame.Surface, rect: pygame.Rect, face: Any, lit: bool,
             lifted: bool) -> None:
        """A card: `face` a card index, or ("back", section) / None for a back."""
        if not isinstance(face, int) or face < 0:
            section = face[1] if isinstance(face, tuple) else 0
            self.back(surface, rect, section)
            if lit:
                self.lit(surface, rect)
            return
        card = self.config.cards[face]
        radius = max(3, rect.w // 9)
        band = ACTION[card.colour]
        if rect.h > 40:
            look.drop_shadow(surface, rect, radius, max(2, rect.h // 30), max(1, rect.h // 40))
        pygame.draw.rect(surface, CARD_PAPER, rect, border_radius=radius)
        head = pygame.Rect(rect.x, rect.y, rect.w, max(6, round(rect.h * 0.17)))
        pygame.draw.rect(surface, band, head, border_top_left_radius=radius,
                         border_top_right_radius=radius)
        number = "0" if card.number is None else str(card.number)
        hx = max(2, rect.w // 14)
        look.text(surface, number, _face(round(head.h * 0.8), "bold"), ink_on(band),
                  (rect.x + hx, head.centery), "midleft")
        if rect.h >= 60:
            mark = NUMERALS[card.section] if card.section else card.set
            look.text(surface, mark, _face(round(head.h * 0.62), "bold"), ink_on(band),
                      (rect.right - hx, head.centery), "midright")
        if rect.h >= 70:
            self.card_words(surface, rect, head, card, band)
            foot = rect.bottom - max(5, round(rect.h * 0.065))
            if card.kind != "start":
                self.coin(surface, (rect.x + round(rect.w * 0.15), foot), round(rect.h * 0.06),
                          str(card.cost))
            if card.vp:
                look.text(surface, f"{card.vp} VP", _face(round(rect.h * 0.09), "bold"),
                          MARKER, (rect.right - hx, foot), "midright")
        elif rect.h >= 40:
            body = pygame.Rect(rect.x + 2, head.bottom + 2, rect.w - 4,
                               rect.bottom - head.bottom - 4)
            pygame.draw.rect(surface, _tint(band), body, border_radius=max(2, radius // 2))
            _words(surface, effect_words(card.effect), round(rect.h * 0.14), "regular",
                   CARD_INK, body.inflate(-2, -2), 3)
        pygame.draw.rect(surface, (120, 100, 80), rect, 1, border_radius=radius)
        if lit:
            self.lit(surface, rect)

    def card_words(self, surface: pygame.Surface, rect: pygame.Rect, head: pygame.Rect,
                   card: Any, band: Colour) -> None:
        """The title and the effect between the head and the foot (cost, VP): a long
        title takes two rows where the effect still stands whole under them, else one
        row (cut) if that saves the effect; the effect takes the rest. Nothing leaves
        its box."""
        inner_w = rect.w - max(4, rect.w // 10)
        foot_top = rect.bottom - max(10, round(rect.h * 0.13))
        room = foot_top - head.bottom - 3  # the title, a gap and the effect's box
        px = round(rect.h * 0.1)
        effect = effect_words(card.effect)
        names = [_fit_box(card.name, px, "bold", inner_w, room // 2, 2)]
        if len(names[0][1]) > 1:
            names.append(_fit_box(card.name, px, "bold", inner_w, room, 1))
        layouts = [(face, rows, _fit_box(effect, px, "regular", rect.w - 7,
                                         room - face.get_linesize() * len(rows) - 4, 5))
                   for face, rows, _cut in names]
        face, rows, body_words = next((option for option in layouts if not option[2][2]),
                                      layouts[0])
        name_box = pygame.Rect(rect.x + (rect.w - inner_w) // 2, head.bottom + 1, inner_w,
                               face.get_linesize() * len(rows))
        _draw_rows(surface, face, rows, CARD_INK, name_box)
        body = pygame.Rect(rect.x + 2, name_box.bottom + 2, rect.w - 4,
                           foot_top - name_box.bottom - 2)
        pygame.draw.rect(surface, _tint(band), body, border_radius=max(2, rect.w // 18))
        _draw_rows(surface, body_words[0], body_words[1], CARD_INK, body.inflate(-3, -2))

    def back(self, surface: pygame.Surface, rect: pygame.Rect, section: int = 0) -> None:
        """A card back: the section numeral of the supply (R98, D20), or a plain one."""
        radius = max(3, rect.w // 9)
        if rect.h > 40:
            look.drop_shadow(surface, rect, radius, max(2, rect.h // 30), max(1, rect.h // 40))
        pygame.draw.rect(surface, BACK, rect, border_radius=radius)
        inner = rect.inflate(-max(4, rect.w // 7), -max(4, rect.w // 7))
        pygame.draw.rect(surface, BACK_RULE, inner, max(1, rect.w // 30), border_radius=radius)
        if 0 < section < len(NUMERALS):
            look.text(surface, NUMERALS[section], _face(round(rect.h * 0.26), "display"),
                      BACK_RULE, rect.center, "center")
        else:
            pygame.draw.circle(surface, BACK_RULE, rect.center, max(2, rect.w // 7), 1)

    def lit(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, look.HIGHLIGHT, rect.inflate(4, 4), max(2, rect.w // 24),
                         border_radius=max(4, rect.w // 8))

    # -- offices -------------------------------------------------------------------------
    def office(self, surface: pygame.Surface, rect: pygame.Rect, office: Office, lit: bool,
               hot: bool, reserve: int = 0) -> None:
        """An office tile: its action colour down the left, its effect in words; the
        `reserve` pixels at the right stay free for the worker and the VP markers."""
        band = ACTION[office.colour]
        radius = max(3, rect.h // 8)
        if hot:  # the hint: a green glow round the tile, as round a hinted card
            pieces.glow(surface, rect, look.OK, radius * 2, max(4, rect.h // 7))
        pygame.draw.rect(surface, (236, 226, 204), rect, border_radius=radius)
        strip = pygame.Rect(rect.x, rect.y, max(5, rect.w // 12), rect.h)
        pygame.draw.rect(surface, band, strip, border_top_left_radius=radius,
                         border_bottom_left_radius=radius)
        body = pygame.Rect(strip.right + 2, rect.y + 2, rect.right - strip.right - 3 - reserve,
                           rect.h - 4)
        _words(surface, effect_words(office.effect), round(rect.h * 0.21), "regular", CARD_INK,
               body, 4)
        border = look.OK if hot else look.HIGHLIGHT if lit else (130, 110, 86)
        pygame.draw.rect(surface, border, rect, 3 if lit else 1, border_radius=radius)

    # -- pieces --------------------------------------------------------------------------
    def worker(self, surface: pygame.Surface, midbottom: tuple[float, float], height: int,
               p: int, lying: bool = False) -> None:
        """A campaign worker in the player's colour; a used office's worker lies down (R39)."""
        colour = seat_colour(p, self.colour_blind)
        outline = (40, 30, 20)
        if lying:
            image = pieces.pawn_surface(max(10, height), colour, "pawn", outline)
            image = pygame.transform.rotate(image, 90)
            surface.blit(image, image.get_rect(midbottom=(round(midbottom[0]),
                                                           round(midbottom[1]))))
            return
        pieces.pawn(surface, midbottom, height, colour, "pawn", outline)

    def token(self, surface: pygame.Surface, centre: tuple[float, float], radius: int,
              p: int, label: str = "") -> None:
        colour = seat_colour(p, self.colour_blind)
        pieces.token(surface, centre, max(4, radius), colour, (40, 30, 20), label,
                     ink_on(colour), seat_symbol(p) if not label else None, ink_on(colour))

    def marker(self, surface: pygame.Surface, centre: tuple[float, float], radius: int,
               count: int | str = "") -> None:
        """A green VP marker (R5), with a count when there are more."""
        pieces.token(surface, centre, max(4, radius), MARKER, (30, 70, 34), str(count or ""),
                     look.WHITE)

    def coin(self, surface: pygame.Surface, centre: tuple[float, float], radius: int,
             label: str = "") -> None:
        pieces.token(surface, centre, max(4, radius), COIN, (150, 110, 30), label, CARD_INK)


def _tint(colour: Colour) -> Colour:
    """The action colour faded towards the paper, for the effect's box."""
    return tuple(round(c * 0.3 + p * 0.7) for c, p in zip(colour, CARD_PAPER, strict=True))
