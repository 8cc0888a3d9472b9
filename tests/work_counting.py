"""Counting the work reading and writing files does, for tests that must not time it:
a count is the same on a busy machine, and a file read twice, or a replay where none
belongs, shows in it. One `counting()` for the engine's and the window's tests."""

from __future__ import annotations

import contextlib
import json
import re
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from unittest import mock

from gamebox.engine import files, saves
from gamebox.engine.match import Match
from gamebox.games import game_ids, get_game


class Work:
    """What reading or writing saves did within a `counting()` block: how often each file
    was opened for reading and how many bytes were read from it, how many JSON documents
    were parsed, how many moves were replayed, how many move texts longer than their
    game's longest reached its notation, and the files written (path, bytes). Work is
    counted rather than timed: a count is the same on a busy machine, and a file read
    twice or a replay where none belongs shows in it."""

    def __init__(self) -> None:
        self.opened: Counter[Path] = Counter()
        self.read: Counter[Path] = Counter()
        self.parsed = 0
        self.replayed = 0
        self.overlong_moves = 0
        self.written: list[tuple[Path, int]] = []


class _Reading:
    """A file opened for reading that adds the bytes read from it to `work`."""

    def __init__(self, handle: Any, path: Path, work: Work) -> None:
        self._handle = handle
        self._path = path
        self._work = work

    def read(self, *size: int) -> Any:
        data = self._handle.read(*size)
        self._work.read[self._path] += len(data)
        return data

    def __enter__(self) -> _Reading:
        return self

    def __exit__(self, *exc: object) -> None:
        self._handle.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._handle, name)


@contextlib.contextmanager
def counting() -> Iterator[Work]:
    """Count in `Work` what happens inside the block, through the seams every save
    passes: `Path.open`, `json.loads`, each game's `parse_action`, `Match.apply` and
    `saves.atomic_write`."""
    work = Work()
    open_path, loads, apply, write = Path.open, json.loads, Match.apply, saves.atomic_write

    def opened(path: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = open_path(path, mode, *args, **kwargs)
        if "r" not in mode:
            return handle
        work.opened[Path(path)] += 1
        return _Reading(handle, Path(path), work)

    def parsed(text: Any, **kwargs: Any) -> Any:
        work.parsed += 1
        return loads(text, **kwargs)

    def replayed(match: Match, action: Any) -> Any:
        work.replayed += 1
        return apply(match, action)

    def written(path: Path, payload: bytes) -> None:
        work.written.append((Path(path), len(payload)))
        write(path, payload)

    patches = [
        mock.patch.object(Path, "open", opened),
        mock.patch.object(json, "loads", parsed),
        mock.patch.object(Match, "apply", replayed),
        mock.patch.object(saves, "atomic_write", written),
    ]
    for kind in {type(get_game(game)) for game in game_ids()}:
        patches.append(mock.patch.object(kind, "parse_action", _noting(kind, work)))
    with contextlib.ExitStack() as stack:
        for patch in patches:
            stack.enter_context(patch)
        yield work


def _noting(kind: type, work: Work) -> Callable[..., Any]:
    """`kind.parse_action`, counting in `work` the texts longer than the game allows."""
    parse = kind.parse_action

    def parse_action(game: Any, state: Any, text: str) -> Any:
        work.overlong_moves += len(text) > game.max_action_chars
        return parse(game, state, text)

    return parse_action


@contextlib.contextmanager
def text_scans() -> Iterator[list[tuple[str, list[tuple[int, int]]]]]:
    """Every document whose nesting `files.json_depth_ok` measures, with the spans of the
    JSON texts its expression skipped on the way."""
    scans: list[tuple[str, list[tuple[int, int]]]] = []
    pattern = files._STRING

    class Recording:
        def sub(self, replacement: str, text: str) -> str:
            spans: list[tuple[int, int]] = []
            scans.append((text, spans))

            def skip(match: re.Match[str]) -> str:
                spans.append(match.span())
                return replacement

            return pattern.sub(skip, text)

    with mock.patch.object(files, "_STRING", Recording()):
        yield scans
