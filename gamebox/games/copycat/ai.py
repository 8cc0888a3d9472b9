"""Computer politicians for Copycat: easy, normal and hard (spec 13.3).

Every agent decides from its seat's view and the legal actions only (R100: the sealed
order cards of the others are never looked at; a view does not hold them).

- easy: the spec's simple priorities with noise -- sacrifice the weakest card, place on
  a buy office first, then on the office with the most markers, buy the dearest card it
  can afford that is not red, resolve everything at once.
- normal: `NormalPolicy` (ai_policy): the heuristics of spec 13.2 and a look-ahead over
  its phase-3 turn, on one world sampled from its view.
- hard: at the decisions that shape a round -- the order card, each placement or pass,
  each purchase -- a search (the engine's ISMCTS over `determinize`) among normal's best
  candidates, with the fast policy as rollout to the end of the round and the static
  evaluation (`ai_eval`) there; every other decision as normal. The search runs its
  iteration budget (400 by default; a decision takes about 0.2 s), never a clock, so a
  seeded game is the same on a busy machine.
  The exploration constant is low (0.25) and the evaluation squashes a 3-VP lead to
  about 0.73: end-of-round values differ by a few VP, and with the engine's usual
  constant the visits spread evenly and the pick is nearly random (measured: 15/24 wins
  against two normal players at 0.6/6 VP, 23/24 at 0.25/3 VP, 0.3 s a decision).
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.engine.ai.agent import Budget
from gamebox.engine.ai.ismcts import ISMCTSAgent
from gamebox.engine.game import Result, Turn
from gamebox.games.copycat.ai_eval import DEFAULT, Evaluator, Weights
from gamebox.games.copycat.ai_policy import FastPolicy, NormalPolicy
from gamebox.games.copycat.model import (
    ACTIONS,
    BUYING,
    END,
    NO,
    ORDER,
    OVER,
    PASS,
    STOP,
    CopycatAction,
    CopycatState,
)
from gamebox.games.copycat.rules import CopycatGame

PERSONALITIES: tuple[str, ...] = ()
LEVELS = ("easy", "normal", "hard")


def _world(game: CopycatGame, view: CopycatState, rng: random.Random) -> CopycatState:
    return game.determinize(view, rng) if view.is_view else view


class NormalAgent:
    """Spec 13.3 normal: heuristics and a phase-3 look-ahead, from its view."""

    def __init__(self, game: CopycatGame, player: int, weights: Weights = DEFAULT) -> None:
        self.game = game
        self.player = player
        self.ev = Evaluator(game.config, weights)
        self.policy = NormalPolicy(game, self.ev)

    def choose(self, view: CopycatState, legal: list[Any], rng: random.Random,
               budget: Budget | None = None) -> Any:
        if len(legal) == 1:
            return legal[0]
        return self.policy.choose(_world(self.game, view, rng), legal, rng)


class EasyAgent:
    """Spec 13.3 easy: simple priorities plus noise (one decision in six is random)."""

    def __init__(self, game: CopycatGame, player: int, noise: float = 0.17) -> None:
        self.game = game
        self.player = player
        self.noise = noise
        self.ev = Evaluator(game.config)

    def choose(self, view: CopycatState, legal: list[Any], rng: random.Random,
               budget: Budget | None = None) -> Any:
        if len(legal) == 1:
            return legal[0]
        if rng.random() < self.noise:
            return legal[rng.randrange(len(legal))]
        config = self.game.config
        cards = config.cards
        s = view
        if s.frames:
            return self._frame(s, legal, rng)
        if s.phase == ORDER:  # the weakest card
            return min(legal, key=lambda a: self.ev.card_value(config.card(a.ref), s.round))
        if s.phase == ACTIONS:
            for a in legal:
                if a.kind == "play" and cards[config.card(a.ref)].colour == "purple":
                    return a
            places = [a for a in legal if a.kind == "place"]
            if places:
                buying = ("buy", "shift_street_then_buy")
                holds = any(who == self.player and config.offices[s.offices[slot]].effect.type
                            in buying for slot, who in enumerate(s.occupant))

                def score(a: CopycatAction) -> float:
                    slot = s.offices.index(config.office(a.ref))
                    e = config.offices[s.offices[slot]].effect
                    buy = 10.0 if e.type in buying and not holds else 0.0
                    vp = e.amount if e.type == "gain_vp" else 0
                    return buy + s.markers[slot] + vp + rng.random()
                return max(places, key=score)
            for a in legal:
                if a.kind in ("play", "use"):
                    return a
            return END if END in legal else PASS
        if s.phase == BUYING:
            if s.keep_step:
                return STOP
            for a in legal:
                if a.kind in ("resolve", "use"):
                    return a
        return legal[-1]

    def _frame(self, s: CopycatState, legal: list[Any], rng: random.Random) -> Any:
        f = s.frames[-1]
        config = self.game.config
        if f.kind == "buy":  # the dearest card that is not red, from 3 coins up
            buys = [a for a in legal if a.kind == "buy"
                    and not config.cards[config.card(a.ref)].is_red
                    and config.cards[config.card(a.ref)].cost >= 3]
            if buys:
                return max(buys, key=lambda a: config.cards[config.card(a.ref)].cost)
            return STOP
        if f.kind == "amount":
            return legal[-1] if f.mode != "pay_coins_to_draw" else legal[0]
        if f.kind == "trash":
            for a in legal:
                if a.kind == "trash" and config.cards[config.card(a.ref)].is_red:
                    return a
            return STOP
        if f.kind in ("sift", "keep"):
            return STOP
        return legal[rng.randrange(len(legal))]


class _RoundHorizon:
    """The game as the hard player's search sees it: a playout ends when the round it
    started in is over (the evaluation scores the table there), and steps skip the
    legality check (the search only plays legal actions)."""

    def __init__(self, game: CopycatGame, round_: int) -> None:
        self.game = game
        self.round = round_
        self.determinize = game.determinize
        self.legal_actions = game.legal_actions
        self.sample_chance = game.sample_chance

    def apply(self, state: CopycatState, action: Any) -> tuple[CopycatState, list]:
        return self.game.step(state, action)

    def turn(self, state: CopycatState) -> Turn:
        if state.round > self.round and state.phase != OVER:
            return Turn(None)
        return self.game.turn(state)

    def result(self, state: CopycatState) -> Result | None:
        return self.game.result(state) if state.phase == OVER else None


class HardAgent:
    """Spec 13.3 hard: search at the decisions that shape the round, normal elsewhere."""

    def __init__(self, game: CopycatGame, player: int, *, iterations: int = 400,
                 candidates: int = 4, exploration: float = 0.25,
                 scale: float | None = None, weights: Weights = DEFAULT) -> None:
        if scale is not None:
            weights = Weights(**{**{f: getattr(weights, f) for f in weights.__slots__},
                                 "scale": scale})
        self.game = game
        self.player = player
        self.exploration = exploration
        self.iterations = iterations
        self.candidates = candidates
        self.ev = Evaluator(game.config, weights)
        self.normal = NormalPolicy(game, self.ev)
        self.fast = FastPolicy(game, self.ev)
        self.last_iterations = 0

    def choose(self, view: CopycatState, legal: list[Any], rng: random.Random,
               budget: Budget | None = None) -> Any:
        if len(legal) == 1:
            return legal[0]
        world = _world(self.game, view, rng)
        if not self._searched(view):
            return self.normal.choose(world, legal, rng)
        candidates = self._candidates(world, legal, rng)
        if len(candidates) == 1:
            return candidates[0]
        iterations = self.iterations
        if budget is not None and budget.iterations is not None:
            iterations = budget.iterations
        seconds = budget.seconds if budget is not None else None
        search = ISMCTSAgent(
            _RoundHorizon(self.game, view.round),  # type: ignore[arg-type]
            self.player,
            iterations=iterations,
            exploration=self.exploration,
            rollout_depth=400,
            rollout_policy=self._rollout,
            evaluate=self.ev.win_chance,
        )
        action = search.choose(view, candidates, rng, Budget(iterations, seconds))
        self.last_iterations = search.last_iterations
        return action

    def _rollout(self, state: CopycatState, legal: list[Any], rng: random.Random) -> Any:
        return self.fast.choose(state, legal, rng)

    @staticmethod
    def _searched(view: CopycatState) -> bool:
        """The order card, placements and passes, and purchases (spec 13.1)."""
        if view.frames:
            return view.frames[-1].kind == "buy"
        return view.phase == ORDER or (view.phase == ACTIONS and not view.placed)

    def _candidates(self, world: CopycatState, legal: list[Any],
                    rng: random.Random) -> list[Any]:
        """Normal's choice first, then the next best by the fast policy's own ranking."""
        first = self.normal.choose(world, legal, rng)
        ranked = [first]
        p = self.player
        config = self.game.config
        if world.phase == ORDER:
            others = sorted(legal, key=lambda a: self.ev.card_value(config.card(a.ref),
                                                                   world.round))
        elif world.frames:
            others = sorted(legal, key=lambda a: -self._buy_score(world, p, a))
        else:
            def score(a: CopycatAction) -> float:
                if a.kind == "place":
                    slot = world.offices.index(config.office(a.ref))
                    return self.fast.office_value(world, p, slot)
                return -1.0 if a.kind == "pass" else -0.5
            places = [a for a in legal if a.kind in ("place", "pass")]
            others = sorted(places, key=score, reverse=True)
        for a in others:
            if a not in ranked:
                ranked.append(a)
            if len(ranked) >= self.candidates:
                break
        return ranked

    def _buy_score(self, s: CopycatState, p: int, a: CopycatAction) -> float:
        if a.kind != "buy":
            return 0.0
        c = self.game.config.card(a.ref)
        i = s.street.index(c)
        cards = self.game.config.cards
        reds = [r for r in s.street[:i] if r != NO and cards[r].is_red]
        return self.ev.buy_gain(s, p, [c, *reds])


def make_agent(game: CopycatGame, level: str, personality: str | None, player: int) -> Any:
    if personality:
        raise ValueError("Copycat's computer politicians have no personalities")
    if level == "easy":
        return EasyAgent(game, player)
    if level == "normal":
        return NormalAgent(game, player)
    if level == "hard":
        return HardAgent(game, player)
    raise ValueError(f"unknown level {level!r}: use easy, normal or hard")
