"""The player's preferences, kept as JSON in the user config folder.

The file is read like every other file (`engine.files`: size cap, decoding, bounded
JSON) and checked as a whole against `SETTINGS_SCHEMA`; a language that is not in the
box is refused too. A settings file that cannot be used is never overwritten: it is set
aside under a name no earlier set-aside file has (`settings.json.damaged`, `-2`, ...) so
the player can still look at it, the defaults are used, and the menu says why in the
player's language. If it cannot even be moved, settings are not written over it.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from gamebox import i18n
from gamebox.engine.files import FileProblem, atomic_write, read_json, unused_name
from gamebox.engine.schema import Bool, Record, Text, check_file
from gamebox.paths import user_config_dir

SPEEDS = ("slow", "normal", "fast", "instant")
# Seconds a single table animation lasts, and the pause before a computer move shows.
SPEED_SECONDS = {"slow": 0.9, "normal": 0.5, "fast": 0.22, "instant": 0.0}
MAX_SETTINGS_BYTES = 64 * 1024
CAPO_ASK = ("always", "when_it_matters", "never")
"""When Capo Dei Capi's table stops to ask about Reneg and Backstab (see the Capo table's
`asking` module): always, where the hard computer player would use them, or never."""


@dataclass(frozen=True, slots=True)
class Settings:
    language: str = "en"
    speed: str = "normal"
    fullscreen: bool = False
    colour_blind: bool = False
    takebacks: bool = True  # Undo may take back a move the computer has answered
    capo_ask: str = "when_it_matters"  # Capo: when the table stops for Reneg or Backstab

    @property
    def animation_seconds(self) -> float:
        return SPEED_SECONDS[self.speed]

    def with_(self, **changes: object) -> Settings:
        return replace(self, **changes)


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def settings_schema() -> Record:
    """Every key optional (a missing one takes its default), none unknown."""
    return Record(
        {},
        {
            "language": Text(16, choices=tuple(i18n.available_languages())),
            "speed": Text(16, choices=SPEEDS),
            "fullscreen": Bool(),
            "colour_blind": Bool(),
            "skip_empty_prompts": Bool(),  # retired (Capo's capo_ask says it): read, ignored
            "takebacks": Bool(),
            "capo_ask": Text(32, choices=CAPO_ASK),
        },
    )


def _read(path: Path) -> Settings:
    data = check_file(settings_schema(), read_json(path, MAX_SETTINGS_BYTES), path.name)
    return Settings(**{f.name: data[f.name] for f in fields(Settings) if f.name in data})


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a message for the player saying why not."""
    path = path or settings_path()
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    try:
        return _read(path), None
    except FileProblem as problem:
        try:
            aside = unused_name(path, ".damaged")
            os.replace(path, aside)
        except OSError:
            return Settings(), i18n.t("files.settings.unreadable", reason=str(problem))
        return Settings(), i18n.t("files.settings.damaged", reason=str(problem), aside=aside.name)


def peek_settings(path: Path | None = None) -> Settings:
    """The saved settings for a tool that only reads them (`play --text`): the defaults
    when there are none or they cannot be read, and the file is left as it is."""
    path = path or settings_path()
    try:
        return _read(path) if path.exists() else Settings()
    except (FileProblem, OSError):
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Atomic write: a crash mid-save leaves the previous file intact. Raises OSError
    rather than write over a file that is there but could not be read as settings."""
    path = path or settings_path()
    if path.exists() or path.is_symlink():
        try:
            _read(path)
        except FileProblem as problem:
            raise OSError(str(problem)) from None
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, (json.dumps(asdict(settings), indent=2) + "\n").encode("utf-8"))
