"""Copycat: resolving action boxes (spec 4.4, 6, 10.1) -- the effect vocabulary, re-use
and copy with their use counters (R72-R84), coins and VP markers with at most two
doublings (R73, R74), buying from the street (R51-R53, R103) and the pending effects
that wait for a player's choices.

An effect that needs choices pushes a `Frame`; the legal actions are then that frame's
choices (an option, an amount, a target, cards to trash / sift / keep, cards to buy,
"stop"). A frame whose only choice left is "stop" or "amount 0" settles by itself: a
step nobody decides is never asked. `EffectsMixin` is a part of `CopycatGame` (rules.py).
"""

from __future__ import annotations

from gamebox.engine.game import IllegalAction
from gamebox.games.copycat import events as E
from gamebox.games.copycat.config import CopycatConfig, Effect
from gamebox.games.copycat.model import NO, STOP, CopycatAction, CopycatState, Frame, act

PHASE_OF = {"actions": "2", "buying": "3"}
TARGETED = frozenset({"reuse_card", "copy_card", "reuse_worker"})
AUTO_GAINS = frozenset({"gain_coins", "gain_vp"})
COIN_EFFECTS = frozenset({"gain_coins", "choice", "trash_for_coins", "double_coins"})
"""Yellow / yellow-green actions that produce coins, playable in phase 2 only to pay for
a pay-to-draw action (R44)."""


def add_vp(s: CopycatState, ev: list, p: int, amount: int, part: int) -> None:
    """VP gained in a phase-3 turn: on the score sheet now, on the career path at the
    scoring step (R54)."""
    if amount <= 0:
        return
    parts = list(s.parts[p])
    parts[part] += amount
    s.parts[p] = tuple(parts)  # type: ignore[assignment]
    s.turn_vp += amount
    ev.append(E.VPGained(p, amount, ("cards", "offices", "markers", "conversions")[part]))


def gain_coins(s: CopycatState, ev: list, p: int, amount: int) -> None:
    if amount > 0:
        s.b0[p] += amount  # R74
        ev.append(E.CoinsGained(p, amount, s.pool(p)))


def double_coins(s: CopycatState, ev: list, p: int) -> None:
    """R74: add b0 + b1; then b2 += b1, b1 = b0, b0 = 0 (no coin doubled thrice)."""
    added = s.b0[p] + s.b1[p]
    s.x[p] += added
    s.b2[p] += s.b1[p]
    s.b1[p] = s.b0[p]
    s.b0[p] = 0
    ev.append(E.CoinsGained(p, added, s.pool(p), doubled=True))


def pay(s: CopycatState, ev: list, p: int, amount: int, why: str) -> None:
    """R74, D17: doubled coins first, then base coins doubled twice, once, never."""
    left = amount
    for name in ("x", "b2", "b1", "b0"):
        have = getattr(s, name)
        take = min(have[p], left)
        have[p] -= take
        left -= take
    if left:
        raise IllegalAction(f"{amount} coins asked, the pool holds {amount - left}")
    ev.append(E.CoinsPaid(p, amount, s.pool(p), why))


def double_markers(s: CopycatState, ev: list, p: int, part: int) -> None:
    """R74: gain m0 + m1 VP; then m2 += m1, m1 = m0, m0 = 0."""
    gained = s.m0[p] + s.m1[p]
    s.m2[p] += s.m1[p]
    s.m1[p] = s.m0[p]
    s.m0[p] = 0
    add_vp(s, ev, p, gained, part)


def remove(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


class EffectsMixin:
    """Resolving effects and the pending frames of `CopycatGame`."""

    config: CopycatConfig

    # -- what can be resolved now (R72, R76) ----------------------------------------------
    def resolvable(self, s: CopycatState, p: int, e: Effect, phase: str,
                   cards: frozenset[int], slots: frozenset[int], depth: int = 0) -> bool:
        """Can `e` be resolved by `p` now? Grey effects need a legal target of their own
        (R76); `cards` / `slots` may not be targets (the acting ones, R76 A24)."""
        t = e.type
        if t in TARGETED:
            if depth > 6:
                return False
            if t == "reuse_worker":
                return bool(self.worker_targets(s, p, phase, slots, cards, depth + 1, True))
            mode = "reuse" if t == "reuse_card" else "copy"
            return bool(self.card_targets(s, p, mode, phase, cards, slots, depth + 1, True))
        if t == "none" or t == "keep_unused_cards":
            return False  # R76: keeping is used only in the keep step (R46)
        return e.phase == phase

    def card_targets(self, s: CopycatState, p: int, mode: str, phase: str,
                     cards: frozenset[int], slots: frozenset[int], depth: int = 0,
                     first: bool = False) -> list[int]:
        """R72: a re-use targets a card of the area used exactly once; a copy any other
        card of the area (used 0 or 1 times). Never the temp pile (R78)."""
        out = []
        config_cards = self.config.cards
        for c in s.area[p]:
            if c in cards or (mode == "reuse" and s.uses[c] != 1) or s.uses[c] > 1:
                continue
            if self.resolvable(s, p, config_cards[c].effect, phase, cards | {c}, slots, depth):
                out.append(c)
                if first:
                    break
        return out

    def worker_targets(self, s: CopycatState, p: int, phase: str, slots: frozenset[int],
                       cards: frozenset[int], depth: int = 0, first: bool = False) -> list[int]:
        """R80, R83: another of the player's workers whose office was used exactly once."""
        out = []
        offices = self.config.offices
        for slot, who in enumerate(s.occupant):
            if who != p or slot in slots or s.office_uses[slot] != 1:
                continue
            effect = offices[s.offices[slot]].effect
            if self.resolvable(s, p, effect, phase, cards, slots | {slot}, depth):
                out.append(slot)
                if first:
                    break
        return out

    # -- resolving ---------------------------------------------------------------------------
    def resolve(self, s: CopycatState, ev: list, p: int, e: Effect, origin: str,
                card: int = NO, slot: int = NO) -> None:
        """Carry out one action box for `p`; choices wait in a pushed frame."""
        t = e.type
        part = 1 if origin == "office" else 0
        if t == "gain_coins":
            gain_coins(s, ev, p, e.amount)
        elif t == "gain_vp":
            add_vp(s, ev, p, e.amount, part)
        elif t == "choice":
            self.push(s, Frame("option", e, origin, card, slot))
        elif t == "gain_workers":
            self.gain_workers(s, ev, p, e.amount)
        elif t in ("trash_for_workers", "trash_for_coins"):
            self.push(s, Frame("trash", e, origin, card, slot, left=e.max_cards))
        elif t == "extra_placement":
            s.extra += e.count  # R61: only in the turn it was resolved
            ev.append(E.ExtraPlacement(p, e.count))
        elif t == "draw":
            self.push(s, Frame("amount", e, origin, card, slot, mode=t, limit=e.amount))
        elif t in ("pay_coins_to_draw", "convert_coins_to_vp"):
            self.push(s, Frame("amount", e, origin, card, slot, mode=t, limit=s.pool(p)))
        elif t == "sift":
            self.push(s, Frame("sift", e, origin, card, slot, left=e.max_cards))
        elif t == "double_coins":
            double_coins(s, ev, p)
        elif t == "double_vp_markers":
            double_markers(s, ev, p, 2)
        elif t in ("buy", "shift_street_then_buy"):
            if t == "shift_street_then_buy":
                self.shift_street(s, ev)  # R103: before the purchase
            self.push(s, Frame("buy", e, origin, card, slot, left=e.max_cards))
        elif t in ("reuse_card", "copy_card"):
            mode = "reuse" if t == "reuse_card" else "copy"
            self.push(s, Frame("target", e, origin, card, slot, mode=mode))
        elif t == "reuse_worker":
            self.push(s, Frame("worker", e, origin, card, slot))
        elif t == "keep_unused_cards":
            self.push(s, Frame("keep", e, origin, card, slot, left=99))
        # "none": red cards have no action (R8)

    def gain_workers(self, s: CopycatState, ev: list, p: int, amount: int) -> None:
        """R63: from the own reserve; what the reserve lacks is lost (R12, T19)."""
        gained = min(amount, s.reserve[p])
        s.reserve[p] -= gained
        s.available[p] += gained
        ev.append(E.WorkersGained(p, gained, amount - gained))

    def push(self, s: CopycatState, frame: Frame) -> None:
        s.frames = (*s.frames, frame)

    def pop(self, s: CopycatState) -> Frame:
        frame = s.frames[-1]
        s.frames = s.frames[:-1]
        return frame

    def use_card(self, s: CopycatState, ev: list, p: int, c: int, how: str, by: str = "",
                 slot: int = NO) -> None:
        """One use of a card of the area (R72): its own action, a re-use or a copy. The
        counter rises first; at 2 the card leaves for the temp pile at once."""
        card = self.config.cards[c]
        s.uses[c] += 1
        if how == "own":
            s.own = (*s.own, c)
        ev.append(E.EffectUsed(p, how, card=card.id, by=by, effect=card.effect.type))
        if s.uses[c] >= 2:
            s.area[p] = remove(s.area[p], c)
            s.temp[p] = (*s.temp[p], c)
            ev.append(E.CardToTemp(p, card.id))
        performer = c if how != "copy" else NO
        if how == "copy":  # the copying card resolves the action as its own (R72)
            frame_card = self.config.card_index.get(by, NO)
            performer = frame_card
        self.resolve(s, ev, p, card.effect, "card", performer, slot)

    def use_office(self, s: CopycatState, ev: list, p: int, slot: int, how: str,
                   by: str = "") -> None:
        """One use of a worker's office (R39, R80, R83); never collects markers (R84)."""
        office = self.config.offices[s.offices[slot]]
        s.office_uses[slot] += 1
        ev.append(E.EffectUsed(p, how, office=office.id, slot=slot, by=by,
                               effect=office.effect.type))
        self.resolve(s, ev, p, office.effect, "office", NO, slot)

    # -- frames: the choices ------------------------------------------------------------------
    def frame_actions(self, s: CopycatState, p: int) -> list[CopycatAction]:
        f = s.frames[-1]
        k = f.kind
        cards = self.config.cards
        if k == "option":
            return [act("option", n=i + 1) for i in range(len(f.effect.options))]
        if k == "amount":
            return [act("amount", n=i) for i in range(f.limit + 1)]
        phase = PHASE_OF.get(s.phase, "3")
        if k == "target":
            acting = frozenset({f.card}) if f.card != NO else frozenset()
            slots = frozenset({f.office}) if f.office != NO else frozenset()
            targets = self.card_targets(s, p, f.mode, phase, acting, slots)
            return [act("target", cards[c].id) for c in targets]
        if k == "worker":
            acting = frozenset({f.card}) if f.card != NO else frozenset()
            slots = frozenset({f.office}) if f.office != NO else frozenset()
            offices = self.config.offices
            return [
                act("target", offices[s.offices[slot]].id)
                for slot in self.worker_targets(s, p, phase, slots, acting)
            ]
        out = [act(k, cards[c].id) for c in self._picks(s, p, f)]
        out.append(STOP)
        return out

    def _picks(self, s: CopycatState, p: int, f: Frame) -> list[int]:
        """The cards a trash / sift / keep / buy frame may pick now."""
        k = f.kind
        if k == "trash":  # R62: hand or area, never the acting card
            zones = f.effect.sources
            pool = (s.hand[p] if "hand" in zones else ()) + (s.area[p] if "area" in zones else ())
            return sorted({c for c in pool if c != f.card})
        if k == "sift":
            return sorted(set(s.hand[p]))
        if k == "keep":
            return sorted(set(s.hand[p]) - set(s.kept))
        if k == "buy":
            budget = s.pool(p)
            cards = self.config.cards
            mods = self.config.modifiers
            return [c for i, c in enumerate(s.street)
                    if c != NO and cards[c].cost + mods[i] <= budget]
        return []

    def settle(self, s: CopycatState, ev: list, p: int) -> None:
        """Close every frame whose only choice left is to stop (or an amount of 0)."""
        while s.frames:
            f = s.frames[-1]
            if f.kind in ("trash", "sift", "keep", "buy"):
                if f.left > 0 and self._picks(s, p, f):
                    return
                self.finish(s, ev, p)
            elif f.kind == "amount" and f.limit <= 0:
                self.pop(s)
                self.take_amount(s, ev, p, f, 0)
            else:
                return

    def finish(self, s: CopycatState, ev: list, p: int) -> None:
        """A trash / sift / keep / buy frame ends: sifted cards are replaced (draws)."""
        f = self.pop(s)
        if f.kind == "sift" and f.picked:
            s.tasks = (*s.tasks, ("draw", p, f.picked))
        elif f.kind == "keep":
            s.keep_step = False
            self.play_step(s, ev, p)  # type: ignore[attr-defined]  # rules_buying (R48)

    def on_frame(self, s: CopycatState, ev: list, p: int, action: CopycatAction) -> None:
        f = s.frames[-1]
        k = action.kind
        config = self.config
        if k == "stop":
            self.finish(s, ev, p)
            return
        if k == "option":
            self.pop(s)
            option = f.effect.options[action.n - 1]
            ev.append(E.OptionChosen(p, action.n, option.type, option.amount))
            self.resolve(s, ev, p, option, f.origin, f.card, f.office)
        elif k == "amount":
            self.pop(s)
            self.take_amount(s, ev, p, f, action.n)
        elif k == "target" and f.kind == "target":
            self.pop(s)
            by = self._by(s, f)
            self.use_card(s, ev, p, config.card(action.ref), f.mode, by, f.office)
        elif k == "target":
            self.pop(s)
            slot = s.offices.index(config.office(action.ref))
            self.use_office(s, ev, p, slot, "reuse_office", self._by(s, f))
        else:  # a pick; `settle` closes the frame when nothing is left to pick
            c = config.card(action.ref)
            s.frames = (*s.frames[:-1], Frame(f.kind, f.effect, f.origin, f.card, f.office,
                                              f.left - 1, f.picked + 1, f.mode, f.limit))
            getattr(self, "_pick_" + k)(s, ev, p, f, c)

    def _by(self, s: CopycatState, f: Frame) -> str:
        """The card or office performing a re-use or copy, for the log."""
        if f.card != NO:
            return self.config.cards[f.card].id
        if f.office != NO:
            return self.config.offices[s.offices[f.office]].id
        return ""

    def take_amount(self, s: CopycatState, ev: list, p: int, f: Frame, n: int) -> None:
        e = f.effect
        if f.mode == "draw":
            if n:
                s.tasks = (*s.tasks, ("draw", p, n))
        elif f.mode == "pay_coins_to_draw":
            if n:
                pay(s, ev, p, n, "draw")
                s.tasks = (*s.tasks, ("draw", p, n * e.cards_per_coin))
        elif f.mode == "convert_coins_to_vp" and n:
            pay(s, ev, p, n, "convert")
            add_vp(s, ev, p, n * e.vp_per_coin, 3)

    def _pick_trash(self, s: CopycatState, ev: list, p: int, f: Frame, c: int) -> None:
        """R62: to the box for good; what the card produced this round stays (R71)."""
        if c in s.hand[p]:
            s.hand[p] = remove(s.hand[p], c)
            zone = "hand"
        else:
            s.area[p] = remove(s.area[p], c)
            zone = "area"
        s.box = (*s.box, c)
        ev.append(E.CardTrashed(p, self.config.cards[c].id, zone))
        if f.effect.type == "trash_for_workers":
            self.gain_workers(s, ev, p, f.effect.workers_per_card)
        else:
            gain_coins(s, ev, p, f.effect.coins_per_card)

    def _pick_sift(self, s: CopycatState, ev: list, p: int, f: Frame, c: int) -> None:
        s.hand[p] = remove(s.hand[p], c)
        s.temp[p] = (*s.temp[p], c)  # face up, cannot be used this round (R69)
        ev.append(E.CardSifted(p, self.config.cards[c].id))

    def _pick_keep(self, s: CopycatState, ev: list, p: int, f: Frame, c: int) -> None:
        s.kept = (*s.kept, c)

    def _pick_buy(self, s: CopycatState, ev: list, p: int, f: Frame, c: int) -> None:
        """R51, R52: pay cost + modifier; every red card left of it comes along."""
        config = self.config
        i = s.street.index(c)
        card = config.cards[c]
        cost = card.cost + config.modifiers[i]
        pay(s, ev, p, cost, "buy")
        street = list(s.street)
        street[i] = NO
        taken = [c]
        ev.append(E.CardBought(p, card.id, i + 1, cost))
        for j in range(i):
            r = street[j]
            if r != NO and config.cards[r].is_red:
                street[j] = NO
                taken.append(r)
                ev.append(E.RedTaken(p, config.cards[r].id, j + 1))
        s.street = tuple(street)
        s.temp[p] = (*s.temp[p], *taken)  # R68
        if card.is_doctorate:
            left = any(config.cards[d].is_doctorate for d in s.street if d != NO)
            if not left and not any(config.cards[d].is_doctorate for d in s.supply[4]):
                s.last_doctorate = True  # R93.2
            if s.doctorate_mode == "on_purchase":  # R101 variant
                self.push(s, Frame("amount", card.effect, "card", c, NO,
                                   mode="convert_coins_to_vp", limit=s.pool(p)))

    def shift_street(self, s: CopycatState, ev: list) -> None:
        """R91, R103: slide every card left, order kept, closing all gaps."""
        cards = [c for c in s.street if c != NO]
        moves = []
        j = 0
        for i, c in enumerate(s.street):
            if c != NO:
                if i != j:
                    moves.append((i + 1, j + 1))
                j += 1
        s.street = (*cards, *([NO] * (len(s.street) - len(cards))))
        if moves:
            ev.append(E.StreetShifted(tuple(moves)))
