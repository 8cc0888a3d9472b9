"""Hidden information, the part every game shares: what a seat (or the onlooker) sees
of a table is all it can know. At positions met in random games, at every table size:

- re-dealing what a seat cannot see (`determinize` of its view) leaves its view as it
  was, so the view holds nothing of what was re-dealt;
- in the re-dealt world the same player is to act, and the player to act has the same
  choices: a player's choices follow from what that player sees;
- a full table "determinizes" to itself: there is nothing unseen to re-deal.

What each game hides, and from whom, is in its own test_views.py."""

from __future__ import annotations

import random

from gamebox.games.manifest import GameManifest
from tests.conformance.games import every_table, game_of

EVERY = 7  # positions checked: one step in seven


def test_a_view_is_all_a_seat_can_know(manifest: GameManifest):
    game = game_of(manifest)
    steps = checked = 0

    def at_table(n: int, options: dict):
        def check(before, action, after, events) -> None:
            nonlocal steps, checked
            steps += 1
            if game.turn(after).is_over or steps % EVERY:
                return
            checked += 1
            turn = game.turn(after)
            legal = game.legal_actions(after)
            for seat in (*range(n), None):
                seen = game.view(after, seat)
                world = game.determinize(seen, random.Random(checked))
                assert game.encode(game.view(world, seat)) == game.encode(seen), (seat, action)
                assert game.turn(world) == turn, (seat, str(action))
                if seat == turn.player:
                    assert game.legal_actions(world) == legal, (seat, str(action))
            full = game.determinize(after, random.Random(checked))
            assert game.encode(full) == game.encode(after), str(action)

        return check

    every_table(game, 11, at_table)
    assert checked > 10
