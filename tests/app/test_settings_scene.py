"""Settings are applied live, written to the user's config and read back; a damaged
settings file is kept aside with a message; the settings screen drives all of it."""

from __future__ import annotations

import json

import pygame
import pygame_gui

from gamebox.app import play
from gamebox.app.app import App
from gamebox.app.scenes import MainMenu, SettingsScene
from gamebox.app.scenes.settings import language_name
from gamebox.app.settings import Settings, load_settings, settings_path
from gamebox.i18n import available_languages, t

from .helpers import click, frames, fresh_caches, key


def test_settings_persist_between_runs():
    fresh_caches()
    first = App(persist_settings=True, navigator=play.Navigation)
    first.reset(SettingsScene(first))
    frames(first)
    click(first, first.top.toggles["colour_blind"])
    scene = first.top
    changed = first.settings
    assert changed == Settings(colour_blind=True)
    assert json.loads(settings_path().read_text(encoding="utf-8")) == {
        "language": changed.language,
        "speed": changed.speed,
        "fullscreen": changed.fullscreen,
        "colour_blind": changed.colour_blind,
        "takebacks": changed.takebacks,
        "capo_ask": changed.capo_ask,
    }
    assert isinstance(scene, SettingsScene)
    again, message = load_settings()
    assert again == changed and message is None
    second = App(persist_settings=True, navigator=play.Navigation)
    assert second.settings.colour_blind is True


def test_toggles_and_speed_apply_live(app):
    app.reset(MainMenu(app))
    app.push(SettingsScene(app))
    frames(app)
    scene = app.top
    click(app, scene.toggles["colour_blind"])
    assert app.settings.colour_blind is True
    assert app.top is scene and scene.toggles["colour_blind"].text == t("app.settings.on")
    click(app, scene.toggles["takebacks"])
    assert app.settings.takebacks is False
    speed = next(menu for menu, name in scene.menus.items() if name == "speed")
    pygame.event.post(
        pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
            {"ui_element": speed, "selected_option_id": "fast", "text": "Fast"},
        )
    )
    frames(app)
    assert app.settings.speed == "fast"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_a_damaged_settings_file_is_set_aside():
    path = settings_path()
    path.write_text("{ not json", encoding="utf-8")
    fresh_caches()
    application = App(persist_settings=True, navigator=play.Navigation)
    assert application.settings == Settings()
    aside = path.with_name(path.name + ".damaged")
    assert aside.read_text(encoding="utf-8") == "{ not json"
    assert application.startup_messages and "settings.json" in application.startup_messages[-1]
    application.reset(MainMenu(application))  # the menu tells it in a dialog, once
    assert application.top.dialog.is_open
    assert "settings.json" in application.top.dialog.spec.message
    assert not application.startup_messages


def test_every_language_is_offered_by_its_own_name(app):
    app.reset(SettingsScene(app))
    frames(app)
    language = next(menu for menu, name in app.top.menus.items() if name == "language")
    offered = [text for text, _code in language.options_list]
    assert offered == [language_name(code) for code in available_languages()]
    assert language_name("en") == "English"


def test_a_settings_file_with_the_retired_prompt_key_still_reads(tmp_path):
    """An older file names "skip_empty_prompts" (Capo's Backstab question now follows
    `capo_ask`): it is read as it is, not set aside as damaged."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"colour_blind": True, "skip_empty_prompts": False}),
                    encoding="utf-8")
    settings, message = load_settings(path)
    assert settings == Settings(colour_blind=True) and message is None
    assert path.exists() and not list(tmp_path.glob("*.damaged*"))
