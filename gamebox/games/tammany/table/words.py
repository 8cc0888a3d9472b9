"""Words for the table, from `gamebox.games.tammany.text` (the game's own wording, shared
with the terminal game) plus the table's few phrases of its own (`tammany.table.*`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamebox.games.tammany import text
from gamebox.games.tammany.model import NAT_IDS

Names = Sequence[str]


def default_names(n: int) -> list[str]:
    return list(text.default_names())[:n]


def nation_name(nat: int) -> str:
    return text.nation_name(NAT_IDS[nat])


def office_name(office: str) -> str:
    return text.office_name(office)


def ward_name(ward: int) -> str:
    return text.ward_name(ward)


def describe_event(event: Any, names: Names) -> str:
    return text.describe_event(event, names)


def describe_action(action: Any, view: Any, names: Names) -> str:
    return text.describe_action(action, view, names)


def status_text(view: Any, names: Names) -> str:
    return text.status_text(view, names)


def result_text(result: Any, names: Names) -> str:
    return text.result_text(result, names)
