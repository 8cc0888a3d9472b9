"""Esc at the main menu never closes the box by itself: it asks, and only the question's
Quit (or the Quit button, or the window's close button) quits. Esc elsewhere goes back."""

from __future__ import annotations

import pygame

from gamebox.app.scenes import GamePicker, MainMenu, SettingsScene
from gamebox.i18n import t

from .helpers import button, click, frames, key


def menu(app) -> MainMenu:
    app.reset(MainMenu(app))
    frames(app)
    return app.top


def test_escape_at_the_menu_asks_instead_of_quitting(app):
    scene = menu(app)
    key(app, pygame.K_ESCAPE)
    assert app.running
    assert app.top is scene and scene.dialog.is_open
    assert scene.dialog.spec.title == t("app.menu.quit_title")
    key(app, pygame.K_ESCAPE)  # Esc again: the question goes, the box stays open
    assert app.running and not scene.dialog.is_open
    assert app.top is scene


def test_cancel_keeps_the_menu_working(app):
    scene = menu(app)
    key(app, pygame.K_ESCAPE)
    click(app, scene.dialog.cancel_button)
    assert app.running and not scene.dialog.is_open
    click(app, button(scene, t("app.menu.new_game")))
    assert isinstance(app.top, GamePicker)


def test_many_stray_escapes_never_quit(app):
    menu(app)
    for _ in range(7):
        key(app, pygame.K_ESCAPE, count=1)
    assert app.running


def test_the_question_quits_when_confirmed(app):
    scene = menu(app)
    key(app, pygame.K_ESCAPE)
    click(app, scene.dialog.confirm_button)
    assert not app.running


def test_the_quit_button_and_the_window_quit_at_once(app):
    scene = menu(app)
    click(app, button(scene, t("app.menu.quit")))
    assert not app.running
    app.running = True
    menu(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 1)
    assert not app.running


def test_escape_elsewhere_still_goes_back(app):
    scene = menu(app)
    click(app, button(scene, t("app.menu.settings")))
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.dialog.is_open
    click(app, button(scene, t("app.menu.new_game")))
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.dialog.is_open and app.running


def test_the_menu_no_longer_offers_esc_to_quit():
    from gamebox import i18n

    for code in ("en", "el"):
        i18n.set_language(code)
        assert "Esc" not in t("app.menu.keys")
        assert t("app.menu.quit_question") and t("app.menu.quit_title")
