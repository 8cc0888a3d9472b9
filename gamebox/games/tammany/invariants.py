"""Tammany Hall's conservation invariants (R6, R7 and the state machine's bookkeeping),
checked by the tests after every step.

`check` returns one line of text per broken invariant, so an empty list means the table is
consistent. It works on full states and on views: everything it reads is public (R5) except
the pending sealed bids, which it checks only where the state shows them. Chips are
unlimited (R6), so they are not counted against a total; `ledger_errors` instead checks
that chips change only by what the step's events say.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamebox.engine.game import Event
from gamebox.games.tammany import events as E
from gamebox.games.tammany.config import TammanyConfig
from gamebox.games.tammany.model import (
    ASSIGN,
    BIDDING,
    BONUS,
    COLOURS,
    DRAW,
    MAYOR,
    OFFICES,
    OVER,
    SLANDER_2,
    TammanyState,
)

ELECTION_PHASES = frozenset({BIDDING, BONUS, ASSIGN})


def _default_config() -> TammanyConfig:
    from gamebox.games import get_game

    return get_game("tammany").config  # type: ignore[attr-defined, no-any-return]


def _seat(p: int) -> str:
    return COLOURS[p] if 0 <= p < len(COLOURS) else f"seat {p}"


def check(state: TammanyState, config: TammanyConfig | None = None) -> list[str]:
    """Every invariant that `state` breaks, in words (empty: all hold)."""
    c = config or _default_config()
    s = state
    errors: list[str] = []
    errors += _cube_errors(s, c)
    errors += _boss_errors(s, c)
    errors += _player_errors(s, c)
    errors += _office_errors(s)
    if s.phase in ELECTION_PHASES:
        errors += _election_errors(s, c)
    if s.phase == SLANDER_2 and s.pending_slander is None:
        errors.append("waiting for a second slander removal without a first one")
    if s.phase != SLANDER_2 and s.pending_slander is not None:
        errors.append("a second slander removal is pending outside its step (R35)")
    if s.phase != DRAW and s.draws_left:
        errors.append(f"{s.draws_left} Castle Garden draws pending outside the draw step")
    if not 1 <= s.year <= c.years:
        errors.append(f"year {s.year} is outside 1-{c.years}")
    return errors


def _cube_errors(s: TammanyState, c: TammanyConfig) -> list[str]:
    errors = []
    total = s.cubes_total()
    if total != [c.cubes_per_nationality] * 4:  # R6: 25 per nationality, never more
        errors.append(f"cubes per nationality {total}, expected {c.cubes_per_nationality} each")
    piles = [*s.cubes.values(), s.bag, s.garden, *s.boxes.values()]
    if any(v < 0 for pile in piles for v in pile):
        errors.append("a negative cube count")
    for w in c.wards:
        active_zone = c.zone_of[w] in s.zones_active
        if active_zone and not s.activating and not s.is_active(w):
            errors.append(f"ward {w} of an active zone is empty")  # R3: never the last cube
        if not active_zone and (s.is_active(w) or any(s.bosses[w])):
            errors.append(f"ward {w} of an inactive zone has pieces")
    for z, box in s.boxes.items():
        if z in s.zones_active and any(box) and not s.activating:
            errors.append(f"set-up box {z} still holds cubes after its zone was activated")
    if s.phase in ELECTION_PHASES and any(s.garden):
        errors.append("Castle Garden holds cubes during an election (R19)")
    return errors


def _boss_errors(s: TammanyState, c: TammanyConfig) -> list[str]:
    errors = []
    if any(v < 0 for b in s.bosses.values() for v in b):
        errors.append("a negative boss count")
    for p in range(s.n):
        if s.placeable(p, c.bosses_per_player) < 0:  # R7
            errors.append(f"{_seat(p)} has more than {c.bosses_per_player} bosses in use")
    return errors


def _player_errors(s: TammanyState, c: TammanyConfig) -> list[str]:
    errors = []
    for p in range(s.n):
        if min(s.chips[p]) < 0:
            errors.append(f"{_seat(p)} holds negative chips {s.chips[p]}")
        if not 0 <= s.slander[p] <= c.slander_per_player:
            errors.append(f"{_seat(p)} has {s.slander[p]} slander chips")
        used = c.slander_per_player - s.slander[p]
        if used > max(0, s.term - 1):  # R31, R32: one per term, from term 2
            errors.append(f"{_seat(p)} used {used} slander chips by term {s.term}")
        if s.vp[p] < 0:
            errors.append(f"{_seat(p)} has negative VP")
    if len(s.locked) != len(set(s.locked)) or len(s.locked) > 2:
        errors.append(f"lock markers {s.locked}")
    if len(s.locked) != s.locks_this_term or s.locks_this_term > 2:  # R25, R54
        errors.append(f"{len(s.locked)} locks on the map, {s.locks_this_term} counted this term")
    for w in s.locked:
        if not s.is_active(w):
            errors.append(f"locked ward {w} is not active")
    return errors


def _office_errors(s: TammanyState) -> list[str]:
    errors = []
    held = [o for o in s.office if o is not None]
    if len(held) != len(set(held)):
        errors.append(f"an office is held twice: {s.office}")
    if any(o not in (MAYOR, *OFFICES) for o in held):
        errors.append(f"unknown office in {s.office}")
    if s.mayor is None:
        if held:
            errors.append("offices are held without a mayor (R50)")
    elif s.office[s.mayor] != MAYOR or held.count(MAYOR) != 1:
        errors.append(f"the mayor {_seat(s.mayor)} does not hold the Mayor box")
    if s.year <= 4 and held and s.phase not in (ASSIGN, OVER):
        errors.append("offices exist before the first election (R20)")
    return errors


def _election_errors(s: TammanyState, c: TammanyConfig) -> list[str]:
    errors = []
    order = c.election_order
    current = s.ward if s.phase == BIDDING else None
    for w in order[: s.election_index]:
        if w == current:
            continue
        bosses = s.bosses[w]
        winner = s.winners.get(w)
        if winner is None and any(bosses):
            errors.append(f"ward {w} was elected without a winner but keeps bosses")  # R44
        if winner is not None and (bosses[winner] != 1 or sum(bosses) != 1):
            errors.append(f"ward {w}: the winner must keep exactly one boss (R44)")
    if s.phase == BIDDING:
        cands = s.candidates(s.ward)
        if len(cands) < 2:
            errors.append(f"bidding in ward {s.ward} with {len(cands)} candidates (R39)")
        for p in range(s.n):
            bid = s.bids[p]
            if p not in cands and bid is not None:
                errors.append(f"{_seat(p)} bid in ward {s.ward} without a boss there (R38)")
            if bid is not None and any(
                not 0 <= v <= h for v, h in zip(bid, s.eligible(p, s.ward), strict=True)
            ):
                errors.append(f"{_seat(p)}'s bid {bid} exceeds the eligible chips (R40)")
        if not s.bidders or any(p not in cands for p in s.bidders):
            errors.append(f"bidders {s.bidders} are not candidates of ward {s.ward}")
    if s.phase == BONUS and c.bonus.get(s.bonus_ward) is None:
        errors.append(f"a bonus for ward {s.bonus_ward}, which has none (R45)")
    if s.phase == ASSIGN and s.mayor is None:
        errors.append("offices handed out without a mayor (R52)")
    return errors


def ledger_errors(before: TammanyState, after: TammanyState, events: Sequence[Event]) -> list[str]:
    """Chips change only by the events that say so: gains, bids spent, slander payments."""
    errors = []
    for p in range(before.n):
        delta = [after.chips[p][n] - before.chips[p][n] for n in range(4)]
        said = [0, 0, 0, 0]
        for e in events:
            if isinstance(e, E.ChipsGained) and e.player == p:
                said[e.nationality] += e.count
            elif isinstance(e, E.Slandered) and e.player == p:
                said[e.nationality] -= e.chips
            elif isinstance(e, E.BidsRevealed):
                for q, bid in e.bids:
                    if q == p:
                        said = [a - b for a, b in zip(said, bid, strict=True)]
        if delta != said:
            errors.append(f"{_seat(p)}'s chips changed by {delta}, the events say {said}")
    return errors
