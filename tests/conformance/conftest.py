"""Every test here that asks for `manifest` runs once per game of the suite."""

from __future__ import annotations

import pytest

from tests.conformance.games import MANIFESTS


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "manifest" in metafunc.fixturenames:
        metafunc.parametrize("manifest", MANIFESTS, ids=[m.id for m in MANIFESTS])
