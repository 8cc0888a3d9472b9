"""The `gamebox` command: the window (default), play, simulate, script, bench, selftest.

    gamebox                                   the window, at the main menu
    gamebox play capo --seats human,hard      the window, straight at the table
    gamebox play capo --seats human,hard --text          play in the terminal
    gamebox simulate capo --seats hard,random --games 200 --seed 1 [--json]
    gamebox script capo --seed 1 [--players N] < actions.txt
    gamebox bench [--quick]                   engine and AI speed
    gamebox bench --ui                        first-frame time, table frame times
    gamebox selftest [--screenshots DIR]      every screen headless, one AI game
    gamebox --version

Decisions written down here (DESIGN.md leaves them open):

- Seeds. `simulate` plays game *i* (counting from 0) with seed `S + i` and start player
  `i % players`, so any simulated game can be replayed alone with `--seed S+i`.
  `play` without `--seed` picks a random seed and prints it.
- Agents only ever get `game.view(state, seat)` and the legal actions, with their own
  generator `match.rng_for(f"ai{seat}")`; chance comes from `match.play_chance()`. Move
  times are the wall time of each `agent.choose` call alone.
- The terminal game shows the table and the log from the one human's seat; with two or
  more people at one terminal everything is shown as an onlooker sees it (R77: face-down
  bribes stay face down for everyone), and with no person at all it is a game to watch.
- Words the player reads while playing come from the i18n files; the developer tools'
  reports (simulate, script, bench) and error messages are English, like argparse's own.
- Usage mistakes (unknown game, bad seats, wrong player count, an illegal script line)
  print one line to stderr and exit with 2; they never show a traceback.
"""

from __future__ import annotations

import argparse
import copy as copy_module
import importlib
import importlib.util
import json
import random
import shlex
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import IO, Any

from gamebox import __version__
from gamebox.engine.stats import percentile

LEVELS = ("easy", "normal", "hard")
PROG = "gamebox"


class CliError(Exception):
    """A mistake in what the user asked for: one clear line on stderr, exit code 2."""


# -- the window ---------------------------------------------------------------------------
def run_gui(start: Callable[[], Any] | None = None) -> int:
    """Open the Gamebox window: the main menu, or with `start` (which builds a match)
    straight at that game's table."""
    from gamebox.app.main import run_gui as open_window

    return open_window(start)


# -- shared helpers -----------------------------------------------------------------------
def _game(game_id: str) -> Any:
    from gamebox.engine.data import DataError
    from gamebox.games import get_game

    try:
        return get_game(game_id.strip().lower())
    except KeyError as error:
        raise CliError(error.args[0]) from None
    except (DataError, FileNotFoundError) as error:  # a damaged data file, no assets folder
        raise CliError(f"{game_id} cannot be loaded: {error}") from None


MAX_SEED = 2**63 - 1


def _check(flag: str, value: float | None, low: float, high: float) -> None:
    """Refuse a number argparse accepted but the command cannot use (nan fails too)."""
    if value is not None and not low <= value <= high:
        raise CliError(f"{flag} must be from {low:,} to {high:,}, not {value:,}")


def _players_text(game: Any) -> str:
    low, high = game.min_players, game.max_players
    return f"exactly {low}" if low == high else f"{low} to {high}"


def _seats(text: str, game: Any) -> list[Any]:
    from gamebox.engine.match import Seat

    seats = []
    for part in text.split(","):
        if not part.strip():
            raise CliError(f"--seats {text!r}: an empty seat; separate seats with commas")
        try:
            seats.append(Seat.parse(part))
        except ValueError as error:
            raise CliError(f"--seats: {error}") from None
    if not game.min_players <= len(seats) <= game.max_players:
        raise CliError(
            f"{game.title} is for {_players_text(game)} players,"
            f" but --seats {text!r} names {len(seats)}"
        )
    return seats


def _options(pairs: Sequence[str] | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key:
            raise CliError(f"--option {pair!r}: write it as key=value, e.g. slot_rule=per_turn")
        if len(pair) > 100:
            raise CliError(f"--option {pair[:40]!r}...: far too long for an option")
        if value.lower() in ("true", "false"):
            options[key] = value.lower() == "true"
            continue
        try:
            options[key] = int(value)
        except ValueError:
            options[key] = value
    return options


def _agent(game_id: str, seat: Any, player: int) -> Any:
    from gamebox.games import make_agent

    try:
        return make_agent(game_id, seat, player)
    except ModuleNotFoundError as error:
        if error.name == f"gamebox.games.{game_id}.ai":
            raise CliError(
                f"the computer level {seat.kind!r} is not available for {game_id} yet"
                f" (no module {error.name}); use random seats for now"
            ) from None
        raise CliError(f"cannot make the computer player {seat}: {error}") from None
    except (AttributeError, ImportError, KeyError, TypeError, ValueError) as error:
        raise CliError(f"cannot make the computer player {seat} for {game_id}: {error}") from None


def _agents(game_id: str, seats: Sequence[Any]) -> dict[int, Any]:
    return {p: _agent(game_id, seat, p) for p, seat in enumerate(seats) if not seat.is_human}


def _text_module(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"gamebox.games.{game_id}.text")
    except ModuleNotFoundError as error:
        if error.name == f"gamebox.games.{game_id}.text":
            return None
        raise


def _names(game_id: str, count: int, text: str | None = None) -> list[str]:
    if text:
        names = [name.strip() for name in text.split(",")]
        if len(names) != count or not all(names):
            raise CliError(f"--names {text!r}: give {count} non-empty names, one per seat")
        return names
    module = _text_module(game_id)
    defaults = list(module.default_names()) if module and hasattr(module, "default_names") else []
    if len(defaults) >= count:
        return defaults[:count]
    return [f"Player {p + 1}" for p in range(count)]


def _new_match(
    game: Any, seats: list[Any], seed: int, options: dict[str, Any], names: list[str] | None = None
) -> Any:
    from gamebox.engine.match import Match

    try:
        return Match(game, seats, seed, options, names)
    except ValueError as error:  # bad options or player count, worded by the game
        raise CliError(str(error)) from None


def _budget(iterations: int | None, seconds: float | None = None) -> Any:
    from gamebox.engine.ai.agent import Budget

    if iterations is None and seconds is None:
        return None
    _check("--budget", iterations, 1, 1_000_000)
    return Budget(iterations=iterations, seconds=seconds)


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


def _print_json(data: Any) -> None:
    print(json.dumps(data, indent=2, ensure_ascii=False, default=str))


# -- simulate -----------------------------------------------------------------------------
def cmd_simulate(args: argparse.Namespace) -> int:
    game = _game(args.game)
    seats = _seats(args.seats, game)
    if any(seat.is_human for seat in seats):
        raise CliError("simulate plays computer seats only: use random, easy, normal or hard")
    _check("--games", args.games, 1, 100_000)
    _check("--seed", args.seed, 0, MAX_SEED)
    options = _options(args.option)
    budget = _budget(args.budget)
    n = len(seats)
    _agents(game.id, seats)  # fail early, before any game, on a level that does not exist

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
        match = _new_match(game, seats, args.seed + index, {**options, "start_player": first})
        try:
            steps_total += play_ai_game(match, _agents(game.id, seats), budget, record)
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
        wins[result.winner] += 1
        if result.winner == first:
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
        _print_json(report)
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


# -- script -------------------------------------------------------------------------------
def cmd_script(args: argparse.Namespace) -> int:
    from gamebox.cli_script import ScriptError, read_script, run_script, script_report
    from gamebox.engine.match import Seat

    game = _game(args.game)
    n = args.players if args.players is not None else game.min_players
    if not game.min_players <= n <= game.max_players:
        raise CliError(f"{game.title} is for {_players_text(game)} players, not {n}")
    _check("--seed", args.seed, 0, MAX_SEED)
    names = _names(game.id, n)
    match = _new_match(game, [Seat("human")] * n, args.seed, _options(args.option), names)
    try:
        applied, events = run_script(match, read_script(args.file, sys.stdin))
    except ScriptError as error:
        raise CliError(str(error)) from None
    _print_json(script_report(match, applied, events))
    return 0


# -- play ---------------------------------------------------------------------------------
_QUIT = object()
_UNDONE = object()


class _TextGame:
    """One game in the terminal: the table before each human decision, a numbered list
    of the legal moves, the log in words from the reader's seat."""

    def __init__(
        self,
        match: Any,
        text: ModuleType,
        agents: dict[int, Any],
        budget: Any,
        command: str,
        stdin: IO[str],
    ) -> None:
        self.match = match
        self.game = match.game
        self.text = text
        self.agents = agents
        self.budget = budget
        self.command = command
        self.stdin = stdin
        try:
            self.interactive = bool(stdin.isatty())
        except (AttributeError, ValueError):
            self.interactive = False
        self.names = match.names
        humans = [p for p, seat in enumerate(match.seats) if seat.is_human]
        self.humans = humans
        self.reader: int | None = humans[0] if len(humans) == 1 else None

    def say(self, line: str = "") -> None:
        print(line, flush=True)

    def log(self, events: Sequence[Any]) -> None:
        for event in events:
            self.say(self.text.describe_event(self.game.view_event(event, self.reader), self.names))

    def run(self) -> int:
        from gamebox.engine.game import IllegalAction
        from gamebox.i18n import t

        match = self.match
        try:
            while not match.is_over:
                turn = match.turn()
                if turn.is_chance:
                    _, events = match.play_chance()
                elif match.seats[turn.player].is_human:
                    choice = self.ask(turn.player)
                    if choice is _QUIT:
                        self.say(t("cli.play.quit", command=self.command))
                        return 0
                    if choice is _UNDONE:
                        continue
                    events = match.apply(choice)
                else:
                    player = turn.player
                    action = self.agents[player].choose(
                        match.view(player),
                        match.legal_actions(),
                        match.rng_for(f"ai{player}"),
                        self.budget,
                    )
                    try:
                        events = match.apply(action)
                    except IllegalAction as error:  # a bug in a computer player
                        print(
                            f"{PROG}: error: {self.names[player]} ({match.seats[player]})"
                            f" chose an illegal action {action!s}: {error}",
                            file=sys.stderr,
                        )
                        return 1
                self.log(events)
        except KeyboardInterrupt:
            self.say()
            self.say(t("cli.play.interrupted"))
            return 130
        self.say()
        self.say(t("cli.play.over"))
        result = self.game.result(match.state)
        if result is not None:
            self.say(self.result_text(result))
        return 0

    def result_text(self, result: Any) -> str:
        if hasattr(self.text, "result_text"):
            return str(self.text.result_text(result, self.names))
        lines = [f"{self.names[p]}: {result.scores[p]}" for p in result.ranking]
        return "\n".join([*lines, f"decided by {result.decided_by}"])

    def show(self, player: int, legal: Sequence[Any]) -> None:
        from gamebox.i18n import t

        view = self.match.view(self.reader)
        self.say()
        self.say(self.text.board_text(view, self.names))
        self.say()
        self.say(t("cli.play.your_move", player=self.names[player]))
        for number, action in enumerate(legal, 1):
            self.say(
                t(
                    "cli.play.choice",
                    number=number,
                    text=self.text.describe_action(action, view, self.names),
                    notation=str(action),
                )
            )

    def ask(self, player: int) -> Any:
        from gamebox.engine.game import IllegalAction
        from gamebox.i18n import t

        match = self.match
        legal = match.legal_actions()
        self.show(player, legal)
        while True:
            print(t("cli.play.prompt", count=len(legal)), end="", flush=True)
            try:
                line = self.stdin.readline()
            except UnicodeDecodeError:
                raise CliError("the input is not UTF-8 text; type or pipe plain text") from None
            if not line:  # end of input
                self.say()
                return _QUIT
            answer = line.strip()
            too_long = len(answer) > self.game.max_action_chars  # refused before parsing
            answer = answer[:40] + "..." if too_long else answer
            if not self.interactive:  # piped input: show what was read, as a terminal would
                self.say(answer)
            lowered = answer.lower()
            if not answer:
                continue
            if too_long:
                self.say(t("cli.play.bad_input", text=answer, count=len(legal)))
                continue
            if lowered in ("q", "quit", "exit"):
                return _QUIT
            if lowered in ("?", "h", "help"):
                self.show(player, legal)
                continue
            if lowered in ("u", "undo"):
                if match.can_undo(player):
                    match.undo(player)
                    self.say(t("cli.play.undone"))
                    return _UNDONE
                self.say(t("cli.play.cannot_undo"))
                continue
            if answer.isdigit():
                number = int(answer)
                if 1 <= number <= len(legal):
                    return legal[number - 1]
                self.say(t("cli.play.bad_input", text=answer, count=len(legal)))
                continue
            try:
                action = self.game.parse_action(match.state, answer)
            except ValueError:
                self.say(t("cli.play.bad_input", text=answer, count=len(legal)))
                continue
            if action in legal:
                return action
            try:
                self.game.apply(match.state, action)
                reason = answer
            except IllegalAction as error:
                reason = str(error)
            self.say(t("cli.play.not_legal", reason=reason))


def _default_seats(game: Any) -> str:
    return ",".join(["human"] + ["hard"] * (game.min_players - 1))


def _play_in_window(args: argparse.Namespace, game: Any, seats: list[Any], options: Any) -> int:
    """`play` without --text: the window opens at the table. Everything the command line
    says is checked before the window opens; default seat names are taken once the window
    has set the player's language."""
    from gamebox.i18n import t

    if args.budget:
        raise CliError(
            "--budget applies to --text games; in the window each level thinks with its own budget"
        )
    if importlib.util.find_spec(f"gamebox.games.{game.id}.scene") is None:
        raise CliError(f"{game.title} has no table in the window yet; try --text")
    _agents(game.id, seats)  # a level that does not exist fails here, not in the window
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    _new_match(game, seats, seed, options, _names(game.id, len(seats), args.names))  # check
    print(t("cli.play.seed", seed=seed))

    def start() -> Any:
        return _new_match(game, seats, seed, options, _names(game.id, len(seats), args.names))

    return run_gui(start)


def cmd_play(args: argparse.Namespace) -> int:
    from gamebox.i18n import t

    game = _game(args.game)
    _check("--seed", args.seed, 0, MAX_SEED)
    seats_text = args.seats or _default_seats(game)
    seats = _seats(seats_text, game)
    names = _names(game.id, len(seats), args.names)
    options = _options(args.option)
    if not args.text:
        return _play_in_window(args, game, seats, options)
    text = _text_module(game.id)
    if text is None:
        raise CliError(f"{game.title} cannot be played in the terminal yet")
    agents = _agents(game.id, seats)
    budget = _budget(args.budget)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    match = _new_match(game, seats, seed, options, names)
    command = ["gamebox", "play", game.id, "--seats", seats_text, "--text", "--seed", str(seed)]
    if args.names:
        command += ["--names", args.names]
    for pair in args.option or ():
        command += ["--option", pair]
    if args.budget:
        command += ["--budget", str(args.budget)]

    print(t("cli.play.seed", seed=seed))
    for player, seat in enumerate(seats):
        if seat.is_human:
            print(t("cli.play.seat_human", player=names[player]))
        else:
            print(t("cli.play.seat_computer", player=names[player], level=str(seat)))
    session = _TextGame(match, text, agents, budget, shlex.join(command), sys.stdin)
    if len(session.humans) > 1:
        print(t("cli.play.hot_seat"))
    return session.run()


# -- bench --------------------------------------------------------------------------------
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
        _agent(game.id, seats[0], 0)
    except CliError as error:
        return {"level": level, "skipped": str(error)}
    times: list[float] = []
    deadline = time.perf_counter() + seconds
    games = 0

    def keep_going() -> bool:
        return len(times) < max_decisions and time.perf_counter() < deadline

    while keep_going():
        match = _new_match(game, seats, seed + games, {"start_player": games % n})
        play_ai_game(
            match, _agents(game.id, seats), budget, lambda _p, s: times.append(s), keep_going
        )
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
    _check("--seconds", args.seconds, 0.01, 3600)
    _check("--seed", args.seed, 0, MAX_SEED)
    if args.ui:
        from gamebox.app.uibench import run as ui_bench

        return ui_bench(args.seconds, args.json)
    from gamebox.games import game_ids

    ids = [_game(game_id).id for game_id in args.games] if args.games else game_ids()
    total = args.seconds if args.seconds is not None else (1.5 if args.quick else 50.0)
    share = total / len(ids)
    max_decisions = 10 if args.quick else 400
    budget = _budget(args.budget, None if args.budget or not args.quick else 0.05)
    reports = []
    started = time.perf_counter()
    for game_id in ids:
        game = _game(game_id)
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
        _print_json({"seconds": round(seconds, 2), "quick": args.quick, "games": reports})
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


# -- selftest -----------------------------------------------------------------------------
def cmd_selftest(args: argparse.Namespace) -> int:
    from gamebox.app.selftest import run as selftest

    return selftest(args.screenshots, out=lambda line: print(line, flush=True))


# -- the parser ---------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Five tabletop games for the desktop. Without a command: the window.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="command")

    play = commands.add_parser("play", help="start a game (--text: in the terminal)")
    play.add_argument("game", help="game id, e.g. capo")
    play.add_argument("--seats", help="comma-separated seats: human, random, easy, normal, hard")
    play.add_argument("--text", action="store_true", help="play in the terminal")
    play.add_argument("--names", help="comma-separated player names (default: the game's)")
    play.add_argument("--seed", type=int, help="seed for dice and draws (default: random)")
    play.add_argument("--budget", type=int, help="AI search iterations per move")
    play.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option")
    play.set_defaults(handler=cmd_play)

    sim = commands.add_parser("simulate", help="play computer games headless and report")
    sim.add_argument("game", help="game id, e.g. capo")
    sim.add_argument("--seats", required=True, help="comma-separated computer seats")
    sim.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    sim.add_argument("--seed", type=int, default=1, help="seed of game 0; game i uses seed+i")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--budget", type=int, help="AI search iterations per move")
    sim.add_argument("--progress", action="store_true", help="a dot per game on stderr")
    sim.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option")
    sim.set_defaults(handler=cmd_simulate)

    script = commands.add_parser("script", help="apply text actions, print the state as JSON")
    script.add_argument("game", help="game id, e.g. capo")
    script.add_argument("--seed", type=int, default=0, help="the match seed (default 0)")
    script.add_argument("--players", type=int, help="number of players (default: the minimum)")
    script.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option")
    script.add_argument("--file", help="read actions from this file instead of stdin")
    script.set_defaults(handler=cmd_script)

    bench = commands.add_parser("bench", help="measure engine and AI speed")
    bench.add_argument("games", nargs="*", help="game ids (default: every game)")
    bench.add_argument("--quick", action="store_true", help="a short run (tests)")
    bench.add_argument("--seconds", type=float, help="total time to spend (default 50)")
    bench.add_argument("--seed", type=int, default=1, help="seed of the measured games")
    bench.add_argument("--budget", type=int, help="AI search iterations per move")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument(
        "--ui",
        action="store_true",
        help="the window instead: time to the first menu frame, and the Capo table's frame"
        " times while the hard AI thinks (--seconds: thinking time to sample, default 10)",
    )
    bench.add_argument("--ui-first-frame", action="store_true", help=argparse.SUPPRESS)
    bench.set_defaults(handler=cmd_bench)

    selftest = commands.add_parser(
        "selftest", help="open every screen headless, play one AI game, save and reload it"
    )
    selftest.add_argument("--screenshots", metavar="DIR", help="write a PNG of every screen here")
    selftest.set_defaults(handler=cmd_selftest)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:  # --help, --version and usage errors from argparse
        code = exit_.code
        return code if isinstance(code, int) else (0 if code is None else 2)
    if args.command is None:
        return run_gui()
    try:
        return int(args.handler(args))
    except CliError as error:
        print(f"{PROG} {args.command}: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
