"""What a Copycat round gave each player, after its cleanup's markers (R85): the VP every
player scored in the round (R54, R55) and their total, most first. A rules function over
the match's own history, with no window: the table's summary and `play --text` both say
it. VP are public, so every reader reads the same lines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gamebox.games.copycat import events as E
from gamebox.i18n import t

Say = Callable[..., str]  # the table's words: say("summary.title", round=...)


@dataclass(frozen=True, slots=True)
class RoundSummary:
    title: str
    lines: tuple[str, ...]


def table_words(key: str, **params: Any) -> str:
    """The summary's words outside a table (`play --text`): the table's own."""
    return t(f"copycat.table.{key}", **params)


def round_summary(game: Any, match: Any, event: Any, reader: int | None,
                  names: Sequence[str], say: Say = table_words) -> RoundSummary | None:
    """The round's VP when `event` places the cleanup's markers; None for any other
    event, or one not in the match's history (the last one equal to it: a replayed
    cleanup's event is found too). The round's VP are its turns' scores (`TurnScored`)
    since it began; the totals are the last each player reached."""
    if not isinstance(event, E.MarkersPlaced):
        return None
    history = [e for entry in match.log for e in entry.events]
    at = next((k for k in range(len(history) - 1, -1, -1) if history[k] == event), None)
    if at is None:
        return None
    events = [game.view_event(e, reader) for e in history[:at]]
    began = next((k for k in range(len(events) - 1, -1, -1)
                  if isinstance(events[k], E.RoundBegan)), None)
    start = match.log[0].before  # the totals before the history, and its round if it
    # began before the history (a set position)
    number = start.round if began is None else events[began].round
    gained = list(start.round_vp) if began is None else [0] * start.n
    total = list(start.vp)
    for e in events:
        if isinstance(e, E.TurnScored):
            total[e.player] = e.total
    for e in events[0 if began is None else began:]:
        if isinstance(e, E.TurnScored):
            gained[e.player] += e.vp
    lines = tuple(say("summary.line", player=names[p], count=gained[p], total=total[p])
                  for p in sorted(range(start.n), key=lambda q: -gained[q]))
    return RoundSummary(say("summary.title", round=number), lines)


def summary_after(game: Any, match: Any, event: Any, reader: int | None,
                  names: Sequence[str]) -> tuple[str, ...]:
    """What `play --text` says after `event`: a round's summary, title first, after its
    cleanup's markers; () after any other event."""
    told = round_summary(game, match, event, reader, names)
    return () if told is None else (told.title, *told.lines)
