"""The box's look: colours, the player palettes, fonts and the drawing primitives every
screen shares: text (one line drawn, fitted to a width, wrapped, shortened with an
ellipsis) and rounded panels with soft shadows.

These primitives live here, and only here, because every screen draws with them (the
menus, settings, rules and end screens as much as the tables) and because text is
measured with the fonts this module owns; `pieces` draws the table's pieces (dice,
tokens, cards, buttons) on top of them. What a screen asks for again every frame is
remembered: a fitted or wrapped text, a shortened line, a rendered line, a panel's and a
shadow's image.

Fonts are shipped in assets/fonts (Noto Sans and DejaVu Serif cover Greek), so text never
depends on what the machine has installed.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import pygame

from gamebox.engine.files import printable
from gamebox.paths import asset

DESIGN_SIZE = (1280, 720)

Colour = tuple[int, ...]

FELT = (34, 58, 48)
FELT_DARK = (24, 42, 35)
WOOD = (92, 60, 38)
INK = (28, 26, 24)
PAPER = (242, 234, 216)
PAPER_DARK = (214, 202, 178)
GOLD = (201, 162, 74)
GOLD_LIGHT = (232, 204, 128)
MUTED = (150, 146, 136)
WHITE = (250, 250, 246)
SHADOW = (0, 0, 0, 90)
HIGHLIGHT = (255, 214, 92)
DANGER = (196, 64, 52)
DANGER_LIGHT = (255, 172, 152)  # warnings written on dark panels (about 10:1 on the log)
OK = (92, 170, 102)


@dataclass(frozen=True, slots=True)
class PlayerLook:
    colour: tuple[int, int, int]
    light: tuple[int, int, int]
    symbol: str  # "circle", "square", "triangle", "diamond", "star", "hexagon", "cross"

    @property
    def ink(self) -> tuple[int, int, int]:
        """The symbol's colour on this token: white, dark on a light token (a white seat)."""
        r, g, b = self.colour
        return INK if 0.3 * r + 0.59 * g + 0.11 * b > 200 else WHITE


# One colour and symbol per seat across all games. The colour-blind-safe palette follows
# Okabe and Ito's set, and the symbol is drawn on every piece so colour is never the
# only cue.
PALETTE = (
    PlayerLook((192, 52, 44), (236, 140, 128), "circle"),
    PlayerLook((44, 96, 178), (132, 170, 230), "square"),
    PlayerLook((222, 170, 40), (246, 214, 130), "triangle"),
    PlayerLook((54, 140, 72), (140, 206, 150), "diamond"),
    PlayerLook((128, 70, 160), (196, 160, 220), "star"),
    PlayerLook((40, 40, 40), (140, 140, 140), "hexagon"),
)
SAFE_PALETTE = (
    PlayerLook((213, 94, 0), (240, 170, 120), "circle"),
    PlayerLook((0, 114, 178), (120, 180, 220), "square"),
    PlayerLook((240, 228, 66), (248, 242, 170), "triangle"),
    PlayerLook((0, 158, 115), (120, 210, 180), "diamond"),
    PlayerLook((204, 121, 167), (230, 185, 210), "star"),
    PlayerLook((86, 180, 233), (170, 215, 240), "hexagon"),
)


# Seats whose game names them by colour (Capo's Red and Blue, Tammany Hall's bosses) wear
# that colour, so "Yellow" is never drawn blue; the number is the place in the palettes.
NAMED_SEATS = {"red": 0, "blue": 1, "yellow": 2, "gold": 2, "green": 3, "purple": 4, "black": 5}
# Colours outside the palette: Tammany Hall's unpainted wood, and the white of Copycat's
# and The Boss's seats (diamond: neither game has a green seat).
OTHER_SEATS = {
    "natural": PlayerLook((176, 138, 90), (226, 200, 160), "cross"),
    "white": PlayerLook((236, 232, 222), (250, 248, 242), "diamond"),
}
SAFE_OTHER_SEATS = {
    "natural": PlayerLook((166, 128, 80), (222, 196, 156), "cross"),
    "white": PlayerLook((236, 236, 236), (250, 250, 250), "diamond"),
}


def player_look(seat: int, colour_blind: bool = False, names: Sequence[str] = ()) -> PlayerLook:
    """Seat `seat`'s colour and symbol; `names` are the game's seat ids (`Game.seat_ids`)."""
    palette = SAFE_PALETTE if colour_blind else PALETTE
    name = names[seat] if seat < len(names) else ""
    other = (SAFE_OTHER_SEATS if colour_blind else OTHER_SEATS).get(name)
    if other is not None:
        return other
    return palette[NAMED_SEATS.get(name, seat) % len(palette)]


FONT_FILES = {
    "regular": "NotoSans-Regular.ttf",
    "bold": "NotoSans-Bold.ttf",
    "italic": "NotoSans-Italic.ttf",
    "bold_italic": "NotoSans-BoldItalic.ttf",
    "display": "DejaVuSerif-Bold.ttf",
}


@cache
def font(size: int, style: str = "regular") -> pygame.font.Font:
    """A shipped font at a pixel size (cached: scenes ask for it every frame)."""
    return pygame.font.Font(str(asset("fonts", FONT_FILES[style])), max(6, int(size)))


@cache
def _outline(style: str) -> Any:
    import pygame.freetype  # only the glyph check needs it, never the running window

    pygame.freetype.init()
    return pygame.freetype.Font(str(asset("fonts", FONT_FILES[style])), 16)


def missing_glyphs(words: str, style: str = "regular") -> set[str]:
    """The characters of `words` the shipped font of `style` has no glyph for (they would
    be drawn as a box). `pygame.font` measures such a character as the box itself, so
    this asks FreeType, which says None."""
    metrics = _outline(style).get_metrics(words)
    return {c for c, m in zip(words, metrics, strict=True) if m is None and c.isprintable()}


class Layout:
    """Maps design units (a 1280x720 table) onto the window, keeping the aspect ratio
    and centring the table, so layout code is written once for every window size."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1])
        self.offset = (
            (size[0] - DESIGN_SIZE[0] * self.scale) / 2,
            (size[1] - DESIGN_SIZE[1] * self.scale) / 2,
        )

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.offset[0] + x * self.scale), round(self.offset[1] + y * self.scale))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        return pygame.Rect(left, top, max(1, self.px(w)), max(1, self.px(h)))

    def to_design(self, pos: tuple[int, int]) -> tuple[float, float]:
        return ((pos[0] - self.offset[0]) / self.scale, (pos[1] - self.offset[1]) / self.scale)

    def font(self, size: float, style: str = "regular") -> pygame.font.Font:
        return font(max(8, round(size * self.scale)), style)

    def fit(
        self,
        words: str,
        size: float,
        style: str = "regular",
        width: int | None = None,
        lines: int = 1,
        smallest: float | None = None,
    ) -> tuple[pygame.font.Font, tuple[str, ...]]:
        """`fit_text` in design units: `size` and `smallest` (default 80% of `size`) are
        design sizes, `width` is in pixels."""
        low = size * SHRINK if smallest is None else smallest
        return fit_text(
            words,
            max(8, round(size * self.scale)),
            style,
            width,
            lines,
            max(8, round(low * self.scale)),
        )

    def fit_font(
        self,
        words: str,
        size: float,
        style: str = "regular",
        width: int | None = None,
        smallest: float | None = None,
    ) -> pygame.font.Font:
        """The font for one line of `words` in `width` pixels (see `fit`)."""
        return self.fit(words, size, style, width, 1, smallest)[0]


SHRINK = 0.8
"""How far fitted text may shrink before it wraps or is shortened: to 80% of its size."""


# -- text ------------------------------------------------------------------------------------
@lru_cache(maxsize=8192)
def fit_text(
    words: str,
    size: int,
    style: str = "regular",
    width: int | None = None,
    lines: int = 1,
    smallest: int | None = None,
) -> tuple[pygame.font.Font, tuple[str, ...]]:
    """The largest font from `size` down to `smallest` pixels (one pixel at a time) at
    which `words` wrap into at most `lines` lines of `width` pixels without cutting a
    word, with those lines. When even `smallest` needs more lines (or one word is wider
    than `width`), the `smallest` font and its wrapped lines: the caller decides
    whether to show more lines or to shorten the last one."""
    low = max(6, min(size, size if smallest is None else smallest))
    face = font(size, style)
    if width is None:
        return face, tuple(words.split("\n"))
    for px in range(size, low - 1, -1):
        face = font(px, style)
        wrapped = wrap(words, face, width)
        if len(wrapped) <= lines and all(face.size(line)[0] <= width for line in wrapped):
            return face, wrapped
    return face, wrap(words, face, width)


@lru_cache(maxsize=8192)
def wrap(words: str, face: pygame.font.Font, width: int) -> tuple[str, ...]:
    """Break a paragraph into lines that fit `width` pixels."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if face.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def balanced(words: str, face: pygame.font.Font, width: int) -> tuple[str, ...]:
    """`wrap`, with the lines made as even as they can be in the same number of lines,
    so a two-line note never ends in one lonely word."""
    lines = wrap(words, face, width)
    if len(lines) < 2:
        return lines
    low, high = 1, width  # the narrowest width that still needs no more lines
    while low < high:
        middle = (low + high) // 2
        if len(wrap(words, face, middle)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return wrap(words, face, high)


MAX_LINE_CHARS = 2000
"""No line on screen is longer; anything longer is cut before it is measured."""


@lru_cache(maxsize=4096)
def ellipsize(words: str, face: pygame.font.Font, max_width: int) -> str:
    """`words`, or its longest start that fits `max_width` pixels with an ellipsis.
    A binary search over the length: a few measurements even for a very long text."""
    words = printable(words[:MAX_LINE_CHARS])
    if face.size(words)[0] <= max_width:
        return words
    low, high = 0, len(words)  # the longest fitting start has between low and high chars
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(words[:middle] + "…")[0] <= max_width:
            low = middle
        else:
            high = middle - 1
    return words[:low].rstrip() + "…"


def render(words: str, face: pygame.font.Font, colour: Colour) -> pygame.Surface:
    """One line as an image: the one place text meets the font. Control characters are
    dropped (fonts refuse them), and a line with nothing visible in it (only zero-width
    marks) becomes an empty image instead of an error."""
    words = printable(words)
    try:
        return face.render(words, True, colour)
    except pygame.error:  # "Text has zero width"
        return pygame.Surface((1, face.get_linesize()), pygame.SRCALPHA)


class TextCache:
    """Rendered lines of text, least recently used dropped first."""

    def __init__(self, limit: int = 4000) -> None:
        self.limit = limit
        self._items: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def render(self, words: str, face: pygame.font.Font, colour: Colour) -> pygame.Surface:
        key = (words, face, tuple(colour))
        image = self._items.get(key)
        if image is None:
            image = render(words, face, colour)
            self._items[key] = image
            if len(self._items) > self.limit:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return image

    def clear(self) -> None:
        self._items.clear()


TEXT = TextCache()


def text(
    surface: pygame.Surface,
    words: str,
    face: pygame.font.Font,
    colour: Colour,
    pos: tuple[int, int],
    anchor: str = "topleft",
    max_width: int | None = None,
    shadow: Colour | None = None,
) -> pygame.Rect:
    """Draw one line; a line wider than `max_width` is shortened with an ellipsis rather
    than overflowing its box. `shadow`: the colour of a copy one pixel down and right,
    under the line. Control characters (which fonts refuse) are dropped."""
    if max_width is not None:
        words = ellipsize(words, face, max(1, int(max_width)))
    image = TEXT.render(words, face, colour)
    rect = image.get_rect(**{anchor: pos})
    if shadow is not None:
        surface.blit(TEXT.render(words, face, shadow), rect.move(1, 1))
    surface.blit(image, rect)
    return rect


def caps(words: str) -> str:
    """Small headings in capitals. Greek capitals lose their accents, as all-caps Greek
    is written (ΟΝΟΜΑ, not ΌΝΟΜΑ) but keep a diaeresis (ΠΡΟΪΟΝ); other letters keep
    theirs. Every heading drawn in capitals goes through here, never `str.upper()`."""
    out: list[str] = []
    greek = False
    for char in unicodedata.normalize("NFD", words.upper()):
        if unicodedata.category(char) == "Mn":
            if not greek or char == "\u0308":
                out.append(char)
            continue
        greek = unicodedata.name(char, "").startswith("GREEK")
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out))


# -- panels and soft shadows -----------------------------------------------------------------
def blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """`surface` blurred by `radius` pixels (a Gaussian blur, else a scaled-down copy)."""
    if radius <= 0:
        return surface
    try:
        return pygame.transform.gaussian_blur(surface, radius)
    except (AttributeError, ValueError, pygame.error):
        small = pygame.transform.smoothscale(
            surface, (max(1, surface.get_width() // 4), max(1, surface.get_height() // 4))
        )
        return pygame.transform.smoothscale(small, surface.get_size())


@lru_cache(maxsize=512)
def shadow_surface(w: int, h: int, radius: int, blur_by: int, alpha: int = 110) -> pygame.Surface:
    """A soft shadow for a `w`x`h` rounded shape; blit it at (x - blur_by*2, y - blur_by*2)."""
    pad = blur_by * 2
    shade = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
    return blur(shade, max(1, blur_by))


def drop_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int, blur_by: int, offset: int = 0
) -> None:
    """A soft shadow under `rect`, `offset` pixels down (and half that to the right)."""
    if blur_by <= 0:
        return
    shade = shadow_surface(rect.w, rect.h, radius, blur_by)
    surface.blit(shade, (rect.x - blur_by * 2 + offset // 2, rect.y - blur_by * 2 + offset))


@lru_cache(maxsize=512)
def panel_surface(
    w: int,
    h: int,
    colour: Colour,
    radius: int,
    border: Colour | None = None,
    border_width: int = 1,
    gradient: int = 0,
) -> pygame.Surface:
    """A rounded panel; `gradient` lightens the top and darkens the bottom by that much."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    if gradient:
        base = pygame.Surface((w, h), pygame.SRCALPHA)
        for y in range(h):
            k = gradient * (0.5 - y / max(1, h - 1))
            row = tuple(max(0, min(255, round(c + k))) for c in colour[:3])
            pygame.draw.line(base, (*row, colour[3] if len(colour) > 3 else 255), (0, y), (w, y))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
        base.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        image.blit(base, (0, 0))
    else:
        pygame.draw.rect(image, colour, (0, 0, w, h), border_radius=radius)
    if border:
        pygame.draw.rect(image, border, (0, 0, w, h), width=border_width, border_radius=radius)
    return image


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Colour,
    radius: int = 8,
    shadow: int = 0,
    border: Colour | None = None,
    border_width: int = 1,
    gradient: int = 0,
) -> None:
    """A rounded panel with a soft drop shadow (`shadow` pixels of blur, as far down):
    the table's card and tile shape, and every screen's box."""
    if rect.w <= 0 or rect.h <= 0:
        return
    if shadow:
        drop_shadow(surface, rect, radius, shadow, offset=shadow)
    surface.blit(
        panel_surface(rect.w, rect.h, tuple(colour), radius, border, border_width, gradient),
        rect,
    )


def clear_caches() -> None:
    """Drop every remembered text and panel image (after a resize, if memory matters)."""
    TEXT.clear()
    for cached in (fit_text, wrap, ellipsize, shadow_surface, panel_surface):
        cached.cache_clear()


def symbol(
    surface: pygame.Surface, kind: str, centre: tuple[int, int], radius: int, colour: tuple
) -> None:
    """The player's symbol, drawn on pieces so colour is never the only cue."""
    x, y = centre
    r = max(2, radius)
    if kind == "circle":
        pygame.draw.circle(surface, colour, centre, r)
    elif kind == "square":
        pygame.draw.rect(surface, colour, pygame.Rect(x - r, y - r, 2 * r, 2 * r))
    elif kind == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y + r), (x - r, y + r)])
    elif kind == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    elif kind == "star":
        import math

        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            dist = r if i % 2 == 0 else r * 0.45
            points.append((x + dist * math.cos(angle), y + dist * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points)
    elif kind == "cross":
        bar = max(1, round(r * 0.42))
        pygame.draw.rect(surface, colour, pygame.Rect(x - bar, y - r, 2 * bar, 2 * r))
        pygame.draw.rect(surface, colour, pygame.Rect(x - r, y - bar, 2 * r, 2 * bar))
    else:
        import math

        points = [
            (x + r * math.cos(math.pi / 3 * i), y + r * math.sin(math.pi / 3 * i))
            for i in range(6)
        ]
        pygame.draw.polygon(surface, colour, points)
