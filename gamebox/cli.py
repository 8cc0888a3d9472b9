"""The `gamebox` command: the window (default), play, replay, simulate, script, bench,
selftest.

    gamebox                                   the window, at the main menu
    gamebox play capo --seats human,hard      the window, straight at the table
    gamebox play capo --seats human,hard --text          play in the terminal
    gamebox replay saves/sheriff-mid-inspection.json     the window, watching a save
    gamebox simulate capo --seats hard,random --games 200 --seed 1 [--json]
    gamebox script capo --seed 1 [--players N] < actions.txt
    gamebox bench [--quick]                   engine and AI speed
    gamebox bench --ui                        first-frame time, table frame times
    gamebox selftest [--screenshots DIR]      every screen headless, one AI game
    gamebox --version

This module parses the command line and dispatches; the commands live in cli_play,
cli_simulate, cli_bench and cli_script, and what they share (checking the arguments,
building the match, the usage error) in cli_common. Those never import this module.

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
import sys
from collections.abc import Sequence
from pathlib import Path

from gamebox import __version__
from gamebox.cli_bench import cmd_bench
from gamebox.cli_common import (
    LEVELS,
    MAX_SEED,
    PROG,
    CliError,
    check_range,
    load_game,
    new_match,
    parse_options,
    player_names,
    players_text,
    print_json,
    run_gui,
)
from gamebox.cli_play import cmd_play
from gamebox.cli_simulate import MAX_STEPS, cmd_simulate, play_ai_game
from gamebox.engine.stats import percentile

__all__ = [
    "LEVELS",
    "MAX_SEED",
    "MAX_STEPS",
    "PROG",
    "CliError",
    "build_parser",
    "cmd_bench",
    "cmd_play",
    "cmd_script",
    "cmd_selftest",
    "cmd_simulate",
    "main",
    "percentile",
    "play_ai_game",
    "run_gui",
]


# -- script -------------------------------------------------------------------------------
def cmd_script(args: argparse.Namespace) -> int:
    from gamebox.cli_script import ScriptError, read_script, run_script, script_report
    from gamebox.engine.match import Seat

    game = load_game(args.game)
    n = args.players if args.players is not None else game.min_players
    if not game.min_players <= n <= game.max_players:
        raise CliError(f"{game.title} is for {players_text(game)} players, not {n}")
    check_range("--seed", args.seed, 0, MAX_SEED)
    names = player_names(game, n)
    match = new_match(game, [Seat("human")] * n, args.seed, parse_options(args.option), names)
    try:
        applied, events = run_script(match, read_script(args.file, sys.stdin))
    except ScriptError as error:
        raise CliError(str(error)) from None
    print_json(script_report(match, applied, events))
    return 0


# -- selftest -----------------------------------------------------------------------------
def cmd_replay(args: argparse.Namespace) -> int:
    """Open the window at the replay of a save (finished or not); the file is only read.
    A file that cannot be replayed is said on stderr and the window stays shut."""
    from gamebox.engine.saves import SaveError, load_match
    from gamebox.games import get_game, manifest

    path = Path(args.file).expanduser()
    try:
        match = load_match(path, get_game, path.name)
    except SaveError as error:
        raise CliError(str(error)) from error
    if manifest(match.game.id).table is None:
        raise CliError(f"{match.game.title} has no table in the window yet")
    return run_gui(lambda: match, replay=True)


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

    replay = commands.add_parser("replay", help="watch a saved game from its first move")
    replay.add_argument("file", help="a save file (.json), finished or not")
    replay.set_defaults(handler=cmd_replay)

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
