"""Registry of the playable games: id -> Game. Menus and the command line are built from it."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache

from gamebox.engine.ai.agent import Agent, RandomAgent
from gamebox.engine.game import Game
from gamebox.engine.match import Seat


def _capo() -> Game:
    from gamebox.games.capo.rules import CapoGame

    return CapoGame.from_assets()


def _sheriff() -> Game:
    from gamebox.games.sheriff.rules import SheriffGame

    return SheriffGame.from_assets()


def _tammany() -> Game:
    from gamebox.games.tammany.rules import TammanyGame

    return TammanyGame.from_assets()


def _copycat() -> Game:
    from gamebox.games.copycat.rules import CopycatGame

    return CopycatGame.from_assets()


def _boss() -> Game:
    from gamebox.games.boss.rules import BossGame

    return BossGame.from_assets()


_FACTORIES: dict[str, Callable[[], Game]] = {
    "capo": _capo,
    "sheriff": _sheriff,
    "tammany": _tammany,
    "copycat": _copycat,
    "boss": _boss,
}


def game_ids() -> list[str]:
    return list(_FACTORIES)


@cache
def get_game(game_id: str) -> Game:
    try:
        factory = _FACTORIES[game_id]
    except KeyError:
        raise KeyError(
            f"unknown game {game_id!r}: the box has {', '.join(_FACTORIES)}"
        ) from None
    return factory()


def make_agent(game_id: str, seat: Seat, player: int) -> Agent:
    """The computer player for a seat: `random` is generic, levels come from the game."""
    if seat.is_human:
        raise ValueError("a human seat has no computer player")
    if seat.kind == "random":
        return RandomAgent()
    module = importlib.import_module(f"gamebox.games.{game_id}.ai")
    return module.make_agent(get_game(game_id), seat.kind, seat.personality, player)
