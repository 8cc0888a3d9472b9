"""The generic ISMCTS agent plays Capo Dei Capi through `determinize` alone."""

from __future__ import annotations

import math

from gamebox.engine.ai.agent import RandomAgent
from gamebox.engine.ai.ismcts import ISMCTSAgent
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game
from gamebox.games.capo.ai import Evaluator


def _play(game, agents, seed: int, start: int) -> int:
    match = Match(game, [Seat("normal"), Seat("random")], seed, {"start_player": start})
    while not match.is_over:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
            continue
        player = turn.player
        action = agents[player].choose(
            match.view(player), match.legal_actions(), match.rng_for(f"ai{player}")
        )
        match.apply(action)
    return game.result(match.state).winner


def test_ismcts_beats_random_at_capo():
    game = get_game("capo")
    evaluator = Evaluator(game)

    def evaluate(state, player):
        return 1.0 / (1.0 + math.exp(-evaluator(state, player, stop=False) / 3.0))

    searcher = ISMCTSAgent(game, 0, iterations=30, rollout_depth=6, evaluate=evaluate)
    wins = sum(
        _play(game, [searcher, RandomAgent()], seed, seed % 2) == 0 for seed in range(8)
    )
    assert wins >= 7  # a random player wins half; ISMCTS must win clearly
