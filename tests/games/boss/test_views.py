"""Hidden information (R42, R45, R46, section 10): views, view_event, determinize."""

from __future__ import annotations

import json
import random
from collections import Counter

from gamebox.games.boss import events as E
from gamebox.games.boss.model import HIDDEN, PENALTY

from .helpers import city, dealt, game, lay, play, random_game


def _text(obj) -> str:
    return json.dumps(game.encode(obj))


def test_r45_the_city_of_every_card_is_public_the_face_private():
    # R45: backs show the city; R42: partners see each other's cards no more
    s = dealt(6)
    layout = lay(6)
    for viewer in (0, 3, None):
        v = game.view(s, viewer)
        for p in range(6):
            if p == viewer:
                assert v.hands[p] == s.hands[p]
                continue
            cities = sorted(layout.ids[layout.city_of[c]] for c in s.hands[p])
            assert sorted(c[1:] for c in v.hands[p]) == cities
            assert all(c.startswith(HIDDEN) for c in v.hands[p])
            for card in s.hands[p]:
                assert card not in v.hands[p]


def test_r46_facedown_and_deck_hidden_police_order_never_exists():
    # R46 section 10: face-down rewards hidden until the resolution
    s = dealt(4)
    text = _text(game.view(s, 0))
    for x, card in enumerate(s.facedown):
        if card:
            assert game.view(s, 0).facedown[x] == HIDDEN
            assert f'"{card}"' not in text or card in s.hands[0]
    mid = game.new_state(4, {"start_player": 0})
    mid, _ = game.apply(mid, game.sample_chance(mid, random.Random(1)))
    v = game.view(mid, 1)
    assert v.deck == [HIDDEN] * len(mid.deck)
    assert sorted(v.police_pile) == sorted(game.config.police)  # a multiset: no order


def test_view_event_redacts_the_same():
    s = game.new_state(3, {"start_player": 0})
    rng = random.Random(2)
    seen = []
    while s.phase in ("facedown", "deal"):
        s, ev = game.apply(s, game.sample_chance(s, rng))
        seen += ev
    for e in seen:
        for viewer in (0, 1, None):
            shown = game.view_event(e, viewer)
            if isinstance(e, E.FaceDownPlaced):
                assert shown.card == HIDDEN
            if isinstance(e, E.CardDealt):
                assert (shown.card == e.card) == (viewer == e.player)
                assert shown.city == e.city


def test_views_never_leak_in_random_games():
    # R42 R45 R46: nothing hidden reaches any seat's view or event
    for n in (3, 6):
        def check(before, action, after, events, n=n):
            for viewer in [*range(n), None]:
                v = game.view(after, viewer)
                hidden = set()
                for p in range(n):
                    if p != viewer:
                        hidden |= set(after.hands[p])
                if after.phase not in (PENALTY, "over"):
                    hidden |= {c for c in after.facedown if c}
                hidden -= {c for col in after.columns for c in col}
                text = _text(v)
                assert not [c for c in hidden if f'"{c}"' in text], (viewer, str(action))
                for e in events:
                    shown = repr(game.view_event(e, viewer))
                    if isinstance(e, (E.CardDealt, E.FaceDownPlaced)) and (
                        not isinstance(e, E.CardDealt) or e.player != viewer
                    ):
                        assert f"'{e.card}'" not in shown

        random_game(n, 11, check)


def test_s39_known_hidden_card():
    # S39 section 10: Kansas City holds the 2 (kc_1), the 3 (kc_2) and the revolver (kc_3)
    kc = city(4, "kansas_city")
    deal = {"facedown": {"kansas_city": "kc_1"}, "hands": {0: ["kc_2"], 1: ["kc_3"]}}
    s = dealt(4, **deal)
    s, _ = play(s, "pass", "play kc_2", "pass", "play kc_3")  # the 3 and the revolver up
    for viewer in (0, 1, 2, None):
        assert game.known_facedown(game.view(s, viewer), kc) == "kc_1"
    s = dealt(4, **deal)
    other = next(c for c in s.hands[0] if c != "kc_2")
    s, _ = play(s, "pass", f"play {other}", "pass", "play kc_3")  # only the revolver up
    assert game.known_facedown(game.view(s, 0), kc) == "kc_1"  # A holds the 3
    assert sorted(game.unseen(game.view(s, 1), kc)) == ["kc_1", "kc_2"]
    assert game.known_facedown(game.view(s, 1), kc) is None
    assert game.backs(game.view(s, 1), kc) == {0: 1}  # the other candidate is A's


def test_determinize_is_consistent_and_uniform():
    # section 10: each city's unseen cards shuffled into its face-down place and backs
    s = dealt(4)
    v = game.view(s, 1)
    counts: Counter[str] = Counter()
    x = city(4, "detroit")
    for seed in range(400):
        d = game.determinize(v, random.Random(seed))
        assert not d.is_view and d.hands[1] == s.hands[1]
        for p in range(4):  # every hand keeps its cities (R45)
            assert sorted(lay(4).city_of[c] for c in d.hands[p]) == sorted(
                lay(4).city_of[c] for c in s.hands[p]
            )
        assert sorted(d.facedown + [c for h in d.hands for c in h]) == sorted(
            s.facedown + [c for h in s.hands for c in h]
        )
        counts[d.facedown[x]] += 1
        game.apply(d, game.legal_actions(d)[0])
    unseen = game.unseen(v, x)
    assert set(counts) == set(unseen)
    assert min(counts.values()) > 400 / len(unseen) * 0.6


def test_determinize_during_the_deal_and_of_a_full_state():
    s = game.new_state(5, {"start_player": 2})
    rng = random.Random(3)
    for _ in range(12):
        s, _ = game.apply(s, game.sample_chance(s, rng))
    d = game.determinize(game.view(s, 4), random.Random(1))
    assert len(d.deck) == len(s.deck) and HIDDEN not in d.deck
    game.apply(d, game.sample_chance(d, rng))
    assert game.encode(game.determinize(s, rng)) == game.encode(s)
