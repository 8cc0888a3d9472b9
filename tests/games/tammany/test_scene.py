"""The Tammany Hall table scene, headless: it draws every phase at both window sizes and
in both languages, clicks turn into legal actions only, every legal action can be
clicked, a sealed bid waits behind a pass screen in hot-seat play (R40, section 9), and
whole games reach the end screen through the table."""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools

import pygame

from gamebox.app.session import Session
from gamebox.app.settings import Settings
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game
from gamebox.games.tammany.model import (
    ASSIGN,
    BIDDING,
    BONUS,
    OVER,
    SLANDER_2,
    TURN,
    TammanyAction,
)
from gamebox.games.tammany.table.clicks import paths

from . import drive

game = get_game("tammany")


@pytest.fixture(autouse=True)
def headless(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    from gamebox import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


def cheap(match: Match, rng: random.Random) -> TammanyAction:
    """A random legal action without listing every possible bid."""
    s = match.state
    if s.phase == BIDDING:
        p = match.turn().player
        return TammanyAction("bid", values=tuple(rng.randint(0, h) for h in s.eligible(p, s.ward)))
    return rng.choice(match.legal_actions())


def new_match(n: int, seed: int, humans: int = 1) -> Match:
    seats = [Seat("human") if i < humans else Seat("random") for i in range(n)]
    return Match(game, seats, seed, {"start_player": "red"}, [""] * n)


_FOUND: dict = {}
START = {"human_slander2": 17}


def reach(n: int, want, humans: int = 1, tries: int = 60) -> Match:
    """A match advanced by seeded random play until `want(match)` holds at a decision."""
    key = (n, want.__name__, humans)
    if key in _FOUND:
        seed, steps = _FOUND[key]
        match, rng = new_match(n, seed, humans), random.Random(seed)
        for _ in range(steps):
            _advance(match, rng)
        return match
    first = START.get(want.__name__, 0)  # where the search found it last time: quick
    for seed in [*range(first, tries), *range(first)]:
        match, rng = new_match(n, seed, humans), random.Random(seed)
        steps = 0
        while not match.is_over:
            if not match.turn().is_chance and want(match):
                _FOUND[key] = (seed, steps)
                return match
            _advance(match, rng)
            steps += 1
        if want(match):
            _FOUND[key] = (seed, steps)
            return match
    raise AssertionError(f"no match reached {want.__name__}")


def _advance(match: Match, rng: random.Random) -> None:
    if match.turn().is_chance:
        match.play_chance()
    else:
        match.apply(cheap(match, rng))


def human_turn(m):
    return m.state.phase == TURN and m.turn().player == 0 and m.state.year >= 2


def office_turn(m):
    s = m.state
    return s.phase == TURN and m.turn().player == 0 and s.office[0] not in (None, "mayor")


def human_bid(m):
    s = m.state
    return s.phase == BIDDING and m.turn().player == 0 and sum(s.eligible(0, s.ward)) >= 2


def human_bonus(m):
    return m.state.phase == BONUS and m.turn().player == 0


def human_assign(m):
    return m.state.phase == ASSIGN and m.turn().player == 0


def human_slander2(m):
    return m.state.phase == SLANDER_2 and m.turn().player == 0


def game_over(m):
    return m.state.phase == OVER


def make_app(size=(1280, 720), language="en", speed="instant"):
    from gamebox.app.app import App

    return App(size, Settings(speed=speed, language=language), persist_settings=False)


def make_table(match: Match, size=(1280, 720), language="en", speed="instant"):
    from gamebox.games.tammany.scene import TableScene

    app = make_app(size, language, speed)
    session = Session(match, "tammany", pause=0)
    scene = TableScene(app, session)
    app.push(scene)
    return app, session, scene


def frames(app, n=1):
    for _ in range(n):
        app.frame(1 / 60)


def click_at(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def inside_window(app, scene) -> None:
    """Every target the table offers lies wholly inside the window."""
    window = pygame.Rect((0, 0), app.screen.get_size())
    scene.collect()
    assert scene.hits
    for hit in scene.hits:
        assert window.contains(hit.rect), (hit.key, hit.rect)


# -- drawing -----------------------------------------------------------------------------------
PHASES = [human_turn, human_bid, human_bonus, human_assign, human_slander2, game_over]


@pytest.mark.parametrize("want", PHASES, ids=lambda f: f.__name__)
def test_the_table_draws_every_phase_at_both_sizes(want, tmp_path):
    match = reach(4, want)
    for size in ((1280, 720), (960, 540)):
        app, _session, scene = make_table(match.copy() if hasattr(match, "copy") else match, size)
        frames(app, 3)
        path = app.screenshot(tmp_path / f"{want.__name__}_{size[0]}.png")
        image = pygame.image.load(str(path))
        assert image.get_size() == size
        assert (
            len(
                {
                    image.get_at((x, y))[:3]
                    for x in range(0, size[0], 16)
                    for y in range(0, size[1], 16)
                }
            )
            > 40
        )
        inside_window(app, scene)
        assert scene.status_text() and "tammany." not in scene.status_text()


@pytest.mark.parametrize("n", [3, 4, 5])
def test_three_to_five_players_fit_at_960x540(n):
    match = reach(n, human_turn)
    app, _session, scene = make_table(match, (960, 540))
    frames(app, 2)
    inside_window(app, scene)
    from gamebox.games.tammany.table import geometry as G

    rows = [G.player_box(p, n) for p in range(n)]
    bottom = G.PLAYERS[1] + G.PLAYERS[3]
    assert all(r[1] + r[3] <= bottom for r in rows)
    assert all(a[1] + a[3] <= b[1] for a, b in itertools.pairwise(rows))


# -- clicks ------------------------------------------------------------------------------------
def test_clicking_two_wards_places_two_bosses():  # R27, R28
    match = reach(3, human_turn)
    app, session, scene = make_table(match)
    frames(app, 2)
    placements = [a for a in session.legal() if a.kind == "place" and a.a != a.b]
    action = placements[0]
    before = list(match.state.bosses[action.a]), list(match.state.bosses[action.b])
    click_at(app, scene.target_rect(("ward", action.a)).center)
    assert scene.selection == [("ward", action.a)]
    click_at(app, scene.target_rect(("ward", action.b)).center)
    assert match.log[-1].action == action
    assert match.state.bosses[action.a][0] == before[0][0] + 1
    assert match.state.bosses[action.b][0] == before[1][0] + 1


def test_a_castle_garden_cube_then_two_wards_places_the_cube_and_a_boss():  # R29
    match = reach(3, human_turn)
    app, session, scene = make_table(match)
    frames(app, 2)
    action = next(a for a in session.legal() if a.kind == "place_cube")
    click_at(app, scene.target_rect(("garden", action.b)).center)
    click_at(app, scene.target_rect(("ward", action.c)).center)
    click_at(app, scene.target_rect(("ward", action.a)).center)
    assert match.log[-1].action == action


def test_a_closed_ward_is_inert():  # R3, R27: only active, unlocked wards take bosses
    match = reach(3, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    closed = [w for w in game.config.wards if not match.state.is_open(w)]
    assert closed
    length = len(match.log)
    click_at(app, scene.target_rect(("ward", closed[0])).center)
    assert scene.selection == [] and len(match.log) == length


def _check_paths(scene) -> None:
    """Every legal action has a click path whose every step is offered in turn, and
    every offered step leads to a legal action."""
    legal = set(scene.session.legal())
    assert legal
    for action in legal:
        ok = False
        for path in paths(action):
            scene.selection = []
            for i, token in enumerate(path):
                options = scene.choice().options
                if token not in options:
                    break
                if i == len(path) - 1:
                    ok = ok or scene.choice().done.get(token) == action
                scene.selection = list(path[: i + 1])
        assert ok, action
    scene.selection = []
    for actions in scene.choice().options.values():
        assert set(actions) <= legal


@pytest.mark.parametrize(
    "want", [human_turn, office_turn, human_bonus, human_slander2], ids=lambda f: f.__name__
)
def test_every_legal_action_can_be_clicked_and_nothing_else(want):  # R17-R36, R45
    match = reach(4, want)
    app, _session, scene = make_table(match)
    frames(app, 2)
    _check_paths(scene)


def test_end_turn_button_ends_the_turn():  # R18
    match = reach(3, human_turn)
    app, session, scene = make_table(match)
    frames(app, 2)
    action = next(a for a in session.legal() if a.kind == "place" and a.b != -1)
    scene.click(("ward", action.a))
    scene.click(("ward", action.b))
    frames(app, 2)
    rect = scene.button_rect("end")
    assert rect is not None
    length = len(match.log)
    click_at(app, rect.center)
    assert match.log[length].action.kind == "end"  # the computer players follow it


def test_the_bid_panel_never_offers_more_chips_than_held():  # R40
    match = reach(4, human_bid)
    app, _session, scene = make_table(match)
    frames(app, 2)
    limits = scene.bid_limits()
    assert limits == match.state.eligible(0, match.state.ward)
    for n in range(4):
        for _ in range(limits[n] + 3):
            scene.step_bid(n, 1)
    assert scene.bid == limits
    scene.bid = [h + 1 for h in limits]  # forced past the steppers: refused, nothing sent
    length = len(match.log)
    assert not scene.confirm()
    assert len(match.log) == length
    scene.bid = list(limits)
    plus = scene.button_rect("confirm")
    assert plus is not None
    click_at(app, plus.center)
    assert match.log[length].action == TammanyAction("bid", values=tuple(limits))


def test_the_mayor_hands_out_the_offices_in_the_dialog():  # R52
    match = reach(4, human_assign)
    app, _session, scene = make_table(match)
    frames(app, 2)
    others = [p for p in range(4) if p != 0]
    rect = scene.target_rect(("assign", others[0], 3))
    click_at(app, rect.center)
    assert scene.assign[others[0]] == 3
    assert sorted(scene.assign[p] for p in others) == sorted(set(scene.assign[p] for p in others))
    click_at(app, scene.button_rect("confirm").center)
    entry = next(e for e in reversed(match.log) if e.action.kind == "assign")
    assert entry.action.values[others[0]] == 3


def test_undo_takes_back_a_placement():
    match = reach(3, human_turn)
    app, session, scene = make_table(match)
    frames(app, 2)
    state = match.state.copy()
    action = next(a for a in session.legal() if a.kind == "place")
    assert drive.play_action(scene, action)
    frames(app, 2)
    assert session.can_undo()
    scene.undo()
    assert match.state.bosses == state.bosses


def test_escape_opens_the_pause_menu():
    from gamebox.app.scenes.pause import PauseScene

    match = reach(3, human_turn)
    app, _session, _scene = make_table(match)
    frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(app, 2)
    assert isinstance(app.top, PauseScene)


# -- hot-seat ----------------------------------------------------------------------------------
def other_human_bids(m):
    s = m.state
    return s.phase == BIDDING and m.turn().player == 1 and sum(s.eligible(1, s.ward)) >= 1


def test_a_hot_seat_bid_is_entered_behind_a_pass_screen():  # R40, section 9
    from gamebox.app.scenes.passscreen import PassScreen

    match = reach(3, other_human_bids, humans=3)
    app, session, scene = make_table(match)
    session.take_screen(0)  # someone else holds the screen
    frames(app, 3)
    assert isinstance(app.top, PassScreen) and app.top.player == 1
    assert scene.dialog_kind() is None  # no bid panel behind the cover
    assert drive.press_pass_screen(app)
    frames(app, 2)
    assert session.viewer == 1
    assert scene.dialog_kind() == BIDDING


# -- size and language ---------------------------------------------------------------------------
def test_the_table_follows_a_resize_to_960x540():
    match = reach(4, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    big = scene.target_rect(("ward", 14))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540)))
    frames(app, 2)
    small = scene.target_rect(("ward", 14))
    assert small.w == pytest.approx(big.w * 0.75, abs=2)
    inside_window(app, scene)


def test_greek_words_on_the_table():
    from gamebox import i18n

    match = reach(4, human_turn)
    app, _session, scene = make_table(match, (960, 540), "el")
    frames(app, 2)
    assert i18n.language() == "el"
    words = scene.prompt() + scene.status_text() + scene.ward_tip(14) + scene.player_tip(0)
    assert any("\u0370" <= ch <= "\u03ff" for ch in words)
    assert "tammany." not in words


def test_every_table_string_exists_in_english_and_greek():
    import json

    from gamebox.paths import asset

    def flat(node, prefix=""):
        out = set()
        for k, v in node.items():
            if isinstance(v, dict) and "other" not in v:
                out |= flat(v, f"{prefix}{k}.")
            else:
                out.add(prefix + k)
        return out

    en = json.loads(asset("i18n", "tammany-table.en.json").read_text(encoding="utf-8"))["en"]
    el = json.loads(asset("i18n", "tammany-table.el.json").read_text(encoding="utf-8"))["el"]
    assert flat(en) == flat(el)
    assert all(k.startswith(("tammany.table.", "tammany.map.")) for k in flat(en))


# -- whole games -------------------------------------------------------------------------------
def play_through(n: int, seed: int, humans: int, draw_every: int = 25) -> tuple:
    """A whole game at the table, the people played by `drive` through the click paths."""
    match = new_match(n, seed, humans)
    app, _session, scene = make_table(match, (960, 540))
    rng = random.Random(seed)
    passes = 0
    for i in range(20000):
        if i % draw_every == 0:
            app.frame(1 / 60)
        else:
            for sc in list(app.stack):
                sc.update(1 / 60)
        if drive.press_pass_screen(app):
            passes += 1
            continue
        if app.top is scene:
            drive.step(scene, rng)
        if scene.end_done:
            break
    return app, match, scene, passes


def test_a_hot_seat_game_of_three_reaches_the_end_screen():  # R55-R58
    from gamebox.app.scenes.endgame import EndScene

    app, match, scene, passes = play_through(3, 1, humans=2)
    assert match.is_over and scene.end_done
    assert isinstance(app.top, EndScene)
    assert passes > 0


@pytest.mark.slow
@pytest.mark.parametrize("n", [4, 5])
def test_longer_games_reach_the_end_screen(n):  # R55-R58
    from gamebox.app.scenes.endgame import EndScene

    app, match, _scene, _passes = play_through(n, n, humans=2)
    assert match.is_over and isinstance(app.top, EndScene)


def test_a_hint_fills_the_bid_panel_without_sending_it():  # R40
    match = reach(4, human_bid)
    app, session, scene = make_table(match)
    frames(app, 2)
    length = len(match.log)
    scene.ask_hint()
    worker = session.hint_worker
    assert worker is not None, "no hint was asked for"
    worker.wait()  # worked out in the background: wait for it to finish
    frames(app, 2)  # the frame that collects it, and one that fills the panel
    assert session.hint is not None and session.hint.kind == "bid"
    assert scene.bid == list(session.hint.values)
    assert len(match.log) == length


def test_a_ward_tooltip_names_its_number_neighbours_and_leader():  # R24, R38
    match = reach(4, human_turn)
    app, _session, scene = make_table(match)
    frames(app, 2)
    words = scene.ward_tip(6)
    assert "6" in words and "2, 3, 4, 5, 10, 14" in words
    view = scene.motion.shown
    bosses = view.bosses[6]
    if bosses.count(max(bosses)) == 1 and max(bosses):
        assert scene.names[bosses.index(max(bosses))] in words


def last_human_bid(m):
    s = m.state
    if s.phase != BIDDING or m.turn().player != 0:
        return False
    return [p for p in s.bidders if not s.bid_done[p]] == [0] and sum(s.eligible(0, s.ward)) > 0


def test_the_bids_are_revealed_together_ward_by_ward():  # R41-R44, section 9
    match = reach(4, last_human_bid)
    app, _session, scene = make_table(match, speed="normal")
    frames(app, 2)
    ward = match.state.ward
    limits = scene.bid_limits()
    scene.bid = list(limits)
    assert scene.confirm()
    frames(app, 20)  # into the reveal, which lasts a while at normal speed
    reveal = scene.motion.reveal
    assert reveal is not None and reveal.ward == ward
    assert dict(reveal.bids)[0] == tuple(limits)
    assert scene.dialog_kind() == "reveal" and scene.motion.focus == ward
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert not scene.motion.busy  # a click lands every animation at once


def test_once_the_bosses_are_placed_the_prompt_moves_on():
    match = reach(4, human_turn)
    app, session, scene = make_table(match)
    frames(app, 2)
    assert scene.prompt() == scene.say("prompt.turn")
    scene.act(next(a for a in session.legal() if a.kind == "place"))
    frames(app, 120)
    assert scene.prompt() == scene.say("prompt.turn_done")  # not "click a ward" any more
