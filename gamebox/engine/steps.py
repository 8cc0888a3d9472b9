"""The state after each event of an action, from the rules themselves.

A table animates an action event by event; between two events it must show the table
as it stands after the first, not as it stood before the action, nor re-apply a rule to
a copy to guess it. A game's rules append their events to the list `event_list(state)`
gives; while `recording()` is on (the table's match, never a search), that list notes a
copy of the state as each event is appended, so `states_of(events)` gives the state
after every event. The rules change the state and then say so (mutate, then append), so
the state noted with an event includes its change; the last event's is the action's
final state.

Rules that build a new state for each change instead give `noted(events, states)`.

Off, the list is a plain list: a computer player's search pays nothing for it. The
switch is a context variable, so a search in another thread never records.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

_RECORDING: ContextVar[bool] = ContextVar("gamebox_recording", default=False)


class _Recorder(list):
    """An event list noting a copy of `state` as each event is appended."""

    def __init__(self, state: Any) -> None:
        super().__init__()
        self.state = state
        self.states: list[Any] = []

    def append(self, event: Any) -> None:
        super().append(event)
        self.states.append(self.state.copy())

    def extend(self, events: Iterable[Any]) -> None:
        for event in events:
            self.append(event)

    def __iadd__(self, events: Iterable[Any]) -> _Recorder:  # type: ignore[override]
        self.extend(events)
        return self


class _Noted(list):
    """Events given with the state after each (rules whose states are not changed in
    place, as Pig's, say them directly)."""

    def __init__(self, events: Iterable[Any], states: Iterable[Any]) -> None:
        super().__init__(events)
        self.states = list(states)


def noted(events: list, states: list) -> list:
    """`events` with the state after each, for rules that build new states instead of
    changing one in place."""
    return _Noted(events, states) if _RECORDING.get() else events


def event_list(state: Any) -> list:
    """The list a rule step appends its events to (see the module notes)."""
    return _Recorder(state) if _RECORDING.get() else []


@contextmanager
def recording() -> Iterator[None]:
    """Rule steps applied in this block note the state after each event."""
    token = _RECORDING.set(True)
    try:
        yield
    finally:
        _RECORDING.reset(token)


def states_of(events: list, final: Any) -> list[Any]:
    """The state after each of `events`, an action's events applied while recording;
    `final` is the state the action left. Where a game did not note them, only the last
    is known and the others are None."""
    noted = getattr(events, "states", None)
    if noted is None or len(noted) != len(events):
        noted = [None] * len(events)
    states = list(noted)
    if states:
        states[-1] = final
    return states
