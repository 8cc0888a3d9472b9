"""Builders and drivers for the Copycat tests.

`table(n)` is a real game after its setup (seeded chance, P1 first on the bus), standing at
the start of round 1's planning with nothing drawn. The `put_*` helpers move named cards
(by id or by title) from wherever they are to a zone, so every card stays in exactly one
place and the invariants keep holding; `street(...)` sets street positions (cards pushed
out go to the box). `at_actions` / `at_buying` then turn the table into the decision point
a scenario needs. `play(state, "place b03", "end")` applies text actions and checks the
invariants after each.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from gamebox.engine.game import Event
from gamebox.games.copycat import invariants
from gamebox.games.copycat.model import (
    ACTIONS,
    BUYING,
    NO,
    ORDER,
    CopycatAction,
    CopycatState,
)
from gamebox.games.copycat.rules import CopycatGame

game = CopycatGame.from_assets()
config = game.config
P1, P2, P3, P4 = range(4)


def cid(ref: str) -> int:
    """A card by id ("c36") or by title ("Lobby Lunch": the first such card)."""
    if ref in config.card_index:
        return config.card_index[ref]
    for card in config.cards:
        if card.name == ref:
            return card.index
    raise KeyError(ref)


def oid(ref: str) -> int:
    return config.office_index[ref]


def table(n: int = 3, seed: int = 0, options: dict[str, Any] | None = None) -> CopycatState:
    """The table right after setup (street dealt, first office open), nothing drawn."""
    rng = random.Random(seed)
    s = game.new_state(n, {"start_player": 0, **(options or {})})
    while game.turn(s).is_chance and s.phase == "setup":
        s, _ = game.apply(s, game.sample_chance(s, rng))
    s.tasks = ()  # the planning draws: tests deal hands themselves
    from gamebox.games.copycat.model import DRAW

    assert s.phase == DRAW
    s.phase = ORDER
    return s


def _take(s: CopycatState, c: int) -> None:
    """Remove card `c` from wherever it is."""
    for p in range(s.n):
        for zone in ("draw", "hand", "area", "temp", "discard"):
            cards = getattr(s, zone)[p]
            if c in cards:
                i = cards.index(c)
                getattr(s, zone)[p] = cards[:i] + cards[i + 1 :]
                return
        if s.order_card[p] == c:
            s.order_card[p] = NO
            return
    if c in s.street:
        s.street = tuple(NO if x == c else x for x in s.street)
        return
    for i, sec in enumerate(s.supply):
        if c in sec:
            s.supply = (*s.supply[:i], tuple(x for x in sec if x != c), *s.supply[i + 1 :])
            return
    if c in s.box:
        s.box = tuple(x for x in s.box if x != c)
        return
    raise AssertionError(f"card {c} is nowhere")


def _pick(s: CopycatState, p: int, ref: str, taken: list[int]) -> int:
    """A card by id, or by title: one of p's own copies first (start cards come 28 times)."""
    if ref in config.card_index:
        return config.card_index[ref]
    named = [c.index for c in config.cards if c.name == ref and c.index not in taken]
    if not named:
        raise KeyError(ref)
    own = set(s.draw[p]) | set(s.hand[p]) | set(s.discard[p])
    mine = [c for c in named if c in own]
    return (mine or named)[0]


def put(s: CopycatState, p: int, zone: str, *refs: str, uses: int | None = None) -> list[int]:
    """Move the named cards to player p's zone (hand, draw, area, temp, discard)."""
    out: list[int] = []
    for ref in refs:
        c = _pick(s, p, ref, out)
        _take(s, c)
        cards = getattr(s, zone)
        cards[p] = (*cards[p], c)
        if uses is not None:
            s.uses[c] = uses
        out.append(c)
    return out


def empty_hands(s: CopycatState) -> None:
    """Every card in hands goes back to its owner's draw pile."""
    for p in range(s.n):
        s.draw[p] = s.draw[p] + s.hand[p]
        s.hand[p] = ()


def street(s: CopycatState, cards: dict[int, str | None]) -> None:
    """Set street positions (1-based); a card pushed out goes to the box."""
    for pos, ref in cards.items():
        old = s.street[pos - 1]
        if old != NO:
            s.street = (*s.street[: pos - 1], NO, *s.street[pos:])
            s.box = (*s.box, old)
        if ref is not None:
            c = cid(ref)
            _take(s, c)
            s.street = (*s.street[: pos - 1], c, *s.street[pos:])


def worker(s: CopycatState, p: int, office: str, uses: int = 0) -> int:
    """A worker of p on `office` (its slot), taken from p's available workers."""
    o = oid(office)
    if o not in s.offices:  # an office card not yet revealed: open it now
        s.office_deck = tuple(tuple(x for x in sec if x != o) for sec in s.office_deck)
        s.offices = (*s.offices, o)
        s.occupant.append(NO)
        s.office_uses.append(0)
        s.markers.append(0)
    slot = s.offices.index(o)
    if s.markers[slot]:  # markers under a worker would be taken when placing
        s.marker_supply += s.markers[slot]
        s.markers[slot] = 0
    s.occupant[slot] = p
    s.office_uses[slot] = uses
    if s.available[p]:
        s.available[p] -= 1
    else:
        s.reserve[p] -= 1
    return slot


def markers(s: CopycatState, p: int, count: int) -> None:
    """p holds `count` collected VP markers (from the supply)."""
    s.m0[p] += count
    s.marker_supply -= count


def at_actions(s: CopycatState, p: int, bus: Iterable[int] | None = None) -> CopycatState:
    s.phase = ACTIONS
    s.bus = tuple(bus) if bus is not None else tuple(range(s.n))
    s.current = p
    s.placed = False
    s.extra = 0
    s.out = [False] * s.n
    return s


def at_buying(s: CopycatState, p: int, bus: Iterable[int] | None = None,
              coins: int = 0) -> CopycatState:
    """p's phase-3 turn after the play step (hand cards already in the area, as they are
    placed by `put(..., "area")`)."""
    s.phase = BUYING
    s.bus = tuple(bus) if bus is not None else tuple(range(s.n))
    s.current = p
    s.keep_step = False
    s.b0[p] += coins
    return s


def conservation_errors(s: CopycatState) -> list[str]:
    return invariants.check(s, config)


def parse(s: CopycatState, text: str) -> CopycatAction:
    return game.parse_action(s, text)


def play(s: CopycatState, *texts: str) -> tuple[CopycatState, list[Event]]:
    events: list[Event] = []
    for text in texts:
        s, ev = game.apply(s, parse(s, text))
        events += ev
        errors = conservation_errors(s)
        assert not errors, (text, errors)
    return s, events


def legal(s: CopycatState) -> list[str]:
    return [str(a) for a in game.legal_actions(s)]


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def random_action(s: CopycatState, rng: random.Random) -> CopycatAction:
    if game.turn(s).is_chance:
        return game.sample_chance(s, rng)
    actions = game.legal_actions(s)
    return actions[rng.randrange(len(actions))]


def random_game(n: int, seed: int, check: Any = None,
                options: dict[str, Any] | None = None) -> tuple[CopycatState, list[str]]:
    rng = random.Random(seed)
    s = game.new_state(n, options or {})
    texts = []
    while not game.turn(s).is_over:
        action = random_action(s, rng)
        after, ev = game.apply(s, action)
        if check is not None:
            check(s, action, after, ev)
        texts.append(str(action))
        s = after
        assert len(texts) < 20_000, "a random game did not end"
    return s, texts


def stall(s: CopycatState, p: int) -> None:
    """Give p an unused choice office (b10), so p's phase-3 turn waits for a decision
    instead of ending by itself (the tests look at the table before it moves on)."""
    worker(s, p, "b10")
