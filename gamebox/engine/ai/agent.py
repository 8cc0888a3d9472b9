"""What every computer player looks like to the rest of the program."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Budget:
    """How much thinking a decision may take, in iterations: the same budget, view and
    seed give the same move whatever the machine's load. `seconds` replaces the search's
    safety cap (`ismcts.SAFETY_SECONDS`); it is never the way a level is budgeted."""

    iterations: int | None = None
    seconds: float | None = None


class Agent(Protocol):
    """A computer player. It sees only its seat's view, never the true state."""

    def choose(
        self, view: Any, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any: ...


class RandomAgent:
    """Picks uniformly among the legal actions: the baseline every level must beat."""

    def choose(
        self, view: Any, legal: list[Any], rng: random.Random, budget: Budget | None = None
    ) -> Any:
        return legal[rng.randrange(len(legal))]
