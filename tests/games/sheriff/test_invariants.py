"""Random games checked after every action by gamebox.games.sheriff.invariants (R5, R6),
views that hide exactly what §7.1 hides (R76, R82), cards seen taken from a pile (R20),
the `stallc=N` notation (§9.10) and the termination of every negotiation (R111)."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.game import IllegalAction
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.invariants import INSPECT_PHASES, check, zones
from gamebox.games.sheriff.model import (
    CHOOSE,
    GIVE,
    GOODS,
    HIDDEN,
    INTERJECT,
    LEGAL,
    OPENING,
    OVER,
    RESPONSE,
    TAKE,
    Proposal,
    SheriffAction,
)

from .helpers import game, inspection, load_and_declare, of_type, play, skip_windows
from .helpers import table as build

INSPECT = (OPENING, CHOOSE, RESPONSE, INTERJECT)


def _view_problems(state, viewer) -> list[str]:
    """R76, R82: what `viewer` may not know is hidden; what is public is shown."""
    v = game.view(state, viewer)
    problems = check(v, game.config)
    if v.deck is not None or any(g != HIDDEN for g in v.box):
        problems.append("the deck or the box shows through")
    if v.piles != state.piles:  # R7
        problems.append("discard piles differ")
    for p in range(state.n):
        if v.stall_legal[p] != state.stall_legal[p]:
            problems.append("legal stall goods differ")
        if p == viewer:
            if v.hands[p] != state.hands[p] or v.bags[p] != state.bags[p]:
                problems.append("own hand or bag hidden")
            continue
        known = state.known[p]
        if v.hands[p] != known + [HIDDEN] * (len(state.hands[p]) - len(known)):
            problems.append(f"P{p + 1}'s hand shows {v.hands[p]}")
        if state.bags[p] is not None and v.bags[p] != [HIDDEN] * len(state.bags[p]):
            problems.append(f"P{p + 1}'s bag shows")
        if state.phase != OVER:
            for (g, public), (true, _) in zip(v.stall_contra[p], state.stall_contra[p],
                                              strict=True):
                if g != (true if public else HIDDEN):
                    problems.append(f"P{p + 1}'s contraband type shows")
    if state.active != viewer and any(g != HIDDEN for g in v.set_aside):
        problems.append("set-aside cards show")
    return problems


def _play_checked(n: int, seed: int, options: dict) -> int:
    rng = random.Random(seed)
    state = game.new_state(n, options)
    steps = 0
    while not game.turn(state).is_over:
        if game.turn(state).is_chance:
            action = game.sample_chance(state, rng)
        else:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state, events = game.apply(state, action)
        steps += 1
        problems = check(state, game.config)  # R5, R6 after EVERY action
        assert not problems, (steps, str(action), problems)
        if steps % 9 == 0:
            for viewer in (*range(n), None):
                assert not _view_problems(state, viewer), (steps, viewer)
        for e in events:  # a redacted event never names a card the viewer cannot know
            if isinstance(e, (E.BagLoaded, E.SetAside)):
                assert set(game.view_event(e, (e.player + 1) % n).goods) <= {HIDDEN}
        assert steps < 20_000
    assert state.phase == OVER and state.round == game.config.rounds(n)
    return steps


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("royal", [False, True])
def test_random_games_keep_every_card_and_all_gold(n, royal):  # R5, R6, R12, S43
    total = sum(game.config.deck(n, royal).values())
    assert total == {(3, False): 156, (3, True): 162}.get((n, royal), 216 if royal else 204)
    for seed in (1, 2):
        options = {"royal_goods": royal, "random_removal": seed == 2,
                   "seven_card_hand": n == 4 and seed == 2}
        assert _play_checked(n, 100 * n + seed, options) > 100


def test_the_checker_finds_broken_tables():  # R5, R6
    s = build(4)
    assert check(s, game.config) == []
    broken = s.copy()
    broken.gold[0] += 1
    assert any("R5" in p for p in check(broken, game.config))
    broken = s.copy()
    broken.hands[1].append("crossbow")
    assert any("R6" in p for p in check(broken, game.config))
    broken = s.copy()  # a card swapped for another good: the count holds, the set does not
    broken.hands[1][0] = "bleu_cheese"
    assert any("R6" in p for p in check(broken, game.config))
    assert sum(zones(s).values()) == 204


# -- cards seen taken from a discard pile (R20, §7.1) ----------------------------------------
def test_taken_cards_are_shown_to_everyone():  # R20, R7, R76
    s = build(hands={1: "apples,apples,cheese,pepper,mead,silk"},
              piles=("chicken,bread,apples", "crossbow"))
    s, _ = play(s, "setaside apples,apples", "take D1", "take D2")
    for viewer in (0, 2, None):
        assert sorted(g for g in game.view(s, viewer).hands[1] if g != HIDDEN) == [
            "chicken", "crossbow"]
    s, _ = play(s, "discard D1 apples", "discard D1 apples")
    assert game.view(s, 2).hands[1].count(HIDDEN) == 4


def test_known_cards_become_unknown_while_they_may_have_moved():  # R20, R25, R41
    s = build(hands={1: "apples,apples,cheese,pepper,mead,silk"}, piles=("chicken", "cheese"))
    s, _ = play(s, "setaside apples", "take D1")
    s, _ = play(s, "discard D2 apples")
    while s.phase != "load":
        s, _ = play(s, "setaside -")
    assert game.view(s, 0).hands[1].count("chicken") == 1
    s, _ = play(s, "load chicken,silk")
    assert "chicken" not in game.view(s, 0).hands[1]  # it may be in the bag
    s, _ = load_and_declare(s, {}, {1: "chicken"})
    s = skip_windows(s)
    s, _ = play(s, "inspect P2", "confiscate D1 silk")
    assert "chicken" not in game.view(s, 0).hands[1]  # the bag showed it: it left the hand


def test_a_set_aside_card_keeps_others_known_once_shown():  # R20, R23
    hand = "chicken,chicken,cheese,pepper,mead,silk"
    for aside, still_known in (("cheese", 1), ("chicken", 0)):
        s = build(hands={1: hand}, piles=("apples", "bread"))
        s.known[1] = ["chicken"]  # as if seen taken in an earlier round
        s, _ = play(s, f"setaside {aside}")
        assert s.phase == TAKE and "chicken" not in game.view(s, 2).hands[1]  # unsure yet
        s, _ = play(s, "take D1", f"discard D2 {aside}")
        view = game.view(s, 2).hands[1]
        assert view.count("chicken") == still_known and view.count("apples") == 1


# -- `stallc=N`: face-down cards the payer picks (§9.10, R89, R109) --------------------------
def test_stallc_by_number_notation():  # R89, R93
    p = Proposal(gold=2, stallc=(HIDDEN, HIDDEN))
    assert str(p) == "gold=2 stallc=2"
    action = game.parse_action(None, "demand P2 stallc=2")
    assert action == SheriffAction("demand", target=1, offer=Proposal(stallc=(HIDDEN, HIDDEN)))
    assert str(game.parse_action(None, "offer stallc=silk,?")) == "offer stallc=silk,?"


def test_demand_for_face_down_cards_the_merchant_picks():  # R100, R109, R77
    s = inspection(bags={1: "apples"}, declared={1: "apples"}, stalls={1: "pepper,silk"})
    assert game.is_legal(s, game.parse_action(s, "demand P2 stallc=1"))
    with pytest.raises(IllegalAction, match="R64"):
        play(s, "demand P2 stallc=3")
    s, _ = play(s, "demand P2 stallc=1", "accept")
    assert s.phase == GIVE and s.active == 1 and not s.resolved[1]
    assert sorted(str(a) for a in game.legal_actions(s)) == ["give pepper", "give silk"]
    s, ev = play(s, "give silk")
    assert s.resolved[1] and [g for g, _ in s.stall_contra[0]] == ["silk"]
    paid = of_type(ev, E.GoodsPaid)[0]
    assert game.view_event(paid, 2).good == HIDDEN and game.view_event(paid, 1).good == "silk"
    assert [g for g, _ in s.stall_contra[1]] == ["pepper"]


# -- every negotiation ends (R111) -----------------------------------------------------------
def _random_proposal(s, m: int, rng: random.Random) -> Proposal:
    others = [x for x in range(s.n) if x not in (m, s.sheriff)]
    legal = [g for g in LEGAL for _ in range(s.stall_legal[m].get(g, 0))]
    contra = [g for g, _ in s.stall_contra[m]]
    stallc: tuple[str, ...] = ()
    if contra and rng.random() < 0.3:
        stallc = (HIDDEN,) if rng.random() < 0.5 else (rng.choice(contra),)
    return Proposal(
        gold=rng.randint(0, s.gold[m] + 2),
        stall=tuple(sorted(rng.sample(legal, min(len(legal), rng.randint(0, 2))))),
        stallc=stallc,
        bag=((rng.choice(GOODS), rng.randint(1, 3)),) if rng.random() < 0.3 else (),
        inspects=(rng.choice(others),) if others and rng.random() < 0.4 else (),
        passes=(rng.choice(others),) if others and rng.random() < 0.2 else (),
        promises=(rng.choice(("pass_next_time", "gold_next_time:3", "favor")),)
        if rng.random() < 0.3 else (),
    )


def _random_negotiation_action(s, rng: random.Random):
    if s.phase in (OPENING, INTERJECT):
        kind = rng.choice(("offer", "side"))
        return SheriffAction(kind, offer=_random_proposal(s, s.active, rng))
    if s.phase == CHOOSE:
        target = rng.choice([m for m in range(s.n) if m != s.sheriff])
        return SheriffAction("demand", target=target, offer=_random_proposal(s, target, rng))
    if s.phase == RESPONSE:
        return SheriffAction("counter", offer=_random_proposal(s, s.active, rng))
    return None


@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_negotiation_terminates(n):  # R111, R99-R107
    rng = random.Random(n)
    limit = 3 * (n - 1) * n + 6 * (n - 1) + 60 * (n - 1)  # windows, demands, decisions
    for game_number in range(3):
        state = game.new_state(n, {"royal_goods": game_number == 1})
        steps_in_phase = 0
        tried = accepted = 0
        while not game.turn(state).is_over:
            if game.turn(state).is_chance:
                state, _ = game.apply(state, game.sample_chance(state, rng))
                continue
            action = None
            if state.phase in INSPECT and rng.random() < 0.6:
                action = _random_negotiation_action(state, rng)
                tried += action is not None
            if action is not None:
                try:
                    state, _ = game.apply(state, action)
                    accepted += 1
                except IllegalAction:
                    action = None
            if action is None:
                legal = game.legal_actions(state)
                assert legal, state.phase
                state, _ = game.apply(state, legal[rng.randrange(len(legal))])
            steps_in_phase = steps_in_phase + 1 if state.phase in INSPECT_PHASES else 0
            assert steps_in_phase < limit, "an Inspection phase did not end"
            assert not check(state, game.config)
        assert accepted > 10 and tried > accepted


def test_determinize_keeps_seen_cards_with_their_taker():  # R20, R82, §12.11
    s = build(hands={1: "apples,apples,cheese,pepper,mead,silk"}, piles=("crossbow", "bread"))
    s, _ = play(s, "setaside apples", "take D1", "discard D2 apples")
    while s.phase != "load":
        s, _ = play(s, "setaside -")
    s, _ = play(s, "load crossbow,silk")
    assert s.known_kept[1] == ["crossbow"]
    for seed in range(20):
        world = game.determinize(game.view(s, 0), random.Random(seed))
        assert not check(world, game.config)
        assert "crossbow" in world.hands[1] + (world.bags[1] or [])


def test_a_pending_deal_hides_named_face_down_cards():  # R93, R77
    s = inspection(bags={1: "apples"}, declared={1: "apples"}, stalls={1: "pepper,silk,mead"})
    with pytest.raises(IllegalAction, match="by number"):
        play(s, "demand P2 stallc=mead")  # the Sheriff has not seen it (§7.1)
    s, _ = play(s, "demand P2 stallc=1", "counter stallc=mead,?")
    s = skip_windows(s)
    s, _ = play(s, "accept P2")
    assert s.phase == GIVE and [g for g, _ in s.stall_contra[0]] == ["mead"]
    assert game.view(s, 2).pending_deal[1].stallc == (HIDDEN, HIDDEN)
    assert game.view(s, 1).pending_deal[1].stallc == ("mead", HIDDEN)
    assert game.view(s, 2).stall_contra[0] == [(HIDDEN, False)]
