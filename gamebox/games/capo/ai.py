"""Computer players for Capo Dei Capi: Street Punk (easy), Capo (normal) and Capo dei Capi
(hard), after the AI notes of the rules specification (section 10).

Every player decides from its seat's view only. Search works on a world drawn by
`determinize`, but the evaluation counts a bribe's value only where the seat may know it
(face up, or its own committed bribe) and uses the mean of the unseen pool elsewhere, so
the drawn values never leak into a decision.
"""

from __future__ import annotations

import math
import random
from typing import Any

from gamebox.engine.ai.agent import Budget
from gamebox.games.capo.model import (
    ARREST,
    CUBE,
    DECISION,
    DRAW,
    HITMAN,
    INFLUENCE,
    INVEST_CARD,
    OVER,
    OVERFLOW,
    PLACE_CARD,
    RESPONSE_A,
    RESPONSE_N,
    REVEAL,
    ROLLING,
    CapoAction,
    CapoState,
)
from gamebox.games.capo.rules import (
    BACKSTAB,
    DICE_OUTCOMES,
    PASS,
    PAYOFF,
    RENEG,
    ROLL,
    STOP,
    TAKE_HITMAN,
    CapoGame,
)

CHOICE_PHASES = frozenset({INFLUENCE, PLACE_CARD, CUBE, INVEST_CARD, REVEAL, OVERFLOW})
MAYOR_MARKER_VALUE = 0.3  # spec 10.4: a marker held is worth about 0.3 VP
TURN_NOISE = 2.0  # spec 10.4: variance added per turn still to come
WIN_WEIGHT = 6.0  # how much a sure win is worth beyond the margin, near the end
ROLL_GAIN = 0.45  # typical VP a safe roll adds, for the horizon of the search
ROLL_MARGIN = 0.2  # spec 10.5: normal rolls again only when it beats stopping by this
DEEP_MARGIN = 0.35  # actions this close to the best after a short look get a deeper one
DEEP_CANDIDATES = 4
POWER_KINDS = frozenset({"deceive", "pocket", "scandal", "payoff"})
_SQRT2 = math.sqrt(2.0)


def unseen_pool(s: CapoState, player: int, per_value: tuple[int, int, int]) -> list[int]:
    """Counts by value of the bribes `player` has not seen (R76: counting is fair play)."""
    pool = [0, *per_value]
    for owner in (0, 1):
        for side in s.sides[owner]:
            for m in side:
                if m.kind == "B" and m.value and (m.face_up or owner == player):
                    pool[m.value] -= 1
    for b in s.box_bribes:
        if b.marker.value and (b.marker.face_up or (b.seen and b.owner == player)):
            pool[b.marker.value] -= 1
    return pool


def pool_stats(pool: list[int]) -> tuple[float, float]:
    n = pool[1] + pool[2] + pool[3]
    if n <= 0:
        return 2.0, 0.0
    mean = (pool[1] + 2 * pool[2] + 3 * pool[3]) / n
    square = (pool[1] + 4 * pool[2] + 9 * pool[3]) / n
    return mean, max(0.0, square - mean * mean)


def turns_left(s: CapoState) -> float:
    """Spec 10.4: the scarcest supply sets the pace of the game."""
    return max(
        0.0,
        min(
            s.cube_supply / 1.0,
            s.bribes_in_supply / 0.55,
            min(s.influence[1], s.influence[2], s.influence[3]) / 0.3,
        ),
    )


def arrest_outcomes(s: CapoState, per_value: tuple[int, int, int], viewer: int) -> float:
    """Spec 10.3: how many of the 36 rolls arrest the active player (fractional where an
    unseen bribe decides), from what `viewer` may know."""
    occupied = [not s.slot_free(c) for c in range(6)]
    white = {c + 1 for c in range(3) if occupied[c]}
    black = {c - 2 for c in range(3, 6) if occupied[c]}
    k = float(len(white) * len(black) - len(white & black))
    k += len(white) + len(black)
    level = s.level
    if s.hitman:
        k += 6
    else:
        if all(occupied):
            k += 4
        if level >= 6:
            k += 1
    k += 2 * max(0, min(3, level - 3))
    opponent_hidden = s.hidden_bribe_positions(s.opponent)
    if opponent_hidden:
        pool = unseen_pool(s, viewer, per_value)
        n = pool[1] + pool[2] + pool[3]
        if n:
            k += 2 * sum(pool[v] for v in (1, 2, 3) if level + v > 6) / n
    elif level + 2 > 6:
        k += 2
    if level + s.mayor_cubes + 1 > 6:
        k += 2
    return k


class Evaluator:
    """Spec 10.4: expected VP margin for a seat, card by card, with a win bonus that
    grows as the end comes near. One evaluator serves one decision: it remembers the
    sums of committed sides, which copies of a state share until a side changes."""

    def __init__(self, game: CapoGame) -> None:
        self.game = game
        self.per_value = game.config.bribes_per_value
        self.capacity = game.config.capacity
        self.hand_limit = game.config.hand_limit
        self._sides: dict[int, tuple[list, float, int, float]] = {}

    def terminal(self, s: CapoState, me: int) -> float:
        result = self.game.result(s)
        assert result is not None
        margin = result.scores[me] - result.scores[1 - me]
        return margin + (WIN_WEIGHT if result.winner == me else -WIN_WEIGHT)

    def _side(self, side: list, seen: bool) -> tuple[float, int, float]:
        """Known sum, count of unseen bribes and weakest known value of one side."""
        key = id(side) * 2 + seen
        hit = self._sides.get(key)
        if hit is not None and hit[0] is side:
            return hit[1], hit[2], hit[3]
        known = 0.0
        unknown = 0
        weakest = 9.0
        for m in side:
            if m.kind == "I" or m.face_up or seen:
                known += m.value
                if m.value < weakest:
                    weakest = m.value
            else:
                unknown += 1
        if len(self._sides) > 100_000:  # a long-lived evaluator must not grow forever
            self._sides.clear()
        self._sides[key] = (side, known, unknown, weakest)  # holding `side` pins its id
        return known, unknown, weakest

    def __call__(self, s: CapoState, me: int, stop: bool) -> float:
        return self.both(s, me)[0 if stop else 1]

    def both(self, s: CapoState, me: int) -> tuple[float, float]:
        """(value if the active player stops now, value if they are arrested now)."""
        if s.phase == OVER:
            value = self.terminal(s, me)
            return value, value
        mean, var = pool_stats(unseen_pool(s, me, self.per_value))
        t = turns_left(s)
        noise = t * TURN_NOISE
        active = s.active
        other = 1 - me
        erf = math.erf
        capacity = self.capacity
        lost = 0.0
        gain = 0.0
        for card in range(6):
            k_me, u_me, w_me = self._side(s.sides[me][card], True)
            k_op, u_op, w_op = self._side(s.sides[other][card], False)
            unknown = u_me + u_op
            diff = k_me - k_op + (u_me - u_op) * mean
            worth = 1 + s.card_cubes[card]
            spread = math.sqrt(unknown * var + noise)
            if spread < 0.5:
                spread = 0.5
            z = _SQRT2 * spread
            base = worth * 0.5 * (erf((diff - 0.5) / z) - erf((-diff - 0.5) / z))
            lost += base
            pending = s.pending[card]
            if pending is None:
                gain += base
                continue
            value = pending.value if pending.kind == "I" else mean
            if pending.kind == "B":
                unknown += 1
                spread = max(0.5, math.sqrt(unknown * var + noise))
                z = _SQRT2 * spread
            side_len = len(s.sides[active][card])
            if side_len >= capacity:  # R39: it can only replace the weakest
                weakest = w_me if active == me else w_op
                value = max(0.0, value - min(weakest, mean))
            diff += value if active == me else -value
            gain += worth * 0.5 * (erf((diff - 0.5) / z) - erf((-diff - 0.5) / z))
        piles = s.score_piles
        hands = s.hands
        limit = self.hand_limit
        rest = piles[me] - piles[other] + MAYOR_MARKER_VALUE * (
            min(hands[me], limit) - min(hands[other], limit)
        )
        bonus = 0
        if s.level >= 5:
            bonus = s.mayor_cubes if s.level == 6 else s.mayor_cubes // 2
        sign = 1.0 if active == me else -1.0
        banked = sign * (bonus + MAYOR_MARKER_VALUE * s.pending_mayor)
        weight = WIN_WEIGHT / (1.0 + t / 3.0)
        spread = _SQRT2 * math.sqrt(1.0 + 2.0 * min(1.0, noise / 4.0 + 0.2))
        stop_total = gain + rest + banked
        lost_total = lost + rest
        return (
            stop_total + weight * erf(stop_total / spread),
            lost_total + weight * erf(lost_total / spread),
        )


class TurnSearch:
    """Expectiminimax over the rest of the current turn: dice are averaged over their 36
    outcomes, the seat maximises its evaluation, the other player minimises it. `depth`
    counts rolls looked ahead; beyond it a stop-or-roll estimate from the exact arrest
    odds takes over (spec 10.3)."""

    def __init__(
        self,
        game: CapoGame,
        me: int,
        depth: int,
        powers: bool,
        cautious: bool = True,
        leaf_odds: bool | None = None,
    ) -> None:
        self.game = game
        self.me = me
        self.depth = depth
        self.powers = powers
        self.cautious = cautious  # model the other player's Backstab and our Reneg
        self.leaf_odds = cautious if leaf_odds is None else leaf_odds
        self.evaluate = Evaluator(game)
        self.per_value = game.config.bribes_per_value

    def best(self, s: CapoState, legal: list[CapoAction]) -> CapoAction:
        """Judge every action with a short look, then look deeper at the close ones."""
        step = self.game.step
        owner = s.active
        candidates = [a for a in legal if self.powers or a.kind not in POWER_KINDS]
        successors = {a: step(s, a)[0] for a in candidates}
        shallow = {
            a: self.value(nxt, max(0, self.depth - 2), owner) for a, nxt in successors.items()
        }
        if self.depth < 2 or len(candidates) < 2:
            return max(candidates, key=lambda a: shallow[a])
        ranked = sorted(candidates, key=lambda a: -shallow[a])
        top = shallow[ranked[0]]
        close = [a for a in ranked[:DEEP_CANDIDATES] if shallow[a] >= top - DEEP_MARGIN]
        if len(close) == 1:
            return close[0]
        deep = {a: self.value(successors[a], self.depth - 1, owner) for a in close}
        return max(close, key=lambda a: deep[a])

    def leaf(self, s: CapoState) -> float:
        """A decision point past the horizon: the better (for the one deciding) of
        stopping and one more roll judged by its arrest odds."""
        me = self.me
        stop_value, lost_value = self.evaluate.both(s, me)
        risk = arrest_outcomes(s, self.per_value, me) / 36.0
        sign = 1.0 if s.active == me else -1.0
        roll_value = (1 - risk) * (stop_value + sign * ROLL_GAIN) + risk * lost_value
        if s.must_roll:
            return roll_value
        if not self.leaf_odds:
            return stop_value
        return max(stop_value, roll_value) if sign > 0 else min(stop_value, roll_value)

    def value(self, s: CapoState, depth: int, owner: int) -> float:
        phase = s.phase
        if phase == OVER:
            return self.evaluate.terminal(s, self.me)
        if s.active != owner:  # the turn is over
            return self.evaluate(s, self.me, stop=False)
        step = self.game.step
        if phase == ROLLING:
            total = 0.0
            for dice, _ in DICE_OUTCOMES:
                total += self.value(step(s, dice)[0], depth, owner)
            return total / 36.0
        if phase == DRAW:  # the drawn value is unseen, so one draw stands for all
            outcome = max(self.game.chance_outcomes(s), key=lambda o: o[1])[0]
            return self.value(step(s, outcome)[0], depth, owner)
        maximise = (s.active == self.me) != (phase == RESPONSE_N)
        if phase == DECISION:
            if depth <= 0:
                return self.leaf(s)
            options = [self.value(step(s, ROLL)[0], depth - 1, owner)]
            if not s.must_roll:
                options.append(self.evaluate(s, self.me, stop=True))
            return max(options) if maximise else min(options)
        if not self.cautious and phase in (RESPONSE_A, RESPONSE_N, ARREST):
            return self.value(step(s, PASS)[0], depth, owner)
        if phase == RESPONSE_N:
            options = [self.value(step(s, PASS)[0], depth, owner)]
            options.append(self.value(step(s, BACKSTAB)[0], 0, owner))
        elif phase == RESPONSE_A:
            options = [self.value(step(s, PASS)[0], depth, owner)]
            if s.game_end:
                options.append(self.value(step(s, RENEG)[0], 0, owner))
        elif phase == ARREST:
            options = [
                self.evaluate(s, self.me, stop=False),
                self.value(step(s, RENEG)[0], 0, owner),
            ]
        elif phase == HITMAN:
            options = [
                self.value(step(s, TAKE_HITMAN)[0], depth, owner),
                self.value(step(s, PAYOFF)[0], depth, owner),
            ]
        else:
            options = [
                self.value(step(s, a)[0], depth, owner) for a in self.game.legal_actions(s)
            ]
        return max(options) if maximise else min(options)


class EasyAgent:
    """Street Punk (spec 10.5): random choices and a simple stopping rule; no powers."""

    def __init__(self, game: CapoGame, player: int) -> None:
        self.game = game
        self.player = player

    def choose(
        self, view: CapoState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        phase = view.phase
        if phase == DECISION:
            if STOP in legal:
                pending = len(view.pending_cards()) + view.pending_mayor
                risk = arrest_outcomes(view, self.game.config.bribes_per_value, self.player) / 36
                if pending >= 3 or risk >= 0.25 or (view.hitman and pending >= 2):
                    return STOP
            return ROLL
        if phase == ARREST:
            pending = len(view.pending_cards()) + view.pending_mayor
            return RENEG if pending >= 4 else PASS
        if phase in (RESPONSE_A, RESPONSE_N):
            return PASS
        if phase == HITMAN:
            return TAKE_HITMAN
        return legal[rng.randrange(len(legal))]


class NormalAgent:
    """Capo (spec 10.5): greedy one-ply choices with the evaluation, one roll of
    lookahead for roll or stop, and the spec's thresholds for the Mayor powers."""

    RENEG_AT_RISK = 2.5
    BACKSTAB_GAIN = 1.5

    def __init__(
        self,
        game: CapoGame,
        player: int,
        depth: int = 1,
        margin: float = ROLL_MARGIN,
        leaf_odds: bool = False,
        deep_choices: bool = False,
    ) -> None:
        self.game = game
        self.player = player
        self.depth = depth
        self.margin = margin
        self.leaf_odds = leaf_odds
        self.deep_choices = deep_choices

    def choose(
        self, view: CapoState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        me = self.player
        s = self.game.determinize(view, rng)
        search = TurnSearch(
            self.game, me, self.depth, powers=False, cautious=False, leaf_odds=self.leaf_odds
        )
        evaluate = search.evaluate
        step = self.game.step
        phase = s.phase
        if phase == DECISION:
            stop_value, lost_value = evaluate.both(s, me)
            if STOP in legal:
                lookahead = search.value(step(s, ROLL)[0], self.depth - 1, me)
                if lookahead < stop_value + self.margin:
                    return STOP
            risk = arrest_outcomes(s, self.game.config.bribes_per_value, me) / 36
            if risk >= 0.15:  # Pocket the pending marker that is worth most to keep
                pockets = [a for a in legal if a.kind == "pocket"]
                if pockets:
                    best = max(pockets, key=lambda a: evaluate(step(s, a)[0], me, stop=False))
                    if evaluate(step(s, best)[0], me, stop=False) - lost_value >= 1.0:
                        return best
            return ROLL
        if phase == ARREST:
            stop_value, lost_value = evaluate.both(s, me)
            return RENEG if stop_value - lost_value >= self.RENEG_AT_RISK else PASS
        if phase == RESPONSE_A:
            return PASS
        if phase == RESPONSE_N:
            assert s.snapshot is not None
            after = evaluate(s, me, stop=True)
            gain = evaluate(s.snapshot, me, stop=True) - after
            if (gain >= self.BACKSTAB_GAIN and s.hands[me] >= 2) or (s.game_end and after < 0):
                return BACKSTAB
            return PASS
        if phase == HITMAN:
            pending = len(s.pending_cards()) + s.pending_mayor
            return PAYOFF if s.hands[me] >= 3 and pending <= 1 else TAKE_HITMAN
        if self.deep_choices and phase in CHOICE_PHASES:
            return max(legal, key=lambda a: search.value(step(s, a)[0], self.depth - 1, me))
        return max(legal, key=lambda a: evaluate(step(s, a)[0], me, stop=True))


class SearchAgent:
    """Capo dei Capi (hard): expectiminimax two rolls deep where it matters, every
    Mayor power weighed, the other player's Backstab and our Reneg played by value."""

    def __init__(
        self,
        game: CapoGame,
        player: int,
        depth: int,
        samples: int,
        powers: bool = True,
        cautious: bool = True,
    ) -> None:
        self.game = game
        self.player = player
        self.depth = depth
        self.samples = samples
        self.powers = powers
        self.cautious = cautious

    def choose(
        self, view: CapoState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        search = TurnSearch(self.game, self.player, self.depth, self.powers, self.cautious)
        if self.samples <= 1 or not self._hidden_matters(view):
            return search.best(self.game.determinize(view, rng), legal)
        votes: dict[CapoAction, int] = {}
        for _ in range(self.samples):
            action = search.best(self.game.determinize(view, rng), legal)
            votes[action] = votes.get(action, 0) + 1
        return max(legal, key=lambda a: votes.get(a, 0))

    @staticmethod
    def _hidden_matters(view: CapoState) -> bool:
        """Drawn values change the rules' outcome only through Bribe & Extort."""
        return view.level >= 3 and bool(view.hidden_bribe_positions(view.opponent))


def make_agent(game: CapoGame, level: str, personality: str | None, player: int) -> Any:
    if personality:
        raise ValueError("Capo Dei Capi's computer players have no personalities")
    if level == "easy":
        return EasyAgent(game, player)
    if level == "normal":
        return NormalAgent(game, player)
    if level == "hard":
        return SearchAgent(game, player, depth=2, samples=1)
    raise ValueError(f"unknown level {level!r}: use easy, normal or hard")
