"""Sheriff's notation (§9.10) checks every number a text carries against a bound of the
game before using it: a bad text is an `IllegalAction` saying why, never another
exception, a huge tuple or a long wait. What every game's notation does (any text, a
text longer than any action, the longest actions read back) is in
tests/conformance/test_notation.py."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.game import IllegalAction
from gamebox.games.sheriff.model import GOODS, Proposal, SheriffAction
from gamebox.games.sheriff.notation import canon
from tests.games.notation_checks import action_or_illegal

from .helpers import game, random_game

HUGE = "99999999999"
NINETEEN = "9" * 19
STATE = game.new_state(5)


def refused(text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        game.parse_action(STATE, text)
    return str(info.value)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        (f"offer stallc={HUGE}", "stallc"),  # was a MemoryError
        (f"offer stallc={NINETEEN}", "stallc"),  # was an OverflowError
        (f"demand P2 stallc={HUGE}", "stallc"),
        ("offer stallc=73", "stallc"),  # the box holds 72 contraband and royal cards
        ("offer stallc=" + "?," * 73, "stallc"),
        ("offer stall=" + "apples," * 145, "stall"),  # and 144 legal goods
        (f"offer gold={HUGE}", "gold"),
        (f"side gold={NINETEEN} inspect=P3", "gold"),
        ("offer gold=251", "gold"),  # R13: 5 players x 50 gold, which only changes hands
        ("offer gold=-1", "gold"),
        ("offer gold=²", "gold"),  # a digit to str.isdigit, not to int()
        (f"offer bag=silk:{HUGE}", "bag"),
        (f"offer bag=apples:1,silk:{NINETEEN}", "bag"),
        ("offer bag=silk:6", "bag"),  # R25: a bag holds 1 to 5 cards
        ("offer bag=silk:0", "bag"),  # R89
        (f"offer promise=gold_next_time:{HUGE}", "promise"),
        (f"offer inspect=P{HUGE}", "seat"),
        (f"demand P{NINETEEN} gold=1", "seat"),
        ("sheriff P6", "seat"),  # R1: at most 5 players
        (f"take D{HUGE}", "pile"),
        ("discard D3 bread", "pile"),
    ],
)
def test_huge_and_out_of_range_numbers_are_refused(text, field):
    message = refused(text)
    assert field in message and "unknown action" in message
    assert len(message) < 200


@pytest.mark.xfail(strict=True, raises=IndexError, reason=(
    "a known bug: rules_negotiation.offer_problem looks up the offer of a seat the table"
    " does not have (accept P4 at three players) and raises IndexError"))
def test_a_seat_the_table_does_not_have_is_refused_in_words():
    """The notation reads seats up to the biggest table; the rules refuse the others."""
    action = game.parse_action(game.new_state(3), "accept P4")
    states: list = []
    random_game(3, 5, lambda before, action, after: states.append(before))
    for state in states:
        with contextlib.suppress(IllegalAction):
            game.apply(state, action)


def test_the_whole_box_on_one_stall_fits_and_reads_back():
    # R9-R12 R64: the panel may offer everything on the stall; no offer is longer than one
    # naming every card of the box with all the gold, a full bag claim and every field
    c = game.config
    bounds = game.notation_bounds
    legal = canon([g.id for g in c.goods.values() if g.is_legal for _ in range(g.count)])
    contra = canon([g.id for g in c.goods.values() if not g.is_legal for _ in range(g.count)])
    longest = sorted(c.goods, key=len, reverse=True)[: c.bag_max]
    offer = Proposal(
        gold=bounds.gold,
        stall=legal,
        stallc=contra,
        show=True,
        bag=tuple((g, 1) for g in canon(longest)),
        inspects=(1, 2, 3),
        promises=("pass_next_time", f"gold_next_time:{bounds.gold}", "favor"),
    )
    action = SheriffAction("demand", target=4, offer=offer)
    text = str(action)
    assert len(text) <= game.max_action_chars
    assert game.parse_action(STATE, text) == action
    assert game.parse_action(STATE, text.upper().replace(" ", "   ")) == action


# -- property tests: any text is an action or an IllegalAction --------------------------------
def numbers() -> st.SearchStrategy[str]:
    return st.one_of(
        st.integers(0, 12).map(str),
        st.integers(0, 10**30).map(str),
        st.just(NINETEEN),
        st.text(alphabet="0123456789²٣-+ .", min_size=0, max_size=25),
    )


GOOD = st.sampled_from([*GOODS, "?", "-", "royal", ""])
GOODS_LIST = st.lists(GOOD, max_size=6).map(",".join)
FIELD = st.one_of(
    st.builds("gold={}".format, numbers()),
    st.builds("stallc={}".format, numbers()),
    st.builds("stallc={}".format, GOODS_LIST),
    st.builds("stall={}".format, GOODS_LIST),
    st.builds("bag={}:{}".format, GOOD, numbers()),
    st.builds("bag={}:{},{}:{}".format, GOOD, numbers(), GOOD, numbers()),
    st.builds("inspect=P{}".format, numbers()),
    st.builds("pass=P{}".format, numbers()),
    st.builds("promise=gold_next_time:{}".format, numbers()),
    st.sampled_from(["promise=favor", "promise=pass_next_time", "show", "nothing", "="]),
)
SEAT_ACTION = st.sampled_from(["sheriff", "pass", "inspect", "accept", "acceptside"])
CARD_ACTION = st.sampled_from(["draw", "remove", "declare", "pay", "give"])
MOVE = st.one_of(
    st.sampled_from(["stop", "wave", "skip", "stand", "withdraw", "accept", "timeout"]),
    st.builds("{} P{}".format, SEAT_ACTION, numbers()),
    st.builds("take D{}".format, numbers()),
    st.builds("{} D{} {}".format, st.sampled_from(["discard", "confiscate"]), numbers(), GOOD),
    st.builds("{} {}".format, CARD_ACTION, GOOD),
    st.builds("{} {}".format, st.sampled_from(["setaside", "load"]), GOODS_LIST),
    st.builds(
        "{} {}".format,
        st.one_of(
            st.sampled_from(["offer", "side", "counter"]),
            st.builds("demand P{}".format, numbers()),
        ),
        st.lists(FIELD, max_size=6).map(" ".join),
    ),
)
TEXT = st.builds(lambda move, upper: move.upper() if upper else move, MOVE, st.booleans())


@settings(max_examples=200, derandomize=True, deadline=None)
@given(TEXT)
def test_notation_like_texts_with_any_numbers_are_actions_or_illegal(text):
    action_or_illegal(game, STATE, text, SheriffAction)
