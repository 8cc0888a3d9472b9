"""A language switch in Settings applies at once: every screen on the stack is rebuilt in
the new language. Uses a made-up language in a temporary folder, so the real files are
never touched."""

from __future__ import annotations

import json
import shutil

import i18n as python_i18n
import pytest

from gamebox import i18n
from gamebox.app.scenes import MainMenu, SettingsScene
from gamebox.app.scenes import settings as settings_scene
from gamebox.i18n import t

from .helpers import button, frames


@pytest.fixture
def zedish(tmp_path, monkeypatch):
    real = i18n.folder()
    folder = tmp_path / "i18n"
    folder.mkdir()
    shutil.copy(real / "gamebox.en.json", folder / "gamebox.en.json")
    (folder / "gamebox.zz.json").write_text(
        json.dumps({"zz": {"language_name": "Zedish", "app": {"menu": {"new_game": "Zed game"}}}}),
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "folder", lambda: folder)
    i18n._raw.cache_clear()
    i18n.configure()
    settings_scene.language_name.cache_clear()
    yield "zz"
    i18n.set_language("en")
    python_i18n.translations.container.pop("zz", None)
    settings_scene.language_name.cache_clear()
    i18n._raw.cache_clear()


def test_switching_language_rebuilds_the_screens(app, zedish):
    app.reset(MainMenu(app))
    app.push(SettingsScene(app))
    frames(app)
    scene = app.top
    language = next(m for m, name in scene.menus.items() if name == "language")
    assert ("Zedish", "zz") in [tuple(o) for o in language.options_list]
    scene.change(language="zz")
    frames(app)
    assert i18n.language() == "zz" and app.settings.language == "zz"
    assert app.top is scene and scene.elements  # rebuilt, still on top
    app.pop()
    frames(app)
    assert button(app.top, "Zed game")  # the menu under it speaks Zedish
    assert t("app.menu.load") == "Load"  # missing words fall back to English
