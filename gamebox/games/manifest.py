"""What a game is made of, declared once in its package's `__init__.py` as `MANIFEST`.

The registry, the window, the command line and the tests find a game's parts here
instead of guessing module names, so a new game is its folder, its assets and one line
in the registry (`gamebox.games.PACKAGES`); the conformance tests (tests/conformance)
read the same manifest. Parts are dotted paths, `"package.module"` or
`"package.module:Name"`, imported only when asked for: reading a manifest imports
neither pygame nor the rules. A part a game does not have is `None`, and the tests that
need it skip that game saying so.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

PARTS = ("rules", "table", "ai", "text", "summary", "shots", "notation", "invariants")
"""The fields holding dotted paths, resolved by `GameManifest.part`."""


def resolve(path: str) -> Any:
    """The module `"a.b"`, or the attribute `Name` of the module for `"a.b:Name"`."""
    module_name, _, attribute = path.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


@dataclass(frozen=True)
class DataFile:
    """The game's rules data: a file under `assets/data`, the schema it is checked
    against and the reader that checks it (a `DataError` for any damage)."""

    name: str  # "capo.yaml"
    schema: str  # "gamebox.games.capo.data_schema:CAPO_DATA"
    loader: str  # "gamebox.games.capo.config:load_config", path -> config

    def path(self) -> Path:
        from gamebox.paths import asset

        return asset("data", self.name)

    def load(self, path: Path) -> Any:
        return resolve(self.loader)(path)

    def schema_node(self) -> Any:
        return resolve(self.schema)


@dataclass(frozen=True)
class Spec:
    """The numbered rules (R1 to R`rules`) and Given/When/Then scenarios of the game's
    specification, which its tests must cite (`# R12`) and name. `scenario` formats a
    scenario's number the way its test's name or a test's comment gives it."""

    rules: int
    scenarios: tuple[int, ...]
    scenario: str  # "test_s{:02d}_", "test_th{:02d}", "S{}"

    def scenario_name(self, number: int) -> str:
        return self.scenario.format(number)


@dataclass(frozen=True)
class GameManifest:
    """One game's parts. Only `id` and `rules` are required: Pig, the example game in
    tests/app/pig, has no data file, computer players, notation module or spec."""

    id: str
    rules: str  # the Game class, "gamebox.games.capo.rules:CapoGame"
    table: str | None = None  # the table scene class, "....scene:TableScene"
    ai: str | None = None  # the module with `make_agent(game, level, personality, player)`
    text: str | None = None  # the words of `play --text`
    summary: str | None = None  # (game, match, event, reader, names) -> a scoring moment's
    # summary lines, or (): the same words at the table and in `play --text`
    shots: str | None = None  # the selftest's table moments (`SHOTS`, `moment`)
    notation: str | None = None  # the module reading typed actions, with bounds
    invariants: str | None = None  # (state, config) -> the broken invariants, in words
    words: str | None = None  # the i18n prefix of the game's own words
    data: DataFile | None = None
    spec: Spec | None = None
    examples: tuple[str, ...] = ()  # files in saves/, the first one the game's example
    hard_level: str = "hard"  # the strongest computer level
    monogram: str = ""  # the picker's medallion letter

    def part(self, name: str) -> Any:
        """The object a part names (see `PARTS`); LookupError when the game has none."""
        if name not in PARTS:
            raise ValueError(f"no part {name!r}; the parts are {', '.join(PARTS)}")
        path = getattr(self, name)
        if path is None:
            raise LookupError(f"{self.id} has no {name}")
        return resolve(path)

    def module(self, name: str) -> ModuleType:
        module = self.part(name)
        if not isinstance(module, ModuleType):
            raise TypeError(f"the {name} of {self.id} is not a module")
        return module

    def game_class(self) -> type:
        return self.part("rules")  # type: ignore[no-any-return]

    def game(self) -> Any:
        """A new Game: read from its data file when it has one, else built plainly."""
        cls = self.game_class()
        return cls.from_assets() if self.data is not None else cls()

    def table_class(self) -> type:
        return self.part("table")  # type: ignore[no-any-return]
