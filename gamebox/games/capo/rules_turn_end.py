"""Capo Dei Capi: the end of a turn (R36-R43) -- an arrest sends the pending markers back,
a stop commits them (choosing what goes to the box where a card is full), banks the
Mayor markers, pays the Extortion bonus and trims the hand; then the next turn or the
final scoring. Both the roll and the decision point lead here, so it is its own part
(`TurnEndMixin`) rather than the tail of either.
"""

from __future__ import annotations

from gamebox.games.capo import events as E
from gamebox.games.capo.config import CapoConfig
from gamebox.games.capo.model import (
    DECISION,
    NO,
    OVERFLOW,
    BoxedBribe,
    CapoAction,
    CapoState,
    Marker,
)


class TurnEndMixin:
    """Arrest, stop, commit, overflow and end of turn of `CapoGame`.

    Uses from the composed game: `config`, `_begin_turn`, `_trigger_end` (RollMixin) and
    `_score` (ScoringMixin)."""

    config: CapoConfig

    # -- arrest, stop, end of turn (R36-R43) -------------------------------------------------
    def _arrest(self, s: CapoState, ev: list) -> None:
        """R36: pending markers go back (bribes unseen), no bonus, the turn ends."""
        returned = []
        assert s.bribe_pool is not None
        for card, marker in enumerate(s.pending):
            if marker is None:
                continue
            if marker.is_bribe:
                s.bribe_pool[marker.value] += 1
                s.bribes_in_supply += 1
                returned.append((card, "B"))
            else:
                s.influence[marker.value] += 1
                returned.append((card, f"I{marker.value}"))
            s.pending[card] = None
        back, s.pending_mayor = s.pending_mayor, 0
        s.mayor_supply += back
        ev.append(E.Arrested(s.active, tuple(returned), back))
        s.snapshot = None
        s.revealed_this_roll = []
        self._end_turn(s, ev, arrested=True)

    def _stop(self, s: CapoState, ev: list) -> None:
        """R38: commit every pending marker (R39 where full), bank, bonus, end of turn."""
        s.commit_queue = [(c, m) for c, m in enumerate(s.pending) if m is not None]
        s.pending = [None] * 6
        s.commit_context = "stop"
        self._commit_next(s, ev)

    def _commit_next(self, s: CapoState, ev: list) -> None:
        a = s.active
        capacity = self.config.capacity
        pocketed = s.commit_context == "pocket"
        while s.commit_queue:
            card, marker = s.commit_queue[0]
            if len(s.sides[a][card]) >= capacity:  # R39: A chooses what goes to the box
                s.step_card = card
                s.phase = OVERFLOW
                return
            circle = s.add_marker(a, card, marker)
            s.commit_queue.pop(0)
            ev.append(E.MarkerCommitted(a, card, circle, marker.kind, marker.value, pocketed))
        if pocketed:
            s.phase = DECISION
        else:
            self._bank_and_bonus(s, ev)

    def _on_overflow(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        a = s.active
        card, marker = s.commit_queue.pop(0)
        side = s.sides[a][card]
        if action.b == NO:
            self._to_box(s, a, marker, seen=False)
            ev.append(
                E.MarkerDiscarded(a, card, marker.kind, marker.value, True, marker.face_up)
            )
        else:
            old = side[action.b]
            self._to_box(s, a, old, seen=True)
            s.set_marker(a, card, action.b, marker)  # the new marker takes the freed circle
            ev.append(E.MarkerDiscarded(a, card, old.kind, old.value, False, old.face_up))
            ev.append(
                E.MarkerCommitted(
                    a, card, action.b, marker.kind, marker.value, s.commit_context == "pocket"
                )
            )
        self._commit_next(s, ev)

    @staticmethod
    def _to_box(s: CapoState, owner: int, marker: Marker, seen: bool) -> None:
        if marker.is_bribe:
            s.box_bribes.append(BoxedBribe(owner, marker, seen))
        else:
            s.box_influence[marker.value] += 1

    def _bank_and_bonus(self, s: CapoState, ev: list) -> None:
        a = s.active
        if s.pending_mayor:
            banked, s.pending_mayor = s.pending_mayor, 0
            s.hands[a] += banked
            ev.append(E.MayorMarkersBanked(a, banked))
        level = s.level
        if level >= 5:  # R41
            n = s.mayor_cubes
            take = n if level == 6 else n // 2
            s.mayor_cubes -= take
            s.score_piles[a] += take
            ev.append(E.ExtortionBonus(a, level, take))
            if level == 6:  # R42: refill, what is there if short
                refill = min(self.config.mayor_refill, s.cube_supply)
                s.cube_supply -= refill
                s.mayor_cubes += refill
                ev.append(E.MayorRefilled(refill))
                if refill and s.cube_supply == 0 and not s.game_end:
                    self._trigger_end(s, ev, "cubes")  # R64: cannot be cancelled
        self._end_turn(s, ev, arrested=False)

    def _end_turn(self, s: CapoState, ev: list, arrested: bool) -> None:
        """R43: hand limit 7, level 0, hitman back, then the other player or scoring."""
        a = s.active
        limit = self.config.hand_limit
        if s.hands[a] > limit:  # trimmed before the turn's pawn and hitman go back
            excess = s.hands[a] - limit
            s.hands[a] = limit
            s.mayor_supply += excess
            ev.append(E.HandTrimmed(a, excess))
        s.level = 0
        s.hitman = False
        s.commit_context = ""
        s.step_kind = ""
        s.step_card = NO
        ev.append(E.TurnEnded(a, arrested))
        if s.game_end:
            self._score(s, ev)
        else:
            s.active = 1 - a
            self._begin_turn(s, ev)
