"""The account of an Inspection phase is a rules function (`gamebox.games.sheriff.summary`):
tested with no window, played from a seeded game, and the same words at the table and in
`play --text`."""

from __future__ import annotations

import io
import random
import re
from dataclasses import replace
from functools import cache

from gamebox.engine import summary as told_as
from gamebox.engine.ai.agent import RandomAgent
from gamebox.engine.match import Match, Seat
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff import text
from gamebox.games.sheriff.model import HIDDEN
from gamebox.games.sheriff.summary import (
    INSPECTING,
    round_summary,
    summary_after,
    table_words,
)
from gamebox.i18n import t

from .helpers import game
from .play_policy import choose

NAMES = ["Marion", "Tuck", "John", "Much"]


READERS = (None, 0, 2)


@cache
def played(seed: int = 11):
    """A seeded four-player game to its end: every summary said after an event to an
    onlooker, with the log index of the event; and, as the table asks at that moment,
    the titles found from the copies of the event each of `READERS` is shown."""
    match = Match(game, [Seat("random")] * 4, seed, {"start_player": 0}, NAMES)
    rng = random.Random(seed)
    said: list[tuple[int, E.Event, tuple[str, ...], list]] = []
    while not match.is_over:
        if match.turn().is_chance:
            _, events = match.play_chance()
        else:
            events = match.apply(choose(game, match.state, rng))
        for event in events:
            lines = told_as.said(summary_after(game, match, event, None, NAMES))
            if lines:
                shown = [round_summary(game, match, game.view_event(event, r), r, NAMES)
                         for r in READERS]
                said.append((len(match.log) - 1, event, lines, shown))
    return match, said


def phase_of(match, index: int, event) -> tuple[int, int]:
    """(first, last) log entries of the Inspection phase the summary after `event` tells."""
    last = index if isinstance(event, E.HandsDiscarded) else index - 1
    first = last
    while first > 0 and match.log[first - 1].before.phase in INSPECTING:
        first -= 1
    return first, last


def line_of(lines, name: str) -> str:
    found = [line for line in lines if line.startswith(name)]
    assert len(found) <= 1
    return found[0] if found else ""


def gold_in(line: str) -> int:
    """The gold a line says its player received (+) and paid (−), summed."""
    return sum(int(n) * (1 if sign == "+" else -1)
               for sign, n in re.findall(r"([+−])(\d+) gold", line))


def test_every_inspection_phase_is_summed_up_once_and_the_last_at_the_end():  # R16, R37, R48
    match, said = played()
    assert len(said) == game.config.rounds(4)
    assert [lines[0] for _, _, lines, _ in said] == \
        [table_words("summary.title", round=r) for r in range(1, len(said) + 1)]
    assert isinstance(said[-1][1], E.HandsDiscarded)  # R65, R66: the game ends there
    for index, event, _, _ in said[:-1]:
        assert match.log[index].events[0] is event  # the first step after the phase
        assert match.log[index - 1].before.phase in INSPECTING
        assert match.log[index].before.phase not in INSPECTING


def test_the_account_names_who_paid_whom_and_sums_to_the_purses():  # R43, R46, R54, R109
    match, said = played()
    checked = 0
    for index, event, lines, _ in said:
        first, last = phase_of(match, index, event)
        before = match.log[first].before
        after = match.log[last + 1].before if last + 1 < len(match.log) else match.state
        events = [e for entry in match.log[first:last + 1] for e in entry.events]
        sheriff = before.sheriff
        assert line_of(lines, NAMES[sheriff]).startswith(f"{NAMES[sheriff]} (Sheriff):")
        for p, name in enumerate(NAMES):
            change = after.gold[p] - before.gold[p]
            assert gold_in(line_of(lines, name)) == change, (name, lines)
            checked += bool(change)
        for e in events:
            if isinstance(e, E.BagInspected):  # R41, R42: honest or a lie, and its cards
                words = line_of(lines, NAMES[e.player])
                if e.honest:
                    assert table_words("summary.honest", count=len(e.goods)) in words
                else:
                    assert "confiscated" in words
            if isinstance(e, E.GoodsPaid) and e.public:  # a card paid, named (R54)
                assert text.good_name(e.good) in line_of(lines, NAMES[e.payee])
    assert checked >= 4  # gold moved in several phases of this game


def test_what_passed_face_down_is_counted_not_named():  # R39, R40
    match, said = played()
    told = 0
    for index, event, lines, _ in said:
        first, last = phase_of(match, index, event)
        for e in (e for entry in match.log[first:last + 1] for e in entry.events):
            if isinstance(e, E.BagPassed) and e.contraband:
                words = line_of(lines, NAMES[e.player])
                hidden = table_words("summary.passed_hidden", goods=text.goods_list(e.legal),
                                     count=len(e.contraband))
                assert hidden in words
                assert not any(t(f"sheriff.good.{g}") in words for g in e.contraband)
                told += 1
    assert told


def test_the_owner_reads_what_others_may_not_and_a_deal_card_stays_face_down():  # R77
    match, said = played()
    index, event, _, _ = said[0]
    _, last = phase_of(match, index, event)
    # a contraband card given face down in a deal: only the two parties know it
    entry = match.log[last]
    match.log[last] = replace(entry, events=(*entry.events,
                                             E.GoodsPaid(1, 0, "silk", "deal", public=False)))
    try:
        onlooker = round_summary(game, match, event, None, NAMES)
        party = round_summary(game, match, event, 1, NAMES)
    finally:
        match.log[last] = entry
    assert onlooker is not None and party is not None
    assert text.good_name(HIDDEN) in line_of(onlooker.lines, NAMES[0])
    assert t("sheriff.good.silk") not in line_of(onlooker.lines, NAMES[1])
    assert t("sheriff.good.silk") in line_of(party.lines, NAMES[1])


def test_a_copy_redacted_for_the_reader_finds_the_same_moment():  # R76
    """The table is shown events as its viewer may see them: the first card of the
    refill is a face-down card to anyone but its owner, and still opens the account."""
    match, said = played()
    for _, _, lines, told in said:
        assert all(summary is not None and summary.title == lines[0] for summary in told)
    index = said[0][0]
    later = match.log[index].events[1:] + match.log[index + 1].events
    assert all(round_summary(game, match, e, None, NAMES) is None for e in later)


def test_play_text_says_every_account():
    from gamebox.cli_play import _TextGame

    match = Match(game, [Seat("random")] * 3, 5, {"start_player": 0}, NAMES[:3])
    agents = {p: RandomAgent() for p in range(3)}
    playing = _TextGame(match, text, agents, None, "gamebox", io.StringIO(""))
    out: list[str] = []
    playing.say = lambda line="": out.append(line)  # type: ignore[method-assign]
    assert playing.run() == 0
    titles = [line for line in out if line.startswith("  ") and "account" in line]
    assert titles == ["  " + table_words("summary.title", round=r)
                      for r in range(1, game.config.rounds(3) + 1)]
    first = out.index(titles[0])
    assert any(line.startswith("  ") and ": " in line for line in out[first + 1:first + 4])
