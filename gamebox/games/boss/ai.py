"""Computer gangsters for The Boss: easy, normal and hard (spec 13).

Every agent decides from its seat's view and the legal actions only; with six players a
computer partner reads its own view too, never its partner's cards (R42, Decision 18).

- easy: each minimal placement scored from the uniform candidates of the city, a flat
  price per gangster and noise; no thought of counter-bids; occasionals spent as soon as
  they help; a random card, but never the card that shows its best city is safe.
- normal: `ai_plan.Planner`: the value of gangsters by hands left, Chicago's expected
  share, counter-bids of the rivals who still act, occasionals kept for the last two
  rounds, card play that tells rivals little; when last in the final round every card is
  known and the evaluation is exact.
- hard: `ai_search.SearchAgent`, ISMCTS over determinizations with the normal player's
  judgement in the playouts.

Agents keep no state between calls (safe on any thread); the same seed and budget give
the same move.
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.engine.ai.agent import Budget
from gamebox.games.boss.ai_eval import Knowledge
from gamebox.games.boss.ai_plan import NORMAL, Planner, Style
from gamebox.games.boss.ai_search import SearchAgent
from gamebox.games.boss.model import PASS, PENALTY, PLACE, PLAY, BossState

PERSONALITIES: tuple[str, ...] = ()
LEVELS = ("easy", "normal", "hard")
HARD_ITERATIONS = 300

EASY = Style(
    marked_cost=0.5,
    occasional_early=0.5,
    occasional_late=0.5,
    lookahead=False,
    margin=0.0,
    extra=0,
    secrecy=0.0,
    chicago_cards=0.0,
    noise=1.0,
)


class PlannerAgent:
    """Normal (and the shape of easy): one decision at a time with `Planner`."""

    def __init__(self, game, player: int, style: Style = NORMAL) -> None:
        self.game = game
        self.player = player
        self.planner = Planner(game, style)

    def choose(
        self, view: BossState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        if view.phase == PLACE:
            return self.planner.place(view, self.player, legal, rng)
        if view.phase == PLAY:
            return self.planner.play(view, self.player, legal, rng)
        if view.phase == PENALTY:
            return self.planner.penalty(view, legal)
        return legal[rng.randrange(len(legal))]


class EasyAgent(PlannerAgent):
    """Spec 13 easy: minimal placements with noise, then a card that keeps its secret."""

    def __init__(self, game, player: int) -> None:
        super().__init__(game, player, EASY)

    def choose(
        self, view: BossState, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        if view.phase == PLACE:
            minimal = [a for a in legal if a.kind == "place" and self._minimal(view, a)]
            return self.planner.place(view, self.player, minimal, rng) if minimal else PASS
        if view.phase == PLAY:
            return self._card(view, legal, rng)
        return super().choose(view, legal, rng, budget)

    def _minimal(self, s: BossState, a: Any) -> bool:
        layout = self.game.layout(s.n)
        need = self.game.need(s, layout.index_of[a.city], s.colour_of(self.player))
        return a.m + a.o == need

    def _card(self, s: BossState, legal: list[Any], rng: random.Random) -> Any:
        layout = self.game.layout(s.n)
        k = Knowledge(self.game, s, self.player)
        colour = s.colour_of(self.player)
        cities = [c for c in range(layout.cities) if c != layout.chicago]
        best = max(cities, key=lambda c: k.city_value(c, colour))
        kind = self.game.kind
        safe = [
            a
            for a in legal
            if not (layout.city_of[a.card] == best and kind[a.card] != "money")
        ]
        pool = safe or legal
        return pool[rng.randrange(len(pool))]


def make_agent(game, level: str, personality: str | None, player: int) -> Any:
    if personality:
        raise ValueError("The Boss's computer gangsters have no personalities")
    if level == "easy":
        return EasyAgent(game, player)
    if level == "normal":
        return PlannerAgent(game, player)
    if level == "hard":
        return SearchAgent(game, player, HARD_ITERATIONS)
    raise ValueError(f"unknown level {level!r}: use easy, normal or hard")
