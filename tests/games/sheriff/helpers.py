"""Builders and drivers for the Sheriff of Nottingham tests.

`table(...)` deals a real game (seeded chance) and then rearranges it into the wanted
position while keeping every R6 count conserved: the cards a builder puts in a hand, a
pile or on a stall are taken from the draw deck, and the cards they replace go back to
it. Piles are written top first, as in the spec's scenarios. `play(state, "take D1",
"stop", "draw apples")` applies text actions and checks conservation after each one.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from gamebox.engine.game import Event
from gamebox.games.sheriff.model import (
    CHOOSE,
    DECLARE,
    INTERJECT,
    LOAD,
    OPENING,
    SET_ASIDE,
    SheriffAction,
    SheriffState,
)
from gamebox.games.sheriff.rules import SheriffGame

game = SheriffGame.from_assets()
GOLD = {3: 150, 4: 200, 5: 250}


def goods(text: str) -> list[str]:
    return [g for g in text.replace(" ", "").split(",") if g]


def conservation_errors(s: SheriffState, total_gold: int | None = None) -> list[str]:
    errors = []
    if s.card_count() != s.total_cards:
        errors.append(f"R6: {s.card_count()} cards on the table, {s.total_cards} in play")
    if s.deck is not None and sum(s.deck.values()) != s.deck_size:
        errors.append("the deck's size does not match its contents")
    if total_gold is not None and sum(s.gold) != total_gold:
        errors.append(f"R5: {sum(s.gold)} gold, expected {total_gold}")
    if any(g < 0 for g in s.gold):
        errors.append("negative gold")
    return errors


def deal(state: SheriffState, seed: int = 0) -> SheriffState:
    """Run chance steps (seeded) until a player must act."""
    rng = random.Random(seed)
    while game.turn(state).is_chance:
        state, _ = game.apply(state, game.sample_chance(state, rng))
    return state


def _take(s: SheriffState, good: str) -> str:
    assert s.deck is not None
    assert s.deck.get(good, 0) > 0, f"the deck has no {good} left for the builder"
    s.deck[good] -= 1
    s.deck_size -= 1
    return good


def _give_back(s: SheriffState, cards: Iterable[str]) -> None:
    assert s.deck is not None
    for g in cards:
        s.deck[g] = s.deck.get(g, 0) + 1
        s.deck_size += 1


def table(
    n: int = 4,
    *,
    sheriff: int = 0,
    hands: dict[int, str] | None = None,
    piles: tuple[str, str] | None = None,
    gold: dict[int, int] | None = None,
    stalls: dict[int, str] | None = None,
    deck: str | None = None,
    options: dict[str, Any] | None = None,
    seed: int = 0,
) -> SheriffState:
    """A fresh round-1 Market with `sheriff`, first merchant to act. `hands`, `stalls`:
    seat -> 'apples,silk'; `piles`: (D1, D2) top first; `deck`: the exact draw deck
    (the rest goes to the box as if removed); `gold`: seat -> gold (others keep 50)."""
    s = deal(game.new_state(n, {"start_player": sheriff, **(options or {})}), seed).copy()
    assert s.phase == SET_ASIDE
    for p, text in (hands or {}).items():
        _give_back(s, s.hands[p])
        s.hands[p] = [_take(s, g) for g in goods(text)]
    if piles is not None:
        for i, text in enumerate(piles):
            _give_back(s, s.piles[i])
            s.piles[i] = [_take(s, g) for g in reversed(goods(text))]
    for p, text in (stalls or {}).items():
        for g in goods(text):
            game._to_stall(s, p, _take(s, g), public=False)
    if deck is not None:
        assert s.deck is not None
        s.box += [g for g, k in s.deck.items() for _ in range(k)]
        s.deck = {}
        s.deck_size = 0
        for g in goods(deck):
            s.deck[g] = s.deck.get(g, 0) + 1
            s.box.remove(g)
            s.deck_size += 1
    for p, amount in (gold or {}).items():
        s.gold[p] = amount
    errors = conservation_errors(s)
    assert not errors, errors
    return s


def parse(state: SheriffState, text: str) -> SheriffAction:
    return game.parse_action(state, text)


def play(state: SheriffState, *texts: str) -> tuple[SheriffState, list[Event]]:
    events: list[Event] = []
    gold = sum(state.gold)
    for text in texts:
        state, ev = game.apply(state, parse(state, text))
        events += ev
        errors = conservation_errors(state, gold)
        assert not errors, (text, errors)
    return state, events


def skip_market(state: SheriffState) -> SheriffState:
    """Every merchant sets aside nothing (R19: k = 0 ends the Market turn)."""
    while state.phase == SET_ASIDE:
        state, _ = play(state, "setaside -")
    assert state.phase == LOAD
    return state


def load_and_declare(
    state: SheriffState, bags: dict[int, str], declared: dict[int, str]
) -> tuple[SheriffState, list[Event]]:
    """LOAD then DECLARE in merchant order; merchants not named load their first card
    and declare it (or apples)."""
    events: list[Event] = []
    while state.phase == LOAD:
        m = state.active
        text = bags.get(m) or state.hands[m][0]
        state, ev = play(state, f"load {text}")
        events += ev
    while state.phase == DECLARE:
        m = state.active
        bag = state.bags[m]
        assert bag is not None
        default = bag[0] if bag[0] in ("apples", "cheese", "bread", "chicken") else "apples"
        state, ev = play(state, f"declare {declared.get(m, default)}")
        events += ev
    return state, events


def skip_windows(state: SheriffState) -> SheriffState:
    """Every merchant skips the opening / interject window (R99, R107)."""
    while state.phase in (OPENING, INTERJECT):
        state, _ = play(state, "skip")
    return state


def inspection(
    n: int = 4,
    *,
    bags: dict[int, str],
    declared: dict[int, str] | None = None,
    skip: bool = True,
    **kwargs: Any,
) -> SheriffState:
    """A round-1 Inspection phase: Market skipped, the given bags loaded and declared.
    Hands are the bags' cards plus whatever the deal gave, unless `hands` says more."""
    hands = dict(kwargs.pop("hands", {}) or {})
    for m, text in bags.items():
        hands.setdefault(m, text)
    state = skip_market(table(n, hands=hands, **kwargs))
    state, _ = load_and_declare(state, bags, declared or {})
    if skip:
        state = skip_windows(state)
        assert state.phase == CHOOSE
    return state


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def stall(state: SheriffState, p: int) -> dict[str, int]:
    """Every card on p's stall by good (legal and contraband)."""
    out = dict(state.stall_legal[p])
    for g, _ in state.stall_contra[p]:
        out[g] = out.get(g, 0) + 1
    return out


def random_game(
    n: int, seed: int, check: Any = None, options: dict[str, Any] | None = None
) -> tuple[SheriffState, int]:
    rng = random.Random(seed)
    state = game.new_state(n, options)
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
