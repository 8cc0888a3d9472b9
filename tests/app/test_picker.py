"""The game picker names every game of the box in every language, with a medallion letter
that is the game's own (not an article) and cards that stay inside the window."""

from __future__ import annotations

import pytest

from gamebox import i18n
from gamebox.app.scenes.picker import monogram
from gamebox.games import game_ids, get_game, manifest


@pytest.mark.parametrize("language", i18n.available_languages())
def test_every_game_has_its_tagline_in_every_language(language):
    missing = [g for g in game_ids() if not i18n.has(f"{manifest(g).words}.tagline", language)]
    assert not missing


def test_the_medallion_letter_skips_a_leading_article():
    assert monogram("The Boss") == "B"
    assert monogram("Tammany Hall") == "T"
    assert monogram("Copycat") == "C"
    assert monogram("The") == "T"
    assert {g: monogram(get_game(g).title) for g in game_ids()} == {
        g: manifest(g).monogram for g in game_ids()
    }


def test_the_cards_stay_in_the_design_area_and_do_not_overlap(app):
    from gamebox.app.scenes import GamePicker

    picker = GamePicker(app, "play")
    assert len(picker.card_boxes()) == len(game_ids())
    for count in range(1, 7):  # as the box grows: every count up to one game more
        picker.ids = (game_ids() * 2)[:count]
        boxes = picker.card_boxes()
        for i, (x, y, w, h) in enumerate(boxes):
            assert x >= 0 and x + w <= 1280 and y >= 0 and y + h <= 600, count
            for (x2, y2, w2, h2) in boxes[i + 1:]:
                assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y
