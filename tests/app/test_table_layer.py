"""The shared table layer: its words render with the shipped fonts, and the replay
viewer plays every game's example save on that game's own table."""

from __future__ import annotations

import importlib
from pathlib import Path

import pygame
import pytest

from gamebox import i18n
from gamebox.app import look
from gamebox.app.table.replay import EVERYONE, start_replay
from gamebox.engine.saves import load_match
from gamebox.games import get_game

from .helpers import frames, key

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = {
    "capo": "capo-mid-game.json",
    "sheriff": "sheriff-mid-inspection.json",
    "tammany": "tammany-mid-election.json",
}


def _leaves(node, prefix="table"):
    if isinstance(node, str):
        yield prefix, node
    else:
        for name, child in node.items():
            yield from _leaves(child, f"{prefix}.{name}")


@pytest.mark.parametrize("code", ["en", "el"])
def test_every_table_word_has_its_glyphs_in_the_shipped_fonts(app, code):
    import json

    data = json.loads((ROOT / "assets" / "i18n" / f"gamebox.{code}.json").read_text("utf-8"))
    words = dict(_leaves(data[code]["table"]))
    assert len(words) > 30
    for style in ("regular", "bold"):
        face = look.font(16, style)
        for name, text in words.items():
            missing = [c for c, m in zip(text, face.metrics(text), strict=True) if m is None]
            assert not missing, (code, style, name, missing)


@pytest.mark.parametrize("game_id", sorted(EXAMPLES))
def test_the_replay_plays_every_games_example_on_its_own_table(app, game_id):
    full = load_match(ROOT / "saves" / EXAMPLES[game_id], get_game)
    scene_class = importlib.import_module(f"gamebox.games.{game_id}.scene").TableScene
    scene = start_replay(app, scene_class, full, game_id)
    frames(app, 2)
    assert scene.session.index == 0 and not scene.session.legal()
    for _ in range(12):
        key(app, pygame.K_RIGHT, 1)
    frames(app, 200)
    assert scene.session.index >= 12
    key(app, pygame.K_END)
    assert get_game(game_id).encode(scene.session.state) == get_game(game_id).encode(full.state)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_HOME)
    assert scene.session.index == 0 and scene.log == []
    key(app, pygame.K_v)  # the next seat's view
    assert scene.session.viewer == 1 or scene.session.viewer is None
    if full.is_over:
        assert EVERYONE in scene.replay.seats()
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene
    i18n.set_language("en")
