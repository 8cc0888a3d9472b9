"""The Game contract every game of the box implements.

A `Game` holds only static data (built from its YAML file); all match state lives in
immutable-by-convention `State` objects that `apply` never mutates. Chance is explicit:
dice, draws and setup randomness are chance steps whose outcomes are ordinary actions,
so a match is the seed plus the list of actions, and tests can force any outcome.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

CHANCE = -1
"""The seat number of the chance player in a `Turn`."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why in words."""


def bounded_int(text: str, low: int, high: int, what: str) -> int:
    """`text` read as a whole number from `low` to `high`, or `IllegalAction` saying
    what `what` may be. The notations read every number they carry through here.

    Only ASCII digits are read: no sign, no spaces, no other script's digits (`int()`
    takes "٣" but fails on "²"). More than 6 digits are refused before `int()` sees
    them, so a huge number costs nothing; no bound of any game comes near that."""
    shown = repr(text) if len(text) <= 12 else repr(text[:12]) + f"... ({len(text)} characters)"
    if not (text.isascii() and text.isdigit()):
        raise IllegalAction(f"{what} must be a whole number from {low} to {high}, not {shown}")
    if len(text) > 6 or not low <= int(text) <= high:
        raise IllegalAction(f"{what} must be from {low} to {high}, not {shown}")
    return int(text)


@dataclass(frozen=True, slots=True)
class Turn:
    """Who acts now: a seat, the chance player (`CHANCE`), or nobody (game over)."""

    player: int | None

    @property
    def is_chance(self) -> bool:
        return self.player == CHANCE

    @property
    def is_over(self) -> bool:
        return self.player is None


@dataclass(frozen=True, slots=True)
class Event:
    """Something that changed on the table. Scenes animate events; the log words them.

    `reveals` marks events that show a player something they did not know before; undo
    never crosses them.
    """

    reveals: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class Result:
    """Final outcome. `ranking` lists seats best first; `decided_by` names the tiebreak
    that separated the top two (`"score"` when the scores alone did)."""

    scores: tuple[int, ...]
    ranking: tuple[int, ...]
    decided_by: str = "score"
    breakdown: tuple[dict[str, int], ...] = field(default_factory=tuple)

    @property
    def winner(self) -> int:
        return self.ranking[0]


class Action(Protocol):
    """An action is a small frozen, hashable dataclass whose `str()` is its notation."""

    def __str__(self) -> str: ...


class State(Protocol):
    def copy(self) -> State: ...


class Game(ABC):
    """Rules of one game. Stateless: every method takes the state it works on."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    data_version: int = 1
    seat_names: ClassVar[tuple[str, ...]] = ()
    """Ids of the seats' default names (i18n `<game>.seat.<id>`), when the game has any."""
    options_spec: ClassVar[tuple[tuple[str, tuple[Any, ...], Any], ...]] = ()
    """Setup options offered by the menu: (name, choices, default); i18n labels are
    `<game>.option.<name>` and `<game>.option.<name>.<choice>`. Every game also accepts
    `start_player` as a seat number, which `gamebox simulate` uses to alternate."""
    max_action_chars: ClassVar[int] = 200
    """No action's text of this game is longer; a longer text (from a file, a script) is
    refused before it is parsed."""

    def seat_ids(self, n_players: int) -> tuple[str, ...]:
        """Each seat's id at this table size: its colour on every shared screen and its
        default name. Partners who share a colour (The Boss at six) share an id."""
        return tuple(self.seat_names[:n_players])

    def default_names(self, n_players: int) -> list[str]:
        """The names seats get when the players give none, in the current language: the
        seat's word (`<game>.seat.<id>`), numbered where partners share an id ("Yellow 1",
        "Yellow 2"), else "Player 3"."""
        from gamebox.i18n import has, t

        ids = self.seat_ids(n_players)
        names = []
        for seat in range(n_players):
            sid = ids[seat] if seat < len(ids) else ""
            if not sid or not has(f"{self.id}.seat.{sid}"):
                names.append(t("app.setup.player_n", number=seat + 1))
                continue
            word = t(f"{self.id}.seat.{sid}")
            if ids.count(sid) > 1:
                word = t("app.setup.seat_numbered", name=word, number=ids[: seat + 1].count(sid))
            names.append(word)
        return names

    def check_options(self, n_players: int, options: dict[str, Any]) -> None:
        """Refuse (ValueError, in words) an option this game does not have or a value it
        does not offer, type and all: `1.0` is not seat 1 and `1` is not `True`. Every
        option that reaches `new_state` has passed here."""
        offered = {name: choices for name, choices, _default in self.options_spec}
        for name, value in options.items():
            if name not in offered and name != "start_player":
                known = ", ".join(sorted({*offered, "start_player"}))
                raise ValueError(f"{self.title} has no option {name!r} (it has: {known})")
            choices = offered.get(name, ("random",))
            if any(type(value) is type(choice) and value == choice for choice in choices):
                continue
            seat = type(value) is int and 0 <= value < n_players
            if name == "start_player" and seat:
                continue
            shown = ", ".join(str(choice) for choice in choices)
            raise ValueError(f"option {name} cannot be {value!r} (it can be: {shown})")

    @abstractmethod
    def new_state(self, n_players: int, options: dict[str, Any] | None = None) -> Any:
        """The table before its first step; setup randomness comes as chance steps."""

    @abstractmethod
    def turn(self, state: Any) -> Turn: ...

    @abstractmethod
    def legal_actions(self, state: Any) -> list[Any]:
        """Legal actions of the seat to act; empty at chance steps and after the end."""

    @abstractmethod
    def chance_outcomes(self, state: Any) -> list[tuple[Any, float]]:
        """At a chance step, each outcome with its probability (they sum to 1)."""

    @abstractmethod
    def apply(self, state: Any, action: Any) -> tuple[Any, list[Event]]:
        """The next state and what happened; raises `IllegalAction`, never mutates."""

    @abstractmethod
    def view(self, state: Any, player: int | None) -> Any:
        """The state as `player` may see it (`None`: an onlooker who sees only what is public)."""

    @abstractmethod
    def determinize(self, view: Any, rng: random.Random) -> Any:
        """A full state consistent with `view`, hidden parts sampled from what is unseen."""

    @abstractmethod
    def result(self, state: Any) -> Result | None:
        """Final scores and ranking, or `None` while the game runs."""

    def winners(self, state: Any) -> tuple[int, ...]:
        """Every seat the end screen names as winning: the ranking's first, unless the
        game shares a victory (partners, a full tie)."""
        result = self.result(state)
        return () if result is None else (result.winner,)

    def standing(self, view: Any) -> tuple[dict[str, int], ...]:
        """The score so far as `view` shows it: one dict per seat with the keys (and
        order) of the final `Result.breakdown`, counting only what the view's player may
        see, with a "total". Empty when the game keeps no running score. The table's score
        overview (Tab) shows it; it must never reveal what `view` hides."""
        return ()

    @abstractmethod
    def parse_action(self, state: Any, text: str) -> Any:
        """Read an action back from its text form; raises `IllegalAction` if unknown."""

    @abstractmethod
    def encode(self, state: Any) -> dict[str, Any]:
        """A JSON-ready, canonical picture of the full state (saves digest it)."""

    def view_event(self, event: Event, player: int | None) -> Event:
        """The event as `player` may see it; games with hidden values override this."""
        return event

    def is_legal(self, state: Any, action: Any) -> bool:
        turn = self.turn(state)
        if turn.is_chance:
            return any(a == action for a, _ in self.chance_outcomes(state))
        return action in self.legal_actions(state)

    def sample_chance(self, state: Any, rng: random.Random) -> Any:
        """Pick one chance outcome with its probability, using only `rng`."""
        outcomes = self.chance_outcomes(state)
        pick = rng.random()
        total = 0.0
        for action, probability in outcomes:
            total += probability
            if pick < total:
                return action
        return outcomes[-1][0]
