"""Generated damaged script files and generated action lines for `gamebox script`, run
in-process through `gamebox.cli.main` for every registered game.

What is generated: script files that are binary junk, a real game's moves (taken from
the example save) cut short or with bytes flipped or inserted, other encodings, NUL
bytes, lines far too long, files over the size cap, a folder or a missing file; and,
on standard input, lines built from the real moves of each game: a valid prefix, then
moves with a character changed, huge or negative numbers, control characters, pieces of
other moves recombined, comments and odd line endings. Every run must end with exit
status 0 (a JSON report on stdout, nothing on stderr) or 2 (one printable line on
stderr, nothing on stdout): never an uncaught exception, never a traceback.

Why it is bounded: every game's moves come from its small example save, the files
are at most a few KiB except a handful at the 4 MiB cap, and each test runs a fixed
number of derandomized examples without an example database.
"""

from __future__ import annotations

import io
import json
import os
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from gamebox.cli import main
from gamebox.cli_script import MAX_SCRIPT_BYTES
from gamebox.engine.files import printable
from gamebox.games import game_ids
from gamebox.paths import examples_dir

BOM = b"\xef\xbb\xbf"
PREFIX = "gamebox script: error:"


def _settings(examples: int) -> Any:
    return settings(
        max_examples=examples,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[
            HealthCheck.function_scoped_fixture,
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
        ],
    )


@cache
def _example(game: str) -> dict[str, Any]:
    for path in sorted(examples_dir().glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["game"] == game:
            return data
    raise LookupError(game)


def _argv(game: str, *extra: str) -> list[str]:
    """`script <game>` set up as the example save was, so its moves replay."""
    data = _example(game)
    argv = ["script", game, "--seed", str(data["seed"]), "--players", str(len(data["seats"]))]
    for key, value in data["options"].items():
        argv += ["--option", f"{key}={json.dumps(value) if isinstance(value, bool) else value}"]
    return [*argv, *extra]


GAMES = game_ids()
games = st.sampled_from(GAMES)


def run(
    capsys, monkeypatch, argv: list[str], stdin: bytes = b"", record: bool = True
) -> tuple[int, str, str]:
    """`main(argv)` with `stdin` as raw bytes; checks the exit contract and returns it."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
    code = main(argv)  # anything raised here is the failure this suite looks for
    out, err = capsys.readouterr()
    assert "Traceback" not in out and "Traceback" not in err
    assert code in (0, 2), (code, err[-300:])
    if code == 0:
        assert err == ""
        json.loads(out)
    else:
        assert out == ""
        line = err.rstrip("\n")
        assert line.startswith(PREFIX), err[:300]
        assert "\n" not in line and printable(line) == line, repr(err[:300])
    if record:
        event(f"exit {code}")
    return code, out, err


def test_the_example_moves_replay_as_a_script(capsys, monkeypatch) -> None:
    for game in GAMES:
        actions = _example(game)["actions"]
        stdin = "\n".join(actions).encode()
        code, out, _ = run(capsys, monkeypatch, _argv(game), stdin, record=False)
        assert code == 0 and json.loads(out)["applied"] == len(actions), game


# -- script files --------------------------------------------------------------------------


def _moves(game: str) -> bytes:
    return ("\n".join(_example(game)["actions"]) + "\n").encode()


@st.composite
def script_file(draw: Any) -> tuple[str, str, bytes | None]:
    """A game, the kind of damage and the bytes of the file (None: no file at all;
    b"<folder>": the path is a folder)."""
    game = draw(games)
    raw = _moves(game)
    kind = draw(
        st.sampled_from(
            [
                "binary",
                "cut",
                "flip",
                "insert",
                "mark",
                "utf-16",
                "latin-1",
                "NUL",
                "long line",
                "too large",
                "folder",
                "missing",
                "CR only",
            ]
        )
    )
    if kind == "binary":
        return game, kind, draw(st.binary(max_size=3000))
    if kind == "cut":
        return game, kind, raw[: draw(st.integers(0, len(raw)))]
    if kind in ("flip", "insert"):
        damaged = bytearray(raw)
        for _ in range(draw(st.integers(1, 4))):
            at = draw(st.integers(0, len(damaged) - 1))
            if kind == "flip":
                damaged[at] ^= draw(st.integers(1, 255))
            else:
                damaged[at:at] = draw(st.binary(min_size=1, max_size=6))
        return game, kind, bytes(damaged)
    if kind == "mark":
        return game, kind, BOM + raw
    if kind == "utf-16":
        return game, kind, raw.decode().encode(draw(st.sampled_from(["utf-16", "utf-16-le"])))
    if kind == "latin-1":
        return game, kind, ("# partie à Noël\n" + raw.decode()).encode("latin-1")
    if kind == "NUL":
        at = draw(st.integers(0, len(raw)))
        return game, kind, raw[:at] + b"\0" + raw[at:]
    if kind == "long line":
        size = draw(st.sampled_from([201, 2001, 100_000]))
        return game, kind, raw + draw(st.sampled_from([b"x", b"9", b" ", "分".encode()])) * size
    if kind == "too large":
        return game, kind, b"# padding\n" * (MAX_SCRIPT_BYTES // 10 + 1)
    if kind == "folder":
        return game, kind, b"<folder>"
    if kind == "missing":
        return game, kind, None
    return game, kind, raw.replace(b"\n", b"\r")


@_settings(100)
@given(case=script_file())
def test_script_file_damage_ends_in_a_report_or_one_clean_line(capsys, monkeypatch, case) -> None:
    game, kind, raw = case
    event(kind)
    with tempfile.TemporaryDirectory() as temp:
        path = Path(temp) / "moves.txt"
        if raw == b"<folder>":
            path.mkdir()
        elif raw is not None:
            path.write_bytes(raw)
            os.utime(path, ns=(1_600_000_000 * 10**9,) * 2)
        before = path.read_bytes() if path.is_file() else None
        code, _out, err = run(capsys, monkeypatch, _argv(game, "--file", str(path)))
        if kind in ("binary", "utf-16", "latin-1", "NUL", "too large", "folder", "missing"):
            assert code == 2 or kind == "binary"
        if kind in ("mark", "CR only"):
            assert code == 0, err
        if before is not None:  # reading a script never writes it
            assert path.read_bytes() == before
            assert path.stat().st_mtime_ns == 1_600_000_000 * 10**9


# -- action lines on standard input ---------------------------------------------------------

CONTROL = st.sampled_from(["\x00", "\x1b", "\x1b[2J", "\u202e", "\x7f", "\t", "\x0b", "\x0c"])
NUMBERS = st.sampled_from(
    ["0", "-1", "+1", "99", "999999999999999999999", "-9" * 30, "1e9", "1.5", "½", "٣", "NaN"]
)


@cache
def _tokens(game: str) -> list[str]:
    """The pieces every move of the game's example is written with."""
    found: set[str] = set()
    for action in _example(game)["actions"]:
        found.update(action.split())
        for part in action.replace("=", " = ").replace(">", " > ").replace(",", " , ").split():
            found.add(part)
    return sorted(found)


@st.composite
def bad_line(draw: Any, game: str) -> str:
    moves = _example(game)["actions"]
    line = draw(st.sampled_from(moves))
    how = draw(
        st.sampled_from(
            ["char", "number", "control", "recombined", "case", "spaces", "comment", "text"]
        )
    )
    if how == "char" and line:
        at = draw(st.integers(0, len(line) - 1))
        return line[:at] + draw(st.characters(codec="utf-8")) + line[at + 1 :]
    if how == "number":
        digits = [i for i, c in enumerate(line) if c.isdigit()]
        number = draw(NUMBERS)
        if digits:
            at = draw(st.sampled_from(digits))
            return line[:at] + number + line[at + 1 :]
        return f"{line} {number}"
    if how == "control":
        at = draw(st.integers(0, len(line)))
        return line[:at] + draw(CONTROL) + line[at:]
    if how == "recombined":
        parts = draw(st.lists(st.sampled_from(_tokens(game)), min_size=1, max_size=5))
        return draw(st.sampled_from([" ", "", "  "])).join(parts)
    if how == "case":
        return line.upper()
    if how == "spaces":
        return "  " + line.replace(" ", draw(st.sampled_from(["   ", "\t", ""]))) + " "
    if how == "comment":
        return f"{line} # {draw(st.text(max_size=20))}"
    return draw(st.text(max_size=40))


@st.composite
def action_lines(draw: Any) -> tuple[str, bytes]:
    """A valid prefix of a real game, then a few lines of any kind."""
    game = draw(games)
    moves = _example(game)["actions"]
    lines = moves[: draw(st.integers(0, len(moves)))]
    lines += draw(
        st.lists(st.sampled_from(moves) | bad_line(game) | st.just(""), min_size=1, max_size=4)
    )
    ending = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    return game, ending.join(lines).encode("utf-8")


@_settings(250)
@given(case=action_lines())
def test_generated_action_lines_end_in_a_report_or_one_clean_line(
    capsys, monkeypatch, case
) -> None:
    game, stdin = case
    code, out, _err = run(capsys, monkeypatch, _argv(game), stdin)
    if code == 0:
        lines = [
            line.split("#", 1)[0].strip()
            for line in stdin.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n").split("\n")
        ]
        assert json.loads(out)["applied"] == sum(1 for line in lines if line)


@_settings(40)
@given(
    game=games,
    seed=st.integers(0, 2**63 - 1),
    stdin=st.binary(max_size=400) | st.text(max_size=200).map(str.encode),
)
def test_any_seed_and_any_bytes_on_standard_input(capsys, monkeypatch, game, seed, stdin) -> None:
    run(capsys, monkeypatch, ["script", game, "--seed", str(seed)], stdin)
