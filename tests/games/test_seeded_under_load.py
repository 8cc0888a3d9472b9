"""A seeded game is the same game on any machine under any load: every level chooses from
the seed and the position alone (search budgets are iterations, never a clock), so the
same seed and seats play the same actions with a CPU-burning thread beside them.

The default run compares the opening decisions of each game's strongest players (every
kind of decision the hard players search comes up in them); the slow run compares whole
games.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from gamebox.cli_simulate import play_ai_game
from gamebox.engine.match import Match, Seat
from gamebox.games import game_ids, get_game, make_agent

STRONGEST = "hard"
PLAYERS = {"capo": 2, "sheriff": 3, "tammany": 3, "copycat": 2, "boss": 2}
OPENING = {"capo": 150, "sheriff": 150, "tammany": 150, "copycat": 80, "boss": 40}
"""Actions compared in the default run: the searching players decide a few dozen times
in them (Copycat's order cards, placements and purchases; The Boss's first hand)."""


def seeded_actions(game_id: str, seed: int, limit: int | None = None) -> list[str]:
    """The actions of a seeded game between the strongest players, to its end or `limit`."""
    game = get_game(game_id)
    seats = [Seat(STRONGEST)] * PLAYERS[game_id]
    match = Match(game, seats, seed, {"start_player": 0})
    agents = {i: make_agent(game_id, seat, i) for i, seat in enumerate(seats)}
    play_ai_game(match, agents, keep_going=None if limit is None else
                 (lambda: len(match.log) < limit))
    return match.actions_text()


@contextmanager
def cpu_burning_thread() -> Iterator[None]:
    """A thread that keeps the interpreter busy: a search beside it gets about half the
    time it would alone, as on a loaded machine."""
    stop = threading.Event()

    def burn() -> None:
        n = 0
        while not stop.is_set():
            for i in range(10_000):
                n += i * i

    thread = threading.Thread(target=burn, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


def test_every_game_is_covered() -> None:
    assert set(PLAYERS) == set(game_ids())


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_seeded_opening_is_the_same_under_load(game_id: str) -> None:
    quiet = seeded_actions(game_id, seed=11, limit=OPENING[game_id])
    with cpu_burning_thread():
        loaded = seeded_actions(game_id, seed=11, limit=OPENING[game_id])
    assert len(quiet) >= OPENING[game_id]
    assert loaded == quiet


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_whole_seeded_game_is_the_same_under_load(game_id: str) -> None:
    quiet = seeded_actions(game_id, seed=12)
    with cpu_burning_thread():
        loaded = seeded_actions(game_id, seed=12)
    assert get_game(game_id).turn(_replayed(game_id, 12, quiet)).is_over
    assert loaded == quiet


def _replayed(game_id: str, seed: int, actions: list[str]) -> object:
    game = get_game(game_id)
    match = Match(game, [Seat(STRONGEST)] * PLAYERS[game_id], seed, {"start_player": 0})
    for text in actions:
        match.apply_text(text)
    return match.state
