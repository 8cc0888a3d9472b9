"""The window: a fixed-timestep loop running a stack of scenes, with pygame-gui for
menus and dialogs, one theme, shipped fonts and the player's settings.

Updates run in fixed 1/60 s steps so animations play the same on every machine; drawing
happens once per frame. Tests and `gamebox selftest` drive `frame()` directly under the
SDL dummy video driver, so every scene runs headless.

Screens move to other screens (a table, the main menu, a resumed save) through `app.nav`,
a `Navigator` given to the App by whoever builds it, `App(navigator=play.Navigation)`:
the screens never import `gamebox.app.play`, which builds them, so imports run one way.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryBox, UITextEntryLine

from gamebox import i18n
from gamebox.app import autosaves, look
from gamebox.app.scene import Scene
from gamebox.app.settings import Settings, load_settings, save_settings
from gamebox.engine.ai.courtesy import window_at_work
from gamebox.engine.files import clean_stale_temps
from gamebox.paths import asset, user_config_dir

if TYPE_CHECKING:
    from gamebox.app.session import Session
    from gamebox.engine.match import Match

STEP = 1 / 60
MIN_SIZE = (640, 360)
HEARTBEAT = 1.0  # a still window is drawn again at least this often (seconds)
HOVER_SETTLE = 1.5  # after input, a hovered widget is drawn this long: its hover look and
# its tooltip (pygame-gui shows one after 1 s); a pointer at rest on it costs nothing after


TEXT_FIELDS = (UITextEntryLine, UITextEntryBox)
TYPING_REPEAT = (500, 25)  # pygame-gui's own repeat while a text field has the focus


def _from_a_dead_element(event: pygame.event.Event) -> bool:
    """Is this a pygame-gui event of an element that was killed since it was posted? Only
    a window's close notice comes after the window is gone (its dialog waits for it)."""
    element = getattr(event, "ui_element", None)
    alive = getattr(element, "alive", None)
    return alive is not None and not alive() and event.type != pygame_gui.UI_WINDOW_CLOSE


def load_theme() -> dict[str, Any]:
    """assets/theme.json with its font paths made absolute (pygame-gui reads them
    relative to the working directory otherwise)."""
    theme = json.loads(asset("theme.json").read_text(encoding="utf-8"))
    for block in theme.values():
        fonts = block.get("font") if isinstance(block, dict) else None
        if isinstance(fonts, dict):
            for key, value in list(fonts.items()):
                if key.endswith("_path"):
                    fonts[key] = str(asset(*value.split("/")))
    return theme


class Navigator(Protocol):
    """The moves between screens that build other screens, bound to one App; screens call
    them as `self.app.nav.back_to_menu()` and so on. `gamebox.app.play.Navigation` is the
    real one."""

    def start_game(self, match: Match, game_id: str, autosave: Path | None = None) -> Session:
        """Put `match` on the table on top of the stack."""
        ...

    def play_from_menu(self, match: Match, game_id: str, autosave: Path | None = None) -> Session:
        """Put `match` on the table with only the main menu under it."""
        ...

    def resume_file(self, path: Path) -> Session | None:
        """Replay a save and put it on the table, or say why it cannot be."""
        ...

    def continue_autosave(self) -> Session | None:
        """Resume the newest unfinished game (the menu's Continue)."""
        ...

    def back_to_menu(self) -> None:
        """Empty the stack down to a fresh main menu."""
        ...

    def watch(self, match: Match, game_id: str) -> Scene:
        """The game's table replaying `match` from its start, on top of the stack."""
        ...

    def replay_file(self, path: Path) -> Scene | None:
        """Replay a save (finished or not) on its game's table, or say why it cannot be."""
        ...


class App:
    def __init__(
        self,
        size: tuple[int, int] = look.DESIGN_SIZE,
        settings: Settings | None = None,
        persist_settings: bool = True,
        navigator: Callable[[App], Navigator] | None = None,
    ) -> None:
        """`navigator` builds the App's `nav` (pass `gamebox.app.play.Navigation`); an App
        built without one draws and runs scenes but cannot move between screens."""
        self.started = time.perf_counter()
        sys.setswitchinterval(0.001)  # computer players think in a thread: keep frames short
        pygame.init()
        pygame.display.set_caption("Gamebox")
        self.persist_settings = persist_settings
        message = None
        if settings is None:
            settings, message = load_settings()
        self.settings = settings
        self._set_language(settings.language)
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if settings.fullscreen else 0)
        self.screen = pygame.display.set_mode(size, flags)
        self.layout = look.Layout(self.screen.get_size())
        self.ui = pygame_gui.UIManager(
            self.screen.get_size(),
            load_theme(),
            enable_live_theme_updates=False,
            starting_language=i18n.language(),
            translation_directory_paths=[str(i18n.folder())],
        )
        i18n.configure()
        self.stack: list[Scene] = []
        self.running = True
        self.tooltip: tuple[str, tuple[int, int], pygame.Rect | None] | None = None
        self.notices: list[tuple[str, float]] = []
        self.frame_times: list[float] = []  # seconds spent on each drawn frame
        self.frames_drawn = 0
        self.frames_skipped = 0  # lazy frames with nothing new to draw
        self._drawn_at = -HEARTBEAT
        self._input_at = -HOVER_SETTLE
        self._drawn_notices = 0
        self.clock = pygame.time.Clock()
        self._accumulator = 0.0
        # What the menu tells the player once, in a dialog: a settings file set aside,
        # games that could not be resumed (their paths, so each is told only once a run).
        self.startup_messages: list[str] = [message] if message else []
        self.reported_files: set[Path] = set()
        if persist_settings:
            clean_stale_temps(user_config_dir())
            autosaves.tidy_on_start()
        self._nav = navigator(self) if navigator is not None else None

    @property
    def nav(self) -> Navigator:
        """How screens reach other screens (see `Navigator`)."""
        if self._nav is None:
            raise RuntimeError(
                "this App was built without a navigator: App(..., navigator=play.Navigation)"
            )
        return self._nav

    # -- settings and language ------------------------------------------------------------
    def _set_language(self, code: str) -> None:
        try:
            i18n.set_language(code)
        except ValueError:
            i18n.set_language(i18n.FALLBACK)

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings at once: language, full screen and palette switch live."""
        old = self.settings
        self.settings = settings
        if settings.language != old.language:
            self._set_language(settings.language)
            self.ui.set_locale(i18n.language())
        if settings.fullscreen != old.fullscreen:
            flags = pygame.RESIZABLE | (pygame.FULLSCREEN if settings.fullscreen else 0)
            size = (0, 0) if settings.fullscreen else look.DESIGN_SIZE
            self.screen = pygame.display.set_mode(size, flags)
            self._resized(self.screen.get_size())
        if self.persist_settings:
            try:
                save_settings(settings)
            except OSError as error:
                self.notify(i18n.t("app.settings_not_saved", reason=str(error)))
        for scene in self.stack:
            scene.on_resize()

    # -- the stack ------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.on_leave()
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.on_leave()
        if self.top:
            self.top.on_enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().on_leave()
        self.stack.append(scene)
        scene.on_enter()

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start again from `scene` (back to the menu)."""
        while self.stack:
            self.stack.pop().on_leave()
        self.stack.append(scene)
        scene.on_enter()

    def find(self, kind: type) -> Any:
        return next((s for s in reversed(self.stack) if isinstance(s, kind)), None)

    # -- feedback -------------------------------------------------------------------------
    def notify(self, message: str, seconds: float = 6.0) -> None:
        """A short message at the bottom of the window (errors that lost nothing)."""
        self.notices.append((message, seconds))

    def show_tooltip(self, words: str, pos: tuple[int, int],
                     avoid: pygame.Rect | None = None) -> None:
        """A tooltip by the pointer at `pos`; with `avoid` (what the pointer is on), it
        stands below that, or above it, so it never covers what is about to be clicked."""
        self.tooltip = (words, pos, avoid)

    # -- the loop ---------------------------------------------------------------------------
    def quit(self) -> None:
        for scene in reversed(self.stack):
            scene.on_quit()
        self.running = False

    def _resized(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.layout.resize(size)
        self.ui.set_window_resolution(size)

    def handle(self, event: pygame.event.Event) -> None:
        self._dispatch(event)
        self._sync_key_repeat()

    def _dispatch(self, event: pygame.event.Event) -> None:
        """One event, one effect: it goes from the top scene down until a scene uses it
        or the stack changes (an event that moved to another screen is used up, so the
        screen under or after it never sees it too); an event of a pygame-gui element
        that is gone (its scene was popped or rebuilt) reaches no scene; Esc with a
        drop-down list open closes only the list."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self._resized((event.w, event.h))
            for scene in self.stack:
                scene.on_resize()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.apply_settings(self.settings.with_(fullscreen=not self.settings.fullscreen))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self._close_lists():
            return
        self.ui.process_events(event)
        if _from_a_dead_element(event):
            return
        stack = list(self.stack)
        for scene in reversed(stack):
            if scene.handle_event(event) or self.stack != stack:
                break

    def _close_lists(self) -> bool:
        """Close every open drop-down list; True if one was open."""
        closed = False
        for element in self.ui.get_sprite_group().sprites():
            if not isinstance(element, UIDropDownMenu) or not element.alive():
                continue
            state = element.current_state
            if state is not None and state is element.menu_states.get("expanded"):
                state.should_transition = True  # the list closes on the next update
                closed = True
        return closed

    def _sync_key_repeat(self) -> None:
        """Held keys repeat only while a text field has the keyboard. pygame-gui turns
        repeating on when a field takes the focus and off only when it gives it up, not
        when the field is killed with the focus (a resize, a full-screen switch or a
        closed panel rebuilds the form). Left on, a held key acts again on every screen
        it opens: a held Enter goes from the menu through the picker and a setup's Start."""
        typing = any(
            isinstance(element, TEXT_FIELDS) and element.alive() and element.is_focused
            for element in self.ui.get_sprite_group().sprites()
        )
        wanted = TYPING_REPEAT if typing else (0, 0)
        if pygame.key.get_repeat() != wanted:
            pygame.key.set_repeat(*wanted)

    def frame(self, dt: float, lazy: bool = False) -> None:
        """One frame: input, fixed-step updates, drawing. `lazy` (the real window's loop):
        draw only when something changed, so a still table costs next to nothing."""
        began = time.perf_counter()
        events = pygame.event.get()
        if events:
            self._input_at = began
        for event in events:
            self.handle(event)
            if not self.running:
                return
        with window_at_work():  # a searching computer player waits (engine.ai.courtesy)
            self._accumulator = min(self._accumulator + dt, 0.25)
            stepped = False
            while self._accumulator >= STEP:
                for scene in list(self.stack):
                    scene.update(STEP)
                self.ui.update(STEP)
                self.notices = [(m, s - STEP) for m, s in self.notices if s > STEP]
                self._accumulator -= STEP
                stepped = True
            if events and not stepped:
                # pygame-gui learns which widgets came or went only in its update: without
                # one, this frame would show the screen left behind's widgets (and keep them
                # on a still window) instead of the new screen's
                self.ui.update(0.0)
            if lazy and not events and not self.needs_drawing(began):
                self.frames_skipped += 1
                return
            self.draw(self.screen)
        pygame.display.flip()
        self._drawn_at = began
        self._drawn_notices = len(self.notices)
        self.frames_drawn += 1
        self.frame_times.append(time.perf_counter() - began)
        if len(self.frame_times) > 2000:
            del self.frame_times[:1000]

    def pace(self) -> int:
        """Frames per second to wake for: 60 while anything was drawn in the last half
        second, 30 on a still screen (input is still answered within a frame)."""
        return 60 if time.perf_counter() - self._drawn_at < 0.5 else 30

    def needs_drawing(self, now: float) -> bool:
        """Must a frame without input be drawn: a scene on screen changed with time, a
        notice came or went, a text field's cursor blinks, a widget was hovered a moment
        ago (its tooltip is due), or the heartbeat is due?"""
        if now - self._drawn_at >= HEARTBEAT or len(self.notices) != self._drawn_notices:
            return True
        hover_settling = now - self._input_at < HOVER_SETTLE
        if (hover_settling and self.ui.get_hovering_any_element()) or any(
            isinstance(element, UITextEntryLine)
            for element in self.ui.get_focus_set() or ()
        ):
            return True
        return any(scene.wants_frame() for scene in self.visible())

    def visible(self) -> list[Scene]:
        """The scenes drawn this frame: the highest opaque one and those above it."""
        start = 0
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index].opaque:
                start = index
                break
        return self.stack[start:]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(look.FELT_DARK)
        self.tooltip = None
        for scene in self.visible():
            scene.draw(surface)
        self.ui.draw_ui(surface)
        self._draw_overlay(surface)

    def tooltip_box(self, screen: pygame.Rect) -> tuple[list[str], pygame.Rect]:
        """The tooltip's lines and where it stands: by the pointer, beside what the pointer
        is on (toward the window's middle) when that is not a large area."""
        assert self.tooltip is not None
        words, (x, y), avoid = self.tooltip
        layout, face = self.layout, self.layout.font(15)
        lines = look.wrap(words, face, layout.px(360))
        width = max(face.size(line)[0] for line in lines) + layout.px(16)
        height = len(lines) * face.get_linesize() + layout.px(12)
        rect = pygame.Rect(x + layout.px(14), y + layout.px(14), width, height)
        gap = layout.px(6)
        if avoid is not None and avoid.h < screen.h // 3:
            # toward the middle of the window: a target low on the table gets its tooltip
            # above it, clear of the action bar's words; a high one below, clear of the status
            above_fits = avoid.top - gap - height >= screen.top
            below = avoid.bottom + gap + height <= screen.bottom and (
                avoid.centery < screen.centery or not above_fits)
            rect.top = avoid.bottom + gap if below else avoid.top - gap - height
        rect.clamp_ip(screen)
        return lines, rect

    def _draw_overlay(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if self.tooltip:
            face = layout.font(15)
            lines, rect = self.tooltip_box(surface.get_rect())
            look.panel(surface, rect, look.PAPER, radius=6, shadow=3, border=look.GOLD)
            for i, line in enumerate(lines):
                look.text(
                    surface,
                    line,
                    face,
                    look.INK,
                    (rect.x + layout.px(8), rect.y + layout.px(6) + i * face.get_linesize()),
                )
        if self.notices:
            face = layout.font(16)
            message = self.notices[-1][0]
            width = min(surface.get_width() - layout.px(40), face.size(message)[0] + layout.px(30))
            rect = pygame.Rect(0, 0, width, face.get_linesize() + layout.px(14))
            rect.midbottom = (surface.get_width() // 2, surface.get_height() - layout.px(12))
            look.panel(surface, rect, (40, 34, 28), radius=8, shadow=4, border=look.GOLD)
            look.text(
                surface, message, face, look.PAPER, rect.center, "center", rect.w - layout.px(20)
            )

    def run(self, first: Callable[[App], Scene]) -> None:
        self.reset(first(self))
        self.loop()

    def loop(self) -> None:
        """The window's lazy loop, until it closes: every way into the window runs it
        (the menu, or `gamebox play` straight at a table)."""
        while self.running:
            dt = self.clock.tick(self.pace()) / 1000.0
            self.frame(dt, lazy=True)
        pygame.quit()

    def screenshot(self, path: str | os.PathLike[str]) -> Path:
        self.draw(self.screen)
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(target))
        return target
