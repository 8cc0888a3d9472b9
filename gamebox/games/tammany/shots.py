"""Screenshot hook for `gamebox selftest`: puts the Tammany Hall table in a named moment.

`build(app, name)` resets the app to the main menu and starts a seeded match on the
table; the self-test then runs about 30 frames and saves the picture. The matches are
advanced with seeded random moves (the engine's own legal actions), so the same name
always gives the same table.
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.engine.match import Match

SHOTS = ("setup3", "setup5", "turn", "reveal", "scoring")


def _match(players: int, seed: int) -> Match:
    from gamebox.app import play
    from gamebox.games.tammany import text

    seats = ["human"] + ["random"] * (players - 1)
    names = list(text.default_names())[:players]
    return play.new_match("tammany", seats, names, {"start_player": "red"}, seed)


def _step(match: Match, rng: random.Random) -> None:
    if match.turn().is_chance:
        match.play_chance()
    else:
        match.apply(rng.choice(match.legal_actions()))


def _settle(match: Match) -> Match:
    while not match.turn().is_over and match.turn().is_chance:
        match.play_chance()
    return match


def _until(players: int, seed: int, done: Any, limit: int = 4000) -> Match:
    """Seeded random play from a fresh match until `done(match)` holds."""
    for attempt in range(40):
        match = _match(players, seed + attempt)
        rng = random.Random(seed * 31 + attempt)
        for _ in range(limit):
            if match.turn().is_over:
                break
            if not match.turn().is_chance and done(match):
                return match
            _step(match, rng)
    raise RuntimeError("no such moment found")


def _human_turn(match: Match) -> bool:
    s = match.state
    return s.phase == "turn" and s.current == 0 and s.year >= 3


def _last_bid(match: Match) -> bool:
    s = match.state
    if s.phase != "bidding":
        return False
    waiting = [p for p in s.bidders if not s.bid_done[p]]
    return waiting == [0] and len(s.bidders) >= 2 and sum(s.eligible(0, s.ward)) > 1


def build(app: Any, name: str) -> None:
    from gamebox.app import play
    from gamebox.app.scenes.menu import MainMenu

    app.reset(MainMenu(app))
    if name in ("setup3", "setup5"):
        play.start_game(app, _settle(_match(3 if name == "setup3" else 5, 7)), "tammany")
        return
    if name == "turn":
        match = _until(4, 11, _human_turn)
        play.start_game(app, match, "tammany")
        scene = app.top
        first = next((tok for tok in scene.choice().options if tok[0] == "ward"), None)
        if first is not None:
            scene.click(first)
        return
    if name == "reveal":
        match = _until(4, 21, _last_bid)
        play.start_game(app, match, "tammany")
        scene = app.top
        limits = scene.bid_limits()
        for n in range(4):
            scene.bid[n] = min(limits[n], 2)
        scene.confirm()
        return
    if name == "scoring":
        from gamebox.app.scenes.endgame import EndScene

        session = play.start_game(app, _finish(3, 31), "tammany")
        scene = app.top
        scene._end_done = True
        app.push(EndScene(app, session))
        return
    raise KeyError(f"unknown Tammany Hall screenshot {name!r}: {', '.join(SHOTS)}")


def _finish(players: int, seed: int) -> Match:
    match = _match(players, seed)
    rng = random.Random(seed)
    while not match.turn().is_over:
        _step(match, rng)
    return match
