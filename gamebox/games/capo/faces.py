"""What the table shows of a marker, decided in one place so a hidden value can never be
drawn by accident (R69-R77); the tests read it. Pure: the table draws exactly these faces,
and its tooltips word only what they show.

- an Influence marker shows its value (public, R74);
- a face-up bribe shows its value (R72);
- a face-down bribe shows its back, unless the viewer may know it (their own committed
  bribe, value present in their view) *and* the table may show it: always against the
  computer, in hot-seat only while the owner holds Peek (R77). Then the back carries the
  value in gold, which still reads "face down".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gamebox.games.capo.model import OVER, CapoState, Marker
from gamebox.games.capo.text import marker_noun


@dataclass(frozen=True, slots=True)
class Face:
    """What one marker shows. `kind`: "influence", "bribe_up" (face up), "bribe_known"
    (face down, value shown to its owner), "hidden" (face down, value not shown)."""

    kind: str
    value: int = 0

    @property
    def label(self) -> str:
        if self.kind == "influence":
            return f"I{self.value}"
        if self.kind == "bribe_up":
            return f"B{self.value}"
        if self.kind == "bribe_known":
            return f"B{self.value}*"
        return "?"

    @property
    def noun(self) -> str:
        """"Influence 2", "bribe worth 3", "face-down bribe": only what the face shows."""
        return marker_noun("I" if self.kind == "influence" else "B", self.value)


def marker_face(marker: Marker, show_own: bool) -> Face:
    """The face to draw for `marker` as it is in the viewer's view. `show_own`: whether
    face-down values the viewer knows may be drawn now (R77)."""
    if marker.kind == "I":
        return Face("influence", marker.value)
    if marker.face_up and marker.value:
        return Face("bribe_up", marker.value)
    if marker.value and show_own:
        return Face("bribe_known", marker.value)
    return Face("hidden")


def known_face_down(view: CapoState, seat: int) -> bool:
    """Does `seat` know a face-down bribe of its own (one Peek may show, R77)?"""
    return any(m.is_bribe and not m.face_up and m.value for cell in view.sides[seat] for m in cell)


def strength(faces: Sequence[Face]) -> tuple[int, int]:
    """A side's strength as shown: the known values, and the count of bribes not shown (R75)."""
    known = sum(f.value for f in faces if f.kind != "hidden")
    return known, sum(1 for f in faces if f.kind == "hidden")


def pending_items(s: CapoState) -> list[tuple[int, Marker]]:
    """The active player's pending markers, with those the stop procedure is still
    committing (an overflow choice holds them in the engine's queue)."""
    if s.phase == OVER:
        return []
    items = [(c, m) for c, m in enumerate(s.pending) if m is not None]
    have = {c for c, _ in items}
    for c, m in s.commit_queue:
        if c not in have:
            items.append((c, m))
            have.add(c)
    return items


def supply_counts(s: CapoState) -> dict[str, int]:
    """The supply tiles 1-6 of R2 and the box's count (all public, R74), by the table's keys."""
    return {"I1": s.influence[1], "I2": s.influence[2], "I3": s.influence[3],
            "mayor": s.mayor_supply, "bribes": s.bribes_in_supply, "cubes": s.cube_supply,
            "box": sum(s.box_influence[1:]) + len(s.box_bribes)}


FaceOf = Callable[[Marker, int], Face]
