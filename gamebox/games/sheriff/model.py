"""Sheriff of Nottingham's pieces, actions and table state.

A card is its good's id (all copies of a good are alike). The draw deck is a multiset
(good -> count): its order does not exist until a card is drawn (R6). Discard piles
are lists, bottom first, so `pile[-1]` is the top card. In a view, a card the viewer
may not know is `HIDDEN`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GOODS = (
    "apples",
    "cheese",
    "bread",
    "chicken",
    "pepper",
    "mead",
    "silk",
    "crossbow",
    "green_apples",
    "golden_apples",
    "gouda_cheese",
    "bleu_cheese",
    "rye_bread",
    "pumpernickel_bread",
    "royal_rooster",
)
LEGAL = GOODS[:4]
HIDDEN = "?"
NO = -1
PILES = ("D1", "D2")


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


def goods_text(goods: tuple[str, ...]) -> str:
    return ",".join(goods) if goods else "-"


def stallc_text(cards: tuple[str, ...]) -> str:
    """§9.10: named face-down cards by id; unnamed ones (`HIDDEN`: the payer picks them
    when the deal is executed, or a viewer may not see them) by number: `stallc=2`."""
    if all(g == HIDDEN for g in cards):
        return str(len(cards))
    return ",".join(cards)


@dataclass(frozen=True, slots=True, order=True)
class Proposal:
    """§9.1: what a merchant pays the Sheriff and what the Sheriff commits to.

    `stall` names legal goods and `stallc` contraband from the merchant's stall; `bag`
    claims goods from the bag (true or not, R62); `inspects`/`passes` are commitments
    about other merchants' bags; `promises` are non-binding (R61)."""

    gold: int = 0
    stall: tuple[str, ...] = ()
    stallc: tuple[str, ...] = ()
    bag: tuple[tuple[str, int], ...] = ()
    inspects: tuple[int, ...] = ()
    passes: tuple[int, ...] = ()
    promises: tuple[str, ...] = ()
    show: bool = False  # show_contraband_types (R93)

    def __str__(self) -> str:
        parts = []
        if self.gold:
            parts.append(f"gold={self.gold}")
        if self.stall:
            parts.append(f"stall={','.join(self.stall)}")
        if self.stallc:
            parts.append(f"stallc={stallc_text(self.stallc)}")
        if self.show:
            parts.append("show")
        if self.bag:
            parts.append("bag=" + ",".join(f"{g}:{n}" for g, n in self.bag))
        for seat in self.inspects:
            parts.append(f"inspect={seat_name(seat)}")
        for seat in self.passes:
            parts.append(f"pass={seat_name(seat)}")
        for promise in self.promises:
            parts.append(f"promise={promise}")
        return " ".join(parts) if parts else "nothing"


@dataclass(frozen=True, slots=True, order=True)
class SheriffAction:
    """One step; `str()` is the notation of spec §9.10.

    kinds: draw (chance), sheriff (chance), setaside, take, stop, discard, load,
    declare, pass, inspect, wave, confiscate, pay, timeout (R84); negotiation: offer, side, skip,
    demand, accept, acceptside, counter, stand, withdraw, give (an unnamed face-down card of
    an accepted deal, picked by the payer: `stallc=2`)."""

    kind: str
    goods: tuple[str, ...] = ()
    target: int = NO  # a pile (0, 1) or a seat
    offer: Proposal | None = None

    def __str__(self) -> str:
        k = self.kind
        if k == "draw":
            return f"draw {self.goods[0]}"
        if k == "remove":
            return f"remove {self.goods[0]}"
        if k == "sheriff":
            return f"sheriff {seat_name(self.target)}"
        if k in ("setaside", "load"):
            return f"{k} {goods_text(self.goods)}"
        if k == "take":
            return f"take {PILES[self.target]}"
        if k in ("discard", "confiscate"):
            return f"{k} {PILES[self.target]} {self.goods[0]}"
        if k in ("declare", "pay", "give"):
            return f"{k} {self.goods[0]}"
        if k in ("pass", "inspect"):
            return f"{k} {seat_name(self.target)}"
        if k in ("offer", "side", "counter"):
            return f"{k} {self.offer}"
        if k == "demand":
            return f"demand {seat_name(self.target)} {self.offer}"
        if k == "accept" and self.target != NO:
            return f"accept {seat_name(self.target)}"
        if k == "acceptside":
            return f"acceptside {seat_name(self.target)}"
        return k


# Phases (spec §5 and §9.3). Chance phases draw cards or pick the first Sheriff.
DRAW = "draw"  # chance: one card from the draw deck to the next target of draw_queue
FIRST_SHERIFF = "first_sheriff"  # chance
SET_ASIDE = "set_aside"  # MK1
TAKE = "take"  # MK2
DISCARD = "discard"  # MK4
LOAD = "load"
DECLARE = "declare"
OPENING = "opening"  # §9.3 INSPECT_OPENING: merchants post offers
CHOOSE = "choose"  # §9.3 INSPECT_CHOOSE: the Sheriff decides
RESPONSE = "response"  # §9.3 AWAIT_RESPONSE
INTERJECT = "interject"  # §9.3
CONFISCATE = "confiscate"  # R45: the Sheriff places confiscated cards
PAY = "pay"  # R54: the debtor picks stall cards
GIVE = "give"  # R109.3: the payer picks the unnamed face-down cards of a deal (`stallc=2`)
OVER = "over"

CHANCE_PHASES = frozenset({DRAW, FIRST_SHERIFF})


@dataclass(slots=True)
class Promise:
    """§9.8: a non-binding promise in the public ledger."""

    kind: str
    promiser: int
    promisee: int
    made_in_round: int
    amount: int = 0
    status: str = "pending"
    paid: int = 0  # gold_next_time: gold of accepted deals in the round it is judged


@dataclass(slots=True)
class Debt:
    debtor: int
    creditor: int
    remaining: int
    then: str = ""  # what resolves after it: "" (next bag)
    extra: list[Any] = field(default_factory=list)


class SheriffState:
    """The whole table. `viewer` is `None` for the true state; a view sets it to the
    seat it was made for (or -2 for an onlooker) and hides what that seat cannot see."""

    __slots__ = (
        "active",
        "bags",
        "bags_this_round",
        "box",
        "confiscate_pile",
        "confiscated",
        "debt",
        "deck",
        "deck_drawn",
        "deck_size",
        "declared",
        "demands",
        "discard_pile",
        "draw_queue",
        "first_sheriff",
        "gold",
        "hand_size",
        "hands",
        "idx",
        "k",
        "known",
        "known_kept",
        "must_inspect",
        "must_pass",
        "n",
        "negotiation",
        "offers",
        "order",
        "own_postings",
        "pending_deal",
        "phase",
        "piles",
        "posted",
        "promises",
        "removal",
        "resolved",
        "resume",
        "round",
        "royal",
        "set_aside",
        "sheriff",
        "side_offers",
        "side_postings",
        "stall_contra",
        "stall_legal",
        "taken",
        "timed_out",
        "timer",
        "total_cards",
        "viewer",
        "waiting",
    )

    def __init__(self, n: int) -> None:
        self.n = n
        self.phase = DRAW
        self.round = 0
        self.first_sheriff = NO
        self.sheriff = NO
        self.active = NO
        self.gold = [0] * n
        self.deck: dict[str, int] | None = {}
        self.deck_size = 0
        self.piles: list[list[str]] = [[], []]
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.set_aside: list[str] = []
        self.k = 0
        self.taken = 0
        self.deck_drawn = False
        self.discard_pile = NO
        self.bags: list[list[str] | None] = [None] * n
        self.declared: list[str | None] = [None] * n
        self.resolved = [True] * n
        self.bags_this_round = [False] * n
        self.posted: list[str] = []  # what the active merchant posted in this window
        # stall: legal goods as counts; contraband as (good, public) in arrival order
        self.stall_legal: list[dict[str, int]] = [{} for _ in range(n)]
        self.stall_contra: list[list[tuple[str, bool]]] = [[] for _ in range(n)]
        self.box: list[str] = []  # R86: boxed unseen
        self.draw_queue: list[tuple[str, int]] = []  # ("hand", seat) | ("pile", i) | ("box", 0)
        self.resume = ""
        self.order: list[int] = []
        self.idx = 0
        self.confiscated: list[str] = []
        self.confiscate_pile = NO
        self.debt: Debt | None = None
        self.royal = False
        self.hand_size = 6
        self.removal = False
        self.negotiation = True
        self.timer = False  # R84: the inspection timer option
        self.timed_out = False
        self.total_cards = 0
        # negotiation (§9)
        self.offers: list[Proposal | None] = [None] * n  # standing own-bag offers
        self.side_offers: list[Proposal | None] = [None] * n
        self.own_postings = [0] * n
        self.side_postings = [0] * n
        self.demands = [0] * n
        self.must_inspect: list[int] = []
        self.must_pass: list[int] = []
        self.waiting: Proposal | None = None  # the demand awaiting a response
        self.promises: list[Promise] = []
        # R20, §7.1: cards others saw a player take from a discard pile and still know to
        # be in his hand; `known_kept` holds the old ones while a hidden move (set-aside,
        # load) makes them uncertain, until the cards moved are shown.
        self.known: list[list[str]] = [[] for _ in range(n)]
        self.known_kept: list[list[str]] = [[] for _ in range(n)]
        # a deal waiting for the payer to pick unnamed face-down cards:
        # (merchant, proposal, own_bag, author, cards still to give)
        self.pending_deal: tuple[int, Proposal, bool, int, int] | None = None
        self.viewer: int | None = None

    def copy(self) -> SheriffState:
        s = SheriffState.__new__(SheriffState)
        s.n = self.n
        s.phase = self.phase
        s.round = self.round
        s.first_sheriff = self.first_sheriff
        s.sheriff = self.sheriff
        s.active = self.active
        s.gold = self.gold[:]
        s.deck = None if self.deck is None else dict(self.deck)
        s.deck_size = self.deck_size
        s.piles = [self.piles[0][:], self.piles[1][:]]
        s.hands = [h[:] for h in self.hands]
        s.set_aside = self.set_aside[:]
        s.k = self.k
        s.taken = self.taken
        s.deck_drawn = self.deck_drawn
        s.discard_pile = self.discard_pile
        s.bags = [None if b is None else b[:] for b in self.bags]
        s.declared = self.declared[:]
        s.resolved = self.resolved[:]
        s.bags_this_round = self.bags_this_round[:]
        s.posted = self.posted[:]
        s.stall_legal = [dict(d) for d in self.stall_legal]
        s.stall_contra = [c[:] for c in self.stall_contra]
        s.box = self.box[:]
        s.draw_queue = self.draw_queue[:]
        s.resume = self.resume
        s.order = self.order[:]
        s.idx = self.idx
        s.confiscated = self.confiscated[:]
        s.confiscate_pile = self.confiscate_pile
        d = self.debt
        s.debt = None if d is None else Debt(d.debtor, d.creditor, d.remaining, d.then, d.extra[:])
        s.royal = self.royal
        s.hand_size = self.hand_size
        s.removal = self.removal
        s.negotiation = self.negotiation
        s.timer = self.timer
        s.timed_out = self.timed_out
        s.total_cards = self.total_cards
        s.offers = self.offers[:]
        s.side_offers = self.side_offers[:]
        s.own_postings = self.own_postings[:]
        s.side_postings = self.side_postings[:]
        s.demands = self.demands[:]
        s.must_inspect = self.must_inspect[:]
        s.must_pass = self.must_pass[:]
        s.waiting = self.waiting
        s.promises = [
            Promise(p.kind, p.promiser, p.promisee, p.made_in_round, p.amount, p.status, p.paid)
            for p in self.promises
        ]
        s.known = [k[:] for k in self.known]
        s.known_kept = [k[:] for k in self.known_kept]
        s.pending_deal = self.pending_deal
        s.viewer = self.viewer
        return s

    # -- derived facts --------------------------------------------------------------------
    @property
    def is_view(self) -> bool:
        return self.viewer is not None

    def unresolved(self) -> list[int]:
        """Merchants whose bags still wait for the Sheriff, in merchant order."""
        return [m for m in self.order if not self.resolved[m]]

    def stall_cards(self, p: int) -> int:
        return sum(self.stall_legal[p].values()) + len(self.stall_contra[p])

    def card_count(self) -> int:
        """R6: the cards in every zone (a view's hidden deck counts by its size)."""
        n = self.deck_size + len(self.piles[0]) + len(self.piles[1]) + len(self.box)
        n += sum(len(h) for h in self.hands) + len(self.set_aside) + len(self.confiscated)
        n += sum(len(b) for b in self.bags if b is not None)
        n += sum(self.stall_cards(p) for p in range(self.n))
        return n

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "phase": self.phase,
            "round": self.round,
            "first_sheriff": self.first_sheriff,
            "sheriff": self.sheriff,
            "active": self.active,
            "gold": self.gold,
            "deck": None
            if self.deck is None
            else {g: n for g, n in sorted(self.deck.items()) if n},
            "deck_size": self.deck_size,
            "piles": self.piles,
            "hands": [sorted(h) for h in self.hands],
            "set_aside": sorted(self.set_aside),
            "market": [self.k, self.taken, self.deck_drawn, self.discard_pile],
            "bags": [None if b is None else sorted(b) for b in self.bags],
            "declared": self.declared,
            "resolved": self.resolved,
            "bags_this_round": self.bags_this_round,
            "posted": self.posted,
            "stall_legal": [{g: n for g, n in sorted(d.items()) if n} for d in self.stall_legal],
            "stall_contra": [[list(c) for c in cs] for cs in self.stall_contra],
            "box": sorted(self.box),
            "draw_queue": [list(t) for t in self.draw_queue],
            "resume": self.resume,
            "order": self.order,
            "idx": self.idx,
            "confiscated": sorted(self.confiscated),
            "confiscate_pile": self.confiscate_pile,
            "debt": None
            if self.debt is None
            else [self.debt.debtor, self.debt.creditor, self.debt.remaining, self.debt.then],
            "options": [self.royal, self.hand_size, self.removal, self.negotiation, self.timer],
            "timed_out": self.timed_out,
            "offers": [None if o is None else str(o) for o in self.offers],
            "side_offers": [None if o is None else str(o) for o in self.side_offers],
            "postings": [self.own_postings, self.side_postings, self.demands],
            "must": [self.must_inspect, self.must_pass],
            "waiting": None if self.waiting is None else str(self.waiting),
            "promises": [
                [p.kind, p.promiser, p.promisee, p.made_in_round, p.amount, p.status, p.paid]
                for p in self.promises
            ],
            "known": [sorted(k) for k in self.known],
            "known_kept": [sorted(k) for k in self.known_kept],
            "pending_deal": None
            if self.pending_deal is None
            else [*self.pending_deal[:1], str(self.pending_deal[1]), *self.pending_deal[2:]],
        }
