"""Tammany's notation checks every number a text carries (wards, chips in a bid) against
a bound of the game before using it: a bad text is an `IllegalAction` saying why, never
another exception. What every game's notation does (any text, a text longer than any
action, the longest actions read back) is in tests/conformance/test_notation.py."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.game import IllegalAction
from gamebox.games.tammany.model import COLOURS, NAT_CODES, OFFICES, TammanyAction
from tests.games.notation_checks import action_or_illegal

from .helpers import game

HUGE = "99999999999"
NINETEEN = "9" * 19
STATE = game.new_state(5)


def refused(text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        game.parse_action(STATE, text)
    return str(info.value)


def test_bids_are_bounded_by_the_chips_a_player_can_gain():
    # R14 R22 R29 R45 R47: 16 years x 2 chips, and 4 elections x (2 bonus + 3 leader)
    assert game.notation_bounds.chips == 52
    assert game.parse_action(STATE, "bid IR52 EN52 GE52 IT52").values == (52, 52, 52, 52)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        (f"bid IR{HUGE}", "bid of IR"),  # R40
        (f"bid EN2 IR{NINETEEN}", "bid of IR"),
        (f"bid GE{'9' * 100}", "bid of GE"),
        ("bid IT53", "bid of IT"),
        (f"place B{HUGE}", "ward"),
        (f"place B6 B{NINETEEN}", "ward"),
        (f"place B2 EN>{HUGE}", "ward"),
        ("place B12", "no ward 12"),  # the map has no ward 12 or 16
        ("place B18", "ward"),
        ("place B0", "ward"),
        (f"activate {HUGE}=EN", "ward"),
        (f"office remove GE@{HUGE}", "ward"),
        (f"office move GE@8>{NINETEEN}", "ward"),
        (f"office lock {HUGE}", "ward"),
        (f"slander yellow@{HUGE} GE", "ward"),
        (f"slander2 {HUGE}", "ward"),
        (f"bonus IT>{HUGE}", "ward"),
        ("bonus IT>16", "no ward 16"),
    ],
)
def test_huge_and_out_of_range_numbers_are_refused(text, field):
    message = refused(text)
    assert field in message and "unknown action" in message
    assert len(message) < 200


def test_a_five_player_assignment_is_the_longest_action_and_fits():
    # R52: red, the shortest colour, is Mayor and hands the four offices to the others
    pairs = zip(OFFICES, COLOURS[1:], strict=True)
    longest = "assign " + " ".join(f"{office}={colour}" for office, colour in pairs)
    assert len(longest) == 99 <= game.max_action_chars
    assert str(game.parse_action(STATE, longest)) == longest


# -- property tests: any text is an action or an IllegalAction --------------------------------
def numbers() -> st.SearchStrategy[str]:
    return st.one_of(
        st.integers(0, 20).map(str),
        st.integers(0, 10**30).map(str),
        st.just(NINETEEN),
        st.text(alphabet="0123456789²٣-+ .", min_size=0, max_size=12),
    )


NAT = st.sampled_from([*NAT_CODES, "ir", "XX", ""])
COLOUR = st.sampled_from([*COLOURS, "green", ""])
MOVE = st.one_of(
    st.sampled_from(["end", "slander2 none", "bid 0", "assign"]),
    st.builds("first {}".format, COLOUR),
    st.builds("activate {}={}".format, numbers(), NAT),
    st.builds("draw {}".format, NAT),
    st.builds("place B{}".format, numbers()),
    st.builds("place B{} B{}".format, numbers(), numbers()),
    st.builds("place B{} {}>{}".format, numbers(), NAT, numbers()),
    st.builds("office chip {}".format, NAT),
    st.builds("office remove {}@{}".format, NAT, numbers()),
    st.builds("office move {}@{}>{}".format, NAT, numbers(), numbers()),
    st.builds("office lock {}".format, numbers()),
    st.builds("slander {}@{} {}".format, COLOUR, numbers(), NAT),
    st.builds("slander2 {}".format, numbers()),
    st.builds(
        "bid {}".format,
        st.lists(st.builds("{}{}".format, NAT, numbers()), min_size=1, max_size=5).map(" ".join),
    ),
    st.builds("bonus {}>{}".format, NAT, numbers()),
    st.builds("bonus chip {}".format, NAT),
    st.builds(
        "assign {}".format,
        st.lists(
            st.builds("{}={}".format, st.sampled_from([*OFFICES, "mayor"]), COLOUR), max_size=5
        ).map(" ".join),
    ),
)


@settings(max_examples=200, derandomize=True, deadline=None)
@given(MOVE)
def test_notation_like_texts_with_any_numbers_are_actions_or_illegal(text):
    action_or_illegal(game, STATE, text, TammanyAction)
