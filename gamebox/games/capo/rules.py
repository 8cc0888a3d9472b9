"""Capo Dei Capi rules engine (pure): the turn machine of the specification, R1-R77.

Every step is a method that changes a fresh copy `s` of the input state and appends events.
Forced choices (a single legal option) are taken by the engine itself, so players are
only asked when they really choose. Rule numbers refer to the rules specification and
are quoted where a rule is applied.

The machine is one class assembled from parts beside this module, each a mixin named by
the stretch of the turn it holds: rules_roll (the roll and the windows after it),
rules_turn_end (arrest, stop, end of turn), rules_scoring and rules_views (hidden
information); rules_actions holds the shared names. This module keeps setup, the Game
contract and the decision point, and is the one the rest of the program imports.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from gamebox.engine.game import CHANCE, Game, IllegalAction, Turn
from gamebox.engine.steps import event_list
from gamebox.games.capo import events as E
from gamebox.games.capo.config import CapoConfig, check_dice_table, load_config
from gamebox.games.capo.flow import CapoFlow
from gamebox.games.capo.model import (
    ARREST,
    CHANCE_PHASES,
    CUBE,
    DECISION,
    DRAW,
    HITMAN,
    INFLUENCE,
    INVEST_CARD,
    NO,
    OVER,
    OVERFLOW,
    PLACE_CARD,
    RESPONSE_A,
    RESPONSE_N,
    REVEAL,
    ROLLING,
    SEATS,
    START,
    CapoAction,
    CapoState,
)
from gamebox.games.capo.notation import Bounds, parse_capo_action
from gamebox.games.capo.rules_actions import (
    BACKSTAB,
    COSTS,
    DICE_OUTCOMES,
    PASS,
    PAYOFF,
    PROMPTS,
    RENEG,
    ROLL,
    START_OUTCOMES,
    STOP,
    TAKE_HITMAN,
    classify,
)
from gamebox.games.capo.rules_roll import RollMixin
from gamebox.games.capo.rules_scoring import ScoringMixin
from gamebox.games.capo.rules_turn_end import TurnEndMixin
from gamebox.games.capo.rules_views import ViewsMixin

__all__ = [
    "BACKSTAB",
    "COSTS",
    "DICE_OUTCOMES",
    "PASS",
    "PAYOFF",
    "PROMPTS",
    "RENEG",
    "ROLL",
    "START_OUTCOMES",
    "STOP",
    "TAKE_HITMAN",
    "CapoGame",
    "classify",
]


class CapoGame(RollMixin, TurnEndMixin, ScoringMixin, ViewsMixin, Game):
    id = "capo"
    title = "Capo Dei Capi"
    min_players = 2
    max_players = 2
    # Measured: the longest action listed in 200 random and 50 AI games has 13 characters
    # (`deceive B2>W1`, also the longest form there is); the margin is for typed spaces.
    max_action_chars = 32
    seat_names = SEATS
    # Setup choices offered by the menu: (option, choices, default). R5, §8 A8.
    options_spec = (
        ("start_player", ("random", "red", "blue"), "random"),
        ("slot_rule", ("current", "per_turn"), "current"),
    )

    def __init__(self, config: CapoConfig) -> None:
        check_dice_table(config, classify)
        self.config = config
        self.data_version = config.data_version

    @classmethod
    def from_assets(cls) -> CapoGame:
        from gamebox.paths import asset

        return cls(load_config(asset("data", "capo.yaml")))

    # -- setup (R1-R5) -------------------------------------------------------------------
    def new_state(self, n_players: int = 2, options: dict[str, Any] | None = None) -> CapoState:
        if n_players != 2:
            raise ValueError("Capo Dei Capi is for exactly 2 players (R1)")
        options = options or {}
        c = self.config
        s = CapoState()
        s.slot_rule = str(options.get("slot_rule", "current"))
        if s.slot_rule not in ("current", "per_turn"):
            raise ValueError(f"unknown slot_rule {s.slot_rule!r}: use current or per_turn")
        s.mayor_cubes = c.mayor_cubes_at_setup
        s.cube_supply = c.cubes - c.mayor_cubes_at_setup
        s.influence = [0, *c.influence_per_value]
        s.bribe_pool = [0, *c.bribes_per_value]
        s.bribes_in_supply = sum(c.bribes_per_value)
        s.mayor_supply = c.mayor_markers
        s.phase = START
        start = options.get("start_player", "random")
        if start in (0, 1, "red", "blue"):
            self._start(s, [], SEATS.index(start) if isinstance(start, str) else start)
        elif start != "random":
            raise ValueError(f"unknown start_player {start!r}: use red, blue or random")
        return s

    def _start(self, s: CapoState, ev: list, player: int) -> None:
        c = self.config
        s.active = player
        s.hands = [0, 0]
        s.hands[player] = c.start_hand
        s.hands[1 - player] = c.second_hand
        s.mayor_supply = c.mayor_markers - c.start_hand - c.second_hand
        ev.append(E.StartPlayerChosen(player))
        self._begin_turn(s, ev)

    # -- the contract ----------------------------------------------------------------------
    def turn(self, state: CapoState) -> Turn:
        phase = state.phase
        if phase == OVER:
            return Turn(None)
        if phase in CHANCE_PHASES:
            return Turn(CHANCE)
        if phase == RESPONSE_N:
            return Turn(1 - state.active)
        return Turn(state.active)

    def chance_outcomes(self, state: CapoState) -> list[tuple[CapoAction, float]]:
        phase = state.phase
        if phase == ROLLING:
            return DICE_OUTCOMES
        if phase == DRAW:
            pool = state.bribe_pool
            if pool is None:
                raise IllegalAction("a view does not know the bribe supply; determinize it")
            total = state.bribes_in_supply
            return [(CapoAction("draw", v), pool[v] / total) for v in (1, 2, 3) if pool[v]]
        if phase == START:
            return START_OUTCOMES
        return []

    def legal_actions(self, state: CapoState) -> list[CapoAction]:
        phase = state.phase
        a = state.active
        if phase == DECISION:
            return self._decision_actions(state)
        if phase == RESPONSE_A:
            return [RENEG, PASS]
        if phase == RESPONSE_N:
            return [BACKSTAB, PASS]
        if phase == ARREST:
            return [RENEG, PASS]
        if phase == HITMAN:
            return [PAYOFF, TAKE_HITMAN]
        if phase == INFLUENCE:
            return [CapoAction("influence", v, c) for v, c in self._influence_options(state)]
        if phase == PLACE_CARD:
            if state.step_kind == "I":
                v = state.step_value
                return [CapoAction("influence", v, c) for c in state.free_cards()]
            return [CapoAction("bribe", c) for c in state.free_cards()]
        if phase == CUBE:
            cubes = state.card_cubes
            if state.step_kind == "move":
                return [
                    CapoAction("move", src, dst)
                    for src in range(6)
                    if cubes[src]
                    for dst in range(6)
                    if dst != src
                ]
            # The rulebook: with no cube on any District card the player *may* place one
            # from the supply (spec A15 makes it mandatory); `pass` places none.
            return [*(CapoAction("cube", c) for c in range(6)), PASS]
        if phase == INVEST_CARD:
            return [CapoAction("cube", c) for c in range(6)]
        if phase == REVEAL:
            return [CapoAction("reveal", c, i) for c, i in self._reveal_choices(state)]
        if phase == OVERFLOW:
            card = state.step_card
            n = len(state.sides[a][card])
            return [CapoAction("discard", card, i) for i in range(n)] + [
                CapoAction("discard", NO, NO)
            ]
        return []

    def _decision_actions(self, s: CapoState) -> list[CapoAction]:
        actions = [ROLL]
        if not s.must_roll:
            actions.append(STOP)  # R37
        hand = s.hands[s.active]
        if hand >= 1:
            pending = s.pending_cards()
            free = s.free_cards()
            for src in pending:  # R53
                actions.extend(CapoAction("deceive", src, dst) for dst in free if dst != src)
            actions.extend(CapoAction("pocket", c) for c in pending)  # R54
        if hand >= 2:  # R58: never above 6
            actions.extend(
                CapoAction("scandal", k)
                for k in (1, 2)
                if s.level + k <= self.config.level_max
            )
        return actions

    def apply(self, state: CapoState, action: CapoAction) -> tuple[CapoState, list[E.Event]]:
        if state.is_view:
            raise IllegalAction("a view cannot be played on; determinize it first")
        if not isinstance(action, CapoAction):
            raise IllegalAction(f"{action!r} is not a Capo Dei Capi action")
        phase = state.phase
        if phase in CHANCE_PHASES:
            if all(action != outcome for outcome, _ in self.chance_outcomes(state)):
                raise IllegalAction(
                    f"'{action}' is not a possible outcome now ({PROMPTS[phase]})"
                )
        elif action not in self.legal_actions(state):
            raise IllegalAction(self.explain_illegal(state, action))
        return self.step(state, action)

    def step(self, state: CapoState, action: CapoAction) -> tuple[CapoState, list[E.Event]]:
        """`apply` without the legality check, for search that only plays legal actions."""
        phase = state.phase
        s = state.copy()
        ev: list[E.Event] = event_list(s)  # notes each event's state for a table
        getattr(self, "_on_" + phase)(s, ev, action, state)
        return s, ev

    def explain_illegal(self, state: CapoState, action: CapoAction) -> str:
        if state.phase == OVER:
            return "the game is over"
        who = SEATS[self.turn(state).player or 0].capitalize()
        head = f"'{action}' is not legal now"
        cost = COSTS.get(action.kind)
        hand = state.hands[self.turn(state).player or 0]
        if action == STOP and state.phase == DECISION and state.must_roll:
            reason = (
                f"{who} must roll at least once more: before the first roll, after a Mayor"
                " power or after a cancelled roll, stopping is not allowed (R11, R37)"
            )
        elif cost and hand < cost:
            reason = f"{action.kind} costs {cost} Mayor markers and {who} holds {hand} (R46)"
        else:
            reason = f"{who} must {PROMPTS[state.phase]}"
        legal = ", ".join(str(a) for a in self.legal_actions(state))
        return f"{head}: {reason}. Legal now: {legal}"

    # -- turn start and decision point (R7-R11, R53-R58) ------------------------------------
    def _begin_turn(self, s: CapoState, ev: list) -> None:
        """R8: a fresh turn for the active player."""
        s.turn_number += 1
        s.level = 0
        s.hitman = False
        s.pending = [None] * 6
        s.used_slots = [False] * 6
        s.pending_mayor = 0
        s.must_roll = True
        s.rolls = 0
        s.dice = None
        s.snapshot = None
        s.phase = DECISION
        ev.append(E.TurnBegan(s.active, s.turn_number))

    def _on_start(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        self._start(s, ev, action.a)

    def _pay(self, s: CapoState, ev: list, player: int, power: str) -> None:
        cost = COSTS[power]
        s.hands[player] -= cost
        s.mayor_supply += cost
        ev.append(E.PowerPaid(player, power, cost))

    def _on_decision(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        a = s.active
        kind = action.kind
        if kind == "roll":
            s.snapshot = before  # R59: the state just before the roll; never mutated
            s.revealed_this_roll = []
            s.phase = ROLLING
        elif kind == "stop":
            self._stop(s, ev)
        elif kind == "deceive":
            self._pay(s, ev, a, "deceive")
            s.pending[action.b] = s.pending[action.a]
            s.pending[action.a] = None
            s.used_slots[action.b] = True
            s.must_roll = True  # R48
            ev.append(E.MarkerDeceived(a, action.a, action.b))
        elif kind == "pocket":
            self._pay(s, ev, a, "pocket")
            marker = s.pending[action.a]
            assert marker is not None
            s.pending[action.a] = None  # R33: the slot is free again
            s.must_roll = True
            s.commit_queue = [(action.a, marker)]
            s.commit_context = "pocket"
            self._commit_next(s, ev)
        elif kind == "scandal":
            self._pay(s, ev, a, "scandal")
            s.level += action.a  # R58: never above 6
            s.must_roll = True
            ev.append(E.LevelRaised(a, action.a, s.level, scandal=True))
            # The rulebook: "whenever the Extortion level rises, the player places a
            # Mayor marker next to the Mayor" -- Scandal raises it too (spec A5 differs).
            self._place_mayor_marker(s, ev)

    @cached_property
    def flow(self) -> CapoFlow:
        """When a person is asked about Reneg and Backstab: `gamebox.games.capo.flow`."""
        return CapoFlow(self)

    # -- notation ----------------------------------------------------------------------------
    @cached_property
    def notation_bounds(self) -> Bounds:
        return Bounds.of(self.config)

    def parse_action(self, state: CapoState, text: str) -> CapoAction:
        if len(text) > self.max_action_chars:
            raise IllegalAction(
                f"a text of {len(text)} characters is no action: none of {self.title}"
                f" is longer than {self.max_action_chars}"
            )
        return parse_capo_action(text, self.notation_bounds)

    def encode(self, state: CapoState) -> dict[str, Any]:
        return state.to_dict()
