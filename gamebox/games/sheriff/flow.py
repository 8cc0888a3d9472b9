"""How a person's turn goes at a Sheriff of Nottingham table (`gamebox.engine.flow`).

- Posting an offer in an offer window is the person's whole turn there: the rules' "no
  (more) offer" (R99, R107) is played with it and undone with it. An offer for one's own
  bag can name other bags itself; a side offer can follow in the next window.
- A merchant whose bag is dealt with and who said "no offer" once in a round is not
  asked again in that round's offer windows (R107): the table answers the same for
  them. An undo brings the question back.
- R84: when the inspection timer runs, the Sheriff has 60 s per merchant for the whole
  Inspection phase; when it runs out during a person's decision, `timeout` is played.
"""

from __future__ import annotations

from typing import Any

from gamebox.engine.flow import Answer, Asked, Clock, Flow
from gamebox.games.sheriff.model import INTERJECT, OPENING, SheriffAction, SheriffState
from gamebox.games.sheriff.rules_actions import SKIP, s_timer_running

OFFERS = ("offer", "side")
TIMEOUT = SheriffAction("timeout")


def _bystander(state: SheriffState, player: int) -> bool:
    """In an offer window about another bag, with one's own bag dealt with."""
    return state.phase == INTERJECT and state.active == player and state.resolved[player]


class SheriffFlow(Flow):
    def __init__(self, game: Any) -> None:
        self.game = game

    def follow_up(self, before: Any, action: Any, after: Any, player: int) -> Any | None:
        if action.kind in OFFERS and after.phase in (OPENING, INTERJECT) and after.posted \
                and after.active == player:
            return SKIP
        return None

    def joined(self, earlier: Any, entry: Any) -> bool:
        """The "no more offer" played after an offer by the same merchant (`follow_up`)."""
        return entry.action == SKIP and earlier.actor == entry.actor \
            and bool(entry.before.posted) and getattr(earlier.action, "kind", "") in OFFERS

    def answer(self, asked: Asked) -> Answer | None:
        state = asked.match.state
        player = asked.player
        if not _bystander(state, player):
            return None
        for entry in asked.match.log[asked.since:]:
            if entry.actor == player and entry.action == SKIP \
                    and entry.before.round == state.round and _bystander(entry.before, player):
                return Answer(SKIP, "declined")
        return None

    def clock(self, view: Any) -> Clock | None:
        if not s_timer_running(view):
            return None
        key = (view.round, sum(map(bool, view.bags_this_round)))
        return Clock(key, float(self.game.timer_seconds(view)), TIMEOUT)
