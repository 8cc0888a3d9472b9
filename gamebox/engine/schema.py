"""Declared shapes for what files hold, checked as a whole before anything uses them.

A file that reaches the rules, a font or a screen has first been checked here against
the schema of its kind: every type, range, length and allowed character, every number
finite and bounded, unknown keys refused. The schema is data (small frozen nodes), so
it reads as a description of the file and errors can say exactly where the problem is
(`options.start_player`, `actions[12]`) in the player's language.

    SAVE = Record({"seed": Int(0, 2**63), "names": List(Text(max_len=40), 1, 8)})
    check_file(SAVE, data, "game.json")   # raises FileProblem naming file, place, problem

The checker walks the schema, not the data, so its depth is the schema's.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gamebox.engine.files import FileProblem, printable


class Invalid(Exception):
    """A value does not fit its schema: `where` it is and the i18n key of the problem
    (below `files.expect.`) with its parameters."""

    def __init__(self, where: str, key: str, **params: Any) -> None:
        super().__init__(where, key)
        self.where = where
        self.key = key
        self.params = params

    def problem(self) -> FileProblem:
        return FileProblem(f"expect.{self.key}", **self.params)

    def for_file(self, name: str) -> FileProblem:
        return FileProblem("invalid", file=name, where=self.where or "/", problem=self.problem())

    def __str__(self) -> str:
        return f"{self.where or '/'}: {self.problem()}"


def _join(where: str, key: Any) -> str:
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else str(key)


class Node:
    """A schema node: `check` returns the value (unchanged) or raises `Invalid`."""

    def check(self, value: Any, where: str = "") -> Any:
        raise NotImplementedError


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Int(Node):
    """A whole number (never a boolean, never 1.0) between `low` and `high`."""

    low: int
    high: int

    def check(self, value: Any, where: str = "") -> Any:
        if not _is_int(value) or not self.low <= value <= self.high:
            raise Invalid(where, "int", low=self.low, high=self.high)
        return value


@dataclass(frozen=True)
class Number(Node):
    """A finite number, whole or not, between `low` and `high`."""

    low: float
    high: float

    def check(self, value: Any, where: str = "") -> Any:
        ok = (_is_int(value) or isinstance(value, float)) and math.isfinite(value)
        if not ok or not self.low <= value <= self.high:
            raise Invalid(where, "number", low=self.low, high=self.high)
        return value


@dataclass(frozen=True)
class Bool(Node):
    def check(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, bool):
            raise Invalid(where, "bool")
        return value


@dataclass(frozen=True)
class Text(Node):
    """A text of `min_len` to `max_len` characters with no control characters (unless
    `lines`, which allows newlines and tabs), optionally matching `pattern` or one of
    `choices`."""

    max_len: int = 200
    min_len: int = 1
    pattern: str | None = None
    choices: tuple[str, ...] | None = None
    lines: bool = False

    def check(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, str):
            raise Invalid(where, "text")
        if not self.min_len <= len(value) <= self.max_len:
            raise Invalid(where, "text_length", low=self.min_len, high=self.max_len)
        plain = value.replace("\n", " ").replace("\t", " ") if self.lines else value
        if printable(plain) != plain:
            raise Invalid(where, "text_control")
        if self.choices is not None and value not in self.choices:
            raise Invalid(where, "choice", choices=", ".join(self.choices))
        if self.pattern is not None and not re.fullmatch(self.pattern, value):
            raise Invalid(where, "text_form")
        return value


@dataclass(frozen=True)
class Exactly(Node):
    """One of a few fixed values, type and all (`1` is not `True`, `1.0` is not `1`)."""

    values: tuple[Any, ...]

    def check(self, value: Any, where: str = "") -> Any:
        if not any(type(value) is type(v) and value == v for v in self.values):
            shown = ", ".join(_show(v) for v in self.values)
            raise Invalid(where, "choice", choices=shown)
        return value


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True)
class Maybe(Node):
    """`null` or a value of `inner`."""

    inner: Node

    def check(self, value: Any, where: str = "") -> Any:
        return None if value is None else self.inner.check(value, where)


@dataclass(frozen=True)
class Either(Node):
    """A value that fits one of `options` (tried in order)."""

    options: tuple[Node, ...]

    def check(self, value: Any, where: str = "") -> Any:
        first: Invalid | None = None
        for option in self.options:
            try:
                return option.check(value, where)
            except Invalid as error:
                first = first or error
        assert first is not None
        raise first


@dataclass(frozen=True)
class List(Node):
    """A list of `min_len` to `max_len` items, each fitting `item`."""

    item: Node
    min_len: int = 0
    max_len: int = 1000

    def check(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, list):
            raise Invalid(where, "list")
        if not self.min_len <= len(value) <= self.max_len:
            raise Invalid(where, "list_length", low=self.min_len, high=self.max_len)
        for index, item in enumerate(value):
            self.item.check(item, _join(where, index))
        return value


@dataclass(frozen=True)
class Record(Node):
    """A mapping with named keys: every `required` key present, `optional` ones allowed,
    any other key refused (a misspelt key is a mistake, not something to ignore)."""

    required: Mapping[str, Node]
    optional: Mapping[str, Node] = field(default_factory=dict)

    def check(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, dict):
            raise Invalid(where, "mapping")
        for key in value:
            if key not in self.required and key not in self.optional:
                raise Invalid(_join(where, _key_text(key)), "unknown_key")
        for key, node in self.required.items():
            if key not in value:
                raise Invalid(_join(where, key), "missing")
            node.check(value[key], _join(where, key))
        for key, node in self.optional.items():
            if key in value:
                node.check(value[key], _join(where, key))
        return value


def _key_text(key: Any) -> str:
    return printable(str(key))[:40]


@dataclass(frozen=True)
class Numbered(Node):
    """A mapping keyed by whole numbers (YAML `3: {base: 128}`, say a count of players):
    every `required` number present, `optional` ones allowed, any other key refused (the
    text "3" is not the number 3). Places read `draw_deck_after_setup.3`."""

    required: Mapping[int, Node]
    optional: Mapping[int, Node] = field(default_factory=dict)

    def check(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, dict):
            raise Invalid(where, "mapping")
        for key in value:
            if not _is_int(key) or (key not in self.required and key not in self.optional):
                raise Invalid(_dot(where, _key_text(key)), "unknown_key")
        for key, node in self.required.items():
            if key not in value:
                raise Invalid(_dot(where, key), "missing")
            node.check(value[key], _dot(where, key))
        for key, node in self.optional.items():
            if key in value:
                node.check(value[key], _dot(where, key))
        return value


def _dot(where: str, key: Any) -> str:
    return f"{where}.{key}" if where else str(key)


@dataclass(frozen=True)
class Table(Node):
    """A mapping with free keys (each fitting `key`) and values fitting `value`."""

    key: Node
    value: Node
    max_len: int = 1000

    def check(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, dict):
            raise Invalid(where, "mapping")
        if len(value) > self.max_len:
            raise Invalid(where, "list_length", low=0, high=self.max_len)
        for key, item in value.items():
            self.key.check(key, _join(where, _key_text(key)))
            self.value.check(item, _join(where, _key_text(key)))
        return value


@dataclass(frozen=True)
class Rule(Node):
    """`inner`, then a test of the whole value that the shape alone cannot say (a date
    that exists, lengths that agree); `test` returns an i18n key below `files.expect.`
    for a problem, or None."""

    inner: Node
    test: Callable[[Any], str | None]

    def check(self, value: Any, where: str = "") -> Any:
        self.inner.check(value, where)
        problem = self.test(value)
        if problem is not None:
            raise Invalid(where, problem)
        return value


def check_file(schema: Node, value: Any, name: str) -> Any:
    """`schema.check(value)`, with a failure worded as a problem of the file `name`."""
    try:
        return schema.check(value)
    except Invalid as error:
        raise error.for_file(name) from None
