"""What a hand of The Boss gave and took, after its end (R33-R35): each colour's money won
or robbed city by city with its total (R29), and the gangsters lost and the exiles. A
rules function over the match's own history, with no window: the table's summary and
`play --text` both say it. Every event of it is public; each is read as `reader` may
read it all the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamebox.engine.summary import Say, Told, last_at, words_of
from gamebox.games.boss import events as E
from gamebox.games.boss import text
from gamebox.i18n import t

table_words = words_of("boss.table")


def hand_summary(game: Any, match: Any, event: Any, reader: int | None,
                 names: Sequence[str], say: Say = table_words) -> Told | None:
    """The summary of the hand `event` ends; None for any other event, or one not in the
    match's history (the last one equal to it). The hand's events are those since its
    `HandBegan` (or the start of the history)."""
    if not isinstance(event, E.HandEnded):
        return None
    history = [e for entry in match.log for e in entry.events]
    at = last_at(history, event)
    if at is None:
        return None
    began = next((k for k in range(at, -1, -1) if isinstance(history[k], E.HandBegan)), 0)
    events = [game.view_event(e, reader) for e in history[began:at]]
    gains: dict[int, list[str]] = {}
    totals: dict[int, int] = {}
    for e in events:
        if isinstance(e, E.MoneyWon):
            gains.setdefault(e.colour, []).append(
                f"{text.city_name(e.city)} {'+' if e.amount >= 0 else ''}{e.amount}")
            totals[e.colour] = e.total
    lines = [say("summary.money", colour=text.colour_name(names, colour),
                 parts=t("boss.log.list").join(parts), total=totals[colour])
             for colour, parts in sorted(gains.items())]
    lines += [text.describe_event(e, names) for e in events
              if isinstance(e, E.GangsterLost | E.Exiled)]
    return Told(say("summary.title", hand=event.hand),
                       tuple(lines) or (say("summary.nothing"),))


def summary_after(game: Any, match: Any, event: Any, reader: int | None,
                  names: Sequence[str]) -> Told | None:
    """The summary after `event`: a hand's, after its end; None after any other event."""
    return hand_summary(game, match, event, reader, names)
