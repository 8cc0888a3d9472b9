"""Random games for 2, 3 and 4 players with the invariants after every action (R4, R12,
R70-R74); hidden information in views and in events (R98-R100); determinize; the
notation round trip; determinism."""

from __future__ import annotations

import random

import pytest

from gamebox.games.copycat import events as E
from gamebox.games.copycat.model import HIDDEN, NO, ORDER, OVER

from .helpers import conservation_errors, game, random_game


def _no_leak(state, viewer) -> None:
    """R98: another player's hand, sealed order card and the split of their unseen cards
    between hand and draw pile never reach `viewer`; everything else is the state's."""
    v = game.view(state, viewer)
    assert v.street == state.street and v.offices == state.offices  # R99
    for p in range(state.n):
        assert len(v.hand[p]) == len(state.hand[p]) and len(v.draw[p]) == len(state.draw[p])
        assert v.area[p] == state.area[p] and v.temp[p] == state.temp[p]
        assert v.discard[p] == state.discard[p] and v.vp[p] == state.vp[p]
        if p == viewer:
            assert v.hand[p] == state.hand[p] and v.order_card[p] == state.order_card[p]
            assert sorted(v.draw[p]) == sorted(state.draw[p])
            continue
        assert set(v.hand[p]) <= {HIDDEN} and set(v.draw[p]) <= {HIDDEN}
        if state.order_card[p] != NO:
            assert v.order_card[p] == HIDDEN
        sealed = [state.order_card[p]] if state.order_card[p] != NO else []
        assert sorted(v.unseen[p]) == sorted([*state.hand[p], *state.draw[p], *sealed])
    assert not conservation_errors(v)


def _events_hidden(events, viewer) -> None:
    for e in events:
        seen = game.view_event(e, viewer)
        if isinstance(e, (E.CardDrawn, E.OrderCommitted)) and e.player != viewer:
            assert seen.card == "?"
        elif isinstance(e, E.CardsKept) and e.player != viewer:
            assert set(seen.cards) <= {"?"}
        else:
            assert seen == e


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_keep_every_card_worker_and_marker(n, seed):  # R1 R4 R12 R70 R71 R72 R83
    checked = 0
    steps = 0

    def check(before, action, after, events):
        nonlocal checked, steps
        steps += 1
        errors = conservation_errors(after)
        assert not errors, (str(action), errors)
        assert game.parse_action(before, str(action)) == action  # every action has a text
        if steps % 13 == 0:
            viewer = after.acting() if after.acting() is not None else 0
            _no_leak(after, viewer)
            _no_leak(after, None)
            _events_hidden(events, (viewer + 1) % n)
            checked += 1

    options = {"doctorate_mode": "on_purchase"} if seed == 2 else {}
    state, _texts = random_game(n, seed + 10 * n, check, options)
    assert state.phase == OVER
    result = game.result(state)
    assert result is not None and sorted(result.ranking) == list(range(n))
    assert checked > 0


def test_sealed_order_cards_and_hands_never_leak():  # R98 R100 R24
    rng = random.Random(5)
    s = game.new_state(3)
    sealed_seen = 0
    while s.round < 3:
        if game.turn(s).is_chance:
            action = game.sample_chance(s, rng)
        else:
            legal = game.legal_actions(s)
            action = legal[rng.randrange(len(legal))]
        s, events = game.apply(s, action)
        if s.phase == ORDER and any(c != NO for c in s.order_card):
            for viewer in (*range(3), None):
                _no_leak(s, viewer)
            sealed_seen += 1
        for viewer in range(3):
            _events_hidden(events, viewer)
    assert sealed_seen > 0


def test_determinize_is_consistent_with_the_view():  # R98
    rng = random.Random(8)
    s = game.new_state(4)
    for step in range(600):
        if game.turn(s).is_over:
            break
        if game.turn(s).is_chance:
            action = game.sample_chance(s, rng)
        else:
            legal = game.legal_actions(s)
            action = legal[rng.randrange(len(legal))]
        s, _ = game.apply(s, action)
        if step % 23:
            continue
        for viewer in range(4):
            v = game.view(s, viewer)
            d = game.determinize(v, random.Random(step))
            assert not d.is_view and not conservation_errors(d)
            assert d.hand[viewer] == s.hand[viewer]
            for p in range(4):
                assert len(d.hand[p]) == len(s.hand[p]) and d.area[p] == s.area[p]
                if p != viewer:
                    mine = sorted([*d.hand[p], *d.draw[p]]
                                  + ([d.order_card[p]] if d.order_card[p] != NO else []))
                    assert mine == sorted(v.unseen[p])
            assert game.legal_actions(d) == game.legal_actions(s) or viewer != s.acting()


def test_same_seed_same_game():  # DESIGN: determinism
    a, texts_a = random_game(3, 77)
    b, texts_b = random_game(3, 77)
    assert texts_a == texts_b and game.encode(a) == game.encode(b)
    _c, texts_c = random_game(3, 78)
    assert texts_c != texts_a


def test_replay_from_text_rebuilds_the_game():  # notation
    state, texts = random_game(2, 4)
    s = game.new_state(2)
    for text in texts:
        s, _ = game.apply(s, game.parse_action(s, text))
    assert game.encode(s) == game.encode(state)


def test_chance_outcomes_sum_to_one_and_sampling_is_one_of_them():
    rng = random.Random(2)
    s = game.new_state(2)
    seen = 0
    while not game.turn(s).is_over and seen < 200:
        if game.turn(s).is_chance:
            outcomes = game.chance_outcomes(s)
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            action = game.sample_chance(s, rng)
            assert action in [a for a, _ in outcomes] and game.is_legal(s, action)
            seen += 1
        else:
            legal = game.legal_actions(s)
            action = legal[rng.randrange(len(legal))]
        s, _ = game.apply(s, action)
    assert seen >= 50


def test_standing_reads_only_public_facts():  # R99 R54
    rng = random.Random(12)
    s = game.new_state(3)
    seen = 0
    while not game.turn(s).is_over:
        if game.turn(s).is_chance:
            action = game.sample_chance(s, rng)
        else:
            legal = game.legal_actions(s)
            action = legal[rng.randrange(len(legal))]
        s, _ = game.apply(s, action)
        if len(s.area[0]) % 3 == 0:
            rows = game.standing(game.view(s, 1))
            assert rows == game.standing(game.view(s, None)) == game.standing(s)
            assert [r["total"] for r in rows] == [sum(s.parts[p]) for p in range(3)]
            seen += 1
    final = game.result(s)
    assert list(final.breakdown[0]) == list(game.standing(s)[0])  # same keys, same order
    assert [r["total"] for r in final.breakdown] == list(final.scores)
    assert seen > 10


@pytest.mark.parametrize(
    "text",
    ["fly", "buy c99", "place z01", "option 9", "amount -1", "amount 99999999", "bus P1 P1",
     "order", "x" * 60, "target nowhere", "pass now"],
)
def test_notation_refuses_what_is_no_action(text):
    from gamebox.engine.game import IllegalAction

    with pytest.raises(IllegalAction):
        game.parse_action(game.new_state(2), text)


def test_notation_reads_any_case_and_spacing():
    s = game.new_state(2)
    assert str(game.parse_action(s, "  BUY   C36 ")) == "buy c36"
    assert str(game.parse_action(s, "order START_a_09")) == "order start_A_09"
    assert str(game.parse_action(s, "bus p2 p1")) == "bus P2 P1"
    assert str(game.parse_action(s, "Amount 3")) == "amount 3"
