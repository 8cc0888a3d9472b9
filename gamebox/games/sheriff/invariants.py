"""Sheriff of Nottingham's table invariants (R5, R6 and the limits of R25, R111), checked
by tests after every action.

`check` returns one line of text per broken invariant, so an empty list means the table
is consistent. It works on full states and on views: a view's hidden cards ("?") and its
unknown draw deck are counted but not identified, so the card-by-card check (every one
of the 216 cards, or the 3-player set, is in exactly one zone) runs on full states only.
"""

from __future__ import annotations

from collections import Counter

from gamebox.games.sheriff.config import SheriffConfig
from gamebox.games.sheriff.model import (
    CHOOSE,
    CONFISCATE,
    DISCARD,
    DRAW,
    GIVE,
    HIDDEN,
    INTERJECT,
    LEGAL,
    OPENING,
    OVER,
    PAY,
    RESPONSE,
    TAKE,
    SheriffState,
)

MARKET_PHASES = frozenset({TAKE, DRAW, DISCARD})
INSPECT_PHASES = frozenset({OPENING, CHOOSE, RESPONSE, INTERJECT, CONFISCATE, PAY, GIVE})


def _default_config() -> SheriffConfig:
    from gamebox.games import get_game

    return get_game("sheriff").config  # type: ignore[attr-defined, no-any-return]


def zones(state: SheriffState) -> Counter[str]:
    """Every card on the table by good, the draw deck included (a view's deck is absent)."""
    cards: Counter[str] = Counter(state.deck or {})
    for pile in state.piles:
        cards.update(pile)
    cards.update(state.box)
    cards.update(state.set_aside)
    cards.update(state.confiscated)
    for p in range(state.n):
        cards.update(state.hands[p])
        cards.update(state.bags[p] or [])
        cards.update(state.stall_legal[p])
        cards.update(g for g, _ in state.stall_contra[p])
    return +cards


def _is_sub(small: list[str], big: list[str]) -> bool:
    return not Counter(small) - Counter(big)


def check(state: SheriffState, config: SheriffConfig | None = None) -> list[str]:
    """Every invariant `state` breaks, in words."""
    c = config or _default_config()
    s = state
    errors: list[str] = []
    n = s.n

    # R6: cards are conserved, zone by zone
    if s.card_count() != s.total_cards:
        errors.append(f"R6: {s.card_count()} cards on the table, {s.total_cards} in play")
    expected = c.deck(n, s.royal)
    if s.total_cards != sum(expected.values()):
        errors.append(
            f"R12: {s.total_cards} cards in play, the deck has {sum(expected.values())}"
        )
    if s.deck is not None:
        if any(k < 0 for k in s.deck.values()):
            errors.append("the draw deck has a negative count")
        if sum(s.deck.values()) != s.deck_size:
            errors.append(
                f"the draw deck holds {sum(s.deck.values())}, its size says {s.deck_size}"
            )
    if not s.is_view:
        found = zones(s)
        if found != Counter(expected):
            extra = found - Counter(expected)
            missing = Counter(expected) - found
            errors.append(f"R6: cards differ: extra {dict(extra)}, missing {dict(missing)}")
        if HIDDEN in found:
            errors.append("a full state holds a hidden card")
    strangers = set(s.piles[0] + s.piles[1]) - set(expected)
    if strangers:
        errors.append(f"the discard piles hold goods not in this game: {sorted(strangers)}")

    # R5: gold only moves between players
    total_gold = c.starting_gold * n
    if sum(s.gold) != total_gold:
        errors.append(f"R5: {sum(s.gold)} gold on the table, expected {total_gold}")
    if any(g < 0 for g in s.gold):
        errors.append(f"negative gold: {s.gold}")

    # hands, bags and stalls
    for p in range(n):
        if len(s.hands[p]) > s.hand_size:
            errors.append(f"P{p + 1} holds {len(s.hands[p])} cards, more than {s.hand_size}")
        bag = s.bags[p]
        if bag is not None and not c.bag_min <= len(bag) <= c.bag_max:
            errors.append(f"R25: P{p + 1}'s bag has {len(bag)} cards")
        if bag is not None and (p == s.sheriff or s.resolved[p]):
            errors.append(f"P{p + 1} has a bag but is the Sheriff or already resolved")
        undeclared = s.declared[p] is None and s.phase in INSPECT_PHASES
        if not s.resolved[p] and (bag is None or undeclared):
            errors.append(f"P{p + 1}'s unresolved bag is missing or undeclared")
        if s.declared[p] is not None and s.declared[p] not in LEGAL:
            errors.append(f"R29: P{p + 1} declared {s.declared[p]}")
        if any(k <= 0 or g not in LEGAL for g, k in s.stall_legal[p].items()):
            errors.append(f"P{p + 1}'s legal stall rows are wrong: {s.stall_legal[p]}")
        if any(g in LEGAL for g, _ in s.stall_contra[p]):
            errors.append(f"P{p + 1} has a legal good in the contraband section")
        if not s.is_view:  # what others know of a hand is really in it
            if not _is_sub(s.known[p], s.hands[p]):
                errors.append(f"P{p + 1}'s known cards {s.known[p]} are not all in hand")
            if not _is_sub(s.known_kept[p], s.hands[p] + (bag or []) + s.set_aside):
                errors.append(f"P{p + 1}'s kept known cards {s.known_kept[p]} are nowhere")

    # Market bookkeeping (R19-R24)
    if len(s.set_aside) > c.set_aside_max:
        errors.append(f"R19: {len(s.set_aside)} cards set aside")
    if s.set_aside and s.phase not in MARKET_PHASES:
        errors.append(f"set-aside cards outside the Market ({s.phase})")
    if s.taken > s.k:
        errors.append(f"R21: {s.taken} cards taken from the piles for k = {s.k}")
    if s.confiscated and s.phase not in (CONFISCATE, DRAW):
        errors.append(f"confiscated cards left over in {s.phase}")

    # negotiation (§9.2, R111)
    if set(s.must_inspect) & set(s.must_pass):
        errors.append("a bag is both 'must inspect' and 'must pass' (R97)")
    for x in (*s.must_inspect, *s.must_pass):
        if s.resolved[x] and s.phase != OVER:
            errors.append(f"an obligation names the resolved bag of P{x + 1} (R108)")
    for p in range(n):
        if s.demands[p] > c.max_demands:
            errors.append(f"R111: {s.demands[p]} demands to P{p + 1}")
        if s.own_postings[p] > c.max_own_postings:
            errors.append(f"R111: {s.own_postings[p]} own-bag postings by P{p + 1}")
        if s.side_postings[p] > c.max_side_postings:
            errors.append(f"R111: {s.side_postings[p]} side postings by P{p + 1}")
    if (s.pending_deal is not None) != (s.phase == GIVE):
        errors.append("a deal waits for face-down cards outside the give step")
    if (s.debt is not None) != (s.phase in (PAY, CONFISCATE)):
        errors.append(f"a debt is open in {s.phase}, or missing in a payment step")
    if not 0 <= s.round <= c.rounds(n):
        errors.append(f"R16: round {s.round} of {c.rounds(n)}")
    if s.phase == OVER and s.round != c.rounds(n):
        errors.append(f"R48: the game ended in round {s.round}")
    return errors
