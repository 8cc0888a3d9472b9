"""Capo Dei Capi's move notation (the Notation section of assets/rules/capo.en.md): a
text read back into the `CapoAction` whose `str()` it is.

Every number a text can carry (dice, marker values, card numbers, circles, a Scandal's
raise) is read with `bounded_int` against a bound of the game (`Bounds`) before it is
used. The caller (`CapoGame.parse_action`) refuses an overlong text before any of this.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from gamebox.engine.game import IllegalAction, bounded_int
from gamebox.games.capo.config import CapoConfig
from gamebox.games.capo.model import CARD_IDS, NO, SEATS, CapoAction

SCANDAL_RAISES = 2
"""R58: a Scandal raises the level by 1 or 2."""


@dataclass(frozen=True, slots=True)
class Bounds:
    """The largest number each field of the notation can carry in this game."""

    faces: int  # of a die (R12's table)
    cards: int  # District cards of one colour: W1-W3, B1-B3 (R13)
    influence: int  # values of the Influence markers (1-3)
    bribe: int  # values of the Bribe markers (1-3)
    circles: int  # markers on one side of a District card (R39)

    @classmethod
    def of(cls, config: CapoConfig) -> Bounds:
        return cls(
            faces=max(white for white, _black, _action in config.dice_table),
            cards=len(CARD_IDS) // 2,
            influence=len(config.influence_per_value),
            bribe=len(config.bribes_per_value),
            circles=config.capacity,
        )


_CARD = r"([wb])(\d+)"
Build = Callable[[re.Match[str], Bounds], CapoAction]


def _card(colour: str, number: str, b: Bounds) -> int:
    """`w2` is card 1: white cards first, in table order (CARD_IDS)."""
    n = bounded_int(number, 1, b.cards, f"a {'white' if colour == 'w' else 'black'} card")
    return CARD_IDS.index(f"{colour.upper()}{n}")


def _dice(m: re.Match[str], b: Bounds) -> CapoAction:
    white = bounded_int(m[1], 1, b.faces, "the white die")
    return CapoAction("dice", white, bounded_int(m[2], 1, b.faces, "the black die"))


def _influence(m: re.Match[str], b: Bounds) -> CapoAction:
    value = bounded_int(m[1], 1, b.influence, "an Influence value")
    return CapoAction("influence", value, _card(m[2], m[3], b))


def _two_cards(m: re.Match[str], b: Bounds) -> CapoAction:
    kind = "move" if m[1] == "cube" else "deceive"
    return CapoAction(kind, _card(m[2], m[3], b), _card(m[4], m[5], b))


def _circle(m: re.Match[str], b: Bounds) -> CapoAction:
    circle = bounded_int(m[4], 1, b.circles, "a circle") - 1
    return CapoAction(m[1], _card(m[2], m[3], b), circle)


_PATTERNS: list[tuple[re.Pattern[str], Build]] = [
    (
        re.compile(r"^(roll|stop|reneg|backstab|pass|payoff|hitman)$"),
        lambda m, b: CapoAction(m[1]),
    ),
    (re.compile(r"^start (red|blue)$"), lambda m, b: CapoAction("start", SEATS.index(m[1]))),
    (re.compile(r"^w(\d+) ?b(\d+)$"), _dice),
    (
        re.compile(r"^draw (\d+)$"),
        lambda m, b: CapoAction("draw", bounded_int(m[1], 1, b.bribe, "a Bribe value")),
    ),
    (re.compile(rf"^i(\d+) {_CARD}$"), _influence),
    (
        re.compile(rf"^(bribe|cube|pocket) {_CARD}$"),
        lambda m, b: CapoAction(m[1], _card(m[2], m[3], b)),
    ),
    (re.compile(rf"^(cube|deceive) {_CARD} ?> ?{_CARD}$"), _two_cards),
    (re.compile(rf"^(reveal|discard) {_CARD}\.(\d+)$"), _circle),
    (re.compile(r"^discard new$"), lambda m, b: CapoAction("discard", NO, NO)),
    (
        re.compile(r"^scandal \+?(\d+)$"),
        lambda m, b: CapoAction("scandal", bounded_int(m[1], 1, SCANDAL_RAISES, "a Scandal raise")),
    ),
]


def parse_capo_action(text: str, bounds: Bounds) -> CapoAction:
    """The action written in `text` (any case, any spacing), or `IllegalAction` saying
    what is wrong with it."""
    cleaned = " ".join(text.strip().lower().split())
    shown = repr(cleaned[:40] + "..." if len(cleaned) > 40 else cleaned)
    for pattern, build in _PATTERNS:
        match = pattern.match(cleaned)
        if match:
            try:
                return build(match, bounds)
            except IllegalAction as error:
                raise IllegalAction(f"unknown action {shown}: {error}") from None
    raise IllegalAction(f"unknown action {shown}: see the Notation section of the rules")
