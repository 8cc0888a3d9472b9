"""What a Copycat round gave each player, after its cleanup's markers (R85): the VP every
player scored in the round (R54, R55) and their total, most first. A rules function over
the match's own history, with no window: the table's summary and `play --text` both say
it. VP are public, so every reader reads the same lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamebox.engine.summary import Say, Told, last_at, words_of
from gamebox.games.copycat import events as E

table_words = words_of("copycat.table")


def round_summary(game: Any, match: Any, event: Any, reader: int | None,
                  names: Sequence[str], say: Say = table_words) -> Told | None:
    """The round's VP when `event` places the cleanup's markers; None for any other
    event, or one not in the match's history (the last one equal to it: a replayed
    cleanup's event is found too). The round's VP are its turns' scores (`TurnScored`)
    since it began; the totals are the last each player reached."""
    if not isinstance(event, E.MarkersPlaced):
        return None
    history = [e for entry in match.log for e in entry.events]
    at = last_at(history, event)
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
    return Told(say("summary.title", round=number), lines)


def summary_after(game: Any, match: Any, event: Any, reader: int | None,
                  names: Sequence[str]) -> Told | None:
    """The summary after `event`: a round's, after its cleanup's markers; None after any
    other event."""
    return round_summary(game, match, event, reader, names)
