"""The Boss's pieces, actions and table state.

Cities are numbered by their place in the row at the start of the game (the setup's
`characters_left_to_right`, Chicago second), so an index never changes while Chicago
moves; `row` holds the current left-to-right order. A colour is a player (2-5 players)
or a team (6 players, R39-R40); a person is a seat. Gangsters on a character card are
kept per person in flat lists (`city * n + person`) so a state copies in a few list
copies: search copies states thousands of times a second.

Hidden cards in a view are written `?<city id>`: the back of the card, which shows its
city (R45). A face-down reward nobody has seen yet is `?` in a view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

NO = -1
HIDDEN = "?"
COLOURS = ("yellow", "white", "red", "black", "blue")
TEAM_COLOURS = ("yellow", "white", "red")
KINDS = ("money", "revolver", "hospital", "prison", "exile", "robbery", "shootout")
MARKED_LOSSES = ("revolver", "hospital", "prison", "shootout")
"""Effects that cost a marked gangster (R25-R27, R30)."""

# Phases of the state machine (spec section 5). Steps nobody decides run inside `apply`.
FIRST = "first"  # chance: the first player, when the setup leaves it to chance (R6)
FACEDOWN = "facedown"  # chance: the face-down reward of the next city (R7)
DEAL = "deal"  # chance: the next card dealt (R7)
PLACE = "place"  # the person to act: pass or place gangsters on one card (R11-R17)
PLAY = "play"  # the person to act: one card from hand (R18)
POLICE = "police"  # chance: the police card before round R-1 (R19)
PENALTY = "penalty"  # 6 players: whose marked gangster the team loses (R43)
OVER = "over"

CHANCE_PHASES = frozenset({FIRST, FACEDOWN, DEAL, POLICE})


def hidden_card(city: str) -> str:
    """The back of a card of `city`, as a view shows another person's card."""
    return HIDDEN + city


def is_hidden(card: str) -> bool:
    return card.startswith(HIDDEN)


def seat_label(n: int, seat: int) -> str:
    """A seat in the notation: a colour with 2-5 players, `Y1`...`R2` with 6 (R39)."""
    if n == 6:
        return f"{TEAM_COLOURS[seat % 3][0].upper()}{seat // 3 + 1}"
    return COLOURS[seat]


def seat_labels(n: int) -> tuple[str, ...]:
    return tuple(seat_label(n, p) for p in range(n))


@dataclass(frozen=True, slots=True, order=True)
class BossAction:
    """One step. kinds: pass, place (city, marked m, occasional o), play (card),
    penalty (city, seat), and the chance outcomes first (seat), facedown (card),
    deal (seat, card), police (card). `label` is the seat as the notation writes it."""

    kind: str
    city: str = ""
    code: str = ""
    m: int = 0
    o: int = 0
    card: str = ""
    seat: int = NO
    label: str = ""

    def __str__(self) -> str:
        k = self.kind
        if k == "place":
            return f"place {self.code} {self.m}m{self.o}o"
        if k == "play":
            return f"play {self.card}"
        if k == "penalty":
            return f"penalty {self.code} {self.label}"
        if k == "first":
            return f"first {self.label}"
        if k == "facedown":
            return f"facedown {self.card}"
        if k == "deal":
            return f"deal {self.label} {self.card}"
        if k == "police":
            return f"police {self.card}"
        return k


PASS = BossAction("pass")


class BossState:
    """The whole table. `viewer` is `None` for the true state; a view sets it to the
    seat it was made for (-2 for an onlooker) and hides what that seat may not see."""

    __slots__ = (
        "breakdown",
        "columns",
        "dead",
        "deck",
        "exiles",
        "extra_hand",
        "extra_rule",
        "facedown",
        "first",
        "hand_gain",
        "hand_no",
        "hands",
        "hospital",
        "last_hand",
        "money",
        "n",
        "order",
        "penalties",
        "phase",
        "placed_m",
        "placed_o",
        "police_pile",
        "police_up",
        "prison",
        "round",
        "row",
        "spent_o",
        "sup_m",
        "sup_o",
        "turn_index",
        "viewer",
    )

    def __init__(self, n: int, cities: int, colours: int, marked: int, occasional: int) -> None:
        self.n = n
        self.phase = FIRST
        self.hand_no = 1
        self.round = 0
        self.first = 0
        self.order: list[int] = []
        self.turn_index = 0
        self.row: list[int] = list(range(cities))
        self.facedown: list[str] = [""] * cities  # "" none (Chicago / not yet dealt)
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.columns: list[list[str]] = [[] for _ in range(cities)]
        self.deck: list[str] | None = []  # the cards not yet dealt (a multiset), None in a view
        self.placed_m = [0] * (cities * n)
        self.placed_o = [0] * (cities * n)
        self.sup_m = [marked] * n
        self.sup_o = [occasional] * n
        self.spent_o = [0] * n
        self.dead = [0] * n
        self.hospital: list[list[int]] = [[] for _ in range(n)]  # hand numbers of return
        self.prison: list[list[int]] = [[] for _ in range(n)]
        self.money = [0] * colours
        self.hand_gain = [0] * colours
        # money by source per colour: cities, Chicago, shoot-out, robbery
        self.breakdown = [[0, 0, 0, 0] for _ in range(colours)]
        self.exiles: list[list[int]] = [[] for _ in range(colours)]
        self.police_pile: list[str] = []
        self.police_up: list[str] = []
        self.last_hand = False
        self.extra_rule = True  # R38: a full tie plays one more hand (the rulebook)
        self.extra_hand = False  # this hand is that tie-break hand
        self.penalties: list[tuple[int, int, str]] = []  # (city, colour, kind) awaiting R43
        self.viewer: int | None = None

    def copy(self) -> BossState:
        s = BossState.__new__(BossState)
        s.n = self.n
        s.phase = self.phase
        s.hand_no = self.hand_no
        s.round = self.round
        s.first = self.first
        s.order = self.order[:]
        s.turn_index = self.turn_index
        s.row = self.row[:]
        s.facedown = self.facedown[:]
        s.hands = [h[:] for h in self.hands]
        s.columns = [c[:] for c in self.columns]
        s.deck = None if self.deck is None else self.deck[:]
        s.placed_m = self.placed_m[:]
        s.placed_o = self.placed_o[:]
        s.sup_m = self.sup_m[:]
        s.sup_o = self.sup_o[:]
        s.spent_o = self.spent_o[:]
        s.dead = self.dead[:]
        s.hospital = [h[:] for h in self.hospital]
        s.prison = [p[:] for p in self.prison]
        s.money = self.money[:]
        s.hand_gain = self.hand_gain[:]
        s.breakdown = [b[:] for b in self.breakdown]
        s.exiles = [e[:] for e in self.exiles]
        s.police_pile = self.police_pile[:]
        s.police_up = self.police_up[:]
        s.last_hand = self.last_hand
        s.extra_rule = self.extra_rule
        s.extra_hand = self.extra_hand
        s.penalties = self.penalties[:]
        s.viewer = self.viewer
        return s

    # -- derived facts -----------------------------------------------------------------
    @property
    def is_view(self) -> bool:
        return self.viewer is not None

    @property
    def cities(self) -> int:
        return len(self.row)

    @property
    def colours(self) -> int:
        return len(self.money)

    def colour_of(self, person: int) -> int:
        """R40: with 6 players partners sit opposite (Y W R Y W R)."""
        return person % 3 if self.n == 6 else person

    def members(self, colour: int) -> tuple[int, ...]:
        return (colour, colour + 3) if self.n == 6 else (colour,)

    def person_total(self, city: int, person: int) -> int:
        i = city * self.n + person
        return self.placed_m[i] + self.placed_o[i]

    def totals(self, city: int) -> list[int]:
        """Gangsters per colour on a character card (R23, R41: partners add up)."""
        n = self.n
        base = city * n
        out = [0] * len(self.money)
        pm, po = self.placed_m, self.placed_o
        if n == 6:
            for p in range(6):
                out[p % 3] += pm[base + p] + po[base + p]
        else:
            for p in range(n):
                out[p] = pm[base + p] + po[base + p]
        return out

    def marked_of_colour(self, city: int, colour: int) -> int:
        base = city * self.n
        return sum(self.placed_m[base + p] for p in self.members(colour))

    def controller(self, city: int) -> int:
        """The colour with the most gangsters (unique by R14), or NO (R23)."""
        totals = self.totals(city)
        best = max(totals)
        return totals.index(best) if best > 0 else NO

    def acting(self) -> int | None:
        """The seat to decide now (None at chance steps and after the end)."""
        if self.phase in (PLACE, PLAY):  # past the last turn while a round is being closed
            return self.order[self.turn_index] if self.turn_index < len(self.order) else None
        if self.phase == PENALTY and self.penalties:  # none left: the hand is ending
            return self.penalty_asked()
        return None

    def penalty_asked(self) -> int:
        """R43, Decision 13: the partner first clockwise from the first player."""
        _, colour, _ = self.penalties[0]
        a, b = self.members(colour)
        return a if (a - self.first) % self.n < (b - self.first) % self.n else b

    def alive_marked(self, person: int) -> int:
        """Living marked gangsters: in supply, on the table, in hospital or prison."""
        on_table = sum(self.placed_m[c * self.n + person] for c in range(self.cities))
        return self.sup_m[person] + on_table + len(self.hospital[person]) + len(self.prison[person])

    def gangster_count(self, colour: int) -> int:
        """R38's third tie-break: living marked plus never-used occasionals."""
        return sum(self.alive_marked(p) + self.sup_o[p] for p in self.members(colour))

    def lose_marked(self, person: int, city: int, kind: str) -> None:
        """One marked gangster of `person` on `city` is killed, hospitalised or jailed."""
        self.placed_m[city * self.n + person] -= 1
        if kind == "hospital":
            self.hospital[person].append(self.hand_no + 2)  # R26: misses hand h+1
        elif kind == "prison":
            self.prison[person].append(self.hand_no + 3)  # R27: misses hands h+1 and h+2
        else:
            self.dead[person] += 1  # R25, R30: for good

    def badges(self, police: dict[str, tuple[str, ...]],
               up: list[str] | None = None) -> tuple[int, int]:
        """Face-up (silver, gold) badges (R20): of the police cards turned, or of `up`
        (the table while a card is still on its way)."""
        cards = self.police_up if up is None else up
        silver = sum(police[c].count("silver") for c in cards)
        gold = sum(police[c].count("gold") for c in cards)
        return silver, gold

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "phase": self.phase,
            "hand": self.hand_no,
            "round": self.round,
            "first": self.first,
            "order": self.order,
            "turn_index": self.turn_index,
            "row": self.row,
            "facedown": self.facedown,
            "hands": self.hands,
            "columns": self.columns,
            "deck": self.deck,
            "placed_marked": self.placed_m,
            "placed_occasional": self.placed_o,
            "supply_marked": self.sup_m,
            "supply_occasional": self.sup_o,
            "spent_occasional": self.spent_o,
            "dead": self.dead,
            "hospital": self.hospital,
            "prison": self.prison,
            "money": self.money,
            "hand_gain": self.hand_gain,
            "breakdown": self.breakdown,
            "exiles": self.exiles,
            "police_pile": self.police_pile,
            "police_up": self.police_up,
            "last_hand": self.last_hand,
            "extra_rule": self.extra_rule,
            "extra_hand": self.extra_hand,
            "penalties": [list(p) for p in self.penalties],
        }
