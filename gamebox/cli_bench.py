"""`gamebox bench`: engine speed (random playouts, state copies) and each computer
level's move times per game; `--ui` hands over to gamebox.app.uibench."""

from __future__ import annotations

import argparse
import copy as copy_module
import random
import time
from collections.abc import Callable
from typing import Any

from gamebox.cli_common import (
    LEVELS,
    MAX_SEED,
    CliError,
    check_range,
    computer_player,
    computer_players,
    load_game,
    new_match,
    print_json,
    search_budget,
)
from gamebox.cli_simulate import MAX_STEPS, play_ai_game
from gamebox.engine.stats import percentile


def _random_playout(game: Any, n: int, rng: random.Random, start: int) -> int:
    state = game.new_state(n, {"start_player": start})
    steps = 0
    while not game.turn(state).is_over:
        if game.turn(state).is_chance:
            action = game.sample_chance(state, rng)
        else:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state, _ = game.apply(state, action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"a random playout of {game.id} did not end")
    return steps


def _mid_game_state(game: Any, n: int, seed: int) -> Any:
    rng = random.Random(seed)
    states = [game.new_state(n, {"start_player": 0})]
    while not game.turn(states[-1]).is_over:
        state = states[-1]
        if game.turn(state).is_chance:
            action = game.sample_chance(state, rng)
        else:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        states.append(game.apply(state, action)[0])
    return states[len(states) // 2]


def _rate(work: Callable[[], Any], seconds: float, batch: int = 50) -> float:
    """How many times per second `work` runs, measured for about `seconds`."""
    done = 0
    start = time.perf_counter()
    while True:
        for _ in range(batch):
            work()
        done += batch
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def _bench_level(
    game: Any, level: str, seed: int, seconds: float, max_decisions: int, budget: Any
) -> dict[str, Any]:
    from gamebox.engine.match import Seat

    n = game.min_players
    seats = [Seat(level)] * n
    try:
        computer_player(game.id, seats[0], 0)
    except CliError as error:
        return {"level": level, "skipped": str(error)}
    times: list[float] = []
    deadline = time.perf_counter() + seconds
    games = 0

    def keep_going() -> bool:
        return len(times) < max_decisions and time.perf_counter() < deadline

    while keep_going():
        match = new_match(game, seats, seed + games, {"start_player": games % n})
        agents = computer_players(game.id, seats)
        play_ai_game(match, agents, budget, lambda _p, s: times.append(s), keep_going)
        games += 1
    return {
        "level": level,
        "decisions": len(times),
        "games": games,
        "move_ms_p50": round((percentile(times, 0.5) or 0) * 1000, 3),
        "move_ms_p95": round((percentile(times, 0.95) or 0) * 1000, 3),
    }


def cmd_bench(args: argparse.Namespace) -> int:
    if args.ui_first_frame:  # the process `bench --ui` launches inside a bundle
        from gamebox.app.uibench import first_frame

        return first_frame()
    check_range("--seconds", args.seconds, 0.01, 3600)
    check_range("--seed", args.seed, 0, MAX_SEED)
    if args.ui:
        from gamebox.app.uibench import run as ui_bench

        return ui_bench(args.seconds, args.json)
    from gamebox.games import game_ids

    ids = [load_game(game_id).id for game_id in args.games] if args.games else game_ids()
    total = args.seconds if args.seconds is not None else (1.5 if args.quick else 50.0)
    share = total / len(ids)
    max_decisions = 10 if args.quick else 400
    budget = search_budget(args.budget, None if args.budget or not args.quick else 0.05)
    reports = []
    started = time.perf_counter()
    for game_id in ids:
        game = load_game(game_id)
        n = game.min_players
        rng = random.Random(args.seed)
        playouts = steps = 0
        playout_start = time.perf_counter()
        while True:
            steps += _random_playout(game, n, rng, playouts % n)
            playouts += 1
            playout_time = time.perf_counter() - playout_start
            if playout_time >= share * 0.15:
                break
        state = _mid_game_state(game, n, args.seed)
        faithful = game.encode(state.copy()) == game.encode(state)
        copies = _rate(state.copy, share * 0.05)
        deep = _rate(lambda state=state: copy_module.deepcopy(state), share * 0.05)
        levels = [
            _bench_level(game, level, args.seed, share * 0.75 / len(LEVELS), max_decisions, budget)
            for level in LEVELS
        ]
        reports.append(
            {
                "game": game.id,
                "title": game.title,
                "players": n,
                "random_playouts_per_s": round(playouts / playout_time, 1),
                "playouts": playouts,
                "mean_steps_per_playout": round(steps / playouts, 1),
                "copies_per_s": round(copies),
                "deepcopies_per_s": round(deep),
                "copy_speedup": round(copies / deep, 1),
                "copy_faithful": faithful,
                "ai": levels,
            }
        )
    seconds = time.perf_counter() - started
    if args.json:
        print_json({"seconds": round(seconds, 2), "quick": args.quick, "games": reports})
        return 0
    for report in reports:
        print(f"{report['title']} ({report['game']}, {report['players']} players)")
        print(
            f"  random playouts: {report['random_playouts_per_s']:,.1f}/s"
            f" ({report['playouts']} games, {report['mean_steps_per_playout']} steps each)"
        )
        print(
            f"  state copies: copy() {report['copies_per_s']:,}/s,"
            f" copy.deepcopy {report['deepcopies_per_s']:,}/s:"
            f" copy() is {report['copy_speedup']}x faster"
            + ("" if report["copy_faithful"] else " (WARNING: the copy differs!)")
        )
        for level in report["ai"]:
            if "skipped" in level:
                print(f"  AI {level['level']}: skipped: {level['skipped']}")
            else:
                print(
                    f"  AI {level['level']}: move p50 {level['move_ms_p50']:.3f} ms,"
                    f" p95 {level['move_ms_p95']:.3f} ms over {level['decisions']} decisions"
                    f" ({level['games']} games)"
                )
    note = " (quick)" if args.quick else ""
    if budget is not None:
        limits = []
        if budget.iterations is not None:
            limits.append(f"{budget.iterations} iterations")
        if budget.seconds is not None:
            limits.append(f"{budget.seconds:g} s")
        note += f", AI budget per move: {' or '.join(limits)}"
    print(f"total {seconds:.1f} s{note}")
    return 0
