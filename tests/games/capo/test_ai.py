"""Capo Dei Capi's computer players: legal, reproducible, and stronger than chance."""

from __future__ import annotations

import pytest

from gamebox.engine.ai.agent import RandomAgent
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game, make_agent
from gamebox.games.capo.ai import EasyAgent


def _play(seats: list[str], seed: int) -> tuple[Match, list]:
    game = get_game("capo")
    match = Match(game, [Seat.parse(s) for s in seats], seed, {"start_player": seed % 2})
    agents = [make_agent("capo", seat, p) for p, seat in enumerate(match.seats)]
    chosen = []
    while not match.is_over:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
            continue
        p = turn.player
        legal = match.legal_actions()
        action = agents[p].choose(match.view(p), legal, match.rng_for(f"ai{p}"))
        assert action in legal
        chosen.append((p, action))
        match.apply(action)
    return match, chosen


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_levels_play_whole_games_legally_and_reproducibly(level):
    first, _ = _play([level, "random"], 11)
    again, _ = _play([level, "random"], 11)
    assert first.actions_text() == again.actions_text()


def test_hard_beats_random_clearly():
    game = get_game("capo")
    results = [game.result(_play(["hard", "random"], seed)[0].state) for seed in range(6)]
    wins = sum(result.winner == 0 for result in results)
    assert wins >= 5


def test_easy_never_spends_mayor_markers_except_reneg():
    # spec 10.5: Street Punk never uses Deceive, Pocket, Scandal, Payoff or Backstab
    _, chosen = _play(["easy", "easy"], 5)
    kinds = {action.kind for _, action in chosen}
    assert kinds.isdisjoint({"deceive", "pocket", "scandal", "payoff", "backstab"})


def test_hard_uses_the_mayor_powers():
    kinds = set()
    for seed in range(4):
        _, chosen = _play(["hard", "normal"], seed)
        kinds |= {action.kind for p, action in chosen if p == 0}
    assert {"reneg", "backstab"} <= kinds


def test_agents_refuse_personalities():
    with pytest.raises(ValueError):
        make_agent("capo", Seat("hard", "smuggler"), 0)
    assert isinstance(make_agent("capo", Seat("easy"), 1), EasyAgent)
    assert isinstance(make_agent("capo", Seat("random"), 1), RandomAgent)
