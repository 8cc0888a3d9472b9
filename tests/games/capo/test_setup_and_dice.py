"""Setup (R1-R6), the turn skeleton (R7-R11) and reading the dice (R12-R14)."""

from __future__ import annotations

from collections import Counter

import pytest

from gamebox.engine.game import CHANCE
from gamebox.games.capo import events as E
from gamebox.games.capo.invariants import conservation_errors
from gamebox.games.capo.model import (
    CARD_IDS,
    DECISION,
    DRAW,
    INFLUENCE,
    START,
    CapoAction,
)
from gamebox.games.capo.rules import STOP, classify

from .helpers import B1, B2, BLUE, RED, W1, W2, W3, arrested_by_roll, of_type, play, table


def test_r1_exactly_two_players(game):
    # R1
    assert game.min_players == game.max_players == 2
    with pytest.raises(ValueError):
        game.new_state(3)


def test_r2_row_of_cards(game):
    # R2
    assert CARD_IDS == ("W1", "W2", "W3", "B1", "B2", "B3")
    assert game.config.card_names == (
        "Police",
        "Judges",
        "Protection Racket",
        "Jazz Club",
        "Gambling House",
        "Distillery",
    )


def test_s1_setup(game):
    # R3
    # R4
    # R5
    s = game.new_state(2, {"start_player": "red"})
    assert s.mayor_cubes == 2 and s.level == 0
    assert s.cube_supply == 19
    assert s.influence[1:] == [10, 10, 10]
    assert s.bribes_in_supply == 15 and s.bribe_pool[1:] == [5, 5, 5]
    assert s.mayor_supply == 6
    assert s.hands == [4, 5]
    assert s.hitman is False
    assert s.active == RED and game.turn(s).player == RED
    assert s.phase == DECISION and s.must_roll is True
    assert all(m is None for m in s.pending) and not any(s.card_cubes)


def test_r5_random_start_player(game):
    # R5
    s = game.new_state(2)
    assert s.phase == START and game.turn(s).player == CHANCE
    outcomes = game.chance_outcomes(s)
    assert sorted((str(a), p) for a, p in outcomes) == [("start blue", 0.5), ("start red", 0.5)]
    s, events = game.apply(s, game.parse_action(s, "start blue"))
    assert s.active == BLUE and s.hands == [5, 4] and s.mayor_supply == 6
    assert of_type(events, E.StartPlayerChosen)[0].player == BLUE


def test_r6_setup_is_conserved(game):
    # R6
    assert conservation_errors(game.new_state(2)) == []
    assert conservation_errors(game.new_state(2, {"start_player": "blue"})) == []


def test_r6_conservation_errors_detect_a_broken_table(game):
    # R6
    s = table()
    s.influence[2] -= 1
    s.cube_supply += 1
    s.hands[RED] += 1
    assert len(conservation_errors(s)) == 3
    s = table()
    s.bribe_pool[1] -= 1
    s.bribe_pool[2] += 1  # the total is right, the split is not
    assert conservation_errors(s) == [
        "bribes of value 1: 4, expected 5",
        "bribes of value 2: 6, expected 5",
    ]
    s = table(influence_supply={3: 1})
    s.influence[3] = 0
    s.box_influence[3] += 1
    assert conservation_errors(s) == ["I3 supply is empty in a running game"]
    s.game_end = True
    assert conservation_errors(s) == []


def test_r7_players_alternate_turns(game):
    # R7
    s, _ = play(table(), "W1 B2", "I1 B2", "pass", "pass", "stop")
    assert s.active == BLUE and s.turn_number == 2 and game.turn(s).player == BLUE
    s, _ = play(s, "W4 B1", "pass", "pass", "stop")
    assert s.active == RED and s.turn_number == 3


def test_r8_every_turn_starts_fresh(game):
    # R8
    s = table(pending={"W1": "I3"}, level=4, hitman=True, pending_mayor=1, must_roll=False)
    s, _ = play(s, "stop")
    assert s.active == BLUE and s.phase == DECISION
    assert s.level == 0 and s.hitman is False and s.pending_mayor == 0
    assert all(m is None for m in s.pending) and s.must_roll is True


def test_r9_a_roll_cannot_be_declined(game):
    # R9
    # R12
    for w in range(1, 7):
        for b in range(1, 7):
            s, events = play(table(), f"W{w} B{b}")
            assert of_type(events, E.DiceRolled)[0].category == classify(w, b)
            assert STOP not in game.legal_actions(s)
            assert CapoAction("roll") not in game.legal_actions(s)


def test_r10_decision_point_offers_powers_then_roll_or_stop(game):
    # R10
    s = table(pending={"W1": "I1"}, must_roll=False)
    kinds = {a.kind for a in game.legal_actions(s)}
    assert kinds == {"roll", "stop", "deceive", "pocket", "scandal"}


def test_r11_must_roll_flag(game):
    # R11
    s = table()
    assert s.must_roll and STOP not in game.legal_actions(s)
    s, _ = play(s, "W4 B1", "pass", "pass")  # fully processed
    assert s.phase == DECISION and not s.must_roll and STOP in game.legal_actions(s)
    s2, _ = play(s, "scandal +1")  # a power action
    assert s2.must_roll
    s3, _ = play(s, "W4 B1", "pass", "backstab")  # a cancelled roll
    assert s3.must_roll and STOP not in game.legal_actions(s3)
    s4, _ = play(s, "W1 B1", "I1 W1", "pass", "pass", "payoff")  # a Payoff
    assert s4.must_roll
    s5, _ = play(s, "W1 B1", "I1 W1", "pass", "pass", "hitman")
    assert not s5.must_roll


def test_r12_r14_roll_table(game):
    # R12
    # R14
    counts = Counter(classify(w, b) for w in range(1, 7) for b in range(1, 7))
    doubles = sum(n for k, n in counts.items() if k.startswith("double"))
    assert doubles == 6
    assert counts["influence"] == counts["extort"] == counts["bribe"] == counts["invest"] == 6
    assert counts["bribe_extort"] == counts["invest_extort"] == counts["invest_bribe"] == 2
    # a few cells of the full table, and the data file agrees with R12 everywhere
    assert classify(1, 2) == "influence" and classify(3, 4) == "extort"
    assert classify(4, 5) == "bribe_extort" and classify(6, 5) == "invest_bribe"
    assert classify(4, 6) == "invest_extort" and classify(5, 3) == "bribe"
    assert classify(2, 6) == "invest" and classify(4, 4) == "double_4"
    assert all(classify(w, b) == a for w, b, a in game.config.dice_table)


def test_r13_dice_designate_cards_of_their_colour(game):
    # R13
    designated: Counter[int] = Counter()
    for w in range(1, 7):
        for b in range(1, 7):
            if w == b:
                continue
            s, events = play(table(), f"W{w} B{b}")
            cards: set[int] = set()
            if s.phase == INFLUENCE:
                cards = {a.b for a in game.legal_actions(s)}
            elif s.phase == DRAW:
                cards = {s.step_card}
            cards |= {e.card for e in of_type(events, E.CubePlaced) if e.card < 6}
            if max(w, b) >= 4 and min(w, b) >= 4:
                assert not cards  # dice 4-6 never designate a card
            designated.update(cards)
    assert designated == {c: 4 for c in range(6)}
    s, _ = play(table(), "W2 B3")
    assert {str(a) for a in game.legal_actions(s)} == {"I2 B3", "I3 W2"}
    s, _ = play(table(), "W6 B3")
    assert s.card_cubes[5] == 1  # black 3 -> B3


def test_s42_first_roll_never_arrests_with_a_small_mayor_pile(game):
    # R34
    for w in range(1, 7):
        for b in range(1, 7):
            assert not arrested_by_roll(table(), w, b), f"W{w} B{b}"


def test_r13_card_ids_of_the_dice(game):
    # R13
    s, _ = play(table(), "W2 B1")
    assert {(a.a, a.b) for a in game.legal_actions(s)} == {(2, B1), (1, W2)}
    s, _ = play(table(), "W3 B2")
    assert {(a.a, a.b) for a in game.legal_actions(s)} == {(3, B2), (2, W3)}
    s, _ = play(table(), "W1 B3")
    assert {(a.a, a.b) for a in game.legal_actions(s)} == {(1, 5), (3, W1)}
