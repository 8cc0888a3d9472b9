"""The scene stack: life-cycle order, input from the top down, drawing from the highest
opaque scene, and covered scenes keeping no widgets."""

from __future__ import annotations

import pygame
import pygame_gui

from gamebox.app.scene import Scene

from .helpers import frames


class Recorder(Scene):
    def __init__(self, app, name, log, opaque=True, consume=True, colour=(0, 0, 0)):
        super().__init__(app)
        self.name = name
        self.log = log
        self.opaque = opaque
        self.consume = consume
        self.colour = colour

    def on_enter(self):
        self.log.append(f"enter {self.name}")
        super().on_enter()

    def on_leave(self):
        self.log.append(f"leave {self.name}")
        super().on_leave()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.log.append(f"key {self.name}")
            return self.consume
        return False

    def draw(self, surface):
        self.log.append(f"draw {self.name}")
        if self.opaque:
            surface.fill(self.colour)


def test_push_pop_replace_reset_order(app):
    log = []
    a, b, c, d = (Recorder(app, n, log) for n in "abcd")
    app.reset(a)
    app.push(b)
    assert log == ["enter a", "leave a", "enter b"]
    log.clear()
    app.replace(c)
    assert log == ["leave b", "enter c"]
    assert app.stack == [a, c]
    log.clear()
    assert app.pop() is c
    assert log == ["leave c", "enter a"]
    log.clear()
    app.push(d)
    app.reset(b)
    assert log == ["leave a", "enter d", "leave d", "leave a", "enter b"]
    assert app.stack == [b]


def test_input_goes_top_down_until_used(app):
    log = []
    bottom = Recorder(app, "bottom", log)
    middle = Recorder(app, "middle", log, opaque=False, consume=False)
    top = Recorder(app, "top", log, opaque=False, consume=False)
    app.reset(bottom)
    app.push(middle)
    app.push(top)
    log.clear()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    assert log == ["key top", "key middle", "key bottom"]
    middle.consume = True
    log.clear()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    assert log == ["key top", "key middle"]


def test_drawing_starts_at_the_highest_opaque_scene(app):
    log = []
    app.reset(Recorder(app, "floor", log, colour=(200, 0, 0)))
    app.push(Recorder(app, "wall", log, colour=(0, 200, 0)))
    app.push(Recorder(app, "veil", log, opaque=False))
    log.clear()
    app.draw(app.screen)
    assert log == ["draw wall", "draw veil"]
    assert tuple(app.screen.get_at((5, 5)))[:3] == (0, 200, 0)


def test_a_covered_scene_rebuilds_nothing_on_resize(app):
    class WithButton(Scene):
        def build_ui(self):
            self.keep(pygame_gui.elements.UIButton(pygame.Rect(10, 10, 100, 40), "x", self.app.ui))

    under, over = WithButton(app), WithButton(app)
    app.reset(under)
    app.push(over)
    assert not under.elements and len(over.elements) == 1
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=640, size=(1100, 640)))
    assert not under.elements and len(over.elements) == 1
    app.pop()
    assert len(under.elements) == 1
    frames(app, 1)


def test_pygame_is_the_community_edition():
    assert getattr(pygame, "IS_CE", False)
