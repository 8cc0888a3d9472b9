"""Saves, tested on a toy game so that no real game's rules are involved.

The toy game, "race to 10": on their turn a player either steps (+1) or rolls a die
(a chance step adds 1-6); whoever reaches 10 first wins.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar

import pytest

from gamebox.engine.game import CHANCE, Event, Game, IllegalAction, Result, Turn
from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import (
    FORMAT_VERSION,
    SaveError,
    SaveInfo,
    backup_path,
    list_saves,
    load_match,
    match_from_dict,
    match_to_dict,
    read_save,
    save_match,
    state_digest,
    write_save,
)

GOAL = 10


@dataclass(frozen=True, slots=True)
class Step:
    def __str__(self) -> str:
        return "step"


@dataclass(frozen=True, slots=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Die:
    value: int

    def __str__(self) -> str:
        return f"d{self.value}"


@dataclass(frozen=True, slots=True)
class Moved(Event):
    player: int
    by: int


@dataclass(frozen=True, slots=True)
class RaceState:
    scores: tuple[int, ...]
    player: int
    rolling: bool = False

    def copy(self) -> RaceState:
        return self


class RaceGame(Game):
    id: ClassVar[str] = "race"
    title: ClassVar[str] = "Race to 10"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options_spec: ClassVar[tuple[tuple[str, tuple[Any, ...], Any], ...]] = (
        ("start", (0, 1, 2), 0),
        ("order", ((0, 1), (1, 0)), (0, 1)),  # a tuple: offered, but not plain JSON
    )

    def new_state(self, n_players: int, options: dict[str, Any] | None = None) -> RaceState:
        start = int((options or {}).get("start", 0))
        return RaceState((start,) * n_players, 0)

    def turn(self, state: RaceState) -> Turn:
        if max(state.scores) >= GOAL:
            return Turn(None)
        return Turn(CHANCE if state.rolling else state.player)

    def legal_actions(self, state: RaceState) -> list[Any]:
        turn = self.turn(state)
        return [] if turn.is_over or turn.is_chance else [Step(), Roll()]

    def chance_outcomes(self, state: RaceState) -> list[tuple[Any, float]]:
        return [(Die(v), 1 / 6) for v in range(1, 7)] if self.turn(state).is_chance else []

    def apply(self, state: RaceState, action: Any) -> tuple[RaceState, list[Event]]:
        if not self.is_legal(state, action):
            raise IllegalAction(self._why_illegal(state, action))
        if isinstance(action, Roll):
            return RaceState(state.scores, state.player, rolling=True), []
        by = action.value if isinstance(action, Die) else 1
        scores = list(state.scores)
        scores[state.player] += by
        following = (state.player + 1) % len(scores)
        return RaceState(tuple(scores), following), [Moved(state.player, by)]

    def _why_illegal(self, state: RaceState, action: Any) -> str:
        turn = self.turn(state)
        if turn.is_over:
            return "the race is over"
        if turn.is_chance:
            return "the die must be rolled first"
        return f"{action} is a die result, but nobody rolled"

    def view(self, state: RaceState, player: int | None) -> RaceState:
        return state

    def determinize(self, view: RaceState, rng: random.Random) -> RaceState:
        return view

    def result(self, state: RaceState) -> Result | None:
        if not self.turn(state).is_over:
            return None
        ranking = tuple(sorted(range(len(state.scores)), key=lambda p: -state.scores[p]))
        return Result(state.scores, ranking)

    def parse_action(self, state: RaceState, text: str) -> Any:
        text = text.strip().lower()
        if text == "step":
            return Step()
        if text == "roll":
            return Roll()
        if text.startswith("d") and text[1:].isdigit() and 1 <= int(text[1:]) <= 6:
            return Die(int(text[1:]))
        raise IllegalAction(f"{text!r} is not an action of the race (step, roll, d1-d6)")

    def encode(self, state: RaceState) -> dict[str, Any]:
        return {"scores": list(state.scores), "player": state.player, "rolling": state.rolling}


GAME = RaceGame()


def get_game(game_id: str) -> Game:
    if game_id != GAME.id:
        raise KeyError(game_id)
    return GAME


def play(match: Match, steps: int, rng: random.Random) -> None:
    """Advance `match` by up to `steps` actions, seats choosing with `rng`."""
    for _ in range(steps):
        if match.is_over:
            return
        if match.turn().is_chance:
            match.play_chance()
        else:
            match.apply(rng.choice(match.legal_actions()))


def new_match(seed: int = 7) -> Match:
    return Match(GAME, [Seat("human"), Seat("hard")], seed, {"start": 1}, ["Ada", "Bo"])


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Match, Path]:
    match = new_match()
    play(match, 6, random.Random(1))
    path = tmp_path / "race.json"
    save_match(match, path, label="half way")
    return match, path


# -- round trip --------------------------------------------------------------------------


def test_round_trip_restores_the_same_match(saved: tuple[Match, Path]) -> None:
    match, path = saved
    loaded = load_match(path, get_game)
    assert loaded.actions_text() == match.actions_text()
    assert state_digest(GAME, loaded.state) == state_digest(GAME, match.state)
    assert loaded.seats == match.seats
    assert loaded.names == ["Ada", "Bo"]
    assert loaded.options == {"start": 1}
    assert loaded.seed == match.seed


def test_a_loaded_match_continues_identically(saved: tuple[Match, Path]) -> None:
    match, path = saved
    loaded = load_match(path, get_game)
    play(match, 200, random.Random(5))
    play(loaded, 200, random.Random(5))
    assert match.is_over
    assert loaded.actions_text() == match.actions_text()
    assert GAME.result(loaded.state) == GAME.result(match.state)


def test_the_header_describes_the_match(saved: tuple[Match, Path]) -> None:
    match, path = saved
    data = read_save(path)
    assert data["format"] == "gamebox-save"
    assert data["version"] == FORMAT_VERSION
    assert data["game"] == "race"
    assert data["seats"] == ["human", "hard"]
    assert data["label"] == "half way"
    assert data["progress"] == {"actions": len(match.log), "over": False}
    assert datetime.fromisoformat(data["saved_at"]).tzinfo is not None


def test_a_finished_match_round_trips(tmp_path: Path) -> None:
    match = new_match(seed=3)
    play(match, 500, random.Random(2))
    path = tmp_path / "done.json"
    save_match(match, path)
    loaded = load_match(path, get_game)
    assert loaded.is_over
    assert read_save(path)["progress"]["over"] is True


def test_options_that_are_not_json_are_refused() -> None:
    match = Match(GAME, [Seat("human"), Seat("easy")], 1, {"start": 1, "order": (1, 0)})
    with pytest.raises(SaveError, match="not plain data"):
        match_to_dict(match)


# -- damaged files: clear errors, bytes untouched -----------------------------------------


def _edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _tamper_action(data: dict[str, Any]) -> None:
    index = data["actions"].index("roll")
    data["actions"][index] = "step"  # the die result that follows now has no roll


def _tamper_digest(data: dict[str, Any]) -> None:
    data["digest"] = "0" * 64


def _tamper_score(data: dict[str, Any]) -> None:
    data["options"]["start"] = 2  # replays fine, ends on another table


DAMAGE = {
    "truncated": (lambda p: p.write_bytes(p.read_bytes()[:120]), "is damaged"),
    "wrong marker": (lambda p: _edit(p, lambda d: d.update(format="chess")), "not a Gamebox save"),
    "newer version": (
        lambda p: _edit(p, lambda d: d.update(version=3)),
        r"newer Gamebox \(format 3\)",
    ),
    "tampered action": (
        lambda p: _edit(p, _tamper_action),
        r"can no longer be played on: move \d+ \(d\d\)",
    ),
    "tampered digest": (lambda p: _edit(p, _tamper_digest), "was changed after it was saved"),
    "tampered options": (lambda p: _edit(p, _tamper_score), "was changed after it was saved"),
    "wrong type": (lambda p: _edit(p, lambda d: d.update(seed="7")), r"damaged at seed: "),
    "missing field": (
        lambda p: _edit(p, lambda d: d.pop("actions")),
        r"damaged at actions: it is missing",
    ),
    "unknown game": (
        lambda p: _edit(p, lambda d: d.update(game="chess")),
        "“chess”, which this Gamebox does not have",
    ),
    "bad seat": (
        lambda p: _edit(p, lambda d: d.update(seats=["human", "god"])),
        r"damaged at seats\[1\]",
    ),
    "not text": (
        lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe"),
        r"byte 0 \(line 1, column 1\) is not text",
    ),
}


@pytest.mark.parametrize("damage", DAMAGE, ids=list(DAMAGE))
def test_a_damaged_save_is_reported_and_left_alone(saved: tuple[Match, Path], damage: str) -> None:
    _, path = saved
    spoil, message = DAMAGE[damage]
    spoil(path)
    before = path.read_bytes()
    with pytest.raises(SaveError, match=message) as caught:
        load_match(path, get_game)
    assert str(path) in str(caught.value)
    assert path.read_bytes() == before


@pytest.mark.parametrize("damage", ["truncated", "wrong marker", "newer version", "not text"])
def test_write_save_never_overwrites_an_unreadable_file(
    saved: tuple[Match, Path], damage: str
) -> None:
    match, path = saved
    DAMAGE[damage][0](path)
    before = path.read_bytes()
    with pytest.raises(SaveError, match="left untouched"):
        save_match(match, path)
    assert path.read_bytes() == before
    assert not backup_path(path).exists()


def test_write_save_refuses_a_foreign_file(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text('{"shopping": ["eggs", "milk"]}\n', encoding="utf-8")
    before = path.read_bytes()
    match = new_match()
    with pytest.raises(SaveError, match=r"notes\.json.*not a Gamebox save"):
        save_match(match, path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.json"]


def test_a_damaged_backup_is_kept_aside_and_never_blocks_a_save(saved: tuple[Match, Path]) -> None:
    match, path = saved
    backup = backup_path(path)
    backup.write_text("my own notes", encoding="utf-8")
    before = path.read_bytes()
    play(match, 2, random.Random(3))
    save_match(match, path)
    aside = backup.with_name(backup.name + ".damaged")
    assert aside.read_text(encoding="utf-8") == "my own notes"  # kept, under a new name
    assert backup.read_bytes() == before  # the backup is the previous save again
    assert load_match(path, get_game).actions_text() == match.actions_text()
    backup.write_text("more notes", encoding="utf-8")  # damaged again: a second name
    save_match(match, path)
    assert aside.read_text(encoding="utf-8") == "my own notes"
    assert backup.with_name(backup.name + ".damaged-2").read_text(encoding="utf-8") == "more notes"


def test_write_save_refuses_an_invalid_dictionary(tmp_path: Path) -> None:
    data = match_to_dict(new_match())
    data["seed"] = None
    with pytest.raises(SaveError, match="damaged at seed: a whole number"):
        write_save(tmp_path / "x.json", data)
    assert not any(tmp_path.iterdir())


# -- atomic writes and the backup -------------------------------------------------------------


def test_the_backup_holds_the_previous_save(saved: tuple[Match, Path]) -> None:
    match, path = saved
    first = path.read_bytes()
    play(match, 3, random.Random(9))
    save_match(match, path)
    assert backup_path(path).read_bytes() == first
    assert path.read_bytes() != first
    assert load_match(path, get_game).actions_text() == match.actions_text()
    assert load_match(backup_path(path), get_game).actions_text() != match.actions_text()


def test_writing_leaves_no_temporary_files(saved: tuple[Match, Path]) -> None:
    match, path = saved
    save_match(match, path)
    save_match(match, path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["race.json", "race.json.bak"]


def test_a_failed_write_keeps_the_old_save(
    saved: tuple[Match, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    match, path = saved
    before = path.read_bytes()

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("gamebox.engine.saves.os.fsync", broken_fsync)
    with pytest.raises(SaveError, match="could not be written: No space left"):
        save_match(match, path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["race.json"]


def test_match_from_dict_works_without_files() -> None:
    match = new_match()
    play(match, 5, random.Random(4))
    data = json.loads(json.dumps(match_to_dict(match)))
    loaded = match_from_dict(data, get_game, source="clipboard")
    assert loaded.actions_text() == match.actions_text()
    data["format"] = "other"
    with pytest.raises(SaveError, match="clipboard is not a Gamebox save"):
        match_from_dict(data, get_game, source="clipboard")


# -- the Load screen -----------------------------------------------------------------------------


def test_list_saves_sorts_newest_first_and_lists_damaged_files(tmp_path: Path) -> None:
    for name, when in [("old", "2024-01-01T10:00:00+00:00"), ("new", "2025-06-01T10:00:00+00:00")]:
        data = match_to_dict(new_match(), label=name)
        data["saved_at"] = when
        write_save(tmp_path / f"{name}.json", data)
    write_save(tmp_path / "new.json", {**read_save(tmp_path / "new.json")})  # makes a .bak
    (tmp_path / "broken.json").write_text('{"format": "gamebox-save", "vers', encoding="utf-8")
    (tmp_path / "readme.txt").write_text("not a save", encoding="utf-8")

    rows = list_saves(tmp_path)

    good = [row for row in rows if isinstance(row, SaveInfo)]
    bad = [row for row in rows if not isinstance(row, SaveInfo)]
    assert [info.label for info in good] == ["new", "old"]
    assert good[0].names == ("Ada", "Bo")
    assert good[0].seats == ("human", "hard")
    assert good[0].game == "race"
    assert good[0].progress == {"actions": 0, "over": False}
    assert good[0].saved_at == datetime(2025, 6, 1, 10, tzinfo=UTC)
    assert len(bad) == 1
    broken_path, message = bad[0]
    assert broken_path == tmp_path / "broken.json"
    assert "broken.json is damaged" in message
    assert len(rows) == 3


def test_list_saves_of_a_missing_folder_is_empty(tmp_path: Path) -> None:
    assert list_saves(tmp_path / "nowhere") == []
