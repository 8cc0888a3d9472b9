"""Loading and validating the YAML data files (`assets/data/<id>.yaml`).

Data files are edited by hand, so a mistake is reported the way a person can fix it:
which file, where in it (`district_cards[2].die_value`) and what is wrong. A file is read
through `engine.files.read_text` (size cap, UTF-8 with the byte of a bad encoding named,
a byte-order mark dropped), parsed by a `yaml.SafeLoader` (the loader of `yaml.safe_load`:
data can never construct objects) that also bounds nesting and refuses aliases and
repeated keys, and then checked as a whole against its game's schema (`validate_data`,
`engine.schema`) before any rules code reads it. `Reader` carries the file and key path
into nested data so rules modules never build such messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeAlias

import yaml
from yaml.composer import ComposerError
from yaml.constructor import ConstructorError
from yaml.events import AliasEvent
from yaml.nodes import MappingNode

from gamebox.engine.files import MAX_DEPTH, FileProblem, read_text
from gamebox.engine.schema import Invalid, Node

_MISSING: Any = object()

MAX_DATA_BYTES = 1024 * 1024
"""The largest data file read. The shipped ones are under 20 KiB; a megabyte leaves
room for any hand-written growth while refusing, before YAML spends time and memory on
it, a file that can only be a mistake (a wrong file renamed, a runaway paste)."""


class DataError(Exception):
    """A data file is missing, unreadable or wrong; the message names file, path, problem."""

    def __init__(self, file: str | Path, path: str, problem: str) -> None:
        self.file = str(file)
        self.path = path
        self.problem = problem
        where = f"{self.file}: {path}" if path else self.file
        super().__init__(f"{where}: {problem}")


class _DataLoader(yaml.SafeLoader):
    """`yaml.SafeLoader` that refuses what no data file of ours means: nesting deeper
    than `MAX_DEPTH` (checked while composing, so a file of 10,000 brackets stops at the
    first level too many instead of exhausting the stack), aliases (`*name`, which
    could make a small file stand for a huge one) and a key written twice in one
    mapping (YAML would silently keep the last)."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(AliasEvent):
            mark = self.peek_event().start_mark
            raise ComposerError(None, None, "aliases (*name) are not used in data files", mark)
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark
                raise ComposerError(None, None, f"nested more than {MAX_DEPTH} levels deep", mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        mapping = super().construct_mapping(node, deep=deep)
        if isinstance(node, MappingNode) and len(mapping) != len(node.value):
            seen: set[Any] = set()
            for key_node, _value in node.value:
                key = self.construct_object(key_node)  # already built: the cached object
                if key in seen:
                    raise ConstructorError(
                        None, None, f"the key {_show(key)} is written twice", key_node.start_mark
                    )
                seen.add(key)
        return mapping


def _safe_load(text: str) -> Any:
    """`yaml.safe_load` with `_DataLoader`'s extra refusals: the same SafeConstructor, so
    plain data only (a `!!python/...` tag is an error, never an object)."""
    loader = _DataLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def load_yaml(path: str | Path) -> dict[str, Any]:
    """The top-level mapping of a YAML file, or `DataError` saying why there is none."""
    try:
        text = read_text(path, MAX_DATA_BYTES)
    except FileProblem as problem:
        raise DataError(path, "", str(problem)) from None
    try:
        data = _safe_load(text)
    except yaml.YAMLError as error:
        raise DataError(path, "", _describe_yaml_error(error, text)) from None
    except RecursionError:  # not expected below MAX_DEPTH; never a crash all the same
        raise DataError(path, "", f"nested more than {MAX_DEPTH} levels deep") from None
    except ValueError:  # int() of thousands of digits, a date such as 2024-02-30
        problem = "holds a value that cannot be read: a number far too long or no real date"
        raise DataError(path, "", problem) from None
    if not isinstance(data, dict):
        raise DataError(path, "", f"the top level must be a mapping of keys, got {_show(data)}")
    return data


def validate_data(schema: Node, data: Any, file: str | Path) -> Any:
    """Check the whole of `data` (as `load_yaml` gave it) against `schema`; the first
    value that does not fit is a `DataError` naming `file`, the place
    (`map.labels.hudson[2]`) and the problem in the player's language."""
    try:
        return schema.check(data)
    except Invalid as error:
        raise DataError(file, error.where, str(error.problem())) from None


def _describe_yaml_error(error: yaml.YAMLError, text: str) -> str:
    """'invalid YAML at line 4, column 7: <problem>', 1-based like editors count."""
    if isinstance(error, yaml.reader.ReaderError):  # a character YAML does not allow
        at = error.position
        line = text.count("\n", 0, at) + 1
        column = at - (text.rfind("\n", 0, at) + 1) + 1
        code = error.character if isinstance(error.character, int) else 0
        return (
            f"invalid YAML at line {line}, column {column}: "
            f"the character U+{code:04X} is not allowed in a data file"
        )
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    problem = getattr(error, "problem", None) or getattr(error, "context", None) or str(error)
    if mark is None:
        return f"invalid YAML: {problem}"
    return f"invalid YAML at line {mark.line + 1}, column {mark.column + 1}: {problem}"


def _show(value: Any) -> str:
    """A short description of a wrong value for an error message."""
    names = {type(None): "nothing (an empty value)", dict: "a mapping", list: "a list"}
    text = names.get(type(value)) or repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# Reader's accessors are named after the types they return; these keep the builtins reachable.
Int: TypeAlias = int
Str: TypeAlias = str
Bool: TypeAlias = bool
List: TypeAlias = list


class Reader:
    """A value inside a data file together with where it is, for precise errors.

    Accessors with a `key` read that key of a mapping; with no key they read the
    value itself, which is how list items are checked: `[c.int() for c in r.list("dice")]`.
    A `default` makes a key optional.
    """

    def __init__(self, data: Any, file: Str | Path, path: Str = "") -> None:
        self.value = data
        self.file = str(file)
        self.path = path

    def error(self, problem: Str, key: Any = None) -> DataError:
        """A `DataError` at this value (or its `key`), for checks the rules module makes."""
        return DataError(self.file, self._child_path(key), problem)

    def _child_path(self, key: Any) -> Str:
        if key is None:
            return self.path
        return f"{self.path}.{key}" if self.path else str(key)

    def _raw(self, key: Any, default: Any = _MISSING) -> Any:
        if key is None:
            return self.value
        if not isinstance(self.value, dict):
            raise self.error(f"expected a mapping, got {_show(self.value)}")
        if key in self.value:
            return self.value[key]
        if default is not _MISSING:
            return default
        raise self.error("missing key", key)

    def __contains__(self, key: object) -> Bool:
        return isinstance(self.value, dict) and key in self.value

    def get(self, key: Any) -> Reader:
        """The value at `key` (which must be present) as a Reader one level down."""
        return Reader(self._raw(key), self.file, self._child_path(key))

    def optional(self, key: Any) -> Reader | None:
        """Like `get`, but `None` when the key is absent."""
        return self.get(key) if key in self else None

    def int(
        self,
        key: Any = None,
        *,
        min: Int | None = None,
        max: Int | None = None,
        default: Any = _MISSING,
    ) -> Int:
        """An integer within bounds; booleans are refused (YAML `yes` is not a count)."""
        value = self._raw(key, default)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(f"expected an integer, got {_show(value)}", key)
        if (min is not None and value < min) or (max is not None and value > max):
            raise self.error(f"{_bounds(min, max)}, got {value}", key)
        return value

    def str(
        self, key: Any = None, *, choices: Sequence[Str] | None = None, default: Any = _MISSING
    ) -> Str:
        """A non-empty text, optionally one of `choices`."""
        value = self._raw(key, default)
        if not isinstance(value, str) or not value.strip():
            raise self.error(f"expected a text, got {_show(value)}", key)
        if choices is not None and value not in choices:
            options = ", ".join(repr(choice) for choice in choices)
            raise self.error(f"must be one of {options}, got {value!r}", key)
        return value

    def bool(self, key: Any = None, *, default: Any = _MISSING) -> Bool:
        """`true` or `false`; numbers are refused (0/1 are usually a mistyped count)."""
        value = self._raw(key, default)
        if not isinstance(value, bool):
            raise self.error(f"expected true or false, got {_show(value)}", key)
        return value

    def list(self, key: Any = None, *, min_len: Int = 0, raw: Bool = False) -> List[Any]:
        """The items of a list as Readers (`raw=True`: the plain values)."""
        value = self._raw(key)
        if not isinstance(value, list):
            raise self.error(f"expected a list, got {_show(value)}", key)
        if len(value) < min_len:
            raise self.error(f"needs at least {min_len} items, has {len(value)}", key)
        if raw:
            return list(value)
        path = self._child_path(key)
        return [Reader(item, self.file, f"{path}[{i}]") for i, item in enumerate(value)]

    def mapping(self, key: Any = None) -> dict[Str, Reader]:
        """The entries of a mapping with text keys, each value as a Reader."""
        value = self._raw(key)
        if not isinstance(value, dict):
            raise self.error(f"expected a mapping, got {_show(value)}", key)
        sub = Reader(value, self.file, self._child_path(key))
        for name in value:
            if not isinstance(name, str):
                raise sub.error(f"keys must be texts, got {_show(name)}")
        return {name: sub.get(name) for name in value}

    def only(self, *keys: Str) -> None:
        """Refuse keys not in `keys`: a misspelt optional key would otherwise be ignored."""
        for name in self.mapping():
            if name not in keys:
                raise self.error(f"unknown key (expected one of: {', '.join(keys)})", name)


def _bounds(low: Any, high: Any) -> Str:
    if low is not None and high is not None:
        return f"must be between {low} and {high}"
    return f"must be at least {low}" if low is not None else f"must be at most {high}"
