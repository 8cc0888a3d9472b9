"""The standalone executable: build.spec makes a one-folder build with the assets and the
example saves, and the built program passes `gamebox selftest` with a bare environment,
started from another folder (no checkout, no venv, no user files needed).

Slow (a PyInstaller build, about a minute): `pytest -m 'not slow'` leaves it out."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow


def _bare_environment(home: Path) -> dict[str, str]:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    for name in ("SYSTEMROOT", "TEMP", "TMP"):  # Windows cannot start a process without them
        if name in os.environ:
            env[name] = os.environ[name]
    return env


def test_the_built_executable_passes_its_selftest(tmp_path):
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e '.[test]' brings it)")
    dist, work = tmp_path / "dist", tmp_path / "build"
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(ROOT / "build.spec"),
        ],
        cwd=tmp_path,  # not the checkout: the spec must find everything from its own path
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stderr[-4000:]
    folder = dist / "gamebox"
    program = folder / ("gamebox.exe" if sys.platform == "win32" else "gamebox")
    assert program.is_file()
    internal = folder / "_internal"
    assert (internal / "assets" / "theme.json").is_file()
    assert (internal / "assets" / "i18n" / "gamebox.en.json").is_file()
    assert sorted(p.name for p in (internal / "saves").glob("*.json")) == sorted(
        p.name for p in (ROOT / "saves").glob("*.json")
    )

    home = tmp_path / "home"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _bare_environment(home)
    version = subprocess.run(
        [str(program), "--version"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert version.returncode == 0 and version.stdout.startswith("gamebox ")
    done = subprocess.run(
        [str(program), "selftest"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    report = done.stdout[-6000:] + "\n" + done.stderr[-3000:]
    assert done.returncode == 0, report
    assert done.stdout.rstrip().endswith("selftest ok"), report
    assert "FAIL" not in done.stdout, report
    assert not home.exists(), "the selftest wrote into the user's home folder"
