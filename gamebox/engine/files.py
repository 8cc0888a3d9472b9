"""The one careful way to read a file the program did not just write itself.

Saves, the autosave and its `.bak`, settings, data files and rules texts all come
through here, so every one of them is size-capped before it is read, decoded with an
error that says where the bad byte is, and (for JSON) parsed with a bounded nesting
depth and only finite numbers. Whatever is wrong is raised as a `FileProblem` whose
words come from the i18n files (`files.*`), so the player reads it in their language;
`str()` of the problem is that sentence.

Reading never writes, moves or deletes anything. Writing is atomic (`atomic_write`),
never lands on an existing name by accident (`unused_name`), and the temporary files
of writes cut short are cleaned up on the next start (`clean_stale_temps`).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import tempfile
import time
import unicodedata
from pathlib import Path
from typing import Any

from gamebox.i18n import t

BOM = "\ufeff"
TEMP_SUFFIX = ".tmp"
MAX_DEPTH = 48
"""Deeper JSON nesting is refused before parsing: no file of ours comes near it."""


class FileProblem(Exception):
    """A file (or what it holds) is unusable. `key` names the i18n sentence below
    `files.`; `params` fill it. The exception is cheap and its text is built when read,
    in the current language."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        return t(f"files.{self.key}", **{k: _param(v) for k, v in self.params.items()})


def _param(value: Any) -> Any:
    """A parameter as it may appear in a message: a nested problem in words, long or
    unprintable text made safe (a message must never hang or break a font)."""
    if isinstance(value, FileProblem):
        return str(value)
    if isinstance(value, str):
        return shorten(printable(value), 300)
    return value


def printable(text: str) -> str:
    """`text` without control or format characters (NUL, escape, bidi overrides...);
    tabs and newlines become spaces. Linear in the length of `text`."""
    if text.isprintable():
        return text
    return "".join(
        " " if char in "\t\n\r" else char
        for char in text
        if char in "\t\n\r" or unicodedata.category(char)[0] != "C"
    )


def shorten(text: str, limit: int) -> str:
    """At most `limit` characters, an ellipsis marking a cut. Constant time."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def read_text(path: str | Path, limit: int, name: str | None = None) -> str:
    """The text of a UTF-8 file of at most `limit` bytes (a byte-order mark is allowed
    and dropped). `name` is how messages call the file (default: its name)."""
    path = Path(path)
    name = name or path.name
    try:
        if path.is_dir():
            raise FileProblem("folder", file=name)
        size = path.stat().st_size
        if size > limit:
            raise FileProblem("too_large", file=name, size=_kib(size), limit=_kib(limit))
        with path.open("rb") as handle:
            raw = handle.read(limit + 1)
    except FileNotFoundError:
        raise FileProblem("missing", file=name) from None
    except OSError as error:
        raise FileProblem("unreadable", file=name, reason=error.strerror or str(error)) from None
    if len(raw) > limit:  # it grew while we looked
        raise FileProblem("too_large", file=name, size=_kib(len(raw)), limit=_kib(limit))
    return decode(raw, name)


def _kib(size: int) -> str:
    return f"{max(1, math.ceil(size / 1024))} KiB"


def decode(raw: bytes, name: str) -> str:
    """UTF-8 text, a leading byte-order mark dropped; a bad byte is reported with its
    offset, line and column."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        before = raw[: error.start]
        line = before.count(b"\n") + 1
        column = error.start - (before.rfind(b"\n") + 1) + 1
        raise FileProblem(
            "not_utf8", file=name, offset=error.start, line=line, column=column
        ) from None
    return text.removeprefix(BOM)


# A JSON text, or an unclosed one up to the end. Possessive, so a file cut short inside
# a long text of escaped quotes is still read once (no backtracking, no retries).
_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+(?:"|\\?\Z)', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def json_depth_ok(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether no JSON array or object in `text` nests deeper than `limit`, without
    parsing it (strings are skipped by a regular expression). Linear time."""
    depth = 0
    for match in _BRACKET.finditer(_STRING.sub("", text)):
        if match.group() in "[{":
            depth += 1
            if depth > limit:
                return False
        else:
            depth -= 1
    return True


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is too large a number")
    return value


def parse_json(text: str, name: str) -> Any:
    """The JSON value of `text`: nesting bounded, NaN and infinities refused, huge
    numbers refused. Damage is reported with its line and column."""
    if not json_depth_ok(text):
        raise FileProblem("too_deep", file=name)
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except json.JSONDecodeError as error:
        raise FileProblem(
            "bad_json", file=name, line=error.lineno, column=error.colno
        ) from None
    except (ValueError, RecursionError):  # NaN, 1e999, an integer of 5,000 digits
        raise FileProblem("bad_number", file=name) from None


def read_json(path: str | Path, limit: int, name: str | None = None) -> Any:
    """`read_text` then `parse_json`."""
    path = Path(path)
    name = name or path.name
    return parse_json(read_text(path, limit, name), name)


# -- writing ---------------------------------------------------------------------------


def unused_name(path: Path, suffix: str) -> Path:
    """`<path><suffix>`, or with `-2`, `-3`... when that exists: never an existing file."""
    candidate = path.with_name(path.name + suffix)
    number = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = path.with_name(f"{path.name}{suffix}-{number}")
        number += 1
    return candidate


def atomic_write(path: Path, payload: bytes) -> None:
    """Write to a temporary file beside `path`, fsync it, then rename it onto `path`."""
    fd, temp_name = tempfile.mkstemp(
        dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX
    )
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; not possible on every system (e.g. Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clean_stale_temps(folder: str | Path, older_than: float = 60.0) -> list[Path]:
    """Remove the temporary files of our own writes that were cut short (a crash or a
    power cut between write and rename): `.<name>.<random>.tmp` in `folder`, untouched
    for `older_than` seconds (so a write under way in another window is left alone).
    They are never more than a partial copy of a file that still exists."""
    removed: list[Path] = []
    folder = Path(folder)
    if not folder.is_dir():
        return removed
    now = time.time()
    for path in folder.glob(f".*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if path.is_file() and not path.is_symlink() and now - path.stat().st_mtime > older_than:
                path.unlink()
                removed.append(path)
    return removed
