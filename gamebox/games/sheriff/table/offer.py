"""The negotiation panel's draft (§9): what a person is putting together with the steppers
and pickers before posting it. Plain data, no pygame: the scene draws it and asks the
rules (`SheriffGame.offer_problem`) whether the finished proposal may be posted, so an
illegal offer can never be submitted.

Modes: "offer" (a merchant about their own bag), "side" (a merchant about another bag,
R91), "demand" (the Sheriff to one merchant, R100), "counter" (a merchant answering a
demand, R101).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamebox.games.sheriff.model import GOODS, HIDDEN, LEGAL, NO, Proposal, SheriffAction
from gamebox.games.sheriff.notation import ORDER, canon


@dataclass
class Draft:
    mode: str
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

    # -- what can be picked -------------------------------------------------------------------
    @staticmethod
    def stall_goods(view, m: int) -> list[tuple[str, int]]:
        return [(g, view.stall_legal[m].get(g, 0)) for g in LEGAL if view.stall_legal[m].get(g)]

    @staticmethod
    def stall_contra(view, m: int) -> list[tuple[str, int]]:
        counts: dict[str, int] = {}
        for g, _ in view.stall_contra[m]:
            if g != HIDDEN:
                counts[g] = counts.get(g, 0) + 1
        return [(g, counts[g]) for g in canon(list(counts))]

    @staticmethod
    def bag_choices(view, m: int, royal: bool) -> list[str]:
        """Goods a bag clause may name: the merchant's own bag when they can see it,
        otherwise every good in play (the Sheriff cannot see inside, R62)."""
        bag = view.bags[m]
        if bag is not None and HIDDEN not in bag:
            return list(canon(list(set(bag))))
        return [g for g in GOODS if royal or ORDER[g] < 8]

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
        """A typed digit: it starts a new number right after the field was focused, then
        extends it; a number over `limit` becomes the limit."""
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
        qty = max(0, min(left, self.bag_qty + delta))
        if qty:
            self.bag[self.bag_good] = qty
        else:
            self.bag.pop(self.bag_good, None)

    def cycle_commit(self, seat: int) -> None:
        now = self.commits.get(seat, "")
        after = {"": "inspect", "inspect": "pass", "pass": ""}[now]
        if after:
            self.commits[seat] = after
        else:
            self.commits.pop(seat, None)

    # -- the result -----------------------------------------------------------------------------
    def proposal(self) -> Proposal:
        promises: list[str] = []
        if self.promise_pass:
            promises.append("pass_next_time")
        if self.promise_gold:
            promises.append(f"gold_next_time:{self.promise_gold}")
        if self.promise_favor:
            promises.append("favor")
        bag = tuple((g, self.bag[g]) for g in canon(list(self.bag)) if self.bag[g])
        return Proposal(
            gold=self.gold,
            stall=canon([g for g, n in self.stall.items() for _ in range(n)]),
            stallc=canon([g for g, n in self.stallc.items() for _ in range(n)]),
            bag=bag,
            inspects=tuple(sorted(x for x, k in self.commits.items() if k == "inspect")),
            passes=tuple(sorted(x for x, k in self.commits.items() if k == "pass")),
            promises=tuple(promises),
            show=self.show and bool(self.stallc),
        )

    def action(self) -> SheriffAction:
        p = self.proposal()
        if self.mode == "demand":
            return SheriffAction("demand", target=self.target, offer=p)
        return SheriffAction(self.mode, offer=p)

    def fill(self, p: Proposal) -> None:
        """Start from an existing proposal (a counter to one's own standing offer, or a
        scripted choice played through the panel)."""
        self.gold = p.gold
        self.stall = {}
        for g in p.stall:
            self.stall[g] = self.stall.get(g, 0) + 1
        self.stallc = {}
        for g in p.stallc:
            if g != HIDDEN:
                self.stallc[g] = self.stallc.get(g, 0) + 1
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

    def is_empty(self) -> bool:
        return self.proposal() == Proposal()


def problem(game, view, draft: Draft) -> str:
    """Why the draft may not be posted now ('' when it may)."""
    if draft.mode in ("offer", "counter") and draft.is_empty():
        return "empty"
    try:
        return game.offer_problem(view, draft.action())
    except (AssertionError, KeyError, IndexError, TypeError, ValueError) as error:
        return str(error) or "invalid"
