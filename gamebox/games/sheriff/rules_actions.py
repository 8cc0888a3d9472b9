"""Sheriff of Nottingham: the named actions, the gold steps offered to computer players,
the phase prompts and the inspection-timer test. The parts of the rules engine share them,
so they sit below all of them (rules.py re-exports them for the AI and the tests) and no
part has to import rules.py."""

from __future__ import annotations

from gamebox.games.sheriff.model import (
    CHOOSE,
    CONFISCATE,
    DECLARE,
    DISCARD,
    DRAW,
    FIRST_SHERIFF,
    GIVE,
    INTERJECT,
    LOAD,
    OPENING,
    OVER,
    PAY,
    RESPONSE,
    SET_ASIDE,
    TAKE,
    SheriffAction,
    SheriffState,
)

STOP = SheriffAction("stop")
WAVE = SheriffAction("wave")
SKIP = SheriffAction("skip")
STAND = SheriffAction("stand")
WITHDRAW = SheriffAction("withdraw")
ACCEPT = SheriffAction("accept")
# §9.10: the discretised gold amounts offered to computer players and random games.
GOLD_STEPS = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20)

PROMPTS = {
    DRAW: "wait for a card to be drawn",
    FIRST_SHERIFF: "wait for the first Sheriff to be chosen",
    SET_ASIDE: "set aside 0-5 cards (Market)",
    TAKE: "take the top card of a discard pile, or stop and draw from the deck",
    DISCARD: "place the set-aside cards on one discard pile",
    LOAD: "load 1-5 cards into the bag",
    DECLARE: "declare the legal good in the bag",
    OPENING: "post an offer to the Sheriff, or skip",
    CHOOSE: "pass, inspect, demand or accept",
    RESPONSE: "answer the Sheriff's demand",
    INTERJECT: "revise an offer, or skip",
    CONFISCATE: "place the confiscated goods on one discard pile",
    PAY: "choose a stall card to pay the debt",
    GIVE: "choose a face-down stall card to give the Sheriff (the deal's stallc)",
    OVER: "nothing: the game is over",
}


def s_timer_running(s: SheriffState) -> bool:
    """R84: the clock runs from the last declaration until the phase ends."""
    return s.timer and not s.timed_out and s.phase in (OPENING, CHOOSE, RESPONSE, INTERJECT)
