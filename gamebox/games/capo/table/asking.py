"""Reneg and Backstab without a stop after every roll. The rules' windows stay as they
are in the engine (R35, R56, R57, R61); only how the table asks the person changes, by
the setting `capo_ask` ("always", "when_it_matters", "never"):

- **Your own roll** ("let it stand or Reneg"): unless the setting is "always", the
  window is folded into the decision that follows it. The bar offers that decision
  (Roll, Stop, the powers, or the hitman step after doubles) with Reneg beside it; a
  choice lets the roll stand first -- the engine's legal pass -- and is played once
  the table is back at that decision (`answer_then`). A Backstab in between cancels
  the roll, and the choice with it. A game-ending roll is always asked.
- **An arrest of yours** (Reneg or accept) and **the computer's roll** (Backstab or
  let it stand): "always" asks; "when it matters" asks where the hard computer player
  would use the power (its own `choose`, from your seat's view), and otherwise offers
  the power for a short moment (a countdown; Space waits) before the table answers
  for you; "never" answers at once. At "instant" speed there is no short moment.

The table only ever answers with the engine's pass through the scene's `act`, and the
log says that the setting answered. In hot-seat every window is asked: the person to
answer may not be the one looking, and judging for them would need their private view.
An undo that lands in a window asks it, so the person can change that answer.

`Asking` is mixed into the table scene.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from gamebox.app.settings import CAPO_ASK
from gamebox.app.table.log import LogLine
from gamebox.games.capo import ai
from gamebox.games.capo import events as E
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

ASK_MODES = CAPO_ASK  # "always", "when_it_matters", "never"
WINDOW_SCALE = 4.0  # a short window lasts this many animation lengths...
WINDOW_LEAST = 1.5  # ...and at least this many seconds (none at "instant")


@dataclass
class Window:
    """An arrest or a Backstab window the person at the screen is in."""

    key: int  # the match log's length when it opened
    kind: str  # "arrest" or "backstab"
    since: float  # the table's clock when it was first shown
    matters: bool  # the hard computer player would use the power here
    waits: bool = False  # the person stopped the countdown


class Asking:
    app: Any
    session: Any
    game: Any
    motion: Any
    clock: float
    hotseat: bool
    replay: Any

    def init_asking(self) -> None:
        self.intent: CapoAction | None = None  # played once back at the decision
        self.intent_turn: tuple[int, int] | None = None
        self.window: Window | None = None
        self.ask_at: int | None = None  # an undo landed in this window: ask it
        self.answered: dict[int, str] = {}  # log index of a pass the table sent -> mode
        self.answering: str | None = None
        self._folded: tuple[int, CapoState | None] | None = None

    def ask_mode(self) -> str:
        mode = getattr(self.app.settings, "capo_ask", ASK_MODES[1])
        return mode if mode in ASK_MODES else ASK_MODES[1]

    # -- your own roll: folded into the next decision ------------------------------------------
    def folded(self) -> CapoState | None:
        """The decision after letting the person's own roll stand (no Backstab), while
        the "let it stand or Reneg" window is folded into it; else None."""
        s = self.session
        state = s.match.state
        if state.phase != RESPONSE_A or state.game_end or self.hotseat or self.replay is not None \
                or s.human_to_act() != state.active or self.ask_mode() == "always" \
                or self.ask_at == len(s.match.log):
            return None
        key = len(s.match.log)
        if self._folded is None or self._folded[0] != key:
            after, _ = self.game.apply(state, PASS)
            while after.phase == RESPONSE_N:  # as if the other player lets it stand
                after, _ = self.game.apply(after, PASS)
            same = after.phase in (DECISION, HITMAN) and after.active == state.active
            self._folded = (key, after if same else None)
        return self._folded[1]

    def answer_then(self, action: CapoAction) -> None:
        """Let the roll stand (the engine's pass), then play `action` when the table is
        back at the decision it belongs to."""
        state = self.session.match.state
        if self.act(PASS):
            self.intent = action
            self.intent_turn = (state.turn_number, state.active)

    def tend_intent(self) -> None:
        """Play the choice made while the roll's window was open, once it may be."""
        if self.intent is None:
            return
        s = self.session
        state = s.match.state
        if (state.turn_number, state.active) != self.intent_turn:
            self.intent = None
        elif state.phase in (DECISION, HITMAN) and s.human_to_act() == state.active:
            action, self.intent = self.intent, None
            if action in s.legal():
                self.act(action)
        elif state.phase != RESPONSE_N:  # only the other player's answer may come between
            self.intent = None

    def drop_intent_on(self, events: list[Any]) -> None:
        if any(isinstance(e, E.RollCancelled) for e in events):
            self.intent = None  # a Backstab: the roll is gone, and what was meant after it

    # -- arrest and Backstab windows -------------------------------------------------------------
    def window_now(self) -> Window | None:
        """The arrest or Backstab window of the person at the screen, once the table
        has finished animating; None otherwise."""
        s = self.session
        if self.replay is not None or self.motion.busy:
            return None
        player = s.human_to_act()
        state = s.match.state
        if player is None or s.needs_pass_screen() or state.phase not in (ARREST, RESPONSE_N):
            return None
        key = len(s.match.log)
        if self.window is None or self.window.key != key:
            kind = "arrest" if state.phase == ARREST else "backstab"
            judged = self.ask_mode() == "when_it_matters" and not self.hotseat
            self.window = Window(key, kind, self.clock, judged and self.matters(player))
        return self.window

    def matters(self, player: int) -> bool:
        """Would the hard computer player use the power here, in `player`'s seat? Its
        own decision, from that seat's view only (R76)."""
        state = self.session.match.state
        agent = ai.make_agent(self.game, "hard", None, player)
        rng = random.Random(len(self.session.match.log))
        view = self.game.view(state, player)
        return agent.choose(view, self.game.legal_actions(state), rng) != PASS

    def how_asked(self, window: Window) -> str:
        """"ask" (wait for the person), "short" (a countdown) or "answer" (at once)."""
        mode = self.ask_mode()
        if self.hotseat or mode == "always" or self.ask_at == window.key or window.waits:
            return "ask"
        if mode == "never":
            return "answer"
        if window.matters:
            return "ask"
        return "short" if self.window_seconds() > 0 else "answer"

    def window_seconds(self) -> float:
        seconds = self.seconds()
        return 0.0 if seconds <= 0 else max(WINDOW_LEAST, WINDOW_SCALE * seconds)

    def window_left(self) -> float | None:
        """Seconds left of a short window now open, else None."""
        window = self.window_now()
        if window is None or self.how_asked(window) != "short":
            return None
        return max(0.0, self.window_seconds() - (self.clock - window.since))

    def wait_window(self) -> bool:
        """Space during a short window: stop the countdown and ask."""
        window = self.window_now()
        if window is None or self.how_asked(window) != "short":
            return False
        window.waits = True
        return True

    def window_state(self) -> tuple:
        """What the bar's choices depend on besides the match (for `choice`'s cache)."""
        window = self.window
        return (self.ask_mode(), self.ask_at, self.intent,
                None if window is None else (window.key, window.waits))

    def tend_windows(self) -> None:
        """Every idle frame: play a choice made ahead, and answer a window the setting
        answers for the person (at once, or when its countdown ends)."""
        self.tend_intent()
        window = self.window_now()
        if window is None:
            return
        how = self.how_asked(window)
        if how == "answer" or (how == "short" and self.window_left() == 0):
            self.answer_for_person()

    def answer_for_person(self) -> None:
        index = len(self.session.match.log)
        self.answering = self.ask_mode()
        try:
            done = self.act(PASS)
        finally:
            self.answering = None
        if done:
            self.answered[index] = self.ask_mode()

    # -- the log and undo -----------------------------------------------------------------------
    def answer_line(self, event: E.WindowPassed, mode: str) -> LogLine:
        mode_words = self.say(f"ask.mode.{mode}")
        return LogLine(self.say(f"ask.answered.{event.window}", player=self.name(event.player),
                                mode=mode_words))

    def answered_lines(self) -> None:
        """Put the lines of the windows the table answered back into a rebuilt log."""
        log = self.session.match.log
        for index, mode in sorted(self.answered.items()):
            if index >= len(log):
                continue
            event = next((e for e in log[index].events if isinstance(e, E.WindowPassed)), None)
            if event is None:
                continue
            line = self.answer_line(event, mode)
            line.tag = index + 1
            at = sum(1 for other in self.log if other.tag <= index)  # before its entry
            self.log.insert(at, line)

    def after_undo(self) -> None:
        s = self.session
        self.intent = None
        length = len(s.match.log)
        self.answered = {i: m for i, m in self.answered.items() if i < length}
        state = s.match.state
        if state.phase in (ARREST, RESPONSE_A, RESPONSE_N) and s.human_to_act() is not None:
            self.ask_at = length  # the person took back an answer: ask this window now
