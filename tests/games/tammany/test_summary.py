"""An election's summary is a rules function (`gamebox.games.tammany.summary`): tested with
no window, from a match's own history; the same words at the table and in `play --text`.
Rule numbers cite ../shared/rules/tammany-hall.md."""

from __future__ import annotations

import io
import random
from types import SimpleNamespace

import pytest

from gamebox import i18n
from gamebox.engine.match import LogEntry, Match, Seat
from gamebox.engine.summary import said
from gamebox.games.tammany import events as E
from gamebox.games.tammany import text
from gamebox.games.tammany.model import BIDDING, TammanyAction
from gamebox.games.tammany.summary import (
    election_history,
    election_summary,
    summary_after,
    tally,
)

from .helpers import BLACK, RED, YELLOW, game, table

NAMES = ["Red", "Yellow", "Purple", "Black"]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


# -- a written-out election --------------------------------------------------------------------
ELECTION = [
    E.GardenReturned((0, 0, 0, 0)),
    E.ElectionBegan(8),
    E.BidsRevealed(1, ((RED, (1, 0, 0, 0)), (YELLOW, (0, 2, 0, 0)))),
    E.WardElected(1, YELLOW, ((RED, 2), (YELLOW, 3))),
    E.WardElected(2, RED, ((RED, 1),)),
    E.BidsRevealed(6, ((RED, (0, 0, 0, 0)), (BLACK, (0, 0, 0, 0)))),
    E.WardElected(6, None, ((RED, 1), (BLACK, 1))),
    E.WardElected(11, None, ()),
    E.ChipsGained(RED, 0, 3, "immigrant_leader"),
    E.ImmigrantLeaders(0, (RED,)),
    E.PointsScored(YELLOW, 1, "ward 1"),
    E.PointsScored(RED, 1, "ward 2"),
    E.MayorChosen(RED, "chips"),
    E.PointsScored(RED, 3, "mayor"),
    E.OfficesAssigned(("mayor", "deputy_mayor", None)),
    E.ElectionEnded(8),
]


def written(*events) -> SimpleNamespace:
    """A match whose history is `events`, in one step, from a year-1 table of four."""
    return SimpleNamespace(log=[LogEntry(-1, None, tuple(events), table(4))])


def mayor_of(match) -> E.MayorChosen:
    return [e for entry in match.log for e in entry.events if isinstance(e, E.MayorChosen)][-1]


def test_the_tally_adds_up_one_election():  # R42 R43 R47 R48 R49 R51
    match = written(E.ElectionBegan(4), E.MayorChosen(BLACK, "wards"), E.ElectionEnded(4),
                    *ELECTION)
    history = election_history(game, match, mayor_of(match), None)
    got = tally(history)
    assert got.year == 8  # only the election the event is part of
    assert got.won == {YELLOW: [1], RED: [2]} and got.ties == [6]  # ward 11: no candidate
    assert got.bid == {RED: 1, YELLOW: 2, BLACK: 0}
    assert got.vp == {YELLOW: 1, RED: 4} and got.mayor == (RED, "chips") and got.mayor_vp == 3
    assert got.leads == {RED: [3]}
    assert not any(isinstance(e, E.OfficesAssigned) for e in history)  # the offices follow


def test_the_summary_speaks_to_the_reader_and_names_the_others():  # R43 R47-R51
    match = written(*ELECTION)
    told = election_summary(game, match, mayor_of(match), RED, NAMES)
    assert told is not None and "8" in told.title
    yellow, purple, black, you, ties, mayor = told.lines  # the reader last, as at the table
    assert yellow.startswith("Yellow: +1 VP") and "ward 1" in yellow and "2 chips bid" in yellow
    assert purple.startswith("Purple: +0 VP") and "no ward" in purple
    assert black.startswith("Black: +0 VP") and "no ward" in black and "bid" not in black
    assert you.startswith("You: +4 VP") and "ward 2" in you and "−1 chip bid" in you
    assert "+3 chips as leader" in you
    assert "ward 6" in ties and "11" not in ties
    assert mayor.startswith("You are Mayor: +3 VP") and "favor chips" in mayor
    onlooker = election_summary(game, match, mayor_of(match), None, NAMES)
    assert onlooker.lines[0].startswith("Red:") and "Mayor: Red" in onlooker.lines[-1]
    assert summary_after(game, match, mayor_of(match), None, NAMES) == onlooker


def test_no_summary_but_for_the_mayor_nor_after_the_last_election():  # R55
    match = written(*ELECTION)
    assert summary_after(game, match, ELECTION[3], None, NAMES) is None
    assert summary_after(game, match, E.MayorChosen(RED, "chips"), None, NAMES) is None  # not in it
    last = written(*[E.ElectionBegan(16) if isinstance(e, E.ElectionBegan) else e
                     for e in ELECTION])
    assert summary_after(game, last, mayor_of(last), None, NAMES) is None


# -- a played election -------------------------------------------------------------------------
def cheap(match: Match, rng: random.Random) -> TammanyAction:
    """A random legal action without listing every possible bid."""
    s = match.state
    if s.phase == BIDDING:
        p = match.turn().player
        return TammanyAction("bid", values=tuple(rng.randint(0, h) for h in s.eligible(p, s.ward)))
    return rng.choice(match.legal_actions())


def play_until(match: Match, rng: random.Random, done) -> None:
    while not done(match):
        if match.turn().is_chance:
            match.play_chance()
        else:
            match.apply(cheap(match, rng))


def new_match(seed: int, n: int = 4) -> Match:
    return Match(game, [Seat("random")] * n, seed, {"start_player": "red"}, NAMES[:n])


def mayor_chosen(match: Match) -> bool:
    return bool(match.log) and any(isinstance(e, E.MayorChosen) for e in match.log[-1].events)


def test_a_played_election_adds_up_as_the_state_changed():  # R43 R45 R47 R48 R51
    match = new_match(5)
    play_until(match, random.Random(5), mayor_chosen)
    began = next(i for i, entry in enumerate(match.log)
                 if any(isinstance(e, E.ElectionBegan) for e in entry.events))
    before, after = match.log[began].before, match.state
    events = [e for entry in match.log[began:] for e in entry.events]
    got = tally(election_history(game, match, mayor_of(match), RED))
    assert got.year == before.year == 4
    for p in range(4):
        assert got.vp.get(p, 0) == after.vp[p] - before.vp[p]
        assert sorted(got.won.get(p, [])) == sorted(w for w, q in after.winners.items() if q == p)
        gained = sum(e.count for e in events if isinstance(e, E.ChipsGained) and e.player == p)
        assert got.bid.get(p, 0) == sum(before.chips[p]) + gained - sum(after.chips[p])
    told = said(summary_after(game, match, mayor_of(match), RED, NAMES))
    assert told[0] == "Election after year 4"
    you = next(line for line in told if line.startswith("You:"))
    assert you.startswith(f"You: +{after.vp[RED] - before.vp[RED]} VP")
    mayor = after.mayor
    assert mayor is not None and (NAMES[mayor] in told[-1] or mayor == RED)


def before_a_sealed_bid(match: Match) -> bool:
    """Someone else than Red bids now, with chips to bid, and someone bids after them."""
    s = match.state
    if s.phase != BIDDING or match.turn().player == RED:
        return False
    return any(s.eligible(match.turn().player, s.ward)) and \
        sum(not s.bid_done[p] for p in s.bidders) >= 2


def test_a_sealed_bid_is_not_in_it_before_its_reveal():  # R5 R40 R41 R43
    """Two matches alike but for one sealed bid read alike until the ward is revealed."""
    rng = random.Random(8)
    first = new_match(8)
    play_until(first, rng, before_a_sealed_bid)
    actions = [entry.action for entry in first.log]
    bidder = first.turn().player
    held = first.state.eligible(bidder, first.state.ward)
    nat = next(n for n in range(4) if held[n])
    told = []
    for chips in (0, 1):
        match = new_match(8)
        for action in actions:
            match.apply(action)  # chance steps too: the same outcomes
        bid = tuple(chips if n == nat else 0 for n in range(4))
        match.apply(TammanyAction("bid", values=bid))
        locked = match.log[-1].events[-1]
        assert isinstance(locked, E.BidLocked)
        told.append(tally(election_history(game, match, locked, RED)))
        play_until(match, rng, lambda m: any(isinstance(e, E.BidsRevealed)
                                             for e in m.log[-1].events))
        told.append(tally(election_history(game, match, match.log[-1].events[-1], RED)))
    sealed_low, revealed_low, sealed_high, revealed_high = told
    assert sealed_low == sealed_high
    assert revealed_low.bid[bidder] + 1 == revealed_high.bid[bidder]


def test_play_text_says_the_elections_summary():
    from gamebox.cli_play import _TextGame
    from gamebox.engine.ai.agent import RandomAgent

    class Said(Exception):
        pass

    match = new_match(3, n=3)
    played = _TextGame(match, text, {p: RandomAgent() for p in range(3)}, None, "gamebox",
                       io.StringIO(""))
    out: list[str] = []

    def say(line: str = "") -> None:
        out.append(line)
        if line.startswith("  Mayor") or line.startswith("  No Mayor"):
            raise Said  # the summary's last line: enough

    played.say = say  # type: ignore[method-assign]
    with pytest.raises(Said):
        played.run()
    title = next(i for i, line in enumerate(out) if line == "  Election after year 4")
    assert out[title - 1].startswith(text.describe_event(mayor_of(match), match.names)[:8])
    assert [line[:5] for line in out[title + 1:title + 4]] == ["  Red", "  Yel", "  Pur"]
