"""Screenshot hook for `gamebox selftest`: puts the Tammany Hall table in a named moment.

`moment(name)` gives a seeded match and what to do on its table before the picture
(`gamebox.app.selftest.show_moment` puts it on the screen, runs about 30 frames and saves
the picture). The matches are
advanced with seeded random moves (the engine's own legal actions), so the same name
always gives the same table.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gamebox.engine.match import Match, Seat, walk
from gamebox.games import get_game

SHOTS = ("setup3", "setup5", "turn", "bid", "reveal", "summary", "legend", "scoring")


def _match(players: int, seed: int) -> Match:
    seats = [Seat("human")] + [Seat("random")] * (players - 1)
    names = get_game("tammany").default_names(players)
    return Match(get_game("tammany"), seats, seed, {"start_player": "red"}, names)


def _until(players: int, seed: int, done: Callable[[Match], bool], limit: int = 4000) -> Match:
    """Seeded random play from a fresh match until `done(match)` holds at a decision."""
    for attempt in range(40):
        match = _match(players, seed + attempt)
        rng = random.Random(seed * 31 + attempt)
        if walk(match, rng, lambda m: not m.turn().is_chance and done(m), limit=limit):
            return match
    raise RuntimeError("no such moment found")


def _human_turn(match: Match) -> bool:
    return match.state.phase == "turn" and match.state.current == 0 and match.state.year >= 3


def _last_bid(match: Match) -> bool:
    s = match.state
    if s.phase != "bidding":
        return False
    waiting = [p for p in s.bidders if not s.bid_done[p]]
    return waiting == [0] and len(s.bidders) >= 2 and sum(s.eligible(0, s.ward)) > 1


def moment(name: str) -> tuple[Match, Callable[[Any], None] | None]:
    """The match at moment `name` and what to do on its table before the picture."""
    if name in ("setup3", "setup5"):
        match = _match(3 if name == "setup3" else 5, 7)
        while not match.turn().is_over and match.turn().is_chance:
            match.play_chance()
        return match, None
    if name == "turn":
        return _until(4, 11, _human_turn), _click_a_ward
    if name == "bid":
        return _until(4, 21, _last_bid), _fill_bid
    if name == "reveal":
        return _until(4, 21, _last_bid), _bid_two
    if name == "summary":
        return _until(4, 41, _after_election), _open_summary
    if name == "legend":
        return _until(3, 11, _human_turn), _open_legend
    if name == "scoring":
        match = _match(3, 31)
        walk(match, random.Random(31))
        return match, None
    raise KeyError(f"unknown Tammany Hall screenshot {name!r}: {', '.join(SHOTS)}")


def _after_election(match: Match) -> bool:
    """The first turn of a term after the first election (the summary's moment)."""
    s = match.state
    return s.phase == "turn" and s.year in (5, 9) and s.current == s.first_player


def _open_summary(scene: Any) -> None:
    """The summary of the election just held, as it opened when its Mayor was chosen."""
    from gamebox.games.tammany import events as E

    chosen = [e for entry in scene.session.match.log for e in entry.events
              if isinstance(e, E.MayorChosen)]
    summary = scene.summary_of(chosen[-1]) if chosen else None
    if summary is not None:
        scene.open_summary(summary)


def _open_legend(scene: Any) -> None:
    scene.open_legend()


def _fill_bid(scene: Any) -> None:
    scene.sync_dialogs()
    scene.bid = [min(limit, 1) for limit in scene.bid_limits()]


def _click_a_ward(scene: Any) -> None:
    first = next((tok for tok in scene.choice().options if tok[0] == "ward"), None)
    if first is not None:
        scene.click(first)


def _bid_two(scene: Any) -> None:
    scene.bid = [min(limit, 2) for limit in scene.bid_limits()]
    scene.confirm()
