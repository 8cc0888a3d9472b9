"""assets/data/tammany.yaml, damaged in places only Tammany's file has (the drawn map
among them): each damage is a DataError naming the file, the place and the problem. What
every game's data file must do (fit its schema, refuse bad bytes, deep nesting, unknown
keys, values of another type anywhere) is in tests/conformance/test_data_schema.py."""

from __future__ import annotations

from typing import Any

import pytest

from gamebox.games import manifest
from tests.conformance.data import damaged, expect, refused

GAME = manifest("tammany")


def test_the_shipped_file_reads_as_tammanys_table():
    assert GAME.data is not None
    assert GAME.data.load(GAME.data.path()).map_data["labels"]["hudson"] == [-4, 40, 90]


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
    error = refused(GAME, damaged(GAME, tmp_path, edit))
    assert (error.path, error.problem) == (where, problem)
