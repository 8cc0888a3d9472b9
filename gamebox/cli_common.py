"""What every `gamebox` command shares: the usage error, reading and checking the
arguments (game, seats, options, names, budget) and building the match, the window.

The command modules (cli_play, cli_simulate, cli_bench, cli_script) import from here and
never from `gamebox.cli`, which only parses the command line and dispatches.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

LEVELS = ("easy", "normal", "hard")
PROG = "gamebox"


class CliError(Exception):
    """A mistake in what the user asked for: one clear line on stderr, exit code 2."""


# -- the window ---------------------------------------------------------------------------
def run_gui(start: Callable[[], Any] | None = None, replay: bool = False) -> int:
    """Open the Gamebox window: the main menu, or with `start` (which builds a match)
    straight at that game's table (with `replay`: its replay from the first move)."""
    from gamebox.app.main import run_gui as open_window

    return open_window(start, replay=True) if replay else open_window(start)


# -- shared helpers -----------------------------------------------------------------------
def load_game(game_id: str) -> Any:
    from gamebox.engine.data import DataError
    from gamebox.games import get_game

    try:
        return get_game(game_id.strip().lower())
    except KeyError as error:
        raise CliError(error.args[0]) from None
    except (DataError, FileNotFoundError) as error:  # a damaged data file, no assets folder
        raise CliError(f"{game_id} cannot be loaded: {error}") from None


MAX_SEED = 2**63 - 1


def check_range(flag: str, value: float | None, low: float, high: float) -> None:
    """Refuse a number argparse accepted but the command cannot use (nan fails too)."""
    if value is not None and not low <= value <= high:
        raise CliError(f"{flag} must be from {low:,} to {high:,}, not {value:,}")


def players_text(game: Any) -> str:
    low, high = game.min_players, game.max_players
    return f"exactly {low}" if low == high else f"{low} to {high}"


def parse_seats(text: str, game: Any) -> list[Any]:
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
            f"{game.title} is for {players_text(game)} players,"
            f" but --seats {text!r} names {len(seats)}"
        )
    return seats


def parse_options(pairs: Sequence[str] | None) -> dict[str, Any]:
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


def computer_player(game_id: str, seat: Any, player: int) -> Any:
    from gamebox.games import make_agent, manifest

    try:
        if seat.kind != "random" and not seat.is_human and manifest(game_id).ai is None:
            raise CliError(
                f"the computer level {seat.kind!r} is not available for {game_id} yet"
                " (it has no computer players); use random seats for now"
            )
        return make_agent(game_id, seat, player)
    except ModuleNotFoundError as error:
        raise CliError(f"cannot make the computer player {seat}: {error}") from None
    except (AttributeError, ImportError, KeyError, TypeError, ValueError) as error:
        raise CliError(f"cannot make the computer player {seat} for {game_id}: {error}") from None


def computer_players(game_id: str, seats: Sequence[Any]) -> dict[int, Any]:
    return {
        p: computer_player(game_id, seat, p) for p, seat in enumerate(seats) if not seat.is_human
    }


def player_names(game: Any, count: int, text: str | None = None) -> list[str]:
    """The names given with --names, else the game's default names for the seats."""
    if text:
        names = [name.strip() for name in text.split(",")]
        if len(names) != count or not all(names):
            raise CliError(f"--names {text!r}: give {count} non-empty names, one per seat")
        return names
    return game.default_names(count)


def new_match(
    game: Any, seats: list[Any], seed: int, options: dict[str, Any], names: list[str] | None = None
) -> Any:
    from gamebox.engine.match import Match

    try:
        return Match(game, seats, seed, options, names)
    except ValueError as error:  # bad options or player count, worded by the game
        raise CliError(str(error)) from None


def search_budget(iterations: int | None, seconds: float | None = None) -> Any:
    from gamebox.engine.ai.agent import Budget

    if iterations is None and seconds is None:
        return None
    check_range("--budget", iterations, 1, 1_000_000)
    return Budget(iterations=iterations, seconds=seconds)


def print_json(data: Any) -> None:
    print(json.dumps(data, indent=2, ensure_ascii=False, default=str))
