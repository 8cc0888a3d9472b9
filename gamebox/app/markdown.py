"""A small Markdown renderer for the in-game rules reference.

It reads the subset the rules files use: `#`, `##` and `###` headings, paragraphs
(consecutive lines join), `-`/`*` bullet lists (nested by indentation, continuation lines
join the item), `1.` numbered lists, fenced code blocks, `---` rules, and inline
**bold**, *italic* (or _italic_), ***bold italic*** and `code`. Backslash escapes a
marker character. Anything else is shown as plain text, never dropped.

`parse()` gives blocks of styled spans (pure Python); `Page` lays them out for a width
with the shipped fonts (word wrap across style changes) and draws the visible part of
the page onto a surface at a scroll offset, rendering only the lines on screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from gamebox.app import look

# -- parsing -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Span:
    text: str
    style: str = "regular"  # regular, bold, italic, bold_italic, code


@dataclass(frozen=True, slots=True)
class Block:
    kind: str  # heading, paragraph, bullet, number, code, rule
    spans: tuple[Span, ...] = ()
    level: int = 0  # heading level 1-3, or list depth from 0
    marker: str = ""  # the number of a numbered item ("3.")


_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^(\s*)[-*+]\s+(.*)$")
_NUMBER = re.compile(r"^(\s*)(\d+)[.)]\s+(.*)$")
_RULE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")


def parse_inline(text: str) -> tuple[Span, ...]:
    """Split one paragraph's text into styled spans."""
    spans: list[Span] = []
    buffer: list[str] = []
    bold = italic = False

    def flush() -> None:
        if buffer:
            style = (
                "bold_italic"
                if bold and italic
                else "bold"
                if bold
                else "italic"
                if italic
                else "regular"
            )
            spans.append(Span("".join(buffer), style))
            buffer.clear()

    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "\\" and i + 1 < n and text[i + 1] in "\\`*_#-+.!()[]{}":
            buffer.append(text[i + 1])
            i += 2
            continue
        if ch == "`":
            end = text.find("`", i + 1)
            if end > i:
                flush()
                spans.append(Span(text[i + 1 : end], "code"))
                i = end + 1
                continue
        if ch == "*" or (ch == "_" and _word_edge(text, i)):
            run = 1
            while i + run < n and text[i + run] == ch and run < 3:
                run += 1
            if _toggles(text, i, run, ch, bold, italic):
                flush()
                if run >= 2:
                    bold = not bold
                if run != 2:
                    italic = not italic
                i += run
                continue
        buffer.append(ch)
        i += 1
    flush()
    return tuple(_merge(spans))


def _word_edge(text: str, i: int) -> bool:
    """An underscore marks emphasis only at a word's edge (not in snake_case names)."""
    before = text[i - 1] if i > 0 else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    return not (before.isalnum() and after.isalnum())


def _toggles(text: str, i: int, run: int, ch: str, bold: bool, italic: bool) -> bool:
    """Whether a run of `*` opens or closes emphasis rather than being a literal star."""
    after = text[i + run] if i + run < len(text) else " "
    before = text[i - 1] if i > 0 else " "
    opening = not after.isspace()
    closing = not before.isspace()
    if not (opening or closing):
        return False
    if (bold or italic) and closing:
        return True
    # opening: only if a matching closer follows
    return opening and text.find(ch * run, i + run) != -1


def _merge(spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for span in spans:
        if out and out[-1].style == span.style:
            out[-1] = Span(out[-1].text + span.text, span.style)
        elif span.text:
            out.append(span)
    return out


def parse(text: str) -> list[Block]:
    """Blocks of a Markdown text."""
    blocks: list[Block] = []
    lines = text.replace("\r\n", "\n").replace("\t", "    ").split("\n")
    paragraph: list[str] = []
    item: tuple[str, int, str, list[str]] | None = None  # kind, depth, marker, lines
    indents: list[int] = []

    def close_paragraph() -> None:
        if paragraph:
            blocks.append(Block("paragraph", parse_inline(" ".join(paragraph))))
            paragraph.clear()

    def close_item() -> None:
        nonlocal item
        if item is not None:
            kind, depth, marker, words = item
            blocks.append(Block(kind, parse_inline(" ".join(words)), depth, marker))
            item = None

    def depth_of(indent: int) -> int:
        while indents and indent < indents[-1]:
            indents.pop()
        if not indents or indent > indents[-1]:
            indents.append(indent)
        return len(indents) - 1

    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        stripped = line.strip()
        if _FENCE.match(line):
            close_paragraph()
            close_item()
            fence = _FENCE.match(line).group(1)  # type: ignore[union-attr]
            code: list[str] = []
            while index < len(lines) and not lines[index].strip().startswith(fence):
                code.append(lines[index])
                index += 1
            index += 1
            blocks.append(Block("code", tuple(Span(c, "code") for c in code)))
            continue
        if not stripped:
            close_paragraph()
            close_item()
            indents.clear()
            continue
        heading = _HEADING.match(line)
        if heading and not line.startswith(" "):
            close_paragraph()
            close_item()
            level = min(3, len(heading.group(1)))
            blocks.append(Block("heading", parse_inline(heading.group(2)), level))
            continue
        if _RULE.match(line) and not paragraph and item is None:
            blocks.append(Block("rule"))
            continue
        bullet = _BULLET.match(line)
        number = _NUMBER.match(line)
        if bullet or number:
            close_paragraph()
            close_item()
            if bullet:
                item = ("bullet", depth_of(len(bullet.group(1))), "", [bullet.group(2).strip()])
            else:
                assert number is not None
                item = (
                    "number",
                    depth_of(len(number.group(1))),
                    f"{number.group(2)}.",
                    [number.group(3).strip()],
                )
            continue
        if item is not None:
            item[3].append(stripped)  # a continuation line of the list item
            continue
        paragraph.append(stripped)
    close_paragraph()
    close_item()
    return blocks


# -- layout ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Theme:
    """Sizes (in pixels) and colours of the page."""

    body: int = 17
    h1: int = 34
    h2: int = 25
    h3: int = 19
    ink: tuple[int, int, int] = look.INK
    heading: tuple[int, int, int] = (118, 40, 30)
    subheading: tuple[int, int, int] = (92, 60, 38)
    accent: tuple[int, int, int] = (150, 112, 44)
    code_bg: tuple[int, int, int] = (226, 214, 188)
    code_ink: tuple[int, int, int] = (96, 36, 28)

    def scaled(self, scale: float) -> Theme:
        return Theme(
            max(9, round(self.body * scale)),
            max(14, round(self.h1 * scale)),
            max(12, round(self.h2 * scale)),
            max(10, round(self.h3 * scale)),
            self.ink,
            self.heading,
            self.subheading,
            self.accent,
            self.code_bg,
            self.code_ink,
        )


def _pad(size: int) -> int:
    """Room on each side of a code span inside its tinted box."""
    return max(1, round(size * 0.15))


def _width(face: pygame.font.Font, text: str, style: str, size: int) -> int:
    return face.size(text)[0] + (2 * _pad(size) if style == "code" else 0)


def _font(style: str, size: int) -> pygame.font.Font:
    if style == "code":
        return look.font(size, "regular")
    if style == "display":
        return look.font(size, "display")
    return look.font(size, style)


@dataclass(slots=True)
class Piece:
    """A run of text in one style at a place on its line (x from the line's left)."""

    x: int
    text: str
    style: str
    size: int
    colour: tuple[int, int, int]
    gap: bool = False  # a space separates it from the piece before


@dataclass(slots=True)
class Line:
    y: int
    height: int
    ascent: int
    x: int = 0
    pieces: list[Piece] = field(default_factory=list)
    bullet: str = ""  # "disc", "circle" or a number drawn left of the line
    bullet_x: int = 0
    rule: bool = False  # a horizontal rule (under h2 headings and for ---)
    anchor: str | None = None  # text of a level-2 heading starting here (contents)


class Page:
    """A laid-out Markdown document for one width."""

    def __init__(self, blocks: list[Block], width: int, theme: Theme | None = None) -> None:
        self.blocks = blocks
        self.width = max(100, width)
        self.theme = theme or Theme()
        self.lines: list[Line] = []
        self.height = 0
        self._cache: dict[int, pygame.Surface] = {}
        self._layout()

    @classmethod
    def from_text(cls, text: str, width: int, theme: Theme | None = None) -> Page:
        return cls(parse(text), width, theme)

    @property
    def headings(self) -> list[tuple[str, int]]:
        """(text, y) of every level-2 heading (the sections), for a contents list."""
        return [(line.anchor, line.y) for line in self.lines if line.anchor]

    # -- layout ----------------------------------------------------------------------------
    def _layout(self) -> None:
        th = self.theme
        y = 0
        previous = None
        for block in self.blocks:
            if block.kind == "heading":
                size, colour, style = {
                    1: (th.h1, th.heading, "display"),
                    2: (th.h2, th.heading, "bold"),
                    3: (th.h3, th.subheading, "bold"),
                }[block.level]
                space = {1: 0.2, 2: 1.2, 3: 0.9}[block.level] * th.body
                y += round(space) if previous else 0
                spans = tuple(
                    Span(s.text, style if s.style != "code" else "code") for s in block.spans
                )
                lines = self._wrap(spans, size, colour, 0, self.width, y)
                if block.level == 2 and lines:
                    lines[0].anchor = "".join(s.text for s in block.spans)
                self.lines.extend(lines)
                y = lines[-1].y + lines[-1].height if lines else y
                if block.level == 2:
                    self.lines.append(Line(y + round(th.body * 0.15), 2, 0, rule=True))
                    y += round(th.body * 0.5)
                else:
                    y += round(th.body * 0.35)
            elif block.kind == "paragraph":
                if previous in ("paragraph", "bullet", "number", "code"):
                    y += round(th.body * 0.55)
                lines = self._wrap(block.spans, th.body, th.ink, 0, self.width, y)
                self.lines.extend(lines)
                y = lines[-1].y + lines[-1].height if lines else y
            elif block.kind in ("bullet", "number"):
                if previous not in ("bullet", "number", "heading", None):
                    y += round(th.body * 0.45)
                indent = round(th.body * 1.4) * (block.level + 1)
                lines = self._wrap(block.spans, th.body, th.ink, indent, self.width, y)
                if lines:
                    first = lines[0]
                    if block.kind == "bullet":
                        first.bullet = "disc" if block.level == 0 else "circle"
                    else:
                        first.bullet = block.marker
                    first.bullet_x = indent - round(th.body * 1.0)
                    y = lines[-1].y + lines[-1].height + round(th.body * 0.2)
                    self.lines.extend(lines)
            elif block.kind == "code":
                if previous:
                    y += round(th.body * 0.5)
                face = _font("code", th.body)
                for span in block.spans or (Span("", "code"),):
                    line = Line(y, face.get_linesize(), face.get_ascent(), round(th.body * 0.8))
                    line.pieces.append(Piece(0, span.text, "code", th.body, th.code_ink))
                    self.lines.append(line)
                    y += face.get_linesize()
            elif block.kind == "rule":
                y += round(th.body * 0.6)
                self.lines.append(Line(y, 2, 0, rule=True))
                y += round(th.body * 0.6)
            previous = block.kind
        self.height = y + th.body

    def _wrap(
        self,
        spans: tuple[Span, ...],
        size: int,
        colour: tuple[int, int, int],
        indent: int,
        width: int,
        y: int,
    ) -> list[Line]:
        """Word-wrap styled spans into lines between `indent` and `width`. A code span is
        kept whole unless it is wider than a line."""
        atoms: list[tuple[str, str, bool]] = []  # text, style, space before it
        gap = False
        for span in spans:
            parts = [span.text] if span.style == "code" else re.split(r"(\s+)", span.text)
            for part in parts:
                if not part:
                    continue
                if part.isspace() and span.style != "code":
                    gap = True
                    continue
                atoms.append((part, span.style, gap and bool(atoms)))
                gap = False
        styles = {style for _, style, _ in atoms} or {"regular"}
        faces = {style: _font(style, size) for style in styles | {"regular"}}
        line_h = max(face.get_linesize() for face in faces.values())
        ascent = max(face.get_ascent() for face in faces.values())
        limit = max(20, width - indent)
        lines: list[Line] = []
        line = Line(y, line_h, ascent, indent)
        x = 0
        for text, style, space in atoms:
            face = faces[style]
            space_w = face.size(" ")[0] if space and line.pieces else 0
            w = _width(face, text, style, size)
            if line.pieces and x + space_w + w > limit:
                lines.append(line)
                line = Line(line.y + line_h, line_h, ascent, indent)
                x = space_w = 0
            while not line.pieces and w > limit and len(text) > 1:  # wider than the page
                cut = len(text) - 1
                while cut > 1 and _width(face, text[:cut], style, size) > limit:
                    cut -= 1
                line.pieces.append(Piece(0, text[:cut], style, size, self._ink(style, colour)))
                lines.append(line)
                line = Line(line.y + line_h, line_h, ascent, indent)
                text = text[cut:]
                w = _width(face, text, style, size)
            last = line.pieces[-1] if line.pieces else None
            if last is not None and last.style == style and style != "code":
                last.text += (" " if space_w else "") + text
            else:
                last = Piece(x + space_w, text, style, size, self._ink(style, colour), space_w > 0)
                line.pieces.append(last)
            # measured on the joined text: word widths summed drift by their rounding
            x = last.x + _width(face, last.text, style, size)
        if line.pieces:
            lines.append(line)
        return lines

    def _ink(self, style: str, colour: tuple[int, int, int]) -> tuple[int, int, int]:
        return self.theme.code_ink if style == "code" else colour

    # -- drawing ---------------------------------------------------------------------------
    def _render(self, index: int) -> pygame.Surface:
        line = self.lines[index]
        surface = pygame.Surface((self.width, line.height), pygame.SRCALPHA)
        th = self.theme
        if line.rule:
            pygame.draw.line(surface, th.accent, (0, 0), (self.width, 0), 1)
            return surface
        for piece in line.pieces:
            face = _font(piece.style, piece.size)
            x = line.x + piece.x
            top = line.ascent - face.get_ascent()
            if piece.style == "code":
                pad = _pad(piece.size)
                w = face.size(piece.text)[0]
                box = pygame.Rect(x, top + 1, w + 2 * pad, face.get_height() - 1)
                pygame.draw.rect(surface, th.code_bg, box, border_radius=max(2, pad))
                surface.blit(face.render(piece.text, True, piece.colour), (x + pad, top))
            else:
                surface.blit(face.render(piece.text, True, piece.colour), (x, top))
        if line.bullet:
            face = _font("regular", th.body)
            cy = line.ascent - round(face.get_ascent() * 0.33)
            r = max(2, round(th.body * 0.17))
            bx = line.bullet_x + r
            if line.bullet == "disc":
                pygame.draw.circle(surface, th.accent, (bx, cy), r)
            elif line.bullet == "circle":
                pygame.draw.circle(surface, th.accent, (bx, cy), r, 1)
            else:
                image = _font("bold", th.body).render(line.bullet, True, th.accent)
                surface.blit(
                    image,
                    (
                        line.bullet_x + round(th.body * 0.6) - image.get_width(),
                        line.ascent - face.get_ascent(),
                    ),
                )
        return surface

    def visible(self, top: int, bottom: int) -> list[int]:
        """Indexes of the lines that cross the band [top, bottom) of the page."""
        return [
            i for i, line in enumerate(self.lines) if line.y < bottom and line.y + line.height > top
        ]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scroll: int) -> None:
        """Draw the page part from `scroll` down into `rect`; only visible lines render."""
        shown = self.visible(scroll, scroll + rect.h)
        keep = set(shown)
        for index in list(self._cache):
            if index not in keep:
                del self._cache[index]
        old = surface.get_clip()
        surface.set_clip(rect.clip(old) if old else rect)
        for index in shown:
            image = self._cache.get(index)
            if image is None:
                image = self._cache[index] = self._render(index)
            surface.blit(image, (rect.x, rect.y + self.lines[index].y - scroll))
        surface.set_clip(old)

    def text(self) -> str:
        """The words as laid out, one line of the page per line (tests, accessibility)."""
        out = []
        for line in self.lines:
            words = ""
            for piece in line.pieces:
                words += (" " if piece.gap else "") + piece.text
            out.append(words)
        return "\n".join(out)
