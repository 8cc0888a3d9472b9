"""Builders and drivers for the Capo Dei Capi tests.

`table(...)` edits a fresh post-setup state (Red to act, level 0, no pending items) into
any decision point while keeping every R6 count conserved: what a builder puts on the
table is taken from the matching supply, and supply sizes asked for explicitly move the
difference to a harmless place (influence and bribes to the box, cubes to Blue's score
pile or the Mayor card); Mayor markers not in hands or pending are in the supply.
`play(state, "W4 B3", "I1 B2")` applies text actions; a dice text at a decision point
rolls first.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from gamebox.engine.game import Event
from gamebox.games import get_game
from gamebox.games.capo import events as E
from gamebox.games.capo.invariants import conservation_errors
from gamebox.games.capo.model import (
    CARD_IDS,
    DECISION,
    DRAW,
    REVEAL,
    BoxedBribe,
    CapoAction,
    CapoState,
    Marker,
)
from gamebox.games.capo.rules import CapoGame

game: CapoGame = get_game("capo")  # type: ignore[assignment]
RED, BLUE = 0, 1
W1, W2, W3, B1, B2, B3 = range(6)


def card(name: str) -> int:
    return CARD_IDS.index(name.upper())


def marker(text: str) -> Marker:
    """'I3' an Influence marker; 'B2' a face-down bribe of value 2; 'B2u' face up."""
    kind, value = text[0].upper(), int(text[1])
    if kind == "I":
        return Marker("I", value)
    return Marker("B", value, text.endswith("u"))


def _take(s: CapoState, m: Marker) -> None:
    """Take `m` out of its supply (the builder is placing it somewhere)."""
    assert s.bribe_pool is not None
    if m.is_bribe:
        s.bribe_pool[m.value] -= 1
        s.bribes_in_supply -= 1
    else:
        s.influence[m.value] -= 1


def table(
    *,
    pending: dict[str, str] | None = None,
    sides: dict[int, dict[str, list[str]]] | None = None,
    level: int = 0,
    hitman: bool = False,
    hands: tuple[int, int] = (4, 5),
    pending_mayor: int = 0,
    mayor_cubes: int = 2,
    card_cubes: dict[str, int] | None = None,
    score_piles: tuple[int, int] = (0, 0),
    cube_supply: int | None = None,
    bribe_supply: int | None = None,
    influence_supply: dict[int, int] | None = None,
    must_roll: bool = True,
    rolls: int | None = None,
    active: int = RED,
    options: dict[str, Any] | None = None,
    spare_cubes_to: str = "blue_pile",
) -> CapoState:
    """A decision point for `active` with exactly the given table; see the module doc."""
    start = "red" if active == RED else "blue"
    s = game.new_state(2, {"start_player": start, **(options or {})}).copy()
    assert s.phase == DECISION and s.active == active
    for name, text in (pending or {}).items():
        m = marker(text)
        _take(s, m)
        s.pending[card(name)] = m
        s.used_slots[card(name)] = True
    for owner, by_card in (sides or {}).items():
        for name, texts in by_card.items():
            for text in texts:
                m = marker(text)
                _take(s, m)
                s.sides[owner][card(name)].append(m)
    s.level = level
    s.hitman = hitman
    s.hands = list(hands)
    s.pending_mayor = pending_mayor
    s.mayor_supply = game.config.mayor_markers - sum(hands) - pending_mayor
    s.mayor_cubes = mayor_cubes
    s.card_cubes = [0] * 6
    for name, n in (card_cubes or {}).items():
        s.card_cubes[card(name)] = n
    s.score_piles = list(score_piles)
    s.cube_supply = game.config.cubes - mayor_cubes - sum(s.card_cubes) - sum(score_piles)
    if cube_supply is not None:
        spare = s.cube_supply - cube_supply
        assert spare >= 0, "the builder cannot invent cubes"
        if spare_cubes_to == "mayor":
            s.mayor_cubes += spare
        else:
            s.score_piles[BLUE] += spare
        s.cube_supply = cube_supply
    if bribe_supply is not None:
        assert s.bribe_pool is not None
        while s.bribes_in_supply > bribe_supply:  # the spare bribes go to the box unseen
            value = max((1, 2, 3), key=lambda v: s.bribe_pool[v])  # type: ignore[index]
            _take(s, Marker("B", value, False))
            s.box_bribes.append(BoxedBribe(BLUE, Marker("B", value, False), False))
    for value, n in (influence_supply or {}).items():
        s.box_influence[value] += s.influence[value] - n
        s.influence[value] = n
    s.must_roll = must_roll
    s.rolls = (0 if must_roll else 1) if rolls is None else rolls
    errors = conservation_errors(s)
    assert not errors, errors
    return s


def parse(state: CapoState, text: str) -> CapoAction:
    return game.parse_action(state, text)


def play(state: CapoState, *texts: str, check: bool = True) -> tuple[CapoState, list[Event]]:
    """Apply text actions in order; a dice text at a decision point rolls first, and a
    bare "draw" draws the first bribe value the supply still holds."""
    events: list[Event] = []
    for text in texts:
        action = game.chance_outcomes(state)[0][0] if text == "draw" else parse(state, text)
        if action.kind == "dice" and state.phase == DECISION:
            state, ev = game.apply(state, CapoAction("roll"))
            events += ev
        state, ev = game.apply(state, action)
        events += ev
        if check:
            assert not conservation_errors(state), (text, conservation_errors(state))
    return state, events


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def arrested_by_roll(state: CapoState, white: int, black: int) -> bool:
    """Whether the roll produces an arrest trigger; draws and forced reveals follow."""
    state, events = play(state, f"W{white} B{black}")
    while state.phase in (DRAW, REVEAL):
        if state.phase == DRAW:
            state, more = game.apply(state, game.chance_outcomes(state)[0][0])
        else:
            state, more = game.apply(state, game.legal_actions(state)[0])
        events += more
    return bool(of_type(events, E.ArrestTriggered))


def arrest_fraction(states: list[CapoState]) -> Fraction:
    """The arrest probability of the next roll, averaged over equally likely states."""
    hits = sum(arrested_by_roll(s, w, b) for s in states for w in range(1, 7) for b in range(1, 7))
    return Fraction(hits, 36 * len(states))


def random_game(
    seed: int, check: Any = None, options: dict[str, Any] | None = None
) -> tuple[CapoState, int]:
    """A game of uniform choices with seeded chance; `check(before, action, after)` is
    called after every step. Returns the final state and the number of steps."""
    rng = random.Random(seed)
    state = game.new_state(2, options)
    steps = 0
    while not game.turn(state).is_over:
        if game.turn(state).is_chance:
            action = game.sample_chance(state, rng)
        else:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        after, _ = game.apply(state, action)
        if check is not None:
            check(state, action, after)
        state = after
        steps += 1
        assert steps < 20_000, "a random game did not end"
    return state, steps
