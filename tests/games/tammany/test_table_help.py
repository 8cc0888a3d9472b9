"""What the Tammany Hall table does for a new player, headless: the map legend (L and its
button, on the ? sheet and in the selftest's pictures), your row at the bottom, every
choice shown on the map at once, the log beside the sealed bid, slander shown and
explained before it is allowed (R31, R32), the score so far on the VP, the ring where a
computer's move happens, the summary after an election, nothing pulsing while a person
thinks, and the engraved map drawn once per window size."""

from __future__ import annotations

import re

import pygame
import pytest

from gamebox.games.tammany import events as E
from gamebox.games.tammany import shots
from gamebox.games.tammany.model import BIDDING, TURN
from gamebox.games.tammany.table import geometry as G

from .helpers import RED, YELLOW, table
from .test_scene import click_at, frames, headless, human_bid, human_turn, make_table, reach

__all__ = ["headless"]  # the autouse fixture: headless drivers, English, a private home


def key(app, code: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode))
    frames(app, 2)


def legend_open(scene) -> bool:
    return scene.overlay_open() == "legend"


def legend_rect(app) -> pygame.Rect | None:
    """Where the open legend's panel is (the overlay's own hits, as last drawn)."""
    return next((hit.rect for hit in app.top.hits if hit.key == "legend_panel"), None)


def early_turn(m):
    return human_turn(m) and m.state.year < 5


# -- who sits where ----------------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4, 5])
def test_your_row_is_at_the_bottom_for_every_seat_count(n):
    match = reach(n, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    assert scene.you == 0 and scene.row_of(0) == n - 1
    bottoms = {p: scene.hit_rect(("player", p)).bottom for p in range(n)}
    assert max(bottoms, key=bottoms.get) == 0
    order = scene.seat_order()  # the turn order still reads top to bottom, you last
    assert order == [(1 + i) % n for i in range(n)]
    assert scene.status_text().startswith("Your turn")


def test_in_hot_seat_the_rows_keep_seat_order_and_names():
    match = reach(3, human_turn, humans=2)
    app, _session, scene = make_table(match)
    frames(app, 2)
    assert scene.you is None and scene.seat_order() == [0, 1, 2]
    assert not scene.status_text().startswith("Your")


# -- the legend ----------------------------------------------------------------------------------
def test_the_legend_opens_with_l_and_its_button_and_closes_with_esc():
    from gamebox.app.scenes.pause import PauseScene

    match = reach(3, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    assert ("L", "legend", pygame.K_l) in scene.own_keys  # it opens over an animation too
    assert any(scene.say("keys.legend") == words for _cap, words in scene.key_rows())
    key(app, pygame.K_l, "l")
    assert legend_open(scene) and app.top is not scene  # a scene over the table
    key(app, pygame.K_ESCAPE)
    assert not legend_open(scene) and app.top is scene  # Esc closed the legend, not the game
    key(app, pygame.K_l, "l")
    key(app, pygame.K_l, "l")
    assert not legend_open(scene) and app.top is scene  # and so does L again
    click_at(app, scene.button_rect("legend").center)
    assert legend_open(scene)
    length = len(match.log)
    # the legend lies over the map: a click closes it
    click_at(app, scene.target_rect(("ward", 6)).center)
    assert not legend_open(scene) and scene.selection == [] and len(match.log) == length
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_l_opens_the_legend_without_landing_an_animation():
    match = reach(3, human_turn)
    app, session, scene = make_table(match, speed="normal")
    frames(app, 2)
    scene.act(next(a for a in session.legal() if a.kind == "place"))
    frames(app, 2)
    assert scene.motion.busy
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    assert legend_open(scene) and scene.motion.busy


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("language", ["en", "el"])
def test_the_legend_fits_the_window_in_both_languages(size, language):
    match = reach(3, human_turn)
    app, _session, scene = make_table(match, size, language)
    scene.open_legend()
    frames(app, 2)
    window = pygame.Rect((0, 0), size)
    legend = legend_rect(app)
    assert legend is not None and window.contains(legend)
    assert scene.say("legend.title") and "tammany." not in scene.zone_words("II")


def test_the_selftest_shoots_the_legend():
    assert "legend" in shots.SHOTS
    match, arrange = shots.moment("legend")
    app, _session, scene = make_table(match)
    arrange(scene)
    frames(app, 2)
    assert legend_open(scene) and legend_rect(app) is not None


# -- choices shown at once -----------------------------------------------------------------------
def test_the_first_boss_shows_in_its_ward_and_the_prompt_moves_on():  # R27
    match = reach(3, human_turn)
    app, session, scene = make_table(match)
    frames(app, 2)
    action = next(a for a in session.legal() if a.kind == "place" and a.b != -1)
    click_at(app, scene.target_rect(("ward", action.a)).center)
    added, removed, taken = scene.tentative()
    assert added == {action.a: [("boss", 0)]} and not removed and taken == (0, 0, 0, 0)
    assert scene.prompt() == scene.say("prompt.second_boss", ward=action.a)


def test_the_chosen_immigrant_shows_in_its_ward_not_in_castle_garden():  # R29
    match = reach(3, human_turn)
    app, session, scene = make_table(match)
    frames(app, 2)
    action = next(a for a in session.legal() if a.kind == "place_cube")
    click_at(app, scene.target_rect(("garden", action.b)).center)
    assert scene.tentative()[0] == {}  # not on the map before its ward is chosen
    click_at(app, scene.target_rect(("ward", action.c)).center)
    added, _removed, taken = scene.tentative()
    assert added == {action.c: [("cube", action.b)]} and taken[action.b] == 1
    assert scene.prompt() == scene.say("prompt.cube_boss")


# -- the bid beside the log ----------------------------------------------------------------------
def test_the_log_stays_visible_beside_the_sealed_bid():  # R40
    match = reach(4, human_bid)
    app, _session, scene = make_table(match)
    frames(app, 2)
    assert scene.dialog_kind() == BIDDING and scene.frame.log == G.BID_LOG
    bid, log = scene.layout.rect(*G.BID), scene.layout.rect(*G.BID_LOG)
    assert not bid.colliderect(log)
    rects = [tuple(h.rect) for h in scene.collect()]
    assert tuple(log) in rects  # the log is drawn (its wheel area is there)
    assert scene.button_rect("confirm") is not None and bid.contains(scene.button_rect("confirm"))


# -- slander before it is allowed ------------------------------------------------------------------
def test_slander_is_shown_and_explained_before_year_5():  # R31
    match = reach(3, early_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    scene.lay_out_bar()
    slander = next(b for b in scene.buttons if b.key == "slander")
    assert not slander.enabled and "5" in slander.label
    assert "5" in slander.tip


def test_why_slander_is_not_offered_is_said_in_words():  # R31 R32
    match = reach(3, human_turn)
    app, session, scene = make_table(match)
    frames(app, 2)
    views = {
        "early": table(3, year=3),
        "used": table(3, year=6, slandered=[RED]),
        "last": table(3, year=14, slandered=[RED]),
        "target": table(3, year=6),
    }
    said = {}
    for name, view in views.items():
        session.view = lambda view=view: view
        said[name] = scene.slander_block(RED)
    assert "5" in said["early"] and "9" in said["used"] and said["last"] != said["used"]
    assert said["target"] == scene.say("tip.slander_target")


# -- the score so far -----------------------------------------------------------------------------
def test_the_vp_tells_the_score_if_the_game_ended_now():  # R56 R57
    match = reach(4, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    row = scene.game.standing(scene.shown)[YELLOW]
    words = scene.score_tip(YELLOW)
    assert str(row["total"]) in words and scene.name(YELLOW) in words
    assert scene.hit_rect(("vp", YELLOW)) is not None


# -- a computer's move, and the summary after an election ----------------------------------------
def test_a_computer_move_is_ringed_where_it_happens_and_said_in_the_status_line():
    match = reach(4, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    assert scene.motion.spot(E.BossesPlaced(1, (6, 14))) == scene.ward_point(6)
    assert scene.motion.spot(E.CubeMoved(1, 8, 14, 2)) == scene.ward_point(14)
    assert scene.motion.spot(E.Slandered(1, 2, 9, 0, 1)) == scene.ward_point(9)
    assert scene.motion.spot(E.WardElected(7, None, ())) == scene.ward_point(7)
    assert scene.motion.spot(E.ChipsGained(1, 0, 1, "placement")) == scene.panel_point(1)
    assert scene.frame.moment_at is None  # no plate over the Bag panel: the status says it


def after_first_election(m):
    s = m.state
    return s.phase == TURN and s.year in (5, 9) and m.turn().player == 0


def test_an_election_opens_a_summary_for_you():  # R41-R51
    match = reach(4, after_first_election)
    app, _session, scene = make_table(match)
    frames(app, 2)
    chosen = [e for entry in match.log for e in entry.events if isinstance(e, E.MayorChosen)]
    assert scene.summary_of(chosen[-1]) is not None
    summary = scene.summary_of(chosen[-1])
    assert sum(line.startswith(scene.say("summary.you") + ":") for line in summary.lines) == 1
    assert len(summary.lines) >= 5  # a line per player and the Mayor's
    assert scene.summary_of(E.TurnEnded(0)) is None


# -- stillness and cost ----------------------------------------------------------------------------
def test_nothing_pulses_while_a_person_thinks():
    match = reach(3, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    assert scene.animating()  # the lit wards breathe as they light up...
    for _ in range(14):  # a frame counts a quarter of a second at most
        app.frame(1.0)
    assert scene.clock > 3.0
    assert not scene.animating() and scene.glow() == 1.0  # ...then stay lit, still
    click_at(app, scene.target_rect(("ward", next(iter(scene.choice().of("ward"))))).center)
    assert scene.animating()  # a new choice lights new targets


def test_the_engraved_map_is_drawn_once_per_window_size():
    match = reach(3, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    still, base = scene.still, scene.base
    frames(app, 5)
    assert scene.still is still and scene.base is base
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540)))
    frames(app, 2)
    assert scene.still is not still and scene.still[0] != still[0]  # drawn again, once


# -- words -----------------------------------------------------------------------------------------
def test_the_cubes_drawn_for_castle_garden_share_one_log_line():  # R16
    match = reach(4, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    runs: list[int] = []  # how many cubes each turn drew, in order
    for event in (e for entry in match.log for e in entry.events):
        if isinstance(event, E.CubeDrawn):
            runs[-1] += 1
        elif isinstance(event, E.TurnBegan):
            runs.append(0)
    said = [line.words for line in scene.log if line.words.startswith("Castle Garden fills")]
    assert len(said) == sum(1 for run in runs if run) and max(runs) >= 2  # several cubes
    counted = [sum(map(int, re.findall(r"\d+", words))) for words in said]
    assert counted == [run for run in runs if run]
    scene.rebuild_log()  # told again from the history: the same lines
    assert [line.words for line in scene.log if line.words.startswith("Castle")] == said


def test_table_plurals_in_both_languages():
    from gamebox import i18n

    match = reach(3, human_turn)
    _app, _session, scene = make_table(match)
    assert scene.say("units.bosses", count=1) == "1 boss"
    assert scene.say("units.votes", count=2) == "2 votes"
    assert scene.say("summary.wards", count=1, wards="6") == "ward 6"
    i18n.set_language("el")
    assert scene.say("units.bosses", count=1) == "1 αρχηγός"
    assert scene.say("units.bosses", count=3) == "3 αρχηγοί"
    assert scene.say("summary.wards", count=2, wards="6, 14") == "τομείς 6, 14"
