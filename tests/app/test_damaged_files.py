"""No file stops the window, and nothing a player saved is lost: each case a tester
found, through the real menu, Continue and Load screen."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pygame

from gamebox import i18n
from gamebox.app import autosaves, play
from gamebox.app.app import App
from gamebox.app.scenes import LoadScene, MainMenu
from gamebox.app.session import flush_autosaves
from gamebox.app.settings import Settings, load_settings, save_settings, settings_path
from gamebox.engine.saves import backup_path, save_match
from gamebox.i18n import t
from gamebox.paths import examples_dir, saves_dir
from tests.work_counting import counting

from .helpers import button, capo_match, click, frames, fresh_caches, key

CAPO = examples_dir() / "capo-mid-game.json"


def _rules_changed_copy() -> Path:
    """The example Capo game as an autosave whose one action the rules no longer allow."""
    data = json.loads(CAPO.read_text(encoding="utf-8"))
    data["actions"][40] = "hitman"
    path = autosaves.new_path("capo")
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _rows(scene: LoadScene, path: Path):
    return [row for row in scene.rows if row.path == path]


def test_a_game_whose_rules_changed_is_told_kept_and_listed(app):
    old = _rules_changed_copy()
    before = old.read_bytes()
    app.reset(MainMenu(app))
    frames(app)
    menu = app.top
    assert menu.dialog.is_open  # the window started and says why, once
    message = menu.dialog.spec.message
    assert "could not be resumed" in message and "move 41 (hitman)" in message
    key(app, pygame.K_RETURN)
    assert not menu.dialog.is_open
    assert not button(menu, t("app.menu.continue")).is_enabled

    session = play.start_game(app, capo_match(), "capo")  # a new game: a file of its own
    assert session.autosave != old
    for _ in range(3):
        session.act(session.legal()[0]) if session.legal() else frames(app, 30)
    flush_autosaves()
    assert old.read_bytes() == before

    play.back_to_menu(app)
    frames(app)
    assert not app.top.dialog.is_open  # told once a run
    app.push(LoadScene(app))
    frames(app)
    scene = app.top
    heads = [row.text for row in scene.rows if row.kind == "head"]
    assert heads[0] == t("app.load.in_progress")
    (row,) = _rows(scene, old)
    assert not row.loadable and "move 41 (hitman)" in row.error
    assert row.deletable
    (new,) = _rows(scene, session.autosave)
    assert new.loadable and scene.rows.index(new) < scene.rows.index(
        next(r for r in scene.rows if r.kind == "head" and r.text == t("app.load.yours"))
    )
    app.screenshot(saves_dir().parent / "load-unresumable.png")
    assert old.read_bytes() == before


def test_starting_a_new_game_never_discards_another(app):
    app.reset(MainMenu(app))
    first = play.start_game(app, capo_match(steps=4), "capo")
    play.back_to_menu(app)
    frames(app)
    assert button(app.top, t("app.menu.continue")).is_enabled
    second_match = play.new_match("sheriff", ["human", "easy", "easy"], ["A", "B", "C"], seed=3)
    time.sleep(1.1)  # the second game is the newer one by its saved time
    second = play.start_game(app, second_match, "sheriff")
    assert second.autosave != first.autosave
    play.back_to_menu(app)
    frames(app)
    unfinished = [a for a in autosaves.all_autosaves() if a.unfinished and a.resumable]
    assert {a.path for a in unfinished} == {first.autosave, second.autosave}
    resumed = play.continue_autosave(app)
    assert resumed is not None and resumed.game_id == "sheriff"  # the most recent
    assert resumed.autosave == second.autosave  # goes on in its own file
    play.back_to_menu(app)
    app.push(LoadScene(app))
    frames(app)
    (row,) = _rows(app.top, first.autosave)
    app.top.select(app.top.rows.index(row))
    click(app, button(app.top, t("app.load.load")))
    assert app.top.session.game_id == "capo" and app.top.session.autosave == first.autosave


def test_a_finished_games_autosave_is_replaced_by_the_next_game(app):
    from .helpers import finished_match

    done = autosaves.new_path("capo")
    save_match(finished_match(), done, label="autosave")
    app.reset(MainMenu(app))
    play.start_game(app, capo_match(), "capo")
    assert not done.exists() and not backup_path(done).exists()


def test_the_backup_of_an_unresumable_autosave_is_offered(app):
    path = autosaves.new_path("capo")
    save_match(capo_match(steps=4), path, label="autosave")
    save_match(capo_match(steps=6), path, label="autosave")  # the first is now the .bak
    backup = backup_path(path)
    path.write_text(path.read_text(encoding="utf-8")[:200], encoding="utf-8")  # cut short
    damaged, kept = path.read_bytes(), backup.read_bytes()
    app.reset(MainMenu(app))
    frames(app)
    key(app, pygame.K_RETURN)  # close the report
    app.push(LoadScene(app))
    frames(app)
    scene = app.top
    (row,) = _rows(scene, backup)
    assert row.loadable and row.backup_of
    scene.select(scene.rows.index(row))
    click(app, button(scene, t("app.load.load")))
    session = app.top.session
    assert len(session.match.log) == 4
    assert session.autosave not in (path, backup)  # a new autosave; neither file is written
    flush_autosaves()
    assert path.read_bytes() == damaged and backup.read_bytes() == kept


def test_bad_autosaves_never_stop_the_window():
    cases = {
        "year-one": lambda d: d.update(saved_at="0001-01-01T00:00:00+01:00"),
        "nul-game": lambda d: d.update(game="capo\x00"),
        "nul-name": lambda d: d["names"].__setitem__(1, "\x00"),
        "nul-label": lambda d: d.update(label="a\x00b"),
        "float-start": lambda d: d["options"].update(start_player=1.0),
        "nan-progress": lambda d: d["progress"].update(actions=float("nan")),
        "long-label": lambda d: d.update(label="x" * 20_000),
        "long-action": lambda d: d["actions"].__setitem__(5, "roll" * 2500),
    }
    for name, change in cases.items():
        folder = autosaves.folder()
        for old in folder.iterdir():
            old.unlink()
        data = json.loads(CAPO.read_text(encoding="utf-8"))
        change(data)
        path = folder / f"capo-{name}.json"
        path.write_text(json.dumps(data), encoding="utf-8")  # NaN written as JSON allows not
        before = path.read_bytes()
        fresh_caches()
        app = App(size=(960, 540), persist_settings=True, navigator=play.Navigation)
        with counting() as work:
            app.reset(MainMenu(app))
            frames(app)
            assert app.top.dialog.is_open, name
            app.push(LoadScene(app))
            frames(app)
        # Its header is read once by the menu and once by the Load screen, however many
        # frames they draw, and a save refused by its header is never replayed.
        assert work.opened[path] <= 2 and work.replayed == 0, (name, work.opened)
        (row,) = _rows(app.top, path)
        assert not row.loadable and row.error, name
        assert path.read_bytes() == before, name
        app.reset(MainMenu(app))


def test_settings_damage_is_set_aside_under_a_new_name_each_time(headless_home):
    path = settings_path()
    path.write_text("[" * 50_000, encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings() and "nested far too deeply" in message
    first = path.with_name("settings.json.damaged")
    assert first.read_text(encoding="utf-8") == "[" * 50_000
    path.write_text('{"language": "xx"}', encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings() and "damaged at language" in message
    assert first.read_text(encoding="utf-8") == "[" * 50_000  # never overwritten
    assert path.with_name("settings.json.damaged-2").read_text(encoding="utf-8") == (
        '{"language": "xx"}'
    )
    path.write_text('{"language": ""}', encoding="utf-8")
    assert load_settings()[0] == Settings()
    assert path.with_name("settings.json.damaged-3").exists()
    path.write_text("[" * 100_000, encoding="utf-8")
    assert "far too large" in load_settings()[1]


def test_settings_messages_are_worded_for_the_player_in_both_languages(headless_home):
    path = settings_path()
    path.write_text('{"speed": "fast', encoding="utf-8")
    message = load_settings()[1]
    assert "Unterminated" not in message
    assert "could not be used" in message and "settings.json.damaged" in message
    path.write_text('{"speed": "fast', encoding="utf-8")
    try:
        i18n.set_language("el")
        message = load_settings()[1]
    finally:
        i18n.set_language("en")
    assert "Οι ρυθμίσεις σας" in message and "γραμμή 1" in message


def test_settings_are_never_written_over_a_file_that_could_not_be_read(headless_home):
    path = settings_path()
    path.write_text("{ not settings", encoding="utf-8")
    try:
        save_settings(Settings(speed="fast"))
    except OSError as error:
        assert "settings.json" in str(error)
    else:
        raise AssertionError("wrote over an unreadable settings file")
    assert path.read_text(encoding="utf-8") == "{ not settings"


def test_stale_temporary_files_are_cleaned_up_on_start(headless_home):
    old = time.time() - 3600
    stale = [
        saves_dir() / ".autosave.json.k2j3.tmp",
        autosaves.folder() / ".capo-1.json.x9.tmp",
        settings_path().with_name(".settings.json.ab.tmp"),
    ]
    fresh = autosaves.folder() / ".sheriff-2.json.now.tmp"  # a write under way elsewhere
    for path in [*stale, fresh]:
        path.write_text("partial", encoding="utf-8")
    for path in stale:
        os.utime(path, (old, old))
    keep = saves_dir() / "mine.tmp"  # not one of ours
    keep.write_text("mine", encoding="utf-8")
    os.utime(keep, (old, old))
    fresh_caches()
    App(size=(960, 540), persist_settings=True, navigator=play.Navigation)
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and keep.exists()
