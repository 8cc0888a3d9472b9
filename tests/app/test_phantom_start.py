"""A game starts only from a setup's Start, and each input reaches one screen once.

A held key repeats only while a text field has the keyboard: a field killed with the
focus (the form rebuilt by a resize or a full-screen switch, the pause's Save panel
closed) must not leave repeating on, or one held Enter at the menu goes on through the
picker and Capo's setup (the picker's first game) to Start. An event that changed the
screens goes no further; an event of a pygame-gui element that is gone reaches no
scene; Esc with a drop-down list open closes only the list."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from gamebox.app import autosaves, play
from gamebox.app.scene import Scene
from gamebox.app.scenes import (
    GamePicker,
    MainMenu,
    PassScreen,
    PauseScene,
    SettingsScene,
    SetupScene,
)
from gamebox.app.scenes.passscreen import GUARD_SECONDS
from gamebox.app.session import Session
from gamebox.i18n import t

from .helpers import STEP, button, capo_match, click, frames, key


def tables(app) -> list[Scene]:
    return [scene for scene in app.stack if getattr(scene, "session", None) is not None]


def autosave_files() -> list:
    return [a.path for a in autosaves.all_autosaves()]


def hold(app, code: int, seconds: float) -> None:
    """Hold a key down for `seconds`, as pygame delivers it: one KEYDOWN, then while its
    key repeat is on (`pygame.key.get_repeat()`), a KEYDOWN after the delay and at every
    interval, each in a frame of its own; one KEYUP at the end."""
    down = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    pygame.event.post(down)
    frames(app, 1)
    held = STEP
    delay, interval = pygame.key.get_repeat()
    next_repeat = delay / 1000
    while delay and held < seconds:
        if held >= next_repeat:
            pygame.event.post(down)
            next_repeat += interval / 1000
        frames(app, 1)
        held += STEP
        delay, interval = pygame.key.get_repeat()
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    frames(app, 2)


def setup_with_a_name_being_typed(app) -> SetupScene:
    app.reset(MainMenu(app))
    frames(app)
    click(app, button(app.top, t("app.menu.new_game")))
    key(app, pygame.K_RETURN)  # the picker's first game: Capo
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game_id == "capo"
    click(app, setup.name_entries[0])
    assert setup._typing() is setup.name_entries[0]
    assert pygame.key.get_repeat() != (0, 0)  # typing: held keys repeat, as in any field
    return setup


def resize(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
    frames(app)


def full_screen_and_back(app) -> None:
    key(app, pygame.K_F11)
    key(app, pygame.K_F11)


def back_to_the_menu(app) -> MainMenu:
    while not isinstance(app.top, MainMenu):
        key(app, pygame.K_ESCAPE)
    return app.top


@pytest.mark.parametrize("rebuild", [resize, full_screen_and_back], ids=["resize", "F11"])
def test_a_form_rebuilt_while_typing_leaves_no_key_repeat(app, rebuild):
    setup_with_a_name_being_typed(app)
    rebuild(app)
    assert pygame.key.get_repeat() == (0, 0)
    back_to_the_menu(app)
    assert pygame.key.get_repeat() == (0, 0)


@pytest.mark.parametrize("rebuild", [resize, full_screen_and_back], ids=["resize", "F11"])
def test_a_held_enter_at_the_menu_opens_only_the_picker(app, rebuild):
    setup_with_a_name_being_typed(app)
    rebuild(app)
    menu = back_to_the_menu(app)
    hold(app, pygame.K_RETURN, 1.0)
    assert [type(scene) for scene in app.stack] == [MainMenu, GamePicker]
    assert app.stack[0] is menu
    assert not tables(app) and autosave_files() == []


def paused(app) -> PauseScene:
    app.reset(MainMenu(app))
    play.start_game(app, capo_match(steps=4), "capo")
    frames(app)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    return pause


def test_the_pause_save_panel_leaves_no_key_repeat(app):
    pause = paused(app)
    click(app, button(pause, t("app.pause.save")))
    assert pause.mode == "save"
    assert pygame.key.get_repeat() != (0, 0)  # its name field has the keyboard
    key(app, pygame.K_ESCAPE)  # the panel closes, its field with it
    assert pause.mode == "menu"
    assert pygame.key.get_repeat() == (0, 0)
    click(app, button(pause, t("app.pause.save")))
    key(app, pygame.K_RETURN)  # saved: the panel closes
    assert pause.mode == "menu"
    assert pygame.key.get_repeat() == (0, 0)


def test_after_saving_a_held_enter_at_the_menu_starts_nothing(app):
    pause = paused(app)
    click(app, button(pause, t("app.pause.save")))
    key(app, pygame.K_RETURN)
    click(app, button(pause, t("app.pause.menu")))
    menu = app.top
    assert [type(scene) for scene in app.stack] == [MainMenu]
    key(app, pygame.K_DOWN)  # from Continue to New game
    assert menu.nav[menu.focus].text == t("app.menu.new_game")
    before = autosave_files()
    hold(app, pygame.K_RETURN, 1.0)
    assert [type(scene) for scene in app.stack] == [MainMenu, GamePicker]
    assert autosave_files() == before


def test_the_reported_steps(app):
    """Settings, Esc in the open animation-speed list, full screen on and off, a resize,
    Copycat in the picker: each step does what it says and nothing starts."""
    app.reset(MainMenu(app))
    frames(app)
    menu = app.top
    click(app, button(menu, t("app.menu.settings")))
    settings = app.top
    assert isinstance(settings, SettingsScene)
    speed = next(m for m, name in settings.menus.items() if name == "speed")
    click(app, speed)
    assert speed.current_state is speed.menu_states["expanded"]
    key(app, pygame.K_ESCAPE)  # closes the list only
    assert app.top is settings
    assert speed.alive() and speed.current_state is speed.menu_states["closed"]
    key(app, pygame.K_ESCAPE)  # and now Settings
    assert app.top is menu and not menu.dialog.is_open
    full_screen_and_back(app)
    resize(app)
    click(app, button(menu, t("app.menu.new_game")))
    picker = app.top
    assert isinstance(picker, GamePicker)
    click(app, picker.card_rects[picker.ids.index("copycat")])
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game_id == "copycat"
    assert [type(scene) for scene in app.stack] == [MainMenu, GamePicker, SetupScene]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top is menu
    click(app, button(menu, t("app.menu.new_game")))
    assert isinstance(app.top, GamePicker)
    assert not tables(app) and autosave_files() == []
    assert pygame.key.get_repeat() == (0, 0)


def test_start_is_the_way_in_and_the_game_is_autosaved_at_once(app):
    app.reset(MainMenu(app))
    frames(app)
    click(app, button(app.top, t("app.menu.new_game")))
    key(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, SetupScene) and not tables(app)
    click(app, button(setup, t("app.setup.start")))
    (table,) = tables(app)
    assert app.top is table
    path = table.session.autosave
    assert path is not None and path.is_file()
    found = {a.path: a for a in autosaves.all_autosaves()}
    assert found[path].unfinished and found[path].resumable  # Continue and Load see it


# -- the App's dispatch ---------------------------------------------------------------------


class Recorder(Scene):
    """Logs what reaches it; `act` runs on a key and decides whether it is used."""

    def __init__(self, app, name, log, act=None, used=False):
        super().__init__(app)
        self.name, self.log, self.act, self.used = name, log, act, used

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.log.append(self.name)
            if self.act is not None:
                self.act()
            return self.used
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.log.append(f"{self.name} pressed")
        return False


def esc(app) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))


def test_a_key_that_closed_a_screen_reaches_nothing_under_it(app):
    log = []
    bottom = Recorder(app, "bottom", log)
    app.reset(bottom)
    app.push(Recorder(app, "top", log, act=app.pop))
    esc(app)
    assert log == ["top"]
    assert app.stack == [bottom]


def test_a_key_that_opened_new_screens_reaches_none_of_them(app):
    log = []
    fresh = []

    def start_over():
        fresh.extend([Recorder(app, "new menu", log), Recorder(app, "new table", log)])
        app.reset(fresh[0])
        app.push(fresh[1])

    app.reset(Recorder(app, "menu", log))
    app.push(Recorder(app, "picker", log))
    app.push(Recorder(app, "setup", log, act=start_over))
    esc(app)
    assert log == ["setup"]
    assert app.stack == fresh


def test_a_key_nobody_used_still_goes_down_the_stack(app):
    log = []
    app.reset(Recorder(app, "bottom", log))
    app.push(Recorder(app, "top", log))
    esc(app)
    assert log == ["top", "bottom"]


def test_events_of_killed_elements_reach_no_scene(app):
    log = []
    app.reset(Recorder(app, "scene", log))
    frames(app)
    gone = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 80, 30), "Gone", app.ui)
    here = pygame_gui.elements.UIButton(pygame.Rect(10, 50, 80, 30), "Here", app.ui)
    gone.kill()
    for element in (gone, here):
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=element))
    frames(app, 1)
    assert log == ["scene pressed"]
    here.kill()


def test_a_click_and_an_escape_together_do_not_pass_the_screen(app):
    """Resume clicked on the pause menu over a hot-seat cover, Esc in the same frame: Esc
    closes the pause; the click's press, arriving after, must not tell the cover the next
    player is ready (it would show their hand)."""
    session = Session(capo_match(("human", "human")), "capo")
    app.reset(MainMenu(app))
    cover = PassScreen(app, session, 1)
    app.push(cover)
    frames(app, round(GUARD_SECONDS / STEP) + 5)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    at = button(pause, t("app.pause.resume")).rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    )
    frames(app, 3)
    assert app.top is cover and not cover.done


def test_escape_in_an_open_list_of_the_setup_closes_only_the_list(app):
    app.reset(MainMenu(app))
    app.push(SetupScene(app, "boss"))
    frames(app)
    setup = app.top
    menu = setup.kind_menus[1]
    click(app, menu)
    assert menu.current_state is menu.menu_states["expanded"]
    key(app, pygame.K_ESCAPE)
    assert app.top is setup and menu.current_state is menu.menu_states["closed"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_the_frame_after_a_screen_change_shows_the_new_screen(app):
    """A frame with input but no fixed step (a fast display) draws the widgets as they
    are now: the menu's buttons, none of Settings' killed ones."""
    app.reset(MainMenu(app))
    frames(app)
    menu = app.top
    click(app, button(menu, t("app.menu.settings")))
    language = next(m for m, name in app.top.menus.items() if name == "language")
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    )
    app.frame(0.0)
    assert app.top is menu
    shown = app.screen.copy()
    app.frame(STEP)  # a step: pygame-gui updated, the window drawn again
    for rect in (language.rect, button(menu, t("app.menu.quit")).rect):
        assert pygame.image.tobytes(shown.subsurface(rect), "RGB") == pygame.image.tobytes(
            app.screen.subsurface(rect), "RGB"
        )
