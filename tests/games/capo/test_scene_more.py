"""What a newcomer needs at the Capo table: who is winning (R66-R68, as far as it is
public), your side at the bottom and prompts that speak to you, the powers named where
they may be used (R53, R54, R58), the 36 rolls explained (R12-R14), a summary after a
computer player's turn, the place of its steps, and a table that settles when idle."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from gamebox.app.scenes.scoresheet import ScoreSheet
from gamebox.app.table.moments import Summary
from gamebox.games.capo import events as E
from gamebox.games.capo.model import DECISION, MAYOR, CapoAction
from gamebox.games.capo.table import geometry as G
from gamebox.games.capo.table.legend import DiceLegend
from gamebox.games.capo.text import cell_words, roll_words
from gamebox.i18n import set_language, t

from .helpers import BLUE, RED, game, table
from .test_scene import click, frames, key, make_table

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def headless(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    yield
    set_language("en")


# -- who sits where and who is spoken to ----------------------------------------------------------
@pytest.mark.parametrize("seats, bottom", [(["human", "easy"], RED), (["easy", "human"], BLUE),
                                           (["human", "human"], BLUE)])
def test_your_side_is_at_the_bottom(seats, bottom):
    app, _session, scene = make_table(seats, start="red")
    frames(app, 2)
    assert scene.bottom == bottom
    assert G.panel_box(bottom) == G.PANELS[1] and G.panel_box(1 - bottom) == G.PANELS[0]
    card_mid = G.CARD_TOP + G.CARD_H / 2
    assert G.circle_centre(0, bottom, 0)[1] > card_mid > G.circle_centre(0, 1 - bottom, 0)[1]
    assert G.pending_point(0, bottom)[1] > card_mid  # R33's slot beside your own side


def test_one_person_is_spoken_to_as_you_and_hot_seat_by_name():
    app, _session, scene = make_table(["human", "easy"])
    frames(app, 2)
    assert scene.status_text() == "Your turn: roll the dice (Enter or Space)."
    app, _session, scene = make_table(["human", "human"])
    frames(app, 2)
    assert scene.status_text() == "Red: roll the dice (Enter or Space)."


# -- who is winning (R66-R68) ---------------------------------------------------------------------
def test_each_panel_shows_the_score_so_far_and_names_the_tab_overview():
    state = table(sides={RED: {"W1": ["I3"]}, BLUE: {"W1": ["I1"], "B1": ["B3"]}},
                  card_cubes={"W1": 2}, score_piles=(1, 0))
    app, session, scene = make_table(["human", "easy"], state=state)
    frames(app, 2)
    standing = game.standing(session.view())
    assert standing[RED]["total"] == 4  # W1 (1 + 2 cubes) + 1 cube from the Mayor
    assert standing[BLUE]["total"] == 0  # Blue's face-down bribe counts nothing for Red
    tip = scene.vp_tip(RED)
    assert "4 VP" in tip and "Tab" in tip
    hit = next(h for h in scene.collect() if h.rect == scene.layout.rect(*G.part_box(RED, "vp")))
    assert hit.words() == tip
    key(app, pygame.K_TAB)
    assert isinstance(app.top, ScoreSheet)
    totals = next(values for k, _label, values in app.top.rows if k == "total")
    assert totals == [4, 0]


def test_hot_seat_scores_count_no_face_down_bribe_r77():
    state = table(sides={RED: {"W1": ["B3"]}, BLUE: {"W1": ["I1"]}})
    app, session, scene = make_table(["human", "human"], state=state)
    frames(app, 2)
    assert session.viewer == RED
    assert game.standing(session.view())[RED]["cards"] == 1  # Red's own view knows it...
    assert scene.standing_now()[RED]["cards"] == 0  # ...the screen, where Blue may look, not
    assert scene.score_drawn()[RED]["cards"] == 0  # neither the overview nor the panel


def test_the_box_is_said_in_words():
    app, _session, scene = make_table(["human", "easy"])
    frames(app, 2)
    box = scene.layout.rect(*G.BOX)
    assert next(h for h in scene.collect() if h.rect == box).words() == \
        t("capo.table.tip.box", count=0)
    assert t("capo.table.supply.box", count=0) == "Out of play: 0"
    assert "nothing comes back" in t("capo.table.tip.box", count=0)
    assert t("capo.table.tip.box", count=1).startswith("Out of play (the box): 1 marker ")
    assert "2 markers" in t("capo.table.tip.box", count=2)


# -- the powers (R53, R54, R58) -------------------------------------------------------------------
def test_deceive_and_pocket_are_named_and_offered_when_legal():
    state = table(pending={"W1": "I2", "B3": "I3"}, hands=(3, 5), must_roll=False)
    app, session, scene = make_table(["human", "easy"], state=state)
    frames(app, 2)
    keys = [b.key for b in scene.choice().buttons]
    assert {"roll", "stop", "deceive", "pocket", "scandal"} <= set(keys)
    words, _tone = scene.bar_words()
    assert "Deceive" in words and "Pocket" in words and "Scandal" in words
    click(app, scene.button_rect("deceive").center)  # two markers: pick one first
    assert scene.selected == ("power", "deceive")
    assert scene.status_text().startswith("Click the pending marker you want to move")
    click(app, scene.pending_rect(0).center)
    assert scene.selected == ("pending", 0) and set(scene.choice().cards) == {1, 2, 3, 4}
    click(app, scene.card_rect(1).center)  # Deceive the Influence 2 from W1 to W2
    assert session.state.pending[1] is not None and session.state.pending[0] is None
    assert session.state.hands[RED] == 2 and session.state.must_roll


def test_pocket_with_one_pending_marker_takes_it_at_once():
    state = table(pending={"W2": "I3"}, hands=(2, 5), must_roll=False)
    app, session, scene = make_table(["human", "easy"], state=state)
    frames(app, 2)
    pocket = next(b for b in scene.choice().buttons if b.key == "pocket")
    assert pocket.label == "Pocket (1)" and "safe from an arrest" in pocket.tip
    click(app, scene.button_rect("pocket").center)
    assert [m.value for m in session.state.sides[RED][1]] == [3]  # R54: on its card now


def test_scandal_says_what_it_does_in_words():
    app, _session, scene = make_table(["human", "easy"])
    frames(app, 2)
    scandal = next(b for b in scene.choice().buttons if b.key == "scandal")
    assert scandal.tip == "Scandal for 2 Mayor markers: the Extortion level goes from 0 to 1"
    assert "Scandal (2 Mayor markers) raises the Extortion level" in scene.bar_words()[0]


# -- the dice explained (R12-R14) -------------------------------------------------------------
def test_the_legend_opens_on_d_and_on_its_button_and_is_on_the_key_sheet():
    app, _session, scene = make_table(["human", "easy"])
    frames(app, 2)
    assert ("D", "dice") in scene.own_keys
    assert any(cap == "D" for cap, _words in scene.key_rows())
    key(app, pygame.K_d)
    assert isinstance(app.top, DiceLegend)
    app.top.draw(app.screen)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    click(app, scene.button_rect("legend").center)
    assert isinstance(app.top, DiceLegend)


def test_every_roll_is_explained_r12():
    assert cell_words(1, 2) == ("Influence", "1 at B2\nor 2 at W1")  # R15
    assert cell_words(6, 5)[0] == "Invest & Bribe"
    assert cell_words(3, 5) == ("Bribe", "bribe at W3")  # R21: the non-5 die's card
    assert cell_words(6, 2) == ("Invest", "cube on B2")  # R23
    assert cell_words(4, 3) == ("Extort", "level +3")  # R19
    for white in range(1, 7):
        for black in range(1, 7):
            assert all(cell_words(white, black)) and roll_words(white, black)


# -- a computer player's turn -----------------------------------------------------------------
def test_a_computer_turn_ends_with_a_summary_that_words_no_hidden_value():
    state = table(active=BLUE, pending={"W1": "B3", "B2": "I2"}, must_roll=False,
                  hands=(4, 5), pending_mayor=1)
    app, session, scene = make_table(["human", "easy"], start="blue", state=state)
    session.agents[BLUE] = type("Stops", (), {"choose": lambda self, v, legal, r, b=None:
                                              CapoAction("stop")})()
    summary = None
    for _ in range(200):
        frames(app)
        if scene.summary is not None:
            summary = scene.summary
            break
    assert isinstance(summary, Summary)
    assert summary.title == "Blue stops after 1 roll"
    assert summary.lines[0] == ("Commits: face-down bribe on W1, Influence 2 on B2")
    assert "Mayor markers in hand: 5, now 6" in summary.lines
    assert summary.lines[-1] == "Score so far: Red 0 VP, Blue 1 VP (+1)"
    assert not any("worth 3" in line or "3 on W1" in line for line in summary.lines)


def test_no_summary_after_your_own_turn():
    app, _session, scene = make_table(["human", "easy"], seed=5)
    frames(app, 2)
    assert scene.summary_of(E.TurnEnded(RED, False)) is None


def test_a_computer_players_step_has_its_place_on_the_board():
    app, _session, scene = make_table(["human", "easy"])
    frames(app, 2)
    table_box = pygame.Rect(0, 0, 1280, 720)
    for event in (E.DiceRolled(BLUE, 2, 3, "influence"), E.InfluencePlaced(BLUE, 3, 2),
                  E.BribePlaced(BLUE, 0, 0), E.LevelRaised(BLUE, 2, 4),
                  E.CubePlaced(BLUE, MAYOR), E.CubeMoved(BLUE, 0, 5),
                  E.MarkerCommitted(BLUE, 2, 0, "I", 3), E.ExtortionBonus(BLUE, 6, 3),
                  E.BribeRevealed(BLUE, RED, 1, 0, 2), E.HitmanTaken(BLUE),
                  E.PowerPaid(BLUE, "scandal", 2), E.Arrested(BLUE, (), 0)):
        spot = scene.motion.spot(event)
        assert spot is not None and table_box.collidepoint(spot), event
    assert scene.motion.spot(E.InfluencePlaced(BLUE, 3, 2))[1] < G.CARD_TOP  # Blue: far side
    x, y = scene.frame.moment_at  # over the status plaque, not over the cards
    sx, sy, sw, sh = G.STATUS
    assert sx < x < sx + sw and sy < y < sy + sh


# -- an idle table draws nothing new ----------------------------------------------------------
def test_the_lit_choices_settle_to_a_steady_glow():
    from gamebox.games.capo.scene import FADE, SETTLE, STEADY

    app, session, scene = make_table(["human", "easy"])
    frames(app, 2)
    assert session.state.phase == DECISION and scene.choice().buttons
    scene.update(0.15)
    assert scene.animating()  # the table just changed: its choices pulse, a new frame is due
    frames(app, int(60 * (SETTLE + FADE + 1)))
    scene.update(0.5)
    assert not scene.animating() and scene.lit() == STEADY  # steady: nothing to draw
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    scene.update(0.15)
    assert scene.animating()  # touched: a pulse again, for a while


# -- words ------------------------------------------------------------------------------------
def test_greek_names_take_no_gendered_article():
    words = json.loads((ROOT / "assets/i18n/capo.el.json").read_text(encoding="utf-8"))

    def strings(node):
        if isinstance(node, dict):
            for value in node.values():
                yield from strings(value)
        else:
            yield node

    article = re.compile(r"(?<!\w)(του|της|τον|την|το|ο|η|Ο|Η|στον|στην)\s+(παίκτη\s+)?"
                         r"%\{(player|owner|active|payer|other|winner)\}")
    found = [s for s in strings(words) if article.search(s)]
    assert not found, found


def test_counts_take_their_plural_in_both_languages():
    assert t("capo.table.summary.title_stop", player="Blue", count=1) == "Blue stops after 1 roll"
    assert t("capo.table.summary.title_stop", player="Blue", count=3).endswith("3 rolls")
    assert t("capo.table.tip.supply_cubes", count=1).startswith("Supply: 1 value cube.")
    set_language("el")
    assert t("capo.table.summary.title_stop", player="Μπλε", count=1).endswith("1 ζαριά")
    assert t("capo.table.summary.title_stop", player="Μπλε", count=2).endswith("2 ζαριές")


def test_a_hint_says_the_chance_of_an_arrest_on_the_next_roll():  # R10
    app, session, scene = make_table(["human", "easy"], start="red")
    frames(app, 3)
    assert session.state.phase == DECISION and session.human_to_act() == RED
    session.hint = CapoAction("roll")
    scene.hint_for = len(session.match.log)
    words, tone = scene.bar_words()
    assert (words, tone) == ("Hint: Roll the dice · Chance of arrest on the next roll: 0.0%.",
                             "gold")  # nothing pending yet
