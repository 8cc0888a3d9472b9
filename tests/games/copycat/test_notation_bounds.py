"""Copycat's notation: numbers are bounded, ids must be the data's, and what is read is
refused where it is illegal; any text shaped like a move is an action or an
`IllegalAction` saying why. What every game's notation does (any text, a text longer
than any action, the longest actions read back) is in tests/conformance/test_notation.py."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.game import IllegalAction
from gamebox.games.copycat.model import CopycatAction
from gamebox.games.copycat.notation import MAX_AMOUNT
from tests.games.notation_checks import action_or_illegal, one_state_per_phase

from .helpers import game, random_game

STATE = game.new_state(4)


STATES = one_state_per_phase(game, lambda note: random_game(3, 11, note))
CARD_IDS = sorted(c.id for c in game.config.cards)
OFFICE_IDS = sorted(o.id for o in game.config.offices)
HUGE = "9" * 30


def refused(text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        game.parse_action(STATE, text)
    return str(info.value)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (f"amount {HUGE}", "an amount must be"),
        (f"amount {MAX_AMOUNT + 1}", "an amount must be"),
        ("option 0", "an option must be"),
        (f"option {HUGE}", "an option must be"),
        ("buy c999", "there is no card"),
        ("place zz", "there is no office"),
        ("target nowhere", "there is no card or office"),
        ("bus P1 P5", "see the notation"),
        ("bus P2 P2", "see the notation"),
    ],
)
def test_out_of_range_numbers_and_unknown_ids_are_refused_in_words(text, words):
    message = refused(text)
    assert words in message and message.startswith("unknown action")
    assert len(message) < 200


def numbers() -> st.SearchStrategy[str]:
    return st.one_of(
        st.integers(0, 12).map(str),
        st.integers(0, 10**30).map(str),
        st.text(alphabet="0123456789²٣-+ .", max_size=12),
    )


IDS = st.one_of(st.sampled_from(CARD_IDS + OFFICE_IDS), st.text(max_size=12),
                st.builds("c{}".format, numbers()))
SEAT = st.builds("P{}".format, numbers())
MOVE = st.one_of(
    st.sampled_from(["pass", "end", "done", "stop", "PASS now", "bus"]),
    st.builds("{} {}".format, st.sampled_from(["option", "amount"]), numbers()),
    st.builds("{} {}".format, st.sampled_from(
        ["draw", "street", "office", "order", "place", "play", "use", "resolve", "target",
         "trash", "sift", "buy", "keep"]), IDS),
    st.builds("bus {}".format, st.lists(SEAT, max_size=6).map(" ".join)),
)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(MOVE)
def test_notation_like_texts_are_actions_or_illegal(text):
    action_or_illegal(game, STATE, text, CopycatAction, STATES)


def test_actions_read_from_text_are_refused_where_illegal():
    """What the notation reads is checked against the rules before anything moves."""
    assert len(STATES) >= 4  # chance steps, planning, actions, buying
    rng = random.Random(5)
    for state in STATES:
        legal = {str(a) for a in game.legal_actions(state)} if not game.turn(state).is_chance \
            else set()
        before = game.encode(state)
        for text in [*rng.sample([f"buy {c}" for c in CARD_IDS], 10), "place b01", "done"]:
            if text in legal:
                continue
            with pytest.raises(IllegalAction):
                game.apply(state, game.parse_action(state, text))
        assert game.encode(state) == before  # nothing moved
