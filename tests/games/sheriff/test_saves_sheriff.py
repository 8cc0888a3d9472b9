"""A Sheriff of Nottingham match survives a save and a replay in the middle of an
Inspection phase (gamebox.engine.saves), and the shipped example save replays."""

from __future__ import annotations

import random

from gamebox.engine.saves import load_match, read_save, save_match, state_digest
from gamebox.games import get_game
from gamebox.games.sheriff.invariants import INSPECT_PHASES, check
from gamebox.paths import examples_dir

from .play_policy import choose, mid_inspection_match

LABEL = "Sheriff of Nottingham — mid-inspection"


def test_save_and_replay_mid_inspection(tmp_path):  # R36, R37
    match = mid_inspection_match(seed=7)
    assert match.state.phase in INSPECT_PHASES and match.state.unresolved()
    path = tmp_path / "sheriff.json"
    save_match(match, path, label=LABEL)
    loaded = load_match(path, get_game)
    assert loaded.actions_text() == match.actions_text()
    assert state_digest(loaded.game, loaded.state) == state_digest(match.game, match.state)
    assert loaded.state.to_dict() == match.state.to_dict()
    assert not check(loaded.state)
    # both continue identically to the end of the phase
    for m in (match, loaded):
        rng = random.Random(1)
        while m.state.phase in INSPECT_PHASES or (m.turn().is_chance and m.state.round < 3):
            if m.turn().is_chance:
                m.play_chance()
            else:
                m.apply(choose(m.game, m.state, rng))  # type: ignore[arg-type]
    assert loaded.actions_text() == match.actions_text()
    assert state_digest(loaded.game, loaded.state) == state_digest(match.game, match.state)


def test_the_example_save_is_a_four_player_inspection():
    path = examples_dir() / "sheriff-mid-inspection.json"
    data = read_save(path)
    assert data["game"] == "sheriff" and data["label"] == LABEL
    match = load_match(path, get_game)
    state = match.state
    assert state.n == 4 and state.phase in INSPECT_PHASES
    assert any(state.resolved[m] for m in state.order) and state.unresolved()
    assert not check(state)
