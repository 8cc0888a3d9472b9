"""The Boss's notation: gangster counts are bounded, cities, cards and seats must be
those of the game being played (2 to 6 players); any text shaped like a move is an action
or an `IllegalAction` saying why. What every game's notation does (any text, a text
longer than any action, the longest actions read back) is in
tests/conformance/test_notation.py."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.game import IllegalAction
from gamebox.games.boss.model import BossAction
from gamebox.games.boss.notation import MAX_GANGSTERS
from tests.games.notation_checks import action_or_illegal, one_state_per_phase

from .helpers import game, lay, random_game

HUGE = "9" * 30


STATES = [state for n in (2, 6)  # the first deal, mid-hand, a placement, at 2 and 6
          for state in one_state_per_phase(game, lambda note, n=n: random_game(n, 3, note))]
TWO, SIX = game.new_state(2), game.new_state(6)


def refused(state, text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        game.parse_action(state, text)
    return str(info.value)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (f"place DET {HUGE}m", "marked gangsters must be"),
        (f"place DET 1m{MAX_GANGSTERS + 1}o", "occasional gangsters must be"),
        ("place KC 1m", "no city KC in a 2-player game"),  # R1: the cities of the count
        ("play kc_1", "no card kc_1 in a 2-player game"),
        ("first y2", "no seat y2 in a 2-player game"),
        ("penalty DET Y1", "no seat y1"),
        ("place DET 1x", "see the notation"),
        ("police", "see the notation"),
    ],
)
def test_out_of_range_counts_and_what_is_not_in_the_game_are_refused(text, words):
    message = refused(TWO, text)
    assert words in message and message.startswith("unknown action")
    assert len(message) < 240


def test_six_players_name_seats_by_team_colour_and_number():
    # R1: six players sit in three teams, named Y1 W1 R1 Y2 W2 R2
    assert str(game.parse_action(SIX, "first w2")) == str(game.parse_action(SIX, "FIRST W2"))
    assert "no seat white" in refused(SIX, "first white")


def numbers() -> st.SearchStrategy[str]:
    return st.one_of(
        st.integers(0, 25).map(str),
        st.integers(0, 10**30).map(str),
        st.text(alphabet="0123456789²٣-+ .mo", max_size=10),
    )


CODES = st.one_of(st.sampled_from(lay(6).codes), st.text(max_size=5))
CARDS = st.one_of(st.sampled_from(sorted(lay(6).city_of)), st.text(max_size=10))
SEATS = st.one_of(st.sampled_from(["Y1", "W1", "R1", "Y2", "W2", "R2", "yellow", "white",
                                   "red", "blue", "black"]), st.text(max_size=6))
MOVE = st.one_of(
    st.sampled_from(["pass", "pass now", "police", "police police_double", "police ../x"]),
    st.builds("place {} {}m{}o".format, CODES, numbers(), numbers()),
    st.builds("place {} {}m {}o".format, CODES, numbers(), numbers()),
    st.builds("place {} {}".format, CODES, numbers()),
    st.builds("play {}".format, CARDS),
    st.builds("facedown {}".format, CARDS),
    st.builds("deal {} {}".format, SEATS, CARDS),
    st.builds("penalty {} {}".format, CODES, SEATS),
    st.builds("first {}".format, SEATS),
)


def read_at_two_and_six(text: str) -> None:
    for state in (TWO, SIX):
        at = [other for other in STATES if other.n == state.n]
        action_or_illegal(game, state, text, BossAction, at)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(MOVE)
def test_notation_like_texts_are_actions_or_illegal(text):
    read_at_two_and_six(text)
