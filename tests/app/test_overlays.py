"""Every panel a game opens over its table is a scene on the stack: Copycat's and
Sheriff's pile browsers and Tammany's map legend (overlays of the shared layer), and
Capo's dice legend (its own sheet). Each opens as it always did (its key, its click),
takes every key and click while it is open (nothing reaches the table), and closes on
Esc, on its key or on a click, back to the table. Under it the table waits: Sheriff's
inspection timer and Capo's short Reneg / Backstab countdown stand still."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pytest

from gamebox.app.table.overlay import Overlay
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game

from .helpers import frames, key

FRAME = 1 / 60


def put(app, match: Match, game_id: str):
    """`match` on its game's table, over the main menu; a few frames drawn."""
    from gamebox.app.scenes import MainMenu

    app.reset(MainMenu(app))
    session = app.nav.play_from_menu(match, game_id)
    table = app.top
    frames(app, 2)
    return table, session


def press(app, where: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=button))
    frames(app, 2)


# -- the tables at a moment with something to look at ----------------------------------------------


def copycat(app):
    """A person to act, their discard pile holding cards."""
    from gamebox.games.copycat import shots

    match = shots.until(2, 3, lambda m: m.turn().player == 0 and bool(m.state.discard[0]))
    return put(app, match, "copycat")


def sheriff(app, timer: bool = False):
    """The person in an offer window of the inspection (the timer's phases), both discard
    piles holding cards."""
    from gamebox.games.sheriff import shots
    from gamebox.games.sheriff.model import OPENING

    game = get_game("sheriff")
    options = {"inspection_timer": True} if timer else {}
    for seed in range(5, 45):
        match = Match(game, [Seat("human"), Seat("random"), Seat("random")], seed, options,
                      game.default_names(3))
        if shots.advance(match, random.Random(seed),
                         lambda s: s.phase == OPENING and s.active == 0 and all(s.piles)):
            return put(app, match, "sheriff")
    raise AssertionError("no seed reaches an offer window")


def tammany(app):
    from gamebox.games.tammany import shots

    match, _arrange = shots.moment("legend")
    return put(app, match, "tammany")


def capo(app):
    from gamebox.app import play

    return put(app, play.new_match("capo", ["human", "easy"], ["Ann", "Bob"],
                                   {"start_player": "red"}, seed=5), "capo")


@dataclass
class Way:
    """One way of opening a panel over a table: `table(app)` builds it, `open(app, table)`
    opens it, `shows` is the overlay's key (None: the game's own sheet, a scene too), and
    `key` is the key that opens and closes it (None: a click opens it)."""

    table: Callable
    open: Callable
    shows: object
    key: int | None = None


def by_key(code: int, unicode: str) -> Callable:
    return lambda app, table: key(app, code, unicode=unicode)


def on(where: Callable, button: int = 1) -> Callable:
    return lambda app, table: press(app, where(table), button)


WAYS = {
    "copycat-d": Way(copycat, by_key(pygame.K_d, "d"), ("browser", 0, "discard"), pygame.K_d),
    "copycat-pile": Way(copycat, on(lambda t: t.hit_rect(("pile", "discard")).center),
                        ("browser", 0, "discard")),
    "sheriff-right-click": Way(sheriff, on(lambda t: t.pile_rect(2).center, 3), ("browser", 1)),
    "sheriff-button": Way(sheriff, on(lambda t: t.button_rect(("browse", 1)).center),
                          ("browser", 0)),
    "tammany-l": Way(tammany, by_key(pygame.K_l, "l"), "legend", pygame.K_l),
    "tammany-button": Way(tammany, on(lambda t: t.button_rect("legend").center), "legend"),
    "capo-d": Way(capo, by_key(pygame.K_d, "d"), None, pygame.K_d),
    "capo-button": Way(capo, on(lambda t: t.button_rect("legend").center), None),
}
each_way = pytest.mark.parametrize("way", WAYS.values(), ids=WAYS.keys())


def opened(app, table, way: Way) -> None:
    way.open(app, table)
    assert app.top is not table and not app.top.opaque  # a scene, the table in view under it
    if way.shows is not None:
        assert isinstance(app.top, Overlay) and table.overlay_open() == way.shows


@each_way
def test_a_panel_opens_as_a_scene_and_closes_on_esc_its_key_or_a_click(app, way):
    table, _session = way.table(app)
    for close in ("esc", "key", "click"):
        if close == "key" and way.key is None:
            continue
        opened(app, table, way)
        frames(app, 2)  # it stays open (the release of a click that opened it is its own)
        assert app.top is not table
        if close == "click":
            press(app, table.button_rect("menu").center)
        else:
            key(app, pygame.K_ESCAPE if close == "esc" else way.key)
        assert app.top is table and table.overlay_open() is None, close


@each_way
def test_no_key_or_click_reaches_the_table_under_a_panel(app, way, monkeypatch):
    table, session = way.table(app)
    reached: list[int] = []
    handle = table.handle_event
    monkeypatch.setattr(table, "handle_event",
                        lambda event: reached.append(event.type) or handle(event))
    before = len(session.match.log)
    opened(app, table, way)
    reached.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    frames(app, 1)
    assert app.top is table and not reached  # Enter closed the panel and took no move
    opened(app, table, way)
    reached.clear()
    press(app, table.button_rect("menu").center)
    assert app.top is table and not reached  # the click closed it and opened no menu
    assert len(session.match.log) == before


def browsed(hit) -> bool:
    return isinstance(hit.key, tuple) and hit.key[0] == "browse"


def test_a_browser_shows_the_pile_and_its_cards_tooltips(app, monkeypatch):
    table, _session = copycat(app)
    key(app, pygame.K_d, unicode="d")
    browser = app.top
    cards = [hit for hit in browser.hits if browsed(hit)]
    assert len(cards) == len(table.shown.discard[0])
    assert not any(browsed(hit) for hit in table.collect())  # the panel's, not the table's
    where = cards[0].rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where)
    for _ in range(40):  # the tooltip comes after its delay
        app.frame(FRAME)
        if app.tooltip is not None:
            break
    assert app.tooltip is not None and app.tooltip[0] == cards[0].words()


# -- the table waits under a panel -------------------------------------------------------------


def test_the_inspection_timer_stands_still_while_a_pile_is_browsed(app):  # R84
    table, session = sheriff(app, timer=True)
    start = session.clock_left()
    assert start is not None
    frames(app, 60)
    counting = session.clock_left()
    assert 0.5 < start - counting <= 1.1  # it counts on the table
    press(app, table.pile_rect(1).center, 3)
    assert table.overlay_open() == ("browser", 0)
    frames(app, 60 * 120)  # two minutes: longer than the whole timer
    assert session.clock_left() == counting and not session.match.state.timed_out
    key(app, pygame.K_ESCAPE)
    frames(app, 60)
    assert session.clock_left() < counting  # and counts on once the browser is closed


def test_the_short_backstab_countdown_stands_still_under_the_dice_legend(app):
    from gamebox.games.capo.model import RESPONSE_N
    from gamebox.games.capo.scene import TableScene
    from gamebox.games.capo.table.legend import DiceLegend
    from tests.games.capo.helpers import play, table

    state, _events = play(table(hands=(1, 5)), "W2 B6")  # Red (a computer) has rolled
    assert state.phase == RESPONSE_N
    from gamebox.app.session import Session

    game = get_game("capo")
    match = Match(game, [Seat("easy"), Seat("human")], 5, {"start_player": "red"},
                  game.default_names(2))
    match.state = state
    session = Session(match, "capo", pause=0)
    scene = TableScene(app, session)
    app.push(scene)
    frames(app, 2)
    left = scene.window_left()
    assert left is not None and left > 1.0  # a short window: Backstab, or the table answers
    key(app, pygame.K_d, unicode="d")
    assert isinstance(app.top, DiceLegend)
    frames(app, 60 * 10)
    assert scene.window_left() == left and not match.log  # nothing answered while reading
    key(app, pygame.K_ESCAPE)
    frames(app, 30)
    assert scene.window_left() is not None and scene.window_left() < left
    frames(app, 60 * 5)
    assert match.log and str(match.log[0].action) == "pass"  # the table answered in the end
