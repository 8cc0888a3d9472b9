"""How the table shows Reneg and Backstab windows; when one is answered for the person is
the turn flow's to decide (`gamebox.games.capo.flow`, by the setting `capo_ask`).

- **Your own roll** ("let it stand or Reneg"), unless the setting is "always" or the
  roll ends the game: the bar offers the decision that follows, Reneg beside it. A choice
  lets the roll stand first (the engine's pass) and is played once the table is back at
  that decision (`answer_then`); a Backstab in between cancels the roll and the choice.
- **A short window**, where the flow lets the table offer the power for a moment
  (`Answer.short`): a countdown runs, and Space stops it and asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamebox.engine.flow import Answer
from gamebox.games.capo import events as E
from gamebox.games.capo.flow import ask_mode, decision_after_standing
from gamebox.games.capo.model import (
    ARREST,
    DECISION,
    HITMAN,
    RESPONSE_A,
    RESPONSE_N,
    CapoAction,
    CapoState,
)
from gamebox.games.capo.rules import PASS

WINDOW_SCALE = 4.0  # a short window lasts this many animation lengths...
WINDOW_LEAST = 1.5  # ...and at least this many seconds (none at "instant")


@dataclass
class Window:
    """A short window the person at the screen is in."""

    key: int  # the match log's length when it opened
    kind: str  # "arrest" or "backstab"
    since: float  # the table's clock when it was first shown
    answer: Answer  # what the flow plays when it runs out
    waits: bool = False  # the person stopped the countdown


class Asking:
    def init_asking(self) -> None:
        self.intent: CapoAction | None = None  # played once back at the decision
        self.intent_turn: tuple[int, int] | None = None
        self.intent_at = 0  # the match log's length when it was made
        self.window: Window | None = None
        self._folded: tuple[int, CapoState | None] | None = None

    # -- your own roll: folded into the next decision ------------------------------------------
    def folded(self) -> CapoState | None:
        """The decision after letting the person's own roll stand (no Backstab), while
        the "let it stand or Reneg" window is folded into it; else None. A window an undo
        landed in is asked as it is."""
        s = self.session
        state = s.match.state
        if state.phase != RESPONSE_A or state.game_end or self.hotseat or self.replay is not None \
                or s.human_to_act() != state.active or ask_mode(self.app.settings) == "always" \
                or s.flow.undone_here:
            return None
        key = len(s.match.log)
        if self._folded is None or self._folded[0] != key:
            self._folded = (key, decision_after_standing(self.game, state))
        return self._folded[1]

    def answer_then(self, action: CapoAction) -> None:
        """Let the roll stand (the engine's pass), then play `action` when the table is
        back at the decision it belongs to."""
        state = self.session.match.state
        if self.act(PASS):
            self.intent = action
            self.intent_turn = (state.turn_number, state.active)
            self.intent_at = len(self.session.match.log)

    def tend_intent(self) -> None:
        """Play the choice made while the roll's window was open, once it may be."""
        if self.intent is None:
            return
        s = self.session
        state = s.match.state
        backstab = any(isinstance(e, E.RollCancelled)  # the roll is gone, and what was meant
                       for entry in s.match.log[self.intent_at:] for e in entry.events)
        if (state.turn_number, state.active) != self.intent_turn or backstab:
            self.intent = None
        elif state.phase in (DECISION, HITMAN) and s.human_to_act() == state.active:
            action, self.intent = self.intent, None
            if action in s.legal():
                self.act(action)
        elif state.phase != RESPONSE_N:  # only the other player's answer may come between
            self.intent = None

    # -- short windows ---------------------------------------------------------------------------
    def window_now(self) -> Window | None:
        """The short window of the person at the screen, once the table has finished
        animating and while its countdown runs; None otherwise."""
        s = self.session
        if self.replay is not None or self.motion.busy or s.needs_pass_screen():
            return None
        answer = s.pending_answer()
        if answer is None or not answer.short:
            return None
        key = len(s.match.log)
        if self.window is None or self.window.key != key:
            self.window = Window(key, answer.why.split(".")[0], self.clock, answer)
        return None if self.window.waits else self.window

    def asked_because_it_matters(self) -> bool:
        """The flow asks this window because the hard computer player would use the
        power here (not because of the setting "always", hot-seat or an undo)."""
        s = self.session
        state = s.match.state
        return ask_mode(self.app.settings) == "when_it_matters" and not self.hotseat \
            and state.phase in (ARREST, RESPONSE_N) and s.human_to_act() is not None \
            and not s.flow.undone_here and s.pending_answer() is None

    def window_seconds(self) -> float:
        seconds = self.seconds()
        return 0.0 if seconds <= 0 else max(WINDOW_LEAST, WINDOW_SCALE * seconds)

    def window_left(self) -> float | None:
        """Seconds left of a short window now open, else None."""
        window = self.window_now()
        if window is None:
            return None
        return max(0.0, self.window_seconds() - (self.clock - window.since))

    def wait_window(self) -> bool:
        """Space during a short window: stop the countdown and ask."""
        window = self.window_now()
        if window is not None:
            window.waits = True
        return window is not None

    def window_state(self) -> tuple:
        """What the bar's choices depend on besides the match (for `choice`'s cache)."""
        window = self.window
        return (ask_mode(self.app.settings), self.session.flow.undone_here, self.intent,
                None if window is None else (window.key, window.waits))

    def tend_windows(self) -> None:
        """Every idle frame: play a choice made ahead, and answer a short window whose
        countdown has run out (at "instant" speed, at once)."""
        self.tend_intent()
        left = self.window_left()
        if left is not None and left <= 0 and self.window is not None:
            self.receive(self.session.answer(self.window.answer))
