"""Every user-facing string of Gamebox, through python-i18n (the library pygame-gui uses).

pygame-gui already translates its own element text with python-i18n and switches it with
`UIManager.set_locale`, so the program's own strings use the same mechanism instead of a
second one: one global locale for the library widgets and for our text.

Files live in `assets/i18n/` as `<part>.<code>.json`: `gamebox.<code>.json` for the app
and one file per further part (`capo.en.json`, `sheriff.en.json`, `sheriff-table.en.json`...),
so each game's words sit in files of their own. Every file holds its content under a
root key equal to the language, so a key such as `capo.log.rolled` is stored as::

    {"en": {"capo": {"log": {"rolled": "%{player} rolls ..."}}}}

All parts of a language are merged into one key space (a key written in two files is an
error naming both) and handed to python-i18n under the `gamebox.` namespace, which `t()`
adds. A language exists when its `gamebox.<code>.json` does. Placeholders are
`%{name}`. A value that is an object with `one` / `other` (and optionally `zero`,
`few`, `many`) is a plural, chosen by the `count` parameter. A key missing from the
current language falls back to English; a key missing from English too comes back as
the key itself, which the tests forbid.

This module never imports pygame, so the engine, the command line and the tests can use
it headless.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import i18n as _i18n

from gamebox.paths import asset

NAMESPACE = "gamebox"
FALLBACK = "en"
_FILE_SUFFIX = ".json"


def folder() -> Path:
    """The folder holding `gamebox.<code>.json` files."""
    return asset("i18n")


def configure() -> None:
    """Point python-i18n at our folder (idempotent; leaves pygame-gui's own paths alone)."""
    _i18n.set("file_format", "json")
    _i18n.set("filename_format", "{namespace}.{locale}.{format}")
    _i18n.set("fallback", FALLBACK)
    _i18n.set("skip_locale_root_data", False)  # pygame-gui's files have the locale root too
    codes = available_languages()
    _i18n.set("available_locales", codes)
    for code in codes:
        for key, value in _leaves(_raw(code)):
            _i18n.add_translation(f"{NAMESPACE}.{key}", value, locale=code)


def _leaves(node: dict[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    """(dotted key, text or plural forms) of every entry below `node`."""
    found: list[tuple[str, Any]] = []
    for name, value in node.items():
        key = f"{prefix}{name}"
        if isinstance(value, dict) and "other" not in value:
            found.extend(_leaves(value, key + "."))
        else:
            found.append((key, value))
    return found


def available_languages() -> list[str]:
    """Codes of the languages that have a file, English first, e.g. `["en", "el"]`."""
    prefix = NAMESPACE + "."
    try:
        names = [p.name for p in folder().iterdir() if p.is_file()]
    except FileNotFoundError:
        names = []
    codes = sorted(
        name[len(prefix) : -len(_FILE_SUFFIX)]
        for name in names
        if name.startswith(prefix) and name.endswith(_FILE_SUFFIX)
    )
    return sorted(codes, key=lambda code: code != FALLBACK)


def language() -> str:
    """The current language code."""
    return str(_i18n.get("locale"))


def set_language(code: str) -> None:
    """Switch every later `t()` to `code`; raises `ValueError` for a language with no file.

    The app also calls pygame-gui's `UIManager.set_locale(code)` so widgets follow; both
    set the same python-i18n locale.
    """
    code = code.strip()
    available = available_languages()
    if code not in available:
        raise ValueError(
            f"no translation for language {code!r}: available are {', '.join(available)}"
        )
    _i18n.set("locale", code)


def t(key: str, **params: Any) -> str:
    """The text of `key` (e.g. `"capo.log.rolled"`) in the current language, with its
    `%{name}` placeholders filled from `params` (`count` also picks a plural form)."""
    return str(_i18n.t(f"{NAMESPACE}.{key}", **params))


def number(value: float, digits: int = 0) -> str:
    """`value` with `digits` decimals as the current language writes it: "13.9" in
    English, "13,9" in Greek (the separator is the key `number.decimal`)."""
    written = f"{value:.{max(0, digits)}f}"
    return written.replace(".", t("number.decimal")) if digits > 0 else written


def has(key: str, code: str = FALLBACK) -> bool:
    """Whether `key` is written in the file of language `code` (English by default)."""
    node: Any = _raw(code)
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return isinstance(node, str) or (isinstance(node, dict) and "other" in node)


def keys(code: str = FALLBACK) -> set[str]:
    """Every key of one language file, without the namespace (for completeness tests)."""
    return {key for key, _value in _leaves(_raw(code))}


def part_files(code: str) -> list[Path]:
    """The files of language `code`: `gamebox.<code>.json` first, then the others by name."""
    suffix = f".{code}{_FILE_SUFFIX}"
    parts = sorted(p for p in folder().glob(f"*{suffix}") if p.name.count(".") == 2)
    return sorted(parts, key=lambda p: p.name != f"{NAMESPACE}{suffix}")


@cache
def _raw(code: str) -> dict[str, Any]:
    """Every part of one language merged; a key written twice is an error."""
    merged: dict[str, Any] = {}
    origin: dict[str, str] = {}
    for path in part_files(code):
        with path.open(encoding="utf-8") as handle:
            data = json.load(handle)
        for key, value in _leaves(data.get(code, {})):
            if key in origin:
                raise ValueError(f"{path.name}: {key!r} is already written in {origin[key]}")
            origin[key] = path.name
            node = merged
            *parents, last = key.split(".")
            for part in parents:
                node = node.setdefault(part, {})
                if not isinstance(node, dict) or "other" in node:
                    raise ValueError(f"{path.name}: {key!r} sits below a text of another file")
            node[last] = value
    return merged


configure()
