"""Seats on every shared screen (setup, pass screen, score sheet, end screen) wear the colour
the game names them by, partners who play one colour wear it both, and the default names
follow the same seat ids."""

from __future__ import annotations

import random

import pytest

from gamebox.app import look
from gamebox.app.scenes import EndScene, MainMenu
from gamebox.app.scenes.scoresheet import seat_looks
from gamebox.app.session import Session
from gamebox.cli_common import player_names
from gamebox.engine.match import Match, Seat, walk
from gamebox.games import game_ids, get_game
from gamebox.i18n import set_language

from .helpers import frames


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
    boss = get_game("boss")
    white = look.player_look(1, False, boss.seat_ids(5))
    blue = look.player_look(4, False, boss.seat_ids(5))
    assert min(white.colour) > 200 and white != blue
    assert look.player_look(1, False, get_game("copycat").seat_ids(4)) == white


def test_the_boss_partners_share_a_colour_and_are_numbered(language):  # R39
    boss = get_game("boss")
    assert boss.seat_ids(6) == ("yellow", "white", "red") * 2
    assert boss.seat_ids(3) == ("yellow", "white", "red")
    names = boss.default_names(6)
    assert len(set(names)) == 6
    assert names[0].endswith("1") and names[3].endswith("2")
    assert names[0][:-2] == names[3][:-2]
    assert player_names(boss, 6) == names
    assert boss.default_names(5)[4] != boss.default_names(5)[1]


def test_a_game_without_seat_words_names_players_by_number():
    copycat = get_game("copycat")
    assert copycat.default_names(2) == ["Red", "White"]
    sheriff = get_game("sheriff")
    assert len(set(sheriff.default_names(5))) == 5


def finished_six(seed: int = 4) -> Match:
    boss = get_game("boss")
    match = Match(boss, [Seat("random")] * 6, seed, {}, boss.default_names(6))
    walk(match, random.Random(seed))
    return match


def test_a_team_win_names_both_partners_and_draws_them_one_colour(app):  # R40
    match = finished_six()
    session = Session(match, "boss")
    seats = match.game.winners(match.state)
    assert len(seats) == 2 and seats[1] - seats[0] == 3
    app.reset(MainMenu(app))
    app.push(EndScene(app, session))
    frames(app)
    words = app.top.winner_words()
    assert all(match.names[p] in words for p in seats)
    looks = seat_looks(app, session)
    assert looks[seats[0]] == looks[seats[1]]


def test_the_standing_lights_leading_partners_together_and_no_tied_rivals(app):
    from gamebox.app.scenes.scoresheet import ScoreSheet

    match = finished_six()
    session = Session(match, "boss")
    breakdown = match.game.result(match.state).breakdown
    assert ScoreSheet(app, session, breakdown).lead() == match.game.winners(match.state)
    rivals = tuple({**part, "total": 7} for part in breakdown)  # everyone tied
    assert ScoreSheet(app, session, rivals).lead() == ()
