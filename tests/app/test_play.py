"""Starting, continuing and naming games (gamebox.app.play) and the window entry point."""

from __future__ import annotations

import pygame

from gamebox.app import autosaves, main, matches, play
from gamebox.app.scenes import MainMenu
from gamebox.cli_common import MAX_SEED
from gamebox.engine.match import Seat
from gamebox.engine.saves import read_save, save_match
from gamebox.games.capo.scene import TableScene
from gamebox.i18n import t
from gamebox.paths import saves_dir

from .helpers import button, capo_match, finished_match, frames, key


def test_new_match_uses_the_seats_names_options_and_a_seed():
    match = play.new_match("capo", ["human", "hard"], ["Ann", "Bob"], {"slot_rule": "per_turn"}, 11)
    assert match.seats == [Seat("human"), Seat("hard")]
    assert match.names == ["Ann", "Bob"] and match.seed == 11
    assert match.options == {"slot_rule": "per_turn"}


def test_new_match_without_a_seed_keeps_a_fresh_one(monkeypatch):
    drawn = iter([424242, 99])
    monkeypatch.setattr(matches, "new_seed", lambda: next(drawn))
    assert play.new_match("capo", ["human", "easy"], ["A", "B"]).seed == 424242
    assert play.new_match("capo", ["human", "easy"], ["A", "B"]).seed == 99


def test_a_fresh_seed_is_one_the_command_line_accepts():
    seeds = {matches.new_seed() for _ in range(20)}
    assert all(0 <= seed <= MAX_SEED for seed in seeds)
    assert len(seeds) > 1  # drawn anew, not one fixed seed


def test_start_game_pushes_the_table_with_an_autosaving_session(app):
    app.reset(MainMenu(app))
    match = capo_match(steps=3)
    session = play.start_game(app, match, "capo")
    assert isinstance(app.top, TableScene)
    assert app.top.session is session and session.match is match
    assert session.autosave.parent == saves_dir() / "autosaves"
    assert session.autosave.name.startswith("capo-")
    assert session.pause == app.settings.animation_seconds
    assert read_save(session.autosave)["label"] == "autosave"
    assert len(app.stack) == 2


def test_continue_with_a_damaged_autosave_shows_why_and_keeps_the_file(app):
    path = autosaves.new_path("capo")
    save_match(capo_match(steps=5), path, label="autosave")
    data = path.read_text(encoding="utf-8").replace('"actions": [', '"actions": ["nonsense", ')
    path.write_text(data, encoding="utf-8")
    app.reset(MainMenu(app))
    frames(app)
    menu = app.top
    assert menu.dialog.is_open  # told at once, the menu under it works
    assert "nonsense" in menu.dialog.spec.message
    assert not button(menu, t("app.menu.continue")).is_enabled  # nothing else to resume
    assert path.read_text(encoding="utf-8") == data
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    frames(app)
    assert not menu.dialog.is_open
    app.reset(MainMenu(app))  # once a run: back at the menu, no second dialog
    frames(app)
    assert not app.top.dialog.is_open
    play.resume_file(app, path)  # asked for by name: says why, changes nothing
    assert app.top.dialog.is_open and "nonsense" in app.top.dialog.spec.message
    assert path.read_text(encoding="utf-8") == data


def test_continue_is_disabled_without_a_readable_autosave(app):
    autosaves.new_path("capo").write_text("not a save", encoding="utf-8")
    app.reset(MainMenu(app))
    frames(app)
    assert not button(app.top, t("app.menu.continue")).is_enabled
    assert app.top.continue_detail() == t("app.menu.no_autosave")


def test_save_names_become_safe_file_names():
    assert play.slug("Friday night!") == "friday-night"
    assert play.slug("  ") == "save"
    assert play.slug("Autosave") == "autosave-save"
    assert play.slug("Autosaves") == "autosaves-save"
    assert play.slug("CON") == "con-save"
    assert play.slug("Παρασκευή βράδυ") == "παρασκευή-βράδυ"
    assert play.slug("a/../../b") == "a-b"
    assert len(play.slug("x" * 200)) == 60
    assert play.save_path("Game 1").parent == saves_dir()


def test_run_gui_opens_the_menu_and_returns_when_the_window_closes(monkeypatch):
    seen = {}

    def fake_run(self, first):
        self.reset(first(self))
        seen["top"] = type(self.top)
        self.quit()

    monkeypatch.setattr("gamebox.app.app.App.run", fake_run)
    assert main.run_gui() == 0
    assert seen["top"] is MainMenu


def test_continue_offers_only_an_unfinished_game(app):
    save_match(finished_match(), autosaves.new_path("capo"), label="autosave")
    assert autosaves.newest_resumable() is None
    app.reset(MainMenu(app))
    frames(app)
    menu = app.top
    assert not button(menu, t("app.menu.continue")).is_enabled
    assert menu.continue_detail() == t("app.menu.no_autosave")
    save_match(capo_match(steps=5), autosaves.new_path("capo"), label="autosave")
    newest = autosaves.newest_resumable()
    assert newest is not None and not newest.info.over
    app.reset(MainMenu(app))
    frames(app)
    assert button(app.top, t("app.menu.continue")).is_enabled


def test_continue_resumes_sheriff_mid_inspection_and_tammany_mid_election(app):
    """Continue through the menu puts the game's own table back at the very same moment:
    the autosave replays to the same state, and the same person is asked to act."""
    import importlib
    import shutil

    from gamebox.app.session import flush_autosaves
    from gamebox.engine.saves import load_match, state_digest
    from gamebox.games import get_game
    from gamebox.paths import examples_dir

    for game_id, example, phase in (
        ("sheriff", "sheriff-mid-inspection.json", "choose"),
        ("tammany", "tammany-mid-election.json", "bidding"),
    ):
        saved = load_match(examples_dir() / example, get_game)
        assert saved.state.phase == phase
        flush_autosaves()
        for old in autosaves.folder().iterdir():  # Continue takes the newest game
            old.unlink()
        shutil.copyfile(examples_dir() / example, autosaves.new_path(game_id))
        app.reset(MainMenu(app))
        frames(app)
        session = play.continue_autosave(app)
        assert session is not None and session.game_id == game_id
        scene_module = importlib.import_module(f"gamebox.games.{game_id}.scene")
        assert isinstance(app.top, scene_module.TableScene)
        frames(app)
        match = session.match
        assert state_digest(match.game, match.state) == state_digest(saved.game, saved.state)
        assert match.turn() == saved.turn()


def test_an_autosave_error_is_reported_once_until_it_changes(app):
    app.reset(MainMenu(app))
    session = play.start_game(app, capo_match(steps=3), "capo")
    assert session.unreported_save_error() is None
    session.save_error = "disk full"
    assert session.unreported_save_error() == "disk full"
    assert session.unreported_save_error() is None  # not on every frame
    session.save_error = None
    assert session.unreported_save_error() is None
    session.save_error = "disk full"
    assert session.unreported_save_error() == "disk full"  # a new failure is told again


def test_the_menu_focus_is_on_continue_when_a_game_waits(app):
    app.reset(MainMenu(app))
    frames(app)
    assert app.top.nav[app.top.focus] is not app.top.continue_button  # nothing waits
    save_match(capo_match(steps=5), autosaves.new_path("capo"), label="autosave")
    app.reset(MainMenu(app))
    frames(app)
    menu = app.top
    assert menu.nav[menu.focus] is menu.continue_button and menu.continue_button.is_enabled
    key(app, pygame.K_RETURN)  # Enter resumes it
    assert app.top is not menu and app.top.session.game_id == "capo"
