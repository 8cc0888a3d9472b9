"""Copycat played through its table: every action is taken by the handler a click on a
card, an office, a street card or a bar button runs, so what these tests prove is what a
person can do. The helpers here are used by the other table tests too."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from gamebox import i18n
from gamebox.app.session import Session
from gamebox.app.settings import Settings
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game
from gamebox.games.copycat.model import CopycatAction
from gamebox.games.copycat.table.controls import CLICKED

GAME = get_game("copycat")


@pytest.fixture(autouse=True)
def _headless(tmp_path, monkeypatch):
    """No window, no sound, and a home folder of the test's own; English afterwards."""
    for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"),
                        ("GAMEBOX_HOME", str(tmp_path / "home"))):
        monkeypatch.setenv(name, value)
    yield
    i18n.set_language("en")


def new_app(size: tuple[int, int] = (1280, 720), language: str = "en",
            speed: str = "instant") -> Any:
    from gamebox.app import play
    from gamebox.app.app import App

    i18n.set_language(language)
    return App(size, Settings(speed=speed, language=language), persist_settings=False,
               navigator=play.Navigation)


def seat_table(app: Any, match: Match) -> tuple[Session, Any]:
    """The match on a fresh Copycat table, as the app's only scene."""
    from gamebox.games.copycat.scene import TableScene

    session = Session(match, "copycat", pause=0)
    scene = TableScene(app, session)
    app.reset(scene)
    return session, scene


def step(app: Any, count: int = 1) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def wait_for(app: Any, check: Callable[[], Any], frames: int = 600) -> Any:
    """Frames until `check()` gives something (returned), or None after `frames` (a
    computer's move comes in the frame after it is asked: tests/conftest.py)."""
    for _ in range(frames):
        step(app)
        if found := check():
            return found
    return None


def hit_keys(ref: str, scene: Any) -> list[Any]:
    """The hit keys a thing named `ref` may have on the table."""
    keys: list[Any] = [("hand", ref), ("area", ref), ("street", ref), ("mini", ref)]
    offices = scene.shown.offices
    for slot, office in enumerate(offices):
        if scene.config.offices[office].id == ref:
            keys.append(("office", slot))
    return keys


def click_thing(scene: Any, action: CopycatAction) -> bool:
    keys = hit_keys(action.ref, scene)
    for hit in scene.collect():
        if hit.key in keys and hit.on_click is not None:
            hit.on_click()
            return True
    return False


def press_button(scene: Any, action: CopycatAction) -> bool:
    scene.lay_out_bar()
    for b in scene.buttons:
        if b.key == ("act", str(action)) and b.enabled and b.on_click is not None:
            b.on_click()
            return True
    return False


def perform(scene: Any, action: CopycatAction) -> bool:
    """Take `action` by the table's own controls; False if none leads to it."""
    before = len(scene.session.match.log)
    done = click_thing(scene, action) if action.kind in CLICKED else press_button(scene, action)
    return done and len(scene.session.match.log) > before


def play_through(seed: int, level: str = "easy", size: tuple[int, int] = (960, 540),
                 players: int = 3, limit: int = 60000) -> tuple[Any, Match, list[str]]:
    """A whole game: seat 0 a person who picks seeded random legal actions and takes them
    by clicking, the others computer players of `level`."""
    app = new_app(size)
    seats = [Seat("human")] + [Seat(level)] * (players - 1)
    match = Match(GAME, seats, seed, {})
    session, scene = seat_table(app, match)
    rng = random.Random(seed)
    failures: list[str] = []

    def my_turn() -> bool:
        return app.top is scene and session.human_to_act() == 0 and not scene.motion.busy

    while not scene.end_done and limit > 0:
        limit -= 1
        step(app)
        scene.close_summary()  # a person reads the summary and goes on
        legal = session.legal() if my_turn() else []
        # mostly doing something rather than passing, so the game gets its cards bought
        busy = [a for a in legal if a.kind not in ("pass", "stop", "done", "end")]
        pool = busy if busy and rng.random() < 0.8 else legal
        action = rng.choice(pool) if pool else None
        if action is not None and not perform(scene, action):
            failures.append(str(action))
            scene.act(action)
    return app, match, failures


def test_a_whole_three_player_game_through_the_table_reaches_the_end_screen() -> None:
    from gamebox.app.scenes.endgame import EndScene

    app, match, failures = play_through(3)
    assert match.is_over
    assert isinstance(app.top, EndScene)
    assert failures == []  # every action was reachable by the table's own controls
    kinds = {entry.action.kind for entry in match.log if entry.actor == 0}
    assert {"order", "place", "buy"} <= kinds


@pytest.mark.parametrize("players", [2, 4])
def test_two_and_four_player_games_through_the_table(players: int) -> None:
    app, match, failures = play_through(20 + players, "easy", (1280, 720), players)
    assert match.is_over and failures == []
    table = next(scene for scene in app.stack if hasattr(scene, "collect"))
    hits = table.collect()
    screen = app.screen.get_rect()
    assert hits and all(screen.contains(h.rect) for h in hits)
