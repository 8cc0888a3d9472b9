"""The Load screen: the player's saves, damaged files with their reason (never loaded,
changed or deleted), example games in their own section, Load and Delete."""

from __future__ import annotations

import pygame

from gamebox.app.scenes import LoadScene, MainMenu
from gamebox.app.scenes.load import save_name
from gamebox.engine.saves import save_match
from gamebox.i18n import t
from gamebox.paths import examples_dir, saves_dir

from .helpers import button, capo_match, click, frames, key

BROKEN = '{"format": "gamebox-save", "version": 1, "game": "capo", "seats": ['


def test_a_damaged_save_is_listed_with_its_error_and_left_alone(app):
    broken = saves_dir() / "broken.json"
    broken.write_text(BROKEN, encoding="utf-8")
    before = broken.stat()
    save_match(capo_match(steps=4), saves_dir() / "good.json", label="Good one")
    app.reset(MainMenu(app))
    app.push(LoadScene(app))
    frames(app)
    scene = app.top
    rows = [r for r in scene.rows if r.kind == "save" and not r.example]
    damaged = next(r for r in rows if r.path == broken)
    assert damaged.info is None and "damaged" in (damaged.error or "")
    assert not damaged.loadable and damaged.deletable  # by the player, after a question
    good = next(r for r in rows if r.path and r.path.name == "good.json")
    assert save_name(good) == "Good one"
    assert scene.current is good  # the first readable save is selected, not the broken one

    # select the damaged row: Load is disabled and Enter does nothing; Delete only asks
    click(app, scene.row_rect(scene.rows.index(damaged)))
    assert scene.current is damaged
    assert not scene.load_button.is_enabled and scene.delete_button.is_enabled
    key(app, pygame.K_RETURN)
    assert app.top is scene and not scene.dialog.is_open
    key(app, pygame.K_DELETE)
    assert scene.dialog.is_open
    key(app, pygame.K_ESCAPE)  # cancelled: the file stays as it was
    assert app.top is scene and not scene.dialog.is_open
    assert broken.read_text(encoding="utf-8") == BROKEN
    assert broken.stat().st_mtime_ns == before.st_mtime_ns
    frames(app)
    assert app.screenshot(saves_dir().parent / "load.png").is_file()


def test_delete_asks_first_then_removes_the_save(app):
    path = saves_dir() / "old.json"
    save_match(capo_match(), path, label="Old game")
    app.reset(LoadScene(app))
    frames(app)
    scene = app.top
    assert save_name(scene.current) == "Old game"
    click(app, button(scene, t("app.load.delete")))
    assert scene.dialog.is_open and path.exists()
    key(app, pygame.K_ESCAPE)  # cancel
    assert not scene.dialog.is_open and path.exists()
    key(app, pygame.K_DELETE)
    assert scene.dialog.is_open
    click(app, scene.dialog.confirm_button)
    assert not path.exists()
    assert all(r.path != path for r in app.top.rows)


def test_examples_have_their_own_section_and_cannot_be_deleted(app, monkeypatch, tmp_path):
    shipped = tmp_path / "examples"
    shipped.mkdir()
    save_match(capo_match(steps=6), shipped / "capo-example.json", label="Example")
    monkeypatch.setattr("gamebox.app.scenes.load.examples_dir", lambda: shipped)
    app.reset(LoadScene(app))
    frames(app)
    scene = app.top
    heads = [r.text for r in scene.rows if r.kind == "head"]
    assert heads == [t("app.load.in_progress"), t("app.load.yours"), t("app.load.examples")]
    example = next(r for r in scene.rows if r.example)
    assert example.loadable and not example.deletable
    scene.select(scene.rows.index(example))
    assert not scene.delete_button.is_enabled
    click(app, button(scene, t("app.load.load")))
    assert type(app.top).__name__ == "TableScene" or hasattr(app.top, "session")
    assert (shipped / "capo-example.json").is_file()
    assert app.top.session.autosave.is_file()  # a new autosave: the example is never written
    assert app.top.session.autosave.parent == saves_dir() / "autosaves"


def test_the_real_examples_folder_is_listed(app):
    app.reset(LoadScene(app))
    frames(app)
    shipped = list(examples_dir().glob("*.json")) if examples_dir().is_dir() else []
    examples = [r for r in app.top.rows if r.example]
    assert len(examples) == len(shipped)
