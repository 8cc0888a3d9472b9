"""The Boss in words (text.py): every event, action and sheet in English and Greek, from
what the reader may see only."""

from __future__ import annotations

import random

import pytest

from gamebox.games.boss import text
from gamebox.games.boss.rules_scoring import BREAKDOWN_KEYS, DECIDED_BY
from gamebox.i18n import has, set_language

from .helpers import game, random_game


@pytest.fixture(params=["en", "el"])
def language(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_every_event_action_and_sheet_has_words(language):
    for n in (3, 6):
        names = game.default_names(n)
        lines: list[str] = []

        def check(before, action, after, events, names=names, lines=lines):
            if not game.turn(before).is_chance:
                viewer = game.turn(before).player
                lines.append(text.describe_action(action, game.view(before, viewer), names))
                lines.append(text.status_text(game.view(before, viewer), names, viewer))
            for e in events:
                lines.append(text.describe_event(game.view_event(e, 0), names))
                lines.append(text.describe_event(e, names))

        final, _ = random_game(n, 5, check)
        result = game.result(final)
        lines.append(text.result_text(result, names))
        lines.append(text.board_text(game.view(final, 0), names))
        for line in lines:
            assert "gamebox." not in line and "%{" not in line, line
        assert len(lines) > 100


def test_hidden_cards_are_worded_as_their_backs():
    set_language("en")
    assert text.card_name("?detroit") == "a card of Detroit"
    assert text.card_name("det_4") == "Detroit 4 million"
    assert text.card_name("stl_5") == "St-Louis shoot-out"
    assert game.default_names(6)[3] == "Yellow 2"
    assert text.colour_name(game.default_names(6), 1) == "White team (White 1 and White 2)"


def test_score_labels_and_decided_by_words_exist():
    for code in ("en", "el"):
        set_language(code)
        for key in BREAKDOWN_KEYS:
            assert has(f"boss.score.{key}")
        for key in DECIDED_BY:
            assert has(f"boss.decided_by.{key}")
    set_language("en")


def test_greek_words_for_a_log_line():
    set_language("el")
    try:
        s = game.new_state(3, {"start_player": 0})
        rng = random.Random(1)
        while s.phase != "place":
            s, _ = game.apply(s, game.sample_chance(s, rng))
        s, ev = game.apply(s, game.parse_action(s, "place DET 2m0o"))
        line = text.describe_event(ev[0], game.default_names(3))
        assert line == (
            "Κίτρινος: βάζει 2 σεσημασμένους στην πόλη Ντιτρόιτ (2 του ίδιου χρώματος εκεί)."
        )
    finally:
        set_language("en")
