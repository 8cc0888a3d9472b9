"""Random games for 3-5 players (R5, R6 after every action), hidden information (§7,
R76, R82), determinize and the notation round trip (§9.10)."""

from __future__ import annotations

import random

import pytest

from gamebox.games.sheriff.model import HIDDEN, LEGAL, OVER

from .helpers import GOLD, conservation_errors, game, random_game


def _hidden_ok(state, viewer) -> None:
    v = game.view(state, viewer)
    assert v.deck is None and v.deck_size == state.deck_size  # R6
    assert all(g == HIDDEN for g in v.box)  # R86
    assert v.piles == state.piles  # R7: both piles fully public
    for p in range(state.n):
        assert len(v.hands[p]) == len(state.hands[p])
        assert v.stall_legal[p] == state.stall_legal[p]  # legal stall goods are public
        assert len(v.stall_contra[p]) == len(state.stall_contra[p])
        if p == viewer:
            assert v.hands[p] == state.hands[p]
            assert v.bags[p] == state.bags[p]
            continue
        known = state.known[p]  # §7.1: only cards seen taken from a pile (R20)
        assert v.hands[p] == known + [HIDDEN] * (len(state.hands[p]) - len(known))
        if state.bags[p] is not None:
            assert v.bags[p] == [HIDDEN] * len(state.bags[p])
        if state.phase != OVER:
            pairs = zip(v.stall_contra[p], state.stall_contra[p], strict=True)
            for (g, public), (true, _) in pairs:
                assert g == (true if public else HIDDEN)
    if state.active != viewer:
        assert all(g == HIDDEN for g in v.set_aside)


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_conserve_cards_and_gold(n, seed):  # R5, R6, S43
    seen_views = 0

    def check(before, action, after):
        nonlocal seen_views
        errors = conservation_errors(after, GOLD[n])
        assert not errors, (str(action), errors)
        if random.Random(hash((seed, str(action), after.round))).random() < 0.05:
            _hidden_ok(after, after.active if after.active >= 0 else 0)
            _hidden_ok(after, None)
            seen_views += 1

    options = {"royal_goods": seed == 2, "random_removal": n == 5}
    state, _ = random_game(n, seed, check, options)
    assert state.phase == OVER and state.round == game.config.rounds(n)
    result = game.result(state)
    assert result is not None and len(result.ranking) == n
    assert seen_views > 0


def test_random_game_without_negotiation():
    state, _ = random_game(4, 7, lambda b, a, s: None, {"negotiation": False})
    assert state.phase == OVER


def test_views_never_leak_and_determinize_is_consistent():  # R76, R82
    rng = random.Random(3)
    state = game.new_state(4, {"royal_goods": True})
    for step in range(1500):
        if game.turn(state).is_over:
            break
        if game.turn(state).is_chance:
            action = game.sample_chance(state, rng)
        else:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state, events = game.apply(state, action)
        if step % 37 == 0:
            for viewer in range(4):
                _hidden_ok(state, viewer)
                view = game.view(state, viewer)
                full = game.determinize(view, rng)
                assert not conservation_errors(full, 200)
                assert full.hands[viewer] == state.hands[viewer]
                assert full.piles == state.piles
                assert sum(full.deck.values()) == state.deck_size
                for p in range(4):
                    for g, _ in full.stall_contra[p]:
                        assert g not in LEGAL
                if not game.turn(full).is_chance:
                    assert game.legal_actions(full)
                game.view(full, viewer)
        for event in events:
            for viewer in range(4):
                shown = game.view_event(event, viewer)
                assert type(shown) is type(event)


def test_notation_round_trip():  # §9.10
    rng = random.Random(5)
    state = game.new_state(5)
    seen = set()
    for _ in range(2500):
        if game.turn(state).is_over:
            break
        if game.turn(state).is_chance:
            options = [a for a, _ in game.chance_outcomes(state)]
            action = game.sample_chance(state, rng)
        else:
            options = game.legal_actions(state)
            action = options[rng.randrange(len(options))]
        for a in options:
            assert game.parse_action(state, str(a)) == a, str(a)
            seen.add(a.kind)
        state, _ = game.apply(state, action)
    assert {"draw", "setaside", "load", "declare", "skip", "offer", "pass", "inspect"} <= seen


def test_unknown_text_is_refused():
    from gamebox.engine.game import IllegalAction

    state = game.new_state(4)
    with pytest.raises(IllegalAction, match="unknown action"):
        game.parse_action(state, "smuggle everything")


def test_encode_is_json_ready_and_views_refuse_play():
    import json

    from gamebox.engine.game import IllegalAction

    state = game.new_state(3)
    json.dumps(game.encode(state))
    with pytest.raises(IllegalAction, match="view"):
        game.apply(game.view(state, 0), game.chance_outcomes(state)[0][0])
