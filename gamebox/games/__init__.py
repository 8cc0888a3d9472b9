"""Registry of the playable games: id -> Game. Menus and the command line are built from it.

Each game declares its parts once, as `MANIFEST` in its package (gamebox/games/manifest.py);
adding a game to the box is one line here."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from types import ModuleType

from gamebox.engine.ai.agent import Agent, RandomAgent
from gamebox.engine.game import Game
from gamebox.engine.match import Seat
from gamebox.engine.summary import Told
from gamebox.games.manifest import GameManifest

PACKAGES = ("gamebox.games.capo", "gamebox.games.sheriff", "gamebox.games.tammany",
            "gamebox.games.copycat", "gamebox.games.boss")
"""The box: the packages of its games, in the order the menus show them."""


@cache
def _manifests() -> dict[str, GameManifest]:
    found: dict[str, GameManifest] = {}
    for package in PACKAGES:
        declared = importlib.import_module(package).MANIFEST
        found[declared.id] = declared
    return found


def game_ids() -> list[str]:
    return list(_manifests())


def manifest(game_id: str) -> GameManifest:
    try:
        return _manifests()[game_id]
    except KeyError:
        box = ", ".join(_manifests())
        raise KeyError(f"unknown game {game_id!r}: the box has {box}") from None


def text_module(game_id: str) -> ModuleType | None:
    """The game's words (its manifest's `text`: `describe_event`, `describe_action`,
    `status_text`), said alike by `play --text` and the table; None for a game without
    them or outside the box (the tests' example game)."""
    declared = _manifests().get(game_id)
    return None if declared is None or declared.text is None else declared.module("text")


def summary_rule(game_id: str) -> Callable[..., Told | None]:
    """The game's scoring summary, (game, match, event, reader, names) -> `Told` or None
    (its manifest's `summary`); a game without one, or outside the box (the tests'
    example game), never has one to tell."""
    declared = _manifests().get(game_id)
    if declared is None or declared.summary is None:
        return lambda *_: None
    return declared.part("summary")  # type: ignore[no-any-return]


@cache
def get_game(game_id: str) -> Game:
    return manifest(game_id).game()


def make_agent(game_id: str, seat: Seat, player: int) -> Agent:
    """The computer player for a seat: `random` is generic, levels come from the game."""
    if seat.is_human:
        raise ValueError("a human seat has no computer player")
    if seat.kind == "random":
        return RandomAgent()
    module = manifest(game_id).module("ai")
    return module.make_agent(get_game(game_id), seat.kind, seat.personality, player)
