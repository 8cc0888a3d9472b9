"""Copycat's actions, pending effect frames and table state.

Cards and offices are indices into the config's tuples (`config.cards`, `config.offices`);
actions carry their data ids (`c36`, `b03`), so a save reads like the rules. Per-player
zones are tuples replaced on change (copy-on-write): `CopycatState.copy` copies only the
outer lists, which keeps search fast. A face-down pile -- a draw pile, a supply section,
an office-deck section -- is a multiset: its tuple's order carries no meaning and every
draw from it is a chance step over its cards (R65, R98).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from gamebox.games.copycat.config import Effect

NO = -1
HIDDEN = -2
"""A card the viewer may not know (another player's hand, draw pile or sealed order card)."""
SEATS = ("P1", "P2", "P3", "P4")
COLOURS = ("red", "white", "blue", "gold")  # R5

# Phases of the round (spec 4). Chance steps wait in `tasks` whatever the phase.
SETUP = "setup"
DRAW = "draw"  # P1_DRAW
ORDER = "order"  # P1_SELECT, one player at a time
ACTIONS = "actions"  # P2_TURN
BUYING = "buying"  # P3_TURN
CLEANUP = "cleanup"  # P4 (only its chance steps wait here)
OVER = "over"

PARTS = ("cards", "offices", "markers", "conversions")
"""Where VP come from: the breakdown's parts (card actions, office actions, VP markers
with their doublings, coins converted into VP)."""


@dataclass(frozen=True, slots=True, order=True)
class CopycatAction:
    """One step; `str()` is its notation (rules reference, section Notation).

    kinds: bus (chance, `seats`), draw / street / office (chance, `ref` the card or office
    revealed), order, place, pass, end, play, use, resolve, done, stop; inside a pending
    effect: option (`n`), amount (`n`), target, trash, sift, buy, keep (`ref`)."""

    kind: str
    ref: str = ""
    n: int = NO
    seats: tuple[int, ...] = ()

    def __str__(self) -> str:
        k = self.kind
        if k == "bus":
            return "bus " + " ".join(SEATS[p] for p in self.seats)
        if k in ("option", "amount"):
            return f"{k} {self.n}"
        if self.ref:
            return f"{k} {self.ref}"
        return k


@lru_cache(maxsize=8192)
def act(kind: str, ref: str = "", n: int = NO) -> CopycatAction:
    """A shared action object: rules list the same few hundred actions again and again."""
    return CopycatAction(kind, ref, n)


PASS = CopycatAction("pass")
END = CopycatAction("end")
DONE = CopycatAction("done")
STOP = CopycatAction("stop")


@dataclass(frozen=True, slots=True)
class Frame:
    """A pending effect waiting for its player's choices (R58: every part is "up to").

    kinds: option (a choice effect, R79), amount (draw / pay to draw / convert: how many),
    target (re-use or copy of a card, R72), worker (re-use of an office, R80), trash, sift,
    buy, keep. `origin` is what owns the effect ("card" or "office", for the VP parts);
    `card` / `office` is the card or office slot performing it (never its own target, R62,
    R76); `left` counts the picks still allowed, `picked` those made."""

    kind: str
    effect: Effect
    origin: str = "card"
    card: int = NO
    office: int = NO
    left: int = 0
    picked: int = 0
    mode: str = ""  # target: "reuse" or "copy"; amount: the effect type
    limit: int = 0  # amount: the largest amount


class CopycatState:
    """The whole table. `viewer` is `None` for the true state; a view sets it to the seat
    it was made for (or -3 for an onlooker) and hides what that seat cannot see (R98)."""

    __slots__ = (
        "area",
        "available",
        "b0",
        "b1",
        "b2",
        "box",
        "bus",
        "current",
        "discard",
        "doctorate_mode",
        "draw",
        "extra",
        "frames",
        "hand",
        "keep_step",
        "kept",
        "last_doctorate",
        "m0",
        "m1",
        "m2",
        "marker_supply",
        "markers",
        "markers_limited",
        "n",
        "occupant",
        "office_deck",
        "office_uses",
        "offices",
        "order_card",
        "out",
        "own",
        "parts",
        "phase",
        "placed",
        "prev_bus",
        "reserve",
        "round",
        "round_vp",
        "street",
        "supply",
        "tasks",
        "temp",
        "turn_vp",
        "unseen",
        "uses",
        "values",
        "viewer",
        "vp",
        "x",
    )

    def __init__(self, n: int = 2, cards: int = 0) -> None:
        self.n = n
        self.phase = SETUP
        self.round = 1
        self.bus: tuple[int, ...] = tuple(range(n))  # this round's order (R27)
        self.prev_bus: tuple[int, ...] = tuple(range(n))  # the order ties reverse (R28)
        self.current = NO
        self.tasks: tuple[tuple[Any, ...], ...] = ()  # pending chance steps
        self.frames: tuple[Frame, ...] = ()  # pending effects, innermost last
        self.street: tuple[int, ...] = (NO,) * 11
        self.supply: tuple[tuple[int, ...], ...] = ((), (), (), ())  # sections II, III, IV, V
        self.office_deck: tuple[tuple[int, ...], ...] = ((), (), (), (), ())  # sections 1-5
        self.offices: tuple[int, ...] = ()  # office per slot: board, normal, then windows
        self.occupant: list[int] = []  # seat per slot, NO when empty (R38)
        self.office_uses: list[int] = []  # the worker's use counter per slot (R72, R83)
        self.markers: list[int] = []  # VP markers per slot (R85)
        self.marker_supply = 0
        self.uses = [0] * cards  # each card's use counter this round (R72)
        self.own: tuple[int, ...] = ()  # cards whose own action was resolved this round
        self.box: tuple[int, ...] = ()  # unused, trashed and cleared cards (R71)
        self.draw: list[tuple[int, ...]] = [() for _ in range(n)]
        self.hand: list[tuple[int, ...]] = [() for _ in range(n)]
        self.area: list[tuple[int, ...]] = [() for _ in range(n)]
        self.temp: list[tuple[int, ...]] = [() for _ in range(n)]
        self.discard: list[tuple[int, ...]] = [() for _ in range(n)]
        self.unseen: list[tuple[int, ...]] = [() for _ in range(n)]  # views only
        self.order_card = [NO] * n  # sealed until the reveal (R24, R26)
        self.values: tuple[int, ...] = ()  # the revealed order values of this round
        self.available = [0] * n
        self.reserve = [0] * n
        self.b0 = [0] * n  # R74: base coins doubled 0, 1, 2 times, doubled coins
        self.b1 = [0] * n
        self.b2 = [0] * n
        self.x = [0] * n
        self.m0 = [0] * n  # R74: collected VP markers doubled 0, 1, 2 times
        self.m1 = [0] * n
        self.m2 = [0] * n
        self.vp = [0] * n  # the career path (R54)
        self.turn_vp = 0  # VP gained in the current phase-3 turn, scored at its end
        self.round_vp = [0] * n  # VP scored this round (R95)
        self.parts: list[tuple[int, int, int, int]] = [(0, 0, 0, 0) for _ in range(n)]
        self.out = [False] * n  # phase 2 (R33, R36)
        self.placed = False  # this phase-2 turn's placement or pass is made (R35)
        self.extra = 0  # extra placements left this turn (R61)
        self.keep_step = False  # R46
        self.kept: tuple[int, ...] = ()
        self.last_doctorate = False  # R93.2
        self.doctorate_mode = "on_play"
        self.markers_limited = True
        self.viewer: int | None = None

    def copy(self) -> CopycatState:
        s = CopycatState.__new__(CopycatState)
        s.n = self.n
        s.phase = self.phase
        s.round = self.round
        s.bus = self.bus
        s.prev_bus = self.prev_bus
        s.current = self.current
        s.tasks = self.tasks
        s.frames = self.frames
        s.street = self.street
        s.supply = self.supply
        s.office_deck = self.office_deck
        s.offices = self.offices
        s.occupant = self.occupant[:]
        s.office_uses = self.office_uses[:]
        s.markers = self.markers[:]
        s.marker_supply = self.marker_supply
        s.uses = self.uses[:]
        s.own = self.own
        s.box = self.box
        s.draw = self.draw[:]
        s.hand = self.hand[:]
        s.area = self.area[:]
        s.temp = self.temp[:]
        s.discard = self.discard[:]
        s.unseen = self.unseen[:]
        s.order_card = self.order_card[:]
        s.values = self.values
        s.available = self.available[:]
        s.reserve = self.reserve[:]
        s.b0 = self.b0[:]
        s.b1 = self.b1[:]
        s.b2 = self.b2[:]
        s.x = self.x[:]
        s.m0 = self.m0[:]
        s.m1 = self.m1[:]
        s.m2 = self.m2[:]
        s.vp = self.vp[:]
        s.turn_vp = self.turn_vp
        s.round_vp = self.round_vp[:]
        s.parts = self.parts[:]
        s.out = self.out[:]
        s.placed = self.placed
        s.extra = self.extra
        s.keep_step = self.keep_step
        s.kept = self.kept
        s.last_doctorate = self.last_doctorate
        s.doctorate_mode = self.doctorate_mode
        s.markers_limited = self.markers_limited
        s.viewer = self.viewer
        return s

    # -- derived facts -------------------------------------------------------------------
    @property
    def is_view(self) -> bool:
        return self.viewer is not None

    def pool(self, p: int) -> int:
        """R50: the coins a player can spend now."""
        return self.b0[p] + self.b1[p] + self.b2[p] + self.x[p]

    def held_markers(self, p: int) -> int:
        return self.m0[p] + self.m1[p] + self.m2[p]

    def placed_workers(self, p: int) -> int:
        return sum(1 for o in self.occupant if o == p)

    def owned(self, p: int) -> tuple[int, ...]:
        """R70: every card a player owns (a view: hidden cards as HIDDEN)."""
        order = (self.order_card[p],) if self.order_card[p] != NO else ()
        return (*self.draw[p], *self.hand[p], *self.area[p], *self.temp[p], *self.discard[p],
                *order)

    def acting(self) -> int | None:
        """The seat to decide now (no chance step pending), as `CopycatGame.turn` says."""
        if self.phase == OVER or self.tasks:
            return None
        if self.phase == ORDER:
            for p in self.prev_bus:
                if self.order_card[p] == NO and self.hand[p]:
                    return p
            return None
        return self.current

    def to_dict(self, names: tuple[str, ...], offices: tuple[str, ...]) -> dict[str, Any]:
        """A canonical JSON picture: multisets sorted, cards and offices by their ids."""

        def ids(cards: tuple[int, ...], keep_order: bool = False) -> list[str]:
            seq = cards if keep_order else sorted(cards)
            return [names[c] if c >= 0 else ("?" if c == HIDDEN else "-") for c in seq]

        def frame(f: Frame) -> dict[str, Any]:
            return {"kind": f.kind, "effect": f.effect.type, "origin": f.origin,
                    "card": names[f.card] if f.card >= 0 else None,
                    "office": f.office, "left": f.left, "picked": f.picked, "mode": f.mode,
                    "limit": f.limit}

        return {
            "n": self.n,
            "phase": self.phase,
            "round": self.round,
            "bus": list(self.bus),
            "prev_bus": list(self.prev_bus),
            "current": self.current,
            "tasks": [[str(x) for x in t] for t in self.tasks],
            "frames": [frame(f) for f in self.frames],
            "street": ids(self.street, keep_order=True),
            "supply": [ids(sec) for sec in self.supply],
            "office_deck": [[offices[o] for o in sorted(sec)] for sec in self.office_deck],
            "offices": [offices[o] for o in self.offices],
            "occupant": self.occupant,
            "office_uses": self.office_uses,
            "markers": self.markers,
            "marker_supply": self.marker_supply,
            "uses": {names[c]: u for c, u in enumerate(self.uses) if u},
            "own": ids(self.own),
            "box": ids(self.box),
            "players": [
                {
                    "draw": ids(self.draw[p]),
                    "hand": ids(self.hand[p]),
                    "area": ids(self.area[p], keep_order=True),
                    "temp": ids(self.temp[p], keep_order=True),
                    "discard": ids(self.discard[p]),
                    "unseen": ids(self.unseen[p]),
                    "order_card": ids((self.order_card[p],))[0],
                    "available": self.available[p],
                    "reserve": self.reserve[p],
                    "coins": [self.b0[p], self.b1[p], self.b2[p], self.x[p]],
                    "markers": [self.m0[p], self.m1[p], self.m2[p]],
                    "vp": self.vp[p],
                    "round_vp": self.round_vp[p],
                    "parts": list(self.parts[p]),
                    "out": self.out[p],
                }
                for p in range(self.n)
            ],
            "values": list(self.values),
            "turn_vp": self.turn_vp,
            "placed": self.placed,
            "extra": self.extra,
            "keep_step": self.keep_step,
            "kept": ids(self.kept),
            "last_doctorate": self.last_doctorate,
            "doctorate_mode": self.doctorate_mode,
            "markers_limited": self.markers_limited,
        }
