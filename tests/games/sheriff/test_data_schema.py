"""assets/data/sheriff.yaml, damaged in places only Sheriff's file has: each damage is a
DataError naming the file, the place and the problem. What every game's data file must
do (fit its schema, refuse bad bytes, deep nesting, unknown keys, values of another type
anywhere) is in tests/conformance/test_data_schema.py."""

from __future__ import annotations

import pytest

from gamebox.games import manifest
from tests.conformance.data import damaged, expect, refused

GAME = manifest("sheriff")


def test_the_shipped_file_reads_as_sheriffs_table():
    assert GAME.data is not None
    assert GAME.data.load(GAME.data.path()).starting_gold == 50


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
    error = refused(GAME, damaged(GAME, tmp_path, edit))
    assert (error.path, error.problem) == (where, problem)
