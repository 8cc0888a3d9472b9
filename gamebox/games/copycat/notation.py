"""Copycat's move notation (the Notation section of the rules reference): a text read
back into the `CopycatAction` whose `str()` it is.

    bus P2 P1 P3        chance: the round-1 bus order (R14)
    draw c36            chance: the card drawn (into the hand of the player drawing)
    street c21          chance: the supply card dealt to the next empty street position
    office o1b          chance: the office card revealed
    order c36           a sealed order card (R24)
    place b03 / pass / end / play c27 / use b07 / resolve c43 / done
    option 2 / amount 3 / target c36 / target b03 / trash c05 / sift c12 / buy c36 /
    keep c44 / stop     choices of a pending effect

Cards and offices are named by their data ids in any case (`C36`, `start_a_09`); numbers
are read with `bounded_int`. The caller (`CopycatGame.parse_action`) refuses an overlong
text before any of this runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.engine.game import IllegalAction, bounded_int
from gamebox.games.copycat.config import CopycatConfig
from gamebox.games.copycat.model import DONE, END, PASS, SEATS, STOP, CopycatAction

CARD_KINDS = ("draw", "street", "order", "play", "resolve", "trash", "sift", "buy", "keep")
OFFICE_KINDS = ("office", "place", "use")
WORDS = {"pass": PASS, "end": END, "done": DONE, "stop": STOP}
MAX_AMOUNT = 999
"""No pool of coins comes near this: every coin of a round tripled is under 400."""


@dataclass(frozen=True, slots=True)
class Bounds:
    """The names the notation can carry, by their lower-case form."""

    cards: dict[str, str]
    offices: dict[str, str]
    options: int

    @classmethod
    def of(cls, config: CopycatConfig) -> Bounds:
        most = max(
            (len(x.effect.options) for x in (*config.cards, *config.offices)), default=2
        )
        return cls(
            cards={c.id.lower(): c.id for c in config.cards},
            offices={o.id.lower(): o.id for o in config.offices},
            options=max(2, most),
        )


def _bus(text: str) -> CopycatAction | None:
    seats = []
    for part in text.split():
        if part.upper() not in SEATS:
            return None
        seats.append(SEATS.index(part.upper()))
    if not seats or len(set(seats)) != len(seats):
        return None
    return CopycatAction("bus", seats=tuple(seats))


def parse_copycat_action(text: str, bounds: Bounds) -> CopycatAction:
    """The action written in `text` (any case, any spacing), or `IllegalAction` saying
    what is wrong with it."""
    cleaned = " ".join(text.strip().split())
    shown = repr(cleaned[:40] + "..." if len(cleaned) > 40 else cleaned)
    word, _, rest = cleaned.partition(" ")
    word = word.lower()
    action: CopycatAction | None = None
    try:
        if word in WORDS and not rest:
            action = WORDS[word]
        elif word == "bus":
            action = _bus(rest)
        elif word in ("option", "amount") and rest:
            high = bounds.options if word == "option" else MAX_AMOUNT
            low = 1 if word == "option" else 0
            action = CopycatAction(word, n=bounded_int(rest, low, high, f"an {word}"))
        elif word in CARD_KINDS and re.fullmatch(r"[A-Za-z0-9_]+", rest):
            ref = bounds.cards.get(rest.lower())
            if ref is None:
                raise IllegalAction(f"there is no card {rest!r}")
            action = CopycatAction(word, ref)
        elif word in OFFICE_KINDS and re.fullmatch(r"[A-Za-z0-9_]+", rest):
            ref = bounds.offices.get(rest.lower())
            if ref is None:
                raise IllegalAction(f"there is no office {rest!r}")
            action = CopycatAction(word, ref)
        elif word == "target" and re.fullmatch(r"[A-Za-z0-9_]+", rest):
            ref = bounds.cards.get(rest.lower()) or bounds.offices.get(rest.lower())
            if ref is None:
                raise IllegalAction(f"there is no card or office {rest!r}")
            action = CopycatAction("target", ref)
    except IllegalAction as error:
        raise IllegalAction(f"unknown action {shown}: {error}") from None
    if action is None:
        raise IllegalAction(f"unknown action {shown}: see the notation section of the rules")
    return action
