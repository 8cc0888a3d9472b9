"""A Capo Dei Capi match survives a save and a replay; a damaged file is refused untouched."""

from __future__ import annotations

import json

import pytest

from gamebox.engine.ai.agent import RandomAgent
from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import SaveError, load_match, save_match, state_digest
from gamebox.games import get_game


def _half_game(seed: int) -> Match:
    game = get_game("capo")
    match = Match(game, [Seat("human"), Seat("random")], seed, names=["Ann", "Bob"])
    agent = RandomAgent()
    while len(match.log) < 120 and not match.is_over:
        if match.turn().is_chance:
            match.play_chance()
        else:
            player = match.turn().player
            match.apply(agent.choose(match.view(player), match.legal_actions(), match.rng_for("x")))
    return match


def test_save_round_trip_and_replay(tmp_path):
    match = _half_game(3)
    path = tmp_path / "capo.json"
    save_match(match, path)
    loaded = load_match(path, get_game)
    assert loaded.actions_text() == match.actions_text()
    assert state_digest(loaded.game, loaded.state) == state_digest(match.game, match.state)
    assert loaded.names == ["Ann", "Bob"] and [str(s) for s in loaded.seats] == ["human", "random"]
    # both continue identically: chance is drawn from the seed and the step number
    for m in (match, loaded):
        while m.turn().is_chance or m.turn().player == 1:
            if m.turn().is_chance:
                m.play_chance()
            else:
                m.apply(m.legal_actions()[0])
    assert loaded.actions_text() == match.actions_text()


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],
        lambda text: text.replace('"stop"', '"stopp"', 1),
        lambda text: json.dumps({**json.loads(text), "digest": "0" * 64}),
        lambda text: json.dumps({**json.loads(text), "game": "chess"}),
    ],
)
def test_damaged_capo_save_is_refused_and_left_alone(tmp_path, damage):
    path = tmp_path / "capo.json"
    save_match(_half_game(4), path)
    broken = damage(path.read_text(encoding="utf-8"))
    path.write_text(broken, encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError):
        load_match(path, get_game)
    assert path.read_bytes() == before


def test_every_example_save_replays():
    # the example games in saves/ must follow the rules as they are now
    from gamebox.paths import examples_dir

    files = sorted(examples_dir().glob("*.json"))
    assert files
    for path in files:
        assert load_match(path, get_game).log
