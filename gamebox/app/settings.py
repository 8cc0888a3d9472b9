"""The player's preferences, kept as JSON in the user config folder.

A damaged settings file is never overwritten: it is set aside as `settings.json.damaged`
(the player can still look at it) and the defaults are used, with a message for the menu.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from gamebox.paths import user_config_dir

SPEEDS = ("slow", "normal", "fast", "instant")
# Seconds a single table animation lasts, and the pause before a computer move shows.
SPEED_SECONDS = {"slow": 0.9, "normal": 0.5, "fast": 0.22, "instant": 0.0}


@dataclass(frozen=True, slots=True)
class Settings:
    language: str = "en"
    speed: str = "normal"
    fullscreen: bool = False
    colour_blind: bool = False
    skip_empty_prompts: bool = True  # R77: no Backstab prompt while holding 0 markers

    @property
    def animation_seconds(self) -> float:
        return SPEED_SECONDS[self.speed]

    def with_(self, **changes: object) -> Settings:
        return replace(self, **changes)


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def _valid(data: object) -> Settings:
    if not isinstance(data, dict):
        raise ValueError("the file does not hold a settings object")
    defaults = Settings()
    values: dict[str, object] = {}
    for field in fields(Settings):
        if field.name not in data:
            continue
        value = data[field.name]
        expected = type(getattr(defaults, field.name))
        if not isinstance(value, expected):
            raise ValueError(f"{field.name} must be a {expected.__name__}")
        values[field.name] = value
    settings = Settings(**values)  # type: ignore[arg-type]
    if settings.speed not in SPEEDS:
        raise ValueError(f"speed must be one of {', '.join(SPEEDS)}")
    return settings


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a message saying why not."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), None
    try:
        return _valid(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        aside = path.with_name(path.name + ".damaged")
        try:
            os.replace(path, aside)
        except OSError:
            aside = path
        return Settings(), f"{path.name}: {error} (kept as {aside.name}; defaults in use)"


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Atomic write: a crash mid-save leaves the previous file intact."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(path.name + ".tmp")
    with temp.open("w", encoding="utf-8") as handle:
        json.dump(asdict(settings), handle, indent=2)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temp, path)
