"""Seats on every shared screen (setup, pass screen, score sheet, end screen) wear the colour
the game names them by, partners who play one colour wear it both, and the default names
follow the same seat ids."""

from __future__ import annotations

import pytest

from gamebox.app import look
from gamebox.cli_common import player_names
from gamebox.games import game_ids, get_game
from gamebox.i18n import set_language


@pytest.fixture(params=["en", "el"])
def language(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("game_id", game_ids())
def test_every_seat_of_every_table_size_has_its_own_look(game_id):
    game = get_game(game_id)
    for n in range(game.min_players, game.max_players + 1):
        ids = game.seat_ids(n)
        for colour_blind in (False, True):
            looks = [look.player_look(p, colour_blind, ids) for p in range(n)]
            for p in range(n):
                for q in range(p):
                    same_id = p < len(ids) and q < len(ids) and ids[p] == ids[q]
                    assert (looks[p] == looks[q]) == same_id, (game_id, n, p, q)
            for token in looks:  # the symbol stands out on its token
                assert contrast(token.ink, token.colour) > 150, (game_id, token)


def test_a_white_seat_is_drawn_white_not_blue():
    ids = get_game("copycat").seat_ids(4)
    white = look.player_look(1, False, ids)
    blue = look.player_look(2, False, ids)
    assert min(white.colour) > 200 and white != blue


def test_a_game_without_seat_words_names_players_by_number():
    copycat = get_game("copycat")
    assert copycat.default_names(2) == ["Red", "White"]
    assert player_names(copycat, 3) == copycat.default_names(3)
    sheriff = get_game("sheriff")
    assert len(set(sheriff.default_names(5))) == 5
