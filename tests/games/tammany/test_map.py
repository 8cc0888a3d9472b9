"""The drawn map of lower Manhattan (the `map:` section of assets/data/tammany.yaml): its
15 ward shapes tile the island without overlaps and share a border exactly where the
rules make two wards neighbours, so what a player sees next to a ward is what the
Precinct Chairman (R24) and the second slander (R34) may reach. A broken map is refused
with a DataError that says what is wrong."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from gamebox.engine.data import DataError
from gamebox.games.tammany.rules import TammanyGame
from gamebox.games.tammany.table import geometry as G
from gamebox.games.tammany.table.wardmap import (
    area,
    board_map,
    edges,
    inside,
    load_map,
    shared_borders,
)
from gamebox.paths import asset

game = TammanyGame.from_assets()
NEAR = game.config.neighbours
MAP = board_map(NEAR)
DATA = yaml.safe_load(asset("data", "tammany.yaml").read_text(encoding="utf-8"))


def test_the_map_has_the_fifteen_wards_of_the_rules():
    assert sorted(MAP.wards) == sorted(game.config.wards)
    assert len(MAP.wards) == 15
    assert 12 not in MAP.wards and 16 not in MAP.wards  # off the map (spec section 2)


def test_two_wards_share_a_border_exactly_when_they_are_neighbours():  # R24, R34
    drawn = set(shared_borders(MAP.wards))
    rules = {frozenset((w, n)) for w, near in NEAR.items() for n in near}
    assert len(rules) == 28
    assert drawn == rules


def test_corner_contacts_touch_at_a_point_but_are_not_neighbours():  # R24, R34
    corners = [frozenset(pair) for pair in DATA["not_adjacent_corner_contacts"]]
    borders = shared_borders(MAP.wards)
    for pair in corners:
        a, b = sorted(pair)
        assert set(MAP.wards[a]) & set(MAP.wards[b]), f"{a} and {b} should meet at a corner"
        assert pair not in borders


def test_wards_are_clockwise_and_never_overlap():
    used: dict = {}
    for w, poly in MAP.wards.items():
        assert area(poly) > 0, w
        for e in edges(poly):
            assert e not in used, f"wards {used.get(e)} and {w} overlap along {e}"
            used[e] = w
    # every inside point of a fine grid lies in at most one ward
    width, height = MAP.size
    for i in range(80):
        for j in range(100):
            p = (width * (i + 0.37) / 80, height * (j + 0.41) / 100)
            holding = [w for w, poly in MAP.wards.items() if inside(poly, p)]
            assert len(holding) <= 1, (p, holding)


def test_the_wards_tile_one_island_without_holes():
    used = {e for poly in MAP.wards.values() for e in edges(poly)}
    coast = [(a, b) for a, b in used if (b, a) not in used]
    # the coast is one closed loop: each vertex starts exactly one coast edge
    nxt = dict(coast)
    assert len(nxt) == len(coast)
    start = coast[0][0]
    point, steps = nxt[start], 1
    while point != start:
        point, steps = nxt[point], steps + 1
        assert steps <= len(coast)
    assert steps == len(coast)
    total = sum(area(poly) for poly in MAP.wards.values())
    assert total == pytest.approx(area(tuple(_loop(nxt, start))))


def _loop(nxt: dict, start) -> list:
    loop, point = [start], nxt[start]
    while point != start:
        loop.append(point)
        point = nxt[point]
    return loop


def test_each_ward_has_a_box_for_its_number_and_pieces_inside_it():
    boxes = []
    for w, poly in MAP.wards.items():
        x, y, bw, bh = MAP.boxes[w]
        assert bw > 0 and bh > 0
        for corner in ((x + 0.1, y + 0.1), (x + bw - 0.1, y + bh - 0.1)):
            assert inside(poly, corner), w
        boxes.append((w, MAP.boxes[w]))
    for i, (a, ba) in enumerate(boxes):
        for b, bb in boxes[i + 1 :]:
            overlap_x = min(ba[0] + ba[2], bb[0] + bb[2]) - max(ba[0], bb[0])
            overlap_y = min(ba[1] + ba[3], bb[1] + bb[3]) - max(ba[1], bb[1])
            assert overlap_x <= 0 or overlap_y <= 0, (a, b)


def test_a_crowded_ward_still_fits_every_count_chip():
    """4 nationalities and 5 players' bosses in one ward: one chip each, all inside."""
    for w in MAP.wards:
        box = G.ward_box(MAP, w)
        _head, _side, cubes, bosses, fits = G.ward_layout(box, 4, 5)
        assert fits, w
        x, y, bw, bh = box
        for cx, cy in cubes + bosses:
            assert x <= cx - G.CHIP_W / 2 and cx + G.CHIP_W / 2 <= x + bw + 0.5, w
            assert y <= cy - G.CHIP_H / 2 and cy + G.CHIP_H / 2 <= y + bh + 0.5, w


def test_castle_garden_and_the_bag_lie_in_the_water():
    for box in (MAP.castle_garden, MAP.bag):
        x, y, bw, bh = box
        for i in range(5):
            for j in range(5):
                p = (x + bw * i / 4, y + bh * j / 4)
                assert not any(inside(poly, p) for poly in MAP.wards.values()), p


# -- a broken map is refused --------------------------------------------------------------------
def _broken(tmp_path: Path, change) -> Path:
    data = copy.deepcopy(DATA)
    change(data["map"])
    path = tmp_path / "tammany.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def test_a_missing_map_section_is_a_clear_error(tmp_path):
    data = copy.deepcopy(DATA)
    del data["map"]
    path = tmp_path / "tammany.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(DataError, match="map"):
        load_map(path, NEAR)


def test_a_missing_ward_is_named(tmp_path):
    path = _broken(tmp_path, lambda m: m["wards"].pop(10))
    with pytest.raises(DataError, match=r"missing \[10\]"):
        load_map(path, NEAR)


def test_a_shape_that_breaks_a_border_names_the_two_wards(tmp_path):
    def cut(m):  # ward 9 loses its corner on ward 15: 9 and 15 no longer share a border
        m["wards"][9] = [[0, 4], [4, 0], [10, 0], [10, 20], [0, 20]]

    with pytest.raises(DataError, match="wards 9 and 15 are neighbours but share no border"):
        load_map(_broken(tmp_path, cut), NEAR)


def test_a_counter_clockwise_ward_is_refused(tmp_path):
    path = _broken(tmp_path, lambda m: m["wards"][5].reverse())
    with pytest.raises(DataError, match=r"map\.wards\.5.*clockwise"):
        load_map(path, NEAR)


def test_a_vertex_that_is_not_a_pair_is_refused(tmp_path):
    path = _broken(tmp_path, lambda m: m["wards"][1].__setitem__(0, [0, 80, 3]))
    with pytest.raises(DataError, match=r"\[x, y\]"):
        load_map(path, NEAR)


def test_overlapping_wards_are_refused(tmp_path):
    path = _broken(tmp_path, lambda m: m["wards"].__setitem__(2, list(m["wards"][3])))
    with pytest.raises(DataError):
        load_map(path, NEAR)
