"""A replay never shows what the person watching may not see: while a game is unfinished
its replay shows the one human seat's view (an onlooker's where several people or none
play), wherever it opens, and V says why it offers nothing else; once the game is over
every seat's view and everything face up are offered."""

from __future__ import annotations

import importlib

import pygame
import pytest

from gamebox import i18n
from gamebox.app.table.replay import EVERYONE, start_replay
from gamebox.engine.match import Seat
from gamebox.engine.saves import load_match, save_match
from gamebox.games import get_game

from .helpers import frames, key
from .test_table_layer import EXAMPLES, ROOT


def example(game_id: str):
    full = load_match(ROOT / "saves" / EXAMPLES[game_id], get_game)
    assert not full.is_over and full.seats[0].is_human
    assert not any(seat.is_human for seat in full.seats[1:])  # computer seats hide things
    return full


def table_class(game_id: str) -> type:
    return importlib.import_module(f"gamebox.games.{game_id}.scene").TableScene


def lines_of(scene, events, viewer) -> set[str]:
    game = scene.game
    described = (scene.describe(game.view_event(event, viewer)) for event in events)
    return {line.words for line in described if line is not None}


def assert_fair(scene, viewer: int | None) -> None:
    """The replay's table and log hold only what `viewer` may see, once its motions have
    settled at this step."""
    scene.motion.skip()
    scene.settle()
    session, game = scene.session, scene.game
    assert session.viewer == viewer and not session.everything
    fair = game.encode(game.view(session.match.state, viewer))
    assert game.encode(session.view()) == fair
    log = session.match.log  # the board may still stand at an earlier step (Capo's roll)
    seen = [game.encode(game.view(entry.before, viewer)) for entry in log[-3:]] + [fair]
    assert game.encode(scene.shown) in seen
    events = [event for entry in session.match.log for event in entry.events]
    hidden = {line.words for event in events
              if (line := scene.describe(event)) is not None} - lines_of(scene, events, viewer)
    assert not hidden & {line.words for line in scene.log}


@pytest.mark.parametrize("game_id", sorted(EXAMPLES))
def test_an_unfinished_replay_shows_only_the_persons_own_view(app, game_id):
    full = example(game_id)
    game = get_game(game_id)
    rivals = range(1, len(full.seats))
    assert any(game.encode(game.view(full.state, 0)) != game.encode(game.view(full.state, r))
               for r in rivals)  # there is something of a rival's to hide
    scene = start_replay(app, table_class(game_id), full, game_id, viewer=1)  # asked: refused
    frames(app, 2)
    assert scene.replay.seats() == [0]
    for step in range(len(full.log)):
        key(app, pygame.K_RIGHT, 1)
        if step % 7 == 0:
            key(app, pygame.K_v, 1)  # asks for another view: only told why not
        if step % 3 == 0:
            assert_fair(scene, 0)
    assert scene.session.index == len(full.log)
    key(app, pygame.K_HOME)
    key(app, pygame.K_END)  # the log rebuilt at once is as fair as the one built step by step
    assert_fair(scene, 0)
    notice = i18n.t("table.replay.only_yours", player=scene.name(0))
    assert notice in [words for words, _seconds in app.notices]
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    key(app, pygame.K_ESCAPE)


@pytest.mark.parametrize("game_id", sorted(EXAMPLES))
@pytest.mark.parametrize("humans", [0, 2])
def test_with_several_people_or_none_an_unfinished_replay_shows_an_onlookers_view(
        app, game_id, humans):
    full = example(game_id)
    full.seats = [Seat("human") if i < humans else Seat("normal")
                  for i in range(len(full.seats))]
    scene = start_replay(app, table_class(game_id), full, game_id)
    frames(app, 2)
    assert scene.replay.seats() == [None]
    for _ in range(len(full.log) // 3):
        key(app, pygame.K_RIGHT, 1)
    key(app, pygame.K_v)
    assert_fair(scene, None)
    assert i18n.t("table.replay.only_onlooker") in [words for words, _ in app.notices]
    assert i18n.t("table.replay.onlooker") in scene.replay.line()
    scene.draw(pygame.Surface(app.screen.get_size()))


def test_the_rule_holds_when_the_replay_opens_from_load(app):
    from gamebox.app.scenes import MainMenu
    from gamebox.paths import saves_dir

    path = saves_dir() / "unfinished.json"
    save_match(example("sheriff"), path, label="Unfinished")
    app.reset(MainMenu(app))
    scene = app.nav.replay_file(path)
    assert scene is not None and scene.replay.seats() == [0]
    key(app, pygame.K_END)
    key(app, pygame.K_v)
    assert_fair(scene, 0)


def test_once_the_game_is_over_every_view_is_offered(app):
    from .helpers import finished_match

    full = finished_match()
    scene = start_replay(app, table_class("capo"), full, "capo")
    frames(app, 2)
    assert scene.replay.seats() == [0, 1, EVERYONE]
    key(app, pygame.K_END)
    key(app, pygame.K_v)
    assert scene.session.viewer == 1
    key(app, pygame.K_v)
    assert scene.session.everything
    game = scene.game
    assert game.encode(scene.session.view()) == game.encode(full.state)
    key(app, pygame.K_v)
    assert scene.session.viewer == 0 and not scene.session.everything
