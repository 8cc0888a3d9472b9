"""Copycat's conservation invariants, checked by the tests after every step: every card
and office in exactly one place (R4, R70, R71), 7 workers per colour (R12), 25 VP
markers (R12, R86), use counters at most 2 (R72, R83), coins and markers never negative
(R74), the score sheet adding up to the career path (R54).

`check` returns one line of text per broken invariant, so an empty list means the table
is consistent. On a view it checks what the view holds (hidden cards count as cards).
"""

from __future__ import annotations

from collections import Counter

from gamebox.games.copycat.config import CopycatConfig
from gamebox.games.copycat.model import ACTIONS, BUYING, HIDDEN, NO, SEATS, CopycatState


def _default_config() -> CopycatConfig:
    from gamebox.games.copycat.rules import CopycatGame

    return CopycatGame.from_assets().config


def check(state: CopycatState, config: CopycatConfig | None = None) -> list[str]:
    """Every invariant that `state` breaks, in words (empty: all hold)."""
    c = config or _default_config()
    s = state
    errors: list[str] = []
    errors += _card_errors(s, c)
    errors += _office_errors(s, c)
    errors += _worker_errors(s, c)
    errors += _player_errors(s, c)
    return errors


def _card_errors(s: CopycatState, c: CopycatConfig) -> list[str]:
    """R4, R70, R71: all 95 cards, each once: players' zones, street, supply, box."""
    places: list[int] = [*s.street, *s.box]
    for section in s.supply:
        places += section
    hidden = 0
    for p in range(s.n):
        owned = s.owned(p)
        hidden += sum(1 for x in owned if x == HIDDEN)
        places += [x for x in owned if x != HIDDEN]
    places = [x for x in places if x != NO]
    counts = Counter(places)
    errors = [f"card {c.cards[x].id} is in {k} places" for x, k in counts.items() if k > 1]
    if s.is_view:  # the hidden cards are the unseen ones, which are nowhere else
        unseen = sum(len(u) for u in s.unseen)
        if len(places) + unseen != len(c.cards) or unseen != hidden:
            errors.append(f"{len(places)} cards seen and {hidden} hidden, not {len(c.cards)}")
        return errors
    missing = [c.cards[x].id for x in range(len(c.cards)) if x not in counts]
    if missing:
        errors.append(f"cards lost: {', '.join(missing[:8])}")
    if len(s.street) != 11:
        errors.append(f"the street has {len(s.street)} positions")
    for x in range(len(c.cards)):
        if s.uses[x] < 0 or (s.uses[x] > 1 and any(x in s.area[p] for p in range(s.n))):
            errors.append(f"card {c.cards[x].id} is in the area with use counter {s.uses[x]}")
    return errors


def _office_errors(s: CopycatState, c: CopycatConfig) -> list[str]:
    """R18-R20, R89: every office in play, in the deck or out of this game, once."""
    errors = []
    in_play = list(s.offices)
    deck = [o for section in s.office_deck for o in section]
    if len(set(in_play + deck)) != len(in_play) + len(deck):
        errors.append("an office is both in play and in the deck, or twice")
    expected = len(c.board_offices) + len(c.normal_offices[s.n]) + sum(
        len(v) for v in c.additional.values()
    )
    if len(in_play) + len(deck) != expected:
        errors.append(f"{len(in_play) + len(deck)} offices in play and deck, not {expected}")
    sizes = {len(s.occupant), len(s.office_uses), len(s.markers)}
    if sizes != {len(in_play)}:
        errors.append("the office slots' lists disagree in length")
    for slot, who in enumerate(s.occupant):
        if who == NO and s.office_uses[slot]:
            errors.append(f"office slot {slot} used without a worker (R39)")
        if not 0 <= s.office_uses[slot] <= 2:
            errors.append(f"office slot {slot} used {s.office_uses[slot]} times (R83)")
        if who != NO and s.markers[slot]:
            errors.append(f"office slot {slot} keeps markers under a worker (R38)")
    held = sum(s.held_markers(p) for p in range(s.n))
    if s.markers_limited and sum(s.markers) + held + s.marker_supply != c.markers_total:
        errors.append(
            f"VP markers: {sum(s.markers)} on offices, {held} held, {s.marker_supply} in the"
            f" supply, not {c.markers_total} (R12)"
        )
    if min(s.markers, default=0) < 0 or s.marker_supply < 0:
        errors.append("a negative marker count")
    return errors


def _worker_errors(s: CopycatState, c: CopycatConfig) -> list[str]:
    errors = []
    for p in range(s.n):
        total = s.available[p] + s.reserve[p] + s.placed_workers(p)
        if total != c.workers or min(s.available[p], s.reserve[p]) < 0:
            errors.append(
                f"{SEATS[p]} has {s.available[p]} available, {s.reserve[p]} in reserve and"
                f" {s.placed_workers(p)} placed, not {c.workers} workers (R12)"
            )
    return errors


def _player_errors(s: CopycatState, c: CopycatConfig) -> list[str]:
    errors = []
    for p in range(s.n):
        coins = (s.b0[p], s.b1[p], s.b2[p], s.x[p])
        marks = (s.m0[p], s.m1[p], s.m2[p])
        if min(coins) < 0 or min(marks) < 0:
            errors.append(f"{SEATS[p]} holds negative coins {coins} or markers {marks}")
        pending = s.turn_vp if (s.phase == BUYING and s.current == p) else 0
        if sum(s.parts[p]) != s.vp[p] + pending:
            errors.append(f"{SEATS[p]}'s VP parts {s.parts[p]} do not add up to {s.vp[p]}")
        if s.phase not in (ACTIONS, BUYING) and (any(coins) or any(marks)):
            errors.append(f"{SEATS[p]} keeps coins or markers outside phases 2-3 (R54, R55)")
    if s.phase != BUYING and s.turn_vp:
        errors.append("VP of a phase-3 turn outside phase 3")
    return errors
