"""How a person's turn goes at a Capo Dei Capi table (`gamebox.engine.flow`).

The rules' windows stay as they are (R35, R56, R57, R61): after every roll the other
player may Backstab, and an arrest may be Reneged. A person is not stopped at each of
them; the setting `capo_ask` ("always", "when_it_matters", "never") says when:

- "always" asks every window; so does hot-seat play, where judging for the person to
  answer would need their private view, and so does a window an undo landed in, so the
  person can change that answer.
- "never" answers with the rules' pass at once.
- "when it matters" asks where the hard computer player, in the person's seat and from
  that seat's view only (R76), would use the power; elsewhere the table may offer the
  power for a short moment before it answers (`Answer.short`).
- R77: a person holding no Mayor marker is never asked about Backstab: the rules do
  not open that window at all (`RollMixin._offer_backstab`).

The person's own roll ("let it stand or Reneg") is folded into the next decision by the
table itself (`gamebox.games.capo.table.asking`): it is a way of showing the window,
not of answering it.
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.engine.flow import Answer, Asked, Flow
from gamebox.games.capo.model import ARREST, DECISION, HITMAN, RESPONSE_N
from gamebox.games.capo.rules_actions import PASS

ASK_MODES = ("always", "when_it_matters", "never")


def ask_mode(settings: Any) -> str:
    mode = getattr(settings, "capo_ask", ASK_MODES[1])
    return mode if mode in ASK_MODES else ASK_MODES[1]


def decision_after_standing(game: Any, state: Any) -> Any:
    """The active player's next decision (DECISION or HITMAN) if their roll is let stand and
    the other player lets it stand too, else None: the decision the person's own "let it
    stand or Reneg" window is folded into."""
    after, _ = game.apply(state, PASS)
    while after.phase == RESPONSE_N:
        after, _ = game.apply(after, PASS)
    same = after.phase in (DECISION, HITMAN) and after.active == state.active
    return after if same else None


class CapoFlow(Flow):
    def __init__(self, game: Any) -> None:
        self.game = game

    def answer(self, asked: Asked) -> Answer | None:
        state = asked.match.state
        if state.phase not in (ARREST, RESPONSE_N):
            return None
        kind = "arrest" if state.phase == ARREST else "backstab"
        mode = ask_mode(asked.settings)
        if asked.hotseat or mode == "always" or asked.undone_here:
            return None
        if mode == "never":
            return Answer(PASS, f"{kind}.never")
        if self.matters(asked):
            return None
        return Answer(PASS, f"{kind}.when_it_matters", short=True)

    def matters(self, asked: Asked) -> bool:
        """Would the hard computer player use the power here, in the person's seat? With
        no one to judge, every window matters."""
        if asked.advisor is None:
            return True
        state = asked.match.state
        agent = asked.advisor(asked.player)
        rng = random.Random(len(asked.match.log))
        view = self.game.view(state, asked.player)
        return agent.choose(view, self.game.legal_actions(state), rng) != PASS
