"""Drawing of the table's pieces, shared by every game: dice, round tokens (markers,
chips, coins), cubes, pawns, cards, buttons, glows and the felt. Text, panels and soft
shadows are `look`'s, which these build on.

Everything is rendered once per size and style into a surface and then only blitted,
so a table with a hundred pieces draws well inside a frame. Sizes are pixels: scenes
turn design units into pixels with `app.layout` before asking. Call `clear_caches()`
after a resize or a palette change if memory matters; stale entries are harmless.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from gamebox.app import look

Colour = look.Colour


# -- glows ------------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def glow_surface(w: int, h: int, radius: int, colour: Colour, spread: int) -> pygame.Surface:
    """A blurred outline around a `w`x`h` rounded rectangle; blit at (x - spread*2, ...)."""
    pad = spread * 2
    image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(
        image,
        (*colour[:3], 255),
        (pad - spread // 2, pad - spread // 2, w + spread, h + spread),
        width=max(2, spread),
        border_radius=radius + spread // 2,
    )
    return look.blur(image, max(1, spread // 2))


def glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Colour,
    radius: int,
    spread: int,
    alpha: int = 255,
) -> None:
    """A soft halo around `rect`: the mark of a legal target."""
    image = glow_surface(rect.w, rect.h, radius, tuple(colour[:3]), max(2, spread))
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, (rect.x - spread * 2, rect.y - spread * 2))


@lru_cache(maxsize=256)
def ring_surface(radius: int, colour: Colour, width: int) -> pygame.Surface:
    image = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    pygame.draw.circle(image, colour, (radius + 1, radius + 1), radius, width)
    return image


def ring(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour, width: int = 2
) -> None:
    image = ring_surface(max(2, radius), tuple(colour), max(1, width))
    surface.blit(image, image.get_rect(center=centre))


# -- the felt --------------------------------------------------------------------------------
@lru_cache(maxsize=4)
def felt(size: tuple[int, int], base: Colour, dark: Colour, seed: int = 7) -> pygame.Surface:
    """A table surface: fine noise over a colour, darker towards the edges."""
    w, h = size
    tile_size = 96
    rng = random.Random(seed)
    tile = pygame.Surface((tile_size, tile_size))
    tile.fill(base)
    for y in range(tile_size):
        for x in range(tile_size):
            k = rng.randint(-7, 7)
            tile.set_at((x, y), tuple(max(0, min(255, c + k)) for c in base[:3]))
    image = pygame.Surface((w, h))
    for y in range(0, h, tile_size):
        for x in range(0, w, tile_size):
            image.blit(tile, (x, y))
    # vignette: a small radial alpha map scaled up smoothly
    gw, gh = 48, 27
    shade = pygame.Surface((gw, gh), pygame.SRCALPHA)
    for y in range(gh):
        for x in range(gw):
            dx = (x + 0.5) / gw - 0.5
            dy = (y + 0.5) / gh - 0.5
            d = min(1.0, math.hypot(dx * 1.15, dy * 1.3) * 1.55)
            shade.set_at((x, y), (*dark[:3], int(200 * d**2.2)))
    image.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0))
    return image


# -- dice ------------------------------------------------------------------------------------
PIPS = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def _shade(colour: Colour, k: float) -> tuple[int, int, int]:
    if k >= 0:
        return tuple(round(c + (255 - c) * k) for c in colour[:3])  # type: ignore[return-value]
    return tuple(round(c * (1 + k)) for c in colour[:3])  # type: ignore[return-value]


@lru_cache(maxsize=256)
def die_surface(
    size: int, value: int, body: Colour, pips: Colour, edge: Colour | None = None
) -> pygame.Surface:
    """A die face seen from above: rounded body with a soft bevel, round pips."""
    size = max(8, size)
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(2, size // 6)
    pygame.draw.rect(image, _shade(body, -0.25), (0, 0, size, size), border_radius=radius)
    inset = max(1, size // 14)
    pygame.draw.rect(image, body, (0, 0, size - inset, size - inset), border_radius=radius)
    pygame.draw.rect(
        image,
        _shade(body, 0.18),
        (inset, inset, size - 3 * inset, size - 3 * inset),
        border_radius=radius,
    )
    if edge:
        pygame.draw.rect(image, edge, (0, 0, size, size), width=1, border_radius=radius)
    r = max(1, round(size * 0.085))
    span = size - inset
    for fx, fy in PIPS.get(value, ()):
        centre = (round(fx * span), round(fy * span))
        pygame.draw.circle(image, _shade(pips, 0.25) if sum(pips[:3]) < 200 else pips, centre, r)
        pygame.draw.circle(image, pips, (centre[0], centre[1] + max(1, r // 4)), r)
    return image


def die(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: int,
    value: int,
    body: Colour,
    pips: Colour,
    angle: float = 0.0,
    shadow: bool = True,
    lift: float = 0.0,
) -> pygame.Rect:
    """Draw a die at `centre`, turned by `angle` degrees and lifted `lift` pixels (its
    shadow stays on the table, so a lifted die reads as in the air)."""
    image = die_surface(size, value, tuple(body), tuple(pips), None)
    if angle:
        image = pygame.transform.rotate(image, angle)
    cx, cy = centre
    if shadow:
        blur = max(2, size // 10)
        shade = look.shadow_surface(size, size, size // 6, blur, 120)
        sx = cx - size / 2 - blur * 2 + lift * 0.25 + size * 0.05
        sy = cy - size / 2 - blur * 2 + size * 0.08
        surface.blit(shade, (round(sx), round(sy)))
    rect = image.get_rect(center=(round(cx), round(cy - lift)))
    surface.blit(image, rect)
    return rect


# -- round tokens -----------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def token_surface(
    radius: int,
    fill: Colour,
    rim: Colour,
    label: str = "",
    label_colour: Colour = look.WHITE,
    symbol: str | None = None,
    symbol_colour: Colour | None = None,
    pattern: str | None = None,
    style: str = "bold",
) -> pygame.Surface:
    """A round marker seen from above: a rim, a face, a label and the owner's symbol.

    `pattern`: None (plain face), "back" (the art-deco back of a face-down piece: a
    sunburst inside a ring), "coin" (a milled edge), "note" (a banknote ring).
    """
    radius = max(4, radius)
    size = radius * 2 + 4
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (radius + 2, radius + 2)
    # shadow under the token
    pygame.draw.circle(image, (0, 0, 0, 90), (c[0] + 1, c[1] + 2), radius)
    pygame.draw.circle(image, _shade(rim, -0.35), c, radius)
    pygame.draw.circle(image, rim, (c[0], c[1] - 1), radius - 1)
    inner = max(2, radius - max(2, radius // 6))
    pygame.draw.circle(image, fill, (c[0], c[1] - 1), inner)
    if pattern == "back":
        ring_r = max(2, inner - max(2, radius // 5))
        for i in range(16):
            a = i * math.pi / 8
            end = (c[0] + ring_r * math.cos(a), c[1] - 1 + ring_r * math.sin(a))
            pygame.draw.line(image, _shade(rim, -0.1), c, end, 1)
        pygame.draw.circle(image, rim, (c[0], c[1] - 1), ring_r, max(1, radius // 10))
        hub = max(2, ring_r - max(1, radius // 8)) if label else max(2, ring_r // 2)
        pygame.draw.circle(image, fill, (c[0], c[1] - 1), hub)
        pygame.draw.circle(image, rim, (c[0], c[1] - 1), hub, 1)
    elif pattern == "coin":
        for i in range(24):
            a = i * math.pi / 12
            p1 = (c[0] + (radius - 1) * math.cos(a), c[1] - 1 + (radius - 1) * math.sin(a))
            p2 = (c[0] + inner * math.cos(a), c[1] - 1 + inner * math.sin(a))
            pygame.draw.line(image, _shade(rim, -0.25), p1, p2, 1)
    elif pattern == "note":
        pygame.draw.circle(
            image, _shade(fill, -0.25), (c[0], c[1] - 1), max(2, inner - 2), max(1, radius // 12)
        )
    else:
        # a soft highlight at the top of the face
        hl = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.ellipse(
            hl,
            (255, 255, 255, 40),
            (c[0] - inner * 0.7, c[1] - inner * 0.95, inner * 1.4, inner * 0.9),
        )
        image.blit(hl, (0, 0))
    if symbol and symbol_colour is not None:
        sr = max(2, radius // 5)
        sy = c[1] + inner - sr - max(1, radius // 8) if label else c[1] - 1
        look.symbol(image, symbol, (c[0], round(sy)), sr if label else radius // 2, symbol_colour)
    if label:
        face = look.font(max(7, round(radius * (1.05 if len(label) == 1 else 0.8))), style)
        words = face.render(label, True, label_colour)
        dy = -max(1, radius // 7) if symbol else -1
        image.blit(words, words.get_rect(center=(c[0], c[1] + dy)))
    return image


def token(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: int,
    fill: Colour,
    rim: Colour,
    label: str = "",
    label_colour: Colour = look.WHITE,
    symbol: str | None = None,
    symbol_colour: Colour | None = None,
    pattern: str | None = None,
    squash: float = 1.0,
) -> pygame.Rect:
    """Draw a token; `squash` < 1 narrows it horizontally (a token turning over)."""
    image = token_surface(
        max(4, radius),
        tuple(fill),
        tuple(rim),
        label,
        tuple(label_colour),
        symbol,
        None if symbol_colour is None else tuple(symbol_colour),
        pattern,
    )
    if squash < 0.999:
        w = max(1, round(image.get_width() * max(0.02, squash)))
        image = pygame.transform.smoothscale(image, (w, image.get_height()))
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


# -- cubes and pawns ---------------------------------------------------------------------------
@lru_cache(maxsize=64)
def cube_surface(size: int, colour: Colour) -> pygame.Surface:
    """A small wooden cube in a three-quarter view: light top, two shaded sides."""
    size = max(5, size)
    w = size
    h = size
    image = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    top_h = max(2, size // 3)
    half = w / 2
    top = [(0, top_h / 2), (half, 0), (w, top_h / 2), (half, top_h)]
    left = [(0, top_h / 2), (half, top_h), (half, h), (0, h - top_h / 2)]
    right = [(half, top_h), (w, top_h / 2), (w, h - top_h / 2), (half, h)]
    pygame.draw.polygon(image, _shade(colour, 0.3), top)
    pygame.draw.polygon(image, colour, left)
    pygame.draw.polygon(image, _shade(colour, -0.3), right)
    pygame.draw.polygon(image, _shade(colour, -0.55), [*top[:3], right[2], right[3], left[3]], 1)
    return image


def cube(
    surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour
) -> pygame.Rect:
    image = cube_surface(max(5, size), tuple(colour))
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


@lru_cache(maxsize=64)
def pawn_surface(
    height: int, colour: Colour, kind: str = "pawn", outline: Colour | None = None
) -> pygame.Surface:
    """A standing pawn seen from the front. `kind`: "pawn" (round head) or "hitman"
    (a figure in a fedora). `outline` rims a dark pawn so it reads on a dark table."""
    height = max(10, height)
    w = max(8, round(height * 0.7))
    image = pygame.Surface((w + 4, height + 4), pygame.SRCALPHA)
    cx = (w + 4) / 2
    dark = _shade(colour, -0.35)
    light = _shade(colour, 0.35)
    base_h = max(2, height // 9)
    pygame.draw.ellipse(image, (0, 0, 0, 90), (2, height - base_h + 1, w, base_h + 2))
    body_top = height * 0.42
    body = [
        (cx - w * 0.18, body_top),
        (cx + w * 0.18, body_top),
        (cx + w * 0.42, height - base_h),
        (cx - w * 0.42, height - base_h),
    ]
    pygame.draw.polygon(image, colour, body)
    pygame.draw.polygon(image, dark, body, 1)
    pygame.draw.ellipse(image, dark, (cx - w * 0.46, height - base_h * 1.6, w * 0.92, base_h * 1.6))
    pygame.draw.ellipse(
        image, colour, (cx - w * 0.44, height - base_h * 1.7, w * 0.88, base_h * 1.3)
    )
    head_r = height * 0.16
    head_c = (cx, height * 0.3)
    pygame.draw.circle(image, colour, head_c, head_r)
    pygame.draw.circle(
        image, light, (head_c[0] - head_r * 0.35, head_c[1] - head_r * 0.35), head_r * 0.3
    )
    if kind == "hitman":
        brim_y = head_c[1] - head_r * 0.45
        pygame.draw.ellipse(
            image, dark, (cx - head_r * 1.7, brim_y - head_r * 0.25, head_r * 3.4, head_r * 0.6)
        )
        pygame.draw.rect(
            image,
            dark,
            (cx - head_r * 0.95, brim_y - head_r * 1.05, head_r * 1.9, head_r * 0.95),
            border_top_left_radius=max(1, round(head_r * 0.5)),
            border_top_right_radius=max(1, round(head_r * 0.5)),
        )
        pygame.draw.line(
            image,
            (150, 30, 30),
            (cx - head_r * 0.95, brim_y - head_r * 0.3),
            (cx + head_r * 0.95, brim_y - head_r * 0.3),
            max(1, round(head_r * 0.25)),
        )
    if outline is not None:
        mask = pygame.mask.from_surface(image, 200)
        edge = mask.outline()
        if len(edge) > 2:
            pygame.draw.lines(image, outline, True, edge, 1)
    return image


def pawn(
    surface: pygame.Surface,
    midbottom: tuple[float, float],
    height: int,
    colour: Colour,
    kind: str = "pawn",
    outline: Colour | None = None,
) -> pygame.Rect:
    image = pawn_surface(
        max(10, height), tuple(colour), kind, None if outline is None else tuple(outline)
    )
    rect = image.get_rect(midbottom=(round(midbottom[0]), round(midbottom[1]) + 2))
    surface.blit(image, rect)
    return rect


# -- cards ------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def card_surface(
    w: int,
    h: int,
    face: Colour = look.PAPER,
    rule: Colour = look.GOLD,
    radius: int = 10,
    style: str = "deco",
) -> pygame.Surface:
    """A card face with rounded corners; `style` "deco" adds a double gold rule with
    stepped art-deco corners, "plain" only a thin edge."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(image, _shade(face, -0.2), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(image, face, (0, 0, w, h - 1), border_radius=radius)
    if style != "deco":
        return image
    m = max(3, round(min(w, h) * 0.045))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(image, rule, inner, width=max(1, m // 3), border_radius=max(2, radius // 2))
    inner2 = inner.inflate(-2 * max(2, m // 2) - 2, -2 * max(2, m // 2) - 2)
    pygame.draw.rect(image, rule, inner2, width=1, border_radius=max(1, radius // 3))
    step = max(3, m)
    for cx, cy, sx, sy in (
        (inner.left, inner.top, 1, 1),
        (inner.right - 1, inner.top, -1, 1),
        (inner.left, inner.bottom - 1, 1, -1),
        (inner.right - 1, inner.bottom - 1, -1, -1),
    ):
        points = [
            (cx, cy + sy * step * 2),
            (cx + sx * step, cy + sy * step * 2),
            (cx + sx * step, cy + sy * step),
            (cx + sx * step * 2, cy + sy * step),
            (cx + sx * step * 2, cy),
        ]
        pygame.draw.lines(image, rule, False, points, 1)
    return image


def card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: Colour = look.PAPER,
    rule: Colour = look.GOLD,
    radius: int = 10,
    shadow: int = 6,
    style: str = "deco",
) -> None:
    look.drop_shadow(surface, rect, radius, shadow, offset=shadow)
    surface.blit(card_surface(rect.w, rect.h, tuple(face), tuple(rule), radius, style), rect)


# -- art-deco ornaments ------------------------------------------------------------------------
def fan(
    surface: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    colour: Colour,
    rays: int = 7,
    up: bool = True,
) -> None:
    """A half sunburst, the art-deco ornament, opening up or down from `centre`."""
    sign = -1 if up else 1
    for i in range(rays):
        a = math.pi * (i + 0.5) / rays
        end = (centre[0] + radius * math.cos(a), centre[1] + sign * radius * math.sin(a))
        pygame.draw.line(surface, colour, centre, end, 1)
    rect = pygame.Rect(0, 0, radius * 2, radius * 2)
    rect.center = centre
    if up:
        pygame.draw.arc(surface, colour, rect, 0, math.pi, 1)
    else:
        pygame.draw.arc(surface, colour, rect, math.pi, 2 * math.pi, 1)


def double_rule(
    surface: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    colour: Colour,
    gap: int = 3,
) -> None:
    """Two thin parallel lines (horizontal or vertical), the deco divider."""
    (x1, y1), (x2, y2) = start, end
    if y1 == y2:
        pygame.draw.line(surface, colour, (x1, y1 - gap // 2), (x2, y2 - gap // 2), 1)
        pygame.draw.line(surface, colour, (x1, y1 + gap - gap // 2), (x2, y2 + gap - gap // 2), 1)
    else:
        pygame.draw.line(surface, colour, (x1 - gap // 2, y1), (x2 - gap // 2, y2), 1)
        pygame.draw.line(surface, colour, (x1 + gap - gap // 2, y1), (x2 + gap - gap // 2, y2), 1)


# -- buttons -----------------------------------------------------------------------------------
BUTTON_STYLES: dict[str, tuple[Colour, Colour, Colour]] = {
    # face, border, text
    "plain": ((46, 40, 32), look.GOLD, look.PAPER),
    "primary": ((120, 92, 40), look.GOLD_LIGHT, look.WHITE),
    "danger": ((122, 40, 34), (226, 140, 120), look.WHITE),
    "quiet": ((34, 48, 42), (120, 130, 110), look.PAPER),
}


def button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    face: pygame.font.Font,
    style: str = "plain",
    hover: bool = False,
    pressed: bool = False,
    enabled: bool = True,
    key_hint: str = "",
    hint_face: pygame.font.Font | None = None,
) -> None:
    """A brass-edged table button; a disabled one is greyed and flat."""
    fill, border, ink = BUTTON_STYLES.get(style, BUTTON_STYLES["plain"])
    radius = max(4, rect.h // 4)
    if not enabled:
        fill, border, ink = (44, 44, 40), (90, 88, 80), (128, 124, 116)
    elif pressed:
        fill = _shade(fill, -0.2)
    elif hover:
        fill = _shade(fill, 0.18)
        border = _shade(border, 0.3)
    body = rect.move(0, 1 if pressed else 0)
    look.panel(
        surface,
        body,
        fill,
        radius,
        3 if enabled and not pressed else 0,
        border,
        max(1, rect.h // 22),
        gradient=30 if enabled else 0,
    )
    if key_hint and hint_face is not None and enabled:
        words = look.ellipsize(label, face, max(1, rect.w - rect.h))
        lw = face.size(words)[0]
        hw = hint_face.size(key_hint)[0]
        gap = max(4, rect.h // 6)
        x = body.centerx - (lw + gap + hw) // 2
        look.text(surface, words, face, ink, (x, body.centery), "midleft")
        look.text(
            surface,
            key_hint,
            hint_face,
            _shade(border, 0.2),
            (x + lw + gap, body.centery + 1),
            "midleft",
        )
    else:
        look.text(surface, label, face, ink, body.center, "center", rect.w - max(6, rect.h // 3))


def clear_caches() -> None:
    """Drop every rendered surface (after a resize or a palette switch)."""
    look.clear_caches()
    for cached in (
        glow_surface,
        ring_surface,
        die_surface,
        token_surface,
        cube_surface,
        pawn_surface,
        card_surface,
    ):
        cached.cache_clear()
