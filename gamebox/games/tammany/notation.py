"""Tammany Hall's move notation (the Notation section of assets/rules/tammany.en.md): a
text read back into the `TammanyAction` whose `str()` it is.

Every number a text can carry (wards, chips in a bid) is read with `bounded_int` against
a bound of the game (`Bounds`) before it is used; a ward must also be on the map. The
caller (`TammanyGame.parse_action`) refuses an overlong text before any of this runs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from gamebox.engine.game import IllegalAction, bounded_int
from gamebox.games.tammany.config import TammanyConfig
from gamebox.games.tammany.model import COLOURS, END, NAT_CODES, NO, OFFICES, TammanyAction


@dataclass(frozen=True, slots=True)
class Bounds:
    """What the numbers of the notation can be in this game."""

    wards: tuple[int, ...]  # the wards of the map, ascending
    chips: int  # the most favour chips of one nationality a player can ever hold

    @classmethod
    def of(cls, config: TammanyConfig) -> Bounds:
        """Favour chips never run out on the computer, so their bound is what a player can
        gain of one nationality: each year a placement chip (R29) and a Deputy Mayor chip
        (R22), every player taking one turn a year (R14); at each election every favour
        chip bonus ward (R45) and the immigrant leader chips (R47). 52 with the box's data."""
        bonus_chips = sum(1 for kind in config.bonus.values() if kind == "favor_chip")
        elections = len(config.election_years)
        return cls(
            wards=config.wards,
            chips=config.years * 2 + elections * (bonus_chips + config.leader_chips),
        )


_NAT = r"(ir|en|ge|it)"
_COLOUR = r"(red|yellow|purple|black|natural)"
Build = Callable[[re.Match[str], Bounds], TammanyAction | None]


def _n(code: str) -> int:
    return NAT_CODES.index(code.upper())


def _c(name: str) -> int:
    return COLOURS.index(name)


def _w(text: str, b: Bounds) -> int:
    ward = bounded_int(text, b.wards[0], b.wards[-1], "a ward")
    if ward not in b.wards:
        raise IllegalAction(f"there is no ward {ward} on the map")
    return ward


def _bid(text: str, b: Bounds) -> TammanyAction | None:
    """R40: `bid EN2 IR1`, each nationality at most once; `bid 0` bids nothing."""
    values = [0, 0, 0, 0]
    if text.strip() == "0":
        return TammanyAction("bid", values=(0, 0, 0, 0))
    for part in text.split():
        m = re.fullmatch(_NAT + r"(\d+)", part)
        if not m or values[_n(m[1])]:
            return None
        values[_n(m[1])] = bounded_int(m[2], 0, b.chips, f"a bid of {m[1].upper()} chips")
    return TammanyAction("bid", values=tuple(values))


def _assign(text: str, n_players: int) -> TammanyAction | None:
    values = [NO] * n_players
    for part in text.split():
        pair = part.split("=")
        if len(pair) != 2 or pair[0] not in OFFICES or pair[1] not in COLOURS[:n_players]:
            return None
        seat = _c(pair[1])
        if values[seat] != NO:
            return None
        values[seat] = OFFICES.index(pair[0])
    return TammanyAction("assign", values=tuple(values))


_PATTERNS: list[tuple[re.Pattern[str], Build]] = [
    (re.compile(r"^end$"), lambda m, b: END),
    (re.compile(rf"^first {_COLOUR}$"), lambda m, b: TammanyAction("first", _c(m[1]))),
    (
        re.compile(rf"^activate (\d+) ?= ?{_NAT}$"),
        lambda m, b: TammanyAction("activate", _w(m[1], b), _n(m[2])),
    ),
    (re.compile(rf"^draw {_NAT}$"), lambda m, b: TammanyAction("draw", _n(m[1]))),
    (re.compile(r"^place b(\d+)$"), lambda m, b: TammanyAction("place", _w(m[1], b))),
    (
        re.compile(r"^place b(\d+) b(\d+)$"),
        lambda m, b: TammanyAction("place", *sorted((_w(m[1], b), _w(m[2], b)))),
    ),
    (
        re.compile(rf"^place b(\d+) {_NAT} ?> ?(\d+)$"),
        lambda m, b: TammanyAction("place_cube", _w(m[1], b), _n(m[2]), _w(m[3], b)),
    ),
    (re.compile(rf"^office chip {_NAT}$"), lambda m, b: TammanyAction("chip", _n(m[1]))),
    (
        re.compile(rf"^office remove {_NAT}@(\d+)$"),
        lambda m, b: TammanyAction("remove", _w(m[2], b), _n(m[1])),
    ),
    (
        re.compile(rf"^office move {_NAT}@(\d+) ?> ?(\d+)$"),
        lambda m, b: TammanyAction("move", _w(m[2], b), _n(m[1]), _w(m[3], b)),
    ),
    (re.compile(r"^office lock (\d+)$"), lambda m, b: TammanyAction("lock", _w(m[1], b))),
    (
        re.compile(rf"^slander {_COLOUR}@(\d+) {_NAT}$"),
        lambda m, b: TammanyAction("slander", _c(m[1]), _w(m[2], b), _n(m[3])),
    ),
    (re.compile(r"^slander2 none$"), lambda m, b: TammanyAction("slander2")),
    (re.compile(r"^slander2 (\d+)$"), lambda m, b: TammanyAction("slander2", _w(m[1], b))),
    (re.compile(r"^bid (.+)$"), lambda m, b: _bid(m[1], b)),
    (re.compile(rf"^bonus chip {_NAT}$"), lambda m, b: TammanyAction("bonus_chip", _n(m[1]))),
    (
        re.compile(rf"^bonus {_NAT} ?> ?(\d+)$"),
        lambda m, b: TammanyAction("bonus_cube", _n(m[1]), _w(m[2], b)),
    ),
]


def _read(cleaned: str, bounds: Bounds, n_players: int) -> TammanyAction | None:
    if cleaned.startswith("assign "):
        return _assign(cleaned[len("assign ") :], n_players)
    for pattern, build in _PATTERNS:
        match = pattern.match(cleaned)
        if match:
            return build(match, bounds)
    return None


def parse_tammany_action(text: str, bounds: Bounds, n_players: int = 5) -> TammanyAction:
    """The action written in `text` (any case, any spacing) for a table of `n_players`,
    or `IllegalAction` saying what is wrong with it."""
    cleaned = " ".join(text.strip().lower().split())
    shown = repr(cleaned[:40] + "..." if len(cleaned) > 40 else cleaned)
    try:
        action = _read(cleaned, bounds, n_players)
    except IllegalAction as error:
        raise IllegalAction(f"unknown action {shown}: {error}") from None
    if action is None:
        raise IllegalAction(f"unknown action {shown}: see the notation section of the rules")
    return action
