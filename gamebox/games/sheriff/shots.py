"""Screenshot moments of the Sheriff table for `gamebox selftest`: `moment(name)` gives
one moment of a seeded four-player game (one person against three hard computer
players), reached by seeded legal moves, and what to do on its table before the picture
(`gamebox.app.selftest.show_moment` puts it on the screen).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gamebox.engine.match import Match, Seat, walk
from gamebox.games import get_game
from gamebox.games.sheriff.model import (
    CHOOSE,
    CONFISCATE,
    DRAW,
    INTERJECT,
    LEGAL,
    LOAD,
    OPENING,
    RESPONSE,
    SET_ASIDE,
    SheriffAction,
)
from gamebox.games.sheriff.summary import closes_round, inspection_summary

SHOTS = ("market", "loading", "negotiation", "offer", "moment", "summary", "opening", "scoring")
SEATS = ["human", "hard", "hard", "hard"]
HUMAN = 0


def _names() -> list[str]:
    return get_game("sheriff").default_names(len(SEATS))


def _policy(state: Any, legal: list[SheriffAction], rng: random.Random) -> SheriffAction:
    """Plausible seeded moves: mostly quiet negotiation, so rounds move on."""
    phase = state.phase
    if phase in (OPENING, INTERJECT):
        skip = SheriffAction("skip")
        if skip in legal and rng.random() < 0.75:
            return skip
    if phase == CHOOSE:
        plain = [a for a in legal if a.kind in ("pass", "inspect", "accept")]
        if plain and rng.random() < 0.85:
            return rng.choice(plain)
    if phase == LOAD:
        big = [a for a in legal if len(a.goods) >= 3]
        if big:
            return rng.choice(big)
    return rng.choice(legal)


def advance(match: Any, rng: random.Random, stop: Callable[[Any], bool], limit: int = 6000) -> bool:
    """Seeded plausible moves until `stop(state)` holds (checked before every step)."""
    return walk(match, rng, lambda m: stop(m.state), _policy, limit)


def _match(seed: int) -> Any:
    seats = [Seat.parse(seat) for seat in SEATS]
    return Match(get_game("sheriff"), seats, seed, {}, _names())


def _find(stop: Callable[[Any], bool], then: Callable[[Any], bool] | None = None) -> Any:
    """The first seed whose game reaches `stop` (and where `then(match)` succeeds)."""
    for seed in range(11, 60):
        match = _match(seed)
        if advance(match, random.Random(seed), stop) and (then is None or then(match)):
            return match
    raise RuntimeError("no seeded game reaches that moment")


def _human(phase: str) -> Callable[[Any], bool]:
    return lambda s: s.phase == phase and s.active == HUMAN


def _demand_human(match: Any) -> bool:
    """The Sheriff (a computer) demands gold from the person."""
    demands = [
        a
        for a in match.legal_actions()
        if a.kind == "demand" and a.target == HUMAN and a.offer.gold
    ]
    if not demands:
        return False
    match.apply(demands[-1])
    return match.state.phase == RESPONSE


def _inspect_a_liar(match: Any) -> bool:
    s = match.state
    for m in s.unresolved():
        bag = s.bags[m] or []
        action = SheriffAction("inspect", target=m)
        if any(g != s.declared[m] for g in bag) and action in match.legal_actions():
            match.apply(action)
            return match.state.phase == CONFISCATE
    return False


def pick_cards(scene: Any, goods: tuple[str, ...]) -> bool:
    """Click hand cards until exactly `goods` are chosen."""
    scene.selected = []
    cards = scene.hand()
    for good in goods:
        index = next(
            (i for i, c in enumerate(cards) if c == good and i not in scene.selected), None
        )
        if index is None:
            return False
        scene.click_hand(index)
    return True


def moment(name: str) -> tuple[Any, Callable[[Any], None] | None]:
    """The match at moment `name` and what to do on its table before the picture."""
    if name not in SHOTS:
        raise ValueError(f"unknown shot {name!r}: use {', '.join(SHOTS)}")
    if name in ("market", "loading"):
        match = _find(_human(SET_ASIDE if name == "market" else LOAD))
        count = 2 if name == "market" else 3
        return match, lambda scene: pick_cards(
            scene, tuple(sorted(scene.session.view().hands[HUMAN])[:count]))
    if name == "negotiation":
        match = _find(
            lambda s: s.phase == CHOOSE and s.sheriff != HUMAN and HUMAN in s.unresolved(),
            _demand_human,
        )
        return match, _counter_offer
    if name == "opening":
        return _find(
            lambda s: s.phase == CHOOSE and s.sheriff == HUMAN and len(s.unresolved()) >= 2,
            _inspect_a_liar,
        ), None
    if name == "offer":
        return _find(lambda s: s.phase == OPENING and s.active == HUMAN
                     and bool(s.stall_legal[HUMAN]) and len(s.unresolved()) >= 2), _own_offer
    if name == "moment":
        match = _find(lambda s: s.phase in (OPENING, INTERJECT) and s.active != HUMAN
                      and HUMAN in s.unresolved())
        return match, _computer_offers
    if name == "summary":
        match = _find(lambda s: s.phase == DRAW and s.round >= 2 and any(s.bags_this_round)
                      and s.sheriff != HUMAN)
        return match, _round_summary
    return _find(lambda s: s.phase == "over"), None


def _own_offer(scene: Any) -> None:
    """The offer builder for one's own bag, half filled in: 12 gold (typed), a good from
    the stand, a bag clause, another bag to inspect and a favour."""
    view = scene.session.view()
    scene.open_draft("offer", HUMAN)
    d = scene.draft
    d.focus_on("gold")
    for digit in (1, 2):
        d.type_digit(digit, view.gold[HUMAN])
    good = next(g for g in LEGAL if view.stall_legal[HUMAN].get(g))
    d.step_count("stall", good, 1, view.stall_legal[HUMAN][good])
    bag = sorted(view.bags[HUMAN] or [])
    if bag:
        d.cycle_bag(bag, 1)
        d.step_bag(1, len(bag))
    others = d.others(view)
    if others:
        d.cycle_commit(others[0])
    d.promise_favor = True


def _computer_offers(scene: Any) -> None:
    """A computer merchant's offer, shown where it happens (the moment's plate and ring)."""
    from gamebox.app.session import Seen

    session = scene.session
    match = session.match
    actor = match.turn().player
    offers = [a for a in match.legal_actions() if a.kind == "offer" and a.offer.gold]
    action = offers[0] if offers else SheriffAction("skip")
    events = match.apply(action)
    scene.receive([Seen(session.seen(e), actor) for e in events])


def _round_summary(scene: Any) -> None:
    """The summary of the inspection round that has just ended."""
    from gamebox.app.table.moments import Summary

    match = scene.session.match
    closing = next(i for i in range(len(match.log) - 1, -1, -1) if closes_round(match, i))
    told = inspection_summary(scene.game, match, closing, scene.session.viewer, scene.names,
                              scene.say, scene.you)
    if told is not None:
        scene.open_summary(Summary(told.title, told.lines))


def _counter_offer(scene: Any) -> None:
    scene.open_draft("counter", HUMAN)
    if scene.draft is not None:
        scene.draft.gold = min(3, scene.session.view().gold[HUMAN])
        scene.draft.promise_pass = True
