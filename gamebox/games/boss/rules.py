"""The Boss rules engine (pure): the state machine of the specification, R1-R46.

Every step changes a fresh copy `s` of the input state and appends events. Steps nobody
decides run inside the `apply` that leads to them: a placement when no placement is legal
(the pass is forced), the card when only one is left (the final round), a chance step
with one outcome (the last card dealt, the last police card), the resolution and the
clean-up. Rule numbers refer to the specification (shared/rules/the-boss.md).

The machine is one class assembled from parts beside this module, each a mixin named by
what it holds: rules_turn (placements and card play, the rounds), rules_hand (the deal,
police, resolution, the team penalty and clean-up), rules_views (hidden information) and
rules_scoring (result and standing). This module keeps setup and the Game contract, and
is the one the rest of the program imports.
"""

from __future__ import annotations

from typing import Any

from gamebox.engine.game import CHANCE, Game, IllegalAction, Turn
from gamebox.engine.steps import event_list
from gamebox.games.boss import events as E
from gamebox.games.boss.config import BossConfig, Layout, load_config
from gamebox.games.boss.model import (
    CHANCE_PHASES,
    COLOURS,
    DEAL,
    FACEDOWN,
    FIRST,
    OVER,
    PASS,
    PENALTY,
    PLACE,
    PLAY,
    POLICE,
    TEAM_COLOURS,
    BossAction,
    BossState,
    seat_label,
)
from gamebox.games.boss.notation import parse_boss_action
from gamebox.games.boss.rules_hand import HandMixin
from gamebox.games.boss.rules_scoring import ScoringMixin
from gamebox.games.boss.rules_turn import TurnMixin
from gamebox.games.boss.rules_views import ViewsMixin

PROMPTS = {
    FIRST: "wait for the first player to be drawn",
    FACEDOWN: "wait for the face-down rewards",
    DEAL: "wait for the deal",
    PLACE: "place gangsters on one character card, or pass",
    PLAY: "play one card from hand",
    POLICE: "wait for the police card",
    PENALTY: "choose whose marked gangster the team loses",
    OVER: "nothing: the game is over",
}


class BossGame(TurnMixin, HandMixin, ViewsMixin, ScoringMixin, Game):
    id = "boss"
    title = "The Boss"
    min_players = 2
    max_players = 6
    # The longest action is a deal or a penalty: `deal yellow kc_3`, `penalty STL Y2`
    # (under 30 characters); the margin is for typed spaces.
    max_action_chars = 64
    seat_names = COLOURS
    # R6, Decision 16: the first player is drawn at random unless `start_player` (a seat
    # number, as `gamebox simulate` passes) names it; every game accepts that option.
    # R38: a full tie at the end plays one more hand (the rulebook), or is a shared win
    # (the spec's Decision 15): `tiebreak_hand`.
    options_spec = (("tiebreak_hand", (True, False), True),)

    def __init__(self, config: BossConfig) -> None:
        self.config = config
        self.data_version = config.data_version
        cards = config.cards
        self.kind = {c: card.kind for c, card in cards.items()}
        self.value = {c: card.value for c, card in cards.items()}
        self.chicago_value = {c: card.chicago_value for c, card in cards.items()}

    @classmethod
    def from_assets(cls) -> BossGame:
        from gamebox.paths import asset

        return cls(load_config(asset("data", "boss.yaml")))

    def layout(self, n: int) -> Layout:
        return self.config.layout(n)

    def seat_ids(self, n_players: int) -> tuple[str, ...]:
        """R39: at six the partners, sitting opposite, play one colour (Y W R Y W R)."""
        if n_players == 6:
            return tuple(TEAM_COLOURS[seat % 3] for seat in range(6))
        return super().seat_ids(n_players)

    # -- setup (R1-R6) -------------------------------------------------------------------
    def new_state(self, n_players: int = 4, options: dict[str, Any] | None = None) -> BossState:
        if not 2 <= n_players <= 6:
            raise ValueError("The Boss is for 2 to 6 players (R1)")
        options = dict(options or {})
        for name in options:
            if name not in ("start_player", "tiebreak_hand"):
                raise ValueError(
                    f"The Boss has no option {name!r} (it has: start_player, tiebreak_hand)"
                )
        extra = options.get("tiebreak_hand", True)
        if not isinstance(extra, bool):
            raise ValueError(f"tiebreak_hand must be true or false, not {extra!r}")
        layout = self.layout(n_players)
        s = BossState(n_players, layout.cities, layout.colours, layout.marked,  # R4
                      layout.occasional)
        s.police_pile = sorted(self.config.police)  # R5: a face-down multiset
        s.extra_rule = extra
        start = options.get("start_player", "random")
        if start is None or start == "random":
            s.phase = FIRST
            return s
        if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start < n_players:
            raise ValueError(
                f"start_player {start!r}: random or a seat from 0 to {n_players - 1} (R6)"
            )
        s.first = start
        self._begin_hand(s, [])
        return s

    # -- the contract ----------------------------------------------------------------------
    def turn(self, state: BossState) -> Turn:
        phase = state.phase
        if phase == OVER:
            return Turn(None)
        if phase in CHANCE_PHASES:
            return Turn(CHANCE)
        return Turn(state.acting())

    def chance_outcomes(self, state: BossState) -> list[tuple[BossAction, float]]:
        phase = state.phase
        n = state.n
        if phase == FIRST:
            return [(BossAction("first", seat=p, label=seat_label(n, p)), 1 / n) for p in range(n)]
        if phase in (FACEDOWN, DEAL) and state.deck is None:
            raise IllegalAction("a view does not know the undealt cards; determinize it")
        if phase == FACEDOWN:
            layout = self.layout(n)
            city = self.next_facedown(state)
            cards = layout.cards_of[city]
            return [
                (BossAction("facedown", layout.ids[city], card=c), 1 / len(cards)) for c in cards
            ]
        if phase == DEAL:
            deck = state.deck or []
            to = self.deal_target(state)
            label = seat_label(n, to)
            layout = self.layout(n)
            return [
                (BossAction("deal", layout.ids[layout.city_of[c]], card=c, seat=to, label=label),
                 1 / len(deck))
                for c in deck
            ]
        if phase == POLICE:
            pile = state.police_pile
            return [(BossAction("police", card=c), 1 / len(pile)) for c in pile]
        return []

    def legal_actions(self, state: BossState) -> list[BossAction]:
        phase = state.phase
        if phase == PLACE:
            return [PASS, *self.placements(state, state.order[state.turn_index])]
        if phase == PLAY:
            return self.card_plays(state)
        if phase == PENALTY:
            return self.penalty_choices(state)
        return []

    def is_legal(self, state: BossState, action: Any) -> bool:
        return self.problem(state, action) is None

    def problem(self, state: BossState, action: Any) -> str | None:
        """Why `action` is not legal now, in words (None: it is legal)."""
        if not isinstance(action, BossAction):
            return f"{action!r} is not an action of The Boss"
        phase = state.phase
        if phase == OVER:
            return "the game is over"
        if phase in CHANCE_PHASES:
            if any(action == a for a, _ in self.chance_outcomes(state)):
                return None
            return f"'{action}' is not a possible outcome now ({PROMPTS[phase]})"
        if phase == PLACE:
            if action == PASS:
                return None
            if action.kind != "place":
                return f"'{action}' is not legal now: {PROMPTS[phase]} (R11)"
            return self.placement_problem(state, state.order[state.turn_index], action)
        if action in self.legal_actions(state):
            return None
        shown = ", ".join(str(a) for a in self.legal_actions(state)[:12])
        return f"'{action}' is not legal now: {PROMPTS[phase]}. Legal now: {shown}"

    def apply(self, state: BossState, action: BossAction) -> tuple[BossState, list[E.Event]]:
        if state.is_view:
            raise IllegalAction("a view cannot be played on; determinize it first")
        problem = self.problem(state, action)
        if problem is not None:
            raise IllegalAction(problem)
        return self.step(state, action)

    def step(self, state: BossState, action: BossAction) -> tuple[BossState, list[E.Event]]:
        """`apply` without the legality check, for search that only plays legal actions."""
        s = state.copy()
        ev: list[E.Event] = event_list(s)  # notes each event's state for a table
        phase = s.phase
        if phase == PLACE:
            self._on_place(s, ev, action)
        elif phase == PLAY:
            self._on_play(s, ev, action)
        elif phase == DEAL:
            self._on_deal(s, ev, action)
        elif phase == FACEDOWN:
            self._on_facedown(s, ev, action)
        elif phase == POLICE:
            self._on_police(s, ev, action)
        elif phase == PENALTY:
            self._on_penalty(s, ev, action)
        elif phase == FIRST:
            s.first = action.seat
            ev.append(E.FirstPlayerChosen(action.seat))
            self._begin_hand(s, ev)
        else:
            raise IllegalAction("the game is over")
        return s, ev

    # -- notation ----------------------------------------------------------------------------
    def parse_action(self, state: BossState, text: str) -> BossAction:
        if len(text) > self.max_action_chars:
            raise IllegalAction(
                f"a text of {len(text)} characters is no action: none of {self.title}"
                f" is longer than {self.max_action_chars}"
            )
        return parse_boss_action(text, self.layout(state.n))

    def encode(self, state: BossState) -> dict[str, Any]:
        return state.to_dict()
