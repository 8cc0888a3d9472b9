"""Capo's notation checks every number a text carries (dice, values, cards, circles, a
Scandal's raise) against a bound of the game before using it: a bad text is an
`IllegalAction` saying why, never another exception. What every game's notation does
(any text, a text longer than any action, the longest actions read back) is in
tests/conformance/test_notation.py."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.game import IllegalAction, bounded_int
from gamebox.games.capo.model import CapoAction
from tests.games.notation_checks import action_or_illegal

from .helpers import game

HUGE = "99999999999"
NINETEEN = "9" * 19
STATE = game.new_state(2)


@pytest.mark.parametrize(
    ("text", "low", "high", "expected"),
    [("0", 0, 5, 0), ("5", 0, 5, 5), ("000007", 1, 9, 7), ("250", 0, 250, 250)],
)
def test_bounded_int_reads_a_number_in_its_range(text, low, high, expected):
    assert bounded_int(text, low, high, "a number") == expected


@pytest.mark.parametrize(
    "text", ["", "6", "-1", "+1", " 1", "1.0", "²", "٣", "0000001", HUGE, NINETEEN, "9" * 5000]
)
def test_bounded_int_refuses_anything_else_in_words(text):
    with pytest.raises(IllegalAction, match="a number must be") as info:
        bounded_int(text, 0, 5, "a number")
    assert len(str(info.value)) < 120


def refused(text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        game.parse_action(STATE, text)
    return str(info.value)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        (f"W{HUGE} B1", "white die"),  # R12: dice of 1-6
        (f"W1B{NINETEEN}", "black die"),
        ("W7 B1", "white die"),
        ("W0 B1", "white die"),
        (f"draw {HUGE}", "Bribe value"),
        ("draw 4", "Bribe value"),
        (f"I{HUGE} W1", "Influence value"),
        (f"I1 W{NINETEEN}", "white card"),  # R13: W1-W3 and B1-B3
        (f"bribe B{HUGE}", "black card"),
        ("pocket W4", "white card"),
        (f"cube W1>B{HUGE}", "black card"),
        (f"deceive W{HUGE} > B2", "white card"),
        (f"reveal W1.{HUGE}", "circle"),  # R39: 5 markers a side
        (f"discard B2.{NINETEEN}", "circle"),
        ("discard B2.6", "circle"),
        (f"scandal +{HUGE}", "Scandal"),  # R58: a raise of 1 or 2
        ("scandal 3", "Scandal"),
    ],
)
def test_huge_and_out_of_range_numbers_are_refused(text, field):
    message = refused(text)
    assert field in message and "unknown action" in message
    assert len(message) < 200


# -- property tests: any text is an action or an IllegalAction --------------------------------
def numbers() -> st.SearchStrategy[str]:
    return st.one_of(
        st.integers(0, 7).map(str),
        st.integers(1, 3).map(str),  # the most common bound: values, cards
        st.integers(0, 10**30).map(str),
        st.just(NINETEEN),
        st.text(alphabet="0123456789²٣-+ .", min_size=0, max_size=12),
    )


CARD = st.builds("{}{}".format, st.sampled_from(["W", "B", "w", "X", "MAYOR"]), numbers())
MOVE = st.one_of(
    st.sampled_from(["roll", "stop", "reneg", "backstab", "pass", "payoff", "hitman"]),
    st.sampled_from(["start red", "start blue", "start green", "discard new"]),
    st.builds("W{} B{}".format, numbers(), numbers()),
    st.builds("W{}B{}".format, numbers(), numbers()),
    st.builds("draw {}".format, numbers()),
    st.builds("I{} {}".format, numbers(), CARD),
    st.builds("{} {}".format, st.sampled_from(["bribe", "cube", "pocket"]), CARD),
    st.builds("{} {}>{}".format, st.sampled_from(["cube", "deceive"]), CARD, CARD),
    st.builds("{} {}.{}".format, st.sampled_from(["reveal", "discard"]), CARD, numbers()),
    st.builds("scandal +{}".format, numbers()),
)


@settings(max_examples=200, derandomize=True, deadline=None)
@given(MOVE)
def test_notation_like_texts_with_any_numbers_are_actions_or_illegal(text):
    action_or_illegal(game, STATE, text, CapoAction)
