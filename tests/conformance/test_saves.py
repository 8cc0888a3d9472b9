"""Save, Continue and replay (gamebox.engine.saves) for every game: a match saved at any
point loads as the same match and goes on identically; its action texts replay to the
same table; a damaged save is refused and left as it was; the example saves shipped in
saves/ replay under the rules as they are now."""

from __future__ import annotations

import json
import random

import pytest

from gamebox.engine.match import Match, Seat, walk
from gamebox.engine.saves import SaveError, load_match, read_save, save_match
from gamebox.games import get_game
from gamebox.games.manifest import GameManifest
from gamebox.paths import examples_dir
from tests.conformance.games import game_of, lookup, need
from tests.conformance.saves import replayed, survives_save

SEED = 3


def _match(manifest: GameManifest, n: int, steps: int) -> Match:
    """A seeded match of a person and random players, `steps` actions in."""
    game = game_of(manifest)
    seats = [Seat("human")] + [Seat("random")] * (n - 1)
    match = Match(game, seats, SEED + n, {}, [f"P{i + 1}" for i in range(n)])
    walk(match, random.Random(SEED + n), lambda m: len(m.log) >= steps)
    return match


def _length(manifest: GameManifest, n: int) -> int:
    return len(_match(manifest, n, 10**9).log)


def _tables(manifest: GameManifest) -> list[int]:
    game = game_of(manifest)
    return sorted({game.min_players, game.max_players})


def test_a_save_anywhere_loads_as_the_same_match_and_goes_on_the_same(manifest, tmp_path):
    for n in _tables(manifest):
        length = _length(manifest, n)
        for steps in (1, length // 3, 2 * length // 3, length):
            match = _match(manifest, n, steps)
            path = tmp_path / f"{manifest.id}-{n}-{steps}.json"
            survives_save(match, path, lookup(manifest), label=f"after {steps}")


def test_the_action_texts_replay_to_the_same_table(manifest):
    game = game_of(manifest)
    for n in _tables(manifest):
        match = _match(manifest, n, _length(manifest, n) // 2)
        state = replayed(game, n, match.options, match.actions_text())
        assert game.encode(state) == game.encode(match.state)


DAMAGES = {
    "cut in half": lambda text: text[: len(text) // 2],
    "an action no game has": lambda text: json.dumps(
        {**json.loads(text), "actions": [*json.loads(text)["actions"][:-1], "zz no such move"]}
    ),
    "a wrong digest": lambda text: json.dumps({**json.loads(text), "digest": "0" * 64}),
    "a game not in the box": lambda text: json.dumps({**json.loads(text), "game": "chess"}),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_a_damaged_save_is_refused_and_left_alone(manifest, tmp_path, damage):
    match = _match(manifest, game_of(manifest).min_players, 40)
    path = tmp_path / f"{manifest.id}.json"
    save_match(match, path)
    path.write_text(DAMAGES[damage](path.read_text(encoding="utf-8")), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError):
        load_match(path, lookup(manifest))
    assert path.read_bytes() == before


def test_the_example_saves_replay(manifest):
    need(manifest, "examples")
    game = game_of(manifest)
    for name in manifest.examples:
        path = examples_dir() / name
        data = read_save(path)
        assert data["game"] == manifest.id, name
        match = load_match(path, get_game)
        assert match.log, name
        state = replayed(game, len(match.seats), match.options, match.actions_text())
        assert game.encode(state) == game.encode(match.state), name
