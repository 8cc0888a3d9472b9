"""The Sheriff of Nottingham table, headless: it draws every phase for 3, 4 and 5 players
at both window sizes with everything on screen, a person plays by clicking and dragging,
only legal actions can be submitted, hot-seat players get a pass screen before their hand
is shown, and whole games played through the table reach the final score."""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from gamebox import i18n
from gamebox.app.selftest import show_moment
from gamebox.app.session import Session
from gamebox.app.settings import Settings
from gamebox.engine.ai.agent import RandomAgent
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game
from gamebox.games.sheriff import shots
from gamebox.games.sheriff.model import (
    CHOOSE,
    CONFISCATE,
    DECLARE,
    DISCARD,
    HIDDEN,
    LOAD,
    OPENING,
    OVER,
    PAY,
    RESPONSE,
    SET_ASIDE,
    TAKE,
    SheriffAction,
)
from gamebox.games.sheriff.table import geometry as G

from .drive import buttons, perform, press

game = get_game("sheriff")
PHASES = (SET_ASIDE, TAKE, DISCARD, LOAD, DECLARE, OPENING, CHOOSE, RESPONSE, CONFISCATE, PAY)


@pytest.fixture(autouse=True)
def headless(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    yield
    i18n.set_language("en")


def make_app(size=(1280, 720), language="en", speed="instant"):
    from gamebox.app import play
    from gamebox.app.app import App

    settings = Settings(speed=speed, language=language)
    return App(size, settings, persist_settings=False, navigator=play.Navigation)


def put(app, match):
    from gamebox.games.sheriff.scene import TableScene

    session = Session(match, "sheriff", pause=0)
    scene = TableScene(app, session)
    app.reset(scene)
    return session, scene


def last_by(match, player):
    return [entry for entry in match.log if entry.actor == player][-1].action


def frames(app, n=1):
    for _ in range(n):
        app.frame(1 / 60)


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def reach(n, stop, seed=5, seats=None, options=None):
    """A match advanced by seeded legal moves until `stop(state)`."""
    seats = seats or ["human"] + ["random"] * (n - 1)
    for s in range(seed, seed + 40):
        match = Match(game, [Seat(x) for x in seats], s, options or {})
        if shots.advance(match, random.Random(s), stop):
            return match
    raise AssertionError("no seed reaches that moment")


def human(phase):
    return lambda s: s.phase == phase and s.active == 0


def on_screen(app, scene):
    screen = pygame.Rect((0, 0), app.screen.get_size())
    hits = scene.collect()
    assert hits
    for hit in hits:
        assert screen.contains(hit.rect), (hit.key, hit.rect)


# -- drawing -----------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_phase_draws_with_everything_on_screen(n, tmp_path):
    app = make_app((960, 540) if n == 4 else (1280, 720))
    match = Match(game, [Seat("human")] + [Seat("random")] * (n - 1), 3 + n, {})
    rng = random.Random(n)
    seen = set()
    while not match.is_over:
        s = match.state
        if not match.turn().is_chance and s.phase in PHASES and s.phase not in seen:
            seen.add(s.phase)
            copy = Match(game, match.seats, match.seed, {})
            copy.state, copy.log = s.copy(), list(match.log)
            session, scene = put(app, copy)
            session.viewer = s.active if s.active >= 0 else 0
            frames(app, 2)
            on_screen(app, scene)
            assert "sheriff.table" not in scene.status_text()
            for b in buttons(scene).values():
                assert "sheriff." not in b.label
        if match.turn().is_chance:
            match.play_chance()
        else:
            match.apply(shots._policy(s, match.legal_actions(), rng))
    assert {SET_ASIDE, LOAD, DECLARE, CHOOSE} <= seen
    session, scene = put(app, match)
    frames(app, 3)
    on_screen(app, scene)
    assert match.state.phase == OVER
    image = app.screenshot(tmp_path / "over.png")
    assert image.exists()


def test_greek_and_a_resize_to_960x540():
    app = make_app(language="el")
    match = reach(5, human(LOAD))
    _session, scene = put(app, match)
    frames(app, 2)
    assert scene.status_text() and "sheriff" not in scene.status_text()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540)))
    frames(app, 2)
    assert app.screen.get_size() == (960, 540) or app.layout.size == (960, 540)
    on_screen(app, scene)


def test_table_strings_exist_in_both_languages():
    en = {k for k in i18n.keys("en") if k.startswith("sheriff.table.")}
    el = {k for k in i18n.keys("el") if k.startswith("sheriff.table.")}
    assert en and en == el


# -- playing by clicking --------------------------------------------------------------------------
def test_setting_aside_by_clicking_cards_and_the_button():  # R19
    app = make_app()
    match = reach(4, human(SET_ASIDE))
    _session, scene = put(app, match)
    frames(app, 2)
    before = len(match.log)
    click(app, scene.pile_rect(0).center)  # the draw deck is not a move now
    assert len(match.log) == before
    hand = scene.hand()
    click(app, scene.hit_rect(("hand", 0)).center)
    click(app, scene.hit_rect(("hand", 1)).center)
    assert scene.selected == [0, 1]
    click(app, scene.button_rect("setaside").center)
    action = match.log[before].action
    assert action.kind == "setaside" and sorted(action.goods) == sorted(hand[:2])


def test_loading_the_bag_by_dragging_and_the_declaration_picker():  # R25, R29
    app = make_app()
    match = reach(4, human(LOAD))
    session, scene = put(app, match)
    frames(app, 2)
    start = scene.hit_rect(("hand", 0)).center
    bag = scene.layout.rect(*G.BAG_ZONE).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=bag, rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=bag, button=1))
    frames(app, 2)
    assert scene.selected == [0]
    good = scene.hand()[0]
    click(app, scene.button_rect("load").center)
    assert last_by(match, 0) == SheriffAction("load", (good,))
    # wait for the declaration
    for _ in range(200):
        frames(app)
        if session.human_to_act() == 0 and match.state.phase == DECLARE:
            break
    assert match.state.phase == DECLARE
    labels = {k for k in buttons(scene) if k.startswith("declare_")}
    assert labels == {f"declare_{g}" for g in ("apples", "cheese", "bread", "chicken")}
    click(app, scene.button_rect("declare_cheese").center)
    assert last_by(match, 0) == SheriffAction("declare", ("cheese",))


def test_an_offer_can_only_be_posted_when_the_rules_allow_it():  # R64, R91, R99
    app = make_app()
    match = reach(4, human(OPENING))
    session, scene = put(app, match)
    frames(app, 2)
    assert press(scene, "side")
    frames(app)
    post = buttons(scene)["post"]
    assert not post.enabled  # a side offer must commit the Sheriff about a bag (R91)
    others = scene.draft.others(session.view())
    assert others
    click(app, scene.hit_rect(("button", f"commit{others[0]}")).center)
    assert buttons(scene)["post"].enabled
    for _ in range(300):  # more gold than the purse holds cannot be stepped in (R64)
        scene.draft.set_amount("gold", scene.draft.gold + 1, session.view().gold[0])
    assert scene.draft.gold == session.view().gold[0]
    before = len(match.log)
    click(app, scene.button_rect("post").center)
    action = match.log[before].action
    assert action.kind == "side" and action.offer.inspects == (others[0],)
    # posting is the whole turn in the window: "no (more) offer" goes with it (R99)
    assert match.log[before + 1].actor == 0 and match.log[before + 1].action.kind == "skip"


def test_the_sheriff_inspects_and_places_confiscated_goods_by_clicking():  # R41, R45

    def liar_waits(s):
        return (
            s.phase == CHOOSE
            and s.sheriff == 0
            and any(
                any(g != s.declared[m] for g in s.bags[m])
                for m in s.unresolved()
                if m not in s.must_pass
            )
        )

    app = make_app(speed="fast")
    match = reach(4, liar_waits)
    session, scene = put(app, match)
    frames(app, 2)
    s = match.state
    m = next(
        m
        for m in s.unresolved()
        if m not in s.must_pass and any(g != s.declared[m] for g in s.bags[m])
    )
    confiscated = sum(1 for g in s.bags[m] if g != s.declared[m])
    piles = len(s.piles[0]) + len(s.piles[1])
    click(app, scene.button_rect(f"inspect{m}").center)
    assert last_by(match, 0) == SheriffAction("inspect", target=m)
    assert scene.motion.opened is not None and scene.motion.opened.player == m
    frames(app, 90)
    assert match.state.phase == CONFISCATE and session.human_to_act() == 0
    for _ in range(confiscated):
        good = sorted(match.state.confiscated)[0]
        scene.click_pick(good)
        frames(app)
        click(app, scene.pile_rect(1).center)  # the first discard pile
        frames(app, 30)
    assert len(match.state.piles[0]) + len(match.state.piles[1]) >= piles + confiscated - 2
    placed = [e.action for e in match.log if e.action.kind == "confiscate"]
    assert len(placed) == confiscated and all(a.target == 0 for a in placed)


def test_hot_seat_shows_a_pass_screen_before_a_hand():
    from gamebox.app.scenes.passscreen import PassScreen

    app = make_app()
    match = Match(game, [Seat("human"), Seat("human"), Seat("random")], 4, {"start_player": 2})
    session, scene = put(app, match)
    for _ in range(200):
        frames(app)
        if session.human_to_act() == 0 and not scene.motion.busy:
            break
    assert not isinstance(app.top, PassScreen)  # the first person is already at the screen
    assert perform(scene, SheriffAction("setaside", ()))
    for _ in range(200):
        frames(app)
        if isinstance(app.top, PassScreen):
            break
    assert isinstance(app.top, PassScreen)
    assert app.top.player == 1
    assert session.needs_pass_screen()
    assert session.legal() == []
    assert all(card == HIDDEN for card in scene.hand())
    app.top.age = 10.0
    app.top.ready()
    frames(app, 2)
    assert app.top is scene
    assert session.viewer == session.human_to_act()
    assert HIDDEN not in scene.hand()


def test_the_inspection_timer_runs_out():  # R84
    app = make_app()
    match = reach(3, human(OPENING), options={"inspection_timer": True})
    session, scene = put(app, match)
    frames(app, 2)
    left = session.clock_left()
    assert left is not None and 0 < left <= game.timer_seconds(match.state)
    scene.update(left)  # the clock runs while the table is on screen and idle
    frames(app, 3)
    assert match.state.timed_out or match.state.phase not in (OPENING, CHOOSE, RESPONSE)


def play_through(n, seed, level="random", size=(960, 540)):
    app = make_app(size)
    seats = [Seat("human")] + [Seat(level)] * (n - 1)
    match = Match(game, seats, seed, {})
    session, scene = put(app, match)
    agent = RandomAgent()
    rng = random.Random(seed)
    failures = []
    for _ in range(20000):
        frames(app)
        scene.close_summary()  # a person reads the summary and goes on
        if scene.end_done:
            break
        if app.top is scene and session.human_to_act() == 0 and not scene.motion.busy:
            legal = session.legal()
            if legal:
                action = agent.choose(session.view(), legal, rng)
                if not perform(scene, action):
                    failures.append(str(action))
                    scene.act(action)
    return app, match, failures


def test_a_whole_three_player_game_reaches_the_end_screen():  # R48, R65
    from gamebox.app.scenes.endgame import EndScene

    app, match, failures = play_through(3, 8)
    assert match.is_over
    assert isinstance(app.top, EndScene)
    assert failures == []  # every chosen action was reachable through the table's controls


@pytest.mark.slow
@pytest.mark.parametrize("n", [4, 5])
def test_whole_four_and_five_player_games_reach_the_end_screen(n):
    from gamebox.app.scenes.endgame import EndScene

    app, match, failures = play_through(n, 20 + n, "easy")
    assert match.is_over and isinstance(app.top, EndScene)
    assert failures == []


@pytest.mark.parametrize("name", shots.SHOTS)
def test_screenshot_moments(name):
    from gamebox.app.scenes.endgame import EndScene
    from gamebox.app.scenes.menu import MainMenu
    from gamebox.games.sheriff.scene import TableScene

    app = make_app(speed="normal")
    table = show_moment(app, "sheriff", name)
    frames(app, 30)
    # the moment stays on the Sheriff table over the menu; a finished game shows its end
    # screen on top of the table
    on_top = [EndScene] if name == "scoring" else []
    assert [type(s) for s in app.stack] == [MainMenu, TableScene, *on_top]
    assert app.stack[1] is table
    if name == "moment":  # a computer's offer named where it happens
        step = table.motion.current
        assert step is not None and step.moment and table.motion.spot(step.event) is not None
    elif name == "summary":  # the account of the inspection round just ended
        assert table.summary is not None and table.summary.lines
    elif name != "scoring":
        assert table.session.human_to_act() == 0


def test_undo_and_hint_from_the_table():
    app = make_app()
    match = reach(4, human(LOAD))
    session, scene = put(app, match)
    frames(app, 2)
    scene.ask_hint()
    session.hint_worker.wait()  # worked out in the background
    frames(app, 1)  # the frame that collects it
    assert session.hint in session.legal()
    words, tone = scene.bar_words()
    assert tone == "gold" and "sheriff." not in words
    hand = sorted(session.view().hands[0])
    assert perform(scene, SheriffAction("load", tuple(hand[:1])))
    frames(app, 2)
    assert session.can_undo()  # nothing hidden was revealed since (no chance step)
    before = len(match.log)
    click(app, scene.button_rect("undo").center)
    assert len(match.log) < before
    assert session.state.phase == LOAD and session.human_to_act() == 0


def test_escape_opens_the_pause_menu():
    from gamebox.app.scenes.pause import PauseScene

    app = make_app()
    match = reach(3, human(SET_ASIDE))
    _session, _scene = put(app, match)
    frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(app, 2)
    assert isinstance(app.top, PauseScene)


def test_the_empty_bag_place_says_why_there_is_no_bag():
    def words_drawn(match, seat):
        app = make_app()
        session, scene = put(app, match)
        session.viewer = seat
        said = []
        scene.lines = lambda surface, words, *a, **k: said.append(words)
        scene.draw_table(pygame.Surface(app.screen.get_size()))
        return said

    market = reach(4, human(SET_ASIDE))
    assert i18n.t("sheriff.table.bag_later") in words_drawn(market, 0)
    assert i18n.t("sheriff.table.no_bag_sheriff") in words_drawn(market, market.state.sheriff)
    assert i18n.t("sheriff.table.no_bag") not in words_drawn(market, 0)


def test_a_chosen_hand_card_says_a_click_keeps_it_not_chooses_it():
    app = make_app()
    _session, scene = put(app, reach(4, human(SET_ASIDE)))
    scene.click_hand(0)
    tips = {hit.key: hit.words() for hit in scene.collect()}
    assert i18n.t("sheriff.table.tip.click_unchoose") in tips[("hand", 0)]
    assert i18n.t("sheriff.table.tip.click_aside") in tips[("hand", 1)]
    assert i18n.t("sheriff.table.tip.click_aside") not in tips[("hand", 0)]
