"""Capo Dei Capi rules engine (pure): the turn machine of the specification, R1-R77.

Every step is a method that changes a fresh copy `s` of the input state and appends events.
Forced choices (a single legal option) are taken by the engine itself, so players are
only asked when they really choose. Rule numbers refer to the rules specification and
are quoted where a rule is applied.
"""

from __future__ import annotations

import random
from functools import cached_property
from typing import Any

from gamebox.engine.game import CHANCE, Game, IllegalAction, Result, Turn
from gamebox.games.capo import events as E
from gamebox.games.capo.config import CapoConfig, check_dice_table, load_config
from gamebox.games.capo.model import (
    ARREST,
    CHANCE_PHASES,
    CUBE,
    DECISION,
    DRAW,
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
    ROLLING,
    SEATS,
    START,
    BoxedBribe,
    CapoAction,
    CapoState,
    Marker,
    card_of_die,
)
from gamebox.games.capo.notation import Bounds, parse_capo_action

ROLL = CapoAction("roll")
STOP = CapoAction("stop")
RENEG = CapoAction("reneg")
BACKSTAB = CapoAction("backstab")
PASS = CapoAction("pass")
PAYOFF = CapoAction("payoff")
TAKE_HITMAN = CapoAction("hitman")
DICE_OUTCOMES = [
    (CapoAction("dice", w, b), 1 / 36) for w in range(1, 7) for b in range(1, 7)
]
START_OUTCOMES = [(CapoAction("start", 0), 0.5), (CapoAction("start", 1), 0.5)]
COSTS = {"deceive": 1, "pocket": 1, "payoff": 1, "backstab": 1, "reneg": 2, "scandal": 2}

PROMPTS = {
    START: "wait for the start player to be drawn",
    DECISION: "roll, stop, or use a Mayor power",
    ROLLING: "wait for the dice",
    INFLUENCE: "choose which Influence option to take",
    PLACE_CARD: "choose the District card for the doubles",
    DRAW: "wait for the bribe to be drawn",
    CUBE: "choose where the value cube goes (with no cube on the cards, pass places none)",
    INVEST_CARD: "choose the District card to invest in",
    REVEAL: "choose which face-down bribe to turn up",
    ARREST: "Reneg (2 Mayor markers) or accept the arrest",
    RESPONSE_A: "Reneg (2 Mayor markers) or let the roll stand",
    RESPONSE_N: "Backstab (1 Mayor marker) or let the roll stand",
    HITMAN: "pay 1 Mayor marker for Payoff or take the hitman",
    OVERFLOW: "choose which marker goes to the box",
    OVER: "nothing: the game is over",
}


def classify(white: int, black: int) -> str:
    """R12: the one action a roll forces, first match wins."""
    if white == black:
        return f"double_{white}"
    high, low = max(white, black), min(white, black)
    if high <= 3:
        return "influence"
    if high == 4:
        return "extort"
    if high == 5:
        return "bribe" if low <= 3 else "bribe_extort"
    return {4: "invest_extort", 5: "invest_bribe"}.get(low, "invest")


def _other_die_card(white: int, black: int, big: int) -> int:
    """The card named by the die that is not `big` (R21, R23)."""
    return card_of_die("B", black) if white == big else card_of_die("W", white)


class CapoGame(Game):
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

    def _influence_options(self, s: CapoState) -> list[tuple[int, int]]:
        """R15/R16: value of one die next to the card of the other, free slots only."""
        assert s.dice is not None
        w, b = s.dice
        options = [(w, card_of_die("B", b)), (b, card_of_die("W", w))]
        return [(v, c) for v, c in options if s.slot_free(c)]

    def _reveal_choices(self, s: CapoState) -> list[tuple[int, int]]:
        positions = s.hidden_bribe_positions(s.opponent)
        if s.step_kind == "invest_bribe":
            return [p for p in positions if p[0] == s.step_card]
        return positions

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
        ev: list[E.Event] = []
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

    # -- the roll (R12-R32) ------------------------------------------------------------------
    def _on_rolling(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        w, b = action.a, action.b
        s.dice = (w, b)
        s.rolls += 1
        category = classify(w, b)
        ev.append(E.DiceRolled(s.active, w, b, category))
        if w == b:
            if s.hitman:  # R32: arrested before the doubles action
                self._arrest_trigger(s, ev, "hitman")
            elif w <= 3:  # R27
                self._choose_card(s, ev, "I", w)
            elif w == 4:
                self._double_four(s, ev)
            elif w == 5:  # R29
                self._choose_card(s, ev, "B", 0)
            else:  # R30
                s.step_kind = "move" if any(s.card_cubes) else "place"
                s.phase = CUBE
        elif category == "influence":
            options = self._influence_options(s)
            if not options:
                self._arrest_trigger(s, ev, "no_slot")  # R16
            elif len(options) == 1:
                self._place_influence(s, ev, *options[0])
                self._roll_done(s, ev)
            else:
                s.phase = INFLUENCE
        elif category == "extort":  # R19
            if self._raise_level(s, ev, min(w, b)):
                self._place_mayor_marker(s, ev)
                self._roll_done(s, ev)
        elif category == "bribe":  # R21
            card = _other_die_card(w, b, 5)
            if not s.slot_free(card):
                self._arrest_trigger(s, ev, "no_slot")
            else:
                s.step_card = card
                s.phase = DRAW
        elif category == "bribe_extort":  # R22
            s.step_kind = "bribe_extort"
            choices = self._reveal_choices(s)
            if len(choices) > 1:
                s.phase = REVEAL
            elif choices:
                self._bribe_extort_rest(s, ev, self._reveal(s, ev, *choices[0]))
            else:
                self._bribe_extort_rest(s, ev, 2)
        elif category == "invest":  # R23
            self._take_cube(s, ev, _other_die_card(w, b, 6))
            self._roll_done(s, ev)
        elif category == "invest_extort":  # R24
            self._take_cube(s, ev, MAYOR)
            if s.game_end:  # R63a: the rest of the action is skipped
                self._roll_done(s, ev)
            elif self._raise_level(s, ev, s.mayor_cubes):
                self._place_mayor_marker(s, ev)
                self._roll_done(s, ev)
        else:  # invest_bribe, R25
            s.phase = INVEST_CARD

    def _double_four(self, s: CapoState, ev: list) -> None:
        """R28: a marker straight into hand, one pending, then the level +1."""
        if s.mayor_supply:
            s.mayor_supply -= 1
            s.hands[s.active] += 1
            ev.append(E.MayorMarkerPlaced(s.active, to_hand=True))
        else:
            ev.append(E.MayorMarkerSkipped(s.active))
        self._place_mayor_marker(s, ev)
        if self._raise_level(s, ev, 1):
            self._roll_done(s, ev)

    def _choose_card(self, s: CapoState, ev: list, kind: str, value: int) -> None:
        """Doubles 1/2/3/5: any card with a free slot; none free is an arrest (R27, R29)."""
        free = s.free_cards()
        if not free:
            self._arrest_trigger(s, ev, "no_slot")
        elif len(free) > 1:
            s.step_kind = kind
            s.step_value = value
            s.phase = PLACE_CARD
        elif kind == "I":
            self._place_influence(s, ev, value, free[0])
            self._roll_done(s, ev)
        else:
            s.step_card = free[0]
            s.phase = DRAW

    def _place_influence(self, s: CapoState, ev: list, value: int, card: int) -> None:
        s.influence[value] -= 1
        s.pending[card] = Marker("I", value)
        s.used_slots[card] = True
        ev.append(E.InfluencePlaced(s.active, card, value))
        if s.influence[value] == 0:
            self._trigger_end(s, ev, f"I{value}")

    def _take_cube(self, s: CapoState, ev: list, card: int) -> None:
        s.cube_supply -= 1
        if card == MAYOR:
            s.mayor_cubes += 1
        else:
            s.card_cubes[card] += 1
        ev.append(E.CubePlaced(s.active, card))
        if s.cube_supply == 0:
            self._trigger_end(s, ev, "cubes")

    def _trigger_end(self, s: CapoState, ev: list, supply: str) -> None:
        """R62, R65: the last item of a supply is gone; the active player ends the game."""
        s.game_end = True
        s.ender = s.active
        ev.append(E.GameEndTriggered(s.active, supply))

    def _raise_level(self, s: CapoState, ev: list, by: int) -> bool:
        """R19/R20: above 6 is an arrest at once; returns whether the roll goes on."""
        if s.level + by > self.config.level_max:
            self._arrest_trigger(s, ev, "level")
            return False
        s.level += by
        ev.append(E.LevelRaised(s.active, by, s.level))
        return True

    def _place_mayor_marker(self, s: CapoState, ev: list) -> None:
        """R18/R44: from the supply to pending; skipped if the supply is empty."""
        if s.mayor_supply:
            s.mayor_supply -= 1
            s.pending_mayor += 1
            ev.append(E.MayorMarkerPlaced(s.active))
        else:
            ev.append(E.MayorMarkerSkipped(s.active))

    def _reveal(self, s: CapoState, ev: list, card: int, circle: int) -> int:
        """R22a/R25b: N's bribe turns face up for good (it stays so even if cancelled)."""
        n = s.opponent
        marker = s.sides[n][card][circle]
        s.set_marker(n, card, circle, Marker("B", marker.value, True))
        s.revealed_this_roll.append((card, circle))
        ev.append(E.BribeRevealed(s.active, n, card, circle, marker.value))
        return marker.value

    def _bribe_extort_rest(self, s: CapoState, ev: list, value: int) -> None:
        if self._raise_level(s, ev, value):
            self._place_mayor_marker(s, ev)
            self._roll_done(s, ev)

    # -- the choices a roll asks for ---------------------------------------------------------
    def _on_influence(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        self._place_influence(s, ev, action.a, action.b)
        self._roll_done(s, ev)

    def _on_place_card(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action.kind == "influence":
            self._place_influence(s, ev, action.a, action.b)
            self._roll_done(s, ev)
        else:
            s.step_card = action.a
            s.phase = DRAW

    def _on_draw(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        """R21/R29: a random bribe, face down and unseen by anyone, next to the card."""
        value = action.a
        assert s.bribe_pool is not None
        s.bribe_pool[value] -= 1
        s.bribes_in_supply -= 1
        card = s.step_card
        s.pending[card] = Marker("B", value, False)
        s.used_slots[card] = True
        ev.append(E.BribePlaced(s.active, card, value))
        if s.bribes_in_supply == 0:
            self._trigger_end(s, ev, "bribes")
        self._roll_done(s, ev)

    def _on_cube(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action.kind == "move":  # R30: cubes on the Mayor card never move
            s.card_cubes[action.a] -= 1
            s.card_cubes[action.b] += 1
            ev.append(E.CubeMoved(s.active, action.a, action.b))
        elif action == PASS:
            ev.append(E.WindowPassed(s.active, "cube"))
        else:
            self._take_cube(s, ev, action.a)
        self._roll_done(s, ev)

    def _on_invest_card(
        self, s: CapoState, ev: list, action: CapoAction, before: CapoState
    ) -> None:
        self._take_cube(s, ev, action.a)
        if s.game_end:
            self._roll_done(s, ev)
            return
        s.step_kind = "invest_bribe"
        s.step_card = action.a
        choices = self._reveal_choices(s)
        if len(choices) > 1:
            s.phase = REVEAL
            return
        if choices:
            self._reveal(s, ev, *choices[0])
        self._roll_done(s, ev)

    def _on_reveal(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        value = self._reveal(s, ev, action.a, action.b)
        if s.step_kind == "bribe_extort":
            self._bribe_extort_rest(s, ev, value)
        else:
            self._roll_done(s, ev)

    # -- windows after the roll (R31, R35, R56-R61) -----------------------------------------
    def _arrest_trigger(self, s: CapoState, ev: list, reason: str) -> None:
        """R34/R35: only Reneg, paid from the hand before the roll, can prevent it."""
        ev.append(E.ArrestTriggered(s.active, reason))
        assert s.snapshot is not None
        if s.snapshot.hands[s.active] >= COSTS["reneg"]:
            s.phase = ARREST
        else:
            self._arrest(s, ev)

    def _roll_done(self, s: CapoState, ev: list) -> None:
        """The roll is resolved: its response window opens, A first (R61)."""
        assert s.snapshot is not None
        if s.snapshot.hands[s.active] >= COSTS["reneg"]:
            s.phase = RESPONSE_A
        else:
            self._offer_backstab(s, ev)

    def _offer_backstab(self, s: CapoState, ev: list) -> None:
        if s.hands[s.opponent] >= COSTS["backstab"]:
            s.phase = RESPONSE_N
        else:
            self._finish_roll(s, ev)

    def _on_arrest(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action == RENEG:
            self._cancel(s, ev, "reneg")
        else:
            ev.append(E.WindowPassed(s.active, "arrest"))
            self._arrest(s, ev)

    def _on_response_a(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action == RENEG:
            self._cancel(s, ev, "reneg")
        else:
            ev.append(E.WindowPassed(s.active, "reneg"))
            self._offer_backstab(s, ev)

    def _on_response_n(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action == BACKSTAB:
            self._cancel(s, ev, "backstab")
        else:
            ev.append(E.WindowPassed(s.opponent, "backstab"))
            self._finish_roll(s, ev)

    def _cancel(self, s: CapoState, ev: list, how: str) -> None:
        """R59: back to the snapshot, except paid costs and bribes turned face up; a
        drawn bribe is back in the supply unseen. Then a decision point with must_roll."""
        snapshot = s.snapshot
        assert snapshot is not None
        a, n = s.active, s.opponent
        revealed = s.revealed_this_roll
        restored = snapshot.copy()
        for card, circle in revealed:
            marker = restored.sides[n][card][circle]
            restored.set_marker(n, card, circle, Marker("B", marker.value, True))
        for name in CapoState.__slots__:
            setattr(s, name, getattr(restored, name))
        payer = a if how == "reneg" else n
        self._pay(s, ev, payer, how)
        s.snapshot = None
        s.revealed_this_roll = []
        s.must_roll = True
        s.phase = DECISION
        ev.append(E.RollCancelled(payer, how, COSTS[how]))

    def _finish_roll(self, s: CapoState, ev: list) -> None:
        """The roll is final (R60): game end, the hitman step, or a decision point."""
        s.snapshot = None
        s.revealed_this_roll = []
        if s.game_end:  # R63c: the turn ends at once through the stop procedure
            self._stop(s, ev)
            return
        s.must_roll = False
        assert s.dice is not None
        if s.dice[0] == s.dice[1]:  # R31: first doubles of the turn (else it arrested)
            if s.hands[s.active] >= COSTS["payoff"]:
                s.phase = HITMAN
                return
            s.hitman = True
            ev.append(E.HitmanTaken(s.active))
        s.phase = DECISION

    def _on_hitman(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action == PAYOFF:  # R55
            self._pay(s, ev, s.active, "payoff")
            s.must_roll = True
            ev.append(E.PaidOff(s.active))
        else:
            s.hitman = True
            ev.append(E.HitmanTaken(s.active))
        s.phase = DECISION

    # -- arrest, stop, end of turn (R36-R43) -------------------------------------------------
    def _arrest(self, s: CapoState, ev: list) -> None:
        """R36: pending markers go back (bribes unseen), no bonus, the turn ends."""
        returned = []
        assert s.bribe_pool is not None
        for card, marker in enumerate(s.pending):
            if marker is None:
                continue
            if marker.is_bribe:
                s.bribe_pool[marker.value] += 1
                s.bribes_in_supply += 1
                returned.append((card, "B"))
            else:
                s.influence[marker.value] += 1
                returned.append((card, f"I{marker.value}"))
            s.pending[card] = None
        s.mayor_supply += s.pending_mayor
        ev.append(E.Arrested(s.active, tuple(returned), s.pending_mayor))
        s.pending_mayor = 0
        s.snapshot = None
        s.revealed_this_roll = []
        self._end_turn(s, ev, arrested=True)

    def _stop(self, s: CapoState, ev: list) -> None:
        """R38: commit every pending marker (R39 where full), bank, bonus, end of turn."""
        s.commit_queue = [(c, m) for c, m in enumerate(s.pending) if m is not None]
        s.pending = [None] * 6
        s.commit_context = "stop"
        self._commit_next(s, ev)

    def _commit_next(self, s: CapoState, ev: list) -> None:
        a = s.active
        capacity = self.config.capacity
        pocketed = s.commit_context == "pocket"
        while s.commit_queue:
            card, marker = s.commit_queue[0]
            if len(s.sides[a][card]) >= capacity:  # R39: A chooses what goes to the box
                s.step_card = card
                s.phase = OVERFLOW
                return
            circle = s.add_marker(a, card, marker)
            s.commit_queue.pop(0)
            ev.append(E.MarkerCommitted(a, card, circle, marker.kind, marker.value, pocketed))
        if pocketed:
            s.phase = DECISION
        else:
            self._bank_and_bonus(s, ev)

    def _on_overflow(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        a = s.active
        card, marker = s.commit_queue.pop(0)
        side = s.sides[a][card]
        if action.b == NO:
            self._to_box(s, a, marker, seen=False)
            ev.append(
                E.MarkerDiscarded(a, card, marker.kind, marker.value, True, marker.face_up)
            )
        else:
            old = side[action.b]
            self._to_box(s, a, old, seen=True)
            s.set_marker(a, card, action.b, marker)  # the new marker takes the freed circle
            ev.append(E.MarkerDiscarded(a, card, old.kind, old.value, False, old.face_up))
            ev.append(
                E.MarkerCommitted(
                    a, card, action.b, marker.kind, marker.value, s.commit_context == "pocket"
                )
            )
        self._commit_next(s, ev)

    @staticmethod
    def _to_box(s: CapoState, owner: int, marker: Marker, seen: bool) -> None:
        if marker.is_bribe:
            s.box_bribes.append(BoxedBribe(owner, marker, seen))
        else:
            s.box_influence[marker.value] += 1

    def _bank_and_bonus(self, s: CapoState, ev: list) -> None:
        a = s.active
        if s.pending_mayor:
            s.hands[a] += s.pending_mayor
            ev.append(E.MayorMarkersBanked(a, s.pending_mayor))
            s.pending_mayor = 0
        level = s.level
        if level >= 5:  # R41
            n = s.mayor_cubes
            take = n if level == 6 else n // 2
            s.mayor_cubes -= take
            s.score_piles[a] += take
            ev.append(E.ExtortionBonus(a, level, take))
            if level == 6:  # R42: refill, what is there if short
                refill = min(self.config.mayor_refill, s.cube_supply)
                s.cube_supply -= refill
                s.mayor_cubes += refill
                ev.append(E.MayorRefilled(refill))
                if refill and s.cube_supply == 0 and not s.game_end:
                    self._trigger_end(s, ev, "cubes")  # R64: cannot be cancelled
        self._end_turn(s, ev, arrested=False)

    def _end_turn(self, s: CapoState, ev: list, arrested: bool) -> None:
        """R43: level 0, hitman back, hand limit 7, then the other player or scoring."""
        a = s.active
        s.level = 0
        s.hitman = False
        s.commit_context = ""
        s.step_kind = ""
        s.step_card = NO
        limit = self.config.hand_limit
        if s.hands[a] > limit:
            excess = s.hands[a] - limit
            s.hands[a] = limit
            s.mayor_supply += excess
            ev.append(E.HandTrimmed(a, excess))
        ev.append(E.TurnEnded(a, arrested))
        if s.game_end:
            self._score(s, ev)
        else:
            s.active = 1 - a
            self._begin_turn(s, ev)

    # -- scoring (R66-R68) -------------------------------------------------------------------
    def _score(self, s: CapoState, ev: list) -> None:
        values = []
        for p in range(2):
            for card in range(6):
                for i, marker in enumerate(s.sides[p][card]):
                    if marker.is_bribe and not marker.face_up:
                        s.set_marker(p, card, i, Marker("B", marker.value, True))
                        values.append((p, card, i, marker.value))
        ev.append(E.FinalReveal(tuple(values)))
        s.phase = OVER
        result = self.result(s)
        assert result is not None
        ev.append(E.GameOver(result))

    def card_strengths(self, s: CapoState, card: int) -> tuple[int, int]:
        return (
            sum(m.value for m in s.sides[0][card]),
            sum(m.value for m in s.sides[1][card]),
        )

    def result(self, state: CapoState) -> Result | None:
        if state.phase != OVER:
            return None
        cards = [0, 0]
        card_cubes = [0, 0]
        for card in range(6):
            red, blue = self.card_strengths(state, card)
            if red != blue:  # R66: a tie, 0-0 included, scores for nobody
                winner = 0 if red > blue else 1
                cards[winner] += 1
                card_cubes[winner] += state.card_cubes[card]
        vp = [cards[p] + card_cubes[p] + state.score_piles[p] for p in range(2)]
        keys = [
            (vp[p], state.hands[p], cards[p], 1 if state.ender == p else 0) for p in range(2)
        ]
        ranking = tuple(sorted(range(2), key=lambda p: keys[p], reverse=True))
        decided_by = "score"
        for index, name in enumerate(("score", "mayor_markers", "cards", "game_ender")):
            if keys[0][index] != keys[1][index]:
                decided_by = name
                break
        breakdown = tuple(
            {
                "cards": cards[p],
                "card_cubes": card_cubes[p],
                "mayor_cubes": state.score_piles[p],
                "total": vp[p],
                "mayor_markers": state.hands[p],
            }
            for p in range(2)
        )
        return Result(tuple(vp), ranking, decided_by, breakdown)

    # -- hidden information (R69-R77) --------------------------------------------------------
    def view(self, state: CapoState, player: int | None) -> CapoState:
        v = state.copy()
        v.viewer = -2 if player is None else player
        v.bribe_pool = None  # R69: only the count is public

        def known(marker: Marker, owner: int, committed: bool) -> Marker:
            if not marker.is_bribe or marker.face_up or (committed and owner == player):
                return marker
            return marker.hidden()

        for owner in range(2):
            for card in range(6):
                side = v.sides[owner][card]
                if any(m.is_bribe and not m.face_up for m in side):
                    v.sides[owner][card] = [known(m, owner, True) for m in side]
        v.pending = [m if m is None else known(m, state.active, False) for m in v.pending]
        v.commit_queue = [(c, known(m, state.active, False)) for c, m in v.commit_queue]
        v.box_bribes = [
            b
            if b.marker.face_up or (b.seen and b.owner == player)
            else BoxedBribe(b.owner, b.marker.hidden(), b.seen)
            for b in v.box_bribes
        ]
        if state.snapshot is not None:
            v.snapshot = self.view(state.snapshot, player)
        return v

    def view_event(self, event: E.Event, player: int | None) -> E.Event:
        if isinstance(event, E.BribePlaced) and event.value:
            return E.BribePlaced(event.player, event.card, 0)
        if isinstance(event, E.MarkerCommitted) and event.kind == "B" and player != event.player:
            return E.MarkerCommitted(event.player, event.card, event.circle, "B", 0, event.pocketed)
        if (
            isinstance(event, E.MarkerDiscarded)
            and event.kind == "B"
            and not event.face_up
            and (event.was_new or player != event.player)
        ):
            return E.MarkerDiscarded(event.player, event.card, "B", 0, event.was_new, False)
        return event

    def determinize(self, view: CapoState, rng: random.Random) -> CapoState:
        """Fill every unseen bribe from the unseen pool (15 = 5 + 5 + 5 minus what the
        viewer knows); the pre-roll snapshot keeps the same values where it shares them."""
        if not view.is_view:
            return view.copy()
        full = self._complete(view, rng, None)
        if view.snapshot is not None:
            full.snapshot = self._complete(view.snapshot, rng, full)
        return full

    def _complete(
        self, view: CapoState, rng: random.Random, twin_state: CapoState | None
    ) -> CapoState:
        s = view.copy()
        s.viewer = None
        s.snapshot = None
        remaining = [0, *self.config.bribes_per_value]
        holes: list[tuple[str, int, int, int]] = []
        for owner in range(2):
            for card in range(6):
                for i, m in enumerate(s.sides[owner][card]):
                    if m.is_bribe:
                        if m.value:
                            remaining[m.value] -= 1
                        else:
                            holes.append(("side", owner, card, i))
        for card, m in enumerate(s.pending):
            if m is not None and m.is_bribe:
                if m.value:
                    remaining[m.value] -= 1
                else:
                    holes.append(("pending", 0, card, 0))
        for i, (_, m) in enumerate(s.commit_queue):
            if m.is_bribe:
                if m.value:
                    remaining[m.value] -= 1
                else:
                    holes.append(("queue", 0, 0, i))
        for i, b in enumerate(s.box_bribes):
            if b.marker.value:
                remaining[b.marker.value] -= 1
            else:
                holes.append(("box", 0, 0, i))

        def twin_value(hole: tuple[str, int, int, int]) -> int:
            if twin_state is None:
                return 0
            where, owner, card, i = hole
            m: Marker | None
            if where == "side":
                side = twin_state.sides[owner][card]
                m = side[i] if i < len(side) else None
            elif where == "pending":
                m = twin_state.pending[card]
            elif where == "box":
                m = twin_state.box_bribes[i].marker if i < len(twin_state.box_bribes) else None
            else:
                m = None
            return m.value if m is not None and m.is_bribe else 0

        assigned: dict[tuple[str, int, int, int], int] = {}
        for hole in holes:
            value = twin_value(hole)
            if value and remaining[value] > 0:
                assigned[hole] = value
                remaining[value] -= 1
        bag = [v for v in (1, 2, 3) for _ in range(remaining[v])]
        rng.shuffle(bag)
        for hole in holes:
            if hole not in assigned:
                assigned[hole] = bag.pop()
        pool = [0, 0, 0, 0]
        for v in bag:
            pool[v] += 1
        s.bribe_pool = pool
        if sum(pool) != s.bribes_in_supply:
            raise ValueError("the view is inconsistent with the bribe counts")
        for (where, owner, card, i), value in assigned.items():
            if where == "side":
                s.set_marker(owner, card, i, Marker("B", value, False))
            elif where == "pending":
                s.pending[card] = Marker("B", value, False)
            elif where == "queue":
                s.commit_queue[i] = (s.commit_queue[i][0], Marker("B", value, False))
            else:
                b = s.box_bribes[i]
                s.box_bribes[i] = BoxedBribe(b.owner, Marker("B", value, False), b.seen)
        return s

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

