"""Save, Continue (load) and replay in the middle of an election (gamebox/engine/saves.py),
and the example save saves/tammany-mid-election.json."""

from __future__ import annotations

import random

from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import load_match, read_save, save_match, state_digest
from gamebox.games import get_game
from gamebox.games.tammany.model import BIDDING
from gamebox.paths import examples_dir

from .helpers import game

SEATS = [Seat("human"), Seat("random"), Seat("random"), Seat("random")]


def step(match: Match, rng: random.Random) -> None:
    if match.turn().is_chance:
        match.play_chance()
    else:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])


def mid_election(seed: int) -> Match:
    """A 4-player match stopped after at least one sealed bid of a ward, before its reveal."""
    match = Match(game, SEATS, seed, {}, ["Ann", "Bob", "Cy", "Di"])
    rng = random.Random(seed)
    while not (match.state.phase == BIDDING and any(match.state.bid_done)):
        step(match, rng)
        assert not match.is_over
    return match


def test_save_and_continue_in_the_middle_of_an_election(tmp_path):
    # R40 R5: the sealed bids survive the save; the loaded match goes on identically
    match = mid_election(3)
    sealed = list(match.state.bids)
    path = tmp_path / "tammany.json"
    save_match(match, path, label="mid-election")
    loaded = load_match(path, get_game)
    assert loaded.state.phase == BIDDING and loaded.state.bids == sealed
    assert state_digest(game, loaded.state) == state_digest(game, match.state)
    for seat in (*range(4), None):
        assert game.encode(loaded.view(seat)) == game.encode(match.view(seat))
    a, b = random.Random(9), random.Random(9)
    while not match.is_over:
        step(match, a)
        step(loaded, b)
    assert loaded.actions_text() == match.actions_text()
    assert game.result(loaded.state) == game.result(match.state)


def test_replaying_the_actions_rebuilds_the_election():
    match = mid_election(8)
    s = game.new_state(4)
    for text in match.actions_text():
        s, _ = game.apply(s, game.parse_action(s, text))
    assert s.to_dict() == match.state.to_dict()


def test_the_example_save_stops_in_the_middle_of_an_election():
    path = examples_dir() / "tammany-mid-election.json"
    data = read_save(path)
    assert data["label"] == "Tammany Hall — mid-election" and len(data["seats"]) == 4
    match = load_match(path, get_game)
    s = match.state
    assert s.phase == BIDDING and any(s.bid_done) and not all(s.bid_done[p] for p in s.bidders)
    waiting = game.turn(s).player
    assert match.seats[waiting].is_human
    assert all(match.view(waiting).bids[p] is None for p in s.bidders if p != waiting)
