"""Capo Dei Capi's conservation invariants (R6), checked by tests after every step.

`conservation_errors` returns one line of text per broken invariant, so an empty list
means the table is consistent. It works on full states and on views (where face-down
bribes read 0 and the bribe pool is unknown); numbers come from the game's config.
"""

from __future__ import annotations

from gamebox.games.capo.config import CapoConfig
from gamebox.games.capo.model import DECISION, OVER, CapoState, Marker


def _default_config() -> CapoConfig:
    from gamebox.games import get_game

    return get_game("capo").config  # type: ignore[attr-defined, no-any-return]


def _markers_in_play(state: CapoState) -> list[Marker]:
    """Every Influence/Bribe marker that is neither in a supply nor in the box."""
    placed = [m for m in state.pending if m is not None]
    placed += [m for _, m in state.commit_queue]
    placed += [m for player in state.sides for side in player for m in side]
    return placed


def conservation_errors(state: CapoState, config: CapoConfig | None = None) -> list[str]:
    """Every R6 invariant (and the R39/R43 limits) that `state` breaks, in words."""
    c = config or _default_config()
    errors: list[str] = []
    in_play = _markers_in_play(state)

    for v in (1, 2, 3):  # Influence of each value: supply + pending + committed + box
        total = state.influence[v] + state.box_influence[v]
        total += sum(1 for m in in_play if not m.is_bribe and m.value == v)
        if total != c.influence_per_value[v - 1]:
            errors.append(f"I{v}: {total} markers, expected {c.influence_per_value[v - 1]}")

    bribes = [m for m in in_play if m.is_bribe] + [b.marker for b in state.box_bribes]
    total = state.bribes_in_supply + len(bribes)
    if total != sum(c.bribes_per_value):
        errors.append(f"bribes: {total}, expected {sum(c.bribes_per_value)}")
    pool = state.bribe_pool
    if pool is not None:
        if sum(pool[1:]) != state.bribes_in_supply:
            errors.append(f"bribe pool {pool[1:]} does not add up to {state.bribes_in_supply}")
        if not state.is_view:
            for v in (1, 2, 3):
                count = pool[v] + sum(1 for m in bribes if m.value == v)
                expected = c.bribes_per_value[v - 1]
                if count != expected:
                    errors.append(f"bribes of value {v}: {count}, expected {expected}")
    if any(m.value not in (1, 2, 3) for m in bribes) and not state.is_view:
        errors.append("a bribe of a full state has no value 1-3")

    cubes = state.cube_supply + sum(state.card_cubes) + state.mayor_cubes + sum(state.score_piles)
    if cubes != c.cubes:
        errors.append(f"cubes: {cubes}, expected {c.cubes}")
    mayor = state.mayor_supply + state.pending_mayor + sum(state.hands)
    if mayor != c.mayor_markers:
        errors.append(f"Mayor markers: {mayor}, expected {c.mayor_markers}")
    if min(state.mayor_supply, state.pending_mayor, *state.hands) < 0:
        errors.append("a Mayor-marker count is negative")

    if state.phase != OVER and not state.game_end:  # R62: an empty pile ends the game
        piles = {f"I{v}": state.influence[v] for v in (1, 2, 3)}
        piles.update(bribes=state.bribes_in_supply, cubes=state.cube_supply)
        errors += [
            f"{name} supply is empty in a running game" for name, n in piles.items() if n < 1
        ]
    if not 0 <= state.level <= c.level_max:
        errors.append(f"level {state.level} is outside 0-{c.level_max}")

    for p in (0, 1):  # R39
        for card, side in enumerate(state.sides[p]):
            if len(side) > c.capacity:
                errors.append(f"player {p} has {len(side)} markers on card {card}")
    # R43/R52: hands are trimmed at the end of their owner's turn and never grow on the
    # other player's turn, so N is always within the limit, and A is at turn start.
    n = 1 - state.active
    if state.phase != OVER and state.hands[n] > c.hand_limit:
        errors.append(f"player {n} holds {state.hands[n]} Mayor markers on the other's turn")
    at_turn_start = state.phase == DECISION and state.rolls == 0
    if (at_turn_start or state.phase == OVER) and max(state.hands) > c.hand_limit:
        errors.append(f"a hand exceeds {c.hand_limit} at turn start: {state.hands}")
    if state.snapshot is not None:
        errors += [f"snapshot: {e}" for e in conservation_errors(state.snapshot, c)]
    return errors
