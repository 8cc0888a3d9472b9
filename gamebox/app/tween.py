"""Tweens and easing for table animations, shared by every game scene.

A `Tween` is a clock from 0 to 1 over a duration, read through an easing curve; pieces
are drawn at `lerp(start, end, tween.value)`. A duration of 0 (the "instant" speed) is
finished at once, so scenes can use the same code path at every speed. Nothing here
draws or imports pygame: it is plain arithmetic, testable headless.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

Easing = Callable[[float], float]
Point = tuple[float, float]


# -- easing curves (t in 0..1 -> progress, 0 at t=0 and 1 at t=1) ---------------------------
def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float, overshoot: float = 1.70158) -> float:
    """Overshoots a little and settles: a piece that lands with a snap."""
    c3 = overshoot + 1
    return 1 + c3 * (t - 1) ** 3 + overshoot * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    """A ball dropped on a table: three shrinking bounces (Penner's curve)."""
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_quad": ease_in_quad,
    "out_quad": ease_out_quad,
    "in_out_quad": ease_in_out_quad,
    "out_cubic": ease_out_cubic,
    "in_out_cubic": ease_in_out_cubic,
    "out_back": ease_out_back,
    "out_bounce": ease_out_bounce,
    "out_elastic": ease_out_elastic,
}


# -- interpolation -------------------------------------------------------------------------
def clamp(value: float, low: float = 0.0, high: float = 1.0) -> float:
    return low if value < low else high if value > high else value


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Sequence[float], b: Sequence[float], t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def lerp_colour(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, ...]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=False))


def arc_point(a: Sequence[float], b: Sequence[float], t: float, lift: float) -> Point:
    """A point on a shallow arc from `a` to `b`: pieces are lifted off the table while
    they travel (`lift` pixels at the middle of the way), which reads as "picked up"."""
    x, y = lerp_point(a, b, t)
    return (x, y - lift * 4 * t * (1 - t))


def pulse(seconds: float, period: float = 1.2) -> float:
    """0..1..0 breathing used for highlights, from a running clock."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (seconds % period) / period)


# -- the clock -----------------------------------------------------------------------------
class Tween:
    """Progress over `duration` seconds after an optional `delay`.

    `value` is the eased progress (0..1); `raw` the linear one. `finish()` jumps to the end
    (a click skips an animation).
    """

    __slots__ = ("delay", "duration", "easing", "elapsed")

    def __init__(self, duration: float, easing: Easing | str = ease_out_cubic, delay: float = 0.0):
        self.duration = max(0.0, float(duration))
        self.delay = max(0.0, float(delay))
        self.easing: Easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.elapsed = 0.0

    def update(self, dt: float) -> bool:
        """Advance; returns True once finished."""
        self.elapsed += dt
        return self.done

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def raw(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return clamp((self.elapsed - self.delay) / self.duration)

    @property
    def value(self) -> float:
        return self.easing(self.raw)

    @property
    def total(self) -> float:
        return self.delay + self.duration


class Sequencer:
    """A queue of steps played one after the other. Each step is an object with
    `update(dt) -> bool` (True when done), `finish()`, and optional `start()` called
    when it becomes current. Scenes use it as their event queue."""

    def __init__(self) -> None:
        self.steps: list = []
        self.current = None
        self.hold: Callable[[], bool] | None = None  # True: start no further step now

    def add(self, step: object) -> None:
        self.steps.append(step)

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.steps)

    def update(self, dt: float) -> None:
        """Advance; several zero-length steps can finish in one call."""
        budget = dt
        guard = 0
        while True:
            if self.current is None:
                if not self.steps or (self.hold is not None and self.hold()):
                    return
                self.current = self.steps.pop(0)
                start = getattr(self.current, "start", None)
                if start is not None:
                    start()
            if self.current.update(budget):
                end = getattr(self.current, "end", None)
                if end is not None:
                    end()
                self.current = None
                budget = 0.0
                guard += 1
                if guard > 10_000:  # a step that never takes time cannot hang the frame
                    return
                continue
            return

    def skip(self) -> None:
        """Finish the current step and every queued one at once (past a `hold`: a click
        or a key lands everything)."""
        hold, self.hold = self.hold, None
        try:
            while self.busy:
                if self.current is not None:
                    self.current.finish()
                self.update(0.0)
        finally:
            self.hold = hold

    def skip_current(self) -> None:
        if self.current is not None:
            self.current.finish()
            self.update(0.0)

    def clear(self) -> None:
        self.steps.clear()
        self.current = None
