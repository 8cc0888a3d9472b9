"""The Boss's invariants, checked by the tests after every step.

`check` returns one line of text per broken invariant (empty: the table is consistent).
It works on full states and on views: a view's hidden cards are counted by their backs,
whose city is public (R45), so the same card totals hold there too.

- Cards: every card of the cities in play is in exactly one place (face down, a hand, a
  column, the undealt deck), R3, R7.
- Gangsters: each person's marked gangsters are in supply, on a card, in hospital, in
  prison or dead, adding up to the start (R4, R25-R27, R33); occasionals in supply, on
  a card or spent.
- Majorities: on every card one colour has strictly the most (R14), occasionals stand
  beside a marked gangster of their colour (R13), nobody stands where exiled (R16) and
  Chicago is held only with a gangster elsewhere (R15).
- The row: Chicago in position min(hand + 1, last) (R2, R34); police cards conserved
  (R5) and one turned per hand once round R-1 began (R19).
"""

from __future__ import annotations

from collections import Counter

from gamebox.games.boss.config import BossConfig
from gamebox.games.boss.model import (
    DEAL,
    FACEDOWN,
    HIDDEN,
    NO,
    OVER,
    PENALTY,
    PLACE,
    PLAY,
    POLICE,
    BossState,
    is_hidden,
)

IN_HAND = frozenset({PLACE, PLAY, POLICE})


def _default_config() -> BossConfig:
    from gamebox.games.boss.rules import BossGame

    return BossGame.from_assets().config


def check(state: BossState, config: BossConfig | None = None) -> list[str]:
    """Every invariant that `state` breaks, in words (empty: all hold)."""
    c = config or _default_config()
    errors: list[str] = []
    errors += card_errors(state, c)
    errors += gangster_errors(state, c)
    errors += table_errors(state, c)
    return errors


def card_errors(s: BossState, c: BossConfig) -> list[str]:
    layout = c.layout(s.n)
    errors = []
    per_city: Counter[int] = Counter()
    faces: list[str] = []
    unknown = 0  # hidden cards whose city is not shown (the undealt deck in a view)

    def count(card: str) -> None:
        nonlocal unknown
        if card == HIDDEN:
            unknown += 1
        elif is_hidden(card):
            per_city[layout.index_of[card[1:]]] += 1
        else:
            per_city[layout.city_of[card]] += 1
            faces.append(card)

    for city, card in enumerate(s.facedown):
        if card:
            if city == layout.chicago:
                errors.append("a card lies face down under Chicago (R7)")
            count(card)
    for hand in s.hands:
        for card in hand:
            count(card)
    for city, column in enumerate(s.columns):
        for card in column:
            count(card)
            if layout.city_of.get(card) != city:
                errors.append(f"{card} lies under the wrong city (R18)")
    for card in s.deck or []:
        count(card)
    dupes = [card for card, k in Counter(faces).items() if k > 1]
    if dupes:
        errors.append(f"cards in two places: {dupes}")
    total = sum(per_city.values()) + unknown
    if total != len(layout.all_cards):
        errors.append(f"{total} cards on the table, {len(layout.all_cards)} in play (R3)")
    if not unknown:
        for city, cards in enumerate(layout.cards_of):
            if per_city[city] != len(cards):
                errors.append(f"{layout.ids[city]}: {per_city[city]} cards, not {len(cards)}")
    if s.phase in IN_HAND or s.phase in (PENALTY, OVER):
        chicago = layout.chicago
        if any(not s.facedown[x] for x in range(layout.cities) if x != chicago):
            errors.append("a city lacks its face-down reward during the hand (R7)")
        played = sum(len(col) for col in s.columns)
        held = sum(len(h) for h in s.hands)
        if played + held != layout.hand_size * s.n:
            errors.append(f"{played} played + {held} held cards, not {layout.hand_size * s.n}")
        sizes = {len(h) for h in s.hands}
        if s.phase == PLACE and len(sizes) > 2:
            errors.append(f"hand sizes {sorted(sizes)} differ by more than one card (R8)")
    return errors


def gangster_errors(s: BossState, c: BossConfig) -> list[str]:
    layout = c.layout(s.n)
    errors = []
    n = s.n
    for p in range(n):
        board_m = sum(s.placed_m[x * n + p] for x in range(layout.cities))
        board_o = sum(s.placed_o[x * n + p] for x in range(layout.cities))
        marked = s.sup_m[p] + board_m + len(s.hospital[p]) + len(s.prison[p]) + s.dead[p]
        if marked != layout.marked:
            errors.append(f"seat {p}: {marked} marked gangsters, not {layout.marked} (R4)")
        occasional = s.sup_o[p] + board_o + s.spent_o[p]
        if occasional != layout.occasional:
            errors.append(f"seat {p}: {occasional} occasionals, not {layout.occasional} (R4)")
        lists = (s.sup_m[p], s.sup_o[p], s.spent_o[p], s.dead[p])
        if min(lists) < 0 or min(s.placed_m + s.placed_o, default=0) < 0:
            errors.append(f"seat {p}: a negative count of gangsters")
        for h in s.hospital[p]:
            if not s.hand_no < h <= s.hand_no + 2:
                errors.append(f"seat {p}: a hospital stay ending at hand {h} (R26)")
        for h in s.prison[p]:
            if not s.hand_no < h <= s.hand_no + 3:
                errors.append(f"seat {p}: a prison stay ending at hand {h} (R27)")
    return errors


def table_errors(s: BossState, c: BossConfig) -> list[str]:
    layout = c.layout(s.n)
    errors = []
    chicago = layout.chicago
    if sorted(s.row) != list(range(layout.cities)):
        errors.append(f"the row {s.row} is not the cities in play")
    elif s.row.index(chicago) != min(s.hand_no, layout.cities - 1):
        errors.append(f"Chicago in position {s.row.index(chicago) + 1} in hand {s.hand_no} (R34)")
    for x in range(layout.cities if s.phase in IN_HAND else 0):  # losses thin the resolved table
        totals = s.totals(x)
        best = max(totals)
        if best and totals.count(best) > 1:
            errors.append(f"{layout.ids[x]}: a tie for the most gangsters {totals} (R14)")
        for colour in range(s.colours):
            people = s.members(colour)
            occ = sum(s.placed_o[x * s.n + p] for p in people)
            if occ and not s.marked_of_colour(x, colour):
                errors.append(f"{layout.ids[x]}: occasionals of colour {colour} alone (R13)")
            if totals[colour] and x in s.exiles[colour]:
                errors.append(f"{layout.ids[x]}: colour {colour} placed where exiled (R16)")
    if s.phase in IN_HAND:
        for colour in range(s.colours):
            on_chicago = s.totals(chicago)[colour]
            elsewhere = any(s.totals(x)[colour] for x in range(layout.cities) if x != chicago)
            if on_chicago and not elsewhere:
                errors.append(f"colour {colour} holds Chicago with nobody elsewhere (R15)")
    police = sorted(s.police_pile + s.police_up)
    if police != sorted(c.police):
        errors.append(f"police cards {police} (R5)")
    hands_seen = s.hand_no if s.phase not in (FACEDOWN, DEAL) else s.hand_no - 1
    early = s.phase in (PLACE, PLAY) and s.round < layout.police_before
    expected = hands_seen - (1 if early else 0)
    if s.phase == POLICE or s.extra_hand:  # R38: the tie-break hand turns no card
        expected = s.hand_no - 1
    if s.phase != "first" and len(s.police_up) != max(0, expected):
        errors.append(f"{len(s.police_up)} police cards up in hand {s.hand_no} round {s.round}")
    if any(m < 0 for m in s.money):
        errors.append(f"negative money {s.money} (R29)")
    if s.phase == PENALTY and not s.penalties:
        errors.append("a team penalty is asked with none pending (R43)")
    if s.phase not in (PENALTY, OVER) and s.penalties:
        errors.append("team penalties pending outside the resolution (R43)")
    if s.phase in (PLACE, PLAY) and s.controller(chicago) != NO and not s.order:
        errors.append("a round without an order")
    return errors
