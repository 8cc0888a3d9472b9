"""The Boss: the heuristic decisions of the computer gangsters (spec 13), from one view.

`Planner` scores every placement worth considering: the expected worth of the city to
the colour (`ai_eval.Knowledge`, deduced from the unseen cards), times the chance the
placement still holds the city when the hand ends (rivals who still act and could
overbid it), plus what the city was worth to the rival who loses it, minus the cost of
the gangsters: a marked gangster comes back next hand, so it costs only the rounds of
this hand it can no longer serve; an occasional is spent for good (R33). Occasionals
are kept for the last two rounds, when their few cubes cannot be answered cheaply.

Card play reveals as little as possible about the cities the colour holds or wants
(playing a card of a city makes its face-down reward clearer to everybody), and sets the
last card of the cities left of Chicago high when the colour holds Chicago, low when a
rival does (R31).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gamebox.games.boss.ai_eval import Knowledge
from gamebox.games.boss.model import PASS, BossAction, BossState


@dataclass(frozen=True, slots=True)
class Style:
    """The numbers a level plays by."""

    marked_cost: float = 1.5  # per marked gangster, scaled by the rounds left after this
    occasional_early: float = 1.3  # an occasional's cost before the last two rounds (x its value)
    occasional_late: float = 0.8  # ... in the last two rounds
    threat: float = 2.0  # how readily a rival with the cubes to overbid does it
    rival_weight: float = 0.45  # a rival's loss counts this much of our gain
    margin: float = 0.6  # a placement must beat passing by this much
    extra: int = 2  # bids up to need + extra are weighed
    secrecy: float = 0.5  # weight of what a card tells the rivals
    chicago_cards: float = 0.5  # weight of the Chicago effect of a card
    lookahead: bool = True  # weigh rivals' counter-bids (normal); easy does not
    noise: float = 0.0


NORMAL = Style()


def turns_left(s: BossState, rounds: int) -> list[int]:
    """Turns each person still takes this hand, the current one included."""
    n = s.n
    left = [rounds - s.round] * n
    for i in range(s.turn_index, len(s.order)):
        left[s.order[i]] += 1
    return left


class Planner:
    """One decision of one person, from a view (or a search's world: same reading)."""

    def __init__(self, game, style: Style = NORMAL) -> None:
        self.game = game
        self.style = style

    # -- placement ---------------------------------------------------------------------------
    def place(
        self, s: BossState, me: int, legal: list[BossAction], rng: random.Random | None = None
    ) -> BossAction:
        scored = self.score_placements(s, me, legal, rng)
        if not scored:
            return PASS
        best, value = max(scored, key=lambda x: x[1])
        return best if value > self.style.margin else PASS

    def score_placements(
        self, s: BossState, me: int, legal: list[BossAction], rng: random.Random | None = None
    ) -> list[tuple[BossAction, float]]:
        game = self.game
        st = self.style
        layout = game.layout(s.n)
        k = Knowledge(game, s, me)
        colour = s.colour_of(me)
        rounds = layout.rounds
        late = s.round >= rounds - 1
        left = turns_left(s, rounds)
        after_me = left[me] - 1  # my turns after this one
        marked_cost = st.marked_cost * after_me / max(1, rounds - 1)
        occ_cost = k.values.occasional * (st.occasional_late if late else st.occasional_early)
        pub = _public_values(k, s, colour)
        out: list[tuple[BossAction, float]] = []
        cache: dict[str, tuple[float, list[int], int, float]] = {}
        for a in legal:
            if a.kind != "place":
                continue
            city = layout.index_of[a.city]
            if a.city not in cache:
                totals = s.totals(city)
                ctrl = max(range(len(totals)), key=totals.__getitem__) if max(totals) else -1
                mine_ev = k.city_value(city, colour)
                loss = 0.0
                if ctrl not in (-1, colour):
                    loss = max(0.0, pub[city]) * st.rival_weight
                cache[a.city] = (mine_ev, totals, ctrl, loss)
            mine_ev, totals, ctrl, loss = cache[a.city]
            if a.m + a.o > _need(totals, colour) + st.extra and ctrl != colour:
                continue
            after = totals[colour] + a.m + a.o
            keep = self.keep_chance(s, me, city, after, totals, left, pub[city])
            if ctrl == colour:
                before = self.keep_chance(s, me, city, totals[colour], totals, left, pub[city])
                gain = (keep - before) * mine_ev
            else:
                gain = keep * (mine_ev + loss)
            value = gain - marked_cost * a.m - occ_cost * a.o
            if rng is not None and st.noise:
                value += rng.gauss(0.0, st.noise)
            out.append((a, value))
        return out

    def keep_chance(
        self,
        s: BossState,
        me: int,
        city: int,
        after: int,
        totals: list[int],
        left: list[int],
        appeal: float,
    ) -> float:
        """The chance no rival overbids `after` gangsters on `city` this hand."""
        if not self.style.lookahead:
            return 1.0
        colour = s.colour_of(me)
        keep = 1.0
        lure = min(1.0, max(0.05, appeal / 3.0))
        for q in range(s.n):
            d = s.colour_of(q)
            if d == colour or left[q] <= 0:
                continue
            cubes = s.sup_m[q] + s.sup_o[q]
            if s.n == 6:  # R41: the partner's cubes add up on the same card
                partner = q + 3 if q < 3 else q - 3
                if left[partner] > 0:
                    cubes += s.sup_m[partner] + s.sup_o[partner]
            need = after - totals[d] + 1
            if need > cubes or (s.sup_m[q] == 0 and not s.marked_of_colour(city, d)):
                continue
            slack = (cubes - need + 1) / (cubes + 1)
            keep *= 1.0 - min(0.95, self.style.threat * lure * slack)
        return keep

    # -- card play -----------------------------------------------------------------------------
    def play(
        self, s: BossState, me: int, legal: list[BossAction], rng: random.Random | None = None
    ) -> BossAction:
        if len(legal) == 1:
            return legal[0]
        game = self.game
        st = self.style
        layout = game.layout(s.n)
        k = Knowledge(game, s, me)
        colour = s.colour_of(me)
        chicago = layout.chicago
        left_of = set(s.row[: s.row.index(chicago)])
        chi = s.controller(chicago)
        chi_sign = 1.0 if chi == colour else (-st.rival_weight if chi >= 0 else 0.0)
        cv = game.chicago_value
        best, best_value = legal[0], None
        for a in legal:
            city = layout.city_of[a.card]
            value = 0.0
            # what the card tells the others about the city's reward (spec 13)
            unseen = k.unseen[city] + [c for c in s.hands[me] if layout.city_of[c] == city]
            if len(unseen) > 1:
                before = sum(k.card_value(c, colour, city) for c in unseen) / len(unseen)
                rest = [c for c in unseen if c != a.card]
                after = sum(k.card_value(c, colour, city) for c in rest) / len(rest)
                stake = 1.0 if s.controller(city) == colour else 0.3
                value -= st.secrecy * stake * (after - before)
            if city in left_of and chi_sign:
                mine = [c for c in s.hands[me] if layout.city_of[c] == city and c != a.card]
                last = 1.0 if not mine and not k.held_by_others(city) else 0.4
                pool = [cv[c] for c in k.unseen[city]] or [0]
                value += st.chicago_cards * chi_sign * last * (cv[a.card] - sum(pool) / len(pool))
            if rng is not None and st.noise:
                value += rng.gauss(0.0, st.noise * 0.5)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = a, value
        return best

    # -- the team penalty (R43) -------------------------------------------------------------
    def penalty(self, s: BossState, legal: list[BossAction]) -> BossAction:
        """The partner with more living marked gangsters takes the loss: the team's two
        supplies stay even, so neither partner runs dry in a final round (R21)."""
        return max(legal, key=lambda a: (s.alive_marked(a.seat) + s.sup_o[a.seat], -a.seat))


def _need(totals: list[int], colour: int) -> int:
    other = max((t for c, t in enumerate(totals) if c != colour), default=0)
    return max(1, other - totals[colour] + 1)


def _public_values(k: Knowledge, s: BossState, colour: int) -> list[float]:
    """Each city's worth as a rival with no card of it would guess (R45: all backs are
    public, the faces not): its cards not face up, averaged."""
    layout = k.layout
    out = []
    for city in range(layout.cities):
        if city == layout.chicago:
            out.append(k.chicago_share())
            continue
        column = set(s.columns[city])
        cards = [c for c in layout.cards_of[city] if c not in column]
        if not cards:
            out.append(0.0)
            continue
        out.append(sum(k.card_value(c, colour, city) for c in cards) / len(cards))
    return out
