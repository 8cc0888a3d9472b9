"""The turn: offices, placement, slander (R17-R36), scenarios TH-05 to TH-17, TH-38."""

from __future__ import annotations

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.tammany.model import SLANDER_2, TURN

from .helpers import BLACK, GE, PURPLE, RED, YELLOW, counts, game, parse, play, table


def legal(s):
    return {str(a) for a in game.legal_actions(s)}


def test_th05_boss_plus_cube():
    # R27 R28 R29
    s = table(3, year=2, garden="EN2 GE IT IR", cubes={6: "GE", 2: "IR"})
    s, _ = play(s, "place B2 EN>6")
    assert s.cubes[6] == counts("GE EN") and s.garden == counts("EN GE IT IR")
    assert s.chips[RED] == counts("EN") and s.bosses[2][RED] == 1 and s.placeable(RED) == 18


def test_th06_two_bosses_in_one_ward():
    # R27 R28
    s = table(3, year=2, current=YELLOW, garden="EN")
    s, _ = play(s, "place B14 B14")
    assert s.bosses[14][YELLOW] == 2 and s.chips[YELLOW] == [0] * 4 and s.garden == counts("EN")


def test_th07_inactive_zone():
    # R3 R28
    s = table(3, year=3)
    with pytest.raises(IllegalAction):
        game.apply(s, parse(s, "place B9 B9"))


def test_r18_turn_ends_only_after_placement():
    # R17 R18
    s = table(3, year=2)
    assert "end" not in legal(s)
    s, _ = play(s, "place B1 B2")
    assert "end" in legal(s) and not any(a.startswith("place") for a in legal(s))


def test_th09_chief_of_police():
    # R23
    s = table(
        4, year=6, current=PURPLE, cubes={9: "IR", 8: "GE2 EN"}, offices={PURPLE: "chief_of_police"}
    )
    assert not any(a.endswith("@9") for a in legal(s))
    bag = s.bag[GE]
    s, _ = play(s, "office remove GE@8")
    assert s.cubes[8] == counts("GE EN") and s.bag[GE] == bag + 1
    assert not any(a.startswith("office") for a in legal(s))  # R20: once a year


def test_th10_precinct_chairman_adjacency():
    # R24
    s = table(
        5,
        year=9,
        current=BLACK,
        offices={BLACK: "precinct_chairman"},
        cubes={8: "GE2 EN", 14: "IR", 10: "EN IT", 6: "IR GE", 7: "EN"},
    )
    moves = legal(s)
    assert "office move GE@8>10" not in moves and "office move GE@6>7" not in moves
    assert not any(a.startswith("office move") and "@7>" in a for a in moves)
    s, _ = play(s, "office move GE@8>14")
    assert s.cubes[8] == counts("GE EN") and s.cubes[14] == counts("IR GE")


def test_th11_council_president_limits():
    # R25 R54
    cp = dict(offices={YELLOW: "council_president"}, mayor=RED, current=YELLOW, first=YELLOW)
    s = table(3, year=5, **cp)
    s, _ = play(s, "office lock 2")
    assert 2 in s.locked and s.locks_this_term == 1
    assert not any(a.startswith("office") for a in legal(s))  # a second lock in year 5
    s, _ = play(s, "place B1 B1", "end")  # the year goes on; yellow's next turn is year 6
    while s.current != YELLOW or s.phase != TURN:
        if game.turn(s).is_chance:
            s, _ = game.apply(s, game.chance_outcomes(s)[0][0])
        else:
            s, _ = play(s, "end" if s.placement_done else "place B1 B1")
    assert s.year == 6 and "office lock 2" not in legal(s)  # still locked
    s, _ = play(s, "office lock 9")
    assert s.locks_this_term == 2 and sorted(s.locked) == [2, 9]
    for year in (7, 8):  # 2 per term: nothing more this term
        t = table(3, year=year, locked=[2, 9], **cp)
        assert not any(a.startswith("office lock") for a in legal(t))
    nine = table(3, year=9, **cp)  # R54: term 3 starts again at 0
    assert "office lock 2" in legal(nine)


def test_r21_mayor_has_no_yearly_power():
    # R21 R20
    s = table(3, year=6, mayor=RED, offices={YELLOW: "deputy_mayor"})
    assert not any(a.startswith("office") for a in legal(s))
    assert "office chip IT" in legal(
        table(3, year=6, current=YELLOW, mayor=RED, offices={YELLOW: "deputy_mayor"})
    )


def test_r1_r14_every_player_takes_one_turn_a_year_clockwise():
    # R1 R14 R15
    s = table(4, year=2, current=PURPLE, first=PURPLE, garden="IR")
    order = []
    for _ in range(4):
        s, ev = play(s, "place B1 B1", "end")
        order += [e.player for e in ev if type(e).__name__ == "TurnBegan"]
        while s.phase == "draw":
            s, _ = game.apply(s, game.chance_outcomes(s)[0][0])
    assert order == [BLACK, RED, YELLOW, PURPLE]  # the seat cycle wraps round to purple
    assert s.year == 3 and s.current == PURPLE


def test_r26_locked_ward_is_closed():
    # R26 R4
    s = table(
        3, year=6, garden="IT", locked=[6], bosses={6: {RED: 1, YELLOW: 1}}, chips={RED: "IR2"}
    )
    acts = legal(s)
    assert not any("B6" in a or ">6" in a or "@6" in a for a in acts)


def test_r22_deputy_mayor_takes_any_chip():
    # R22
    s = table(3, year=5, offices={RED: "deputy_mayor"}, mayor=YELLOW)
    s, _ = play(s, "office chip IT")
    assert s.chips[RED] == counts("IT")


def test_th13_slander_only_from_term_2():
    # R31
    kw = dict(cubes={6: "IR"}, bosses={6: {RED: 1, YELLOW: 1}}, chips={RED: "IR2"})
    assert not any(a.startswith("slander") for a in legal(table(3, year=4, **kw)))
    assert "slander yellow@6 IR" in legal(table(3, year=5, **kw))


def test_th14_one_slander_per_term():
    # R32
    kw = dict(cubes={6: "IR"}, bosses={6: {RED: 1, YELLOW: 2}}, chips={RED: "IR2"})
    s = table(3, year=5, **kw)
    s, _ = play(s, "slander yellow@6 IR")
    assert s.slander[RED] == 2 and s.slandered_this_term[RED]
    later = table(3, year=7, slandered=[RED], slander={RED: 2}, **kw)
    assert not any(a.startswith("slander") for a in legal(later))
    nine = table(3, year=9, slander={RED: 2}, **kw)
    nine, _ = play(nine, "slander yellow@6 IR")
    assert nine.slander[RED] == 1


def th15(chips: str):
    both = {RED: 1, YELLOW: 1}
    return table(
        4,
        year=10,
        slander={RED: 2},
        chips={RED: chips},
        cubes={8: "EN GE", 5: "IR", 14: "IR GE", 10: "EN GE IT"},
        bosses={5: both, 8: both, 10: both, 14: both},
    )


def test_th15_rulebook_slander_example():
    # R33 R34 R35 R36
    s = th15("GE3")
    s, _ = play(s, "slander yellow@8 GE")
    assert s.bosses[8][YELLOW] == 0 and s.phase == SLANDER_2
    assert legal(s) == {"slander2 14", "slander2 none"}
    before = s.placeable(YELLOW)
    s, _ = play(s, "slander2 14")
    assert s.bosses[14][YELLOW] == 0 and s.chips[RED][GE] == 0 and s.slander[RED] == 1
    assert s.placeable(YELLOW) == before + 1 and s.phase == TURN
    assert not any(a.startswith("slander") for a in legal(s))


def test_th17_not_enough_chips_for_second_removal():
    # R34
    s, _ = play(th15("GE2"), "slander yellow@8 GE")
    assert s.phase == TURN and s.chips[RED][GE] == 1


def test_th38_boss_shortage():
    # R7 R30
    s = table(
        3,
        year=6,
        garden="EN",
        offices={RED: "chief_of_police"},
        mayor=YELLOW,
        bosses={1: {RED: 17}},
    )
    assert s.placeable(RED) == 1
    places = [a for a in game.legal_actions(s) if a.kind.startswith("place")]
    assert places and all(a.kind == "place_cube" for a in places)
    s.garden = [0, 0, 0, 0]
    s.bag[1] += 1
    assert {a.kind for a in game.legal_actions(s) if a.kind.startswith("place")} == {"place"}
    assert all(a.b == -1 for a in game.legal_actions(s) if a.kind == "place")
