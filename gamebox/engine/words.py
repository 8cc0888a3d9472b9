"""How every game's text module words an event for the log: one table from event class
to a function of (event, the players' names), looked up here. Pure, no pygame."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

Names = Sequence[str]
Describer = Callable[[Any, Names], str]


def describe_with(describers: Mapping[type, Describer], event: Any, names: Names) -> str:
    """The line `describers` gives for `event`; an event class the game forgot to word is
    a programming error, said at once rather than logged as nothing."""
    describer = describers.get(type(event))
    if describer is None:
        raise TypeError(f"no description for the event {type(event).__name__}")
    return describer(event, names)
