"""The notation of every game that has one (its manifest's `notation`): any text typed
at the terminal, read from a script or a damaged save is an action or an
`IllegalAction` saying why, never another exception; a text longer than any action is
refused at once, in a few words; the longest actions of random games fit the game's
`max_action_chars` and read back, in capitals and with spaces around too. The bounds
of each game's numbers and names are in its own test_notation_bounds.py."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.game import IllegalAction
from gamebox.games.manifest import GameManifest
from tests.conformance.games import game_of, need, option_sets, player_counts, random_play
from tests.games.notation_checks import action_or_illegal

SAMPLES = 8  # positions of each random game the read actions are tried at
LONGEST = 20  # of each table size, the longest actions read back
GAMES = 10  # random games the actions are gathered from


@cache
def _met(manifest: GameManifest) -> dict[int, list[tuple[Any, Any]]]:
    """For each table size: (state, action) of every action offered, drawn or played in
    seeded random games (about ten in all, the options changed in every other one),
    chance outcomes included."""
    game = game_of(manifest)
    met: dict[int, list[tuple[Any, Any]]] = {}
    games = max(2, GAMES // len(player_counts(game)))
    for n in player_counts(game):
        seen: list[tuple[Any, Any]] = []

        def note(before, action, after, events, seen=seen) -> None:
            outcomes = [a for a, _ in game.chance_outcomes(before)]
            offered = game.legal_actions(before) if not game.turn(before).is_chance else []
            seen.extend((before, a) for a in (*offered, *outcomes, action))

        variants = option_sets(game, n)
        for seed in range(games):
            random_play(game, n, seed, variants[seed % len(variants)], note)
        met[n] = seen
    return met


def _kinds(manifest: GameManifest) -> tuple[type, ...]:
    return tuple({type(action) for seen in _met(manifest).values() for _, action in seen})


def _positions(manifest: GameManifest, n: int) -> list[Any]:
    states = list({id(state): state for state, _ in _met(manifest)[n]}.values())
    step = max(1, len(states) // SAMPLES)
    return states[::step][:SAMPLES]


@pytest.fixture
def notation(manifest: GameManifest) -> GameManifest:
    need(manifest, "notation")
    return manifest


def _read_everywhere(manifest: GameManifest, text: str, apply_at: tuple[int, ...]) -> None:
    """`text` read at the start of the smallest and the biggest table, and what it reads
    tried at positions of random games of the sizes `apply_at`."""
    game = game_of(manifest)
    for n in sorted({game.min_players, game.max_players}):
        start = game.new_state(n)
        at = _positions(manifest, n) if n in apply_at else []
        action_or_illegal(game, start, text, _kinds(manifest), at)


def test_any_text_is_an_action_or_illegal(notation: GameManifest):
    @settings(max_examples=200, derandomize=True, deadline=None, database=None)
    @given(st.text())
    def any_text(text: str) -> None:
        _read_everywhere(notation, text, tuple(player_counts(game_of(notation))))

    any_text()


def test_the_texts_of_actions_with_any_numbers_are_actions_or_illegal(notation: GameManifest):
    """A real action's text with its numbers replaced: the notation's own shapes with
    numbers out of any range, tried at the biggest table (where every seat exists)."""
    texts = sorted({str(a) for seen in _met(notation).values() for _, a in seen})
    numbers = st.one_of(st.integers(0, 30).map(str), st.integers(0, 10**30).map(str),
                        st.text(alphabet="0123456789²٣-+ .", max_size=12))

    @settings(max_examples=200, derandomize=True, deadline=None, database=None)
    @given(st.sampled_from(texts), numbers, st.booleans())
    def renumbered(text: str, number: str, upper: bool) -> None:
        text = "".join(number if ch.isdigit() else ch for ch in text)
        text = text.upper() if upper else text
        _read_everywhere(notation, text, (game_of(notation).max_players,))

    renumbered()


def _refused(manifest: GameManifest, text: str) -> str:
    game = game_of(manifest)
    with pytest.raises(IllegalAction) as info:
        game.parse_action(game.new_state(game.min_players), text)
    return str(info.value)


def test_a_text_longer_than_any_action_is_refused_at_once(notation: GameManifest):
    limit = game_of(notation).max_action_chars
    assert f"longer than {limit}" in _refused(notation, "x" + " " * limit + "y")
    message = _refused(notation, "x" * 5_000_000)
    assert "5000000 characters" in message and len(message) < 200


def test_the_longest_actions_of_random_games_fit_and_read_back(notation: GameManifest):
    """Read where they were offered and at the start of the table: what an action text
    means does not depend on the position."""
    game = game_of(notation)
    for n, seen in _met(notation).items():
        start = game.new_state(n)
        where = {str(action): (state, action) for state, action in reversed(seen)}
        for text in sorted(where, key=len, reverse=True)[:LONGEST]:
            state, action = where[text]
            assert len(text) <= game.max_action_chars, text
            assert game.parse_action(state, text) == action, text
            assert game.parse_action(start, text) == action, text
            assert game.parse_action(state, f"  {text.upper()}  ") == action, text
            assert game.parse_action(state, text.lower()) == action, text
