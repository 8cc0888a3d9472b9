"""The hard computer gangster's search (spec 13): the engine's SO-ISMCTS over `determinize`,
seen through `HandHorizon`, a window on The Boss that ends at the close of the hand.

Why a horizon: a whole game is 3-5 hands of some 30-60 decisions; playing each sample
to the end would leave a second for a handful of samples. The money and the gangsters
left after a hand are what the rest of the game is played with, so a finished hand is
scored by `ai_eval.worth` (money plus the future earnings of the gangsters) against the
strongest rival; in the last hand (R20) the search plays to the true end and scores the
win. Through the window the moves are pruned as the spec suggests: pass, and per city
the smallest winning bid and one more, with marked gangsters or, late in the hand, with
occasionals; cards and team choices are all kept. Playouts use a quick version of the
normal player's judgement made cheap, each player reading only its own cards; a leaf
is played out once to the end of the hand and every seat of the path reads that score.
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.engine.ai.agent import Budget
from gamebox.engine.ai.ismcts import ISMCTSAgent
from gamebox.engine.game import Result, Turn
from gamebox.games.boss.ai_eval import OCCASIONAL, Knowledge, Values, squash, worth
from gamebox.games.boss.ai_plan import NORMAL, Planner, Style, turns_left
from gamebox.games.boss.model import (
    DEAL,
    FACEDOWN,
    FIRST,
    OVER,
    PASS,
    PENALTY,
    PLACE,
    PLAY,
    POLICE,
    BossAction,
    BossState,
)

ENDS = frozenset({FIRST, FACEDOWN, DEAL, OVER})
"""Phases past the horizon: the hand is resolved (a new deal, or the end)."""
EXPLORE = 0.1
"""How often a playout's placement is a random city instead of the best one."""
SCALE = 4.0
"""Millions of difference with the strongest rival that make a hand clearly won."""


class HandHorizon:
    """The parts of the Game contract ISMCTS uses, for one hand of `game`."""

    def __init__(self, game, style: Style = NORMAL) -> None:
        self.game = game
        self.style = style
        self.rng = random.Random(0)
        self._last: BossState | None = None
        self._scores: list[float] = []

    def determinize(self, view: BossState, rng: random.Random) -> BossState:
        return self.game.determinize(view, rng)

    def apply(self, state: BossState, action: BossAction) -> tuple[BossState, list]:
        return self.game.step(state, action)

    def turn(self, state: BossState) -> Turn:
        if state.phase in ENDS:
            return Turn(None)
        return self.game.turn(state)

    def sample_chance(self, state: BossState, rng: random.Random) -> Any:
        return self.game.sample_chance(state, rng)

    def result(self, state: BossState) -> Result | None:
        return None  # always scored by `evaluate`, the true end included

    def legal_actions(self, state: BossState) -> list[BossAction]:
        phase = state.phase
        if phase == PLACE:
            return self.placements(state, state.order[state.turn_index])
        if phase == PLAY:
            return self.game.card_plays(state)
        if phase == PENALTY:
            return self.game.penalty_choices(state)
        return []

    def placements(self, s: BossState, person: int) -> list[BossAction]:
        """Pass and, per city, the smallest winning bid and one more (spec 13)."""
        game = self.game
        layout = game.layout(s.n)
        sm, so = s.sup_m[person], s.sup_o[person]
        colour = s.colour_of(person)
        late = s.round >= layout.rounds - 1
        out = [PASS]
        for city in game.open_cities(s, person):
            need = game.need(s, city, colour)
            backed = s.marked_of_colour(city, colour) > 0
            cid, code = layout.ids[city], layout.codes[city]
            seen: set[tuple[int, int]] = set()
            for bid in (need, need + 1):
                options = []
                if bid <= sm:
                    options.append((bid, 0))
                if so and (late or bid > sm):
                    o = min(so, bid - (0 if backed else 1))
                    m = bid - o
                    if o > 0 and m <= sm and (m >= 1 or backed):
                        options.append((m, o))
                for m, o in options:
                    if (m, o) not in seen:
                        seen.add((m, o))
                        out.append(BossAction("place", cid, code, m, o))
        return out

    # -- playouts ---------------------------------------------------------------------------
    def leaf(self, state: BossState, seat: int) -> float:
        """ISMCTS's score of a leaf: the hand is played out once per leaf (all seats of
        the path read the same playout) and the finished hand scored."""
        if state is not self._last:
            self._last = state
            self._scores = self.score(self.playout(state))
        return self._scores[state.colour_of(seat)]

    def playout(self, state: BossState) -> BossState:
        """The rest of the hand, each person deciding quickly from its own cards."""
        game = self.game
        step = game.step
        rng = self.rng
        layout = game.layout(state.n)
        s = state
        values = Values.of(game, s)
        while s.phase not in ENDS:
            phase = s.phase
            if phase == PLACE:
                person = s.order[s.turn_index]
                k = Knowledge(game, s, person, values)
                colour = s.colour_of(person)
                ev = [k.city_value(c, colour) for c in range(layout.cities)]
                action = self._place(s, person, ev, layout, rng)
            elif phase == PLAY:
                action = self._card(s, rng)
            elif phase == POLICE:
                pile = s.police_pile
                action = BossAction("police", card=pile[rng.randrange(len(pile))])
            else:
                action = game.penalty_choices(s)[0]
            s = step(s, action)[0]
        return s

    def _place(
        self, s: BossState, person: int, ev: list[float], layout: Any, rng: random.Random
    ) -> BossAction:
        """The normal player's judgement, made cheap: the city worth most to take now
        with the smallest bid (and what the rival holding it loses), against the price
        of the gangsters; now and then a move at random, as a rival might."""
        colour = s.colour_of(person)
        sm, so = s.sup_m[person], s.sup_o[person]
        rounds = layout.rounds
        late = s.round >= rounds - 1
        left = turns_left(s, rounds)
        cost_m = self.style.marked_cost * (left[person] - 1) / max(1, rounds - 1)
        cost_o = OCCASIONAL * (self.style.occasional_late if late else self.style.occasional_early)
        game = self.game
        best: tuple[int, int, int] | None = None
        best_score = self.style.margin
        explore = rng.random() < EXPLORE
        exiled = s.exiles[colour]
        chicago = layout.chicago
        for city in s.row:
            value = ev[city]
            if value <= best_score or city in exiled:
                continue
            if city == chicago and not game.has_gangster_elsewhere(s, colour, city):
                continue
            totals = s.totals(city)
            mine = totals[colour]
            other = max(t for c, t in enumerate(totals) if c != colour) if len(totals) > 1 else 0
            if mine > other:
                continue
            need = other - mine + 1
            backed = s.marked_of_colour(city, colour) > 0
            if need <= sm and not (late and so):
                m, o = need, 0
            elif so and (late or need > sm):
                o = min(so, need - (0 if backed else 1))
                m = need - o
                if o <= 0 or m > sm or (m < 1 and not backed):
                    continue
            else:
                continue
            if other:
                value += self.style.rival_weight * value
            score = value - cost_m * m - cost_o * o
            if explore:
                score = rng.random() * 10
            if score > best_score:
                best_score = score
                best = (city, m, o)
        if best is None:
            return PASS
        city, m, o = best
        return BossAction("place", layout.ids[city], layout.codes[city], m, o)

    def _card(self, s: BossState, rng: random.Random) -> BossAction:
        """A card at random, but Chicago's last cards (R31) high under our Chicago and
        low under a rival's."""
        game = self.game
        layout = game.layout(s.n)
        person = s.order[s.turn_index]
        hand = s.hands[person]
        chicago = layout.chicago
        holder = s.controller(chicago)
        card = hand[rng.randrange(len(hand))]
        if holder >= 0 and len(hand) > 1:
            left_of = s.row[: s.row.index(chicago)]
            cv = game.chicago_value
            sign = 1 if holder == s.colour_of(person) else -1
            scored = [
                (sign * cv[c] if layout.city_of[c] in left_of else 0) + rng.random() * 0.5
                for c in hand
            ]
            card = hand[scored.index(max(scored))]
        return BossAction("play", layout.ids[layout.city_of[card]], card=card)

    def score(self, state: BossState) -> list[float]:
        """Per colour: a finished hand by worth against the strongest rival; the end of
        the game by the win (R38) with a little of the margin."""
        game = self.game
        colours = range(state.colours)
        if state.phase == OVER:
            keys = [game.colour_key(state, c) for c in colours]
            top = max(keys)
            tied = sum(1 for k in keys if k == top)
            out = []
            for c in colours:
                best = max(state.money[d] for d in colours if d != c)
                won = (1.0 / tied) if keys[c] == top else 0.0
                out.append(0.8 * won + 0.2 * squash(state.money[c] - best, SCALE))
            return out
        values = worth(game, state)
        return [
            squash(values[c] - max(values[d] for d in colours if d != c), SCALE) for c in colours
        ]


class SearchAgent:
    """Hard: ISMCTS over one hand with the horizon above. The budget is in iterations
    (the same seed and budget give the same move); `budget.seconds`, if given, caps it."""

    def __init__(self, game, player: int, iterations: int = 300) -> None:
        self.game = game
        self.player = player
        self.iterations = iterations
        self.horizon = HandHorizon(game)
        self.search = ISMCTSAgent(
            self.horizon,  # type: ignore[arg-type]
            player,
            iterations=iterations,
            exploration=0.5,
            rollout_depth=0,  # the horizon plays the hand out itself, once per leaf
            evaluate=self.horizon.leaf,
        )
        self.planner = Planner(game)

    def choose(
        self, view: BossState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        if view.phase == PENALTY:
            return self.planner.penalty(view, legal)
        moves = self.horizon.legal_actions(view)
        allowed = set(legal)
        moves = [a for a in moves if a in allowed] or legal
        if len(moves) == 1:
            return moves[0]
        iterations = self.iterations
        if budget is not None and budget.iterations is not None:
            iterations = budget.iterations
        seconds = budget.seconds if budget is not None else None
        scaled = Budget(iterations=self._scaled(view, iterations), seconds=seconds)
        self.horizon.rng = random.Random(rng.getrandbits(64))
        self.horizon._last = None
        return self.search.choose(view, moves, rng, scaled)

    def _scaled(self, view: BossState, iterations: int) -> int:
        """Fewer samples where each is a long playout: early in a hand, and at a big
        table (a hand of 4-6 players has up to 24 turns, of 3 players 15), so a move
        takes about the same time whenever it comes."""
        layout = self.game.layout(view.n)
        left = sum(turns_left(view, layout.rounds))
        full = layout.rounds * view.n
        size = min(1.0, 16 / full)
        scaled = iterations * size * min(1.5, 0.6 * full / max(1, left))
        return max(min(iterations, 50), int(scaled))


__all__ = ["HandHorizon", "Knowledge", "SearchAgent"]
