"""Every user-facing string of Gamebox, through python-i18n (the library pygame-gui uses).

pygame-gui already translates its own element text with python-i18n and switches it with
`UIManager.set_locale`, so the program's own strings use the same mechanism instead of a
second one: one global locale for the library widgets and for our text.

Files live in `assets/i18n/`, one per language: `gamebox.<code>.json`. python-i18n
reads `{namespace}.{locale}.{format}` files, takes the namespace from the file name and
expects the whole content under a root key equal to the locale, so a key such as
`capo.log.rolled` is stored as::

    {"en": {"capo": {"log": {"rolled": "%{player} rolls ..."}}}}

and looked up by python-i18n as `gamebox.capo.log.rolled`; `t()` adds the `gamebox.`
namespace. Placeholders are `%{name}`. A value that is an object with `one` / `other`
(and optionally `zero`, `few`, `many`) is a plural, chosen by the `count` parameter.
A key missing from the current language falls back to English; a key missing from
English too comes back as the key itself, which the tests forbid.

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
    path = str(folder())
    if path not in _i18n.load_path:
        _i18n.load_path.append(path)
    _i18n.set("available_locales", available_languages())


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
    found: set[str] = set()

    def walk(node: dict[str, Any], prefix: str) -> None:
        for name, value in node.items():
            key = f"{prefix}{name}"
            if isinstance(value, dict) and "other" not in value:
                walk(value, key + ".")
            else:
                found.add(key)

    walk(_raw(code), "")
    return found


@cache
def _raw(code: str) -> dict[str, Any]:
    path = folder() / f"{NAMESPACE}.{code}{_FILE_SUFFIX}"
    with path.open(encoding="utf-8") as handle:
        data = json.load(handle)
    return data.get(code, {})


configure()
