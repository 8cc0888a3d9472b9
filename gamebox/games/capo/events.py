"""What can happen at the Capo Dei Capi table. The table animates these; the log words
them. Values a viewer may not see are 0 in that viewer's copy (`CapoGame.view_event`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gamebox.engine.game import Event, Result


@dataclass(frozen=True, slots=True)
class StartPlayerChosen(Event):
    player: int


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    player: int
    turn_number: int


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    player: int
    white: int
    black: int
    category: str


@dataclass(frozen=True, slots=True)
class InfluencePlaced(Event):
    player: int
    card: int
    value: int


@dataclass(frozen=True, slots=True)
class BribePlaced(Event):
    """A bribe drawn face down next to a card; nobody sees its value (R70)."""

    player: int
    card: int
    value: int


@dataclass(frozen=True, slots=True)
class LevelRaised(Event):
    player: int
    by: int
    level: int
    scandal: bool = False


@dataclass(frozen=True, slots=True)
class MayorMarkerPlaced(Event):
    player: int
    to_hand: bool = False


@dataclass(frozen=True, slots=True)
class MayorMarkerSkipped(Event):
    """R44: the supply was empty, so nothing was placed."""

    player: int


@dataclass(frozen=True, slots=True)
class CubePlaced(Event):
    player: int
    card: int  # a District card, or MAYOR


@dataclass(frozen=True, slots=True)
class CubeMoved(Event):
    player: int
    source: int
    target: int


@dataclass(frozen=True, slots=True)
class BribeRevealed(Event):
    reveals: ClassVar[bool] = True
    player: int
    owner: int
    card: int
    circle: int
    value: int


@dataclass(frozen=True, slots=True)
class GameEndTriggered(Event):
    player: int
    supply: str  # "cubes", "bribes", "I1", "I2" or "I3"


@dataclass(frozen=True, slots=True)
class HitmanTaken(Event):
    player: int


@dataclass(frozen=True, slots=True)
class PaidOff(Event):
    player: int


@dataclass(frozen=True, slots=True)
class ArrestTriggered(Event):
    player: int
    reason: str  # "hitman", "no_slot" or "level"


@dataclass(frozen=True, slots=True)
class Arrested(Event):
    player: int
    returned: tuple[tuple[int, str], ...]  # (card, "I2" or "B") of each pending marker
    mayor_markers: int


@dataclass(frozen=True, slots=True)
class RollCancelled(Event):
    player: int  # who paid
    how: str  # "reneg" or "backstab"
    cost: int


@dataclass(frozen=True, slots=True)
class WindowPassed(Event):
    player: int
    window: str  # "reneg", "backstab" or "arrest"


@dataclass(frozen=True, slots=True)
class MarkerDeceived(Event):
    player: int
    source: int
    target: int


@dataclass(frozen=True, slots=True)
class PowerPaid(Event):
    player: int
    power: str
    cost: int


@dataclass(frozen=True, slots=True)
class MarkerCommitted(Event):
    """A marker moved onto its card. For a bribe its owner now knows the value."""

    player: int
    card: int
    circle: int
    kind: str
    value: int
    pocketed: bool = False

    @property
    def reveals(self) -> bool:  # type: ignore[override]
        return self.kind == "B"


@dataclass(frozen=True, slots=True)
class MarkerDiscarded(Event):
    player: int
    card: int
    kind: str
    value: int
    was_new: bool
    face_up: bool = False  # a face-up bribe's value is public (R72, R73)


@dataclass(frozen=True, slots=True)
class MayorMarkersBanked(Event):
    player: int
    count: int


@dataclass(frozen=True, slots=True)
class ExtortionBonus(Event):
    player: int
    level: int
    cubes: int


@dataclass(frozen=True, slots=True)
class MayorRefilled(Event):
    cubes: int


@dataclass(frozen=True, slots=True)
class HandTrimmed(Event):
    player: int
    returned: int


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    player: int
    arrested: bool


@dataclass(frozen=True, slots=True)
class FinalReveal(Event):
    """R66: every bribe on the cards turns face up for scoring."""

    reveals: ClassVar[bool] = True
    values: tuple[tuple[int, int, int, int], ...]  # (owner, card, circle, value)


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    result: Result
