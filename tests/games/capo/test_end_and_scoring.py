"""End of the game (R62-R65) and scoring with its tiebreaks (R66-R68)."""

from __future__ import annotations

import pytest

from gamebox.games.capo import events as E
from gamebox.games.capo.model import (
    DECISION,
    OVER,
    RESPONSE_A,
    RESPONSE_N,
    Marker,
)

from .helpers import B1, B3, BLUE, RED, W1, W2, W3, game, of_type, play, table


def end_by_last_cube(s):
    """The active player's Invest & Extort takes the last cube onto the Mayor card (which
    scores for nobody); nobody cancels. Returns the final state and the events."""
    s, events = play(s, "W6 B4")
    assert s.game_end
    while s.phase in (RESPONSE_A, RESPONSE_N):
        s, more = play(s, "pass")
        events += more
    assert s.phase == OVER
    return s, events


# -- the game-end condition (R62-R65) ------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "rolls", "supply"),
    [
        ({"influence_supply": {1: 1}}, ("W1 B2", "I1 B2"), "I1"),
        ({"influence_supply": {2: 1}}, ("W2 B2", "I2 W3"), "I2"),
        ({"influence_supply": {3: 1}}, ("W3 B1", "I3 B1"), "I3"),
        ({"bribe_supply": 1}, ("W2 B5", "draw"), "bribes"),
        ({"cube_supply": 1}, ("W6 B3",), "cubes"),
        ({"cube_supply": 1}, ("W6 B6", "cube W2"), "cubes"),
    ],
)
def test_r62_last_item_of_a_supply_ends_the_game(setup, rolls, supply):
    # R62
    # R63
    # R65
    s, events = play(table(**setup), *rolls)
    assert of_type(events, E.GameEndTriggered) == [E.GameEndTriggered(RED, supply)]
    assert s.game_end and s.ender == RED
    s, events = play(s, "pass", "pass")
    assert s.phase == OVER and game.result(s) is not None
    assert not of_type(events, E.TurnBegan)  # R63d: Blue gets no final turn


def test_r62_mayor_markers_running_out_never_end_the_game():
    # R62
    # R44
    s, _ = play(table(hands=(6, 7), pending_mayor=1), "W4 B1", "pass", "pass")
    assert s.mayor_supply == 0 and not s.game_end and s.phase == DECISION


def test_r63a_invest_and_extort_stops_after_the_last_cube():
    # R63
    s, events = play(table(level=6, cube_supply=1), "W4 B6")
    assert not of_type(events, E.ArrestTriggered)  # would have been 6 + 3 > 6
    assert s.mayor_cubes == 3 and s.level == 6 and s.pending_mayor == 0
    assert not of_type(events, E.LevelRaised) and not of_type(events, E.MayorMarkerPlaced)
    s, events = play(s, "pass", "pass")
    assert s.phase == OVER
    assert s.score_piles[RED] == 3 and s.mayor_cubes == 0  # level-6 bonus, nothing to refill


def test_r63a_invest_and_bribe_skips_the_reveal():
    # R63
    # R25
    s = table(cube_supply=1, sides={BLUE: {"W1": ["B3"]}})
    s, events = play(s, "W5 B6", "cube W1")
    assert s.game_end and not of_type(events, E.BribeRevealed)


def test_r63a_hitman_step_is_skipped():
    # R63
    # R31
    s, _ = play(table(influence_supply={1: 1}), "W1 B1", "I1 W3", "pass", "pass")
    assert s.phase == OVER and not s.hitman


def test_s34_game_end_trigger_cancelled_by_backstab():
    # R62
    # R63
    s = table(bribe_supply=1, hands=(4, 1))
    s, _ = play(s, "W5 B1", "draw")
    assert s.pending[B1] is not None and s.pending[B1].is_bribe and s.game_end
    s, _ = play(s, "pass", "backstab")
    assert s.bribes_in_supply == 1 and sum(s.bribe_pool) == 1
    assert not s.game_end and s.ender is None and s.phase == DECISION
    assert s.hands[BLUE] == 0 and s.must_roll and s.pending[B1] is None


def test_r63b_reneg_also_cancels_the_trigger():
    # R63
    # R57
    s, _ = play(table(cube_supply=1), "W6 B2", "reneg")
    assert not s.game_end and s.cube_supply == 1 and s.hands[RED] == 2 and s.must_roll


def test_s35_game_end_trigger_not_cancelled():
    # R51
    # R63
    # R65
    s = table(
        bribe_supply=1,
        hitman=True,
        pending={"W3": "I2"},
        level=5,
        mayor_cubes=4,
        hands=(3, 5),
        must_roll=False,
    )
    s, _ = play(s, "W5 B1")
    drawn = game.chance_outcomes(s)[0][0]
    s, _ = play(s, str(drawn))
    assert s.phase == RESPONSE_A and {a.kind for a in game.legal_actions(s)} == {"reneg", "pass"}
    s, _ = play(s, "pass")
    assert s.phase == RESPONSE_N and {a.kind for a in game.legal_actions(s)} == {"backstab", "pass"}
    s, events = play(s, "pass")
    # no decision point in between: no Deceive, Pocket or Scandal
    assert s.phase == OVER
    assert not of_type(events, E.PowerPaid) and not of_type(events, E.TurnBegan)
    assert s.sides[RED][W3] == [Marker("I", 2)]
    assert s.sides[RED][B1] == [Marker("B", drawn.a, True)]  # R66 turns it up for scoring
    assert of_type(events, E.ExtortionBonus) == [E.ExtortionBonus(RED, 5, 2)]
    assert s.score_piles[RED] == 2 and s.hands[RED] == 3
    assert of_type(events, E.TurnEnded) == [E.TurnEnded(RED, False)]
    assert s.ender == RED and game.result(s) is not None


def test_s26_refill_ends_the_game():
    # R42
    # R64
    # R65
    s = table(level=6, mayor_cubes=4, cube_supply=1, must_roll=False)
    s, events = play(s, "stop")
    assert s.score_piles[RED] == 4
    assert of_type(events, E.MayorRefilled) == [E.MayorRefilled(1)]
    assert s.mayor_cubes == 1 and s.cube_supply == 0
    assert of_type(events, E.GameEndTriggered) == [E.GameEndTriggered(RED, "cubes")]
    assert s.phase == OVER and s.ender == RED  # no window: it cannot be cancelled
    assert [type(e) for e in events].index(E.TurnEnded) < [type(e) for e in events].index(
        E.GameOver
    )


def test_r65_blue_can_be_the_game_ender():
    # R65
    s, _ = end_by_last_cube(table(cube_supply=1, active=BLUE))
    assert s.ender == BLUE


# -- scoring (R66-R68) ---------------------------------------------------------------------


def test_s37_scoring_and_the_first_tiebreak():
    # R66
    # R67
    # R68
    s = table(
        sides={
            RED: {"W1": ["I3", "I2"], "W2": ["B2"], "B1": ["B1", "B1"], "B2": ["I1"], "B3": ["I2"]},
            BLUE: {"W1": ["I1", "B3"], "W2": ["I2"], "B1": ["I3"], "B3": ["B3"]},
        },
        card_cubes={"W1": 2, "W2": 1, "B1": 3, "B3": 1},
        score_piles=(3, 1),
        hands=(2, 4),
        cube_supply=1,
        spare_cubes_to="mayor",
    )
    s, events = end_by_last_cube(s)
    assert all(m.face_up for p in (RED, BLUE) for side in s.sides[p] for m in side)
    reveal = of_type(events, E.FinalReveal)[0]
    assert sorted(reveal.values) == sorted(
        [(RED, W2, 0, 2), (RED, B1, 0, 1), (RED, B1, 1, 1), (BLUE, W1, 1, 3), (BLUE, B3, 0, 3)]
    )
    assert [game.card_strengths(s, c) for c in range(6)] == [
        (5, 4),
        (2, 2),
        (0, 0),
        (2, 3),
        (1, 0),
        (2, 3),
    ]
    result = game.result(s)
    red, blue = result.breakdown
    assert red == {"cards": 2, "card_cubes": 2, "mayor_cubes": 3, "total": 7, "mayor_markers": 2}
    assert blue == {"cards": 2, "card_cubes": 4, "mayor_cubes": 1, "total": 7, "mayor_markers": 4}
    assert result.scores == (7, 7)
    assert result.winner == BLUE and result.decided_by == "mayor_markers"
    assert of_type(events, E.GameOver)[0].result == result
    assert s.mayor_cubes > 0  # cubes left on the Mayor card score for nobody (R67)


def test_s38_deeper_tiebreaks():
    # R68
    red_three = table(
        sides={RED: {"W1": ["I1"], "W2": ["I1"], "W3": ["I1"]}, BLUE: {"B1": ["I1"], "B2": ["I1"]}},
        score_piles=(6, 7),
        hands=(3, 3),
        cube_supply=1,
        spare_cubes_to="mayor",
    )
    s, _ = end_by_last_cube(red_three)
    result = game.result(s)
    assert result.scores == (9, 9) and s.hands == [3, 3]
    assert result.winner == RED and result.decided_by == "cards"

    three_each = table(
        sides={
            RED: {"W1": ["I1"], "W2": ["I1"], "W3": ["I1"]},
            BLUE: {"B1": ["I1"], "B2": ["I1"], "B3": ["I1"]},
        },
        score_piles=(6, 6),
        hands=(3, 3),
        cube_supply=1,
        spare_cubes_to="mayor",
        active=BLUE,
    )
    s, _ = end_by_last_cube(three_each)
    result = game.result(s)
    assert result.scores == (9, 9) and s.ender == BLUE
    assert result.winner == BLUE and result.decided_by == "game_ender"
    assert result.ranking == (BLUE, RED)


def test_r66_tied_cards_are_removed_and_bribes_count():
    # R66
    # R67
    s = table(
        sides={RED: {"W1": ["B3"], "B2": ["I2"]}, BLUE: {"W1": ["I2", "I1"], "B2": ["B1"]}},
        card_cubes={"W1": 4, "B2": 1},
        cube_supply=1,
        spare_cubes_to="mayor",
    )
    s, _ = end_by_last_cube(s)
    result = game.result(s)
    assert result.breakdown[RED]["cards"] == 1 and result.breakdown[RED]["card_cubes"] == 1
    assert result.breakdown[BLUE]["cards"] == 0  # W1 3-3 is removed with its 4 cubes
    assert result.scores == (2, 0)


def test_r67_result_is_none_while_running():
    # R67
    assert game.result(table()) is None
