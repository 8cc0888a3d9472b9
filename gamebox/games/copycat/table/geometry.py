"""Where everything sits on the Copycat table, in design units of a 1280x720 window
(`look.Layout` scales them to any window, so 960x540 is the same picture smaller).

Left, top to bottom: the career path (VP track), the ministry board (ten fixed offices,
the normal offices under them, the office-card windows by section on the right), the
street of eleven cards with the supply deck, the person's own zone (hand, piles, area)
and the action bar. Right: the top buttons, the bus with the sealed order cards, the
rivals' compact panels and the log.
"""

from __future__ import annotations

from gamebox.app.table.cards import Row
from gamebox.app.table.counters import Track

Box = tuple[float, float, float, float]
Point = tuple[float, float]

STATUS: Box = (12, 6, 924, 34)
STATUS_SIZE = 17.0
TOP_BUTTONS: tuple[Box, ...] = ((950, 8, 102, 32), (1060, 8, 102, 32), (1170, 8, 102, 32))

CAREER: Box = (10, 44, 930, 42)
CAREER_TRACK = Track((112.0, 66.0), (906.0, 66.0), 0, 95)

BOARD: Box = (10, 90, 930, 180)
TILE: Point = (80.0, 48.0)
TILE_STEP = 84.0
TILE_PIECES = 17.0  # the strip at a tile's right kept for its worker and VP markers
TILE_ROWS = (112.0, 163.0, 214.0)
FIXED_X = 20.0  # ten fixed offices, two rows of five
NORMAL_X = 20.0  # normal offices on the third row
WINDOWS_X = 474.0  # five columns of windows, one per section (I: three, II-V: two)
OFFICE_DECK: Box = (894, 112, 38, 52)

STREET: Box = (10, 274, 930, 150)
STREET_CARD: Point = (72.0, 100.0)
STREET_STEP = 77.0
STREET_X = 20.0
STREET_Y = 308.0
SUPPLY: Box = (872, 308, 60, 84)

OWN: Box = (10, 428, 930, 218)
HAND: Box = (20, 452, 560, 100)
CARD: Point = (68.0, 96.0)
HAND_ROW = Row(HAND, CARD, 5.0, top=0.0, lift=10.0, hover=8.0)
PILE_CARD: Point = (58.0, 80.0)
PILES: tuple[Box, ...] = ((608, 456, 58, 80), (690, 456, 58, 80), (772, 456, 58, 80))
AREA: Box = (76, 578, 856, 64)
AREA_CARD: Point = (44.0, 62.0)
AREA_ROW = Row(AREA, AREA_CARD, 4.0, top=0.0, hover=4.0)

BAR: Box = (10, 650, 930, 64)
BAR_LINE: Point = (475.0, 663.0)
BAR_ROW = (676.0, 32.0)

BUS: Box = (948, 48, 324, 118)
SEAL_CARD: Point = (50.0, 64.0)
RIVALS_TOP = 172.0
RIVAL_H = 88.0
RIVAL_W = 324.0
RIVAL_X = 948.0
MINI_CARD: Point = (22.0, 31.0)
LOG_BOTTOM = 712.0

BROWSER: Box = (120, 150, 720, 380)


def office_box(slot: int, fixed: int, normal: int, windows: dict[int, int]) -> Box:
    """Slot `slot` of the offices in play: the fixed offices first, then the normal ones,
    then the office cards in the order they were revealed (window by window)."""
    w, h = TILE
    if slot < fixed:
        return (FIXED_X + (slot % 5) * TILE_STEP, TILE_ROWS[slot // 5], w, h)
    if slot < fixed + normal:
        return (NORMAL_X + (slot - fixed) * TILE_STEP, TILE_ROWS[2], w, h)
    return window_box(slot - fixed - normal, windows)


def window_box(index: int, windows: dict[int, int]) -> Box:
    """The `index`-th office-card window (section I's first, then the next ...)."""
    w, h = TILE
    for column, section in enumerate(sorted(windows)):
        if index < windows[section]:
            return (WINDOWS_X + column * TILE_STEP, TILE_ROWS[index], w, h)
        index -= windows[section]
    return (WINDOWS_X, TILE_ROWS[0], w, h)


def street_box(position: int) -> Box:
    """Street position `position` (0-based, 0 the cheapest at the left)."""
    return (STREET_X + position * STREET_STEP, STREET_Y, *STREET_CARD)


def rival_box(index: int) -> Box:
    return (RIVAL_X, RIVALS_TOP + index * (RIVAL_H + 4), RIVAL_W, RIVAL_H)


def log_box(rivals: int) -> Box:
    top = RIVALS_TOP + max(1, rivals) * (RIVAL_H + 4) + 2
    return (RIVAL_X, top, RIVAL_W, LOG_BOTTOM - top)


def bus_boxes(n: int) -> list[Box]:
    """The bus windows, first to last, left to right."""
    x, y, w, _h = BUS
    step = (w - 16) / 4
    return [(x + 8 + i * step + (step - SEAL_CARD[0]) / 2, y + 26, *SEAL_CARD) for i in range(n)]


