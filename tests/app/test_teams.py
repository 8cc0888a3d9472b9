"""Partners on teams (gamebox/app/table/teams.py): who plays with whom, the panel's
words, and the drawing of the pairing (bands and a link, with a tooltip)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from gamebox.app import look
from gamebox.app.table.teams import Teams, draw_pairing, with_words


def test_partners_and_teams():
    teams = Teams.of([(0, 3), (1, 4), (2, 5)])
    assert teams and teams.team_of(4) == 1 and teams.partners(0) == (3,)
    assert teams.same(2, 5) and not teams.same(0, 1)
    assert teams.partners(7) == () and teams.team_of(7) is None


def test_no_teams_does_nothing():
    assert not Teams.none() and not Teams.of([(0,), (1,)])
    assert with_words(Teams.none(), 0, str, lambda *a, **k: "x") == ""


def test_the_words_name_the_partners():
    teams = Teams.of([(0, 3), (1, 4), (2, 5)])
    names = ["Y1", "W1", "R1", "Y2", "W2", "R2"]
    words = with_words(teams, 1, names.__getitem__, lambda key, **p: f"{key}:{p['partners']}")
    assert words == "team.with:W2"


class _Table:
    collecting = False

    def __init__(self) -> None:
        self.layout = look.Layout((1280, 720))
        self.hits = []

    def hit(self, rect, tip, *a, **k):
        self.hits.append((rect, tip))


def test_the_pairing_is_drawn_with_a_tooltip_per_team():
    pygame.init()
    table = _Table()
    surface = pygame.Surface((1280, 720))
    teams = Teams.of([(0, 2), (1, 3)])
    boxes = {p: (1000.0, 50.0 + 50 * p, 250.0, 46.0) for p in range(4)}
    draw_pairing(table, surface, teams, boxes, [(200, 0, 0), (0, 0, 200)],
                 tip=lambda team: f"team {team}")
    assert [tip() for _rect, tip in table.hits] == ["team 0", "team 1"]
    assert surface.get_at(table.layout.point(1001, 75))[:3] == (200, 0, 0)
    lanes = [rect.centerx for rect, _ in table.hits]
    assert lanes[0] != lanes[1]
