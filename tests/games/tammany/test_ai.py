"""Tammany Hall's computer bosses: legal, reproducible, blind to sealed bids, and stronger
than chance (spec 12)."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.ai.agent import RandomAgent
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game, make_agent
from gamebox.games.tammany.ai import PERSONALITIES, EasyAgent, GreedyAgent
from gamebox.games.tammany.ai import make_agent as tammany_agent
from gamebox.games.tammany.ai_bid import sure_win
from gamebox.games.tammany.model import ASSIGN, BIDDING, OFFICES, TammanyAction

from .helpers import BLACK, PURPLE, RED, YELLOW, play, table
from .helpers import game as rules


def _play(seats: list[str], seed: int) -> tuple[Match, list]:
    game = get_game("tammany")
    n = len(seats)
    match = Match(game, [Seat.parse(s) for s in seats], seed, {"start_player": seed % n})
    agents = [make_agent("tammany", seat, p) for p, seat in enumerate(match.seats)]
    chosen = []
    while not match.is_over:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
            continue
        p = turn.player
        view = match.view(p)
        legal = match.legal_actions()
        action = agents[p].choose(view, legal, match.rng_for(f"ai{p}"))
        assert game.is_legal(match.state, action), (seats[p], str(action))
        chosen.append((p, action))
        match.apply(action)
        assert len(chosen) < 3000, "a game with computer bosses did not end"
    return match, chosen


SEATS = {
    3: ["{}", "random", "{}"],
    4: ["{}", "easy", "random", "{}"],
    5: ["random", "{}", "easy", "{}", "random"],
}


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_levels_play_whole_games_legally(level, n):
    seats = [s.format(level) for s in SEATS[n]]
    # every choice was legal (checked in _play); R27: one placement in each of 16 years
    match, chosen = _play(seats, 20 + n)
    assert get_game("tammany").result(match.state) is not None
    for seat, kind in enumerate(seats):
        if kind == level:
            placed = [a for p, a in chosen if p == seat and a.kind in ("place", "place_cube")]
            assert len(placed) == 16


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_levels_are_reproducible(level):
    first, _ = _play([level, "normal", "random"], 7)
    again, _ = _play([level, "normal", "random"], 7)
    assert first.actions_text() == again.actions_text()


def _sealed(red_bid: str):
    # R40, R5: red has bid in ward 6, yellow is asked next and cannot see red's bid
    s = table(
        3,
        year=4,
        current=PURPLE,
        placement_done=True,
        cubes={6: "IR EN"},
        bosses={6: {RED: 1, YELLOW: 2, PURPLE: 1}},
        chips={RED: "IR3", YELLOW: "EN2 IR1", PURPLE: "IR1 EN1"},
    )
    s, _ = play(s, "end")
    assert s.phase == BIDDING and s.bidders[0] == RED
    s, _ = play(s, red_bid)
    return s


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_decisions_ignore_hidden_bids(level):
    # R5: the view is the same whatever red bid, and so is every decision made from it
    a, b = _sealed("bid 0"), _sealed("bid IR3")
    p = rules.turn(a).player
    assert p == rules.turn(b).player == YELLOW
    va, vb = rules.view(a, p), rules.view(b, p)
    assert rules.encode(va) == rules.encode(vb)
    agent = tammany_agent(rules, level, None, p)
    for seed in range(3):
        da = agent.choose(va, rules.legal_actions(a), random.Random(seed))
        db = agent.choose(vb, rules.legal_actions(b), random.Random(seed))
        assert da == db and rules.is_legal(a, da)


def test_no_bid_when_bosses_already_beat_every_rival_maximum():
    # spec 12.2, R41: 3 bosses beat 1 boss + 1 eligible chip, so the chips are kept
    s = table(
        3,
        year=4,
        current=PURPLE,
        placement_done=True,
        cubes={6: "IR"},
        bosses={6: {RED: 3, YELLOW: 1}},
        chips={RED: "IR4", YELLOW: "IR1"},
    )
    s, _ = play(s, "end")
    assert s.phase == BIDDING and rules.turn(s).player == RED
    for level in ("normal", "hard"):
        agent = tammany_agent(rules, level, None, RED)
        action = agent.choose(rules.view(s, RED), rules.legal_actions(s), random.Random(1))
        assert action == TammanyAction("bid", values=(0, 0, 0, 0))


def test_hard_bids_the_smallest_sure_win():
    # spec 12.2, R41-R43: yellow can reach 1 + 2 = 3 votes; red with 2 bosses needs 2 chips
    s = table(
        3,
        year=4,
        current=PURPLE,
        placement_done=True,
        cubes={14: "IR EN"},
        bosses={14: {RED: 2, YELLOW: 1}},
        chips={RED: "IR3 EN2", YELLOW: "EN2 GE3"},
    )
    s, _ = play(s, "end")
    while rules.turn(s).player != RED:  # earlier wards (only one candidate or none)
        assert s.phase == BIDDING
        s, _ = play(s, "bid 0")
    assert s.ward == 14
    agent = tammany_agent(rules, "hard", None, RED)
    action = agent.choose(rules.view(s, RED), rules.legal_actions(s), random.Random(3))
    assert sum(action.values) == 2


def test_mayor_gives_the_weakest_office_to_the_leading_rival():
    # R52, spec 12.2: patronage goes to the weakest rivals
    s = table(4, year=8, mayor=RED, chips={YELLOW: "IR5 EN5"})
    s.vp = [20, 30, 5, 6]
    s.phase = ASSIGN
    s.current = RED
    agent = tammany_agent(rules, "hard", None, RED)
    action = agent.choose(rules.view(s, RED), rules.legal_actions(s), random.Random(0))
    given = {OFFICES[o]: p for p, o in enumerate(action.values) if o >= 0}
    assert given.get("deputy_mayor") != YELLOW
    assert given.get("council_president") != YELLOW
    assert set(given.values()) == {YELLOW, PURPLE, BLACK}


def test_hard_beats_random_players():
    game = get_game("tammany")
    results = [game.result(_play(["hard", "random", "random"], seed)[0].state) for seed in range(3)]
    assert sum(r.winner == 0 for r in results) >= 3


@pytest.mark.slow
def test_hard_beats_normal_players_often():
    game = get_game("tammany")
    wins = 0
    for seed in range(12):
        seats = ["normal"] * 4
        seats[seed % 4] = "hard"
        match, _ = _play(seats, 100 + seed)
        wins += game.result(match.state).winner == seed % 4
    assert wins >= 5


@pytest.mark.slow
def test_normal_beats_easy():
    game = get_game("tammany")
    wins = sum(
        game.result(_play(["normal", "easy", "easy"], seed)[0].state).winner == 0
        for seed in range(8)
    )
    assert wins >= 6


def test_levels_and_personalities():
    assert PERSONALITIES == ()
    with pytest.raises(ValueError):
        tammany_agent(rules, "hard", "boss", 0)
    with pytest.raises(ValueError):
        tammany_agent(rules, "genius", None, 0)
    assert isinstance(make_agent("tammany", Seat("easy"), 1), EasyAgent)
    assert isinstance(make_agent("tammany", Seat("hard"), 1), GreedyAgent)
    assert isinstance(make_agent("tammany", Seat("random"), 1), RandomAgent)


def test_last_placement_of_the_term_makes_tammany_hall_safe():
    # R41, R48: ward 14 is worth 2 VP and tied; nobody replies to the last placement of
    # year 4, so purple makes sure of it (a boss there, or a cube whose chip outbids yellow)
    s = table(
        3,
        year=4,
        current=PURPLE,
        bosses={14: {YELLOW: 1, PURPLE: 1}, 1: {RED: 1}, 2: {YELLOW: 1}},
        garden="GE2",
    )
    for level in ("normal", "hard"):
        agent = tammany_agent(rules, level, None, PURPLE)
        action = agent.choose(rules.view(s, PURPLE), rules.legal_actions(s), random.Random(0))
        after, _ = rules.apply(s, action)
        assert action.kind in ("place", "place_cube")
        assert sure_win(after, 14, PURPLE) <= sum(after.eligible(PURPLE, 14))


def test_slander_removes_the_sole_rival_boss_late_in_the_term():
    # R33, spec 12.2: in year 8 the last player removes yellow's only boss in ward 14,
    # which yellow's chips would otherwise win
    s = table(
        3,
        year=8,
        current=PURPLE,
        placement_done=True,
        cubes={14: "IR2"},
        bosses={14: {YELLOW: 1, PURPLE: 1}},
        chips={PURPLE: "IR1", YELLOW: "IR3"},
    )
    agent = tammany_agent(rules, "hard", None, PURPLE)
    action = agent.choose(rules.view(s, PURPLE), rules.legal_actions(s), random.Random(0))
    assert action == TammanyAction("slander", YELLOW, 14, 0)
