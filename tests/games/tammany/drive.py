"""A stand-in person at the table, for the table tests: it picks an action (at
random, or the one a computer player would choose) and plays it through the very same
entry points a mouse click reaches (`TableScene.click`, the bid steppers, the office
buttons, Confirm), so a whole game driven this way proves every step can be clicked."""

from __future__ import annotations

import random
from typing import Any

from gamebox.games.tammany.model import ASSIGN, BIDDING, TammanyAction
from gamebox.games.tammany.table.clicks import paths


def press_pass_screen(app: Any) -> bool:
    """Dismiss a "pass to <name>" screen the way a person does, once it accepts input."""
    from gamebox.app.scenes.passscreen import GUARD_SECONDS, PassScreen

    top = app.top
    if not isinstance(top, PassScreen):
        return False
    top.age = max(top.age, GUARD_SECONDS + 0.01)
    top.ready()
    return True


def play_action(scene: Any, action: TammanyAction) -> bool:
    """Play `action` by clicks; False if some step of it was not offered on the table."""
    phase = scene.session.state.phase
    scene.sync_dialogs()
    if phase == BIDDING:
        limits = scene.bid_limits()
        scene.bid = [0, 0, 0, 0]
        for n, value in enumerate(action.values):
            if value > limits[n]:
                return False
            for _ in range(value):
                scene.step_bid(n, 1)
        return scene.confirm()
    if phase == ASSIGN:
        for p, office in enumerate(action.values):
            if office >= 0:
                scene.set_office(p, office)
        return scene.assign_action() == action and scene.confirm()
    log = scene.session.match.log
    before = len(log)
    for path in paths(action):
        scene.cancel()
        for i, token in enumerate(path):
            if len(log) != before:
                break
            if i < len(scene.selection) and scene.selection[i] == token:
                continue  # taken by the table already (a unique follow-up)
            if not scene.click(token):
                break
        if len(log) != before:
            return log[-1].action == action
    return False


def choose(scene: Any, rng: random.Random) -> TammanyAction | None:
    """A random legal action for the person at the screen (bids drawn per nationality)."""
    if scene.my_turn() is None:
        return None
    if scene.session.state.phase == BIDDING:
        return TammanyAction("bid", values=tuple(rng.randint(0, h) for h in scene.bid_limits()))
    legal = scene.session.legal()
    return rng.choice(legal) if legal else None


def step(scene: Any, rng: random.Random) -> bool:
    """One decision of the person at the screen, if there is one now; an open summary
    is read and closed first, as it waits for the person."""
    scene.close_summary()
    action = choose(scene, rng)
    if action is None:
        return False
    if not play_action(scene, action):
        raise AssertionError(f"the table could not play {action} by clicks")
    return True
