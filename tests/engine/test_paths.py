"""Folder resolution: checkout, bundle, GAMEBOX_HOME and platformdirs."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from gamebox import paths

CHECKOUT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _no_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)


def test_assets_dir_finds_the_checkout_folder() -> None:
    assert paths.assets_dir() == CHECKOUT / "assets"
    assert paths.asset("data", "capo.yaml") == CHECKOUT / "assets" / "data" / "capo.yaml"


def test_examples_dir_is_the_checkout_saves_folder() -> None:
    assert paths.examples_dir() == CHECKOUT / "saves"


def test_a_bundle_uses_its_own_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "assets").mkdir()
    (tmp_path / "saves").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.assets_dir() == tmp_path / "assets"
    assert paths.examples_dir() == tmp_path / "saves"


def test_missing_assets_name_the_places_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with pytest.raises(FileNotFoundError) as caught:
        paths.assets_dir()
    assert str(tmp_path / "assets") in str(caught.value)


def test_gamebox_home_overrides_the_user_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    assert paths.user_data_dir() == tmp_path / "home" / "data"
    assert paths.user_config_dir() == tmp_path / "home" / "config"
    assert paths.saves_dir() == tmp_path / "home" / "data" / "saves"
    for folder in ("data", "config", "data/saves"):
        assert (tmp_path / "home" / folder).is_dir()


def test_without_gamebox_home_platformdirs_decides(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[str, object]] = []

    def fake(kind: str) -> Callable[..., str]:
        def where(appname: str, appauthor: object = None) -> str:
            calls.append((appname, appauthor))
            return str(tmp_path / kind)

        return where

    monkeypatch.delenv("GAMEBOX_HOME", raising=False)
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", fake("data"))
    monkeypatch.setattr(paths.platformdirs, "user_config_dir", fake("config"))
    assert paths.user_data_dir() == tmp_path / "data"
    assert paths.user_config_dir() == tmp_path / "config"
    assert paths.saves_dir() == tmp_path / "data" / "saves"
    assert (tmp_path / "data" / "saves").is_dir()
    assert all(call == ("gamebox", False) for call in calls)
