"""Tammany Hall's pieces, actions and table state.

Nationalities are indices 0-3 in tie-break order IR EN GE IT; wards keep their printed
numbers (1-11, 13, 14, 15, 17). Per-ward data are dicts keyed by ward number whose
values are small lists, copied by `TammanyState.copy`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

NAT_IDS = ("irish", "english", "german", "italian")
NAT_CODES = ("IR", "EN", "GE", "IT")
OFFICES = ("deputy_mayor", "council_president", "chief_of_police", "precinct_chairman")
MAYOR = "mayor"
COLOURS = ("red", "yellow", "purple", "black", "natural")
NO = -1


@dataclass(frozen=True, slots=True, order=True)
class TammanyAction:
    """One step. `kind` picks the action; `a`, `b`, `c` carry wards, nationalities or
    seats; `values` carries a bid (chips per nationality) or an office assignment
    (office index per seat, -1 for none).

    kinds: first (a=seat), activate (a=ward, b=nat), draw (a=nat), place (a, b = boss
    wards, b=NO for a single boss), place_cube (a=boss ward, b=nat, c=cube ward),
    chip (a=nat), remove (a=ward, b=nat), move (a=from, b=nat, c=to), lock (a=ward),
    slander (a=target, b=ward, c=nat), slander2 (a=ward or NO), bid (values),
    bonus_cube (a=nat, b=ward), bonus_chip (a=nat), assign (values), end.
    """

    kind: str
    a: int = NO
    b: int = NO
    c: int = NO
    values: tuple[int, ...] = ()

    def __str__(self) -> str:
        k, a, b, c = self.kind, self.a, self.b, self.c
        if k == "first":
            return f"first {COLOURS[a]}"
        if k == "activate":
            return f"activate {a}={NAT_CODES[b]}"
        if k == "draw":
            return f"draw {NAT_CODES[a]}"
        if k == "place":
            return f"place B{a}" if b == NO else f"place B{a} B{b}"
        if k == "place_cube":
            return f"place B{a} {NAT_CODES[b]}>{c}"
        if k == "chip":
            return f"office chip {NAT_CODES[a]}"
        if k == "remove":
            return f"office remove {NAT_CODES[b]}@{a}"
        if k == "move":
            return f"office move {NAT_CODES[b]}@{a}>{c}"
        if k == "lock":
            return f"office lock {a}"
        if k == "slander":
            return f"slander {COLOURS[a]}@{b} {NAT_CODES[c]}"
        if k == "slander2":
            return "slander2 none" if a == NO else f"slander2 {a}"
        if k == "bid":
            parts = [f"{NAT_CODES[n]}{v}" for n, v in enumerate(self.values) if v]
            return "bid " + (" ".join(parts) if parts else "0")
        if k == "bonus_cube":
            return f"bonus {NAT_CODES[a]}>{b}"
        if k == "bonus_chip":
            return f"bonus chip {NAT_CODES[a]}"
        if k == "assign":
            parts = [
                f"{OFFICES[o]}={COLOURS[p]}"
                for o in range(len(OFFICES))
                for p, held in enumerate(self.values)
                if held == o
            ]
            return "assign " + " ".join(parts)
        return k


END = TammanyAction("end")

# Phases of the state machine (spec 5.2). Steps nobody decides are done inside `apply`.
FIRST = "first"  # chance: the first player (R8)
ACTIVATE = "activate"  # chance: one set-up cube onto one ward (R12)
DRAW = "draw"  # chance: one Castle Garden cube from the bag (R16)
TURN = "turn"  # the active player: office, placement, slander or end (R17)
SLANDER_2 = "slander_2"  # the active player: second removal or decline (R34)
BIDDING = "bidding"  # the next candidate of the ward: a sealed bid (R40)
BONUS = "bonus"  # the ward winner: bonus cube or chip (R45)
ASSIGN = "assign"  # the mayor: hands out the offices (R52)
OVER = "over"

CHANCE_PHASES = frozenset({FIRST, ACTIVATE, DRAW})


class TammanyState:
    """The whole table. `viewer` is `None` for the true state; a view sets it to the seat
    it was made for (or -2 for an onlooker) and blanks the bids that seat cannot see."""

    __slots__ = (
        "activating",
        "bag",
        "bid_done",
        "bidders",
        "bids",
        "bonus_ward",
        "bosses",
        "boxes",
        "chips",
        "cubes",
        "current",
        "draws_left",
        "election_index",
        "first_player",
        "garden",
        "incumbent",
        "leaders",
        "locked",
        "locked_this_year",
        "locks_this_term",
        "mayor",
        "n",
        "office",
        "office_used",
        "pending_slander",
        "phase",
        "placement_done",
        "slander",
        "slander_done",
        "slandered_this_term",
        "viewer",
        "vp",
        "ward",
        "winners",
        "year",
        "zones_active",
    )

    def __init__(self, n: int = 3, wards: tuple[int, ...] = ()) -> None:
        self.n = n
        self.phase = FIRST
        self.year = 1  # R10
        self.first_player = 0
        self.current = 0
        self.cubes: dict[int, list[int]] = {w: [0, 0, 0, 0] for w in wards}
        self.bosses: dict[int, list[int]] = {w: [0] * n for w in wards}
        self.locked: list[int] = []
        self.boxes: dict[str, list[int]] = {}
        self.zones_active: list[str] = []
        self.activating: list[tuple[str, int]] = []
        self.bag = [0, 0, 0, 0]
        self.garden = [0, 0, 0, 0]
        self.draws_left = 0
        self.chips = [[0, 0, 0, 0] for _ in range(n)]
        self.slander = [0] * n
        self.slandered_this_term = [False] * n
        self.office: list[str | None] = [None] * n
        self.mayor: int | None = None
        self.vp = [0] * n
        self.locks_this_term = 0
        self.locked_this_year = False
        self.office_used = [False] * n
        self.placement_done = False
        self.slander_done = False
        self.pending_slander: tuple[int, int, int] | None = None  # (ward, target, nat)
        self.election_index = 0
        self.ward = NO  # the ward being elected
        self.bidders: list[int] = []  # candidates asked for a bid, in asking order
        self.bids: list[tuple[int, ...] | None] = [None] * n
        self.bid_done = [False] * n
        self.winners: dict[int, int] = {}
        self.incumbent: int | None = None
        self.bonus_ward = NO
        self.leaders: list[list[int]] = [[], [], [], []]
        self.viewer: int | None = None

    def copy(self) -> TammanyState:
        s = TammanyState.__new__(TammanyState)
        s.n = self.n
        s.phase = self.phase
        s.year = self.year
        s.first_player = self.first_player
        s.current = self.current
        s.cubes = {w: c[:] for w, c in self.cubes.items()}
        s.bosses = {w: b[:] for w, b in self.bosses.items()}
        s.locked = self.locked[:]
        s.boxes = {z: b[:] for z, b in self.boxes.items()}
        s.zones_active = self.zones_active[:]
        s.activating = self.activating[:]
        s.bag = self.bag[:]
        s.garden = self.garden[:]
        s.draws_left = self.draws_left
        s.chips = [c[:] for c in self.chips]
        s.slander = self.slander[:]
        s.slandered_this_term = self.slandered_this_term[:]
        s.office = self.office[:]
        s.mayor = self.mayor
        s.vp = self.vp[:]
        s.locks_this_term = self.locks_this_term
        s.locked_this_year = self.locked_this_year
        s.office_used = self.office_used[:]
        s.placement_done = self.placement_done
        s.slander_done = self.slander_done
        s.pending_slander = self.pending_slander
        s.election_index = self.election_index
        s.ward = self.ward
        s.bidders = self.bidders[:]
        s.bids = self.bids[:]
        s.bid_done = self.bid_done[:]
        s.winners = dict(self.winners)
        s.incumbent = self.incumbent
        s.bonus_ward = self.bonus_ward
        s.leaders = [lst[:] for lst in self.leaders]
        s.viewer = self.viewer
        return s

    # -- derived facts -----------------------------------------------------------------
    @property
    def is_view(self) -> bool:
        return self.viewer is not None

    @property
    def term(self) -> int:
        return (self.year + 3) // 4

    def is_active(self, ward: int) -> bool:
        """R3: a ward is active while it holds a cube."""
        return sum(self.cubes[ward]) > 0

    def is_open(self, ward: int) -> bool:
        """R3, R4: active and not locked."""
        return sum(self.cubes[ward]) > 0 and ward not in self.locked

    def on_map(self, player: int) -> int:
        return sum(b[player] for b in self.bosses.values())

    def placeable(self, player: int, per_player: int = 20) -> int:
        """R7: 20 - VP marker - office marker - bosses on the map."""
        marker = 1 if self.office[player] is not None else 0
        return per_player - 1 - marker - self.on_map(player)

    def candidates(self, ward: int) -> list[int]:
        """R38, in seat order."""
        return [p for p in range(self.n) if self.bosses[ward][p] > 0]

    def eligible(self, player: int, ward: int) -> list[int]:
        """R40: chips held of the nationalities present in the ward (0 elsewhere)."""
        cubes = self.cubes[ward]
        return [self.chips[player][n] if cubes[n] else 0 for n in range(4)]

    def cubes_total(self) -> list[int]:
        """Cubes per nationality anywhere (map, Castle Garden, bag, set-up boxes)."""
        total = [self.bag[n] + self.garden[n] for n in range(4)]
        for c in self.cubes.values():
            for n in range(4):
                total[n] += c[n]
        for box in self.boxes.values():
            for n in range(4):
                total[n] += box[n]
        return total

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "phase": self.phase,
            "year": self.year,
            "first_player": self.first_player,
            "current": self.current,
            "cubes": {str(w): c for w, c in sorted(self.cubes.items())},
            "bosses": {str(w): b for w, b in sorted(self.bosses.items())},
            "locked": sorted(self.locked),
            "boxes": {z: b for z, b in sorted(self.boxes.items())},
            "zones_active": self.zones_active,
            "activating": [list(x) for x in self.activating],
            "bag": self.bag,
            "garden": self.garden,
            "draws_left": self.draws_left,
            "chips": self.chips,
            "slander": self.slander,
            "slandered_this_term": self.slandered_this_term,
            "office": self.office,
            "mayor": self.mayor,
            "vp": self.vp,
            "locks_this_term": self.locks_this_term,
            "locked_this_year": self.locked_this_year,
            "office_used": self.office_used,
            "placement_done": self.placement_done,
            "slander_done": self.slander_done,
            "pending_slander": list(self.pending_slander) if self.pending_slander else None,
            "election_index": self.election_index,
            "ward": self.ward,
            "bidders": self.bidders,
            "bids": [list(b) if b is not None else None for b in self.bids],
            "bid_done": self.bid_done,
            "winners": {str(w): p for w, p in sorted(self.winners.items())},
            "incumbent": self.incumbent,
            "bonus_ward": self.bonus_ward,
            "leaders": self.leaders,
        }
