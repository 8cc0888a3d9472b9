"""Sheriff of Nottingham: negotiation (§9) -- the opening and interject windows,
offers, side offers and the Sheriff's demands, what makes a proposal valid, carrying out an
accepted deal (with the GIVE step for unnamed face-down cards), and promises. It is the
largest optional part of the game (`negotiation=False` turns it off), so it is its own
part, `NegotiationMixin`, of `SheriffGame` in rules.py.
"""

from __future__ import annotations

from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.config import SheriffConfig
from gamebox.games.sheriff.model import (
    CHOOSE,
    GIVE,
    GOODS,
    HIDDEN,
    INTERJECT,
    LEGAL,
    NO,
    OPENING,
    RESPONSE,
    Promise,
    Proposal,
    SheriffAction,
    SheriffState,
    seat_name,
)
from gamebox.games.sheriff.notation import canon
from gamebox.games.sheriff.rules_actions import (
    ACCEPT,
    GOLD_STEPS,
    SKIP,
    STAND,
    WITHDRAW,
)


class NegotiationMixin:
    """Offer windows, menus, proposal checks, deals and promises of `SheriffGame`.

    Uses from the composed game: `config`, and `_to_choose`, `_resolve_pass`,
    `_after_resolution`, `_to_stall`, `_from_stall` (InspectionMixin)."""

    config: SheriffConfig

    # -- negotiation (§9) --------------------------------------------------------------------
    def _start_window(self, s: SheriffState, ev: list, phase: str) -> None:
        s.phase = phase
        s.idx = 0
        self._window_next(s, ev)

    def _window_next(self, s: SheriffState, ev: list) -> None:
        while s.idx < len(s.order):
            m = s.order[s.idx]
            if len(self._posting_actions(s, m)) > 1:
                s.active = m
                return
            s.idx += 1
            s.posted = []
        self._to_choose(s)

    def _on_opening(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        """R99/R107: a merchant may post one own-bag and one side offer per window."""
        m = s.active
        if action.kind == "skip":
            ev.append(E.Responded(m, "skip"))
        elif action.kind == "offer":
            assert action.offer is not None
            s.offers[m] = action.offer
            s.own_postings[m] += 1
            s.posted.append("own")
            ev.append(E.ProposalPosted(m, m, "offer", str(action.offer)))
        else:
            assert action.offer is not None
            s.side_offers[m] = action.offer
            s.side_postings[m] += 1
            s.posted.append("side")
            ev.append(E.ProposalPosted(m, m, "side", str(action.offer)))
        if action.kind == "skip" or len(s.posted) == 2:
            s.idx += 1
            s.posted = []
        self._window_next(s, ev)

    _on_interject = _on_opening

    def _posting_actions(self, s: SheriffState, m: int) -> list[SheriffAction]:
        """R99, R107, R111: one own-bag offer and one side offer per window; skip.

        The list is the discretised menu of §9.10; `apply` accepts any valid offer."""
        out = [SKIP]
        posted = s.posted if m == s.active else []
        if (
            not s.resolved[m]
            and s.own_postings[m] < self.config.max_own_postings
            and "own" not in posted
        ):
            for p in self._offer_menu(s, m):
                out.append(SheriffAction("offer", offer=p))
        if s.side_postings[m] < self.config.max_side_postings and "side" not in posted:
            for x in s.unresolved():
                if x != m and x not in s.must_pass and x not in s.must_inspect:
                    for gold in (1, 3):
                        if gold <= s.gold[m]:
                            out.append(
                                SheriffAction("side", offer=Proposal(gold=gold, inspects=(x,)))
                            )
        return out

    def _offer_menu(self, s: SheriffState, m: int) -> list[Proposal]:
        menu = [Proposal(gold=g) for g in GOLD_STEPS if g <= s.gold[m]][:6]
        legal = [g for g in LEGAL if s.stall_legal[m].get(g)]
        if legal:
            menu.append(Proposal(stall=(legal[0],)))
        bag = s.bags[m] or []
        contra = [g for g in canon(set(bag)) if g not in LEGAL]
        if contra:
            menu.append(Proposal(bag=((contra[0], 1),)))
        menu.append(Proposal(promises=("pass_next_time",)))
        return [p for p in menu if p != s.offers[m]]

    def _demand_menu(self, s: SheriffState, m: int) -> list[Proposal]:
        menu = [Proposal(gold=g) for g in (2, 5, 10) if g <= s.gold[m]]
        legal = [g for g in LEGAL if s.stall_legal[m].get(g)]
        if legal:
            menu.append(Proposal(stall=(legal[-1],)))
        # (`stallc=N`, face-down cards the merchant picks, is valid but left out of the
        # menu so that the GIVE step appears only when a player asks for it)
        return menu

    def _response_actions(self, s: SheriffState, m: int) -> list[SheriffAction]:
        out = [STAND]
        if s.offers[m] is not None:
            out.append(WITHDRAW)
        if s.waiting is not None and not self._proposal_problem(s, m, s.waiting, own=True):
            out.append(ACCEPT)
        if s.own_postings[m] < self.config.max_own_postings:
            out += [SheriffAction("counter", offer=p) for p in self._offer_menu(s, m)[:4]]
        return out

    def _on_response(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        """R101: accept, counter, stand or withdraw."""
        m = s.active
        demand, s.waiting = s.waiting, None
        if action.kind == "accept":
            assert demand is not None
            ev.append(E.DealAccepted(m, "demand", str(demand)))
            self._execute(s, ev, m, demand, own=True, author=s.sheriff)
            return
        if action.kind == "counter":
            assert action.offer is not None
            s.offers[m] = action.offer
            s.own_postings[m] += 1
            ev.append(E.ProposalPosted(m, m, "counter", str(action.offer)))
        elif action.kind == "withdraw":
            s.offers[m] = None
            ev.append(E.Responded(m, "withdraw"))
        else:
            ev.append(E.Responded(m, "stand"))
        self._to_choose(s)

    def offer_problem(self, s: SheriffState, action: SheriffAction) -> str:
        """Why an action carrying a proposal (or accepting one) is not allowed, or ''."""
        k = action.kind
        phase = s.phase
        m = s.active
        if k == "accept" and action.target != NO:
            offer = s.offers[action.target]
            if phase != CHOOSE or offer is None or s.resolved[action.target]:
                return "there is no standing offer from that merchant (R102)"
            if action.target in s.must_inspect:
                return "a deal obliges the Sheriff to inspect that bag (R95)"
            return self._proposal_problem(s, action.target, offer, own=True)
        p = action.offer
        assert p is not None
        if k in ("offer", "side"):
            if phase not in (OPENING, INTERJECT):
                return "offers are posted in the opening or interject windows (R99, R107)"
            if ("own" if k == "offer" else "side") in s.posted:
                return "one offer of each kind per window (R99, R107)"
            if k == "offer":
                if s.resolved[m]:
                    return "that merchant's bag is already resolved"
                if s.own_postings[m] >= self.config.max_own_postings:
                    return "the posting budget is used up (R111)"
            elif s.side_postings[m] >= self.config.max_side_postings:
                return "the side-offer budget is used up (R111)"
            if k == "side":
                return self._side_problem(s, m, p)
            return self._proposal_problem(s, m, p, own=False)
        if k == "counter":
            if phase != RESPONSE:
                return "a counter answers a demand (R101)"
            if s.own_postings[m] >= self.config.max_own_postings:
                return "the posting budget is used up (R111)"
            return self._proposal_problem(s, m, p, own=True)
        if k == "demand":
            target = action.target
            if phase != CHOOSE or target not in s.unresolved():
                return "demands are made to merchants with unresolved bags (R100)"
            if target in s.must_inspect:
                return "the Sheriff is bound to inspect this bag (R95)"
            if s.demands[target] >= self.config.max_demands:
                return "at most 3 demands per merchant and round (R100, R111)"
            public = [g for g, shown in s.stall_contra[target] if shown]
            for g in p.stallc:  # §7.1: he has not seen them; asking by name would probe
                if g != HIDDEN:
                    if g not in public:
                        return "the Sheriff asks for unseen face-down cards by number: stallc=1"
                    public.remove(g)
            return self._proposal_problem(s, target, p, own=True)
        return "this action does not carry a proposal"

    def _proposal_problem(self, s: SheriffState, m: int, p: Proposal, own: bool) -> str:
        """R64, R89-R92, R97."""
        if p.gold < 0 or p.gold > s.gold[m]:
            return f"{seat_name(m)} has {s.gold[m]} gold (R64)"
        have = dict(s.stall_legal[m])
        for g in p.stall:
            if g not in LEGAL or have.get(g, 0) <= 0:
                return f"{seat_name(m)} has no {g} on the stall to give (R64, R63)"
            have[g] -= 1
        contra = [g for g, _ in s.stall_contra[m]]
        if len(p.stallc) > len(contra):
            return f"{seat_name(m)} has only {len(contra)} face-down stall cards (R64, R63)"
        for g in p.stallc:
            if g == HIDDEN:
                continue
            if g not in contra:
                return f"{seat_name(m)} has no face-down {g} on the stall (R64, R63)"
            contra.remove(g)
        bag = s.bags[m]
        for g, n in p.bag:
            if g not in GOODS or n < 1 or (bag is not None and n > len(bag)):
                return "bag goods must name a good and at most the bag size (R89)"
        unresolved = s.unresolved()
        for x in (*p.inspects, *p.passes):
            if x == m or x == s.sheriff or x not in unresolved:
                return "commitments name other merchants with unresolved bags (R92, R97)"
        if set(p.inspects) & set(p.passes):
            return "a bag cannot be both passed and inspected"
        for x in p.inspects:
            if x in s.must_pass:
                return f"the Sheriff is already bound to pass {seat_name(x)} (R97)"
        for x in p.passes:
            if x in s.must_inspect:
                return f"the Sheriff is already bound to inspect {seat_name(x)} (R97)"
        if own and m in s.must_inspect:
            return "the Sheriff is bound to inspect this bag (R95)"
        for promise in p.promises:
            if promise.split(":")[0] not in ("pass_next_time", "gold_next_time", "favor"):
                return f"unknown promise {promise!r} (R112)"
        return ""

    def _side_problem(self, s: SheriffState, m: int, p: Proposal) -> str:
        if p.bag:
            return "a side offer cannot include bag goods (R91)"
        if not p.inspects and not p.passes:
            return "a side offer commits the Sheriff about another bag (R91)"
        if set(p.inspects) <= set(s.must_inspect) and set(p.passes) <= set(s.must_pass):
            # Paying for a commitment the Sheriff already owes would buy nothing.
            return "the Sheriff is already bound to that, so the side offer adds nothing (R91)"
        return self._proposal_problem(s, m, p, own=False)

    def _execute(
        self, s: SheriffState, ev: list, m: int, p: Proposal, own: bool, author: int = NO
    ) -> None:
        """R109: gold, stall goods, obligations, promises, then (own bag) the pass."""
        sheriff = s.sheriff
        if p.gold:
            s.gold[m] -= p.gold
            s.gold[sheriff] += p.gold
            ev.append(E.GoldPaid(m, sheriff, p.gold, "deal"))
        for g in p.stall:
            self._from_stall(s, m, g)
            self._to_stall(s, sheriff, g, public=True)
            ev.append(E.GoodsPaid(m, sheriff, g, "deal"))
        for g in p.stallc:
            if g != HIDDEN:
                self._give(s, ev, m, p, g)
        unnamed = p.stallc.count(HIDDEN)
        if unnamed:  # `stallc=2`: the payer picks which face-down cards (§9.10)
            s.pending_deal = (m, p, own, author, unnamed)
            s.phase = GIVE
            s.active = m
            return
        self._finish_deal(s, ev, m, p, own, author)

    def _give(self, s: SheriffState, ev: list, m: int, p: Proposal, good: str) -> None:
        self._from_stall(s, m, good)
        self._to_stall(s, s.sheriff, good, public=p.show)
        ev.append(E.GoodsPaid(m, s.sheriff, good, "deal", public=p.show))  # R77

    def _on_give(self, s: SheriffState, ev: list, action: SheriffAction) -> None:
        assert s.pending_deal is not None
        m, p, own, author, left = s.pending_deal
        self._give(s, ev, m, p, action.goods[0])
        left -= 1
        if left and s.stall_contra[m]:
            s.pending_deal = (m, p, own, author, left)
            return
        s.pending_deal = None
        self._finish_deal(s, ev, m, p, own, author)

    def _finish_deal(
        self, s: SheriffState, ev: list, m: int, p: Proposal, own: bool, author: int
    ) -> None:
        """R109.4-R109.6: obligations, promises, then the pass of an own-bag deal."""
        sheriff = s.sheriff
        s.must_inspect += [x for x in p.inspects if x not in s.must_inspect]  # R94
        s.must_pass += [x for x in p.passes if x not in s.must_pass]
        for text in p.promises:  # R112: by the author to the other party
            kind, _, amount = text.partition(":")
            promiser, promisee = (sheriff, m) if author == sheriff else (m, sheriff)
            s.promises.append(
                Promise(kind, promiser, promisee, s.round, int(amount) if amount.isdigit() else 0)
            )
        self._settle_gold_promises(s, ev, m, p.gold)
        if own:
            self._resolve_pass(s, ev, m, p)
            self._after_resolution(s, ev)
        else:
            self._to_choose(s)

    def _lapse(self, s: SheriffState, m: int) -> None:
        """R108: proposals about a resolved bag lapse."""
        s.offers[m] = None
        for i, side in enumerate(s.side_offers):
            if side is not None and (m in side.inspects or m in side.passes):
                s.side_offers[i] = None
        if m in s.must_pass:
            s.must_pass.remove(m)

    def _settle_pass_promises(
        self, s: SheriffState, ev: list, m: int, inspected: bool
    ) -> None:
        """R113: pass_next_time is judged in the first round the promiser is Sheriff
        and the promisee a merchant."""
        for p in s.promises:
            if (
                p.status == "pending"
                and p.kind == "pass_next_time"
                and p.promiser == s.sheriff
                and p.promisee == m
                and p.made_in_round < s.round
            ):
                p.status = "broken" if inspected else "kept"
                ev.append(E.PromiseSettled(p.promiser, p.promisee, p.kind, p.status))  # R78

    def _settle_gold_promises(self, s: SheriffState, ev: list, m: int, gold: int) -> None:
        """R113: gold_next_time(n) is kept once the promiser's accepted deals with the
        promisee, in the first round the promisee is Sheriff, total at least n gold."""
        for p in s.promises:
            if (
                p.status == "pending"
                and p.kind == "gold_next_time"
                and p.promiser == m
                and p.promisee == s.sheriff
                and p.made_in_round < s.round
            ):
                p.paid += gold
                if p.paid < p.amount:
                    continue
                p.status = "kept"
                ev.append(E.PromiseSettled(p.promiser, p.promisee, p.kind, p.status))  # R78
