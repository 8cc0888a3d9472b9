"""assets/data/tammany.yaml is checked as a whole (data_schema.TAMMANY_DATA) before
config.py reads it: any damage, in a key the rules read, in one that only documents
them or in the drawn map, is a DataError naming the file, the place and the problem,
never another exception."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from gamebox.engine.data import DataError, load_yaml, validate_data
from gamebox.engine.files import FileProblem
from gamebox.games.tammany.config import load_config
from gamebox.games.tammany.data_schema import TAMMANY_DATA
from gamebox.paths import asset

SHIPPED = asset("data", "tammany.yaml")
DATA = yaml.safe_load(SHIPPED.read_text(encoding="utf-8"))


def expect(key: str, **params: Any) -> str:
    return str(FileProblem(f"expect.{key}", **params))


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "tammany.yaml"
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
    validate_data(TAMMANY_DATA, load_yaml(SHIPPED), SHIPPED)
    assert load_config(SHIPPED).map_data["labels"]["hudson"] == [-4, 40, 90]


def labels(value: Any):
    return lambda d: d["map"].update(labels=value)


@pytest.mark.parametrize(
    ("edit", "where", "problem"),
    [
        pytest.param(labels([1, 2, 3]), "map.labels", expect("mapping"), id="labels a list"),
        pytest.param(labels("hudson"), "map.labels", expect("mapping"), id="labels a text"),
        pytest.param(
            lambda d: d["map"]["labels"].update(hudson={"x": 1}),
            "map.labels.hudson",
            expect("list"),
            id="label a mapping",
        ),
        pytest.param(
            lambda d: d["map"]["labels"]["hudson"].__setitem__(1, "north"),
            "map.labels.hudson[1]",
            expect("number", low=-1000, high=1000),
            id="label coordinate a text",
        ),
        pytest.param(
            lambda d: d["map"]["labels"]["harbour"].append(4),
            "map.labels.harbour",
            expect("list_length", low=3, high=3),
            id="label with four numbers",
        ),
        pytest.param(
            lambda d: d["map"]["labels"]["east_river"].__setitem__(2, float("nan")),
            "map.labels.east_river[2]",
            expect("number", low=-1000, high=1000),
            id="label angle NaN",
        ),
        pytest.param(
            lambda d: d["map"]["labels"].update({7: [1, 2, 3]}),
            "map.labels.7",
            expect("text"),
            id="label named by a number",
        ),
        pytest.param(
            lambda d: d["map"]["wards"][3].__setitem__(0, [0, 10**30]),
            "map.wards.3[0][1]",
            expect("number", low=-1000, high=1000),
            id="map vertex 10**30",
        ),
        pytest.param(
            lambda d: d["wards"][2].update(colour="red"),
            "wards[2].colour",
            expect("unknown_key"),
            id="unknown key",
        ),
        pytest.param(
            lambda d: d["lock_effects"].update(slander=["forbidden"]),
            "lock_effects.slander",
            expect("text"),
            id="unread key, wrong type",
        ),
        pytest.param(
            lambda d: d["wards"][0]["schematic"].update(x=True),
            "wards[0].schematic.x",
            expect("number", low=0, high=1),
            id="unread number a boolean",
        ),
        pytest.param(
            lambda d: d["components"].update(favor_chips_per_nationality=10**30),
            "components.favor_chips_per_nationality",
            expect("int", low=0, high=999),
            id="10**30",
        ),
        pytest.param(
            lambda d: d["zone_activation"][3].update({"13": ["III"]}),
            "zone_activation.3.13",
            expect("int", low=1, high=99),
            id="year written as a text",
        ),
        pytest.param(
            lambda d: d["game"].update(designer="Doug\x00Eckhart"),
            "game.designer",
            expect("text_control"),
            id="NUL in a text",
        ),
        pytest.param(
            lambda d: d["game"].update(title="T" * 1000),
            "game.title",
            expect("text_length", low=1, high=120),
            id="oversized text",
        ),
        pytest.param(
            lambda d: d["zones"][1].update(reserved_cube={"ward": 9, "nationality": "dutch"}),
            "zones[1].reserved_cube.nationality",
            expect("choice", choices="irish, english, german, italian"),
            id="unknown nationality",
        ),
    ],
)
def test_a_damage_names_file_place_and_problem(tmp_path, edit, where, problem):
    error = refused(damaged(tmp_path, edit))
    assert (error.path, error.problem) == (where, problem)


def test_nesting_10000_deep_is_refused(tmp_path):
    path = damaged(tmp_path, lambda d: d["map"]["labels"].update(hudson="DEEP"))
    text = path.read_text(encoding="utf-8").replace("DEEP", "[" * 10_000 + "]" * 10_000)
    path.write_text(text, encoding="utf-8")
    assert "nested more than" in refused(path).problem
