"""The checks a saved match must pass wherever it was saved, shared by the conformance
suite and the games' own tests of their special positions (a sealed bid, a team's
penalty choice...)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from gamebox.engine.game import Game
from gamebox.engine.match import Match, walk
from gamebox.engine.saves import load_match, save_match, state_digest


def survives_save(match: Match, path: Path, get_game: Callable[[str], Game],
                  label: str | None = None,
                  loaded_as: Callable[[Match], None] | None = None) -> None:
    """Save `match` to `path` and load it: the same table, seats, names, options and
    views for every seat and the onlooker, the same choices now, and, played on with
    the same moves, the same future. `loaded_as` checks the loaded match first."""
    game = match.game
    save_match(match, path, label=label)
    loaded = load_match(path, get_game)
    assert loaded.actions_text() == match.actions_text()
    assert state_digest(game, loaded.state) == state_digest(game, match.state)
    assert game.encode(loaded.state) == game.encode(match.state)
    assert (loaded.seed, loaded.options, loaded.names) == (match.seed, match.options, match.names)
    assert [str(s) for s in loaded.seats] == [str(s) for s in match.seats]
    for seat in (*range(len(match.seats)), None):
        assert game.encode(loaded.view(seat)) == game.encode(match.view(seat)), seat
    assert loaded.turn() == match.turn()
    assert [str(a) for a in loaded.legal_actions()] == [str(a) for a in match.legal_actions()]
    if loaded_as is not None:
        loaded_as(loaded)
    same_future(match, loaded)


def same_future(a: Match, b: Match) -> None:
    """Both matches, played on with the same seeded moves, play the same game."""
    walk(a, random.Random(5))
    walk(b, random.Random(5))
    assert a.actions_text() == b.actions_text()
    assert a.game.result(a.state) == b.game.result(b.state)


def replayed(game: Game, n: int, options: dict, actions: list[str]) -> object:
    """The state the action texts reach from the start, read at the state each is
    played in (as a save is read)."""
    state = game.new_state(n, dict(options))
    for text in actions:
        state, _ = game.apply(state, game.parse_action(state, text))
    return state
