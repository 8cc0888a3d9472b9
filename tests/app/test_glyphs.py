"""No missing-glyph box on screen: every string of the i18n files, the rules references,
and every log line and move description of whole computer games of each game, seen by
an onlooker and by each seat, in both languages, renders with the shipped fonts.

`look.missing_glyphs` asks FreeType: `pygame.font` measures a missing character as the
box it draws, so its metrics cannot tell.
"""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path

import pytest

from gamebox import i18n
from gamebox.app import look, play
from gamebox.app.session import Session
from gamebox.engine.match import Match
from gamebox.games import game_ids, get_game

from .helpers import two_people_match

ROOT = Path(__file__).resolve().parents[2]
STYLES = ("regular", "bold", "italic")


def _leaves(node, path=""):
    if isinstance(node, str):
        yield path, node
    elif isinstance(node, dict):
        for name, child in node.items():
            yield from _leaves(child, f"{path}.{name}")
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from _leaves(child, f"{path}[{index}]")


def _missing(words: str) -> set[str]:
    return set().union(*(look.missing_glyphs(words, style) for style in STYLES))


def test_the_check_finds_a_missing_glyph():
    assert look.missing_glyphs("Tuck \u2192 John") == {"\u2192"}
    assert look.missing_glyphs("Ιρλανδοί · Irish ×3 — «ok» …") == set()


def test_every_i18n_string_and_rules_reference_has_its_glyphs():
    files = sorted((ROOT / "assets" / "i18n").glob("*.json"))
    assert len(files) > 10
    texts = [(path.name + key, words) for path in files
             for key, words in _leaves(json.loads(path.read_text("utf-8")))]
    texts += [(path.name, path.read_text("utf-8"))
              for path in sorted((ROOT / "assets" / "rules").glob("*.md"))]
    where: dict[str, str] = {}  # each character once, with the first place it stands
    for name, words in texts:
        for char in words:
            where.setdefault(char, name)
    missing = _missing("".join(where))
    assert not {char: where[char] for char in missing}


def _computer_game(game_id: str, seed: int) -> tuple[Match, list[str]]:
    """A whole seeded game (two people's seats played at random too) and the words of
    the moves offered along the way, as the player to act reads them."""
    game = get_game(game_id)
    text = importlib.import_module(f"gamebox.games.{game_id}.text")
    match = two_people_match(game_id, seed)
    rng = random.Random(seed)
    offered: list[str] = []
    while not match.is_over and len(match.log) < 3000:
        turn = match.turn()
        if turn.is_chance:
            match.play_chance()
            continue
        legal = match.legal_actions()
        if len(match.log) % 15 == 0:
            view = game.view(match.state, turn.player)
            offered += [text.describe_action(a, view, match.names) for a in legal[:40]]
        match.apply(rng.choice(legal))
    return match, offered


@pytest.mark.parametrize("code", ["en", "el"])
@pytest.mark.parametrize("game_id", game_ids())
def test_every_log_line_of_whole_games_has_its_glyphs(app, game_id, code):
    i18n.set_language(code)
    table = play.table_class(game_id)
    for seed in (1, 2):
        match, lines = _computer_game(game_id, seed)
        session = Session(match, game_id, autosave=None, pause=0)
        scene = table(app, session)
        for viewer in (None, *range(len(match.seats))):
            session.viewer = viewer
            scene.hotseat = viewer is None
            scene.rebuild_log()
            lines += [line.words for line in scene.log]
        lines.append(scene.status_text())
        assert len(lines) > 100
        bad = {words: sorted(m) for words in set(lines) if (m := _missing(words))}
        assert not bad, (game_id, code, seed)
