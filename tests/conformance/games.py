"""The games the conformance suite checks and the seeded random play it checks them in.

The list is the registry's games plus Pig (tests/app/pig), which stays out of the box:
a game added to the registry is checked with no edit here."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from gamebox.engine.game import Event, Game
from gamebox.games import game_ids, get_game
from gamebox.games import manifest as registered
from gamebox.games.manifest import GameManifest
from tests.app.pig import MANIFEST as PIG

MANIFESTS: list[GameManifest] = [registered(g) for g in game_ids()] + [PIG]
TESTS = Path(__file__).resolve().parents[1]
STEP_LIMIT = 20_000  # no game of the box comes near it; a game that does, does not end

Step = Callable[[Any, Any, Any, list[Event]], None]
"""Called after every step of a random game with (before, action, after, events)."""


PART_NAMES = {"data": "data file", "spec": "specification with numbered rules",
              "examples": "example save", "notation": "notation module"}


def need(manifest: GameManifest, part: str) -> None:
    """Skip the calling test, saying why, for a game that declares no `part`."""
    if getattr(manifest, part) in (None, ()):
        pytest.skip(f"{manifest.id} declares no {PART_NAMES.get(part, part)} in its manifest")


@cache
def game_of(manifest: GameManifest) -> Game:
    """The game a manifest declares: the registry's own for a registered game."""
    if manifest.id in game_ids():
        return get_game(manifest.id)
    return manifest.game()  # type: ignore[no-any-return]


def lookup(manifest: GameManifest) -> Callable[[str], Game]:
    """`get_game` for reading saves: the registry's games and this one."""
    return lambda game_id: game_of(manifest) if game_id == manifest.id else get_game(game_id)


def folder_of(manifest: GameManifest) -> Path:
    """Where a game of the box keeps its own tests."""
    return TESTS / "games" / manifest.id


def player_counts(game: Game) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def option_sets(game: Game, n: int) -> list[dict[str, Any]]:
    """The defaults, and every option at its first other choice that this table takes
    (a start player beyond the table is left out), so the variants are played too."""
    varied: dict[str, Any] = {}
    for name, choices, default in game.options_spec:
        for choice in choices:
            try:
                game.check_options(n, {name: choice})
            except ValueError:
                continue
            if choice != default and not (type(choice) is int and choice >= n):
                varied[name] = choice
                break
    return [{}, varied] if varied else [{}]


def random_play(game: Game, n: int, seed: int, options: dict[str, Any] | None = None,
                each: Step | None = None) -> Any:
    """A seeded game of random legal moves and drawn chance from the start to its end;
    the final state. Fails if it does not end within STEP_LIMIT steps."""
    rng = random.Random(seed)
    state = game.new_state(n, dict(options or {}))
    for _ in range(STEP_LIMIT):
        turn = game.turn(state)
        if turn.is_over:
            return state
        if turn.is_chance:
            action = game.sample_chance(state, rng)
        else:
            action = rng.choice(game.legal_actions(state))
        after, events = game.apply(state, action)
        if each is not None:
            each(state, action, after, events)
        state = after
    raise AssertionError(f"a random game of {game.id} did not end in {STEP_LIMIT} steps")


def every_table(game: Game, seed: int, each: Callable[[int, dict[str, Any]], Step]) -> None:
    """A random game at every player count with every option set: `each(n, options)`
    gives the step callback of that game."""
    for n in player_counts(game):
        for options in option_sets(game, n):
            random_play(game, n, seed + n, options, each(n, options))
