"""The drawn lower Manhattan: ward polygons read from the `map:` section of
assets/data/tammany.yaml and checked against the rules' adjacency; pure Python (no
pygame), so tests and tools check the map headless.

The shapes are data so they can be redrawn without touching code; a shape that
disagrees with the printed neighbours (section 2 of the spec) would show a wrong board,
so loading refuses it with a `DataError` naming the ward. Two wards are neighbours on
the drawing when they share a border segment, i.e. the same two consecutive vertices
(in opposite order, because every ward is listed clockwise). Touching at one corner
only, as at Chatham Square (4/6/7/10), does not count, as on the board.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gamebox.app.table.widgets import inside
from gamebox.engine.data import DataError, Reader, load_yaml

Point = tuple[float, float]
Box = tuple[float, float, float, float]
Edge = tuple[Point, Point]


@dataclass(frozen=True, slots=True)
class WardMap:
    size: tuple[float, float]
    wards: dict[int, tuple[Point, ...]]
    castle_garden: Box
    bag: Box
    labels: dict[str, tuple[float, float, float]]
    boxes: dict[int, Box]  # the largest upright box inside each ward, for its pieces
    hall: int = 14  # the ward with Tammany Hall (drawn on it)


def area(poly: tuple[Point, ...]) -> float:
    """Signed area; positive for a polygon listed clockwise on screen (y down)."""
    total = 0.0
    for i, (x1, y1) in enumerate(poly):
        x2, y2 = poly[(i + 1) % len(poly)]
        total += x1 * y2 - x2 * y1
    return total / 2


def edges(poly: tuple[Point, ...]) -> list[Edge]:
    return [(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]


def owners(wards: dict[int, tuple[Point, ...]]) -> dict[Edge, int]:
    """Every border segment, as its ward lists it (clockwise), -> that ward."""
    return {e: w for w, poly in wards.items() for e in edges(poly)}


def shared_borders(wards: dict[int, tuple[Point, ...]]) -> dict[frozenset[int], int]:
    """Pairs of wards -> how many border segments they share."""
    owner = owners(wards)
    shared: dict[frozenset[int], int] = {}
    for w, poly in wards.items():
        for a, b in edges(poly):
            other = owner.get((b, a))
            if other is not None and other != w:
                key = frozenset((w, other))
                shared[key] = shared.get(key, 0) + 1
    return {k: v // 2 for k, v in shared.items()}


def _bounds(poly: tuple[Point, ...]) -> Box:
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _box_inside(poly: tuple[Point, ...], box: Box, samples: int = 4) -> bool:
    x, y, w, h = box
    for i in range(samples + 1):
        for j in range(samples + 1):
            p = (x + w * (0.02 + 0.96 * i / samples), y + h * (0.02 + 0.96 * j / samples))
            if not inside(poly, p):
                return False
    return True


def content_box(poly: tuple[Point, ...]) -> Box:
    """The largest upright box with corners on the ward's own vertex lines that lies
    inside it (the wards are drawn on a grid, so this finds their widest block)."""
    xs, ys = sorted({p[0] for p in poly}), sorted({p[1] for p in poly})
    x, y, w, h = _bounds(poly)
    best: Box = (x + w / 2, y + h / 2, 0.0, 0.0)  # none fits: an empty box at the middle
    best_score = -1.0
    for i, x1 in enumerate(xs):
        for x2 in xs[i + 1 :]:
            for j, y1 in enumerate(ys):
                for y2 in ys[j + 1 :]:
                    w, h = x2 - x1, y2 - y1
                    score = min(w, 2.2 * h) * min(h, 2.2 * w)
                    if score > best_score and _box_inside(poly, (x1, y1, w, h)):
                        best, best_score = (x1, y1, w, h), score
    return best


def _box(r: Reader, key: str) -> Box:
    values = [v.number() if hasattr(v, "number") else v.value for v in r.list(key)]
    if len(values) != 4 or not all(isinstance(v, int | float) for v in values):
        raise r.error("must be [x, y, width, height] (four numbers)", key)
    if values[2] <= 0 or values[3] <= 0:
        raise r.error("width and height must be positive", key)
    return tuple(float(v) for v in values)  # type: ignore[return-value]


def load_map(path: str | Path, neighbours: dict[int, frozenset[int]] | None = None) -> WardMap:
    """Read and check the `map:` section; `neighbours` (the rules' adjacency) must match
    the shared borders exactly."""
    root = Reader(load_yaml(path), path)
    if "map" not in root:
        raise root.error("missing the map: section (the drawn wards)", "map")
    r = root.get("map")
    size_r = r.list("size")
    size = tuple(float(v.value) for v in size_r)
    if len(size) != 2 or min(size) <= 0:
        raise r.error("must be [width, height], both positive", "size")
    wards_r = r.get("wards")
    if not isinstance(wards_r.value, dict) or not wards_r.value:
        raise wards_r.error("must map each ward number to its polygon")
    wards: dict[int, tuple[Point, ...]] = {}
    for key in wards_r.value:
        if not isinstance(key, int):
            raise wards_r.error("ward keys must be ward numbers", key)
        points = []
        for item in wards_r.list(key, min_len=3):
            pair = item.value
            numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in pair) \
                if isinstance(pair, list) else False
            if not numbers or len(pair) != 2:
                raise item.error("a vertex must be [x, y]")
            points.append((float(pair[0]), float(pair[1])))
        poly = tuple(points)
        if len(set(poly)) != len(poly):
            raise wards_r.error("a vertex is listed twice", key)
        if area(poly) <= 0:
            raise wards_r.error("must be listed clockwise on screen and enclose an area", key)
        wards[key] = poly
    if neighbours is not None:
        if set(wards) != set(neighbours):
            missing = sorted(set(neighbours) - set(wards))
            extra = sorted(set(wards) - set(neighbours))
            raise wards_r.error(f"wards differ from the rules: missing {missing}, extra {extra}")
        drawn = set(shared_borders(wards))
        rules = {frozenset((w, n)) for w, near in neighbours.items() for n in near}
        for pair in sorted(drawn ^ rules, key=sorted):
            a, b = sorted(pair)
            if pair in rules:
                raise wards_r.error(f"wards {a} and {b} are neighbours but share no border")
            raise wards_r.error(f"wards {a} and {b} share a border but are not neighbours")
    seen: dict[Edge, int] = {}
    for w, poly in wards.items():
        for e in edges(poly):
            if e in seen:
                raise wards_r.error(f"overlaps ward {seen[e]} (the same border twice)", w)
            seen[e] = w
    hall = root.int("tammany_hall_ward") if "tammany_hall_ward" in root else 14
    if hall not in wards:
        raise root.error("Tammany Hall's ward is not on the map", "tammany_hall_ward")
    labels: dict[str, tuple[float, float, float]] = {}
    if "labels" in r:
        for name, value in r.get("labels").value.items():
            if not (isinstance(value, list) and len(value) == 3):
                raise r.error("must be [x, y, degrees]", f"labels.{name}")
            labels[str(name)] = (float(value[0]), float(value[1]), float(value[2]))
    boxes = {w: content_box(p) for w, p in wards.items()}
    return WardMap(size, wards, _box(r, "castle_garden"), _box(r, "bag"), labels, boxes, hall)


_CACHE: dict[str, WardMap] = {}


def board_map(neighbours: dict[int, frozenset[int]]) -> WardMap:
    """The shipped map, loaded once."""
    from gamebox.paths import asset

    path = str(asset("data", "tammany.yaml"))
    if path not in _CACHE:
        _CACHE[path] = load_map(path, neighbours)
    return _CACHE[path]


__all__ = ["DataError", "WardMap", "board_map", "inside", "load_map", "shared_borders"]
