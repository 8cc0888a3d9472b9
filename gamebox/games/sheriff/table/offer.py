"""The negotiation panel's draft (§9), plain data: an offer (one's own bag), a side offer
(another bag, R91), a demand (the Sheriff to one merchant, R100) or a counter-offer (R101).
The rules (`SheriffGame.offer_problem`) say whether it may be posted."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from gamebox.games.sheriff.model import GOODS, HIDDEN, LEGAL, NO, Proposal, SheriffAction
from gamebox.games.sheriff.notation import ORDER, canon


def stall_goods(view, m: int) -> list[tuple[str, int]]:
    """(good, count) of the legal goods on `m`'s stall, in goods order."""
    return [(g, view.stall_legal[m][g]) for g in LEGAL if view.stall_legal[m].get(g)]


def stall_contra(view, m: int) -> list[tuple[str, int]]:
    """(good, count) of the contraband on `m`'s stall that `view` shows face up."""
    counts = Counter(g for g, _ in view.stall_contra[m] if g != HIDDEN)
    return [(g, counts[g]) for g in canon(counts)]


def hidden_count(view, m: int) -> int:
    """How many of `m`'s stall cards `view` shows face down."""
    return sum(1 for g, _ in view.stall_contra[m] if g == HIDDEN)


def bag_choices(view, m: int, royal: bool) -> list[str]:
    """Goods a bag clause may name: the merchant's own bag when they can see it,
    otherwise every good in play (the Sheriff cannot see inside, R62)."""
    bag = view.bags[m]
    if bag is not None and HIDDEN not in bag:
        return list(canon(set(bag)))
    return [g for g in GOODS if royal or ORDER[g] < 8]


@dataclass
class Draft:
    mode: str  # "offer", "side", "demand" or "counter"
    merchant: int  # whose gold, stall and bag the proposal is about
    target: int = NO  # the merchant a demand is made to
    gold: int = 0
    stall: dict[str, int] = field(default_factory=dict)
    stallc: dict[str, int] = field(default_factory=dict)
    show: bool = False
    bag_good: str = ""  # the good the bag stepper edits now
    bag: dict[str, int] = field(default_factory=dict)  # good -> number claimed (R89)
    commits: dict[int, str] = field(default_factory=dict)  # seat -> "inspect" | "pass"
    promise_pass: bool = False
    promise_gold: int = 0
    promise_favor: bool = False
    focus: str = "gold"  # the amount typed digits go to: "gold" or "pgold"
    fresh: bool = True  # the next digit replaces the amount (it was just focused)

    def others(self, view) -> list[int]:
        """Merchants a commitment may name (R92, R97)."""
        return [x for x in view.unresolved() if x != self.merchant and x != view.sheriff]

    # -- typed amounts (gold, gold promised): digits, Backspace, the arrow keys -----------
    def amount(self, field: str) -> int:
        return self.gold if field == "gold" else self.promise_gold

    def set_amount(self, field: str, value: int, limit: int) -> None:
        value = max(0, min(limit, value))
        if field == "gold":
            self.gold = value
        else:
            self.promise_gold = value

    def focus_on(self, field: str) -> None:
        self.focus, self.fresh = field, True

    def type_digit(self, digit: int, limit: int) -> None:
        """A digit starts a new number right after the field was focused, then extends it."""
        now = 0 if self.fresh else self.amount(self.focus)
        self.set_amount(self.focus, now * 10 + digit, limit)
        self.fresh = False

    def erase(self) -> None:
        self.set_amount(self.focus, self.amount(self.focus) // 10, 10**6)
        self.fresh = False

    def step_count(self, which: str, good: str, delta: int, limit: int) -> None:
        counts = self.stall if which == "stall" else self.stallc
        counts[good] = max(0, min(limit, counts.get(good, 0) + delta))
        if not counts[good]:
            del counts[good]

    def cycle_bag(self, choices: list[str], delta: int) -> None:
        if not choices:
            return
        i = choices.index(self.bag_good) if self.bag_good in choices else -1
        self.bag_good = choices[(i + delta) % len(choices)]

    @property
    def bag_qty(self) -> int:
        return self.bag.get(self.bag_good, 0)

    def step_bag(self, delta: int, limit: int) -> None:
        if not self.bag_good:
            return
        left = limit - sum(n for g, n in self.bag.items() if g != self.bag_good)
        self.bag[self.bag_good] = max(0, min(left, self.bag_qty + delta))
        if not self.bag[self.bag_good]:
            del self.bag[self.bag_good]

    def cycle_commit(self, seat: int) -> None:
        after = {"": "inspect", "inspect": "pass", "pass": ""}[self.commits.pop(seat, "")]
        if after:
            self.commits[seat] = after

    # -- the result -----------------------------------------------------------------------------
    def proposal(self) -> Proposal:
        promised = (("pass_next_time", self.promise_pass),
                    (f"gold_next_time:{self.promise_gold}", self.promise_gold > 0),
                    ("favor", self.promise_favor))
        commits = sorted(self.commits.items())
        return Proposal(
            gold=self.gold, stall=canon(Counter(self.stall).elements()),
            stallc=canon(Counter(self.stallc).elements()),
            bag=tuple((g, self.bag[g]) for g in canon(self.bag) if self.bag[g]),
            inspects=tuple(x for x, k in commits if k == "inspect"),
            passes=tuple(x for x, k in commits if k == "pass"),
            promises=tuple(promise for promise, made in promised if made),
            show=self.show and bool(self.stallc))

    def action(self) -> SheriffAction:
        target = self.target if self.mode == "demand" else NO
        return SheriffAction(self.mode, target=target, offer=self.proposal())

    def fill(self, p: Proposal) -> None:
        """Start from an existing proposal (a counter to one's own standing offer)."""
        self.gold = p.gold
        self.stall = dict(Counter(p.stall))
        self.stallc = dict(Counter(g for g in p.stallc if g != HIDDEN))
        self.show = p.show
        self.bag = {g: n for g, n in p.bag}
        self.bag_good = p.bag[0][0] if p.bag else ""
        self.commits = {x: "inspect" for x in p.inspects}
        self.commits.update({x: "pass" for x in p.passes})
        self.promise_pass = "pass_next_time" in p.promises
        self.promise_favor = "favor" in p.promises
        self.promise_gold = 0
        for promise in p.promises:
            kind, _, amount = promise.partition(":")
            if kind == "gold_next_time":
                self.promise_gold = int(amount) if amount.isdigit() else 0


def problem(game, view, draft: Draft) -> str:
    """Why the draft may not be posted now ('' when it may)."""
    if draft.mode in ("offer", "counter") and draft.proposal() == Proposal():
        return "empty"
    try:
        return game.offer_problem(view, draft.action())
    except (AssertionError, KeyError, IndexError, TypeError, ValueError) as error:
        return str(error) or "invalid"
