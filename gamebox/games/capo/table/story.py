"""What the Capo table tells of a turn it did not play itself: where a computer player's
step happens on the board (`event_spot`, a ring there while its line stands on a plate
over the status plaque), and the summary at the end of a turn (`summary_of`), which the
rules' summary function words (`gamebox.games.capo.summary`) for the person at the
screen, or for an onlooker in hot-seat.

`Story` is mixed into the table scene.
"""

from __future__ import annotations

from typing import Any

from gamebox.app.table.moments import Summary
from gamebox.games.capo import events as E
from gamebox.games.capo.model import MAYOR
from gamebox.games.capo.summary import turn_summary
from gamebox.games.capo.table import geometry as G

Point = tuple[float, float]


class Story:
    moment_at: Point = (G.STATUS[0] + G.STATUS[2] / 2, G.STATUS[1] + G.STATUS[3] / 2)

    # -- where a step happens -------------------------------------------------------------------
    def event_spot(self, event: Any) -> Point | None:
        """The place on the board of a logged step (design units), for the ring."""
        p = getattr(event, "player", None)
        if isinstance(event, (E.DiceRolled, E.RollCancelled)):
            return ((G.DICE_CENTRES[0][0] + G.DICE_CENTRES[1][0]) / 2, G.DICE_CENTRES[0][1])
        if isinstance(event, (E.InfluencePlaced, E.BribePlaced)):
            return G.pending_point(event.card, event.player)
        if isinstance(event, E.MarkerDeceived):
            return G.pending_point(event.target, event.player)
        if isinstance(event, E.LevelRaised):
            return G.track_point(event.level)
        if isinstance(event, E.CubePlaced):
            return G.cube_point(event.card, 0, 1)
        if isinstance(event, E.CubeMoved):
            return G.cube_point(event.target, 0, 1)
        if isinstance(event, E.MayorRefilled):
            return G.cube_point(MAYOR, 0, 1)
        if isinstance(event, E.BribeRevealed):
            return G.circle_centre(event.card, event.owner, event.circle)
        if isinstance(event, E.MarkerCommitted):
            return G.circle_centre(event.card, event.player, event.circle)
        if isinstance(event, E.MarkerDiscarded):
            return G.supply_point("box")
        if isinstance(event, E.GameEndTriggered):
            return G.supply_point(event.supply)
        if isinstance(event, (E.HitmanTaken, E.PaidOff)):
            x, y = G.hitman_held_point(event.player)
            return (x, y - 16) if isinstance(event, E.HitmanTaken) else G.supply_point("hitman")
        if isinstance(event, E.MayorMarkerPlaced) and not event.to_hand:
            return G.mayor_pending_point(event.player, 0)
        if isinstance(event, E.ExtortionBonus):
            return G.score_point(event.player, 0)
        if isinstance(event, (E.MayorMarkerPlaced, E.MayorMarkersBanked, E.PowerPaid,
                              E.HandTrimmed, E.MayorMarkerSkipped)):
            return G.hand_point(p, 0)
        if isinstance(event, (E.TurnBegan, E.ArrestTriggered, E.Arrested)):
            x, y, _w, h = G.panel_box(event.player)
            return (x + 110, y + h / 2)
        return None

    # -- the end of a turn ------------------------------------------------------------------------
    def summary_of(self, event: Any) -> Summary | None:
        """After a turn of someone else than the one person at the screen (every turn
        in hot-seat): who gained what and why (`gamebox.games.capo.summary`)."""
        if not isinstance(event, E.TurnEnded) or self.replay is not None:
            return None
        if not self.hotseat and event.player in self.session.humans:
            return None
        reader = None if self.hotseat else self.session.viewer
        told = turn_summary(self.game, self.session.match, event, reader, self.names, self.say)
        return None if told is None else Summary(told.title, told.lines)
