"""Turn flow for the people at a table, below any window.

The rules say what may be played; a game's `Flow` says how a person's turn goes at a
table: which of their actions belong to one move (played and undone together), which
steps are answered for them because nothing is left to decide, and which steps run
against a clock. The window (`gamebox.app.session`), `gamebox play --text` and the
tests all run the same `TurnFlow`, so a table and a terminal behave alike, and none of
it needs pygame. Computer players never go through it: they answer every step.

A step answered for a person is always said: the `Answer` carries the words' key
(`<game>.flow.<why>`), and the table puts it in the log and the status line.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from gamebox.engine.game import Event


@dataclass(frozen=True, slots=True)
class Answer:
    """A step the table plays for a person, and why (a words key under `<game>.flow.`).
    `short`: a window may first offer the choice for a short moment (a countdown)."""

    action: Any
    why: str
    short: bool = False


@dataclass(frozen=True, slots=True)
class Clock:
    """A step that runs against a clock: `key` names the running clock (a new key
    starts it again), `seconds` its length, `action` what is played when it runs out."""

    key: Hashable
    seconds: float
    action: Any


@dataclass(frozen=True, slots=True)
class Asked:
    """What a flow is asked about: the person to act, and what the table knows."""

    match: Any
    player: int
    since: int  # the log's length at the last undo: earlier answers are not repeated
    undone_here: bool  # an undo has just landed here: ask, so the answer may change
    hotseat: bool  # more than one person shares the screen
    settings: Any  # the player's settings (attributes), or None for the defaults
    advisor: Callable[[int], Any] | None  # the hard computer player for a seat, if any


class Flow:
    """A game's turn flow. The default asks every step, one action per move, no clock."""

    def follow_up(self, before: Any, action: Any, after: Any, player: int) -> Any | None:
        """An action the table plays with `action` as the same move, or None."""
        return None

    def joined(self, earlier: Any, entry: Any) -> bool:
        """Is log entry `entry` part of the same move as `earlier`, the entry before it?"""
        return False

    def answer(self, asked: Asked) -> Answer | None:
        """A step answered for the person to act, or None to ask them."""
        return None

    def clock(self, view: Any) -> Clock | None:
        """The clock running now in `view` (a state or any player's view: a clock reads
        only what every player sees), if any."""
        return None


NO_FLOW = Flow()


def flow_of(game: Any) -> Flow:
    return getattr(game, "flow", None) or NO_FLOW


class TurnFlow:
    """Runs a game's `Flow` over one match for the people at the table. `act`, `undo`,
    `answer_now` and `tick` change the match; each returns what happened as
    (actor, events) pairs and the answer that caused it, for the caller to show."""

    def __init__(self, match: Any, humans: list[int], settings: Any = None,
                 advisor: Callable[[int], Any] | None = None) -> None:
        self.match = match
        self.advisor = advisor  # seat -> the hard computer player's agent (judging)
        self.flow = flow_of(match.game)
        self.humans = humans
        self.settings = settings
        self.since = 0
        self.undone = False  # the last change to the match was an undo
        self.answered: dict[int, Answer] = {}  # log index -> the answer played there
        self._cache: tuple[tuple, Answer | None] | None = None
        self._clock: tuple[Hashable, float] | None = None  # (key, seconds left)

    # -- a person's move ----------------------------------------------------------------------
    def act(self, action: Any) -> list[tuple[int, list[Event]]]:
        """Play a person's action and what the flow plays with it as the same move."""
        match = self.match
        player = match.turn().player
        before = match.state
        done = [(player, match.apply(action))]
        follow = self.flow.follow_up(before, action, match.state, player)
        if follow is not None and match.turn().player == player \
                and follow in match.legal_actions():
            done.append((player, match.apply(follow)))
        return done

    def undo(self, player: int, takebacks: bool) -> None:
        self.match.undo(player, takebacks)
        self.since = len(self.match.log)
        self.undone = True
        self.answered = {i: a for i, a in self.answered.items() if i < self.since}

    # -- steps answered for a person ------------------------------------------------------------
    def pending(self, player: int | None) -> Answer | None:
        """The answer the flow gives `player` (the person to act) here; remembered for
        the position, as judging may take a search."""
        if player is None:
            return None
        # settings are frozen: a change is a new object, compared field by field only then
        key = (len(self.match.log), self.since, self.undone, player, self.hotseat,
               self.settings)
        if self._cache is None or self._cache[0] != key:
            asked = Asked(self.match, player, self.since, self.undone_here, self.hotseat,
                          self.settings, self.advisor)
            answer = self.flow.answer(asked)
            if answer is not None and answer.action not in self.match.legal_actions():
                answer = None
            self._cache = (key, answer)
        return self._cache[1]

    @property
    def undone_here(self) -> bool:
        """An undo has just landed at the position now shown."""
        return self.undone and self.since == len(self.match.log)

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    def answer_now(self, answer: Answer) -> list[tuple[int, list[Event]]]:
        """Play `answer` for the person to act, remembering why for the log."""
        match = self.match
        player = match.turn().player
        self.answered[len(match.log)] = answer
        return [(player, match.apply(answer.action))]

    # -- the clock ------------------------------------------------------------------------------
    def _running(self, view: Any) -> Clock | None:
        """The clock running in `view`, started afresh when its key is new."""
        clock = self.flow.clock(view)
        if clock is None:
            self._clock = None
        elif self._clock is None or self._clock[0] != clock.key:
            self._clock = (clock.key, float(clock.seconds))
        return clock

    def clock_left(self, view: Any) -> float | None:
        """Seconds left on the clock running in `view`, or None when none runs."""
        return None if self._running(view) is None or self._clock is None else self._clock[1]

    def tick(self, view: Any, dt: float, person_to_act: bool,
             play: Callable[[Any], Any]) -> None:
        """Run the clock in `view` for `dt` seconds; when it runs out with a person to
        act, `play` its action (through the caller, which shows what happened)."""
        clock = self._running(view)
        if clock is None or self._clock is None:
            return
        left = max(0.0, self._clock[1] - dt)
        self._clock = (clock.key, left)
        if left <= 0 and person_to_act:
            play(clock.action)
