"""What every table clicks and reads: hit areas with tooltips, buttons and the action
bar's row of them, banners, and the number stepper. One drawing of each, in design
units of the 1280x720 table, coloured by the game's art where the game passes it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from gamebox.app import look, pieces

Box = tuple[float, float, float, float]
Colour = tuple[int, int, int]


@dataclass
class Hit:
    """Something under the mouse: a tooltip and maybe a click. `hold` acts while the
    button is held (and not on release); `drag` is what letting go of a drag from here
    does, at the point it is let go;
    `shape` a polygon (in pixels) when the area is not its rectangle."""

    rect: pygame.Rect
    tip: Callable[[], str] | str
    on_click: Callable[[], None] | None = None
    key: Any = None
    hold: bool = False
    drag: Callable[[tuple[int, int]], None] | None = None
    shape: Sequence[tuple[int, int]] | None = None

    def contains(self, pos: tuple[int, int]) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        return self.shape is None or inside(self.shape, pos)

    def words(self) -> str:
        return self.tip() if callable(self.tip) else self.tip


TOOLTIP_DELAY = 0.35  # seconds the pointer rests on a thing before its tooltip shows


@dataclass
class Tooltip:
    """When a tooltip shows: after the pointer has rested `TOOLTIP_DELAY` on one hit."""

    under: tuple | None = None  # the rectangle of the hit under the pointer
    since: float = 0.0  # the clock when the pointer came onto it
    due: bool = False  # a tooltip is waiting for its delay

    def show(self, app: Any, hits: Sequence[Hit], clock: float) -> None:
        """Show the tooltip of the topmost of `hits` under the pointer, once it is due."""
        mouse = pygame.mouse.get_pos()
        hit = next((h for h in reversed(hits) if h.contains(mouse)), None)
        under = tuple(hit.rect) if hit is not None else None  # the same place, frame to frame
        if under != self.under:
            self.under, self.since, self.due = under, clock, under is not None
        elif hit is not None and clock - self.since >= TOOLTIP_DELAY:
            self.due = False
            if words := hit.words():
                app.show_tooltip(words, mouse, hit.rect)


def centre(box: Box) -> tuple[float, float]:
    """The middle of a box (design units)."""
    x, y, w, h = box
    return (x + w / 2, y + h / 2)


def inside(polygon: Sequence[tuple[float, float]], pos: tuple[float, float]) -> bool:
    """Is `pos` inside `polygon` (even-odd rule; a point on a border may fall either way)?"""
    x, y = pos
    result = False
    n = len(polygon)
    for i in range(n):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            result = not result
    return result


@dataclass
class Button:
    """A button the table draws itself. `hotkey` is shown on it; `action` is the game
    action it plays (lit when it is the hint); `lines` lets a long label wrap."""

    key: Any
    label: str
    on_click: Callable[[], None] | None
    box: Box = (0, 0, 0, 0)
    enabled: bool = True
    style: str = "plain"
    tip: str = ""
    hotkey: str = ""
    hold: bool = False
    action: Any = None
    lines: int = 1


def default_of(buttons: list[Button]) -> Button | None:
    """The bar's default answer, which Enter takes: its enabled primary button. A game
    marks at most one button primary, and exactly one when the bar holds every move the
    person has (tests/app/test_table_rules.py)."""
    return next((b for b in buttons if b.style == "primary" and b.enabled
                 and b.on_click is not None), None)


def draw_button(surface: pygame.Surface, layout: look.Layout, b: Button, size: float, *,
                hover: bool, pressed: bool = False, lit: bool = False) -> pygame.Rect:
    """A button in its style; the label shrinks to fit, or wraps when `b.lines` > 1."""
    rect = layout.rect(*b.box)
    if lit:
        pieces.glow(surface, rect, look.OK, rect.h // 4, layout.px(6))
    if b.lines > 1:
        pieces.button(surface, rect, "", layout.font(size, "bold"), b.style, hover, pressed,
                      b.enabled)
        ink = pieces.BUTTON_STYLES.get(b.style, pieces.BUTTON_STYLES["plain"])[2]
        face, rows = layout.fit(b.label, size, "bold", rect.w - layout.px(8), b.lines)
        step = face.get_linesize()
        top = rect.centery - step * len(rows) // 2
        for i, row in enumerate(rows):
            look.text(surface, row, face, ink, (rect.centerx, top + i * step), "midtop")
        return rect
    room = rect.w - max(layout.px(10), rect.h // 3)
    hint = layout.font(11, "bold") if b.hotkey else None
    if hint is not None:
        room -= hint.size(b.hotkey)[0] + layout.px(8)
    face = layout.fit_font(b.label, size, "bold", room)
    pieces.button(surface, rect, b.label, face, b.style, hover, pressed, b.enabled, b.hotkey,
                  hint)
    return rect


def lay_out_row(buttons: list[Button], layout: look.Layout, region: Box, y: float, h: float,
                size: float, *, pad: float = 40, least: float = 96, most: float = 280,
                gap: float = 12, align: str = "center") -> None:
    """Give each button a box in one row inside `region` (design units): as wide as its
    label, squeezed together when the row would not fit."""
    face = layout.font(size, "bold")
    hint = layout.font(11, "bold")
    scale = layout.scale
    widths = []
    for b in buttons:
        w = face.size(b.label)[0] / scale + pad
        if b.hotkey:
            w += hint.size(b.hotkey)[0] / scale + 8
        widths.append(max(least, min(most, w)))
    x0, _y0, w0, _h0 = region
    total = sum(widths) + gap * max(0, len(buttons) - 1)
    room = w0 - 16
    if total > room and buttons:
        k = (room - gap * (len(buttons) - 1)) / sum(widths)
        widths = [w * k for w in widths]
        total = room
    x = {"center": x0 + (w0 - total) / 2, "right": x0 + w0 - 8 - total}.get(align, x0 + 8)
    for b, w in zip(buttons, widths, strict=True):
        b.box = (x, y, w, h)
        x += w + gap


@dataclass(frozen=True)
class BannerLook:
    """Where a table's banners may stand (design units: centred there, never wider nor
    taller, so they cover no panel outside it) and how they look."""

    area: Box = (140.0, 270.0, 1000.0, 120.0)
    size: float = 30
    border: Colour = look.GOLD
    fills: tuple[tuple[str, Colour], ...] = ()  # (tone, fill) over the shared fills

    def limit(self, layout: look.Layout) -> int:
        """The widest the words may run (pixels): the area less the plate's margins."""
        return min(layout.px(900), layout.px(self.area[2] - 110))

    def face(self, layout: look.Layout, words: str) -> pygame.font.Font:
        """The type for `words`: shrunk as far as 60% (long names) before it is shortened."""
        return layout.fit_font(words, self.size, "display", self.limit(layout), self.size * 0.6)


def banner_rect(layout: look.Layout, words: str, banner: BannerLook,
                face: pygame.font.Font | None = None) -> pygame.Rect:
    """The plate's place on the window (pixels) for `words` (shrunk to fit the area)."""
    x, y, w, h = banner.area
    face = face or banner.face(layout, words)
    width = min(banner.limit(layout), face.size(words)[0]) + layout.px(110)
    rect = pygame.Rect(0, 0, min(layout.px(w), max(layout.px(300), width)),
                       min(layout.px(h), layout.px(banner.size * 2.4)))
    rect.center = layout.point(x + w / 2, y + h / 2)
    return rect


def draw_banner(surface: pygame.Surface, layout: look.Layout, words: str, tone: str,
                raw: float, banner: BannerLook) -> None:
    """A plate across the table naming a moment (a new round, an arrest), fading in and
    out over its tween (`raw` 0..1)."""
    alpha = min(1.0, raw * 6, (1 - raw) * 4)
    if alpha <= 0:
        return
    fill = dict(banner.fills).get(tone) or {"danger": (110, 30, 24), "gold": (70, 52, 24)}.get(
        tone, (36, 30, 24))
    ink = (255, 236, 220) if tone == "danger" else look.GOLD_LIGHT
    face = banner.face(layout, words)
    rect = banner_rect(layout, words, banner, face)
    border = banner.border
    plate = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = plate.get_rect()
    pygame.draw.rect(plate, (*fill, 235), local, border_radius=layout.px(10))
    pygame.draw.rect(plate, border, local, max(2, layout.px(2)), border_radius=layout.px(10))
    inner = local.inflate(-layout.px(10), -layout.px(10))
    pygame.draw.rect(plate, border, inner, 1, border_radius=layout.px(6))
    look.text(plate, words, face, ink, local.center, "center", banner.limit(layout))
    plate.set_alpha(round(255 * alpha))
    look.drop_shadow(surface, rect, layout.px(10), layout.px(8), layout.px(6))
    surface.blit(plate, rect)
