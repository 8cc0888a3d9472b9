"""`gamebox script`: text actions applied to a new match, the outcome as one JSON report.

The command line (`gamebox.cli`) checks its arguments and builds the match; this module
reads the script, applies its lines and builds the report. It never imports the command
line. Whatever is wrong with a script (a file that cannot be read or is not UTF-8 text,
a NUL byte, a line too long to be an action, a line the game refuses or even fails on)
is a `ScriptError` whose text names the line and the problem; the command line prints
it on one line and exits with 2, never with a traceback.
"""

from __future__ import annotations

import dataclasses
from typing import IO, Any

from gamebox.engine.files import FileProblem, decode, read_text, shorten

MAX_SCRIPT_BYTES = 4 * 1024 * 1024
"""A script of a whole game is a few kilobytes; anything this large is not a script."""
STDIN = "standard input"


class ScriptError(Exception):
    """A script that cannot be used, in one sentence that names the line."""


def read_script(path: str | None, stdin: IO[str] | None) -> str:
    """The text of the script file at `path`, or of `stdin`: size-capped, UTF-8 (a bad
    byte is reported with its line and column) and without NUL bytes."""
    name = path or STDIN
    try:
        text = read_text(path, MAX_SCRIPT_BYTES, path) if path else _read_stream(stdin)
    except FileProblem as problem:
        raise ScriptError(str(problem)) from None
    nul = text.find("\0")
    if nul >= 0:
        line = text.count("\n", 0, nul) + 1
        raise ScriptError(f"{name}, line {line}: a NUL byte; a script is plain text")
    return text


def _read_stream(stream: IO[str] | None) -> str:
    if stream is None:  # a windowed program has no standard input
        raise ScriptError(f"there is no {STDIN} to read; name a script with --file")
    binary = getattr(stream, "buffer", None)  # a real stdin: decode it ourselves
    data: Any = (binary or stream).read(MAX_SCRIPT_BYTES + 1)
    if len(data) > MAX_SCRIPT_BYTES:
        raise ScriptError(f"{STDIN} is too long for a script (at most {MAX_SCRIPT_BYTES:,} bytes)")
    return decode(data, STDIN) if isinstance(data, bytes) else data.removeprefix("\ufeff")


def _event_json(event: Any, line: int) -> dict[str, Any]:
    fields = dataclasses.asdict(event) if dataclasses.is_dataclass(event) else {}
    return {"line": line, "type": type(event).__name__, **fields}


def _nothing_legal(message: str, match: Any) -> str:
    """`message` with an empty "Legal now: " at its end replaced by what is true."""
    head, sep, tail = message.rpartition("Legal now:")
    if not sep or tail.strip() or match.legal_actions():
        return message
    if match.turn().is_over:
        return f"{head}Nothing is legal: the game is over."
    if match.turn().is_chance:
        outcomes = [repr(str(action)) for action, _p in match.game.chance_outcomes(match.state)]
        more = " ..." if len(outcomes) > 3 else ""
        return (
            f"{head}A chance step is pending: the script writes its outcome,"
            f" e.g. {', '.join(outcomes[:3])}{more}"
        )
    return f"{head}Nothing is legal now."


def run_script(match: Any, text: str) -> tuple[int, list[dict[str, Any]]]:
    """Apply every action line of `text` (`#` starts a comment) to `match`; returns the
    number applied and their events as JSON objects, each with its line number."""
    game = match.game
    limit = game.max_action_chars
    events: list[dict[str, Any]] = []
    applied = 0
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for number, raw in enumerate(lines, 1):
        action_text = raw.split("#", 1)[0].strip()
        if not action_text:
            continue
        where = f"line {number} ({shorten(action_text, 60)!r})"
        if len(action_text) > limit:
            raise ScriptError(
                f"{where}: {len(action_text):,} characters is too long"
                f" for an action of {game.title} (at most {limit})"
            )
        try:
            new_events = match.apply(game.parse_action(match.state, action_text))
        except ValueError as error:  # IllegalAction is a ValueError
            raise ScriptError(f"{where}: {_nothing_legal(str(error), match)}") from None
        except Exception as error:  # a bug in the game: still one line, no traceback
            problem = shorten(f"{type(error).__name__}: {error}", 200)
            raise ScriptError(f"{where}: {game.title} failed on this line ({problem})") from None
        applied += 1
        events.extend(_event_json(event, number) for event in new_events)
    return applied, events


def script_report(match: Any, applied: int, events: list[dict[str, Any]]) -> dict[str, Any]:
    """Where the match stands after the script, as the JSON object `script` prints."""
    game = match.game
    turn = match.turn()
    if turn.is_over:
        who: dict[str, Any] = {"player": None, "name": None}
    elif turn.is_chance:
        who = {"player": "chance", "name": "chance"}
    else:
        who = {"player": turn.player, "name": match.names[turn.player]}
    result = game.result(match.state)
    return {
        "game": game.id,
        "seed": match.seed,
        "players": len(match.seats),
        "options": match.options,
        "applied": applied,
        "turn": who,
        "legal": [str(action) for action in match.legal_actions()],
        "chance": (
            [[str(action), p] for action, p in game.chance_outcomes(match.state)]
            if turn.is_chance
            else None
        ),
        "events": events,
        "scores": list(result.scores) if result else None,
        "result": dataclasses.asdict(result) if result else None,
        "over": turn.is_over,
        "state": game.encode(match.state),
    }
