"""Capo Dei Capi in words: every event and action has a description, hidden values never
show (R70, R71, R75), and the table text keeps placement order and "+?×n" strengths."""

from __future__ import annotations

import inspect
import random
import re

import pytest

from gamebox.engine.game import Event, Result
from gamebox.games.capo import events as E
from gamebox.games.capo import text as T
from gamebox.games.capo.model import MAYOR, NO, CapoAction

from .helpers import BLUE, RED, game, table

NAMES = ["Red", "Blue"]
W1, W2, W3, B1, B2, B3 = range(6)

SAMPLES: list[Event] = [
    E.StartPlayerChosen(RED),
    E.TurnBegan(BLUE, 7),
    E.DiceRolled(RED, 4, 3, "extort"),
    E.InfluencePlaced(RED, B1, 2),
    E.BribePlaced(RED, W1, 3),
    E.LevelRaised(RED, 3, 5),
    E.LevelRaised(RED, 2, 2, scandal=True),
    E.MayorMarkerPlaced(RED),
    E.MayorMarkerPlaced(RED, to_hand=True),
    E.MayorMarkerSkipped(RED),
    E.CubePlaced(RED, B3),
    E.CubePlaced(RED, MAYOR),
    E.CubeMoved(RED, W2, B2),
    E.BribeRevealed(RED, BLUE, W3, 1, 2),
    E.GameEndTriggered(RED, "cubes"),
    E.GameEndTriggered(RED, "bribes"),
    E.GameEndTriggered(RED, "I1"),
    E.GameEndTriggered(RED, "I2"),
    E.GameEndTriggered(RED, "I3"),
    E.HitmanTaken(RED),
    E.PaidOff(RED),
    E.ArrestTriggered(RED, "hitman"),
    E.ArrestTriggered(RED, "no_slot"),
    E.ArrestTriggered(RED, "level"),
    E.Arrested(RED, ((W1, "I2"), (B2, "B")), 1),
    E.Arrested(RED, (), 0),
    E.RollCancelled(RED, "reneg", 2),
    E.RollCancelled(BLUE, "backstab", 1),
    E.WindowPassed(RED, "reneg"),
    E.WindowPassed(BLUE, "backstab"),
    E.WindowPassed(RED, "arrest"),
    E.MarkerDeceived(RED, W1, B3),
    *[E.PowerPaid(RED, power, 1) for power in ("deceive", "pocket", "payoff", "scandal")],
    E.PowerPaid(BLUE, "backstab", 1),
    E.PowerPaid(RED, "reneg", 2),
    E.MarkerCommitted(RED, B1, 0, "I", 2),
    E.MarkerCommitted(RED, W1, 2, "B", 3),
    E.MarkerCommitted(RED, W1, 2, "B", 0),
    E.MarkerCommitted(RED, B1, 0, "I", 2, pocketed=True),
    E.MarkerCommitted(RED, W1, 2, "B", 3, pocketed=True),
    E.MarkerCommitted(RED, W1, 2, "B", 0, pocketed=True),
    E.MarkerDiscarded(RED, W2, "I", 1, was_new=True),
    E.MarkerDiscarded(RED, W2, "B", 2, was_new=False),
    E.MarkerDiscarded(RED, W2, "B", 0, was_new=True),
    E.MayorMarkersBanked(RED, 2),
    E.ExtortionBonus(RED, 6, 3),
    E.ExtortionBonus(RED, 5, 0),
    E.MayorRefilled(2),
    E.HandTrimmed(RED, 1),
    E.TurnEnded(RED, False),
    E.TurnEnded(RED, True),
    E.FinalReveal(((RED, W1, 0, 3), (BLUE, B2, 1, 1))),
    E.FinalReveal(()),
    E.GameOver(Result((9, 7), (0, 1), "score")),
    E.GameOver(Result((7, 7), (1, 0), "mayor_markers")),
]


def event_classes() -> set[type]:
    return {
        cls
        for _, cls in inspect.getmembers(E, inspect.isclass)
        if issubclass(cls, Event) and cls is not Event and cls.__module__ == E.__name__
    }


def assert_words(text: str) -> None:
    assert text.strip(), "empty description"
    assert "%{" not in text, f"unfilled placeholder in {text!r}"
    assert "capo." not in text and "gamebox." not in text, f"missing translation in {text!r}"


def test_every_event_class_has_a_sample_and_a_description():
    assert {type(e) for e in SAMPLES} == event_classes()
    for event in SAMPLES:
        assert_words(T.describe_event(event, NAMES))


def test_examples_from_the_brief():
    assert T.describe_event(E.DiceRolled(RED, 4, 3, "extort"), NAMES) == (
        "Red rolls white 4, black 3: Extort."
    )
    assert T.describe_event(E.InfluencePlaced(RED, B1, 2), NAMES) == (
        "Red puts an Influence 2 next to Jazz Club (B1)."
    )
    assert T.describe_event(E.BribePlaced(RED, W1, 0), NAMES) == (
        "Red draws a bribe and puts it face down next to Police (W1)."
    )
    assert "a face-down bribe" in T.describe_event(E.MarkerCommitted(RED, W1, 0, "B", 0), NAMES)


def test_names_are_used_for_every_player():
    text = T.describe_event(E.RollCancelled(BLUE, "backstab", 1), ["Ann", "Bob"])
    assert "Bob backstabs" in text and "Ann's roll" in text


HIDING = [
    lambda v: E.BribePlaced(RED, W1, v),
    lambda v: E.MarkerCommitted(RED, W1, 2, "B", v),
    lambda v: E.MarkerCommitted(RED, W1, 2, "B", v, pocketed=True),
    lambda v: E.MarkerDiscarded(RED, W1, "B", v, was_new=True),
    lambda v: E.MarkerDiscarded(RED, W1, "B", v, was_new=False),
]


@pytest.mark.parametrize("make", HIDING)
def test_redacted_events_do_not_depend_on_the_hidden_value(make):
    for reader in (BLUE, None):
        texts = {T.describe_event(game.view_event(make(v), reader), NAMES) for v in (1, 2, 3)}
        assert len(texts) == 1, texts
        text = texts.pop()
        assert "worth" not in text
        # The only digits left are the card id and the circle, never a value.
        stripped = re.sub(r"\(W1\)|circle \d", "", text)
        assert not re.search(r"\d", stripped), text


def test_a_drawn_bribe_is_never_valued_even_unredacted():
    texts = {T.describe_event(E.BribePlaced(RED, B2, v), NAMES) for v in (0, 1, 2, 3)}
    assert len(texts) == 1


def test_the_owner_reads_the_value_of_their_committed_bribe():
    event = game.view_event(E.MarkerCommitted(RED, W1, 0, "B", 3), RED)
    assert "worth 3" in T.describe_event(event, NAMES)


# -- actions --------------------------------------------------------------------------------
ALL_KINDS = [
    CapoAction("start", 1),
    CapoAction("dice", 4, 3),
    CapoAction("draw", 2),
    CapoAction("influence", 2, B1),
    CapoAction("bribe", W3),
    CapoAction("cube", B2),
    CapoAction("move", W1, W2),
    CapoAction("deceive", W1, B3),
    CapoAction("pocket", W1),
    CapoAction("reveal", W2, 0),
    CapoAction("scandal", 2),
    CapoAction("discard", W1, 0),
    CapoAction("discard", NO, NO),
    CapoAction("roll"),
    CapoAction("stop"),
    CapoAction("reneg"),
    CapoAction("backstab"),
    CapoAction("pass"),
    CapoAction("payoff"),
    CapoAction("hitman"),
]


def test_every_action_kind_has_a_description():
    state = table(pending={"W1": "B2"}, sides={RED: {"W1": ["I1"]}, BLUE: {"W2": ["B3"]}})
    view = game.view(state, RED)
    for action in ALL_KINDS:
        text = T.describe_action(action, view, NAMES)
        assert_words(text)
        assert text != str(action), f"{action} is described by its notation only"


def test_action_descriptions_in_words():
    view = game.view(table(pending={"W1": "B2"}), RED)
    assert T.describe_action(CapoAction("influence", 2, B1), view, NAMES) == (
        "Put an Influence 2 next to Jazz Club (B1)"
    )
    pocket = T.describe_action(CapoAction("pocket", W1), view, NAMES)
    assert "face-down bribe" in pocket and "2" not in pocket.replace("Police (W1)", "")


def test_legal_actions_of_random_games_are_described():
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_state(2, {})
        while not game.turn(state).is_over:
            turn = game.turn(state)
            if turn.is_chance:
                action = game.sample_chance(state, rng)
                assert_words(T.describe_action(action, game.view(state, None), NAMES))
            else:
                view = game.view(state, turn.player)
                legal = game.legal_actions(state)
                for choice in legal:
                    assert_words(T.describe_action(choice, view, NAMES))
                action = rng.choice(legal)
            state, events = game.apply(state, action)
            for event in events:
                assert_words(T.describe_event(game.view_event(event, RED), NAMES))
        assert_words(T.result_text(game.result(state), NAMES))


# -- the table --------------------------------------------------------------------------------
def side_row(board: str, card: str, player: str) -> str:
    lines = board.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(card))
    return next(line for line in lines[start + 1 : start + 3] if line.strip().startswith(player))


def test_board_hides_reds_face_down_bribes_from_blue():
    state = table(sides={RED: {"W1": ["I3", "B2", "I1", "B3"]}, BLUE: {"B1": ["B1"]}})
    board = T.board_text(game.view(state, BLUE), NAMES)
    row = side_row(board, "Police (W1)", "Red")
    assert "I3 ? I1 ?" in row  # placement order, never sorted (R75)
    assert "strength 4 +?×2" in row
    assert "B2" not in row and "B3" not in row
    assert "B1*" in side_row(board, "Jazz Club (B1)", "Blue")  # Blue's own bribe

    own = T.board_text(game.view(state, RED), NAMES)
    assert "I3 B2* I1 B3*" in side_row(own, "Police (W1)", "Red")
    assert "strength 9" in side_row(own, "Police (W1)", "Red")
    assert "?" in side_row(own, "Jazz Club (B1)", "Blue")


def test_board_does_not_depend_on_unseen_values():
    boards = {
        T.board_text(game.view(table(sides={RED: {"B2": ["I2", f"B{v}"]}}), BLUE), NAMES)
        for v in (1, 2, 3)
    }
    assert len(boards) == 1


def test_board_shows_the_state_of_play():
    state = table(
        pending={"W1": "I2", "B3": "B1"},
        level=4,
        hitman=True,
        pending_mayor=2,
        hands=(3, 6),
        card_cubes={"W2": 2},
        mayor_cubes=3,
        must_roll=False,
        rolls=2,
    )
    board = T.board_text(game.view(state, BLUE), NAMES)
    assert_words(board)
    assert "Red to act: roll, stop, or use a Mayor power." in board
    assert "Extortion level 4 of 6" in board
    assert "Hitman: held by Red" in board
    assert "next to it: I2" in side_row(board, "Police (W1)", "Red")
    assert "next to it: ?" in side_row(board, "Distillery (B3)", "Red")  # R70
    assert "2 cubes" in board and "Mayor card: 3 value cubes" in board
    assert "Red has 2 Mayor markers pending" in board
    assert "Mayor markers in hand: Red 3, Blue 6" in board
    assert "Supply:" in board and "bribes ×" in board
    assert "Jazz Club (B1)" in board


def test_result_text_names_the_tiebreak():
    result = Result(
        (7, 7),
        (1, 0),
        "mayor_markers",
        (
            {"cards": 3, "card_cubes": 3, "mayor_cubes": 1, "total": 7, "mayor_markers": 2},
            {"cards": 2, "card_cubes": 5, "mayor_cubes": 0, "total": 7, "mayor_markers": 4},
        ),
    )
    text = T.result_text(result, NAMES)
    assert "Blue wins, decided by Mayor markers in hand (first tiebreak)." in text
    assert (
        "Red: 7 VP = 3 cards won + 3 value cubes on them + 1 value cube from the Mayor;"
        " 2 Mayor markers in hand"
    ) in text


def test_default_names_are_red_and_blue():
    assert game.default_names(2) == ["Red", "Blue"]
