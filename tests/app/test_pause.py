"""The pause menu over a table: Resume, Save into a named slot (with replace
confirmation, errors in a dialog and nothing overwritten), Load, Rules, Settings, Back."""

from __future__ import annotations

import pygame

from gamebox.app import autosaves, play
from gamebox.app.scenes import LoadScene, MainMenu, PauseScene, RulesScene, SettingsScene
from gamebox.engine.saves import read_save
from gamebox.games.capo.scene import TableScene
from gamebox.i18n import t
from gamebox.paths import saves_dir

from .helpers import button, capo_match, click, frames, key


def paused(app):
    app.reset(MainMenu(app))
    session = play.start_game(app, capo_match(steps=4), "capo")
    pause = PauseScene(app, session)
    app.push(pause)
    frames(app)
    return pause


def save_as(app, pause, name):
    click(app, button(pause, t("app.pause.save")))
    pause.entry.set_text(name)
    key(app, pygame.K_RETURN)


def test_resume_pops_back_to_the_table(app):
    pause = paused(app)
    assert not pause.opaque
    click(app, button(pause, t("app.pause.resume")))
    assert isinstance(app.top, TableScene)


def test_save_replaces_only_after_asking(app):
    pause = paused(app)
    save_as(app, pause, "Slot one")
    path = saves_dir() / "slot-one.json"
    first = path.read_text(encoding="utf-8")
    assert read_save(path)["label"] == "Slot one" and pause.mode == "menu"
    save_as(app, pause, "Slot one")
    assert pause.dialog.is_open  # asks before replacing
    key(app, pygame.K_ESCAPE)
    assert path.read_text(encoding="utf-8") == first
    assert pause.mode == "save"
    key(app, pygame.K_RETURN)  # Save again, then confirm with Enter
    assert pause.dialog.is_open
    key(app, pygame.K_RETURN)
    assert not pause.dialog.is_open and pause.mode == "menu"
    assert (saves_dir() / "slot-one.json.bak").is_file()


def test_a_file_that_is_not_a_save_is_never_overwritten(app):
    pause = paused(app)
    mine = saves_dir() / "notes.json"
    mine.write_text('{"my": "notes"}', encoding="utf-8")
    save_as(app, pause, "Notes")
    assert pause.dialog.is_open  # replace?
    click(app, pause.dialog.confirm_button)
    assert pause.dialog.is_open and pause.dialog.spec.title == t("app.dialog.error")
    assert "untouched" in pause.dialog.spec.message
    assert mine.read_text(encoding="utf-8") == '{"my": "notes"}'


def test_load_rules_settings_and_back_to_menu(app):
    pause = paused(app)
    click(app, button(pause, t("app.pause.load")))
    assert isinstance(app.top, LoadScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is pause
    click(app, button(pause, t("app.pause.rules")))
    assert isinstance(app.top, RulesScene) and app.top.game_id == "capo"
    key(app, pygame.K_ESCAPE)
    click(app, button(pause, t("app.pause.settings")))
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is pause
    click(app, button(pause, t("app.pause.menu")))
    assert isinstance(app.top, MainMenu) and len(app.stack) == 1
    assert autosaves.newest_resumable() is not None
