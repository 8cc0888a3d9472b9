"""Where The Boss's table puts things, in design units of the 1280x720 table.

The row of character cards fills the left of the table (4 to 9 columns, each a city's
whole story: its card, reward, played cards, gangsters, what is unseen and who holds
its backs); the money track runs under it; the person's hand and the action bar sit at
the bottom; the right column holds the players' panels, the police and the log.
"""

from __future__ import annotations

from gamebox.app.table.widgets import Box

STATUS = (16.0, 24.0)
STATUS_WIDTH = 950.0
TOP_BUTTONS: tuple[Box, ...] = ((1010, 8, 82, 32), (1098, 8, 82, 32), (1186, 8, 82, 32))
ROW = (12.0, 46.0, 956.0, 404.0)
GAP = 6.0
TRACK_Y = 478.0
TRACK_X = (44.0, 950.0)
HAND = (12.0, 498.0, 476.0, 214.0)
BAR = (498.0, 498.0, 472.0, 214.0)
BAR_ROW = (664.0, 40.0)
RIGHT_X = 1010.0
RIGHT_W = 258.0
PANELS_TOP = 46.0
PANELS_HEIGHT = 306.0
POLICE = (RIGHT_X, 358.0, RIGHT_W, 84.0)
LOG = (RIGHT_X, 448.0, RIGHT_W, 264.0)
SUMMARY_AT = (490.0, 300.0)

# inside a city column, from its top
HEADER_H = 46.0
CARDS_TOP = 52.0
GANG_TOP = 244.0
GANG_ROW = 16.0
UNSEEN_TOP = 326.0
BACKS_TOP = 368.0


def column_width(count: int) -> float:
    return min(150.0, (ROW[2] - GAP * (count - 1)) / max(1, count))


def column(position: int, count: int) -> Box:
    """The box of the city at `position` (left to right) in a row of `count`."""
    w = column_width(count)
    used = w * count + GAP * (count - 1)
    left = ROW[0] + (ROW[2] - used) / 2
    return (left + position * (w + GAP), ROW[1], w, ROW[3])


def card_size(count: int) -> tuple[float, float]:
    """The size of a card under a city: the reward and the played column side by side,
    as big as the column allows."""
    w = min(62.0, (column_width(count) - 10) / 2)
    return (w, round(w * 1.38))


def reward_box(col: Box, count: int) -> Box:
    x, y, w, _h = col
    cw, ch = card_size(count)
    return (x + (w - 2 * cw - 6) / 2, y + CARDS_TOP, cw, ch)


def played_box(col: Box, count: int, index: int, total: int) -> Box:
    """The `index`th card played under a city: a column overlapping downwards, right of
    the reward."""
    x, y, w, h = reward_box(col, count)
    room = col[1] + GANG_TOP - 8 - y - h
    step = min(24.0, room / max(1, total - 1)) if total > 1 else 0.0
    return (x + w + 6, y + index * step, w, h)


def panel(seat: int, n: int) -> Box:
    h = min(64.0, PANELS_HEIGHT / n)
    return (RIGHT_X, PANELS_TOP + seat * h, RIGHT_W, h - 4)


def hand_card(index: int, count: int) -> Box:
    x, y, w, _h = HAND
    cw, ch = 74.0, 104.0
    step = min(cw + 10, (w - 20 - cw) / max(1, count - 1)) if count > 1 else 0.0
    left = x + (w - cw - step * (max(1, count) - 1)) / 2
    return (left + index * step, y + 44, cw, ch)
