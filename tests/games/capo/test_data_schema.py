"""assets/data/capo.yaml, damaged in places only Capo's file has: each damage is a
DataError naming the file, the place and the problem. What every game's data file must
do (fit its schema, refuse bad bytes, deep nesting, unknown keys, values of another type
anywhere) is in tests/conformance/test_data_schema.py."""

from __future__ import annotations

import pytest

from gamebox.games import manifest
from tests.conformance.data import damaged, expect, refused

GAME = manifest("capo")


def test_the_shipped_file_reads_as_capos_table():
    assert GAME.data is not None
    assert GAME.data.load(GAME.data.path()).cubes == 21


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
    error = refused(GAME, damaged(GAME, tmp_path, edit))
    assert (error.path, error.problem) == (where, problem)


def test_a_date_is_not_a_text(tmp_path):
    path = tmp_path / "capo.yaml"
    assert GAME.data is not None
    text = GAME.data.path().read_text(encoding="utf-8")
    text = text.replace("title: Capo Dei Capi", "title: 2013-05-01")
    path.write_text(text, encoding="utf-8")
    error = refused(GAME, path)
    assert (error.path, error.problem) == ("game.title", expect("text"))
