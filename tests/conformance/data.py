"""Damaging a game's data file in tests: a copy of the shipped file with one edit, and
the DataError its reader must raise for it (naming the file). Shared by the conformance
suite and the games' own tests of the places only they have."""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from gamebox.engine.data import DataError
from gamebox.engine.files import FileProblem
from gamebox.games.manifest import DataFile, GameManifest


def data_file(manifest: GameManifest) -> DataFile:
    assert manifest.data is not None, f"{manifest.id} declares no data file"
    return manifest.data


def shipped(manifest: GameManifest) -> Any:
    """The shipped file's contents, as plain YAML (a fresh copy each time)."""
    return copy.deepcopy(_shipped(manifest))


@cache
def _shipped(manifest: GameManifest) -> Any:
    path = data_file(manifest).path()
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def expect(key: str, **params: Any) -> str:
    """The problem a DataError states for the schema's `expect.<key>`."""
    return str(FileProblem(f"expect.{key}", **params))


def write(manifest: GameManifest, tmp_path: Path, data: Any) -> Path:
    path = tmp_path / data_file(manifest).name
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def damaged(manifest: GameManifest, tmp_path: Path, edit: Callable[[Any], Any]) -> Path:
    """A copy of the shipped file with `edit` done to its contents."""
    data = shipped(manifest)
    edit(data)
    return write(manifest, tmp_path, data)


def refused(manifest: GameManifest, path: Path) -> DataError:
    """The DataError reading `path` raises; it names the file."""
    with pytest.raises(DataError) as caught:
        data_file(manifest).load(path)
    assert caught.value.file == str(path) and str(path) in str(caught.value)
    return caught.value
