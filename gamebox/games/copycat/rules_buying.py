"""Copycat: phase 3, Buying & Success (R45-R57) and the end check (R93) -- one player at a
time in bus order: the keep step, the play step, resolving cards and offices in any
order, then the scoring step.

Decision (engine): at the play step, cards and offices whose action is a plain "gain
coins" or "gain VP" resolve by themselves. Resolving them is never worse than leaving
them (more coins or VP, nothing else), and resolving them first is never worse than
later: a doubling (R74) doubles only base coins already there, a re-use needs the card
used once (R72), and a card trashed later keeps what it produced (R62). Every other
action -- choices, doublings, conversions, buys, re-use and copy -- waits for the player.
`BuyingMixin` is a part of `CopycatGame` (rules.py).
"""

from __future__ import annotations

from gamebox.games.copycat import events as E
from gamebox.games.copycat.config import CopycatConfig
from gamebox.games.copycat.model import (
    BUYING,
    DONE,
    NO,
    OVER,
    STOP,
    CopycatAction,
    CopycatState,
    act,
)
from gamebox.games.copycat.rules_effects import AUTO_GAINS, remove


class BuyingMixin:
    """Phase 3 and the end check of `CopycatGame`."""

    config: CopycatConfig

    def begin_buying(self, s: CopycatState, ev: list) -> None:
        s.phase = BUYING
        ev.append(E.PhaseBegan(BUYING))
        self.start_buy_turn(s, ev, s.bus[0])

    def keep_sources(self, s: CopycatState, p: int) -> list[CopycatAction]:
        """R46: an unused grey office with the keep action, or such a card in hand (which
        must itself be played to work, so it cannot keep itself)."""
        cards = self.config.cards
        offices = self.config.offices
        out = [
            act("play", cards[c].id)
            for c in sorted(set(s.hand[p]))
            if cards[c].effect.type == "keep_unused_cards"
        ]
        out += [
            act("use", offices[s.offices[slot]].id)
            for slot, who in enumerate(s.occupant)
            if who == p and not s.office_uses[slot]
            and offices[s.offices[slot]].effect.type == "keep_unused_cards"
        ]
        return out

    def start_buy_turn(self, s: CopycatState, ev: list, p: int) -> None:
        s.current = p
        s.turn_vp = 0
        s.kept = ()
        ev.append(E.TurnBegan(p, BUYING))
        s.keep_step = bool(s.hand[p]) and bool(self.keep_sources(s, p))
        if not s.keep_step:
            self.play_step(s, ev, p)

    def play_step(self, s: CopycatState, ev: list, p: int) -> None:
        """R48: every hand card but the kept ones goes face up into the area; then the
        plain gains resolve (see the module's decision)."""
        kept = list(s.kept)
        played = []
        for c in s.hand[p]:
            if c in kept:
                kept.remove(c)
            else:
                played.append(c)
        names = self._card_names  # type: ignore[attr-defined]
        if s.kept:
            ev.append(E.CardsKept(p, tuple(names[c] for c in s.kept)))
        s.hand[p] = s.kept
        s.area[p] = (*s.area[p], *played)
        if played:
            ev.append(E.HandPlayed(p, tuple(names[c] for c in played)))
        s.kept = ()
        cards = self.config.cards
        for c in s.area[p]:
            if c not in s.own and cards[c].effect.type in AUTO_GAINS:
                self.use_card(s, ev, p, c, "own")  # type: ignore[attr-defined]
        offices = self.config.offices
        for slot, who in enumerate(s.occupant):
            auto = offices[s.offices[slot]].effect.type in AUTO_GAINS
            if who == p and not s.office_uses[slot] and auto:
                self.use_office(s, ev, p, slot, "office")  # type: ignore[attr-defined]

    def buying_legal(self, s: CopycatState, p: int) -> list[CopycatAction]:
        """R49: cards of the area whose own action is not resolved yet (a card copied once
        still may, as its second use, R72) and unused offices whose action works in phase
        3 (grey ones need a phase-3 target), then `done`."""
        if s.keep_step:
            return [*self.keep_sources(s, p), STOP]
        return [*self.resolutions(s, p), DONE]

    def resolutions(self, s: CopycatState, p: int) -> list[CopycatAction]:
        cards = self.config.cards
        offices = self.config.offices
        none: frozenset[int] = frozenset()
        out = [
            act("resolve", cards[c].id)
            for c in s.area[p]
            if c not in s.own
            and self.resolvable(s, p, cards[c].effect, "3", frozenset({c}), none)  # type: ignore[attr-defined]
        ]
        out += [
            act("use", offices[s.offices[slot]].id)
            for slot, who in enumerate(s.occupant)
            if who == p and not s.office_uses[slot]
            and self.resolvable(s, p, offices[s.offices[slot]].effect, "3", none,  # type: ignore[attr-defined]
                                frozenset({slot}))
        ]
        return out

    def on_buying(self, s: CopycatState, ev: list, p: int, action: CopycatAction) -> None:
        k = action.kind
        config = self.config
        if k == "stop":  # no keeping this round
            s.keep_step = False
            self.play_step(s, ev, p)
        elif k == "play":  # the keep card (R46)
            c = config.card(action.ref)
            s.hand[p] = remove(s.hand[p], c)
            s.area[p] = (*s.area[p], c)
            ev.append(E.CardPlayed(p, action.ref))
            self.use_card(s, ev, p, c, "own")  # type: ignore[attr-defined]
        elif k == "use":
            slot = s.offices.index(config.office(action.ref))
            self.use_office(s, ev, p, slot, "office")  # type: ignore[attr-defined]
        elif k == "resolve":
            self.use_card(s, ev, p, config.card(action.ref), "own")  # type: ignore[attr-defined]
        elif k == "done":
            self.score_turn(s, ev, p)

    def settle_buying(self, s: CopycatState, ev: list) -> None:
        p = s.current
        if p == NO or s.phase != BUYING:
            return
        self.settle(s, ev, p)  # type: ignore[attr-defined]
        if s.frames or s.tasks or s.keep_step or s.phase != BUYING:
            return
        if not self.resolutions(s, p):
            self.score_turn(s, ev, p)

    def score_turn(self, s: CopycatState, ev: list, p: int) -> None:
        """R54, R55: the turn's VP and 1 VP per collected marker move the pawn; markers go
        back to the supply; coins left are lost."""
        markers = s.held_markers(p)
        marker_vp = markers * self.config.vp_per_marker
        if marker_vp:
            parts = list(s.parts[p])
            parts[2] += marker_vp
            s.parts[p] = tuple(parts)  # type: ignore[assignment]
        gained = s.turn_vp + marker_vp
        s.vp[p] += gained
        s.round_vp[p] += gained
        if s.markers_limited:
            s.marker_supply += markers
        s.m0[p] = s.m1[p] = s.m2[p] = 0
        lost = s.pool(p)
        s.b0[p] = s.b1[p] = s.b2[p] = s.x[p] = 0
        s.turn_vp = 0
        ev.append(E.TurnScored(p, gained, markers, lost, s.vp[p]))
        i = s.bus.index(p)
        if i + 1 < s.n:
            self.start_buy_turn(s, ev, s.bus[i + 1])
            return
        s.current = NO
        self.end_check(s, ev)

    def end_check(self, s: CopycatState, ev: list) -> None:
        """R93: after phase 3 -- 95 VP, the last doctorate bought, or round 11; the round
        in which it happens ends here, without cleanup."""
        triggers = []
        for p in range(s.n):
            if s.vp[p] >= self.config.vp_end:
                triggers.append(E.EndTriggered("vp_threshold", p))
        if s.last_doctorate:
            triggers.append(E.EndTriggered("last_doctorate_bought"))
        if s.round >= self.config.max_rounds:
            triggers.append(E.EndTriggered("round_limit"))
        if not triggers:
            self.cleanup(s, ev)  # type: ignore[attr-defined]
            return
        ev += triggers
        s.phase = OVER
        result = self.result(s)  # type: ignore[attr-defined]
        ev.append(E.GameOver(result))
