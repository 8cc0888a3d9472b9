"""Things on a table that glide to their new places: a row of cards that shifts or
reorders (Copycat's street moving left and refilling, The Boss's cities as Chicago steps
right), written once for every game.

A `Glide` remembers, per key, where a thing was last drawn; when the game asks for a
new place it moves there over `seconds` from wherever it stands now, so a reorder in the
middle of a glide bends smoothly instead of jumping. A key seen for the first time
enters from `enter` (a deck, off the row's edge) or appears in place. It is plain
arithmetic on design-unit boxes and the table's clock: it draws nothing, so the game
keeps its own card faces (`cards.draw_row(..., glide=...)` uses it for a row).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from gamebox.app.table.widgets import Box
from gamebox.app.tween import ease_in_out_cubic


@dataclass
class _Path:
    start: Box
    end: Box
    since: float


def _mix(a: Box, b: Box, k: float) -> Box:
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k,
            a[2] + (b[2] - a[2]) * k, a[3] + (b[3] - a[3]) * k)


class Glide:
    """Where each keyed thing stands now, gliding from its last place to its new one."""

    def __init__(self, seconds: float = 0.4) -> None:
        self.seconds = seconds
        self.paths: dict[Hashable, _Path] = {}

    def _at(self, path: _Path, clock: float) -> Box:
        if self.seconds <= 0:
            return path.end
        t = min(1.0, max(0.0, (clock - path.since) / self.seconds))
        return _mix(path.start, path.end, ease_in_out_cubic(t))

    def place(self, key: Hashable, box: Box, clock: float, enter: Box | None = None) -> Box:
        """The box to draw `key` in now, on its way to `box`."""
        path = self.paths.get(key)
        if path is None:
            path = self.paths[key] = _Path(enter if enter is not None else box, box, clock)
        elif path.end != box:
            self.paths[key] = path = _Path(self._at(path, clock), box, clock)
        return self._at(path, clock)

    def forget(self, keep: set[Hashable]) -> None:
        """Drop the keys not in `keep` (cards that left the row): a card that comes back
        enters again instead of gliding from a stale place."""
        for key in [k for k in self.paths if k not in keep]:
            del self.paths[key]

    def moving(self, clock: float) -> bool:
        """Is anything still on its way (the table wants frames until it lands)?"""
        return self.seconds > 0 and any(
            clock - p.since < self.seconds and p.start != p.end for p in self.paths.values())

    def settle(self) -> None:
        """Everything at its place at once (an undo, a new viewer, instant speed)."""
        for path in self.paths.values():
            path.start = path.end
