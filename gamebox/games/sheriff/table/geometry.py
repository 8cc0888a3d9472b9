"""Where everything sits on the Sheriff table, in design units (`look.Layout` scales them):
the person at the screen at the bottom, the other 2-4 players along the top in seat order."""

from __future__ import annotations

from gamebox.app.table.cards import Row

Box = tuple[float, float, float, float]
Point = tuple[float, float]

STATUS: Box = (10, 6, 640, 36)
COUNTERS: Box = (660, 6, 330, 36)
TOP_BUTTONS: tuple[Box, ...] = ((1000, 6, 86, 36), (1093, 6, 86, 36), (1186, 6, 86, 36))
OPP_BAND: Box = (10, 48, 980, 182)
PILES: Box = (10, 236, 330, 232)
STAGE: Box = (348, 236, 642, 232)
OWN: Box = (10, 474, 980, 240)
OWN_INFO: Box = (18, 482, 236, 224)
HAND: Box = (264, 480, 540, 134)
BAG_ZONE: Box = (812, 480, 170, 134)
BUILDER: Box = (264, 480, 718, 130)
ACTION: Box = (264, 618, 718, 90)
ACTION_TEXT_Y = 637.0
READBACK_Y = 613.0  # the offer read back, two lines over the buttons
BAR_ROW = (652.0, 46.0)  # the action bar's buttons: top and height
LOG: Box = (1000, 48, 272, 420)
LEDGER: Box = (1000, 474, 272, 240)

CARD: Point = (70.0, 100.0)  # width, height
PILE_CARD: Point = (78.0, 110.0)
# the bottom hand: selected cards stand up, a card that may be picked lifts under the mouse
HAND_ROW = Row(HAND, CARD, 6.0, top=26.0, lift=22.0, hover=8.0)


def seat_order(n: int, bottom: int) -> list[int]:
    """The other seats, left to right along the top, clockwise after the bottom seat."""
    return [(bottom + i) % n for i in range(1, n)]


def opponent_box(index: int, count: int) -> Box:
    x, y, w, h = OPP_BAND
    gap = 10.0
    width = (w - gap * (count - 1)) / count
    return (x + index * (width + gap), y, width, h)


def pile_card_box(which: int) -> Box:
    """0: the draw deck, 1 and 2: the discard piles D1 and D2."""
    x, y, w, _h = PILES
    card_w, card_h = PILE_CARD
    gap = (w - 3 * card_w) / 4
    return (x + gap + which * (card_w + gap), y + 40, card_w, card_h)


def pile_browse_box(which: int) -> Box:
    x, y, w, h = pile_card_box(which)
    return (x - 4, y + h + 44, w + 8, 24)


def stage_slot(index: int, count: int) -> Box:
    """One merchant's bag in the inspection line on the stage."""
    x, y, w, h = STAGE
    count = max(1, count)
    gap = 8.0
    width = min(200.0, (w - 20 - gap * (count - 1)) / count)
    total = width * count + gap * (count - 1)
    left = x + (w - total) / 2
    return (left + index * (width + gap), y + 34, width, h - 42)


def stage_row(y_offset: float = 0.0) -> Row:
    """A row of face-up cards in the middle of the stage."""
    x, y, w, _h = STAGE
    return Row((x + 30, y + 70 + y_offset, w - 60, CARD[1]), CARD, 10.0)

