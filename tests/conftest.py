"""For the whole test run: Hypothesis keeps nothing in the checkout. Its storage (the
constants it caches, any example database) goes to a temporary folder removed at the
end, and no test keeps an example database."""

from __future__ import annotations

import shutil
import tempfile

from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

_HYPOTHESIS_HOME = tempfile.mkdtemp(prefix="gamebox-hypothesis-")
set_hypothesis_home_dir(_HYPOTHESIS_HOME)  # otherwise .hypothesis/ in the working directory

settings.register_profile("gamebox", database=None)
settings.load_profile("gamebox")


def pytest_unconfigure(config) -> None:
    shutil.rmtree(_HYPOTHESIS_HOME, ignore_errors=True)
