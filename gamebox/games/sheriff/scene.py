"""The Sheriff of Nottingham table: a market square on timber boards where the match is
played with the mouse (and a few keys), animated event by event.

What the screen shows comes only from the viewer's view (`Session.view()`) and events
already redacted for the viewer, so other hands, bags and face-down contraband never
reach the pixels (R26, R40, R77). In hot-seat play the bottom player's own hand, bag and
face-down stall cards are drawn face down except while it is that person's turn, and a
"pass to <name>" screen comes before any hand or bag is shown.

Layout: the person at the screen sits at the bottom (hand, bag, stall, purse); the other
players share the top row; the middle holds the draw deck, the two discard piles and the
stage, where set-aside cards, the line of bags at inspection and an opened bag lie. The
right column has the move log and the promise ledger.

Decisions written down here (cosmetic, not rules):
- The negotiation panel takes the place of the hand while it is open; the stall it
  draws on stays visible on the left.
- A bag clause in an offer names one good (with a number); other goods can be offered
  in a second posting (R111 budget).
- The inspection timer (R84) counts only while the table is on screen; when it runs out
  during a person's decision the table plays `timeout`; a computer player's decision is
  never interrupted (it takes well under a second).

Keys: 1-9 pick hand cards, Enter takes the main button, Esc closes a panel or opens the
pause menu, Ctrl+Z undoes, H asks for a hint. A click or key during an animation
finishes it at once.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.scene import Scene
from gamebox.app.tween import pulse
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.model import (
    CHOOSE,
    CONFISCATE,
    DECLARE,
    DISCARD,
    GOODS,
    HIDDEN,
    INTERJECT,
    LEGAL,
    LOAD,
    NO,
    OPENING,
    OVER,
    PAY,
    RESPONSE,
    SET_ASIDE,
    TAKE,
    SheriffAction,
)
from gamebox.games.sheriff.table import art as A
from gamebox.games.sheriff.table import geometry as G
from gamebox.games.sheriff.table.motion import Motion
from gamebox.games.sheriff.table.offer import Draft, problem
from gamebox.i18n import language
from gamebox.i18n import t as _translate

Box = tuple[float, float, float, float]
ORDER = {g: i for i, g in enumerate(GOODS)}
NOISE = (E.CardDealt, E.CardRemoved)
TIMER_PHASES = (OPENING, CHOOSE, RESPONSE, INTERJECT)


def _module(name: str) -> Any:
    """Another engineer's module, or None while it does not exist yet."""
    try:
        if importlib.util.find_spec(name) is None:
            return None
    except ModuleNotFoundError:
        return None
    try:
        return importlib.import_module(name)
    except Exception:  # a half-written module must not stop the table
        return None


@lru_cache(maxsize=8192)
def _words(code: str, key: str, items: tuple) -> str:
    return _translate(key, **dict(items))


def t(key: str, **params: Any) -> str:
    """`i18n.t`, remembered: the table asks for the same words every frame."""
    return _words(language(), key, tuple(sorted(params.items())))


@lru_cache(maxsize=8192)
def _fit_font(words: str, size: float, style: str, width: int | None, scale: float):
    """`Layout.fit_font`, remembered per window scale."""
    low = size * look.SHRINK
    return look.fit_text(
        words, max(8, round(size * scale)), style, width, 1, max(8, round(low * scale))
    )[0]


@lru_cache(maxsize=4096)
def _fit_lines(words, size, style, width, lines, smallest, scale):
    """`Layout.fit`, remembered per window scale (rows as a list copy each call)."""
    low = size * look.SHRINK if smallest is None else smallest
    face, rows = look.fit_text(
        words, max(8, round(size * scale)), style, width, lines, max(8, round(low * scale))
    )
    return face, tuple(rows)


def canon(goods) -> tuple[str, ...]:
    return tuple(sorted(goods, key=ORDER.__getitem__))


@dataclass
class Button:
    key: str
    label: str
    on_click: Callable[[], None] | None
    box: Box = (0, 0, 0, 0)
    enabled: bool = True
    style: str = "plain"
    tip: str = ""
    action: SheriffAction | None = None


@dataclass
class Hit:
    rect: pygame.Rect
    tip: Callable[[], str] | str
    on_click: Callable[[], None] | None = None
    key: Any = None
    drag: Any = None


@dataclass
class LogLine:
    words: str
    tone: str  # "turn", "alert", "plain"


@dataclass
class Choice:
    """What the person at the screen may do now (built from `session.legal()`)."""

    legal: list[SheriffAction] = field(default_factory=list)
    phase: str = ""
    buttons: list[Button] = field(default_factory=list)
    piles: dict[int, SheriffAction] = field(default_factory=dict)
    slot_buttons: dict[int, list[Button]] = field(default_factory=dict)
    pickable: set[str] = field(default_factory=set)  # set-aside / confiscated goods


class TableScene(Scene):
    opaque = True

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.config = self.game.config
        self.text = _module("gamebox.games.sheriff.text")
        self.names = self._names()
        self.hotseat = len(session.humans) > 1
        self.clock = 0.0
        self._colour_blind = app.settings.colour_blind
        self._speed = app.settings.speed
        self.motion = Motion(self._seconds, self.anchor, self._banner_words)
        self.motion.on_start = self._event_started
        self.shown = session.view()
        self._viewer = session.viewer
        self._need_sync = False
        self.log: list[LogLine] = []
        self.log_offset = 0
        self._rebuild_log()
        self.selected: list[int] = []  # indices into the sorted bottom hand
        self.pick: str | None = None  # a set-aside or confiscated good chosen to place
        self.draft: Draft | None = None
        self.browse: int | None = None  # a discard pile being looked through
        self.hint_for: int | None = None
        self.hits: list[Hit] = []
        self.pressed: Any = None
        self.drag: dict[str, Any] | None = None
        self._collect = False
        self._choice: Choice | None = None
        self._choice_key: Any = None
        self.buttons: list[Button] = []
        self._pass_scene: Any = None
        self._end_done = False
        self._over_wait = 0.0
        self.error: str | None = None
        self.timer_key: Any = None
        self.timer_left = 0.0
        self.opened_hold = self._opened_from_log()
        self._static: set[Box] = set()
        self._building = False
        self._chrome_key: Any = None
        self._chrome_image: pygame.Surface | None = None
        self._status_key: Any = None
        self._status = ""

    # -- words ---------------------------------------------------------------------------------
    def _names(self) -> list[str]:
        names = list(self.session.match.names)
        defaults = None
        if self.text is not None and hasattr(self.text, "default_names"):
            try:
                defaults = list(self.text.default_names())
            except Exception:
                defaults = None
        out = []
        for i, name in enumerate(names):
            if name:  # the names the pass screen and the final score use too
                out.append(name)
            elif defaults and i < len(defaults):
                out.append(defaults[i])
            else:
                out.append(t("sheriff.table.player", number=i + 1))
        return out

    def name(self, p: int | None) -> str:
        if p is None or not 0 <= p < len(self.names):
            return t("sheriff.table.nobody")
        return self.names[p]

    def good_name(self, good: str, count: int = 1) -> str:
        if good == HIDDEN:
            return t("sheriff.table.hidden_card", count=count)
        if self.text is not None and hasattr(self.text, "good_name"):
            try:
                return str(self.text.good_name(good, count))
            except Exception:
                pass
        return self.config.goods[good].name if good in self.config.goods else good

    def describe_action(self, action: SheriffAction) -> str:
        if self.text is not None and hasattr(self.text, "describe_action"):
            try:
                return str(self.text.describe_action(action, self.session.view(), self.names))
            except Exception:
                pass
        return str(action)

    def _describe(self, event: E.Event) -> LogLine | None:
        if isinstance(event, NOISE):
            return None
        if self.hotseat:  # read by everyone at the screen: word it for an onlooker
            event = self.game.view_event(event, None)
        words = ""
        if self.text is not None:
            try:
                if isinstance(event, E.GameEnded) and hasattr(self.text, "result_text"):
                    words = str(self.text.result_text(event.result, self.names))
                else:
                    words = str(self.text.describe_event(event, self.names))
            except Exception:
                words = ""
        if not words:
            words = type(event).__name__
        tone = "plain"
        if isinstance(event, E.SheriffChosen):
            tone = "turn"
        elif isinstance(event, (E.BagInspected, E.TimerExpired, E.GameEnded, E.DebtCancelled)):
            tone = "alert"
        return LogLine(words, tone)

    def _banner_words(self, kind: str, params: dict) -> str:
        p = dict(params)
        if "player" in p:
            p["player"] = self.name(p["player"])
        return t(f"sheriff.table.banner.{kind}", **p)

    def _rebuild_log(self) -> None:
        self.log = []
        viewer = None if self.hotseat else self.session.viewer
        for entry in self.session.match.log:
            for event in entry.events:
                line = self._describe(self.game.view_event(event, viewer))
                if line is not None:
                    self.log.append(line)
        self.log_offset = 0

    def _opened_from_log(self):
        """The last bag opened in this round, so a loaded game shows it too."""
        from gamebox.games.sheriff.table.motion import Opened

        for entry in reversed(self.session.match.log):
            for event in reversed(entry.events):
                if isinstance(event, E.SheriffChosen):
                    return None
                if isinstance(event, E.BagInspected):
                    self.motion.opened = Opened(event.player, event.goods, event.honest)
                    return True
        return None

    # -- settings and life cycle -------------------------------------------------------------
    @property
    def layout(self) -> look.Layout:
        return self.app.layout

    def _seconds(self) -> float:
        return float(self.app.settings.animation_seconds)

    def on_enter(self) -> None:
        super().on_enter()
        if self.app.settings.speed != self._speed:
            self._speed = self.app.settings.speed
            self.session.pause = self._seconds()
        self._colour_blind = self.app.settings.colour_blind
        if not self.motion.busy:
            self.shown = self.session.view()
        self._choice_key = None

    def on_leave(self) -> None:
        super().on_leave()
        self.pressed = None
        self.drag = None

    @property
    def bottom(self) -> int:
        v = self.session.viewer
        return v if v is not None else 0

    def private_ok(self) -> bool:
        """May the bottom player's own secrets be drawn face up now?"""
        if self.session.viewer is None:
            return False
        if not self.hotseat:
            return True
        return self.session.human_to_act() == self.session.viewer

    def look_of(self, p: int) -> look.PlayerLook:
        return look.player_look(p, self.app.settings.colour_blind)

    # -- receiving what happened ---------------------------------------------------------------
    def _receive(self, shown: list) -> None:
        for item in shown:
            self.motion.push(item.event, self._describe(item.event))
        if shown:
            self._need_sync = True
            self.log_offset = 0
            if self._seconds() <= 0:
                self.motion.update(0.0)
        self._choice_key = None
        self._settle()

    def _settle(self) -> None:
        """Once nothing is animating, the table shows the session's view again."""
        if self._need_sync and not self.motion.busy:
            self._need_sync = False
            self.shown = self.session.view()
            self._choice_key = None

    def _event_started(self, step) -> None:
        if isinstance(step.note, LogLine):
            self.log.append(step.note)
        if isinstance(step.event, (E.BagPassed, E.SheriffChosen)):
            self.opened_hold = None
        if isinstance(step.event, E.BagInspected):
            self.opened_hold = True

    def _reset_picks(self) -> None:
        self.selected = []
        self.pick = None
        self.draft = None
        self.hint_for = None
        self._choice_key = None

    def submit(self, action: SheriffAction) -> bool:
        """Play `action` for the person at the screen; only ever a legal one."""
        view = self.session.view()
        legal = self.session.legal()
        if not legal and action.kind != "timeout":
            return False
        if action.offer is not None or (action.kind == "accept" and action.target != NO):
            if action not in legal and self.game.offer_problem(view, action):
                return False
        elif action.kind != "timeout" and action not in legal:
            return False
        try:
            shown = self.session.act(action)
        except Exception as error:
            self.app.notify(str(error))
            return False
        self._reset_picks()
        self.error = None
        self._receive(shown)
        return True

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
        self._reset_picks()
        self.shown = self.session.view()
        self._rebuild_log()

    def ask_hint(self) -> None:
        if self.session.human_to_act() is None or not self.session.legal():
            return
        try:
            self.session.ask_hint()
        except Exception as error:
            self.app.notify(str(error))
            return
        self.hint_for = len(self.session.match.log)

    def hinted(self) -> SheriffAction | None:
        s = self.session
        if self.hint_for is None or self.hint_for != len(s.match.log) or self.motion.busy:
            return None
        return s.hint

    def open_menu(self) -> None:
        module = _module("gamebox.app.scenes.pause")
        if module is not None:
            self.app.push(module.PauseScene(self.app, self.session))

    # -- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        if self._pass_scene is not None and self._pass_scene not in self.app.stack:
            self._pass_scene = None
            self._after_pass()
        if self.app.top is not self:
            return
        if self.session.viewer != self._viewer:
            self._after_pass()
        self.motion.update(dt)
        idle = not self.motion.busy
        self._settle()
        try:
            shown = self.session.poll(dt, idle)
        except Exception as error:
            self.error = str(error)
            self.app.notify(t("sheriff.table.ai_failed", reason=str(error)))
            shown = []
        if shown:
            self._receive(shown)
            return
        save_error = self.session.unreported_save_error()
        if save_error:
            self.app.notify(t("sheriff.table.save_failed", reason=save_error))
        if not idle:
            return
        self._run_timer(dt)
        self._check_pass()
        self._check_over(dt)

    def _run_timer(self, dt: float) -> None:
        """R84: the Sheriff has 60 s per merchant for the whole Inspection phase."""
        view = self.shown
        running = view.timer and not view.timed_out and view.phase in TIMER_PHASES
        if not running:
            self.timer_key = None
            return
        key = (view.round, len([m for m in view.order if view.bags_this_round[m]]))
        if key != self.timer_key:
            self.timer_key = key
            self.timer_left = float(self.game.timer_seconds(view))
        self.timer_left = max(0.0, self.timer_left - dt)
        person = self.session.human_to_act() is not None
        if self.timer_left <= 0 and person and not self.session.needs_pass_screen():
            self.submit(SheriffAction("timeout"))

    def _check_pass(self) -> None:
        s = self.session
        player = s.human_to_act()
        if player is None or not s.needs_pass_screen() or self._pass_scene is not None:
            return
        module = _module("gamebox.app.scenes.passscreen")
        if module is None:
            s.take_screen(player)
            self._after_pass()
            return
        self._pass_scene = module.PassScreen(self.app, s, player, self._after_pass)
        self.app.push(self._pass_scene)

    def _after_pass(self) -> None:
        self._viewer = self.session.viewer
        self._reset_picks()
        if not self.motion.busy:
            self.shown = self.session.view()
        self._rebuild_log()

    def _check_over(self, dt: float) -> None:
        if self._end_done or not self.session.match.is_over:
            return
        self._over_wait += dt
        if self._over_wait < min(1.5, self._seconds() * 3):
            return
        self._end_done = True
        self.show_result()

    def show_result(self) -> None:
        module = _module("gamebox.app.scenes.endgame")
        if module is not None:
            self.app.push(module.EndScene(self.app, self.session))

    @property
    def game_over_shown(self) -> bool:
        return self._end_done

    # -- choices -------------------------------------------------------------------------------
    def choice(self) -> Choice:
        s = self.session
        key = (
            len(s.match.log),
            s.viewer,
            tuple(self.selected),
            self.pick,
            self.motion.busy,
            id(self.draft),
            self.hint_for,
            s.hint is not None,
            s.needs_pass_screen(),
        )
        if self._choice is not None and self._choice_key == key:
            return self._choice
        self._choice = self._build_choice()
        self._choice_key = key
        return self._choice

    def hand(self) -> list[str]:
        """The bottom hand in display order (goods order), HIDDEN when not to be shown."""
        cards = self.shown.hands[self.bottom]
        if not self.private_ok():
            return [HIDDEN] * len(cards)
        return sorted(cards, key=lambda g: ORDER.get(g, 99))

    def selected_goods(self) -> tuple[str, ...]:
        cards = self.hand()
        return canon(cards[i] for i in self.selected if i < len(cards) and cards[i] != HIDDEN)

    def _button(
        self,
        c: Choice,
        key: str,
        label: str,
        action: SheriffAction | None = None,
        on_click: Callable[[], None] | None = None,
        style: str = "plain",
        enabled: bool = True,
        tip: str = "",
    ) -> Button:
        if action is not None and on_click is None:

            def on_click(action: SheriffAction = action) -> None:
                self.submit(action)

        b = Button(
            key,
            label,
            on_click,
            enabled=enabled,
            style=style,
            action=action,
            tip=tip or (self.describe_action(action) if action is not None else ""),
        )
        c.buttons.append(b)
        return b

    def _build_choice(self) -> Choice:
        s = self.session
        if self.motion.busy or s.needs_pass_screen():
            return Choice()
        legal = s.legal()
        if not legal:
            return Choice()
        view = s.view()
        c = Choice(legal=legal, phase=view.phase)
        kinds: dict[str, list[SheriffAction]] = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
        phase = view.phase
        if self.draft is not None:
            self._draft_buttons(c, view)
            return c
        if phase == SET_ASIDE:
            action = SheriffAction("setaside", self.selected_goods())
            n = len(action.goods)
            label = (
                t("sheriff.table.button.keep_hand")
                if n == 0
                else t("sheriff.table.button.set_aside", count=n)
            )
            self._button(c, "setaside", label, action, style="primary", enabled=action in legal)
        elif phase == TAKE:
            for a in kinds.get("take", []):
                c.piles[a.target + 1] = a
                self._button(
                    c, f"take{a.target}", t("sheriff.table.button.take", pile=a.target + 1), a
                )
            left = view.k - view.taken
            self._button(
                c,
                "stop",
                t("sheriff.table.button.draw_deck", count=left),
                SheriffAction("stop"),
                style="primary",
            )
        elif phase in (DISCARD, CONFISCATE):
            goods = canon({a.goods[0] for a in legal})
            c.pickable = set(goods)
            pick = self.pick if self.pick in goods else (goods[0] if len(goods) == 1 else None)
            if pick is not None:
                for a in legal:
                    if a.goods[0] == pick:
                        c.piles[a.target + 1] = a
                        self._button(
                            c,
                            f"place{a.target}",
                            t(
                                "sheriff.table.button.place",
                                good=self.good_name(pick),
                                pile=a.target + 1,
                            ),
                            a,
                            style="primary",
                        )
        elif phase == LOAD:
            action = SheriffAction("load", self.selected_goods())
            self._button(
                c,
                "load",
                t("sheriff.table.button.load", count=len(action.goods)),
                action,
                style="primary",
                enabled=action in legal,
            )
            if self.selected:
                self._button(
                    c,
                    "clear",
                    t("sheriff.table.button.clear"),
                    on_click=self._clear_selection,
                    style="quiet",
                )
        elif phase == DECLARE:
            bag = view.bags[view.active] or []
            for a in kinds.get("declare", []):
                self._button(
                    c,
                    f"declare_{a.goods[0]}",
                    t(
                        "sheriff.table.button.declare",
                        count=len(bag),
                        good=self.good_name(a.goods[0], max(1, len(bag))),
                    ),
                    a,
                    style="primary" if bag and a.goods[0] == bag[0] else "plain",
                )
        elif phase in (OPENING, INTERJECT):
            m = view.active
            if kinds.get("offer"):
                self._button(
                    c,
                    "offer",
                    t("sheriff.table.button.make_offer"),
                    on_click=lambda: self.open_draft("offer", m),
                    style="primary",
                )
            if kinds.get("side"):
                self._button(
                    c,
                    "side",
                    t("sheriff.table.button.side_offer"),
                    on_click=lambda: self.open_draft("side", m),
                )
            self._button(
                c, "skip", t("sheriff.table.button.skip"), SheriffAction("skip"), style="quiet"
            )
        elif phase == CHOOSE:
            for m in view.unresolved():
                row: list[Button] = []
                for kind, label in (
                    ("pass", "pass_bag"),
                    ("inspect", "inspect"),
                    ("accept", "accept_offer"),
                ):
                    a = SheriffAction(kind, target=m)
                    if a in legal:
                        row.append(
                            Button(
                                f"{kind}{m}",
                                t(f"sheriff.table.button.{label}"),
                                lambda a=a: self.submit(a),
                                action=a,
                                style="danger" if kind == "inspect" else "plain",
                                tip=self.describe_action(a),
                            )
                        )
                if any(a.kind == "demand" and a.target == m for a in legal):
                    row.append(
                        Button(
                            f"demand{m}",
                            t("sheriff.table.button.demand"),
                            lambda m=m: self.open_draft("demand", m),
                            style="quiet",
                            tip=t("sheriff.table.tip.demand", player=self.name(m)),
                        )
                    )
                c.slot_buttons[m] = row
            for a in kinds.get("acceptside", []):
                self._button(
                    c,
                    f"side{a.target}",
                    t("sheriff.table.button.accept_side", player=self.name(a.target)),
                    a,
                )
            for a in kinds.get("wave", []):
                self._button(c, "wave", t("sheriff.table.button.wave"), a, style="primary")
        elif phase == RESPONSE:
            for kind, label, style in (
                ("accept", "accept_demand", "primary"),
                ("stand", "stand", "plain"),
                ("withdraw", "withdraw", "quiet"),
            ):
                a = SheriffAction(kind)
                if a in legal:
                    self._button(c, kind, t(f"sheriff.table.button.{label}"), a, style=style)
            if kinds.get("counter"):
                self._button(
                    c,
                    "counter",
                    t("sheriff.table.button.counter"),
                    on_click=lambda: self.open_draft("counter", view.active),
                )
        elif phase == PAY:
            for a in kinds.get("pay", []):
                self._button(
                    c,
                    f"pay_{a.goods[0]}",
                    t("sheriff.table.button.pay", good=self.good_name(a.goods[0])),
                    a,
                )
        else:  # anything else the rules add: one button per action, worded by text.py
            for i, a in enumerate(legal[:6]):
                self._button(c, f"any{i}", self.describe_action(a), a)
        return c

    def _draft_buttons(self, c: Choice, view) -> None:
        d = self.draft
        assert d is not None
        why = problem(self.game, view, d)
        self._button(
            c,
            "post",
            t(f"sheriff.table.button.post_{d.mode}"),
            d.action(),
            on_click=lambda: self.submit(d.action()),
            style="primary",
            enabled=not why,
        )
        self._button(
            c, "cancel", t("sheriff.table.button.cancel"), on_click=self.close_draft, style="quiet"
        )

    def _clear_selection(self) -> None:
        self.selected = []
        self._choice_key = None

    def open_draft(self, mode: str, merchant: int) -> None:
        view = self.session.view()
        if mode == "demand":
            self.draft = Draft(mode, merchant, target=merchant)
        else:
            self.draft = Draft(mode, merchant)
            if mode == "counter" and view.offers[merchant] is not None:
                self.draft.fill(view.offers[merchant])
        self.browse = None
        self._choice_key = None

    def close_draft(self) -> None:
        self.draft = None
        self._choice_key = None

    # -- clicks ---------------------------------------------------------------------------------
    def click_hand(self, index: int) -> None:
        phase = self.choice().phase
        if phase not in (SET_ASIDE, LOAD) or self.draft is not None:
            return
        if index in self.selected:
            self.selected.remove(index)
        elif len(self.selected) < (
            self.config.set_aside_max if phase == SET_ASIDE else self.config.bag_max
        ):
            self.selected.append(index)
        self._choice_key = None

    def click_pile(self, which: int) -> None:
        """`which`: 1 or 2. Takes or places when that is legal, otherwise browses."""
        action = self.choice().piles.get(which)
        if action is not None:
            self.submit(action)
        elif self.shown.piles[which - 1]:
            self.browse = which - 1

    def click_pick(self, good: str) -> None:
        if good in self.choice().pickable:
            self.pick = None if self.pick == good else good
            self._choice_key = None

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self._settle()
        busy = self.motion.busy
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        pressed = event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        )
        if pressed and busy and not escape:  # a click or a key lands every animation
            self.motion.skip()
            self._need_sync = True
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.rect(*G.LOG).collidepoint(pygame.mouse.get_pos()):
                self.log_offset = max(0, self.log_offset + event.y * 3)
                return True
            return False
        if self.browse is not None:
            if event.type == pygame.MOUSEBUTTONUP or escape or event.type == pygame.KEYDOWN:
                self.browse = None
                return True
            return event.type == pygame.MOUSEBUTTONDOWN
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            for which in (1, 2):
                if self.layout.rect(*G.pile_card_box(which)).collidepoint(event.pos):
                    if self.shown.piles[which - 1]:
                        self.browse = which - 1
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self._hit_at(event.pos)
            self.pressed = hit.key if hit is not None else None
            if hit is not None and hit.drag is not None:
                self.drag = {
                    "index": hit.drag,
                    "start": event.pos,
                    "pos": event.pos,
                    "moved": False,
                }
            return hit is not None
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag["pos"] = event.pos
            sx, sy = self.drag["start"]
            if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > self.layout.px(12):
                self.drag["moved"] = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drag, self.drag = self.drag, None
            if drag is not None and drag["moved"]:
                self._drop(drag["index"], event.pos)
                self.pressed = None
                return True
            hit = self._hit_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if hit is not None and hit.key == pressed and hit.on_click is not None:
                hit.on_click()
                return True
            return hit is not None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _drop(self, index: int, pos: tuple[int, int]) -> None:
        """A hand card dragged onto the bag (or the stage while setting aside) is picked;
        a picked card dragged back onto the hand is put back."""
        phase = self.choice().phase
        target = G.BAG_ZONE if phase == LOAD else G.STAGE
        if self.layout.rect(*target).collidepoint(pos):
            if index not in self.selected:
                self.click_hand(index)
        elif self.layout.rect(*G.HAND).collidepoint(pos) and index in self.selected:
            self.click_hand(index)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key == pygame.K_z and ctrl:
            self.undo()
            return True
        if key == pygame.K_ESCAPE:
            if self.draft is not None:
                self.close_draft()
            elif self.selected or self.pick:
                self.selected = []
                self.pick = None
                self._choice_key = None
            else:
                self.open_menu()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if pygame.K_1 <= key <= pygame.K_9 and not ctrl:
            self.click_hand(key - pygame.K_1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._layout_buttons()
            for b in self.buttons:
                if b.style == "primary" and b.enabled and b.on_click is not None:
                    b.on_click()
                    break
            return True
        return False

    def _hit_at(self, pos: tuple[int, int]) -> Hit | None:
        if not self.hits:
            self._draw_table(pygame.Surface((1, 1)), collect_only=True)
        for hit in reversed(self.hits):
            if hit.rect.collidepoint(pos):
                return hit
        return None

    # -- places (for motion, tests and screenshots) -------------------------------------------
    def anchor(self, place: str, who: int) -> tuple[float, float]:
        n = self.shown.n
        if place == "deck":
            return G.centre(G.pile_card_box(0))
        if place == "pile":
            return G.centre(G.pile_card_box(max(0, who) + 1))
        if place == "stage":
            return G.centre(G.STAGE)
        if place == "badge_from":
            if self.shown.sheriff < 0:
                return G.centre(G.STAGE)
            return self.anchor("badge", self.shown.sheriff)
        if place == "badge":
            if who == self.bottom:
                return (G.OWN_INFO[0] + G.OWN_INFO[2] - 16, G.OWN_INFO[1] + 14)
            others = G.seat_order(n, self.bottom)
            x, y, w, _h = G.opponent_box(others.index(who), n - 1)
            return (x + w - 20, y + 18)
        if who == self.bottom:
            if place == "hand":
                return G.centre(G.HAND)
            if place == "bag":
                return G.centre(G.BAG_ZONE)
            if place == "purse":
                return (G.OWN_INFO[0] + 40, G.OWN_INFO[1] + 52)
            return (G.OWN_INFO[0] + 118, G.OWN_INFO[1] + 120)
        others = G.seat_order(n, self.bottom)
        if who not in others:
            return G.centre(G.STAGE)
        if (
            place == "bag"
            and who in self.shown.order
            and self.shown.phase not in (SET_ASIDE, TAKE, DISCARD)
        ):
            merchants = self.stage_merchants()
            if who in merchants:
                return G.centre(G.stage_slot(merchants.index(who), len(merchants)))
        x, y, w, h = G.opponent_box(others.index(who), n - 1)
        if place == "purse":
            return (x + 26, y + 52)
        if place == "hand":
            return (x + w * 0.62, y + 52)
        if place == "bag":
            return (x + 30, y + h - 26)
        return (x + w / 2, y + 98)

    def button_rect(self, key: str) -> pygame.Rect | None:
        self._layout_buttons()
        for b in self.buttons:
            if b.key == key:
                return self.layout.rect(*b.box)
        for hit in self._all_hits():
            if hit.key == ("button", key):
                return hit.rect
        return None

    def _all_hits(self) -> list[Hit]:
        self.hits = []
        self._draw_table(pygame.Surface((1, 1)), collect_only=True)
        return self.hits

    def hand_rect(self, index: int) -> pygame.Rect:
        for hit in self._all_hits():
            if hit.key == ("hand", index):
                return hit.rect
        raise KeyError(index)

    def pile_rect(self, which: int) -> pygame.Rect:
        return self.layout.rect(*G.pile_card_box(which))

    def hit_rect(self, key: Any) -> pygame.Rect | None:
        for hit in self._all_hits():
            if hit.key == key:
                return hit.rect
        return None

    def stage_merchants(self) -> list[int]:
        v = self.shown
        return [m for m in v.order if v.bags_this_round[m]]

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._settle()
        self.hits = []
        self._draw_table(surface)
        mouse = pygame.mouse.get_pos()
        if self.app.top is self:
            for hit in reversed(self.hits):
                if hit.rect.collidepoint(mouse):
                    words = hit.tip() if callable(hit.tip) else hit.tip
                    if words:
                        self.app.show_tooltip(words, mouse)
                    break

    def _draw_table(self, surface: pygame.Surface, collect_only: bool = False) -> None:
        self._collect = collect_only
        if not collect_only:
            self._chrome(surface)
        view = self.shown
        choice = self.choice()
        self._draw_status(surface, view)
        self._draw_top_buttons(surface)
        others = G.seat_order(view.n, self.bottom)
        for i, p in enumerate(others):
            self._draw_opponent(surface, view, p, G.opponent_box(i, len(others)))
        self._draw_piles(surface, view, choice)
        self._draw_stage(surface, view, choice)
        self._draw_own(surface, view, choice)
        self._draw_log(surface)
        self._draw_ledger(surface, view)
        self._draw_action_bar(surface, view, choice)
        if not collect_only:
            self._draw_flyers(surface)
            self._draw_drag(surface)
            self._draw_banner(surface)
        if self.browse is not None:
            self._draw_browse(surface, view)

    # ... helpers
    def _fit(self, words: str, size: float, style: str = "regular", width: int | None = None):
        return _fit_font(words, size, style, width, self.layout.scale)

    def _hit(self, rect, tip, on_click=None, key=None, drag=None) -> None:
        self.hits.append(Hit(rect, tip, on_click, key if key is not None else id(rect), drag))

    def _text(
        self, surface, words, size, colour, pos, anchor="topleft", style="regular", max_width=None
    ) -> pygame.Rect:
        if self._collect:
            return pygame.Rect(0, 0, 0, 0)
        mw = None if max_width is None else self.layout.px(max_width)
        face = self._fit(words, size, style, mw)
        return pieces.text(surface, words, face, colour, self.layout.point(*pos), anchor, mw)

    def _lines(
        self, surface, words, size, colour, box: Box, lines: int = 2, style="regular"
    ) -> None:
        """Wrapped text inside `box` (design units), shrinking before it shortens."""
        if self._collect:
            return
        lay = self.layout
        x, y, w, _h = box
        face, rows = _fit_lines(words, size, style, lay.px(w), lines, None, lay.scale)
        if len(rows) > lines:
            rows = (*rows[: lines - 1], " ".join(rows[lines - 1 :]))
        step = face.get_linesize()
        left, top = lay.point(x, y)
        for i, row in enumerate(rows):
            pieces.text(surface, row, face, colour, (left, top + i * step), max_width=lay.px(w))

    def _centred_lines(
        self, surface, words, size, colour, box: Box, lines: int = 2, style="regular"
    ) -> None:
        if self._collect:
            return
        lay = self.layout
        x, y, w, h = box
        face, rows = _fit_lines(words, size, style, lay.px(w), lines, None, lay.scale)
        rows = look.balanced(words, face, lay.px(w)) if len(rows) > 1 else rows
        rows = rows[:lines]
        step = face.get_linesize()
        top = lay.point(x, y + h / 2)[1] - step * len(rows) // 2
        cx = lay.point(x + w / 2, y)[0]
        for i, row in enumerate(rows):
            pieces.text(surface, row, face, colour, (cx, top + i * step), "midtop", lay.px(w))

    def _panel(
        self, surface, box: Box, colour=(44, 30, 22), border=A.TIMBER, radius=10
    ) -> pygame.Rect:
        """A timber-framed panel. The fixed panels of the table come pre-drawn with the
        background (`_chrome`); for those only a lit border is drawn here."""
        lay = self.layout
        rect = lay.rect(*box)
        if self._collect:
            return rect
        if box in self._static and not self._building:
            if border != A.TIMBER:
                pygame.draw.rect(
                    surface, border, rect, max(1, lay.px(2)), border_radius=lay.px(radius)
                )
            return rect
        pieces.panel(
            surface,
            rect,
            colour,
            lay.px(radius),
            lay.px(4),
            border,
            max(1, lay.px(1.5)),
            gradient=12,
        )
        return rect

    def _static_boxes(self, n: int) -> list[tuple[Box, tuple[int, int, int]]]:
        boxes = [
            (G.STATUS, (30, 22, 16)),
            (G.COUNTERS, (30, 22, 16)),
            (G.PILES, (40, 28, 20)),
            (G.STAGE, (46, 32, 24)),
            (G.OWN, (52, 36, 26)),
            (G.LOG, (24, 20, 16)),
            (G.LEDGER, (24, 20, 16)),
        ]
        boxes += [(G.opponent_box(i, n - 1), (50, 34, 24)) for i in range(n - 1)]
        return boxes

    def _chrome(self, surface) -> None:
        """Background and fixed panels, drawn once per window size and player count."""
        lay = self.layout
        key = (surface.get_size(), round(lay.scale, 4), self.shown.n)
        if self._chrome_key != key or self._chrome_image is None:
            image = A.market_background(surface.get_size(), round(lay.scale, 3)).copy()
            boxes = self._static_boxes(self.shown.n)
            self._static = set()
            self._building = True
            for box, colour in boxes:
                self._panel(image, box, colour)
            self._building = False
            self._static = {box for box, _ in boxes}
            self._chrome_image = image
            self._chrome_key = key
        surface.blit(self._chrome_image, (0, 0))

    def _hover(self, rect: pygame.Rect) -> bool:
        return self.app.top is self and rect.collidepoint(pygame.mouse.get_pos())

    def _card(self, surface, box: Box, good: str, lit=False, lifted=False) -> pygame.Rect:
        rect = self.layout.rect(*box)
        if not self._collect:
            g = self.config.goods.get(good)
            A.draw_card(
                surface,
                rect,
                good,
                self.good_name(good) if g else "",
                g.value if g else 0,
                g.penalty if g else 0,
                g.kind if g else "",
                lifted,
                lit,
            )
        return rect

    def _pickable_row(self, surface, cards: list[str], choice: Choice, y_offset: float) -> None:
        """A row of cards on the stage; those the person may pick now glow and click."""
        for i, good in enumerate(cards):
            box = G.stage_card_box(i, len(cards), y_offset)
            lit = good in choice.pickable
            rect = self._card(
                surface, box, good, lit=lit and good != self.pick, lifted=good == self.pick
            )
            self._hit(
                rect,
                self._card_tip(good),
                (lambda g=good: self.click_pick(g)) if lit else None,
                key=("pick", i),
            )

    def _card_tip(self, good: str) -> str:
        if good == HIDDEN:
            return t("sheriff.table.tip.face_down")
        g = self.config.goods[good]
        key = "legal" if g.kind == "legal" else ("royal" if g.kind == "royal" else "contraband")
        return t(
            f"sheriff.table.tip.card_{key}",
            good=self.good_name(good),
            value=g.value,
            penalty=g.penalty,
        )

    def _token(self, surface, p: int, centre: tuple[float, float], r: float) -> None:
        if self._collect:
            return
        lay = self.layout
        pl = self.look_of(p)
        c = lay.point(*centre)
        radius = lay.px(r)
        pygame.draw.circle(surface, pl.colour, c, radius)
        pygame.draw.circle(surface, look.GOLD_LIGHT, c, radius, max(1, lay.px(1.5)))
        look.symbol(surface, pl.symbol, c, max(2, round(radius * 0.5)), look.WHITE)

    # -- status and counters ----------------------------------------------------------------------
    def status_text(self) -> str:
        """Who must do what now (always shown above the table); remembered per position."""
        s = self.session
        step = self.motion.current
        key = (
            len(s.match.log),
            s.viewer,
            id(step),
            s.thinking,
            s.needs_pass_screen(),
            int(self.clock * 2.5) % 3,
            language(),
        )
        if self._status_key != key:
            self._status_key = key
            self._status = self._status_now()
        return self._status

    def _status_now(self) -> str:
        s = self.session
        if s.match.is_over:
            result = self.game.result(s.state)
            return t(
                "sheriff.table.status.over", winner=self.name(result.winner if result else None)
            )
        step = self.motion.current
        if step is not None and isinstance(step.note, LogLine):
            return step.note.words
        turn = s.match.turn()
        if turn.is_chance:
            return t("sheriff.table.status.dealing")
        player = turn.player
        if player is not None and player not in s.humans:
            dots = "." * (1 + int(self.clock * 2.5) % 3)
            return t("sheriff.table.status.thinking", player=self.name(player)) + dots
        if s.needs_pass_screen():
            return t("sheriff.table.status.pass", player=self.name(player))
        view = s.view()
        if self.text is not None and hasattr(self.text, "status_text"):
            try:
                return str(self.text.status_text(view, self.names))
            except Exception:
                pass
        return t(f"sheriff.table.prompt.{view.phase}", player=self.name(view.active))

    def _draw_status(self, surface, view) -> None:
        rect = self._panel(surface, G.STATUS, (30, 22, 16), A.TIMBER)
        x, y, w, h = G.STATUS
        self._hit(rect, self.status_text)
        if view.phase != OVER and view.active >= 0:
            self._token(surface, view.active, (x + 18, y + h / 2), 9)
        self._status_words(surface, self.status_text(), (x + 34, y + 2, w - 44, h - 4))
        cx, cy, cw, ch = G.COUNTERS
        crect = self._panel(surface, G.COUNTERS, (30, 22, 16), A.TIMBER)
        n = view.n
        rounds = self.config.rounds(n)
        turns = self.config.sheriff_turns[n]
        turn_no = (max(1, view.round) - 1) // n + 1
        words = t(
            "sheriff.table.counters",
            round=max(1, view.round),
            rounds=rounds,
            turn=min(turn_no, turns),
            turns=turns,
        )
        timer = self.timer_key is not None and view.phase in TIMER_PHASES
        width = cw - (124 if timer else 20)
        self._text(
            surface, words, 15, look.GOLD_LIGHT, (cx + 10, cy + ch / 2), "midleft", "bold", width
        )
        self._hit(crect, t("sheriff.table.tip.counters", rounds=rounds, turns=turns))
        if timer:
            left = int(self.timer_left + 0.999)
            colour = look.DANGER_LIGHT if left <= 15 else look.WHITE
            self._text(
                surface,
                t("sheriff.table.timer", time=f"{left // 60}:{left % 60:02d}"),
                16,
                colour,
                (cx + cw - 10, cy + ch / 2),
                "midright",
                "bold",
            )

    def _status_words(self, surface, words: str, box: Box) -> None:
        """One line when it fits (shrinking to 80%), else two smaller lines."""
        if self._collect:
            return
        lay = self.layout
        x, y, w, h = box
        face, rows = _fit_lines(words, 16, "bold", lay.px(w), 1, None, lay.scale)
        if len(rows) > 1 or face.size(rows[0])[0] > lay.px(w):
            face, rows = _fit_lines(words, 13, "bold", lay.px(w), 2, 11, lay.scale)
        rows = rows[:2]
        step = face.get_linesize()
        top = lay.point(x, y + h / 2)[1] - step * len(rows) // 2
        left = lay.point(x, y)[0]
        for i, row in enumerate(rows):
            pieces.text(surface, row, face, look.PAPER, (left, top + i * step), max_width=lay.px(w))

    def _top_buttons(self) -> list[Button]:
        s = self.session
        busy = self.motion.busy
        can_hint = s.human_to_act() is not None and bool(s.legal()) and not busy
        return [
            Button(
                "undo",
                t("sheriff.table.button.undo"),
                self.undo,
                G.TOP_BUTTONS[0],
                s.can_undo() and not busy,
                "quiet",
                t("sheriff.table.tip.undo"),
            ),
            Button(
                "hint",
                t("sheriff.table.button.hint"),
                self.ask_hint,
                G.TOP_BUTTONS[1],
                can_hint,
                "quiet",
                t("sheriff.table.tip.hint"),
            ),
            Button(
                "menu",
                t("sheriff.table.button.menu"),
                self.open_menu,
                G.TOP_BUTTONS[2],
                True,
                "quiet",
                t("sheriff.table.tip.menu"),
            ),
        ]

    def _draw_top_buttons(self, surface) -> None:
        for b in self._top_buttons():
            self._draw_button(surface, b, 14)

    def _draw_button(self, surface, b: Button, size: float = 15) -> pygame.Rect:
        rect = self.layout.rect(*b.box)
        if not self._collect:
            if b.action is not None and b.action == self.hinted():
                pieces.glow(surface, rect, look.OK, rect.h // 4, self.layout.px(6))
            pressed = self.pressed == ("button", b.key) and self._hover(rect)
            face = self._fit(b.label, size, "bold", rect.w - max(6, rect.h // 3))
            pieces.button(
                surface, rect, b.label, face, b.style, self._hover(rect), pressed, b.enabled
            )
        self._hit(rect, b.tip, b.on_click if b.enabled else None, ("button", b.key))
        return rect

    # -- a player's things ------------------------------------------------------------------------
    def _stall_items(self, view, p: int) -> list[tuple[str, int, bool]]:
        """(good, count, face up) groups of a stall as the screen may show them."""
        items = [
            (g, view.stall_legal[p].get(g, 0), True) for g in LEGAL if view.stall_legal[p].get(g)
        ]
        mask = p == self.bottom and not self.private_ok()
        public: dict[str, int] = {}
        hidden = 0
        for g, pub in view.stall_contra[p]:
            if g == HIDDEN or (mask and not pub):
                hidden += 1
            else:
                public[g] = public.get(g, 0) + 1
        items += [(g, public[g], True) for g in canon(public)]
        if hidden:
            items.append((HIDDEN, hidden, False))
        return items

    def _draw_stall(self, surface, view, p: int, box: Box) -> None:
        """Chips of the stall in `box`: emblem and count; face-down contraband as a back."""
        x, y, w, h = box
        items = self._stall_items(view, p)
        lay = self.layout
        if not items:
            self._text(
                surface, t("sheriff.table.stall_empty"), 14, look.MUTED, (x + 2, y + 4), max_width=w
            )
            return
        cw, ch, gap = 52.0, 28.0, 5.0
        per_row = max(1, int((w + gap) // (cw + gap)))
        rows = max(1, int((h + gap) // (ch + gap)))
        shown = items[: per_row * rows]
        for i, (good, count, up) in enumerate(shown):
            cx = x + (i % per_row) * (cw + gap)
            cy = y + (i // per_row) * (ch + gap)
            rect = lay.rect(cx, cy, cw, ch)
            if not self._collect:
                face = A._shade(A.colour_of(good), 0.6) if up else A.BACK
                rim = (
                    A.rim_of(
                        good, self.config.goods[good].kind if good in self.config.goods else ""
                    )
                    if up
                    else look.GOLD
                )
                pieces.panel(surface, rect, face, lay.px(5), 0, rim, max(1, lay.px(2)))
                if up:
                    A.emblem(surface, good, lay.point(cx + 14, cy + ch / 2), lay.px(10))
                else:
                    look.symbol(
                        surface, "star", lay.point(cx + 14, cy + ch / 2), lay.px(7), look.GOLD_LIGHT
                    )
                ink = look.INK if up else look.WHITE
                self._text(
                    surface, f"×{count}", 15, ink, (cx + cw - 5, cy + ch / 2), "midright", "bold"
                )
            tip = (
                t(
                    "sheriff.table.tip.stall_good",
                    good=self.good_name(good, count),
                    count=count,
                    value=self.config.goods[good].value,
                )
                if up
                else t("sheriff.table.tip.stall_hidden", count=count)
            )
            self._hit(rect, tip, key=("stall", p, good))

    def _bag_words(self, view, p: int) -> str:
        declared = view.declared[p]
        bag = view.bags[p]
        if bag is None:
            return ""
        if declared is None:
            return t("sheriff.table.bag_sealed", count=len(bag))
        return t(
            "sheriff.table.bag_declared", count=len(bag), good=self.good_name(declared, len(bag))
        )

    def _draw_bag(self, surface, p: int, box: Box, count: int, open_: bool = False) -> pygame.Rect:
        rect = self.layout.rect(*box)
        if not self._collect:
            image = A.bag_surface(rect.w, rect.h, self.look_of(p).colour, open_)
            surface.blit(image, rect)
            if count:
                self._text(
                    surface,
                    str(count),
                    18,
                    look.WHITE,
                    (box[0] + box[2] / 2, box[1] + box[3] * 0.66),
                    "center",
                    "bold",
                )
        return rect

    def _draw_opponent(self, surface, view, p: int, box: Box) -> None:
        x, y, w, h = box
        active = view.active == p and view.phase != OVER
        rect = self._panel(surface, box, (50, 34, 24), look.HIGHLIGHT if active else A.TIMBER)
        if active and not self._collect:
            pieces.glow(surface, rect, look.HIGHLIGHT, self.layout.px(10), self.layout.px(4), 120)
        self._token(surface, p, (x + 18, y + 18), 10)
        name_w = w - 44 - (30 if view.sheriff == p else 0)
        self._text(
            surface, self.name(p), 17, look.PAPER, (x + 34, y + 18), "midleft", "bold", name_w
        )
        if view.sheriff == p:
            self._badge(surface, (x + w - 20, y + 18), 13)
        self._purse(surface, view, p, (x + 26, y + 50))
        hx = x + w * 0.5
        cards = len(view.hands[p])
        back = self.layout.rect(hx, y + 38, 18, 25)
        if not self._collect:
            surface.blit(A.card_back(back.w, back.h), back)
        self._text(
            surface, f"×{cards}", 16, look.PAPER, (hx + 24, y + 50), "midleft", "bold", w * 0.5 - 30
        )
        self._hit(
            back.union(self.layout.rect(hx, y + 38, w * 0.5 - 10, 25)),
            t("sheriff.table.tip.hand_other", player=self.name(p), count=cards),
        )
        self._draw_stall(surface, view, p, (x + 10, y + 72, w - 20, 62))
        bag = view.bags[p]
        if bag is not None:
            self._draw_bag(surface, p, (x + 10, y + h - 44, 40, 38), len(bag))
            self._lines(
                surface,
                self._bag_words(view, p),
                14,
                look.PAPER,
                (x + 56, y + h - 42, w - 64, 40),
                2,
            )
            self._hit(
                self.layout.rect(x + 10, y + h - 44, w - 20, 38),
                t("sheriff.table.tip.bag_other", player=self.name(p)),
            )
        elif view.phase != OVER:
            self._text(
                surface,
                self._role_words(view, p),
                14,
                look.MUTED,
                (x + 12, y + h - 24),
                "midleft",
                "italic",
                w - 24,
            )

    def _role_words(self, view, p: int) -> str:
        if view.sheriff == p:
            return t("sheriff.table.role.sheriff")
        if view.bags_this_round[p] and view.bags[p] is None:
            return t("sheriff.table.role.resolved")
        return t("sheriff.table.role.merchant")

    def _badge(self, surface, centre, r: float) -> None:
        if any(f.kind == "badge" for f in self.motion.flyers):
            return
        rect = self.layout.rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)
        if not self._collect:
            A.badge(surface, self.layout.point(*centre), self.layout.px(r))
        self._hit(rect, t("sheriff.table.tip.sheriff"))

    def _purse(self, surface, view, p: int, centre) -> None:
        lay = self.layout
        r = 13
        rect = lay.rect(centre[0] - r, centre[1] - r, 64, 2 * r)
        if not self._collect:
            A.coin(surface, lay.point(*centre), lay.px(r))
            self._text(
                surface,
                str(view.gold[p]),
                18,
                look.GOLD_LIGHT,
                (centre[0] + r + 6, centre[1]),
                "midleft",
                "bold",
            )
        self._hit(
            rect,
            t("sheriff.table.tip.gold", player=self.name(p), gold=view.gold[p]),
            key=("purse", p),
        )

    # -- piles ---------------------------------------------------------------------------------
    def _draw_piles(self, surface, view, choice: Choice) -> None:
        x, y, w, _h = G.PILES
        self._panel(surface, G.PILES, (40, 28, 20))
        self._text(
            surface,
            look.caps(t("sheriff.table.piles")),
            14,
            look.GOLD,
            (x + w / 2, y + 18),
            "center",
            "bold",
            w - 20,
        )
        labels = (
            t("sheriff.table.deck"),
            t("sheriff.table.pile", number=1),
            t("sheriff.table.pile", number=2),
        )
        for which in range(3):
            box = G.pile_card_box(which)
            bx, by, bw, bh = box
            lit = which in choice.piles
            if which == 0:
                count = view.deck_size
                good = HIDDEN if count else ""
            else:
                pile = view.piles[which - 1]
                count = len(pile)
                good = pile[-1] if pile else ""
            rect = self.layout.rect(*box)
            hint = self.hinted()
            if (
                hint is not None
                and hint.kind in ("take", "discard", "confiscate")
                and hint.target == which - 1
                and not self._collect
            ):
                pieces.glow(surface, rect, look.OK, self.layout.px(8), self.layout.px(6))
            if good:
                if lit and not self._collect:
                    pieces.glow(
                        surface,
                        rect,
                        look.HIGHLIGHT,
                        self.layout.px(8),
                        self.layout.px(4 + 2 * pulse(self.clock)),
                    )
                self._card(surface, box, good, lit=lit)
            elif not self._collect:
                pygame.draw.rect(
                    surface,
                    A.TIMBER,
                    rect,
                    max(1, self.layout.px(2)),
                    border_radius=self.layout.px(8),
                )
                if lit:
                    pieces.glow(surface, rect, look.HIGHLIGHT, self.layout.px(8), self.layout.px(4))
            self._text(
                surface,
                labels[which],
                14,
                look.PAPER,
                (bx + bw / 2, by + bh + 6),
                "midtop",
                "bold",
                bw + 22,
            )
            self._text(
                surface,
                t("sheriff.table.cards", count=count),
                13,
                look.PAPER_DARK,
                (bx + bw / 2, by + bh + 24),
                "midtop",
                max_width=bw + 22,
            )
            if which == 0:
                self._hit(rect, t("sheriff.table.tip.deck", count=count))
                continue
            action = choice.piles.get(which)
            tip = (
                self.describe_action(action)
                if action is not None
                else t("sheriff.table.tip.pile", number=which, count=count)
            )
            self._hit(rect, tip, (lambda w_=which: self.click_pile(w_)), key=("pile", which))
            if count:
                brect = self.layout.rect(*G.pile_browse_box(which))
                if not self._collect:
                    pieces.button(
                        surface,
                        brect,
                        t("sheriff.table.button.browse"),
                        self._fit(t("sheriff.table.button.browse"), 13, "bold", brect.w - 6),
                        "quiet",
                        self._hover(brect),
                    )
                self._hit(
                    brect,
                    t("sheriff.table.tip.browse"),
                    (lambda w_=which: self._open_browse(w_ - 1)),
                    key=("browse", which),
                )

    def _open_browse(self, pile: int) -> None:
        self.browse = pile

    def _draw_browse(self, surface, view) -> None:
        pile = view.piles[self.browse]
        box = (10, 140, 980, 328)
        x, y, w, h = box
        self._panel(surface, box, (28, 20, 14), look.GOLD)
        title = t("sheriff.table.browse_title", number=self.browse + 1, count=len(pile))
        self._text(surface, title, 16, look.GOLD_LIGHT, (x + 16, y + 18), "midleft", "bold", w - 32)
        cards = list(reversed(pile))
        cw, ch = 58.0, 82.0
        per_row = int((w - 32) // (cw + 6))
        rows = 3
        for i, good in enumerate(cards[: per_row * rows]):
            cx = x + 16 + (i % per_row) * (cw + 6)
            cy = y + 36 + (i // per_row) * (ch + 6)
            rect = self._card(surface, (cx, cy, cw, ch), good)
            self._hit(rect, self._card_tip(good))
        if len(cards) > per_row * rows:
            more = t("sheriff.table.more", count=len(cards) - per_row * rows)
            self._text(surface, more, 14, look.PAPER, (x + w - 16, y + h - 14), "midright")
        close = t("sheriff.table.browse_close")
        self._text(surface, close, 13, look.MUTED, (x + w / 2, y + h - 14), "center", "italic")

    # -- the stage -------------------------------------------------------------------------------
    def _draw_stage(self, surface, view, choice: Choice) -> None:
        _x, _y, _w, _h = G.STAGE
        self._panel(surface, G.STAGE, (46, 32, 24))
        if view.phase == OVER:
            self._draw_crowns(surface, view)
            return
        opened = self.motion.opened
        show_open = (
            opened is not None
            and self.opened_hold
            and (
                view.phase in (CONFISCATE, PAY)
                or (
                    self.motion.current is not None
                    and isinstance(self.motion.current.event, E.BagInspected)
                )
            )
        )
        if view.phase in (SET_ASIDE, TAKE, DISCARD):
            self._draw_market(surface, view, choice)
        else:
            self._draw_bags(surface, view, choice)
        if show_open:
            self._draw_opened(surface, view, choice)

    def _draw_market(self, surface, view, choice: Choice) -> None:
        x, y, w, h = G.STAGE
        a = view.active
        if view.phase == SET_ASIDE:
            words = t("sheriff.table.stage.market", player=self.name(a))
        else:
            words = t("sheriff.table.stage.set_aside", player=self.name(a), count=view.k)
        self._text(
            surface,
            look.caps(t("sheriff.table.stage.market_title")),
            14,
            look.GOLD,
            (x + w / 2, y + 16),
            "center",
            "bold",
            w - 20,
        )
        self._text(surface, words, 15, look.PAPER, (x + w / 2, y + 40), "center", max_width=w - 30)
        cards = view.set_aside
        if a == self.bottom and not self.private_ok():
            cards = [HIDDEN] * len(cards)
        if view.phase == SET_ASIDE and a == self.bottom and self.selected:
            cards = list(self.selected_goods())
        self._pickable_row(surface, cards, choice, 10)
        if view.phase == TAKE and a == self.bottom:
            self._text(
                surface,
                t("sheriff.table.stage.taken", taken=view.taken, count=view.k),
                14,
                look.GOLD_LIGHT,
                (x + w / 2, y + h - 16),
                "center",
                "italic",
                w - 30,
            )

    def _draw_bags(self, surface, view, choice: Choice) -> None:
        x, y, w, h = G.STAGE
        title = (
            t("sheriff.table.stage.inspection", player=self.name(view.sheriff))
            if view.phase in (OPENING, CHOOSE, RESPONSE, INTERJECT, CONFISCATE, PAY)
            else t("sheriff.table.stage.loading")
        )
        self._text(
            surface, look.caps(title), 14, look.GOLD, (x + w / 2, y + 16), "center", "bold", w - 20
        )
        merchants = self.stage_merchants()
        if not merchants:
            self._text(
                surface,
                t("sheriff.table.stage.no_bags"),
                15,
                look.MUTED,
                (x + w / 2, y + h / 2),
                "center",
                "italic",
                w - 30,
            )
            return
        for i, m in enumerate(merchants):
            self._draw_slot(surface, view, m, G.stage_slot(i, len(merchants)), choice)

    def _draw_slot(self, surface, view, m: int, box: Box, choice: Choice) -> None:
        x, y, w, h = box
        active = view.active == m and view.phase in (OPENING, INTERJECT, RESPONSE, LOAD, DECLARE)
        rect = self._panel(surface, box, (60, 42, 30), look.HIGHLIGHT if active else A.TIMBER, 8)
        self._token(surface, m, (x + 13, y + 14), 8)
        self._text(
            surface, self.name(m), 15, look.PAPER, (x + 26, y + 14), "midleft", "bold", w - 32
        )
        bag = view.bags[m]
        if bag is not None:
            self._draw_bag(surface, m, (x + 6, y + 28, 46, 44), len(bag))
            self._lines(
                surface, self._bag_words(view, m), 14, look.PAPER, (x + 56, y + 30, w - 60, 40), 2
            )
            if m == self.bottom and self.private_ok():
                inside = self.goods_list(bag)
                self._hit(
                    self.layout.rect(x + 6, y + 28, w - 12, 44),
                    t("sheriff.table.tip.bag_own", goods=inside),
                )
            else:
                self._hit(
                    self.layout.rect(x + 6, y + 28, w - 12, 44),
                    t("sheriff.table.tip.bag_other", player=self.name(m)),
                )
        else:
            state = t("sheriff.table.slot.resolved")
            self._text(
                surface, state, 14, look.MUTED, (x + 10, y + 46), "midleft", "italic", w - 20
            )
        yy = y + 76
        bottom = y + h - 62
        notes = []
        if view.offers[m] is not None:
            notes.append(("offer", view.offers[m], look.GOLD_LIGHT))
        if view.side_offers[m] is not None:
            notes.append(("side", view.side_offers[m], look.PAPER_DARK))
        if view.waiting is not None and view.phase == RESPONSE and view.active == m:
            notes.append(("demand", view.waiting, look.DANGER_LIGHT))
        for i, (kind, p, colour) in enumerate(notes):
            words = t(f"sheriff.table.slot.{kind}", offer=self._proposal_words(p, m))
            lines = 2 if len(notes) == 1 or (i == 0 and len(notes) == 2) else 1
            height = 18 * lines
            if yy + height > bottom + 4:
                break
            self._lines(surface, words, 14, colour, (x + 8, yy, w - 16, height), lines)
            self._hit(self.layout.rect(x + 6, yy, w - 12, height), words)
            yy += height
        marks = []
        if m in view.must_inspect:
            marks.append(t("sheriff.table.slot.must_inspect"))
        if m in view.must_pass:
            marks.append(t("sheriff.table.slot.must_pass"))
        if marks and yy + 14 < bottom:
            self._text(
                surface,
                " · ".join(marks),
                13,
                look.DANGER_LIGHT,
                (x + 8, yy + 6),
                "midleft",
                "italic",
                w - 16,
            )
        buttons = choice.slot_buttons.get(m, [])
        bw = (w - 18) / 2
        for i, b in enumerate(buttons[:4]):
            row, col = divmod(i, 2)
            b.box = (x + 6 + col * (bw + 6), y + h - 62 + row * 30, bw, 26)
            self._draw_button(surface, b, 13)
        del rect

    def _proposal_words(self, p, m: int) -> str:
        """An offer in words (text.py's wording when it is there)."""
        if self.text is not None and hasattr(self.text, "proposal_text"):
            try:
                return str(self.text.proposal_text(p, self.names))
            except Exception:
                pass
        parts = []
        if p.gold:
            parts.append(t("sheriff.table.offer.gold", count=p.gold))
        for g, n in _count(p.stall + p.stallc):
            parts.append(self.good_name(g, n))
        for g, n in p.bag:
            parts.append(t("sheriff.table.offer.bag", count=n, good=self.good_name(g, n)))
        for x in p.inspects:
            parts.append(t("sheriff.table.offer.inspect", player=self.name(x)))
        for x in p.passes:
            parts.append(t("sheriff.table.offer.pass", player=self.name(x)))
        for promise in p.promises:
            kind, _, amount = promise.partition(":")
            parts.append(t(f"sheriff.table.promise.{kind}", amount=amount or 0))
        return ", ".join(parts) if parts else t("sheriff.table.offer.nothing")

    def goods_list(self, goods) -> str:
        if self.text is not None and hasattr(self.text, "goods_list"):
            try:
                return str(self.text.goods_list(goods))
            except Exception:
                pass
        return ", ".join(self.good_name(g, n) for g, n in _count(goods))

    def _draw_opened(self, surface, view, choice: Choice) -> None:
        opened = self.motion.opened
        assert opened is not None
        x, y, w, h = G.STAGE
        box = (x + 20, y + 26, w - 40, h - 34)
        self._panel(surface, box, (26, 18, 14), look.DANGER if not opened.honest else look.OK)
        declared = view.declared[opened.player] or ""
        key = "honest" if opened.honest else "lying"
        words = t(
            f"sheriff.table.opened.{key}",
            player=self.name(opened.player),
            good=self.good_name(declared) if declared else "",
        )
        colour = look.GOLD_LIGHT if opened.honest else look.DANGER_LIGHT
        self._centred_lines(surface, words, 16, colour, (x + 40, y + 32, w - 80, 44), 2, "bold")
        goods = list(opened.goods)
        if view.phase == CONFISCATE:
            goods = list(canon(view.confiscated))
        self._pickable_row(surface, goods, choice, 12)
        if view.phase == CONFISCATE:
            line = t("sheriff.table.opened.confiscate", player=self.name(view.sheriff))
        elif view.phase == PAY and view.debt is not None:
            line = t(
                "sheriff.table.opened.debt",
                player=self.name(view.debt.debtor),
                count=view.debt.remaining,
            )
        else:
            line = ""
        if line:
            self._text(
                surface, line, 14, look.PAPER, (x + w / 2, y + h - 20), "center", "italic", w - 70
            )

    def _draw_crowns(self, surface, view) -> None:
        """R70-R74 at the end: every legal good's King and Queen, on the table itself."""
        x, y, w, _h = G.STAGE
        state = self.session.state
        self._text(
            surface,
            look.caps(t("sheriff.table.crowns.title")),
            14,
            look.GOLD,
            (x + w / 2, y + 16),
            "center",
            "bold",
            w - 20,
        )
        try:
            bonuses = self.game.bonuses(state)
            counts = [self.game.counts(state, p) for p in range(state.n)]
        except Exception:
            return
        n = state.n
        label_w = 150.0
        col_w = (w - 30 - label_w) / n
        top = y + 36
        for p in range(n):
            cx = x + 15 + label_w + col_w * (p + 0.5)
            self._token(surface, p, (cx - col_w / 2 + 14, top + 12), 8)
            self._text(
                surface,
                self.name(p),
                14,
                look.PAPER,
                (cx + 6, top + 12),
                "center",
                "bold",
                col_w - 30,
            )
        for r, good in enumerate(LEGAL):
            ry = top + 26 + r * 36
            king, queen = self.config.bonuses[good]
            if not self._collect and r % 2 == 0:
                band = pygame.Surface(
                    self.layout.rect(x + 10, ry, w - 20, 34).size, pygame.SRCALPHA
                )
                band.fill((255, 255, 255, 14))
                surface.blit(band, self.layout.point(x + 10, ry))
            if not self._collect:
                A.emblem(surface, good, self.layout.point(x + 28, ry + 17), self.layout.px(11))
            self._text(
                surface,
                self.good_name(good),
                14,
                look.PAPER,
                (x + 44, ry + 17),
                "midleft",
                "bold",
                label_w - 36,
            )
            self._hit(
                self.layout.rect(x + 10, ry, label_w, 34),
                t("sheriff.table.crowns.values", king=king, queen=queen),
            )
            for p in range(n):
                cx = x + 15 + label_w + col_w * (p + 0.5)
                bonus = bonuses[p].get(good, 0)
                if not bonus:
                    self._text(
                        surface, str(counts[p][good]), 15, look.WHITE, (cx, ry + 17), "center"
                    )
                    continue
                top_count = max(c[good] for c in counts)
                is_king = counts[p][good] == top_count
                self._text(
                    surface,
                    str(counts[p][good]),
                    15,
                    look.GOLD_LIGHT,
                    (cx - 14, ry + 17),
                    "midright",
                    "bold",
                )
                self._crown(surface, (cx - 2, ry + 17), is_king)
                self._text(
                    surface, f"+{bonus}", 14, look.GOLD_LIGHT, (cx + 12, ry + 17), "midleft", "bold"
                )
                tip = t("sheriff.table.crowns.king" if is_king else "sheriff.table.crowns.queen")
                self._hit(
                    self.layout.rect(cx - col_w / 2, ry, col_w, 34),
                    f"{self.name(p)}: {tip} +{bonus}",
                )
        legend_y = top + 26 + 4 * 36 + 12
        self._crown(surface, (x + 30, legend_y), True)
        self._text(
            surface,
            t("sheriff.table.crowns.king"),
            13,
            look.PAPER_DARK,
            (x + 42, legend_y),
            "midleft",
            max_width=120,
        )
        self._crown(surface, (x + 170, legend_y), False)
        self._text(
            surface,
            t("sheriff.table.crowns.queen"),
            13,
            look.PAPER_DARK,
            (x + 182, legend_y),
            "midleft",
            max_width=120,
        )

    def _crown(self, surface, centre, king: bool) -> None:
        """A small crown: gold for the King, silver for the Queen (R70)."""
        if self._collect:
            return
        lay = self.layout
        cx, cy = lay.point(*centre)
        r = lay.px(8)
        colour = look.GOLD if king else (196, 200, 210)
        points = [
            (cx - r, cy + r * 0.6),
            (cx - r, cy - r * 0.5),
            (cx - r * 0.5, cy),
            (cx, cy - r * 0.8),
            (cx + r * 0.5, cy),
            (cx + r, cy - r * 0.5),
            (cx + r, cy + r * 0.6),
        ]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, A._shade(colour, -0.45), points, 1)

    # -- the bottom player -------------------------------------------------------------------------
    def _draw_own(self, surface, view, choice: Choice) -> None:
        p = self.bottom
        active = view.active == p and view.phase != OVER
        rect = self._panel(surface, G.OWN, (52, 36, 26), look.HIGHLIGHT if active else A.TIMBER)
        del rect
        x, y, w, _h = G.OWN_INFO
        self._token(surface, p, (x + 12, y + 14), 10)
        self._text(
            surface, self.name(p), 18, look.PAPER, (x + 28, y + 14), "midleft", "bold", w - 60
        )
        if view.sheriff == p:
            self._badge(surface, (x + w - 16, y + 14), 13)
        self._purse(surface, view, p, (x + 22, y + 50))
        if view.phase != OVER:
            self._text(
                surface,
                self._role_words(view, p),
                14,
                look.MUTED,
                (x + w, y + 50),
                "midright",
                "italic",
                w - 100,
            )
        self._text(
            surface,
            look.caps(t("sheriff.table.stall")),
            13,
            look.GOLD,
            (x, y + 78),
            "midleft",
            "bold",
            w,
        )
        self._draw_stall(surface, view, p, (x, y + 90, w, 130))
        if self.draft is not None:
            self._draw_draft(surface, self.session.view())
        else:
            self._draw_hand(surface, view, choice)
            self._draw_bag_zone(surface, view, choice)

    def _draw_hand(self, surface, view, choice: Choice) -> None:
        cards = self.hand()
        phase = choice.phase
        loading = phase == LOAD
        visible = [(i, g) for i, g in enumerate(cards) if not (loading and i in self.selected)]
        x, y, w, h = G.HAND
        if not cards:
            self._text(
                surface,
                t("sheriff.table.hand_empty"),
                15,
                look.MUTED,
                (x + w / 2, y + h / 2),
                "center",
                "italic",
                w,
            )
            return
        pickable = phase in (SET_ASIDE, LOAD) and self.draft is None
        dragging = self.drag["index"] if self.drag and self.drag["moved"] else None
        hint = self.hinted()
        hinted: list[str] = (
            list(hint.goods) if hint is not None and hint.kind in ("setaside", "load") else []
        )
        for pos, (i, good) in enumerate(visible):
            lifted = i in self.selected
            box = G.hand_card_box(pos, len(visible), lifted)
            if i == dragging:
                rect = self.layout.rect(*box)
            else:
                if good in hinted and not self._collect:
                    hinted.remove(good)
                    r = self.layout.rect(*box)
                    pieces.glow(surface, r, look.OK, self.layout.px(8), self.layout.px(6))
                rect = self._card(
                    surface,
                    box,
                    good,
                    lit=pickable and not lifted and good != HIDDEN and bool(self.selected) is False,
                    lifted=lifted,
                )
            tip = self._card_tip(good)
            if pickable:
                tip += "\n" + t(
                    "sheriff.table.tip.click_load" if loading else "sheriff.table.tip.click_aside"
                )
            self._hit(
                rect,
                tip,
                (lambda i=i: self.click_hand(i)) if pickable else None,
                key=("hand", i),
                drag=i if pickable else None,
            )

    def _draw_bag_zone(self, surface, view, choice: Choice) -> None:
        x, y, w, h = G.BAG_ZONE
        p = self.bottom
        loading = choice.phase == LOAD
        rect = self.layout.rect(*G.BAG_ZONE)
        if not self._collect:
            colour = (70, 52, 36) if loading else (58, 42, 30)
            pieces.panel(
                surface,
                rect,
                colour,
                self.layout.px(8),
                0,
                look.HIGHLIGHT if loading else A.TIMBER,
                max(1, self.layout.px(1.5)),
            )
        bag = view.bags[p]
        if loading:
            goods = self.selected_goods()
            self._draw_bag(surface, p, (x + w / 2 - 28, y + 4, 56, 52), len(goods), open_=True)
            for i, good in enumerate(goods):
                step = min(30.0, (w - 52) / max(1, len(goods) - 1)) if len(goods) > 1 else 0
                box = (x + 8 + i * step, y + 62, 44, 62)
                r = self._card(surface, box, good)
                self._hit(
                    r,
                    self._card_tip(good) + "\n" + t("sheriff.table.tip.click_unload"),
                    (lambda g=good: self._unload(g)),
                    key=("bagcard", i),
                )
            if not goods:
                self._lines(
                    surface,
                    t("sheriff.table.bag_drop"),
                    13,
                    look.PAPER,
                    (x + 8, y + 70, w - 16, 50),
                    3,
                )
            self._hit(rect, t("sheriff.table.tip.bag_zone"))
            return
        if bag is not None:
            self._draw_bag(surface, p, (x + w / 2 - 26, y + 4, 52, 48), len(bag))
            self._lines(
                surface, self._bag_words(view, p), 14, look.PAPER, (x + 8, y + 56, w - 16, 36), 2
            )
            if self.private_ok():
                inside = self.goods_list(bag)
                self._lines(surface, inside, 13, look.GOLD_LIGHT, (x + 8, y + 92, w - 16, 38), 2)
                self._hit(rect, t("sheriff.table.tip.bag_own", goods=inside))
            else:
                self._hit(rect, t("sheriff.table.tip.bag_other", player=self.name(p)))
        else:
            self._centred_lines(
                surface,
                t("sheriff.table.no_bag"),
                14,
                look.MUTED,
                (x + 8, y + 8, w - 16, h - 16),
                3,
                "italic",
            )

    def _unload(self, good: str) -> None:
        cards = self.hand()
        for i in list(self.selected):
            if cards[i] == good:
                self.selected.remove(i)
                break
        self._choice_key = None

    # -- the negotiation panel --------------------------------------------------------------------
    def _draw_draft(self, surface, view) -> None:
        d = self.draft
        assert d is not None
        x, y, w, _h = G.BUILDER
        self._panel(surface, G.BUILDER, (30, 22, 16), look.GOLD, 8)
        m = d.merchant
        title = t(
            f"sheriff.table.draft.{d.mode}", player=self.name(m), sheriff=self.name(view.sheriff)
        )
        self._text(
            surface, title, 15, look.GOLD_LIGHT, (x + 10, y + 12), "midleft", "bold", w * 0.5
        )
        row = y + 24
        standing = view.waiting if d.mode == "counter" else view.offers[m]
        if standing is not None:
            key = (
                "sheriff.table.draft.demanded"
                if d.mode == "counter"
                else "sheriff.table.draft.standing"
            )
            self._text(
                surface,
                t(key, offer=self._proposal_words(standing, m)),
                13,
                look.DANGER_LIGHT if d.mode == "counter" else look.PAPER_DARK,
                (x + w - 10, y + 12),
                "midright",
                "italic",
                w * 0.48,
            )
        # gold
        self._text(
            surface,
            t("sheriff.table.draft.gold"),
            14,
            look.PAPER,
            (x + 10, row + 13),
            "midleft",
            "bold",
            70,
        )
        self._stepper(
            surface,
            (x + 80, row),
            str(d.gold),
            lambda k: d.step_gold(k, view.gold[m]),
            "gold",
            t("sheriff.table.tip.gold_step", gold=view.gold[m]),
        )
        # bag clause
        if d.mode != "side":
            choices = Draft.bag_choices(view, m, view.royal)
            bx = x + 200
            self._text(
                surface,
                t("sheriff.table.draft.bag"),
                14,
                look.PAPER,
                (bx, row + 13),
                "midleft",
                "bold",
                90,
            )
            label = self.good_name(d.bag_good) if d.bag_good else t("sheriff.table.draft.none")
            self._stepper(
                surface,
                (bx + 94, row),
                label,
                lambda k: d.cycle_bag(choices, k),
                "bag_good",
                t("sheriff.table.tip.bag_good"),
                width=120,
                signs=("‹", "›"),
            )
            limit = len(view.bags[m] or []) or self.config.bag_max
            self._stepper(
                surface,
                (bx + 280, row),
                str(d.bag_qty),
                lambda k: d.step_bag(k, limit),
                "bag_qty",
                t("sheriff.table.tip.bag_qty"),
            )
            if d.bag:
                claims = self.goods_list([g for g, n in d.bag.items() for _ in range(n)])
                self._text(
                    surface,
                    claims,
                    13,
                    look.GOLD_LIGHT,
                    (bx + 358, row + 13),
                    "midleft",
                    "italic",
                    x + w - bx - 366,
                )
        # stall goods
        row += 30
        self._text(
            surface,
            t("sheriff.table.draft.stall"),
            14,
            look.PAPER,
            (x + 10, row + 13),
            "midleft",
            "bold",
            70,
        )
        items = [("stall", g, n) for g, n in Draft.stall_goods(view, m)]
        if m == view.viewer and d.mode != "demand":
            items += [("stallc", g, n) for g, n in Draft.stall_contra(view, m)]
        if not items:
            self._text(
                surface,
                t("sheriff.table.draft.nothing_on_stall"),
                13,
                look.MUTED,
                (x + 80, row + 13),
                "midleft",
                "italic",
                w - 90,
            )
        cx = x + 80
        for which, g, n in items[:5]:
            counts = d.stall if which == "stall" else d.stallc
            self._stepper(
                surface,
                (cx, row),
                f"{counts.get(g, 0)} {self.good_name(g)}",
                (lambda k, which=which, g=g, n=n: d.step_count(which, g, k, n)),
                f"{which}_{g}",
                t("sheriff.table.tip.stall_step", good=self.good_name(g, n), count=n),
                width=82,
            )
            cx += 128
        if d.stallc:
            self._toggle(
                surface,
                (x + w - 96, row, 86, 26),
                t("sheriff.table.draft.show"),
                d.show,
                lambda: setattr(d, "show", not d.show),
                "show",
                t("sheriff.table.tip.show"),
            )
        # commitments
        row += 30
        self._text(
            surface,
            t("sheriff.table.draft.commit"),
            14,
            look.PAPER,
            (x + 10, row + 13),
            "midleft",
            "bold",
            70,
        )
        cx = x + 80
        others = d.others(view)
        if not others:
            self._text(
                surface,
                t("sheriff.table.draft.no_commit"),
                13,
                look.MUTED,
                (cx, row + 13),
                "midleft",
                "italic",
                w - 90,
            )
        for o in others[:4]:
            state = d.commits.get(o, "")
            label = t(f"sheriff.table.draft.commit_{state or 'none'}", player=self.name(o))
            self._toggle(
                surface,
                (cx, row, 150, 26),
                label,
                bool(state),
                (lambda o=o: d.cycle_commit(o)),
                f"commit{o}",
                t("sheriff.table.tip.commit", player=self.name(o)),
            )
            cx += 156
        # promises
        row += 30
        self._text(
            surface,
            t("sheriff.table.draft.promise"),
            14,
            look.PAPER,
            (x + 10, row + 13),
            "midleft",
            "bold",
            70,
        )
        self._toggle(
            surface,
            (x + 80, row, 160, 26),
            t("sheriff.table.draft.promise_pass"),
            d.promise_pass,
            lambda: setattr(d, "promise_pass", not d.promise_pass),
            "ppass",
            t("sheriff.table.tip.promise_pass"),
        )
        self._text(
            surface,
            t("sheriff.table.draft.gold_next"),
            13,
            look.PAPER,
            (x + 250, row + 13),
            "midleft",
            max_width=120,
        )
        self._stepper(
            surface,
            (x + 372, row),
            str(d.promise_gold),
            lambda k: setattr(d, "promise_gold", max(0, min(20, d.promise_gold + k))),
            "pgold",
            t("sheriff.table.tip.promise_gold"),
        )
        self._toggle(
            surface,
            (x + 510, row, 120, 26),
            t("sheriff.table.draft.promise_favor"),
            d.promise_favor,
            lambda: setattr(d, "promise_favor", not d.promise_favor),
            "pfavor",
            t("sheriff.table.tip.promise_favor"),
        )

    def _changed(self, fn: Callable[[], Any]) -> Callable[[], None]:
        def run() -> None:
            fn()
            self._choice_key = None
            self._choice = None

        return run

    def _stepper(
        self,
        surface,
        at,
        label: str,
        step: Callable[[int], None],
        key: str,
        tip: str,
        width: float = 40,
        signs: tuple[str, str] = ("−", "+"),
    ) -> None:
        x, y = at
        minus = (x, y, 26, 26)
        plus = (x + 30 + width, y, 26, 26)
        for box, sign, k in ((minus, signs[0], -1), (plus, signs[1], 1)):
            b = Button(
                f"{key}{'-' if k < 0 else '+'}",
                sign,
                self._changed(lambda k=k: step(k)),
                box,
                True,
                "plain",
                tip,
            )
            self._draw_button(surface, b, 16)
        self._text(
            surface,
            label,
            14,
            look.WHITE,
            (x + 28 + width / 2 + 1, y + 13),
            "center",
            "bold",
            width,
        )
        self._hit(self.layout.rect(x + 27, y, width + 2, 26), tip)

    def _toggle(
        self, surface, box: Box, label: str, on: bool, flip: Callable[[], None], key: str, tip: str
    ) -> None:
        b = Button(key, label, self._changed(flip), box, True, "primary" if on else "quiet", tip)
        self._draw_button(surface, b, 13)

    # -- log and ledger ---------------------------------------------------------------------------
    def _draw_log(self, surface) -> None:
        lay = self.layout
        x, y, w, h = G.LOG
        rect = self._panel(surface, G.LOG, (24, 20, 16))
        self._hit(rect, "")
        if self._collect:
            return
        self._text(
            surface,
            look.caps(t("sheriff.table.log_title")),
            13,
            look.GOLD,
            (x + w / 2, y + 14),
            "center",
            "bold",
            w - 20,
        )
        face = lay.font(13)
        bold = lay.font(13, "bold")
        width = lay.px(w - 26)
        area = lay.rect(x + 8, y + 28, w - 16, h - 36)
        rows: list[tuple[str, str]] = []
        for line in self.log[-150:]:
            use = bold if line.tone == "turn" else face
            for part in pieces.wrap(line.words, use, width):
                rows.append((part, line.tone))
        step = face.get_linesize()
        visible = max(1, area.h // step)
        self.log_offset = min(self.log_offset, max(0, len(rows) - visible))
        end = len(rows) - self.log_offset
        start = max(0, end - visible)
        clip = surface.get_clip()
        surface.set_clip(area)
        yy = area.top
        colours = {"turn": look.GOLD_LIGHT, "alert": look.DANGER_LIGHT, "plain": (226, 220, 204)}
        for words, tone in rows[start:end]:
            pieces.text(
                surface,
                words,
                bold if tone == "turn" else face,
                colours[tone],
                (area.x + lay.px(4), yy),
            )
            yy += step
        surface.set_clip(clip)

    def _draw_ledger(self, surface, view) -> None:
        x, y, w, _h = G.LEDGER
        rect = self._panel(surface, G.LEDGER, (24, 20, 16))
        self._text(
            surface,
            look.caps(t("sheriff.table.ledger_title")),
            13,
            look.GOLD,
            (x + w / 2, y + 14),
            "center",
            "bold",
            w - 20,
        )
        self._hit(rect, t("sheriff.table.tip.ledger"))
        promises = list(view.promises)
        if not promises:
            self._lines(
                surface,
                t("sheriff.table.ledger_empty"),
                13,
                look.MUTED,
                (x + 12, y + 32, w - 24, 60),
                3,
                "italic",
            )
            return
        yy = y + 30
        for pr in promises[-6:]:
            words = t(
                "sheriff.table.ledger_line",
                promiser=self.name(pr.promiser),
                promisee=self.name(pr.promisee),
                what=t(f"sheriff.table.promise.{pr.kind}", amount=pr.amount),
                status=t(f"sheriff.table.promise_status.{pr.status}"),
            )
            colour = {"kept": look.OK, "broken": look.DANGER_LIGHT}.get(pr.status, look.PAPER)
            self._lines(surface, words, 13, colour, (x + 10, yy, w - 20, 34), 2)
            yy += 34

    # -- action bar -----------------------------------------------------------------------------
    def _bar_buttons(self) -> list[Button]:
        buttons = list(self.choice().buttons)
        if self._end_done and self.app.top is self:
            buttons.append(
                Button(
                    "result", t("sheriff.table.button.result"), self.show_result, style="primary"
                )
            )
        return buttons

    def _layout_buttons(self) -> None:
        buttons = self._bar_buttons()
        face = self.layout.font(15, "bold")
        scale = self.layout.scale
        x0, _y, w0, _h = G.ACTION
        gap = 10.0
        widths = [max(96.0, min(260.0, face.size(b.label)[0] / scale + 36)) for b in buttons]
        total = sum(widths) + gap * max(0, len(buttons) - 1)
        if total > w0 - 16 and buttons:
            k = (w0 - 16 - gap * (len(buttons) - 1)) / sum(widths)
            widths = [wd * k for wd in widths]
            total = w0 - 16
        x = x0 + (w0 - total) / 2
        for b, wd in zip(buttons, widths, strict=True):
            b.box = (x, G.BUTTON_Y, wd, G.BUTTON_H)
            x += wd + gap
        self.buttons = buttons

    def action_line(self, view) -> tuple[str, str]:
        s = self.session
        if self.hint_for is not None and self.hint_for == len(s.match.log):
            if s.hint is None:
                return t("sheriff.table.line.hint_wait"), "muted"
            return t("sheriff.table.line.hint", action=self.describe_action(s.hint)), "gold"
        if self.error:
            return self.error, "danger"
        if self.motion.busy or not s.legal():
            return "", "muted"
        real = s.view()
        if self.draft is not None:
            why = problem(self.game, real, self.draft)
            if why == "empty":
                return t("sheriff.table.line.draft_empty"), "muted"
            if why:
                return t("sheriff.table.line.draft_bad", reason=why), "danger"
            return t(
                "sheriff.table.line.draft_ok",
                offer=self._proposal_words(self.draft.proposal(), self.draft.merchant),
            ), "gold"
        phase = real.phase
        if phase == SET_ASIDE:
            return t("sheriff.table.line.set_aside", count=len(self.selected)), "muted"
        if phase == TAKE:
            return t("sheriff.table.line.take", count=real.k - real.taken), "muted"
        if phase in (DISCARD, CONFISCATE):
            return t("sheriff.table.line.place"), "muted"
        if phase == LOAD:
            return t("sheriff.table.line.load", count=len(self.selected)), "muted"
        if phase == DECLARE:
            return t("sheriff.table.line.declare"), "muted"
        if phase == CHOOSE:
            return t("sheriff.table.line.choose"), "muted"
        if phase == RESPONSE and real.waiting is not None:
            return t(
                "sheriff.table.line.response", offer=self._proposal_words(real.waiting, real.active)
            ), "gold"
        if phase in (OPENING, INTERJECT):
            return t("sheriff.table.line.opening"), "muted"
        if phase == PAY and real.debt is not None:
            return t(
                "sheriff.table.line.pay",
                count=real.debt.remaining,
                player=self.name(real.debt.creditor),
            ), "muted"
        return "", "muted"

    def _draw_action_bar(self, surface, view, choice: Choice) -> None:
        x, _y, w, _h = G.ACTION
        if not self._collect:
            words, tone = self.action_line(view)
            colour = {"gold": look.GOLD_LIGHT, "danger": look.DANGER_LIGHT}.get(
                tone, look.PAPER_DARK
            )
            if words:
                self._text(
                    surface,
                    words,
                    14,
                    colour,
                    (x + w / 2, G.ACTION_TEXT_Y),
                    "center",
                    "bold" if tone == "gold" else "regular",
                    w - 20,
                )
        self._layout_buttons()
        for b in self.buttons:
            self._draw_button(surface, b, 15)

    # -- flyers and banners ----------------------------------------------------------------------
    def _draw_flyers(self, surface) -> None:
        lay = self.layout
        for f in self.motion.flyers:
            if not f.tween.started:
                continue
            px, py = f.point()
            if f.kind == "coin":
                A.coin(surface, lay.point(px, py), lay.px(14), f.label)
            elif f.kind == "badge":
                A.badge(surface, lay.point(px, py), lay.px(15))
            else:
                self._card(surface, (px - 25, py - 35, 50, 70), f.good)

    def _draw_drag(self, surface) -> None:
        if not self.drag or not self.drag["moved"]:
            return
        cards = self.hand()
        index = self.drag["index"]
        if index >= len(cards):
            return
        dx, dy = self.layout.to_design(self.drag["pos"])
        self._card(
            surface,
            (dx - G.CARD_W / 2, dy - G.CARD_H / 2, G.CARD_W, G.CARD_H),
            cards[index],
            lifted=True,
        )

    def _draw_banner(self, surface) -> None:
        banner = self.motion.banner
        if banner is None:
            return
        lay = self.layout
        box = (340, 300, 600, 64)
        rect = lay.rect(*box)
        colour = {"danger": (110, 34, 28), "gold": (86, 60, 24)}.get(banner.tone, (40, 30, 22))
        pieces.panel(surface, rect, colour, lay.px(12), lay.px(6), look.GOLD, max(1, lay.px(2)))
        self._text(surface, banner.words, 22, look.GOLD_LIGHT, (640, 332), "center", "bold", 570)


def _count(goods) -> list[tuple[str, int]]:
    counts: dict[str, int] = {}
    for g in goods:
        counts[g] = counts.get(g, 0) + 1
    return [(g, counts[g]) for g in sorted(counts, key=lambda g: ORDER.get(g, 99))]


__all__ = ["TableScene"]
