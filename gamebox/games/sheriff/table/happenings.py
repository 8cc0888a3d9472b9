"""What the table shows of a moment (a mixin of `TableScene`): where a computer player's
logged step happens on the board (`event_spot`, for the shared moment's ring), the
summary after every inspection round (`summary_of`), and whether anything on the table
changes with time alone (`animating`).

The summary is built from the match log: when the first step after a round's last
inspection step begins (a refill card dealt, or the end of the game), the round's
inspection events, as the reader may see them, become a line per player.
"""

from __future__ import annotations

from typing import Any

from gamebox.app.table.moments import Summary
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff import model as M
from gamebox.games.sheriff.table import geometry as G
from gamebox.games.sheriff.table.sentences import round_summary

INSPECTING = frozenset({M.OPENING, M.CHOOSE, M.RESPONSE, M.INTERJECT, M.CONFISCATE, M.PAY,
                        M.GIVE})
PULSE_SECONDS = 3.0  # a lit pile pulses this long after the table changed or was touched
Point = tuple[float, float]


class Happenings:
    """Moments, summaries and the idle check; `self` is the Sheriff `TableScene`."""

    _summarised: set[int]
    stirred: float  # the layer's: when the table last changed or was touched

    # the moment's plate over the top of the stage (its title), clear of bags and hands
    moment_at: Point = (669.0, 250.0)

    # -- where things happen ---------------------------------------------------------------
    def worth_a_moment(self: Any, event: Any, computer: bool) -> bool:
        """"Nothing (more) to offer" is routine: it is logged, not held."""
        return computer and not (isinstance(event, E.Responded) and event.response == "skip")

    def event_spot(self: Any, event: Any) -> Point | None:
        a = self.anchor
        if isinstance(event, E.ProposalPosted):
            return a("bag", event.merchant)
        if isinstance(event, (E.DealAccepted, E.BagPassed, E.BagInspected, E.Declared)):
            return a("bag", event.merchant if isinstance(event, E.DealAccepted)
                     else event.player)
        if isinstance(event, (E.Responded, E.BagLoaded)):
            return a("bag", event.player)
        if isinstance(event, E.SetAside):
            return a("stage", 0)
        if isinstance(event, (E.TookFromPile, E.Discarded)):
            return a("pile", event.pile)
        if isinstance(event, E.GoldPaid):
            return a("purse", event.payer)
        if isinstance(event, E.GoodsPaid):
            return a("stall", event.payer)
        if isinstance(event, E.SheriffChosen):
            return a("badge", event.player)
        if isinstance(event, E.PromiseSettled):
            return G.centre(G.LEDGER)
        return None

    # -- the summary after an inspection round ---------------------------------------------
    def closes_round(self: Any, index: int) -> bool:
        """Does log entry `index` end an Inspection phase (the last bag dealt with)?"""
        log = self.session.match.log
        if not 0 <= index < len(log) or log[index].before.phase not in INSPECTING:
            return False
        after = log[index + 1].before if index + 1 < len(log) else self.session.match.state
        return after.phase not in INSPECTING

    def summary_of(self: Any, event: Any) -> Summary | None:
        log = self.session.match.log
        closing = len(log) - (1 if isinstance(event, E.HandsDiscarded) else 2)
        if closing in self._summarised or not self.closes_round(closing):
            return None
        self._summarised.add(closing)
        return self.summary_for(closing)

    def summary_for(self: Any, closing: int) -> Summary | None:
        """The summary of the inspection that log entry `closing` ended, worded for the
        person at the screen (an onlooker's words in hot-seat)."""
        log = self.session.match.log
        start = closing
        while start > 0 and log[start - 1].before.phase in INSPECTING:
            start -= 1
        seen = [self.log_event(self.session.seen(e)) for entry in log[start:closing + 1]
                for e in entry.events]
        before = log[closing].before
        title, lines = round_summary(self.say, seen, before.round, before.sheriff, self.names,
                                     self.you)
        return Summary(title, tuple(lines)) if lines else None

    def forget_summaries(self: Any) -> None:
        """After an undo: rounds taken back may end again (and be summed up again)."""
        size = len(self.session.match.log)
        self._summarised = {i for i in self._summarised if i < size}

    # -- time ---------------------------------------------------------------------------------
    def pulsing(self: Any) -> bool:
        """A lit pile pulses a while after the table last changed or was touched."""
        return self.clock - self.stirred < PULSE_SECONDS

    def animating(self: Any) -> bool:
        """Does the table change with time alone now? Animations and banners, the dots of
        a computer thinking, the inspection timer's seconds, and a lit pile for its first
        few seconds; nothing while a person thinks otherwise."""
        motion = self.motion
        if motion.busy or motion.flyers or motion.banner is not None:
            return True
        if not self.held and self.thinking_words() is not None:
            return True
        if self.session.clock_left() is not None and self.session.human_to_act() is not None:
            return True
        return bool(self.choice().piles) and self.pulsing()
