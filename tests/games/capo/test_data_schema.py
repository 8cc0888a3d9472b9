"""assets/data/capo.yaml is checked as a whole (data_schema.CAPO_DATA) before config.py
reads it: any damage, in a key the rules read or in one that only documents them, is a
DataError naming the file, the place and the problem, never another exception."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from gamebox.engine.data import DataError, load_yaml, validate_data
from gamebox.engine.files import FileProblem
from gamebox.games.capo.config import load_config
from gamebox.games.capo.data_schema import CAPO_DATA
from gamebox.paths import asset

SHIPPED = asset("data", "capo.yaml")
DATA = yaml.safe_load(SHIPPED.read_text(encoding="utf-8"))


def expect(key: str, **params: Any) -> str:
    return str(FileProblem(f"expect.{key}", **params))


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "capo.yaml"
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
    validate_data(CAPO_DATA, load_yaml(SHIPPED), SHIPPED)
    assert load_config(SHIPPED).cubes == 21


@pytest.mark.parametrize(
    ("edit", "where", "problem"),
    [
        pytest.param(
            lambda d: d["game"].update(colour="red"),
            "game.colour",
            expect("unknown_key"),
            id="unknown key",
        ),
        pytest.param(
            lambda d: d.update(extras=1), "extras", expect("unknown_key"), id="unknown top key"
        ),
        pytest.param(
            lambda d: d["scoring"].update(card_winner=5),
            "scoring.card_winner",
            expect("text"),
            id="unread key, wrong type",
        ),
        pytest.param(
            lambda d: d["visibility"]["face_up_bribe"].update(owner=["value"]),
            "visibility.face_up_bribe.owner",
            expect("text"),
            id="unread key deep down",
        ),
        pytest.param(
            lambda d: d["roll_category_counts"].update(doubles=10**30),
            "roll_category_counts.doubles",
            expect("int", low=0, high=36),
            id="10**30",
        ),
        pytest.param(
            lambda d: d["limits"].update(extortion_level_max=float("inf")),
            "limits.extortion_level_max",
            expect("int", low=0, high=99),
            id="infinity",
        ),
        pytest.param(
            lambda d: d["dice_table"][7].update(white="2"),
            "dice_table[7].white",
            expect("int", low=1, high=6),
            id="text for a number",
        ),
        pytest.param(
            lambda d: d["components"]["influence_markers"]["by_value"].update({"2": 10}),
            "components.influence_markers.by_value.2",
            expect("unknown_key"),
            id="text key for a number key",
        ),
        pytest.param(
            lambda d: d["game"].update(title="Capo\x00Dei Capi"),
            "game.title",
            expect("text_control"),
            id="NUL in a text",
        ),
        pytest.param(
            lambda d: d["district_cards"][0].update(theme="x" * 5000),
            "district_cards[0].theme",
            expect("text_length", low=1, high=300),
            id="oversized text",
        ),
        pytest.param(
            lambda d: d["actions"]["bribe"]["steps"][0].update(arrest_if_occupied="yes"),
            "actions.bribe.steps[0].arrest_if_occupied",
            expect("bool"),
            id="text for true",
        ),
        pytest.param(
            lambda d: d["decisions"]["start_player"].pop("chosen"),
            "decisions.start_player.chosen",
            expect("missing"),
            id="missing key",
        ),
    ],
)
def test_a_damage_names_file_place_and_problem(tmp_path, edit, where, problem):
    error = refused(damaged(tmp_path, edit))
    assert (error.path, error.problem) == (where, problem)


def test_a_date_is_not_a_text(tmp_path):
    path = tmp_path / "capo.yaml"
    text = SHIPPED.read_text(encoding="utf-8").replace("title: Capo Dei Capi", "title: 2013-05-01")
    path.write_text(text, encoding="utf-8")
    error = refused(path)
    assert (error.path, error.problem) == ("game.title", expect("text"))


def test_nesting_10000_deep_is_refused(tmp_path):
    path = damaged(tmp_path, lambda d: d["game"].update(seats="DEEP"))
    text = path.read_text(encoding="utf-8").replace("DEEP", "[" * 10_000 + "]" * 10_000)
    path.write_text(text, encoding="utf-8")
    assert "nested more than" in refused(path).problem
