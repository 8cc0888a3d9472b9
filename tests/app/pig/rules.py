"""Pig's rules. R1: two players take turns; the first to bank `goal` points (100) wins.
R2: on your turn you roll the die as often as you like, adding each roll to the turn's
total. R3: a 1 ends the turn and the turn's total is lost. R4: holding banks the turn's
total and ends the turn. The die is a chance step, so a match is its seed and actions."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from gamebox.engine.game import CHANCE, Event, Game, IllegalAction, Result, Turn
from gamebox.engine.steps import noted


@dataclass(frozen=True, slots=True)
class PigAction:
    kind: str  # "roll", "hold", or "die" (the chance outcome, with its face)
    face: int = 0

    def __str__(self) -> str:
        return f"die {self.face}" if self.kind == "die" else self.kind


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    player: int
    face: int


@dataclass(frozen=True, slots=True)
class Banked(Event):
    player: int
    points: int


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    player: int


@dataclass(frozen=True, slots=True)
class PigState:
    scores: tuple[int, int] = (0, 0)
    active: int = 0
    pot: int = 0  # the turn's total so far
    rolling: bool = False  # the die is in the air: a chance step
    goal: int = 100
    last: int = 0  # the last face rolled (for the table)

    def copy(self) -> PigState:
        return self


class PigGame(Game):
    id: ClassVar[str] = "pig"
    title: ClassVar[str] = "Pig"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options_spec: ClassVar[tuple] = (("goal", (100, 50, 20), 100),)
    max_action_chars: ClassVar[int] = 8

    def new_state(self, n_players: int, options: dict[str, Any] | None = None) -> PigState:
        return PigState(goal=(options or {}).get("goal", 100))

    def turn(self, state: PigState) -> Turn:
        if max(state.scores) >= state.goal:
            return Turn(None)
        return Turn(CHANCE if state.rolling else state.active)

    def legal_actions(self, state: PigState) -> list[PigAction]:
        if self.turn(state).player in (None, CHANCE):
            return []
        return [PigAction("roll"), PigAction("hold")] if state.pot else [PigAction("roll")]

    def chance_outcomes(self, state: PigState) -> list[tuple[PigAction, float]]:
        return [(PigAction("die", face), 1 / 6) for face in range(1, 7)] if state.rolling else []

    def apply(self, state: PigState, action: PigAction) -> tuple[PigState, list[Event]]:
        if not self.is_legal(state, action):
            raise IllegalAction(f"{action} is not allowed now")
        me = state.active
        if action.kind == "roll":  # R2
            return replace(state, rolling=True), []
        if action.kind == "die":
            events: list[Event] = [Rolled(me, action.face)]
            if action.face == 1:  # R3
                return self._next(replace(state, pot=0, rolling=False, last=1), events)
            return replace(state, pot=state.pot + action.face, rolling=False,
                           last=action.face), events
        scores = list(state.scores)  # R4
        scores[me] += state.pot
        events = [Banked(me, state.pot)]
        return self._next(replace(state, scores=(scores[0], scores[1]), pot=0), events)

    def _next(self, state: PigState, events: list[Event]) -> tuple[PigState, list[Event]]:
        if max(state.scores) >= state.goal:  # R1
            return state, events
        after = replace(state, active=1 - state.active)
        return after, noted([*events, TurnBegan(after.active)], [state] * len(events) + [after])

    def view(self, state: PigState, player: int | None) -> PigState:
        return state  # nothing is hidden in Pig

    def determinize(self, view: PigState, rng: random.Random) -> PigState:
        return view

    def result(self, state: PigState) -> Result | None:
        if self.turn(state).player is not None:
            return None
        winner = 0 if state.scores[0] >= state.goal else 1
        return Result(state.scores, (winner, 1 - winner))

    def standing(self, view: PigState) -> tuple[dict[str, int], ...]:
        return tuple({"total": score} for score in view.scores)  # nothing is hidden

    def parse_action(self, state: PigState, text: str) -> PigAction:
        if text in ("roll", "hold"):
            return PigAction(text)
        if text.startswith("die ") and text[4:] in "123456" and len(text) == 5:
            return PigAction("die", int(text[4]))
        raise IllegalAction(f"not a move of Pig: {text!r}")

    def encode(self, state: PigState) -> dict[str, Any]:
        return {"scores": list(state.scores), "active": state.active, "pot": state.pot,
                "rolling": state.rolling, "goal": state.goal, "last": state.last}
