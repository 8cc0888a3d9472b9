"""Computer bosses for Tammany Hall: easy, normal and hard (spec 12.3).

Every agent decides from its seat's view and the legal actions only. Turn decisions
(office, placement, slander, end) are one-ply: each candidate action is applied to a
copy of the view and scored by the static evaluation of `ai_eval`; the turn is built
greedily, one sub-phase at a time, ending it when nothing left improves the score.
Placements are pruned before the full score: single bosses and single cubes are
scored alone, and only the best of them are combined. Bids come from `ai_bid`.
Hard differs from normal by a bid that weighs every total against a model of the
rivals' bids (spec 12.3 asks normal for the plain minimal sure win), and by a wider
placement search. The search has a fixed size, so `budget` is not needed: moves are
reproducible and fast. Agents keep no state between calls (safe on any thread).
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.engine.ai.agent import Budget
from gamebox.games.tammany.ai_bid import best_bid, spend, sure_win
from gamebox.games.tammany.ai_eval import DEFAULT, Evaluator, Weights
from gamebox.games.tammany.model import (
    ASSIGN,
    BIDDING,
    BONUS,
    END,
    NO,
    OFFICES,
    SLANDER_2,
    TURN,
    TammanyAction,
    TammanyState,
)
from gamebox.games.tammany.rules import TammanyGame

PERSONALITIES: tuple[str, ...] = ()
LEVELS = ("easy", "normal", "hard")
MARGIN = 0.05  # an optional sub-phase must gain at least this much


def _world(view: TammanyState) -> TammanyState:
    """A playable copy of a view outside bidding (nothing is hidden then, R5)."""
    s = view.copy()
    s.viewer = None
    return s


class GreedyAgent:
    """Normal and hard: one-ply over the turn's actions with the static evaluation."""

    def __init__(
        self,
        game: TammanyGame,
        player: int,
        *,
        weights: Weights = DEFAULT,
        simple_bids: bool = True,
        top_bosses: int = 5,
        top_cubes: int = 6,
    ) -> None:
        self.game = game
        self.player = player
        self.ev = Evaluator(game, weights)
        self.simple_bids = simple_bids
        self.top_bosses = top_bosses
        self.top_cubes = top_cubes

    def choose(
        self, view: TammanyState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        me = self.player
        phase = view.phase
        if phase == BIDDING:
            action = best_bid(view, me, self.ev, self.game.config.election_order, self.simple_bids)
            return action if self.game.is_legal(view, action) else legal[0]
        if phase == ASSIGN:
            return self._best_of(view, legal, rng, self._assigned)
        if phase in (BONUS, SLANDER_2):
            return self._best_of(view, legal, rng, self._stepped)
        if phase == TURN:
            return self._turn(view, legal, rng)
        return legal[rng.randrange(len(legal))]

    # -- helpers ------------------------------------------------------------------------
    def _score(self, s: TammanyState, rng: random.Random) -> float:
        return self.ev(s, self.player)

    def _stepped(self, view: TammanyState, action: TammanyAction) -> TammanyState:
        return self.game.step(_world(view), action)[0]

    def _assigned(self, view: TammanyState, action: TammanyAction) -> TammanyState:
        s = _world(view)
        for p, o in enumerate(action.values):
            if o != NO:
                s.office[p] = OFFICES[o]
        return s

    def _best_of(self, view: TammanyState, legal: list[Any], rng: random.Random, make) -> Any:
        best, best_value = legal[0], None
        for a in legal:
            value = self._score(make(view, a), rng)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = a, value
        return best

    # -- the turn -----------------------------------------------------------------------
    def _turn(self, view: TammanyState, legal: list[Any], rng: random.Random) -> Any:
        s = _world(view)
        legal_set = set(legal)
        placements = [a for a in legal if a.kind in ("place", "place_cube")]
        others = [a for a in legal if a.kind not in ("place", "place_cube", "end")]
        base = self._score(s, rng) if END in legal_set else None
        best, best_value = None, None
        if placements:
            best, best_value = self._placement(s, placements, legal_set, rng)
        for a in others:
            value = self._score(self.game.step(s, a)[0], rng)
            value -= MARGIN  # offices and slander are optional: only a clear gain
            if best_value is None or value > best_value + 1e-9:
                best, best_value = a, value
        if base is not None and (best_value is None or base >= best_value):
            return END
        return legal[0] if best is None else best

    def _placement(
        self, s: TammanyState, placements: list[TammanyAction], legal: set, rng: random.Random
    ) -> tuple[TammanyAction, float]:
        me = self.player
        ev = self.ev
        bosses = sorted(
            {a.a for a in placements} | {a.b for a in placements if a.kind == "place" and a.b != NO}
        )
        single: list[tuple[float, int]] = []
        for w in bosses:
            t = s.copy()
            t.bosses[w][me] += 1
            t.placement_done = True
            single.append((ev(t, me), w))
        single.sort(key=lambda x: (-x[0], x[1]))
        cube_moves = sorted({(a.b, a.c) for a in placements if a.kind == "place_cube"})
        cubes: list[tuple[float, int, int]] = []
        for n, c in cube_moves:
            t = s.copy()
            t.garden[n] -= 1
            t.cubes[c][n] += 1
            t.chips[me][n] += 1
            t.placement_done = True
            cubes.append((ev(t, me), n, c))
        cubes.sort(key=lambda x: (-x[0], x[1], x[2]))
        top_b = [w for _, w in single[: self.top_bosses]]
        top_c = [(n, c) for _, n, c in cubes[: self.top_cubes]]
        candidates: list[TammanyAction] = []
        for i, a in enumerate(top_b):
            for b in top_b[i:]:
                x, y = min(a, b), max(a, b)
                candidates.append(TammanyAction("place", x, y))
            candidates.append(TammanyAction("place", a))
            for n, c in top_c:
                candidates.append(TammanyAction("place_cube", a, n, c))
        candidates = [a for a in candidates if a in legal]
        if not candidates:
            candidates = placements
        scored = []
        for a in candidates:
            after = self.game.step(s, a)[0]
            scored.append((self._score(after, rng), a, after))
        scored.sort(key=lambda x: -x[0])
        return scored[0][1], scored[0][0]


class EasyAgent:
    """Spec 12.3 easy: one-line scores with noise; slander rarely; bids at random up to
    the amount that beats the best rival's maximum."""

    def __init__(self, game: TammanyGame, player: int) -> None:
        self.game = game
        self.player = player

    def choose(
        self, view: TammanyState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        me = self.player
        s = view
        if s.phase == BIDDING:
            w = s.ward
            cap = min(sum(s.eligible(me, w)), max(0, sure_win(s, w, me)))
            total = rng.randint(0, cap)
            bid = spend(s, w, me, total, self.game.config.election_order)
            action = TammanyAction("bid", values=bid)
            return action if self.game.is_legal(s, action) else legal[0]
        if s.phase == TURN:
            return self._turn(s, legal, rng)
        if s.phase == SLANDER_2:
            return legal[0]
        return legal[rng.randrange(len(legal))]

    def _lead(self, s: TammanyState, w: int) -> int:
        me = self.player
        rival = max((s.bosses[w][q] for q in range(s.n) if q != me), default=0)
        return s.bosses[w][me] - rival

    def _turn(self, s: TammanyState, legal: list[Any], rng: random.Random) -> Any:
        me = self.player
        placements = [a for a in legal if a.kind in ("place", "place_cube")]
        if not s.office_used[me]:
            for a in legal:  # greedy: the first office use that helps
                if a.kind == "chip":
                    return a
                if a.kind == "lock" and self._lead(s, a.a) > 0:
                    return a
                if a.kind == "remove" and s.bosses[a.a][me] == 0:
                    return a
        if s.year % 4 == 0 and rng.random() < 0.5:
            for a in legal:
                if a.kind == "slander" and s.bosses[a.b][a.a] == 1:
                    return a
        if not placements:
            return END if END in legal else legal[0]
        weights = []
        for a in placements:
            score = 1.0
            for w in (a.a, a.b if a.kind == "place" else NO):
                if w != NO and -1 <= self._lead(s, w) <= 0:
                    score += 2.0
            if a.kind == "place_cube":
                contested = any(
                    s.cubes[w][a.b] == 0 and s.bosses[w][me] and len(s.candidates(w)) > 1
                    for w in (a.c,)
                )
                score += 1.5 if contested else 0.0
            weights.append(score * score)
        return rng.choices(placements, weights)[0]


HARD = {"simple_bids": False, "top_bosses": 6, "top_cubes": 10}
NORMAL = {"simple_bids": True, "top_bosses": 4, "top_cubes": 5}


def make_agent(game: TammanyGame, level: str, personality: str | None, player: int) -> Any:
    if personality:
        raise ValueError("Tammany Hall's computer bosses have no personalities")
    if level == "easy":
        return EasyAgent(game, player)
    if level == "normal":
        return GreedyAgent(game, player, **NORMAL)  # type: ignore[arg-type]
    if level == "hard":
        return GreedyAgent(game, player, **HARD)  # type: ignore[arg-type]
    raise ValueError(f"unknown level {level!r}: use easy, normal or hard")
