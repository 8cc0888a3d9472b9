"""Elections, scoring, mayor and the end (R37-R58), scenarios TH-18 to TH-37."""

from __future__ import annotations

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.tammany import events as E
from gamebox.games.tammany.model import ASSIGN, BIDDING, BONUS, OVER

from .helpers import (
    BLACK,
    EN,
    GE,
    IR,
    IT,
    PURPLE,
    RED,
    YELLOW,
    counts,
    game,
    of_type,
    parse,
    play,
    table,
)


def election(n=3, year=4, **kw):
    """The last turn of an election year, placement done: `end` starts the election."""
    return table(n, year=year, current=n - 1, placement_done=True, **kw)


def elected(ev, ward):
    return next(e for e in of_type(ev, E.WardElected) if e.ward == ward)


def test_th18_rulebook_election_example():
    # R40 R41 R42 R43 R44
    s = election(
        4,
        cubes={9: "EN IR"},
        bosses={9: {RED: 2, YELLOW: 3}},
        chips={RED: "EN2 IR2", YELLOW: "EN2 IT3"},
    )
    assert s.eligible(RED, 9) == counts("EN2 IR2") and s.eligible(YELLOW, 9) == counts("EN2")
    s, ev = play(s, "end")
    assert s.phase == BIDDING and s.ward == 9
    s, ev = play(s, "bid EN2 IR1", "bid EN1")
    assert s.winners[9] == RED
    assert dict(elected(ev, 9).votes) == {RED: 5, YELLOW: 4}
    assert s.bosses[9][RED] == 1 and s.bosses[9][YELLOW] == 0
    # R43: spent chips; red then leads EN and IR in ward 9 and gets 3 of each (R47)
    assert s.chips[RED] == [1 + 3, 0 + 3, 0, 0] and s.chips[YELLOW] == counts("EN IT3")
    reveal = of_type(ev, E.BidsRevealed)[0]
    assert dict(reveal.bids) == {RED: (1, 2, 0, 0), YELLOW: (0, 1, 0, 0)}


def test_th19_tie_nobody_wins():
    # R42 R43 R44
    s = election(
        4,
        cubes={6: "IR"},
        bosses={6: {RED: 2, YELLOW: 1, BLACK: 1}},
        chips={RED: "IR1", YELLOW: "IR2"},
    )
    s, ev = play(s, "end", "bid IR1", "bid IR2")
    assert dict(elected(ev, 6).votes) == {RED: 3, YELLOW: 3, BLACK: 1}
    assert 6 not in s.winners and all(v == 0 for v in s.bosses[6])
    assert s.chips[RED] == [0] * 4 and s.chips[YELLOW] == [0] * 4
    assert all(e.why != "ward 6" for e in of_type(ev, E.PointsScored))
    assert s.placeable(RED) == 19 and s.placeable(YELLOW) == 19 and s.placeable(BLACK) == 19


def test_th21_no_candidate_and_r39_single_candidate():
    # R39
    s = election(5, cubes={11: "IR"}, bosses={1: {RED: 3}})
    s, ev = play(s, "end")
    assert s.winners == {1: RED} and s.bosses[1][RED] == 1 and s.phase == BONUS
    assert not any(isinstance(e, E.BidLocked) for e in ev)  # red was never asked
    s, ev = play(s, "bonus IT>9")
    assert elected(ev, 11) == E.WardElected(11, None, ())
    assert 11 not in s.winners and all(e.why != "ward 11" for e in of_type(ev, E.PointsScored))


def test_th22_illegal_bids():
    # R40
    s = election(4, cubes={3: "IR EN"}, bosses={3: {RED: 1, YELLOW: 1}}, chips={RED: "EN1 IT3"})
    s, _ = play(s, "end")
    assert s.phase == BIDDING and game.turn(s).player == RED
    for text in ("bid IT1", "bid EN2", "bid EN1 IT1"):
        with pytest.raises(IllegalAction):
            game.apply(s, parse(s, text))
    assert {str(a) for a in game.legal_actions(s)} == {"bid 0", "bid EN1"}


def test_th23_cube_bonus_of_ward_1():
    # R45 R26
    s = table(
        4,
        year=8,
        current=BLACK,
        placement_done=True,
        bag={"IT": 20},
        spare_to=3,
        locked=[6],
        bosses={1: {RED: 1}},
        mayor=PURPLE,
        first=RED,
    )
    s, _ = play(s, "end")
    assert s.phase == BONUS and game.turn(s).player == RED
    with pytest.raises(IllegalAction):
        game.apply(s, parse(s, "bonus IT>6"))
    before = s.cubes[17][IT]
    s, ev = play(s, "bonus IT>17")
    assert s.cubes[17][IT] == before + 1 and s.bag[IT] == 19
    assert all(e.why == "immigrant_leader" for e in of_type(ev, E.ChipsGained))


def test_th25_chip_bonus_of_ward_7():
    # R45
    s = election(4, bosses={7: {BLACK: 1}})
    s, _ = play(s, "end")
    assert s.phase == BONUS and game.turn(s).player == BLACK
    assert {str(a) for a in game.legal_actions(s)} == {
        f"bonus chip {c}" for c in ("IR", "EN", "GE", "IT")
    }  # even a nationality with no cube on the map
    s, _ = play(s, "bonus chip GE")
    assert s.chips[BLACK][GE] == 1 + (3 if BLACK in s.leaders[GE] else 0)


def leaders(n, wins, **kw):
    """R47 through a real election: {ward: (player, cubes)}, each won unopposed."""
    s = election(
        n,
        cubes={w: c for w, (_, c) in wins.items()},
        bosses={w: {p: 1} for w, (p, _) in wins.items()},
        **kw,
    )
    s, ev = play(s, "end")
    if s.phase != BONUS:
        assert s.winners == {w: p for w, (p, _) in wins.items()}
    return s, ev


def test_th26_rulebook_immigrant_leader_example():
    # R47
    s, _ = leaders(  # wards without a bonus, so the election runs through to the offices
        4,
        {
            3: (BLACK, "IR5 EN7 IT2"),
            5: (RED, "IR3 EN2 GE5"),
            8: (YELLOW, "IR6 GE5 IT2"),
        },
    )
    assert s.leaders == [[YELLOW], [BLACK], [RED, YELLOW], [YELLOW, BLACK]]
    assert s.leaders[IR] == [YELLOW] and s.leaders[EN] == [BLACK]
    assert s.chips[PURPLE] == [0] * 4 and s.chips[YELLOW] == [3, 0, 3, 3]


def test_th27_no_leader_without_cubes():
    # R47
    s, ev = leaders(4, {3: (RED, "IR")})
    assert s.leaders[IT] == [] and all(c[IT] == 0 for c in s.chips)
    assert of_type(ev, E.ImmigrantLeaders)[IT].players == ()


def test_r48_ward_14_scores_two():
    # R48 R46
    s, _ = leaders(3, {14: (RED, "IR"), 6: (YELLOW, "IR"), 7: (YELLOW, "IR")})
    assert s.phase == BONUS  # ward 7's chip comes first (R45)
    s, _ = play(s, "bonus chip IT")
    assert s.vp[RED] == 2 and s.vp[YELLOW] == 2 + 3 and s.mayor == YELLOW  # 2 wards beat 1


def test_th29_mayor_tie_break_by_chips():
    # R49 R51
    s = election(4, chips={RED: "IR2 EN1 GE3", YELLOW: "IR1 EN4 IT1"})
    s.incumbent = None
    assert game.choose_mayor(s, [4, 4, 1, 0]) == (RED, "chips")


def test_th30_mayor_deadlock():
    # R50 R51 R15
    s = election(4, year=8, chips={RED: "IR2 EN1", YELLOW: "IR2 EN1"}, mayor=PURPLE)
    s.incumbent = PURPLE
    assert game.choose_mayor(s, [4, 4, 3, 0]) == (PURPLE, "incumbent")
    s.incumbent = None
    assert game.choose_mayor(s, [4, 4, 3, 0]) == (None, "none")
    # the whole year-4 election with nobody winning anything and equal chips: no mayor
    t = election(3)
    t, ev = play(t, "end")
    assert of_type(ev, E.MayorChosen)[0].player is None
    while t.phase == "draw":
        t, _ = game.apply(t, game.chance_outcomes(t)[0][0])
    assert t.year == 5 and t.first_player == RED and all(o is None for o in t.office)


def test_th31_office_assignment():
    # R52 R53
    s = election(4, bosses={14: {RED: 1}})
    s, _ = play(s, "end")
    assert s.phase == ASSIGN and game.turn(s).player == RED
    good = "assign deputy_mayor=yellow chief_of_police=purple precinct_chairman=black"
    t, _ev = play(s, good)
    assert t.office == ["mayor", "deputy_mayor", "chief_of_police", "precinct_chairman"]
    assert t.first_player == RED and t.year == 5
    for bad in (
        "assign deputy_mayor=yellow chief_of_police=yellow precinct_chairman=black",
        "assign deputy_mayor=yellow chief_of_police=purple",
        "assign deputy_mayor=red chief_of_police=purple precinct_chairman=black",
    ):
        try:
            action = game.parse_action(s, bad)
        except IllegalAction:
            continue
        assert not game.is_legal(s, action)
    three = election(3, bosses={14: {RED: 1}})
    three, _ = play(three, "end")
    assert all(sum(v != -1 for v in a.values) == 2 for a in game.legal_actions(three))


def test_th33_castle_garden_empties_before_the_election():
    # R19 R16
    s = election(3, garden="IR IT", bag={"IR": 14, "EN": 16, "GE": 15, "IT": 15}, spare_to=1)
    assert sum(s.bag) == 60
    s, ev = play(s, "end")
    assert of_type(ev, E.GardenReturned)[0].cubes == (1, 0, 0, 1)
    first_ward = of_type(ev, E.WardElected)[0]
    assert ev.index(of_type(ev, E.GardenReturned)[0]) < ev.index(first_ward)
    # nobody won anything: no mayor, year 5 starts and its first turn refills (R16)
    while s.phase == "activate":  # zone II joins at year 5 with 3 players
        s, _ = game.apply(s, game.chance_outcomes(s)[0][0])
    assert s.year == 5 and s.phase == "draw" and sum(s.bag) == 62 and s.garden == [0] * 4


def test_th34_final_scoring():
    # R56 R57 R55
    s = election(
        3,
        year=16,
        chips={RED: "IR3 GE2 IT1", YELLOW: "IR3 EN2", PURPLE: "EN1 GE2"},
        slander={RED: 1, YELLOW: 0, PURPLE: 3},
    )
    s, ev = play(s, "end")  # nobody won a ward: all tie at 0 wards (A20), red has most chips
    assert s.phase == OVER and of_type(ev, E.MayorChosen)[0].player == RED
    final = [0, 0, 0]
    for e in of_type(ev, E.PointsScored):
        if e.why != "mayor":
            final[e.player] += e.points
    assert final == [7, 4, 5] and s.vp == [7 + 3, 4, 5]
    parts = game.result(s).breakdown
    assert [(p["majorities"], p["slander"]) for p in parts] == [(6, 1), (4, 0), (2, 3)]


def test_th35_final_tie_break():
    # R58
    s = election(3, year=16, chips={RED: "IR3 EN1 GE4", YELLOW: "IR3 EN3 GE1 IT1"})
    s.vp = [31, 31, 0]
    s.phase = OVER
    r = game.result(s)
    assert r.winner == YELLOW and r.decided_by == "english"


def test_th37_slander_removes_a_candidacy():
    # R33 R38
    s = table(
        3,
        year=8,
        current=RED,
        first=YELLOW,
        cubes={4: "EN"},
        bosses={4: {RED: 1, YELLOW: 1}},
        chips={RED: "EN1", YELLOW: "EN3"},
    )
    s, _ = play(s, "slander yellow@4 EN", "place B14 B14")
    assert s.candidates(4) == [RED]
    s, ev = play(s, "end")
    assert elected(ev, 4).winner == RED and not of_type(ev, E.BidLocked)


def test_r55_game_ends_after_fourth_election_without_offices():
    # R55
    s = election(3, year=16, bosses={14: {RED: 1}})
    s, ev = play(s, "end")
    assert s.phase == OVER and of_type(ev, E.GameOver)
    assert game.result(s).winner == RED


def test_bid_only_bidders_asked_and_forced_zero():
    # R40 section 9
    s = election(3, cubes={6: "IR"}, bosses={6: {RED: 1, YELLOW: 1}}, chips={YELLOW: "IR1"})
    s, _ = play(s, "end")
    assert s.phase == BIDDING and s.bidders == [YELLOW]
    s, ev = play(s, "bid IR1")
    assert s.winners[6] == YELLOW
    assert [e.player for e in of_type(ev, E.BidLocked)] == [YELLOW]  # red never asked
