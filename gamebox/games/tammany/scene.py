"""The Tammany Hall table: an engraved map of lower Manhattan in the 1850s, on the shared
table layer (`gamebox.app.table`). It draws only the viewer's view and redacted events, so
a sealed bid reaches the pixels only with `BidsRevealed` (R5, section 9). Clicks follow
the legal actions' click paths (`table.clicks`), so nothing illegal can be clicked; the
sealed bid and the Mayor's offices are set in dialogs, checked with `game.is_legal` (an
illegal one is explained, not sent). Cosmetic decisions: bosses wear their seat's colour;
a ward shows one count chip per nationality and per player present, tooltips tell the
rest; the last reveal of an election stays up until the next ward is decided.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.frame import Bar, Frame
from gamebox.app.table.log import LogLine, LogStyle, LogTones
from gamebox.app.table.scene import TableScene as Table
from gamebox.app.table.widgets import BannerLook, Button
from gamebox.app.tween import pulse
from gamebox.games.tammany import events as E
from gamebox.games.tammany import text
from gamebox.games.tammany.model import ASSIGN, BIDDING, BONUS, NO, SLANDER_2, TURN
from gamebox.games.tammany.model import TammanyAction as Action
from gamebox.games.tammany.summary import reading_order
from gamebox.games.tammany.table import geometry as G
from gamebox.games.tammany.table.board import BACK, Board, Item
from gamebox.games.tammany.table.clicks import Choice, Token, trie
from gamebox.games.tammany.table.legend import Legend
from gamebox.games.tammany.table.motion import TammanyMotion
from gamebox.games.tammany.table.panels import FRAME, Panels
from gamebox.games.tammany.table.wardmap import board_map

PULSE_SECONDS = 3.0  # lit targets breathe this long after they light up, then stay lit
TABLE_FRAME = Frame(
    log=G.LOG, log_style=LogStyle(ink=look.PAPER, size=13, step=17), top=G.TOP,
    bar=Bar(G.BAR, (G.BAR[1] + 27, 28.0), 13.0, "right", (24.0, 64.0, 280.0, 6.0)),
    banner=BannerLook((8, 240, 596, 120), 26, fills=(("info", (40, 30, 22)),)),
    summary_at=(306.0, 370.0),  # over the middle of the map, clear of the dialogs
    log_tones=LogTones(quiet=(E.TurnEnded, E.BidLocked),
                       turn=(E.TurnBegan, E.YearBegan, E.ElectionBegan),
                       alert=(E.WardElected, E.MayorChosen, E.GameOver, E.Slandered)))
BIDDING_FRAME = replace(TABLE_FRAME, log=G.BID_LOG)


class TableScene(Legend, Board, Panels, Table):
    words = "tammany.table"
    # the legend opens at any moment; the animation waits under it
    own_keys = (("L", "legend", pygame.K_l), ("mouse.right_click", "clear"))

    def __init__(self, app: Any, session: Any) -> None:
        self.pixels = {}  # the wards' outlines in pixels, per window size (`ward_pixels`)
        self.drawn = [0, 0, 0, 0]  # the cubes drawn for Castle Garden so far (`event_words`)
        super().__init__(app, session)
        self.map = board_map(self.config.neighbours)
        self.n = session.state.n
        self.selection: list[Token] = []
        self.bid = [0, 0, 0, 0]
        self.assign: list[int] = []
        self.dialog_key: Any = None
        self.hint_taken: Any = None
        self.paths: tuple[Any, dict[Token, Choice], Any] = (None, {}, None)  # see `choice`
        self.base: tuple[Any, pygame.Surface] | None = None  # the map's drawing, and its key
        self.still: tuple[Any, pygame.Surface] | None = None  # the engraving under it
        self.lit_key: Any = None  # what the lit targets depend on, and since when they are lit
        self.lit_since = 0.0

    def make_motion(self) -> TammanyMotion:
        return TammanyMotion(self.session.view(), self.seconds, self.banner_words, self)

    # -- words -------------------------------------------------------------------------------
    def seat_order(self) -> list[int]:
        """The players' rows top to bottom; one person against the computer is last."""
        return reading_order(self.n, self.you)

    def row_of(self, p: int) -> int:
        return self.seat_order().index(p)

    def event_words(self, event: Any) -> str | LogLine:
        """The cubes drawn for Castle Garden one by one (R16) share one line: each draw's
        line counts the run so far and continues the line before it. Lines are described
        in the order of the history, so any other event ends the run."""
        if not isinstance(event, E.CubeDrawn):
            self.drawn = [0, 0, 0, 0]
            return text.describe_event(event, self.names)
        continues = any(self.drawn)
        self.drawn[event.nationality] += 1
        cubes = ", ".join(f"{text.nation_name(n)} {c}" for n, c in enumerate(self.drawn) if c)
        return LogLine(self.say("log.garden", cubes=cubes), continues=continues)

    def action_line(self) -> tuple[str, str]:
        return self.prompt(), "plain"

    def prompt(self) -> str:
        """What the person at the screen should click now (the bar's line)."""
        p, phase, sel = self.my_turn(), self.phase(), self.selection
        if p is None:
            return ""
        if phase == TURN and sel:
            first = sel[0][0]
            if first == "garden":
                return self.say("prompt.cube_ward", nation=text.nation_name(sel[0][1])) \
                    if len(sel) == 1 else self.say("prompt.cube_boss")
            if first == "ward":
                return self.say("prompt.second_boss", ward=sel[0][1])
            if first == "office":
                office = self.session.state.office[p] or "none"
                return self.say(f"prompt.office.{office}") if len(sel) == 1 else \
                    self.say("prompt.office_next")
            return self.say("prompt.slander", step=len(sel))
        if phase == BONUS:
            kind = self.config.bonus.get(self.session.state.bonus_ward, "cube")
            return self.say("prompt.bonus_ward", nation=text.nation_name(sel[0][1])) if sel else \
                self.say(f"prompt.bonus_{kind}")
        placing = any(token[0] in ("ward", "garden") for token in self.choice().options)
        key = {TURN: "turn" if placing else "turn_done", SLANDER_2: "slander_2", BIDDING: "bid",
               ASSIGN: "assign"}.get(phase)
        return self.say(f"prompt.{key}") if key else ""

    # -- choices -------------------------------------------------------------------------------
    def phase(self) -> str:
        return self.session.state.phase

    def my_turn(self) -> int | None:
        """The seat of the person who may act at the screen now (None while animating)."""
        s = self.session
        return None if self.motion.busy or s.needs_pass_screen() else s.human_to_act()

    def moment(self) -> tuple:
        """What the clickable targets depend on besides the selection. The state object
        itself is part of it (kept alive in `paths`), so an undo is noticed."""
        s = self.session
        return (id(s.match.state), len(s.match.log), s.viewer, self.motion.busy)

    def choice(self) -> Choice:
        """The targets the person at the screen may click now, given the selection."""
        moment = self.moment()
        if self.paths[0] != moment:
            clicks = self.my_turn() is not None and self.phase() not in (BIDDING, ASSIGN)
            legal = self.session.legal() if clicks else []
            self.paths = (moment, trie(legal), self.session.match.state)
        return self.paths[1].get(tuple(self.selection)) or Choice()

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
                return True
            (only,) = nxt.options
            if only[0] not in ("nat", "player"):
                return True
            if only in nxt.done:
                return self.act(nxt.done[only])
            self.selection.append(only)

    def cancel(self) -> None:
        self.selection = []

    # -- the dialogs: sealed bid and the Mayor's offices -----------------------------------------
    def dialog_kind(self) -> str | None:
        if self.my_turn() is not None and self.phase() in (BIDDING, ASSIGN):
            return self.phase()
        if self.motion.reveal is not None and self.motion.in_election:
            return "reveal"
        return None

    def bid_limits(self) -> list[int]:
        s, p = self.session.state, self.my_turn()
        return s.eligible(p, s.ward) if p is not None and s.phase == BIDDING else [0, 0, 0, 0]

    def sync_dialogs(self) -> None:
        """A fresh bid and office assignment for every new decision."""
        s = self.session.state
        key = self.moment()[:3]
        if key == self.dialog_key:
            return
        self.dialog_key = key
        self.bid = [0, 0, 0, 0]
        if s.phase == ASSIGN and s.mayor is not None:
            others = [p for p in range(s.n) if p != s.mayor]
            self.assign = [others.index(p) if p in others else NO for p in range(s.n)]

    def step_bid(self, nat: int, delta: int) -> None:
        self.sync_dialogs()
        self.bid[nat] = max(0, min(self.bid_limits()[nat], self.bid[nat] + delta))

    def set_office(self, player: int, office: int) -> None:
        """Give `office` to `player`; whoever held it takes `player`'s old office."""
        self.sync_dialogs()
        if not self.assign or player == self.session.state.mayor:
            return
        old = self.assign[player]
        for q, held in enumerate(self.assign):
            if held == office and q != player:
                self.assign[q] = old
        self.assign[player] = office

    def assign_action(self) -> Action:
        return Action("assign", values=tuple(self.assign))

    def confirm(self) -> bool:
        self.sync_dialogs()
        if self.my_turn() is None:
            return False
        if self.phase() == BIDDING:
            return self.act(Action("bid", values=tuple(self.bid)))
        return self.phase() == ASSIGN and self.act(self.assign_action())

    # -- the shared table's hooks ----------------------------------------------------------------
    def allowed(self, action: Action) -> bool:
        """Only a legal action is sent; an illegal one is explained instead."""
        state = self.session.state
        if self.game.is_legal(state, action):
            return True
        self.app.notify(self.game.explain_illegal(state, action))
        return False

    def reset_picks(self) -> None:
        self.selection = []
        self.dialog_key = None

    def on_idle(self, dt: float) -> None:
        """A hinted bid or office assignment fills the dialog (still to be confirmed)."""
        hint = self.hinted()
        if hint is None or hint is self.hint_taken or self.my_turn() is None:
            return
        self.hint_taken = hint
        self.sync_dialogs()
        if hint.kind == "bid" and self.phase() == BIDDING:
            self.bid = list(hint.values)
        elif hint.kind == "assign" and self.phase() == ASSIGN:
            self.assign = list(hint.values)

    def on_input(self, event: pygame.event.Event) -> bool:
        """L opens the map legend; Enter confirms an open dialog (else the base presses
        End turn); Esc clears the selection (else the menu opens); a right click cancels."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.cancel()
            return True
        if event.key == pygame.K_ESCAPE:
            had, self.selection = bool(self.selection), []
            return had
        if event.key == pygame.K_l and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.open_legend()
            return True
        enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.phase() in (BIDDING, ASSIGN):
            self.confirm()
        return enter and self.phase() in (BIDDING, ASSIGN)

    def slander_block(self, p: int) -> str | None:
        """Why `p` cannot slander now, in words (R31, R32), or None when they can."""
        view = self.session.view()
        first = self.config.election_years[0] + 1  # R31: from the second term
        if view.year < first:
            return self.say("tip.slander_early", year=first)
        if view.slandered_this_term[p]:
            later = view.term * 4 + 1
            return self.say("tip.slander_used", year=later) if later <= self.config.years \
                else self.say("tip.slander_used_last")
        if view.slander[p] < 1:
            return self.say("tip.slander_none")
        return self.say("tip.slander_target")

    def bar_buttons(self) -> list[Button]:
        c, p = self.choice(), self.my_turn()
        if p is None:
            return []
        out: list[Button] = []

        def add(token: Token, label: str, tip: str, style: str = "plain") -> None:
            key = token if len(token) > 1 else token[0]
            out.append(Button(key, label, lambda: self.click(token), style=style, tip=tip,
                              action=c.done.get(token)))

        if ("office",) in c.options:
            office = self.session.state.office[p] or "none"
            add(("office",), self.say("button.office", office=text.office_name(office)),
                self.say(f"tip.office.{office}"))
        for word, tip, style in (("slander", "slander_button", "plain"),
                                 ("decline", "decline", "quiet")):  # never offered together
            if (word,) in c.options:
                add((word,), self.say(f"button.{word}"), self.say(f"tip.{tip}"), style)
        if self.phase() == TURN and not self.selection and ("slander",) not in c.options:
            view = self.session.view()  # shown, not offered: why not (R31, R32)
            first = self.config.election_years[0] + 1
            label = self.say("button.slander_from", year=first) if view.year < first else \
                self.say("button.slander")
            out.append(Button("slander", label, None, enabled=False, style="plain",
                              tip=self.slander_block(p)))
        nations = c.of("nat")
        answers = [n for n in nations if c.done.get(("nat", n)) is not None]
        default = answers[0] if answers and ("end",) not in c.options else None  # a bonus
        for n in nations:
            add(("nat", n), text.nation_name(n), self.say("tip.nation", nation=text.nation_name(n)),
                "primary" if n == default else "plain")
        if self.selection:
            out.append(Button("cancel", self.say("button.cancel"), self.cancel, style="quiet",
                              tip=self.say("tip.cancel")))
        if ("end",) in c.options:
            add(("end",), self.say("button.end"), self.say("tip.end"), "primary")
        return out

    # -- what the person has chosen so far, and what lights up ----------------------------------
    def tentative(self) -> tuple[dict[int, list[Item]], dict[int, list[Item]], tuple[int, ...]]:
        """What the selection puts on the map before it is played: pieces added to wards,
        pieces taken out (a lifted cube, a slandered boss), Castle Garden cubes gone."""
        added: dict[int, list[Item]] = {}
        removed: dict[int, list[Item]] = {}
        taken = [0, 0, 0, 0]
        p, sel = self.my_turn(), self.selection
        if p is None or not sel or self.phase() != TURN:
            return added, removed, tuple(taken)
        kind = sel[0][0]
        if kind == "ward":
            added[sel[0][1]] = [("boss", p)]
        elif kind == "garden" and len(sel) >= 2:
            added[sel[1][1]] = [("cube", sel[0][1])]
            taken[sel[0][1]] = 1
        elif kind == "office" and len(sel) >= 3 and sel[2][0] == "nat":
            removed[sel[1][1]] = [("cube", sel[2][1])]
        elif kind == "slander" and len(sel) >= 3 and sel[2][0] == "player":
            removed[sel[1][1]] = [("boss", sel[2][1])]
        return added, removed, tuple(taken)

    def glow(self) -> float:
        """How bright the lit targets are (0..1): they breathe as they light up, then
        stay full, so nothing moves while a person thinks."""
        age = self.clock - self.lit_since
        if age >= PULSE_SECONDS:
            return 1.0
        k = age / PULSE_SECONDS
        return (1 - k) * pulse(age, 1.6) + k

    def animating(self) -> bool:
        lit = any(tok[0] in ("ward", "garden", "player") for tok in self.choice().options)
        return self.clock - self.lit_since < PULSE_SECONDS and lit

    # -- drawing -------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        self.sync_dialogs()
        lit_key = (self.moment(), tuple(self.selection))
        if lit_key != self.lit_key:
            self.lit_key, self.lit_since = lit_key, self.clock
        view, choice = self.shown, self.choice()
        if not self.collecting:
            surface.fill(BACK)
        self.draw_map(surface, view, choice)
        self.draw_status(surface)
        self.draw_years(surface, view)
        self.draw_score(surface, view)
        for p in range(self.n):
            self.draw_player(surface, view, p, choice)
        kind = self.dialog_kind()
        if kind is None:
            self.draw_offices(surface, view)
        elif kind == ASSIGN:
            self.draw_assign(surface)
        else:
            (self.draw_bid if kind == BIDDING else self.draw_reveal)(surface)
        if kind != ASSIGN:
            x, y, w, h = box = self.frame.log
            self.panel(surface, box, (30, 26, 20), FRAME, 6, 2, 1, 10)
            self.draw_log(surface, (x + 6, y + 6, w - 12, h - 12))
        x, y, w, _h = G.BAR
        self.panel(surface, G.BAR, (36, 30, 22), look.GOLD, 6, 3, 1, 10)
        self.draw_bar(surface, (x + 10, y + 13), "midleft", w - 20)
        self.draw_top_buttons(surface)
        if not self.collecting:
            self.draw_flying(surface)
        self.draw_legend_button(surface)

    @property
    def frame(self) -> Frame:  # type: ignore[override]
        """The log stands under the offices, or beside a sealed bid or a reveal (never
        hidden by them)."""
        return BIDDING_FRAME if self.dialog_kind() in (BIDDING, "reveal") else TABLE_FRAME

    def target_rect(self, token: Token) -> pygame.Rect | None:
        """Where the click for `token` goes on screen now (None if nowhere)."""
        if token[0] == "ward":
            return self.layout.rect(*G.ward_box(self.map, token[1]))
        return self.hit_rect(token) or self.button_rect(token if len(token) > 1 else token[0])
