"""Phase 4, Cleanup (R85-R92), the end of the game and its tiebreak (R93-R97)."""

from __future__ import annotations

import random

import pytest

from gamebox.games.copycat import events as E
from gamebox.games.copycat.model import NO, OVER

from .helpers import (
    P1,
    P2,
    P3,
    P4,
    at_buying,
    cid,
    config,
    empty_hands,
    game,
    of_type,
    play,
    put,
    stall,
    street,
    table,
    worker,
)


def last_turn(n: int, p: int | None = None):
    """The last phase-3 turn of round 1, waiting for `done`."""
    s = table(n)
    empty_hands(s)
    p = n - 1 if p is None else p
    stall(s, p)
    return at_buying(s, p, bus=tuple(range(n)))


def finish(s, seed: int = 0):
    s, ev = play(s, "done")
    rng = random.Random(seed)
    events = list(ev)
    while game.turn(s).is_chance:
        s, ev = game.apply(s, game.sample_chance(s, rng))
        events += ev
    return s, events


def test_th09_cleanup_three_players():  # R90 R91 R92 R11
    s = last_turn(3)
    a, c, d, e, f, h, i, j, k = (s.street[x] for x in (0, 2, 3, 4, 5, 7, 8, 9, 10))
    street(s, {2: None, 7: None})  # bought earlier this round
    top = {x for x in s.supply[1]}
    s, ev = finish(s)
    assert a in s.box and of_type(ev, E.StreetCleared)[0].cards == ((1, config.cards[a].id),)
    assert s.street[:8] == (c, d, e, f, h, i, j, k)
    assert set(s.street[8:]) <= top and NO not in s.street


def test_th10_cleanup_two_players():  # R90 R11
    s = last_turn(2)
    first, second = s.street[0], s.street[1]
    s, _ = finish(s)
    assert first in s.box and second not in s.box and s.street[0] == second


def test_th11_cleanup_four_players():  # R90 R91 R92 R11 D3
    s = last_turn(4)
    old = s.street
    s, ev = finish(s)
    assert all(c in s.box for c in old[:3])
    assert s.street[:8] == old[3:] and len(of_type(ev, E.StreetDealt)) == 3


def test_th18_extra_workers_return():  # R88
    s = last_turn(3)
    s.available[P3] = 4  # Grassroots Network gave 2; one worker already on b10
    s.reserve[P3] = 2
    for office in ("b01", "b02", "b03", "b04"):
        worker(s, P3, office)
    assert s.available[P3] == 0 and s.placed_workers(P3) == 5
    s, _ = finish(s)
    assert (s.available[P3], s.reserve[P3]) == (3, 4)


def test_th30_new_office_has_no_marker():  # R85 R89 A21
    s = last_turn(2)
    s.round = 2
    opened = config.offices[s.offices[-1]].id  # the section-1 office card open so far
    s, ev = finish(s)
    placed = {o for _, o in of_type(ev, E.MarkersPlaced)[0].offices}
    assert {"b08", opened} <= placed and "b10" not in placed  # b10 has P2's worker
    new = of_type(ev, E.OfficeRevealed)[0]
    assert s.markers[new.slot] == 0
    assert s.markers[s.offices.index(config.office_index["b08"])] == 1


def test_markers_pile_up_and_a_worker_keeps_them_off():  # R85 R38
    s = last_turn(2)
    slot = s.offices.index(config.office_index["b05"])
    s.markers[slot] = 2
    s.marker_supply -= 2
    worker(s, P1, "b06")
    s, _ = finish(s)
    assert s.markers[slot] == 3 and s.markers[s.offices.index(config.office_index["b06"])] == 0


def test_marker_shortage_follows_the_fixed_order():  # R86 A13
    s = last_turn(2)
    s.marker_supply = 2
    s.markers[-1] = 23  # the open office card holds the rest of the 25
    s, ev = finish(s)
    placed = of_type(ev, E.MarkersPlaced)[0]
    assert [o for _, o in placed.offices] == ["b01", "b02"] and placed.short > 0


def test_cards_go_to_the_discard_pile_kept_ones_stay():  # R87 R66 R68
    s = last_turn(2)
    put(s, P1, "area", "Lobby Lunch")
    put(s, P1, "temp", "Think Tank")
    put(s, P1, "hand", "Press Conference")
    s, _ = finish(s)
    assert {cid("c36"), cid("c47")} <= set(s.discard[P1]) | set(s.hand[P1])
    assert cid("c37") in s.hand[P1] and s.area[P1] == () and s.temp[P1] == ()


def test_supply_runs_out_and_positions_stay_empty():  # R92 D13 A12
    s = last_turn(2)
    for _i, sec in enumerate(s.supply):
        s.box = (*s.box, *sec)
    s.supply = ((), (), (), (), ())
    s, _ = finish(s)
    assert s.street[-1] == NO and s.round == 2


def test_th26_95_triggers_at_the_end_of_the_round():  # R93 R2
    s = table(3)
    empty_hands(s)
    s.round = 7
    s.vp = [96, 99 - 4, 80]
    s.parts = [(96, 0, 0, 0), (95, 0, 0, 0), (80, 0, 0, 0)]
    stall(s, P2)
    worker(s, P3, "b01")
    at_buying(s, P1, bus=(P1, P2, P3))
    s, ev = play(s, "done")
    assert s.phase != OVER and s.current == P2  # P2 and P3 still play
    s, ev = play(s, "use b10", "option 2", "done")  # P3 next: a buy with nothing
    assert s.phase == OVER and not of_type(ev, E.PhaseBegan)  # no cleanup
    result = game.result(s)
    assert result.scores == (96, 97, 80) and result.winner == P2
    triggers = {e.trigger for e in of_type(ev, E.EndTriggered)}
    assert triggers == {"vp_threshold"}


@pytest.mark.parametrize("last", [(12, 15), (15, 15)])
def test_th27_tiebreak(last):  # R94 R95 D15 A15
    s = table(2)
    s.phase = OVER
    s.vp = [97, 97]
    s.round_vp = list(last)
    s.parts = [(97, 0, 0, 0), (97, 0, 0, 0)]
    result = game.result(s)
    if last == (12, 15):
        assert result.winner == P2 and result.decided_by == "last_round"
    else:
        assert result.decided_by == "shared" and result.ranking == (P1, P2)
    assert result.breakdown[P1]["total"] == 97 and result.breakdown[P2]["last_round"] == last[1]


def test_round_11_ends_the_game():  # R93 R2 R57
    s = last_turn(2)
    s.round = 11
    s, ev = play(s, "done")
    assert s.phase == OVER
    assert {e.trigger for e in of_type(ev, E.EndTriggered)} == {"round_limit"}
    assert of_type(ev, E.GameOver)[0].result == game.result(s)


def test_a_doctorate_cleared_unsold_triggers_nothing():  # R96 A11
    s = last_turn(2)
    for d in s.supply[4]:
        s.box = (*s.box, d)
    s.supply = (*s.supply[:4], ())
    street(s, {1: "dr1"})
    s.box = tuple(c for c in s.box if c != cid("dr2"))
    s.discard[P2] = (*s.discard[P2], cid("dr2"))
    s, _ = finish(s)
    assert cid("dr1") in s.box and s.round == 2 and s.phase != OVER


def test_last_doctorate_ends_the_game_after_phase_3():  # R93
    s = last_turn(2, p=P1)
    for d in s.supply[4]:
        s.box = (*s.box, d)
    s.supply = (*s.supply[:4], ())
    street(s, {5: "dr1"})
    s.box = tuple(c for c in s.box if c != cid("dr2"))
    s.discard[P2] = (*s.discard[P2], cid("dr2"))
    worker(s, P1, "b01")
    s.b0[P1] = 7
    s, ev = play(s, "use b01", "buy dr1")
    assert s.last_doctorate and s.phase != OVER  # P2 still plays
    s, ev = play(s, "use b10", "option 1")
    assert s.phase == OVER
    assert {e.trigger for e in of_type(ev, E.EndTriggered)} == {"last_doctorate_bought"}


def test_four_players_full_round_trip():  # R3 R22 P4
    s = last_turn(4)
    s, _ = finish(s)
    assert s.round == 2 and len(s.offices) == 10 + 4 + 2 and P4 in s.bus
