"""Builders and drivers for the Tammany Hall tests.

`table(...)` builds a decision point for the active player directly: every cube put on the
map or in Castle Garden is taken out of the bag, so the 25-per-nationality count holds;
wards of active zones not mentioned get one `filler` cube (an active ward is never
empty). `play(state, "place B6 B14", "end")` applies text actions; `conservation_errors`
checks cubes, bosses and chips.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from gamebox.engine.game import Event
from gamebox.games.tammany import events as E
from gamebox.games.tammany import invariants
from gamebox.games.tammany.model import (
    BIDDING,
    NAT_CODES,
    TURN,
    TammanyAction,
    TammanyState,
)
from gamebox.games.tammany.rules import TammanyGame

game = TammanyGame.from_assets()
RED, YELLOW, PURPLE, BLACK, NATURAL = range(5)
IR, EN, GE, IT = range(4)


def counts(text: str) -> list[int]:
    """'GE2 EN1' -> [0, 1, 2, 0]; 'EN IR' counts 1 each."""
    out = [0, 0, 0, 0]
    for part in text.split():
        out[NAT_CODES.index(part[:2].upper())] += int(part[2:] or 1)
    return out


def table(
    n: int = 3,
    *,
    year: int = 1,
    cubes: dict[int, str] | None = None,
    bosses: dict[int, dict[int, int]] | None = None,
    chips: dict[int, str] | None = None,
    garden: str = "",
    offices: dict[int, str] | None = None,
    mayor: int | None = None,
    locked: Iterable[int] = (),
    locks_this_term: int = 0,
    slander: dict[int, int] | None = None,
    slandered: Iterable[int] = (),
    current: int = RED,
    first: int = RED,
    filler: str = "IR",
    bag: dict[str, int] | None = None,
    placement_done: bool = False,
    spare_to: int = 1,
) -> TammanyState:
    c = game.config
    s = TammanyState(n, c.wards)
    s.year = year
    s.first_player = first
    s.current = current
    active = [z for y, zs in c.activation[n].items() if y <= year for z in zs]
    s.zones_active = active
    s.boxes = {z: [0, 0, 0, 0] if z in active else list(c.zones[z].box) for z in c.zones}
    given = cubes or {}
    for w in c.wards:
        if w in given:
            s.cubes[w] = counts(given[w])
        elif c.zone_of[w] in active:
            s.cubes[w] = counts(filler)
    for w, by_player in (bosses or {}).items():
        for p, k in by_player.items():
            s.bosses[w][p] = k
    for p, text in (chips or {}).items():
        s.chips[p] = counts(text)
    s.garden = counts(garden)
    s.slander = [c.slander_per_player] * n
    for p, k in (slander or {}).items():
        s.slander[p] = k
    for p in slandered:
        s.slandered_this_term[p] = True
    for p, office in (offices or {}).items():
        s.office[p] = office
    if mayor is None and offices:  # an office exists only under a mayor (R50, R52)
        mayor = next(p for p in range(n) if p not in offices)
    if mayor is not None:
        s.mayor = mayor
        s.office[mayor] = "mayor"
    s.locked = list(locked)
    s.locks_this_term = max(locks_this_term, len(s.locked))
    used = s.cubes_total()
    s.bag = [c.cubes_per_nationality - used[k] for k in range(4)]
    assert min(s.bag) >= 0, "the builder cannot invent cubes"
    if bag is not None:  # spare cubes go to ward `spare_to`
        for code, k in bag.items():
            nat = NAT_CODES.index(code)
            spare = s.bag[nat] - k
            assert spare >= 0
            s.bag[nat] = k
            s.cubes[spare_to][nat] += spare
    s.phase = TURN
    s.placement_done = placement_done
    errors = conservation_errors(s)
    assert not errors, errors
    return s


def conservation_errors(s: TammanyState) -> list[str]:
    """The game's own invariant checker (cubes, bosses, chips, locks, offices, bids)."""
    return invariants.check(s, game.config)


def chip_ledger(before: TammanyState, after: TammanyState, events: list[Event]) -> bool:
    """Chips only move by the events that say so (gains, bids, slander payments)."""
    delta = sum(map(sum, after.chips)) - sum(map(sum, before.chips))
    gained = sum(e.count for e in events if isinstance(e, E.ChipsGained))
    bid = sum(sum(b) for e in events if isinstance(e, E.BidsRevealed) for _, b in e.bids)
    slandered = sum(e.chips for e in events if isinstance(e, E.Slandered))
    return delta == gained - bid - slandered


def parse(state: TammanyState, text: str) -> TammanyAction:
    return game.parse_action(state, text)


def play(state: TammanyState, *texts: str) -> tuple[TammanyState, list[Event]]:
    events: list[Event] = []
    for text in texts:
        before = state
        state, ev = game.apply(state, parse(state, text))
        events += ev
        assert not conservation_errors(state), (text, conservation_errors(state))
        assert chip_ledger(before, state, ev), text
    return state, events


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def random_action(state: TammanyState, rng: random.Random) -> TammanyAction:
    """A uniform legal choice; a bid draws each eligible colour uniformly (listing every
    bid grows as a product of the chips held)."""
    turn = game.turn(state)
    if turn.is_chance:
        return game.sample_chance(state, rng)
    if state.phase == BIDDING:
        held = state.eligible(turn.player, state.ward)  # type: ignore[arg-type]
        return TammanyAction("bid", values=tuple(rng.randint(0, h) for h in held))
    legal = game.legal_actions(state)
    return legal[rng.randrange(len(legal))]


def random_game(
    n: int, seed: int, check: Any = None, stop: Any = None
) -> tuple[TammanyState, list[TammanyAction]]:
    rng = random.Random(seed)
    state = game.new_state(n)
    actions = []
    while not game.turn(state).is_over:
        if stop is not None and stop(state):
            break
        action = random_action(state, rng)
        after, ev = game.apply(state, action)
        if check is not None:
            check(state, action, after, ev)
        state = after
        actions.append(action)
        assert len(actions) < 20_000, "a random game did not end"
    return state, actions


def end_year(state: TammanyState) -> tuple[TammanyState, list[Event]]:
    """From a TURN of the last seat with placement done: end it."""
    return play(state, "end")
