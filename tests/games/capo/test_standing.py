"""The score so far (`CapoGame.standing`): the final breakdown's rows (R66-R68) counted
from what a view may see (R69-R77), never from a face-down bribe the viewer cannot know."""

from __future__ import annotations

import random

from gamebox.games.capo.model import Marker

from .helpers import BLUE, RED, game, play, random_game, table

ROWS = ["cards", "card_cubes", "mayor_cubes", "total", "mayor_markers"]


def test_r66_r67_the_standing_has_the_end_screens_rows_and_counts_what_is_open():
    s = table(
        sides={RED: {"W1": ["I3"], "W2": ["I1"], "B2": ["I2"]},
               BLUE: {"W1": ["I1"], "W2": ["I2"], "B2": ["I2"]}},
        card_cubes={"W1": 2, "W2": 1, "B2": 4},
        score_piles=(1, 3),
        hands=(4, 5),
    )
    red, blue = game.standing(game.view(s, RED))
    assert list(red) == ROWS and list(blue) == ROWS  # the end screen's rows, in its order
    # R66: W1 to Red (3 > 1) with 2 cubes; W2 to Blue (2 > 1) with 1; B2 tied, nobody
    assert red == {"cards": 1, "card_cubes": 2, "mayor_cubes": 1, "total": 4,
                   "mayor_markers": 4}
    assert blue == {"cards": 1, "card_cubes": 1, "mayor_cubes": 3, "total": 5,
                    "mayor_markers": 5}


def test_r67_the_standing_of_the_finished_game_is_its_result():
    state, _ = random_game(4)
    result = game.result(state)
    assert result is not None
    assert game.standing(game.view(state, None)) == result.breakdown  # all face up by now


def test_r75_a_face_down_bribe_counts_only_for_the_one_who_knows_it():
    s = table(sides={RED: {"W1": ["I1"]}, BLUE: {"W1": ["B3"]}}, card_cubes={"W1": 1})
    red_sees = game.standing(game.view(s, RED))
    blue_sees = game.standing(game.view(s, BLUE))
    onlooker = game.standing(game.view(s, None))
    assert red_sees[RED]["cards"] == 1 and red_sees[RED]["total"] == 2  # 1 against "?"
    assert blue_sees[BLUE]["cards"] == 1 and blue_sees[RED]["cards"] == 0  # Blue's own 3
    assert onlooker[RED]["cards"] == 1  # nobody at the screen may count Blue's bribe
    assert game.standing(s)[BLUE]["cards"] == 1  # the true state counts everything


def test_r76_states_differing_only_in_hidden_bribes_stand_the_same_for_the_viewer():
    """Fairness: swap the values under the other player's face-down bribes (and the
    bribe supply's): the view, and so the standing, is the same for Red and an onlooker."""
    rng = random.Random(7)
    for _ in range(30):
        values = [rng.choice((1, 2, 3)) for _ in range(2)]
        a = table(sides={RED: {"W1": ["I2", "B1"]}, BLUE: {"W1": [f"B{values[0]}"],
                                                           "B3": [f"B{values[1]}", "I1"]}},
                  card_cubes={"W1": 2, "B3": 1})
        b = a.copy()  # the same table with Blue's hidden values traded with the supply's
        for card, circle in b.hidden_bribe_positions(BLUE):
            old = b.sides[BLUE][card][circle].value
            new = next(v for v in (3, 1, 2) if v != old and b.bribe_pool[v] > 0)
            b.bribe_pool[new] -= 1
            b.bribe_pool[old] += 1
            b.set_marker(BLUE, card, circle, Marker("B", new, False))
        assert game.encode(a) != game.encode(b)  # the hidden parts really differ
        for viewer in (RED, None):
            assert game.encode(game.view(a, viewer)) == game.encode(game.view(b, viewer))
            assert game.standing(game.view(a, viewer)) == game.standing(game.view(b, viewer))
        # and a view never counts a value it carries for someone else's face-down bribe
        peeking = a.copy()
        peeking.viewer = RED
        assert game.standing(peeking) == game.standing(game.view(a, RED))


def test_r41_cubes_from_the_mayor_and_r43_markers_stand_as_they_are():
    s = table(level=6, mayor_cubes=3, must_roll=False, hands=(6, 2))
    after, _ = play(s, "stop")
    red = game.standing(game.view(after, BLUE))[RED]
    assert red["mayor_cubes"] == 3 and red["total"] == 3 and red["mayor_markers"] == 6
