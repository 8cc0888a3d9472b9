"""Where everything sits, in design units of the 1280x720 table (`look.Layout` scales
them to the window). The map fills the left; the right column holds, top to bottom, the
year track, the score track, one row per player, the city offices with the immigrant
leaders, the move log (or the open dialog: bids, the reveal, the Mayor's offices) and
the action bar. Rows share the player panel's height, so 3 to 5 players always fit."""

from __future__ import annotations

from gamebox.app.table.counters import Track
from gamebox.games.tammany.table.wardmap import WardMap

Box = tuple[float, float, float, float]
Point = tuple[float, float]
WardLayout = tuple[Point, str, list[Point], list[Point], bool]

STATUS: Box = (8, 6, 1264, 40)
MAP_PANEL: Box = (8, 52, 596, 662)
MAP_ORIGIN: Point = (44, 60)
MAP_SCALE: Point = (6.85, 6.45)  # design units per map unit, across and down

RIGHT_X = 612.0
RIGHT_W = 660.0
YEARS: Box = (RIGHT_X, 52, RIGHT_W, 52)
SCORE: Box = (RIGHT_X, 108, RIGHT_W, 40)
PLAYERS: Box = (RIGHT_X, 152, RIGHT_W, 250)
OFFICES: Box = (RIGHT_X, 406, RIGHT_W, 92)
LOG: Box = (RIGHT_X, 502, RIGHT_W, 148)
DIALOG: Box = (RIGHT_X, 406, RIGHT_W, 244)
BID: Box = (RIGHT_X, 406, 420, 244)  # a sealed bid or a reveal, with the log beside it
BID_LOG: Box = (RIGHT_X + 424, 406, RIGHT_W - 424, 244)
LEGEND: Box = (22, 90, 568, 612)  # over the map, under its button
LEGEND_BUTTON: Box = (526, 60, 74, 24)  # in the water north of ward 11
BAR: Box = (RIGHT_X, 654, RIGHT_W, 60)
_TOP = (280 - 8) / 3
TOP: tuple[Box, ...] = tuple((RIGHT_X + RIGHT_W - 290 + i * (_TOP + 4), 10, _TOP, 28)
                             for i in range(3))  # undo, hint, menu
_YEAR = (RIGHT_W - 156) / 16
YEAR_TRACK = Track((RIGHT_X + 150 + _YEAR / 2, 85), (RIGHT_X + 150 + _YEAR * 15.5, 85), 1, 16)
SCORE_TRACK = Track((RIGHT_X + 24, 137), (RIGHT_X + RIGHT_W - 14, 137), 0, 45)

CHIP = 14.0  # a count chip's icon
CHIP_W = 31.0  # icon and its number
CHIP_H = 19.0
HEAD = 26.0  # the ward number's disc and its row (or column)


def map_point(p: Point) -> Point:
    return (MAP_ORIGIN[0] + p[0] * MAP_SCALE[0], MAP_ORIGIN[1] + p[1] * MAP_SCALE[1])


def map_box(box: Box) -> Box:
    x, y = map_point((box[0], box[1]))
    return (x, y, box[2] * MAP_SCALE[0], box[3] * MAP_SCALE[1])


def ward_polygon(wards: WardMap, ward: int) -> list[Point]:
    return [map_point(p) for p in wards.wards[ward]]


def ward_box(wards: WardMap, ward: int) -> Box:
    """The inner box of a ward where its number and pieces go (a small margin in)."""
    x, y, w, h = map_box(wards.boxes[ward])
    return (x + 2, y + 2, w - 4, h - 4)


def chip_slots(box: Box, count: int, top: float) -> list[Point]:
    """Centres of `count` count chips laid in rows across `box`, starting at `top`."""
    x, _, w, _ = box
    per_row = max(1, int(w // CHIP_W))
    slots = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        left = x + (w - in_row * CHIP_W) / 2
        slots.append((left + CHIP_W * (col + 0.5), top + CHIP_H * (row + 0.5)))
    return slots


def ward_layout(box: Box, cubes: int, bosses: int) -> WardLayout:
    """Where a ward's number goes and its count chips: (number centre, "top" or "left",
    cube slots, boss slots, whether everything fits). The number heads the box, centred
    over the pieces as a ward's name sits on a map, when there is room below it; else it
    takes a column on the left (short, wide wards)."""
    x, y, w, h = box
    best = None
    for flow in (False, True):  # bosses on rows of their own, else right after the cubes
        for side in ("top", "left"):
            head = (x + w / 2, y + HEAD / 2) if side == "top" else (x + HEAD / 2, y + HEAD / 2)
            area = (x, y + HEAD, w, h - HEAD) if side == "top" else (x + HEAD, y, w - HEAD, h)
            if flow:
                slots = chip_slots(area, cubes + bosses, area[1])
                cube_slots, boss_slots = slots[:cubes], slots[cubes:]
                used = rows_needed(area, cubes + bosses) * CHIP_H
            else:
                rows = rows_needed(area, cubes)
                cube_slots = chip_slots(area, cubes, area[1])
                boss_slots = chip_slots(area, bosses, area[1] + rows * CHIP_H)
                used = (rows + rows_needed(area, bosses)) * CHIP_H
            if used <= area[3] + 0.5:
                return head, side, cube_slots, boss_slots, True
            if best is None:
                best = (head, side, cube_slots, boss_slots, False)
    assert best is not None
    return best


def rows_needed(box: Box, count: int) -> int:
    per_row = max(1, int(box[2] // CHIP_W))
    return (count + per_row - 1) // per_row


def player_box(player: int, n: int) -> Box:
    x, y, w, h = PLAYERS
    return (x, y + h / n * player, w, h / n - 4)


def office_box(index: int) -> Box:
    """The five office boxes (mayor first) across the offices panel."""
    x, y, w, _ = OFFICES
    step = (w - 12) / 5
    return (x + 6 + step * index, y + 4, step - 6, 50)


def leader_box(nat: int) -> Box:
    x, y, w, _ = OFFICES
    step = (w - 12) / 4
    return (x + 6 + step * nat, y + 58, step - 6, 30)


def garden_slot(box: Box, index: int, count: int) -> Point:
    x, y, w, h = box
    step = min(30.0, (w - 16) / max(1, count))
    left = x + w / 2 - step * count / 2
    return (left + step * (index + 0.5), y + h * 0.62)
