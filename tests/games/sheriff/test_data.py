"""The data file against the spec's tables (§2, §4.3, R70)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from gamebox.engine.data import DataError
from gamebox.games.sheriff.config import load_config
from gamebox.games.sheriff.model import GOODS, LEGAL

from .helpers import game

DATA = Path(__file__).parents[3] / "assets" / "data" / "sheriff.yaml"


def test_box_holds_216_cards_with_their_numbers():  # §2.1, §2.2
    goods = game.config.goods
    assert tuple(goods) == GOODS
    assert sum(g.count for g in goods.values()) == 216
    table = {
        "apples": (2, 2, 48, 48), "cheese": (3, 2, 36, 36), "bread": (3, 2, 36, 0),
        "chicken": (4, 2, 24, 24), "pepper": (6, 4, 22, 18), "mead": (7, 4, 21, 16),
        "silk": (8, 4, 12, 9), "crossbow": (9, 4, 5, 5),
        "green_apples": (4, 3, 2, 2), "golden_apples": (6, 4, 2, 1),
        "gouda_cheese": (6, 4, 2, 2), "bleu_cheese": (9, 5, 1, 0),
        "rye_bread": (6, 4, 2, 0), "pumpernickel_bread": (9, 5, 1, 0),
        "royal_rooster": (8, 4, 2, 1),
    }
    for gid, (value, penalty, count, count_3p) in table.items():
        g = goods[gid]
        assert (g.value, g.penalty, g.count, g.count_3p) == (value, penalty, count, count_3p)
    assert [g.id for g in goods.values() if g.is_legal] == list(LEGAL)


def test_royal_goods_count_as_legal_goods():  # R69, §2.2
    goods = game.config.goods
    assert (goods["golden_apples"].counts_as, goods["golden_apples"].counts_as_n) == ("apples", 3)
    assert (goods["royal_rooster"].counts_as, goods["royal_rooster"].counts_as_n) == ("chicken", 2)
    for g in goods.values():
        if g.kind == "royal":
            assert g.value == g.counts_as_n * goods[g.counts_as].value


@pytest.mark.parametrize(
    ("n", "royal", "size"), [(3, False, 156), (4, False, 204), (5, False, 204),
                             (3, True, 162), (4, True, 216), (5, True, 216)]
)
def test_deck_sizes(n, royal, size):  # R12
    assert sum(game.config.deck(n, royal).values()) == size


def test_three_player_removal():  # R11
    deck = game.config.deck(3, True)
    assert "bread" not in deck
    assert (deck["pepper"], deck["mead"], deck["silk"]) == (18, 16, 9)
    for gone in ("bleu_cheese", "rye_bread", "pumpernickel_bread"):
        assert gone not in deck
    assert (deck["golden_apples"], deck["royal_rooster"]) == (1, 1)


def test_bonuses_and_rounds():  # R70, R16
    assert game.config.bonuses == {
        "apples": (20, 10), "cheese": (15, 10), "bread": (15, 10), "chicken": (10, 5)
    }
    assert [game.config.rounds(n) for n in (3, 4, 5)] == [9, 8, 10]
    assert game.config.starting_gold == 50
    assert (game.config.max_demands, game.config.max_own_postings) == (3, 4)
    assert game.config.max_side_postings == 2


def _broken(tmp_path: Path, edit) -> Path:
    data = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "sheriff.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def test_wrong_four_plus_count_is_reported(tmp_path):
    path = _broken(tmp_path, lambda d: d["goods"][4].update(four_plus=3))
    with pytest.raises(DataError, match=r"goods\[4\]\.four_plus"):
        load_config(path)


def test_wrong_deck_total_is_reported(tmp_path):
    path = _broken(tmp_path, lambda d: d["goods"][0].update(count=47, count_3p=47))
    with pytest.raises(DataError, match="deck_totals"):
        load_config(path)


def test_wrong_royal_value_is_reported(tmp_path):
    path = _broken(tmp_path, lambda d: d["goods"][14].update(value=9))
    with pytest.raises(DataError, match="multiplier"):
        load_config(path)


def test_foreign_file_is_refused(tmp_path):
    path = _broken(tmp_path, lambda d: d.update(game_id="capo"))
    with pytest.raises(DataError, match="game_id"):
        load_config(path)
