"""The Capo table's prompts: the status line (who must do what now) and the words above
the bar's buttons, both derived from the decision in front of the table now and nothing
else (the phase, the legal actions, a marker or power picked first, a window's state).

With one person at the table the prompts speak to "you" (`you.*` words); in hot-seat
and for the computer players they name the player. The powers are named where they may
be used: Deceive and Pocket (click a pending marker, or their bar buttons) and Scandal.

`Prompts` is mixed into the table scene.
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
        if turn.is_chance:
            return self.say(f"status.chance.{view.phase}")
        return self.prompt(view, turn.player)

    def prompt(self, view: CapoState, player: int | None) -> str:
        phase = view.phase
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
        if phase == RESPONSE_A and self.folded() is not None:
            doubles = self.folded().phase == HITMAN
            return ask(player, "status.folded_hitman" if doubles else "status.folded")
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
        s = self.session
        if self.peek_prompt and self.can_peek():  # holding to peek stands for the turn's line
            viewer = s.viewer
            return self.say("line.peek", player=self.name(viewer),
                            other=self.name(1 - viewer if viewer is not None else None)), "gold"
        real = s.view()
        legal = s.legal()
        if self.intent is not None and real.phase == RESPONSE_N:
            return self.say_to(real.active, "line.intent", other=self.name(real.opponent)), \
                "muted"
        left = self.window_left()
        if left is not None and self.window is not None:
            return self.say(f"line.short_{self.window.kind}", active=self.name(real.active),
                            seconds=math.ceil(left)), "gold"
        if real.game_end and real.phase in (RESPONSE_A, RESPONSE_N):
            return self.say("line.game_ending"), "gold"
        if not legal:
            return "", "muted"
        if self.asked_because_it_matters():
            return self.say("line.matters"), "gold"
        after = self.folded() if real.phase == RESPONSE_A else None
        if after is not None:
            key = "line.folded_hitman" if after.phase == HITMAN else "line.folded"
            return self.say_to(real.active, key), "muted"
        if real.phase == DECISION:
            return self.decision_line(real)
        if real.phase == OVERFLOW and real.commit_queue:
            card, marker = real.commit_queue[0]
            return self.say("line.overflow", card=text.card_label(card),
                            marker=self.face_of(marker, real.active).noun), "muted"
        if real.phase == INFLUENCE:
            options = self.say("line.or").join(self.describe_action(a) for a in legal)
            return self.say("line.options", options=options), "muted"
        if real.phase == RESPONSE_N:
            return self.say_to(1 - real.active, "line.backstab",
                               active=self.name(real.active)), "muted"
        if real.phase == HITMAN:
            return self.say("line.hitman"), "muted"
        return "", "muted"

    def decision_line(self, real: CapoState) -> tuple[str, str]:
        """At a decision point: why one more roll is needed, or what the powers do."""
        if self.selected is not None:
            return "", "muted"
        if real.must_roll and real.rolls:
            return self.say_to(real.active, "line.must_roll"), "muted"
        kinds = {a.kind for a in self.session.legal()}
        parts = []
        if kinds & {"deceive", "pocket"}:
            parts.append(self.say("line.powers_marker"))
        if "scandal" in kinds:
            parts.append(self.say("line.powers_scandal"))
        return " ".join(parts), "muted"
