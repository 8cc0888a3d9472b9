"""Sealed bids for Tammany Hall's ward elections (spec 12.2, 12.3).

Chips bid are lost win or lose (R43), so a bid is worth its chance of winning the ward
minus the chips it burns. The rivals' bids are hidden; what is public is how many
bosses and eligible chips each of them holds (R5), so every rival gets a modelled
distribution of totals built from that alone, and our total is the one with the best
expected evaluation over the outcomes win, tie (nobody wins, R42) and rival win.
"""

from __future__ import annotations

from gamebox.games.tammany.ai_eval import Evaluator
from gamebox.games.tammany.model import BONUS, TammanyAction, TammanyState


def sure_win(s: TammanyState, w: int, p: int) -> int:
    """Chips p must add to beat every rival's maximum (bosses plus all eligible chips)."""
    best = max(
        (s.bosses[w][q] + sum(s.eligible(q, w)) for q in s.candidates(w) if q != p), default=0
    )
    return best - s.bosses[w][p] + 1


def rival_model(s: TammanyState, w: int, r: int) -> dict[int, float]:
    """A distribution of r's total bid from public facts only (their chips and bosses)."""
    held = sum(s.eligible(r, w))
    if held == 0:
        return {0: 1.0}
    need = min(sure_win(s, w, r), held)
    beat_bosses = max(s.bosses[w][q] for q in s.candidates(w) if q != r) - s.bosses[w][r] + 1
    dist: dict[int, float] = {}

    def add(total: int, weight: float) -> None:
        total = max(0, min(held, total))
        dist[total] = dist.get(total, 0.0) + weight

    if need <= 0:
        add(0, 0.8)
        add(1, 0.2)
        return dist
    add(0, 0.25)
    add(need, 0.3)
    add(beat_bosses, 0.15)
    for t in range(held + 1):  # anything, evenly
        add(t, 0.3 / (held + 1))
    return dist


def max_distribution(s: TammanyState, w: int, me: int) -> dict[tuple[int, int], float]:
    """Distribution of (the best rival vote total, who holds it or -1 for a tie)."""
    states: dict[tuple[int, int], float] = {(-1, -1): 1.0}
    for r in s.candidates(w):
        if r == me:
            continue
        base = s.bosses[w][r]
        dist = rival_model(s, w, r)
        nxt: dict[tuple[int, int], float] = {}
        for (v, who), pv in states.items():
            for t, pt in dist.items():
                votes = base + t
                if votes > v:
                    key = (votes, r)
                elif votes == v:
                    key = (v, -1)
                else:
                    key = (v, who)
                nxt[key] = nxt.get(key, 0.0) + pv * pt
        states = nxt
    return states


def spend(s: TammanyState, w: int, me: int, total: int, order: tuple[int, ...]) -> tuple[int, ...]:
    """Turn a total into chips, spending first the colours least needed later in this
    election (eligible in fewer of our contested wards still to come)."""
    held = s.eligible(me, w)
    later = order[order.index(w) + 1 :]
    use = [0, 0, 0, 0]
    for ward in later:
        if not s.is_active(ward) or not s.bosses[ward][me] or len(s.candidates(ward)) < 2:
            continue
        for k in range(4):
            if s.cubes[ward][k]:
                use[k] += 1
    left = held[:]
    bid = [0, 0, 0, 0]
    for _ in range(total):
        k = min((k for k in range(4) if left[k]), key=lambda k: (use[k], -left[k], k))
        left[k] -= 1
        bid[k] += 1
    return tuple(bid)


def outcome(
    s: TammanyState, w: int, winner: int | None, me: int, bid: tuple[int, ...]
) -> TammanyState:
    """The table after ward w is decided (others' spending is the same whatever we bid)."""
    t = s.copy()
    t.viewer = None
    t.bids = [None] * t.n
    for k in range(4):
        t.chips[me][k] -= bid[k]
    t.phase = BONUS  # marks ward w as resolved for the evaluator
    t.bonus_ward = w
    if winner is not None:
        t.winners[w] = winner
    else:
        t.winners.pop(w, None)
    return t


def best_bid(
    s: TammanyState, me: int, ev: Evaluator, order: tuple[int, ...], simple: bool
) -> TammanyAction:
    """Normal (`simple`): the minimal sure win when affordable and worth it, else 0.
    Hard: the total maximising the expected evaluation against the rival model."""
    w = s.ward
    held = sum(s.eligible(me, w))
    need = sure_win(s, w, me)
    if need <= 0 or held == 0:
        return TammanyAction("bid", values=(0, 0, 0, 0))
    mine = s.bosses[w][me]
    rivals = [r for r in s.candidates(w) if r != me]
    if simple:
        if need > held:
            return TammanyAction("bid", values=(0, 0, 0, 0))
        bid = spend(s, w, me, need, order)
        win = ev(outcome(s, w, me, me, bid), me)
        zero = (0, 0, 0, 0)
        # without a bid, assume the strongest rival by bosses takes it
        strongest = max(rivals, key=lambda r: (s.bosses[w][r], -r))
        lose = ev(outcome(s, w, strongest, me, zero), me)
        return TammanyAction("bid", values=bid if win > lose else zero)
    states = max_distribution(s, w, me)
    best_value, best = None, (0, 0, 0, 0)
    for total in range(0, min(held, max(need, 0)) + 1):
        bid = spend(s, w, me, total, order)
        mine_votes = mine + total
        p_win = p_none = 0.0
        p_rival = dict.fromkeys(rivals, 0.0)
        for (v, who), pv in states.items():
            if v < mine_votes:
                p_win += pv
            elif v == mine_votes or who == -1:
                p_none += pv
            else:
                p_rival[who] += pv
        value = 0.0
        if p_win:
            value += p_win * ev(outcome(s, w, me, me, bid), me)
        if p_none:
            value += p_none * ev(outcome(s, w, None, me, bid), me)
        for r, pr in p_rival.items():
            if pr:
                value += pr * ev(outcome(s, w, r, me, bid), me)
        if best_value is None or value > best_value + 1e-9:
            best_value, best = value, bid
    return TammanyAction("bid", values=best)
