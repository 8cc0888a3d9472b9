"""Words for the table, from `gamebox.games.tammany.text` (the game's own wording, shared
with the terminal game); the table's few phrases of its own are `tammany.table.*`."""

from __future__ import annotations

from gamebox.games.tammany import text
from gamebox.games.tammany.model import NAT_IDS

describe_action, describe_event = text.describe_action, text.describe_event
office_name, status_text, ward_name = text.office_name, text.status_text, text.ward_name


def default_names(n: int) -> list[str]:
    return list(text.default_names())[:n]


def nation_name(nat: int) -> str:
    return text.nation_name(NAT_IDS[nat])
