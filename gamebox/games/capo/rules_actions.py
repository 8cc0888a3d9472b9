"""Capo Dei Capi: the named actions, chance outcomes, power costs and phase prompts, and
the R12 roll classifier. They sit below every part of the rules engine (and are
re-exported by rules.py, which the AI, the scene and the tests import), so that the
parts can share them without importing rules.py."""

from __future__ import annotations

from gamebox.games.capo.model import (
    ARREST,
    CUBE,
    DECISION,
    DRAW,
    HITMAN,
    INFLUENCE,
    INVEST_CARD,
    OVER,
    OVERFLOW,
    PLACE_CARD,
    RESPONSE_A,
    RESPONSE_N,
    REVEAL,
    ROLLING,
    START,
    CapoAction,
)

ROLL = CapoAction("roll")
STOP = CapoAction("stop")
RENEG = CapoAction("reneg")
BACKSTAB = CapoAction("backstab")
PASS = CapoAction("pass")
PAYOFF = CapoAction("payoff")
TAKE_HITMAN = CapoAction("hitman")
DICE_OUTCOMES = [
    (CapoAction("dice", w, b), 1 / 36) for w in range(1, 7) for b in range(1, 7)
]
START_OUTCOMES = [(CapoAction("start", 0), 0.5), (CapoAction("start", 1), 0.5)]
COSTS = {"deceive": 1, "pocket": 1, "payoff": 1, "backstab": 1, "reneg": 2, "scandal": 2}

PROMPTS = {
    START: "wait for the start player to be drawn",
    DECISION: "roll, stop, or use a Mayor power",
    ROLLING: "wait for the dice",
    INFLUENCE: "choose which Influence option to take",
    PLACE_CARD: "choose the District card for the doubles",
    DRAW: "wait for the bribe to be drawn",
    CUBE: "choose where the value cube goes (with no cube on the cards, pass places none)",
    INVEST_CARD: "choose the District card to invest in",
    REVEAL: "choose which face-down bribe to turn up",
    ARREST: "Reneg (2 Mayor markers) or accept the arrest",
    RESPONSE_A: "Reneg (2 Mayor markers) or let the roll stand",
    RESPONSE_N: "Backstab (1 Mayor marker) or let the roll stand",
    HITMAN: "pay 1 Mayor marker for Payoff or take the hitman",
    OVERFLOW: "choose which marker goes to the box",
    OVER: "nothing: the game is over",
}


def classify(white: int, black: int) -> str:
    """R12: the one action a roll forces, first match wins."""
    if white == black:
        return f"double_{white}"
    high, low = max(white, black), min(white, black)
    if high <= 3:
        return "influence"
    if high == 4:
        return "extort"
    if high == 5:
        return "bribe" if low <= 3 else "bribe_extort"
    return {4: "invest_extort", 5: "invest_bribe"}.get(low, "invest")
