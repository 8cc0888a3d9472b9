"""Partners on teams, written once for every game: who plays with whom, the words a
player's panel says of it ("with Yellow 2") and one drawing of the pairing (a band in
the team's colour down the left of the partners' panels, joined by a link).

A game builds `Teams` from its view or configuration (`Teams.of(groups)`: the seats of
each team, in the team's order); a game without teams has `Teams.none()` and every
function here then does nothing, so a table can call them unconditionally. The words
come from the table (`say("team.with", partners=...)`: the game's `<words>.team.with`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from gamebox.app.table.widgets import Box, Colour


@dataclass(frozen=True)
class Teams:
    """The teams of a table: `groups[i]` is the seats of team i."""

    groups: tuple[tuple[int, ...], ...] = ()

    @classmethod
    def of(cls, groups: Sequence[Sequence[int]]) -> Teams:
        """Teams from the seats of each; teams of one seat are no teams at all."""
        kept = tuple(tuple(g) for g in groups)
        return cls(kept if any(len(g) > 1 for g in kept) else ())

    @classmethod
    def none(cls) -> Teams:
        return cls(())

    def __bool__(self) -> bool:
        return bool(self.groups)

    def team_of(self, seat: int) -> int | None:
        """The team of `seat`, or None (no teams, or a seat on none)."""
        return next((i for i, g in enumerate(self.groups) if seat in g), None)

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of `seat`'s team (none without teams)."""
        team = self.team_of(seat)
        return () if team is None else tuple(p for p in self.groups[team] if p != seat)

    def same(self, a: int, b: int) -> bool:
        team = self.team_of(a)
        return team is not None and team == self.team_of(b)


def with_words(teams: Teams, seat: int, name: Callable[[int], str],
               say: Callable[..., str], joiner: str = ", ") -> str:
    """A panel's words for the pairing: "with Yellow 2" ("" without teams)."""
    partners = teams.partners(seat)
    if not partners:
        return ""
    return say("team.with", partners=joiner.join(name(p) for p in partners))


def draw_pairing(table: Any, surface: pygame.Surface, teams: Teams, boxes: Mapping[int, Box],
                 colours: Sequence[Colour], *, width: float = 5.0, reach: float = 8.0,
                 tip: Callable[[int], str] | None = None) -> None:
    """Each player's panel gets a band of its team's colour on its left edge; partners'
    bands are joined by a link `reach` left of the panels, one lane per team so links
    never cross. `tip(team)` gives the link's tooltip (who plays with whom)."""
    if not teams:
        return
    layout = table.layout
    for team, group in enumerate(teams.groups):
        colour = colours[team % len(colours)]
        placed = [boxes[p] for p in group if p in boxes]
        if not placed:
            continue
        lane = min(b[0] for b in placed) - reach - team * (width + 2)
        mids = [(b[0], b[1] + b[3] / 2) for b in placed]
        top, bottom = min(y for _, y in mids), max(y for _, y in mids)
        if not table.collecting:
            for x, y, _w, h in placed:
                pygame.draw.rect(surface, colour, layout.rect(x, y + 3, width, h - 6),
                                 border_radius=max(1, layout.px(2)))
            if len(placed) > 1:
                pygame.draw.line(surface, colour, layout.point(lane, top),
                                 layout.point(lane, bottom), max(1, layout.px(2)))
                for x, y in mids:
                    pygame.draw.line(surface, colour, layout.point(lane, y), layout.point(x, y),
                                     max(1, layout.px(2)))
        if tip is not None and len(placed) > 1:
            table.hit(layout.rect(lane - 4, top, 8, bottom - top), lambda team=team: tip(team))
