"""`gamebox bench --ui`: how the window feels, in two figures.

1. Time to the first menu frame. A fresh process is launched (`python -m
   gamebox.app.uibench --first-frame`; in a PyInstaller bundle the executable itself with
   the hidden `bench --ui-first-frame` flag), builds the App, pushes the main menu, draws
   and flips one frame and prints how long that took since this module started, which
   is the earliest point it can measure (the clock is read before pygame and the app are
   imported). The parent reports the wall time it saw from launching the process to the
   line arriving, which also covers the interpreter's (or the bootloader's) own start, and
   uses that for the target. The launch is repeated and the median is judged.
2. Every game's table, in the window's own lazy loop (a frame is drawn
   only when something changed) paced by a real `clock.tick(60)`:
   - still: a person to play, nothing moving, the pointer at rest; the process's CPU time
     over wall time (all threads) and how many frames were drawn;
   - thinking: hard computer players against each other at normal speed; the drawn
     frames during which `session.thinking` was true (at the start or the end of the
     frame), and apart those during which the search thread was actually running (the
     search steps aside while a frame is made: `gamebox.engine.ai.courtesy`).

Targets (issue): first frame <= 1.5 s; a still table <= 5% of a core; p95 <= 8 ms for
frames drawn while the hard player thinks, at 1280x720.

Without a display (no DISPLAY / WAYLAND_DISPLAY on Linux) SDL's dummy video driver is
used; the driver is printed with the figures. The player's files are never touched: the
measured processes run under a temporary GAMEBOX_HOME.
"""

from __future__ import annotations

import time

_STARTED = time.perf_counter()  # before the heavy imports: the child's earliest clock

import json  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from gamebox.engine.stats import percentile as interpolated  # noqa: E402

FIRST_FRAME_TARGET = 1.5
FRAME_TARGET_MS = 8.0
IDLE_TARGET = 5.0  # percent of one core while a still table waits for a person
IDLE_SECONDS = 5.0
MARK = "gamebox-first-frame"
LAUNCHES = 3
THINK_SECONDS = 10.0
SEED = 1


def _headless_if_needed(env: dict[str, str]) -> None:
    if env.get("SDL_VIDEODRIVER"):
        return
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env["SDL_VIDEODRIVER"] = "dummy"
        env.setdefault("SDL_AUDIODRIVER", "dummy")


def percentile(values: list[float], q: float) -> float:
    value = interpolated(values, q)
    return 0.0 if value is None else value


# -- 1. the first frame, in a fresh process ------------------------------------------------------


def first_frame() -> int:
    """The child: App, main menu, one frame; prints the mark line and returns 0."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from gamebox.app import play
    from gamebox.app.app import STEP, App
    from gamebox.app.scenes.menu import MainMenu

    app = App(navigator=play.Navigation)
    app.reset(MainMenu(app))
    app.frame(STEP)
    elapsed = time.perf_counter() - _STARTED
    driver = pygame.display.get_driver()
    print(f"{MARK} {elapsed:.6f} {driver}", flush=True)
    return 0


def _child_command() -> tuple[list[str], dict[str, str]]:
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        return [sys.executable, "bench", "--ui-first-frame"], env
    root = str(Path(__file__).resolve().parents[2])  # the folder holding the package
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return [sys.executable, "-m", "gamebox.app.uibench", "--first-frame"], env


def launch_once(home: Path) -> dict[str, Any]:
    command, env = _child_command()
    env["GAMEBOX_HOME"] = str(home)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    _headless_if_needed(env)
    began = time.perf_counter()
    child = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )
    assert child.stdout is not None
    seen = None
    inside = None
    driver = "?"
    for line in child.stdout:
        if line.startswith(MARK):
            seen = time.perf_counter() - began
            _, value, driver = line.split()
            inside = float(value)
            break
    _, errors = child.communicate(timeout=60)
    total = time.perf_counter() - began
    if seen is None or child.returncode != 0:
        raise RuntimeError(
            f"{' '.join(command)} exited with {child.returncode}: {errors.strip()[-500:]}"
        )
    return {"launch_to_frame": seen, "in_process": inside, "process_total": total, "driver": driver}


def measure_first_frame(launches: int = LAUNCHES) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="gamebox-uibench-") as temp:
        runs = [launch_once(Path(temp) / f"home{i}") for i in range(launches)]
    seen = [run["launch_to_frame"] for run in runs]
    return {
        "command": " ".join(_child_command()[0]),
        "runs": runs,
        "median_launch_to_frame": statistics.median(seen),
        "median_in_process": statistics.median(run["in_process"] for run in runs),
        "median_process_total": statistics.median(run["process_total"] for run in runs),
        "driver": runs[0]["driver"],
        "target": FIRST_FRAME_TARGET,
        "met": statistics.median(seen) <= FIRST_FRAME_TARGET,
    }


# -- 2. every table: still, and while the hard AI thinks ----------------------------------------

NAMES = ["Ada", "Bram", "Cleo", "Dov", "Esme", "Fay"]


def measure_table(seconds: float = THINK_SECONDS, seed: int = SEED,
                  games: tuple[str, ...] | None = None) -> dict[str, Any]:
    """Per table (every game of the box unless `games` names some): the CPU a still
    table costs and the frame times while the hard player thinks, each in the window's
    own lazy loop paced by a real `clock.tick(60)`."""
    from gamebox.games import game_ids

    games = tuple(game_ids()) if games is None else games
    with tempfile.TemporaryDirectory(prefix="gamebox-uibench-") as temp:
        saved = {
            key: os.environ.get(key)
            for key in ("GAMEBOX_HOME", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER")
        }
        env = dict(os.environ)
        _headless_if_needed(env)
        os.environ.update({k: env[k] for k in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER") if k in env})
        os.environ["GAMEBOX_HOME"] = str(Path(temp) / "home")
        try:
            return {game_id: {"idle": _idle_cpu(game_id, min(seconds, IDLE_SECONDS), seed),
                              "thinking": _table_frames(game_id, seconds, seed)}
                    for game_id in games}
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def _app() -> Any:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from gamebox.app import look, play
    from gamebox.app.app import App
    from gamebox.app.scenes import backdrop
    from gamebox.app.settings import Settings

    look.font.cache_clear()
    backdrop.clear_cache()
    return App(look.DESIGN_SIZE, Settings(speed="normal"), persist_settings=False,
               navigator=play.Navigation)


def _start(app: Any, game_id: str, seats: list[str], seed: int) -> Any:
    from gamebox.app import play
    from gamebox.app.scenes.menu import MainMenu
    from gamebox.games import get_game

    app.reset(MainMenu(app))
    players = max(len(seats), get_game(game_id).min_players)
    seats = (seats * players)[:players]
    match = play.new_match(game_id, seats, NAMES[:players], {}, seed)
    return play.start_game(app, match, game_id)


def _idle_cpu(game_id: str, seconds: float, seed: int) -> dict[str, Any]:
    """A person to play, nothing moving, the pointer still: the process's CPU time over
    wall time, and how many frames were drawn."""
    app = _app()
    session = _start(app, game_id, ["human", "easy"], seed)
    table = app.top
    for _ in range(3000):  # to the person's turn with the table still
        app.frame(1 / 60)
        if session.human_to_act() is not None and not table.motion.busy \
                and not session.needs_pass_screen():
            break
    for _ in range(120):  # any tooltip or settling after the last move
        app.frame(1 / 60, lazy=True)
    drawn, skipped = app.frames_drawn, app.frames_skipped
    cpu, began = time.process_time(), time.perf_counter()
    app.clock.tick(60)
    while time.perf_counter() - began < seconds:  # the window's own loop (`App.run`)
        app.frame(app.clock.tick(app.pace()) / 1000.0, lazy=True)
    wall, cpu = time.perf_counter() - began, time.process_time() - cpu
    return {"seconds": round(wall, 2), "cpu_percent": round(100 * cpu / wall, 2),
            "frames_drawn": app.frames_drawn - drawn,
            "frames_skipped": app.frames_skipped - skipped,
            "target_percent": IDLE_TARGET, "met": 100 * cpu / wall <= IDLE_TARGET}


def _table_frames(game_id: str, seconds: float, seed: int) -> dict[str, Any]:
    import pygame

    app = _app()
    thinking: list[float] = []
    thinking_cpu: list[float] = []  # the UI thread's own CPU time in those frames
    searching: list[float] = []
    thought = 0.0
    games = moves = 0
    began = time.perf_counter()
    session = None
    while thought < seconds and time.perf_counter() - began < seconds * 4 + 10:
        if session is None or session.match.is_over:
            session = _start(app, game_id, ["hard"], seed + games)
            games += 1
            app.clock.tick(60)
        dt = app.clock.tick(60) / 1000.0
        before = session.thinking
        running = session.worker is not None and not session.worker.done
        actions = len(session.match.log)
        drawn = app.frames_drawn
        cpu = time.thread_time()
        app.frame(dt, lazy=True)
        cpu = time.thread_time() - cpu
        moves += len(session.match.log) > actions
        if before or session.thinking:
            thought += dt
            if app.frames_drawn > drawn:  # a frame that was drawn
                thinking.append(app.frame_times[-1])
                thinking_cpu.append(cpu)
                if running:
                    searching.append(app.frame_times[-1])
    driver = pygame.display.get_driver()

    def summary(values: list[float]) -> dict[str, Any]:
        return {
            "frames": len(values),
            "p50_ms": round(percentile(values, 0.5) * 1000, 2),
            "p95_ms": round(percentile(values, 0.95) * 1000, 2),
            "max_ms": round(max(values, default=0.0) * 1000, 2),
        }

    report = {
        "thinking": summary(thinking),
        "thinking_ui_cpu": summary(thinking_cpu),
        "search_running": summary(searching),
        "thinking_seconds": round(thought, 2),
        "games": games,
        "actions": moves,
        "driver": driver,
        "target_ms": FRAME_TARGET_MS,
    }
    report["met"] = report["thinking"]["p95_ms"] <= FRAME_TARGET_MS
    return report


# -- the command ----------------------------------------------------------------------------------


def run(seconds: float | None = None, as_json: bool = False, launches: int = LAUNCHES) -> int:
    first = measure_first_frame(launches)
    table = measure_table(THINK_SECONDS if seconds is None else seconds)
    if as_json:
        print(json.dumps({"first_frame": first, "table": table}, indent=2))
        return 0
    runs = ", ".join(f"{run['launch_to_frame']:.3f}" for run in first["runs"])
    verdict = "met" if first["met"] else "MISSED"
    print(
        f"first menu frame: {first['median_launch_to_frame']:.3f} s from launching the process"
        f" (median of {len(first['runs'])}: {runs} s; target <= {FIRST_FRAME_TARGET} s {verdict})"
    )
    print(
        f"  measured inside the process from its first line: {first['median_in_process']:.3f} s;"
        f" whole process to exit: {first['median_process_total']:.3f} s;"
        f" driver {first['driver']}; command: {first['command']}"
    )
    for game_id, figures in table.items():
        idle, think = figures["idle"], figures["thinking"]
        running, cpu = think["search_running"], think["thinking_ui_cpu"]
        print(
            f"{game_id} table, still (a person to play): {idle['cpu_percent']:.1f}% of a core"
            f" over {idle['seconds']} s, {idle['frames_drawn']} frames drawn,"
            f" {idle['frames_skipped']} skipped (target <= {IDLE_TARGET}%"
            f" {'met' if idle['met'] else 'MISSED'})"
        )
        print(
            f"{game_id} table while the hard AI thinks: p50 {think['thinking']['p50_ms']:.2f} ms,"
            f" p95 {think['thinking']['p95_ms']:.2f} ms, max {think['thinking']['max_ms']:.2f}"
            f" ms over {think['thinking']['frames']} drawn frames (target p95 <="
            f" {FRAME_TARGET_MS} ms {'met' if think['met'] else 'MISSED'}); search thread"
            f" running: p95 {running['p95_ms']:.2f} ms over {running['frames']} frames;"
            f" UI thread's own CPU p95 {cpu['p95_ms']:.2f} ms; {think['thinking_seconds']} s"
            f" of thinking, {think['actions']} actions, {think['games']} game(s),"
            f" driver {think['driver']}"
        )
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--first-frame"]:
        raise SystemExit(first_frame())
    raise SystemExit(run())
