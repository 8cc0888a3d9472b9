"""The Boss's table, headless: whole games played by the human seat through the table's
own controls (3 and 6 players, against random and normal computer players), the hot-seat
pass screen before a hand is shown, nothing hidden drawn (other hands, face-down rewards,
the police order; partners' hands from each other), tooltips on every card and city, and
the screenshots in both languages and sizes."""

from __future__ import annotations

import random

import pytest

from gamebox.app.selftest import show_moment
from gamebox.games.boss import shots
from gamebox.games.boss.model import PENALTY, PLACE

from .table_drive import (  # noqa: F401 (headless: a fixture)
    allowed_faces,
    frames,
    game,
    headless,
    hit,
    leaks,
    make_app,
    new_match,
    put,
    turn,
    watch_faces,
)


def play_through(n: int, seed: int, level: str = "random", size=(1280, 720),
                 speed: str = "instant") -> tuple:
    app = make_app(size, speed=speed)
    match = new_match(n, seed, ["human"] + [level] * (n - 1))
    session, scene = put(app, match)
    drawn = watch_faces(scene)
    rng = random.Random(seed)
    phases = set()
    for _ in range(40000):
        frames(app)
        scene.close_summary()  # a person reads the summary and goes on
        if scene.end_done or match.is_over:
            break
        if app.top is scene and session.human_to_act() == 0 and not scene.motion.busy:
            phases.add(session.view().phase)
            assert turn(scene, rng), f"no control for {session.view().phase}"
            assert not leaks(drawn, allowed_faces(match, 0))
    assert match.is_over
    assert not leaks(drawn, allowed_faces(match, 0))
    return match, phases


def test_a_whole_three_player_game_through_the_table():
    match, phases = play_through(3, 5)
    assert PLACE in phases and match.state.hand_no >= 2


def test_a_whole_six_player_game_with_teams_through_the_table():
    match, _phases = play_through(6, 8, size=(960, 540))
    assert match.is_over and match.state.n == 6


def test_a_game_against_the_normal_computer_players():
    match, _ = play_through(3, 12, "normal", speed="fast")
    assert match.is_over


def test_a_team_penalty_is_chosen_with_the_bar_buttons():  # R43
    match, _ = shots.moment("penalty6")
    app = make_app()
    _session, scene = put(app, match)
    frames(app, 3)
    assert match.state.phase == PENALTY
    scene.lay_out_bar()
    keys = [b.key for b in scene.buttons]
    assert keys and all(k[0] == "lose" for k in keys)
    before = len(match.log)
    scene.buttons[0].on_click()
    assert len(match.log) == before + 1 and match.log[-1].action.kind == "penalty"


def test_hot_seat_shows_a_pass_screen_before_a_hand():
    from gamebox.app.scenes.passscreen import PassScreen

    app = make_app()
    match = new_match(3, 4, ["human", "human", "random"])
    session, scene = put(app, match)
    drawn = watch_faces(scene)
    screens = 0
    rng = random.Random(4)
    for _ in range(6000):
        frames(app)
        scene.close_summary()
        if match.is_over or screens >= 3:
            break
        if isinstance(app.top, PassScreen):
            screens += 1
            waiting = app.top.player
            assert session.needs_pass_screen() and session.legal() == []
            assert not leaks(drawn, allowed_faces(match, session.viewer))
            app.top.age = 10.0
            app.top.ready()
            frames(app, 2)
            assert session.viewer == waiting
            drawn.clear()
        elif app.top is scene and session.human_to_act() is not None and \
                not session.needs_pass_screen() and not scene.motion.busy:
            assert turn(scene, rng)
            assert not leaks(drawn, allowed_faces(match, session.viewer))
            drawn.clear()
    assert screens >= 2


def test_partners_hands_are_hidden_from_each_other():  # R42
    app = make_app()
    match = new_match(6, 3, ["human", "random", "random", "human", "random", "random"])
    session, scene = put(app, match)
    drawn = watch_faces(scene)
    rng = random.Random(3)
    from gamebox.app.scenes.passscreen import PassScreen

    for _ in range(3000):
        frames(app)
        scene.close_summary()
        if match.state.hand_no > 1 or match.is_over:
            break
        if isinstance(app.top, PassScreen):
            app.top.age = 10.0
            app.top.ready()
            frames(app, 2)
        elif app.top is scene and session.human_to_act() is not None and \
                not scene.motion.busy and not session.needs_pass_screen():
            viewer = session.viewer
            partner = (viewer + 3) % 6
            drawn.clear()
            frames(app)
            seen = allowed_faces(match, viewer)
            hidden = [c for c in match.state.hands[partner] if c not in seen]
            assert not set(hidden) & set(drawn)
            assert not leaks(drawn, allowed_faces(match, viewer))
            assert turn(scene, rng)


def test_no_face_down_reward_nor_police_order_is_drawn_or_told():
    match, _arrange = shots.moment("placement")
    app = make_app()
    session, scene = put(app, match)
    drawn = watch_faces(scene)
    frames(app, 3)
    s = match.state
    rewards = {c for c in s.facedown if c}
    known = {game.known_facedown(session.view(), i) for i in range(len(s.facedown))}
    assert not (set(drawn) & (rewards - known))
    words = "\n".join(h.words() for h in scene.collect())
    for card in s.police_pile:
        assert card not in words
    assert "police" not in " ".join(drawn)


def test_tooltips_on_every_card_and_city():
    match, _arrange = shots.moment("placement")
    app = make_app()
    session, scene = put(app, match)
    frames(app, 3)
    hits = scene.collect()
    kinds = {h.key[0] for h in hits if isinstance(h.key, tuple)}
    assert {"city", "reward", "played", "hand", "unseen", "gang", "panel", "police"} <= kinds
    for h in hits:
        if isinstance(h.key, tuple) and h.key[0] in ("city", "reward", "played", "hand",
                                                       "unseen", "gang", "backs"):
            assert h.words(), h.key
    view = session.view()
    game_layout = scene.game_layout
    for city in view.row:
        words = hit(scene, ("city", city)).words()
        if city != game_layout.chicago:
            assert "Its cards" in words and ("Not seen by you" in words or "every card" in words)
        assert "leads" in words or "Nobody" in words
        assert "To lead here" in words or "need" in words or "exiled" in words
    tips = [h.words() for h in hits if isinstance(h.key, tuple) and h.key[0] == "hand"]
    assert all("face up under" in t for t in tips)


def test_clicking_a_city_sets_the_fewest_that_lead_and_place_plays_it():
    match, _arrange = shots.moment("placement")
    app = make_app()
    session, scene = put(app, match)
    frames(app, 3)
    city = sorted(scene.place_targets())[0]
    assert hit(scene, ("city", city)).on_click is not None
    hit(scene, ("city", city)).on_click()
    picked = scene.picked()
    assert picked in session.legal()
    need = game.need(session.view(), city, 0)
    assert picked.m + picked.o == need
    scene.lay_out_bar()
    place = next(b for b in scene.buttons if b.key == "place")
    place.on_click()
    assert match.log[-1].action == picked


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_shots_render(language, size):
    for name in shots.SHOTS:
        app = make_app(size, language, speed="normal")
        scene = show_moment(app, "boss", name)
        frames(app, 3)
        assert scene.session.game.id == "boss"


def test_hint_lights_the_move_and_undo_takes_it_back():
    match, _ = shots.moment("placement")
    app = make_app()
    session, scene = put(app, match)
    frames(app, 3)
    scene.ask_hint()
    waited = 0
    while session.hint is None and waited < 2000:
        frames(app)
        waited += 1
    hint = scene.hinted()
    assert hint is not None and hint in session.legal()
    if hint.kind == "place":
        city = scene.game_layout.index_of[hint.city]
        assert city in scene.place_targets()
        hit(scene, ("city", city)).on_click()
        assert scene.picked() == hint  # the steppers start at the hint's numbers
    else:
        scene.lay_out_bar()
        assert any(b.action == hint for b in scene.buttons)
    before = len(match.log)
    assert scene.act(hint)
    frames(app, 3)
    assert scene.can_undo()
    scene.undo()
    assert len(match.log) == before


def test_a_summary_after_each_hand_says_who_won_what():
    from gamebox.games.boss import events as E

    app = make_app()
    match = new_match(3, 9, ["random"] * 3)
    _session, scene = put(app, match)
    for _ in range(3000):
        if any(isinstance(e, E.HandEnded) for entry in match.log for e in entry.events):
            break
        frames(app)
    ended = next(e for entry in match.log for e in entry.events if isinstance(e, E.HandEnded))
    summary = scene.summary_of(ended)
    assert summary is not None and summary.title.startswith("Hand 1")
    assert summary.lines


def test_each_panel_shows_its_hand_by_city_with_a_tooltip():  # R45: backs show the city
    match, _arrange = shots.moment("placement")
    app = make_app()
    session, scene = put(app, match)
    frames(app, 3)
    view = session.view()
    for p in range(view.n):
        held = [h for h in scene.collect() if isinstance(h.key, tuple)
                and h.key[0] == "held" and h.key[1] == p]
        assert sum(count for _city, count in scene.held_by_city(p)) == len(view.hands[p])
        assert len(held) == len(scene.held_by_city(p))
        for h in held:
            assert scene.name(p) in h.words() and "holds" in h.words()
            assert scene.hit_at(h.rect.center).key == h.key  # above the panel's own tip


def test_hospital_prison_and_exiles_say_what_they_are():
    match, _arrange = shots.moment("penalty6")
    app = make_app()
    session, scene = put(app, match)
    frames(app, 3)
    for p in range(session.view().n):
        assert hit(scene, ("hospital", p)).words().startswith("Hospital")
        assert hit(scene, ("prison", p)).words().startswith("Prison")
        for kind in ("hospital", "prison", "supply"):
            assert scene.hit_at(hit(scene, (kind, p)).rect.center).key == (kind, p)
    jailed = [p for p in range(6) if session.view().prison[p]]
    for p in jailed:
        assert "back in hand" in hit(scene, ("prison", p)).words()
    exiled = [p for p in range(6) if session.view().exiles[scene.colour_of(p)]]
    for p in exiled:
        assert "Exiled from" in hit(scene, ("exile", p)).words()


def test_a_computer_level_alone_when_the_role_does_not_fit():
    app = make_app((960, 540), "el")
    _session, scene = put(app, new_match(3, 4, ["human", "hard", "random"]))
    frames(app, 2)
    assert scene.short_role(0, 70) == scene.seat_role(0)
    assert scene.short_role(2, 30) == scene.say("level.random")
    assert scene.short_role(1, 400) == scene.seat_role(1)


def test_the_resolution_is_held_city_by_city_after_the_persons_last_card():
    from gamebox.games.boss import events as E

    match, _arrange = shots.moment("resolution")
    app = make_app(speed="normal")
    session, scene = put(app, match)
    frames(app, 3)
    legal = session.legal()
    assert scene.act(next((a for a in legal if a.kind == "pass"), legal[0]))
    held = set()
    for _ in range(6000):
        step = scene.motion.current
        if step is not None and isinstance(step.event, (E.CityResolved, E.MoneyWon)):
            assert step.moment and step.plan.seconds >= scene.seconds() * 1.5
            assert scene.motion.spot(step.event) is not None
            held.add(type(step.event))
        if not scene.motion.busy and held:
            break
        frames(app)
    assert E.CityResolved in held


def test_the_last_resolution_is_told_before_the_winner():
    from gamebox.app.table.log import LogLine

    def last_turn(m):
        s = m.state
        return s.phase == PLACE and s.acting() == 0 and len(s.hands[0]) == 1 \
            and s.turn_index == len(s.order) - 1 and s.last_hand

    match = shots._until(3, 61, last_turn, limit=20000)
    app = make_app(speed="normal")
    session, scene = put(app, match)
    frames(app, 3)
    legal = session.legal()
    assert scene.act(next((a for a in legal if a.kind == "pass"), legal[0]))
    assert match.is_over
    told = 0
    for _ in range(4000):
        note = scene.motion.current.note if scene.motion.current is not None else None
        if isinstance(note, LogLine):
            assert scene.status_text() == note.words
            told += 1
        if not scene.motion.busy:
            break
        frames(app)
    assert told and "over" in scene.status_text()


@pytest.mark.parametrize("language", ["en", "el"])
def test_a_citys_unseen_cards_are_written_as_a_list(language):
    """At small sizes a bare space is two pixels: "4 Prison" read as "4Prison"."""
    from gamebox.i18n import t

    match, _arrange = shots.moment("placement")
    app = make_app((960, 540), language)
    session, scene = put(app, match)
    written: list[str] = []
    drawn = scene.lines
    scene.lines = lambda surface, words, *more, **named: (written.append(words),
                                                           drawn(surface, words, *more, **named))
    frames(app, 3)
    view = session.view()
    chicago = scene.game_layout.chicago
    lists = [scene.game.unseen(view, city) for city in view.row if city != chicago]
    several = [cards for cards in lists if len(cards) > 1]
    assert several, "the moment has a city with several unseen cards"
    for cards in several:
        assert scene.kinds(cards) in written
        assert scene.kinds(cards).count(t("boss.log.list")) == len(cards) - 1


@pytest.mark.parametrize("colour_blind", [False, True])
def test_gangsters_wear_the_shared_screens_colours_and_the_colour_blind_palette(colour_blind):
    import dataclasses

    from gamebox.app import look

    match, _arrange = shots.moment("placement")
    app = make_app()
    app.settings = dataclasses.replace(app.settings, colour_blind=colour_blind)
    _session, scene = put(app, match)
    frames(app)
    for c in range(len(scene.colour_ids)):
        shared = look.player_look(c, colour_blind, scene.colour_ids)
        assert scene.colour_look(c) == shared  # as the setup, pass and end screens draw it
    normal = [look.player_look(c, False, scene.colour_ids) for c in range(len(scene.colour_ids))]
    if colour_blind:
        assert [scene.colour_look(c) for c in range(len(normal))] != normal
