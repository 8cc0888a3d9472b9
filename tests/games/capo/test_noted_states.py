"""The table shows the state the rules note with each event (`gamebox.engine.steps`), so
each must already hold that event's change and nothing of the next one: a cancelled
roll's payment shows before the table goes back, Mayor markers leave the pending row as
they are banked or returned, and a trimmed hand shows before the pawn and hitman go back."""

from __future__ import annotations

from collections import Counter

from gamebox.engine.steps import recording, states_of
from gamebox.games.capo import events as E
from gamebox.games.capo.model import CapoAction

from .helpers import game, random_game, table


def test_each_noted_state_holds_its_event_and_no_more():
    met: Counter = Counter()

    def check(before, action, after):
        with recording():
            final, events = game.apply(before, action)
        states = states_of(events, final)
        for i, (event, state) in enumerate(zip(events, states, strict=True)):
            prev = states[i - 1] if i else before
            name = type(event).__name__
            if isinstance(event, E.Arrested | E.MayorMarkersBanked):
                assert state.pending_mayor == 0, name
                met[name] += 1
            elif isinstance(event, E.HandTrimmed):
                assert (state.level, state.hitman) == (prev.level, prev.hitman), name
                met[name] += 1
            elif isinstance(event, E.PowerPaid) and isinstance(events[i + 1], E.RollCancelled):
                assert state.pending == prev.pending and state.level == prev.level
                assert state.hands[event.player] == prev.hands[event.player] - event.cost
                met[name] += 1

    for seed in range(40):
        random_game(seed, check)
    stop = table(hands=(6, 5), pending_mayor=3, level=2, hitman=True, must_roll=False, rolls=1)
    check(stop, CapoAction("stop"), None)  # banked past the hand limit: trimmed
    assert set(met) == {"Arrested", "MayorMarkersBanked", "HandTrimmed", "PowerPaid"}, met
