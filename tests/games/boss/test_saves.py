"""Save, Continue and replay (gamebox.engine.saves) in the middle of a hand and at a team
penalty choice (R43): the loaded match is the same table and goes on identically."""

from __future__ import annotations

import random

from gamebox.engine.match import Match, Seat, walk
from gamebox.engine.saves import load_match, save_match, state_digest
from gamebox.games.boss.model import PENALTY, PLAY

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


def same_future(a: Match, b: Match) -> None:
    ra, rb = random.Random(5), random.Random(5)
    walk(a, ra)
    walk(b, rb)
    assert a.actions_text() == b.actions_text()
    assert game.result(a.state) == game.result(b.state)


def test_save_and_continue_in_the_middle_of_a_hand(tmp_path):
    # R7 R18 R45: hands, face-down rewards and gangsters survive the save
    match = reach(4, 1, lambda m: m.state.hand_no == 2 and m.state.round == 3
                  and m.state.phase == PLAY)
    path = tmp_path / "boss.json"
    save_match(match, path, label="mid-hand")
    loaded = load_match(path, get_game)
    assert state_digest(game, loaded.state) == state_digest(game, match.state)
    for seat in (*range(4), None):
        assert game.encode(loaded.view(seat)) == game.encode(match.view(seat))
    same_future(match, loaded)


def test_save_and_continue_at_a_team_penalty_choice(tmp_path):
    # R43: the team's choice waits in the save; the same partner is asked after loading
    match = reach(6, 3, lambda m: m.state.phase == PENALTY)
    asked = match.turn().player
    path = tmp_path / "boss6.json"
    save_match(match, path, label="penalty")
    loaded = load_match(path, get_game)
    assert loaded.state.phase == PENALTY and loaded.turn().player == asked
    assert [str(a) for a in loaded.legal_actions()] == [str(a) for a in match.legal_actions()]
    same_future(match, loaded)


def test_replaying_the_text_rebuilds_the_table():
    match = reach(3, 2, lambda m: m.state.hand_no == 2 and m.state.round == 2)
    s = game.new_state(3)
    for text in match.actions_text():
        s, _ = game.apply(s, game.parse_action(s, text))
    assert s.to_dict() == match.state.to_dict()
