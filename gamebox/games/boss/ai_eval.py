"""What a computer gangster knows and values (spec section 13), from one person's view.

Everything here reads only what the given person may see: the face-up columns, the
backs in every hand (R45), the person's own cards, the public table (R46). Applied to a
determinized state it still reads only that person's cards, so a rollout's players
decide from their own knowledge, not from the sampled hidden cards.

- `hands_ahead`: how many hands may follow this one, from the police cards left (R20).
- `Values`: what a card is worth to the colour that controls its city (money; a marked
  gangster killed, benched for one or two hands; exile; robbery; shoot-out), with a
  marked gangster worth `GANGSTER` millions per hand still to come.
- `Knowledge`: per city the unseen cards (its face-down candidates) and the expected
  value of controlling it, Chicago's expected share from the last cards to its left.
- `worth`: the money plus the future value of the gangsters, per colour, which the hard
  player's search scores a finished hand by.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from gamebox.games.boss.model import BossState

GANGSTER = 0.7
"""Millions a marked gangster earns per hand (spec 13 suggests about 0.8; tuned here)."""
OCCASIONAL = 0.6
"""Millions an unused occasional is worth while hands remain: it is spent once."""
EXILE_PER_HAND = 0.35
"""Millions a colour loses per future hand when barred from a city (R28)."""
SHOOTOUT_VICTIM = 0.5
"""Share of a rival's killed marked gangster counted as a gain (R30)."""


@cache
def _hands(silver: int, gold: int, pile: tuple[tuple[int, int], ...], limit: int) -> tuple:
    """Distribution of the hands still played when a hand whose police card is not yet
    turned begins now, the pile holding cards of (silver, gold) badges: ((k, p), ...)."""
    if not pile:
        return ((0, 1.0),)
    out: dict[int, float] = {}
    share = 1 / len(pile)
    for i, (ds, dg) in enumerate(pile):
        if max(silver + ds, gold + dg) >= limit:
            out[1] = out.get(1, 0.0) + share
            continue
        for k, q in _hands(silver + ds, gold + dg, pile[:i] + pile[i + 1 :], limit):
            out[k + 1] = out.get(k + 1, 0.0) + share * q
    return tuple(sorted(out.items()))


def hands_ahead(game, s: BossState) -> tuple[int, tuple[tuple[int, float], ...]]:
    """(first, distribution of K): the hands not yet resolved that come after the one in
    play (or from the one about to be dealt), numbered from `first` (R20, R37)."""
    police = game.config.police
    limit = game.config.badge_limit
    dealing = s.phase in ("facedown", "deal", "first")
    if s.last_hand or s.phase == "over":
        return s.hand_no + 1, ((0, 1.0),)
    silver, gold = s.badges(police)
    pile = tuple(
        sorted((police[c].count("silver"), police[c].count("gold")) for c in s.police_pile)
    )
    whole = _hands(silver, gold, pile, limit)
    if dealing:
        return s.hand_no, whole
    if len(s.police_up) >= s.hand_no:  # this hand's card is up: K counts the hands after
        return s.hand_no + 1, _hands(silver, gold, pile, limit) if pile else ((0, 1.0),)
    return s.hand_no + 1, tuple((k - 1, q) for k, q in whole)


def expect_from(dist: tuple[tuple[int, float], ...], j: int) -> float:
    """E[max(0, K - j)]: the hands a gangster back from the j-th one on still plays."""
    return sum(max(0, k - j) * q for k, q in dist)


@dataclass(frozen=True, slots=True)
class Values:
    """What each kind of card is worth to the colour that wins it, this hand."""

    kill: float  # a marked gangster gone for good (R25, R30)
    hospital: float  # one hand out (R26)
    prison: float  # two hands out (R27)
    exile: float  # R28
    occasional: float

    @classmethod
    def of(cls, game, s: BossState, gangster: float = GANGSTER) -> Values:
        _, dist = hands_ahead(game, s)
        e0, e1, e2 = expect_from(dist, 0), expect_from(dist, 1), expect_from(dist, 2)
        last = 0.05  # only the tie-break (R38) is left in the last hand
        return cls(
            kill=gangster * e0 + last,
            hospital=gangster * (e0 - e1),
            prison=gangster * (e0 - e2),
            exile=EXILE_PER_HAND * e0,
            occasional=OCCASIONAL * min(1.0, e0) + last,
        )


class Knowledge:
    """One person's deductions about the table (spec sections 10 and 13)."""

    __slots__ = ("chicago", "ev", "game", "layout", "me", "s", "unseen", "values")

    def __init__(self, game, s: BossState, me: int, values: Values | None = None) -> None:
        self.game = game
        self.s = s
        self.me = me
        layout = game.layout(s.n)
        self.layout = layout
        self.values = values or Values.of(game, s)
        own = set(s.hands[me]) if me >= 0 else set()
        self.unseen: list[list[str]] = []
        for city in range(layout.cities):
            seen = set(s.columns[city])
            self.unseen.append([c for c in layout.cards_of[city] if c not in seen and c not in own])
        self.ev: list[float] = [0.0] * layout.cities
        self.chicago = layout.chicago

    def card_value(self, card: str, colour: int, city: int) -> float:
        """The card's worth to `colour` if it is the face-down reward it wins (R24-R30)."""
        game = self.game
        k = game.kind[card]
        v = self.values
        if k == "money":
            return float(game.value[card])
        if k == "revolver":
            return -v.kill
        if k == "hospital":
            return -v.hospital
        if k == "prison":
            return -v.prison
        if k == "exile":
            return -v.exile
        if k == "robbery":
            return -min(2.0, float(self.s.money[colour]))
        # shoot-out: +4 and one marked of every other colour present (R30)
        totals = self.s.totals(city)
        victims = sum(1 for c, t in enumerate(totals) if t and c != colour)
        return 4.0 + SHOOTOUT_VICTIM * v.kill * victims

    def city_value(self, city: int, colour: int) -> float:
        """Expected worth to `colour` of controlling `city` at the end of the hand."""
        if city == self.chicago:
            return self.chicago_share()
        s = self.s
        if s.phase in ("penalty", "over"):  # R22: turned up (a search's world lies else)
            return self.card_value(s.facedown[city], colour, city)
        cands = self.unseen[city]
        if not cands:
            return 0.0
        return sum(self.card_value(c, colour, city) for c in cands) / len(cands)

    def last_value(self, city: int) -> float:
        """Expected Chicago value of the card that will end up last under `city` (R31)."""
        s = self.s
        column = s.columns[city]
        cv = self.game.chicago_value
        now = float(cv[column[-1]]) if column else 0.0
        others = self.held_by_others(city)
        city_of = self.layout.city_of
        mine = [c for c in (s.hands[self.me] if self.me >= 0 else ()) if city_of[c] == city]
        if not others and not mine:
            return now
        pool = [cv[c] for c in self.unseen[city]] + [cv[c] for c in mine]
        if not pool:
            return now
        return sum(pool) / len(pool)

    def held_by_others(self, city: int) -> int:
        """Cards of `city` in the other hands: backs in a view, faces in a search's world
        (only their number is read, which is public, R45)."""
        token = "?" + self.layout.ids[city]
        city_of = self.layout.city_of
        return sum(
            1
            for p, hand in enumerate(self.s.hands)
            if p != self.me
            for c in hand
            if c == token or city_of.get(c) == city
        )

    def chicago_share(self) -> float:
        s = self.s
        total = 0.0
        for city in s.row:
            if city == self.chicago:
                break
            total += self.last_value(city)
        return max(0.0, total / 2 - 0.25)

    def known(self, city: int) -> bool:
        """The reader can tell the face-down reward (section 10)."""
        return len(self.unseen[city]) == 1 or self.s.phase in ("penalty", "over")


def worth(game, s: BossState) -> list[float]:
    """Per colour: money plus the future earnings of its gangsters (spec 13), counting
    for each marked gangster the hands left once it is back (R26, R27)."""
    first, dist = hands_ahead(game, s)
    e0 = expect_from(dist, 0)
    occasional = OCCASIONAL * min(1.0, e0) + 0.05
    out = []
    for colour in range(s.colours):
        total = float(s.money[colour])
        for p in s.members(colour):
            free = s.alive_marked(p) - len(s.hospital[p]) - len(s.prison[p])
            total += GANGSTER * free * e0
            for back in s.hospital[p] + s.prison[p]:
                total += GANGSTER * expect_from(dist, back - first)
            total += occasional * s.sup_o[p]
        total += 0.01 * s.gangster_count(colour)  # R38's last tie-break
        out.append(total)
    return out


def squash(diff: float, scale: float) -> float:
    """A score difference as a reward in [0, 1]."""
    return 0.5 + 0.5 * math.tanh(diff / scale)
