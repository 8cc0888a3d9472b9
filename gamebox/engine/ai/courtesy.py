"""A searching computer player steps aside while the window draws a frame.

Python threads share one interpreter lock. A search that runs flat out in its thread
takes the lock back after every switch interval, so a frame that needs 6 ms of the
interpreter took 12 to 20 ms of wall time while the hard player thought: the animation
stuttered. The window marks the part of each frame that runs Python (`window_at_work`),
and the search calls `step_aside()` at every iteration and every playout step: while a
frame is being made it waits, the lock released, until the frame is done. The wait is
bounded (`LONGEST_WAIT`), so a window that stops answering never stops a search, and
without a window (simulate, bench, tests) nothing ever waits.

A search's budget is its iterations, so stepping aside changes when a move is ready,
never which move it is.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

LONGEST_WAIT = 0.05  # seconds; a frame takes a few milliseconds

_window_free = threading.Event()
_window_free.set()


@contextmanager
def window_at_work() -> Iterator[None]:
    """Around the Python part of one frame (updates and drawing, not the wait for
    events or the flip, during which the search may run)."""
    _window_free.clear()
    try:
        yield
    finally:
        _window_free.set()


def step_aside() -> None:
    """Called by a search between small steps: wait while a frame is being made."""
    if not _window_free.is_set():
        _window_free.wait(LONGEST_WAIT)


@contextmanager
def window_waiting() -> Iterator[None]:
    """Around a wait of the window's own for a search (a frame that blocks on a decision):
    the search must not step aside for the frame that is waiting on it."""
    was_free = _window_free.is_set()
    _window_free.set()
    try:
        yield
    finally:
        if not was_free:
            _window_free.clear()
