"""What an election gave each player, in a few lines: the victory points, the wards won
(R48), the chips bid (R43) and won as an immigrant leader (R47), the tied wards (R42) and
the new Mayor with the Mayor's VP (R49-R51). A rules function over the match's own
history, with no window: the table's summary and `play --text` both say it.

It is worded for one reader (`reader`: a seat, spoken to as "you", or None for an
onlooker, as in hot-seat): every event is read as `game.view_event` lets them, and the
bids are counted only from `BidsRevealed`, the reveal every player sees (R5, section 9),
so a sealed bid never reaches the summary. After the last election there is none: the end
screen sums that one up (R55).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gamebox.engine.summary import Say, Told, words_of
from gamebox.games.tammany import events as E

ENDS = (E.OfficesAssigned, E.ElectionEnded, E.GameOver)  # what comes after the scoring



@dataclass(frozen=True, slots=True)
class Tally:
    """What one election gave each player."""

    year: int
    won: dict[int, list[int]]  # player -> wards, in order
    ties: list[int]
    bid: dict[int, int]  # player -> chips bid
    vp: dict[int, int]  # player -> VP (wards and Mayor)
    leads: dict[int, list[int]]  # player -> chips per lead
    mayor: tuple[int | None, str] | None  # (player, how)
    mayor_vp: int


table_words = words_of("tammany.table")


def reading_order(n: int, reader: int | None) -> list[int]:
    """The players top to bottom: seat order, turned so that the reader comes last (at
    the table: the person playing against the computer, nearest the action bar)."""
    return list(range(n)) if reader is None else [(reader + 1 + i) % n for i in range(n)]


def election_history(game: Any, match: Any, event: Any, reader: int | None) -> list[Any] | None:
    """The events of the election `event` is part of, as `reader` may read them: from its
    `ElectionBegan` (or the start of the history) to the end of its scoring as far as the
    match has gone (the Mayor's VP follows `MayorChosen` in the same step; the final
    scoring, R56-R57, and the offices are not part of it). None if `event` is not in the
    match's history."""
    events = [e for entry in match.log for e in entry.events]
    at = next((i for i in range(len(events) - 1, -1, -1) if events[i] is event), None)
    if at is None:
        return None
    start = next((i for i in range(at, -1, -1) if isinstance(events[i], E.ElectionBegan)), 0)
    out = []
    for e in events[start:]:
        final = isinstance(e, E.PointsScored) and not e.why.startswith(("ward", "mayor"))
        if final or isinstance(e, ENDS):
            break
        out.append(game.view_event(e, reader))
    return out


def tally(events: Iterable[Any], year: int = 0) -> Tally:
    """Add up an election's events (see `election_history`); `year` if it began before
    them."""
    won: dict[int, list[int]] = {}
    ties: list[int] = []
    bid: dict[int, int] = {}
    vp: dict[int, int] = {}
    leads: dict[int, list[int]] = {}
    mayor: tuple[int | None, str] | None = None
    mayor_vp = 0
    for e in events:
        if isinstance(e, E.ElectionBegan):
            year = e.year
        elif isinstance(e, E.BidsRevealed):
            for p, chips in e.bids:
                bid[p] = bid.get(p, 0) + sum(chips)
        elif isinstance(e, E.WardElected):
            if e.winner is not None:
                won.setdefault(e.winner, []).append(e.ward)
            elif e.votes:  # candidates tied (R42); no candidate at all is no news
                ties.append(e.ward)
        elif isinstance(e, E.ChipsGained) and e.why == "immigrant_leader":
            leads.setdefault(e.player, []).append(e.count)
        elif isinstance(e, E.PointsScored):
            vp[e.player] = vp.get(e.player, 0) + e.points
            mayor_vp = e.points if e.why == "mayor" else mayor_vp
        elif isinstance(e, E.MayorChosen):
            mayor = (e.player, e.how)
    return Tally(year, won, ties, bid, vp, leads, mayor, mayor_vp)


def election_summary(game: Any, match: Any, event: Any, reader: int | None,
                     names: Sequence[str], say: Say = table_words) -> Told | None:
    """The summary of the election whose Mayor `event` names, for `reader`: a line per
    player (in `reading_order`), the tied wards and the Mayor. None for any other event,
    and for the last election (the end screen follows it at once)."""
    if not isinstance(event, E.MayorChosen):
        return None
    history = election_history(game, match, event, reader)
    if history is None:
        return None
    got = tally(history, match.log[0].before.year if match.log else 0)
    if got.mayor is None or got.year >= game.config.years:
        return None
    you = say("summary.you")
    lines = [_player_line(got, p, you if p == reader else names[p], say)
             for p in reading_order(len(names), reader)]
    if got.ties:
        lines.append(say("summary.ties", count=len(got.ties), wards=_wards(got.ties)))
    mayor, how = got.mayor
    if mayor is None:
        lines.append(say("summary.no_mayor"))
    else:
        lines.append(say("summary.mayor_you" if mayor == reader else "summary.mayor",
                         player=names[mayor], vp=got.mayor_vp, how=say(f"summary.how.{how}")))
    return Told(say("summary.title", year=got.year), tuple(lines))


def summary_after(game: Any, match: Any, event: Any, reader: int | None,
                  names: Sequence[str]) -> Told | None:
    """The summary after `event`: an election's, after its Mayor is chosen; None after
    any other event."""
    return election_summary(game, match, event, reader, names)


def _wards(wards: Sequence[int]) -> str:
    return ", ".join(str(w) for w in wards)


def _player_line(got: Tally, p: int, name: str, say: Say) -> str:
    """One player's election: VP, wards won, chips bid and chips won as a leader."""
    wards = got.won.get(p, [])
    parts = [say("summary.vp", count=got.vp.get(p, 0)),
             say("summary.wards", count=len(wards), wards=_wards(wards)) if wards else
             say("summary.no_ward")]
    if got.bid.get(p):
        parts.append(say("summary.bid", count=got.bid[p]))
    if got.leads.get(p):
        parts.append(say("summary.leader", count=sum(got.leads[p])))
    return say("summary.line", player=name, parts=" · ".join(parts))
