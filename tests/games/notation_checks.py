"""What every game's notation test asks of a text: it reads as an action of the game's
kind that reads back the same, or it is an `IllegalAction`; what it reads is then legal
or refused in words at any state given, never another exception."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from typing import Any

from gamebox.engine.game import IllegalAction


def action_or_illegal(game: Any, state: Any, text: str, kind: type,
                      apply_at: Iterable[Any] = ()) -> Any:
    """The action `text` reads as at `state` (None when refused), after the checks."""
    try:
        action = game.parse_action(state, text)
    except IllegalAction:
        return None
    assert isinstance(action, kind)
    assert game.parse_action(state, str(action)) == action
    for other in apply_at:
        with contextlib.suppress(IllegalAction):
            game.apply(other, action)
    return action


def one_state_per_phase(game: Any, play: Callable[[Callable[..., None]], Any]) -> list[Any]:
    """One state of each phase (chance steps apart) met in `play(note)`, a seeded game
    that calls `note(before, action, after, events)` after every action."""
    found: dict[tuple[str, bool], Any] = {}

    def note(before: Any, _action: Any, _after: Any, _events: Any) -> None:
        found.setdefault((str(before.phase), game.turn(before).is_chance), before)

    play(note)
    return [found[key] for key in sorted(found)]
