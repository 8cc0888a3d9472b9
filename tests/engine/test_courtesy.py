"""A search steps aside while the window makes a frame, never waits without a window,
and never waits unbounded (gamebox.engine.ai.courtesy)."""

from __future__ import annotations

import random
import threading

import pytest

from gamebox.engine.ai import courtesy, ismcts
from gamebox.engine.ai.ismcts import ISMCTSAgent

from .test_ismcts import MiniKuhn, first_decision

HANG_GUARD = 30.0  # seconds; only reached when a handshake never comes


class WindowSignal(threading.Event):
    """The window's "free" signal, recording every wait a search asks of it and saying
    when a search has started waiting."""

    def __init__(self) -> None:
        super().__init__()
        self.set()
        self.waits: list[float | None] = []
        self.waiting = threading.Event()

    def wait(self, timeout: float | None = None) -> bool:
        self.waits.append(timeout)
        self.waiting.set()
        return super().wait(timeout)


@pytest.fixture
def signal(monkeypatch) -> WindowSignal:
    signal = WindowSignal()
    monkeypatch.setattr(courtesy, "_window_free", signal)
    return signal


def test_without_a_window_nothing_waits(signal):
    for _ in range(3):
        courtesy.step_aside()
    assert signal.waits == []


def test_after_a_frame_nothing_waits(signal):
    with courtesy.window_at_work():
        pass
    courtesy.step_aside()
    assert signal.waits == []


def test_a_search_waits_while_a_frame_is_made_and_goes_on_after(signal, monkeypatch):
    monkeypatch.setattr(courtesy, "LONGEST_WAIT", 60.0)  # the frame ends long before
    passed = threading.Event()

    def search() -> None:
        courtesy.step_aside()
        passed.set()

    thread = threading.Thread(target=search, daemon=True)
    with courtesy.window_at_work():
        thread.start()
        assert signal.waiting.wait(HANG_GUARD)  # the search stepped aside...
        assert not passed.is_set()  # ...and is held while the frame is made
    thread.join(HANG_GUARD)
    assert passed.is_set()  # free once the frame is done
    assert signal.waits == [60.0]  # asked for at most the longest wait


def test_a_window_that_stops_answering_only_slows_a_search(signal, monkeypatch):
    asked = []

    def never_answers(timeout=None):
        asked.append(timeout)
        return False  # the frame did not end within the wait

    monkeypatch.setattr(signal, "wait", never_answers)
    with courtesy.window_at_work():
        courtesy.step_aside()
        courtesy.step_aside()
    assert asked == [courtesy.LONGEST_WAIT] * 2  # each wait bounded, the search goes on


def test_the_search_steps_aside_every_iteration_and_playout_step(monkeypatch):
    """One step aside before each iteration, and in every playout one before each of its
    steps: each move or deal it applies, and the last look that ends it."""
    game = MiniKuhn()
    agent = ISMCTSAgent(game, 0, iterations=20)
    outside: list[int] = []  # steps aside outside playouts
    playouts: list[dict[str, int]] = []  # per playout: steps aside and states applied
    in_playout = False

    def step_aside() -> None:
        if in_playout:
            playouts[-1]["asides"] += 1
        else:
            outside.append(1)

    real_apply = game.apply

    def apply(state, action):
        if in_playout:
            playouts[-1]["applied"] += 1
        return real_apply(state, action)

    real_playout = agent._playout

    def playout(state, rng, path):
        nonlocal in_playout
        playouts.append({"asides": 0, "applied": 0})
        in_playout = True
        try:
            return real_playout(state, rng, path)
        finally:
            in_playout = False

    monkeypatch.setattr(ismcts, "step_aside", step_aside)
    monkeypatch.setattr(game, "apply", apply)
    monkeypatch.setattr(agent, "_playout", playout)
    state = first_decision((2, 3))
    agent.choose(game.view(state, 0), game.legal_actions(state), random.Random(0))
    assert agent.last_iterations == 20
    assert len(outside) == 20  # one per iteration
    assert len(playouts) == 20 and any(p["applied"] for p in playouts)
    assert all(p["asides"] == p["applied"] + 1 for p in playouts)
