"""Save and Continue (gamebox.engine.saves) in the middle of a hand and at a team penalty
choice (R43): the loaded match is the same table and goes on identically. (Saves at any
point, replay and damaged saves, for every game: tests/conformance/test_saves.py.)"""

from __future__ import annotations

import random

from gamebox.engine.match import Match, Seat, walk
from gamebox.games.boss.model import PENALTY, PLAY
from tests.conformance.saves import survives_save

from .helpers import game


def get_game(game_id: str):
    assert game_id == "boss"
    return game


def reach(n: int, seed: int, stop) -> Match:
    seats = [Seat("human")] + [Seat("random")] * (n - 1)
    for attempt in range(40):
        match = Match(game, seats, seed + attempt, {}, [f"P{i}" for i in range(n)])
        if walk(match, random.Random(seed + attempt), stop):
            return match
    raise AssertionError("no game reached the position")


def test_save_and_continue_in_the_middle_of_a_hand(tmp_path):
    # R7 R18 R45: hands, face-down rewards and gangsters survive the save
    match = reach(4, 1, lambda m: m.state.hand_no == 2 and m.state.round == 3
                  and m.state.phase == PLAY)
    survives_save(match, tmp_path / "boss.json", get_game, label="mid-hand")


def test_save_and_continue_at_a_team_penalty_choice(tmp_path):
    # R43: the team's choice waits in the save; the same partner is asked after loading
    match = reach(6, 3, lambda m: m.state.phase == PENALTY)
    asked = match.turn().player

    def waits(loaded: Match) -> None:
        assert loaded.state.phase == PENALTY and loaded.turn().player == asked

    survives_save(match, tmp_path / "boss6.json", get_game, label="penalty", loaded_as=waits)
