"""The Capo Dei Capi question on the Settings screen: when the table stops to ask about
Reneg and Backstab (`capo_ask`), applied at once, written and read back, checked."""

from __future__ import annotations

import json

import pygame
import pygame_gui

from gamebox.app import play
from gamebox.app.app import App
from gamebox.app.scenes import MainMenu, SettingsScene
from gamebox.app.settings import CAPO_ASK, Settings, load_settings, settings_path
from gamebox.i18n import t

from .helpers import frames, fresh_caches


def test_the_default_asks_when_it_matters():
    assert Settings().capo_ask == "when_it_matters"
    assert CAPO_ASK == ("always", "when_it_matters", "never")


def test_the_settings_screen_offers_the_three_answers_and_applies_one(app):
    app.reset(MainMenu(app))
    app.push(SettingsScene(app))
    frames(app)
    scene = app.top
    menu = next(m for m, name in scene.menus.items() if name == "capo_ask")
    assert [option[1] for option in menu.options_list] == list(CAPO_ASK)
    assert menu.selected_option[1] == "when_it_matters"
    assert t("capo.settings.ask_choice.never") == "Never"
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                         {"ui_element": menu, "selected_option_id": "never",
                                          "text": "Never"}))
    frames(app)
    assert app.settings.capo_ask == "never"


def test_the_answer_is_kept_and_a_wrong_one_is_refused():
    fresh_caches()
    first = App(persist_settings=True, navigator=play.Navigation)
    first.apply_settings(first.settings.with_(capo_ask="always"))
    assert json.loads(settings_path().read_text(encoding="utf-8"))["capo_ask"] == "always"
    again, message = load_settings()
    assert again.capo_ask == "always" and message is None
    settings_path().write_text(json.dumps({"capo_ask": "sometimes"}), encoding="utf-8")
    fallback, message = load_settings()
    assert fallback == Settings() and message is not None  # set aside, defaults used
