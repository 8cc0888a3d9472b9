"""The table's words (`sheriff.table.*`), remembered per language: the table asks for the
same words many times every frame."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from gamebox.i18n import language, t


@lru_cache(maxsize=8192)
def _words(code: str, key: str, items: tuple) -> str:
    return t(f"sheriff.table.{key}", **dict(items))


def tr(key: str, **params: Any) -> str:
    """`sheriff.table.<key>` in the language now in use."""
    return _words(language(), key, tuple(sorted(params.items())))
