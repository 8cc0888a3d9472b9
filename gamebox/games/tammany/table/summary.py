"""The panel after an election (issue: a summary after every scoring moment): who won
which ward, how many chips each spent on bids, the victory points each gained, the
immigrant leaders' chips and the new Mayor, in one line per player and a line for the
ties and the Mayor.

Built from the election's public events only (`BidsRevealed` is the reveal every player
sees, R41-R51), so the summary says nothing the log does not. Pure apart from the
`Summary` record: the words come from `tammany.table.summary.*`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gamebox.app.table.moments import Summary
from gamebox.games.tammany import events as E
from gamebox.i18n import t

WORDS = "tammany.table.summary"


@dataclass
class Tally:
    """What one election gave each player."""

    year: int = 0
    won: dict[int, list[int]] = field(default_factory=dict)  # player -> wards, in order
    ties: list[int] = field(default_factory=list)
    bid: dict[int, int] = field(default_factory=dict)  # player -> chips bid
    vp: dict[int, int] = field(default_factory=dict)  # player -> VP (wards and Mayor)
    leads: dict[int, list[int]] = field(default_factory=dict)  # player -> chips per lead
    mayor: tuple[int | None, str] | None = None  # (player, how)
    mayor_vp: int = 0


def election_events(events: Iterable[Any]) -> list[Any]:
    """The events of the last election in `events` (a match's, in order): from its
    `ElectionBegan` up to the end of its scoring (before the offices or the game's end)."""
    events = list(events)
    start = max((i for i, e in enumerate(events) if isinstance(e, E.ElectionBegan)), default=None)
    if start is None:
        return []
    out = []
    for e in events[start:]:
        if isinstance(e, E.OfficesAssigned | E.ElectionEnded | E.GameOver):
            break
        if isinstance(e, E.PointsScored) and not e.why.startswith(("ward", "mayor")):
            break  # the final scoring (R56, R57) comes next: the end screen shows it
        out.append(e)
    return out


def tally(events: Iterable[Any]) -> Tally:
    """Add up an election's events (see `election_events`)."""
    out = Tally()
    for e in events:
        if isinstance(e, E.ElectionBegan):
            out.year = e.year
        elif isinstance(e, E.BidsRevealed):
            for p, bid in e.bids:
                out.bid[p] = out.bid.get(p, 0) + sum(bid)
        elif isinstance(e, E.WardElected):
            if e.winner is not None:
                out.won.setdefault(e.winner, []).append(e.ward)
            elif e.votes:  # candidates tied (R42); no candidate at all is no news
                out.ties.append(e.ward)
        elif isinstance(e, E.ChipsGained) and e.why == "immigrant_leader":
            out.leads.setdefault(e.player, []).append(e.count)
        elif isinstance(e, E.PointsScored):
            out.vp[e.player] = out.vp.get(e.player, 0) + e.points
            if e.why == "mayor":
                out.mayor_vp = e.points
        elif isinstance(e, E.MayorChosen):
            out.mayor = (e.player, e.how)
    return out


def _wards(wards: Sequence[int]) -> str:
    return ", ".join(str(w) for w in wards)


def player_line(got: Tally, p: int, name: str) -> str:
    """One player's election: VP, wards won, chips bid and chips won as a leader."""
    wards = got.won.get(p, [])
    parts = [t(f"{WORDS}.vp", count=got.vp.get(p, 0))]
    parts.append(t(f"{WORDS}.wards", count=len(wards), wards=_wards(wards)) if wards else
                 t(f"{WORDS}.no_ward"))
    if got.bid.get(p):
        parts.append(t(f"{WORDS}.bid", count=got.bid[p]))
    if got.leads.get(p):
        parts.append(t(f"{WORDS}.leader", count=sum(got.leads[p])))
    return t(f"{WORDS}.line", player=name, parts=" · ".join(parts))


def election_summary(events: Iterable[Any], names: Sequence[str], order: Sequence[int],
                     you: int | None, final_year: int | None = None) -> Summary | None:
    """The summary of the last election in `events`; `order` is the players' order on
    the table and `you` the one person playing against the computer (spoken to). None
    before the Mayor is known, and for the election of `final_year` (the end screen
    follows it at once)."""
    got = tally(election_events(events))
    if got.mayor is None or (final_year is not None and got.year >= final_year):
        return None
    you_word = t(f"{WORDS}.you")
    lines = [player_line(got, p, you_word if p == you else names[p]) for p in order]
    if got.ties:
        lines.append(t(f"{WORDS}.ties", count=len(got.ties), wards=_wards(got.ties)))
    mayor, how = got.mayor
    if mayor is None:
        lines.append(t(f"{WORDS}.no_mayor"))
    else:
        key = "mayor_you" if mayor == you else "mayor"
        lines.append(t(f"{WORDS}.{key}", player=names[mayor], vp=got.mayor_vp,
                       how=t(f"{WORDS}.how.{how}")))
    return Summary(t(f"{WORDS}.title", year=got.year), tuple(lines))
