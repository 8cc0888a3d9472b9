"""The status line (who must do what now) and the words above the bar's buttons, from
the decision in front of the table now and nothing else. With one person against the
computer they speak to "you" (`you.*` words); otherwise they name the player.
"""

from __future__ import annotations

import math
from typing import Any

from gamebox.games.capo import text
from gamebox.games.capo.model import (
    ARREST,
    CUBE,
    DECISION,
    HITMAN,
    INFLUENCE,
    INVEST_CARD,
    OVERFLOW,
    PLACE_CARD,
    RESPONSE_A,
    RESPONSE_N,
    REVEAL,
    CapoState,
)
from gamebox.i18n import has


class Prompts:
    def say_to(self, player: int | None, key: str, **params: Any) -> str:
        """`key`'s words to `player`: "you" words to the one person playing at this screen
        (against the computer), else the words that name the player."""
        if player is not None and player == self.you and has(f"{self.words}.you.{key}"):
            return self.say(f"you.{key}", **params)
        return self.say(key, player=self.name(player), **params)

    # -- the status line ------------------------------------------------------------------------
    def position_words(self, view: CapoState, turn: Any) -> str:
        phase = view.phase
        if turn.is_chance:
            return self.say(f"status.chance.{phase}")
        player = turn.player
        picked = self.selected[0] if self.selected else None
        ask = self.say_to
        if phase == DECISION:
            if picked == "pending":
                return ask(player, "status.deceive")
            if picked == "power":
                return ask(player, f"status.pick_{self.selected[1]}")
            key = "decision_first" if view.rolls == 0 else \
                "decision_must" if view.must_roll else "decision"
            return ask(player, f"status.{key}")
        after = self.folded()
        if phase == RESPONSE_A and after is not None:
            return ask(player, "status.folded_hitman" if after.phase == HITMAN else "status.folded")
        if phase == PLACE_CARD:
            if view.step_kind == "I":
                return ask(player, "status.place_influence", value=view.step_value)
            return ask(player, "status.place_bribe")
        if phase == CUBE:
            if view.step_kind != "move":
                return ask(player, "status.cube_place")
            if picked == "cube":
                return ask(player, "status.cube_move_target",
                           card=text.card_label(self.selected[1]))
            return ask(player, "status.cube_move")
        if phase == REVEAL:
            return ask(player, "status.reveal", owner=self.name(view.opponent))
        if phase == OVERFLOW:
            return ask(player, "status.overflow", card=text.card_label(view.step_card))
        if phase == RESPONSE_N:
            return ask(player, "status.response_n", active=self.name(view.active))
        if phase in (INFLUENCE, INVEST_CARD, ARREST, RESPONSE_A, HITMAN):
            return ask(player, f"status.{phase}")
        return text.status_text(view, self.names)

    # -- the words above the buttons ---------------------------------------------------------
    def action_line(self) -> tuple[str, str]:
        """What stands out in gold (Peek, a countdown, what is at stake), else what the
        person may do next in quiet words."""
        s = self.session
        real = s.view()
        if self.peek_prompt and self.can_peek():  # holding to peek stands for the turn's line
            return self.say("line.peek", player=self.name(s.viewer),
                            other=self.name(1 - s.viewer)), "gold"
        if self.intent is not None and real.phase == RESPONSE_N:
            return self.say_to(real.active, "line.intent", other=self.name(real.opponent)), \
                "muted"
        left = self.window_left()
        if left is not None and self.window is not None:
            return self.say(f"line.short_{self.window.kind}", active=self.name(real.active),
                            seconds=math.ceil(left)), "gold"
        if real.game_end and real.phase in (RESPONSE_A, RESPONSE_N):
            return self.say("line.game_ending"), "gold"
        if s.legal() and self.asked_because_it_matters():
            return self.say("line.matters"), "gold"
        return self.next_line(real), "muted"

    def next_line(self, real: CapoState) -> str:
        legal = self.session.legal()
        after = self.folded()
        if not legal:
            return ""
        if after is not None:
            return self.say_to(real.active, "line.folded_hitman" if after.phase == HITMAN
                               else "line.folded")
        if real.phase == DECISION:
            return self.decision_line(real, {a.kind for a in legal})
        if real.phase == OVERFLOW and real.commit_queue:
            card, marker = real.commit_queue[0]
            return self.say("line.overflow", card=text.card_label(card),
                            marker=self.face_of(marker, real.active).noun)
        if real.phase == INFLUENCE:
            options = self.say("line.or").join(self.describe_action(a) for a in legal)
            return self.say("line.options", options=options)
        if real.phase == RESPONSE_N:
            return self.say_to(1 - real.active, "line.backstab", active=self.name(real.active))
        return self.say("line.hitman") if real.phase == HITMAN else ""

    def decision_line(self, real: CapoState, kinds: set[str]) -> str:
        """At a decision point: why one more roll is needed, or what the powers do."""
        if self.selected is not None:
            return ""
        if real.must_roll and real.rolls:
            return self.say_to(real.active, "line.must_roll")
        parts = []
        if kinds & {"deceive", "pocket"}:
            parts.append(self.say("line.powers_marker"))
        if "scandal" in kinds:
            parts.append(self.say("line.powers_scandal"))
        return " ".join(parts)
