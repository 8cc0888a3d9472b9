"""The Tammany Hall table: an engraved map of lower Manhattan in the 1850s, played with
the mouse and animated event by event.

Everything drawn comes from the viewer's view (`Session.view()`) and from events already
redacted for the viewer, so a sealed bid reaches the pixels only with `BidsRevealed`
(R5, section 9). In hot-seat play each person bids behind a "pass to <name>" screen.

How clicks become actions: every legal action has one or more *click paths* (`paths`),
lists of tokens such as ("ward", 6) or ("garden", IR). The clicks made so far are the
selection; the targets offered next are the next tokens of the legal actions whose path
starts with the selection, and an action is played when its whole path has been
clicked. So every legal action can be reached by clicking and nothing else can be sent.
Sealed bids and the Mayor's offices are chosen in dialogs whose result is checked with
`game.is_legal` before it is sent.

Decisions written down here (cosmetic, not rules):
- Bosses wear their seat's colour (Red, Yellow, Purple, Black, Natural, from the game's
  `seat_names` through `look.player_look`), the same on the pass and end screens, so a
  person is one colour everywhere.
- A ward shows one count chip per nationality present and one per player with bosses
  there, so a crowded ward stays readable; tooltips give the full story.
- The last reveal of an election stays on screen until the next ward is decided.

Keys: Enter ends the turn or confirms a dialog, Esc clears a selection or opens the
pause menu, Ctrl+Z undoes, H asks for a hint. A click or key during an animation
finishes it at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.scene import Scene
from gamebox.app.tween import pulse
from gamebox.games.tammany import events as E
from gamebox.games.tammany.model import (
    ASSIGN,
    BIDDING,
    BONUS,
    MAYOR,
    NO,
    OFFICES,
    OVER,
    SLANDER_2,
    TURN,
    TammanyAction,
    TammanyState,
)
from gamebox.games.tammany.table import geometry as G
from gamebox.games.tammany.table import words as W
from gamebox.games.tammany.table.motion import Motion
from gamebox.games.tammany.table.wardmap import board_map, contains, edges
from gamebox.i18n import t

Box = tuple[float, float, float, float]
Token = tuple[Any, ...]
NOISE = (E.TurnEnded, E.BidLocked, E.CubeDrawn)  # the last is summed up (_append_log)
LEVELS = ("easy", "normal", "hard", "random")

# -- the look of an 1850s engraved map ---------------------------------------------------------
SEA = (120, 146, 150)
SEA_DARK = (92, 116, 122)
LAND = (232, 220, 190)
WATER_LABEL_MAX = 104.0  # design units a water name may run along the shore
INK = (58, 44, 30)
ZONE_TINT = {"I": (236, 214, 176), "II": (214, 222, 188), "III": (226, 204, 200)}
NATION = ((54, 140, 72), (238, 234, 222), (226, 128, 40), (52, 92, 172))
NATION_INK = (look.WHITE, INK, INK, look.WHITE)


def paths(action: TammanyAction) -> list[list[Token]]:
    """The click sequences that choose `action` (see the module notes)."""
    k, a, b, c = action.kind, action.a, action.b, action.c
    if k == "place":
        if b == NO:
            return [[("ward", a)]]
        if a == b:
            return [[("ward", a), ("ward", a)]]
        return [[("ward", a), ("ward", b)], [("ward", b), ("ward", a)]]
    if k == "place_cube":
        return [[("garden", b), ("ward", c), ("ward", a)]]
    if k == "chip":
        return [[("office",), ("nat", a)]]
    if k == "lock":
        return [[("office",), ("ward", a)]]
    if k == "remove":
        return [[("office",), ("ward", a), ("nat", b)]]
    if k == "move":
        return [[("office",), ("ward", a), ("nat", b), ("ward", c)]]
    if k == "slander":
        return [[("slander",), ("ward", b), ("player", a), ("nat", c)]]
    if k == "slander2":
        return [[("decline",)]] if a == NO else [[("ward", a)]]
    if k == "bonus_chip":
        return [[("nat", a)]]
    if k == "bonus_cube":
        return [[("nat", a), ("ward", b)]]
    if k == "end":
        return [[("end",)]]
    return []


@dataclass
class Hit:
    rect: pygame.Rect
    tip: Callable[[], str] | str
    on_click: Callable[[], None] | None = None
    key: Any = None
    shape: list[tuple[int, int]] | None = None  # a polygon, for wards

    def contains(self, pos: tuple[int, int]) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        return self.shape is None or contains(self.shape, pos)


@dataclass
class Button:
    key: str
    label: str
    on_click: Callable[[], None] | None
    box: Box = (0, 0, 0, 0)
    style: str = "plain"
    enabled: bool = True
    tip: str = ""


@dataclass
class Choice:
    """What the person at the screen may click now."""

    legal: list[TammanyAction] = field(default_factory=list)
    options: dict[Token, list[TammanyAction]] = field(default_factory=dict)
    done: dict[Token, TammanyAction] = field(default_factory=dict)

    def wards(self) -> set[int]:
        return {tok[1] for tok in self.options if tok[0] == "ward"}

    def of(self, kind: str) -> list[int]:
        return sorted(tok[1] for tok in self.options if tok[0] == kind)


@dataclass
class LogLine:
    words: str
    tone: str  # "turn", "alert", "plain"


class TableScene(Scene):
    opaque = True

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.config = self.game.config
        self.map = board_map(self.config.neighbours)
        self.n = session.state.n
        defaults = W.default_names(self.n)
        given = list(session.match.names)
        self.names = [
            given[i] if i < len(given) and given[i] else defaults[i] for i in range(self.n)
        ]
        self.hotseat = len(session.humans) > 1
        self.clock = 0.0
        self._speed = app.settings.speed
        self.motion = Motion(session.view(), self._seconds, self, self._banner_words)
        self.motion.on_start = self._event_started
        self._viewer = session.viewer
        self._need_sync = False
        self.log: list[LogLine] = []
        self._garden: tuple[LogLine, list[int]] | None = None
        self.log_offset = 0
        self._rebuild_log()
        self.selection: list[Token] = []
        self.hint_for: int | None = None
        self._hint_taken: Any = None
        self._pass_scene: Any = None
        self._end_done = False
        self._over_wait = 0.0
        self.hits: list[Hit] = []
        self.pressed: Any = None
        self.bid: list[int] = [0, 0, 0, 0]
        self.assign: list[int] = []
        self._dialog_key: Any = None
        self.error: str | None = None
        self._collect = False
        self._trie: dict[tuple, Choice] = {}
        self._trie_key: Any = None
        self._trie_state: Any = None
        self._base: pygame.Surface | None = None
        self._base_key: Any = None
        self._faces: dict[tuple, pygame.font.Font] = {}

    # -- life cycle ------------------------------------------------------------------------------
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
        if not self.motion.busy:
            self.motion.sync(self.session.view())

    def on_leave(self) -> None:
        super().on_leave()
        self.pressed = None

    # -- looks -------------------------------------------------------------------------------------
    def look_of(self, p: int) -> look.PlayerLook:
        return look.player_look(p, self.app.settings.colour_blind, self.game.seat_names)

    def colour(self, p: int) -> tuple[int, int, int]:
        return self.look_of(p).colour

    def light(self, p: int) -> tuple[int, int, int]:
        return self.look_of(p).light

    def symbol(self, p: int) -> str:
        return self.look_of(p).symbol

    def ink(self, p: int) -> tuple[int, int, int]:
        """White or dark, whichever reads on the seat's colour."""
        r, g, b = self.colour(p)
        return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else look.WHITE

    def name(self, p: int | None) -> str:
        if p is None or not 0 <= p < self.n:
            return t("tammany.table.nobody")
        return self.names[p]

    # -- where things are (for the motion) -------------------------------------------------------
    def ward_point(self, ward: int) -> tuple[float, float]:
        x, y, w, h = G.ward_box(self.map, ward)
        return (x + w / 2, y + h / 2 + 8)

    def panel_point(self, p: int) -> tuple[float, float]:
        x, y, _w, h = G.player_box(p, self.n)
        return (x + 90, y + h / 2)

    def garden_point(self, nat: int) -> tuple[float, float]:
        return G.garden_slot(G.map_box(self.map.castle_garden), nat, 4)

    def bag_point(self) -> tuple[float, float]:
        x, y, _w, h = G.map_box(self.map.bag)
        return (x + 30, y + h / 2)

    def supply_point(self) -> tuple[float, float]:
        x, y, w, h = G.OFFICES
        return (x + w / 2, y + h / 2)

    # -- words -------------------------------------------------------------------------------------
    def _banner_words(self, kind: str, params: dict) -> str:
        p = dict(params)
        if "player" in p:
            p["player"] = self.name(p["player"])
        if kind == "mayor":
            if params.get("player") is None:
                return t("tammany.table.banner.no_mayor")
            p.pop("how", None)
        return t(f"tammany.table.banner.{kind}", **p)

    def _describe(self, event: Any) -> LogLine | None:
        if isinstance(event, NOISE):
            return None
        try:
            words = W.describe_event(event, self.names)
        except Exception:
            return None
        tone = "plain"
        if isinstance(event, E.TurnBegan | E.YearBegan | E.ElectionBegan):
            tone = "turn"
        elif isinstance(event, E.WardElected | E.MayorChosen | E.GameOver | E.Slandered):
            tone = "alert"
        return LogLine(words, tone)

    def _rebuild_log(self) -> None:
        self.log = []
        self._garden = None
        viewer = None if self.hotseat else self.session.viewer
        for entry in self.session.match.log:
            for event in entry.events:
                event = self.game.view_event(event, viewer)
                self._append_log(self._describe(event), event)
        self.log_offset = 0

    def _append_log(self, line: LogLine | None, event: Any) -> None:
        """Add a line; the cubes drawn for Castle Garden one by one (R16) share one line."""
        if isinstance(event, E.CubeDrawn):
            if self._garden is None:
                self._garden = (LogLine("", "plain"), [0, 0, 0, 0])
                self.log.append(self._garden[0])
            garden_line, counts = self._garden
            counts[event.nationality] += 1
            cubes = ", ".join(f"{W.nation_name(n)} {c}" for n, c in enumerate(counts) if c)
            garden_line.words = t("tammany.table.log.garden", cubes=cubes)
            return
        if line is not None:
            self._garden = None
            self.log.append(line)

    # -- receiving what happened -----------------------------------------------------------------
    def _receive(self, shown: list) -> None:
        for item in shown:
            self.motion.push(item.event, self._describe(item.event))
        if shown:
            self._need_sync = True
            if self._seconds() <= 0:
                self.motion.update(0.0)

    def _event_started(self, step) -> None:
        if isinstance(step.note, LogLine) or isinstance(step.event, E.CubeDrawn):
            self._append_log(step.note, step.event)
            self.log_offset = 0

    def act(self, action: TammanyAction) -> bool:
        """Send a human's action if it is legal now; returns whether it was sent."""
        s = self.session
        if s.human_to_act() is None or s.needs_pass_screen():
            return False
        if not self.game.is_legal(s.state, action):
            self.app.notify(self.game.explain_illegal(s.state, action))
            return False
        try:
            shown = s.act(action)
        except Exception as error:
            self.app.notify(str(error))
            return False
        self.selection = []
        self.hint_for = None
        self._dialog_key = None
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
        self.selection = []
        self.hint_for = None
        self._dialog_key = None
        self.motion.sync(self.session.view())
        self._rebuild_log()

    def ask_hint(self) -> None:
        if self.session.human_to_act() is None or self.session.needs_pass_screen():
            return
        self.session.ask_hint()
        self.hint_for = len(self.session.match.log)

    def hinted(self) -> TammanyAction | None:
        if self.hint_for != len(self.session.match.log):
            return None
        return self.session.hint

    def open_menu(self) -> None:
        from gamebox.app.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    # -- the frame -------------------------------------------------------------------------------
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
        if idle and self._need_sync:
            self._need_sync = False
            self.motion.sync(self.session.view())
        try:
            shown = self.session.poll(dt, idle)
        except Exception as error:
            self.error = str(error)
            self.app.notify(t("tammany.table.ai_failed", reason=str(error)))
            shown = []
        if shown:
            self._receive(shown)
            return
        save_error = self.session.unreported_save_error()
        if save_error:
            self.app.notify(t("tammany.table.save_failed", reason=save_error))
        if not idle:
            return
        self._take_hint()
        self._check_pass()
        self._check_over(dt)

    def _take_hint(self) -> None:
        """A hinted bid or office assignment fills the dialog (still to be confirmed)."""
        hint = self.hinted()
        if hint is None or hint is self._hint_taken or self.my_turn() is None:
            return
        self._hint_taken = hint
        self._sync_dialogs()
        if hint.kind == "bid" and self.phase() == BIDDING:
            self.bid = list(hint.values)
        elif hint.kind == "assign" and self.phase() == ASSIGN:
            self.assign = list(hint.values)

    def _check_pass(self) -> None:
        s = self.session
        player = s.human_to_act()
        if player is None or not s.needs_pass_screen() or self._pass_scene is not None:
            return
        from gamebox.app.scenes.passscreen import PassScreen

        self._pass_scene = PassScreen(self.app, s, player, self._after_pass)
        self.app.push(self._pass_scene)

    def _after_pass(self) -> None:
        self._viewer = self.session.viewer
        self.selection = []
        self._dialog_key = None
        if not self.motion.busy:
            self.motion.sync(self.session.view())

    def _check_over(self, dt: float) -> None:
        if self._end_done or not self.session.match.is_over:
            return
        self._over_wait += dt
        if self._over_wait < min(1.0, self._seconds() * 2):
            return
        self._end_done = True
        from gamebox.app.scenes.endgame import EndScene

        self.app.push(EndScene(self.app, self.session))

    @property
    def game_over_shown(self) -> bool:
        return self._end_done

    # -- choices ---------------------------------------------------------------------------------
    def phase(self) -> str:
        return self.session.state.phase

    def my_turn(self) -> int | None:
        """The seat of the person who may act at the screen now (None while animating)."""
        s = self.session
        if self.motion.busy or s.needs_pass_screen():
            return None
        return s.human_to_act()

    def _moment(self) -> tuple:
        """What the clickable targets depend on besides the selection. The state object
        itself is part of it (kept alive by `_trie_state`), so an undo is noticed."""
        s = self.session
        return (id(s.match.state), len(s.match.log), s.viewer, self.motion.busy)

    def _paths_now(self) -> dict[tuple, Choice]:
        """Every prefix of every legal action's click path -> what may be clicked next."""
        moment = self._moment()
        if self._trie_key == moment:
            return self._trie
        trie: dict[tuple, Choice] = {}
        if self.my_turn() is not None and self.phase() not in (BIDDING, ASSIGN):
            legal = list(self.session.legal())
            for action in legal:
                for path in paths(action):
                    for depth, token in enumerate(path):
                        c = trie.setdefault(tuple(path[:depth]), Choice())
                        c.options.setdefault(token, []).append(action)
                        if depth == len(path) - 1:
                            c.done[token] = action
            for c in trie.values():
                c.legal = legal
        self._trie, self._trie_key, self._trie_state = trie, moment, self.session.match.state
        return trie

    def choice(self) -> Choice:
        """The targets the person at the screen may click now, given the selection."""
        return self._paths_now().get(tuple(self.selection)) or Choice()

    def click(self, token: Token) -> bool:
        """One click on a target; plays the action once its path is complete. Unique
        follow-up choices of a nationality or a player are taken at once."""
        c = self.choice()
        if token not in c.options:
            return False
        if token in c.done and len(c.options[token]) == 1:
            return self.act(c.done[token])
        self.selection.append(token)
        while True:
            nxt = self.choice()
            if len(nxt.options) != 1:
                break
            (only,) = nxt.options
            if only[0] not in ("nat", "player"):
                break
            if only in nxt.done:
                return self.act(nxt.done[only])
            self.selection.append(only)
        return True

    def cancel(self) -> None:
        self.selection = []

    # -- the dialogs: sealed bid and the Mayor's offices -----------------------------------------
    def bid_limits(self) -> list[int]:
        s = self.session.state
        p = self.my_turn()
        if p is None or s.phase != BIDDING:
            return [0, 0, 0, 0]
        return s.eligible(p, s.ward)

    def _sync_dialogs(self) -> None:
        s = self.session.state
        key = self._moment()[:3]
        if key == self._dialog_key:
            return
        self._dialog_key = key
        self.bid = [0, 0, 0, 0]
        if s.phase == ASSIGN and s.mayor is not None:
            others = [p for p in range(s.n) if p != s.mayor]
            self.assign = [NO] * s.n
            for i, p in enumerate(others):
                self.assign[p] = i

    def step_bid(self, nat: int, delta: int) -> None:
        self._sync_dialogs()
        limits = self.bid_limits()
        self.bid[nat] = max(0, min(limits[nat], self.bid[nat] + delta))

    def bid_action(self) -> TammanyAction:
        return TammanyAction("bid", values=tuple(self.bid))

    def set_office(self, player: int, office: int) -> None:
        """Give `office` to `player`; whoever held it takes `player`'s old office."""
        self._sync_dialogs()
        if not self.assign or player == self.session.state.mayor:
            return
        old = self.assign[player]
        for q, held in enumerate(self.assign):
            if held == office and q != player:
                self.assign[q] = old
        self.assign[player] = office

    def assign_action(self) -> TammanyAction:
        return TammanyAction("assign", values=tuple(self.assign))

    def confirm(self) -> bool:
        self._sync_dialogs()
        phase = self.phase()
        if self.my_turn() is None:
            return False
        if phase == BIDDING:
            return self.act(self.bid_action())
        if phase == ASSIGN:
            return self.act(self.assign_action())
        return False

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        busy = self.motion.busy
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        wheel = event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5)
        skip = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and not wheel
        if skip and busy and not escape:
            self.motion.skip()
            self._need_sync = True
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.rect(*G.LOG).collidepoint(pygame.mouse.get_pos()):
                self.log_offset = max(0, self.log_offset + event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self._hit_at(event.pos)
            self.pressed = hit.key if hit is not None else None
            return hit is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self._hit_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if hit is not None and hit.key == pressed and hit.on_click is not None:
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
            if self.selection:
                self.cancel()
            else:
                self.open_menu()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.phase() in (BIDDING, ASSIGN):
                self.confirm()
            elif ("end",) in self.choice().options:
                self.click(("end",))
            return True
        return False

    def _hit_at(self, pos: tuple[int, int]) -> Hit | None:
        if not self.hits:
            self._draw_table(pygame.Surface((1, 1)), collect_only=True)
        for hit in reversed(self.hits):
            if hit.contains(pos):
                return hit
        return None

    def _hit(self, rect: pygame.Rect, tip, on_click=None, key=None) -> None:
        self.hits.append(Hit(rect, tip, on_click, key if key is not None else (rect.x, rect.y)))

    # -- test and screenshot helpers -----------------------------------------------------------
    def ward_rect(self, ward: int) -> pygame.Rect:
        return self.layout.rect(*G.ward_box(self.map, ward))

    def target_rect(self, token: Token) -> pygame.Rect | None:
        """Where the click for `token` goes on screen now (None if nowhere)."""
        if token[0] == "ward":
            return self.ward_rect(token[1])
        self.hits = []
        self._draw_table(pygame.Surface((1, 1)), collect_only=True)
        for hit in self.hits:
            if hit.key == token:
                return hit.rect
        return None

    def button_rect(self, key: Any) -> pygame.Rect | None:
        return self.target_rect(key if isinstance(key, tuple) else (key,))

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        self._draw_table(surface)
        mouse = pygame.mouse.get_pos()
        for hit in reversed(self.hits):
            if hit.contains(mouse):
                words = hit.tip() if callable(hit.tip) else hit.tip
                if words:
                    self.app.show_tooltip(words, mouse)
                break

    def _draw_table(self, surface: pygame.Surface, collect_only: bool = False) -> None:
        self._collect = collect_only
        self._sync_dialogs()
        view = self.motion.shown
        choice = self.choice()
        if not collect_only:
            surface.fill((44, 36, 28))
        self._draw_map(surface, view, choice)
        self._draw_status(surface)
        self._draw_years(surface, view)
        self._draw_score(surface, view)
        for p in range(self.n):
            self._draw_player(surface, view, p, choice)
        dialog = self._dialog_kind()
        if dialog is None:
            self._draw_offices(surface, view)
            self._draw_log(surface)
        else:
            self._draw_dialog(surface, view, dialog)
        self._draw_bar(surface, view, choice)
        self._draw_top_buttons(surface)
        if not collect_only:
            self._draw_flyers(surface)
            self._draw_banner(surface)

    # ... small helpers
    def _text(
        self, surface, words, size, colour, pos, anchor="topleft", style="regular", width=None
    ) -> pygame.Rect:
        if self._collect:
            return pygame.Rect(0, 0, 0, 0)
        mw = None if width is None else self.layout.px(width)
        key = (words, size, style, mw, self.layout.scale)
        face = self._faces.get(key)
        if face is None:
            if len(self._faces) > 3000:
                self._faces.clear()
            face = self._faces[key] = self.layout.fit_font(words, size, style, mw)
        return pieces.text(surface, words, face, colour, self.layout.point(*pos), anchor, mw)

    def _lines(self, surface, words, size, colour, centre, width, lines, anchor="center") -> None:
        """Up to `lines` lines around `centre` (design units), shrunk to fit; `anchor` is
        "center" or "midleft"."""
        if self._collect:
            return
        lay = self.layout
        face, rows = lay.fit(words, size, "bold", lay.px(width), lines, size * 0.75)
        rows = rows[:lines]
        height = face.get_linesize() * 0.95
        cx, cy = lay.point(*centre)
        top = cy - height * len(rows) / 2
        for i, row in enumerate(rows):
            pos = (cx, round(top + height * (i + 0.5)))
            pieces.text(surface, row, face, colour, pos, anchor, lay.px(width))

    def _panel(self, surface, box: Box, fill, border=None, radius=8.0, shadow=3.0) -> None:
        if self._collect:
            return
        lay = self.layout
        pieces.panel(
            surface, lay.rect(*box), fill, lay.px(radius), lay.px(shadow), border, 1, gradient=10
        )

    def _cube(self, surface, centre, size: float, nat: int) -> None:
        if self._collect:
            return
        pieces.cube(surface, self.layout.point(*centre), self.layout.px(size), NATION[nat])

    def _boss(self, surface, centre, radius: float, p: int, label: str = "") -> None:
        if self._collect:
            return
        pieces.token(
            surface,
            self.layout.point(*centre),
            max(3, self.layout.px(radius)),
            self.colour(p),
            INK,
            label,
            self.ink(p),
            None if label else self.symbol(p),
            self.ink(p),
        )

    def _chip(self, surface, centre, radius: float, nat: int, label: str = "") -> None:
        if self._collect:
            return
        pieces.token(
            surface,
            self.layout.point(*centre),
            max(3, self.layout.px(radius)),
            NATION[nat],
            (200, 170, 90),
            label,
            NATION_INK[nat],
        )

    def _count(self, surface, centre, kind: str, key: int, count: int) -> None:
        """An icon and its number: the readable unit of every stack on the table."""
        x, y = centre
        ix = x - G.CHIP_W / 2 + G.CHIP / 2 + 1
        if kind == "cube":
            self._cube(surface, (ix, y), G.CHIP, key)
        elif kind == "chip":
            self._chip(surface, (ix, y), G.CHIP / 2 + 1, key)
        else:
            self._boss(surface, (ix, y), G.CHIP / 2 + 1, key)
        self._text(surface, str(count), 14, INK, (ix + G.CHIP / 2 + 2, y), "midleft", "bold")

    # -- the map ---------------------------------------------------------------------------------
    def _draw_map(self, surface, view: TammanyState, choice: Choice) -> None:
        lit = choice.wards()
        if not self._collect:
            surface.blit(self._map_base(surface.get_size(), view), (0, 0))
        for w in self.config.wards:
            self._ward_overlay(surface, w, w in lit)
        for w in self.config.wards:
            self._draw_ward_pieces(surface, view, w, w in lit)
        self._draw_garden(surface, view, choice)
        self._draw_bag(surface, view)

    def _map_base(self, size: tuple[int, int], view: TammanyState) -> pygame.Surface:
        """The sea, the wards and their borders: redrawn only when one of them changes."""
        key = (
            size,
            self.layout.scale,
            tuple(view.is_active(w) for w in self.config.wards),
            tuple(sorted(view.locked)),
            self.motion.focus,
        )
        if self._base_key == key and self._base is not None:
            return self._base
        base = pygame.Surface(size)
        base.fill((44, 36, 28))
        lay = self.layout
        self._panel(base, G.MAP_PANEL, SEA, (60, 50, 38), 10, 4)
        rect = lay.rect(*G.MAP_PANEL)
        step = max(4, lay.px(9))
        for y in range(rect.top + step, rect.bottom - 4, step):  # engraved sea lines
            pygame.draw.line(base, SEA_DARK, (rect.left + 6, y), (rect.right - 6, y), 1)
        self._draw_labels(base)
        self._draw_compass(base, G.map_point((75.5, 48)))
        self._draw_shore(base)
        for w in self.config.wards:
            self._ward_fill(base, view, w)
        self._engrave(base)
        self._draw_borders(base)
        self._base, self._base_key = base, key
        return base

    def _draw_labels(self, surface) -> None:
        for key, (x, y, angle) in self.map.labels.items():
            words = t(f"tammany.map.water.{key}")
            size = 17.0  # a long name (Greek "Ανατολικός Ποταμός") shrinks to fit its stretch
            face = self.layout.font(size, "italic")
            while face.size(words)[0] > self.layout.px(WATER_LABEL_MAX) and size > 11:
                size -= 1
                face = self.layout.font(size, "italic")
            image = face.render(words, True, (40, 60, 66))
            image = pygame.transform.rotate(image, angle)
            centre = self.layout.point(*G.map_point((x, y)))
            surface.blit(image, image.get_rect(center=centre))

    def _ward_pixels(self, w: int) -> tuple[list[tuple[int, int]], pygame.Rect]:
        lay = self.layout
        pts = [lay.point(*p) for p in G.ward_polygon(self.map, w)]
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        return pts, pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def _ward_fill(self, surface, view: TammanyState, w: int) -> None:
        lay = self.layout
        pts, bound = self._ward_pixels(w)
        fill = ZONE_TINT[self.config.zone_of[w]]
        if not view.is_active(w):
            fill = tuple(int(c * 0.86) for c in fill)
        if self.motion.focus == w:
            fill = (250, 232, 150)
        pygame.draw.polygon(surface, fill, pts)
        if w in view.locked:
            hatch = pygame.Surface(bound.size, pygame.SRCALPHA)
            for i in range(-bound.h, bound.w, max(4, lay.px(8))):
                pygame.draw.line(hatch, (80, 60, 40, 90), (i, 0), (i + bound.h, bound.h), 1)
            mask = pygame.Surface(bound.size, pygame.SRCALPHA)
            local = [(x - bound.x, y - bound.y) for x, y in pts]
            pygame.draw.polygon(mask, (255, 255, 255, 255), local)
            hatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            surface.blit(hatch, bound)

    def _ward_overlay(self, surface, w: int, lit: bool) -> None:
        lay = self.layout
        pts, bound = self._ward_pixels(w)
        self.hits.append(
            Hit(
                bound,
                lambda w=w: self.ward_tip(w),
                lambda w=w: self.click(("ward", w)),
                ("ward", w),
                pts,
            )
        )
        if self._collect:
            return
        if lit:
            glow = 150 + int(100 * pulse(self.clock, 1.6))
            overlay = pygame.Surface(bound.size, pygame.SRCALPHA)
            local = [(px - bound.x, py - bound.y) for px, py in pts]
            pygame.draw.polygon(overlay, (255, 226, 120, 70), local)
            pygame.draw.polygon(overlay, (230, 160, 20, glow), local, max(3, lay.px(6)))
            surface.blit(overlay, bound)
        if ("ward", w) in self.selection:
            pygame.draw.polygon(surface, (190, 40, 30), pts, max(3, lay.px(5)))

    def _draw_compass(self, surface, centre) -> None:
        """A small engraved compass rose in the East River, north up."""
        lay = self.layout
        x, y = centre
        r = 17.0
        pygame.draw.circle(surface, (60, 80, 84), lay.point(x, y), lay.px(r), 1)
        for angle in range(0, 360, 90):
            a = math.radians(angle)
            tip = (x + r * math.sin(a), y - r * math.cos(a))
            side1 = (x + 4 * math.cos(a), y + 4 * math.sin(a))
            side2 = (x - 4 * math.cos(a), y - 4 * math.sin(a))
            colour = (120, 40, 30) if angle == 0 else (50, 66, 70)
            pygame.draw.polygon(surface, colour, [lay.point(*p) for p in (tip, side1, side2)])
        face = lay.font(11, "bold")
        pieces.text(surface, "N", face, (120, 40, 30), lay.point(x, y - r - 7), "center")

    def _draw_shore(self, surface) -> None:
        """A pale band along the coast, as engravers shaded the shallows."""
        lay = self.layout
        used = {e for poly in self.map.wards.values() for e in edges(poly)}
        for a, b in used:
            if (b, a) not in used:
                pa, pb = lay.point(*G.map_point(a)), lay.point(*G.map_point(b))
                pygame.draw.line(surface, (150, 174, 172), pa, pb, max(4, lay.px(14)))
                pygame.draw.circle(surface, (150, 174, 172), pa, max(2, lay.px(7)))

    def _engrave(self, surface) -> None:
        """Fine diagonal hatching over the land, the look of an 1850s engraved map."""
        lay = self.layout
        rect = lay.rect(*G.MAP_PANEL)
        hatch = pygame.Surface(rect.size, pygame.SRCALPHA)
        step = max(3, lay.px(6))
        for i in range(-rect.h, rect.w, step):
            pygame.draw.line(hatch, (90, 70, 40, 22), (i, rect.h), (i + rect.h, 0), 1)
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        for w in self.config.wards:
            pts, _ = self._ward_pixels(w)
            pygame.draw.polygon(
                mask, (255, 255, 255, 255), [(x - rect.x, y - rect.y) for x, y in pts]
            )
        hatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(hatch, rect)

    def _draw_borders(self, surface) -> None:
        """Ward borders thin; zone borders and the coast heavy, as on the board."""
        lay = self.layout
        owner: dict[tuple, int] = {}
        for w, poly in self.map.wards.items():
            for i, a in enumerate(poly):
                owner[(a, poly[(i + 1) % len(poly)])] = w
        thin, thick = max(1, lay.px(1.2)), max(2, lay.px(3.2))
        for (a, b), w in owner.items():
            other = owner.get((b, a))
            pa, pb = lay.point(*G.map_point(a)), lay.point(*G.map_point(b))
            if other is None:
                pygame.draw.line(surface, INK, pa, pb, thick)
            elif w < other:
                heavy = self.config.zone_of[w] != self.config.zone_of[other]
                pygame.draw.line(
                    surface, (120, 40, 30) if heavy else INK, pa, pb, thick if heavy else thin
                )

    def _draw_ward_pieces(self, surface, view: TammanyState, w: int, lit: bool) -> None:
        box = G.ward_box(self.map, w)
        x, _y, bw, _bh = box
        cubes = [("cube", n, view.cubes[w][n]) for n in range(4) if view.cubes[w][n]]
        bosses = [("boss", p, view.bosses[w][p]) for p in range(view.n) if view.bosses[w][p]]
        (cx, cy), side, cube_slots, boss_slots, _fits = G.ward_layout(box, len(cubes), len(bosses))
        # the number, and the ward's bonus or Tammany Hall
        r = 11.0
        if not self._collect:
            pygame.draw.circle(
                surface, (250, 244, 228), self.layout.point(cx, cy), self.layout.px(r)
            )
            pygame.draw.circle(
                surface,
                INK,
                self.layout.point(cx, cy),
                self.layout.px(r),
                max(1, self.layout.px(1.5)),
            )
        self._text(surface, str(w), 14, INK, (cx, cy), "center", "bold")
        icon_x, icon_y = (cx + r + 4, cy) if side == "top" else (cx - r, cy + 2 * r + 4)
        bonus = self.config.bonus.get(w)
        if w == self.map.hall:
            self._draw_hall(surface, (icon_x + 11, icon_y))
            icon_x += 26
        plus = (120, 40, 30)
        if bonus == "cube":
            self._cube(surface, (icon_x + 7, icon_y), 12, 1)
            self._text(surface, "+", 14, plus, (icon_x + 16, icon_y), "midleft", "bold")
        elif bonus == "favor_chip":
            self._chip(surface, (icon_x + 7, icon_y), 7, 0, "")
            self._text(surface, "+", 14, plus, (icon_x + 16, icon_y), "midleft", "bold")
        if w in view.locked and side == "top" and bw >= 100:
            self._text(
                surface,
                t("tammany.table.locked"),
                12,
                (120, 40, 30),
                (x + bw, cy),
                "midright",
                "bold",
                bw - 30,
            )
        for slot, item in zip(cube_slots, cubes, strict=True):
            self._count(surface, slot, *item)
        for slot, item in zip(boss_slots, bosses, strict=True):
            self._count(surface, slot, *item)

    def _draw_hall(self, surface, centre) -> None:
        """Tammany Hall: a little columned front."""
        if self._collect:
            return
        lay = self.layout
        x, y = centre
        body = lay.rect(x - 10, y - 5, 20, 12)
        pygame.draw.rect(surface, (250, 244, 228), body)
        pygame.draw.rect(surface, INK, body, 1)
        roof = [lay.point(x - 12, y - 5), lay.point(x + 12, y - 5), lay.point(x, y - 12)]
        pygame.draw.polygon(surface, (150, 50, 36), roof)
        for i in range(4):
            cx = x - 7 + i * 4.7
            pygame.draw.line(surface, INK, lay.point(cx, y - 3), lay.point(cx, y + 6), 1)

    def _draw_garden(self, surface, view: TammanyState, choice: Choice) -> None:
        box = G.map_box(self.map.castle_garden)
        self._panel(surface, box, (240, 230, 204), INK, 6, 3)
        x, y, w, _h = box
        self._text(
            surface,
            caps_title(t("tammany.map.castle_garden")),
            13,
            INK,
            (x + 8, y + 4),
            "topleft",
            "bold",
            w - 16,
        )
        pickable = set(choice.of("garden"))
        for n in range(4):
            cx, cy = self.garden_point(n)
            rect = self.layout.rect(cx - 15, cy - 13, 30, 26)
            if n in pickable and not self._collect:
                shade = 0.75 + 0.25 * pulse(self.clock, 1.6)
                pygame.draw.rect(
                    surface,
                    (255, int(200 * shade), int(60 * shade)),
                    rect.inflate(4, 4),
                    max(2, self.layout.px(3)),
                    border_radius=self.layout.px(5),
                )
            if ("garden", n) in self.selection and not self._collect:
                pygame.draw.rect(
                    surface,
                    (200, 60, 40),
                    rect.inflate(6, 6),
                    max(2, self.layout.px(3)),
                    border_radius=self.layout.px(5),
                )
            if view.garden[n]:
                self._count(surface, (cx + 4, cy), "cube", n, view.garden[n])
            self._hit(
                rect,
                lambda n=n: self.garden_tip(n),
                (lambda n=n: self.click(("garden", n))),
                ("garden", n),
            )

    def _draw_bag(self, surface, view: TammanyState) -> None:
        box = G.map_box(self.map.bag)
        x, y, w, h = box
        self._panel(surface, box, (110, 84, 56), INK, 6, 3)
        self._text(
            surface, t("tammany.map.bag"), 13, look.PAPER, (x + 8, y + h / 2), "midleft", "bold", 70
        )
        for n in range(4):
            cx = x + 82 + n * ((w - 88) / 4)
            if not self._collect:
                self._cube(surface, (cx + 7, y + h / 2), 12, n)
            self._text(
                surface, str(view.bag[n]), 14, look.PAPER, (cx + 16, y + h / 2), "midleft", "bold"
            )
        self._hit(self.layout.rect(*box), lambda: self.bag_tip(), None, ("bag",))

    # -- the right column ------------------------------------------------------------------------
    def _draw_status(self, surface) -> None:
        self._panel(surface, G.STATUS, (30, 24, 18), look.GOLD, 8, 3)
        x, y, w, h = G.STATUS
        words = self.status_text()
        turn = self.session.match.turn().player
        if turn is not None and 0 <= turn < self.n:
            self._boss(surface, (x + 22, y + h / 2), 11, turn)
        if self._collect:
            return
        lay = self.layout
        width = lay.px(w - 44 - 300)
        face, rows = lay.fit(words, 17, "bold", width, 2, 12)
        rows = rows[:2]
        step = face.get_linesize() * 0.92
        left, cy = lay.point(x + 44, y + h / 2)
        for i, row in enumerate(rows):
            pieces.text(
                surface,
                row,
                face,
                look.PAPER,
                (left, round(cy + (i - (len(rows) - 1) / 2) * step)),
                "midleft",
                width,
            )

    def _draw_top_buttons(self, surface) -> None:
        x, y, w, h = G.TOP_BUTTONS
        bw = (w - 8) / 3
        items = [
            ("undo", t("tammany.table.button.undo"), self.undo, self.session.can_undo()),
            (
                "hint",
                t("tammany.table.button.hint"),
                self.ask_hint,
                self.session.human_to_act() is not None and not self.session.needs_pass_screen(),
            ),
            ("menu", t("tammany.table.button.menu"), self.open_menu, True),
        ]
        for i, (key, label, fn, enabled) in enumerate(items):
            box = (x + i * (bw + 4), y, bw, h - 4)
            self._button(
                surface,
                Button(key, label, fn, box, "quiet", enabled, t(f"tammany.table.tip.{key}")),
            )

    def _button(self, surface, b: Button, size: float = 14, lines: int = 1) -> None:
        rect = self.layout.rect(*b.box)
        self._hit(
            rect,
            b.tip,
            b.on_click if b.enabled else None,
            (b.key,) if isinstance(b.key, str) else b.key,
        )
        if self._collect:
            return
        hover = rect.collidepoint(pygame.mouse.get_pos())
        if lines > 1:  # a long label wraps inside the button rather than being cut
            face = self.layout.font(size, "bold")
            pieces.button(surface, rect, "", face, b.style, hover, False, b.enabled)
            ink = pieces.BUTTON_STYLES.get(b.style, pieces.BUTTON_STYLES["plain"])[2]
            x, y, w, h = b.box
            self._lines(surface, b.label, size, ink, (x + w / 2, y + h / 2), w - 8, lines)
            return
        face = self.layout.fit_font(b.label, size, "bold", rect.w - self.layout.px(10))
        pieces.button(surface, rect, b.label, face, b.style, hover, False, b.enabled)

    def _draw_years(self, surface, view: TammanyState) -> None:
        self._panel(surface, G.YEARS, (44, 38, 30), (110, 90, 60), 6, 2)
        x, y, _w, h = G.YEARS
        self._text(
            surface,
            t("tammany.table.year", year=view.year, term=view.term),
            15,
            look.PAPER,
            (x + 10, y + h / 2),
            "midleft",
            "bold",
            136,
        )
        for year in range(1, 17):
            box = G.year_box(year)
            current = year == view.year
            election = year in self.config.election_years
            fill = look.GOLD if current else (70, 60, 48) if year > view.year else (96, 84, 66)
            self._panel(surface, box, fill, look.GOLD_LIGHT if election else None, 4, 0)
            colour = INK if current else look.PAPER
            self._text(
                surface, str(year), 13, colour, (box[0] + box[2] / 2, box[1] + 9), "center", "bold"
            )
            if election and not self._collect:
                look.symbol(
                    surface,
                    "star",
                    self.layout.point(box[0] + box[2] / 2, box[1] + box[3] - 7),
                    self.layout.px(5),
                    look.GOLD_LIGHT if not current else INK,
                )
            tip = t(
                "tammany.table.tip.election_year" if election else "tammany.table.tip.year",
                year=year,
            )
            self._hit(self.layout.rect(*box), tip)
        self._text(
            surface,
            caps_title(t("tammany.table.years")),
            11,
            look.GOLD_LIGHT,
            (x + 150, y + 3),
            "topleft",
            "bold",
            300,
        )

    def _draw_score(self, surface, view: TammanyState) -> None:
        self._panel(surface, G.SCORE, (44, 38, 30), (110, 90, 60), 6, 2)
        x, y, w, h = G.SCORE
        lay = self.layout
        left, right = x + 24, x + w - 14
        if not self._collect:
            pygame.draw.line(
                surface,
                (150, 130, 96),
                lay.point(left, y + h - 11),
                lay.point(right, y + h - 11),
                max(1, lay.px(2)),
            )
        for v in range(0, 46, 5):
            px = left + (right - left) * v / 45
            self._text(surface, str(v), 11, look.PAPER_DARK, (px, y + 8), "center")
        stacks: dict[int, list[int]] = {}
        for p in range(self.n):
            stacks.setdefault(min(view.vp[p], 45), []).append(p)
        for p in range(self.n):
            vp = view.vp[p]
            group = stacks[min(vp, 45)]
            cx, cy = G.score_point(vp, 0)
            cx += (group.index(p) - (len(group) - 1) / 2) * 5
            cy -= group.index(p) * 2
            self._boss(surface, (cx, cy), 7, p)
            self._hit(
                lay.rect(cx - 8, cy - 8, 16, 16),
                t("tammany.table.tip.score", player=self.name(p), vp=vp),
            )

    def _role(self, p: int) -> str:
        seat = self.session.match.seats[p]
        if seat.is_human:
            return t("tammany.table.panel.person" if self.hotseat else "tammany.table.panel.you")
        level = seat.kind if seat.kind in LEVELS else "random"
        return t("tammany.table.panel.computer", level=t(f"tammany.table.level.{level}"))

    def _draw_player(self, surface, view: TammanyState, p: int, choice: Choice) -> None:
        box = G.player_box(p, self.n)
        x, y, w, h = box
        acting = self.session.match.turn().player == p and view.phase != OVER
        pickable = p in choice.of("player")
        edge = look.HIGHLIGHT if pickable else self.light(p) if acting else (110, 90, 60)
        self._panel(surface, box, (50, 42, 32) if acting else (40, 34, 26), edge, 7, 2)
        if acting and not self._collect:
            pygame.draw.rect(
                surface,
                self.light(p),
                self.layout.rect(x, y, 5, h),
                border_radius=self.layout.px(3),
            )
        cy = y + h / 2
        big = h >= 56
        self._boss(surface, (x + 22, cy), 12, p)
        name_y = cy - 9 if big else cy - 8
        self._text(surface, self.name(p), 16, look.PAPER, (x + 40, name_y), "midleft", "bold", 136)
        self._text(
            surface,
            self._role(p),
            12,
            look.PAPER_DARK,
            (x + 40, name_y + 17),
            "midleft",
            "italic",
            136,
        )
        # victory points
        vx = x + 184
        self._text(surface, str(view.vp[p]), 20, look.GOLD_LIGHT, (vx, cy), "center", "bold")
        self._text(surface, t("tammany.table.vp"), 10, look.PAPER_DARK, (vx, cy + 14), "center")
        # favor chips
        for n in range(4):
            cx = x + 214 + n * 44
            self._chip(surface, (cx + 10, cy), 10, n)
            self._text(
                surface, str(view.chips[p][n]), 16, look.PAPER, (cx + 23, cy), "midleft", "bold"
            )
            self._hit(
                self.layout.rect(cx, cy - 12, 42, 24),
                t(
                    "tammany.table.tip.chips",
                    player=self.name(p),
                    count=view.chips[p][n],
                    nation=W.nation_name(n),
                ),
            )
        # slander chips, bosses in hand, office
        sx = x + 396
        self._slander_chip(surface, (sx + 10, cy))
        self._text(surface, str(view.slander[p]), 16, look.PAPER, (sx + 23, cy), "midleft", "bold")
        self._hit(
            self.layout.rect(sx, cy - 12, 40, 24),
            t("tammany.table.tip.slander", player=self.name(p), count=view.slander[p]),
        )
        hx = x + 444
        hand = view.placeable(p, self.config.bosses_per_player)
        self._boss(surface, (hx + 10, cy), 9, p)
        self._text(surface, str(hand), 16, look.PAPER, (hx + 23, cy), "midleft", "bold")
        self._hit(
            self.layout.rect(hx, cy - 12, 44, 24),
            t("tammany.table.tip.hand", player=self.name(p), count=hand),
        )
        office = view.office[p]
        ox = x + 494
        label = W.office_name(office) if office else t("tammany.table.no_office")
        colour = look.GOLD_LIGHT if office else look.MUTED
        if view.office_used[p] and office not in (None, MAYOR):
            label = t("tammany.table.office_used", office=label)
            colour = look.PAPER_DARK
        self._lines(surface, label, 13, colour, (ox, cy), w - 494 - 8, 2, "midleft")
        rect = self.layout.rect(*box)
        on_click = (lambda p=p: self.click(("player", p))) if pickable else None
        self._hit(rect, lambda p=p: self.player_tip(p), on_click, ("player", p))

    def _slander_chip(self, surface, centre) -> None:
        if self._collect:
            return
        pieces.token(
            surface,
            self.layout.point(*centre),
            self.layout.px(10),
            (150, 40, 34),
            (230, 190, 120),
            "S",
            look.WHITE,
        )

    def _draw_offices(self, surface, view: TammanyState) -> None:
        self._panel(surface, G.OFFICES, (44, 38, 30), (110, 90, 60), 6, 2)
        for i, office in enumerate((MAYOR, *OFFICES)):
            box = G.office_box(i)
            x, y, w, h = box
            holder = next((p for p in range(view.n) if view.office[p] == office), None)
            self._panel(surface, box, (236, 226, 200), INK, 5, 0)
            self._lines(surface, W.office_name(office), 12, INK, (x + w / 2, y + 16), w - 8, 2)
            if holder is not None:
                self._boss(surface, (x + 14, y + h - 10), 7, holder)
                self._text(
                    surface,
                    self.name(holder),
                    12,
                    INK,
                    (x + 25, y + h - 10),
                    "midleft",
                    "regular",
                    w - 30,
                )
            else:
                self._text(surface, "—", 12, look.MUTED, (x + w / 2, y + h - 10), "center")
            self._hit(self.layout.rect(*box), t(f"tammany.table.tip.office.{office}"))
        for n in range(4):
            box = G.leader_box(n)
            x, y, w, h = box
            self._panel(surface, box, (60, 52, 40), NATION[n], 5, 0)
            self._cube(surface, (x + 12, y + h / 2), 12, n)
            leaders = view.leaders[n]
            if leaders:
                for i, p in enumerate(leaders[:5]):
                    self._boss(surface, (x + 30 + i * 17, y + h / 2), 7, p)
            else:
                self._text(
                    surface,
                    t("tammany.table.leader"),
                    11,
                    look.PAPER_DARK,
                    (x + 24, y + h / 2),
                    "midleft",
                    "italic",
                    w - 28,
                )
            who = ", ".join(self.name(p) for p in leaders) or t("tammany.table.nobody")
            self._hit(
                self.layout.rect(*box),
                t("tammany.table.tip.leader", nation=W.nation_name(n), players=who),
            )

    def _draw_log(self, surface) -> None:
        self._panel(surface, G.LOG, (30, 26, 20), (110, 90, 60), 6, 2)
        x, y, w, h = G.LOG
        self._hit(self.layout.rect(*G.LOG), "")
        if self._collect:
            return
        lay = self.layout
        face = lay.font(13)
        width = lay.px(w - 20)
        lines: list[tuple[str, str]] = []
        for line in self.log:
            for part in pieces.wrap(line.words, face, width):
                lines.append((part, line.tone))
        room = int((h - 12) // 17)
        end = max(0, len(lines) - self.log_offset)
        self.log_offset = min(self.log_offset, max(0, len(lines) - room))
        shown = lines[max(0, end - room) : end]
        for i, (words, tone) in enumerate(shown):
            colour = (
                look.GOLD_LIGHT
                if tone == "turn"
                else look.DANGER_LIGHT
                if tone == "alert"
                else look.PAPER
            )
            style = "bold" if tone == "turn" else "regular"
            pieces.text(
                surface,
                words,
                lay.font(13, style),
                colour,
                lay.point(x + 10, y + 6 + i * 17),
                "topleft",
                width,
            )

    # -- dialogs ---------------------------------------------------------------------------------
    def _dialog_kind(self) -> str | None:
        phase = self.session.state.phase
        if self.my_turn() is not None and phase in (BIDDING, ASSIGN):
            return phase
        if self.motion.reveal is not None and self.motion.in_election:
            return "reveal"
        return None

    def _draw_dialog(self, surface, view: TammanyState, kind: str) -> None:
        self._panel(surface, G.DIALOG, (242, 232, 208), look.GOLD, 8, 4)
        if kind == BIDDING:
            self._draw_bid(surface)
        elif kind == ASSIGN:
            self._draw_assign(surface)
        else:
            self._draw_reveal(surface, view)

    def _draw_bid(self, surface) -> None:
        s = self.session.state
        p = self.my_turn()
        assert p is not None
        x, y, w, h = G.DIALOG
        ward = s.ward
        self._text(
            surface,
            t("tammany.table.bid.title", player=self.name(p), ward=W.ward_name(ward)),
            18,
            INK,
            (x + 16, y + 12),
            "topleft",
            "display",
            w - 32,
        )
        bosses = s.bosses[ward][p]
        self._text(
            surface,
            t("tammany.table.bid.secret"),
            13,
            (90, 70, 50),
            (x + 16, y + 40),
            "topleft",
            "italic",
            w - 32,
        )
        limits = self.bid_limits()
        nats = [n for n in range(4) if limits[n] > 0]
        for row, n in enumerate(nats):
            ry = y + 74 + row * 36
            self._chip(surface, (x + 30, ry + 14), 11, n)
            self._text(
                surface,
                t("tammany.table.bid.row", nation=W.nation_name(n), count=limits[n]),
                14,
                INK,
                (x + 48, ry + 14),
                "midleft",
                "regular",
                250,
            )
            self._button(
                surface,
                Button(
                    ("bid_minus", n),
                    "−",
                    lambda n=n: self.step_bid(n, -1),
                    (x + 320, ry, 40, 28),
                    "quiet",
                    self.bid[n] > 0,
                    t("tammany.table.tip.bid_minus"),
                ),
                18,
            )
            self._text(surface, str(self.bid[n]), 20, INK, (x + 390, ry + 14), "center", "bold")
            self._button(
                surface,
                Button(
                    ("bid_plus", n),
                    "+",
                    lambda n=n: self.step_bid(n, 1),
                    (x + 420, ry, 40, 28),
                    "quiet",
                    self.bid[n] < limits[n],
                    t("tammany.table.tip.bid_plus"),
                ),
                18,
            )
        votes = bosses + sum(self.bid)
        self._text(
            surface,
            t("tammany.table.bid.votes", bosses=bosses, chips=sum(self.bid), votes=votes),
            15,
            INK,
            (x + 16, y + h - 26),
            "midleft",
            "bold",
            w - 200,
        )
        self._button(
            surface,
            Button(
                ("confirm",),
                t("tammany.table.button.bid"),
                self.confirm,
                (x + w - 236, y + h - 44, 220, 34),
                "primary",
                True,
                t("tammany.table.tip.bid"),
            ),
            15,
        )

    def _draw_assign(self, surface) -> None:
        s = self.session.state
        x, y, w, h = G.DIALOG
        self._text(
            surface,
            t("tammany.table.assign.title", player=self.name(s.mayor)),
            18,
            INK,
            (x + 16, y + 12),
            "topleft",
            "display",
            w - 32 - 230,
        )
        others = [p for p in range(s.n) if p != s.mayor]
        row_h = min(48.0, (h - 58) / max(1, len(others)))
        bw = (w - 190) / 4
        for row, p in enumerate(others):
            ry = y + 48 + row * row_h
            self._boss(surface, (x + 26, ry + row_h / 2 - 2), 10, p)
            self._text(
                surface, self.name(p), 14, INK, (x + 42, ry + row_h / 2 - 2), "midleft", "bold", 120
            )
            for o, office in enumerate(OFFICES):
                chosen = self.assign[p] == o if self.assign else False
                box = (x + 172 + o * bw, ry, bw - 6, row_h - 6)
                self._button(
                    surface,
                    Button(
                        ("assign", p, o),
                        W.office_name(office),
                        lambda p=p, o=o: self.set_office(p, o),
                        box,
                        "primary" if chosen else "quiet",
                        True,
                        t(f"tammany.table.tip.office.{office}"),
                    ),
                    12,
                    2,
                )
        self._button(
            surface,
            Button(
                ("confirm",),
                t("tammany.table.button.assign"),
                self.confirm,
                (x + w - 226, y + 8, 210, 34),
                "primary",
                True,
                t("tammany.table.tip.assign"),
            ),
            15,
        )

    def _draw_reveal(self, surface, view: TammanyState) -> None:
        r = self.motion.reveal
        assert r is not None
        x, y, w, h = G.DIALOG
        self._text(
            surface,
            t("tammany.table.reveal.title", ward=W.ward_name(r.ward)),
            18,
            INK,
            (x + 16, y + 12),
            "topleft",
            "display",
            w - 32,
        )
        votes = dict(r.votes)
        row_h = min(34.0, (h - 96) / max(1, len(r.bids)))
        for row, (p, bid) in enumerate(r.bids):
            ry = y + 46 + row * row_h + row_h / 2
            win = r.decided and r.winner == p
            if win:
                self._panel(
                    surface,
                    (x + 8, ry - row_h / 2 + 1, w - 16, row_h - 2),
                    (250, 226, 150),
                    None,
                    5,
                    0,
                )
            self._boss(surface, (x + 26, ry), 10, p)
            self._text(surface, self.name(p), 14, INK, (x + 42, ry), "midleft", "bold", 130)
            self._text(
                surface,
                t("tammany.table.reveal.bosses", count=r.bosses.get(p, 0)),
                13,
                INK,
                (x + 180, ry),
                "midleft",
                "regular",
                100,
            )
            cx = x + 290
            for n in range(4):
                if bid[n]:
                    self._chip(surface, (cx + 10, ry), 10, n)
                    self._text(surface, str(bid[n]), 15, INK, (cx + 23, ry), "midleft", "bold")
                    cx += 48
            if not any(bid):
                self._text(
                    surface,
                    t("tammany.table.reveal.no_chips"),
                    13,
                    (90, 70, 50),
                    (cx, ry),
                    "midleft",
                    "italic",
                    150,
                )
            total = votes.get(p, r.bosses.get(p, 0) + sum(bid))
            self._text(
                surface,
                t("tammany.table.reveal.votes", count=total),
                15,
                INK,
                (x + w - 16, ry),
                "midright",
                "bold",
                110,
            )
        if r.decided:
            words = (
                t("tammany.table.reveal.winner", player=self.name(r.winner))
                if r.winner is not None
                else t("tammany.table.reveal.tie")
            )
            self._text(
                surface, words, 16, (120, 40, 30), (x + 16, y + h - 22), "midleft", "bold", w - 32
            )

    # -- the action bar ----------------------------------------------------------------------
    def prompt(self) -> str:
        """What the person at the screen should click now (the bar's line)."""
        p = self.my_turn()
        if p is None:
            return ""
        phase = self.phase()
        sel = self.selection
        if phase == TURN:
            if not sel:
                return t("tammany.table.prompt.turn")
            first = sel[0]
            if first[0] == "garden":
                if len(sel) == 1:
                    return t("tammany.table.prompt.cube_ward", nation=W.nation_name(first[1]))
                return t("tammany.table.prompt.cube_boss")
            if first[0] == "ward":
                return t("tammany.table.prompt.second_boss", ward=first[1])
            if first[0] == "office":
                office = self.session.state.office[p] or "none"
                return (
                    t(f"tammany.table.prompt.office.{office}")
                    if len(sel) == 1
                    else t("tammany.table.prompt.office_next")
                )
            if first[0] == "slander":
                return t("tammany.table.prompt.slander", step=len(sel))
        if phase == SLANDER_2:
            return t("tammany.table.prompt.slander_2")
        if phase == BONUS:
            if sel:
                return t("tammany.table.prompt.bonus_ward", nation=W.nation_name(sel[0][1]))
            kind = self.config.bonus.get(self.session.state.bonus_ward, "cube")
            return t(f"tammany.table.prompt.bonus_{kind}")
        if phase == BIDDING:
            return t("tammany.table.prompt.bid")
        if phase == ASSIGN:
            return t("tammany.table.prompt.assign")
        return ""

    def _bar_buttons(self, choice: Choice) -> list[Button]:
        buttons: list[Button] = []
        opts = choice.options
        p = self.my_turn()
        if p is None:
            return buttons
        if ("office",) in opts:
            office = self.session.state.office[p] or "none"
            buttons.append(
                Button(
                    "office",
                    t("tammany.table.button.office", office=W.office_name(office)),
                    lambda: self.click(("office",)),
                    style="plain",
                    tip=t(f"tammany.table.tip.office.{office}"),
                )
            )
        if ("slander",) in opts:
            buttons.append(
                Button(
                    "slander",
                    t("tammany.table.button.slander"),
                    lambda: self.click(("slander",)),
                    tip=t("tammany.table.tip.slander_button"),
                )
            )
        for n in choice.of("nat"):
            buttons.append(
                Button(
                    ("nat", n),
                    W.nation_name(n),
                    lambda n=n: self.click(("nat", n)),
                    tip=t("tammany.table.tip.nation", nation=W.nation_name(n)),
                )
            )
        if ("decline",) in opts:
            buttons.append(
                Button(
                    "decline",
                    t("tammany.table.button.decline"),
                    lambda: self.click(("decline",)),
                    style="quiet",
                    tip=t("tammany.table.tip.decline"),
                )
            )
        if self.selection:
            buttons.append(
                Button(
                    "cancel",
                    t("tammany.table.button.cancel"),
                    self.cancel,
                    style="quiet",
                    tip=t("tammany.table.tip.cancel"),
                )
            )
        if ("end",) in opts:
            buttons.append(
                Button(
                    "end",
                    t("tammany.table.button.end"),
                    lambda: self.click(("end",)),
                    style="primary",
                    tip=t("tammany.table.tip.end"),
                )
            )
        return buttons

    def _draw_bar(self, surface, view: TammanyState, choice: Choice) -> None:
        self._panel(surface, G.BAR, (36, 30, 22), look.GOLD, 6, 3)
        x, y, w, _h = G.BAR
        words = self.prompt()
        hint = self.hinted()
        if hint is not None:
            try:
                words = t(
                    "tammany.table.hint",
                    action=W.describe_action(hint, self.session.view(), self.names),
                )
            except Exception:
                words = t("tammany.table.hint", action=str(hint))
        colour = look.PAPER
        if not words:
            words, colour = t("tammany.table.keys"), look.MUTED
        self._text(surface, words, 14, colour, (x + 10, y + 13), "midleft", "regular", w - 20)
        buttons = self._bar_buttons(choice)
        if not buttons:
            return
        widths = []
        for b in buttons:
            face = self.layout.font(13, "bold")
            widths.append(max(64.0, face.size(b.label)[0] / self.layout.scale + 24))
        total = sum(widths) + 6 * (len(widths) - 1)
        scale = min(1.0, (w - 20) / total)
        left = x + w - 10 - total * scale
        for b, bw in zip(buttons, widths, strict=True):
            b.box = (left, y + 27, bw * scale, 28)
            left += (bw + 6) * scale
            self._button(surface, b, 13)

    # -- flyers and banners ------------------------------------------------------------------
    def _draw_flyers(self, surface) -> None:
        for f in self.motion.flyers:
            if not f.tween.started:
                continue
            if f.kind == "cube":
                self._cube(surface, f.point(), 16, f.key)
            elif f.kind == "chip":
                self._chip(surface, f.point(), 9, f.key)
            else:
                self._boss(surface, f.point(), 10, f.key)

    def _draw_banner(self, surface) -> None:
        b = self.motion.banner
        if b is None:
            return
        fade = min(1.0, b.tween.raw * 6, (1 - b.tween.raw) * 5)
        lay = self.layout
        face = lay.font(26, "display")
        wpx = min(face.size(b.words)[0] + lay.px(60), lay.px(580))
        rect = pygame.Rect(0, 0, wpx, lay.px(58))
        rect.center = lay.point(306, 300)
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        pieces.panel(image, image.get_rect(), (40, 30, 22), lay.px(10), 0, look.GOLD, 2)
        pieces.text(
            image,
            b.words,
            lay.fit_font(b.words, 26, "display", rect.w - lay.px(30)),
            look.GOLD_LIGHT,
            image.get_rect().center,
            "center",
            rect.w - lay.px(30),
        )
        image.set_alpha(int(255 * max(0.0, fade)))
        surface.blit(image, rect)

    # -- words on screen -------------------------------------------------------------------------
    def status_text(self) -> str:
        s = self.session
        if s.match.is_over:
            result = self.game.result(s.state)
            return t(
                "tammany.table.status.over", player=self.name(result.winner if result else None)
            )
        step = self.motion.current
        if step is not None and isinstance(step.note, LogLine):
            return step.note.words  # while the table animates, it says what is happening
        turn = s.match.turn()
        player = turn.player
        if player is not None and player not in s.humans and not turn.is_chance:
            dots = "." * (1 + int(self.clock * 2.5) % 3)
            return t("tammany.table.status.thinking", player=self.name(player)) + dots
        if s.needs_pass_screen():
            return t("tammany.table.status.pass", player=self.name(player))
        try:
            return W.status_text(s.view(), self.names)
        except Exception:
            return ""

    def ward_tip(self, w: int) -> str:
        v = self.motion.shown
        near = ", ".join(str(n) for n in sorted(self.config.neighbours[w]))
        lines = [W.ward_name(w), t("tammany.table.tip.neighbours", wards=near)]
        cubes = [f"{W.nation_name(n)} {v.cubes[w][n]}" for n in range(4) if v.cubes[w][n]]
        lines.append(
            t("tammany.table.tip.cubes", cubes=", ".join(cubes))
            if cubes
            else t("tammany.table.tip.inactive")
        )
        bosses = [(v.bosses[w][p], p) for p in range(v.n) if v.bosses[w][p]]
        if bosses:
            lines.append(
                t(
                    "tammany.table.tip.bosses",
                    bosses=", ".join(f"{self.name(p)} {c}" for c, p in bosses),
                )
            )
            best = max(bosses)[0]
            top = [p for c, p in bosses if c == best]
            lines.append(
                t("tammany.table.tip.leads", player=self.name(top[0]))
                if len(top) == 1
                else t("tammany.table.tip.tied")
            )
        bonus = self.config.bonus.get(w)
        if bonus:
            lines.append(t(f"tammany.table.tip.bonus_{bonus}"))
        lines.append(t("tammany.table.tip.ward_vp", count=self.config.vp[w]))
        if w in v.locked:
            lines.append(t("tammany.table.tip.locked"))
        return "\n".join(lines)

    def garden_tip(self, n: int) -> str:
        return t(
            "tammany.table.tip.garden", nation=W.nation_name(n), count=self.motion.shown.garden[n]
        )

    def bag_tip(self) -> str:
        v = self.motion.shown
        return t(
            "tammany.table.tip.bag",
            cubes=", ".join(f"{W.nation_name(n)} {v.bag[n]}" for n in range(4)),
        )

    def player_tip(self, p: int) -> str:
        v = self.motion.shown
        chips = ", ".join(f"{W.nation_name(n)} {v.chips[p][n]}" for n in range(4))
        return t(
            "tammany.table.tip.player",
            player=self.name(p),
            vp=v.vp[p],
            chips=chips,
            slander=v.slander[p],
            hand=v.placeable(p, self.config.bosses_per_player),
        )


def caps_title(words: str) -> str:
    return look.caps(words)
