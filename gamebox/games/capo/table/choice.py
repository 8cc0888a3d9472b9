"""What the person at the screen may click now: the legal actions of the session turned
into lit targets (cards, pending markers, committed markers) and the action bar's buttons.
Only legal actions are ever built, so a click can never send an illegal one.

While the person's own roll waits for "let it stand or Reneg" and the table folds that
window into the next decision (`Asking.folded`), the targets and buttons are those of
the decision that follows, and each of them lets the roll stand first (`answer_then`);
Reneg stands beside them.

`Choosing` is mixed into the table scene; it reads the session, `selected` (a pending
marker, a cube source or a power picked first) and the scene's words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamebox.app.table.widgets import Button
from gamebox.games.capo.faces import Face
from gamebox.games.capo.model import (
    ARREST,
    CUBE,
    DECISION,
    HITMAN,
    INFLUENCE,
    INVEST_CARD,
    NO,
    OVERFLOW,
    PLACE_CARD,
    RESPONSE_A,
    RESPONSE_N,
    REVEAL,
    CapoAction,
    CapoState,
)
from gamebox.games.capo.rules import RENEG


@dataclass
class Choice:
    """The clickable targets and buttons for the person at the screen now."""

    legal: list[CapoAction] = field(default_factory=list)
    phase: str = ""
    cards: dict[int, CapoAction] = field(default_factory=dict)
    ghosts: dict[int, Face | str] = field(default_factory=dict)  # what a click would put there
    sources: set[int] = field(default_factory=set)  # cards a cube may leave (Doubles 6)
    pendings: set[int] = field(default_factory=set)  # pending markers to Deceive or Pocket
    markers: dict[tuple[int, int, int], CapoAction] = field(default_factory=dict)
    buttons: list[Button] = field(default_factory=list)
    ahead: bool = False  # the roll's window is folded in: every choice lets it stand first
    play: Callable[[CapoAction], Any] | None = None  # how a choice is sent


class Choosing:
    """The scene's choices, remembered while nothing they depend on changes."""

    session: Any
    motion: Any
    selected: tuple[str, Any] | None
    peek_prompt: bool
    hint_for: int | None
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
        if after is not None:  # the next decision's choices, each letting the roll stand
            view = self.game.view(after, s.viewer)
            c = Choice(legal=self.game.legal_actions(after), phase=after.phase, ahead=True,
                       play=self.answer_then)
            self.fill_choice(c, view)
            for b in c.buttons:
                if b.action is not None:
                    b.tip = self.say("tip.ahead", action=b.tip)
            if RENEG in legal:
                self.add_button(c, "reneg", RENEG, "danger",
                                label=self.cost_label("reneg", 2), play=self.act)
            return c
        c = Choice(legal=legal, phase=s.view().phase, play=self.act)
        self.fill_choice(c, s.view())
        return c

    def add_button(self, c: Choice, key: str, action: CapoAction | None, style: str = "plain",
                   hotkey: str = "", label: str | None = None,
                   on_click: Callable[[], None] | None = None, tip: str | None = None,
                   play: Callable[[CapoAction], Any] | None = None) -> None:
        send = play or c.play or self.act

        def click(action: CapoAction | None = action) -> None:
            if action is not None:
                send(action)

        words = self.say(f"button.{key}") if label is None else label
        if tip is None:
            tip = "" if action is None else self.describe_action(action)
        c.buttons.append(Button(key, words, on_click or click, style=style, tip=tip,
                                hotkey=hotkey, action=action))

    def fill_choice(self, c: Choice, view: CapoState) -> None:
        """Targets and buttons for `c.legal` at `view`'s phase."""
        legal = c.legal
        by_kind: dict[str, list[CapoAction]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        button = self.add_button
        phase = view.phase
        picked = self.selected[0] if self.selected else None
        if phase == DECISION:
            self.fill_decision(c, view, by_kind, picked)
        elif phase == INFLUENCE:
            for a in legal:
                c.cards[a.b] = a
                c.ghosts[a.b] = Face("influence", a.a)
        elif phase == PLACE_CARD:
            for a in legal:
                card = a.b if a.kind == "influence" else a.a
                c.cards[card] = a
                c.ghosts[card] = Face("influence", a.a) if a.kind == "influence" else \
                    Face("hidden")
        elif phase == CUBE:
            moves = by_kind.get("move", [])
            if moves:
                c.sources = {a.a for a in moves}
                src = self.selected[1] if picked == "cube" else None
                if src in c.sources:
                    for a in moves:
                        if a.a == src:
                            c.cards[a.b] = a
                            c.ghosts[a.b] = "cube"
                    button(c, "cancel", None, "quiet", "Esc", on_click=self.deselect)
            for a in by_kind.get("cube", []):
                c.cards[a.a] = a
                c.ghosts[a.a] = "cube"
            for a in by_kind.get("pass", []):  # doubles 6 with no cube: the rulebook's "may"
                button(c, "no_cube", a, "quiet")
        elif phase == INVEST_CARD:
            for a in legal:
                c.cards[a.a] = a
                c.ghosts[a.a] = "cube"
        elif phase == REVEAL:
            for a in legal:
                c.markers[(view.opponent, a.a, a.b)] = a
        elif phase == OVERFLOW:
            for a in legal:
                if a.b == NO:
                    button(c, "discard_new", a, "quiet")
                else:
                    c.markers[(view.active, a.a, a.b)] = a
        elif phase in (ARREST, RESPONSE_A, RESPONSE_N):
            power, cost = ("backstab", 1) if phase == RESPONSE_N else ("reneg", 2)
            for a in by_kind.get(power, []):
                button(c, power, a, "danger", label=self.cost_label(power, cost))
            passing = CapoAction("pass")
            if passing in legal:
                button(c, "accept_arrest" if phase == ARREST else "let_stand", passing, "primary")
        elif phase == HITMAN:
            for a in by_kind.get("hitman", []):
                button(c, "take_hitman", a, "primary")
            for a in by_kind.get("payoff", []):
                button(c, "payoff", a, "quiet", label=self.cost_label("payoff", 1))

    def fill_decision(self, c: Choice, view: CapoState, by_kind: dict[str, list[CapoAction]],
                      picked: str | None) -> None:
        """Roll, Stop and the powers (R10, R53, R54, R58). A pending marker picked first
        lights the cards it may move to (Deceive) and offers Pocket; a power picked first
        from the bar lights the pending markers it may take."""
        button = self.add_button
        deceives = by_kind.get("deceive", [])
        pockets = by_kind.get("pocket", [])
        c.pendings = {a.a for a in deceives} | {a.a for a in pockets}
        chosen = self.selected[1] if picked == "pending" else None
        power = self.selected[1] if picked == "power" else None
        if chosen is not None and chosen in c.pendings:
            marker = view.pending[chosen]
            for a in deceives:
                if a.a == chosen:
                    c.cards[a.b] = a
                    c.ghosts[a.b] = "slot" if marker is None else \
                        self.face_of(marker, view.active)
            pocket = CapoAction("pocket", chosen)
            if pocket in c.legal:
                button(c, "pocket", pocket, "primary", label=self.cost_label("pocket", 1))
            button(c, "cancel", None, "quiet", "Esc", on_click=self.deselect)
            return
        if power is not None:
            c.pendings = {a.a for a in (deceives if power == "deceive" else pockets)}
            button(c, "cancel", None, "quiet", "Esc", on_click=self.deselect)
            return
        for a in by_kind.get("roll", []):
            button(c, "roll", a, "primary")  # Enter or Space
        for a in by_kind.get("stop", []):
            button(c, "stop", a, "plain")
        for power, actions in (("deceive", deceives), ("pocket", pockets)):
            if actions:
                button(c, power, None, "quiet", label=self.cost_label(power, 1),
                       on_click=lambda power=power: self.pick_power(power),
                       tip=self.say(f"tip.power_{power}"))
        for a in by_kind.get("scandal", []):
            button(c, "scandal", a, "quiet", label=self.say("button.scandal", by=a.a))

    def cost_label(self, key: str, cost: int) -> str:
        return self.say("button.with_cost", label=self.say(f"button.{key}"), cost=cost)

    def deselect(self) -> None:
        self.selected = None

    def pick_power(self, power: str) -> None:
        """Deceive or Pocket from the bar: with one marker to take, take it at once
        (Pocket) or light where it may go (Deceive); else light the markers first."""
        c = self.choice()
        kinds = {a.a for a in c.legal if a.kind == power}
        if len(kinds) == 1:
            card = next(iter(kinds))
            if power == "pocket":
                self.send(c, CapoAction("pocket", card))
            else:
                self.selected = ("pending", card)
            return
        self.selected = ("power", power)

    def send(self, c: Choice, action: CapoAction) -> None:
        (c.play or self.act)(action)

    def click_card(self, card: int) -> None:
        c = self.choice()
        if card in c.cards:
            self.send(c, c.cards[card])
        elif card in c.sources:
            self.selected = ("cube", card)

    def click_pending(self, card: int) -> None:
        c = self.choice()
        if card in c.pendings:
            power = self.selected[1] if self.selected and self.selected[0] == "power" else None
            if power == "pocket":
                self.send(c, CapoAction("pocket", card))
                return
            self.selected = None if self.selected == ("pending", card) else ("pending", card)
        elif card in c.cards:
            self.send(c, c.cards[card])

    def click_marker(self, key: tuple[int, int, int]) -> None:
        c = self.choice()
        action = c.markers.get(key)
        if action is not None:
            self.send(c, action)
