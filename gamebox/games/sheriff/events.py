"""What can happen at the Sheriff of Nottingham table. The table animates these; the
log words them (R78). Card identities a viewer may not see are `HIDDEN` in that
viewer's copy (`SheriffGame.view_event`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gamebox.engine.game import Event, Result


@dataclass(frozen=True, slots=True)
class CardRemoved(Event):
    """R86: a card boxed unseen; nobody ever learns it."""

    good: str


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """A card from the draw deck to a hand (seen by its owner only) or a pile."""

    good: str
    player: int = -1  # -1: to a pile
    pile: int = -1


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    """R52: the deck was empty and nothing could be reshuffled."""

    player: int


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """R51: everything but the top cards of both piles became the new draw deck."""

    cards: int


@dataclass(frozen=True, slots=True)
class SheriffChosen(Event):
    player: int
    round: int


@dataclass(frozen=True, slots=True)
class SetAside(Event):
    player: int
    count: int
    goods: tuple[str, ...]  # hidden from others


@dataclass(frozen=True, slots=True)
class TookFromPile(Event):
    player: int
    pile: int
    good: str


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    player: int
    pile: int
    good: str
    confiscated: bool = False


@dataclass(frozen=True, slots=True)
class BagLoaded(Event):
    player: int
    count: int
    goods: tuple[str, ...]  # hidden from others


@dataclass(frozen=True, slots=True)
class Declared(Event):
    player: int
    count: int
    good: str


@dataclass(frozen=True, slots=True)
class BagPassed(Event):
    """R39/R40: the legal goods are shown; contraband only by number (to others)."""

    reveals: ClassVar[bool] = True
    player: int
    legal: tuple[str, ...]
    contraband: tuple[str, ...]  # HIDDEN for everyone but the owner


@dataclass(frozen=True, slots=True)
class BagInspected(Event):
    reveals: ClassVar[bool] = True
    player: int
    goods: tuple[str, ...]
    honest: bool


@dataclass(frozen=True, slots=True)
class GoldPaid(Event):
    payer: int
    payee: int
    amount: int
    reason: str  # "penalty" or "deal"


@dataclass(frozen=True, slots=True)
class GoodsPaid(Event):
    """A stall card given for a debt (R54) or a deal (R109); contraband in a deal is
    seen only by the two parties (R77)."""

    reveals: ClassVar[bool] = True
    payer: int
    payee: int
    good: str
    reason: str
    public: bool = True


@dataclass(frozen=True, slots=True)
class DebtCancelled(Event):
    debtor: int
    creditor: int
    amount: int


@dataclass(frozen=True, slots=True)
class ProposalPosted(Event):
    author: int
    merchant: int
    kind: str  # "offer", "side", "demand", "counter"
    text: str


@dataclass(frozen=True, slots=True)
class Responded(Event):
    player: int
    response: str  # "stand", "withdraw", "skip"


@dataclass(frozen=True, slots=True)
class DealAccepted(Event):
    merchant: int
    kind: str  # "offer", "side", "demand"
    text: str


@dataclass(frozen=True, slots=True)
class PromiseSettled(Event):
    promiser: int
    promisee: int
    kind: str
    status: str


@dataclass(frozen=True, slots=True)
class TimerExpired(Event):
    """R84: the Sheriff's inspection clock ran out."""

    sheriff: int


@dataclass(frozen=True, slots=True)
class HandsDiscarded(Event):
    """R66: at the end every hand is discarded and scores nothing."""


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    reveals: ClassVar[bool] = True
    result: Result
