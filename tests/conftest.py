"""For the whole test run: Hypothesis keeps nothing in the checkout (its storage goes to
a temporary folder removed at the end, and no test keeps an example database), and a
computer player's move reaches the table in a number of frames that does not depend on
the machine's load."""

from __future__ import annotations

import shutil
import tempfile

import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

_HYPOTHESIS_HOME = tempfile.mkdtemp(prefix="gamebox-hypothesis-")
set_hypothesis_home_dir(_HYPOTHESIS_HOME)  # otherwise .hypothesis/ in the working directory

settings.register_profile("gamebox", database=None)
settings.load_profile("gamebox")


def pytest_unconfigure(config) -> None:
    shutil.rmtree(_HYPOTHESIS_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def computer_moves_keep_step_with_frames(monkeypatch):
    """A computer player still thinks in its own thread, but the frame that asks whether
    it is done waits for it. Tests count frames, not seconds: on a busy machine the same
    frames must see the same moves, or a test waiting N frames for a move flakes."""
    from gamebox.app import session

    def done(worker) -> bool:
        worker.wait()
        return True

    monkeypatch.setattr(session.Worker, "done", property(done))
