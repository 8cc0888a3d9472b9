"""Hot-seat privacy of the log, for every game: with two people at one screen, the log the
table shows (as it grows during play, and rebuilt after a hand-over) holds only what an
onlooker may read, never one seat's secrets (Capo's face-down bribes, Sheriff's bag
contents, Tammany's sealed bids)."""

from __future__ import annotations

import random

import pytest

from gamebox.app import play
from gamebox.app.session import Session
from gamebox.engine.match import Match
from gamebox.games import game_ids

from .helpers import STEP, two_people_match


def _play_at_the_table(app, match: Match, game_id: str, seed: int, limit: int = 500):
    """The people play seeded random moves through the table (pass screens taken), the
    computers play themselves; the table's log grows as it would on screen."""
    from gamebox.app.scenes.passscreen import GUARD_SECONDS, PassScreen

    session = Session(match, game_id, autosave=None, pause=0)
    scene = play.table_class(game_id)(app, session)
    scene.speed = "instant"
    app.push(scene)
    rng = random.Random(seed)
    for _ in range(20000):
        if match.is_over or len(match.log) >= limit:
            break
        top = app.top
        if isinstance(top, PassScreen):
            top.age = max(top.age, GUARD_SECONDS + 0.01)
            top.ready()
        elif top is scene and scene.summary is not None:
            scene.close_summary()  # a summary waits for the people to read it
        elif top is scene and not scene.motion.busy and session.human_to_act() is not None \
                and not session.needs_pass_screen():
            scene.act(rng.choice(session.legal()))
        for layer in list(app.stack):
            layer.update(STEP)
        scene.motion.skip()
    scene.motion.skip()
    return scene


@pytest.mark.parametrize("game_id", game_ids())
def test_the_hot_seat_log_holds_only_what_an_onlooker_may_read(app, game_id):
    match = two_people_match(game_id, 3, "easy")
    scene = _play_at_the_table(app, match, game_id, 3)
    assert scene.hotseat and len(match.log) > 30
    game = match.game
    onlooker = [line.words for entry in match.log for event in entry.events
                if (line := scene.describe(game.view_event(event, None))) is not None]
    private = [line.words for entry in match.log for event in entry.events for seat in (0, 1)
               if (line := scene.describe(game.view_event(event, seat))) is not None]
    secrets = set(private) - set(onlooker)  # words only a seat may read (none in Tammany's
    # log: a sealed bid is never written there, but its event is private all the same)
    events = [event for entry in match.log for event in entry.events]
    if game_id == "tammany":  # its secret, a sealed bid, never enters an event at all
        assert any(type(event).__name__ == "BidLocked" for event in events)
    else:  # the game had secrets to keep in its events (else this test proves nothing)
        assert any(game.view_event(event, seat) != game.view_event(event, None)
                   for event in events for seat in (0, 1))
        assert secrets  # and the log's words for a seat say more than an onlooker's
    grown = [line.words for line in scene.log]
    assert not secrets & set(grown)
    for viewer in (0, 1):  # a hand-over rebuilds the log: still the onlooker's, the same
        scene.session.viewer = viewer
        scene.rebuild_log()
        assert [line.words for line in scene.log] == grown
