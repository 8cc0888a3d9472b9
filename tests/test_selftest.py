"""`gamebox selftest`, run in-process: every screen in every shipped language at both
window sizes, one computer game through the table, save and reload; and it never writes
into the player's own folders."""

from __future__ import annotations

import os

import pygame
import pytest

from gamebox.app import selftest
from gamebox.cli import main
from gamebox.paths import asset


def shipped_languages() -> tuple[str, ...]:
    return tuple(
        code for code in selftest.LANGUAGES if asset("i18n", f"gamebox.{code}.json").is_file()
    )


@pytest.fixture
def user_home(tmp_path, monkeypatch):
    """A stand-in for the player's own folder: the selftest must leave it untouched."""
    home = tmp_path / "user"
    monkeypatch.setenv("GAMEBOX_HOME", str(home))
    return home


def test_selftest_in_one_language_and_size_passes(tmp_path, user_home, monkeypatch):
    """The quick run's share: every screen in Greek (the longer words) at the smallest
    window, every game through its table, save and reload, the example saves."""
    monkeypatch.setattr(selftest, "LANGUAGES", ("el",))
    monkeypatch.setattr(selftest, "SIZES", ((960, 540),))
    shots = tmp_path / "shots"
    lines: list[str] = []
    assert selftest.run(shots, out=lines.append) == 0, "\n".join(lines)
    assert lines[-1] == "selftest ok" and not any(line.startswith("FAIL") for line in lines)
    expected = selftest.expected_shots(("el",))
    assert len(expected) == 10 + len(selftest.game_shots())
    assert all(name.startswith("el-960x540-") for name in expected)
    assert not [name for name in expected if not (shots / name).is_file()]
    from gamebox.games import game_ids

    for game_id in game_ids():
        assert any(line.startswith(f"ok    game {game_id} ") for line in lines), game_id
        assert any(f"{game_id} save and reload" in line for line in lines), game_id
    assert not user_home.exists()


@pytest.mark.slow
def test_selftest_passes_and_writes_every_screenshot(tmp_path, user_home, capsys):
    shots = tmp_path / "shots"
    code = main(["selftest", "--screenshots", str(shots)])
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.rstrip().endswith("selftest ok")
    assert "FAIL" not in out
    languages = shipped_languages()
    assert "en" in languages
    expected = selftest.expected_shots(languages)
    per_window = 10 + len(selftest.game_shots())
    assert len(expected) == len(languages) * 2 * per_window
    assert {"sheriff-negotiation", "tammany-reveal"} <= {
        f"{game_id}-{moment}" for game_id, moment in selftest.game_shots()
    }
    missing = [name for name in expected if not (shots / name).is_file()]
    assert not missing
    for name in ("en-1280x720-table.png", "en-960x540-end.png"):
        image = pygame.image.load(str(shots / name))
        assert image.get_size() == tuple(int(n) for n in name.split("-")[1].split("x"))
    if "el" not in languages:
        assert "skip  language el" in out
    assert "save and reload" in out and "game capo normal,easy seed 7" in out
    assert not user_home.exists()  # nothing was written to the player's folder
    assert os.environ["GAMEBOX_HOME"] == str(user_home)  # and the variable is put back


def test_a_failing_check_fails_the_selftest(tmp_path, user_home, monkeypatch, capsys):
    monkeypatch.setattr(selftest, "SIZES", ((960, 540),))
    monkeypatch.setattr(selftest, "LANGUAGES", ("en",))

    def broken(self, language, size):
        raise RuntimeError("the screens are broken")

    monkeypatch.setattr(selftest.SelfTest, "screens", broken)
    monkeypatch.setattr(selftest.SelfTest, "game", lambda self: None)
    lines: list[str] = []
    assert selftest.run(tmp_path / "shots", out=lines.append) == 1
    assert any(line.startswith("FAIL  en 960x540") and "broken" in line for line in lines)
    assert lines[-1].startswith("selftest FAILED")


def test_a_blank_picture_has_few_colours():
    blank = pygame.Surface((320, 180))
    blank.fill((20, 40, 30))
    assert selftest.distinct_colours(blank) <= selftest.MIN_COLOURS
