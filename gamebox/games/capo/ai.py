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
    DECISION,
    DRAW,
    HITMAN,
    OVER,
    RESPONSE_A,
    RESPONSE_N,
    ROLLING,
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

MAYOR_MARKER_VALUE = 0.3  # spec 10.4: a marker held is worth about 0.3 VP
TURN_NOISE = 2.0  # spec 10.4: variance added per turn still to come
WIN_WEIGHT = 6.0  # how much a sure win is worth beyond the margin, near the end
ROLL_GAIN = 0.45  # typical VP a safe roll adds, past the horizon of the lookahead
PAYOFF_HAND = 3  # spec 10.5: Payoff only with this many markers in hand
POWER_MARGIN = 0.3  # a Mayor power must beat plain rolling or stopping by this much
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


class Lookahead:
    """Expectimax over the next roll: the dice are averaged over their 36 outcomes, the
    roller's choices maximise the evaluation, a forced roll past the horizon is judged
    by its exact arrest odds (spec 10.3). The other player is assumed to let rolls
    stand and an arrest to be accepted."""

    def __init__(self, game: CapoGame, me: int, evaluator: Evaluator) -> None:
        self.game = game
        self.me = me
        self.evaluate = evaluator
        self.per_value = game.config.bribes_per_value

    def forced_roll(self, s: CapoState) -> float:
        """A decision point that must roll once more before it may stop."""
        stop_value, lost_value = self.evaluate.both(s, self.me)
        risk = arrest_outcomes(s, self.per_value, self.me) / 36.0
        return (1 - risk) * (stop_value + ROLL_GAIN) + risk * lost_value

    def value(self, s: CapoState, rolls: int) -> float:
        """The seat's value of `s` during its own turn, with `rolls` more rolls of
        lookahead at its next decision point."""
        phase = s.phase
        me = self.me
        if phase == OVER:
            return self.evaluate.terminal(s, me)
        if s.active != me:  # the turn is over
            return self.evaluate(s, me, stop=False)
        step = self.game.step
        if phase == ROLLING:
            total = 0.0
            for dice, _ in DICE_OUTCOMES:
                total += self.value(step(s, dice)[0], rolls)
            return total / 36.0
        if phase == DRAW:  # the drawn value is unseen, so one draw stands for all
            outcome = max(self.game.chance_outcomes(s), key=lambda o: o[1])[0]
            return self.value(step(s, outcome)[0], rolls)
        if phase == DECISION:
            if s.must_roll:
                if rolls <= 0:
                    return self.forced_roll(s)
                return self.value(step(s, ROLL)[0], rolls - 1)
            stop_value = self.evaluate(s, me, stop=True)
            if rolls <= 0:
                return stop_value
            return max(stop_value, self.value(step(s, ROLL)[0], rolls - 1))
        if phase == ARREST:
            return self.evaluate(s, me, stop=False)
        if phase in (RESPONSE_A, RESPONSE_N):
            return self.value(step(s, PASS)[0], rolls)
        if phase == HITMAN:
            return self.value(step(s, TAKE_HITMAN)[0], rolls)
        return max(self.value(step(s, a)[0], rolls) for a in self.game.legal_actions(s))


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


class LookaheadAgent:
    """Capo (normal, spec 10.5): greedy choices with the evaluation, one roll of
    expectimax lookahead for roll or stop, the spec's thresholds for the Mayor powers.

    Capo dei Capi (hard) is the same player with every Mayor power weighed by the
    lookahead (Scandal, Pocket, Deceive, then the forced roll), Reneg taken whenever
    1 VP is at stake, and Backstab kept for rolls that gain the opponent 2.2 VP. Those
    numbers were tuned by self-play against normal: deeper lookahead did not pay (it
    doubles the time for no gain), the Mayor-marker economy did. Both decide from a
    world drawn by `determinize`; the evaluation uses only what the seat may know."""

    def __init__(
        self,
        game: CapoGame,
        player: int,
        *,
        margin: float = 0.2,
        reneg_at_risk: float = 2.5,
        backstab_gain: float = 1.5,
        pocket_risk: float | None = 0.15,
        powers: bool = False,
    ) -> None:
        self.game = game
        self.player = player
        self.margin = margin
        self.reneg_at_risk = reneg_at_risk
        self.backstab_gain = backstab_gain
        self.pocket_risk = pocket_risk
        self.powers = powers

    def choose(
        self, view: CapoState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        me = self.player
        s = self.game.determinize(view, rng)
        evaluate = Evaluator(self.game)
        look = Lookahead(self.game, me, evaluate)
        step = self.game.step
        phase = s.phase
        if phase == DECISION:
            return self._decide(s, legal, look)
        if phase == ARREST:
            stop_value, lost_value = evaluate.both(s, me)
            return RENEG if stop_value - lost_value >= self.reneg_at_risk else PASS
        if phase == RESPONSE_A:
            return PASS
        if phase == RESPONSE_N:
            assert s.snapshot is not None
            after = evaluate(s, me, stop=True)
            gain = evaluate(s.snapshot, me, stop=True) - after
            if (gain >= self.backstab_gain and s.hands[me] >= 2) or (s.game_end and after < 0):
                return BACKSTAB
            return PASS
        if phase == HITMAN:
            pending = len(s.pending_cards()) + s.pending_mayor
            return PAYOFF if s.hands[me] >= PAYOFF_HAND and pending <= 1 else TAKE_HITMAN
        return max(legal, key=lambda a: evaluate(step(s, a)[0], me, stop=True))

    def _decide(self, s: CapoState, legal: list[Any], look: Lookahead) -> Any:
        me = self.player
        step = self.game.step
        stop_value, lost_value = look.evaluate.both(s, me)
        rolling = look.value(step(s, ROLL)[0], 0)
        if self.powers:  # each power forces one more roll: judge it after that roll
            plain = max(rolling, stop_value if STOP in legal else -math.inf)
            options = [a for a in legal if a.kind in ("scandal", "pocket", "deceive")]
            if options:
                values = {a: look.value(step(s, a)[0], 1) for a in options}
                power = max(options, key=lambda a: values[a])
                if values[power] > plain + POWER_MARGIN:
                    return power
        if STOP in legal and rolling < stop_value + self.margin:
            return STOP
        if self.pocket_risk is not None:
            risk = arrest_outcomes(s, self.game.config.bribes_per_value, me) / 36
            pockets = [a for a in legal if a.kind == "pocket"]
            if risk >= self.pocket_risk and pockets:  # keep the marker worth most
                kept = {a: look.evaluate(step(s, a)[0], me, stop=False) for a in pockets}
                best = max(pockets, key=lambda a: kept[a])
                if kept[best] - lost_value >= 1.0:
                    return best
        return ROLL


HARD = {
    "reneg_at_risk": 1.0,
    "backstab_gain": 2.2,
    "pocket_risk": None,
    "powers": True,
}


def make_agent(game: CapoGame, level: str, personality: str | None, player: int) -> Any:
    if personality:
        raise ValueError("Capo Dei Capi's computer players have no personalities")
    if level == "easy":
        return EasyAgent(game, player)
    if level == "normal":
        return LookaheadAgent(game, player)
    if level == "hard":
        return LookaheadAgent(game, player, **HARD)  # type: ignore[arg-type]
    raise ValueError(f"unknown level {level!r}: use easy, normal or hard")
