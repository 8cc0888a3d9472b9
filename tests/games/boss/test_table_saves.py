"""Save, Continue and replay on The Boss's table: mid-hand and at a team penalty choice
(R43) the table resumes the same position, the person goes on through its controls, and
the replay viewer plays the save; the example saves load and stop mid-hand."""

from __future__ import annotations

import random

import pytest

from gamebox.engine.saves import load_match, read_save
from gamebox.games import get_game
from gamebox.games.boss import shots
from gamebox.games.boss.model import PENALTY, PLACE
from gamebox.paths import examples_dir

from .table_drive import frames, game, headless, make_app, turn  # noqa: F401


def resume_and_go_on(path, phase):
    app = make_app()
    session = app.nav.resume_file(path)
    assert session is not None
    scene = app.top
    frames(app, 3)
    assert session.match.state.phase == phase
    before = len(session.match.log)
    assert turn(scene, random.Random(1))
    assert len(session.match.log) > before
    replay = app.nav.replay_file(path)
    assert replay is not None and replay.replay is not None
    replay.replay.jump(replay.session.total // 2)
    replay.replay.forward()
    frames(app, 5)


@pytest.mark.parametrize("name, phase", [("placement", PLACE), ("penalty6", PENALTY)])
def test_save_continue_and_replay_on_the_table(tmp_path, name, phase):
    match, _ = shots.moment(name)
    app = make_app()
    session = app.nav.play_from_menu(match, "boss")
    frames(app, 2)
    path = tmp_path / f"{name}.json"
    session.save_as(path, label=name)
    loaded = load_match(path, get_game)
    assert game.encode(loaded.state) == game.encode(match.state)
    resume_and_go_on(path, phase)


@pytest.mark.parametrize("file, players", [("boss-mid-hand.json", 3),
                                           ("boss-six-players.json", 6)])
def test_the_example_saves_stop_mid_hand(file, players):
    path = examples_dir() / file
    data = read_save(path)
    assert len(data["seats"]) == players and data["seats"][0] == "human"
    match = load_match(path, get_game)
    s = match.state
    assert s.n == players and s.phase == PLACE and s.acting() == 0 and s.round >= 2
    assert any(s.placed_m)
    resume_and_go_on(path, PLACE)
