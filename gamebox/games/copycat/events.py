"""What can happen at the Copycat table. The table animates these; the log words them.

Cards and offices are named by their data ids (`c36`, `b03`); office events also carry
the office's slot on the board (its place among the offices in play). An event that
shows a hidden card (`CardDrawn`, `OrderCommitted`, `CardsKept`) carries it only in the
true log: `CopycatGame.view_event` blanks it (HIDDEN) for every other reader (R98).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gamebox.engine.game import Event, Result


@dataclass(frozen=True, slots=True)
class BusDrawn(Event):
    """R14: the random order that stands as "previous order" in round 1."""

    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StreetDealt(Event):
    reveals: ClassVar[bool] = True
    position: int  # 1-11
    card: str


@dataclass(frozen=True, slots=True)
class OfficeRevealed(Event):
    reveals: ClassVar[bool] = True
    slot: int
    office: str
    section: int


@dataclass(frozen=True, slots=True)
class RoundBegan(Event):
    round: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    reveals: ClassVar[bool] = True
    player: int
    card: str  # "?" for every other reader


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """R65: the discard pile becomes the draw pile (a multiset: no order to reveal)."""

    player: int
    count: int


@dataclass(frozen=True, slots=True)
class DrawEnded(Event):
    """R65: both piles empty, the draw ends short by `missing` cards."""

    player: int
    missing: int


@dataclass(frozen=True, slots=True)
class OrderCommitted(Event):
    """R24: a sealed order card; `card` is "?" for every other reader."""

    reveals: ClassVar[bool] = True
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class OrderRevealed(Event):
    """R26, R27: every order card at once, the values and the new bus."""

    reveals: ClassVar[bool] = True
    cards: tuple[tuple[int, str], ...]  # (player, card or "" for none, R25)
    values: tuple[int, ...]  # per seat
    bus: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PhaseBegan(Event):
    phase: str  # "actions", "buying", "cleanup"


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    player: int
    phase: str


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    player: int
    why: str  # "no_workers" (R34) or "passed" (R36)


@dataclass(frozen=True, slots=True)
class WorkerPlaced(Event):
    player: int
    slot: int
    office: str
    markers: int  # VP markers taken (R38)
    extra: bool = False  # an extra placement (R61)


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class HandPlayed(Event):
    """R48: the phase-3 play step, every remaining hand card face up."""

    player: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardsKept(Event):
    """R47: cards kept in hand; hidden ("?") for every other reader."""

    player: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EffectUsed(Event):
    """An action box is used: a card's own action (`how` "own"), re-used (R72 "reuse") or
    copied ("copy") through `by` (a card or office id), or an office's action ("office",
    "reuse_office"). `card` / `office` name the action's owner."""

    player: int
    how: str
    card: str = ""
    office: str = ""
    slot: int = -1
    by: str = ""
    effect: str = ""


@dataclass(frozen=True, slots=True)
class OptionChosen(Event):
    player: int
    option: int  # 1-based (R79)
    effect: str  # the option's effect type
    amount: int = 0  # and its amount


@dataclass(frozen=True, slots=True)
class CoinsGained(Event):
    player: int
    amount: int
    pool: int
    doubled: bool = False  # R74


@dataclass(frozen=True, slots=True)
class CoinsPaid(Event):
    player: int
    amount: int
    pool: int
    why: str  # "buy", "draw", "convert"


@dataclass(frozen=True, slots=True)
class VPGained(Event):
    player: int
    amount: int
    part: str  # one of model.PARTS


@dataclass(frozen=True, slots=True)
class WorkersGained(Event):
    player: int
    gained: int
    lost: int  # R63: the reserve ran out


@dataclass(frozen=True, slots=True)
class ExtraPlacement(Event):
    player: int
    count: int


@dataclass(frozen=True, slots=True)
class CardTrashed(Event):
    player: int
    card: str
    zone: str  # "hand" or "area"


@dataclass(frozen=True, slots=True)
class CardSifted(Event):
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class CardToTemp(Event):
    """R72: a card used the second time leaves the area for the temp pile."""

    player: int
    card: str


@dataclass(frozen=True, slots=True)
class StreetShifted(Event):
    """R91, R103: cards slide left; (from, to) positions, 1-based."""

    moves: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class CardBought(Event):
    player: int
    card: str
    position: int
    cost: int


@dataclass(frozen=True, slots=True)
class RedTaken(Event):
    """R52: a red card left of a bought card, taken for free."""

    player: int
    card: str
    position: int


@dataclass(frozen=True, slots=True)
class TurnScored(Event):
    """R54: the VP of the phase-3 turn, markers included; coins left are lost (R55)."""

    player: int
    vp: int
    markers: int
    coins_lost: int
    total: int


@dataclass(frozen=True, slots=True)
class EndTriggered(Event):
    """R93: `trigger` is vp_threshold, last_doctorate_bought or round_limit."""

    trigger: str
    player: int = -1


@dataclass(frozen=True, slots=True)
class MarkersPlaced(Event):
    """R85, R86: one marker on every office without a worker (slot, office id)."""

    offices: tuple[tuple[int, str], ...]
    short: int  # markers the supply could not give


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    player: int
    count: int


@dataclass(frozen=True, slots=True)
class WorkersReturned(Event):
    player: int
    available: int
    reserve: int


@dataclass(frozen=True, slots=True)
class StreetCleared(Event):
    """R90: unsold cards of the cleared positions leave the game."""

    cards: tuple[tuple[int, str], ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    result: Result
