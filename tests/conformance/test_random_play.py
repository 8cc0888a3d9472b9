"""Seeded random games at every table size, with the default options and with the
options changed: they end with a result, every action reads back from its notation,
the same seed plays the same game, and after EVERY action the game's invariants (its
manifest's `invariants`: cards, pieces and money conserved...) hold on the table, and
on the worlds a computer player imagines from a seat's view (its determinizations)."""

from __future__ import annotations

import random

from gamebox.games.manifest import GameManifest
from tests.conformance.games import every_table, game_of, need, player_counts, random_play

EVERY = 5  # the imagined worlds are checked one step in five


def test_random_games_end_and_every_action_reads_back(manifest: GameManifest):
    game = game_of(manifest)
    ended = 0

    def at_table(n: int, options: dict):
        def check(before, action, after, events) -> None:
            assert game.parse_action(before, str(action)) == action, str(action)

        return check

    for n in player_counts(game):
        for seed in (1, 2):
            final = random_play(game, n, seed, {}, at_table(n, {}))
            assert game.turn(final).is_over and game.result(final) is not None
            ended += 1
    every_table(game, 7, at_table)
    assert ended == 2 * len(player_counts(game))


def test_the_same_seed_plays_the_same_game(manifest: GameManifest):
    game = game_of(manifest)
    n = game.max_players
    first: list[str] = []
    again: list[str] = []
    a = random_play(game, n, 9, {}, lambda b, action, after, e: first.append(str(action)))
    b = random_play(game, n, 9, {}, lambda b, action, after, e: again.append(str(action)))
    assert first == again and game.encode(a) == game.encode(b)


def test_the_invariants_hold_after_every_action(manifest: GameManifest):
    need(manifest, "invariants")
    game = game_of(manifest)
    invariants = manifest.part("invariants")
    config = getattr(game, "config", None)  # (the checks read the game's data, if any)

    def broken(state) -> list[str]:
        return invariants(state, config)  # type: ignore[no-any-return]

    steps = 0

    def at_table(n: int, options: dict):
        def check(before, action, after, events) -> None:
            nonlocal steps
            steps += 1
            problems = broken(after)
            assert not problems, (n, options, str(action), problems)
            if steps % EVERY or game.turn(after).is_over:
                return
            for seat in (*range(n), None):
                world = game.determinize(game.view(after, seat), random.Random(steps))
                problems = broken(world)
                assert not problems, (n, options, seat, str(action), problems)

        return check

    every_table(game, 21, at_table)
    assert steps > 50
