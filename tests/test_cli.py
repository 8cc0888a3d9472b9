"""The `gamebox` command, run in-process: simulate, script, play --text, bench, --version."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gamebox import __version__
from gamebox.cli import main, percentile
from gamebox.i18n import t

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, monkeypatch, argv, stdin=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# -- version, no command --------------------------------------------------------------------
def test_version(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, ["--version"])
    assert code == 0
    assert out == f"gamebox {__version__}\n"


def test_python_dash_m_gamebox_works():
    done = subprocess.run(
        [sys.executable, "-m", "gamebox", "--version"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == f"gamebox {__version__}"


def _fake_window(monkeypatch):
    """Replace the window with a recorder: what it was asked to open."""
    opened = []

    def window(start=None):
        opened.append(None if start is None else start())
        return 0

    monkeypatch.setattr("gamebox.app.main.run_gui", window)
    return opened


def test_no_command_opens_the_window_at_the_menu(capsys, monkeypatch):
    opened = _fake_window(monkeypatch)
    code, _out, _ = run(capsys, monkeypatch, [])
    assert code == 0
    assert opened == [None]


def test_play_without_text_opens_the_window_at_the_table(capsys, monkeypatch):
    opened = _fake_window(monkeypatch)
    argv = ["play", "capo", "--seats", "human,hard", "--seed", "5", "--names", "Ann,Bob"]
    code, out, _ = run(capsys, monkeypatch, argv)
    assert code == 0
    (match,) = opened
    assert [str(seat) for seat in match.seats] == ["human", "hard"]
    assert match.names == ["Ann", "Bob"] and match.seed == 5
    assert out == t("cli.play.seed", seed=5) + "\n"  # the seed, to replay the same dice


def test_play_in_the_window_prints_the_seed_it_drew(capsys, monkeypatch):
    opened = _fake_window(monkeypatch)
    code, out, _ = run(capsys, monkeypatch, ["play", "capo", "--seats", "human,hard"])
    assert code == 0
    (match,) = opened
    assert out == t("cli.play.seed", seed=match.seed) + "\n"  # replays this very game


def test_play_in_the_window_checks_the_command_line_first(capsys, monkeypatch):
    opened = _fake_window(monkeypatch)
    code, _out, err = run(
        capsys, monkeypatch, ["play", "capo", "--seats", "human,hard", "--budget", "50"]
    )
    assert code == 2 and "--budget" in err
    code, _out, err = run(
        capsys,
        monkeypatch,
        ["play", "capo", "--seats", "human,hard", "--option", "slot_rule=nonsense"],
    )
    assert code == 2 and err.startswith("gamebox play: error:")
    assert opened == []


# -- simulate -------------------------------------------------------------------------------
MOVE_SECONDS = 1 / 128  # a binary fraction: sums of it stay exact


def _clocked_moves(monkeypatch):
    """`simulate` on a clock that moves only while a computer player chooses, each move
    taking MOVE_SECONDS: its report's times become exact."""
    import types

    from gamebox import cli_simulate

    clock = [0.0]
    real_players = cli_simulate.computer_players

    class Clocked:
        def __init__(self, agent):
            self.agent = agent

        def choose(self, *args):
            clock[0] += MOVE_SECONDS
            return self.agent.choose(*args)

    def players(game_id, seats):
        return {p: Clocked(agent) for p, agent in real_players(game_id, seats).items()}

    monkeypatch.setattr(cli_simulate, "time", types.SimpleNamespace(perf_counter=lambda: clock[0]))
    monkeypatch.setattr(cli_simulate, "computer_players", players)


def _games_alone(game_id, seats, seed, games):
    """Each simulated game played on its own, as the simulate documentation promises:
    game i with seed + i and start player i % players. Per game: (scores, winners, moves
    per seat)."""
    from gamebox.cli_common import computer_players, new_match
    from gamebox.cli_simulate import play_ai_game
    from gamebox.engine.match import Seat
    from gamebox.games import get_game

    game = get_game(game_id)
    played = []
    for index in range(games):
        parsed = [Seat.parse(seat) for seat in seats]
        match = new_match(game, parsed, seed + index, {"start_player": index % len(seats)})
        moves = [0] * len(seats)

        def count(player, _seconds, moves=moves):
            moves[player] += 1

        play_ai_game(match, computer_players(game_id, parsed), None, count)
        played.append((game.result(match.state).scores, game.winners(match.state), moves))
    return played


def test_simulate_json(capsys, monkeypatch):
    _clocked_moves(monkeypatch)
    argv = ["simulate", "capo", "--seats", "random,random", "--games", "4", "--seed", "1"]
    code, out, _ = run(capsys, monkeypatch, [*argv, "--json"])
    assert code == 0
    report = json.loads(out)
    assert report["games"] == 4 and report["seats"] == ["random", "random"]
    assert report["seeds"] == [1, 4]
    seats = report["per_seat"]
    assert [s["seat"] for s in seats] == [0, 1]
    assert [s["games_started"] for s in seats] == [2, 2]  # start player alternates
    assert sum(s["win_rate"] for s in seats) == pytest.approx(1.0)
    assert sum(report["decided_by"].values()) == 4

    alone = _games_alone("capo", ["random", "random"], 1, 4)
    for p, s in enumerate(seats):
        assert s["wins"] == sum(p in winners for _, winners, _ in alone)
        assert s["mean_score"] == round(sum(scores[p] for scores, _, _ in alone) / 4, 3)
        assert s["mean_actions"] == round(sum(moves[p] for _, _, moves in alone) / 4, 2)
        assert s["move_ms_p50"] == s["move_ms_p95"] == MOVE_SECONDS * 1000
    moves = sum(sum(moves) for _, _, moves in alone)
    assert report["mean_actions"] == round(moves / 4, 2)
    assert report["seconds"] == round(moves * MOVE_SECONDS, 3)  # every move, nothing else

    # Same seed, same games.
    _, again, _ = run(capsys, monkeypatch, [*argv, "--json"])
    strip = lambda r: [(s["wins"], s["mean_score"]) for s in json.loads(r)["per_seat"]]  # noqa: E731
    assert strip(again) == strip(out)


def test_simulate_table_and_progress(capsys, monkeypatch):
    argv = ["simulate", "capo", "--seats", "random,random", "--games", "2", "--progress"]
    code, out, err = run(capsys, monkeypatch, argv)
    assert code == 0
    assert "2 games" in out and "p95 ms" in out
    assert err.strip() == ".."


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "capo", "--seats", "hard,foo"], "foo"),
        (["simulate", "chess", "--seats", "random,random"], "chess"),
        (["simulate", "capo", "--seats", "random,random,random"], "2 players"),
        (["simulate", "capo", "--seats", "human,random"], "computer"),
        (["simulate", "capo", "--seats", "random,random", "--games", "0"], "--games"),
        (["simulate", "capo", "--seats", "random,random", "--option", "x"], "key=value"),
        (["play", "capo", "--seats", "human", "--text"], "2 players"),
        (["play", "capo", "--seats", "human,random", "--names", "A", "--text"], "--names"),
        (["script", "capo", "--players", "3"], "2 players"),
        (["bench", "chess", "--quick"], "chess"),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(capsys, monkeypatch, argv, words):
    code, _, err = run(capsys, monkeypatch, argv, stdin="")
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert words in err and "Traceback" not in err


def test_percentile():
    assert percentile([], 0.5) is None
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([0.0, 10.0], 0.95) == pytest.approx(9.5)


# -- script ---------------------------------------------------------------------------------
ACTIONS = """\
# Red starts and rolls an Influence
start red
roll
W1 B2     # Influence: I1 next to B2 or I2 next to W1

I1 B2
pass
"""


def test_script_prints_state_legal_actions_and_events(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, ["script", "capo", "--seed", "1"], stdin=ACTIONS)
    assert code == 0
    report = json.loads(out)
    assert report["game"] == "capo" and report["seed"] == 1
    assert report["applied"] == 5
    # Red passed the Reneg window, so Blue may Backstab.
    assert report["turn"] == {"player": 1, "name": "Blue"}
    assert report["legal"] == ["backstab", "pass"]
    assert report["chance"] is None
    assert report["over"] is False and report["scores"] is None
    types = [(e["line"], e["type"]) for e in report["events"]]
    assert (2, "StartPlayerChosen") in types
    assert (4, "DiceRolled") in types
    placed = next(e for e in report["events"] if e["type"] == "InfluencePlaced")
    assert placed == {"line": 6, "type": "InfluencePlaced", "player": 0, "card": 4, "value": 1}
    assert report["state"]["pending"] == {"B2": "I1"}


def test_script_reports_a_pending_chance_step(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, ["script", "capo"], stdin="start blue\nroll\n")
    assert code == 0
    report = json.loads(out)
    assert report["turn"]["player"] == "chance"
    assert report["legal"] == []
    assert len(report["chance"]) == 36
    assert sum(p for _, p in report["chance"]) == pytest.approx(1.0)
    assert ["W4 B3", pytest.approx(1 / 36)] in report["chance"]


def test_script_options_reach_the_game(capsys, monkeypatch):
    argv = ["script", "capo", "--option", "start_player=1"]
    code, out, _ = run(capsys, monkeypatch, argv, stdin="roll\n")
    assert code == 0
    assert json.loads(out)["state"]["active"] == 1


@pytest.mark.parametrize(
    ("script", "line", "text"),
    [
        ("start red\nroll\nW7 B1\n", 3, "W7 B1"),  # unknown notation
        ("start red\n\n# a comment\nstop\n", 4, "stop"),  # illegal: must roll first
    ],
)
def test_script_stops_at_a_bad_line(capsys, monkeypatch, script, line, text):
    code, out, err = run(capsys, monkeypatch, ["script", "capo"], stdin=script)
    assert code == 2
    assert out == ""
    assert f"line {line}" in err and text in err
    assert len(err.strip().splitlines()) == 1


def test_script_illegal_line_gives_the_engine_reason(capsys, monkeypatch):
    _, _, err = run(capsys, monkeypatch, ["script", "capo"], stdin="start red\nstop\n")
    assert "must roll" in err


# -- play --text ------------------------------------------------------------------------------
def test_play_text_runs_a_whole_game_without_leaking_blues_bribes(capsys, monkeypatch):
    argv = ["play", "capo", "--seats", "human,random", "--text", "--seed", "8"]
    code, out, _ = run(capsys, monkeypatch, argv, stdin="1\n" * 400)
    assert code == 0
    assert "Seed 8" in out and "--seed 8" in out
    assert "Game over" in out and "decided by" in out and "Final score" in out
    # Blue really did commit face-down bribes during this game ...
    assert "Blue commits a face-down bribe" in out
    # ... and their values never showed until they were turned up or the game ended.
    lines = out.splitlines()
    end = next(i for i, line in enumerate(lines) if line.startswith("Every bribe"))
    for line in lines[:end]:
        if "Blue" in line and "worth" in line:  # the log's line, or a turn's summary
            assert "turns up Blue's bribe" in line or "Turned up: " in line, line
        if line.strip().startswith("Blue "):  # Blue's side of a card on the table
            assert "*" not in line, line
    assert "Red, your move:" in out
    assert "1. Roll the dice  [roll]" in out


def test_play_text_reasks_on_bad_input_and_quits_on_q(capsys, monkeypatch):
    argv = ["play", "capo", "--seats", "human,random", "--text", "--seed", "3"]
    stdin = "banana\n0\n42\nstop\nI9 W1\n?\nq\n"
    code, out, _ = run(capsys, monkeypatch, argv, stdin=stdin)
    assert code == 0
    assert out.count("is not one of the choices") == 4
    assert "not allowed now" in out and "must roll" in out
    assert "You left the game" in out
    assert "gamebox play capo --seats human,random --text --seed 3" in out


def test_play_text_quits_cleanly_at_end_of_input(capsys, monkeypatch):
    argv = ["play", "capo", "--seats", "random,human", "--text", "--names", "Ann,Bob"]
    code, out, _ = run(capsys, monkeypatch, argv, stdin="")
    assert code == 0
    seed = re.search(r"Seed (\d+)", out)
    assert seed, out
    assert "Bob, your move:" in out and "You left the game" in out


def test_play_text_accepts_notation_and_undo(capsys, monkeypatch):
    argv = ["play", "capo", "--seats", "human,random", "--text", "--seed", "5"]
    argv += ["--option", "start_player=0"]
    code, out, _ = run(capsys, monkeypatch, argv, stdin="scandal +1\nu\nroll\nq\n")
    assert code == 0
    assert "raises the Extortion level by 1" in out
    assert "Taken back" in out


def test_hot_seat_shows_everything_as_an_onlooker(capsys, monkeypatch):
    argv = ["play", "capo", "--seats", "human,human", "--text", "--seed", "8"]
    code, out, _ = run(capsys, monkeypatch, argv, stdin="1\n" * 150)
    assert code == 0
    assert "onlooker" in out
    assert "*" not in "\n".join(line for line in out.splitlines() if line.startswith("    "))
    assert "commits a bribe worth" not in out


# -- bench ----------------------------------------------------------------------------------
def test_bench_quick_prints_figures(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, ["bench", "--quick"])
    assert code == 0
    assert "Capo Dei Capi" in out
    assert re.search(r"random playouts: [\d,.]+/s", out)
    assert re.search(r"copy\(\) [\d,]+/s, copy.deepcopy [\d,]+/s", out)
    for level in ("easy", "normal", "hard"):
        assert re.search(rf"AI {level}: (move p50 [\d.]+ ms, p95 [\d.]+ ms|skipped)", out)


def test_bench_json(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, ["bench", "capo", "--quick", "--json"])
    assert code == 0
    report = json.loads(out)["games"][0]
    assert report["game"] == "capo"
    assert report["random_playouts_per_s"] > 0 and report["copy_speedup"] > 1
    assert report["copy_faithful"] is True
    assert [level["level"] for level in report["ai"]] == ["easy", "normal", "hard"]


def test_play_opens_the_real_window_at_the_table_over_the_menu(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    from gamebox.app.app import App

    seen = []
    lazy_frames = []
    frame = App.frame

    def a_few_frames(self, dt, lazy=False):
        lazy_frames.append(lazy)
        frame(self, dt, lazy)
        if len(self.frame_times) >= 3:
            seen.append([type(scene).__name__ for scene in self.stack])
            seen.append(self.top.session.match)
            self.quit()

    monkeypatch.setattr(App, "frame", a_few_frames)
    monkeypatch.setattr("pygame.quit", lambda: None)  # later tests share this process's fonts
    code, _out, _ = run(
        capsys, monkeypatch, ["play", "capo", "--seats", "human,easy", "--seed", "3"]
    )
    assert code == 0
    stack, match = seen
    assert all(lazy_frames)  # the window's lazy loop: a still table is not drawn again
    assert stack == ["MainMenu", "TableScene"]
    assert match.seed == 3 and [str(s) for s in match.seats] == ["human", "easy"]


# -- every game in the box ------------------------------------------------------------------
def test_simulate_credits_a_team_win_to_both_partners(capsys, monkeypatch):  # The Boss, R40
    argv = ["simulate", "boss", "--seats", ",".join(["random"] * 6), "--games", "2",
            "--seed", "4", "--json"]
    code, out, _ = run(capsys, monkeypatch, argv)
    assert code == 0
    wins = [s["wins"] for s in json.loads(out)["per_seat"]]
    assert sum(wins) >= 4 and all(wins[p] == wins[p + 3] for p in range(3))


@pytest.mark.parametrize(
    "game_id, seats",
    [("sheriff", "random,random,random,random"), ("tammany", "random,random,random")],
)
def test_simulate_plays_every_game_and_passes_the_start_player(capsys, monkeypatch, game_id, seats):
    argv = ["simulate", game_id, "--seats", seats, "--games", "3", "--seed", "2", "--json"]
    code, out, _ = run(capsys, monkeypatch, argv)
    assert code == 0
    report = json.loads(out)
    assert sum(s["wins"] for s in report["per_seat"]) == 3
    assert [s["games_started"] for s in report["per_seat"]][:3] == [1, 1, 1]


@pytest.mark.parametrize(
    "game_id, seats", [("sheriff", "human,random,random"), ("tammany", "human,random,random")]
)
def test_play_text_runs_every_game_to_the_end(capsys, monkeypatch, game_id, seats):
    argv = ["play", game_id, "--seats", seats, "--text", "--seed", "4"]
    code, out, _ = run(capsys, monkeypatch, argv, stdin="1\n" * 3000)
    assert code == 0
    assert "your move:" in out
    assert "Game over" in out or "Final score" in out


def test_bench_covers_every_game(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, ["bench", "--quick", "--json"])
    assert code == 0
    games = {report["game"]: report for report in json.loads(out)["games"]}
    assert {"capo", "sheriff", "tammany"} <= set(games)
    for report in games.values():
        assert report["random_playouts_per_s"] > 0 and report["copy_faithful"] is True


# -- the command's modules ------------------------------------------------------------------
CLI_MODULES = sorted((ROOT / "gamebox").glob("cli*.py"))  # cli.py and cli_*.py


def test_every_word_the_commands_use_exists_in_english():
    """tests/test_i18n.py reads gamebox/cli.py alone; the words moved to cli_play.py."""
    from gamebox import i18n

    used = set()
    for path in CLI_MODULES:
        used |= set(re.findall(r'(?<![{\w])"(cli\.[\w.]+)"', path.read_text(encoding="utf-8")))
    assert len(used) > 10
    assert sorted(key for key in used if not i18n.has(key)) == []


def test_the_command_modules_never_import_pygame_or_gamebox_cli():
    """Like tests/engine/test_purity.py for cli.py; and the command modules sit below cli.py."""
    assert len(CLI_MODULES) >= 6
    for path in CLI_MODULES:
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from)\s+pygame", source, re.MULTILINE), path.name
        if path.name != "cli.py":
            assert not re.search(
                r"^\s*from gamebox\.cli import|^\s*import gamebox\.cli\b", source, re.M
            ), path.name


def test_replay_opens_the_window_at_the_replay_of_a_save(capsys, monkeypatch):
    opened = []
    monkeypatch.setattr(
        "gamebox.app.main.run_gui",
        lambda start=None, replay=False: opened.append((start(), replay)) or 0,
    )
    root = Path(__file__).resolve().parents[1]
    save = root / "saves" / "sheriff-mid-inspection.json"
    code, _out, _ = run(capsys, monkeypatch, ["replay", str(save)])
    assert code == 0
    ((match, replay),) = opened
    assert replay and match.game.id == "sheriff" and len(match.log) > 0


def test_replay_of_a_damaged_or_missing_file_says_why_and_opens_nothing(
    capsys, monkeypatch, tmp_path
):
    opened = _fake_window(monkeypatch)
    broken = tmp_path / "broken.json"
    broken.write_text("{ nope", encoding="utf-8")
    for path in (broken, tmp_path / "missing.json"):
        code, _out, err = run(capsys, monkeypatch, ["replay", str(path)])
        assert code == 2 and "gamebox replay: error:" in err and "Traceback" not in err
    assert opened == [] and broken.read_text(encoding="utf-8") == "{ nope"
