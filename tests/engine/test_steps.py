"""The state after each event, noted by the rules only while a table records
(`gamebox.engine.steps`)."""

from __future__ import annotations

import random
import threading

from gamebox.engine.match import Match, Seat
from gamebox.engine.steps import event_list, recording, states_of
from gamebox.games import get_game


class Box:
    def __init__(self, n: int = 0) -> None:
        self.n = n

    def copy(self) -> Box:
        return Box(self.n)


def test_off_the_list_is_plain_and_notes_nothing():
    events = event_list(Box())
    assert type(events) is list
    assert states_of([*events, "a", "b"], "final") == [None, "final"]


def test_recording_notes_a_copy_as_each_event_is_appended():
    box = Box()
    with recording():
        events = event_list(box)
    box.n = 1
    events.append("one")
    box.n = 2
    events += ["two"]
    events.extend(["three"])
    assert [s.n for s in events.states] == [1, 2, 2]
    assert states_of(events, "final")[:2][0].n == 1 and states_of(events, "final")[-1] == "final"


def test_a_search_in_another_thread_never_records():
    kinds = []
    with recording():
        worker = threading.Thread(target=lambda: kinds.append(type(event_list(Box()))))
        worker.start()
        worker.join()
    assert kinds == [list]


def test_every_game_notes_a_state_for_every_event_and_the_last_is_the_final_one():
    for game_id in ("capo", "sheriff", "tammany", "copycat", "boss"):
        game = get_game(game_id)
        match = Match(game, [Seat("random")] * game.min_players, 3, {})
        rng = random.Random(3)
        for _ in range(60):
            if match.is_over:
                break
            turn = match.turn()
            action = game.sample_chance(match.state, rng) if turn.is_chance \
                else rng.choice(match.legal_actions())
            with recording():
                events = match.apply(action)
            states = states_of(events, match.state)
            assert len(states) == len(events) and None not in states, game_id
            if events:
                assert states[-1] is match.state
