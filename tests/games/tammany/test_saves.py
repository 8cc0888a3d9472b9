"""Save and Continue (gamebox.engine.saves) in the middle of an election, and the example
save saves/tammany-mid-election.json. (Saves at any point, replay and damaged saves, for
every game: tests/conformance/test_saves.py.)"""

from __future__ import annotations

import random

from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import load_match, read_save
from gamebox.games import get_game
from gamebox.games.tammany.model import BIDDING
from gamebox.paths import examples_dir
from tests.conformance.saves import survives_save

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

    def sealed_still(loaded: Match) -> None:
        assert loaded.state.phase == BIDDING and loaded.state.bids == sealed

    survives_save(match, tmp_path / "tammany.json", get_game, "mid-election", sealed_still)


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
