"""Builders and drivers for The Boss's tests.

`dealt(n, facedown=..., hands=...)` plays the real chance steps of a deal, forcing the
cards asked for and taking the others in order, and stops at the first placement of
round 1. `put` stands gangsters on a card (out of the person's supply), `play` applies
text actions and checks the invariants after each, `resolve` runs the resolution of a
crafted end of hand.
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.engine.game import Event
from gamebox.games.boss import invariants
from gamebox.games.boss.model import DEAL, FACEDOWN, PLACE, BossAction, BossState
from gamebox.games.boss.rules import BossGame

game = BossGame.from_assets()
config = game.config


def lay(n: int):
    return game.layout(n)


def city(n: int, cid: str) -> int:
    return lay(n).index_of[cid]


def dealt(
    n: int,
    *,
    first: int = 0,
    facedown: dict[str, str] | None = None,
    hands: dict[int, list[str]] | None = None,
) -> BossState:
    """A hand-1 state after a deal that puts the given cards where asked (R7)."""
    s = game.new_state(n, {"start_player": first})
    facedown = dict(facedown or {})
    wanted = {p: list(cards) for p, cards in (hands or {}).items()}
    reserved = set(facedown.values()) | {c for cards in wanted.values() for c in cards}
    while s.phase in (FACEDOWN, DEAL):
        if s.phase == FACEDOWN:
            x = game.next_facedown(s)
            cid = lay(n).ids[x]
            card = facedown.get(cid) or next(
                c for c in lay(n).cards_of[x] if c not in reserved and c in s.deck
            )
            action = BossAction("facedown", cid, card=card)
        else:
            to = game.deal_target(s)
            mine = wanted.get(to, [])
            card = mine.pop(0) if mine else next(c for c in s.deck if c not in reserved)
            if not mine and to in wanted:
                wanted.pop(to)
            outcome = [a for a, _ in game.chance_outcomes(s) if a.card == card]
            action = outcome[0]
        s, _ = game.apply(s, action)
    assert s.phase == PLACE and not invariants.check(s, config)
    return s


def put(s: BossState, cid: str, person: int, marked: int = 0, occasional: int = 0) -> BossState:
    """Stand gangsters of `person` on a card, taken from the supply (a test's table)."""
    s = s.copy()
    x = city(s.n, cid)
    s.placed_m[x * s.n + person] += marked
    s.placed_o[x * s.n + person] += occasional
    s.sup_m[person] -= marked
    s.sup_o[person] -= occasional
    assert s.sup_m[person] >= 0 and s.sup_o[person] >= 0
    return s


def at_turn(s: BossState, person: int) -> BossState:
    """The same table with `person` to place now."""
    s = s.copy()
    s.turn_index = s.order.index(person)
    s.phase = PLACE
    return s


def play(s: BossState, *texts: str, check: bool = True) -> tuple[BossState, list[Event]]:
    events: list[Event] = []
    for text in texts:
        s, ev = game.apply(s, game.parse_action(s, text))
        events += ev
        if check:
            errors = invariants.check(s, config)
            assert not errors, (text, errors)
    return s, events


def legal_texts(s: BossState) -> set[str]:
    return {str(a) for a in game.legal_actions(s)}


def of_type(events: list[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def resolve(s: BossState) -> tuple[BossState, list[Event]]:
    """Run the resolution (R22-R32) of a crafted end of hand on a copy."""
    s = s.copy()
    ev: list[Event] = []
    game._resolve(s, ev)
    return s, ev


def end_of_hand(
    n: int,
    *,
    hand: int = 1,
    facedown: dict[str, str],
    last: dict[str, str] | None = None,
    gangsters: dict[str, dict[int, int]] | None = None,
    money: list[int] | None = None,
) -> BossState:
    """A crafted table after the last round of `hand`: Chicago in position hand + 1
    (R34), the given face-down rewards and last face-up cards, marked gangsters placed."""
    s = game.new_state(n, {"start_player": 0})
    layout = lay(n)
    s.hand_no = hand
    row = list(range(layout.cities))
    for _ in range(hand - 1):
        pos = row.index(layout.chicago)
        if pos < len(row) - 1:
            row[pos], row[pos + 1] = row[pos + 1], row[pos]
    s.row = row
    used = set()
    for cid, card in facedown.items():
        s.facedown[city(n, cid)] = card
        used.add(card)
    for x in range(layout.cities):
        if x != layout.chicago and not s.facedown[x]:
            s.facedown[x] = next(c for c in layout.cards_of[x] if c not in used)
            used.add(s.facedown[x])
    for cid, card in (last or {}).items():
        s.columns[city(n, cid)] = [card]
    for cid, people in (gangsters or {}).items():
        for p, k in people.items():
            s = put(s, cid, p, k)
    if money:
        s.money = list(money)
    s.deck = []
    s.round = layout.rounds
    s.phase = "play"
    return s


def random_game(n: int, seed: int, check: Any = None) -> tuple[BossState, list[BossAction]]:
    rng = random.Random(seed)
    s = game.new_state(n)
    actions = []
    while not game.turn(s).is_over:
        turn = game.turn(s)
        if turn.is_chance:
            a = game.sample_chance(s, rng)
        else:
            legal = game.legal_actions(s)
            a = legal[rng.randrange(len(legal))]
        after, ev = game.apply(s, a)
        if check is not None:
            check(s, a, after, ev)
        s = after
        actions.append(a)
        assert len(actions) < 5000, "a random game did not end"
    return s, actions
