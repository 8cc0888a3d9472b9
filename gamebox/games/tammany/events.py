"""What can happen at the Tammany Hall table. The table animates these; the log words
them. No event carries a sealed bid before `BidsRevealed` (R5, section 9)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gamebox.engine.game import Event, Result


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(Event):
    player: int


@dataclass(frozen=True, slots=True)
class ZoneActivated(Event):
    zone: str


@dataclass(frozen=True, slots=True)
class SetupCubePlaced(Event):
    ward: int
    nationality: int


@dataclass(frozen=True, slots=True)
class YearBegan(Event):
    year: int
    first_player: int


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    player: int
    year: int


@dataclass(frozen=True, slots=True)
class CubeDrawn(Event):
    nationality: int


@dataclass(frozen=True, slots=True)
class BossesPlaced(Event):
    player: int
    wards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CubePlaced(Event):
    player: int
    ward: int
    nationality: int
    from_bag: bool = False


@dataclass(frozen=True, slots=True)
class ChipsGained(Event):
    player: int
    nationality: int
    count: int
    why: str


@dataclass(frozen=True, slots=True)
class CubeRemoved(Event):
    player: int
    ward: int
    nationality: int


@dataclass(frozen=True, slots=True)
class CubeMoved(Event):
    player: int
    source: int
    target: int
    nationality: int


@dataclass(frozen=True, slots=True)
class WardLocked(Event):
    player: int
    ward: int


@dataclass(frozen=True, slots=True)
class Slandered(Event):
    player: int
    target: int
    ward: int
    nationality: int
    chips: int
    second: bool = False


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    player: int


@dataclass(frozen=True, slots=True)
class GardenReturned(Event):
    cubes: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class ElectionBegan(Event):
    year: int


@dataclass(frozen=True, slots=True)
class BidLocked(Event):
    """Only who has bid, never how much (section 9). Marked `reveals` so that undo never
    crosses a confirmed bid (section 9: the undo point is after it)."""

    reveals: ClassVar[bool] = True

    player: int
    ward: int


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    reveals: ClassVar[bool] = True
    ward: int
    bids: tuple[tuple[int, tuple[int, ...]], ...]  # (player, chips per nationality)


@dataclass(frozen=True, slots=True)
class WardElected(Event):
    ward: int
    winner: int | None
    votes: tuple[tuple[int, int], ...]  # (player, votes)


@dataclass(frozen=True, slots=True)
class ImmigrantLeaders(Event):
    nationality: int
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PointsScored(Event):
    player: int
    points: int
    why: str


@dataclass(frozen=True, slots=True)
class MayorChosen(Event):
    player: int | None
    how: str  # "wards", "chips", "incumbent", "none"


@dataclass(frozen=True, slots=True)
class OfficesAssigned(Event):
    offices: tuple[str | None, ...]


@dataclass(frozen=True, slots=True)
class ElectionEnded(Event):
    year: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    result: Result
