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
