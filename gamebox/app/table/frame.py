"""Where the layer's parts of a table stand and how they look: one value a game sets
(`TableScene.frame`) instead of a dozen loose settings, so the protocol stays short and a
table's frame reads in one place. Design units (1280x720), as every table draws."""

from __future__ import annotations

from dataclasses import dataclass, field

from gamebox.app import look
from gamebox.app.table.log import LogStyle, LogTones
from gamebox.app.table.widgets import BannerLook, Box, Colour

Point = tuple[float, float]


@dataclass(frozen=True)
class Bar:
    """The action bar: a line of words over a row of buttons."""

    box: Box = (0.0, 0.0, 0.0, 0.0)
    row: tuple[float, float] = (0.0, 40.0)  # the buttons' top and height
    size: float = 15.0  # their type size
    align: str = "center"  # how the row lines up
    spacing: tuple[float, float, float, float] = (40.0, 96.0, 280.0, 12.0)  # pad, least and
    # most width, gap
    ink: Colour = look.MUTED  # the colour of the bar's plain ("muted") words


@dataclass(frozen=True)
class Frame:
    """The shared parts of one table: the log panel (the mouse wheel scrolls it), how it
    reads and which events it leaves out, rules off as a turn or shows as alerts
    (`log_tones`), Undo / Hint / Menu, the action bar, the banners, the summary's centre,
    how long the table stands after the end before the final score (min(a, b x the
    animation length)), where a computer's moment is said (a plate's centre; None: the
    status line, which reads out a turn's line as it plays unless `turn_notes` is off),
    and the seat drawn nearest when no one person is (None: the person at the screen)."""

    log: Box = (0.0, 0.0, 0.0, 0.0)
    log_style: LogStyle = field(default_factory=LogStyle)
    top: tuple[Box, ...] = ()
    bar: Bar = field(default_factory=Bar)
    banner: BannerLook = field(default_factory=BannerLook)
    summary_at: Point = (640.0, 300.0)
    end_wait: tuple[float, float] = (1.0, 2.0)
    log_tones: LogTones = field(default_factory=LogTones)
    moment_at: Point | None = None
    turn_notes: bool = True
    home_seat: int | None = None
