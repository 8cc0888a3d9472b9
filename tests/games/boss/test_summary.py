"""A hand's summary is a rules function (`gamebox.games.boss.summary`): tested with no
window, from a match's own history; the same lines at the table and in `play --text`.
Rule numbers cite ../shared/rules/the-boss.md."""

from __future__ import annotations

import io
import random

import pytest

from gamebox import i18n
from gamebox.engine.match import Match, Seat
from gamebox.games.boss import events as E
from gamebox.games.boss import text
from gamebox.games.boss.summary import hand_summary, summary_after

from .helpers import game


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def first_hand(seed: int = 4) -> Match:
    """Three random players, stopped once the first hand has ended."""
    match = Match(game, [Seat("random")] * 3, seed, {}, game.default_names(3))
    rng = random.Random(seed)
    while not any(isinstance(e, E.HandEnded) for entry in match.log for e in entry.events):
        turn = match.turn()
        action = game.sample_chance(match.state, rng) if turn.is_chance \
            else rng.choice(match.legal_actions())
        match.apply(action)
    return match


def test_a_hand_sums_up_as_the_money_stands():  # R29 R33
    match = first_hand()
    ended = next(e for entry in match.log for e in entry.events if isinstance(e, E.HandEnded))
    told = hand_summary(game, match, ended, None, match.names)
    assert told is not None and told.title == "Hand 1: who won what"
    money = match.state.money
    said = [line for line in told.lines if "million" in line]
    assert said and all(line.endswith(f"now {money[c]} million")
                        for c in range(3) for line in said
                        if line.startswith(text.colour_name(match.names, c) + ":"))
    won = {e.colour for entry in match.log for e in entry.events if isinstance(e, E.MoneyWon)}
    assert len(said) == len(won)  # a line per colour that won (or was robbed of) money
    lost = [e for entry in match.log for e in entry.events
            if isinstance(e, E.GangsterLost | E.Exiled)]
    assert told.lines[len(said):] == tuple(text.describe_event(e, match.names) for e in lost)
    assert summary_after(game, match, ended, 1, match.names) == told
    other = match.log[-1].events[0]
    assert other is not ended and summary_after(game, match, other, None, match.names) is None


def test_play_text_says_the_hands_summary():
    from gamebox.cli_play import _TextGame
    from gamebox.engine.ai.agent import RandomAgent

    class Said(Exception):
        pass

    match = Match(game, [Seat("random")] * 3, 4, {}, game.default_names(3))
    played = _TextGame(match, text, {p: RandomAgent() for p in range(3)}, None, "gamebox",
                       io.StringIO(""))
    out: list[str] = []

    def say(line: str = "") -> None:
        out.append(line)
        if line.startswith("  Hand 1"):
            raise Said  # the summary's title: it comes right after the hand's end

    played.say = say  # type: ignore[method-assign]
    with pytest.raises(Said):
        played.run()
    ended = next(e for entry in match.log for e in entry.events if isinstance(e, E.HandEnded))
    assert out[-2] == text.describe_event(ended, match.names)
