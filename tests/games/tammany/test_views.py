"""Hidden information (R5, section 9): nobody sees another's sealed bid before the reveal."""

from __future__ import annotations

import random

from gamebox.games.tammany import events as E
from gamebox.games.tammany.model import BIDDING

from .helpers import BLACK, RED, YELLOW, game, of_type, play, table


def bidding():
    s = table(
        4,
        year=4,
        current=BLACK,
        placement_done=True,
        cubes={6: "IR EN"},
        bosses={6: {RED: 1, YELLOW: 1, BLACK: 1}},
        chips={RED: "IR3", YELLOW: "EN2", BLACK: "IR1 EN1"},
    )
    s, _ = play(s, "end")
    assert s.phase == BIDDING and s.bidders == [RED, YELLOW, BLACK]
    return s


def test_submitted_bid_is_hidden_from_others_until_reveal():
    # R5 R40
    s, ev = play(bidding(), "bid IR2")
    assert all(not hasattr(e, "amount") for e in of_type(ev, E.BidLocked))
    for viewer in (YELLOW, BLACK, None):
        v = game.view(s, viewer)
        assert v.bids[RED] is None and v.bid_done[RED]
        assert "2" not in str(game.encode(v)["bids"])
    assert game.view(s, RED).bids[RED] == (2, 0, 0, 0)
    s, ev = play(s, "bid EN1")
    assert game.view(s, RED).bids[YELLOW] is None
    s, ev = play(s, "bid 0")
    reveal = of_type(ev, E.BidsRevealed)[0]
    assert dict(reveal.bids)[RED] == (2, 0, 0, 0)  # all revealed together
    assert [type(e).__name__ for e in ev].index("BidsRevealed") > 0


def test_determinize_samples_hidden_bids_from_legal_bids():
    s, _ = play(bidding(), "bid IR2", "bid EN1")
    v = game.view(s, BLACK)
    seen = set()
    for seed in range(40):
        d = game.determinize(v, random.Random(seed))
        assert not d.is_view and d.bids[BLACK] is None
        assert 0 <= d.bids[RED][0] <= 3 and d.bids[RED][1:] == (0, 0, 0)
        assert 0 <= d.bids[YELLOW][1] <= 2
        seen.add(d.bids[RED])
        game.apply(d, game.parse_action(d, "bid IR1"))
    assert len(seen) > 1


def test_everything_else_is_public():
    # R5
    s = bidding()
    assert game.encode(game.view(s, None)) == game.encode(s)


def test_no_event_shows_a_bid_before_the_reveal():
    # R5 section 9: through view_event too, for every seat and the onlooker
    from .helpers import random_game

    seen = {"locked": 0, "revealed": 0}

    def watch(before, action, after, events):
        if before.phase != BIDDING:
            return
        bidder = game.turn(before).player
        revealed = any(isinstance(e, E.BidsRevealed) for e in events)
        for e in events:
            if isinstance(e, E.BidsRevealed):
                break
            for seat in (*range(after.n), None):
                shown = game.view_event(e, seat)
                assert isinstance(shown, E.BidLocked) and shown == E.BidLocked(bidder, before.ward)
            seen["locked"] += 1
        if not revealed:
            for seat in (*range(after.n), None):
                v = game.view(after, seat)
                assert v.bids[bidder] == (action.values if seat == bidder else None)
                assert str(list(action.values)) not in str(game.encode(v)["bids"]) or (
                    seat == bidder or not any(action.values)
                )
        else:
            seen["revealed"] += 1

    for n in (3, 5):
        random_game(n, 4, watch)
    assert seen["locked"] and seen["revealed"]


def test_undo_never_crosses_a_confirmed_bid():
    # section 9: once a bid is locked the undo point is after it
    from gamebox.engine.match import Match, Seat

    match = Match(game, [Seat("human"), Seat("human"), Seat("human"), Seat("human")], 1)
    match.state = bidding()
    match.apply(game.parse_action(match.state, "bid IR1"))
    assert not match.can_undo(RED)
    assert match.log[-1].is_barrier


def test_the_words_of_the_table_keep_a_sealed_bid_secret():
    # R5: board_text and the log from another seat never word the amount
    from gamebox.games.tammany import text

    names = game.default_names(5)
    s, ev = play(bidding(), "bid IR2")
    for seat in (YELLOW, BLACK, None):
        words = text.board_text(game.view(s, seat), names) + text.status_text(
            game.view(s, seat), names
        )
        words += "".join(text.describe_event(game.view_event(e, seat), names) for e in ev)
        assert "2 Irish" not in words and "sealed" in words
    assert "your sealed bid: 2 Irish chips" in text.board_text(game.view(s, RED), names)
