"""End of game (score sheet, tiebreak, Play again, Menu) and the hot-seat pass screen."""

from __future__ import annotations

import pygame

from gamebox import i18n
from gamebox.app import play
from gamebox.app.scenes import EndScene, MainMenu, PassScreen
from gamebox.app.session import Session
from gamebox.games.capo.scene import TableScene
from gamebox.i18n import t

from .helpers import button, capo_match, click, finished_match, frames, key


def test_the_score_sheet_shows_every_part_with_its_label(app):
    match = finished_match()
    session = Session(match, "capo")
    app.reset(MainMenu(app))
    app.push(EndScene(app, session))
    frames(app)
    scene = app.top
    result = match.game.result(match.state)
    rows = scene.rows()
    assert [key for key, _label, _values in rows] == list(result.breakdown[0])
    for key_name, label, values in rows:
        assert label == t(f"capo.score.{key_name}")
        assert values == [part[key_name] for part in result.breakdown]
    assert scene.winner_words() == t("app.end.winner", name=match.names[result.winner])
    assert scene.decided() == t(f"app.end.decided_by.{result.decided_by}")


def test_play_again_keeps_seats_names_options_with_a_new_seed(app):
    match = finished_match()
    match.options["slot_rule"] = "per_turn"
    session = Session(match, "capo")
    app.reset(MainMenu(app))
    app.push(EndScene(app, session))
    frames(app)
    click(app, button(app.top, t("app.end.play_again")))
    table = app.top
    assert isinstance(table, TableScene)
    fresh = table.session.match
    assert fresh is not match and fresh.seed != match.seed
    assert fresh.seats == match.seats and fresh.names == match.names
    assert fresh.options == match.options
    assert [type(s) for s in app.stack] == [MainMenu, TableScene]


def test_menu_from_the_end_goes_back_to_the_main_menu(app):
    session = Session(finished_match(), "capo")
    app.reset(MainMenu(app))
    app.push(EndScene(app, session))
    frames(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu) and len(app.stack) == 1


def test_the_tiebreak_words_exist_for_every_capo_decision():
    for how in ("score", "mayor_markers", "cards", "game_ender"):
        assert i18n.has(f"app.end.decided_by.{how}")


def test_pass_screen_hands_over_on_ready(app):
    match = capo_match(("human", "human"), ("Ann", "Bob"))
    session = Session(match, "capo")
    app.reset(MainMenu(app))
    called = []
    screen = PassScreen(app, session, 1, lambda: called.append(session.viewer))
    app.push(screen)
    key(app, pygame.K_SPACE, count=1)  # too soon: a key meant for the table
    assert app.top is screen and not called
    frames(app, 30)
    assert screen.opaque
    key(app, pygame.K_a)
    assert called == [1] and session.viewer == 1
    assert app.top is not screen


def test_pass_screen_ready_button(app):
    session = Session(capo_match(("human", "human"), ("Ann", "Bob")), "capo")
    app.reset(MainMenu(app))
    screen = PassScreen(app, session, 0)
    app.push(screen)
    frames(app, 30)
    click(app, button(screen, t("app.pass.ready", name="Ann")))
    assert app.top is not screen and session.viewer == 0


def test_default_save_name_has_game_and_date(app):
    session = Session(capo_match(), "capo")
    name = play.default_save_name(session)
    assert name.startswith("Capo Dei Capi")
    assert any(t(f"app.month.{m}") in name for m in range(1, 13))


def test_escape_on_the_pass_screen_opens_the_pause_menu_over_it(app):
    from gamebox.app.scenes import PauseScene

    session = Session(capo_match(("human", "human"), ("Ann", "Bob")), "capo")
    app.reset(MainMenu(app))
    screen = PassScreen(app, session, 1)
    app.push(screen)
    frames(app, 30)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and session.viewer != 1
    key(app, pygame.K_ESCAPE)  # resume: back behind the cover
    assert app.top is screen


def test_a_long_breakdown_fits_between_the_winner_and_the_buttons():
    from gamebox.app.scenes import endgame

    def sheet(rows: int) -> float:
        return endgame.HEADER_H + rows * endgame.EndScene.row_height(None, rows)  # type: ignore[arg-type]

    room = endgame.HEIGHT - 186 - 78 - endgame.SHEET_GAP
    assert endgame.EndScene.row_height(None, 5) == endgame.ROW_H  # type: ignore[arg-type]
    assert sheet(10) <= room  # Tammany Hall's ten rows
