"""What the person at the screen may click now: the legal actions as targets and offers
(`gamebox.games.capo.choices`), with the action bar's buttons. While the person's own
roll waits for "let it stand or Reneg" folded into the next decision (`Asking.folded`),
they are that decision's, each letting the roll stand first (`answer_then`), Reneg beside.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamebox.app.table.widgets import Button
from gamebox.games.capo.choices import Offer, Targets, targets
from gamebox.games.capo.model import CapoAction
from gamebox.games.capo.rules_actions import COSTS, RENEG


@dataclass
class Choice(Targets):
    """The clickable targets and buttons for the person at the screen now."""

    buttons: list[Button] = field(default_factory=list)
    ahead: bool = False  # the roll's window is folded in: every choice lets it stand first


class Choosing:
    """The scene's choices, remembered while nothing they depend on changes."""

    _choice: Choice | None = None
    _choice_key: Any = None

    def choice(self) -> Choice:
        s = self.session
        key = (len(s.match.log), s.viewer, self.selected, self.motion.busy, self.peek_prompt,
               self.hint_for, s.hint is not None, self.window_state())
        if self._choice is None or self._choice_key != key:
            self._choice = self.build_choice()
            self._choice_key = key
        return self._choice

    def build_choice(self) -> Choice:
        s = self.session
        legal = [] if self.motion.busy else s.legal()
        if not legal:
            return Choice()
        after = self.folded()
        ahead = after is not None  # the next decision's choices, each letting the roll stand
        state = self.game.view(after, s.viewer) if ahead else s.view()
        found = targets(self.game.legal_actions(after) if ahead else legal, state,
                        self.selected, self.face_of)
        send = self.answer_then if ahead else self.act
        c = Choice(**vars(found), ahead=ahead)
        c.buttons = [self.offer_button(o, send) for o in found.offers]
        if ahead:
            for b in c.buttons:
                if b.action is not None:
                    b.tip = self.say("tip.ahead", action=b.tip)
            if RENEG in legal:
                reneg = Offer("reneg", RENEG, "danger", COSTS["reneg"])
                c.buttons.append(self.offer_button(reneg, self.act))
        return c

    def offer_button(self, o: Offer, send: Callable[[CapoAction], Any]) -> Button:
        """An offer as a bar button: Cancel (Esc), a power to pick a marker for, or an action."""
        if o.key == "scandal":
            label = self.say("button.scandal", by=o.action.a)
        else:
            label = self.say(f"button.{o.key}")
        if o.cost:
            label = self.say("button.with_cost", label=label, cost=o.cost)
        if o.key == "cancel":
            return Button(o.key, label, self.deselect, style=o.style, tip="", hotkey="Esc")
        if o.action is None:
            return Button(o.key, label, lambda: self.pick_power(o.key), style=o.style,
                          tip=self.say(f"tip.power_{o.key}"))
        return Button(o.key, label, lambda: send(o.action), style=o.style,
                      tip=self.describe_action(o.action), action=o.action)

    def deselect(self) -> None:
        self.selected = None

    def pick_power(self, power: str) -> None:
        """Deceive or Pocket from the bar: with one marker to take, take it at once
        (Pocket) or light where it may go (Deceive); else light the markers first."""
        c = self.choice()
        cards = {a.a for a in c.legal if a.kind == power}
        if len(cards) != 1:
            self.selected = ("power", power)
        elif power == "pocket":
            self.send(c, CapoAction("pocket", cards.pop()))
        else:
            self.selected = ("pending", cards.pop())

    def send(self, c: Choice, action: CapoAction) -> None:
        """Play a choice of `c`, letting the roll stand first when its window is folded in."""
        (self.answer_then if c.ahead else self.act)(action)

    def click_card(self, card: int) -> None:
        c = self.choice()
        if card in c.cards:
            self.send(c, c.cards[card])
        elif card in c.sources:
            self.selected = ("cube", card)

    def click_pending(self, card: int) -> None:
        c = self.choice()
        if card in c.pendings and self.selected == ("power", "pocket"):
            self.send(c, CapoAction("pocket", card))
        elif card in c.pendings:  # picked for Deceive, or put back
            self.selected = None if self.selected == ("pending", card) else ("pending", card)
        elif card in c.cards:
            self.send(c, c.cards[card])

    def click_marker(self, key: tuple[int, int, int]) -> None:
        c = self.choice()
        action = c.markers.get(key)
        if action is not None:
            self.send(c, action)
