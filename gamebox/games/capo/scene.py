"""The Capo Dei Capi table: a 1920s card table in green felt and brass where the match
is played with the mouse (and a few keys), animated event by event.

What the screen shows comes only from the viewer's view (`Session.view()`) and from
events already redacted for the viewer, so hidden bribe values cannot reach the pixels
(R69-R77). `art.marker_face` decides every marker's face. In hot-seat play (two people
at one screen) face-down bribes are drawn face down for both, and a player looks at their
own with Peek after a "look away" prompt, only while the button is held (R77).

Decisions written down here (cosmetic, not rules):
- Layout: the row of cards fills the table; the supply tiles 1-6 of R2 sit together in a
  tray in the right column, so the cards stay wide enough to read at 960x540.
- Hot-seat: the full "pass to <name>" cover is shown before each person's turn. N's
  Backstab decision is asked on the table itself, naming N, and the turn goes back to A
  without a second cover: in hot-seat nothing private is ever drawn without Peek, and
  R77 describes that decision as an on-screen prompt after each eligible roll.
- The move log leaves out "lets the roll stand" lines (WindowPassed) and turn ends; each
  turn starts with a heading.

Keys: Space rolls, Enter stops or takes the default answer of a window, Esc clears a
selection or opens the pause menu, Ctrl+Z undoes, H asks for a hint. Any click or key
during an animation finishes it at once.
"""

from __future__ import annotations

import importlib
import importlib.util
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.scene import Scene
from gamebox.app.tween import pulse
from gamebox.games.capo import ai, text
from gamebox.games.capo import events as E
from gamebox.games.capo.model import (
    ARREST,
    CARD_IDS,
    CUBE,
    DECISION,
    HITMAN,
    INFLUENCE,
    INVEST_CARD,
    MAYOR,
    NO,
    OVER,
    OVERFLOW,
    PLACE_CARD,
    RESPONSE_A,
    RESPONSE_N,
    REVEAL,
    CapoAction,
    CapoState,
    Marker,
)
from gamebox.games.capo.table import art as A
from gamebox.games.capo.table import geometry as G
from gamebox.games.capo.table.art import Art, Face, marker_face
from gamebox.games.capo.table.motion import Motion
from gamebox.i18n import number, t

Box = tuple[float, float, float, float]
NOISE = (E.WindowPassed, E.TurnEnded)
LEVELS = ("easy", "normal", "hard", "random")


def _module(name: str) -> Any:
    """Another engineer's scene module, or None while it does not exist yet."""
    try:
        if importlib.util.find_spec(name) is None:
            return None
    except ModuleNotFoundError:
        return None
    return importlib.import_module(name)


@dataclass
class Button:
    key: str
    label: str
    on_click: Callable[[], None] | None
    box: Box = (0, 0, 0, 0)
    enabled: bool = True
    style: str = "plain"
    hotkey: str = ""
    tip: str = ""
    hold: bool = False  # acts while pressed (Peek)
    action: CapoAction | None = None


@dataclass
class Hit:
    """Something under the mouse: a tooltip and maybe a click."""

    rect: pygame.Rect
    tip: Callable[[], str] | str
    on_click: Callable[[], None] | None = None
    key: Any = None
    hold: bool = False


@dataclass
class Choice:
    """What the person at the screen may click now."""

    legal: list[CapoAction] = field(default_factory=list)
    phase: str = ""
    cards: dict[int, CapoAction] = field(default_factory=dict)
    ghosts: dict[int, Face | str] = field(default_factory=dict)
    sources: set[int] = field(default_factory=set)
    pendings: set[int] = field(default_factory=set)
    markers: dict[tuple[int, int, int], CapoAction] = field(default_factory=dict)
    buttons: list[Button] = field(default_factory=list)


@dataclass
class LogLine:
    words: str
    tone: str  # "turn", "alert", "plain"
    tag: int  # length of the match log once this line's action was applied


class TableScene(Scene):
    opaque = True

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.config = self.game.config
        names = list(session.match.names)
        defaults = text.default_names()
        self.names = (
            [n if n and not n.startswith("Player ") else defaults[i] for i, n in enumerate(names)]
            if len(names) == 2
            else defaults
        )
        self.hotseat = len(session.humans) > 1
        self.clock = 0.0
        self.art = Art(app.layout, app.settings.colour_blind, self.names)
        self._colour_blind = app.settings.colour_blind
        self._speed = app.settings.speed
        self.peeking = False
        self.peek_prompt = False
        self.motion = Motion(
            self.session.view(),
            self.config,
            self._seconds,
            self._face_of,
            self.session.view,
            self._banner_words,
        )
        self.motion.on_start = self._event_started
        self._viewer = session.viewer
        self._need_sync = False
        self.log: list[LogLine] = []
        self.log_offset = 0
        self._rebuild_log()
        self.selected: tuple[str, int] | None = None
        self.hint_for: int | None = None
        self.cover_player: int | None = None
        self._pass_scene: Any = None
        self._pass_done = False
        self._covered: tuple[int, int] | None = None
        self.result_open = False
        self._end_done = False
        self._over_wait = 0.0
        self.hits: list[Hit] = []
        self.pressed: Any = None
        self._choice: Choice | None = None
        self._choice_key: Any = None
        self.buttons: list[Button] = []
        self.error: str | None = None

    # -- settings and life cycle ---------------------------------------------------------------
    @property
    def layout(self) -> look.Layout:
        return self.app.layout

    def _seconds(self) -> float:
        return float(self.app.settings.animation_seconds)

    def on_enter(self) -> None:
        super().on_enter()
        if self.app.settings.colour_blind != self._colour_blind:
            self._colour_blind = self.app.settings.colour_blind
            self.art = Art(self.app.layout, self._colour_blind, self.names)
        speed = self.app.settings.speed
        if speed != self._speed:  # the computer's pace follows the animation speed
            self._speed = speed
            self.session.pause = self._seconds()
        self.peeking = False
        if not self.motion.busy:
            self.motion.sync(self.session.view())
        self._choice_key = None

    def on_leave(self) -> None:
        super().on_leave()
        self.peeking = False
        self.pressed = None

    def on_resize(self) -> None:
        super().on_resize()
        self.art.clear()

    # -- what a marker shows (R69-R77) ---------------------------------------------------------
    def show_own(self) -> bool:
        """May the viewer's own face-down bribes be drawn with their values now?"""
        return (not self.hotseat) or self.peeking

    def _face_of(self, marker: Marker, owner: int) -> Face:
        return marker_face(marker, self.show_own() and owner == self.session.viewer)

    def marker_faces(self) -> list[tuple[int, int, int, Face]]:
        """(owner, card, circle, face) of every committed marker as the table draws it now;
        the tests read this to check that hidden values are never shown."""
        s = self.motion.shown
        return [
            (owner, card, circle, self._face_of(m, owner))
            for owner in (0, 1)
            for card in range(6)
            for circle, m in enumerate(s.sides[owner][card])
        ]

    def pending_faces(self) -> list[tuple[int, Face]]:
        s = self.motion.shown
        return [(card, self._face_of(m, s.active)) for card, m in self._pending_items(s)]

    # -- words ---------------------------------------------------------------------------------
    def _name(self, player: int | None) -> str:
        if player is None or not 0 <= player < 2:
            return t("capo.nobody")
        return self.names[player]

    def _banner_words(self, kind: str, params: dict) -> str:
        p = dict(params)
        if "player" in p:
            p["player"] = self._name(p["player"])
        if kind == "power":
            p["power"] = text.power_name(p["power"])
        if kind == "game_end":
            p["what"] = t(f"capo.table.supply_name.{p.pop('supply')}")
        if kind == "cancelled":
            p["how"] = text.power_name(p["how"])
        if kind == "bonus":
            return t("capo.table.banner.bonus", count=p["cubes"], player=p["player"])
        return t(f"capo.table.banner.{kind}", **p)

    def _describe(self, event: E.Event) -> LogLine | None:
        if isinstance(event, NOISE):
            return None
        if self.hotseat:  # the log is read by both people: word it for an onlooker (R77)
            event = self.game.view_event(event, None)
        if isinstance(event, E.GameOver):
            words = text.game_over_text(event.result, self.names)
        else:
            words = text.describe_event(event, self.names)
        tone = "plain"
        if isinstance(event, E.TurnBegan | E.StartPlayerChosen):
            tone = "turn"
        elif isinstance(
            event,
            E.ArrestTriggered | E.Arrested | E.RollCancelled | E.GameEndTriggered | E.GameOver,
        ):
            tone = "alert"
        return LogLine(words, tone, len(self.session.match.log))

    def _rebuild_log(self) -> None:
        """The log from the match's history, as the viewer may read it (after an undo, on
        loading a game)."""
        self.log = []
        viewer = None if self.hotseat else self.session.viewer
        for index, entry in enumerate(self.session.match.log):
            for event in entry.events:
                line = self._describe(self.game.view_event(event, viewer))
                if line is not None:
                    line.tag = index + 1
                    self.log.append(line)
        self.log_offset = 0

    # -- receiving what happened ---------------------------------------------------------------
    def _receive(self, shown: list) -> None:
        for item in shown:  # each log line appears when its event starts to animate
            self.motion.push(item.event, self._describe(item.event))
        if shown:
            self._need_sync = True
            self.log_offset = 0 if self.log_offset < 3 else self.log_offset
            if self._seconds() <= 0:
                self.motion.update(0.0)
        self._choice_key = None

    def _event_started(self, step) -> None:
        if isinstance(step.note, LogLine):
            self.log.append(step.note)

    def _act(self, action: CapoAction) -> None:
        legal = self.session.legal()
        if action not in legal:  # never build an action that is not legal: inert
            return
        try:
            shown = self.session.act(action)
        except Exception as error:
            self.app.notify(str(error))
            return
        self.selected = None
        self.hint_for = None
        self._receive(shown)

    def undo(self) -> None:
        if self.motion.busy:
            self.motion.skip()
        if not self.session.can_undo():
            return
        try:
            self.session.undo()
        except Exception as error:
            self.app.notify(str(error))
            return
        self.selected = None
        self.hint_for = None
        self.motion.sync(self.session.view())
        self._rebuild_log()
        self._choice_key = None

    def ask_hint(self) -> None:
        if self.session.human_to_act() is None or not self.session.legal():
            return
        self.session.ask_hint()
        self.hint_for = len(self.session.match.log)

    def open_menu(self) -> None:
        module = _module("gamebox.app.scenes.pause")
        if module is not None and hasattr(module, "PauseScene"):
            self.app.push(module.PauseScene(self.app, self.session))

    # -- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        if self._pass_scene is not None:
            if self._pass_scene not in self.app.stack:
                self._pass_scene = None
                self._after_pass()
            elif self._pass_done and self.app.top is self._pass_scene:
                self.app.pop()
                self._pass_scene = None
        if self.app.top is not self:
            return  # paused under a menu, a pass screen or the final score
        if self.session.viewer != self._viewer:
            self._after_pass()
        self.motion.update(dt)
        idle = not self.motion.busy
        if idle and self._need_sync:
            self._need_sync = False
            self.motion.sync(self.session.view())
            self._choice_key = None
        if self.cover_player is not None:
            return
        try:
            shown = self.session.poll(dt, idle)
        except Exception as error:
            self.error = str(error)
            self.app.notify(t("capo.table.ai_failed", reason=str(error)))
            shown = []
        if shown:
            self._receive(shown)
            return
        save_error = self.session.unreported_save_error()
        if save_error:
            self.app.notify(t("capo.table.save_failed", reason=save_error))
        if not idle:
            return
        self._check_pass()
        self._auto_skip_prompt()
        self._check_over(dt)

    def _check_pass(self) -> None:
        s = self.session
        player = s.human_to_act()
        view = self.motion.shown
        if player is None:
            return
        if not s.needs_pass_screen():
            if player == view.active:
                self._covered = (view.turn_number, player)
            return
        quiet = view.phase == RESPONSE_N or (
            player == view.active and self._covered == (view.turn_number, player)
        )
        if quiet:
            s.take_screen(player)
            self._after_pass()
            return
        module = _module("gamebox.app.scenes.passscreen")
        if module is not None and hasattr(module, "PassScreen"):

            def ready(player: int = player) -> None:
                self.session.take_screen(player)
                self._covered = (self.session.view().turn_number, player)
                self._pass_done = True

            self._pass_done = False
            self._pass_scene = module.PassScreen(self.app, self.session, player, ready)
            self.app.push(self._pass_scene)
        else:
            self.cover_player = player

    def _ready(self) -> None:
        """The person named on this scene's own cover has taken the screen."""
        player = self.cover_player
        if player is None:
            return
        self.session.take_screen(player)
        self._covered = (self.session.view().turn_number, player)
        self.cover_player = None
        self._after_pass()

    def _after_pass(self) -> None:
        self._viewer = self.session.viewer
        self.peeking = False
        self.peek_prompt = False
        self.selected = None
        if not self.motion.busy:
            self.motion.sync(self.session.view())
        self._choice_key = None

    def _auto_skip_prompt(self) -> None:
        """R77: a person holding no Mayor marker need not be asked about Backstab."""
        s = self.session
        player = s.human_to_act()
        if player is None or not self.app.settings.skip_empty_prompts:
            return
        view = s.view()
        if view.phase == RESPONSE_N and view.hands[player] == 0:
            passing = CapoAction("pass")
            if passing in s.legal():
                self._act(passing)

    def _check_over(self, dt: float) -> None:
        if self._end_done or not self.session.match.is_over:
            return
        self._over_wait += dt
        if self._over_wait < min(1.0, self._seconds() * 2):
            return
        self._end_done = True
        module = _module("gamebox.app.scenes.endgame")
        if module is not None and hasattr(module, "EndScene"):
            self.app.push(module.EndScene(self.app, self.session))
        else:
            self.result_open = True

    @property
    def game_over_shown(self) -> bool:
        return self._end_done

    # -- choices -------------------------------------------------------------------------------
    def choice(self) -> Choice:
        """The clickable targets and buttons for the person at the screen now."""
        s = self.session
        key = (
            len(s.match.log),
            s.viewer,
            self.selected,
            self.motion.busy,
            self.cover_player,
            self.peek_prompt,
            self.hint_for,
            s.hint is not None,
        )
        if self._choice is not None and self._choice_key == key:
            return self._choice
        self._choice = self._build_choice()
        self._choice_key = key
        return self._choice

    def _build_choice(self) -> Choice:
        s = self.session
        if self.motion.busy or self.cover_player is not None:
            return Choice()
        legal = s.legal()
        if not legal:
            return Choice()
        view = s.view()
        c = Choice(legal=legal, phase=view.phase)
        by_kind: dict[str, list[CapoAction]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)

        def button(
            key: str,
            action: CapoAction | None,
            style: str = "plain",
            hotkey: str = "",
            label: str | None = None,
            on_click: Callable[[], None] | None = None,
        ) -> None:
            words = label if label is not None else t(f"capo.table.button.{key}")
            tip = text.describe_action(action, view, self.names) if action is not None else ""
            if action is not None and on_click is None:

                def on_click(action: CapoAction = action) -> None:
                    self._act(action)

            c.buttons.append(
                Button(key, words, on_click, style=style, hotkey=hotkey, tip=tip, action=action)
            )

        phase = view.phase
        if phase == DECISION:
            selected = self.selected[1] if self.selected and self.selected[0] == "pending" else None
            c.pendings = {a.a for a in legal if a.kind in ("deceive", "pocket")}
            if selected is not None and selected in c.pendings:
                for a in by_kind.get("deceive", []):
                    if a.a == selected:
                        c.cards[a.b] = a
                        c.ghosts[a.b] = (
                            self._face_of(view.pending[selected], view.active)
                            if view.pending[selected] is not None
                            else "slot"
                        )
                pocket = CapoAction("pocket", selected)
                if pocket in legal:
                    button("pocket", pocket, "primary")
                button("cancel", None, "quiet", "Esc", on_click=self._deselect)
            else:
                for a in by_kind.get("roll", []):
                    button("roll", a, "primary", t("capo.table.key.space"))
                for a in by_kind.get("stop", []):
                    button("stop", a, "plain", t("capo.table.key.enter"))
                for a in by_kind.get("scandal", []):
                    button("scandal", a, "quiet", label=t("capo.table.button.scandal", by=a.a))
        elif phase == INFLUENCE:
            for a in legal:
                c.cards[a.b] = a
                c.ghosts[a.b] = Face("influence", a.a)
        elif phase == PLACE_CARD:
            for a in legal:
                if a.kind == "influence":
                    c.cards[a.b] = a
                    c.ghosts[a.b] = Face("influence", a.a)
                else:
                    c.cards[a.a] = a
                    c.ghosts[a.a] = Face("hidden")
        elif phase == CUBE:
            moves = by_kind.get("move", [])
            if moves:
                c.sources = {a.a for a in moves}
                src = self.selected[1] if self.selected and self.selected[0] == "cube" else None
                if src in c.sources:
                    for a in moves:
                        if a.a == src:
                            c.cards[a.b] = a
                            c.ghosts[a.b] = "cube"
                    button("cancel", None, "quiet", "Esc", on_click=self._deselect)
            for a in by_kind.get("cube", []):
                c.cards[a.a] = a
                c.ghosts[a.a] = "cube"
            for a in by_kind.get("pass", []):  # doubles 6 with no cube: the rulebook's "may"
                button("no_cube", a, "quiet")
        elif phase == INVEST_CARD:
            for a in legal:
                c.cards[a.a] = a
                c.ghosts[a.a] = "cube"
        elif phase == REVEAL:
            for a in legal:
                c.markers[(view.opponent, a.a, a.b)] = a
        elif phase == OVERFLOW:
            for a in legal:
                if a.b == NO:
                    button("discard_new", a, "quiet")
                else:
                    c.markers[(view.active, a.a, a.b)] = a
        elif phase in (ARREST, RESPONSE_A, RESPONSE_N):
            passing = CapoAction("pass")
            if phase == RESPONSE_N:
                for a in by_kind.get("backstab", []):
                    button("backstab", a, "danger", label=self._cost_label("backstab", 1))
            else:
                for a in by_kind.get("reneg", []):
                    button("reneg", a, "danger", label=self._cost_label("reneg", 2))
            if passing in legal:
                button(
                    "accept_arrest" if phase == ARREST else "let_stand",
                    passing,
                    "plain",
                    t("capo.table.key.enter"),
                )
        elif phase == HITMAN:
            for a in by_kind.get("payoff", []):
                button("payoff", a, "quiet", label=self._cost_label("payoff", 1))
            for a in by_kind.get("hitman", []):
                button("take_hitman", a, "plain", t("capo.table.key.enter"))
        return c

    def _cost_label(self, key: str, cost: int) -> str:
        return t("capo.table.button.with_cost", label=t(f"capo.table.button.{key}"), cost=cost)

    def _deselect(self) -> None:
        self.selected = None
        self._choice_key = None

    def _click_card(self, card: int) -> None:
        c = self.choice()
        if card in c.cards:
            self._act(c.cards[card])
        elif card in c.sources:
            self.selected = ("cube", card)
            self._choice_key = None

    def _click_pending(self, card: int) -> None:
        c = self.choice()
        if card in c.pendings:
            self.selected = None if self.selected == ("pending", card) else ("pending", card)
            self._choice_key = None
        elif card in c.cards:
            self._act(c.cards[card])

    def _click_marker(self, key: tuple[int, int, int]) -> None:
        action = self.choice().markers.get(key)
        if action is not None:
            self._act(action)

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return False
        busy = self.motion.busy
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and busy and not escape:
            self.motion.skip()
            self._need_sync = True
            return True
        if self.cover_player is not None:
            return self._cover_event(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.rect(*G.LOG).collidepoint(pygame.mouse.get_pos()):
                self.log_offset = max(0, self.log_offset + event.y * 3)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self._hit_at(event.pos)
            self.pressed = hit.key if hit is not None else None
            if hit is not None and hit.hold:
                self.peeking = True
            return hit is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_peeking = self.peeking
            self.peeking = False
            hit = self._hit_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if hit is not None and hit.key == pressed and hit.on_click is not None:
                if not (hit.hold and was_peeking):
                    hit.on_click()
                return True
            return hit is not None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key == pygame.K_z and ctrl:
            self.undo()
            return True
        if key == pygame.K_ESCAPE:
            if self.selected is not None:
                self._deselect()
            elif self.peek_prompt:
                self.peek_prompt = False
            elif self.result_open:
                self.result_open = False
            else:
                self.open_menu()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        choice = self.choice()
        if pygame.K_1 <= key <= pygame.K_6 and not ctrl:  # W1 W2 W3 B1 B2 B3
            card = key - pygame.K_1
            if card in choice.cards or card in choice.sources:
                self._click_card(card)
            elif card in choice.pendings:
                self._click_pending(card)
            return True
        if key == pygame.K_SPACE:
            roll = CapoAction("roll")
            if roll in choice.legal:
                self._act(roll)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            for b in choice.buttons:
                if b.hotkey == t("capo.table.key.enter") and b.on_click is not None:
                    b.on_click()
                    break
            return True
        return False

    def _cover_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self._ready()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._cover_button_rect().collidepoint(event.pos):
                self._ready()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def _hit_at(self, pos: tuple[int, int]) -> Hit | None:
        if not self.hits:
            self._collect_only()
        for hit in reversed(self.hits):
            if hit.rect.collidepoint(pos):
                return hit
        return None

    def _collect_only(self) -> None:
        surface = pygame.Surface((1, 1))
        self.hits = []
        self._draw_table(surface, collect_only=True)

    # -- helpers for tests and screenshots -----------------------------------------------------
    def button_rect(self, key: str) -> pygame.Rect | None:
        """Where a button of the action bar is (in pixels), e.g. "roll"."""
        self._layout_buttons()
        for b in self.buttons:
            if b.key == key:
                return self.layout.rect(*b.box)
        return None

    def card_rect(self, card: int) -> pygame.Rect:
        return self.layout.rect(*G.card_box(card))

    def pending_rect(self, card: int) -> pygame.Rect:
        x, y = G.pending_point(card, self.motion.shown.active)
        r = G.PENDING_R + 3
        return self.layout.rect(x - r, y - r, 2 * r, 2 * r)

    def marker_rect(self, owner: int, card: int, circle: int) -> pygame.Rect:
        x, y = G.circle_centre(card, owner, circle)
        r = G.MARKER_R + 2
        return self.layout.rect(x - r, y - r, 2 * r, 2 * r)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        if self.cover_player is not None:
            self._draw_cover(surface)
            return
        self._draw_table(surface)
        mouse = pygame.mouse.get_pos()
        for hit in reversed(self.hits):
            if hit.rect.collidepoint(mouse):
                words = hit.tip() if callable(hit.tip) else hit.tip
                if words:
                    self.app.show_tooltip(words, mouse)
                break

    def _draw_table(self, surface: pygame.Surface, collect_only: bool = False) -> None:
        self._collect = collect_only
        lay = self.layout
        if not collect_only:
            background = A.table_background(
                surface.get_size(), tuple(lay.rect(*G.TABLE)), lay.scale
            )
            surface.blit(background, (0, 0))
        view = self.motion.shown
        choice = self.choice()
        self._draw_status(surface, view)
        for p in (0, 1):
            self._draw_panel(surface, view, p)
        for card in range(6):
            self._draw_card(surface, view, card, choice)
        self._draw_mayor(surface, view)
        self._draw_pending(surface, view, choice)
        self._draw_top_buttons(surface)
        self._draw_dice(surface)
        self._draw_supply(surface, view)
        self._draw_log(surface)
        self._draw_action_bar(surface, view, choice)
        if not collect_only:
            self._draw_flyers(surface)
            self._draw_banner(surface)
        if self.result_open:
            self._draw_result(surface)

    # ... small drawing helpers
    def _hit(
        self,
        rect: pygame.Rect,
        tip: Callable[[], str] | str,
        on_click: Callable[[], None] | None = None,
        key: Any = None,
        hold: bool = False,
    ) -> None:
        self.hits.append(Hit(rect, tip, on_click, key if key is not None else id(rect), hold))

    def _text(
        self,
        surface,
        words,
        size,
        colour,
        pos,
        anchor="topleft",
        style="regular",
        max_width=None,
        shadow=None,
    ) -> pygame.Rect:
        """One line in design units; a line wider than `max_width` first shrinks (to 80%
        of `size`), and only text that still does not fit is shortened with an ellipsis."""
        if self._collect:
            return pygame.Rect(0, 0, 0, 0)
        mw = None if max_width is None else self.layout.px(max_width)
        face = self.layout.fit_font(words, size, style, mw)
        return pieces.text(
            surface, words, face, colour, self.layout.point(*pos), anchor, mw, shadow
        )

    def _hover(self, rect: pygame.Rect) -> bool:
        return rect.collidepoint(pygame.mouse.get_pos())

    # -- status plaque -------------------------------------------------------------------------
    def status_text(self) -> str:
        """Who must do what now, in words (always shown above the table)."""
        s = self.session
        view = s.view()
        if s.match.is_over:
            result = self.game.result(s.state)
            return (
                t("capo.table.status.over", winner=self._name(result.winner))
                if result
                else t("capo.board.over")
            )
        if self.cover_player is not None:
            return t("capo.table.status.pass", player=self._name(self.cover_player))
        step = self.motion.current
        if step is not None and isinstance(step.note, LogLine) and step.note.tone != "turn":
            return step.note.words  # while the table animates, it says what is happening
        turn = s.match.turn()
        if turn.is_chance:
            return t(f"capo.table.status.chance.{view.phase}")
        player = turn.player
        if player is not None and player not in s.humans:
            dots = "." * (1 + int(self.clock * 2.5) % 3)
            return t("capo.table.status.thinking", player=self._name(player)) + dots
        if s.needs_pass_screen():
            return t("capo.table.status.pass", player=self._name(player))
        return self._prompt(view, player)

    def _prompt(self, view: CapoState, player: int | None) -> str:
        name = self._name(player)
        phase = view.phase
        active = self._name(view.active)
        if phase == DECISION:
            if self.selected and self.selected[0] == "pending":
                return t("capo.table.status.deceive", player=name)
            if view.rolls == 0:
                return t("capo.table.status.decision_first", player=name)
            if view.must_roll:
                return t("capo.table.status.decision_must", player=name)
            return t("capo.table.status.decision", player=name)
        if phase == PLACE_CARD:
            if view.step_kind == "I":
                return t("capo.table.status.place_influence", player=name, value=view.step_value)
            return t("capo.table.status.place_bribe", player=name)
        if phase == CUBE:
            if view.step_kind == "move":
                if self.selected and self.selected[0] == "cube":
                    return t(
                        "capo.table.status.cube_move_target",
                        player=name,
                        card=text.card_label(self.selected[1]),
                    )
                return t("capo.table.status.cube_move", player=name)
            return t("capo.table.status.cube_place", player=name)
        if phase == REVEAL:
            return t("capo.table.status.reveal", player=name, owner=self._name(view.opponent))
        if phase == OVERFLOW:
            return t(
                "capo.table.status.overflow", player=name, card=text.card_label(view.step_card)
            )
        if phase == RESPONSE_N:
            return t("capo.table.status.response_n", player=name, active=active)
        if phase in (INFLUENCE, INVEST_CARD, ARREST, RESPONSE_A, HITMAN):
            return t(f"capo.table.status.{phase}", player=name)
        return text.status_text(view, self.names)

    def _draw_status(self, surface: pygame.Surface, view: CapoState) -> None:
        rect = self.layout.rect(*G.STATUS)
        if self._collect:
            return
        pieces.panel(
            surface,
            rect,
            (22, 20, 17),
            self.layout.px(8),
            self.layout.px(4),
            A.BRASS,
            max(1, self.layout.px(1.5)),
            gradient=14,
        )
        inner = rect.inflate(-self.layout.px(8), -self.layout.px(8))
        pygame.draw.rect(surface, A.BRASS_DARK, inner, 1, border_radius=self.layout.px(5))
        words = self.status_text()
        x, y, w, h = G.STATUS
        turn_player = self.session.match.turn().player
        if self.motion.busy:
            turn_player = view.active
        colour = look.PAPER
        if turn_player is not None and 0 <= turn_player < 2:
            c = (x + 26, y + h / 2)
            pieces.token(
                surface,
                self.layout.point(*c),
                self.layout.px(11),
                self.art.colour(turn_player),
                A.BRASS,
                "",
                look.WHITE,
                self.art.symbol(turn_player),
                self.art.light(turn_player),
            )
        size = 17.0
        room = self.layout.px(w - 80)
        while size > 13 and self.layout.font(size, "bold").size(words)[0] > room:
            size -= 1  # a long line gets a smaller type before it is ever shortened
        self._text(
            surface,
            words,
            size,
            colour,
            (x + w / 2 + 8, y + h / 2),
            "center",
            "bold",
            max_width=w - 80,
        )
        if view.game_end and view.phase != OVER:
            self._text(
                surface,
                t("capo.table.final_turn"),
                12,
                look.GOLD_LIGHT,
                (x + w - 12, y + h / 2),
                "midright",
                "bold",
            )

    # -- player panels -------------------------------------------------------------------------
    def _role(self, p: int) -> str:
        seat = self.session.match.seats[p]
        if seat.is_human:
            if self.hotseat:
                return t("capo.table.panel.person")
            return t("capo.table.panel.you")
        level = seat.kind if seat.kind in LEVELS else "random"
        return t("capo.table.panel.computer", level=t(f"capo.table.level.{level}"))

    def _draw_panel(self, surface: pygame.Surface, view: CapoState, p: int) -> None:
        lay = self.layout
        box = G.panel_box(p)
        rect = lay.rect(*box)
        active = view.active == p and view.phase != OVER
        asked = view.phase == RESPONSE_N and p != view.active and not self.motion.busy
        x, y, _w, h = box
        if not self._collect:
            if active or asked:
                glow_a = 150 + int(80 * pulse(self.clock, 2.4))
                pieces.glow(
                    surface,
                    rect,
                    look.HIGHLIGHT if asked else self.art.light(p),
                    lay.px(8),
                    lay.px(6),
                    glow_a,
                )
            edge = look.HIGHLIGHT if asked else self.art.light(p) if active else A.BRASS_DARK
            pieces.panel(
                surface,
                rect,
                (26, 30, 26),
                lay.px(8),
                lay.px(4),
                edge,
                max(1, lay.px(2 if active or asked else 1)),
                gradient=12,
            )
            # a stripe of the player's colour on the table side
            stripe = lay.rect(x + 4, y + 4, 6, h - 8)
            pygame.draw.rect(surface, self.art.colour(p), stripe, border_radius=lay.px(3))
            pieces.token(
                surface,
                lay.point(x + 34, y + h / 2),
                lay.px(15),
                self.art.colour(p),
                A.BRASS,
                "",
                look.WHITE,
                self.art.symbol(p),
                self.art.light(p),
            )
            name = self._text(
                surface,
                self.names[p],
                19,
                look.PAPER,
                (x + 56, y + 6),
                "topleft",
                "bold",
                max_width=118,
            )
            if active:  # the holder of the dice
                die = lay.px(14)
                dx = name.right + lay.px(8)
                dy = name.centery
                self.art.die(surface, (dx + die / 2, dy), die, 5, "W", -12, shadow=False)
                self.art.die(
                    surface, (dx + die * 1.6, dy + lay.px(1)), die, 2, "B", 10, shadow=False
                )
            self._text(
                surface,
                self._role(p),
                12,
                look.GOLD_LIGHT if active else look.MUTED,
                (x + 56, y + 32),
                "topleft",
                max_width=165,
            )
        self._hit(
            lay.rect(x, y, 220, h),
            lambda p=p: (
                t(
                    "capo.table.tip.player",
                    player=self._name(p),
                    role=self._role(p),
                    symbol=t(f"capo.table.symbol.{self.art.symbol(p)}"),
                )
                + (
                    "\n" + t("capo.table.tip.dice_holder", player=self._name(p))
                    if self.motion.shown.active == p and self.motion.shown.phase != OVER
                    else ""
                )
            ),
        )
        # Mayor markers in hand (public, R74)
        hx, hy, hw, hh = G.hand_box(p)
        hand = view.hands[p] - self.motion.arrivals.get(("hand", p), 0)
        if not self._collect:
            self._text(
                surface,
                look.caps(t("capo.table.panel.hand")),
                11.5,
                look.MUTED,
                (hx + 2, hy + 1),
                "topleft",
                "bold",
                max_width=hw,
            )
            for i in range(min(hand, 12)):
                self.art.mayor_marker(surface, lay.point(*G.hand_point(p, i)), lay.px(9))
            end = G.hand_point(p, min(max(hand, 1), 12) - 1)
            self._text(
                surface,
                f"×{hand}",
                16,
                look.PAPER,
                (end[0] + 14 if hand else hx + 76, hy + hh / 2 + 5),
                "midleft",
                "bold",
            )
        self._hit(
            lay.rect(*G.hand_box(p)),
            lambda p=p: t(
                "capo.table.tip.hand",
                player=self._name(p),
                markers=t("capo.units.mayor_markers", count=self.motion.shown.hands[p]),
            ),
        )
        # the score pile: cubes taken from the Mayor (R41)
        sx, sy, sw, sh = G.score_box(p)
        score = view.score_piles[p] - self.motion.arrivals.get(("score", p), 0)
        if not self._collect:
            self._text(
                surface,
                look.caps(t("capo.table.panel.score")),
                11.5,
                look.MUTED,
                (sx + 2, sy + 1),
                "topleft",
                "bold",
                max_width=sw,
            )
            for i in range(min(score, 10)):
                self.art.cube(surface, lay.point(*G.score_point(p, i)), lay.px(G.CUBE_SIZE))
            end_x = G.score_point(p, min(max(score, 1), 10) - 1)[0] + 12 if score else sx + 78
            self._text(
                surface, f"×{score}", 16, look.PAPER, (end_x, sy + sh / 2 + 5), "midleft", "bold"
            )
        self._hit(
            lay.rect(*G.score_box(p)),
            lambda p=p: t(
                "capo.table.tip.score",
                player=self._name(p),
                cubes=t("capo.units.cubes", count=self.motion.shown.score_piles[p]),
            ),
        )
        # the hitman stands before the active player who holds him
        bx, by, bw, bh = G.hitman_box(p)
        holds = view.hitman and view.active == p and not self.motion.arrivals.get(("hitman",))
        if not self._collect:
            spot = lay.point(*G.hitman_held_point(p))
            pygame.draw.ellipse(
                surface,
                (60, 66, 58),
                pygame.Rect(spot[0] - lay.px(13), spot[1] - lay.px(6), lay.px(26), lay.px(9)),
                1,
            )
            if holds:
                self.art.hitman(surface, spot, lay.px(38))
            self._text(
                surface,
                look.caps(t("capo.table.panel.hitman")),
                11.5,
                look.GOLD_LIGHT if holds else look.MUTED,
                (bx + 44, by + 8),
                "topleft",
                "bold",
                max_width=bw - 46,
            )
            self._text(
                surface,
                t("capo.table.panel.hitman_held" if holds else "capo.table.panel.hitman_none"),
                12,
                look.PAPER if holds else look.MUTED,
                (bx + 44, by + 24),
                "topleft",
                max_width=bw - 46,
            )
        self._hit(lay.rect(bx, by, bw, bh), lambda p=p: self._hitman_tip(p))
        # Peek (hot-seat only, R77)
        if self._can_peek() and p == self.session.viewer:
            prect = lay.rect(*G.peek_box(p))
            if not self._collect:
                pieces.button(
                    surface,
                    prect,
                    t("capo.table.button.peek"),
                    lay.font(14, "bold"),
                    "quiet",
                    self._hover(prect),
                    False,
                    True,
                )
            self._hit(prect, t("capo.table.tip.peek"), self._open_peek, ("peek_open", p))

    def _hitman_tip(self, p: int) -> str:
        s = self.motion.shown
        if s.hitman and s.active == p:
            return t("capo.table.tip.hitman_held", player=self._name(p))
        return t("capo.table.tip.hitman_not", player=self._name(p))

    def _can_peek(self) -> bool:
        if not self.hotseat or self.session.viewer is None or self.session.match.is_over:
            return False
        v = self.session.viewer
        s = self.motion.shown
        return any(m.is_bribe and not m.face_up and m.value for side in s.sides[v] for m in side)

    def _open_peek(self) -> None:
        self.peek_prompt = True
        self._choice_key = None

    # -- District cards ------------------------------------------------------------------------
    def _side_strength(self, owner: int, card: int) -> tuple[int, int]:
        """Known values plus the count of bribes the table does not show (R75)."""
        known, unseen = 0, 0
        arrivals = self.motion.arrivals
        for circle, m in enumerate(self.motion.shown.sides[owner][card]):
            if arrivals.get(("side", owner, card, circle)):
                continue  # counted once it lands
            face = self._face_of(m, owner)
            if face.kind == "hidden":
                unseen += 1
            else:
                known += face.value
        return known, unseen

    def _strength_words(self, owner: int, card: int, sigma: bool = True) -> str:
        known, unseen = self._side_strength(owner, card)
        words = t("capo.table.strength" if sigma else "capo.table.strength_plain", known=known)
        if unseen:
            words += t("capo.table.unseen", count=unseen)
        return words

    def _draw_card(
        self, surface: pygame.Surface, view: CapoState, card: int, choice: Choice
    ) -> None:
        lay = self.layout
        rect = lay.rect(*G.card_box(card))
        target = card in choice.cards or card in choice.sources
        chosen = self.selected == ("cube", card)
        hover = self._hover(rect)
        if not self._collect:
            if target or chosen:
                alpha = 140 + int(115 * pulse(self.clock))
                pieces.glow(
                    surface,
                    rect,
                    look.HIGHLIGHT,
                    lay.px(10),
                    lay.px(7),
                    255 if (hover or chosen) else alpha,
                )
            pieces.drop_shadow(surface, rect, lay.px(10), lay.px(6), lay.px(6))
            names = tuple(text.card_name(c) for c in range(6))
            surface.blit(
                self.art.card_base(
                    card, names[card], CARD_IDS[card], self.art.card_name_size(names)
                ),
                rect,
            )
            if choice.legal and (choice.cards or choice.sources) and not (target or chosen):
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (20, 24, 20, 70), veil.get_rect(), border_radius=lay.px(10))
                surface.blit(veil, rect)
            if target or chosen:
                pygame.draw.rect(
                    surface, look.HIGHLIGHT, rect, max(2, lay.px(2.5)), border_radius=lay.px(10)
                )
        hint = self.hinted()
        if not self._collect and hint is not None and choice.cards.get(card) == hint:
            pygame.draw.rect(
                surface,
                look.OK,
                rect.inflate(lay.px(8), lay.px(8)),
                max(2, lay.px(3)),
                border_radius=lay.px(13),
            )
        on_click = (lambda card=card: self._click_card(card)) if target else None
        self._hit(rect, lambda card=card: self._card_tip(card), on_click, ("card", card))
        # committed markers in placement order (R75), strength at each edge
        for owner in (0, 1):
            side = view.sides[owner][card]
            for circle, marker in enumerate(side):
                key = (owner, card, circle)
                centre = lay.point(*G.circle_centre(card, owner, circle))
                mrect = self.marker_rect(owner, card, circle)
                clickable = key in choice.markers
                if not self._collect and not self.motion.arrivals.get(("side", *key)):
                    if clickable:
                        hover = self._hover(mrect)
                        alpha = 255 if hover else 120 + int(120 * pulse(self.clock))
                        pieces.glow(
                            surface,
                            mrect.inflate(-lay.px(4), -lay.px(4)),
                            look.HIGHLIGHT,
                            mrect.w // 2,
                            lay.px(4),
                            alpha,
                        )
                        pieces.ring(
                            surface,
                            centre,
                            lay.px(G.MARKER_R + 4),
                            look.HIGHLIGHT,
                            max(2, lay.px(3 if hover else 2)),
                        )
                    self.art.marker(
                        surface, centre, lay.px(G.MARKER_R), owner, self._face_of(marker, owner)
                    )
                on = (lambda key=key: self._click_marker(key)) if clickable else None
                self._hit(mrect, lambda key=key: self._marker_tip(*key), on, ("marker", key))
            if not self._collect:
                sx, sy = G.strength_point(card, owner)
                self._text(
                    surface,
                    self._strength_words(owner, card),
                    13,
                    self.art.colour(owner),
                    (sx, sy),
                    "center",
                    "bold",
                    max_width=G.CARD_W - 16,
                )
        # value cubes on the card, with the count (R23)
        count = view.card_cubes[card] - self.motion.arrivals.get(("cube", card), 0)
        self._draw_cubes(surface, card, count)
        if chosen and not self._collect:  # the stack a cube is about to leave: circled
            cx, cy = G.cube_point(card, 0, 1)
            box = lay.rect(cx - 24, cy - 20, 66, 34)
            pygame.draw.rect(
                surface, look.HIGHLIGHT, box, max(2, lay.px(2.5)), border_radius=lay.px(10)
            )

    def _draw_cubes(self, surface: pygame.Surface, card: int, count: int) -> None:
        if self._collect:
            return
        lay = self.layout
        if count <= 0:
            c = lay.point(*G.cube_point(card, 0, 1))
            size = lay.px(G.CUBE_SIZE)
            pygame.draw.rect(
                surface,
                A.CREAM_DARK,
                pygame.Rect(c[0] - size // 2, c[1] - size // 2, size, size),
                1,
                border_radius=lay.px(2),
            )
        for i in range(min(count, 6)):
            self.art.cube(surface, lay.point(*G.cube_point(card, i, count)), lay.px(G.CUBE_SIZE))
        first = G.cube_point(card, 0, max(1, count))
        right = first[0] + (3 if count > 2 else max(1, count)) * (G.CUBE_SIZE + 1) - 2
        words = t("capo.table.cube_count", count=max(0, count))
        self._text(
            surface,
            words,
            13,
            A.BRASS_DARK if count <= 0 else A.INK,
            (right, first[1]),
            "midleft",
            "bold",
        )

    def _card_tip(self, card: int) -> str:
        s = self.motion.shown
        lines = [
            t(
                "capo.table.tip.card",
                card=text.card_label(card),
                cubes=t("capo.units.cubes", count=s.card_cubes[card]),
            )
        ]
        for owner in (0, 1):
            side = s.sides[owner][card]
            if side:
                labels = t("capo.list_separator").join(
                    self._noun(self._face_of(m, owner)) for m in side
                )
                lines.append(
                    t(
                        "capo.table.tip.side",
                        player=self._name(owner),
                        markers=labels,
                        strength=self._strength_words(owner, card, sigma=False),
                    )
                )
            else:
                lines.append(t("capo.table.tip.side_empty", player=self._name(owner)))
        pending = s.pending[card]
        if pending is not None and s.phase != OVER:
            lines.append(
                t(
                    "capo.table.tip.pending_here",
                    player=self._name(s.active),
                    marker=self._noun(self._face_of(pending, s.active)),
                )
            )
        action = self.choice().cards.get(card)
        if action is not None:
            lines.append(
                t(
                    "capo.table.tip.click",
                    action=text.describe_action(action, self.session.view(), self.names),
                )
            )
        elif card in self.choice().sources:
            lines.append(t("capo.table.tip.click_source"))
        return "\n".join(lines)

    def _noun(self, face: Face) -> str:
        if face.kind == "influence":
            return t("capo.marker.influence", value=face.value)
        if face.kind in ("bribe_up", "bribe_known"):
            return t("capo.marker.bribe", value=face.value)
        return t("capo.marker.hidden_bribe")

    def _marker_tip(self, owner: int, card: int, circle: int) -> str:
        s = self.motion.shown
        side = s.sides[owner][card]
        if circle >= len(side):
            return ""
        marker = side[circle]
        face = self._face_of(marker, owner)
        params = dict(
            player=self._name(owner),
            card=text.card_label(card),
            circle=circle + 1,
            value=face.value,
        )
        if face.kind == "hidden" and marker.value and owner == self.session.viewer:
            words = t("capo.table.tip.marker_hidden_own", **params)
        else:
            words = t(f"capo.table.tip.marker_{face.kind}", **params)
        action = self.choice().markers.get((owner, card, circle))
        if action is not None:
            words += "\n" + t(
                "capo.table.tip.click",
                action=text.describe_action(action, self.session.view(), self.names),
            )
        return words

    # -- the Mayor card ------------------------------------------------------------------------
    def _draw_mayor(self, surface: pygame.Surface, view: CapoState) -> None:
        lay = self.layout
        rect = lay.rect(*G.card_box(MAYOR))
        if not self._collect:
            pieces.drop_shadow(surface, rect, lay.px(10), lay.px(6), lay.px(6))
            surface.blit(self.art.card_base(MAYOR, t("capo.table.mayor.name"), "MAYOR"), rect)
        self._hit(
            rect,
            lambda: t(
                "capo.table.tip.mayor",
                cubes=t("capo.units.cubes", count=self.motion.shown.mayor_cubes),
            ),
        )
        # the Extortion track and its pawn (R17)
        a, b = G.track_point(0), G.track_point(6)
        track = lay.rect(a[0] - 12, a[1] - 40, b[0] - a[0] + 24, 70)
        level = self.motion.pawn_level()
        if not self._collect:
            lo = int(level)
            frac = level - lo
            p0 = G.track_point(min(6, lo))
            p1 = G.track_point(min(6, lo + 1))
            x = p0[0] + (p1[0] - p0[0]) * frac
            hop = 14 * 4 * frac * (1 - frac)
            current = G.track_point(view.level)
            ring = lay.point(*current)
            pieces.ring(surface, ring, lay.px(11), A.BRASS_DARK, max(1, lay.px(2)))
            self.art.level_pawn(surface, lay.point(x, p0[1] - 7 - hop), lay.px(30))
        self._hit(track, lambda: t("capo.table.tip.track", level=self.motion.shown.level))
        count = view.mayor_cubes - self.motion.arrivals.get(("cube", MAYOR), 0)
        self._draw_cubes(surface, MAYOR, count)

    # -- pending markers beside the cards ------------------------------------------------------
    def _pending_items(self, s: CapoState) -> list[tuple[int, Marker]]:
        """The active player's pending markers, with those the stop procedure is still
        committing (an overflow choice holds them in the engine's queue)."""
        if s.phase == OVER:
            return []
        items = [(c, m) for c, m in enumerate(s.pending) if m is not None]
        have = {c for c, _ in items}
        for c, m in s.commit_queue:
            if c not in have:
                items.append((c, m))
                have.add(c)
        return items

    def _draw_pending(self, surface: pygame.Surface, view: CapoState, choice: Choice) -> None:
        lay = self.layout
        a = view.active
        r = lay.px(G.PENDING_R)
        if not self._collect and view.phase != OVER:
            # the slot row of the active player: a faint brass rail
            y = G.PENDING_Y[a]
            for card in range(6):
                cx = G.card_centre_x(card)
                pieces.ring(surface, lay.point(cx, y), r + lay.px(2), (70, 84, 68), 1)
        occupied = set()
        for card, marker in self._pending_items(view):
            occupied.add(card)
            centre = lay.point(*G.pending_point(card, a))
            prect = self.pending_rect(card)
            clickable = card in choice.pendings
            selected = self.selected == ("pending", card)
            if not self._collect and not self.motion.arrivals.get(("pending", card)):
                if clickable or selected:
                    alpha = (
                        255
                        if selected or self._hover(prect)
                        else 120 + int(120 * pulse(self.clock))
                    )
                    pieces.glow(
                        surface,
                        prect.inflate(-lay.px(4), -lay.px(4)),
                        look.HIGHLIGHT,
                        prect.w // 2,
                        lay.px(4),
                        alpha,
                    )
                self.art.marker(surface, centre, r, a, self._face_of(marker, a))
                hint = self.hinted()
                if hint is not None and hint.kind in ("deceive", "pocket") and hint.a == card:
                    pieces.ring(surface, centre, r + lay.px(7), look.OK, max(2, lay.px(3)))
                if selected:
                    pieces.ring(surface, centre, r + lay.px(5), look.HIGHLIGHT, max(2, lay.px(3)))
            on = (lambda card=card: self._click_pending(card)) if clickable else None
            self._hit(prect, lambda card=card: self._pending_tip(card), on, ("pending", card))
        # candidates: a ghost of what the click would put there
        for card, ghost in choice.ghosts.items():
            if card in occupied and ghost != "cube":
                continue
            if ghost == "cube":
                continue
            centre = lay.point(*G.pending_point(card, a))
            prect = self.pending_rect(card)
            if not self._collect:
                alpha = 150 + int(90 * pulse(self.clock))
                if self._hover(prect) or self._hover(self.card_rect(card)):
                    alpha = 255
                ghost_surface = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
                if isinstance(ghost, Face):
                    self.art.marker(ghost_surface, (r + 4, r + 4), r, a, ghost)
                ghost_surface.set_alpha(alpha)
                surface.blit(ghost_surface, ghost_surface.get_rect(center=centre))
                pieces.ring(surface, centre, r + lay.px(4), look.HIGHLIGHT, max(2, lay.px(2)))
            self._hit(
                prect,
                lambda card=card: self._card_tip(card),
                lambda card=card: self._click_card(card),
                ("ghost", card),
            )
        # pending Mayor markers beside the Mayor card
        n = view.pending_mayor - self.motion.arrivals.get(("pmayor",), 0)
        if view.phase != OVER:
            if not self._collect:
                for i in range(min(n, 7)):
                    self.art.mayor_marker(
                        surface, lay.point(*G.mayor_pending_point(a, i)), lay.px(11)
                    )
                if n:
                    last = G.mayor_pending_point(a, min(n, 7) - 1)
                    self._text(
                        surface, f"×{n}", 14, look.PAPER, (last[0] + 16, last[1]), "midleft", "bold"
                    )
            cx = G.card_centre_x(MAYOR)
            self._hit(
                lay.rect(cx - 50, G.PENDING_Y[a] - 18, 100, 36),
                lambda: t(
                    "capo.table.tip.pending_mayor",
                    player=self._name(self.motion.shown.active),
                    count=self.motion.shown.pending_mayor,
                ),
            )

    def _pending_tip(self, card: int) -> str:
        s = self.motion.shown
        items = dict(self._pending_items(s))
        marker = items.get(card)
        if marker is None:
            return ""
        face = self._face_of(marker, s.active)
        key = "pending_bribe" if face.kind == "hidden" else "pending"
        words = t(
            f"capo.table.tip.{key}",
            player=self._name(s.active),
            marker=self._noun(face),
            card=text.card_label(card),
        )
        if card in self.choice().pendings:
            words += "\n" + t("capo.table.tip.click_pending")
        return words

    # -- right column --------------------------------------------------------------------------
    def _top_buttons(self) -> list[Button]:
        s = self.session
        can_hint = s.human_to_act() is not None and bool(s.legal()) and not self.motion.busy
        return [
            Button(
                "undo",
                t("capo.table.button.undo"),
                self.undo,
                G.TOP_BUTTONS[0],
                s.can_undo() and not self.motion.busy,
                "quiet",
                tip=t("capo.table.tip.undo") if s.can_undo() else t("capo.table.tip.undo_off"),
            ),
            Button(
                "hint",
                t("capo.table.button.hint"),
                self.ask_hint,
                G.TOP_BUTTONS[1],
                can_hint,
                "quiet",
                tip=t("capo.table.tip.hint"),
            ),
            Button(
                "menu",
                t("capo.table.button.menu"),
                self.open_menu,
                G.TOP_BUTTONS[2],
                True,
                "quiet",
                tip=t("capo.table.tip.menu"),
            ),
        ]

    def hinted(self) -> CapoAction | None:
        """The hard computer player's suggestion, while it is still for this position."""
        s = self.session
        if self.hint_for is None or self.hint_for != len(s.match.log) or self.motion.busy:
            return None
        return s.hint

    def _draw_button(self, surface: pygame.Surface, b: Button, size: float = 15) -> None:
        rect = self.layout.rect(*b.box)
        if not self._collect and b.action is not None and b.action == self.hinted():
            pieces.glow(surface, rect, look.OK, rect.h // 4, self.layout.px(6))
        if not self._collect:
            pressed = self.pressed == ("button", b.key) and self._hover(rect)
            pieces.button(
                surface,
                rect,
                b.label,
                self.layout.font(size, "bold"),
                b.style,
                self._hover(rect),
                pressed,
                b.enabled,
                b.hotkey,
                self.layout.font(11, "bold"),
            )
        self._hit(rect, b.tip, b.on_click if b.enabled else None, ("button", b.key), b.hold)

    def _draw_top_buttons(self, surface: pygame.Surface) -> None:
        for b in self._top_buttons():
            self._draw_button(surface, b, 14)

    def _draw_dice(self, surface: pygame.Surface) -> None:
        lay = self.layout
        rect = lay.rect(*G.DICE_TRAY)
        if not self._collect:
            pieces.panel(
                surface, rect, (18, 52, 40), lay.px(10), lay.px(4), A.BRASS, max(1, lay.px(1.5))
            )
            inner = rect.inflate(-lay.px(10), -lay.px(10))
            pygame.draw.rect(surface, (14, 40, 30), inner, border_radius=lay.px(7))
            pygame.draw.rect(surface, A.BRASS_DARK, inner, 1, border_radius=lay.px(7))
        states = self.motion.dice_state()
        thinking = self.session.thinking and not self.motion.busy
        for i, (colour, (value, angle, lift)) in enumerate(zip(("W", "B"), states, strict=True)):
            cx, cy = G.DICE_CENTRES[i]
            if thinking:  # idle wobble while the computer thinks
                angle += 6 * math.sin(self.clock * 5 + i * 1.7)
            drect = lay.rect(cx - G.DICE_SIZE / 2, cy - G.DICE_SIZE / 2, G.DICE_SIZE, G.DICE_SIZE)
            if not self._collect:
                self.art.die(
                    surface,
                    lay.point(cx, cy - 6),
                    lay.px(G.DICE_SIZE),
                    value,
                    colour,
                    angle,
                    lay.px(lift),
                )
            self._hit(drect, lambda i=i: self._die_tip(i))
        x, y, w, h = G.DICE_TRAY
        caption = t("capo.table.dice.none")
        if self.motion.category:
            tween = self.motion.dice_tween
            if tween is None or tween.done:
                caption = text.category_name(self.motion.category)
            else:
                caption = t("capo.table.dice.rolling")
        elif self.motion.dice != (0, 0):
            from gamebox.games.capo.rules import classify

            caption = text.category_name(classify(*self.motion.dice))
        self._text(
            surface,
            caption,
            15,
            look.GOLD_LIGHT,
            (x + w / 2, y + h - 18),
            "center",
            "bold",
            max_width=w - 20,
        )

    def _die_tip(self, i: int) -> str:
        value = self.motion.dice[i]
        colour = t("capo.table.dice.white" if i == 0 else "capo.table.dice.black")
        if not value:
            return t("capo.table.tip.die_none", colour=colour)
        words = t("capo.table.tip.die", colour=colour, value=value)
        w, b = self.motion.dice
        if w and b:
            from gamebox.games.capo.rules import classify

            words += "\n" + t(
                "capo.table.tip.roll", white=w, black=b, category=text.category_name(classify(w, b))
            )
        return words

    def _draw_supply(self, surface: pygame.Surface, view: CapoState) -> None:
        lay = self.layout
        rect = lay.rect(*G.SUPPLY)
        x, y, w, _h = G.SUPPLY
        if not self._collect:
            pieces.panel(
                surface, rect, (24, 26, 22), lay.px(10), lay.px(4), A.BRASS, max(1, lay.px(1.5))
            )
            self._text(
                surface,
                look.caps(t("capo.table.supply.title")),
                12,
                A.BRASS,
                (x + w / 2, y + 13),
                "center",
                "bold",
            )
            pieces.double_rule(
                surface,
                lay.point(x + 14, y + 13),
                lay.point(x + 92, y + 13),
                A.BRASS_DARK,
                lay.px(4),
            )
            pieces.double_rule(
                surface,
                lay.point(x + w - 92, y + 13),
                lay.point(x + w - 14, y + 13),
                A.BRASS_DARK,
                lay.px(4),
            )
        counts = {
            "I1": view.influence[1],
            "I2": view.influence[2],
            "I3": view.influence[3],
            "mayor": view.mayor_supply,
            "bribes": view.bribes_in_supply,
            "cubes": view.cube_supply,
        }
        for index, key in enumerate(G.SUPPLY_KEYS):
            box = G.tile_box(index)
            trect = lay.rect(*box)
            count = counts[key] - self.motion.arrivals.get(("supply", key), 0)
            if not self._collect:
                pieces.panel(
                    surface, trect, (36, 40, 34), lay.px(7), 0, A.BRASS_DARK, 1, gradient=10
                )
                die = pieces.die_surface(lay.px(15), index + 1, *A.DIE_GREY)
                surface.blit(die, lay.point(box[0] + 5, box[1] + 5))
                icon = lay.point(*G.supply_point(key))
                if key.startswith("I"):
                    if count:
                        for k in range(min(count, 3) - 1, -1, -1):
                            self.art.marker(
                                surface,
                                (icon[0] + lay.px(k * 2), icon[1] - lay.px(k * 3)),
                                lay.px(14),
                                None,
                                Face("influence", int(key[1])),
                            )
                elif key == "bribes":
                    for k in range(min(count, 3) - 1, -1, -1):
                        self.art.marker(
                            surface,
                            (icon[0] + lay.px(k * 2), icon[1] - lay.px(k * 3)),
                            lay.px(14),
                            None,
                            Face("hidden"),
                        )
                elif key == "mayor":
                    for k in range(min(count, 3) - 1, -1, -1):
                        self.art.mayor_marker(
                            surface, (icon[0] + lay.px(k * 2), icon[1] - lay.px(k * 3)), lay.px(13)
                        )
                else:
                    for k in range(min(count, 3)):
                        self.art.cube(
                            surface,
                            (
                                icon[0] - lay.px(8) + lay.px(k * 8),
                                icon[1] + lay.px(2) - lay.px(k % 2 * 6),
                            ),
                            lay.px(G.CUBE_SIZE),
                        )
                low = key != "mayor" and count <= 2
                self._text(
                    surface,
                    f"×{count}",
                    18,
                    look.DANGER if low else look.PAPER,
                    (box[0] + box[2] - 8, box[1] + box[3] / 2 + 6),
                    "midright",
                    "bold",
                )
            self._hit(trect, lambda key=key: self._supply_tip(key))
        # the hitman in the supply, and the box
        hb = G.hitman_supply_box()
        hrect = lay.rect(*hb)
        in_supply = (not view.hitman) and not self.motion.arrivals.get(("hitman_supply",))
        if not self._collect:
            pieces.panel(surface, hrect, (36, 40, 34), lay.px(6), 0, A.BRASS_DARK, 1)
            if in_supply:
                self.art.hitman(surface, lay.point(*G.supply_point("hitman")), lay.px(24))
            self._text(
                surface,
                t("capo.table.supply.hitman"),
                13,
                look.PAPER if in_supply else look.MUTED,
                (hb[0] + 46, hb[1] + hb[3] / 2),
                "midleft",
                "bold",
                max_width=hb[2] - 50,
            )
        self._hit(
            hrect,
            lambda: (
                self._hitman_tip(self.motion.shown.active)
                if self.motion.shown.hitman
                else t("capo.table.tip.hitman_free")
            ),
        )
        bb = G.box_box()
        brect = lay.rect(*bb)
        boxed = sum(view.box_influence[1:]) + len(view.box_bribes)
        boxed -= self.motion.arrivals.get(("box",), 0)
        if not self._collect:
            pieces.panel(surface, brect, (36, 40, 34), lay.px(6), 0, A.BRASS_DARK, 1)
            self._text(
                surface,
                t("capo.table.supply.box", count=boxed),
                13,
                look.MUTED,
                (bb[0] + bb[2] / 2, bb[1] + bb[3] / 2),
                "center",
                "bold",
                max_width=bb[2] - 10,
            )
        self._hit(
            brect,
            lambda: t(
                "capo.table.tip.box",
                count=sum(self.motion.shown.box_influence[1:]) + len(self.motion.shown.box_bribes),
            ),
        )

    def _supply_tip(self, key: str) -> str:
        s = self.motion.shown
        if key.startswith("I"):
            value = int(key[1])
            return t("capo.table.tip.supply_influence", count=s.influence[value], value=value)
        count = {"mayor": s.mayor_supply, "bribes": s.bribes_in_supply, "cubes": s.cube_supply}[key]
        return t(f"capo.table.tip.supply_{key}", count=count)

    # -- the log -------------------------------------------------------------------------------
    def _draw_log(self, surface: pygame.Surface) -> None:
        lay = self.layout
        rect = lay.rect(*G.LOG)
        x, y, w, h = G.LOG
        self._hit(rect, "")
        if self._collect:
            return
        pieces.panel(
            surface, rect, (22, 22, 19), lay.px(10), lay.px(4), A.BRASS, max(1, lay.px(1.5))
        )
        self._text(
            surface,
            look.caps(t("capo.table.log.title")),
            12,
            A.BRASS,
            (x + w / 2, y + 13),
            "center",
            "bold",
        )
        pieces.double_rule(
            surface, lay.point(x + 14, y + 13), lay.point(x + 96, y + 13), A.BRASS_DARK, lay.px(4)
        )
        pieces.double_rule(
            surface,
            lay.point(x + w - 96, y + 13),
            lay.point(x + w - 14, y + 13),
            A.BRASS_DARK,
            lay.px(4),
        )
        face = lay.font(13)
        bold = lay.font(13, "bold")
        # text from x + 14 to x + w - 22: clear of the slim scroll bar at x + w - 13
        width = lay.px(w - 36)
        area = lay.rect(x + 10, y + 28, w - 20, h - 36)
        rows: list[tuple[str, str, bool]] = []  # (words, tone, first line of an entry)
        indent = lay.px(10)
        for line in self.log[-200:]:
            use = bold if line.tone == "turn" else face
            parts = pieces.wrap(line.words, use, width)
            if len(parts) > 1:  # continuation lines are indented
                parts = (parts[0], *pieces.wrap(" ".join(parts[1:]), use, width - indent))
            for i, part in enumerate(parts):
                rows.append((part, line.tone, i == 0))
        if not rows:
            self._text(
                surface,
                t("capo.table.log.empty"),
                12.5,
                look.MUTED,
                (x + 14, y + 32),
                max_width=w - 28,
            )
            return
        step = face.get_linesize()
        visible = max(1, area.h // step)
        self.log_offset = min(self.log_offset, max(0, len(rows) - visible))
        end = len(rows) - self.log_offset
        start = max(0, end - visible)
        clip = surface.get_clip()
        surface.set_clip(area)
        yy = area.top if len(rows) <= visible else area.bottom - (end - start) * step
        colours = {"turn": look.GOLD_LIGHT, "alert": look.DANGER_LIGHT, "plain": (226, 220, 204)}
        for words, tone, first in rows[start:end]:
            if first and tone == "turn" and yy > area.top + step // 2:
                pygame.draw.line(
                    surface,
                    A.BRASS_DARK,
                    (area.x + lay.px(4), yy + lay.px(1)),
                    (area.right - lay.px(10), yy + lay.px(1)),
                    1,
                )
            x = area.x + lay.px(4) + (0 if first else indent)
            pieces.text(surface, words, bold if tone == "turn" else face, colours[tone], (x, yy))
            yy += step
        surface.set_clip(clip)
        if len(rows) > visible:  # a slim scroll bar
            bar_h = max(lay.px(16), area.h * visible // len(rows))
            top = area.y + (area.h - bar_h) * start // max(1, len(rows) - visible)
            pygame.draw.rect(
                surface,
                A.BRASS_DARK,
                (area.right - lay.px(3), top, lay.px(3), bar_h),
                border_radius=lay.px(2),
            )

    # -- the action bar ------------------------------------------------------------------------
    def _bar_buttons(self) -> list[Button]:
        if self.peek_prompt and self._can_peek():
            return [
                Button(
                    "hold_peek",
                    t("capo.table.button.hold_peek"),
                    lambda: None,
                    style="primary",
                    tip=t("capo.table.tip.hold_peek"),
                    hold=True,
                ),
                Button("peek_done", t("capo.table.button.done"), self._close_peek, style="quiet"),
            ]
        if self.result_open:
            return [
                Button(
                    "hide_result",
                    t("capo.table.button.show_table"),
                    self._hide_result,
                    style="quiet",
                )
            ]
        buttons = list(self.choice().buttons)
        if self._end_done and not self.result_open:
            buttons.append(
                Button(
                    "show_result",
                    t("capo.table.button.show_result"),
                    self._show_result,
                    style="primary",
                )
            )
        return buttons

    def _close_peek(self) -> None:
        self.peek_prompt = False
        self.peeking = False

    def _hide_result(self) -> None:
        self.result_open = False

    def _show_result(self) -> None:
        module = _module("gamebox.app.scenes.endgame")
        if module is not None and hasattr(module, "EndScene"):
            self.app.push(module.EndScene(self.app, self.session))
        else:
            self.result_open = True

    def _layout_buttons(self) -> None:
        buttons = self._bar_buttons()
        face = self.layout.font(16, "bold")
        hint_face = self.layout.font(11, "bold")
        scale = self.layout.scale
        widths = []
        for b in buttons:
            w = face.size(b.label)[0] / scale + 44
            if b.hotkey:
                w += hint_face.size(b.hotkey)[0] / scale + 8
            widths.append(max(128.0, min(300.0, w)))
        gap = 14.0
        total = sum(widths) + gap * max(0, len(buttons) - 1)
        x0, _, w0, _ = G.ACTION
        x = x0 + (w0 - total) / 2
        for b, w in zip(buttons, widths, strict=True):
            b.box = (x, G.BUTTON_Y, w, G.BUTTON_H)
            x += w + gap
        self.buttons = buttons

    def action_line(self, view: CapoState) -> tuple[str, str]:
        """The line above the buttons: a hint, a peek prompt, or a reminder."""
        s = self.session
        if self.peek_prompt and self._can_peek():
            viewer = s.viewer
            return t(
                "capo.table.line.peek",
                player=self._name(viewer),
                other=self._name(1 - viewer if viewer is not None else None),
            ), "gold"
        if self.hint_for is not None and self.hint_for == len(s.match.log):
            if s.hint is None:
                return t("capo.table.line.hint_wait"), "muted"
            real = s.view()
            words = t("capo.table.line.hint", action=text.describe_action(s.hint, real, self.names))
            viewer = s.viewer if s.viewer is not None else real.active
            chance = ai.arrest_outcomes(real, self.config.bribes_per_value, viewer) / 36
            words += " " + t(
                "capo.table.line.risk",
                percent=t("capo.table.line.percent", value=number(100 * chance, 1)),
            )
            return words, "gold"
        if self.error:
            return self.error, "danger"
        if self.motion.busy:
            return "", "muted"
        real = s.view()
        if real.game_end and real.phase in (RESPONSE_A, RESPONSE_N):
            return t("capo.table.line.game_ending"), "gold"
        if real.phase == DECISION and real.must_roll and real.rolls and s.legal():
            return t("capo.table.line.must_roll", player=self._name(real.active)), "muted"
        if real.phase == OVERFLOW and s.legal() and real.commit_queue:
            card, marker = real.commit_queue[0]
            return t(
                "capo.table.line.overflow",
                card=text.card_label(card),
                marker=self._noun(self._face_of(marker, real.active)),
            ), "muted"
        if real.phase == INFLUENCE and s.legal():
            return t(
                "capo.table.line.options",
                options=t("capo.table.line.or").join(
                    text.describe_action(a, real, self.names) for a in s.legal()
                ),
            ), "muted"
        if real.phase == RESPONSE_N and s.legal():
            return t(
                "capo.table.line.backstab",
                player=self._name(1 - real.active),
                active=self._name(real.active),
            ), "muted"
        return "", "muted"

    def _draw_action_bar(self, surface: pygame.Surface, view: CapoState, choice: Choice) -> None:
        lay = self.layout
        rect = lay.rect(*G.ACTION)
        x, _y, w, _h = G.ACTION
        if not self._collect:
            pieces.panel(
                surface,
                rect,
                (20, 24, 20),
                lay.px(10),
                lay.px(4),
                A.BRASS_DARK,
                max(1, lay.px(1)),
                gradient=10,
            )
            words, tone = self.action_line(view)
            colour = {"gold": look.GOLD_LIGHT, "danger": look.DANGER_LIGHT}.get(tone, look.MUTED)
            if words:
                self._text(
                    surface,
                    words,
                    14,
                    colour,
                    (x + w / 2, G.ACTION_TEXT_Y + 2),
                    "center",
                    "bold" if tone == "gold" else "regular",
                    max_width=w - 30,
                )
        self._layout_buttons()
        if self.app.top is not self and not self._collect:
            return  # a menu or the final score is on top: its own buttons count
        for b in self.buttons:
            self._draw_button(surface, b, 16)

    # -- flyers and banners --------------------------------------------------------------------
    def _draw_flyers(self, surface: pygame.Surface) -> None:
        lay = self.layout
        for f in self.motion.flyers:
            if not f.tween.started:
                continue
            point = lay.point(*f.point())
            if f.kind == "marker" and f.face is not None:
                self.art.marker(surface, point, lay.px(G.PENDING_R), f.owner, f.face)
            elif f.kind == "mayor":
                self.art.mayor_marker(surface, point, lay.px(11))
            elif f.kind == "cube":
                self.art.cube(surface, point, lay.px(G.CUBE_SIZE + 2))
            elif f.kind == "hitman":
                self.art.hitman(surface, point, lay.px(34))
            elif f.kind == "flip" and f.face is not None:
                v = f.tween.value
                squash = abs(1 - 2 * v)
                face = f.back if v < 0.5 and f.back is not None else f.face
                lifted = (point[0], point[1] - lay.px(8 * (1 - abs(1 - 2 * v))))
                self.art.marker(surface, lifted, lay.px(G.MARKER_R + 2), f.owner, face, squash)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        banner = self.motion.banner
        if banner is None:
            return
        lay = self.layout
        t_ = banner.tween.raw
        alpha = min(1.0, t_ * 6, (1 - t_) * 4)
        if alpha <= 0:
            return
        face = lay.font(36, "display")
        words = banner.words
        tw = face.size(words)[0]
        w = max(300, tw / lay.scale + 110)
        cx, cy = G.STATUS[0] + G.STATUS[2] / 2, G.CARD_TOP + G.CARD_H / 2
        rect = lay.rect(cx - w / 2, cy - 42, w, 84)
        fill, ink = {
            "danger": ((110, 26, 22), (255, 236, 220)),
            "gold": ((38, 32, 22), look.GOLD_LIGHT),
        }.get(banner.tone, ((30, 34, 30), look.PAPER))
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        local = plate.get_rect()
        pygame.draw.rect(plate, (*fill, 235), local, border_radius=lay.px(10))
        pygame.draw.rect(plate, A.BRASS, local, max(2, lay.px(2)), border_radius=lay.px(10))
        pygame.draw.rect(
            plate, A.BRASS_DARK, local.inflate(-lay.px(10), -lay.px(10)), 1, border_radius=lay.px(6)
        )
        image = pieces.TEXT.render(words, face, ink)
        plate.blit(image, image.get_rect(center=local.center))
        plate.set_alpha(round(255 * alpha))
        pieces.drop_shadow(surface, rect, lay.px(10), lay.px(8), lay.px(6))
        surface.blit(plate, rect)

    # -- overlays ------------------------------------------------------------------------------
    def _draw_result(self, surface: pygame.Surface) -> None:
        result = self.game.result(self.session.state)
        if result is None:
            return
        lay = self.layout
        box = (250, 190, 480, 250)
        rect = lay.rect(*box)
        self._hit(rect, "")
        if self._collect:
            return
        pieces.panel(surface, rect, (26, 24, 20), lay.px(12), lay.px(8), A.BRASS, max(2, lay.px(2)))
        x, y, w, h = box
        self._text(
            surface,
            t("capo.table.result.title"),
            26,
            look.GOLD_LIGHT,
            (x + w / 2, y + 18),
            "midtop",
            "display",
        )
        winner = self._name(result.winner)
        self._text(
            surface,
            t("capo.table.result.winner", player=winner),
            18,
            look.PAPER,
            (x + w / 2, y + 58),
            "midtop",
            "bold",
            max_width=w - 30,
        )
        yy = y + 96
        for p in result.ranking:
            parts = result.breakdown[p] if p < len(result.breakdown) else {}
            self._text(
                surface,
                t(
                    "capo.table.result.line",
                    player=self._name(p),
                    total=parts.get("total", result.scores[p]),
                ),
                17,
                self.art.light(p),
                (x + 24, yy),
                "topleft",
                "bold",
                max_width=w - 48,
            )
            detail = t(
                "capo.table.result.detail",
                cards=t("capo.result.cards", count=parts.get("cards", 0)),
                card_cubes=t("capo.units.cubes", count=parts.get("card_cubes", 0)),
                mayor_cubes=t("capo.units.cubes", count=parts.get("mayor_cubes", 0)),
                markers=t("capo.units.mayor_markers", count=parts.get("mayor_markers", 0)),
            )
            self._text(
                surface, detail, 13, look.PAPER, (x + 24, yy + 24), "topleft", max_width=w - 48
            )
            yy += 54
        how = t(f"capo.result.decided_by.{result.decided_by}")
        self._text(
            surface,
            t("capo.table.result.decided", how=how),
            13,
            look.MUTED,
            (x + w / 2, y + h - 22),
            "midtop",
            max_width=w - 30,
        )

    def _cover_button_rect(self) -> pygame.Rect:
        return self.layout.rect(440, 420, 400, 56)

    def _draw_cover(self, surface: pygame.Surface) -> None:
        """Hot-seat without a shared pass screen: an opaque cover naming the next person."""
        lay = self.layout
        player = self.cover_player if self.cover_player is not None else 0
        surface.blit(
            A.table_background(surface.get_size(), tuple(lay.rect(*G.TABLE)), lay.scale), (0, 0)
        )
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((8, 14, 10, 200))
        surface.blit(veil, (0, 0))
        panel = lay.rect(340, 180, 600, 330)
        pieces.panel(
            surface, panel, (26, 24, 20), lay.px(14), lay.px(10), A.BRASS, max(2, lay.px(2))
        )
        self._collect = False
        pieces.token(
            surface,
            lay.point(640, 238),
            lay.px(26),
            self.art.colour(player),
            A.BRASS,
            "",
            look.WHITE,
            self.art.symbol(player),
            self.art.light(player),
        )
        self._text(
            surface,
            t("capo.table.pass.title", player=self._name(player)),
            30,
            look.GOLD_LIGHT,
            (640, 282),
            "midtop",
            "display",
            max_width=560,
        )
        other = self._name(1 - player)
        for i, line in enumerate(
            pieces.wrap(
                t("capo.table.pass.body", player=self._name(player), other=other),
                lay.font(16),
                lay.px(520),
            )
        ):
            self._text(surface, line, 16, look.PAPER, (640, 336 + i * 24), "midtop")
        brect = self._cover_button_rect()
        pieces.button(
            surface,
            brect,
            t("capo.table.pass.ready", player=self._name(player)),
            lay.font(17, "bold"),
            "primary",
            self._hover(brect),
            False,
            True,
        )
