"""The shared table layer's replay viewer: every game's example save on that game's own
table, and the ways in (end screen, Load). (Its words' glyphs: test_glyphs.py.)"""

from __future__ import annotations

import importlib
from pathlib import Path

import pygame
import pytest

from gamebox import i18n
from gamebox.app.table.replay import start_replay
from gamebox.engine.saves import load_match
from gamebox.games import get_game

from .helpers import frames, key

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = {
    "capo": "capo-mid-game.json",
    "sheriff": "sheriff-mid-inspection.json",
    "tammany": "tammany-mid-election.json",
    "copycat": "copycat-mid-round.json",
    "boss": "boss-mid-hand.json",
}


@pytest.mark.parametrize("game_id", sorted(EXAMPLES))
def test_the_replay_plays_every_games_example_on_its_own_table(app, game_id):
    full = load_match(ROOT / "saves" / EXAMPLES[game_id], get_game)
    scene_class = importlib.import_module(f"gamebox.games.{game_id}.scene").TableScene
    scene = start_replay(app, scene_class, full, game_id)
    frames(app, 2)
    assert scene.session.index == 0 and not scene.session.legal()
    for _ in range(12):
        key(app, pygame.K_RIGHT, 1)
    frames(app, 200)
    assert scene.session.index >= 12
    key(app, pygame.K_END)
    assert get_game(game_id).encode(scene.session.state) == get_game(game_id).encode(full.state)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_HOME)
    assert scene.session.index == 0 and scene.log == []
    key(app, pygame.K_v)  # an unfinished game: only the person's own view (test_replay_fairness)
    assert scene.session.viewer == 0 and not full.is_over
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene
    i18n.set_language("en")


def test_watch_the_replay_from_the_end_screen_and_back(app):
    from gamebox.app import play
    from gamebox.app.scenes import EndScene, MainMenu
    from gamebox.app.table.replay import ReplaySession

    from .helpers import button, click, finished_match

    app.reset(MainMenu(app))
    session = play.start_game(app, finished_match(), "capo")
    end = EndScene(app, session)
    app.push(end)
    frames(app)
    click(app, button(end, i18n.t("app.end.replay")))
    replay = app.top
    assert isinstance(replay.session, ReplaySession) and replay.session.index == 0
    assert replay.session.full is session.match and not replay.session.legal()
    key(app, pygame.K_END)
    assert replay.session.index == len(session.match.log)
    key(app, pygame.K_ESCAPE)  # closing the replay leads back to the end screen
    assert app.top is end


def test_replay_any_save_from_load_and_a_damaged_one_is_refused(app):
    from gamebox.app.scenes import LoadScene, MainMenu
    from gamebox.engine.saves import save_match
    from gamebox.paths import saves_dir

    from .helpers import button, capo_match, click

    path = saves_dir() / "evening.json"
    save_match(capo_match(steps=9), path, label="Evening")
    before = path.read_bytes()
    app.reset(MainMenu(app))
    app.push(LoadScene(app))
    frames(app)
    scene = app.top
    assert scene.current.path == path and scene.replay_button.is_enabled
    click(app, button(scene, i18n.t("app.load.replay")))
    replay = app.top
    assert replay is not scene and replay.session.total == 9 and replay.session.index == 0
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_r)  # the key does the same
    assert app.top.session.total == 9
    key(app, pygame.K_ESCAPE)
    assert path.read_bytes() == before  # replaying only reads the file
    path.write_text("{ not a save", encoding="utf-8")
    assert app.nav.replay_file(path) is None  # said in a dialog, nothing pushed
    assert app.top is scene and scene.dialog.is_open


@pytest.mark.parametrize("game_id", sorted(EXAMPLES))
def test_question_mark_and_f1_show_every_key_of_the_table(app, game_id):
    from gamebox.app.scenes import MainMenu
    from gamebox.app.scenes.keys import KeySheet

    app.reset(MainMenu(app))
    app.nav.resume_file(ROOT / "saves" / EXAMPLES[game_id])
    table = app.top
    frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0,
                                         unicode="?"))
    frames(app, 2)
    sheet = app.top
    assert isinstance(sheet, KeySheet)
    caps = [cap for cap, _words in sheet.rows]
    assert {"Enter", "Esc", "Ctrl+Z", "H"} <= set(caps)
    assert len(caps) > len(table.SHARED_KEYS)  # the game's own keys come first
    assert all(words and "." not in words.split()[0] for _cap, words in sheet.rows)
    key(app, pygame.K_a)  # any key closes it
    assert app.top is table
    key(app, pygame.K_F1)
    assert isinstance(app.top, KeySheet)
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    replay = start_replay(app, type(table), table.session.match, game_id)
    assert [cap for cap, _ in replay.key_rows()][:2] == ["Space", "‹"]


def test_a_tooltip_waits_for_the_pointer_to_rest_and_never_covers_its_target(app, monkeypatch):
    from gamebox.app.scenes import MainMenu

    app.reset(MainMenu(app))
    app.nav.resume_file(ROOT / "saves" / EXAMPLES["tammany"])
    table = app.top
    frames(app, 2)
    hit = next(h for h in table.collect() if h.words() and h.rect.h < 200)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: hit.rect.center)
    frames(app, 2)
    assert app.tooltip is None  # not at once
    frames(app, 30)
    words, _pos, avoid = app.tooltip
    assert words == hit.words() and avoid == hit.rect
    _lines, box = app.tooltip_box(app.screen.get_rect())
    assert not box.colliderect(hit.rect)  # beside the target, never over it


def test_the_takebacks_setting_reaches_every_table(app):
    from gamebox.app.scenes import MainMenu

    app.apply_settings(app.settings.with_(takebacks=False))
    app.reset(MainMenu(app))
    app.nav.resume_file(ROOT / "saves" / EXAMPLES["sheriff"])
    assert app.top.session.takebacks is False
    app.apply_settings(app.settings.with_(takebacks=True))
    app.top.on_enter()  # back from the settings screen
    assert app.top.session.takebacks is True


def test_space_holds_the_computer_players_and_right_plays_one_move(app):
    from gamebox.app import play
    from gamebox.app.scenes import MainMenu

    app.reset(MainMenu(app))
    match = play.new_match("tammany", ["easy", "easy", "human"], ["A", "B", "C"], {}, seed=3)
    session = app.nav.start_game(match, "tammany")
    table = app.top
    for _ in range(400):  # to a computer's move
        frames(app, 1)
        if table.computer_moves() and not table.motion.busy:
            break
    assert table.computer_moves()
    key(app, pygame.K_SPACE)
    assert table.held and table.bar_words() == (i18n.t("table.line.held"), "gold")
    before = len(session.match.log)
    frames(app, 240)  # four seconds: the computer waits
    assert len(session.match.log) == before
    key(app, pygame.K_RIGHT)
    for _ in range(240):
        frames(app, 1)
        if len(session.match.log) > before:
            break
    frames(app, 120)
    assert len(session.match.log) == before + 1  # one move, then held again
    assert table.held
    if table.computer_moves():
        key(app, pygame.K_SPACE)
        assert not table.held


def test_after_a_language_switch_the_whole_log_speaks_the_new_language(app):
    from gamebox.app.scenes import MainMenu, SettingsScene

    app.reset(MainMenu(app))
    app.nav.resume_file(ROOT / "saves" / EXAMPLES["capo"])
    table = app.top
    frames(app, 2)
    english = [line.words for line in table.log]
    app.push(SettingsScene(app))
    frames(app)
    app.top.change(language="el")
    app.pop()  # back at the table
    frames(app, 2)
    greek = [line.words for line in table.log]
    assert len(greek) == len(english) > 20
    assert sum(a != b for a, b in zip(english, greek, strict=True)) > len(english) // 2
    assert any("ρίχνει" in words or "Γύρος" in words for words in greek)
    i18n.set_language("en")


def test_a_tooltip_stands_toward_the_middle_clear_of_the_bar_and_the_status(app):
    screen = app.screen.get_rect()
    low = pygame.Rect(300, screen.h - 200, 80, 40)  # a card just above the action bar
    app.show_tooltip("Apples: legal, worth 2", low.center, low)
    _lines, box = app.tooltip_box(screen)
    assert box.bottom <= low.top and not box.colliderect(low)
    high = pygame.Rect(300, 60, 80, 40)  # a panel under the status line
    app.show_tooltip("Tuck: 52 gold", high.center, high)
    _lines, box = app.tooltip_box(screen)
    assert box.top >= high.bottom
