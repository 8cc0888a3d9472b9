"""Sheriff of Nottingham rules engine (pure): the round machine of the specification,
R1-R114.

Every step is a method that changes a fresh copy `s` of the input state and appends
events. Draws from the face-down deck are chance steps (one card each); the cards
still owed are queued in `draw_queue`, and `resume` says what follows when the queue
is empty. Rule numbers refer to the rules specification and are quoted where a rule
is applied.

Choices beyond the specification: when the inspection timer runs out every unresolved
bag passes free, as the rulebook says, even one a deal obliged the Sheriff to inspect
(the spec's A21 would still inspect it); cards seen taken from a discard pile stay
visible in the taker's hand (`known`) until a hidden move may have taken them away,
and come back once the moved cards are shown; `stallc=N` asks for N face-down stall
cards that the payer picks in GIVE steps (a Sheriff cannot name cards he has not seen).
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import replace
from functools import cached_property
from typing import Any

from gamebox.engine.game import CHANCE, Game, IllegalAction, Result, Turn
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.config import SheriffConfig, load_config
from gamebox.games.sheriff.model import (
    CHANCE_PHASES,
    CHOOSE,
    CONFISCATE,
    DECLARE,
    DISCARD,
    DRAW,
    FIRST_SHERIFF,
    GIVE,
    GOODS,
    HIDDEN,
    INTERJECT,
    LEGAL,
    LOAD,
    NO,
    OPENING,
    OVER,
    PAY,
    RESPONSE,
    SET_ASIDE,
    TAKE,
    Debt,
    Promise,
    Proposal,
    SheriffAction,
    SheriffState,
    seat_name,
)
from gamebox.games.sheriff.notation import (
    ORDER,
    Bounds,
    canon,
    parse_proposal,  # noqa: F401 (text.py imports it)
    parse_sheriff_action,
)

STOP = SheriffAction("stop")
WAVE = SheriffAction("wave")
SKIP = SheriffAction("skip")
STAND = SheriffAction("stand")
WITHDRAW = SheriffAction("withdraw")
ACCEPT = SheriffAction("accept")
# §9.10: the discretised gold amounts offered to computer players and random games.
GOLD_STEPS = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20)

PROMPTS = {
    DRAW: "wait for a card to be drawn",
    FIRST_SHERIFF: "wait for the first Sheriff to be chosen",
    SET_ASIDE: "set aside 0-5 cards (Market)",
    TAKE: "take the top card of a discard pile, or stop and draw from the deck",
    DISCARD: "place the set-aside cards on one discard pile",
    LOAD: "load 1-5 cards into the bag",
    DECLARE: "declare the legal good in the bag",
    OPENING: "post an offer to the Sheriff, or skip",
    CHOOSE: "pass, inspect, demand or accept",
    RESPONSE: "answer the Sheriff's demand",
    INTERJECT: "revise an offer, or skip",
    CONFISCATE: "place the confiscated goods on one discard pile",
    PAY: "choose a stall card to pay the debt",
    GIVE: "choose a face-down stall card to give the Sheriff (the deal's stallc)",
    OVER: "nothing: the game is over",
}


def s_timer_running(s: SheriffState) -> bool:
    """R84: the clock runs from the last declaration until the phase ends."""
    return s.timer and not s.timed_out and s.phase in (OPENING, CHOOSE, RESPONSE, INTERJECT)


def sub_multisets(cards: list[str], low: int, high: int) -> list[tuple[str, ...]]:
    """Every multiset of `low`..`high` cards drawn from `cards`, in canonical order."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    kinds = sorted(counts, key=ORDER.__getitem__)
    out = []
    for picks in itertools.product(*(range(counts[k] + 1) for k in kinds)):
        if low <= sum(picks) <= high:
            out.append(tuple(k for k, n in zip(kinds, picks, strict=True) for _ in range(n)))
    return out


def remove_all(cards: list[str], goods: tuple[str, ...]) -> None:
    for g in goods:
        cards.remove(g)


def minus(cards: list[str], gone: Any, cap: dict[str, int] | None = None) -> list[str]:
    """`cards` without one copy of each card of `gone` (where present); with `cap`,
    without up to `cap[g]` copies of each good g instead."""
    out = list(cards)
    for g in gone:
        if g in out:
            out.remove(g)
    for g, n in (cap or {}).items():
        for _ in range(n):
            if g in out:
                out.remove(g)
    return out


class SheriffGame(Game):
    id = "sheriff"
    title = "Sheriff of Nottingham"
    min_players = 3
    max_players = 5
    # Measured: the longest action listed in 200 random and 60 AI games has 70 characters
    # (`setaside pepper,green_apples,golden_apples,golden_apples,royal_rooster`), but the
    # negotiation panel may offer a whole stall: up to 470 in the states of 120 of those
    # games (33 stall cards), and 1,739 for a demand naming every card of the box, all the
    # gold and every other field (tests/games/sheriff/test_notation_bounds.py builds it).
    max_action_chars = 2000
    options_spec = (
        ("start_player", ("random", 0, 1, 2, 3, 4), "random"),  # R14: random or the host's pick
        ("royal_goods", (False, True), False),
        ("seven_card_hand", (False, True), False),
        ("random_removal", (False, True), False),
        ("negotiation", (True, False), True),
        ("inspection_timer", (False, True), False),
    )

    def __init__(self, config: SheriffConfig) -> None:
        self.config = config
        self.data_version = config.data_version

    @classmethod
    def from_assets(cls) -> SheriffGame:
        from gamebox.paths import asset

        return cls(load_config(asset("data", "sheriff.yaml")))

    # -- setup (R9-R16) ------------------------------------------------------------------
    def new_state(self, n_players: int = 4, options: dict[str, Any] | None = None) -> SheriffState:
        if not 3 <= n_players <= 5:
            raise ValueError("Sheriff of Nottingham is for 3 to 5 players (R1)")
        options = dict(options or {})
        c = self.config
        known = {
            "royal_goods", "seven_card_hand", "random_removal", "negotiation",
            "inspection_timer", "start_player",
        }
        for name in options:
            if name not in known:
                raise ValueError(f"unknown option {name!r}: use {', '.join(sorted(known))}")
        s = SheriffState(n_players)
        s.royal = bool(options.get("royal_goods", False))  # R9, R10, R83
        s.hand_size = c.hand_size_7 if options.get("seven_card_hand") else c.hand_size  # R85
        s.removal = bool(options.get("random_removal", False))  # R86
        s.negotiation = bool(options.get("negotiation", True))
        s.timer = bool(options.get("inspection_timer", False))  # R84
        s.deck = c.deck(n_players, s.royal)  # R11, R12
        s.deck_size = sum(s.deck.values())
        s.total_cards = s.deck_size
        s.gold = [c.starting_gold] * n_players  # R13.2
        if s.removal:
            s.draw_queue += [("box", 0)] * c.removed_cards
        for _ in range(s.hand_size):  # R13.3
            s.draw_queue += [("hand", p) for p in range(n_players)]
        for pile in (0, 1):  # R13.4
            s.draw_queue += [("pile", pile)] * c.pile_start
        start = options.get("start_player")
        if start is None or start == "random":
            s.resume = "first_sheriff"
        elif isinstance(start, int) and 0 <= start < n_players:
            s.first_sheriff = start
            s.resume = "round"
        elif isinstance(start, int) and not isinstance(start, bool) and start >= 0:
            raise ValueError(
                f"start_player {start + 1} is not at a table of {n_players} players (R14)"
            )
        else:
            raise ValueError(f"unknown start_player {start!r}: a seat number or random")
        s.phase = DRAW
        return s

    # -- the contract ----------------------------------------------------------------------
    def turn(self, state: SheriffState) -> Turn:
        if state.phase == OVER:
            return Turn(None)
        if state.phase in CHANCE_PHASES:
            return Turn(CHANCE)
        return Turn(state.active)

    def chance_outcomes(self, state: SheriffState) -> list[tuple[SheriffAction, float]]:
        if state.phase == DRAW:
            deck = state.deck
            if deck is None:
                raise IllegalAction("a view does not know the draw deck; determinize it")
            total = sum(deck.values())
            kind = "remove" if state.draw_queue[0][0] == "box" else "draw"
            return [
                (SheriffAction(kind, (g,)), n / total)
                for g, n in sorted(deck.items(), key=lambda item: ORDER[item[0]])
                if n
            ]
        if state.phase == FIRST_SHERIFF:
            return [(SheriffAction("sheriff", target=p), 1 / state.n) for p in range(state.n)]
        return []

    def legal_actions(self, state: SheriffState) -> list[SheriffAction]:
        s = state
        phase = s.phase
        c = self.config
        a = s.active
        if phase == SET_ASIDE:  # R19
            return [
                SheriffAction("setaside", g)
                for g in sub_multisets(s.hands[a], 0, c.set_aside_max)
            ]
        if phase == TAKE:  # R20, R21
            return [SheriffAction("take", target=i) for i in (0, 1) if s.piles[i]] + [STOP]
        if phase in (DISCARD, CONFISCATE):  # R23, R45
            kind = "discard" if phase == DISCARD else "confiscate"
            cards = s.set_aside if phase == DISCARD else s.confiscated
            piles = (0, 1) if s.discard_pile == NO else (s.discard_pile,)
            return [
                SheriffAction(kind, (g,), i) for i in piles for g in canon(set(cards))
            ]
        if phase == LOAD:  # R25
            return [
                SheriffAction("load", g)
                for g in sub_multisets(s.hands[a], c.bag_min, c.bag_max)
            ]
        if phase == DECLARE:  # R29, R31
            return [SheriffAction("declare", (t,)) for t in LEGAL]
        if phase == PAY:  # R54.2, R54.3
            return [SheriffAction("pay", (g,)) for g in self._payable(s, a)]
        if phase == GIVE:  # R109.3 with unnamed face-down cards
            return [
                SheriffAction("give", (g,)) for g in canon({g for g, _ in s.stall_contra[a]})
            ]
        if phase == CHOOSE:
            return self._choose_actions(s)
        if phase in (OPENING, INTERJECT):
            return self._posting_actions(s, a)
        if phase == RESPONSE:
            return self._response_actions(s, a)
        return []

    def apply(
        self, state: SheriffState, action: SheriffAction
    ) -> tuple[SheriffState, list[E.Event]]:
        if state.is_view:
            raise IllegalAction("a view cannot be played on; determinize it first")
        if not isinstance(action, SheriffAction):
            raise IllegalAction(f"{action!r} is not a Sheriff of Nottingham action")
        phase = state.phase
        if phase in CHANCE_PHASES:
            if all(action != outcome for outcome, _ in self.chance_outcomes(state)):
                raise IllegalAction(
                    f"'{action}' is not a possible outcome now ({PROMPTS[phase]})"
                )
        elif action.kind == "timeout":
            if not s_timer_running(state):
                raise IllegalAction(
                    "'timeout' is only possible while the inspection timer runs (R84)"
                )
        elif action.offer is not None or (action.kind == "accept" and action.target != NO):
            problem = self.offer_problem(state, action)
            if problem:
                raise IllegalAction(f"'{action}' is not legal now: {problem}")
        elif action not in self.legal_actions(state):
            raise IllegalAction(self.explain_illegal(state, action))
        return self.step(state, action)

    def is_legal(self, state: SheriffState, action: Any) -> bool:
        """Like `apply`: any valid proposal is legal, not only the menu's (§9.10)."""
        if (
            isinstance(action, SheriffAction)
            and not self.turn(state).is_chance
            and (action.offer is not None or (action.kind == "accept" and action.target != NO))
        ):
            return not self.offer_problem(state, action)
        return super().is_legal(state, action)

    def step(
        self, state: SheriffState, action: SheriffAction
    ) -> tuple[SheriffState, list[E.Event]]:
        """`apply` without the legality check, for search that only plays legal actions."""
        s = state.copy()
        ev: list[E.Event] = []
        if action.kind == "timeout":
            self._on_timeout(s, ev)
        else:
            getattr(self, "_on_" + s.phase)(s, ev, action)
        return s, ev

    def explain_illegal(self, state: SheriffState, action: SheriffAction) -> str:
        s = state
        if state.phase == OVER:
            return "the game is over"
        head = f"'{action}' is not legal now"
        who = seat_name(state.active)
        reason = f"{who} must {PROMPTS[state.phase]}"
        if state.phase == TAKE and action.kind == "take":
            reason = "that discard pile is empty (R7)"
        elif state.phase in (SET_ASIDE, LOAD) and action.kind in ("setaside", "load"):
            lo, hi = (0, 5) if state.phase == SET_ASIDE else (1, 5)
            reason = f"choose {lo}-{hi} cards from {who}'s hand (R19, R25)"
        elif action.kind == "declare":
            reason = "only apples, cheese, bread or chicken can be declared (R29)"
        elif state.phase == CHOOSE and action.kind in ("pass", "accept", "wave"):
            if state.must_inspect:
                names = ", ".join(seat_name(m) for m in state.must_inspect)
                reason = f"the Sheriff must still inspect {names} (R95, R98)"
        elif state.phase == CHOOSE and action.kind == "inspect" and action.target in s.must_pass:
            reason = "a deal obliges the Sheriff to let that bag pass (R96)"
        elif state.phase == PAY:
            reason = "legal goods must be paid before contraband (R54)"
        legal = ", ".join(str(a) for a in self.legal_actions(state)[:12])
        return f"{head}: {reason}. Legal now: {legal}"

    def timer_seconds(self, state: SheriffState) -> int:
        """R84: 60 seconds per merchant for the whole Inspection phase."""
        return self.config.timer_seconds_per_merchant * (state.n - 1)

    def _on_timeout(self, s: SheriffState, ev: list) -> None:
        """R84: standing offers lapse unpaid and every unresolved bag passes free.

        The rulebook wins over the spec's Decision (A21, S39) that bags a deal obliges the
        Sheriff to inspect are still inspected: its timer rule says every merchant not yet
        inspected must be let through without a bribe, so a Sheriff who runs out of time
        simply fails that obligation."""
        s.timed_out = True
        s.offers = [None] * s.n
        s.side_offers = [None] * s.n
        s.waiting = None
        s.must_inspect = []
        ev.append(E.TimerExpired(s.sheriff))
        for m in s.unresolved():
            self._resolve_pass(s, ev, m, None)
        self._after_resolution(s, ev)

    # -- drawing (R50-R52) ---------------------------------------------------------------
    def _continue(self, s: SheriffState, ev: list) -> None:
        """Run the draw queue: a chance step per card; then whatever `resume` says."""
        assert s.deck is not None
        while s.draw_queue:
            if s.deck_size == 0:
                self._reshuffle(s, ev)
            if s.deck_size:
                s.phase = DRAW
                return
            where, who = s.draw_queue.pop(0)
            ev.append(E.DrawSkipped(who if where == "hand" else NO))  # R52
        resume, s.resume = s.resume, ""
        getattr(self, "_resume_" + resume)(s, ev)

    def _reshuffle(self, s: SheriffState, ev: list) -> None:
        """R51: all but the top cards of each pile become the new draw deck."""
        assert s.deck is not None
        keep = self.config.keep_on_piles
        moved = 0
        for i in (0, 1):
            pile = s.piles[i]
            if len(pile) > keep:
                for g in pile[: len(pile) - keep]:
                    s.deck[g] = s.deck.get(g, 0) + 1
                    moved += 1
                s.piles[i] = pile[len(pile) - keep :]
        if moved:
            s.deck_size += moved
            ev.append(E.Reshuffled(moved))

    def _on_draw(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        assert s.deck is not None
        good = action.goods[0]
        s.deck[good] -= 1
        s.deck_size -= 1
        where, who = s.draw_queue.pop(0)
        if where == "box":
            s.box.append(good)
            ev.append(E.CardRemoved(good))
        elif where == "hand":
            s.hands[who].append(good)
            ev.append(E.CardDealt(good, player=who))
        else:
            s.piles[who].append(good)
            ev.append(E.CardDealt(good, pile=who))
        self._continue(s, ev)

    def _resume_first_sheriff(self, s: SheriffState, ev: list) -> None:
        s.phase = FIRST_SHERIFF  # R14: at random

    def _on_first_sheriff(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        s.first_sheriff = action.target
        self._resume_round(s, ev)

    # -- rounds (R15-R18, R48-R50) --------------------------------------------------------
    def _resume_round(self, s: SheriffState, ev: list) -> None:
        s.round += 1
        s.sheriff = (s.first_sheriff + s.round - 1) % s.n  # R15
        ev.append(E.SheriffChosen(s.sheriff, s.round))
        s.order = [(s.sheriff + i) % s.n for i in range(1, s.n)]  # R17
        s.idx = 0
        s.bags = [None] * s.n
        s.declared = [None] * s.n
        s.resolved = [True] * s.n
        s.bags_this_round = [False] * s.n
        self._market_turn(s, ev)

    def _market_turn(self, s: SheriffState, ev: list) -> None:
        if s.idx >= len(s.order):
            s.idx = 0
            self._load_turn(s, ev)
            return
        s.active = s.order[s.idx]
        s.k = s.taken = 0
        s.deck_drawn = False
        s.discard_pile = NO
        s.phase = SET_ASIDE

    def _on_set_aside(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        a = s.active
        remove_all(s.hands[a], action.goods)
        s.set_aside = list(action.goods)
        s.k = len(action.goods)
        if s.k:  # §7.1: seen cards stay known unless they may be among those set aside
            s.known_kept[a] = minus(s.known[a], action.goods)
            s.known[a] = []
        ev.append(E.SetAside(a, s.k, action.goods))  # R19: the number is public
        if s.k == 0:
            s.idx += 1
            self._market_turn(s, ev)
        else:
            self._after_take(s, ev)

    def _after_take(self, s: SheriffState, ev: list) -> None:
        """R20-R22: take from the piles while draws remain; then the deck."""
        if s.taken >= s.k:
            self._start_discard(s, ev)
        elif s.piles[0] or s.piles[1]:
            s.phase = TAKE
        else:
            self._deck_draws(s, ev)

    def _on_take(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        if action.kind == "stop":
            self._deck_draws(s, ev)
            return
        good = s.piles[action.target].pop()
        s.hands[s.active].append(good)
        s.known[s.active].append(good)  # R20: everyone saw it taken
        s.taken += 1
        ev.append(E.TookFromPile(s.active, action.target, good))
        self._after_take(s, ev)

    def _deck_draws(self, s: SheriffState, ev: list) -> None:
        s.deck_drawn = True  # R22: no discard-pile draw from now on
        s.draw_queue += [("hand", s.active)] * (s.k - s.taken)
        s.resume = "discard"
        self._continue(s, ev)

    def _resume_discard(self, s: SheriffState, ev: list) -> None:
        self._start_discard(s, ev)

    def _start_discard(self, s: SheriffState, ev: list) -> None:
        s.discard_pile = NO
        s.phase = DISCARD

    def _on_discard(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        """R23: the set-aside cards go one by one on the chosen pile; last on top."""
        good = action.goods[0]
        s.discard_pile = action.target
        s.set_aside.remove(good)
        s.piles[action.target].append(good)
        ev.append(E.Discarded(s.active, action.target, good))
        if not s.set_aside:
            a = s.active
            s.known[a] = s.known_kept[a] + s.known[a]  # the set-aside cards are public now
            s.known_kept[a] = []
            s.discard_pile = NO
            s.idx += 1
            self._market_turn(s, ev)

    # -- load and declare (R25-R31) ---------------------------------------------------------
    def _load_turn(self, s: SheriffState, ev: list) -> None:
        while s.idx < len(s.order) and not s.hands[s.order[s.idx]]:
            s.idx += 1  # R27: nothing in hand, no bag this round
        if s.idx >= len(s.order):
            s.idx = 0
            self._declare_turn(s, ev)
            return
        s.active = s.order[s.idx]
        s.phase = LOAD

    def _on_load(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        a = s.active
        remove_all(s.hands[a], action.goods)
        s.known_kept[a], s.known[a] = s.known[a], []  # §7.1: unknown until the bag is shown
        s.bags[a] = list(action.goods)  # R26: sealed
        s.bags_this_round[a] = True
        s.resolved[a] = False
        ev.append(E.BagLoaded(a, len(action.goods), action.goods))
        s.idx += 1
        self._load_turn(s, ev)

    def _declare_turn(self, s: SheriffState, ev: list) -> None:
        while s.idx < len(s.order) and s.bags[s.order[s.idx]] is None:
            s.idx += 1
        if s.idx >= len(s.order):
            self._start_inspection(s, ev)
            return
        s.active = s.order[s.idx]
        s.phase = DECLARE

    def _on_declare(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        a = s.active
        bag = s.bags[a]
        assert bag is not None
        s.declared[a] = action.goods[0]  # R28, R29: N is the bag size
        ev.append(E.Declared(a, len(bag), action.goods[0]))
        s.idx += 1
        self._declare_turn(s, ev)

    # -- inspection (R32-R47, §9) -------------------------------------------------------------
    def _start_inspection(self, s: SheriffState, ev: list) -> None:
        n = s.n
        s.offers = [None] * n
        s.side_offers = [None] * n
        s.own_postings = [0] * n
        s.side_postings = [0] * n
        s.demands = [0] * n
        s.must_inspect = []
        s.must_pass = []
        s.waiting = None
        s.timed_out = False
        if not s.unresolved():
            self._round_end(s, ev)
        elif s.negotiation:
            self._start_window(s, ev, OPENING)  # R99
        else:
            self._to_choose(s)

    def _to_choose(self, s: SheriffState) -> None:
        s.phase = CHOOSE
        s.active = s.sheriff

    def _choose_actions(self, s: SheriffState) -> list[SheriffAction]:
        out = []
        for m in s.unresolved():
            if m not in s.must_inspect:
                out.append(SheriffAction("pass", target=m))  # R104
                accept = SheriffAction("accept", target=m)
                if s.offers[m] is not None and not self.offer_problem(s, accept):
                    out.append(SheriffAction("accept", target=m))  # R102
            if m not in s.must_pass:
                out.append(SheriffAction("inspect", target=m))  # R105
        if s.negotiation:
            for m in s.order:
                side = s.side_offers[m]
                if side is not None and not self._side_problem(s, m, side):
                    out.append(SheriffAction("acceptside", target=m))  # R103
            for m in s.unresolved():
                if m not in s.must_inspect and s.demands[m] < self.config.max_demands:
                    for p in self._demand_menu(s, m):
                        out.append(SheriffAction("demand", target=m, offer=p))  # R100
        if not s.must_inspect:
            out.append(WAVE)  # R106
        return out

    def _on_choose(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        k, m = action.kind, action.target
        if k == "pass":
            self._resolve_pass(s, ev, m, None)
            self._after_resolution(s, ev)
        elif k == "inspect":
            self._inspect(s, ev, m)
        elif k == "wave":
            for m2 in s.unresolved():
                self._resolve_pass(s, ev, m2, None)
            self._after_resolution(s, ev)
        elif k == "accept":
            offer = s.offers[m]
            assert offer is not None
            ev.append(E.DealAccepted(m, "offer", str(offer)))
            self._execute(s, ev, m, offer, own=True)
        elif k == "acceptside":
            offer = s.side_offers[m]
            assert offer is not None
            s.side_offers[m] = None
            ev.append(E.DealAccepted(m, "side", str(offer)))
            self._execute(s, ev, m, offer, own=False)
        elif k == "demand":
            assert action.offer is not None
            s.demands[m] += 1
            s.waiting = action.offer
            ev.append(E.ProposalPosted(s.sheriff, m, "demand", str(action.offer)))
            s.phase = RESPONSE
            s.active = m

    def _resolve_pass(self, s: SheriffState, ev: list, m: int, claims: Proposal | None) -> None:
        """R38-R40 (and R109.6, R110 for bag goods of an accepted deal)."""
        bag = s.bags[m]
        assert bag is not None
        hidden = sum(1 for g in bag if g not in LEGAL)  # the others see only this number
        cap = {g: hidden for g in set(s.known_kept[m]) if g not in LEGAL}
        s.known[m] = minus(s.known_kept[m], [g for g in bag if g in LEGAL], cap) + s.known[m]
        s.known_kept[m] = []
        if claims is not None:
            for good, qty in claims.bag:
                for _ in range(min(qty, bag.count(good))):
                    bag.remove(good)
                    self._to_stall(s, s.sheriff, good, public=False)
                    ev.append(E.GoodsPaid(m, s.sheriff, good, "deal", public=good in LEGAL))
        legal = canon(g for g in bag if g in LEGAL)
        contra = canon(g for g in bag if g not in LEGAL)
        for g in bag:
            self._to_stall(s, m, g, public=False)
        s.bags[m] = None
        s.resolved[m] = True
        ev.append(E.BagPassed(m, legal, contra))
        self._lapse(s, m)
        self._settle_pass_promises(s, ev, m, inspected=False)

    def _inspect(self, s: SheriffState, ev: list, m: int) -> None:
        """R41-R46: open the bag; honest -> the Sheriff pays, lying -> confiscate and fine."""
        bag = s.bags[m]
        declared = s.declared[m]
        assert bag is not None and declared is not None
        goods = self.config.goods
        honest = all(g == declared for g in bag)  # R42
        ev.append(E.BagInspected(m, canon(bag), honest))
        s.known[m] = minus(s.known_kept[m], bag) + s.known[m]  # R41: all shown
        s.known_kept[m] = []
        s.bags[m] = None
        s.resolved[m] = True
        if m in s.must_inspect:
            s.must_inspect.remove(m)
        self._lapse(s, m)
        self._settle_pass_promises(s, ev, m, inspected=True)
        for g in bag:
            if g == declared:
                self._to_stall(s, m, g, public=True)  # R43, R44
        if honest:
            owed = sum(goods[g].penalty for g in bag)
            self._start_debt(s, ev, s.sheriff, m, owed)  # R43
            return
        s.confiscated = [g for g in bag if g != declared]  # R45
        s.debt = Debt(m, s.sheriff, sum(goods[g].penalty for g in s.confiscated))  # R46
        s.discard_pile = NO
        s.phase = CONFISCATE
        s.active = s.sheriff

    def _on_confiscate(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        good = action.goods[0]
        s.discard_pile = action.target
        s.confiscated.remove(good)
        s.piles[action.target].append(good)
        ev.append(E.Discarded(s.sheriff, action.target, good, confiscated=True))
        if not s.confiscated:
            s.discard_pile = NO
            debt = s.debt
            assert debt is not None
            s.debt = None
            self._start_debt(s, ev, debt.debtor, debt.creditor, debt.remaining)

    # -- debts (R53-R58) ---------------------------------------------------------------------
    def _start_debt(
        self, s: SheriffState, ev: list, debtor: int, creditor: int, amount: int
    ) -> None:
        gold = min(amount, s.gold[debtor])  # R54.1
        if gold:
            s.gold[debtor] -= gold
            s.gold[creditor] += gold
            ev.append(E.GoldPaid(debtor, creditor, gold, "penalty"))
        s.debt = Debt(debtor, creditor, amount - gold)
        self._debt_next(s, ev)

    def _debt_next(self, s: SheriffState, ev: list) -> None:
        debt = s.debt
        assert debt is not None
        if debt.remaining > 0 and s.stall_cards(debt.debtor):
            s.phase = PAY
            s.active = debt.debtor
            return
        if debt.remaining > 0:  # R54.4
            ev.append(E.DebtCancelled(debt.debtor, debt.creditor, debt.remaining))
        s.debt = None
        self._after_resolution(s, ev)

    def _payable(self, s: SheriffState, p: int) -> list[str]:
        legal = [g for g in LEGAL if s.stall_legal[p].get(g)]
        if legal:
            return legal  # R54.2 before R54.3
        return list(canon({g for g, _ in s.stall_contra[p]}))

    def _on_pay(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        debt = s.debt
        assert debt is not None
        good = action.goods[0]
        self._from_stall(s, debt.debtor, good)
        self._to_stall(s, debt.creditor, good, public=True)  # R56: revealed
        ev.append(E.GoodsPaid(debt.debtor, debt.creditor, good, "penalty"))
        debt.remaining -= self.config.goods[good].value  # R54: by Value; R55 no change
        self._debt_next(s, ev)

    def _to_stall(self, s: SheriffState, p: int, good: str, public: bool) -> None:
        if good in LEGAL:
            s.stall_legal[p][good] = s.stall_legal[p].get(good, 0) + 1
        else:
            s.stall_contra[p].append((good, public))

    def _from_stall(self, s: SheriffState, p: int, good: str) -> None:
        if good in LEGAL:
            s.stall_legal[p][good] -= 1
            if not s.stall_legal[p][good]:
                del s.stall_legal[p][good]
            return
        cards = s.stall_contra[p]
        # give a card whose identity is already public first: it reveals nothing
        for flag in (True, False):
            if (good, flag) in cards:
                cards.remove((good, flag))
                return
        raise IllegalAction(f"{seat_name(p)} has no {good} on the stall")

    def _after_resolution(self, s: SheriffState, ev: list) -> None:
        """R37: the phase ends once every bag is resolved; else merchants may interject."""
        if not s.unresolved():
            self._round_end(s, ev)
        elif s.negotiation:
            self._start_window(s, ev, INTERJECT)  # R107
        else:
            self._to_choose(s)

    def _round_end(self, s: SheriffState, ev: list) -> None:
        for p in s.promises:  # R113: gold_next_time is judged in its first chance
            if (
                p.status == "pending"
                and p.kind == "gold_next_time"
                and p.promisee == s.sheriff
                and p.made_in_round < s.round
                and s.bags_this_round[p.promiser]
            ):
                p.status = "broken"
                ev.append(E.PromiseSettled(p.promiser, p.promisee, p.kind, p.status))  # R78
        s.offers = [None] * s.n
        s.side_offers = [None] * s.n
        s.must_inspect = []
        s.must_pass = []
        if s.round >= self.config.rounds(s.n):  # R48, R65
            ev.append(E.HandsDiscarded())  # R66: hands stay where they are, score 0
            for p in s.promises:
                if p.status == "pending" and p.kind != "favor":
                    p.status = "unfulfillable"  # R113
                    ev.append(E.PromiseSettled(p.promiser, p.promisee, p.kind, p.status))
            s.phase = OVER
            s.active = NO
            result = self.result(s)
            assert result is not None
            ev.append(E.GameEnded(result))
            return
        nxt = (s.sheriff + 1) % s.n  # R49
        for i in range(s.n):  # R50: clockwise from the new Sheriff
            p = (nxt + i) % s.n
            s.draw_queue += [("hand", p)] * max(0, s.hand_size - len(s.hands[p]))
        s.resume = "round"
        self._continue(s, ev)

    # -- negotiation (§9) --------------------------------------------------------------------
    def _start_window(self, s: SheriffState, ev: list, phase: str) -> None:
        s.phase = phase
        s.idx = 0
        self._window_next(s, ev)

    def _window_next(self, s: SheriffState, ev: list) -> None:
        while s.idx < len(s.order):
            m = s.order[s.idx]
            if len(self._posting_actions(s, m)) > 1:
                s.active = m
                return
            s.idx += 1
            s.posted = []
        self._to_choose(s)

    def _on_opening(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        """R99/R107: a merchant may post one own-bag and one side offer per window."""
        m = s.active
        if action.kind == "skip":
            ev.append(E.Responded(m, "skip"))
        elif action.kind == "offer":
            assert action.offer is not None
            s.offers[m] = action.offer
            s.own_postings[m] += 1
            s.posted.append("own")
            ev.append(E.ProposalPosted(m, m, "offer", str(action.offer)))
        else:
            assert action.offer is not None
            s.side_offers[m] = action.offer
            s.side_postings[m] += 1
            s.posted.append("side")
            ev.append(E.ProposalPosted(m, m, "side", str(action.offer)))
        if action.kind == "skip" or len(s.posted) == 2:
            s.idx += 1
            s.posted = []
        self._window_next(s, ev)

    _on_interject = _on_opening

    def _posting_actions(self, s: SheriffState, m: int) -> list[SheriffAction]:
        """R99, R107, R111: one own-bag offer and one side offer per window; skip.

        The list is the discretised menu of §9.10; `apply` accepts any valid offer."""
        out = [SKIP]
        posted = s.posted if m == s.active else []
        if (
            not s.resolved[m]
            and s.own_postings[m] < self.config.max_own_postings
            and "own" not in posted
        ):
            for p in self._offer_menu(s, m):
                out.append(SheriffAction("offer", offer=p))
        if s.side_postings[m] < self.config.max_side_postings and "side" not in posted:
            for x in s.unresolved():
                if x != m and x not in s.must_pass and x not in s.must_inspect:
                    for gold in (1, 3):
                        if gold <= s.gold[m]:
                            out.append(
                                SheriffAction("side", offer=Proposal(gold=gold, inspects=(x,)))
                            )
        return out

    def _offer_menu(self, s: SheriffState, m: int) -> list[Proposal]:
        menu = [Proposal(gold=g) for g in GOLD_STEPS if g <= s.gold[m]][:6]
        legal = [g for g in LEGAL if s.stall_legal[m].get(g)]
        if legal:
            menu.append(Proposal(stall=(legal[0],)))
        bag = s.bags[m] or []
        contra = [g for g in canon(set(bag)) if g not in LEGAL]
        if contra:
            menu.append(Proposal(bag=((contra[0], 1),)))
        menu.append(Proposal(promises=("pass_next_time",)))
        return [p for p in menu if p != s.offers[m]]

    def _demand_menu(self, s: SheriffState, m: int) -> list[Proposal]:
        menu = [Proposal(gold=g) for g in (2, 5, 10) if g <= s.gold[m]]
        legal = [g for g in LEGAL if s.stall_legal[m].get(g)]
        if legal:
            menu.append(Proposal(stall=(legal[-1],)))
        # (`stallc=N`, face-down cards the merchant picks, is valid but left out of the
        # menu so that the GIVE step appears only when a player asks for it)
        return menu

    def _response_actions(self, s: SheriffState, m: int) -> list[SheriffAction]:
        out = [STAND]
        if s.offers[m] is not None:
            out.append(WITHDRAW)
        if s.waiting is not None and not self._proposal_problem(s, m, s.waiting, own=True):
            out.append(ACCEPT)
        if s.own_postings[m] < self.config.max_own_postings:
            out += [SheriffAction("counter", offer=p) for p in self._offer_menu(s, m)[:4]]
        return out

    def _on_response(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        """R101: accept, counter, stand or withdraw."""
        m = s.active
        demand, s.waiting = s.waiting, None
        if action.kind == "accept":
            assert demand is not None
            ev.append(E.DealAccepted(m, "demand", str(demand)))
            self._execute(s, ev, m, demand, own=True, author=s.sheriff)
            return
        if action.kind == "counter":
            assert action.offer is not None
            s.offers[m] = action.offer
            s.own_postings[m] += 1
            ev.append(E.ProposalPosted(m, m, "counter", str(action.offer)))
        elif action.kind == "withdraw":
            s.offers[m] = None
            ev.append(E.Responded(m, "withdraw"))
        else:
            ev.append(E.Responded(m, "stand"))
        self._to_choose(s)

    def offer_problem(self, s: SheriffState, action: SheriffAction) -> str:
        """Why an action carrying a proposal (or accepting one) is not allowed, or ''."""
        k = action.kind
        phase = s.phase
        m = s.active
        if k == "accept" and action.target != NO:
            offer = s.offers[action.target]
            if phase != CHOOSE or offer is None or s.resolved[action.target]:
                return "there is no standing offer from that merchant (R102)"
            if action.target in s.must_inspect:
                return "a deal obliges the Sheriff to inspect that bag (R95)"
            return self._proposal_problem(s, action.target, offer, own=True)
        p = action.offer
        assert p is not None
        if k in ("offer", "side"):
            if phase not in (OPENING, INTERJECT):
                return "offers are posted in the opening or interject windows (R99, R107)"
            if ("own" if k == "offer" else "side") in s.posted:
                return "one offer of each kind per window (R99, R107)"
            if k == "offer":
                if s.resolved[m]:
                    return "that merchant's bag is already resolved"
                if s.own_postings[m] >= self.config.max_own_postings:
                    return "the posting budget is used up (R111)"
            elif s.side_postings[m] >= self.config.max_side_postings:
                return "the side-offer budget is used up (R111)"
            if k == "side":
                return self._side_problem(s, m, p)
            return self._proposal_problem(s, m, p, own=False)
        if k == "counter":
            if phase != RESPONSE:
                return "a counter answers a demand (R101)"
            if s.own_postings[m] >= self.config.max_own_postings:
                return "the posting budget is used up (R111)"
            return self._proposal_problem(s, m, p, own=True)
        if k == "demand":
            target = action.target
            if phase != CHOOSE or target not in s.unresolved():
                return "demands are made to merchants with unresolved bags (R100)"
            if target in s.must_inspect:
                return "the Sheriff is bound to inspect this bag (R95)"
            if s.demands[target] >= self.config.max_demands:
                return "at most 3 demands per merchant and round (R100, R111)"
            public = [g for g, shown in s.stall_contra[target] if shown]
            for g in p.stallc:  # §7.1: he has not seen them; asking by name would probe
                if g != HIDDEN:
                    if g not in public:
                        return "the Sheriff asks for unseen face-down cards by number: stallc=1"
                    public.remove(g)
            return self._proposal_problem(s, target, p, own=True)
        return "this action does not carry a proposal"

    def _proposal_problem(self, s: SheriffState, m: int, p: Proposal, own: bool) -> str:
        """R64, R89-R92, R97."""
        if p.gold < 0 or p.gold > s.gold[m]:
            return f"{seat_name(m)} has {s.gold[m]} gold (R64)"
        have = dict(s.stall_legal[m])
        for g in p.stall:
            if g not in LEGAL or have.get(g, 0) <= 0:
                return f"{seat_name(m)} has no {g} on the stall to give (R64, R63)"
            have[g] -= 1
        contra = [g for g, _ in s.stall_contra[m]]
        if len(p.stallc) > len(contra):
            return f"{seat_name(m)} has only {len(contra)} face-down stall cards (R64, R63)"
        for g in p.stallc:
            if g == HIDDEN:
                continue
            if g not in contra:
                return f"{seat_name(m)} has no face-down {g} on the stall (R64, R63)"
            contra.remove(g)
        bag = s.bags[m]
        for g, n in p.bag:
            if g not in GOODS or n < 1 or (bag is not None and n > len(bag)):
                return "bag goods must name a good and at most the bag size (R89)"
        unresolved = s.unresolved()
        for x in (*p.inspects, *p.passes):
            if x == m or x == s.sheriff or x not in unresolved:
                return "commitments name other merchants with unresolved bags (R92, R97)"
        if set(p.inspects) & set(p.passes):
            return "a bag cannot be both passed and inspected"
        for x in p.inspects:
            if x in s.must_pass:
                return f"the Sheriff is already bound to pass {seat_name(x)} (R97)"
        for x in p.passes:
            if x in s.must_inspect:
                return f"the Sheriff is already bound to inspect {seat_name(x)} (R97)"
        if own and m in s.must_inspect:
            return "the Sheriff is bound to inspect this bag (R95)"
        for promise in p.promises:
            if promise.split(":")[0] not in ("pass_next_time", "gold_next_time", "favor"):
                return f"unknown promise {promise!r} (R112)"
        return ""

    def _side_problem(self, s: SheriffState, m: int, p: Proposal) -> str:
        if p.bag:
            return "a side offer cannot include bag goods (R91)"
        if not p.inspects and not p.passes:
            return "a side offer commits the Sheriff about another bag (R91)"
        if set(p.inspects) <= set(s.must_inspect) and set(p.passes) <= set(s.must_pass):
            # Paying for a commitment the Sheriff already owes would buy nothing.
            return "the Sheriff is already bound to that, so the side offer adds nothing (R91)"
        return self._proposal_problem(s, m, p, own=False)

    def _execute(
        self, s: SheriffState, ev: list, m: int, p: Proposal, own: bool, author: int = NO
    ) -> None:
        """R109: gold, stall goods, obligations, promises, then (own bag) the pass."""
        sheriff = s.sheriff
        if p.gold:
            s.gold[m] -= p.gold
            s.gold[sheriff] += p.gold
            ev.append(E.GoldPaid(m, sheriff, p.gold, "deal"))
        for g in p.stall:
            self._from_stall(s, m, g)
            self._to_stall(s, sheriff, g, public=True)
            ev.append(E.GoodsPaid(m, sheriff, g, "deal"))
        for g in p.stallc:
            if g != HIDDEN:
                self._give(s, ev, m, p, g)
        unnamed = p.stallc.count(HIDDEN)
        if unnamed:  # `stallc=2`: the payer picks which face-down cards (§9.10)
            s.pending_deal = (m, p, own, author, unnamed)
            s.phase = GIVE
            s.active = m
            return
        self._finish_deal(s, ev, m, p, own, author)

    def _give(self, s: SheriffState, ev: list, m: int, p: Proposal, good: str) -> None:
        self._from_stall(s, m, good)
        self._to_stall(s, s.sheriff, good, public=p.show)
        ev.append(E.GoodsPaid(m, s.sheriff, good, "deal", public=p.show))  # R77

    def _on_give(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        assert s.pending_deal is not None
        m, p, own, author, left = s.pending_deal
        self._give(s, ev, m, p, action.goods[0])
        left -= 1
        if left and s.stall_contra[m]:
            s.pending_deal = (m, p, own, author, left)
            return
        s.pending_deal = None
        self._finish_deal(s, ev, m, p, own, author)

    def _finish_deal(
        self, s: SheriffState, ev: list, m: int, p: Proposal, own: bool, author: int
    ) -> None:
        """R109.4-R109.6: obligations, promises, then the pass of an own-bag deal."""
        sheriff = s.sheriff
        s.must_inspect += [x for x in p.inspects if x not in s.must_inspect]  # R94
        s.must_pass += [x for x in p.passes if x not in s.must_pass]
        for text in p.promises:  # R112: by the author to the other party
            kind, _, amount = text.partition(":")
            promiser, promisee = (sheriff, m) if author == sheriff else (m, sheriff)
            s.promises.append(
                Promise(kind, promiser, promisee, s.round, int(amount) if amount.isdigit() else 0)
            )
        self._settle_gold_promises(s, ev, m, p.gold)
        if own:
            self._resolve_pass(s, ev, m, p)
            self._after_resolution(s, ev)
        else:
            self._to_choose(s)

    def _lapse(self, s: SheriffState, m: int) -> None:
        """R108: proposals about a resolved bag lapse."""
        s.offers[m] = None
        for i, side in enumerate(s.side_offers):
            if side is not None and (m in side.inspects or m in side.passes):
                s.side_offers[i] = None
        if m in s.must_pass:
            s.must_pass.remove(m)

    def _settle_pass_promises(
        self, s: SheriffState, ev: list, m: int, inspected: bool
    ) -> None:
        """R113: pass_next_time is judged in the first round the promiser is Sheriff
        and the promisee a merchant."""
        for p in s.promises:
            if (
                p.status == "pending"
                and p.kind == "pass_next_time"
                and p.promiser == s.sheriff
                and p.promisee == m
                and p.made_in_round < s.round
            ):
                p.status = "broken" if inspected else "kept"
                ev.append(E.PromiseSettled(p.promiser, p.promisee, p.kind, p.status))  # R78

    def _settle_gold_promises(self, s: SheriffState, ev: list, m: int, gold: int) -> None:
        """R113: gold_next_time(n) is kept once the promiser's accepted deals with the
        promisee, in the first round the promisee is Sheriff, total at least n gold."""
        for p in s.promises:
            if (
                p.status == "pending"
                and p.kind == "gold_next_time"
                and p.promiser == m
                and p.promisee == s.sheriff
                and p.made_in_round < s.round
            ):
                p.paid += gold
                if p.paid < p.amount:
                    continue
                p.status = "kept"
                ev.append(E.PromiseSettled(p.promiser, p.promisee, p.kind, p.status))  # R78

    # -- scoring (R65-R75) -----------------------------------------------------------------
    def counts(self, s: SheriffState, p: int) -> dict[str, int]:
        """R69: legal cards plus royal multipliers, per legal type."""
        goods = self.config.goods
        counts = {t: s.stall_legal[p].get(t, 0) for t in LEGAL}
        for g, _ in s.stall_contra[p]:
            if goods[g].kind == "royal":
                counts[goods[g].counts_as] += goods[g].counts_as_n
        return counts

    def bonuses(self, s: SheriffState) -> list[dict[str, int]]:
        """R70-R74: King and Queen of each legal good, ties split rounding down."""
        out: list[dict[str, int]] = [{} for _ in range(s.n)]
        counts = [self.counts(s, p) for p in range(s.n)]
        for t in LEGAL:
            king, queen = self.config.bonuses[t]
            values = sorted({c[t] for c in counts if c[t] > 0}, reverse=True)  # R72
            if not values:
                continue
            top = [p for p in range(s.n) if counts[p][t] == values[0]]
            if len(top) > 1:  # R73
                for p in top:
                    out[p][t] = (king + queen) // len(top)
                continue
            out[top[0]][t] = king
            if len(values) > 1:  # R74
                second = [p for p in range(s.n) if counts[p][t] == values[1]]
                for p in second:
                    out[p][t] = queen // len(second)
        return out

    def scores(self, s: SheriffState) -> list[int]:
        return [b["total"] for b in self._breakdown(s)]

    def _breakdown(self, s: SheriffState) -> list[dict[str, int]]:
        goods = self.config.goods
        bonus = self.bonuses(s)
        rows = []
        for p in range(s.n):
            legal_value = sum(goods[g].value * n for g, n in s.stall_legal[p].items())
            contra_value = sum(goods[g].value for g, _ in s.stall_contra[p] if g != HIDDEN)
            total_bonus = sum(bonus[p].values())
            rows.append(
                {  # display order: the parts, the total, then the R75 tiebreak counts
                    "legal": legal_value,
                    "contraband": contra_value,
                    "gold": s.gold[p],
                    "bonus": total_bonus,
                    "total": s.gold[p] + legal_value + contra_value + total_bonus,  # R68
                    "legal_cards": sum(s.stall_legal[p].values()),
                    "contraband_cards": len(s.stall_contra[p]),
                }
            )
        return rows

    def result(self, state: SheriffState) -> Result | None:
        if state.phase != OVER:
            return None
        rows = self._breakdown(state)
        keys = [(r["total"], r["legal_cards"], r["contraband_cards"]) for r in rows]  # R75
        ranking = tuple(sorted(range(state.n), key=lambda p: keys[p], reverse=True))
        decided_by = "shared"
        a, b = keys[ranking[0]], keys[ranking[1]]
        for index, name in enumerate(("score", "legal_goods", "contraband")):
            if a[index] != b[index]:
                decided_by = name
                break
        return Result(tuple(r["total"] for r in rows), ranking, decided_by, tuple(rows))

    # -- hidden information (§7) --------------------------------------------------------------
    def view(self, state: SheriffState, player: int | None) -> SheriffState:
        v = state.copy()
        v.viewer = -2 if player is None else player
        v.deck = None  # R6: only the size is public
        v.box = [HIDDEN] * len(v.box)  # R86: never revealed
        for p in range(v.n):
            if p == player:
                continue
            known = v.known[p]  # §7.1: seen taken from a pile, not seen leaving
            v.hands[p] = known + [HIDDEN] * (len(v.hands[p]) - len(known))
            bag = v.bags[p]
            if bag is not None:
                v.bags[p] = [HIDDEN] * len(bag)
            v.stall_contra[p] = [c if c[1] else (HIDDEN, False) for c in v.stall_contra[p]]
        if state.active != player:
            v.set_aside = [HIDDEN] * len(v.set_aside)
        def mask(p: Proposal | None, merchant: int) -> Proposal | None:
            """R93: face-down cards in a proposal are shown by number only."""
            if p is None or not p.stallc or p.show or merchant == player:
                return p
            return replace(p, stallc=(HIDDEN,) * len(p.stallc))

        v.offers = [mask(p, m) for m, p in enumerate(v.offers)]
        v.side_offers = [mask(p, m) for m, p in enumerate(v.side_offers)]
        v.waiting = mask(v.waiting, state.active)
        if v.pending_deal is not None:
            m, deal, own, author, left = v.pending_deal
            v.pending_deal = (m, mask(deal, m) or deal, own, author, left)
        if state.phase == OVER:  # R67: contraband revealed at the end
            v.stall_contra = [c[:] for c in state.stall_contra]
        return v

    def view_event(self, event: E.Event, player: int | None) -> E.Event:
        if (
            isinstance(event, (E.ProposalPosted, E.DealAccepted))
            and player != event.merchant
            and "stallc=" in event.text
            and " show" not in event.text
        ):
            text = re.sub(
                r"stallc=(\S+)",
                lambda m: "stallc=" + (m[1] if m[1].isdigit() else str(m[1].count(",") + 1)),
                event.text,
            )
            return replace(event, text=text)
        if isinstance(event, E.CardRemoved):
            return E.CardRemoved(HIDDEN)
        if isinstance(event, E.CardDealt) and event.player != NO and event.player != player:
            return E.CardDealt(HIDDEN, player=event.player)
        if isinstance(event, (E.SetAside, E.BagLoaded)) and event.player != player:
            return type(event)(event.player, event.count, (HIDDEN,) * event.count)
        if isinstance(event, E.BagPassed) and event.player != player:
            return E.BagPassed(event.player, event.legal, (HIDDEN,) * len(event.contraband))
        if (
            isinstance(event, E.GoodsPaid)
            and not event.public
            and player not in (event.payer, event.payee)
        ):
            return E.GoodsPaid(event.payer, event.payee, HIDDEN, event.reason, False)
        return event

    def determinize(self, view: SheriffState, rng: random.Random) -> SheriffState:
        """Fill every hidden card from the unseen pool; contraband slots on stalls take
        contraband or royal goods only. What is left is the draw deck."""
        if not view.is_view:
            return view.copy()
        s = view.copy()
        s.viewer = None
        pool = self.config.deck(s.n, s.royal)
        seen: list[str] = [*s.piles[0], *s.piles[1], *s.set_aside, *s.confiscated]
        for p in range(s.n):
            seen += s.hands[p] + (s.bags[p] or [])
            seen += [g for g, n in s.stall_legal[p].items() for _ in range(n)]
            seen += [g for g, _ in s.stall_contra[p]]
        for g in seen:
            if g != HIDDEN:
                pool[g] -= 1
        # §12.11 step 1: cards seen taken from a pile whose place became uncertain
        # (`known_kept`) are still in that player's hidden hand, bag or set-aside cards
        reserved: list[tuple[int, list[str]]] = []
        for p in range(s.n):
            slots = s.hands[p].count(HIDDEN) + (s.bags[p] or []).count(HIDDEN)
            if p == s.active:
                slots += s.set_aside.count(HIDDEN)
            kept = []
            for g in s.known_kept[p]:
                if len(kept) < slots and pool.get(g, 0) > 0:
                    pool[g] -= 1
                    kept.append(g)
            if kept:
                reserved.append((p, kept))
        cards = [g for g, n in pool.items() for _ in range(n)]
        rng.shuffle(cards)
        contra = [g for g in cards if g not in LEGAL]
        for p in range(s.n):
            slots = s.stall_contra[p]
            for i, (g, public) in enumerate(slots):
                if g == HIDDEN:
                    pick = contra.pop()
                    cards.remove(pick)
                    slots[i] = (pick, public)

        for p, kept in reserved:
            zones = [s.hands[p], s.bags[p] or []] + ([s.set_aside] if p == s.active else [])
            places = [(z, i) for z in zones for i, g in enumerate(z) if g == HIDDEN]
            for (zone, i), g in zip(rng.sample(places, len(kept)), kept, strict=True):
                zone[i] = g

        def fill(zone: list[str]) -> list[str]:
            return [cards.pop() if g == HIDDEN else g for g in zone]

        for p in range(s.n):
            s.hands[p] = fill(s.hands[p])
            bag = s.bags[p]
            if bag is not None:
                s.bags[p] = fill(bag)
        s.set_aside = fill(s.set_aside)
        for m in range(s.n):  # masked face-down cards in proposals: the merchant's own
            own = [g for g, _ in s.stall_contra[m]]
            for name in ("offers", "side_offers"):
                p = getattr(s, name)[m]
                if p is not None and HIDDEN in p.stallc:
                    getattr(s, name)[m] = replace(p, stallc=tuple(own[: len(p.stallc)]))
        if s.waiting is not None and HIDDEN in s.waiting.stallc:
            own = [g for g, _ in s.stall_contra[s.active]]
            s.waiting = replace(s.waiting, stallc=tuple(own[: len(s.waiting.stallc)]))
        s.box = fill(s.box)
        deck: dict[str, int] = {}
        for g in cards:
            deck[g] = deck.get(g, 0) + 1
        s.deck = deck
        if len(cards) != s.deck_size:
            raise ValueError("the view is inconsistent with the card counts")
        return s

    # -- notation -------------------------------------------------------------------------------
    @cached_property
    def notation_bounds(self) -> Bounds:
        return Bounds.of(self.config, self.max_players)

    def parse_action(self, state: SheriffState, text: str) -> SheriffAction:
        if len(text) > self.max_action_chars:
            raise IllegalAction(
                f"a text of {len(text)} characters is no action: none of {self.title}"
                f" is longer than {self.max_action_chars}"
            )
        return parse_sheriff_action(text, self.notation_bounds)

    def encode(self, state: SheriffState) -> dict[str, Any]:
        return state.to_dict()

