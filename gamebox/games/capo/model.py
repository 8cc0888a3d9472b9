"""Capo Dei Capi's pieces, actions and table state.

Cards are numbered 0-5 in table order W1 W2 W3 B1 B2 B3; `MAYOR` (6) names the Mayor card
where a cube can go. Markers are immutable, so copying a state copies only lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CARD_IDS = ("W1", "W2", "W3", "B1", "B2", "B3")
MAYOR = 6
SEATS = ("red", "blue")
NO = -1


def card_of_die(colour: str, value: int) -> int:
    """R13: a die of 1-3 designates the card of its colour and number."""
    return value - 1 if colour == "W" else value + 2


def card_name(card: int) -> str:
    return "MAYOR" if card == MAYOR else CARD_IDS[card]


def twin(card: int) -> int:
    return (card + 3) % 6


@dataclass(frozen=True, slots=True)
class Marker:
    """An Influence (`kind == "I"`) or Bribe (`"B"`) marker. A value of 0 means the
    viewer cannot know it (a face-down bribe seen from outside)."""

    kind: str
    value: int
    face_up: bool = True

    @property
    def is_bribe(self) -> bool:
        return self.kind == "B"

    def hidden(self) -> Marker:
        return Marker("B", 0, False)


@dataclass(frozen=True, slots=True)
class BoxedBribe:
    """A bribe discarded to the box (R39); `seen` is whether its owner knows its value."""

    owner: int
    marker: Marker
    seen: bool


@dataclass(frozen=True, slots=True, order=True)
class CapoAction:
    """One step. `kind` picks the action; `a` and `b` carry cards, values or dice.

    The text forms are the notation documented in assets/rules/capo.en.md.
    """

    kind: str
    a: int = NO
    b: int = NO

    def __str__(self) -> str:
        k, a, b = self.kind, self.a, self.b
        if k == "start":
            return f"start {SEATS[a]}"
        if k == "dice":
            return f"W{a} B{b}"
        if k == "draw":
            return f"draw {a}"
        if k == "influence":
            return f"I{a} {card_name(b)}"
        if k in ("bribe", "cube", "pocket"):
            return f"{k} {card_name(a)}"
        if k in ("move", "deceive"):
            prefix = "cube" if k == "move" else "deceive"
            return f"{prefix} {card_name(a)}>{card_name(b)}"
        if k == "reveal":
            return f"reveal {card_name(a)}.{b + 1}"
        if k == "scandal":
            return f"scandal +{a}"
        if k == "discard":
            return "discard new" if b == NO else f"discard {card_name(a)}.{b + 1}"
        return k


# Phases of the turn machine (spec section 4.1). Chance phases draw dice or bribes.
START = "start"  # chance: who starts
DECISION = "decision"  # A: roll, stop, Deceive, Pocket, Scandal
ROLLING = "rolling"  # chance: the two dice
INFLUENCE = "influence"  # A: which of the two Influence options
PLACE_CARD = "place_card"  # A: the card for doubles 1/2/3 (Influence) or 5 (Bribe)
DRAW = "draw"  # chance: the value of the bribe drawn
CUBE = "cube"  # A: doubles 6 move, or the fallback placement
INVEST_CARD = "invest_card"  # A: the card for Invest & Bribe
REVEAL = "reveal"  # A: which of N's face-down bribes to turn up
ARREST = "arrest"  # A: Reneg or accept the arrest
RESPONSE_A = "response_a"  # A: Reneg or let the roll stand
RESPONSE_N = "response_n"  # N: Backstab or let the roll stand
HITMAN = "hitman"  # A: Payoff or take the hitman
OVERFLOW = "overflow"  # A: which marker goes to the box when a side is full
OVER = "over"

CHANCE_PHASES = frozenset({START, ROLLING, DRAW})


class CapoState:
    """The whole table. `viewer` is `None` for the true state; a view sets it to the
    seat it was made for (or -2 for an onlooker) and hides what that seat cannot see."""

    __slots__ = (
        "active",
        "box_bribes",
        "box_influence",
        "bribe_pool",
        "bribes_in_supply",
        "card_cubes",
        "commit_context",
        "commit_queue",
        "cube_supply",
        "dice",
        "ender",
        "game_end",
        "hands",
        "hitman",
        "influence",
        "level",
        "mayor_cubes",
        "mayor_supply",
        "must_roll",
        "pending",
        "pending_mayor",
        "phase",
        "revealed_this_roll",
        "rolls",
        "score_piles",
        "sides",
        "slot_rule",
        "snapshot",
        "step_card",
        "step_kind",
        "step_value",
        "turn_number",
        "used_slots",
        "viewer",
    )

    def __init__(self) -> None:
        self.phase = START
        self.active = 0
        self.turn_number = 0
        self.rolls = 0
        self.hands = [0, 0]
        self.mayor_supply = 0
        self.influence = [0, 0, 0, 0]
        self.bribe_pool: list[int] | None = [0, 0, 0, 0]
        self.bribes_in_supply = 0
        self.cube_supply = 0
        self.mayor_cubes = 0
        self.card_cubes = [0] * 6
        self.sides: list[list[list[Marker]]] = [[[] for _ in range(6)] for _ in range(2)]
        self.pending: list[Marker | None] = [None] * 6
        self.used_slots = [False] * 6
        self.pending_mayor = 0
        self.level = 0
        self.hitman = False
        self.must_roll = True
        self.dice: tuple[int, int] | None = None
        self.snapshot: CapoState | None = None
        self.revealed_this_roll: list[tuple[int, int]] = []
        self.game_end = False
        self.ender: int | None = None
        self.score_piles = [0, 0]
        self.box_influence = [0, 0, 0, 0]
        self.box_bribes: list[BoxedBribe] = []
        self.step_kind = ""
        self.step_card = NO
        self.step_value = 0
        self.commit_queue: list[tuple[int, Marker]] = []
        self.commit_context = ""
        self.slot_rule = "current"
        self.viewer: int | None = None

    def copy(self) -> CapoState:
        """A hand-written copy: lists are copied, immutable markers are shared. The
        lists of markers on each side are shared too and never changed in place: a
        change replaces the list (`set_marker`, `add_marker`), which keeps copies cheap."""
        s = CapoState.__new__(CapoState)
        s.phase = self.phase
        s.active = self.active
        s.turn_number = self.turn_number
        s.rolls = self.rolls
        s.hands = self.hands[:]
        s.mayor_supply = self.mayor_supply
        s.influence = self.influence[:]
        s.bribe_pool = None if self.bribe_pool is None else self.bribe_pool[:]
        s.bribes_in_supply = self.bribes_in_supply
        s.cube_supply = self.cube_supply
        s.mayor_cubes = self.mayor_cubes
        s.card_cubes = self.card_cubes[:]
        s.sides = [player[:] for player in self.sides]  # side lists: copy on write
        s.pending = self.pending[:]
        s.used_slots = self.used_slots[:]
        s.pending_mayor = self.pending_mayor
        s.level = self.level
        s.hitman = self.hitman
        s.must_roll = self.must_roll
        s.dice = self.dice
        s.snapshot = self.snapshot  # snapshots are never changed in place
        s.revealed_this_roll = self.revealed_this_roll[:]
        s.game_end = self.game_end
        s.ender = self.ender
        s.score_piles = self.score_piles[:]
        s.box_influence = self.box_influence[:]
        s.box_bribes = self.box_bribes[:]
        s.step_kind = self.step_kind
        s.step_card = self.step_card
        s.step_value = self.step_value
        s.commit_queue = self.commit_queue[:]
        s.commit_context = self.commit_context
        s.slot_rule = self.slot_rule
        s.viewer = self.viewer
        return s

    def set_marker(self, owner: int, card: int, index: int, marker: Marker) -> None:
        side = self.sides[owner][card][:]
        side[index] = marker
        self.sides[owner][card] = side

    def add_marker(self, owner: int, card: int, marker: Marker) -> int:
        """Commit `marker` in the next circle; returns the circle's index."""
        side = [*self.sides[owner][card], marker]
        self.sides[owner][card] = side
        return len(side) - 1

    # -- derived facts used by rules, AI and the table --------------------------------
    @property
    def opponent(self) -> int:
        return 1 - self.active

    @property
    def is_view(self) -> bool:
        return self.viewer is not None

    def slot_free(self, card: int) -> bool:
        """R33: a slot is free while no pending marker lies there (or, in the per-turn
        variant, while nothing has been placed there this turn)."""
        if self.pending[card] is not None:
            return False
        return not (self.slot_rule == "per_turn" and self.used_slots[card])

    def free_cards(self) -> list[int]:
        return [c for c in range(6) if self.slot_free(c)]

    def pending_cards(self) -> list[int]:
        return [c for c in range(6) if self.pending[c] is not None]

    def hidden_bribe_positions(self, owner: int) -> list[tuple[int, int]]:
        """(card, circle) of `owner`'s face-down committed bribes, in table order."""
        return [
            (card, index)
            for card in range(6)
            for index, marker in enumerate(self.sides[owner][card])
            if marker.is_bribe and not marker.face_up
        ]

    def to_dict(self) -> dict[str, Any]:
        def marker(m: Marker | None) -> str | None:
            if m is None:
                return None
            return f"{m.kind}{m.value}{'' if m.face_up else 'd'}"

        return {
            "phase": self.phase,
            "active": self.active,
            "turn": self.turn_number,
            "rolls": self.rolls,
            "hands": self.hands,
            "mayor_supply": self.mayor_supply,
            "influence_supply": self.influence[1:],
            "bribe_pool": None if self.bribe_pool is None else self.bribe_pool[1:],
            "bribes_in_supply": self.bribes_in_supply,
            "cube_supply": self.cube_supply,
            "mayor_cubes": self.mayor_cubes,
            "card_cubes": dict(zip(CARD_IDS, self.card_cubes, strict=True)),
            "sides": [
                {CARD_IDS[c]: [marker(m) for m in self.sides[p][c]] for c in range(6)}
                for p in range(2)
            ],
            "pending": {CARD_IDS[c]: marker(m) for c, m in enumerate(self.pending) if m},
            "pending_mayor": self.pending_mayor,
            "level": self.level,
            "hitman": self.hitman,
            "must_roll": self.must_roll,
            "dice": list(self.dice) if self.dice else None,
            "game_end": self.game_end,
            "ender": self.ender,
            "score_piles": self.score_piles,
            "box_influence": self.box_influence[1:],
            "box_bribes": [
                [b.owner, marker(b.marker), b.seen] for b in self.box_bribes
            ],
            "step": [self.step_kind, self.step_card, self.step_value],
            "commit_queue": [[card_name(c), marker(m)] for c, m in self.commit_queue],
            "snapshot": self.snapshot.to_dict() if self.snapshot else None,
            "revealed_this_roll": [list(p) for p in self.revealed_this_roll],
        }
