"""One match: the seats, the state, seeded chance and the action log with undo.

Chance outcomes are drawn from a generator derived from the seed and the step number, so
a match replayed from its log, resumed from a save or continued after an undo draws
exactly what an uninterrupted match would have drawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from gamebox.engine.flow import flow_of
from gamebox.engine.game import CHANCE, Event, Game, IllegalAction, Turn

SEAT_KINDS = ("human", "random", "easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a place: a person or a computer level, with an optional personality."""

    kind: str
    personality: str | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def __str__(self) -> str:
        return f"{self.kind}:{self.personality}" if self.personality else self.kind

    @classmethod
    def parse(cls, text: str) -> Seat:
        kind, _, personality = text.strip().lower().partition(":")
        if kind not in SEAT_KINDS:
            raise ValueError(
                f"unknown seat {text!r}: use one of {', '.join(SEAT_KINDS)}"
                " (a personality may follow, as in hard:smuggler)"
            )
        return cls(kind, personality or None)


@dataclass(frozen=True, slots=True)
class LogEntry:
    actor: int
    action: Any
    events: tuple[Event, ...]
    before: Any

    @property
    def is_barrier(self) -> bool:
        """Undo never goes back across chance or a revelation."""
        return self.actor == CHANCE or any(e.reveals for e in self.events)


class Match:
    def __init__(
        self,
        game: Game,
        seats: list[Seat],
        seed: int,
        options: dict[str, Any] | None = None,
        names: list[str] | None = None,
    ) -> None:
        if not game.min_players <= len(seats) <= game.max_players:
            raise ValueError(
                f"{game.title} is for {game.min_players}-{game.max_players} players,"
                f" not {len(seats)}"
            )
        game.check_options(len(seats), dict(options or {}))
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(len(seats))]
        self.state = game.new_state(len(seats), self.options)
        self.log: list[LogEntry] = []

    # -- reading -------------------------------------------------------------------------
    def turn(self) -> Turn:
        return self.game.turn(self.state)

    @property
    def is_over(self) -> bool:
        return self.turn().is_over

    def legal_actions(self) -> list[Any]:
        return self.game.legal_actions(self.state)

    def view(self, player: int | None) -> Any:
        return self.game.view(self.state, player)

    def actions_text(self) -> list[str]:
        return [str(entry.action) for entry in self.log]

    def rng_for(self, purpose: str) -> random.Random:
        """A generator for one step, fixed by the seed, the step number and the purpose."""
        return random.Random(f"{self.seed}:{len(self.log)}:{purpose}")

    # -- acting ----------------------------------------------------------------------------
    def apply(self, action: Any) -> list[Event]:
        turn = self.turn()
        if turn.is_over:
            raise IllegalAction("the game is over")
        before = self.state
        self.state, events = self.game.apply(before, action)
        self.log.append(LogEntry(turn.player, action, tuple(events), before))  # type: ignore[arg-type]
        return events

    def apply_text(self, text: str) -> list[Event]:
        return self.apply(self.game.parse_action(self.state, text))

    def play_chance(self) -> tuple[Any, list[Event]]:
        """Draw and apply the outcome of the pending chance step."""
        if not self.turn().is_chance:
            raise IllegalAction("no chance step is pending")
        action = self.game.sample_chance(self.state, self.rng_for("chance"))
        return action, self.apply(action)

    # -- undo ------------------------------------------------------------------------------
    def undo_index(self, player: int, past_computers: bool = True) -> int | None:
        """Where an undo by `player` would go back to, or `None` if fair play forbids it.

        It takes back the player's last decision together with the computer replies that
        followed, provided none of them was chance, revealed anything, or was made by
        another person (Board Game Arena's policy). Without `past_computers` (the
        player's takebacks setting off) only a decision no computer has answered yet.
        """
        if not (0 <= player < len(self.seats)) or not self.seats[player].is_human:
            return None
        for index in range(len(self.log) - 1, -1, -1):
            entry = self.log[index]
            if entry.is_barrier:
                return None
            if entry.actor == player:
                return self._move_start(index)
            if self.seats[entry.actor].is_human or not past_computers:
                return None
        return None

    def _move_start(self, index: int) -> int:
        """The first entry of the move `index` belongs to: the game's flow may join a
        person's actions into one move (`Flow.joined`), which undo takes back whole."""
        flow = flow_of(self.game)
        while index > 0 and not self.log[index - 1].is_barrier \
                and flow.joined(self.log[index - 1], self.log[index]):
            index -= 1
        return index

    def can_undo(self, player: int, past_computers: bool = True) -> bool:
        return self.undo_index(player, past_computers) is not None

    def undo(self, player: int, past_computers: bool = True) -> None:
        index = self.undo_index(player, past_computers)
        if index is None:
            raise IllegalAction("nothing to undo: the last step cannot be taken back")
        self.state = self.log[index].before
        del self.log[index:]


def walk(match: Match, rng: random.Random, stop: Any = None, choose: Any = None,
         limit: int = 10_000) -> bool:
    """Play chance steps as they come and seeded moves, `choose(state, legal, rng)` (a
    random legal one by default), until `stop(match)` holds before a step: True then;
    False when the game ends first or `limit` steps pass. Example positions for tests,
    screenshots and the selftest are reached this way."""
    for _ in range(limit):
        if stop is not None and stop(match):
            return True
        turn = match.turn()
        if turn.is_over:
            return False
        if turn.is_chance:
            match.play_chance()
            continue
        legal = match.legal_actions()
        match.apply(choose(match.state, legal, rng) if choose else rng.choice(legal))
    return False
