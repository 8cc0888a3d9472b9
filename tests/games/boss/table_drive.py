"""Driving The Boss's table headless through its own controls: the clicks a person makes
on a lit city, the steppers, the bar's buttons and the lit cards of the hand. The table
tests use it, so what they prove about the table is what a person can do."""

from __future__ import annotations

import os
import random
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from gamebox import i18n
from gamebox.app import play
from gamebox.app.app import App
from gamebox.app.session import Session
from gamebox.app.settings import Settings
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game
from gamebox.games.boss.model import HIDDEN, PENALTY, PLACE, PLAY, is_hidden
from gamebox.games.boss.scene import TableScene as BossTable

game = get_game("boss")


def make_app(size=(1280, 720), language="en", speed="instant"):
    """An app at `size` speaking `language`, animating at `speed` (instant: no waits)."""
    return App(size, Settings(speed=speed, language=language), persist_settings=False,
               navigator=play.Navigation)


def put(app, match):
    """`match` on The Boss's table, the only scene of `app`; its session and table."""
    session = Session(match, "boss", pause=0)
    app.reset(scene := BossTable(app, session))
    return session, scene


@pytest.fixture(autouse=True)
def headless(tmp_path, monkeypatch):
    """No window, no sound, a private home; English again afterwards."""
    for key, value in {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                       "GAMEBOX_HOME": str(tmp_path / "home")}.items():
        monkeypatch.setenv(key, value)
    yield
    i18n.set_language("en")


def new_match(n: int, seed: int, seats: list[str] | None = None) -> Match:
    seats = seats or ["human"] + ["random"] * (n - 1)
    return Match(game, [Seat(s) for s in seats], seed, {}, game.default_names(n))


def frames(app, n=1):
    for _ in range(n):
        app.frame(1 / 60)


def hit(scene: Any, key: Any):
    return next((h for h in scene.collect() if h.key == key), None)


def press(scene: Any, key: Any) -> bool:
    scene.lay_out_bar()
    b = next((b for b in scene.buttons if b.key == key), None)
    if b is None or not b.enabled or b.on_click is None:
        return False
    b.on_click()
    return True


def click(scene: Any, key: Any) -> bool:
    h = hit(scene, key)
    if h is None or h.on_click is None:
        return False
    h.on_click()
    return True


def turn(scene: Any, rng: random.Random) -> bool:
    """One decision of the person at the screen, made with the table's controls: a random
    lit city with random legal numbers set by the steppers (or Pass), a random lit card,
    a penalty button. False when no control leads to a move."""
    session = scene.session
    before = len(session.match.log)
    view = session.view()
    legal = session.legal()
    if view.phase == PLACE:
        places = [a for a in legal if a.kind == "place"]
        if places and rng.random() < 0.6:
            goal = rng.choice(places)
            city = scene.game_layout.index_of[goal.city]
            if not click(scene, ("city", city)):
                return False
            for which, want in (("m", goal.m), ("o", goal.o)):
                now = scene.pick_m if which == "m" else scene.pick_o
                sign = "+" if want > now else "-"
                for _ in range(abs(want - now)):
                    if not press_stepper(scene, f"step_{which}{sign}"):
                        return False
            if not press(scene, "place"):
                return False
        elif not press(scene, "pass"):
            return False
    elif view.phase == PLAY:
        lit = [h for h in scene.collect()
               if isinstance(h.key, tuple) and h.key[0] == "hand" and h.on_click is not None]
        if not lit:
            return False
        rng.choice(lit).on_click()
    elif view.phase == PENALTY:
        keys = [b.key for b in (scene.lay_out_bar() or scene.buttons)]
        if not keys or not press(scene, rng.choice(keys)):
            return False
    return len(session.match.log) > before


def press_stepper(scene: Any, key: str) -> bool:
    h = hit(scene, ("button", key))
    if h is None or h.on_click is None:
        return False
    h.on_click()
    return True


def allowed_faces(match: Match, viewer: int | None) -> set[str]:
    """Card faces the viewer may ever have seen so far: public cards (played, rewards
    turned at the resolution) and the cards dealt to the viewer."""
    from gamebox.games.boss import events as E

    seen: set[str] = set()
    for entry in match.log:
        for e in entry.events:
            public = isinstance(e, (E.CardPlayed, E.FaceDownRevealed))
            if public or (isinstance(e, E.CardDealt) and e.player == viewer):
                seen.add(e.card)
    return seen


def watch_faces(scene: Any) -> list[str]:
    """Record every card face the table draws from now on."""
    drawn: list[str] = []
    original = scene.draw_card

    def spy(surface, rect, face, lit, lifted):
        drawn.append(face)
        original(surface, rect, face, lit, lifted)

    scene.draw_card = spy
    return drawn


def leaks(drawn: list[str], allowed: set[str]) -> list[str]:
    return [f for f in drawn if not is_hidden(f) and f != HIDDEN and f not in allowed]
