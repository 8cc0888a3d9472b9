"""The Capo Dei Capi table scene, headless: it renders at both window sizes with nothing
cut off, a person plays by clicking, two computer players finish a game through it, and
hidden bribe values are never drawn (R69-R77)."""

from __future__ import annotations

import os
import re

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from gamebox.app.scenes.endgame import EndScene
from gamebox.app.scenes.passscreen import PassScreen
from gamebox.app.session import Session
from gamebox.app.settings import Settings
from gamebox.engine.match import Match, Seat
from gamebox.engine.steps import recording
from gamebox.games import get_game
from gamebox.games.capo import text
from gamebox.games.capo.model import DECISION, INFLUENCE, CapoAction
from gamebox.i18n import t

from .helpers import BLUE, RED, table

game = get_game("capo")


@pytest.fixture(autouse=True)
def headless(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    yield


def make_app(size=(1280, 720), speed="instant"):
    from gamebox.app.app import App

    return App(size, Settings(speed=speed), persist_settings=False)


def make_table(seats, seed=5, start="red", size=(1280, 720), speed="instant", state=None):
    from gamebox.games.capo.scene import TableScene

    app = make_app(size, speed)
    match = Match(
        game, [Seat(s) for s in seats], seed, {"start_player": start}, game.default_names(2)
    )
    if state is not None:
        match.state = state
    session = Session(match, "capo", pause=0)
    scene = TableScene(app, session)
    app.push(scene)
    return app, session, scene


def frames(app, n=1):
    for _ in range(n):
        app.frame(1 / 60)


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def key(app, code, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    frames(app, 2)


# -- rendering ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_table_renders_a_full_screen_with_nothing_cut_off(size, tmp_path):
    app, _session, scene = make_table(["human", "easy"], size=size)
    frames(app, 4)
    path = app.screenshot(tmp_path / f"table_{size[0]}.png")
    image = pygame.image.load(str(path))
    assert image.get_size() == size
    colours = {
        tuple(image.get_at((x, y)))[:3]
        for x in range(0, size[0], 16)
        for y in range(0, size[1], 16)
    }
    assert len(colours) > 120  # felt, cream cards, brass, pieces, text: not a blank screen
    card = scene.card_rect(0)
    cream = [
        sum(image.get_at((card.x + card.w // 8, y))[:3])
        for y in range(card.top + 4, card.bottom - 4, 3)
    ]
    assert sum(1 for v in cream if v > 600) > len(cream) // 3  # a cream card, not felt
    screen = pygame.Rect((0, 0), size)
    assert scene.hits, "the table registers its pieces for tooltips and clicks"
    for hit in scene.hits:
        assert screen.contains(hit.rect), hit.rect
    roll = scene.button_rect("roll")
    assert roll is not None and screen.contains(roll)


# -- playing by clicking -----------------------------------------------------------------------
def influence_seed() -> int:
    """A seed whose first roll for Red is an Influence roll with two options."""
    for seed in range(500):
        match = Match(game, [Seat("human"), Seat("easy")], seed, {"start_player": "red"})
        match.apply(CapoAction("roll"))
        match.play_chance()
        if match.state.phase == INFLUENCE:
            return seed
    raise AssertionError("no seed gives an Influence roll")


def test_a_person_rolls_and_chooses_an_influence_option_by_clicking():
    seed = influence_seed()
    app, session, scene = make_table(["human", "easy"], seed=seed)
    frames(app, 3)
    roll = scene.button_rect("roll")
    assert roll is not None
    click(app, roll.center)
    for _ in range(30):
        frames(app)
        if session.state.phase == INFLUENCE and not scene.motion.busy:
            break
    assert session.state.phase == INFLUENCE
    frames(app, 2)
    choice = scene.choice()
    assert len(choice.cards) == 2  # both options are lit
    inert = next(c for c in range(6) if c not in choice.cards)
    before = len(session.match.log)
    click(app, scene.card_rect(inert).center)  # an illegal click does nothing
    assert len(session.match.log) == before
    card, action = next(iter(choice.cards.items()))
    click(app, scene.card_rect(card).center)
    assert str(action) in session.match.actions_text()
    assert any(
        line.words == text.describe_event(game.view_event(entry_event, 0), scene.names)
        for line in scene.log
        for entry_event in session.match.log[-1].events
        if type(entry_event).__name__ == "InfluencePlaced"
    )


def test_space_rolls_scandal_by_button_and_ctrl_z_undoes_it():
    app, session, scene = make_table(["human", "easy"], seed=2)
    frames(app, 3)
    rect = scene.button_rect("scandal")
    assert rect is not None
    click(app, rect.center)
    assert session.state.level == 1
    assert session.can_undo()
    mine = [entry.action for entry in session.match.log if entry.actor == 0][-1]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.state.level == 0 and session.state.phase == DECISION
    words, tone = scene.bar_words()  # the bar says what was taken back, until the next move
    assert mine.kind == "scandal" and "Undone" in words
    assert words == t("table.line.undone", action=scene.describe_action(mine))
    assert tone == "gold" and not session.can_undo()
    key(app, pygame.K_SPACE)
    assert not scene.bar_words()[0].startswith(words.split(":")[0])
    frames(app, 5)
    assert "roll" in session.match.actions_text()


def test_the_hint_names_a_move_and_the_arrest_chance():
    app, session, scene = make_table(["human", "easy"], seed=4)
    frames(app, 3)
    key(app, pygame.K_h)  # the hint is worked out in the background...
    if session.hint_worker is not None:  # ...and may be in already
        session.hint_worker.wait()
    frames(app, 1)  # the frame that collects it
    words, _tone = scene.bar_words()
    assert session.hint in session.legal()
    assert words.startswith("Hint:") and re.search(r"\d+\.\d%", words)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("code", ["en", "el"])
def test_card_names_are_translated_and_fit_their_cards(size, code):
    from gamebox import i18n
    from gamebox.app import look
    from gamebox.games.capo.table import geometry as G
    from gamebox.games.capo.table.art import NAME_INSET, Art

    pygame.font.init()
    try:
        i18n.set_language(code)
        names = tuple(text.card_name(card) for card in range(6))
        assert code == "en" or not set(names) & set(game.config.card_names)
        layout = look.Layout(size)
        art = Art(layout, False)
        name_size = art.card_name_size(names)
        assert name_size >= (13.5 if code == "en" else 12)  # shrunk a step at most
        face = layout.font(name_size, "display")
        width = layout.px(G.CARD_W) - layout.px(NAME_INSET)
        for name in names:
            lines = look.wrap(name, face, width)
            assert len(lines) <= 2 and all(face.size(line)[0] <= width for line in lines), name
    finally:
        i18n.set_language("en")


# -- a whole game ------------------------------------------------------------------------------
def test_two_computer_players_finish_a_game_through_the_table():
    app, session, scene = make_table(["easy", "easy"], seed=3)
    for _ in range(20_000):
        frames(app)
        if scene.end_done:
            break
    assert session.match.is_over
    assert scene.end_done
    assert isinstance(app.top, EndScene)  # the final score is on screen
    assert any(line.tone == "alert" and "Game over" in line.words for line in scene.log)
    frames(app, 2)


def test_animations_play_and_can_be_skipped():
    app, session, scene = make_table(["human", "easy"], seed=6, speed="slow")
    frames(app, 3)
    scene.act(CapoAction("roll"))
    for _ in range(3):
        frames(app)
    assert scene.motion.busy  # the dice are tumbling
    click(app, (5, 5))  # any click finishes the animation
    frames(app, 2)
    assert not scene.motion.busy or session.state.phase != DECISION


# -- hidden information (R69-R77) --------------------------------------------------------------
def committed_bribes_state():
    return table(sides={RED: {"W1": ["B2"]}, BLUE: {"B1": ["B3"], "W2": ["I1"]}})


def face_of(scene, owner, card, circle=0):
    for o, c, i, face in scene.marker_faces():
        if (o, c, i) == (owner, card, circle):
            return face
    raise AssertionError("no such marker")


def test_the_opponents_face_down_bribe_is_drawn_face_down():
    app, session, scene = make_table(["easy", "human"], state=committed_bribes_state())
    frames(app, 2)
    assert session.viewer == BLUE
    red_bribe = face_of(scene, RED, 0)
    assert red_bribe.kind == "hidden" and red_bribe.value == 0 and red_bribe.label == "?"
    own = face_of(scene, BLUE, 3)
    assert own.label == "B3*"  # against the computer, your own bribe is simply shown
    assert face_of(scene, BLUE, 1).label == "I1"
    assert scene.strength_words(RED, 0) == "Σ 0 +?×1"
    assert "worth 2" not in scene.marker_tip(RED, 0, 0)
    assert "worth 2" not in scene.card_tip(0)


def test_no_pixel_depends_on_a_hidden_value(tmp_path):
    """R75: the same table with a different value under Red's face-down bribe looks
    exactly the same to Blue, pixel for pixel, tooltips included."""
    shots = []
    tips = []
    for value in ("B2", "B1"):
        state = table(active=BLUE, sides={RED: {"W1": [value, "I3"]}, BLUE: {"B1": ["B3"]}})
        app, _session, scene = make_table(["easy", "human"], start="blue", state=state)
        frames(app, 3)
        path = app.screenshot(tmp_path / f"{value}.png")
        shots.append(pygame.image.tobytes(pygame.image.load(str(path)), "RGB"))
        tips.append((scene.marker_tip(RED, 0, 0), scene.card_tip(0)))
    assert shots[0] == shots[1]
    assert tips[0] == tips[1]


def test_hot_seat_draws_every_face_down_bribe_face_down_until_peek():
    state = table(active=BLUE, sides={RED: {"W1": ["B2"]}, BLUE: {"B1": ["B3"]}})
    app, session, scene = make_table(["human", "human"], start="blue", state=state)
    session.take_screen(BLUE)
    frames(app, 2)
    assert face_of(scene, BLUE, 3).kind == "hidden"  # R77: face down for both players
    assert face_of(scene, RED, 0).kind == "hidden"
    assert scene.can_peek()
    scene.open_peek()
    frames(app, 1)
    words, _ = scene.bar_words()
    assert "Red, look away" in words
    rect = scene.button_rect("hold_peek")
    assert rect is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    frames(app, 1)
    assert scene.holding
    assert face_of(scene, BLUE, 3).label == "B3*"
    assert face_of(scene, RED, 0).kind == "hidden"  # never the other player's
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    frames(app, 1)
    assert not scene.holding
    assert face_of(scene, BLUE, 3).kind == "hidden"


def test_the_log_never_words_a_hidden_value():
    app, session, scene = make_table(["easy", "easy"], seed=9)
    for _ in range(3000):
        frames(app)
        if len(session.match.log) > 120:
            break
    # an onlooker: no face-down bribe value may appear in any line
    for line in scene.log:
        assert "face down; only" not in line.words


def force_roll(app, scene, white, black):
    """Roll, with the dice forced (the test decides the chance step)."""
    session = scene.session
    scene.act(CapoAction("roll"))
    with recording():
        events = session.match.apply(CapoAction("dice", white, black))
    scene.receive(session.as_seen([(-1, events)]))
    frames(app, 2)


def test_hot_seat_asks_backstab_on_the_table_and_covers_the_next_turn():
    app, session, scene = make_table(["human", "human"], start="red")
    frames(app, 3)
    assert app.top is scene and session.viewer == RED
    force_roll(app, scene, 2, 6)  # Invest: a cube on W2
    assert session.state.phase == "response_a"
    click(app, scene.button_rect("let_stand").center)
    frames(app, 2)
    # Blue is asked on the table itself, without a cover (R77)
    assert session.state.phase == "response_n"
    assert app.top is scene and session.viewer == BLUE
    assert "Blue: Backstab Red's roll" in scene.status_text()
    click(app, scene.button_rect("let_stand").center)
    frames(app, 2)
    assert session.viewer == RED and session.state.phase == DECISION
    click(app, scene.button_rect("stop").center)  # Stop (Enter rolls: the lit default)
    frames(app, 3)
    assert session.state.active == BLUE
    # Red reads their turn's summary first: the table stands under it
    assert scene.summary is not None and not isinstance(app.top, PassScreen)
    click(app, app.layout.point(640, 360))
    frames(app, 3)
    # a new turn for the other person: the screen is covered until Blue takes it
    assert isinstance(app.top, PassScreen) and app.top.player == BLUE
    assert session.legal() == []
    for _ in range(40):  # past the pass screen's guard against stray clicks
        frames(app)
    key(app, pygame.K_RETURN)  # Blue takes the screen
    frames(app, 3)
    assert app.top is scene and session.viewer == BLUE
    assert CapoAction("roll") in session.legal()


def test_every_table_string_exists_in_english():
    import re
    from pathlib import Path

    from gamebox.i18n import has

    root = Path(__file__).resolve().parents[3] / "gamebox" / "games" / "capo"
    sources = [root / "scene.py", *sorted((root / "table").glob("*.py"))]
    used: set[str] = set()
    for path in sources:
        source = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'"(capo\.[\w.]+)"', source))
        used |= {f"capo.table.{k}" for k in re.findall(r'say\(\s*"([\w.]+)"', source)}
    used.discard("capo.table")  # the prefix of the table's words, not a word
    used |= {
        f"capo.table.button.{k}"
        for k in (
            "roll",
            "stop",
            "pocket",
            "cancel",
            "discard_new",
            "backstab",
            "reneg",
            "accept_arrest",
            "let_stand",
            "payoff",
            "take_hitman",
            "scandal",
            "peek",
            "hold_peek",
            "done",
            "undo",
            "hint",
            "menu",
            "result",
        )
    }
    used |= {
        f"capo.table.status.{k}"
        for k in ("influence", "invest_card", "arrest", "response_a", "hitman")
    }
    used |= {f"capo.table.status.chance.{k}" for k in ("start", "rolling", "draw")}
    used |= {
        f"capo.table.banner.{k}"
        for k in ("start", "turn", "scandal", "game_end", "arrest", "power", "bonus", "cancelled")
    }
    used |= {f"capo.table.level.{k}" for k in ("easy", "normal", "hard", "random")}
    used |= {
        f"capo.table.symbol.{k}"
        for k in ("circle", "square", "triangle", "diamond", "star", "hexagon")
    }
    used |= {f"capo.table.supply_name.{k}" for k in ("cubes", "bribes", "I1", "I2", "I3")}
    used |= {
        f"capo.table.tip.marker_{k}" for k in ("influence", "bribe_up", "bribe_known", "hidden")
    }
    used |= {f"capo.table.tip.supply_{k}" for k in ("mayor", "bribes", "cubes")}
    used |= {"capo.table.tip.pending", "capo.table.tip.pending_bribe"}
    # a word the table has no own wording for is one every table shares (table.*)
    missing = sorted(k for k in used if not has(k) and not has(k.replace("capo.", "", 1)))
    assert not missing, missing
