"""What the table shows of a moment (a mixin of `TableScene`): where a computer player's
logged step happens on the board (`event_spot`, for the shared moment's ring), the
summary after every inspection round (`summary_of`, the rules' own words:
`gamebox.games.sheriff.summary`), and whether anything on the table changes with time
alone (`animating`).
"""

from __future__ import annotations

from typing import Any

from gamebox.app.table.moments import Summary
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.summary import round_summary
from gamebox.games.sheriff.table import geometry as G

PULSE_SECONDS = 3.0  # a lit pile pulses this long after the table changed or was touched
Point = tuple[float, float]


class Happenings:
    """Moments, summaries and the idle check; `self` is the Sheriff `TableScene`."""

    stirred: float  # the layer's: when the table last changed or was touched

    # a moment is said in the status line (a plate over the stage hid its heading); the
    # ring shows where it happens
    moment_at: Point | None = None

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

    def summary_of(self: Any, event: Any) -> Summary | None:
        """The account of the Inspection phase `event` closes, worded for the person at
        the screen (an onlooker's words in hot-seat): `gamebox.games.sheriff.summary`."""
        reader = None if self.hotseat else self.session.viewer
        told = round_summary(self.game, self.session.match, event, reader, self.names,
                             self.say, self.you)
        return None if told is None else Summary(told.title, told.lines)

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
