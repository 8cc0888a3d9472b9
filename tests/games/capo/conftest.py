"""Fixtures for the Capo Dei Capi tests; the builders themselves live in helpers.py."""

from __future__ import annotations

import pytest

from .helpers import game as capo_game
from .helpers import table


@pytest.fixture
def game():
    return capo_game


@pytest.fixture
def make_state():
    """`make_state(pending={"W1": "I3"}, level=4, hitman=True, hands=(3, 5), ...)`: a
    decision point for Red built from a fresh post-setup state (see helpers.table)."""
    return table
