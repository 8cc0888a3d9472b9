"""Copycat in words (text.py): every event of whole games, every offered choice, the
status line, the table and the result, in English and Greek; no word leaks a hidden card
when given the reader's view (R98)."""

from __future__ import annotations

import random

import pytest

from gamebox.games.copycat import events as E
from gamebox.games.copycat import text
from gamebox.games.copycat.config import VOCABULARY, Effect
from gamebox.i18n import set_language

from .helpers import config, game

NAMES = ["Ann", "Bob", "Cy"]


@pytest.fixture(params=["en", "el"])
def language(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_whole_games_in_words(language):
    rng = random.Random(11)
    s = game.new_state(3)
    kinds = set()
    while not game.turn(s).is_over:
        turn = game.turn(s)
        if turn.is_chance:
            action = game.sample_chance(s, rng)
        else:
            view = game.view(s, turn.player)
            legal = game.legal_actions(s)
            for a in legal[:25]:
                words = text.describe_action(a, view, NAMES)
                assert words and "%{" not in words and "copycat." not in words
            assert text.status_text(view, NAMES, turn.player)
            action = legal[rng.randrange(len(legal))]
        s, events = game.apply(s, action)
        for e in events:
            kinds.add(type(e).__name__)
            for reader in (0, 1, None):
                line = text.describe_event(game.view_event(e, reader), NAMES)
                assert line and "%{" not in line and "copycat." not in line
    board = text.board_text(game.view(s, 0), NAMES)
    assert NAMES[0] in board and "%{" not in board
    result = game.result(s)
    assert NAMES[result.winner] in text.result_text(result, NAMES)
    assert NAMES[result.winner] in text.game_over_text(result, NAMES)
    assert len(kinds) >= 25


def test_hidden_cards_are_not_worded_for_others():  # R98
    e = E.CardDrawn(1, "c36")
    assert "Lobby Lunch" in text.describe_event(game.view_event(e, 1), NAMES)
    assert "Lobby Lunch" not in text.describe_event(game.view_event(e, 0), NAMES)
    sealed = E.OrderCommitted(2, "c61")
    assert "State Visit" not in text.describe_event(game.view_event(sealed, 0), NAMES)
    kept = E.CardsKept(0, ("c36", "c47"))
    assert "Think Tank" not in text.describe_event(game.view_event(kept, 1), NAMES)


def test_every_effect_type_has_words(language):
    for kind in VOCABULARY:
        words = text.effect_text(Effect(kind, amount=2, count=1, max_cards=2,
                                        workers_per_card=1, coins_per_card=1,
                                        cards_per_coin=1, vp_per_coin=1,
                                        options=(Effect("gain_coins", 1), Effect("gain_vp", 2))))
        assert words and "%{" not in words
    for item in (*config.cards, *config.offices):
        assert text.effect_text(item.effect)


def test_default_names_are_the_colours(language):
    names = game.default_names(4)
    assert len(names) == 4 and len(set(names)) == 4
