"""How the person's legal actions become things to click, and what every thing says.

Each action that names a card or an office (seal an order card, place a worker, play,
use, resolve, buy, and the picks inside a pending effect: target, trash, sift, keep) is
a click on that card or office, lit while it may be clicked; the actions that name
nothing (pass, end the turn, done, stop, an option, an amount) are the action bar's
buttons. So the table never builds an action that is not legal: it only offers the
session's own. Tooltips give every card's and office's effect in words, cost and number.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamebox.app.table.widgets import Button
from gamebox.games.copycat import text
from gamebox.games.copycat.model import ACTIONS, BUYING, NO, ORDER, CopycatAction
from gamebox.games.copycat.table.art import NUMERALS

CLICKED = frozenset({"order", "place", "play", "use", "resolve", "target", "trash", "sift",
                     "keep", "buy"})
PRIMARY = ("done", "end", "stop")


class Controls:
    session: Any
    shown: Any
    config: Any
    words: str

    say: Callable[..., str]  # the layer's words (TableScene.say)

    # -- what may be clicked now -------------------------------------------------------------
    def live(self) -> list[CopycatAction]:
        """The actions of the person at the screen now (none while the table animates,
        for another player or behind a pass screen)."""
        s = self.session
        if self.replay is not None or s.human_to_act() is None or s.needs_pass_screen() \
                or self.motion.busy:
            return []
        return list(s.legal())

    def targets(self) -> dict[str, CopycatAction]:
        key = (len(self.session.match.log), self.session.viewer, self.motion.busy,
               self.replay is not None)
        if self._targets_key != key:
            found: dict[str, CopycatAction] = {}
            for a in self.live():
                if a.kind in CLICKED and a.ref:
                    found.setdefault(a.ref, a)
            self._targets_key, self._targets = key, found
        return self._targets

    def target_for(self, ref: str) -> CopycatAction | None:
        return self.targets().get(ref)

    def click_for(self, action: CopycatAction | None) -> Callable[[], None] | None:
        if action is None:
            return None
        return lambda: self.act(action)

    # -- the action bar ------------------------------------------------------------------------
    def bar_buttons(self) -> list[Button]:
        live = self.live()
        answers = [a for a in live if a.kind not in CLICKED]
        default = self.default_answer(answers, len(answers) == len(live))
        buttons = []
        for a in answers:
            label = self.describe_action(a)
            buttons.append(Button(("act", str(a)), label, lambda a=a: self.act(a), enabled=True,
                                  style="primary" if a == default else "plain", tip=label,
                                  action=a))
        return buttons

    def default_answer(self, answers: list[CopycatAction],
                       only_answers: bool) -> CopycatAction | None:
        """Enter's answer: the move that goes on (done, end, stop); else, when the bar is
        the whole question, the card's full draw, no coins spent, or the first option. A
        pass beside cards to click is never the default."""
        going_on = [a for a in answers if a.kind in PRIMARY]
        if going_on or not only_answers or not answers:
            return going_on[0] if going_on else None
        amounts = [a for a in answers if a.kind == "amount"]
        if amounts:
            frames = self.session.view().frames
            drawing = not frames or frames[-1].mode == "draw"
            return max(amounts, key=lambda a: a.n) if drawing else min(amounts, key=lambda a: a.n)
        return answers[0]

    def action_line(self) -> tuple[str, str]:
        """What the person may do now, in words (the lit things and the buttons)."""
        legal = self.live()
        if not legal:
            return "", "muted"
        view = self.session.view()
        p = view.acting()
        coins = view.pool(p) if p is not None else 0
        if view.frames:
            frame = view.frames[-1]
            effect = text.effect_text(frame.effect)
            return self.say(f"line.frame.{frame.kind}", effect=effect, count=frame.left,
                           coins=coins), "gold"
        if view.phase == ORDER:
            return self.say("line.order"), "gold"
        if view.phase == ACTIONS:
            if view.placed:
                return self.say("line.actions_placed", extra=view.extra), "plain"
            return self.say("line.actions", count=view.available[p] if p is not None else 0), \
                "plain"
        if view.phase == BUYING:
            if view.keep_step:
                return self.say("line.keep"), "plain"
            return self.say("line.buying", count=coins), "plain"
        return "", "muted"

    # -- tooltips ------------------------------------------------------------------------------
    def when_words(self, colour: str) -> str:
        return self.say(f"when.{colour}")

    def tip_card(self, ref: str, position: int | None = None) -> str:
        c = self.config
        card = c.cards[c.card_index[ref]]
        number = "0" if card.number is None else str(card.number)
        section = NUMERALS[card.section] if card.section else card.set
        lines = [self.say("tip.card_head", name=card.name, number=number, section=section),
                 text.effect_text(card.effect) + " · " + self.when_words(card.colour)]
        if position is not None:
            lines.append(self.say("tip.card_street", cost=card.cost, extra=c.modifiers[position],
                                 price=card.cost + c.modifiers[position], position=position + 1))
        else:
            lines.append(self.say("tip.card_cost", count=card.cost))
        if card.vp:
            lines.append(self.say("tip.card_vp", count=card.vp))
        lines.append(self.say("tip.card_order", value=card.order_value))
        action = self.target_for(ref)
        if action is not None:
            lines.append(self.say("tip.click", action=self.describe_action(action)))
        return "\n".join(lines)

    def tip_office(self, slot: int, index: int) -> str:
        view = self.shown
        office = self.config.offices[index]
        kind = self.say(f"office.{office.kind}", section=NUMERALS[office.section]
                       if office.section else "")
        lines = [self.say("tip.office_head", name=office.name, id=office.id, kind=kind),
                 text.effect_text(office.effect) + " · " + self.when_words(office.colour)]
        who = view.occupant[slot]
        if who == NO:
            lines.append(self.say("tip.office_free", count=view.markers[slot]))
        else:
            used = self.say(f"tip.used.{min(2, view.office_uses[slot])}")
            lines.append(self.say("tip.office_taken", player=self.name(who), used=used))
        action = self.target_for(office.id)
        if action is not None:
            lines.append(self.say("tip.click", action=self.describe_action(action)))
        return "\n".join(lines)

    def tip_order(self, p: int, card: int) -> str:
        c = self.config.cards[card]
        return self.say("tip.order", player=self.name(p), card=c.name, value=c.order_value) + \
            "\n" + self.tip_card(c.id)
