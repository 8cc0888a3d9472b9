"""What every game's scoring summary is made of, below the window: its title and lines
(`Told`), the table's words outside a table, and what `play --text` prints after an
event. Each game's `summary.py` says only what its own moment gave whom."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gamebox.i18n import t

Say = Callable[..., str]  # the table's words: say("summary.title", round=2)


@dataclass(frozen=True, slots=True)
class Told:
    title: str
    lines: tuple[str, ...]


def words_of(prefix: str) -> Say:
    """The summary's words outside a table (`play --text`): the table's own (`prefix`)."""
    def say(key: str, **params: Any) -> str:
        return t(f"{prefix}.{key}", **params)
    return say


def said(told: Told | None) -> tuple[str, ...]:
    """What `play --text` prints: the title, then the lines; () for no summary."""
    return () if told is None else (told.title, *told.lines)


def last_at(history: Sequence[Any], event: Any) -> int | None:
    """Where the last event equal to `event` stands in `history` (a replayed event is a
    fresh object, so it is found by equality), or None."""
    return next((k for k in range(len(history) - 1, -1, -1) if history[k] == event), None)
