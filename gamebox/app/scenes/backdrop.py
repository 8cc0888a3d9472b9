"""The box's own backdrop: green baize under lamplight with 1920s gold ornaments.

Everything is drawn by the program (no image files): a felt gradient with a fine woven
texture, a faint art-deco sunburst, a double gold frame with stepped corners, gold
lettering and framed panels. Built surfaces are cached per window size, so a frame only
blits them.
"""

from __future__ import annotations

import math
import random
from functools import cache, lru_cache

import pygame

from gamebox.app import look
from gamebox.app.look import Layout

DESIGN_W, DESIGN_H = look.DESIGN_SIZE
PANEL = (24, 20, 16)
PANEL_ALPHA = 226
GOLD_DEEP = (150, 112, 44)
INK_WARM = (46, 34, 24)


def _felt_base(size: tuple[int, int]) -> pygame.Surface:
    """A lamplit felt: lighter in the middle, darker at the edges (a small gradient
    smooth-scaled up, which is fast and free of banding)."""
    small_w, small_h = 96, 54
    small = pygame.Surface((small_w, small_h))
    centre = (small_w / 2, small_h * 0.42)
    far = math.hypot(small_w / 2, small_h * 0.6)
    light = (52, 84, 66)
    dark = (14, 28, 22)
    for y in range(small_h):
        for x in range(small_w):
            d = min(1.0, math.hypot(x - centre[0], (y - centre[1]) * 1.25) / far)
            k = d**1.6
            small.set_at(
                (x, y), tuple(round(light[i] + (dark[i] - light[i]) * k) for i in range(3))
            )
    return pygame.transform.smoothscale(small, size)


@cache
def _weave() -> pygame.Surface:
    """A tileable texture of tiny light and dark flecks: the nap of the cloth."""
    tile = pygame.Surface((128, 128), pygame.SRCALPHA)
    rng = random.Random(1924)
    for _ in range(2600):
        x, y = rng.randrange(128), rng.randrange(128)
        if rng.random() < 0.5:
            tile.set_at((x, y), (255, 255, 255, rng.randrange(6, 16)))
        else:
            tile.set_at((x, y), (0, 0, 0, rng.randrange(10, 26)))
    return tile


def _sunburst(surface: pygame.Surface, layout: Layout, alpha: int) -> None:
    """Faint gold rays fanning up from below the bottom edge."""
    w, h = surface.get_size()
    rays = pygame.Surface((w, h), pygame.SRCALPHA)
    origin = (w / 2, h + layout.px(160))
    reach = math.hypot(w, h) * 1.2
    count = 36
    for i in range(count):
        if i % 2:
            continue
        a0 = math.pi + math.pi * i / count
        a1 = math.pi + math.pi * (i + 1) / count
        points = [
            origin,
            (origin[0] + reach * math.cos(a0), origin[1] + reach * math.sin(a0)),
            (origin[0] + reach * math.cos(a1), origin[1] + reach * math.sin(a1)),
        ]
        pygame.draw.polygon(rays, (*look.GOLD, alpha), points)
    # concentric arcs near the fan's root
    for k, radius in enumerate((220, 300, 380)):
        r = layout.px(radius)
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = (round(origin[0]), round(origin[1]))
        pygame.draw.circle(
            rays, (*look.GOLD, alpha * 3 - k * 6), rect.center, r, max(1, layout.px(2))
        )
    surface.blit(rays, (0, 0))


def _stepped_corner(
    surface: pygame.Surface, corner: tuple[int, int], sx: int, sy: int, step: int, colour, width
) -> None:
    """An art-deco stepped corner: three notches going diagonally in."""
    x, y = corner
    points = [
        (x, y + sy * step * 3),
        (x + sx * step, y + sy * step * 3),
        (x + sx * step, y + sy * step * 2),
        (x + sx * step * 2, y + sy * step * 2),
        (x + sx * step * 2, y + sy * step),
        (x + sx * step * 3, y + sy * step),
        (x + sx * step * 3, y),
    ]
    pygame.draw.lines(surface, colour, False, points, width)


def frame(
    surface: pygame.Surface,
    rect: pygame.Rect,
    layout: Layout,
    colour=look.GOLD,
    inner: bool = True,
) -> None:
    """A gold rule with stepped corners around `rect`, and a thin second rule inside
    it unless `inner` is false (small panels)."""
    width = max(1, layout.px(2))
    step = max(3, layout.px(9))
    inner_rect = rect.inflate(-4 * step, -4 * step)
    # outer rule with its corners cut back by the stepped ornament
    cut = step * 3
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for a, b in (
        ((x0 + cut, y0), (x1 - cut, y0)),
        ((x0 + cut, y1), (x1 - cut, y1)),
        ((x0, y0 + cut), (x0, y1 - cut)),
        ((x1, y0 + cut), (x1, y1 - cut)),
    ):
        pygame.draw.line(surface, colour, a, b, width)
    _stepped_corner(surface, (x0, y0), 1, 1, step, colour, width)
    _stepped_corner(surface, (x1, y0), -1, 1, step, colour, width)
    _stepped_corner(surface, (x0, y1), 1, -1, step, colour, width)
    _stepped_corner(surface, (x1, y1), -1, -1, step, colour, width)
    if inner:
        pygame.draw.rect(surface, colour, inner_rect, max(1, width // 2))


@cache
def _backdrop(size: tuple[int, int], ornate: bool) -> pygame.Surface:
    layout = Layout(size)
    surface = _felt_base(size)
    tile = _weave()
    for y in range(0, size[1], tile.get_height()):
        for x in range(0, size[0], tile.get_width()):
            surface.blit(tile, (x, y))
    if ornate:
        _sunburst(surface, layout, 6)
    margin = max(6, layout.px(16))
    frame(surface, surface.get_rect().inflate(-2 * margin, -2 * margin), layout, GOLD_DEEP)
    return surface.convert() if pygame.display.get_surface() else surface


def draw_backdrop(surface: pygame.Surface, ornate: bool = True) -> None:
    """The felt table with its gold frame, filling the whole window."""
    surface.blit(_backdrop(surface.get_size(), ornate), (0, 0))


def clear_cache() -> None:
    _backdrop.cache_clear()
    _panel_image.cache_clear()
    gold_text.cache_clear()


@cache
def gold_text(
    words: str, size: int, style: str = "display", spacing: float = 0.0
) -> pygame.Surface:
    """Lettering in gold leaf: a vertical light-to-deep gradient with a dark drop shadow.
    `spacing` adds tracking between letters as a fraction of the size (deco titles)."""
    face = look.font(size, style)
    gap = round(size * spacing)
    glyphs = [face.render(ch, True, (255, 255, 255)) for ch in words]
    width = sum(g.get_width() for g in glyphs) + gap * max(0, len(glyphs) - 1)
    height = face.get_height()
    mask = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for g in glyphs:
        mask.blit(g, (x, 0))
        x += g.get_width() + gap
    gradient = pygame.Surface(mask.get_size(), pygame.SRCALPHA)
    top, mid, bottom = (255, 236, 170), look.GOLD_LIGHT, GOLD_DEEP
    for y in range(height):
        k = y / max(1, height - 1)
        if k < 0.5:
            c = [round(top[i] + (mid[i] - top[i]) * k * 2) for i in range(3)]
        else:
            c = [round(mid[i] + (bottom[i] - mid[i]) * (k - 0.5) * 2) for i in range(3)]
        pygame.draw.line(gradient, (*c, 255), (0, y), (width, y))
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shadow_off = max(1, size // 24)
    out = pygame.Surface((width + shadow_off, height + shadow_off), pygame.SRCALPHA)
    shade = mask.copy()
    shade.fill((0, 0, 0, 170), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(shade, (shadow_off, shadow_off))
    out.blit(gradient, (0, 0))
    return out


def draw_title(
    surface: pygame.Surface,
    words: str,
    layout: Layout,
    centre: tuple[float, float],
    size: float,
    spacing: float = 0.0,
) -> pygame.Rect:
    """Gold display lettering centred on a design-unit point."""
    image = gold_text(words, max(8, layout.px(size)), "display", spacing)
    rect = image.get_rect(center=layout.point(*centre))
    surface.blit(image, rect)
    return rect


def rule(
    surface: pygame.Surface, layout: Layout, centre: tuple[float, float], width: float
) -> None:
    """A gold ornament line: two rules meeting at a small diamond."""
    cx, cy = layout.point(*centre)
    half = layout.px(width / 2)
    d = max(3, layout.px(7))
    line = max(1, layout.px(2))
    pygame.draw.line(surface, look.GOLD, (cx - half, cy), (cx - d * 2, cy), line)
    pygame.draw.line(surface, look.GOLD, (cx + d * 2, cy), (cx + half, cy), line)
    pygame.draw.line(surface, GOLD_DEEP, (cx - half + d, cy + d), (cx - d * 3, cy + d), 1)
    pygame.draw.line(surface, GOLD_DEEP, (cx + d * 3, cy + d), (cx + half - d, cy + d), 1)
    pygame.draw.polygon(
        surface, look.GOLD_LIGHT, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
    )


def octagon(rect: pygame.Rect, cut: int) -> list[tuple[int, int]]:
    """The corners of `rect` with its four corners cut off at 45 degrees."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    return [
        (x0 + cut, y0), (x1 - cut, y0), (x1, y0 + cut), (x1, y1 - cut),
        (x1 - cut, y1), (x0 + cut, y1), (x0, y1 - cut), (x0, y0 + cut),
    ]  # fmt: skip


def deco_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    layout: Layout,
    alpha: int = PANEL_ALPHA,
    inner: bool = True,
) -> None:
    """A dark lacquered panel with chamfered corners and a gold frame: where menus and
    forms sit. `inner=False` leaves out the frame's second rule (small panels)."""
    image, offset = _panel_image(rect.size, alpha, inner, layout.scale)
    surface.blit(image, (rect.x - offset, rect.y - offset))


@lru_cache(maxsize=32)
def _panel_image(
    size: tuple[int, int], alpha: int, inner: bool, scale: float
) -> tuple[pygame.Surface, int]:
    layout = Layout((round(DESIGN_W * scale), round(DESIGN_H * scale)))
    cut = max(4, layout.px(12))
    shadow = max(2, layout.px(8))
    margin = shadow * 2
    image = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    for i in range(shadow, 0, -1):
        box = pygame.Rect(margin, margin + shadow // 2, *size).inflate(2 * i, 2 * i)
        pygame.draw.polygon(
            image, (0, 0, 0, int(46 * (1 - i / (shadow + 1)))), octagon(box, cut + i)
        )
    rect = pygame.Rect(margin, margin, *size)
    body = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(body, (*PANEL, alpha), octagon(body.get_rect(), cut))
    # the body replaces the shadow under it rather than blending over it
    pygame.draw.polygon(image, (0, 0, 0, 0), octagon(rect, cut))
    image.blit(body, rect)
    pygame.draw.polygon(image, GOLD_DEEP, octagon(rect, cut), 1)
    frame(image, rect.inflate(-layout.px(12), -layout.px(12)), layout, look.GOLD, inner)
    return image, margin


def paper_panel(surface: pygame.Surface, rect: pygame.Rect, layout: Layout) -> None:
    """A sheet of warm paper with a thin gold edge (the rules book's page)."""
    look.panel(surface, rect, look.PAPER, radius=layout.px(6), shadow=max(2, layout.px(6)))
    pygame.draw.rect(
        surface,
        GOLD_DEEP,
        rect.inflate(-layout.px(12), -layout.px(12)),
        max(1, layout.px(1)),
        border_radius=layout.px(4),
    )


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is already drawn (the table under a pause menu)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 10, 8, alpha))
    surface.blit(veil, (0, 0))
