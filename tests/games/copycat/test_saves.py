"""Save, Continue (load) and replay in the middle of phase 3, Buying (gamebox.engine.saves):
the pending choices, the coin pool and the street survive the save."""

from __future__ import annotations

import random

from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import load_match, read_save, save_match, state_digest
from gamebox.games.copycat.model import BUYING

from .helpers import game

SEATS = [Seat("human"), Seat("random"), Seat("random")]


def step(match: Match, rng: random.Random) -> None:
    if match.turn().is_chance:
        match.play_chance()
    else:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])


def mid_buying(seed: int) -> Match:
    """A 3-player match stopped in phase 3 with coins in the pool of the player to act."""
    match = Match(game, SEATS, seed, {}, ["Ann", "Bob", "Cy"])
    rng = random.Random(seed)
    while not (
        match.state.phase == BUYING and match.state.round >= 2
        and not match.state.tasks and match.state.pool(match.state.current) > 0
    ):
        step(match, rng)
        assert not match.is_over
    return match


def test_save_and_continue_in_the_middle_of_phase_3(tmp_path):  # R45 R50
    match = mid_buying(3)
    pool = match.state.pool(match.state.current)
    path = tmp_path / "copycat.json"
    save_match(match, path, label="mid-buying")
    assert read_save(path)["game"] == "copycat"
    loaded = load_match(path, lambda game_id: game)
    assert loaded.state.phase == BUYING and loaded.state.pool(loaded.state.current) == pool
    assert state_digest(game, loaded.state) == state_digest(game, match.state)
    for seat in (*range(3), None):
        assert game.encode(loaded.view(seat)) == game.encode(match.view(seat))
    a, b = random.Random(9), random.Random(9)
    while not match.is_over:
        step(match, a)
        step(loaded, b)
    assert loaded.actions_text() == match.actions_text()
    assert game.result(loaded.state) == game.result(match.state)


def test_replaying_the_actions_rebuilds_phase_3():
    match = mid_buying(8)
    s = game.new_state(3)
    for text in match.actions_text():
        s, _ = game.apply(s, game.parse_action(s, text))
    assert game.encode(s) == game.encode(match.state)
    assert s.frames == match.state.frames

