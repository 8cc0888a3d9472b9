"""A search steps aside while the window makes a frame, never waits without a window,
and never waits unbounded (gamebox.engine.ai.courtesy)."""

from __future__ import annotations

import random
import threading

from gamebox.engine.ai import courtesy, ismcts
from gamebox.engine.ai.ismcts import ISMCTSAgent

from .test_ismcts import MiniKuhn, first_decision


def test_without_a_window_nothing_waits(monkeypatch):
    monkeypatch.setattr(courtesy, "LONGEST_WAIT", 60.0)
    courtesy.step_aside()  # would hang the test for a minute if it waited


def test_a_search_waits_while_a_frame_is_made_and_goes_on_after(monkeypatch):
    monkeypatch.setattr(courtesy, "LONGEST_WAIT", 60.0)
    passed = threading.Event()

    def search() -> None:
        courtesy.step_aside()
        passed.set()

    with courtesy.window_at_work():
        thread = threading.Thread(target=search, daemon=True)
        thread.start()
        assert not passed.wait(0.1)  # held while the frame is made
    assert passed.wait(5.0)  # and free the moment it is done
    thread.join(5.0)


def test_a_window_that_stops_answering_only_slows_a_search(monkeypatch):
    monkeypatch.setattr(courtesy, "LONGEST_WAIT", 0.001)
    with courtesy.window_at_work():
        courtesy.step_aside()  # returns after the bounded wait
    courtesy.step_aside()


def test_the_search_steps_aside_every_iteration_and_playout_step(monkeypatch):
    calls = []
    monkeypatch.setattr(ismcts, "step_aside", lambda: calls.append(1))
    game = MiniKuhn()
    state = first_decision((2, 3))
    agent = ISMCTSAgent(game, 0, iterations=20)
    agent.choose(game.view(state, 0), game.legal_actions(state), random.Random(0))
    assert len(calls) > 20  # one per iteration and more in the playouts
