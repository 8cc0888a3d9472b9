"""Undo's one rule for every game (`Match.undo_index`): the person's own last decision
and the computer replies after it, never across chance, a reveal or another person; with
the takebacks setting off, never across a computer's answer either."""

from __future__ import annotations

from gamebox.engine.match import Match, Seat

from .test_saves import RaceGame, Step


def _match() -> Match:
    return Match(RaceGame(), [Seat("human"), Seat("easy")], 1, {}, ["Ann", "Bot"])


def test_takebacks_on_undo_crosses_the_computers_answer():
    match = _match()
    match.apply(Step())  # Ann
    match.apply(Step())  # the computer answers
    assert match.undo_index(0) == 0 and match.can_undo(0)
    match.undo(0)
    assert len(match.log) == 0 and match.state.scores == (0, 0)


def test_takebacks_off_undo_takes_back_only_an_unanswered_move():
    match = _match()
    match.apply(Step())  # Ann
    assert match.undo_index(0, past_computers=False) == 0  # not answered yet
    match.apply(Step())  # the computer answers
    assert match.undo_index(0, past_computers=False) is None
    assert not match.can_undo(0, past_computers=False)
    assert match.can_undo(0)  # the same log with takebacks on
