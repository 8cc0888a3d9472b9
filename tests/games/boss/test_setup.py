"""Set-up per player count and the deal (spec section 4, R1-R9, R34, R35)."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.boss import events as E
from gamebox.games.boss.model import DEAL, FACEDOWN, FIRST, PLACE

from .helpers import dealt, game, lay, of_type, random_game


def test_s01_setup_2p():
    # S1 R2 R3 R7 R8 R19: 2 players
    layout = lay(2)
    assert layout.ids == ("new_york", "chicago", "boston", "detroit")
    assert len(layout.all_cards) == 13
    s = dealt(2)
    assert sum(1 for c in s.facedown if c) == 3 and s.facedown[layout.chicago] == ""
    assert [len(h) for h in s.hands] == [5, 5]
    assert layout.rounds == 5 and layout.police_before == 4


def test_s02_setup_3p():
    # S2 R2 R3 R7
    layout = lay(3)
    assert layout.ids == (
        "new_york", "chicago", "boston", "detroit", "cincinnati", "philadelphia",
    )
    s = dealt(3)
    assert len(layout.all_cards) == 20 and sum(1 for c in s.facedown if c) == 5
    assert [len(h) for h in s.hands] == [5, 5, 5]


def test_s03_setup_5p():
    # S3 R2 R7 R8 R19
    layout = lay(5)
    assert layout.ids == lay(4).ids and layout.cities == 8
    s = dealt(5)
    assert len(layout.all_cards) == 27 and sum(1 for c in s.facedown if c) == 7
    assert [len(h) for h in s.hands] == [4] * 5
    assert layout.rounds == 4 and layout.police_before == 3


def test_r1_player_counts_and_teams():
    # R1 R39: 2-6 players; teams of two only with six, partners opposite
    for n in (1, 7):
        with pytest.raises(ValueError, match="2 to 6"):
            game.new_state(n)
    s = game.new_state(6, {"start_player": 0})
    assert s.colours == 3 and [s.colour_of(p) for p in range(6)] == [0, 1, 2, 0, 1, 2]
    assert s.members(1) == (1, 4)
    assert game.new_state(5, {"start_player": 0}).colours == 5


def test_r4_supplies_and_money():
    # R4: 6 marked + 3 occasional (2-5 players), 5 + 2 each with six; money 0
    for n in (2, 3, 4, 5):
        s = game.new_state(n, {"start_player": 0})
        assert s.sup_m == [6] * n and s.sup_o == [3] * n and s.money == [0] * n
    s = game.new_state(6, {"start_player": 0})
    assert s.sup_m == [5] * 6 and s.sup_o == [2] * 6 and s.money == [0, 0, 0]


def test_r5_r6_police_pile_and_first_player_are_chance():
    # R5: five police cards face down; R6: the first player by setup choice or chance
    s = game.new_state(4)
    assert s.phase == FIRST and sorted(s.police_pile) == sorted(game.config.police)
    outcomes = game.chance_outcomes(s)
    texts = [str(a) for a, _ in outcomes]
    assert texts == ["first yellow", "first white", "first red", "first black"]
    s, ev = game.apply(s, game.parse_action(s, "first red"))
    assert s.first == 2 and of_type(ev, E.FirstPlayerChosen)[0].player == 2
    assert s.phase == FACEDOWN
    with pytest.raises(ValueError):
        game.new_state(3, {"start_player": 3})


def test_r7_deal_is_chance_one_card_at_a_time():
    # R7: a face-down reward per city (uniform among its cards), then the rest dealt
    s = game.new_state(3, {"start_player": 1})
    outcomes = game.chance_outcomes(s)
    assert {a.card for a, _ in outcomes} == set(lay(3).cards_of[0])
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    rng = random.Random(2)
    while s.phase == FACEDOWN:
        s, _ = game.apply(s, game.sample_chance(s, rng))
    assert s.phase == DEAL and len(s.deck) == 15
    first = game.chance_outcomes(s)
    assert all(a.seat == 1 for a, _ in first) and len(first) == 15  # from the first player
    while s.phase == DEAL:
        s, _ = game.apply(s, game.sample_chance(s, rng))
    assert s.phase == PLACE and s.deck == [] and [len(h) for h in s.hands] == [5, 5, 5]


def test_r7_a_deal_outcome_names_seat_and_card():
    s = game.new_state(2, {"start_player": 0})
    rng = random.Random(1)
    while s.phase == FACEDOWN:
        s, _ = game.apply(s, game.sample_chance(s, rng))
    card = s.deck[0]
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, f"deal white {card}"))  # yellow is dealt first
    s, ev = game.apply(s, game.parse_action(s, f"deal yellow {card}"))
    layout = game.layout(2)
    assert of_type(ev, E.CardDealt)[0] == E.CardDealt(0, card, layout.ids[layout.city_of[card]])


def test_s38_full_redeal_every_hand():
    # S38 R7: every hand deals all 27 cards anew, whoever won what before
    seen = []

    def check(before, action, after, events):
        for e in events:
            if isinstance(e, E.HandBegan):
                seen.append((e.hand, len(after.deck)))

    random_game(4, 3, check)
    assert len(seen) >= 3 and all(size == 27 for _, size in seen)


def test_s21_chicago_moves_right_then_stays():
    # S21 R34: positions per hand
    expected = {2: [2, 3, 4, 4, 4], 3: [2, 3, 4, 5, 6], 6: [2, 3, 4, 5, 6]}
    for n, positions in expected.items():
        s = game.new_state(n, {"start_player": 0})
        chicago = lay(n).chicago
        got = []
        for _ in range(5):
            got.append(s.row.index(chicago) + 1)
            s = s.copy()
            s.phase = "play"
            game._finish_hand(s, [])
        assert got == positions, n
    assert lay(6).ids[-1] == "st_louis"  # never left of Chicago in five hands


def test_s37_marker_rotation():
    # S37 R35 R6: A first in hand 1, B in hand 2, C in hand 3
    s = game.new_state(3, {"start_player": 0})
    firsts = []
    for _ in range(3):
        firsts.append(s.first)
        s = s.copy()
        game._finish_hand(s, [])
    assert firsts == [0, 1, 2]
    s6 = game.new_state(6, {"start_player": 5})
    s6 = s6.copy()
    game._finish_hand(s6, [])
    assert s6.first == 0  # R35: the next person, whatever the team


def test_r8_r9_rounds_and_availability():
    # R8: as many rounds as cards; R9: available marked = owned - dead - benched
    s = dealt(4)
    assert s.round == 1 and s.order == [0, 1, 2, 3]
    s = s.copy()
    s.hospital[1] = [3]
    s.sup_m[1] -= 1
    s.prison[2] = [4]
    s.sup_m[2] -= 1
    game._finish_hand(s, [])  # into hand 2
    assert s.sup_m[1] == 5 and s.sup_m[2] == 5
    game._finish_hand(s, [])  # into hand 3
    assert s.sup_m[1] == 6 and s.sup_m[2] == 5
    game._finish_hand(s, [])
    assert s.sup_m[2] == 6
