"""What the person at the screen may click now: the legal actions of the session turned
into lit targets (cards, pending markers, committed markers) and the action bar's buttons.
Only legal actions are ever built, so a click can never send an illegal one.

`Choosing` is mixed into the table scene; it reads the session, `selected` (a pending
marker or a cube source picked first) and the scene's words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamebox.app.table.widgets import Button
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
)
from gamebox.games.capo.table.art import Face


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


class Choosing:
    """The scene's choices, remembered while nothing they depend on changes."""

    session: Any
    motion: Any
    selected: tuple[str, int] | None
    peek_prompt: bool
    hint_for: int | None
    _choice: Choice | None = None
    _choice_key: Any = None

    def choice(self) -> Choice:
        s = self.session
        key = (len(s.match.log), s.viewer, self.selected, self.motion.busy, self.peek_prompt,
               self.hint_for, s.hint is not None)
        if self._choice is None or self._choice_key != key:
            self._choice = self.build_choice()
            self._choice_key = key
        return self._choice

    def build_choice(self) -> Choice:
        s = self.session
        legal = [] if self.motion.busy else s.legal()
        if not legal:
            return Choice()
        view = s.view()
        c = Choice(legal=legal, phase=view.phase)
        by_kind: dict[str, list[CapoAction]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        enter, space = self.say("key.enter"), self.say("key.space")

        def button(key: str, action: CapoAction | None, style: str = "plain", hotkey: str = "",
                   label: str | None = None, on_click: Callable[[], None] | None = None) -> None:
            def play(action: CapoAction | None = action) -> None:
                self.act(action)

            words = self.say(f"button.{key}") if label is None else label
            tip = "" if action is None else self.describe_action(action)
            c.buttons.append(Button(key, words, on_click or play, style=style, tip=tip,
                                    hotkey=hotkey, action=action))

        phase = view.phase
        if phase == DECISION:
            chosen = self.selected[1] if self.selected and self.selected[0] == "pending" else None
            c.pendings = {a.a for a in legal if a.kind in ("deceive", "pocket")}
            if chosen is not None and chosen in c.pendings:
                for a in by_kind.get("deceive", []):
                    if a.a == chosen:
                        c.cards[a.b] = a
                        marker = view.pending[chosen]
                        c.ghosts[a.b] = "slot" if marker is None else \
                            self.face_of(marker, view.active)
                pocket = CapoAction("pocket", chosen)
                if pocket in legal:
                    button("pocket", pocket, "primary")
                button("cancel", None, "quiet", "Esc", on_click=self.deselect)
            else:
                for a in by_kind.get("roll", []):
                    button("roll", a, "primary", space)
                for a in by_kind.get("stop", []):
                    button("stop", a, "plain", enter)
                for a in by_kind.get("scandal", []):
                    button("scandal", a, "quiet", label=self.say("button.scandal", by=a.a))
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
                src = self.selected[1] if self.selected and self.selected[0] == "cube" else None
                if src in c.sources:
                    for a in moves:
                        if a.a == src:
                            c.cards[a.b] = a
                            c.ghosts[a.b] = "cube"
                    button("cancel", None, "quiet", "Esc", on_click=self.deselect)
            for a in by_kind.get("cube", []):
                c.cards[a.a] = a
                c.ghosts[a.a] = "cube"
            for a in by_kind.get("pass", []):  # doubles 6 with no cube: the rulebook's "may"
                button("no_cube", a, "quiet")
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
                    button("discard_new", a, "quiet")
                else:
                    c.markers[(view.active, a.a, a.b)] = a
        elif phase in (ARREST, RESPONSE_A, RESPONSE_N):
            power, cost = ("backstab", 1) if phase == RESPONSE_N else ("reneg", 2)
            for a in by_kind.get(power, []):
                button(power, a, "danger", label=self.cost_label(power, cost))
            passing = CapoAction("pass")
            if passing in legal:
                button("accept_arrest" if phase == ARREST else "let_stand", passing, "plain",
                       enter)
        elif phase == HITMAN:
            for a in by_kind.get("payoff", []):
                button("payoff", a, "quiet", label=self.cost_label("payoff", 1))
            for a in by_kind.get("hitman", []):
                button("take_hitman", a, "plain", enter)
        return c

    def cost_label(self, key: str, cost: int) -> str:
        return self.say("button.with_cost", label=self.say(f"button.{key}"), cost=cost)

    def deselect(self) -> None:
        self.selected = None

    def click_card(self, card: int) -> None:
        c = self.choice()
        if card in c.cards:
            self.act(c.cards[card])
        elif card in c.sources:
            self.selected = ("cube", card)

    def click_pending(self, card: int) -> None:
        c = self.choice()
        if card in c.pendings:
            self.selected = None if self.selected == ("pending", card) else ("pending", card)
        elif card in c.cards:
            self.act(c.cards[card])

    def click_marker(self, key: tuple[int, int, int]) -> None:
        action = self.choice().markers.get(key)
        if action is not None:
            self.act(action)
