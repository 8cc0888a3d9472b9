"""The move log: lines built from events (never stored as text), and its one drawing.

A line is made when its event starts to animate, so the log never runs ahead of the
table; after an undo, a hand-over or a language switch the whole log is rebuilt from the
match's history as the viewer may read it (`TableScene.rebuild_log`). The log follows the
newest line unless the person scrolled back (`LogScroll`); then what they read stays put
while new lines come, until they jump back to the newest.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from gamebox.app import look

Colour = tuple[int, int, int]
TONES: dict[str, Colour] = {
    "turn": look.GOLD_LIGHT,
    "alert": look.DANGER_LIGHT,
    "plain": (226, 220, 204),
}


@dataclass
class LogLine:
    words: str
    tone: str = "plain"  # "turn" (bold, a rule above), "alert", "plain"
    tag: int = 0  # length of the match log once this line's action was applied
    continues: bool = False  # it says again all the line before it says, and more: it
    # takes that line's place (events told one by one that read as one growing line)
    short: str = ""  # the status line's words where the log's list many things


@dataclass(frozen=True)
class LogStyle:
    """How a game's log reads: its rule colour (None: no rules between turns), its
    type size, its line spacing (design units; None: the font's own) and how many lines
    it keeps."""

    rule: Colour | None = None
    ink: Colour = TONES["plain"]  # the colour of a plain line
    size: float = 13
    step: float | None = None
    keep: int = 200
    indent: float = 10  # continuation lines of an entry stand in by this much


@dataclass(frozen=True)
class LogTones:
    """Which events the log leaves out (`quiet`), rules off as a turn's heading (`turn`)
    and shows as alerts (`alert`); every other event with words is a plain line."""

    quiet: tuple[type, ...] = ()
    turn: tuple[type, ...] = ()
    alert: tuple[type, ...] = ()


@dataclass
class LogScroll:
    """How far back the person scrolled the log, in rows from the newest (0: it follows
    the newest line), and the rows it had and showed when last drawn."""

    back: int = 0
    rows: int = 0
    on_screen: tuple[int, int] = (0, 0)  # the first and past-the-last row on screen

    def scroll(self, rows: int) -> None:
        self.back = max(0, self.back + rows)

    def to_newest(self) -> None:
        self.back = 0


def rows_of(lines: list[LogLine], face: pygame.font.Font, bold: pygame.font.Font,
            width: int, indent: int) -> list[tuple[str, str, bool]]:
    """(words, tone, first row of its entry) for every row the lines wrap into."""
    rows: list[tuple[str, str, bool]] = []
    for line in lines:
        use = bold if line.tone == "turn" else face
        parts = look.wrap(line.words, use, width)
        if len(parts) > 1 and indent:
            parts = (parts[0], *look.wrap(" ".join(parts[1:]), use, width - indent))
        rows.extend((part, line.tone, i == 0) for i, part in enumerate(parts))
    return rows


def draw_rows(surface: pygame.Surface, layout: look.Layout, area: pygame.Rect,
              lines: list[LogLine], scroll: LogScroll, style: LogStyle) -> None:
    """Draw the rows that fit in `area`, `scroll.back` rows back from the newest, with a
    slim scroll bar when they do not all fit. Scrolled back, the rows come since the last
    drawing push the window back as far, so the rows being read stay where they are."""
    face = layout.font(style.size)
    bold = layout.font(style.size, "bold")
    indent = layout.px(style.indent)
    rows = rows_of(lines[-style.keep:], face, bold, area.w - layout.px(16), indent)
    step = face.get_linesize() if style.step is None else style.step * layout.scale
    visible = max(1, int(area.h // step))
    if scroll.back and len(rows) > scroll.rows:
        scroll.back += len(rows) - scroll.rows
    scroll.back = max(0, min(scroll.back, len(rows) - visible))
    scroll.rows = len(rows)
    end = len(rows) - scroll.back
    start = max(0, end - visible)
    scroll.on_screen = (start, end)
    clip = surface.get_clip()
    surface.set_clip(area)
    top = area.top if len(rows) <= visible else area.bottom - (end - start) * step
    for i, (words, tone, first) in enumerate(rows[start:end]):
        y = round(top + i * step)
        if style.rule is not None and first and tone == "turn" and y > area.top + step // 2:
            pygame.draw.line(surface, style.rule, (area.x + layout.px(4), y + layout.px(1)),
                             (area.right - layout.px(10), y + layout.px(1)), 1)
        x = area.x + layout.px(4) + (0 if first else indent)
        colour = style.ink if tone == "plain" else TONES[tone]
        look.text(surface, words, bold if tone == "turn" else face, colour, (x, y))
    surface.set_clip(clip)
    if len(rows) > visible:
        bar_h = max(layout.px(16), area.h * visible // len(rows))
        bar_y = area.y + (area.h - bar_h) * start // max(1, len(rows) - visible)
        pygame.draw.rect(surface, style.rule or look.MUTED,
                         (area.right - layout.px(3), bar_y, layout.px(3), bar_h),
                         border_radius=layout.px(2))
