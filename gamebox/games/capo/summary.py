"""What a Capo Dei Capi turn did, in a few lines: what was committed or lost, cubes, the
Extortion bonus, Mayor markers and the score so far, with what changed it. A rules
function over the match's own history (the events since the turn began and the states
around them), with no window: the table's summary and `play --text` both say it.

It is worded for one reader: every event is redacted as the log redacts it for them
(`reader`: a seat, or None for an onlooker, as in hot-seat), so a face-down bribe reads
"face-down bribe" and counts nothing (R69-R77). Cubes and markers of a cancelled roll are
left out (R59); a bribe turned face up stays turned up, so it is told.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamebox.engine.summary import Say, Told, words_of
from gamebox.games.capo import events as E
from gamebox.games.capo import text
from gamebox.games.capo.model import CARD_IDS, MAYOR, CapoState
from gamebox.i18n import t

PER_LINE = 3  # items on one line of the summary before the next line takes over



table_words = words_of("capo.table")


def turn_summary(game: Any, match: Any, ended: E.TurnEnded, reader: int | None,
                 names: Sequence[str], say: Say = table_words) -> Told | None:
    """The summary of the turn `ended` closes, for `reader`; None if it is not in the
    match's history."""
    found = turn_history(game, match, ended, reader)
    if found is None:
        return None
    events, before, after = found
    words = _Words(game, reader, names, say)
    return Told(words.title(ended, events, before.rolls),
                       tuple(words.lines(ended.player, events, before, after)))


def summary_after(game: Any, match: Any, event: Any, reader: int | None,
                  names: Sequence[str]) -> Told | None:
    """The summary after `event`: a turn's, but not of the reader's own turn (they played
    it); None after any other event."""
    if not isinstance(event, E.TurnEnded) or event.player == reader:
        return None
    return turn_summary(game, match, event, reader, names)


def turn_history(game: Any, match: Any, ended: E.TurnEnded, reader: int | None,
                 ) -> tuple[list[Any], CapoState, CapoState] | None:
    """The events of the turn `ended` closes, as `reader` may read them, with the states
    at its start (the first of the history if the turn began before it) and at its end."""
    log = match.log
    at = next((i for i in range(len(log) - 1, -1, -1)
               if any(e is ended for e in log[i].events)), None)
    if at is None:
        return None
    after = log[at + 1].before if at + 1 < len(log) else match.state
    events: list[Any] = []
    for index in range(at, -1, -1):
        entry = log[index].events
        stop = next((k for k in range(len(entry)) if entry[k] is ended), len(entry) - 1) \
            if index == at else len(entry) - 1
        for k in range(stop, -1, -1):
            e = entry[k]
            if isinstance(e, E.TurnBegan) and e.player == ended.player:
                start = log[index + 1].before if index + 1 < len(log) else after
                return [game.view_event(x, reader) for x in reversed(events)], start, after
            events.append(e)
    start = log[0].before  # the turn began before the match's history (a set position)
    return [game.view_event(x, reader) for x in reversed(events)], start, after


class _Words:
    def __init__(self, game: Any, reader: int | None, names: Sequence[str], say: Say) -> None:
        self.game = game
        self.reader = reader
        self.names = names
        self.say = say

    def name(self, player: int) -> str:
        return self.names[player] if 0 <= player < len(self.names) else "?"

    def title(self, ended: E.TurnEnded, events: list[Any], rolled: int) -> str:
        name = self.name(ended.player)
        if any(isinstance(e, E.GameEndTriggered) for e in events) and not ended.arrested:
            return self.say("summary.title_end", player=name)
        if ended.arrested:
            return self.say("summary.title_arrest", player=name)
        rolls = rolled + sum(1 for e in events if isinstance(e, E.DiceRolled))
        return self.say("summary.title_stop", player=name, count=rolls)

    def lines(self, player: int, events: list[Any], before: CapoState,
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
        if any(isinstance(e, E.Arrested) for e in events):
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
        was = self.game.standing(self.game.view(before, self.reader))
        now = self.game.standing(self.game.view(after, self.reader))
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
