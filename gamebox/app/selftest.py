"""`gamebox selftest`: open every screen headless, play one computer game through the
table, save and reload it, and say in one line per check whether it worked.

It is the smoke test of a build: the packaged executable runs it in CI, so everything it
needs is found through `gamebox.paths` (assets and example saves inside the bundle) and
nothing depends on the working directory. It never touches the player's own files: it
runs under a temporary `GAMEBOX_HOME` and keeps its settings in memory.

For each language (English, and Greek when `assets/i18n/gamebox.el.json` exists; a missing
language is reported as skipped, not failed) and each window size (1280x720, 960x540) it
draws the main menu, the game picker, Capo's setup, the settings, the load list, Capo's
rules, the Capo table, the pause menu over it, the hot-seat pass screen and the end of
game, and writes `<lang>-<w>x<h>-<scene>.png` to the screenshot folder; then for every
other game its setup, its rules and the table moments its `shots` module builds, and for
every game its first example save in the replay viewer
(`<lang>-<w>x<h>-<game>-<moment>.png`). Each picture must
have the window's size, must not be blank (more than a dozen distinct colours on a
sample grid), and no pygame-gui element may stick out of the window.

Then for every game a seeded computer-only game (Capo: normal vs easy; the others: normal
against two easy, seed 7) is played through the real table at instant speed until the
end screen shows, saved with
`Session.save_as`, reloaded with `load_match`, and the replay must give the same actions
and the same state digest. The example saves shipped with the program must replay too.

Exit status 0 and a last line `selftest ok`, or 1 and `selftest FAILED: ...`.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "el")
SIZES = ((1280, 720), (960, 540))
SCENES = ("menu", "picker", "setup", "settings", "load", "rules", "table", "pause", "pass", "end")
GAME_SEATS = {  # one computer game per game through the real table
    "capo": ("normal", "easy"),
    "default": ("normal", "easy", "easy"),
}
GAME_SEED = 7
MAX_GAME_FRAMES = 40_000
"""A computer game on the table ends well within this many frames: each frame waits for
a computer player still thinking, so the count does not depend on the machine's load."""
MIN_COLOURS = 12
SCENE_FRAMES = 6
TABLE_FRAMES = 30  # a table moment settles its arrivals before the picture
STEP = 1 / 60


def shot_name(language: str, size: tuple[int, int], scene: str) -> str:
    return f"{language}-{size[0]}x{size[1]}-{scene}.png"


def game_shots() -> list[tuple[str, str]]:
    """(game id, moment) of every game's pictures: for the games other than Capo (whose
    screens are the SCENES) its setup and rules screens and the table moments its `shots`
    module names (`SHOTS`); for every game, its example save in the replay viewer, its
    shortcut sheet, its score overview (Tab) and a computer player's move being shown."""
    from gamebox.games import game_ids

    found = []
    for game_id in game_ids():
        if game_id != "capo":
            found += [(game_id, "setup"), (game_id, "rules")]
            found += [(game_id, moment) for moment in _shots_module(game_id).SHOTS]
        found += [(game_id, shot) for shot in ("replay", "keys", "scores", "computer")]
    return found


def show_moment(app: Any, game_id: str, name: str) -> Any:
    """Put the table moment `name` of the game's `shots` module on the screen, with the
    main menu under it (a finished game shows its end screen); returns the table."""
    match, arrange = _shots_module(game_id).moment(name)
    app.nav.play_from_menu(match, game_id)
    scene = app.top
    if arrange is not None:
        arrange(scene)
    if match.is_over:
        scene.end_done = True
        scene.show_result()
    return scene


def _example(game_id: str) -> Path:
    """The game's first example save (every game ships at least one)."""
    from gamebox.paths import examples_dir

    return min(examples_dir().glob(f"{game_id}-*.json"))


def _keys_shot(app: Any, game_id: str) -> None:
    """The shortcut sheet (?) over the game's table, resumed from its first example."""
    from gamebox.app.scenes.keys import KeySheet

    app.nav.resume_file(_example(game_id))
    app.push(KeySheet(app, app.top.key_rows()))


def _scores_shot(app: Any, game_id: str) -> None:
    """The score overview (Tab) over the game's table, resumed from its first example."""
    app.nav.resume_file(_example(game_id))
    app.top.open_scores()


def _computer_shot(app: Any, game_id: str) -> None:
    """A computer player's move named over the board, a few frames into its moment, at a
    table of computer players (so none waits for a person who happened to start)."""
    from gamebox.app import play
    from gamebox.games import get_game

    players = get_game(game_id).min_players
    seats = ["normal"] * players
    names = ["Ada", "Bram", "Cleo", "Dov", "Esme"][:players]
    app.nav.start_game(play.new_match(game_id, seats, names, {}, 5), game_id)
    scene = app.top
    for _ in range(6000):
        app.frame(1 / 60)
        step = scene.motion.current
        if step is not None and step.moment and step.clock.raw > 0.3:
            return
    raise RuntimeError(f"no computer move of {game_id} was shown")


def _replay_shot(app: Any, game_id: str) -> None:
    """The game's first example save in the replay viewer, halfway through, one action
    into its animation."""
    scene = app.nav.replay_file(_example(game_id))
    scene.replay.jump(scene.session.total // 2)
    scene.replay.forward()


def _shots_module(game_id: str) -> Any:
    from gamebox.games import manifest

    return manifest(game_id).module("shots")


def expected_shots(languages: tuple[str, ...] = LANGUAGES) -> list[str]:
    """The file names a full run writes for `languages`."""
    scenes = [*SCENES, *(f"{game_id}-{moment}" for game_id, moment in game_shots())]
    return [
        shot_name(lang, size, scene) for lang in languages for size in SIZES for scene in scenes
    ]


@contextmanager
def _environment(home: Path) -> Iterator[None]:
    """Headless drivers (unless the caller chose some) and a private GAMEBOX_HOME, put
    back as they were afterwards (the test suite runs this in-process)."""
    wanted = {
        "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER") or "dummy",
        "SDL_AUDIODRIVER": os.environ.get("SDL_AUDIODRIVER") or "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "GAMEBOX_HOME": str(home),
    }
    before = {key: os.environ.get(key) for key in wanted}
    os.environ.update(wanted)
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


class Report:
    """One line per check; remembers the failures."""

    def __init__(self, out: Callable[[str], None]) -> None:
        self.out = out
        self.passed = 0
        self.failed: list[str] = []
        self.skipped: list[str] = []

    def ok(self, what: str, detail: str = "") -> None:
        self.passed += 1
        self.out(f"ok    {what}" + (f": {detail}" if detail else ""))

    def fail(self, what: str, detail: str) -> None:
        self.failed.append(what)
        self.out(f"FAIL  {what}: {detail}")

    def skip(self, what: str, detail: str) -> None:
        self.skipped.append(what)
        self.out(f"skip  {what}: {detail}")

    def check(self, what: str, condition: bool, detail: str, problem: str | None = None) -> bool:
        if condition:
            self.ok(what, detail)
        else:
            self.fail(what, problem or detail)
        return condition

    def error(self, what: str, error: BaseException) -> None:
        where = traceback.extract_tb(error.__traceback__)[-1:]
        place = f" ({Path(where[0].filename).name}:{where[0].lineno})" if where else ""
        self.fail(what, f"{type(error).__name__}: {error}{place}")


# -- pictures -----------------------------------------------------------------------------------


def distinct_colours(surface: Any) -> int:
    """Distinct colours on a 40x30 sample grid of the picture."""
    w, h = surface.get_size()
    return len(
        {
            tuple(surface.get_at((x, y)))
            for x in range(0, w, max(1, w // 40))
            for y in range(0, h, max(1, h // 30))
        }
    )


def _outside(app: Any) -> list[str]:
    """pygame-gui elements that do not fit in the window."""
    window = app.screen.get_rect()
    return [
        f"{type(element).__name__} {tuple(element.rect)}"
        for element in app.ui.get_root_container().elements
        if element.visible and not window.contains(element.rect)
    ]


# -- matches ------------------------------------------------------------------------------------


def _advanced_match(seats: tuple[str, str], seed: int, steps: int) -> Any:
    """A seeded Capo match moved on by random legal moves, stopped at a person's decision
    so the table shows what may be clicked."""
    import random

    from gamebox.app import play
    from gamebox.games import get_game

    match = play.new_match("capo", list(seats), get_game("capo").default_names(2), {}, seed=seed)
    rng = random.Random(seed)
    humans = [p for p, seat in enumerate(match.seats) if seat.is_human]
    done = 0
    while not match.is_over and done < steps * 4:
        turn = match.turn()
        if done >= steps and not turn.is_chance and turn.player in humans:
            break
        if turn.is_chance:
            match.play_chance()
        else:
            match.apply(rng.choice(match.legal_actions()))
        done += 1
    return match


def _finished_match(seed: int) -> Any:
    import random

    from gamebox.app import play
    from gamebox.games import get_game

    match = play.new_match("capo", ["human", "easy"], get_game("capo").default_names(2), {},
                           seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        if match.turn().is_chance:
            match.play_chance()
        else:
            match.apply(rng.choice(match.legal_actions()))
    return match


# -- the run ------------------------------------------------------------------------------------


class SelfTest:
    def __init__(self, shots: Path, home: Path, report: Report) -> None:
        self.shots = shots
        self.home = home
        self.report = report

    def frames(self, app: Any, count: int = SCENE_FRAMES) -> None:
        for _ in range(count):
            app.frame(STEP)

    def use_home(self, name: str) -> Path:
        """A fresh GAMEBOX_HOME below the temporary one, so no stage sees another's saves."""
        from gamebox.paths import HOME_VARIABLE

        folder = self.home / name
        os.environ[HOME_VARIABLE] = str(folder)
        return folder

    def make_app(self, size: tuple[int, int], language: str, speed: str = "normal") -> Any:
        from gamebox.app import look, play
        from gamebox.app.app import App
        from gamebox.app.scenes import backdrop
        from gamebox.app.settings import Settings

        look.font.cache_clear()  # fonts and surfaces cached for another window size
        backdrop.clear_cache()
        settings = Settings(language=language, speed=speed)
        return App(size, settings, persist_settings=False, navigator=play.Navigation)

    def languages(self) -> list[str]:
        from gamebox.paths import asset

        present = []
        for code in LANGUAGES:
            path = asset("i18n", f"gamebox.{code}.json")
            if path.is_file():
                present.append(code)
            else:
                self.report.skip(f"language {code}", f"{path.name} is not in the assets yet")
        return present

    # -- the screens ------------------------------------------------------------------------
    def screens(self, language: str, size: tuple[int, int]) -> None:
        from gamebox import i18n
        from gamebox.app import play
        from gamebox.app.scenes import (
            EndScene,
            GamePicker,
            LoadScene,
            MainMenu,
            PassScreen,
            PauseScene,
            RulesScene,
            SettingsScene,
            SetupScene,
        )
        from gamebox.engine.saves import save_match
        from gamebox.paths import saves_dir

        tag = f"{language} {size[0]}x{size[1]}"
        self.use_home(f"{language}-{size[0]}x{size[1]}")  # every run starts with no saves
        app = self.make_app(size, language)
        if not self.report.check(
            f"{tag} language",
            i18n.language() == language,
            f"the window speaks {i18n.language()}",
        ):
            return
        # a save of the player's own, so the load list shows both of its parts
        save_match(
            _advanced_match(("human", "hard"), 11, 30),
            saves_dir() / "evening.json",
            label="Evening",
        )
        table: dict[str, Any] = {}

        def start_table() -> Any:
            app.reset(MainMenu(app))
            table["session"] = play.start_game(
                app, _advanced_match(("human", "easy"), 5, 60), "capo"
            )
            return None

        def pause() -> Any:
            start_table()
            self.frames(app, 2)
            return PauseScene(app, table["session"])

        def pass_screen() -> Any:
            app.reset(MainMenu(app))
            match = _advanced_match(("human", "human"), 8, 20)
            session = play.start_game(app, match, "capo")
            player = session.human_to_act()
            return PassScreen(app, session, 0 if player is None else player)

        def end() -> Any:
            app.reset(MainMenu(app))
            session = play.start_game(app, _finished_match(3), "capo")
            return EndScene(app, session)

        builders: dict[str, Callable[[], Any]] = {
            "menu": lambda: None,
            "picker": lambda: GamePicker(app, "play"),
            "setup": lambda: SetupScene(app, "capo"),
            "settings": lambda: SettingsScene(app),
            "load": lambda: LoadScene(app),
            "rules": lambda: RulesScene(app, "capo"),
            "table": start_table,
            "pause": pause,
            "pass": pass_screen,
            "end": end,
        }
        for name in SCENES:
            what = f"{tag} {name}"
            try:
                app.reset(MainMenu(app))
                scene = builders[name]()
                if scene is not None:
                    app.push(scene)
                self.frames(app)
                path = app.screenshot(self.shots / shot_name(language, size, name))
                self.picture(what, path, size, app)
            except Exception as error:
                self.report.error(what, error)
        for game_id, moment in game_shots():
            name = f"{game_id}-{moment}"
            what = f"{tag} {name}"
            try:
                app.reset(MainMenu(app))
                if moment == "setup":
                    app.push(SetupScene(app, game_id))
                elif moment == "rules":
                    app.push(RulesScene(app, game_id))
                elif moment == "replay":
                    _replay_shot(app, game_id)
                elif moment == "keys":
                    _keys_shot(app, game_id)
                elif moment == "scores":
                    _scores_shot(app, game_id)
                elif moment == "computer":
                    _computer_shot(app, game_id)
                else:
                    show_moment(app, game_id, moment)
                if moment != "computer":  # caught in its moment
                    self.frames(app, TABLE_FRAMES)
                path = app.screenshot(self.shots / shot_name(language, size, name))
                self.picture(what, path, size, app)
            except Exception as error:
                self.report.error(what, error)
        app.reset(MainMenu(app))

    def picture(self, what: str, path: Path, size: tuple[int, int], app: Any) -> None:
        import pygame

        image = pygame.image.load(str(path))
        colours = distinct_colours(image)
        outside = _outside(app)
        problems = []
        if image.get_size() != size:
            problems.append(f"the picture is {image.get_size()}, not {size}")
        if colours <= MIN_COLOURS:
            problems.append(f"blank: only {colours} colours")
        if outside:
            problems.append("outside the window: " + ", ".join(outside))
        detail = f"{path.name}, {colours} colours"
        self.report.check(what, not problems, detail, "; ".join(problems) + f" ({path.name})")

    # -- a whole game ----------------------------------------------------------------------------
    def game(self, game_id: str = "capo") -> None:
        from gamebox.app import play
        from gamebox.app.scenes import EndScene, MainMenu
        from gamebox.engine.saves import load_match, state_digest
        from gamebox.games import get_game

        seats = GAME_SEATS.get(game_id, GAME_SEATS["default"])
        names = get_game(game_id).default_names(len(seats))
        what = f"game {game_id} {','.join(seats)} seed {GAME_SEED}"
        home = self.use_home(f"game-{game_id}")
        app = self.make_app(SIZES[0], "en", speed="instant")
        app.reset(MainMenu(app))
        match = play.new_match(game_id, list(seats), names, {}, GAME_SEED)
        session = play.start_game(app, match, game_id)
        table = app.top
        started = time.perf_counter()
        frames = 0
        while not (match.is_over and isinstance(app.top, EndScene)) and frames < MAX_GAME_FRAMES:
            if session.worker is not None:
                session.worker.wait()
            app.frame(STEP)
            frames += 1
        seconds = time.perf_counter() - started
        problems = []
        if getattr(table, "error", None):
            problems.append(f"the table reported: {table.error}")
        if not match.is_over:
            problems.append(f"not over after {frames} frames ({seconds:.1f} s)")
        elif not isinstance(app.top, EndScene):
            problems.append(f"the end screen did not show (top: {type(app.top).__name__})")
        result = match.game.result(match.state) if match.is_over else None
        detail = f"{len(match.log)} actions, {frames} frames, {seconds:.1f} s"
        if result is not None:
            detail += f", {match.names[result.winner]} wins {list(result.scores)}"
        if not self.report.check(what, not problems, detail, "; ".join(problems)):
            return

        path = home / "selftest-game.json"
        session.save_as(path, label="selftest")
        loaded = load_match(path, get_game)
        same_actions = loaded.actions_text() == match.actions_text()
        digest = state_digest(match.game, match.state)
        same_state = state_digest(loaded.game, loaded.state) == digest
        self.report.check(
            f"{game_id} save and reload",
            same_actions and same_state,
            f"{path.name}: {len(loaded.log)} actions, digest {digest[:12]}",
            f"actions equal: {same_actions}, digest equal: {same_state}",
        )
        session.flush_autosave()
        auto = load_match(session.autosave, get_game)
        self.report.check(
            f"{game_id} autosave",
            state_digest(auto.game, auto.state) == digest,
            "the autosave replays to the final table",
            "the autosave does not replay to the final table",
        )
        app.reset(MainMenu(app))

    def examples(self) -> None:
        from gamebox.engine.saves import load_match
        from gamebox.games import get_game
        from gamebox.paths import examples_dir

        folder = examples_dir()
        files = sorted(folder.glob("*.json")) if folder.is_dir() else []
        if not self.report.check(
            "example saves", bool(files), f"{len(files)} in {folder}", f"none in {folder}"
        ):
            return
        for path in files:
            try:
                match = load_match(path, get_game)
                self.report.ok(f"example {path.name}", f"{len(match.log)} actions replay")
            except Exception as error:
                self.report.error(f"example {path.name}", error)


def run(
    screenshots: str | os.PathLike[str] | None = None, out: Callable[[str], None] = print
) -> int:
    """Run every check; returns the exit status (0 all passed, 1 something failed)."""
    began = time.perf_counter()
    report = Report(out)
    with tempfile.TemporaryDirectory(prefix="gamebox-selftest-") as temp:
        home = Path(temp) / "home"
        shots = Path(screenshots).expanduser().resolve() if screenshots else Path(temp) / "shots"
        with _environment(home):
            from gamebox import i18n

            previous = i18n.language()
            try:
                test = SelfTest(shots, home, report)
                stages: list[tuple[str, Callable[[], None]]] = []
                try:
                    languages = test.languages()
                except Exception as error:
                    report.error("assets", error)
                    languages = []
                for language in languages:
                    for size in SIZES:
                        stages.append(
                            (
                                f"{language} {size[0]}x{size[1]}",
                                lambda lang=language, s=size: test.screens(lang, s),
                            )
                        )
                from gamebox.games import game_ids

                stages += [
                    (f"game {game_id}", lambda g=game_id: test.game(g)) for game_id in game_ids()
                ]
                stages.append(("examples", test.examples))
                for name, stage in stages:
                    try:
                        stage()
                    except Exception as error:
                        report.error(name, error)
            finally:
                with suppress(ValueError):
                    i18n.set_language(previous)
    seconds = time.perf_counter() - began
    if screenshots:
        out(f"screenshots in {shots}")
    if report.failed:
        out(
            f"selftest FAILED: {len(report.failed)} of {report.passed + len(report.failed)}"
            f" checks ({', '.join(report.failed)}) in {seconds:.1f} s"
        )
        return 1
    skipped = f", {len(report.skipped)} skipped" if report.skipped else ""
    out(f"{report.passed} checks passed{skipped} in {seconds:.1f} s")
    out("selftest ok")
    return 0


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="gamebox selftest", description=__doc__.split("\n")[0])
    parser.add_argument("--screenshots", metavar="DIR", help="keep the PNGs in this folder")
    args = parser.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    return run(args.screenshots)


if __name__ == "__main__":
    raise SystemExit(main())
