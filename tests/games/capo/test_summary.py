"""A turn's summary is a rules function (`gamebox.games.capo.summary`): tested with no
window, and the same words at the table and in `play --text`."""

from __future__ import annotations

import io
import random

from gamebox.engine.match import Match, Seat
from gamebox.games.capo import events as E
from gamebox.games.capo import text
from gamebox.games.capo.summary import summary_after, turn_summary

from .helpers import game


def played_turn(seed=3):
    """A match of two random players, stopped right after its first turn ended."""
    match = Match(game, [Seat("random"), Seat("random")], seed, {"start_player": "red"},
                  game.default_names(2))
    rng = random.Random(seed)
    while True:
        turn = match.turn()
        action = game.sample_chance(match.state, rng) if turn.is_chance \
            else rng.choice(match.legal_actions())
        events = match.apply(action)
        ended = next((e for e in events if isinstance(e, E.TurnEnded)), None)
        if ended is not None:
            return match, ended


def test_a_turn_is_summed_up_from_the_history_alone():  # R59, R69
    match, ended = played_turn()
    told = turn_summary(game, match, ended, None, match.names)
    assert told is not None and match.names[ended.player] in told.title
    assert told.lines and "VP" in told.lines[-1]  # the score so far, last
    assert all("{" not in line and "capo.table" not in line for line in told.lines)
    assert summary_after(game, match, ended, None, match.names) == told
    other = next(e for entry in match.log for e in entry.events if e is not ended)
    assert summary_after(game, match, other, None, match.names) is None


def test_play_text_says_the_turns_summary():
    from gamebox.cli_play import _TextGame

    match = Match(game, [Seat("random"), Seat("random")], 3, {"start_player": "red"},
                  game.default_names(2))
    from gamebox.engine.ai.agent import RandomAgent

    played = _TextGame(match, text, {0: RandomAgent(), 1: RandomAgent()}, None, "gamebox",
                       io.StringIO(""))
    out: list[str] = []
    played.say = lambda line="": out.append(line)  # type: ignore[method-assign]
    played.run()
    first = next(i for i, line in enumerate(out) if line.startswith("  "))
    assert "VP" in "".join(out[first:first + 8])
