"""How every table behaves, held by the shared table layer and checked for every game of
the box and for Pig, each through its own table: one rule, one test, every table."""

from __future__ import annotations

import pygame
import pytest

from gamebox.app.scenes import MainMenu
from gamebox.app.session import Session
from gamebox.app.table.moments import Summary
from gamebox.app.table.widgets import default_of
from gamebox.engine.match import Match, Seat
from tests.conformance.games import MANIFESTS, game_of

from .helpers import key

SECONDS_PER_FRAME = 0.25  # the longest step the app takes in one frame


TABLES = [m for m in MANIFESTS if m.table is not None]
"""Every registered game and Pig, each through its own table."""

each_table = pytest.mark.parametrize("manifest", TABLES, ids=lambda m: m.id)


def open_table(app, manifest, seats: list[str], seed: int):
    """`manifest`'s table with `seats` ("human", or a computer player: its easy one,
    random for a game without any), the first seat to start; on the stack over the menu."""
    game = game_of(manifest)
    computer = "easy" if manifest.ai is not None else "random"
    seated = [Seat("human" if kind == "human" else computer) for kind in seats]
    options = {"start_player": 0} if any(o[0] == "start_player" for o in game.options_spec) \
        else {}
    match = Match(game, seated, seed, options, game.default_names(len(seats)))
    app.reset(MainMenu(app))
    session = Session(match, manifest.id, pause=app.settings.animation_seconds)
    table = manifest.table_class()(app, session)
    app.push(table)
    return table, session


def players(manifest, least: int) -> int:
    game = game_of(manifest)
    return min(game.max_players, max(game.min_players, least))


def seated(app, manifest, people: int):
    """A table whose first seat is a computer player about to act, with `people` persons
    seated after it."""
    n = players(manifest, people + 1)
    return open_table(app, manifest, ["computer"] + ["human"] * people
                      + ["computer"] * (n - people - 1), 5)


def run(app, seconds: float) -> None:
    for _ in range(round(seconds / SECONDS_PER_FRAME)):
        app.frame(SECONDS_PER_FRAME)


@each_table
def test_a_summary_waits_for_the_person_until_they_close_it(app, manifest):
    table, session = seated(app, manifest, people=1)
    table.open_summary(Summary("Round over", ("Red: +3",)))
    before = len(session.match.log)
    run(app, 60)  # far longer than any summary stood before
    assert table.summary is not None, "the summary closed by itself"
    assert len(session.match.log) == before, "the table went on under the summary"
    key(app, pygame.K_RETURN)
    assert table.summary is None
    run(app, 10)
    assert len(session.match.log) > before  # and then the game goes on


@each_table
def test_with_no_person_seated_a_summary_closes_by_itself(app, manifest):
    table, session = seated(app, manifest, people=0)
    opened = Summary("Round over", ("Red: +3",))
    table.open_summary(opened)
    before = len(session.match.log)
    run(app, 60)
    assert table.summary is not opened  # closed (another may have opened since)
    assert len(session.match.log) > before




@each_table
def test_the_board_never_lags_the_log(app, manifest):
    """A step's log line appears as its animation begins; once the step has landed the
    table draws the rules' own view after that event (`Seen.view`, noted by the rules
    while the table applies an action), not the view from before the action nor a
    guess: the board is never a step behind the log."""
    table, _ = seated(app, manifest, people=0)
    motion = table.motion
    given: list = []  # every view the table was given to draw
    display = motion.display
    motion.display = lambda view: given.append(view) or display(view)
    last: set[int] = set()  # the view after an action's last event: the session's own
    receive = table.receive
    table.receive = lambda seen: (last.add(id(seen[-1].view)) if seen else None,
                                  receive(seen))
    steps, between = [], 0
    for _ in range(4000):
        step = motion.current
        app.frame(FRAME * 4)
        table.close_summary()
        if step is None or step is motion.current or step in steps:
            continue
        steps.append(step)
        if step.view is not None and id(step.view) not in last:  # between two events
            assert any(view is step.view for view in given), \
                f"{manifest.id}: {type(step.event).__name__} landed, the board did not follow"
            between += 1
        if between >= 8:
            break
    assert between >= 8, f"{manifest.id}: only {between} steps between two events landed"

# -- input during an animation ----------------------------------------------------------------

FRAME = 1 / 60


def animations_for_a_person(app, manifest):
    """Each moment, at normal speed, a person (seat 1) is to act while a computer
    player's move is still being animated; the same moments every time (seeded). The
    caller lands or leaves each animation; between moments the person takes their first
    legal move."""
    n = players(manifest, 2)
    table, session = open_table(app, manifest, ["computer", "human"] + ["computer"] * (n - 2), 7)
    for _ in range(20000):
        app.frame(FRAME)
        table.close_summary()
        if app.top is not table or session.human_to_act() is None:
            continue
        if table.motion.busy:
            yield table, session
        elif legal := session.legal():
            table.act(legal[0])
    raise AssertionError(f"{manifest.id}: no computer move animated while a person was to act")


def at_moment(app, manifest, number: int):
    """The table at moment `number` (from 0) of `animations_for_a_person`, still
    animating; the earlier moments landed at once."""
    for count, (table, session) in enumerate(animations_for_a_person(app, manifest)):
        if count == number:
            return table, session
        table.land_animations()
    raise AssertionError("unreachable")


def seen(table, session) -> tuple:
    """What a person can tell of the table: the moves made, its words and its bar."""
    table.lay_out_bar()
    bar = tuple((b.label, b.enabled, b.style) for b in table.buttons)
    return len(session.match.log), table.look_now(), bar, type(table.app.top).__name__


def controls(table) -> list[tuple[int, int]]:
    """The centres of the things of the settled table a person can click, but the
    buttons every table has at its top (Undo, Hint, Menu)."""
    shared = {("button", b.key) for b in table.top_buttons()}
    return [pygame.Rect(hit.rect).center for hit in table.collect()
            if hit.on_click is not None and hit.key not in shared]


def has_default(table) -> bool:
    """Would Enter take a default on the settled table?"""
    table.lay_out_bar()
    return default_of(table.buttons) is not None


def first_moment_with_a_default(app, manifest):
    """The first moment of `animations_for_a_person` whose settled table has a default
    for Enter, landed: (its number, the table, the session)."""
    for number, (table, session) in enumerate(animations_for_a_person(app, manifest)):
        table.land_animations()
        if has_default(table):
            return number, table, session
    raise AssertionError("unreachable")


def press(app, where: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=1))
    app.frame(FRAME)


@each_table
def test_a_click_during_an_animation_is_not_lost(app, manifest):
    table, session = at_moment(app, manifest, 0)  # the twin that waits
    table.land_animations()
    before = seen(table, session)
    for where in controls(table):  # the first that does something, so the test can tell
        press(app, where)
        waited = seen(table, session)
        if waited != before:
            break
    assert waited != before, f"{manifest.id}: nothing the person can click does a thing"

    table, session = at_moment(app, manifest, 0)  # the twin that does not wait
    assert table.motion.busy
    press(app, where)
    assert seen(table, session) == waited


@each_table
def test_a_key_during_an_animation_is_not_lost(app, manifest):
    number, table, session = first_moment_with_a_default(app, manifest)  # the twin that waits
    before = seen(table, session)
    key(app, pygame.K_RETURN, count=1)
    waited = seen(table, session)
    assert waited != before

    table, session = at_moment(app, manifest, number)  # the twin that does not wait
    assert table.motion.busy
    key(app, pygame.K_RETURN, count=1)
    assert seen(table, session) == waited


# -- the log --------------------------------------------------------------------------------------


def log_rows(app, table, more: int, limit: float = 900) -> None:
    """Let the computer players play until the log has `more` rows than it has now, or
    (`more` 0) more rows than its panel shows."""
    target = table.log_scroll.rows + more
    for _ in range(round(limit / SECONDS_PER_FRAME)):
        app.frame(SECONDS_PER_FRAME)
        start, end = table.log_scroll.on_screen
        if table.log_scroll.rows >= target and table.log_scroll.rows > end - start + 3:
            return
    raise AssertionError(f"the log did not grow by {more} rows")


def newest_control(table):
    return next((hit for hit in table.collect() if hit.key == ("button", "log_newest")), None)


@each_table
def test_the_log_follows_the_newest_line_until_scrolled_back(app, manifest, monkeypatch):
    table, _session = seated(app, manifest, people=0)
    log_rows(app, table, 0)  # more rows than the panel shows
    assert table.log_scroll.back == 0 and table.log_scroll.on_screen[1] == table.log_scroll.rows
    assert newest_control(table) is None

    over_the_log = table.layout.rect(*table.frame.log).center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: over_the_log)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                         precise_x=0.0, precise_y=1.0))
    app.frame(SECONDS_PER_FRAME)
    read = table.log_scroll.on_screen
    assert table.log_scroll.back > 0 and read[1] < table.log_scroll.rows
    log_rows(app, table, 2)  # new moves come while the person reads
    assert table.log_scroll.on_screen == read  # what they read stays put

    control = newest_control(table)
    assert control is not None  # and a control leads back to the newest
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=control.rect.center,
                                         button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=control.rect.center,
                                         button=1))
    app.frame(SECONDS_PER_FRAME)
    assert table.log_scroll.back == 0 and newest_control(table) is None
    log_rows(app, table, 1)
    assert table.log_scroll.on_screen[1] == table.log_scroll.rows  # following again

    table.log_scroll.scroll(3)
    key(app, pygame.K_END, count=1)  # and so does a key
    assert table.log_scroll.back == 0


# -- the default answer ---------------------------------------------------------------------------


def defaults_broken(table, session) -> str | None:
    """What is wrong with the settled bar's default, in words, or None: never two
    defaults; and when the bar offers every move the person has, exactly one, which is
    what Enter takes (shown with its key)."""
    table.lay_out_bar()
    offered = [b for b in table.buttons if b.enabled and b.on_click is not None]
    defaults = [b for b in offered if b.style == "primary"]
    if len(defaults) > 1:
        return f"two defaults: {[b.label for b in defaults]}"
    legal = session.legal()
    answers = {b.action for b in offered}
    if legal and all(action in answers for action in legal) and len(defaults) != 1:
        return f"no default among {[b.label for b in offered]}"
    if defaults and not defaults[0].hotkey:
        return f"the default {defaults[0].label!r} does not show its key"
    return None


@each_table
def test_every_question_in_the_bar_has_one_default_taken_by_enter(app, manifest):
    import random

    n = players(manifest, 3)
    table, session = open_table(app, manifest, ["human"] + ["computer"] * (n - 1), 11)
    match, rng = session.match, random.Random(11)
    broken: dict[str, int] = {}
    answered = 0
    for _ in range(6000):
        app.frame(SECONDS_PER_FRAME)
        table.close_summary()
        if match.is_over or answered >= 150:
            break
        if app.top is not table or session.human_to_act() is None or table.motion.busy:
            continue
        if (wrong := defaults_broken(table, session)) is not None:
            broken[f"{session.view().phase}: {wrong}"] = 1
        legal = session.legal()
        before = len(match.log)
        if legal and rng.random() < 0.3 and any(
                b.style == "primary" and b.action in legal for b in table.buttons):
            key(app, pygame.K_RETURN, count=1)  # Enter takes the default
            assert len(match.log) > before
        elif legal:
            table.act(rng.choice(legal))
        answered += 1
    assert answered > 20
    assert not broken, f"{manifest.id}: {sorted(broken)}"


# -- banners --------------------------------------------------------------------------------------


def banner_words(table, code: str) -> list[str]:
    """Every banner the table can show in language `code`, its names at their longest."""
    import re

    from gamebox import i18n

    prefix = f"{table.words}.banner."
    said = []
    for name, value in i18n._leaves(i18n._raw(code)):
        if name.startswith(prefix):
            forms = value.values() if isinstance(value, dict) else [value]
            said.extend(re.sub(r"%\{\w+\}", "W" * 20, form) for form in forms)
    return said


@each_table
def test_a_banner_never_covers_the_bar_the_log_or_the_top_buttons(app, manifest):
    from gamebox.app.table.widgets import banner_rect

    table, _session = seated(app, manifest, people=1)
    lay = table.layout
    kept_clear = [lay.rect(*table.frame.bar.box), lay.rect(*table.frame.log),
                  *(lay.rect(*box) for box in table.frame.top)]
    # its own words in both languages, and words longer than any (Pig words its own in code)
    said = banner_words(table, "en") + banner_words(table, "el") + ["W" * 80]
    for words in said:
        plate = banner_rect(lay, words, table.frame.banner)
        covered = [area for area in kept_clear if plate.colliderect(area)]
        assert not covered, f"{manifest.id}: the banner {words!r} covers {covered}"


# -- a panel over the table: a scene on the stack, and the table waits under it -------------------


def send(app, *events: pygame.event.Event) -> None:
    for event in events:
        pygame.event.post(event)
    app.frame(FRAME)


def mouse(kind: int, where: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=where, button=button)


def key_down(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


@each_table
def test_an_overlay_is_a_scene_that_takes_every_key_and_click(app, manifest, monkeypatch):
    from gamebox.app.table.overlay import Overlay

    table, _session = seated(app, manifest, people=1)
    app.frame(FRAME)
    menu = table.button_rect("menu").center
    reached: list[int] = []
    monkeypatch.setattr(table, "handle_event", lambda event: reached.append(event.type))

    table.open_overlay("panel", lambda surface: None)
    assert isinstance(app.top, Overlay) and table.overlay_open() == "panel"
    send(app, mouse(pygame.MOUSEBUTTONUP, menu))  # the release of the click that opened it
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=menu, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                            precise_y=1.0),
         mouse(pygame.MOUSEBUTTONDOWN, menu, 4), mouse(pygame.MOUSEBUTTONUP, menu, 4))
    assert table.overlay_open() == "panel" and not reached  # still open; the table saw nothing
    send(app, mouse(pygame.MOUSEBUTTONDOWN, menu), mouse(pygame.MOUSEBUTTONUP, menu))
    assert app.top is table and not reached  # the click closed it and opened no menu

    for code in (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN):
        table.open_overlay("panel", lambda surface: None)
        send(app, key_down(code))
        assert app.top is table and table.overlay_open() is None and not reached, code


def cover(table, how: str) -> None:
    if how == "overlay":
        table.open_overlay("panel", lambda surface: None)
    else:
        table.open_scores()


@each_table
@pytest.mark.parametrize("how", ["overlay", "scores"])
def test_under_a_scene_the_table_waits_its_clock_stands_and_no_move_is_played(app, manifest,
                                                                               how):
    table, session = seated(app, manifest, people=1)
    cover(table, how)
    assert app.top is not table
    clock, before = table.clock, len(session.match.log)
    run(app, 60)  # far longer than a computer player or any timed prompt takes
    assert table.clock == clock and len(session.match.log) == before
    assert not table.wants_frame()  # a table that waits draws nothing new by itself
    key(app, pygame.K_ESCAPE, count=1)
    assert app.top is table
    run(app, 10)
    assert table.clock > clock and len(session.match.log) > before  # and then it goes on


@each_table
def test_one_status_line_at_a_time(app, manifest):
    """A computer's step is said once: on the moment's plate where the game puts one,
    else in the status line, never in both (two lines saying the same over the board)."""
    table, _ = seated(app, manifest, people=0)
    moments = 0
    for _ in range(3000):
        app.frame(FRAME * 4)
        table.close_summary()
        step = table.motion.current
        if step is None or not step.moment or table.session.match.is_over:
            continue
        moments += 1
        words, status = step.note.words, table.status_text()
        if table.plate_up():
            assert words not in status, f"{manifest.id}: the plate and the status say {words!r}"
        elif table.frame.turn_notes or step.note.tone != "turn":
            said = step.note.short or words  # a long line's short words stand in the status
            assert status == said, f"{manifest.id}: the moment {said!r} is not said"
        if moments >= 12:
            break
    assert moments >= 12, f"{manifest.id}: only {moments} moments seen"


@each_table
def test_the_table_stands_still_under_a_summary(app, manifest):
    """The rest of an action waits under its summary: while the person reads it no step
    starts, nothing moves on the board and the status line names the summary, not what
    waits under it (the next deal); once they close it the table goes on."""
    table, _ = seated(app, manifest, people=1)
    queue = table.motion.queue
    for _ in range(4000):
        app.frame(FRAME)
        if queue.current is not None and queue.steps:
            break
    assert queue.current is not None and queue.steps, f"{manifest.id}: no queue of steps"
    table.open_summary(Summary("Round over", ("Red: +3",)))
    waiting = len(queue.steps)
    run(app, 20)  # the step under the summary lands; no other starts
    assert queue.current is None and len(queue.steps) == waiting, \
        f"{manifest.id}: the table went on under the summary"
    if not table.session.match.is_over:
        assert table.status_text() == "Round over", f"{manifest.id}: {table.status_text()!r}"
    table.close_summary()
    run(app, 10)
    assert len(queue.steps) < waiting or not queue.busy



@each_table
def test_in_hot_seat_the_score_overview_shows_only_what_everyone_may_see(app, manifest,
                                                                        monkeypatch):
    """Two people share the screen: the overview (Tab) never counts what only the one
    whose turn it is may see (the other may be looking): it is the onlooker's standing,
    never read from the person's own view."""
    n = players(manifest, 2)
    table, session = open_table(app, manifest, ["human"] * 2 + ["computer"] * (n - 2), 5)
    assert table.hotseat
    run(app, 5)
    game, state = session.game, session.match.state
    public = game.standing(game.view(state, None))

    def own_view():
        raise AssertionError(f"{manifest.id}: the overview read the person's own view")

    monkeypatch.setattr(session, "view", own_view)
    assert table.standing_now() == public
