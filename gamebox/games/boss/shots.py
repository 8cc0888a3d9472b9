"""Screenshot hook for `gamebox selftest`: puts The Boss's table in a named moment.

`moment(name)` gives a seeded match and what to do on its table before the picture
(`gamebox.app.selftest.show_moment` shows it). Matches are advanced with seeded random
legal moves, so the same name always gives the same table.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gamebox.engine.match import Match, Seat, walk
from gamebox.games import get_game
from gamebox.games.boss import events as E
from gamebox.games.boss.model import DEAL, FACEDOWN, FIRST, PASS, PENALTY, PLACE

SHOTS = ("deal2", "deal6", "placement", "police", "resolution", "penalty6", "scoring")


def _match(players: int, seed: int) -> Match:
    seats = [Seat("human")] + [Seat("random")] * (players - 1)
    return Match(get_game("boss"), seats, seed, {}, get_game("boss").default_names(players))


def _sparing(state: Any, legal: list, rng: random.Random) -> Any:
    """A random move that often passes, so gangsters last to the end of a hand."""
    return PASS if PASS in legal and rng.random() < 0.6 else rng.choice(legal)


def _until(players: int, seed: int, done: Callable[[Match], bool], limit: int = 4000) -> Match:
    """Seeded random play from a fresh match until `done(match)` holds at a decision."""
    for attempt in range(60):
        match = _match(players, seed + attempt)
        rng = random.Random(seed * 31 + attempt)
        if walk(match, rng, lambda m: not m.turn().is_chance and done(m), _sparing,
                limit=limit):
            return match
    raise RuntimeError("no such moment found")


def _dealt(match: Match) -> bool:
    return match.state.phase not in (FIRST, FACEDOWN, DEAL)


def _placing(match: Match) -> bool:
    """The person's placement in round 3 of hand 2, with gangsters on the board."""
    s = match.state
    return s.phase == PLACE and s.acting() == 0 and s.hand_no == 2 and s.round == 3 \
        and sum(s.placed_m) >= 3


def _after_police(match: Match) -> bool:
    """The person's turn right after a police card was turned."""
    s = match.state
    last = match.log[-1].events if match.log else []
    return s.phase == PLACE and s.acting() == 0 and s.police_up and \
        any(isinstance(e, E.PoliceRevealed) for e in last)


def _before_resolution(match: Match) -> bool:
    """The person's last turn of a hand (the last card plays itself): the resolution
    follows their placement."""
    s = match.state
    return s.phase == PLACE and s.acting() == 0 and len(s.hands[0]) == 1 \
        and s.turn_index == len(s.order) - 1 and s.hand_no >= 2 and not s.last_hand


def _penalty(match: Match) -> bool:
    s = match.state
    return s.phase == PENALTY and s.acting() == 0


def moment(name: str) -> tuple[Match, Callable[[Any], None] | None]:
    """The match at moment `name` and what to do on its table before the picture."""
    if name in ("deal2", "deal6"):
        match = _match(2 if name == "deal2" else 6, 7)
        while not _dealt(match):
            match.play_chance()
        return match, None
    if name == "scoring":
        match = _match(3, 31)
        walk(match, random.Random(31))
        return match, None
    if name in REACHED:
        players, seed, done, arrange = REACHED[name]
        return _until(players, seed, done, limit=20000), arrange
    raise KeyError(f"unknown The Boss screenshot {name!r}: {', '.join(SHOTS)}")


def _pick_a_city(scene: Any) -> None:
    targets = sorted(scene.place_targets(), key=lambda c: -sum(scene.shown.totals(c)))
    if targets:
        scene.click_city(targets[0])


def _replay_last(scene: Any) -> None:
    """The police card's turn, shown again: its events go through the table's motion."""
    match = scene.session.match
    view = scene.session.view()
    for event in match.log[-1].events:
        scene.motion.push(scene.game.view_event(event, scene.session.viewer), None)
    scene.motion.shown = scene.motion.display(view)
    scene.motion.shown.police_up = view.police_up[:-1]
    scene.need_sync = True
    scene.motion.update(scene.seconds() * 0.3)


def _play_last_card(scene: Any) -> None:
    """The last card played, the resolution part way through its animation."""
    legal = scene.session.legal()
    if legal:
        scene.act(PASS if PASS in legal else legal[0])
    seconds = scene.seconds()
    for _ in range(14):
        scene.motion.update(max(seconds, 0.3) * 0.5)


# name -> (players, seed, the moment reached, what is done on the table before the picture)
REACHED: dict[str, tuple[int, int, Callable[[Match], bool], Callable[[Any], None] | None]] = {
    "placement": (3, 11, _placing, _pick_a_city),
    "police": (4, 21, _after_police, _replay_last),
    "resolution": (3, 41, _before_resolution, _play_last_card),
    "penalty6": (6, 51, _penalty, None),
}
