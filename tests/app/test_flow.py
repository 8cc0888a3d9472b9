"""Menu -> picker -> setup -> table -> pause -> save -> menu -> Continue, driven by
synthetic mouse and keyboard events only."""

from __future__ import annotations

import pygame

from gamebox.app import play
from gamebox.app.scenes import GamePicker, MainMenu, PauseScene, SetupScene
from gamebox.engine.saves import read_save
from gamebox.games.capo.scene import TableScene
from gamebox.i18n import t
from gamebox.paths import saves_dir

from .helpers import button, click, frames, key, type_text


def pick_option(app, menu, option_id):
    """Open a drop-down with a click and click one of its options."""
    click(app, menu)
    state = menu.current_state
    options = state.options_selection_list
    for item in options.item_list:
        if item["object_id"] == option_id or item.get("text") == option_id:
            click(app, item["button_element"])
            return
    raise AssertionError(f"no option {option_id!r}")


def test_a_whole_evening(app):
    app.reset(MainMenu(app))
    frames(app)
    menu = app.top
    assert not button(menu, t("app.menu.continue")).is_enabled  # no autosave yet

    click(app, button(menu, t("app.menu.new_game")))
    picker = app.top
    assert isinstance(picker, GamePicker)
    click(app, picker.card_rects[0])
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game_id == "capo"

    # the first name: clear it and type another; the second seat becomes Computer - easy
    entry = setup.name_entries[0]
    click(app, entry)
    entry.set_text("")
    type_text(app, "Ann")
    assert setup.names[0] == "Ann"
    key(app, pygame.K_RETURN)  # leaves the field, does not start
    assert app.top is setup
    pick_option(app, setup.kind_menus[1], "easy")
    assert setup.kinds[1] == "easy"
    pick_option(app, setup.option_menus["start_player"], "red")
    assert setup.options["start_player"] == "red"

    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    assert [type(s) for s in app.stack] == [MainMenu, TableScene]
    session = table.session
    assert session.match.names == ["Ann", "Blue"]
    assert [str(s) for s in session.match.seats] == ["human", "easy"]
    assert session.autosave.is_file()  # written at once

    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button(pause, t("app.pause.save")))
    assert pause.mode == "save" and pause.entry is not None
    assert pause.entry.get_text() == play.default_save_name(session) or pause.entry.get_text()
    pause.entry.set_text("")
    type_text(app, "Friday night")
    key(app, pygame.K_RETURN)
    saved = saves_dir() / "friday-night.json"
    assert saved.is_file()
    assert read_save(saved)["label"] == "Friday night"
    assert pause.mode == "menu"
    actions = len(session.match.log)

    click(app, button(pause, t("app.pause.menu")))
    menu = app.top
    assert isinstance(menu, MainMenu) and len(app.stack) == 1
    resume = button(menu, t("app.menu.continue"))
    assert resume.is_enabled
    click(app, resume)
    table = app.top
    assert isinstance(table, TableScene)
    assert len(table.session.match.log) >= actions
    assert table.session.match.names == ["Ann", "Blue"]


def test_keyboard_moves_the_focus_and_enter_activates(app):
    app.reset(MainMenu(app))
    frames(app)
    menu = app.top
    assert menu.nav[menu.focus].text == t("app.menu.new_game")  # Continue is disabled
    key(app, pygame.K_DOWN)
    assert menu.nav[menu.focus].text == t("app.menu.load")
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "SettingsScene"
    key(app, pygame.K_ESCAPE)
    assert app.top is menu
