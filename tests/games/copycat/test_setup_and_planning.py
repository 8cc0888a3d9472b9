"""Setup by player count (R13-R22) and phase 1, Planning (R23-R32): the draws, the sealed
order cards taken one at a time, the reveal and the bus with its reverse tie rule."""

from __future__ import annotations

import random

import pytest

from gamebox.games.copycat import events as E
from gamebox.games.copycat.model import ACTIONS, HIDDEN, NO, ORDER, SETUP
from gamebox.games.copycat.rules_planning import bus_order

from .helpers import P1, P2, P3, P4, cid, config, empty_hands, game, of_type, play, put, table


def set_up(n: int, seed: int = 1):
    rng = random.Random(seed)
    s = game.new_state(n)
    while s.phase == SETUP or (s.tasks and s.round == 1 and s.phase != ORDER):
        s, _ = game.apply(s, game.sample_chance(s, rng))
    return s


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_by_player_count(n):  # R13 R15 R16 R17 R18 R19 R20 R21 R22 R4 R5 R12
    s = set_up(n)
    assert s.phase == ORDER and s.round == 1
    for p in range(n):
        assert s.available[p] == 3 and s.reserve[p] == 4  # R13, R12: 7 workers per colour
        assert len(s.hand[p]) == 5 and len(s.draw[p]) == 5  # R15, R23
        owned = {config.cards[c].set for c in s.hand[p] + s.draw[p]}
        assert owned == {"ABCD"[p]}  # one start set each
        assert s.vp[p] == 0
    # R16, R17, R22: section I on the street, 40 + N cards in the supply deck
    assert all(config.cards[c].section == 1 for c in s.street) and len(set(s.street)) == 11
    assert sum(len(sec) for sec in s.supply) == 40 + n == (42, 43, 44)[n - 2]
    assert len(s.supply[4]) == n and all(config.cards[c].is_doctorate for c in s.supply[4])
    # R18, R19: 10 fixed offices plus 0, 2 or 4 normal ones; R20: one office card open
    normal = {2: [], 3: ["n1", "n2"], 4: ["n1", "n2", "n3", "n4"]}[n]
    ids = [config.offices[o].id for o in s.offices]
    assert ids[:10] == [f"b{i:02d}" for i in range(1, 11)]
    assert ids[10:-1] == normal
    assert config.offices[s.offices[-1]].section == 1  # R20: a section-1 card on top
    assert sum(len(sec) for sec in s.office_deck) == 10
    assert s.marker_supply == 25 and not any(s.markers)  # R21
    unused = 4 - n
    assert len(s.box) == unused * 10 + unused  # unused start sets and doctorates (R15, R17)


def test_th29_office_count():  # R22
    """T29: 3 players, round 5: 17 offices for 9 starting workers."""
    rng = random.Random(2)
    s = game.new_state(3, {"start_player": 0})
    while s.round < 5:
        s, _ = game.apply(s, game.legal_actions(s)[-1] if not game.turn(s).is_chance
                          else game.sample_chance(s, rng))
    assert len(s.offices) == 10 + 2 + 5 == 17


def test_initial_bus_is_random_or_chosen():  # R14 R32
    s = game.new_state(3)
    assert game.turn(s).is_chance and len(game.chance_outcomes(s)) == 6
    s, ev = game.apply(s, game.parse_action(s, "bus P3 P1 P2"))
    assert s.bus == s.prev_bus == (P3, P1, P2) and of_type(ev, E.BusDrawn)
    fixed = game.new_state(4, {"start_player": 2})
    assert fixed.prev_bus == (2, 3, 0, 1)


def order_table(n: int, prev: tuple[int, ...], cards: dict[int, str]):
    s = table(n)
    s.prev_bus = s.bus = prev
    empty_hands(s)
    for p, ref in cards.items():
        put(s, p, "hand", ref, "Fatherly Friend")
    return s


def commit(s, cards: dict[int, str]):
    for p in s.prev_bus:
        if p in cards:
            assert s.acting() == p  # R24: one player at a time, in the last bus order
            s, ev = play(s, f"order {config.cards[cid(cards[p])].id}")
    return s, ev


def test_th01_simple_turn_order():  # R26 R27 R30
    s = order_table(3, (P1, P2, P3), {P1: "start_A_12", P2: "Phone Bank", P3: "start_C_17"})
    s, ev = commit(s, {P1: "start_A_12", P2: "Phone Bank", P3: "start_C_17"})
    assert s.bus == (P2, P3, P1)
    assert cid("start_A_12") in s.temp[P1] and cid("Phone Bank") in s.temp[P2]  # R30
    revealed = of_type(ev, E.OrderRevealed)[0]
    assert revealed.values == (12, 27, 17) and revealed.bus == (P2, P3, P1)


def test_th02_two_way_tie():  # R28 R29
    s = order_table(4, (P1, P2, P3, P4), {P1: "start_A_11", P2: "start_B_16",
                                          P3: "start_C_16", P4: "start_D_09"})
    s, _ = commit(s, {P1: "start_A_11", P2: "start_B_16", P3: "start_C_16", P4: "start_D_09"})
    assert s.bus == (P3, P2, P1, P4)


def test_th03_three_way_tie():  # R28
    assert bus_order([18, 18, 10, 18], (P1, P2, P3, P4)) == (P4, P2, P1, P3)
    assert bus_order([5, 5, 5, 5], (P1, P2, P3, P4)) == (P4, P3, P2, P1)  # four tied
    assert bus_order([7, 7], (P2, P1)) == (P1, P2)  # two swap


def test_th38_doctorate_counts_zero():  # R7
    s = order_table(2, (P1, P2), {P1: "dr1", P2: "start_B_09"})
    s, ev = commit(s, {P1: "dr1", P2: "start_B_09"})
    assert s.bus == (P2, P1) and of_type(ev, E.OrderRevealed)[0].values == (0, 9)


def test_empty_hand_commits_nothing():  # R25
    s = order_table(3, (P1, P2, P3), {P1: "start_A_12", P3: "start_C_13"})
    assert s.hand[P2] == ()
    s, ev = commit(s, {P1: "start_A_12", P3: "start_C_13"})
    assert of_type(ev, E.OrderRevealed)[0].values[P2] == -1 and s.bus == (P3, P1, P2)


def test_sealed_until_the_reveal_and_dead_for_the_round():  # R24 R26 R30 R31 R100
    s = order_table(3, (P1, P2, P3), {P1: "Lobby Lunch", P2: "start_B_10", P3: "start_C_10"})
    s, ev = play(s, "order c36")
    assert s.order_card[P1] == cid("c36") and s.phase == ORDER
    for viewer in (P2, P3, None):
        assert game.view(s, viewer).order_card[P1] == HIDDEN
        seen = game.view_event(of_type(ev, E.OrderCommitted)[0], viewer)
        assert seen.card == "?"
    assert game.view(s, P1).order_card[P1] == cid("c36")
    s, ev = play(s, "order start_B_10", "order start_C_10")
    assert s.phase == ACTIONS and all(c == NO for c in s.order_card)
    assert cid("c36") in s.temp[P1]  # R30: never usable this round (see T22)


def test_th23_reshuffle_at_planning():  # R65 R67 R66
    s = table(2)
    empty_hands(s)
    cards = list(s.draw[P1])
    s.draw[P1] = tuple(cards[:2])
    s.discard[P1] = tuple(cards[2:])
    s.tasks = (("draw", P1, 5),)
    rng = random.Random(4)
    events = []
    while s.tasks:
        s, ev = game.apply(s, game.sample_chance(s, rng))
        events += ev
    assert len(s.hand[P1]) == 5 and len(s.draw[P1]) == 5 and s.discard[P1] == ()
    reshuffles = of_type(events, E.Reshuffled)
    assert len(reshuffles) == 1 and reshuffles[0].count == 8
    drawn = [e for e in events if isinstance(e, E.CardDrawn)]
    assert len(drawn) == 5 and {cid(e.card) for e in drawn[:2]} == set(cards[:2])


def test_draw_ends_short_when_both_piles_are_empty():  # R65
    s = table(2)
    empty_hands(s)
    s.discard[P1] = ()
    keep = s.draw[P1][:2]
    s.box = (*s.box, *s.draw[P1][2:])
    s.draw[P1] = keep
    s.tasks = (("draw", P1, 5),)
    rng = random.Random(1)
    events = []
    while s.tasks:
        s, ev = game.apply(s, game.sample_chance(s, rng))
        events += ev
    assert len(s.hand[P1]) == 2 and of_type(events, E.DrawEnded)[0].missing == 3


def test_a_draw_is_a_chance_step_over_the_pile_as_a_multiset():  # R64 R98
    s = set_up(2)
    s2 = game.new_state(2, {"start_player": 0})
    outcomes = game.chance_outcomes(s2)
    assert len(outcomes) == 11 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    assert {str(a).split()[0] for a, _ in outcomes} == {"street"}
    assert s.round == 1
