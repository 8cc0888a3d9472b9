"""Single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS).

Cowling, Powley & Whitehouse (2012). The agent never sees the true state, only its
seat's view. Plain determinization would sample many full worlds, search each as if the
cards were face up and vote; that rewards moves that are only good once the hidden cards
are known (strategy fusion). SO-ISMCTS instead grows *one* tree over the searcher's
information sets: every iteration samples one world with `game.determinize(view, rng)`
and walks the shared tree using only the moves legal in that world. A node therefore
stands for "this sequence of actions", whatever the hidden cards, and its statistics
average over the worlds the observer cannot tell apart.

Chance steps are *sampled through*, not stored as tree nodes: whenever a world reaches a
chance step, `game.sample_chance(state, rng)` picks the outcome and the walk continues
at the same node's child level. Why: a node keyed by a chance outcome would let the
observer's later decisions depend on outcomes it may never see (an opponent's draw from
the deck), leaking hidden information into the tree. Sampling through keeps nodes equal
to action histories, which is exactly the observer's information set when chance is
hidden, and an open-loop approximation when chance is public (a die everyone sees).
The approximation only matters below the root: each real decision starts a fresh search
from the actual view, where every roll so far is known.

Like every SO-ISMCTS, opponents' moves are keyed by the action itself even when the
observer would not see it (a sealed bid); the multi-observer variant fixes that at
several times the cost and is not needed for the open choices of most games here.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from gamebox.engine.ai.agent import Budget
from gamebox.engine.ai.courtesy import step_aside
from gamebox.engine.game import CHANCE, Game

RolloutPolicy = Callable[[Any, list[Any], random.Random], Any]
"""`(state, legal, rng) -> action`: how a playout picks moves past the tree."""

Evaluator = Callable[[Any, int], float]
"""`(state, player) -> value in [0, 1]`: how good a cut-off playout looks for `player`."""

SAFETY_SECONDS = 20.0
"""A search that has not finished its iterations by then stops anyway, so a position no
one foresaw cannot freeze a computer player. The slowest level's slowest move takes
under a second on an ordinary machine; reaching this cap means the move is no longer the
one the seed gives (reproducibility rests on the iteration count)."""


class _Node:
    """Statistics for one action in the tree, seen from the seat that played it.

    `value` is the sum of rewards of `player`, the seat who acted into this node, so
    that the parent picks its best child by plain maximisation, whoever moves there.
    `avails` counts the iterations in which this action was legal when its parent was
    walked; see `ISMCTSAgent` for why it replaces the parent's visit count.
    """

    __slots__ = ("avails", "children", "player", "value", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.value = 0.0
        self.avails = 1
        self.children: dict[Any, _Node] = {}


class ISMCTSAgent:
    """A search player for any game that implements `determinize`.

    Selection uses UCB1 with availability counts: a child's exploration term is
    `sqrt(log(avails) / visits)`, where `avails` counts how often the action was
    legal, not how often the parent was visited. In a determinized tree an action
    may exist in only some worlds (a card the opponent may not hold); with the
    parent's count such a child would look ever more under-explored in the worlds
    where it is missing, and be over-chosen whenever it appears.

    `evaluate`, if given, scores a playout cut off after `rollout_depth` decisions;
    without it a cut-off playout counts as a draw (0.5). A finished game scores by
    rank: 1 for first, 0 for last, evenly between for more than two players.

    Everything random comes from the `rng` handed to `choose` and the search stops at
    its iteration count, so the same view, seed and iteration budget always give the
    same move, on any machine under any load. The clock is only a safety cap: a
    budget's `seconds`, else `SAFETY_SECONDS`, which no level's normal play comes near.
    `last_iterations` and `last_visits` describe the last search (for tests, tuning
    and the debug overlay).
    """

    def __init__(
        self,
        game: Game,
        player: int,
        *,
        iterations: int = 500,
        exploration: float = 0.7,
        rollout_depth: int = 30,
        rollout_policy: RolloutPolicy | None = None,
        evaluate: Evaluator | None = None,
    ) -> None:
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations}")
        if rollout_depth < 0:
            raise ValueError(f"rollout_depth cannot be negative ({rollout_depth})")
        self.game = game
        self.player = player
        self.iterations = iterations
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.rollout_policy = rollout_policy
        self.evaluate = evaluate
        self.last_iterations = 0
        self.last_visits: dict[Any, int] = {}

    def choose(
        self, view: Any, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if not legal:
            raise ValueError("choose() needs at least one legal action")
        if len(legal) == 1:
            self.last_iterations = 0
            self.last_visits = {}
            return legal[0]

        iterations = self.iterations
        seconds = SAFETY_SECONDS
        if budget is not None:
            if budget.iterations is not None:
                iterations = max(1, budget.iterations)
            if budget.seconds is not None:
                seconds = budget.seconds
        deadline = time.perf_counter() + seconds

        # Local names: the loop below runs thousands of times per move.
        game = self.game
        determinize = game.determinize
        apply = game.apply
        turn = game.turn
        legal_actions = game.legal_actions
        sample_chance = game.sample_chance
        playout = self._playout
        log = math.log
        sqrt = math.sqrt
        perf_counter = time.perf_counter
        exploration = self.exploration
        me = self.player
        neg_inf = -math.inf

        root = _Node(me)
        done = 0
        while done < iterations:
            step_aside()  # the window's frame first (courtesy)
            state = determinize(view, rng)
            node = root
            acts = legal
            mover = me
            path: list[_Node] = []
            while True:
                children = node.children
                untried = [a for a in acts if a not in children]
                if untried:
                    # Expand one action never tried from here, then leave the tree.
                    n_untried = len(untried)
                    action = untried[rng.randrange(n_untried)] if n_untried > 1 else untried[0]
                    state = apply(state, action)[0]
                    child = _Node(mover)
                    children[action] = child
                    path.append(child)
                    break
                best = None
                best_action = None
                best_score = neg_inf
                for a in acts:
                    child = children[a]
                    # A child made by another seat under the same action (only when chance
                    # decides who moves) is neither comparable nor expandable: skip it.
                    if child.player != mover:
                        continue
                    child.avails += 1
                    visits = child.visits
                    score = child.value / visits + exploration * sqrt(log(child.avails) / visits)
                    if score > best_score:
                        best_score = score
                        best = child
                        best_action = a
                if best is None:
                    break
                state = apply(state, best_action)[0]
                path.append(best)
                node = best
                player = turn(state).player
                while player == CHANCE:
                    state = apply(state, sample_chance(state, rng))[0]
                    player = turn(state).player
                if player is None:
                    break
                acts = legal_actions(state)
                if not acts:
                    break
                mover = player

            rewards = playout(state, rng, path)
            for n in path:
                n.visits += 1
                n.value += rewards[n.player]
            done += 1
            if perf_counter() >= deadline:
                break

        children = root.children
        visits_of = {a: (children[a].visits if a in children else 0) for a in legal}
        self.last_iterations = done
        self.last_visits = visits_of
        best_action = legal[0]
        most = -1
        for a in legal:  # first among equals in `legal` order: deterministic
            if visits_of[a] > most:
                most = visits_of[a]
                best_action = a
        return best_action

    def _playout(self, state: Any, rng: random.Random, path: list[_Node]) -> dict[int, float]:
        """Play on from `state` and return the reward of every seat that acted in `path`.

        Chance steps do not count toward `rollout_depth`: the depth bounds the work spent
        choosing moves, and a dice roll costs one `sample_chance`.
        """
        game = self.game
        apply = game.apply
        turn = game.turn
        legal_actions = game.legal_actions
        sample_chance = game.sample_chance
        policy = self.rollout_policy
        depth = self.rollout_depth
        decisions = 0
        while True:
            step_aside()
            player = turn(state).player
            if player is None:
                result = game.result(state)
                if result is None:
                    break
                ranking = result.ranking
                last = len(ranking) - 1
                if last == 0:
                    return {ranking[0]: 1.0}
                return {seat: (last - rank) / last for rank, seat in enumerate(ranking)}
            if player == CHANCE:
                state = apply(state, sample_chance(state, rng))[0]
                continue
            if decisions >= depth:
                break
            acts = legal_actions(state)
            if not acts:
                break
            if policy is None:
                state = apply(state, acts[rng.randrange(len(acts))])[0]
            else:
                state = apply(state, policy(state, acts, rng))[0]
            decisions += 1

        evaluate = self.evaluate
        seats = {n.player for n in path}
        if evaluate is None:
            return dict.fromkeys(seats, 0.5)
        return {seat: evaluate(state, seat) for seat in seats}
