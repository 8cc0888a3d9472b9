"""Plain helpers about matches that the screens and the navigation both need: a fresh
match, a game's title and player count, and the names, dates and paths of saved games.

Nothing here builds a screen, so any screen may import it. Moving between screens
(putting a match on the table, back to the menu, resuming a save) is `gamebox.app.play`,
which screens reach through `app.nav` instead of importing it.
"""

from __future__ import annotations

import re
import secrets
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gamebox.app import autosaves
from gamebox.engine.data import DataError
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game
from gamebox.i18n import t
from gamebox.paths import saves_dir

if TYPE_CHECKING:
    from gamebox.app.session import Session

AUTOSAVE_LABEL = autosaves.LABEL


def new_seed() -> int:
    return secrets.randbelow(2**31)


def new_match(
    game_id: str,
    seats: list[Seat] | list[str],
    names: list[str],
    options: dict[str, Any] | None = None,
    seed: int | None = None,
) -> Match:
    """A fresh match of `game_id`; `seed=None` draws a new one."""
    parsed = [seat if isinstance(seat, Seat) else Seat.parse(seat) for seat in seats]
    return Match(
        get_game(game_id),
        parsed,
        new_seed() if seed is None else seed,
        dict(options or {}),
        list(names),
    )


def game_title(game_id: str) -> str:
    """The game's name, or words saying it is not in the box (or its data is damaged)."""
    try:
        return get_game(game_id).title
    except (KeyError, DataError):
        return t("app.load.unknown_game", game=game_id)


def player_count(game: Any) -> str:
    """How many play the game, in words: "2 players", "3–5 players"."""
    if game.min_players == game.max_players:
        return t("app.players", count=game.min_players)
    return t("app.players_range", low=game.min_players, high=game.max_players)


# -- names for saved games ------------------------------------------------------------------


def when(moment: datetime) -> str:
    """A date and time in the words of the current language, local time."""
    local = moment.astimezone()
    return t(
        "app.datetime",
        day=local.day,
        month=t(f"app.month.{local.month}"),
        year=local.year,
        time=f"{local.hour:02d}:{local.minute:02d}",
    )


def default_save_name(session: Session, moment: datetime | None = None) -> str:
    moment = moment or datetime.now().astimezone()
    return t("app.pause.save_default", game=session.game.title, date=when(moment))


_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10))}
_RESERVED |= {f"lpt{i}" for i in range(10)}


def slug(name: str) -> str:
    """A safe file name stem for a save name: letters and digits (any script), single
    dashes, at most 60 characters. Never `autosave` or a name Windows reserves."""
    text = re.sub(r"[^\w]+", "-", name.strip().lower(), flags=re.UNICODE).replace("_", "-")
    text = re.sub(r"-+", "-", text).strip("-")[:60].strip("-")
    if not text:
        text = "save"
    if text in ("autosave", autosaves.FOLDER) or text in _RESERVED:
        text = f"{text}-save"
    return text


def save_path(name: str) -> Path:
    return saves_dir() / f"{slug(name)}.json"
