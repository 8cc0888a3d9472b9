"""Bad input never makes the `gamebox` command show a traceback: a damaged data file,
a script that is not text, absurd numbers, over-long actions, refused options. Each gives
a short message on stderr that names the problem, and exit status 2."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys

import pytest

from gamebox import paths
from gamebox.cli import main
from gamebox.engine.match import Match, Seat
from gamebox.games import game_ids, get_game


def run(capsys, monkeypatch, argv, stdin: str | bytes | None = ""):
    if isinstance(stdin, bytes):  # a real stdin: bytes under a text layer
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
    elif stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def refused(code: int, out: str, err: str, *words: str, lines: int = 1) -> None:
    assert code == 2
    assert "Traceback" not in out + err
    assert 0 < len(err.strip().splitlines()) <= lines, err
    for word in words:
        assert word in err, (word, err)


# -- a damaged data file --------------------------------------------------------------------
@pytest.fixture
def broken_capo(monkeypatch, tmp_path):
    """Capo loads from a copy of its data file in tmp_path with a syntax error at the end."""
    real = paths.asset("data", "capo.yaml")
    copy = tmp_path / "capo.yaml"
    copy.write_text(real.read_text(encoding="utf-8") + "\n  - [unclosed\n", encoding="utf-8")
    asset = paths.asset
    monkeypatch.setattr(
        paths, "asset", lambda *parts: copy if parts == ("data", "capo.yaml") else asset(*parts)
    )
    get_game.cache_clear()
    yield copy
    get_game.cache_clear()


@pytest.mark.parametrize(
    "argv",
    [
        ["script", "capo"],
        ["simulate", "capo", "--seats", "random,random", "--games", "1"],
        ["play", "capo", "--seats", "human,random", "--text"],
        ["play", "capo", "--seats", "human,random"],
        ["bench", "capo", "--quick"],
    ],
)
def test_a_damaged_data_file_is_reported_by_every_command(capsys, monkeypatch, broken_capo, argv):
    code, out, err = run(capsys, monkeypatch, argv)
    refused(code, out, err, "capo", str(broken_capo), "invalid YAML at line")


# -- the script's text ------------------------------------------------------------------------
def test_a_script_file_that_is_not_utf8(capsys, monkeypatch, tmp_path):
    script = tmp_path / "moves.txt"
    script.write_bytes(b"start red\n\xff\xferoll\n")
    code, out, err = run(capsys, monkeypatch, ["script", "capo", "--file", str(script)])
    refused(code, out, err, str(script), "byte 10 (line 2, column 1)")


def test_a_script_file_that_does_not_exist(capsys, monkeypatch, tmp_path):
    missing = tmp_path / "nothing.txt"
    code, out, err = run(capsys, monkeypatch, ["script", "capo", "--file", str(missing)])
    refused(code, out, err, str(missing), "does not exist")


def test_a_script_file_may_start_with_a_byte_order_mark(capsys, monkeypatch, tmp_path):
    script = tmp_path / "moves.txt"
    script.write_bytes(b"\xef\xbb\xbfstart red\r\nroll\r\n")
    code, out, _ = run(capsys, monkeypatch, ["script", "capo", "--file", str(script)])
    assert code == 0 and json.loads(out)["applied"] == 2


def test_stdin_that_is_not_utf8(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, ["script", "capo"], stdin=b"start red\n\xffroll\n")
    refused(code, out, err, "standard input", "line 2, column 1")


def test_stdin_with_nul_bytes(capsys, monkeypatch):
    stdin = b"start red\n" + b"\0" * 100_000
    code, out, err = run(capsys, monkeypatch, ["script", "capo"], stdin=stdin)
    refused(code, out, err, "standard input, line 2", "NUL")


def test_stdin_far_too_long_for_a_script(capsys, monkeypatch):
    stdin = b"# nothing but a comment " * 200_000
    code, out, err = run(capsys, monkeypatch, ["script", "capo"], stdin=stdin)
    refused(code, out, err, "standard input is too long")


@pytest.mark.parametrize("stdin", ["x" * 1_000_000 + "\n", b"start red\n" + b"y" * 1_000_000])
def test_a_huge_line_is_refused_unparsed_without_echoing_it(capsys, monkeypatch, stdin):
    game_class = type(get_game("capo"))
    parse = game_class.parse_action
    parsed: list[str] = []

    def parse_action(self, state, text):
        parsed.append(text)
        return parse(self, state, text)

    monkeypatch.setattr(game_class, "parse_action", parse_action)
    code, out, err = run(capsys, monkeypatch, ["script", "capo"], stdin=stdin)
    refused(code, out, err, "1,000,000 characters is too long", "(at most")
    assert len(err) < 400
    assert all(len(t) <= game_class.max_action_chars for t in parsed), "the line was parsed"


def test_a_line_longer_than_any_action_is_refused_before_parsing(capsys, monkeypatch):
    game_class = type(get_game("capo"))
    monkeypatch.setattr(game_class, "max_action_chars", 8)

    def parse_action(self, state, text):
        raise AssertionError(f"{text!r} was parsed")

    monkeypatch.setattr(game_class, "parse_action", parse_action)
    code, out, err = run(capsys, monkeypatch, ["script", "capo"], stdin="start red\n")
    refused(code, out, err, "line 1 ('start red')", "9 characters is too long", "at most 8")


@pytest.mark.parametrize("where", ["parse_action", "apply"])
def test_a_game_failing_on_a_line_is_reported_on_that_line(capsys, monkeypatch, where):
    def broken(*_args):
        raise KeyError("no such pile")

    monkeypatch.setattr(type(get_game("capo")), where, broken)
    code, out, err = run(capsys, monkeypatch, ["script", "capo"], stdin="# first\nstart red\n")
    refused(code, out, err, "line 2 ('start red')", "KeyError", "no such pile")


# -- nothing legal: a chance step or the end of the game ---------------------------------------
@pytest.mark.parametrize(
    ("game_id", "line"), [("capo", "pass"), ("sheriff", "stop"), ("tammany", "end")]
)
def test_an_action_at_a_chance_step_says_what_is_true(capsys, monkeypatch, game_id, line):
    code, out, err = run(capsys, monkeypatch, ["script", game_id], stdin=f"{line}\n")
    refused(code, out, err, f"line 1 ('{line}')")
    assert not err.rstrip().endswith(":"), err  # never an empty "Legal now: "


def test_tammany_names_the_pending_chance_outcomes(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, ["script", "tammany"], stdin="end\n")
    refused(code, out, err, "A chance step is pending", "'first red'")
    assert "Legal now" not in err
    code, out, err = run(capsys, monkeypatch, ["script", "tammany"], stdin="first red\nend\n")
    refused(code, out, err, "line 2 ('end')", "A chance step is pending", "'activate 1=IR'")


@pytest.mark.parametrize("game_id", game_ids())
def test_an_action_after_the_end_says_the_game_is_over(capsys, monkeypatch, game_id):
    game = get_game(game_id)
    match = Match(game, [Seat("random")] * game.min_players, 3)
    rng = random.Random(3)
    while not match.is_over:
        if match.turn().is_chance:
            match.play_chance()
        else:
            legal = match.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])
    script = [*match.actions_text(), match.actions_text()[-1]]
    argv = ["script", game_id, "--seed", "3", "--players", str(game.min_players)]
    code, out, err = run(capsys, monkeypatch, argv, stdin="\n".join(script) + "\n")
    refused(code, out, err, f"line {len(script)} (", "the game is over")
    assert "Legal now" not in err


# -- options ----------------------------------------------------------------------------------
@pytest.mark.parametrize("written", ["true", "TRUE", "True"])
def test_boolean_options(capsys, monkeypatch, written):
    options = ["--option", f"royal_goods={written}", "--option", "negotiation=false"]
    argv = ["script", "sheriff", *options]
    code, out, _ = run(capsys, monkeypatch, argv)
    assert code == 0
    assert json.loads(out)["options"] == {"royal_goods": True, "negotiation": False}


@pytest.mark.parametrize(
    ("pair", "words"),
    [
        ("royal_goods=yes", ["option royal_goods cannot be 'yes'", "False, True"]),
        ("royal_goods=1", ["option royal_goods cannot be 1"]),
        ("start_player=7", ["option start_player cannot be 7"]),
        ("start_player=1.0", ["option start_player cannot be '1.0'"]),
        ("shields=3", ["has no option 'shields'"]),
        ("x" * 5000 + "=1", ["far too long"]),
    ],
)
def test_a_refused_option_gives_the_reason(capsys, monkeypatch, pair, words):
    code, out, err = run(capsys, monkeypatch, ["script", "sheriff", "--option", pair])
    refused(code, out, err, *words)
    assert len(err) < 400


# -- numbers ----------------------------------------------------------------------------------
SIM = ["simulate", "capo", "--seats", "random,random"]


@pytest.mark.parametrize(
    ("argv", "words", "lines"),
    [
        ([*SIM, "--games", "-1"], ["--games must be from 1 to 100,000, not -1"], 1),
        ([*SIM, "--games", "0"], ["--games"], 1),
        ([*SIM, "--games", str(10**12)], ["--games must be from 1 to 100,000"], 1),
        ([*SIM, "--games", "10**12"], ["--games", "invalid int value"], 5),  # argparse's own
        ([*SIM, "--seed", str(10**30)], ["--seed must be from 0 to"], 1),
        ([*SIM, "--seed", "-1"], ["--seed must be from 0 to"], 1),
        ([*SIM, "--budget", "0"], ["--budget must be from 1 to"], 1),
        ([*SIM, "--budget", str(10**9)], ["--budget must be from 1 to"], 1),
        (["script", "capo", "--seed", str(2**63)], ["--seed must be from 0 to"], 1),
        (["play", "capo", "--seats", "human,random", "--text", "--seed", "-3"], ["--seed"], 1),
        (["play", "capo", "--seats", "human,random", "--seed", str(2**64)], ["--seed"], 1),
        (["bench", "capo", "--seconds", "nan"], ["--seconds must be from", "not nan"], 1),
        (["bench", "capo", "--seconds", "inf"], ["--seconds must be from", "not inf"], 1),
        (["bench", "--ui", "--seconds", "0"], ["--seconds must be from"], 1),
        (["bench", "capo", "--seconds", "-1"], ["--seconds must be from"], 1),
    ],
)
def test_absurd_numbers_are_refused_before_any_game_or_process_starts(
    capsys, monkeypatch, argv, words, lines
):
    def started(*_args, **_kwargs):
        raise AssertionError("work began before the number was refused")

    for game_id in game_ids():
        monkeypatch.setattr(type(get_game(game_id)), "new_state", started)
    monkeypatch.setattr(subprocess, "Popen", started)
    code, out, err = run(capsys, monkeypatch, argv)
    refused(code, out, err, *words, lines=lines)


# -- play --text ------------------------------------------------------------------------------
def test_play_text_refuses_input_that_is_not_utf8(capsys, monkeypatch):
    argv = ["play", "capo", "--seats", "human,random", "--text", "--seed", "1"]
    code, out, err = run(capsys, monkeypatch, argv, stdin=b"\xff\xfe\n")
    refused(code, out, err, "not UTF-8 text")


def test_play_text_refuses_a_huge_line_without_echoing_it(capsys, monkeypatch):
    argv = ["play", "capo", "--seats", "human,random", "--text", "--seed", "1"]
    code, out, err = run(capsys, monkeypatch, argv, stdin="z" * 1_000_000 + "\nq\n")
    assert code == 0 and "Traceback" not in out + err
    assert "z" * 41 not in out and "z" * 40 + "..." in out
