"""Where things sit on the Capo Dei Capi table, in design units (a 1280x720 table that
`app.layout` scales to the window), as plain tuples.

Top to bottom: the status plaque, the far player's panel and pending row, the row of cards
W1 W2 W3 MAYOR B1 B2 B3 with each player's circles on their side (R2), the near player's
pending row and panel, the action bar. The near player is the one person against the
computer, else Blue (`set_bottom`). The right column: Undo / Hint / Menu, the dice tray,
the supply (tiles 1-6 of R2 in one tray, so the row of cards stays wide) and the log.
"""

from __future__ import annotations

from gamebox.games.capo.model import MAYOR

Box = tuple[float, float, float, float]
Point = tuple[float, float]

# -- the big areas ---------------------------------------------------------------------------
TABLE: Box = (6, 4, 968, 712)
STATUS: Box = (14, 8, 952, 40)
PANELS: tuple[Box, Box] = ((14, 52, 952, 52), (14, 542, 952, 52))  # the far, the near
PENDING_Y = (129.0, 517.0)  # centre line of the far and the near player's pending row
CARD_TOP = 153.0
CARD_H = 340.0
ACTION: Box = (14, 600, 952, 112)
ACTION_TEXT_Y = 617.0
BAR_ROW = (642.0, 46.0)  # the action bar's buttons: top and height

TOP_BUTTONS: tuple[Box, ...] = tuple((984 + 98 * i, 8, 92, 40) for i in range(3))
DICE_TRAY: Box = (984, 56, 288, 118)
DICE_SIZE = 56.0
DICE_CENTRES: tuple[Point, Point] = ((1080, 104), (1176, 104))
SUPPLY: Box = (984, 180, 288, 196)
LOG: Box = (984, 382, 288, 330)

# -- cards -----------------------------------------------------------------------------------
CARD_W = 120.0
MAYOR_W = 158.0
_GAP = 8.0
_MAYOR_GAP = 15.0
_ROW_W = 6 * CARD_W + MAYOR_W + 4 * _GAP + 2 * _MAYOR_GAP
ROW_ORDER = (0, 1, 2, MAYOR, 3, 4, 5)  # W1 W2 W3 MAYOR B1 B2 B3 (R2)

ZONE_H = 100.0  # each player's part of a District card
MARKER_R = 15.0
PENDING_R = 16.0
CUBE_SIZE = 13.0

_BOTTOM = [1]  # the seat drawn at the bottom; one table is on screen at a time


def set_bottom(seat: int) -> None:
    """Who sits at the bottom (the near side): the table sets it before it draws or
    plans a move, so every position below follows it."""
    _BOTTOM[0] = seat


def bottom() -> int:
    return _BOTTOM[0]


def row(owner: int) -> int:
    """0 for the player at the top (far side), 1 for the one at the bottom."""
    return 1 if owner == _BOTTOM[0] else 0


def panel_box(owner: int) -> Box:
    return PANELS[row(owner)]


def pending_y(owner: int) -> float:
    return PENDING_Y[row(owner)]


def _card_x() -> dict[int, float]:
    """Each card's left edge: the row centred under the status plaque, the Mayor card
    set a little further apart."""
    xs: dict[int, float] = {}
    x = STATUS[0] + (STATUS[2] - _ROW_W) / 2
    for card, after in zip(ROW_ORDER, (*ROW_ORDER[1:], None), strict=True):
        xs[card] = x
        width = MAYOR_W if card == MAYOR else CARD_W
        x += width + (_MAYOR_GAP if MAYOR in (card, after) else _GAP)
    return xs


CARD_X = _card_x()


def card_box(card: int) -> Box:
    return (CARD_X[card], CARD_TOP, MAYOR_W if card == MAYOR else CARD_W, CARD_H)


def card_centre_x(card: int) -> float:
    x, _, w, _ = card_box(card)
    return x + w / 2


def zone_box(card: int, owner: int) -> Box:
    """A player's part of a District card, on that player's side."""
    x, y, w, h = card_box(card)
    return (x, y if row(owner) == 0 else y + h - ZONE_H, w, ZONE_H)


def centre_box(card: int) -> Box:
    x, y, w, h = card_box(card)
    return (x, y + ZONE_H, w, h - 2 * ZONE_H)


def _from_edge(owner: int, inset: float) -> float:
    """The height `inset` in from the cards' edge on `owner`'s side."""
    return CARD_TOP + inset if row(owner) == 0 else CARD_TOP + CARD_H - inset


def circle_centre(card: int, owner: int, circle: int) -> Point:
    """Circle `circle` (0-4) of `owner` on `card`: three next to the card's edge, two
    towards the middle, in placement order (never by value, R75)."""
    line = 0 if circle < 3 else 1
    x = card_centre_x(card) + (circle - 1 - 2.5 * line) * (2 * MARKER_R + 6)
    return (x, _from_edge(owner, 42 + line * 34))


def strength_point(card: int, owner: int) -> Point:
    """Where a side's strength is written: at the card's edge on that player's side."""
    return (card_centre_x(card), _from_edge(owner, 16))


def pending_point(card: int, owner: int) -> Point:
    """Beside the card on the active player's side (R33's slot)."""
    return (card_centre_x(card), pending_y(owner))


CUBE_LAYERS = ((0, 0), (1, 0), (2, 0), (0.5, 1), (1.5, 1), (1, 2))  # (column, tier)


def cube_point(card: int, index: int, count: int) -> Point:
    """Cube `index` of a stack of `count` on a card: a small pyramid of up to 6 drawn."""
    if card == MAYOR:
        base_x, base_y = card_centre_x(MAYOR), CARD_TOP + 262
    else:
        base_x, base_y = card_centre_x(card) - 12, CARD_TOP + ZONE_H + 116
    col, tier = CUBE_LAYERS[min(index, 5)]
    width = 3 if count > 2 else max(1, count)
    return (base_x + (col - (width - 1) / 2) * (CUBE_SIZE + 1), base_y - tier * (CUBE_SIZE - 3))


# -- the Mayor card ----------------------------------------------------------------------------
def track_point(level: int) -> Point:
    """The Extortion track 0-6 (R17), left to right across the Mayor card."""
    x, y, w, _ = card_box(MAYOR)
    return (x + 22 + level * (w - 44) / 6, y + 158)


def mayor_pending_point(owner: int, index: int) -> Point:
    return (card_centre_x(MAYOR) - 22 + min(index, 6) * 5, pending_y(owner))


# -- player panels -----------------------------------------------------------------------------
PARTS = {"vp": (228, 108), "hand": (346, 192), "score": (544, 170),
         "hitman": (720, 128)}  # left edge and width in a panel band
HAND_DRAWN = 10  # tokens drawn in a row at most (the count says the rest)


def part_box(player: int, part: str) -> Box:
    """A part of the player's panel band: the score, the hand, the score pile, the hitman."""
    x, y, _, h = panel_box(player)
    left, width = PARTS[part]
    return (x + left, y + 4, width, h - 8)


def hand_point(player: int, index: int) -> Point:
    x, y, _, h = panel_box(player)
    return (x + PARTS["hand"][0] + 16 + min(index, HAND_DRAWN - 1) * 12, y + h / 2 + 3)


def score_point(player: int, index: int) -> Point:
    x, y, _, h = panel_box(player)
    return (x + PARTS["score"][0] + 18 + min(index, 9) * 6, y + h / 2 + 4)


def hitman_held_point(player: int) -> Point:
    """Midbottom of the hitman standing in front of the player who holds him."""
    x, y, _, h = panel_box(player)
    return (x + PARTS["hitman"][0] + 24, y + h - 8)


def peek_box(player: int) -> Box:
    x, y, w, h = panel_box(player)
    return (x + w - 98, y + 9, 90, h - 18)


# -- the supply tray (tiles 1-6, R2) -----------------------------------------------------------
SUPPLY_KEYS = ("I1", "I2", "I3", "mayor", "bribes", "cubes")
HITMAN_SUPPLY: Box = (SUPPLY[0] + 6, SUPPLY[1] + 164, 126, 28)
BOX: Box = (SUPPLY[0] + 138, SUPPLY[1] + 164, 144, 28)  # the game box, for discarded markers


def tile_box(index: int) -> Box:
    """Supply tile `index` (0-5 for tiles 1-6): Influence 1/2/3, Mayor markers, bribes,
    value cubes."""
    x, y, _, _ = SUPPLY
    return (x + 6 + index % 3 * 94, y + 28 + index // 3 * 68, 88, 62)


def supply_point(key: str) -> Point:
    if key == "hitman":
        x, y, _w, h = HITMAN_SUPPLY
        return (x + 26, y + h - 3)
    if key == "box":
        x, y, _w, h = BOX
        return (x + 20, y + h / 2)
    x, y, _w, h = tile_box(SUPPLY_KEYS.index(key))
    return (x + 30, y + h / 2 + 6)
