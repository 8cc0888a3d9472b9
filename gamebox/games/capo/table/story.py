"""What the Capo table tells of a turn it did not play itself: where a computer player's
step happens on the board (`event_spot`, a ring there while its line stands on a plate
over the status plaque), and the summary at the end of a turn (`summary_of`): what was
committed or lost, cubes, the Extortion bonus, Mayor markers and the score so far.

The summary is built from the match's own history (the events since the turn began and
the states around them), worded for the viewer: every event is redacted as the log
redacts it, and in hot-seat for an onlooker (R69-R77), so a face-down bribe reads
"face-down bribe" and counts nothing. Cubes and markers of a cancelled roll are left out
(R59); a bribe turned face up stays turned up, so it is told.

`Story` is mixed into the table scene.
"""

from __future__ import annotations

from typing import Any

from gamebox.app.table.moments import Summary
from gamebox.games.capo import events as E
from gamebox.games.capo import text
from gamebox.games.capo.model import CARD_IDS, MAYOR, CapoState
from gamebox.games.capo.table import geometry as G
from gamebox.i18n import t

Point = tuple[float, float]
PER_LINE = 3  # items on one line of the summary before the next line takes over


class Story:
    session: Any
    game: Any
    hotseat: bool
    replay: Any

    moment_at: Point = (G.STATUS[0] + G.STATUS[2] / 2, G.STATUS[1] + G.STATUS[3] / 2)
    summary_at: Point = (G.STATUS[0] + G.STATUS[2] / 2, G.CARD_TOP + G.CARD_H / 2)

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
        in hot-seat): who gained what and why, in a few short lines."""
        if not isinstance(event, E.TurnEnded) or self.replay is not None:
            return None
        if not self.hotseat and event.player in self.session.humans:
            return None
        found = self.turn_history(event)
        if found is None:
            return None
        events, before, after = found
        return Summary(self.summary_title(event, events, before.rolls),
                       tuple(self.summary_lines(event.player, events, before, after)))

    def turn_history(self, ended: E.TurnEnded) -> tuple[list[Any], CapoState, CapoState] | None:
        """The events of the turn `ended` closes, as the viewer may read them, with the
        states at its start (the first of the history if the turn began before it) and
        at its end."""
        log = self.session.match.log
        at = next((i for i in range(len(log) - 1, -1, -1)
                   if any(e is ended for e in log[i].events)), None)
        if at is None:
            return None
        after = log[at + 1].before if at + 1 < len(log) else self.session.match.state
        events: list[Any] = []
        for index in range(at, -1, -1):
            entry = log[index].events
            stop = next((k for k in range(len(entry)) if entry[k] is ended), len(entry) - 1) \
                if index == at else len(entry) - 1
            for k in range(stop, -1, -1):
                e = entry[k]
                if isinstance(e, E.TurnBegan) and e.player == ended.player:
                    start = log[index + 1].before if index + 1 < len(log) else after
                    return [self.readable(x) for x in reversed(events)], start, after
                events.append(e)
        start = log[0].before  # the turn began before the match's history (a set position)
        return [self.readable(x) for x in reversed(events)], start, after

    def readable(self, event: Any) -> Any:
        return self.game.view_event(event, None) if self.hotseat else self.session.seen(event)

    def summary_title(self, ended: E.TurnEnded, events: list[Any], rolled: int) -> str:
        name = self.name(ended.player)
        if any(isinstance(e, E.GameEndTriggered) for e in events) and not ended.arrested:
            return self.say("summary.title_end", player=name)
        if ended.arrested:
            return self.say("summary.title_arrest", player=name)
        rolls = rolled + sum(1 for e in events if isinstance(e, E.DiceRolled))
        return self.say("summary.title_stop", player=name, count=rolls)

    def summary_lines(self, player: int, events: list[Any], before: CapoState,
                      after: CapoState) -> list[str]:
        said: list[tuple[str, list[str]]] = []
        kept: list[str] = []
        cubes: list[tuple[str, int, int]] = []  # ("on", card, -1) or ("move", source, target)
        roll: list[tuple[str, int, int]] = []  # the cubes of the roll not yet final
        lost: list[str] = []
        revealed: list[str] = []
        bonus = ""
        sep = t("capo.list_separator")
        for e in events:
            if isinstance(e, E.DiceRolled):
                cubes.extend(roll)
                roll = []
            elif isinstance(e, E.RollCancelled):
                roll = []
            elif isinstance(e, E.CubePlaced):
                roll.append(("on", e.card, -1))
            elif isinstance(e, E.CubeMoved):
                roll.append(("move", e.source, e.target))
            elif isinstance(e, E.MarkerCommitted):
                kept.append(self.say("summary.item_marker", card=_card(e.card),
                                     marker=text.marker_noun(e.kind, e.value)))
            elif isinstance(e, E.Arrested):
                lost = [self.say("summary.item_beside", card=_card(card),
                                 marker=text.marker_noun("B" if kind == "B" else "I",
                                                         0 if kind == "B" else int(kind[1:])))
                        for card, kind in e.returned]
                if e.mayor_markers:
                    lost.append(t("capo.units.pending_mayor_markers", count=e.mayor_markers))
            elif isinstance(e, E.BribeRevealed):
                revealed.append(self.say("summary.item_revealed", owner=self.name(e.owner),
                                         card=_card(e.card), value=e.value))
            elif isinstance(e, E.ExtortionBonus):
                bonus = self.say("summary.bonus", level=e.level,
                                 cubes=t("capo.units.cubes", count=e.cubes))
        cubes.extend(roll)
        arrested = any(isinstance(e, E.Arrested) for e in events)
        if arrested:
            said.append(("summary.loses", lost) if lost else ("summary.loses_none", []))
        else:
            said.append(("summary.commits", kept) if kept else ("summary.commits_none", []))
        if cubes:
            said.append(("summary.cubes", self.cube_items(cubes)))
        if revealed:
            said.append(("summary.revealed", revealed))
        lines = []
        for key, items in said:
            chunks = [items[i:i + PER_LINE] for i in range(0, len(items), PER_LINE)] or [[]]
            lines.append(self.say(key, list=sep.join(chunks[0])))
            lines.extend("    " + sep.join(chunk) for chunk in chunks[1:])
        if bonus:
            lines.append(bonus)
        if before.hands[player] != after.hands[player]:
            lines.append(self.say("summary.markers", before=before.hands[player],
                                  after=after.hands[player]))
        lines.append(self.score_line(before, after))
        return lines

    def cube_items(self, cubes: list[tuple[str, int, int]]) -> list[str]:
        """"+2 on W1", "+1 on the Mayor card", "one moved from W1 to B3"."""
        items = []
        placed = [card for kind, card, _ in cubes if kind == "on"]
        for card in dict.fromkeys(placed):
            key = "item_cube_mayor" if card == MAYOR else "item_cube"
            items.append(self.say(f"summary.{key}", card=_card(card), count=placed.count(card)))
        items.extend(self.say("summary.item_cube_move", source=_card(a), target=_card(b))
                     for kind, a, b in cubes if kind == "move")
        return items

    def score_line(self, before: CapoState, after: CapoState) -> str:
        """Both players' score so far after the turn, with what it changed."""
        viewer = None if self.hotseat else self.session.viewer
        was = self.game.standing(self.game.view(before, viewer))
        now = self.game.standing(self.game.view(after, viewer))
        items = []
        for p in range(2):
            change = now[p]["total"] - was[p]["total"]
            vp = self.say("panel.vp_value", count=now[p]["total"])
            key = "summary.item_score_up" if change > 0 else "summary.item_score_down" \
                if change < 0 else "summary.item_score"
            items.append(self.say(key, player=self.name(p), vp=vp, change=abs(change)))
        return self.say("summary.score", list=t("capo.list_separator").join(items))


def _card(card: int) -> str:
    return t("capo.mayor_card") if card == MAYOR else CARD_IDS[card]
