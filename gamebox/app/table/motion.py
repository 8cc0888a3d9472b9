"""The event -> animation queue every table stands on.

Each engine event the table receives becomes one `Step`: the game's `Motion.plan` says
how long it lasts, which pieces fly where (`Flyer`) and which pieces are on their way
(`arrivals`, left out of the static drawing until they land). Steps play in order, paced
by the animation speed (`seconds()`, 0 = instant); a click or a key lands them all at
once (`skip`). The display state `shown` is the rules' own view after each step once it
has landed (`Step.view`, from `gamebox.engine.steps`), so no game re-applies a rule to
know what to draw next; a game may advance it further while a step plays (a piece that
has left its place), and the session's real view replaces it when the queue runs dry
(`sync`).

Only events already redacted for the viewer reach a motion (the session passes them
through `game.view_event`), so an animation never shows more than the log says.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamebox.app.tween import Sequencer, Tween, arc_point, ease_out_cubic

Point = tuple[float, float]


@dataclass
class Flyer:
    """A piece in flight, in design units. `kind` is the game's name for the piece;
    `owner`, `face`, `back` and `label` are what the game needs to draw it."""

    kind: str
    start: Point
    end: Point
    tween: Tween
    lift: float = 26.0
    owner: int | None = None
    face: Any = None
    back: Any = None  # for a flip: the face it turns from
    label: str = ""

    def point(self) -> Point:
        return arc_point(self.start, self.end, self.tween.value, self.lift)


@dataclass
class Banner:
    words: str
    tone: str  # "info", "danger", "gold"
    tween: Tween


@dataclass
class Plan:
    """What one event does on screen: how long it holds the queue and what flies."""

    seconds: float = 0.0
    flyers: list[Flyer] = field(default_factory=list)
    arrivals: Counter = field(default_factory=Counter)


class Step:
    """One event in the queue (a `Sequencer` step). `note` is what the table attached
    (its log line); it is handed to `on_start` when the step begins. A `moment` (a
    computer player's step with a line) lasts long enough to be read. `view` is the
    table as the rules left it after this event (None: not known); it is shown once the
    step has landed, so the board never lags the log."""

    def __init__(self, motion: Motion, event: Any, note: object = None,
                 moment: bool = False, view: Any = None) -> None:
        self.motion = motion
        self.event = event
        self.note = note
        self.view = view
        self.moment = moment and note is not None
        self.plan = Plan()
        self.clock = Tween(0.0)

    @property
    def flyers(self) -> list[Flyer]:
        return self.plan.flyers

    def start(self) -> None:
        if self.motion.on_start is not None:
            self.motion.on_start(self)
        self.plan = self.motion.plan(self.event)
        if self.moment:
            self.plan.seconds = max(self.plan.seconds,
                                    self.motion.seconds() * self.motion.moment_scale)
        self.clock = Tween(self.plan.seconds, "linear")
        self.motion.flyers.extend(self.plan.flyers)
        self.motion.arrivals.update(self.plan.arrivals)

    def update(self, dt: float) -> bool:
        self.clock.update(dt)
        for flyer in self.plan.flyers:
            flyer.tween.update(dt)
        return self.clock.done and all(f.tween.done for f in self.plan.flyers)

    def finish(self) -> None:
        self.clock.finish()
        for flyer in self.plan.flyers:
            flyer.tween.finish()

    def end(self) -> None:
        motion = self.motion
        motion.arrivals.subtract(self.plan.arrivals)
        for key in [k for k, v in motion.arrivals.items() if v <= 0]:
            del motion.arrivals[key]
        for flyer in self.plan.flyers:
            if flyer in motion.flyers:
                motion.flyers.remove(flyer)
        motion.after(self.event)
        if self.view is not None:
            motion.shown = motion.display(self.view)


class Motion:
    """The queue, the pieces in flight, the banner and the display state. A game
    subclasses it and writes `plan(event)`; `after(event)` and `tick(dt)` are optional."""

    banner_scale = 2.2  # a banner stays this many animation lengths
    moment_scale = 1.6  # a computer player's logged step lasts at least this many

    def __init__(
        self,
        view: Any,
        seconds: Callable[[], float],
        words: Callable[[str, dict], str] | None = None,
    ) -> None:
        self.seconds = seconds
        self.words = words or (lambda kind, params: kind)
        self.queue = Sequencer()
        self.on_start: Callable[[Step], None] | None = None
        self.flyers: list[Flyer] = []
        self.arrivals: Counter = Counter()
        self.banner: Banner | None = None
        self.shown = view
        self.sync(view)

    # -- the queue ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.queue.busy

    @property
    def current(self) -> Step | None:
        step = self.queue.current
        return step if isinstance(step, Step) else None

    def push(self, event: Any, note: object = None, moment: bool = False,
             view: Any = None) -> None:
        self.queue.add(Step(self, event, note, moment, view))

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        self.tick(dt)
        if self.banner is not None and self.banner.tween.update(dt):
            self.banner = None

    def skip(self) -> None:
        """Land everything at once (a click or a key during an animation)."""
        self.queue.skip()
        self.banner = None
        self.flyers.clear()
        self.arrivals.clear()

    def sync(self, view: Any) -> None:
        """Show the real view again (queue empty, undo, a new viewer)."""
        self.shown = self.display(view)
        if not self.busy:
            self.flyers.clear()
            self.arrivals.clear()

    # -- what a game writes ------------------------------------------------------------------
    def display(self, view: Any) -> Any:
        """The display state for a view: a copy where `plan` advances it step by step."""
        return view

    def plan(self, event: Any) -> Plan:
        return Plan(self.seconds() * 0.3)

    def after(self, event: Any) -> None:
        """A step has ended (its pieces have landed)."""

    def tick(self, dt: float) -> None:
        """Advance the game's own tweens (dice, pawns)."""

    def held(self, event: Any, computer: bool) -> bool:
        """Is a logged `event` held and shown as a moment? A computer player's are, but
        for the routine ones a game names (a pass, "nothing to offer"), so they do not
        slow play; a game may hold one of a person's own too (a resolution to follow)."""
        return computer

    def spot(self, event: Any) -> Point | None:
        """Where on the board `event` happens (design units), for the moment's ring."""
        return None

    # -- helpers for plans -------------------------------------------------------------------
    def tween(self, index: int = 0, scale: float = 1.0, gap: float = 0.18) -> Tween:
        """One animation length (times `scale`), started `index` small gaps later."""
        base = self.seconds() * scale
        return Tween(base, ease_out_cubic, delay=index * base * gap)

    def fly(self, kind: str, start: Point, end: Point, index: int = 0, scale: float = 1.0,
            gap: float = 0.18, **look: Any) -> Flyer:
        return Flyer(kind, start, end, self.tween(index, scale, gap), **look)

    def show_banner(self, words: str, tone: str = "info", scale: float | None = None) -> None:
        """A banner over the table; none at "instant" speed, where nothing animates."""
        if self.seconds() > 0:
            length = self.seconds() * (self.banner_scale if scale is None else scale)
            self.banner = Banner(words, tone, Tween(length, "linear"))
