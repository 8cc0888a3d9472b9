"""The data file (assets/data/tammany.yaml) and its checks."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from gamebox.engine.data import DataError
from gamebox.games.tammany.config import load_config

from .helpers import game

c = game.config


def test_fifteen_wards_and_28_symmetric_pairs():
    # R3
    assert len(c.wards) == 15 and 12 not in c.wards and 16 not in c.wards
    pairs = {frozenset((w, n)) for w, near in c.neighbours.items() for n in near}
    assert len(pairs) == 28
    assert all(w in c.neighbours[n] for w in c.wards for n in c.neighbours[w])
    for a, b in ((4, 10), (6, 7), (5, 14), (6, 8)):
        assert b not in c.neighbours[a]


def test_election_order_covers_every_ward_once():
    # R37
    assert c.election_order == (1, 2, 4, 7, 6, 14, 9, 15, 8, 5, 3, 17, 11, 13, 10)
    assert len(c.election_order) == 15 and set(c.election_order) == set(c.wards)


def test_25_cubes_per_colour_between_bag_and_set_up_boxes():
    # R6 R11
    for n in range(4):
        assert c.initial_bag[n] + sum(z.box[n] for z in c.zones.values()) == 25
    assert [z.box for _, z in sorted(c.zones.items())] == [(2, 2, 2, 0), (2, 2, 1, 0), (2, 1, 1, 0)]


def test_the_words_use_the_same_board():
    # R37 R45: text.py keeps a copy of the board facts it words
    from gamebox.games.tammany import text

    assert c.election_order == text.ELECTION_ORDER
    assert c.zone_of == text.ZONE_OF
    assert {w: ("chip" if k == "favor_chip" else k) for w, k in c.bonus.items()} == text.BONUS_WARDS
    assert c.election_years == text.ELECTION_YEARS and text.TAMMANY_HALL == 14


def test_a_map_section_is_accepted_and_kept_raw(tmp_path):
    def edit(data):
        data["map"] = {"wards": {"1": [[0, 0], [1, 0], [1, 1]]}}

    loaded = load_config(_broken(tmp_path, edit))
    assert loaded.map_data == {"wards": {"1": [[0, 0], [1, 0], [1, 1]]}}
    assert loaded.wards == c.wards


def test_cubes_bonuses_and_activation():
    # R6 R11 R13 R45 R46
    assert c.cubes_per_nationality == 25
    assert c.initial_bag == (19, 20, 21, 25)
    assert c.bonus == {1: "cube", 2: "cube", 4: "favor_chip", 7: "favor_chip"}
    assert c.vp[14] == 2 and sum(c.vp.values()) == 16
    assert c.activation[3] == {1: ("I",), 5: ("II",), 9: ("III",)}
    assert c.activation[4] == {1: ("I", "II"), 5: ("III",)}
    assert c.activation[5] == {1: ("I", "II", "III")}


def _broken(tmp_path: Path, edit) -> Path:
    data = yaml.safe_load(game.config.source and Path(game.config.source).read_text())
    edit(data)
    path = tmp_path / "tammany.yaml"
    path.write_text(yaml.safe_dump(data))
    return path


def test_asymmetric_adjacency_is_refused(tmp_path):
    def edit(data):
        data["wards"][0]["neighbours"] = [2]

    with pytest.raises(DataError, match="neighbour"):
        load_config(_broken(tmp_path, edit))


def test_wrong_cube_count_is_refused(tmp_path):
    def edit(data):
        data["initial_bag"]["italian"] = 24

    with pytest.raises(DataError, match="italian"):
        load_config(_broken(tmp_path, edit))


def test_election_order_missing_a_ward_is_refused(tmp_path):
    def edit(data):
        data["election_order"] = [*data["election_order"][:-1], 1]

    with pytest.raises(DataError, match="election_order"):
        load_config(_broken(tmp_path, edit))


def test_wrong_game_id_is_refused(tmp_path):
    def edit(data):
        data["game"]["id"] = "capo"

    with pytest.raises(DataError, match="tammany"):
        load_config(_broken(tmp_path, edit))
