"""A round's summary is a rules function (`gamebox.games.copycat.summary`): tested with no
window, from a match's own history; the same lines at the table and in `play --text`.
Rule numbers cite ../shared/rules/copycat.md."""

from __future__ import annotations

import io

import pytest

from gamebox import i18n
from gamebox.games.copycat import events as E
from gamebox.games.copycat import shots, text
from gamebox.games.copycat.summary import round_summary, summary_after

from .helpers import game


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_a_round_sums_up_as_the_state_changed():  # R54 R55 R85
    match = shots.until(3, 31, lambda m: any(isinstance(e, E.MarkersPlaced)
                                              for entry in m.log for e in entry.events))
    at = next(i for i, entry in enumerate(match.log)
              if any(isinstance(e, E.MarkersPlaced) for e in entry.events))
    placed = next(e for e in match.log[at].events if isinstance(e, E.MarkersPlaced))
    began = max(i for i, entry in enumerate(match.log[:at + 1])
                if any(isinstance(e, E.RoundBegan) for e in entry.events))
    before = match.log[began].before
    after = match.log[at + 1].before if at + 1 < len(match.log) else match.state
    told = round_summary(game, match, placed, None, match.names)
    assert told is not None and told.title == "Round 1: VP scored"
    gained = [after.vp[p] - before.vp[p] for p in range(3)]
    assert sorted(gained, reverse=True) == [int(line.split("+")[1].split(" ")[0])
                                            for line in told.lines]
    for p in range(3):
        line = next(line for line in told.lines if line.startswith(match.names[p] + ":"))
        assert line.endswith(f"(now {after.vp[p]})")
    assert summary_after(game, match, placed, 0, match.names) == told
    other = match.log[at].events[0]
    assert other is not placed and summary_after(game, match, other, None, match.names) is None
    assert summary_after(game, match, E.MarkersPlaced((), 0), None, match.names) is None


def test_play_text_says_the_rounds_summary():
    from gamebox.cli_play import _TextGame
    from gamebox.engine.ai.agent import RandomAgent
    from gamebox.engine.match import Match, Seat

    class Said(Exception):
        pass

    match = Match(game, [Seat("random")] * 3, 4, {"start_player": 0}, game.default_names(3))
    played = _TextGame(match, text, {p: RandomAgent() for p in range(3)}, None, "gamebox",
                       io.StringIO(""))
    out: list[str] = []

    def say(line: str = "") -> None:
        out.append(line)
        if len(out) >= 4 and out[-4].startswith("  Round "):
            raise Said  # the title and a line per player: enough

    played.say = say  # type: ignore[method-assign]
    with pytest.raises(Said):
        played.run()
    placed = next(e for entry in match.log for e in entry.events if isinstance(e, E.MarkersPlaced))
    assert out[-5] == text.describe_event(placed, match.names)  # said after the markers' line
    assert out[-4] == "  Round 1: VP scored" and all("VP (now" in line for line in out[-3:])
