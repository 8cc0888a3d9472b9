"""What can happen at The Boss's table. The table animates these; the log words them.

Cities are ids (`detroit`), people are seats, colours are colour indices (a player with
2-5 players, a team with 6). A card nobody but its holder may see travels as `?<city>`
in the events `view_event` gives the others (R45): its back shows the city.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gamebox.engine.game import Event, Result


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(Event):
    player: int


@dataclass(frozen=True, slots=True)
class HandBegan(Event):
    hand: int
    first: int
    row: tuple[str, ...]  # the character cards left to right (R34)


@dataclass(frozen=True, slots=True)
class FaceDownPlaced(Event):
    """R7: a reward laid face down under its city; `card` is `?` for everyone."""

    city: str
    card: str


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """R7, R45: the receiver sees the face, the others the back (`?<city>`)."""

    player: int
    card: str
    city: str


@dataclass(frozen=True, slots=True)
class RoundBegan(Event):
    round: int
    order: tuple[int, ...]
    final: bool = False  # R21: the last round's order by gangsters left


@dataclass(frozen=True, slots=True)
class GangstersPlaced(Event):
    player: int
    city: str
    marked: int
    occasional: int
    total: int  # the placing colour's gangsters there now


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """R18: face up under its city; the others see it now, so undo never crosses it."""

    reveals: ClassVar[bool] = True

    player: int
    card: str
    city: str


@dataclass(frozen=True, slots=True)
class PoliceRevealed(Event):
    reveals: ClassVar[bool] = True

    card: str
    silver: int
    gold: int
    last_hand: bool  # R20: this hand is the last


@dataclass(frozen=True, slots=True)
class FaceDownRevealed(Event):
    reveals: ClassVar[bool] = True

    city: str
    card: str


@dataclass(frozen=True, slots=True)
class CityResolved(Event):
    """R23: who controls `city` at the end of the hand (`None`: nobody) and its card."""

    city: str
    colour: int | None
    card: str


@dataclass(frozen=True, slots=True)
class MoneyWon(Event):
    colour: int
    amount: int  # negative for a robbery, after the floor at 0 (R29)
    city: str
    why: str  # "money", "chicago", "shootout", "robbery"
    total: int  # the colour's money now


@dataclass(frozen=True, slots=True)
class ChicagoShared(Event):
    """R31: the sum of the last cards left of Chicago and the controller's share."""

    colour: int | None
    cards: tuple[str, ...]  # the last card of each city to its left ("" when none)
    total: int
    share: int


@dataclass(frozen=True, slots=True)
class GangsterLost(Event):
    """A marked gangster killed (revolver, shoot-out), hospitalised or jailed."""

    player: int
    city: str
    kind: str  # "revolver", "shootout", "hospital", "prison"


@dataclass(frozen=True, slots=True)
class PenaltyPending(Event):
    """R43: the team decides whose marked gangster it loses in `city`."""

    colour: int
    city: str
    kind: str
    asked: int


@dataclass(frozen=True, slots=True)
class Exiled(Event):
    colour: int
    city: str


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    """R33-R35: occasionals gone, marked back, timers, Chicago one step right."""

    hand: int
    returned: tuple[int, ...]  # marked gangsters back in each person's supply
    chicago_moved: bool
    next_first: int


@dataclass(frozen=True, slots=True)
class TieBreakHand(Event):
    """R38: the leaders are tied on everything; one more hand decides (the rulebook)."""

    colours: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    result: Result
