"""`gamebox simulate`: computer games headless, with a report per seat (text or JSON);
`play_ai_game` plays one match to its end with computer players only (bench uses it too).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from gamebox.cli_common import (
    MAX_SEED,
    PROG,
    CliError,
    check_range,
    computer_players,
    load_game,
    new_match,
    parse_options,
    parse_seats,
    print_json,
    search_budget,
)
from gamebox.engine.stats import percentile

MAX_STEPS = 200_000
"""A game that takes more steps than this is a bug in a rules engine or an agent."""


def play_ai_game(
    match: Any,
    agents: dict[int, Any],
    budget: Any = None,
    on_move: Callable[[int, float], None] | None = None,
    keep_going: Callable[[], bool] | None = None,
) -> int:
    """Play `match` to its end with computer players only; returns the steps taken.

    Each agent gets its seat's view and the legal actions, never the true state;
    `on_move(seat, seconds)` receives the time of every `choose` call. `keep_going`,
    checked after each decision, may stop the game early (benchmarks)."""
    from gamebox.engine.game import IllegalAction

    steps = 0
    while not match.is_over:
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"the game did not end after {MAX_STEPS} steps")
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
            continue
        player = turn.player
        view = match.view(player)
        legal = match.legal_actions()
        rng = match.rng_for(f"ai{player}")
        start = time.perf_counter()
        action = agents[player].choose(view, legal, rng, budget)
        elapsed = time.perf_counter() - start
        if on_move is not None:
            on_move(player, elapsed)
        try:
            match.apply(action)
        except IllegalAction as error:
            raise RuntimeError(
                f"seat {player} ({match.seats[player]}) chose an illegal action {action!s}: {error}"
            ) from None
        if keep_going is not None and not keep_going():
            break
    return steps


# -- simulate -----------------------------------------------------------------------------
def cmd_simulate(args: argparse.Namespace) -> int:
    game = load_game(args.game)
    seats = parse_seats(args.seats, game)
    if any(seat.is_human for seat in seats):
        raise CliError("simulate plays computer seats only: use random, easy, normal or hard")
    check_range("--games", args.games, 1, 100_000)
    check_range("--seed", args.seed, 0, MAX_SEED)
    options = parse_options(args.option)
    budget = search_budget(args.budget)
    n = len(seats)
    computer_players(game.id, seats)  # fail early, before any game, on a level that does not exist

    wins = [0] * n
    wins_starting = [0] * n
    starts = [0] * n
    scores: list[list[int]] = [[] for _ in range(n)]
    ranks: list[list[int]] = [[] for _ in range(n)]
    actions = [0] * n
    times: list[list[float]] = [[] for _ in range(n)]
    decided: Counter[str] = Counter()
    steps_total = 0

    def record(player: int, seconds: float) -> None:
        actions[player] += 1
        times[player].append(seconds)

    started = time.perf_counter()
    for index in range(args.games):
        first = index % n
        match = new_match(game, seats, args.seed + index, {**options, "start_player": first})
        try:
            steps_total += play_ai_game(match, computer_players(game.id, seats), budget, record)
        except RuntimeError as error:
            print(
                f"{PROG}: error: game {index} (seed {args.seed + index}): {error}",
                file=sys.stderr,
            )
            return 1
        result = game.result(match.state)
        starts[first] += 1
        decided[result.decided_by] += 1
        for rank, player in enumerate(result.ranking, 1):
            ranks[player].append(rank)
        for player in range(n):
            scores[player].append(result.scores[player])
        winners = game.winners(match.state)  # partners share a team's win (The Boss at six)
        for player in winners:
            wins[player] += 1
        if first in winners:
            wins_starting[first] += 1
        if args.progress:
            print(".", end="", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - started
    if args.progress:
        print(file=sys.stderr)

    games = args.games

    def ms(value: float | None) -> float | None:
        return None if value is None else round(value * 1000, 4)

    per_seat = [
        {
            "seat": p,
            "kind": str(seats[p]),
            "wins": wins[p],
            "win_rate": round(wins[p] / games, 4),
            "mean_score": round(sum(scores[p]) / games, 3),
            "mean_rank": round(sum(ranks[p]) / games, 3),
            "mean_actions": round(actions[p] / games, 2),
            "move_ms_p50": ms(percentile(times[p], 0.5)),
            "move_ms_p95": ms(percentile(times[p], 0.95)),
            "games_started": starts[p],
            "wins_when_starting": wins_starting[p],
        }
        for p in range(n)
    ]
    report = {
        "game": game.id,
        "seats": [str(seat) for seat in seats],
        "games": games,
        "seed": args.seed,
        "seeds": [args.seed, args.seed + games - 1],
        "budget": args.budget,
        "options": options,
        "seconds": round(seconds, 3),
        "mean_actions": round(sum(actions) / games, 2),
        "mean_steps": round(steps_total / games, 2),
        "decided_by": dict(decided),
        "per_seat": per_seat,
    }
    if args.json:
        print_json(report)
        return 0
    print(
        f"{game.title}: {games} games, seats {','.join(report['seats'])},"
        f" seeds {args.seed}-{args.seed + games - 1}, {seconds:.2f} s,"
        f" {report['mean_actions']} actions/game ({report['mean_steps']} steps with chance)"
    )
    header = (
        f"{'seat':<5}{'kind':<14}{'wins':>6}{'win%':>8}{'score':>8}{'rank':>6}"
        f"{'actions':>9}{'p50 ms':>10}{'p95 ms':>10}"
    )
    print(header)
    for row in per_seat:
        p50 = "-" if row["move_ms_p50"] is None else f"{row['move_ms_p50']:.3f}"
        p95 = "-" if row["move_ms_p95"] is None else f"{row['move_ms_p95']:.3f}"
        print(
            f"{row['seat']:<5}{row['kind']:<14}{row['wins']:>6}{row['win_rate'] * 100:>7.1f}%"
            f"{row['mean_score']:>8.2f}{row['mean_rank']:>6.2f}{row['mean_actions']:>9.1f}"
            f"{p50:>10}{p95:>10}"
        )
    ties = ", ".join(f"{name} {count}" for name, count in sorted(decided.items()))
    print(f"decided by: {ties}")
    return 0
