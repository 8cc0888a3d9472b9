"""Screenshot hook for `gamebox selftest`: puts the Copycat table in a named moment.

`moment(name)` gives a seeded match and what to do on its table before the picture
(`gamebox.app.selftest.show_moment` puts it on the screen, runs about 30 frames and saves
it). Matches are advanced with seeded random legal moves, so a name always gives the
same table; the person sits at seat 0 with computer players around.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gamebox.engine.match import Match, Seat, walk
from gamebox.engine.steps import recording, states_of
from gamebox.games import get_game
from gamebox.games.copycat import events as E
from gamebox.games.copycat.model import ACTIONS, BUYING, ORDER

SHOTS = ("setup2", "setup4", "reveal", "placement", "buy", "cleanup", "scoring")


def _match(players: int, seed: int) -> Match:
    seats = [Seat("human")] + [Seat("random")] * (players - 1)
    names = get_game("copycat").default_names(players)
    return Match(get_game("copycat"), seats, seed, {"start_player": 0}, names)


def until(players: int, seed: int, done: Callable[[Match], bool], limit: int = 6000) -> Match:
    """Seeded random play from a fresh match until `done(match)` holds at a decision
    (trying the next seeds when a game ends first)."""
    def stop(m: Match) -> bool:
        return not m.turn().is_chance and done(m)

    tries = ((_match(players, seed + k), random.Random(seed * 31 + k)) for k in range(40))
    found = next((m for m, rng in tries if walk(m, rng, stop, limit=limit)), None)
    if found is None:
        raise RuntimeError("no such moment found")
    return found


def _placing(match: Match) -> bool:
    s = match.state
    return (s.phase == ACTIONS and s.current == 0 and not s.frames and not s.placed
            and s.round >= 2 and any(a.kind == "place" for a in match.legal_actions()))


def _buying(match: Match) -> bool:
    s = match.state
    return (s.phase == BUYING and s.current == 0 and bool(s.frames)
            and s.frames[-1].kind == "buy" and s.pool(0) >= 2)


def _last_order(match: Match) -> bool:
    s = match.state
    waiting = [p for p in range(s.n) if s.order_card[p] < 0 and s.hand[p]]
    return s.phase == ORDER and waiting == [0] and s.round >= 2


def _after_cleanup(match: Match) -> bool:
    s = match.state
    return s.phase == ORDER and s.round >= 3 and any(s.markers)


def _dealt(players: int) -> Match:
    """A fresh table once the street and the first office are dealt (setup)."""
    match = _match(players, 7)
    walk(match, random.Random(7), lambda m: not m.turn().is_chance)
    return match


def _finished() -> Match:
    match = _match(3, 41)
    walk(match, random.Random(41))
    return match


# moment -> (how the match is reached, what is done on the table before the picture)
_MOMENTS: dict[str, tuple[Callable[[], Match], Callable[[Any], None] | None]] = {
    "setup2": (lambda: _dealt(2), None),
    "setup4": (lambda: _dealt(4), None),
    "reveal": (lambda: until(3, 5, _last_order), lambda scene: _seal_and_reveal(scene)),
    "placement": (lambda: until(3, 11, _placing), lambda scene: _hint(scene)),
    "buy": (lambda: until(3, 21, _buying), None),
    "cleanup": (lambda: until(3, 31, _after_cleanup), lambda scene: _open_summary(scene)),
    "scoring": (_finished, None),
}


def moment(name: str) -> tuple[Match, Callable[[Any], None] | None]:
    """The match at moment `name` and what to do on its table before the picture (the
    placement shows the hint lighting an office)."""
    if name not in _MOMENTS:
        raise KeyError(f"unknown Copycat screenshot {name!r}: {', '.join(SHOTS)}")
    reach, arrange = _MOMENTS[name]
    return reach(), arrange


def _seal_and_reveal(scene: Any) -> None:
    """The person seals the highest card, and every order card turns over: the picture
    shows the faces just turned, while the status line still names the reveal."""
    legal = [a for a in scene.session.legal() if a.kind == "order"]
    if legal:
        config = scene.config
        best = max(legal, key=lambda a: config.cards[config.card(a.ref)].order_value)
        scene.act(best)
    for _ in range(600):  # until the cards stand face up within the picture's 30 frames
        reveal = scene.motion.reveal
        if reveal is not None and reveal.done(scene.clock + 0.4):
            return
        scene.app.frame(1 / 60)


def _hint(scene: Any) -> None:
    """Ask for the hint and wait until it lights its office (however busy the machine)."""
    scene.ask_hint()
    worker = scene.session.hint_worker
    if worker is not None:
        worker.wait()
    scene.app.frame(1 / 60)


def _open_summary(scene: Any) -> None:
    """The summary of the round just cleaned up, as it opened at the cleanup: read from
    the rules' view as the table showed it then (the action replayed while recording)."""
    session = scene.session
    entry = next(e for e in reversed(session.match.log)
                 if any(isinstance(x, E.MarkersPlaced) for x in e.events))
    with recording():
        final, events = session.game.apply(entry.before, entry.action)
    k = next(i for i, e in enumerate(events) if isinstance(e, E.MarkersPlaced))
    motion = scene.motion
    before = states_of(events, final)[k - 1] if k else entry.before
    motion.shown = motion.display(session.viewed(before))
    summary = scene.summary_of(session.seen(events[k]))
    motion.sync(session.view())
    if summary is not None:
        scene.open_summary(summary)
