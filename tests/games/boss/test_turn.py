"""A turn: the optional placement and the card (R10-R18), with teams (R40, R41)."""

from __future__ import annotations

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.boss import events as E
from gamebox.games.boss.model import PASS, PLACE, PLAY

from .helpers import at_turn, city, dealt, game, legal_texts, of_type, play, put

A, B, C, D = range(4)


def rejected(s, text, rule):
    with pytest.raises(IllegalAction, match=rule):
        game.apply(s, game.parse_action(s, text))
    assert text not in legal_texts(s)


def test_s05_occasional_alone():
    # S5 R13: occasionals only beside a marked gangster of their colour
    s = dealt(4)
    rejected(s, "place MEM 0m1o", "R13")
    s, ev = play(s, "place MEM 1m2o")
    assert s.totals(city(4, "memphis"))[A] == 3
    assert of_type(ev, E.GangstersPlaced)[0].total == 3


def test_s06_no_tie():
    # S6 R14: never a tie
    s = at_turn(put(dealt(4), "boston", A, 1), B)
    rejected(s, "place BOS 1m0o", "R14")
    s, _ = play(s, "place BOS 2m0o")
    assert s.totals(city(4, "boston"))[:2] == [1, 2]


def test_s07_retaking():
    # S7 R14: A needs one more than the leader
    s = at_turn(put(put(dealt(4), "boston", A, 1), "boston", B, 2), A)
    rejected(s, "place BOS 1m0o", "R14")
    s, _ = play(s, "place BOS 2m0o")
    assert s.totals(city(4, "boston"))[:2] == [3, 2]
    assert s.controller(city(4, "boston")) == A  # R14: the last to place controls


def test_s09_reinforcing():
    # S9 R14: adding to a card already led needs no minimum
    s = at_turn(put(put(dealt(4), "kansas_city", A, 3), "kansas_city", B, 2), A)
    s, _ = play(s, "place KC 1m0o")
    assert s.totals(city(4, "kansas_city"))[A] == 4


def test_s10_one_city_per_turn():
    # S10 R12: a placement is on one card; then the card is due, not a second placement
    s, _ = play(dealt(4), "place NY 1m0o")
    assert s.phase == PLAY
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, "place BOS 1m0o"))
    assert all(a.kind == "play" for a in game.legal_actions(s))


def test_s11_chicago_access():
    # S11 R15: Chicago only with a gangster on another card placed earlier this hand
    s = dealt(4)
    rejected(s, "place CHI 2m0o", "R15")
    assert not any(a.city == "chicago" for a in game.legal_actions(s))
    s = at_turn(put(dealt(4), "new_york", A, 1), A)
    s, _ = play(s, "place CHI 1m0o")
    assert s.controller(city(4, "chicago")) == A


def test_s13_mandatory_card():
    # S13 R11 R18: after a pass a card is still due; it lands on its own column
    s = dealt(4)
    card = s.hands[A][0]
    s, ev = play(s, "pass")
    assert s.phase == PLAY and of_type(ev, E.Passed)
    with pytest.raises(IllegalAction):
        game.apply(s, PASS)
    s, ev = play(s, f"play {card}")
    assert len(s.hands[A]) == 4 and s.phase == PLACE and s.order[s.turn_index] == B
    x = game.layout(4).city_of[card]
    assert s.columns[x][-1] == card and of_type(ev, E.CardPlayed)[0].card == card


def test_r18_the_card_need_not_match_the_placement():
    s = dealt(4)
    other = next(c for c in s.hands[A] if not c.startswith("det"))
    s, _ = play(s, "place DET 1m0o", f"play {other}")
    assert s.columns[game.layout(4).city_of[other]] == [other]


def test_r12_amounts_and_supply():
    # R12: m >= 0, o >= 0, m + o >= 1, from the supply; marked and occasional count alike
    s = dealt(4)
    rejected(s, "place NY 0m0o", "R12")
    rejected(s, "place NY 7m0o", "R12")
    rejected(s, "place NY 1m4o", "R12")
    s, _ = play(s, "place NY 6m3o")
    assert s.sup_m[A] == 0 and s.sup_o[A] == 0
    assert s.totals(city(4, "new_york"))[A] == 9


def test_r16_exile_bars_the_colour():
    # R16 R28: never on a card with the colour's exile token
    s = dealt(4)
    s = s.copy()
    s.exiles[A].append(city(4, "cincinnati"))
    rejected(s, "place CIN 1m0o", "R16")
    s2 = at_turn(s, B)
    assert "place CIN 1m0o" in legal_texts(s2)


def test_r17_gangsters_stay_and_r10_clockwise():
    # R17: no removal or move; R10: clockwise from the first player
    s, _ = play(dealt(4, first=2), "place DET 2m0o")
    assert s.order == [2, 3, 0, 1]
    x = city(4, "detroit")
    card = s.hands[2][0]
    s, _ = play(s, f"play {card}")
    assert s.placed_m[x * 4 + 2] == 2 and s.order[s.turn_index] == 3
    assert all(a.kind in ("pass", "place") for a in game.legal_actions(s))


def test_a_forced_pass_is_not_asked():
    # R11: with nothing placeable the placement is passed for the person (and logged)
    s = dealt(2).copy()
    s.sup_m[1], s.dead[1] = 0, 6  # B's marked gangsters are all dead
    s.sup_o[1], s.spent_o[1] = 0, 3
    s, ev = play(s, "pass", f"play {s.hands[0][0]}")
    assert s.phase == PLAY and s.order[s.turn_index] == 1
    assert [e.player for e in of_type(ev, E.Passed)] == [0, 1]


def test_s34_team_majority():
    # S34 R41 R40: the team is the unit for the majority
    s = put(put(dealt(6), "detroit", 0, 2), "detroit", 1, 3)
    s = at_turn(s, 3)  # Y2, partner of Y1 (seat 0)
    rejected(s, "place DET 1m0o", "R14")
    s, _ = play(s, "place DET 2m0o")
    assert s.totals(city(6, "detroit")) == [4, 3, 0]


def test_s35_team_occasional_support():
    # S35 R40 R13: a partner's marked gangster backs the occasional
    s = at_turn(put(dealt(6), "detroit", 0, 2), 3)
    s, _ = play(s, "place DET 0m1o")
    assert s.totals(city(6, "detroit"))[0] == 3


def test_r40_team_chicago_access_and_exile():
    # R40 R15 R16: access and exile per team colour
    s = at_turn(put(dealt(6), "boston", 0, 1), 3)
    assert "place CHI 1m0o" in legal_texts(s)  # Y1's gangster opens Chicago to Y2
    s = s.copy()
    s.exiles[0].append(city(6, "memphis"))
    assert not any(a.city == "memphis" for a in game.legal_actions(s))
