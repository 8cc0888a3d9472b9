"""Copycat rules engine (pure): the round machine of the specification, R1-R104.

Every step works on a fresh copy `s` of the input state and appends events; the steps
nobody decides (the play step, the plain gains, the cleanup, chance with one outcome)
run inside the `apply` that leads to them (`run` -> `resume`). Chance steps -- the
round-1 bus, every card drawn, every street card and office card revealed -- wait in
`state.tasks`. Rule numbers refer to the rules specification (copycat.md).

The machine is one class assembled from parts beside this module, each a mixin named by
what it holds: rules_chance (chance steps), rules_planning (phase 1), rules_actions
(phase 2), rules_effects (action boxes, re-use and copy, coins, pending choices),
rules_buying (phase 3 and the end check), rules_cleanup (phase 4), rules_scoring and
rules_views (hidden information). This module keeps setup and the Game contract, and is
the one the rest of the program imports.

Decisions recorded here (beyond the spec's D1-D28):
- A phase-2 turn ends with `end` after the placement or with `pass`; when nothing but
  `end` is left the turn ends by itself, and so does a phase-3 turn with nothing left to
  resolve. Pending choices that offer only "stop" (or "amount 0") close by themselves.
- "Gain workers" always takes as many as the reserve allows: a worker need not be placed
  (R36), so fewer is never better (R58 is still met).
- Street position modifiers apply to every purchase, red cards included (R10, R51).
- Re-using a card or office whose action is "keep unused cards" is never possible: that
  action works only in the keep step (R46, R76).
"""

from __future__ import annotations

from typing import Any

from gamebox.engine.game import CHANCE, Game, IllegalAction, Turn
from gamebox.engine.steps import event_list
from gamebox.games.copycat import events as E
from gamebox.games.copycat.config import START_SETS, CopycatConfig, load_config
from gamebox.games.copycat.model import (
    ACTIONS,
    BUYING,
    CLEANUP,
    COLOURS,
    DRAW,
    NO,
    ORDER,
    OVER,
    SETUP,
    CopycatAction,
    CopycatState,
)
from gamebox.games.copycat.notation import Bounds, parse_copycat_action
from gamebox.games.copycat.rules_actions import ActionsMixin
from gamebox.games.copycat.rules_buying import BuyingMixin
from gamebox.games.copycat.rules_chance import ChanceMixin
from gamebox.games.copycat.rules_cleanup import CleanupMixin
from gamebox.games.copycat.rules_effects import EffectsMixin
from gamebox.games.copycat.rules_planning import PlanningMixin
from gamebox.games.copycat.rules_scoring import ScoringMixin
from gamebox.games.copycat.rules_views import ViewsMixin

PROMPTS = {
    SETUP: "wait for the table to be set up",
    DRAW: "wait for the hands to be drawn",
    ORDER: "choose a sealed order card",
    ACTIONS: "play cards, use offices, place a worker, pass or end the turn",
    BUYING: "resolve cards and offices, buy, then finish the turn",
    CLEANUP: "wait for the cleanup",
    OVER: "nothing: the game is over",
}
OPTIONS = {"start_player", "doctorate_mode", "vp_marker_supply_limited"}


class CopycatGame(
    PlanningMixin,
    ActionsMixin,
    BuyingMixin,
    CleanupMixin,
    EffectsMixin,
    ChanceMixin,
    ScoringMixin,
    ViewsMixin,
    Game,
):
    id = "copycat"
    title = "Copycat"
    min_players = 2
    max_players = 4
    # The longest action is a 4-player bus (`bus P1 P2 P3 P4`, 15 characters) or a start
    # card (`resolve start_A_09`, 18); the margin is for typed spaces.
    max_action_chars = 48
    seat_names = COLOURS
    options_spec = (
        ("start_player", ("random", 0, 1, 2, 3), "random"),  # R14: random by default
        ("doctorate_mode", ("on_play", "on_purchase"), "on_play"),  # R101
        ("vp_marker_supply_limited", (True, False), True),  # R86
    )

    def __init__(self, config: CopycatConfig) -> None:
        self.config = config
        self.data_version = config.data_version
        self._card_names = tuple(c.id for c in config.cards)
        self._office_names = tuple(o.id for o in config.offices)
        self.notation_bounds = Bounds.of(config)
        self.payers = frozenset(c.index for c in config.cards
                                if c.effect.type == "pay_coins_to_draw")
        self.paying_offices = any(o.effect.type == "pay_coins_to_draw" for o in config.offices)

    @classmethod
    def from_assets(cls) -> CopycatGame:
        from gamebox.paths import asset

        return cls(load_config(asset("data", "copycat.yaml")))

    # -- setup (R13-R22) ---------------------------------------------------------------------
    def new_state(self, n_players: int = 2, options: dict[str, Any] | None = None) -> CopycatState:
        if not 2 <= n_players <= 4:
            raise ValueError("Copycat is for 2 to 4 players (R1)")
        options = dict(options or {})
        for name in options:
            if name not in OPTIONS:
                raise ValueError(f"unknown option {name!r}: use {', '.join(sorted(OPTIONS))}")
        c = self.config
        n = n_players
        s = CopycatState(n, len(c.cards))
        s.doctorate_mode = options.get("doctorate_mode", c.doctorate_mode)
        if s.doctorate_mode not in ("on_play", "on_purchase"):
            raise ValueError(f"doctorate_mode {s.doctorate_mode!r}: on_play or on_purchase")
        s.markers_limited = bool(options.get("vp_marker_supply_limited", c.markers_limited))
        s.available = [c.start_workers] * n  # R13
        s.reserve = [c.workers - c.start_workers] * n
        box: list[int] = []
        for p, name in enumerate(START_SETS):  # R15
            if p < n:
                s.draw[p] = c.start_sets[name]
            else:
                box += c.start_sets[name]
        used = c.doctorates_used[n]  # R16, R17
        doctorates = c.sections[5]
        box += doctorates[used:]
        s.box = tuple(box)
        s.supply = (c.sections[1], c.sections[2], c.sections[3], c.sections[4], doctorates[:used])
        s.offices = (*c.board_offices, *c.normal_offices[n])  # R18, R19
        s.occupant = [NO] * len(s.offices)
        s.office_uses = [0] * len(s.offices)
        s.markers = [0] * len(s.offices)  # R21
        s.office_deck = tuple(c.additional[sec] for sec in range(1, 6))  # R20
        s.marker_supply = c.markers_total
        start = options.get("start_player", "random")
        tasks: list[tuple[Any, ...]] = []
        if start == "random":
            tasks.append(("bus",))  # R14
        else:
            if isinstance(start, str) and start.strip().isdigit():
                start = int(start)
            if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start < n:
                raise ValueError(f"start_player {start!r}: random or a seat from 0 to {n - 1}")
            s.bus = s.prev_bus = tuple((start + i) % n for i in range(n))
        tasks += [("street",), ("office",)]  # R16 (section I), R20
        s.tasks = tuple(tasks)
        s.phase = SETUP
        return s

    # -- the contract ----------------------------------------------------------------------
    def turn(self, state: CopycatState) -> Turn:
        if state.phase == OVER:
            return Turn(None)
        if state.tasks:
            return Turn(CHANCE)
        return Turn(state.acting())

    def legal_actions(self, state: CopycatState) -> list[CopycatAction]:
        s = state
        if s.phase == OVER or s.tasks:
            return []
        p = s.acting()
        if p is None:
            return []
        if s.frames:
            return self.frame_actions(s, p)
        if s.phase == ORDER:
            return self.order_actions(s, p)
        if s.phase == ACTIONS:
            return self.actions_legal(s, p)
        if s.phase == BUYING:
            return self.buying_legal(s, p)
        return []

    def is_legal(self, state: CopycatState, action: Any) -> bool:
        if not isinstance(action, CopycatAction):
            return False
        if state.tasks:
            return self.chance_legal(state, action)
        return action in self.legal_actions(state)

    def apply(
        self, state: CopycatState, action: CopycatAction
    ) -> tuple[CopycatState, list[E.Event]]:
        if state.is_view:
            raise IllegalAction("a view cannot be played on; determinize it first")
        if not isinstance(action, CopycatAction):
            raise IllegalAction(f"{action!r} is not a Copycat action")
        if state.phase == OVER:
            raise IllegalAction("the game is over")
        if state.tasks:
            if not self.chance_legal(state, action):
                raise IllegalAction(f"'{action}' is not a possible outcome of this chance step")
        elif action not in self.legal_actions(state):
            raise IllegalAction(self.explain_illegal(state, action))
        return self.step(state, action)

    def step(
        self, state: CopycatState, action: CopycatAction
    ) -> tuple[CopycatState, list[E.Event]]:
        """`apply` without the legality check, for search that only plays legal actions."""
        s = state.copy()
        ev: list[E.Event] = event_list(s)  # notes each event's state for a table
        if s.tasks:
            self.on_chance(s, ev, action)
        else:
            p = s.acting()
            assert p is not None
            if s.frames:
                self.on_frame(s, ev, p, action)
            elif s.phase == ORDER:
                self.on_order(s, ev, p, action)
            elif s.phase == ACTIONS:
                self.on_actions(s, ev, p, action)
            else:
                self.on_buying(s, ev, p, action)
        self.run(s, ev)
        return s, ev

    def resume(self, s: CopycatState, ev: list) -> bool:
        """The round machine's automatic steps once no chance step waits; True when it
        queued chance steps (`run` goes on with them)."""
        for _ in range(1000):
            mark = (len(ev), s.phase, s.current)
            phase = s.phase
            if phase == SETUP:
                self.start_round(s, ev)
            elif phase == DRAW:
                self.begin_order(s, ev)
            elif phase == ORDER:
                if s.acting() is None:
                    self.reveal(s, ev)
            elif phase == ACTIONS:
                self.settle_actions(s, ev)
            elif phase == BUYING:
                self.settle_buying(s, ev)
            elif phase == CLEANUP:
                self.next_round(s, ev)
            if s.tasks:
                return True
            if (len(ev), s.phase, s.current) == mark:
                return False
        raise RuntimeError("the round machine does not come to rest")

    def explain_illegal(self, state: CopycatState, action: CopycatAction) -> str:
        head = f"'{action}' is not legal now"
        if state.frames:
            reason = f"a pending {state.frames[-1].effect.type} needs its choice"
        else:
            reason = PROMPTS.get(state.phase, "")
        legal = self.legal_actions(state)
        shown = ", ".join(str(a) for a in legal[:12]) + (" ..." if len(legal) > 12 else "")
        return f"{head}: {reason}. Legal now: {shown}"

    # -- notation -------------------------------------------------------------------------------
    def parse_action(self, state: CopycatState, text: str) -> CopycatAction:
        if len(text) > self.max_action_chars:
            raise IllegalAction(
                f"a text of {len(text)} characters is no action: none of {self.title}"
                f" is longer than {self.max_action_chars}"
            )
        return parse_copycat_action(text, self.notation_bounds)

    def encode(self, state: CopycatState) -> dict[str, Any]:
        return state.to_dict(self._card_names, self._office_names)
