"""The table's rules knowledge, headless: what a marker shows (R69-R77), a side's strength
as shown, the pending markers, the supply's counts, and what each legal action means on
the table (`choices.targets`)."""

from __future__ import annotations

from gamebox.games.capo.choices import targets
from gamebox.games.capo.faces import (
    Face,
    marker_face,
    pending_items,
    strength,
    supply_counts,
)
from gamebox.games.capo.model import CapoAction, Marker
from tests.games.capo.helpers import B1, BLUE, RED, W1, game, table


def face_of(marker, owner):
    return marker_face(marker, owner == RED)


def test_a_face_down_bribe_shows_its_value_only_to_a_viewer_who_may_see_it():
    assert marker_face(Marker("I", 2), False) == Face("influence", 2)
    assert marker_face(Marker("B", 3, True), False) == Face("bribe_up", 3)
    assert marker_face(Marker("B", 3, False), True) == Face("bribe_known", 3)
    assert marker_face(Marker("B", 3, False), False) == Face("hidden")
    assert marker_face(Marker("B", 0, False), True).label == "?"
    assert Face("hidden").noun == "face-down bribe"


def test_strength_counts_known_values_and_the_bribes_not_shown():  # R75
    faces = [Face("influence", 2), Face("hidden"), Face("bribe_up", 3), Face("hidden")]
    assert strength(faces) == (5, 2)


def test_pending_items_and_supply_counts_read_the_view():
    s = table(pending={"W1": "I2", "B1": "B2"})
    assert [c for c, _ in pending_items(s)] == [W1, B1]
    counts = supply_counts(s)
    assert counts["I2"] == s.influence[2] and counts["cubes"] == s.cube_supply


def test_a_decision_offers_roll_stop_and_the_powers_with_their_costs():
    s = game.view(table(pending={"W1": "I2"}, must_roll=False), RED)
    legal = game.legal_actions(s)
    found = targets(legal, s, None, face_of)
    keys = [o.key for o in found.offers]
    assert keys[:2] == ["roll", "stop"]
    assert {o.key: o.cost for o in found.offers if o.action is None} == \
        {k: 1 for k in ("deceive", "pocket") if k in keys}
    assert W1 in found.pendings


def test_a_pending_marker_picked_first_lights_where_deceive_may_move_it():
    s = game.view(table(pending={"W1": "I2"}, must_roll=False), RED)
    found = targets(game.legal_actions(s), s, ("pending", W1), face_of)
    assert found.cards and all(a.kind == "deceive" and a.a == W1 for a in found.cards.values())
    assert all(g == Face("influence", 2) for g in found.ghosts.values())
    assert [o.key for o in found.offers][-1] == "cancel"
    pocket = CapoAction("pocket", W1)
    assert (pocket in [o.action for o in found.offers]) == (pocket in found.legal)


def test_reneg_and_backstab_are_offered_with_their_costs():
    s = game.view(table(must_roll=False), BLUE)
    s.phase = "response_n"
    found = targets([CapoAction("backstab"), CapoAction("pass")], s, None, face_of)
    assert [(o.key, o.cost) for o in found.offers] == [("backstab", 1), ("let_stand", 0)]
