"""Sheriff of Nottingham: the Inspection phase (R32-R47) -- the Sheriff's choices, passing
and opening bags, confiscation, the debts that follow (R53-R58) and the inspection timer
(R84) -- together with the stall moves every payment uses. `InspectionMixin` is one of
the parts `SheriffGame` in rules.py is assembled from; offers and deals live apart in
rules_negotiation, reached through `self`.
"""

from __future__ import annotations

from gamebox.engine.game import IllegalAction
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.config import SheriffConfig
from gamebox.games.sheriff.model import (
    CHOOSE,
    CONFISCATE,
    INTERJECT,
    LEGAL,
    NO,
    OPENING,
    PAY,
    RESPONSE,
    Debt,
    Proposal,
    SheriffAction,
    SheriffState,
    seat_name,
)
from gamebox.games.sheriff.notation import canon
from gamebox.games.sheriff.rules_actions import (
    WAVE,
)
from gamebox.games.sheriff.rules_cards import minus


class InspectionMixin:
    """The Sheriff's choices, bag resolution, debts, stalls and the timer of `SheriffGame`.

    Uses from the composed game: `config`, `_round_end` (MarketMixin), and `_start_window`,
    `_demand_menu`, `_side_problem`, `offer_problem`, `_execute`, `_lapse`,
    `_settle_pass_promises` (NegotiationMixin)."""

    config: SheriffConfig

    # -- the inspection timer (R84) ---------------------------------------------------

    def timer_seconds(self, state: SheriffState) -> int:
        """R84: 60 seconds per merchant for the whole Inspection phase."""
        return self.config.timer_seconds_per_merchant * (state.n - 1)

    def _on_timeout(self, s: SheriffState, ev: list) -> None:
        """R84: standing offers lapse unpaid and every unresolved bag passes free.

        The rulebook wins over the spec's Decision (A21, S39) that bags a deal obliges the
        Sheriff to inspect are still inspected: its timer rule says every merchant not yet
        inspected must be let through without a bribe, so a Sheriff who runs out of time
        simply fails that obligation."""
        s.timed_out = True
        s.offers = [None] * s.n
        s.side_offers = [None] * s.n
        s.waiting = None
        s.must_inspect = []
        ev.append(E.TimerExpired(s.sheriff))
        for m in s.unresolved():
            self._resolve_pass(s, ev, m, None)
        self._after_resolution(s, ev)

    # -- inspection (R32-R47, §9) -------------------------------------------------------------
    def _start_inspection(self, s: SheriffState, ev: list) -> None:
        n = s.n
        s.offers = [None] * n
        s.side_offers = [None] * n
        s.own_postings = [0] * n
        s.side_postings = [0] * n
        s.demands = [0] * n
        s.must_inspect = []
        s.must_pass = []
        s.waiting = None
        s.timed_out = False
        if not s.unresolved():
            self._round_end(s, ev)
        elif s.negotiation:
            self._start_window(s, ev, OPENING)  # R99
        else:
            self._to_choose(s)

    def _to_choose(self, s: SheriffState) -> None:
        s.phase = CHOOSE
        s.active = s.sheriff

    def _choose_actions(self, s: SheriffState) -> list[SheriffAction]:
        out = []
        for m in s.unresolved():
            if m not in s.must_inspect:
                out.append(SheriffAction("pass", target=m))  # R104
                accept = SheriffAction("accept", target=m)
                if s.offers[m] is not None and not self.offer_problem(s, accept):
                    out.append(SheriffAction("accept", target=m))  # R102
            if m not in s.must_pass:
                out.append(SheriffAction("inspect", target=m))  # R105
        if s.negotiation:
            for m in s.order:
                side = s.side_offers[m]
                if side is not None and not self._side_problem(s, m, side):
                    out.append(SheriffAction("acceptside", target=m))  # R103
            for m in s.unresolved():
                if m not in s.must_inspect and s.demands[m] < self.config.max_demands:
                    for p in self._demand_menu(s, m):
                        out.append(SheriffAction("demand", target=m, offer=p))  # R100
        if not s.must_inspect:
            out.append(WAVE)  # R106
        return out

    def _on_choose(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        k, m = action.kind, action.target
        if k == "pass":
            self._resolve_pass(s, ev, m, None)
            self._after_resolution(s, ev)
        elif k == "inspect":
            self._inspect(s, ev, m)
        elif k == "wave":
            for m2 in s.unresolved():
                self._resolve_pass(s, ev, m2, None)
            self._after_resolution(s, ev)
        elif k == "accept":
            offer = s.offers[m]
            assert offer is not None
            ev.append(E.DealAccepted(m, "offer", str(offer)))
            self._execute(s, ev, m, offer, own=True)
        elif k == "acceptside":
            offer = s.side_offers[m]
            assert offer is not None
            s.side_offers[m] = None
            ev.append(E.DealAccepted(m, "side", str(offer)))
            self._execute(s, ev, m, offer, own=False)
        elif k == "demand":
            assert action.offer is not None
            s.demands[m] += 1
            s.waiting = action.offer
            ev.append(E.ProposalPosted(s.sheriff, m, "demand", str(action.offer)))
            s.phase = RESPONSE
            s.active = m

    def _resolve_pass(self, s: SheriffState, ev: list, m: int, claims: Proposal | None) -> None:
        """R38-R40 (and R109.6, R110 for bag goods of an accepted deal)."""
        bag = s.bags[m]
        assert bag is not None
        hidden = sum(1 for g in bag if g not in LEGAL)  # the others see only this number
        cap = {g: hidden for g in set(s.known_kept[m]) if g not in LEGAL}
        s.known[m] = minus(s.known_kept[m], [g for g in bag if g in LEGAL], cap) + s.known[m]
        s.known_kept[m] = []
        if claims is not None:
            for good, qty in claims.bag:
                for _ in range(min(qty, bag.count(good))):
                    bag.remove(good)
                    self._to_stall(s, s.sheriff, good, public=False)
                    ev.append(E.GoodsPaid(m, s.sheriff, good, "deal", public=good in LEGAL))
        legal = canon(g for g in bag if g in LEGAL)
        contra = canon(g for g in bag if g not in LEGAL)
        for g in bag:
            self._to_stall(s, m, g, public=False)
        s.bags[m] = None
        s.resolved[m] = True
        ev.append(E.BagPassed(m, legal, contra))
        self._lapse(s, m)
        self._settle_pass_promises(s, ev, m, inspected=False)

    def _inspect(self, s: SheriffState, ev: list, m: int) -> None:
        """R41-R46: open the bag; honest -> the Sheriff pays, lying -> confiscate and fine."""
        bag = s.bags[m]
        declared = s.declared[m]
        assert bag is not None and declared is not None
        goods = self.config.goods
        honest = all(g == declared for g in bag)  # R42
        ev.append(E.BagInspected(m, canon(bag), honest))
        s.known[m] = minus(s.known_kept[m], bag) + s.known[m]  # R41: all shown
        s.known_kept[m] = []
        s.bags[m] = None
        s.resolved[m] = True
        if m in s.must_inspect:
            s.must_inspect.remove(m)
        self._lapse(s, m)
        self._settle_pass_promises(s, ev, m, inspected=True)
        for g in bag:
            if g == declared:
                self._to_stall(s, m, g, public=True)  # R43, R44
        if honest:
            owed = sum(goods[g].penalty for g in bag)
            self._start_debt(s, ev, s.sheriff, m, owed)  # R43
            return
        s.confiscated = [g for g in bag if g != declared]  # R45
        s.debt = Debt(m, s.sheriff, sum(goods[g].penalty for g in s.confiscated))  # R46
        s.discard_pile = NO
        s.phase = CONFISCATE
        s.active = s.sheriff

    def _on_confiscate(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        good = action.goods[0]
        s.discard_pile = action.target
        s.confiscated.remove(good)
        s.piles[action.target].append(good)
        ev.append(E.Discarded(s.sheriff, action.target, good, confiscated=True))
        if not s.confiscated:
            s.discard_pile = NO
            debt = s.debt
            assert debt is not None
            s.debt = None
            self._start_debt(s, ev, debt.debtor, debt.creditor, debt.remaining)

    # -- debts (R53-R58) ---------------------------------------------------------------------
    def _start_debt(
        self, s: SheriffState, ev: list, debtor: int, creditor: int, amount: int
    ) -> None:
        gold = min(amount, s.gold[debtor])  # R54.1
        if gold:
            s.gold[debtor] -= gold
            s.gold[creditor] += gold
            ev.append(E.GoldPaid(debtor, creditor, gold, "penalty"))
        s.debt = Debt(debtor, creditor, amount - gold)
        self._debt_next(s, ev)

    def _debt_next(self, s: SheriffState, ev: list) -> None:
        debt = s.debt
        assert debt is not None
        if debt.remaining > 0 and s.stall_cards(debt.debtor):
            s.phase = PAY
            s.active = debt.debtor
            return
        if debt.remaining > 0:  # R54.4
            ev.append(E.DebtCancelled(debt.debtor, debt.creditor, debt.remaining))
        s.debt = None
        self._after_resolution(s, ev)

    def _payable(self, s: SheriffState, p: int) -> list[str]:
        legal = [g for g in LEGAL if s.stall_legal[p].get(g)]
        if legal:
            return legal  # R54.2 before R54.3
        return list(canon({g for g, _ in s.stall_contra[p]}))

    def _on_pay(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        debt = s.debt
        assert debt is not None
        good = action.goods[0]
        self._from_stall(s, debt.debtor, good)
        self._to_stall(s, debt.creditor, good, public=True)  # R56: revealed
        ev.append(E.GoodsPaid(debt.debtor, debt.creditor, good, "penalty"))
        debt.remaining -= self.config.goods[good].value  # R54: by Value; R55 no change
        self._debt_next(s, ev)

    def _to_stall(self, s: SheriffState, p: int, good: str, public: bool) -> None:
        if good in LEGAL:
            s.stall_legal[p][good] = s.stall_legal[p].get(good, 0) + 1
        else:
            s.stall_contra[p].append((good, public))

    def _from_stall(self, s: SheriffState, p: int, good: str) -> None:
        if good in LEGAL:
            s.stall_legal[p][good] -= 1
            if not s.stall_legal[p][good]:
                del s.stall_legal[p][good]
            return
        cards = s.stall_contra[p]
        # give a card whose identity is already public first: it reveals nothing
        for flag in (True, False):
            if (good, flag) in cards:
                cards.remove((good, flag))
                return
        raise IllegalAction(f"{seat_name(p)} has no {good} on the stall")

    def _after_resolution(self, s: SheriffState, ev: list) -> None:
        """R37: the phase ends once every bag is resolved; else merchants may interject."""
        if not s.unresolved():
            self._round_end(s, ev)
        elif s.negotiation:
            self._start_window(s, ev, INTERJECT)  # R107
        else:
            self._to_choose(s)
