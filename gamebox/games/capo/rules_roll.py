"""Capo Dei Capi: resolving a roll (R12-R32), the choices it asks for, and the windows after
it -- Reneg, Backstab, Payoff or the hitman (R31, R35, R56-R61). It is the largest and most
self-contained stretch of the turn machine, so it lives apart as `RollMixin`, one of the
parts `CapoGame` in rules.py is assembled from; it reaches the other parts only through
`self`, never by importing them.
"""

from __future__ import annotations

from gamebox.games.capo import events as E
from gamebox.games.capo.config import CapoConfig
from gamebox.games.capo.model import (
    ARREST,
    CUBE,
    DECISION,
    DRAW,
    HITMAN,
    INFLUENCE,
    INVEST_CARD,
    MAYOR,
    PLACE_CARD,
    RESPONSE_A,
    RESPONSE_N,
    REVEAL,
    CapoAction,
    CapoState,
    Marker,
    card_of_die,
)
from gamebox.games.capo.rules_actions import (
    BACKSTAB,
    COSTS,
    PASS,
    PAYOFF,
    RENEG,
    classify,
)


def _other_die_card(white: int, black: int, big: int) -> int:
    """The card named by the die that is not `big` (R21, R23)."""
    return card_of_die("B", black) if white == big else card_of_die("W", white)


class RollMixin:
    """The roll's steps of `CapoGame`, from ROLLING to the end of the response windows.

    Uses from the composed game: `config`, `_pay` (rules.py), `_stop` and `_arrest`
    (TurnEndMixin)."""

    config: CapoConfig

    def _influence_options(self, s: CapoState) -> list[tuple[int, int]]:
        """R15/R16: value of one die next to the card of the other, free slots only."""
        assert s.dice is not None
        w, b = s.dice
        options = [(w, card_of_die("B", b)), (b, card_of_die("W", w))]
        return [(v, c) for v, c in options if s.slot_free(c)]

    def _reveal_choices(self, s: CapoState) -> list[tuple[int, int]]:
        positions = s.hidden_bribe_positions(s.opponent)
        if s.step_kind == "invest_bribe":
            return [p for p in positions if p[0] == s.step_card]
        return positions

    # -- the roll (R12-R32) ------------------------------------------------------------------
    def _on_rolling(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        w, b = action.a, action.b
        s.dice = (w, b)
        s.rolls += 1
        category = classify(w, b)
        ev.append(E.DiceRolled(s.active, w, b, category))
        if w == b:
            if s.hitman:  # R32: arrested before the doubles action
                self._arrest_trigger(s, ev, "hitman")
            elif w <= 3:  # R27
                self._choose_card(s, ev, "I", w)
            elif w == 4:
                self._double_four(s, ev)
            elif w == 5:  # R29
                self._choose_card(s, ev, "B", 0)
            else:  # R30
                s.step_kind = "move" if any(s.card_cubes) else "place"
                s.phase = CUBE
        elif category == "influence":
            options = self._influence_options(s)
            if not options:
                self._arrest_trigger(s, ev, "no_slot")  # R16
            elif len(options) == 1:
                self._place_influence(s, ev, *options[0])
                self._roll_done(s, ev)
            else:
                s.phase = INFLUENCE
        elif category == "extort":  # R19
            if self._raise_level(s, ev, min(w, b)):
                self._place_mayor_marker(s, ev)
                self._roll_done(s, ev)
        elif category == "bribe":  # R21
            card = _other_die_card(w, b, 5)
            if not s.slot_free(card):
                self._arrest_trigger(s, ev, "no_slot")
            else:
                s.step_card = card
                s.phase = DRAW
        elif category == "bribe_extort":  # R22
            s.step_kind = "bribe_extort"
            choices = self._reveal_choices(s)
            if len(choices) > 1:
                s.phase = REVEAL
            elif choices:
                self._bribe_extort_rest(s, ev, self._reveal(s, ev, *choices[0]))
            else:
                self._bribe_extort_rest(s, ev, 2)
        elif category == "invest":  # R23
            self._take_cube(s, ev, _other_die_card(w, b, 6))
            self._roll_done(s, ev)
        elif category == "invest_extort":  # R24
            self._take_cube(s, ev, MAYOR)
            if s.game_end:  # R63a: the rest of the action is skipped
                self._roll_done(s, ev)
            elif self._raise_level(s, ev, s.mayor_cubes):
                self._place_mayor_marker(s, ev)
                self._roll_done(s, ev)
        else:  # invest_bribe, R25
            s.phase = INVEST_CARD

    def _double_four(self, s: CapoState, ev: list) -> None:
        """R28: a marker straight into hand, one pending, then the level +1."""
        if s.mayor_supply:
            s.mayor_supply -= 1
            s.hands[s.active] += 1
            ev.append(E.MayorMarkerPlaced(s.active, to_hand=True))
        else:
            ev.append(E.MayorMarkerSkipped(s.active))
        self._place_mayor_marker(s, ev)
        if self._raise_level(s, ev, 1):
            self._roll_done(s, ev)

    def _choose_card(self, s: CapoState, ev: list, kind: str, value: int) -> None:
        """Doubles 1/2/3/5: any card with a free slot; none free is an arrest (R27, R29)."""
        free = s.free_cards()
        if not free:
            self._arrest_trigger(s, ev, "no_slot")
        elif len(free) > 1:
            s.step_kind = kind
            s.step_value = value
            s.phase = PLACE_CARD
        elif kind == "I":
            self._place_influence(s, ev, value, free[0])
            self._roll_done(s, ev)
        else:
            s.step_card = free[0]
            s.phase = DRAW

    def _place_influence(self, s: CapoState, ev: list, value: int, card: int) -> None:
        s.influence[value] -= 1
        s.pending[card] = Marker("I", value)
        s.used_slots[card] = True
        ev.append(E.InfluencePlaced(s.active, card, value))
        if s.influence[value] == 0:
            self._trigger_end(s, ev, f"I{value}")

    def _take_cube(self, s: CapoState, ev: list, card: int) -> None:
        s.cube_supply -= 1
        if card == MAYOR:
            s.mayor_cubes += 1
        else:
            s.card_cubes[card] += 1
        ev.append(E.CubePlaced(s.active, card))
        if s.cube_supply == 0:
            self._trigger_end(s, ev, "cubes")

    def _trigger_end(self, s: CapoState, ev: list, supply: str) -> None:
        """R62, R65: the last item of a supply is gone; the active player ends the game."""
        s.game_end = True
        s.ender = s.active
        ev.append(E.GameEndTriggered(s.active, supply))

    def _raise_level(self, s: CapoState, ev: list, by: int) -> bool:
        """R19/R20: above 6 is an arrest at once; returns whether the roll goes on."""
        if s.level + by > self.config.level_max:
            self._arrest_trigger(s, ev, "level")
            return False
        s.level += by
        ev.append(E.LevelRaised(s.active, by, s.level))
        return True

    def _place_mayor_marker(self, s: CapoState, ev: list) -> None:
        """R18/R44: from the supply to pending; skipped if the supply is empty."""
        if s.mayor_supply:
            s.mayor_supply -= 1
            s.pending_mayor += 1
            ev.append(E.MayorMarkerPlaced(s.active))
        else:
            ev.append(E.MayorMarkerSkipped(s.active))

    def _reveal(self, s: CapoState, ev: list, card: int, circle: int) -> int:
        """R22a/R25b: N's bribe turns face up for good (it stays so even if cancelled)."""
        n = s.opponent
        marker = s.sides[n][card][circle]
        s.set_marker(n, card, circle, Marker("B", marker.value, True))
        s.revealed_this_roll.append((card, circle))
        ev.append(E.BribeRevealed(s.active, n, card, circle, marker.value))
        return marker.value

    def _bribe_extort_rest(self, s: CapoState, ev: list, value: int) -> None:
        if self._raise_level(s, ev, value):
            self._place_mayor_marker(s, ev)
            self._roll_done(s, ev)

    # -- the choices a roll asks for ---------------------------------------------------------
    def _on_influence(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        self._place_influence(s, ev, action.a, action.b)
        self._roll_done(s, ev)

    def _on_place_card(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action.kind == "influence":
            self._place_influence(s, ev, action.a, action.b)
            self._roll_done(s, ev)
        else:
            s.step_card = action.a
            s.phase = DRAW

    def _on_draw(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        """R21/R29: a random bribe, face down and unseen by anyone, next to the card."""
        value = action.a
        assert s.bribe_pool is not None
        s.bribe_pool[value] -= 1
        s.bribes_in_supply -= 1
        card = s.step_card
        s.pending[card] = Marker("B", value, False)
        s.used_slots[card] = True
        ev.append(E.BribePlaced(s.active, card, value))
        if s.bribes_in_supply == 0:
            self._trigger_end(s, ev, "bribes")
        self._roll_done(s, ev)

    def _on_cube(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action.kind == "move":  # R30: cubes on the Mayor card never move
            s.card_cubes[action.a] -= 1
            s.card_cubes[action.b] += 1
            ev.append(E.CubeMoved(s.active, action.a, action.b))
        elif action == PASS:
            ev.append(E.WindowPassed(s.active, "cube"))
        else:
            self._take_cube(s, ev, action.a)
        self._roll_done(s, ev)

    def _on_invest_card(
        self, s: CapoState, ev: list, action: CapoAction, before: CapoState
    ) -> None:
        self._take_cube(s, ev, action.a)
        if s.game_end:
            self._roll_done(s, ev)
            return
        s.step_kind = "invest_bribe"
        s.step_card = action.a
        choices = self._reveal_choices(s)
        if len(choices) > 1:
            s.phase = REVEAL
            return
        if choices:
            self._reveal(s, ev, *choices[0])
        self._roll_done(s, ev)

    def _on_reveal(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        value = self._reveal(s, ev, action.a, action.b)
        if s.step_kind == "bribe_extort":
            self._bribe_extort_rest(s, ev, value)
        else:
            self._roll_done(s, ev)

    # -- windows after the roll (R31, R35, R56-R61) -----------------------------------------
    def _arrest_trigger(self, s: CapoState, ev: list, reason: str) -> None:
        """R34/R35: only Reneg, paid from the hand before the roll, can prevent it."""
        ev.append(E.ArrestTriggered(s.active, reason))
        assert s.snapshot is not None
        if s.snapshot.hands[s.active] >= COSTS["reneg"]:
            s.phase = ARREST
        else:
            self._arrest(s, ev)

    def _roll_done(self, s: CapoState, ev: list) -> None:
        """The roll is resolved: its response window opens, A first (R61)."""
        assert s.snapshot is not None
        if s.snapshot.hands[s.active] >= COSTS["reneg"]:
            s.phase = RESPONSE_A
        else:
            self._offer_backstab(s, ev)

    def _offer_backstab(self, s: CapoState, ev: list) -> None:
        if s.hands[s.opponent] >= COSTS["backstab"]:
            s.phase = RESPONSE_N
        else:
            self._finish_roll(s, ev)

    def _on_arrest(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action == RENEG:
            self._cancel(s, ev, "reneg")
        else:
            ev.append(E.WindowPassed(s.active, "arrest"))
            self._arrest(s, ev)

    def _on_response_a(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action == RENEG:
            self._cancel(s, ev, "reneg")
        else:
            ev.append(E.WindowPassed(s.active, "reneg"))
            self._offer_backstab(s, ev)

    def _on_response_n(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action == BACKSTAB:
            self._cancel(s, ev, "backstab")
        else:
            ev.append(E.WindowPassed(s.opponent, "backstab"))
            self._finish_roll(s, ev)

    def _cancel(self, s: CapoState, ev: list, how: str) -> None:
        """R59: back to the snapshot, except paid costs and bribes turned face up; a
        drawn bribe is back in the supply unseen. Then a decision point with must_roll."""
        snapshot = s.snapshot
        assert snapshot is not None
        a, n = s.active, s.opponent
        revealed = s.revealed_this_roll
        payer = a if how == "reneg" else n
        self._pay(s, ev, payer, how)  # paid first: the payment is its own step on the table
        restored = snapshot.copy()
        restored.hands[payer] -= COSTS[how]
        restored.mayor_supply += COSTS[how]
        for card, circle in revealed:
            marker = restored.sides[n][card][circle]
            restored.set_marker(n, card, circle, Marker("B", marker.value, True))
        for name in CapoState.__slots__:
            setattr(s, name, getattr(restored, name))
        s.snapshot = None
        s.revealed_this_roll = []
        s.must_roll = True
        s.phase = DECISION
        ev.append(E.RollCancelled(payer, how, COSTS[how]))

    def _finish_roll(self, s: CapoState, ev: list) -> None:
        """The roll is final (R60): game end, the hitman step, or a decision point."""
        s.snapshot = None
        s.revealed_this_roll = []
        if s.game_end:  # R63c: the turn ends at once through the stop procedure
            self._stop(s, ev)
            return
        s.must_roll = False
        assert s.dice is not None
        if s.dice[0] == s.dice[1]:  # R31: first doubles of the turn (else it arrested)
            if s.hands[s.active] >= COSTS["payoff"]:
                s.phase = HITMAN
                return
            s.hitman = True
            ev.append(E.HitmanTaken(s.active))
        s.phase = DECISION

    def _on_hitman(self, s: CapoState, ev: list, action: CapoAction, before: CapoState) -> None:
        if action == PAYOFF:  # R55
            self._pay(s, ev, s.active, "payoff")
            s.must_roll = True
            ev.append(E.PaidOff(s.active))
        else:
            s.hitman = True
            ev.append(E.HitmanTaken(s.active))
        s.phase = DECISION
