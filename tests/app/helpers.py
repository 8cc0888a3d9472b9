"""Driving the app with synthetic input, and small builders for the app tests."""

from __future__ import annotations

import random

import pygame
import pygame_gui

from gamebox.app import look
from gamebox.app.scene import Scene
from gamebox.engine.match import Match, Seat, walk

STEP = 1 / 60


class Blank(Scene):
    """An empty scene to leave the app in after a test."""


def fresh_caches() -> None:
    """Fonts and cached surfaces from an earlier display must not leak into this one."""
    from gamebox.app.scenes import backdrop

    look.font.cache_clear()
    backdrop.clear_cache()


# -- input ------------------------------------------------------------------------------------


def frames(app, count: int = 3) -> None:
    for _ in range(count):
        app.frame(STEP)


def click(app, where, count: int = 4) -> None:
    """Press and release the left button at a rect's centre (or a point)."""
    if isinstance(where, pygame.Rect):
        pos = where.center
    elif hasattr(where, "rect"):  # a pygame-gui element
        pos = where.rect.center
    else:
        pos = tuple(where)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, count)


def key(app, code: int, count: int = 3, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)
    )
    pygame.event.post(
        pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=unicode, scancode=0)
    )
    frames(app, count)


def type_text(app, words: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    frames(app, 2)


def button(scene, text: str) -> pygame_gui.elements.UIButton:
    """The scene's button showing `text`."""
    for element in scene.elements:
        if isinstance(element, pygame_gui.elements.UIButton) and element.text == text:
            return element
    shown = [e.text for e in scene.elements if isinstance(e, pygame_gui.elements.UIButton)]
    raise AssertionError(f"no button {text!r} on {type(scene).__name__}: {shown}")


# -- matches ------------------------------------------------------------------------------------


def capo_match(seats=("human", "easy"), names=("Ann", "Bob"), seed=7, steps=0) -> Match:
    from gamebox.app import play

    match = play.new_match("capo", list(seats), list(names), {"start_player": "red"}, seed=seed)
    walk(match, random.Random(seed), limit=steps)
    return match


def finished_match(seed: int = 3) -> Match:
    match = capo_match(("random", "random"), ("Ann", "Bob"), seed=seed)
    walk(match, random.Random(seed))
    return match


def two_people_match(game_id: str, seed: int, others: str = "random") -> Match:
    """Two people at one screen and as many `others` as the game needs at least, with
    the game's own default names."""
    from gamebox.games import get_game

    game = get_game(game_id)
    count = max(2, game.min_players)
    seats = [Seat("human"), Seat("human")] + [Seat(others)] * (count - 2)
    return Match(game, seats, seed, {}, game.default_names(count))


def non_blank(surface: pygame.Surface) -> bool:
    """More than a handful of distinct colours: something was drawn."""
    w, h = surface.get_size()
    colours = {
        tuple(surface.get_at((x, y)))
        for x in range(0, w, max(1, w // 40))
        for y in range(0, h, max(1, h // 30))
    }
    return len(colours) > 12
