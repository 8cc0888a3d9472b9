"""Save and Continue (gamebox.engine.saves) in the middle of phase 3, Buying: the pending
choices, the coin pool and the street survive the save, and a replay rebuilds the
frames too. (Saves at any point, replay and damaged saves, for every game:
tests/conformance/test_saves.py.)"""

from __future__ import annotations

import random

from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import read_save
from gamebox.games.copycat.model import BUYING
from tests.conformance.saves import replayed, survives_save

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

    def still_buying(loaded: Match) -> None:
        assert read_save(path)["game"] == "copycat"
        assert loaded.state.phase == BUYING and loaded.state.pool(loaded.state.current) == pool

    survives_save(match, path, lambda game_id: game, "mid-buying", still_buying)


def test_replaying_the_actions_rebuilds_phase_3_with_its_frames():
    match = mid_buying(8)
    s = replayed(game, 3, {}, match.actions_text())
    assert game.encode(s) == game.encode(match.state)
    assert s.frames == match.state.frames
