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

The machine is one class assembled from parts beside this module, each a mixin named by
what it holds: rules_market (drawing, the round, Market, load and declare),
rules_inspection (the Sheriff's choices, debts, the timer), rules_negotiation (offers,
deals, promises), rules_scoring and rules_views (hidden information); rules_actions and
rules_cards hold shared names and card helpers. This module keeps setup and the Game
contract, and is the one the rest of the program imports.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from gamebox.engine.game import CHANCE, Game, IllegalAction, Turn
from gamebox.engine.steps import event_list
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.config import SheriffConfig, load_config
from gamebox.games.sheriff.flow import SheriffFlow
from gamebox.games.sheriff.model import (
    CHANCE_PHASES,
    CHOOSE,
    CONFISCATE,
    DECLARE,
    DISCARD,
    DRAW,
    FIRST_SHERIFF,
    GIVE,
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
    SheriffAction,
    SheriffState,
    seat_name,
)
from gamebox.games.sheriff.notation import (
    ORDER,
    Bounds,
    canon,
    parse_proposal,
    parse_sheriff_action,
)
from gamebox.games.sheriff.rules_actions import (
    ACCEPT,
    GOLD_STEPS,
    PROMPTS,
    SKIP,
    STAND,
    STOP,
    WAVE,
    WITHDRAW,
    s_timer_running,
)
from gamebox.games.sheriff.rules_cards import minus, remove_all, sub_multisets
from gamebox.games.sheriff.rules_inspection import InspectionMixin
from gamebox.games.sheriff.rules_market import MarketMixin
from gamebox.games.sheriff.rules_negotiation import NegotiationMixin
from gamebox.games.sheriff.rules_scoring import ScoringMixin
from gamebox.games.sheriff.rules_views import ViewsMixin

__all__ = [  # the public names of this module before the split, still importable here
    "ACCEPT",
    "GOLD_STEPS",
    "PROMPTS",
    "SKIP",
    "STAND",
    "STOP",
    "WAVE",
    "WITHDRAW",
    "SheriffGame",
    "canon",
    "minus",
    "parse_proposal",
    "remove_all",
    "s_timer_running",
    "sub_multisets",
]


class SheriffGame(MarketMixin, InspectionMixin, NegotiationMixin, ScoringMixin, ViewsMixin, Game):
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

    def default_names(self, n_players: int) -> list[str]:
        """Sheriff's seats have no colours: they are named after outlaws of Sherwood."""
        from gamebox.i18n import t

        return [t(f"sheriff.board.name.{seat}") for seat in range(1, n_players + 1)]

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
        ev: list[E.Event] = event_list(s)  # notes each event's state for a table
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

    # -- notation -------------------------------------------------------------------------------
    @cached_property
    def flow(self) -> SheriffFlow:
        """How a person's turn goes at a table (offers with their "no more offer", the
        timer): `gamebox.games.sheriff.flow`."""
        return SheriffFlow(self)

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
