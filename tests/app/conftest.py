"""Headless fixtures for the app tests: SDL dummy drivers before pygame starts, a private
GAMEBOX_HOME per test so nothing touches the real user folders, English, and an App that
keeps its settings in memory and moves between screens through play.Navigation.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from . import helpers


@pytest.fixture(autouse=True)
def headless_home(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    from gamebox import i18n

    i18n.set_language("en")
    yield tmp_path / "home"
    i18n.set_language("en")


@pytest.fixture
def app():
    from gamebox.app import play
    from gamebox.app.app import App

    helpers.fresh_caches()
    application = App(size=(1280, 720), persist_settings=False, navigator=play.Navigation)
    yield application
    application.reset(helpers.Blank(application))  # kill every element and worker ref


@pytest.fixture
def small_app():
    from gamebox.app import play
    from gamebox.app.app import App

    helpers.fresh_caches()
    application = App(size=(960, 540), persist_settings=False, navigator=play.Navigation)
    yield application
    application.reset(helpers.Blank(application))
