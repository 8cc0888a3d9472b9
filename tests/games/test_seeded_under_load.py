"""A seeded game is the same game on any machine under any load: every level chooses from
the seed and the position alone (search budgets are iterations, never a clock), so the
same seed and seats play the same actions with a CPU-burning thread beside them.

Every game of the box is played at its smallest table by its strongest players (its
manifest's `hard_level`). The default run compares the opening (every kind of decision
the hard players search comes up in it); the slow run compares whole games.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from gamebox.cli_simulate import play_ai_game
from gamebox.engine.match import Match, Seat
from gamebox.games import game_ids, get_game, make_agent, manifest

OPENING_ACTIONS = 150
OPENING_CHOICES = 30
"""The opening compared in the default run: its first OPENING_ACTIONS actions, or fewer
once the computer players have chosen OPENING_CHOICES times among several actions (a
few dozen searches: Copycat's order cards, placements and purchases; The Boss's first
hand), whichever comes first."""


def _seats(game_id: str) -> list[Seat]:
    return [Seat(manifest(game_id).hard_level)] * get_game(game_id).min_players


class _Counted:
    """An agent that counts the choices it makes among several actions."""

    def __init__(self, agent: Any, count: list[int]) -> None:
        self.agent, self.count = agent, count

    def __getattr__(self, name: str) -> Any:
        return getattr(self.agent, name)

    def choose(self, view: Any, legal: list, *args: Any, **kwargs: Any) -> Any:
        self.count[0] += len(legal) > 1
        return self.agent.choose(view, legal, *args, **kwargs)


def seeded_actions(game_id: str, seed: int, opening: bool = False) -> list[str]:
    """The actions of a seeded game between the strongest players: to its end, or only
    its opening."""
    seats = _seats(game_id)
    match = Match(get_game(game_id), seats, seed, {"start_player": 0})
    choices = [0]
    agents = {i: _Counted(make_agent(game_id, seat, i), choices) for i, seat in enumerate(seats)}

    def in_opening() -> bool:
        return len(match.log) < OPENING_ACTIONS and choices[0] < OPENING_CHOICES

    play_ai_game(match, agents, keep_going=in_opening if opening else None)
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


@pytest.mark.parametrize("game_id", game_ids())
def test_a_seeded_opening_is_the_same_under_load(game_id: str) -> None:
    quiet = seeded_actions(game_id, seed=11, opening=True)
    with cpu_burning_thread():
        loaded = seeded_actions(game_id, seed=11, opening=True)
    assert len(quiet) >= min(OPENING_ACTIONS, OPENING_CHOICES)
    assert loaded == quiet


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_seeded_game_is_the_same_under_load(game_id: str) -> None:
    quiet = seeded_actions(game_id, seed=12)
    with cpu_burning_thread():
        loaded = seeded_actions(game_id, seed=12)
    assert get_game(game_id).turn(_replayed(game_id, 12, quiet)).is_over
    assert loaded == quiet


def _replayed(game_id: str, seed: int, actions: list[str]) -> object:
    match = Match(get_game(game_id), _seats(game_id), seed, {"start_player": 0})
    for text in actions:
        match.apply_text(text)
    return match.state
