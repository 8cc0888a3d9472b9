"""The market's pieces, drawn by the program and cached per size: goods cards, the card
back, the merchant's bag, coins and the Sheriff's badge. Legal goods (green rim) and
contraband (red rim) differ by rim *and* by an emblem, never by colour alone."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from gamebox.app import look, pieces
from gamebox.games.sheriff.model import HIDDEN, LEGAL

PARCHMENT = (238, 226, 196)
PARCHMENT_DARK = (206, 188, 150)
TIMBER = (74, 48, 30)
TIMBER_DARK = (52, 34, 22)
LEGAL_RIM = (70, 130, 70)
CONTRA_RIM = (168, 52, 44)
ROYAL_RIM = (196, 150, 40)
BACK = (118, 36, 34)
LEATHER = (140, 96, 56)

GOOD_COLOURS: dict[str, tuple[int, int, int]] = {
    "apples": (196, 52, 40), "cheese": (232, 190, 60), "bread": (176, 112, 52),
    "chicken": (226, 210, 180), "pepper": (200, 40, 30), "mead": (214, 150, 40),
    "silk": (130, 70, 170), "crossbow": (110, 110, 118), "green_apples": (110, 170, 60),
    "golden_apples": (230, 190, 50), "gouda_cheese": (236, 160, 40),
    "bleu_cheese": (150, 170, 200), "rye_bread": (140, 90, 50),
    "pumpernickel_bread": (96, 60, 36), "royal_rooster": (200, 80, 40),
}


def colour_of(good: str) -> tuple[int, int, int]:
    return GOOD_COLOURS.get(good, (120, 110, 100))


def rim_of(good: str, kind: str = "") -> tuple[int, int, int]:
    if good in LEGAL:
        return LEGAL_RIM
    return ROYAL_RIM if kind == "royal" else CONTRA_RIM


def _shade(colour: tuple[int, ...], k: float) -> tuple[int, int, int]:
    if k >= 0:
        return tuple(round(c + (255 - c) * k) for c in colour[:3])  # type: ignore[return-value]
    return tuple(round(c * (1 + k)) for c in colour[:3])  # type: ignore[return-value]


def emblem(surface: pygame.Surface, good: str, centre: tuple[float, float], r: float) -> None:
    """A small picture of the good, drawn with primitives (reads at 20 px)."""
    kind = good.rsplit("_", 1)[-1]  # a royal good looks like its kind: green_apples as apples
    c = colour_of(good)
    dark = _shade(c, -0.45)
    x, y = centre
    r = max(3.0, r)
    w = max(1, round(r / 7))
    if kind == "apples":
        pygame.draw.circle(surface, c, (x - r * 0.28, y + r * 0.1), r * 0.62)
        pygame.draw.circle(surface, c, (x + r * 0.28, y + r * 0.1), r * 0.62)
        pygame.draw.circle(surface, _shade(c, 0.35), (x - r * 0.35, y - r * 0.1), r * 0.18)
        pygame.draw.line(surface, TIMBER, (x, y - r * 0.45), (x + r * 0.15, y - r * 0.9), w + 1)
        pygame.draw.ellipse(surface, (70, 140, 60), (x + r * 0.1, y - r * 0.95, r * 0.55, r * 0.3))
    elif kind == "cheese":
        points = [(x - r * 0.85, y + r * 0.55), (x + r * 0.85, y + r * 0.55),
                  (x + r * 0.7, y - r * 0.5)]
        pygame.draw.polygon(surface, c, points)
        pygame.draw.polygon(surface, dark, points, w)
        for hx, hy, hr in ((0.1, 0.2, 0.14), (0.45, 0.05, 0.1), (-0.3, 0.35, 0.1)):
            pygame.draw.circle(surface, _shade(c, -0.2), (x + r * hx, y + r * hy), r * hr)
    elif kind == "bread":
        rect = pygame.Rect(0, 0, r * 1.9, r * 1.05)
        rect.center = (round(x), round(y + r * 0.1))
        pygame.draw.ellipse(surface, c, rect)
        pygame.draw.ellipse(surface, dark, rect, w)
        for i in (-1, 0, 1):
            pygame.draw.line(surface, dark, (x + i * r * 0.45 - r * 0.12, y - r * 0.15),
                             (x + i * r * 0.45 + r * 0.12, y + r * 0.3), w)
    elif kind in ("chicken", "rooster"):  # a roast drumstick
        meat = pygame.Rect(0, 0, r * 1.25, r * 1.0)
        meat.center = (round(x - r * 0.2), round(y + r * 0.2))
        pygame.draw.ellipse(surface, (196, 120, 60), meat)
        pygame.draw.ellipse(surface, _shade((196, 120, 60), -0.4), meat, w)
        pygame.draw.ellipse(surface, (226, 160, 96),
                            meat.inflate(-meat.w * 0.5, -meat.h * 0.55).move(-r * 0.1, -r * 0.12))
        bone = (250, 244, 230)
        pygame.draw.line(surface, bone, (x + r * 0.2, y - r * 0.05), (x + r * 0.62, y - r * 0.5),
                         max(2, round(r / 4)))
        pygame.draw.circle(surface, bone, (x + r * 0.62, y - r * 0.68), r * 0.17)
        pygame.draw.circle(surface, bone, (x + r * 0.8, y - r * 0.5), r * 0.17)
        if good == "royal_rooster":
            pygame.draw.polygon(surface, look.GOLD, [
                (x - r * 0.7, y - r * 0.45), (x - r * 0.55, y - r * 0.85),
                (x - r * 0.35, y - r * 0.55), (x - r * 0.15, y - r * 0.85), (x, y - r * 0.45)])
    elif kind == "pepper":
        points = [(x - r * 0.7, y - r * 0.35), (x + r * 0.6, y - r * 0.15),
                  (x + r * 0.8, y + r * 0.6), (x + r * 0.1, y + r * 0.25),
                  (x - r * 0.75, y + r * 0.05)]
        pygame.draw.polygon(surface, c, points)
        pygame.draw.polygon(surface, dark, points, w)
        pygame.draw.line(surface, (70, 130, 60), (x - r * 0.7, y - r * 0.15),
                         (x - r * 0.95, y - r * 0.6), w + 1)
    elif kind == "mead":
        body = pygame.Rect(0, 0, r * 1.0, r * 1.3)
        body.center = (round(x - r * 0.1), round(y + r * 0.1))
        pygame.draw.rect(surface, c, body, border_radius=max(1, round(r * 0.15)))
        pygame.draw.rect(surface, dark, body, w, border_radius=max(1, round(r * 0.15)))
        pygame.draw.rect(surface, (250, 244, 226), (body.x, body.y - r * 0.22, body.w, r * 0.3),
                         border_radius=3)
        handle = pygame.Rect(body.right - 2, body.y + r * 0.25, r * 0.45, r * 0.7)
        pygame.draw.ellipse(surface, dark, handle, w + 1)
    elif kind == "silk":
        for i in range(3):
            yy = y - r * 0.45 + i * r * 0.42
            pts = [(x - r * 0.85 + k * r * 0.17, yy + math.sin(k * 0.9) * r * 0.14)
                   for k in range(11)]
            pygame.draw.lines(surface, c if i != 1 else _shade(c, 0.35), False, pts,
                              max(2, round(r / 4)))
    elif kind == "crossbow":
        crossbow(surface, (x, y), r)
    else:
        pygame.draw.circle(surface, c, (x, y), r * 0.6)


@lru_cache(maxsize=256)
def card_face(good: str, w: int, h: int, label: str, value: int, penalty: int,
              kind: str) -> pygame.Surface:
    """A goods card: parchment, a rim by class, the emblem, the name, value (coin, top
    left) and penalty (shield, top right)."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 9)
    rim = rim_of(good, kind)
    pygame.draw.rect(image, _shade(rim, -0.3), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(image, rim, (0, 0, w, h - 1), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 12), -max(4, w // 12))
    pygame.draw.rect(image, PARCHMENT, inner, border_radius=max(2, radius - 2))
    band = pygame.Rect(inner.x, inner.y + inner.h * 0.62, inner.w, inner.h * 0.38)
    pygame.draw.rect(image, _shade(colour_of(good), 0.55), band,
                     border_bottom_left_radius=max(2, radius - 2),
                     border_bottom_right_radius=max(2, radius - 2))
    emblem(image, good, (w / 2, inner.y + inner.h * 0.36), inner.w * 0.3)
    small = look.font(max(8, round(h * 0.13)), "bold")
    coin_r = max(5, round(w * 0.12))
    coin_at = (inner.x + coin_r + 1, inner.y + coin_r + 1)
    pygame.draw.circle(image, look.GOLD, coin_at, coin_r)
    pygame.draw.circle(image, _shade(look.GOLD, -0.4), coin_at, coin_r, 1)
    digits = small.render(str(value), True, look.INK)
    image.blit(digits, digits.get_rect(center=coin_at))
    shield = [(inner.right - coin_r * 2 - 1, inner.y + 1), (inner.right - 1, inner.y + 1),
              (inner.right - 1, inner.y + coin_r * 1.3),
              (inner.right - coin_r - 1, inner.y + coin_r * 2.2),
              (inner.right - coin_r * 2 - 1, inner.y + coin_r * 1.3)]
    pygame.draw.polygon(image, (150, 44, 40), shield)
    pen = small.render(str(penalty), True, look.WHITE)
    image.blit(pen, pen.get_rect(center=(inner.right - coin_r - 1, inner.y + coin_r * 0.95)))
    face, lines = look.fit_text(label, max(8, round(h * 0.14)), "bold", band.w - 4, 2, 7)
    line_h = face.get_linesize()
    top = band.centery - line_h * len(lines[:2]) / 2
    for i, line in enumerate(lines[:2]):
        look.text(image, line, face, look.INK, (w / 2, top + i * line_h), "midtop", band.w - 4)
    return image


@lru_cache(maxsize=32)
def card_back(w: int, h: int) -> pygame.Surface:
    """The back every face-down card shares: wine red with a gold ring and a seal."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 9)
    pygame.draw.rect(image, _shade(BACK, -0.35), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(image, BACK, (0, 0, w, h - 1), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(6, w // 7), -max(6, w // 7))
    pygame.draw.rect(image, look.GOLD, inner, max(1, w // 40), border_radius=max(2, radius - 2))
    r = max(4, round(w * 0.22))
    c = (w // 2, h // 2)
    pygame.draw.circle(image, _shade(BACK, 0.15), c, r)
    pygame.draw.circle(image, look.GOLD, c, r, max(1, w // 40))
    look.symbol(image, "star", c, max(3, round(r * 0.6)), look.GOLD_LIGHT)
    return image


def draw_card(surface: pygame.Surface, rect: pygame.Rect, good: str, label: str, value: int,
              penalty: int, kind: str, lifted: bool = False, lit: bool = False) -> None:
    """A card at `rect`: face up, or its back for `HIDDEN`."""
    look.drop_shadow(surface, rect, max(3, rect.w // 9), max(2, rect.w // 16), offset=3)
    if lit:
        pieces.glow(surface, rect, look.HIGHLIGHT, max(3, rect.w // 9), max(3, rect.w // 10))
    if good == HIDDEN:
        surface.blit(card_back(rect.w, rect.h), rect)
    else:
        surface.blit(card_face(good, rect.w, rect.h, label, value, penalty, kind), rect)
    if lifted or lit:
        colour = look.HIGHLIGHT if lifted else look.GOLD_LIGHT
        pygame.draw.rect(surface, colour, rect, max(2, rect.w // (24 if lifted else 36)),
                         border_radius=max(3, rect.w // 9))


def chip(surface: pygame.Surface, rect: pygame.Rect, good: str, kind: str, radius: int,
         width: int) -> None:
    """A stall chip: the good's pale colour in its class's rim, a card back's for `HIDDEN`."""
    up = good != HIDDEN
    face = _shade(colour_of(good), 0.6) if up else BACK
    look.panel(surface, rect, face, radius, 0, rim_of(good, kind) if up else look.GOLD, width)


def empty_place(surface: pygame.Surface, rect: pygame.Rect, lit: bool = False) -> None:
    """Where a card was: a faint dashed outline (a hand card now in the bag)."""
    colour = look.GOLD_LIGHT if lit else _shade(PARCHMENT_DARK, -0.35)
    dash = max(3, rect.w // 8)
    width = max(1, rect.w // 36)
    for x in range(rect.left + dash // 2, rect.right - dash // 2, dash * 2):
        end = min(x + dash, rect.right - dash // 2)
        pygame.draw.line(surface, colour, (x, rect.top), (end, rect.top), width)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
    for y in range(rect.top + dash // 2, rect.bottom - dash // 2, dash * 2):
        end = min(y + dash, rect.bottom - dash // 2)
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, end), width)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), width)


@lru_cache(maxsize=64)
def bag_surface(w: int, h: int, colour: tuple[int, int, int],
                open_: bool = False) -> pygame.Surface:
    """The merchant's drawstring bag in the player's colour."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    body = pygame.Rect(w * 0.08, h * 0.3, w * 0.84, h * 0.68)
    pygame.draw.ellipse(image, (0, 0, 0, 70), body.move(2, 3))
    pygame.draw.ellipse(image, _shade(colour, -0.2), body)
    pygame.draw.ellipse(image, colour, body.inflate(-w * 0.08, -h * 0.08).move(-1, -1))
    neck = [(w * 0.32, h * 0.34), (w * 0.68, h * 0.34), (w * 0.6, h * 0.18), (w * 0.4, h * 0.18)]
    pygame.draw.polygon(image, _shade(colour, -0.1), neck)
    if open_:
        pygame.draw.ellipse(image, _shade(colour, -0.55), (w * 0.22, h * 0.06, w * 0.56, h * 0.2))
    else:
        top = [(w * 0.28, h * 0.02), (w * 0.72, h * 0.02), (w * 0.58, h * 0.2), (w * 0.42, h * 0.2)]
        pygame.draw.polygon(image, _shade(colour, 0.15), top)
    pygame.draw.line(image, look.GOLD, (w * 0.34, h * 0.3), (w * 0.66, h * 0.3), max(2, w // 22))
    return image


def coin(surface: pygame.Surface, centre: tuple[float, float], radius: int,
         label: str = "") -> None:
    pieces.token(surface, centre, radius, look.GOLD, _shade(look.GOLD, -0.3), label,
                        look.INK, pattern="coin")


def badge(surface: pygame.Surface, centre: tuple[float, float], radius: int) -> None:
    """The Sheriff's star badge."""
    x, y = centre
    points = []
    for i in range(12):
        a = -math.pi / 2 + i * math.pi / 6
        d = radius if i % 2 == 0 else radius * 0.58
        points.append((x + d * math.cos(a), y + d * math.sin(a)))
    pygame.draw.polygon(surface, (0, 0, 0, 80), [(px + 1, py + 2) for px, py in points])
    pygame.draw.polygon(surface, look.GOLD, points)
    pygame.draw.polygon(surface, _shade(look.GOLD, -0.45), points, 1)
    pygame.draw.circle(surface, _shade(look.GOLD, 0.3), (x, y), radius * 0.35)


@lru_cache(maxsize=8)
def market_background(size: tuple[int, int], scale: float) -> pygame.Surface:
    """Timber boards under a cloth: the market square."""
    w, h = size
    image = pygame.Surface(size)
    image.fill(TIMBER_DARK)
    plank = max(12, round(64 * scale))
    for i, y in enumerate(range(0, h, plank)):
        shade = TIMBER if i % 2 == 0 else _shade(TIMBER, -0.08)
        pygame.draw.rect(image, shade, (0, y, w, plank - 2))
        pygame.draw.line(image, _shade(TIMBER, -0.35), (0, y + plank - 2), (w, y + plank - 2), 2)
        for k in range(5):
            x = (i * 173 + k * 311) % max(1, w)
            pygame.draw.line(image, _shade(TIMBER, -0.2), (x, y + 4),
                             (x + plank // 2, y + plank // 3), 1)
    return image


def crossbow(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """A crossbow from above, pointing up and right; the bow and the drawn string make it
    read as a crossbow, not a pick."""
    x, y = centre
    fx, fy = math.cos(-math.pi / 4), math.sin(-math.pi / 4)  # forward along the stock
    sx, sy = -fy, fx  # across the stock

    def at(u: float, v: float) -> tuple[float, float]:
        return (x + (u * fx + v * sx) * r, y + (u * fy + v * sy) * r)

    wood, steel, string = (150, 98, 52), (70, 74, 86), (52, 40, 32)
    w = max(1, round(r / 7))
    stock = [at(-0.95, -0.16), at(-0.55, -0.1), at(0.5, -0.06), at(0.5, 0.06),
             at(-0.55, 0.1), at(-0.95, 0.16)]
    pygame.draw.polygon(surface, wood, stock)
    pygame.draw.polygon(surface, _shade(wood, -0.45), stock, max(1, w - 1))
    pygame.draw.line(surface, _shade(wood, -0.45), at(-0.4, 0.08), at(-0.5, 0.32), w + 1)
    tips = (at(0.12, -0.92), at(0.12, 0.92))
    nut = at(-0.2, 0.0)
    pygame.draw.line(surface, string, tips[0], nut, w)  # the string, drawn back: a V
    pygame.draw.line(surface, string, tips[1], nut, w)
    bow = [at(0.12 + 0.42 * (1 - (v / 0.92) ** 2), v) for v in
           (-0.92, -0.7, -0.45, -0.2, 0.0, 0.2, 0.45, 0.7, 0.92)]
    pygame.draw.lines(surface, steel, False, bow, w + 2)
    pygame.draw.line(surface, (90, 70, 50), nut, at(0.8, 0.0), max(1, w))  # the bolt
    head = [at(1.02, 0.0), at(0.76, -0.14), at(0.76, 0.14)]
    pygame.draw.polygon(surface, steel, head)


def crown(surface: pygame.Surface, centre: tuple[float, float], r: float, king: bool) -> None:
    """A small crown: gold for the King, silver for the Queen (R70)."""
    cx, cy = centre
    colour = look.GOLD if king else (196, 200, 210)
    points = [(cx - r, cy + r * 0.6), (cx - r, cy - r * 0.5), (cx - r * 0.5, cy),
              (cx, cy - r * 0.8), (cx + r * 0.5, cy), (cx + r, cy - r * 0.5),
              (cx + r, cy + r * 0.6)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, _shade(colour, -0.45), points, 1)


def wreath(surface: pygame.Surface, centre: tuple[float, float], r: float,
           colour: tuple[int, int, int] = look.GOLD) -> None:
    """A laurel wreath, the score's mark: two leafy branches open at the top."""
    x, y = centre
    dark = _shade(colour, -0.45)
    length, width = r * 0.3, r * 0.13
    for side in (-1, 1):
        arc = [(x + side * math.sin(a) * r * 0.8, y + math.cos(a) * r * 0.8)
               for a in (0.25 + k * 0.3 for k in range(9))]
        pygame.draw.lines(surface, dark, False, arc, max(1, round(r / 9)))
        for k in range(1, 9, 2):
            a = 0.25 + k * 0.3 + 0.15
            px, py = arc[k]
            tx, ty = side * math.cos(a), -math.sin(a)  # along the branch, upwards
            for out in (-1, 1):  # a leaf on each side of the branch
                nx, ny = -ty * out * side, tx * out * side
                cx, cy = px + nx * width * 1.5, py + ny * width * 1.5
                leaf = [(cx + tx * length, cy + ty * length), (cx + nx * width, cy + ny * width),
                        (cx - tx * length * 0.6, cy - ty * length * 0.6),
                        (cx - nx * width, cy - ny * width)]
                pygame.draw.polygon(surface, colour, leaf)


def stand_icon(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """A market stand: a striped awning on two posts over a counter (a stand's value)."""
    x, y = centre
    post = max(1, round(r / 5))
    pygame.draw.line(surface, LEATHER, (x - r * 0.8, y - r * 0.4), (x - r * 0.8, y + r * 0.8), post)
    pygame.draw.line(surface, LEATHER, (x + r * 0.8, y - r * 0.4), (x + r * 0.8, y + r * 0.8), post)
    pygame.draw.rect(surface, LEATHER, (x - r, y + r * 0.2, r * 2, r * 0.5))
    stripes = 4
    width = r * 2.2 / stripes
    for i in range(stripes):
        colour = (200, 56, 44) if i % 2 == 0 else PARCHMENT
        left = x - r * 1.1 + i * width
        pygame.draw.rect(surface, colour, (left, y - r, width + 1, r * 0.6))
        pygame.draw.circle(surface, colour, (left + width / 2, y - r * 0.4), width / 2)
