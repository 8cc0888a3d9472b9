"""Fixtures for the Sheriff of Nottingham tests; the builders live in helpers.py."""

from __future__ import annotations

import pytest

from .helpers import game as sheriff_game


@pytest.fixture
def game():
    return sheriff_game
