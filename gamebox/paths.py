"""Where things are: the one module that knows the program's folders.

The program runs from a checkout, from an installed package or from a PyInstaller
bundle, and must never depend on the working directory. Read-only files (assets,
example saves) are looked up beside the code; files the player creates (saves,
autosave, settings) live in the platform's user folders, or under `$GAMEBOX_HOME`
when that is set (portable installs, tests, several profiles side by side).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "gamebox"
HOME_VARIABLE = "GAMEBOX_HOME"

_PACKAGE = Path(__file__).resolve().parent
_CHECKOUT = _PACKAGE.parent


def _bundle_root() -> Path | None:
    """The unpacked bundle folder when running as a PyInstaller executable."""
    root = getattr(sys, "_MEIPASS", None)
    return Path(root) if root else None


def _is_checkout() -> bool:
    """True when the code runs from a source tree rather than site-packages.

    Without this check an installed copy would look at `site-packages/assets`, a
    folder some unrelated distributions install, and load their files as ours.
    """
    return (_CHECKOUT / "pyproject.toml").is_file()


def _read_only_candidates(checkout_name: str, installed_name: str) -> list[Path]:
    """The places a folder shipped with the program can be, in order of preference."""
    bundle = _bundle_root()
    if bundle is not None:
        return [bundle / checkout_name]
    places = [_CHECKOUT / checkout_name] if _is_checkout() else []
    return [*places, _PACKAGE / installed_name]


def assets_dir() -> Path:
    """The `assets/` folder: bundle, then checkout, then the installed `gamebox._assets`."""
    places = _read_only_candidates("assets", "_assets")
    for place in places:
        if place.is_dir():
            return place
    looked = ", ".join(str(place) for place in places)
    raise FileNotFoundError(
        f"Gamebox cannot find its assets folder; it looked in: {looked}."
        " Reinstall the program, or run it from a complete checkout."
    )


def asset(*parts: str) -> Path:
    """A path inside the assets folder, e.g. `asset("data", "capo.yaml")`."""
    return assets_dir().joinpath(*parts)


def examples_dir() -> Path:
    """The example games shipped with the program (the repository's `saves/`).

    Returns the first candidate that exists, else the preferred one (the checkout's
    `saves/` in a checkout), so callers can list it and find nothing when no examples
    were shipped instead of handling an error.
    """
    places = _read_only_candidates("saves", "_saves")
    return next((place for place in places if place.is_dir()), places[0])


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser().resolve() if value else None


def _ensure(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def user_data_dir() -> Path:
    """Per-user data (saves, autosave), created on first use."""
    home = _home()
    if home is not None:
        return _ensure(home / "data")
    return _ensure(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def user_config_dir() -> Path:
    """Per-user settings, created on first use."""
    home = _home()
    if home is not None:
        return _ensure(home / "config")
    return _ensure(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def saves_dir() -> Path:
    """Where the player's own saves and the autosave go, created on first use."""
    return _ensure(user_data_dir() / "saves")
