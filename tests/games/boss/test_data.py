"""The data file (assets/data/boss.yaml) against the spec's section 3 and 4 tables, and
config.py's refusals of a file that disagrees with itself."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from gamebox.engine.data import DataError
from gamebox.games.boss.config import load_config
from gamebox.games.boss.text import CARD_KINDS, ROW, ROW_LENGTH
from gamebox.paths import asset

from .helpers import config, game

CITY_CARDS = {  # spec section 3: the list at the bottom of each character card
    "new_york": ["2", "3", "4", "hospital"],
    "boston": ["1", "3", "4", "prison"],
    "detroit": ["1", "2", "3", "4", "revolver"],
    "cincinnati": ["1", "2", "3", "exile"],
    "philadelphia": ["3", "revolver", "prison"],
    "memphis": ["1", "2", "3", "hospital"],
    "kansas_city": ["2", "3", "revolver"],
    "st_louis": ["1", "2", "3", "robbery", "shootout"],
}


def _faces(cid: str) -> list[str]:
    out = []
    for card in config.cities[cid].cards:
        c = config.cards[card]
        out.append(str(c.value) if c.kind == "money" else c.kind)
    return sorted(out)


def test_each_city_holds_the_cards_of_section_3():
    # R3 R24-R30: 32 city cards, 4+4+5+4+3+4+3+5; Chicago has none (R31)
    for cid, faces in CITY_CARDS.items():
        assert _faces(cid) == sorted(faces), cid
    assert len(config.cards) == 32
    assert config.cities["chicago"].cards == ()
    assert [config.cities[c].number for c in CITY_CARDS] == list(range(1, 9))


@pytest.mark.parametrize(("n", "total"), [(2, 13), (3, 20), (4, 27), (5, 27), (6, 32)])
def test_card_totals_per_player_count(n, total):
    # R3 R7: the cards in play, and nothing left over after the deal
    lay = game.layout(n)
    assert len(lay.all_cards) == total
    assert total == lay.cities - 1 + lay.hand_size * n


def test_the_police_cards():
    # R5 R20: one double, two silver, two gold
    badges = sorted(config.police.values())
    assert badges == sorted([("silver", "gold"), ("silver",), ("silver",), ("gold",), ("gold",)])
    assert config.badge_limit == 3


def test_text_tables_match_the_data():
    for card, kind in CARD_KINDS.items():
        c = config.cards[card]
        assert (str(c.value) if c.kind == "money" else c.kind) == kind
    assert set(CARD_KINDS) == set(config.cards)
    for n, length in ROW_LENGTH.items():
        assert game.layout(n).ids == ROW[:length]


def _damaged(tmp_path: Path, change) -> Path:
    data = yaml.safe_load(asset("data", "boss.yaml").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "boss.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def test_a_city_whose_list_disagrees_with_its_cards_is_refused(tmp_path):
    def change(d):
        d["cities"][0]["contents"][0] = {"money": 9}

    with pytest.raises(DataError, match="disagree"):
        load_config(_damaged(tmp_path, change))


def test_a_setup_that_leaves_cards_over_is_refused(tmp_path):
    def change(d):
        d["setups"]["3"]["hand_size"] = 4
        d["setups"]["3"]["rounds_per_hand"] = 4

    with pytest.raises(DataError, match="nothing over"):
        load_config(_damaged(tmp_path, change))


def test_chicago_must_stand_second(tmp_path):
    def change(d):
        d["chicago"]["start_position"] = 1

    with pytest.raises(DataError, match="Chicago in position 1"):
        load_config(_damaged(tmp_path, change))


def test_an_unknown_key_is_refused(tmp_path):
    def change(d):
        d["cards"][0]["colour"] = "red"

    with pytest.raises(DataError, match=r"cards\[0\]"):
        load_config(_damaged(tmp_path, change))
