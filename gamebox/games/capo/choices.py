"""What each legal action means on the table: the card, pending marker or committed marker
a click sends it from, what it would put there (a ghost), and the bar's offers. Pure, so
only legal actions are ever offered and a click can never send an illegal one.

`selected` is what the person picked first: ("pending", card) a pending marker (Deceive,
Pocket), ("power", "deceive" | "pocket") a power from the bar, ("cube", card) the card a
cube leaves (Doubles 6).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamebox.games.capo.faces import Face, FaceOf
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
from gamebox.games.capo.rules_actions import COSTS


@dataclass(frozen=True)
class Offer:
    """A button of the bar: `action` None is Cancel or a power picked before its marker;
    `cost` in Mayor markers is shown on it."""

    key: str
    action: CapoAction | None = None
    style: str = "plain"
    cost: int = 0


@dataclass
class Targets:
    """The clickable things for `legal` at one decision."""

    legal: list[CapoAction] = field(default_factory=list)
    cards: dict[int, CapoAction] = field(default_factory=dict)
    ghosts: dict[int, Face | str] = field(default_factory=dict)  # what a click would put there
    sources: set[int] = field(default_factory=set)  # cards a cube may leave (Doubles 6)
    pendings: set[int] = field(default_factory=set)  # pending markers to Deceive or Pocket
    markers: dict[tuple[int, int, int], CapoAction] = field(default_factory=dict)
    offers: list[Offer] = field(default_factory=list)

    def offer(self, key: str, action: CapoAction | None = None, style: str = "plain",
              priced: bool = False) -> None:
        self.offers.append(Offer(key, action, style, COSTS[key] if priced else 0))

    def target(self, card: int, action: CapoAction, ghost: Face | str) -> None:
        self.cards[card] = action
        self.ghosts[card] = ghost


def targets(legal: list[CapoAction], view: CapoState, selected: tuple[str, Any] | None,
            face_of: FaceOf) -> Targets:
    """The targets and offers of `legal` at `view`'s phase."""
    c = Targets(legal=list(legal))
    by_kind: dict[str, list[CapoAction]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    phase = view.phase
    picked, what = selected if selected else (None, None)
    if phase == DECISION:
        decision(c, view, by_kind, picked, what, face_of)
    elif phase == INFLUENCE:
        for a in legal:
            c.target(a.b, a, Face("influence", a.a))
    elif phase == PLACE_CARD:
        for a in legal:
            if a.kind == "influence":
                c.target(a.b, a, Face("influence", a.a))
            else:
                c.target(a.a, a, Face("hidden"))
    elif phase == CUBE:
        moves = by_kind.get("move", [])
        if moves:
            c.sources = {a.a for a in moves}
            if picked == "cube" and what in c.sources:
                for a in moves:
                    if a.a == what:
                        c.target(a.b, a, "cube")
                c.offer("cancel", style="quiet")
        for a in by_kind.get("cube", []):
            c.target(a.a, a, "cube")
        for a in by_kind.get("pass", []):  # doubles 6 with no cube: the rulebook's "may"
            c.offer("no_cube", a, "quiet")
    elif phase == INVEST_CARD:
        for a in legal:
            c.target(a.a, a, "cube")
    elif phase == REVEAL:
        for a in legal:
            c.markers[(view.opponent, a.a, a.b)] = a
    elif phase == OVERFLOW:
        for a in legal:
            if a.b == NO:
                c.offer("discard_new", a, "quiet")
            else:
                c.markers[(view.active, a.a, a.b)] = a
    elif phase in (ARREST, RESPONSE_A, RESPONSE_N):
        power = "backstab" if phase == RESPONSE_N else "reneg"
        for a in by_kind.get(power, []):
            c.offer(power, a, "danger", priced=True)
        passing = CapoAction("pass")
        if passing in legal:
            c.offer("accept_arrest" if phase == ARREST else "let_stand", passing, "primary")
    elif phase == HITMAN:
        for a in by_kind.get("hitman", []):
            c.offer("take_hitman", a, "primary")
        for a in by_kind.get("payoff", []):
            c.offer("payoff", a, "quiet", priced=True)
    return c


def decision(c: Targets, view: CapoState, by_kind: dict[str, list[CapoAction]],
             picked: str | None, what: Any, face_of: FaceOf) -> None:
    """Roll, Stop and the powers (R10, R53, R54, R58). A pending marker picked first
    lights the cards it may move to (Deceive) and offers Pocket; a power picked first
    from the bar lights the pending markers it may take."""
    deceives = by_kind.get("deceive", [])
    pockets = by_kind.get("pocket", [])
    c.pendings = {a.a for a in deceives} | {a.a for a in pockets}
    if picked == "pending" and what in c.pendings:
        marker = view.pending[what]
        for a in deceives:
            if a.a == what:
                c.target(a.b, a, "slot" if marker is None else face_of(marker, view.active))
        pocket = CapoAction("pocket", what)
        if pocket in c.legal:
            c.offer("pocket", pocket, "primary", priced=True)
        c.offer("cancel", style="quiet")
        return
    if picked == "power":
        c.pendings = {a.a for a in (deceives if what == "deceive" else pockets)}
        c.offer("cancel", style="quiet")
        return
    for a in by_kind.get("roll", []):
        c.offer("roll", a, "primary")  # Enter or Space
    for a in by_kind.get("stop", []):
        c.offer("stop", a)
    for power, actions in (("deceive", deceives), ("pocket", pockets)):
        if actions:
            c.offer(power, None, "quiet", priced=True)
    for a in by_kind.get("scandal", []):
        c.offer("scandal", a, "quiet")
