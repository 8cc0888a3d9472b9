"""assets/data/sheriff.yaml is checked as a whole (data_schema.SHERIFF_DATA) before
config.py reads it: any damage, in a key the rules read or in one that only documents
them, is a DataError naming the file, the place and the problem, never another
exception."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from gamebox.engine.data import DataError, load_yaml, validate_data
from gamebox.engine.files import FileProblem
from gamebox.games.sheriff.config import load_config
from gamebox.games.sheriff.data_schema import SHERIFF_DATA
from gamebox.paths import asset

SHIPPED = asset("data", "sheriff.yaml")
DATA = yaml.safe_load(SHIPPED.read_text(encoding="utf-8"))


def expect(key: str, **params: Any) -> str:
    return str(FileProblem(f"expect.{key}", **params))


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "sheriff.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def damaged(tmp_path: Path, edit) -> Path:
    data = copy.deepcopy(DATA)
    edit(data)
    return write(tmp_path, data)


def refused(path: Path) -> DataError:
    with pytest.raises(DataError) as caught:
        load_config(path)
    assert caught.value.file == str(path) and str(path) in str(caught.value)
    return caught.value


def test_the_shipped_file_fits_its_schema():
    validate_data(SHERIFF_DATA, load_yaml(SHIPPED), SHIPPED)
    assert load_config(SHIPPED).starting_gold == 50


@pytest.mark.parametrize(
    ("edit", "where", "problem"),
    [
        pytest.param(
            lambda d: d["goods"][3].update(colour="brown"),
            "goods[3].colour",
            expect("unknown_key"),
            id="unknown key",
        ),
        pytest.param(
            lambda d: d["market"].update(set_aside_maximum=5),
            "market.set_aside_maximum",
            expect("unknown_key"),
            id="misspelt key",
        ),
        pytest.param(
            lambda d: d["payments"].update(change_given="no"),
            "payments.change_given",
            expect("bool"),
            id="unread key, wrong type",
        ),
        pytest.param(
            lambda d: d["bonus_rules"].update(minimum_count_to_qualify=[1]),
            "bonus_rules.minimum_count_to_qualify",
            expect("int", low=0, high=99),
            id="unread number a list",
        ),
        pytest.param(
            lambda d: d["coins"].update(total_value=10**30),
            "coins.total_value",
            expect("int", low=0, high=1_000_000),
            id="10**30",
        ),
        pytest.param(
            lambda d: d["coins"]["denominations"][1].update(value=5.0),
            "coins.denominations[1].value",
            expect("int", low=1, high=1000),
            id="5.0 is not a whole number",
        ),
        pytest.param(
            lambda d: d["setup"]["draw_deck_after_setup"].update({6: {"base": 1, "royal": 2}}),
            "setup.draw_deck_after_setup.6",
            expect("unknown_key"),
            id="a player count not in the game",
        ),
        pytest.param(
            lambda d: d["rounds"]["total_rounds"].pop(4),
            "rounds.total_rounds.4",
            expect("missing"),
            id="missing player count",
        ),
        pytest.param(
            lambda d: d["bonuses"].update(apples=None),
            "bonuses.apples",
            expect("mapping"),
            id="null for a mapping",
        ),
        pytest.param(
            lambda d: d["inspection"].update(honest_bag="pays\x00"),
            "inspection.honest_bag",
            expect("text_control"),
            id="NUL in a text",
        ),
        pytest.param(
            lambda d: d["goods"][0].update(name="A" * 500),
            "goods[0].name",
            expect("text_length", low=1, high=80),
            id="oversized text",
        ),
    ],
)
def test_a_damage_names_file_place_and_problem(tmp_path, edit, where, problem):
    error = refused(damaged(tmp_path, edit))
    assert (error.path, error.problem) == (where, problem)


def test_nesting_10000_deep_is_refused(tmp_path):
    path = damaged(tmp_path, lambda d: d["negotiation"].update(promise_kinds="DEEP"))
    text = path.read_text(encoding="utf-8").replace("DEEP", "{a: " * 10_000 + "1" + "}" * 10_000)
    path.write_text(text, encoding="utf-8")
    assert "nested more than" in refused(path).problem
