"""Hidden information (R69-R77): views, event views, determinisation, observation (S43)."""

from __future__ import annotations

import json
import random

import pytest

from gamebox.engine.ai.agent import Budget, RandomAgent
from gamebox.engine.game import IllegalAction
from gamebox.games.capo import events as E
from gamebox.games.capo.ai import make_agent
from gamebox.games.capo.invariants import conservation_errors
from gamebox.games.capo.model import DECISION, DRAW, OVER, BoxedBribe, CapoAction, Marker

from .helpers import B1, B2, B3, BLUE, RED, W1, W2, W3, game, of_type, play, random_game, table

VIEWERS = (RED, BLUE, None)


def secret_table():
    """Red to act with bribes in every visibility class."""
    s = table(
        pending={"W3": "B3", "W1": "I2"},
        sides={
            RED: {"B1": ["B2"], "W2": ["I1", "B1u"]},
            BLUE: {"W1": ["B1"], "B2": ["I3", "B3"]},
        },
        must_roll=False,
    )
    # two boxed bribes: one Red had seen (an old committed one), one nobody saw
    for value, seen in ((2, True), (1, False)):
        s.bribe_pool[value] -= 1
        s.bribes_in_supply -= 1
        s.box_bribes.append(BoxedBribe(RED, Marker("B", value, False), seen))
    assert not conservation_errors(s)
    return s


def bribe_values(view):
    """Every bribe value the view shows, by place."""
    found = {}
    for p in (RED, BLUE):
        for c in range(6):
            for i, m in enumerate(view.sides[p][c]):
                if m.is_bribe:
                    found[("side", p, c, i)] = m.value
    for c, m in enumerate(view.pending):
        if m is not None and m.is_bribe:
            found[("pending", c)] = m.value
    for i, b in enumerate(view.box_bribes):
        found[("box", i)] = b.marker.value
    return found


# -- views (R69-R74, R77) ------------------------------------------------------------------


def test_r69_bribe_supply_shows_only_its_count():
    # R69
    s = secret_table()
    for viewer in VIEWERS:
        v = game.view(s, viewer)
        assert v.bribe_pool is None and v.bribes_in_supply == s.bribes_in_supply
        assert v.is_view and game.encode(v)["bribe_pool"] is None
    s, _ = play(s, "W5 B2")
    assert s.phase == DRAW
    total = s.bribes_in_supply
    assert game.chance_outcomes(s) == [
        (CapoAction("draw", v), s.bribe_pool[v] / total) for v in (1, 2, 3) if s.bribe_pool[v]
    ]
    with pytest.raises(IllegalAction):
        game.chance_outcomes(game.view(s, RED))


def test_r70_pending_bribe_hidden_from_both():
    # R70
    s = secret_table()
    for viewer in VIEWERS:
        v = game.view(s, viewer)
        assert v.pending[W3] == Marker("B", 0, False)
        assert v.pending[W1] == Marker("I", 2)  # influence is open (R74)
    s, events = play(s, "deceive W3>B3")
    for viewer in VIEWERS:
        assert game.view(s, viewer).pending[B3].value == 0
        assert [game.view_event(e, viewer) for e in events] == events  # no value in them


def test_r71_owner_sees_committed_face_down_bribe_any_time():
    # R71
    s = secret_table()
    assert game.view(s, RED).sides[RED][B1] == [Marker("B", 2, False)]
    assert game.view(s, BLUE).sides[RED][B1] == [Marker("B", 0, False)]
    assert game.view(s, BLUE).sides[BLUE][W1] == [Marker("B", 1, False)]
    assert game.view(s, RED).sides[BLUE][W1] == [Marker("B", 0, False)]
    s, _ = play(s, "stop")  # now it is Blue's turn: Red still sees its own bribes
    assert s.active == BLUE
    assert game.view(s, RED).sides[RED][B1] == [Marker("B", 2, False)]
    assert game.view(s, RED).sides[RED][W3] == [Marker("B", 3, False)]
    assert game.view(s, BLUE).sides[RED][W3] == [Marker("B", 0, False)]


def test_r72_face_up_bribe_visible_to_both():
    # R72
    s = secret_table()
    for viewer in VIEWERS:
        assert game.view(s, viewer).sides[RED][W2][1] == Marker("B", 1, True)
    s, events = play(s, "W5 B4", "reveal B2.2")
    for viewer in VIEWERS:
        assert game.view(s, viewer).sides[BLUE][B2][1] == Marker("B", 3, True)
        assert game.view_event(of_type(events, E.BribeRevealed)[0], viewer).value == 3


def test_r73_returned_and_boxed_bribes():
    # R73
    s = secret_table()
    assert game.view(s, RED).box_bribes[0].marker.value == 2  # Red's own, seen
    assert game.view(s, BLUE).box_bribes[0].marker.value == 0
    for viewer in VIEWERS:
        assert game.view(s, viewer).box_bribes[1].marker.value == 0  # never seen
    s, events = play(s, "W3 B5", "pass")  # W3 is occupied: arrested
    arrested = of_type(events, E.Arrested)[0]
    assert (W3, "B") in arrested.returned  # no value anywhere in the event
    assert s.bribe_pool[3] == 4  # back in the supply, which nobody sees
    assert s.phase == DECISION and s.active == BLUE
    # discarded bribes stay hidden at game end as well
    end = table(cube_supply=1, spare_cubes_to="mayor")
    end.box_bribes.append(BoxedBribe(BLUE, Marker("B", 3, False), True))
    end.bribe_pool[3] -= 1
    end.bribes_in_supply -= 1
    end, _ = play(end, "W6 B4", "pass", "pass")
    assert end.phase == OVER
    assert game.view(end, RED).box_bribes[0].marker.value == 0
    assert game.view(end, BLUE).box_bribes[0].marker.value == 3


def test_r74_public_information_is_the_same_in_every_view():
    # R74
    s, _ = play(secret_table(), "W4 B5")
    public = []
    for viewer in VIEWERS:
        d = game.encode(game.view(s, viewer))
        for key in ("sides", "pending", "box_bribes", "snapshot"):
            d.pop(key)
        public.append(d)
    assert public[0] == public[1] == public[2]
    v = game.view(s, BLUE)
    assert v.hands == s.hands and v.pending_mayor == s.pending_mayor and v.level == s.level
    assert v.hitman == s.hitman and v.dice == s.dice and v.influence == s.influence
    assert v.card_cubes == s.card_cubes and v.score_piles == s.score_piles
    shape = [[[m.kind for m in side] for side in p] for p in s.sides]
    assert [[[m.kind for m in side] for side in p] for p in v.sides] == shape


def test_r75_placement_order_is_kept_and_events_are_viewed():
    # R75
    s = table(pending={"B3": "I3", "W1": "B2"}, sides={RED: {"B3": ["B1", "I1"]}}, must_roll=False)
    s, _ = play(s, "pocket B3", "W1 B3", "pass", "pass", "stop")
    assert s.sides[RED][B3] == [
        Marker("B", 1, False),
        Marker("I", 1),
        Marker("I", 3),
        Marker("I", 1),
    ]
    assert [m.kind for m in game.view(s, BLUE).sides[RED][B3]] == ["B", "I", "I", "I"]
    placed = E.BribePlaced(RED, W1, 3)
    committed = E.MarkerCommitted(RED, W1, 0, "B", 3)
    dropped = E.MarkerDiscarded(RED, W1, "B", 3, was_new=False)
    new_dropped = E.MarkerDiscarded(RED, W1, "B", 3, was_new=True)
    for viewer in VIEWERS:
        assert game.view_event(placed, viewer).value == 0
        assert game.view_event(new_dropped, viewer).value == 0
    assert game.view_event(committed, RED).value == 3
    assert game.view_event(committed, BLUE).value == 0
    assert game.view_event(committed, None).value == 0
    assert game.view_event(dropped, RED).value == 3
    assert game.view_event(dropped, BLUE).value == 0
    influence = E.MarkerCommitted(BLUE, W1, 0, "I", 3)
    assert game.view_event(influence, RED) == influence


def test_r75_view_event_hides_values_in_a_random_game():
    # R75
    # R70
    # R71
    seen: list[tuple[E.Event, int]] = []

    def record(before, action, after):
        _, events = game.apply(before, action)
        seen.extend((e, before.active) for e in events)

    random_game(11, record)
    for event, _ in seen:
        for viewer in VIEWERS:
            shown = game.view_event(event, viewer)
            if isinstance(event, E.BribePlaced):
                assert shown.value == 0
            if isinstance(event, E.MarkerCommitted) and event.kind == "B":
                assert shown.value == (event.value if viewer == event.player else 0)
    assert any(isinstance(e, E.BribePlaced) for e, _ in seen)


def test_r77_onlooker_sees_every_face_down_bribe_face_down():
    # R77
    v = game.view(secret_table(), None)
    values = bribe_values(v)
    assert values[("side", RED, W2, 1)] == 1  # face up
    assert all(value == 0 for key, value in values.items() if key != ("side", RED, W2, 1))


def test_apply_on_a_view_raises():
    # R76
    v = game.view(secret_table(), RED)
    with pytest.raises(IllegalAction, match="view"):
        game.apply(v, CapoAction("roll"))


# -- determinisation -----------------------------------------------------------------------


def sample_states(games=25, every=9):
    states = []

    def keep(before, action, after):
        if len(states) < games * 40 and after.phase != OVER and hash(str(action)) % every == 0:
            states.append(after)

    for seed in range(games):
        random_game(1000 + seed, keep)
    return states


def test_determinize_is_consistent_with_the_view():
    # R69
    # R76
    # R6
    rng = random.Random(5)
    states = sample_states()
    assert len(states) > 100
    for s in states:
        for viewer in VIEWERS:
            v = game.view(s, viewer)
            d = game.determinize(v, rng)
            assert not d.is_view and d.bribe_pool is not None
            assert conservation_errors(d) == []  # 5/5/5 conserved
            assert game.encode(game.view(d, viewer)) == game.encode(v)
            for key, value in bribe_values(v).items():
                if value:
                    assert bribe_values(d)[key] == value  # known values never change
            assert game.legal_actions(d) == game.legal_actions(s)
            assert game.turn(d) == game.turn(s)


def test_determinize_samples_only_unseen_values():
    # R76
    s = secret_table()
    v = game.view(s, RED)
    filled = set()
    for seed in range(40):
        d = game.determinize(v, random.Random(seed))
        values = bribe_values(d)
        assert values[("side", RED, B1, 0)] == 2 and values[("box", 0)] == 2
        filled.add(values[("side", BLUE, W1, 0)])
        assert sum(d.bribe_pool) == s.bribes_in_supply
    assert filled == {1, 2, 3}
    assert game.determinize(s, random.Random(1)).to_dict() == s.to_dict()  # a full state


# -- S43: the computer player's observation (R76) ------------------------------------------


def s43_table(blue_w1: int, blue_b2: int):
    return table(
        pending={"W3": "B3"},
        sides={RED: {"B1": ["B2"]}, BLUE: {"W1": [f"B{blue_w1}"], "B2": [f"B{blue_b2}"]}},
        must_roll=False,
    )


def red_trajectory(start, seed, make_agent, steps=60):
    """Red's decisions and observations until something is revealed to Red."""
    chance_rng, agent_rng = random.Random(seed), random.Random(seed + 1)
    agents = [make_agent(RED), RandomAgent()]
    s, log = start, []
    for _ in range(steps):
        turn = game.turn(s)
        if turn.is_over:
            break
        if turn.is_chance:
            action = game.sample_chance(s, chance_rng)
        else:
            view = game.view(s, turn.player)
            legal = game.legal_actions(s)
            action = agents[turn.player].choose(view, legal, agent_rng, Budget(iterations=30))
            if turn.player == RED:
                log.append((json.dumps(game.encode(view), sort_keys=True), str(action)))
        s, events = game.apply(s, action)
        if any(isinstance(e, (E.BribeRevealed, E.FinalReveal)) for e in events):
            break
    return log


def test_s43_computer_player_observation():
    # R76
    s = s43_table(1, 3)
    obs = game.view(s, RED)
    assert obs.sides[RED][B1] == [Marker("B", 2, False)]  # contains the value 2
    assert obs.sides[BLUE][W1][0].value == 0 and obs.sides[BLUE][B2][0].value == 0
    assert obs.pending[W3].value == 0  # not the value of Red's pending bribe
    assert obs.bribe_pool is None
    text = json.dumps(game.encode(obs))
    assert "B2d" in text and "B1d" not in text and "B3d" not in text
    rolled, _ = play(s, "W4 B1")  # mid-roll, with a snapshot
    text = json.dumps(game.encode(game.view(rolled, RED)))
    assert "B1d" not in text and "B3d" not in text and text.count("B2d") == 2

    swapped = s43_table(3, 1)
    assert game.encode(game.view(swapped, RED)) == game.encode(obs)
    assert game.legal_actions(swapped) == game.legal_actions(s)
    for seed in range(20):
        a = RandomAgent().choose(obs, game.legal_actions(s), random.Random(seed))
        b = RandomAgent().choose(
            game.view(swapped, RED), game.legal_actions(swapped), random.Random(seed)
        )
        assert a == b
    for seed in range(30):
        left = red_trajectory(s, seed, lambda _: RandomAgent())
        right = red_trajectory(swapped, seed, lambda _: RandomAgent())
        assert left == right and left


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_s43_computer_levels_ignore_hidden_values(level):
    # R76
    def agent(player):
        return make_agent(game, level, None, player)

    seeds, steps = (range(1), 8) if level == "hard" else (range(3), 25)  # hard is slow
    for seed in seeds:
        left = red_trajectory(s43_table(1, 3), seed, agent, steps=steps)
        right = red_trajectory(s43_table(3, 1), seed, agent, steps=steps)
        assert left == right and left
