"""Every screen draws headless at 1280x720 and at 960x540: the picture has the window's
size and is not blank, and no element sticks out of the window. Set GAMEBOX_SHOTS to a
folder to keep the PNGs for a look."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIDropDownMenu

from gamebox import i18n
from gamebox.app import play
from gamebox.app.app import App
from gamebox.app.scenes import (
    EndScene,
    GamePicker,
    LoadScene,
    MainMenu,
    PassScreen,
    PauseScene,
    RulesScene,
    SettingsScene,
    SetupScene,
)
from gamebox.app.session import Session
from gamebox.engine.saves import save_match
from gamebox.paths import saves_dir

from .helpers import Blank, capo_match, finished_match, frames, fresh_caches, non_blank

SIZES = [(1280, 720), (960, 540)]


def _table(app, match=None):
    return play.start_game(app, match or capo_match(steps=6), "capo")


def _pause_save(app):
    scene = PauseScene(app, _table(app))
    app.push(scene)
    scene.open_save()
    return None


def _dialog(app):
    scene = LoadScene(app)
    app.push(scene)
    scene.dialog.confirm("Delete “Old game” for good?", lambda: None, "Delete", danger=True)
    return None


SCENES = {
    "menu": lambda app: None,
    "picker": lambda app: GamePicker(app, "play"),
    "setup": lambda app: SetupScene(app, "capo"),
    "settings": lambda app: SettingsScene(app),
    "load": lambda app: LoadScene(app),
    "pause": lambda app: PauseScene(app, _table(app)),
    "pause_save": _pause_save,
    "rules": lambda app: RulesScene(app, "capo"),
    "rules_missing": lambda app: RulesScene(app, "nosuchgame"),
    "end": lambda app: EndScene(app, _table(app, finished_match())),
    "pass": lambda app: PassScreen(app, Session(capo_match(("human", "human")), "capo"), 1),
    "dialog": _dialog,
}


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request):
    fresh_caches()
    app = App(size=request.param, persist_settings=False, navigator=play.Navigation)
    save_match(capo_match(steps=4), saves_dir() / "evening.json", label="Evening game")
    (saves_dir() / "broken.json").write_text('{"format": "gamebox-save"', encoding="utf-8")
    yield app
    app.reset(Blank(app))


@pytest.mark.parametrize("name", list(SCENES))
def test_screen_draws(sized_app, name, tmp_path):
    app = sized_app
    app.reset(MainMenu(app))
    scene = SCENES[name](app)
    if scene is not None:
        app.push(scene)
    frames(app, 4)
    size = app.screen.get_size()
    target = Path(os.environ.get("GAMEBOX_SHOTS") or tmp_path) / f"{name}_{size[0]}x{size[1]}.png"
    path = app.screenshot(target)
    image = pygame.image.load(str(path))
    assert image.get_size() == size
    assert non_blank(image)
    window = app.screen.get_rect()
    for element in app.ui.get_root_container().elements:
        if element.visible:
            assert window.contains(element.rect), (name, type(element).__name__, element.rect)


def test_a_resize_rebuilds_the_form_and_keeps_what_was_chosen(app):
    app.reset(MainMenu(app))
    setup = SetupScene(app, "capo")
    app.push(setup)
    frames(app)
    setup.names[0] = "Zoe"
    setup.kinds[1] = "hard"
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540)))
    frames(app)
    assert setup.name_entries[0].get_text() == "Zoe"
    assert setup.kind_menus[1].selected_option[1] == "hard"
    window = pygame.Rect(0, 0, 960, 540)
    for element in app.ui.get_root_container().elements:
        assert window.contains(element.rect)


@pytest.mark.parametrize("code", i18n.available_languages())
def test_every_menu_choice_fits_its_drop_down(sized_app, code):
    """A drop-down shows its text on one line, cut at the edge: every choice of the setup
    and settings menus must fit beside the arrow button, in every language and size."""
    app = sized_app
    app.apply_settings(app.settings.with_(language=code))
    checked = 0
    for make in (lambda: SetupScene(app, "capo"), lambda: SettingsScene(app)):
        app.reset(MainMenu(app))
        app.push(make())
        frames(app, 2)
        for element in app.ui.get_root_container().elements:
            if not isinstance(element, UIDropDownMenu):
                continue
            font = element.ui_theme.get_font(element.combined_element_ids)
            room = element.rect.w - 20 - 2 * 12  # the arrow button, the text padding
            for words, _value in element.options_list:
                assert font.size(words)[0] <= room, (code, words, font.size(words)[0], room)
                checked += 1
    assert checked >= 10
