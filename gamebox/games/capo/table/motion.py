"""The table's event queue: every engine event the screen receives becomes one short
animation, played in order, and advances a *display state* (a copy of the viewer's
view) exactly as the event says, so the table always shows the step being animated, not
the end of a whole batch. When the queue runs dry the display state is replaced by the
session's real view again, which corrects any detail an event does not carry.

Pieces that are on their way to a place are counted in `arrivals` and left out of the
static drawing until they land; the scene draws the `flyers` in between. Only events
already redacted for the viewer ever reach this module (Session.poll / act give them
through `game.view_event`), so an animation cannot show more than the log says (R75):
every bribe flies with the same back and the same timing whatever its value.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from gamebox.app.tween import Sequencer, Tween, arc_point, ease_out_cubic
from gamebox.games.capo import events as E
from gamebox.games.capo.model import MAYOR, BoxedBribe, CapoState, Marker
from gamebox.games.capo.table import geometry as G
from gamebox.games.capo.table.art import Face

Point = tuple[float, float]
FaceOf = Callable[[Marker, int], Face]


@dataclass
class Flyer:
    """One piece in flight, in design units. `kind`: "marker", "mayor" (a Mayor marker),
    "cube", "hitman", "flip" (a marker turning over where it lies)."""

    kind: str
    start: Point
    end: Point
    tween: Tween
    owner: int | None = None
    face: Face | None = None
    back: Face | None = None  # for a flip: the face it turns from
    lift: float = 26.0

    def point(self) -> Point:
        return arc_point(self.start, self.end, self.tween.value, self.lift)


@dataclass
class Banner:
    words: str
    tone: str  # "info", "danger", "gold"
    tween: Tween


@dataclass
class Plan:
    flyers: list[Flyer] = field(default_factory=list)
    arrivals: Counter = field(default_factory=Counter)
    seconds: float = 0.0


class EventStep:
    """One event in the queue (a `Sequencer` step)."""

    def __init__(self, motion: Motion, event: E.Event, note: object = None) -> None:
        self.motion = motion
        self.event = event
        self.note = note  # what the scene attached (its log line), handed back on start
        self.plan = Plan()
        self.clock = Tween(0.0)

    def start(self) -> None:
        if self.motion.on_start is not None:
            self.motion.on_start(self)
        self.plan = self.motion.begin(self.event)
        self.clock = Tween(self.plan.seconds)
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
        self.motion.arrivals.subtract(self.plan.arrivals)
        for key in [k for k, v in self.motion.arrivals.items() if v <= 0]:
            del self.motion.arrivals[key]
        for flyer in self.plan.flyers:
            if flyer in self.motion.flyers:
                self.motion.flyers.remove(flyer)
        self.motion.after(self.event)


class Motion:
    """The display state and its animations.

    `seconds()` gives the current animation length (the speed setting; 0 = instant);
    `face_of(marker, owner)` how a marker is drawn; `target()` the session's view now
    (used when a cancelled roll puts the table back, R59).
    """

    def __init__(
        self,
        view: CapoState,
        config,
        seconds: Callable[[], float],
        face_of: FaceOf,
        target: Callable[[], CapoState],
        words: Callable[[str, dict], str],
    ) -> None:
        self.config = config
        self.seconds = seconds
        self.face_of = face_of
        self.target = target
        self.words = words
        self.queue = Sequencer()
        self.on_start: Callable[[EventStep], None] | None = None
        self.flyers: list[Flyer] = []
        self.arrivals: Counter = Counter()
        self.banner: Banner | None = None
        self.rng = random.Random(1920)
        self.dice: tuple[int, int] = (0, 0)
        self.category = ""
        self.dice_tween: Tween | None = None
        self.dice_spin: tuple[float, float] = (0.0, 0.0)
        self.pawn_from = 0
        self.pawn_tween: Tween | None = None
        self.hitman_back: Tween | None = None
        self.shown = view
        self.sync(view)

    # -- the queue ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.queue.busy

    def push(self, event: E.Event, note: object = None) -> None:
        self.queue.add(EventStep(self, event, note))

    @property
    def current(self) -> EventStep | None:
        step = self.queue.current
        return step if isinstance(step, EventStep) else None

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        if self.dice_tween is not None:
            self.dice_tween.update(dt)
        if self.pawn_tween is not None:
            self.pawn_tween.update(dt)
        if self.banner is not None and self.banner.tween.update(dt):
            self.banner = None

    def skip(self) -> None:
        """Land everything at once (a click or a key during an animation)."""
        self.queue.skip()
        for tween in (self.dice_tween, self.pawn_tween):
            if tween is not None:
                tween.finish()
        self.banner = None
        self.flyers.clear()
        self.arrivals.clear()

    def sync(self, view: CapoState) -> None:
        """Show the real view again (queue empty, undo, a new viewer)."""
        self.shown = view.copy()
        if view.dice is not None:
            self.dice = view.dice
        if self.pawn_tween is None or self.pawn_tween.done:
            self.pawn_from = view.level
        if not self.busy:
            self.flyers.clear()
            self.arrivals.clear()

    # -- helpers ----------------------------------------------------------------------------
    def _tween(self, index: int = 0, scale: float = 1.0) -> Tween:
        base = self.seconds() * scale
        return Tween(base, ease_out_cubic, delay=index * base * 0.18)

    def _fly(
        self,
        plan: Plan,
        kind: str,
        start: Point,
        end: Point,
        owner: int | None = None,
        face: Face | None = None,
        index: int = 0,
        lift: float = 26.0,
    ) -> None:
        plan.flyers.append(Flyer(kind, start, end, self._tween(index), owner, face, lift=lift))

    def _banner(self, words: str, tone: str, scale: float = 1.6) -> None:
        seconds = self.seconds() * scale
        if seconds > 0:
            self.banner = Banner(words, tone, Tween(seconds, "linear"))

    def _hand_top(self, player: int) -> Point:
        return G.hand_point(player, max(0, self.shown.hands[player] - 1))

    # -- one event: what moves, and the display state after it --------------------------------
    def begin(self, event: E.Event) -> Plan:
        s = self.shown
        plan = Plan()
        base = self.seconds()
        a = s.active
        if isinstance(event, E.StartPlayerChosen):
            s.active = event.player
            c = self.config
            hands = [0, 0]
            hands[event.player] = c.start_hand
            hands[1 - event.player] = c.second_hand
            for p in (0, 1):
                for i in range(hands[p]):
                    self._fly(plan, "mayor", G.supply_point("mayor"), G.hand_point(p, i), index=i)
                plan.arrivals[("hand", p)] += hands[p]
            s.hands = hands
            s.mayor_supply = c.mayor_markers - sum(hands)
            self._banner(self.words("start", {"player": event.player}), "gold")
        elif isinstance(event, E.TurnBegan):
            s.active = event.player
            s.turn_number = event.turn_number
            s.pending = [None] * 6
            s.pending_mayor = 0
            s.level = 0
            s.hitman = False
            s.must_roll = True
            self._banner(
                self.words("turn", {"player": event.player, "number": event.turn_number}),
                "gold",
                1.2,
            )
            plan.seconds = base * 0.5
        elif isinstance(event, E.DiceRolled):
            self.dice = (event.white, event.black)
            self.category = event.category
            s.dice = (event.white, event.black)
            seconds = base * 1.5
            self.dice_tween = Tween(seconds, "linear") if seconds > 0 else None
            self.dice_spin = (self.rng.uniform(-1, 1), self.rng.uniform(-1, 1))
            plan.seconds = seconds
        elif isinstance(event, E.InfluencePlaced):
            key = f"I{event.value}"
            s.influence[event.value] -= 1
            marker = Marker("I", event.value)
            s.pending[event.card] = marker
            self._fly(
                plan,
                "marker",
                G.supply_point(key),
                G.pending_point(event.card, a),
                event.player,
                self.face_of(marker, event.player),
            )
            plan.arrivals[("pending", event.card)] += 1
        elif isinstance(event, E.BribePlaced):
            s.bribes_in_supply -= 1
            marker = Marker("B", 0, False)  # R70: nobody sees a pending bribe
            s.pending[event.card] = marker
            self._fly(
                plan,
                "marker",
                G.supply_point("bribes"),
                G.pending_point(event.card, a),
                event.player,
                self.face_of(marker, event.player),
            )
            plan.arrivals[("pending", event.card)] += 1
        elif isinstance(event, E.LevelRaised):
            self.pawn_from = s.level
            s.level = event.level
            seconds = base * 0.9
            self.pawn_tween = Tween(seconds, "out_back") if seconds > 0 else None
            plan.seconds = seconds
            if event.scandal:
                self._banner(self.words("scandal", {"by": event.by}), "danger")
        elif isinstance(event, E.MayorMarkerPlaced):
            s.mayor_supply -= 1
            if event.to_hand:
                end = G.hand_point(event.player, s.hands[event.player])
                s.hands[event.player] += 1
                plan.arrivals[("hand", event.player)] += 1
            else:
                end = G.mayor_pending_point(a, s.pending_mayor)
                s.pending_mayor += 1
                plan.arrivals[("pmayor",)] += 1
            self._fly(plan, "mayor", G.supply_point("mayor"), end)
        elif isinstance(event, E.CubePlaced):
            s.cube_supply -= 1
            if event.card == MAYOR:
                s.mayor_cubes += 1
                count = s.mayor_cubes
            else:
                s.card_cubes[event.card] += 1
                count = s.card_cubes[event.card]
            self._fly(
                plan, "cube", G.supply_point("cubes"), G.cube_point(event.card, count - 1, count)
            )
            plan.arrivals[("cube", event.card)] += 1
        elif isinstance(event, E.CubeMoved):
            old = s.card_cubes[event.source]
            start = G.cube_point(event.source, old - 1, old)
            s.card_cubes[event.source] -= 1
            s.card_cubes[event.target] += 1
            count = s.card_cubes[event.target]
            self._fly(plan, "cube", start, G.cube_point(event.target, count - 1, count))
            plan.arrivals[("cube", event.target)] += 1
        elif isinstance(event, E.BribeRevealed):
            side = s.sides[event.owner][event.card]
            if event.circle < len(side):
                back = self.face_of(side[event.circle], event.owner)
                marker = Marker("B", event.value, True)
                s.set_marker(event.owner, event.card, event.circle, marker)
                self._flip(plan, event.owner, event.card, event.circle, back, marker)
            plan.seconds = base * 1.2
        elif isinstance(event, E.GameEndTriggered):
            self._banner(self.words("game_end", {"supply": event.supply}), "gold", 2.4)
            plan.seconds = base * 0.8
        elif isinstance(event, E.HitmanTaken):
            s.hitman = True
            self._fly(
                plan, "hitman", G.supply_point("hitman"), G.hitman_held_point(event.player), lift=40
            )
            plan.arrivals[("hitman",)] += 1
        elif isinstance(event, E.ArrestTriggered):
            self._banner(self.words("arrest", {}), "danger", 2.0)
            plan.seconds = base * 1.0
        elif isinstance(event, E.Arrested):
            index = 0
            for card, kind in event.returned:
                marker = s.pending[card] or (
                    Marker("B", 0, False) if kind == "B" else Marker("I", int(kind[1:]))
                )
                if marker.kind == "B":
                    key = "bribes"
                    s.bribes_in_supply += 1
                else:
                    key = f"I{marker.value}"
                    s.influence[marker.value] += 1
                self._fly(
                    plan,
                    "marker",
                    G.pending_point(card, a),
                    G.supply_point(key),
                    a,
                    self.face_of(marker, a),
                    index,
                )
                plan.arrivals[("supply", key)] += 1
                s.pending[card] = None
                index += 1
            for i in range(s.pending_mayor):
                self._fly(
                    plan,
                    "mayor",
                    G.mayor_pending_point(a, i),
                    G.supply_point("mayor"),
                    index=index + i,
                )
            plan.arrivals[("supply", "mayor")] += s.pending_mayor
            s.mayor_supply += s.pending_mayor
            s.pending_mayor = 0
        elif isinstance(event, E.RollCancelled):
            self._cancelled(plan, event)
        elif isinstance(event, E.MarkerDeceived):
            marker = s.pending[event.source]
            s.pending[event.target] = marker
            s.pending[event.source] = None
            if marker is not None:
                self._fly(
                    plan,
                    "marker",
                    G.pending_point(event.source, a),
                    G.pending_point(event.target, a),
                    a,
                    self.face_of(marker, a),
                )
                plan.arrivals[("pending", event.target)] += 1
        elif isinstance(event, E.PowerPaid):
            p = event.player
            for i in range(event.cost):
                start = G.hand_point(p, max(0, s.hands[p] - 1 - i))
                self._fly(plan, "mayor", start, G.supply_point("mayor"), index=i)
            s.hands[p] -= event.cost
            s.mayor_supply += event.cost
            plan.arrivals[("supply", "mayor")] += event.cost
            if event.power in ("backstab", "reneg", "deceive", "pocket", "payoff"):
                self._banner(
                    self.words("power", {"power": event.power, "player": p}),
                    "danger" if event.power in ("backstab", "reneg") else "info",
                )
        elif isinstance(event, E.MarkerCommitted):
            self._committed(plan, event)
        elif isinstance(event, E.MarkerDiscarded):
            self._discarded(plan, event)
        elif isinstance(event, E.MayorMarkersBanked):
            p = event.player
            for i in range(event.count):
                self._fly(
                    plan,
                    "mayor",
                    G.mayor_pending_point(a, max(0, s.pending_mayor - 1 - i)),
                    G.hand_point(p, s.hands[p] + i),
                    index=i,
                )
            s.pending_mayor = max(0, s.pending_mayor - event.count)
            s.hands[p] += event.count
            plan.arrivals[("hand", p)] += event.count
        elif isinstance(event, E.ExtortionBonus):
            p = event.player
            for i in range(event.cubes):
                start = G.cube_point(MAYOR, max(0, s.mayor_cubes - 1 - i), s.mayor_cubes)
                self._fly(plan, "cube", start, G.score_point(p, s.score_piles[p] + i), index=i)
            s.mayor_cubes -= event.cubes
            s.score_piles[p] += event.cubes
            plan.arrivals[("score", p)] += event.cubes
            if event.cubes:
                self._banner(self.words("bonus", {"player": p, "cubes": event.cubes}), "gold")
        elif isinstance(event, E.MayorRefilled):
            for i in range(event.cubes):
                count = s.mayor_cubes + i + 1
                self._fly(
                    plan,
                    "cube",
                    G.supply_point("cubes"),
                    G.cube_point(MAYOR, count - 1, count),
                    index=i,
                )
            s.cube_supply -= event.cubes
            s.mayor_cubes += event.cubes
            plan.arrivals[("cube", MAYOR)] += event.cubes
        elif isinstance(event, E.HandTrimmed):
            p = event.player
            for i in range(event.returned):
                self._fly(
                    plan,
                    "mayor",
                    G.hand_point(p, max(0, s.hands[p] - 1 - i)),
                    G.supply_point("mayor"),
                    index=i,
                )
            s.hands[p] -= event.returned
            s.mayor_supply += event.returned
            plan.arrivals[("supply", "mayor")] += event.returned
        elif isinstance(event, E.TurnEnded):
            if s.level:
                self.pawn_from = s.level
                seconds = base * 0.8
                self.pawn_tween = Tween(seconds, "in_out_cubic") if seconds > 0 else None
            if s.hitman:
                self._fly(
                    plan,
                    "hitman",
                    G.hitman_held_point(event.player),
                    G.supply_point("hitman"),
                    lift=40,
                )
                plan.arrivals[("hitman_supply",)] += 1
            s.level = 0
            s.hitman = False
            if event.arrested:
                plan.seconds = base * 0.4
        elif isinstance(event, E.FinalReveal):
            for owner, card, circle, value in event.values:
                side = s.sides[owner][card]
                if circle < len(side):
                    back = self.face_of(side[circle], owner)
                    marker = Marker("B", value, True)
                    s.set_marker(owner, card, circle, marker)
                    self._flip(plan, owner, card, circle, back, marker)
            plan.seconds = base * 1.2
        # MayorMarkerSkipped, PaidOff, WindowPassed, GameOver: words only (the log)
        if plan.flyers:
            plan.seconds = max(plan.seconds, max(f.tween.total for f in plan.flyers))
        return plan

    def after(self, event: E.Event) -> None:
        """An event's animation has ended."""
        if isinstance(event, E.TurnEnded | E.LevelRaised) and self.pawn_tween is not None:
            self.pawn_tween.finish()

    # -- the longer cases ----------------------------------------------------------------------
    def _flip(
        self, plan: Plan, owner: int, card: int, circle: int, back: Face, marker: Marker
    ) -> None:
        point = G.circle_centre(card, owner, circle)
        flyer = Flyer(
            "flip",
            point,
            point,
            Tween(self.seconds() * 1.2, "in_out_quad"),
            owner,
            self.face_of(marker, owner),
            back,
            lift=0,
        )
        plan.flyers.append(flyer)
        plan.arrivals[("side", owner, card, circle)] += 1

    def _queued(self, card: int) -> Marker | None:
        """The marker of the stop procedure waiting for `card` (an OVERFLOW choice empties
        the pending row into the engine's commit queue)."""
        s = self.shown
        for i, (c, m) in enumerate(s.commit_queue):
            if c == card:
                del s.commit_queue[i]
                return m
        return None

    def _committed(self, plan: Plan, event: E.MarkerCommitted) -> None:
        s = self.shown
        p = event.player
        taken = s.pending[event.card]
        s.pending[event.card] = None
        if taken is None:
            taken = self._queued(event.card)
        marker = Marker(event.kind, event.value, event.kind == "I")
        side = s.sides[p][event.card]
        if event.circle < len(side):
            s.set_marker(p, event.card, event.circle, marker)
        else:
            s.add_marker(p, event.card, marker)
        circle = min(event.circle, len(s.sides[p][event.card]) - 1)
        self._fly(
            plan,
            "marker",
            G.pending_point(event.card, p),
            G.circle_centre(event.card, p, circle),
            p,
            self.face_of(marker, p),
            lift=14,
        )
        plan.arrivals[("side", p, event.card, circle)] += 1

    def _discarded(self, plan: Plan, event: E.MarkerDiscarded) -> None:
        s = self.shown
        p = event.player
        box = G.supply_point("box")
        if event.was_new:
            marker = s.pending[event.card] or self._queued(event.card)
            s.pending[event.card] = None
            marker = marker or Marker(event.kind, event.value, event.kind == "I")
            self._fly(
                plan, "marker", G.pending_point(event.card, p), box, p, self.face_of(marker, p)
            )
        else:
            circle = self._next_circle(event)
            side = s.sides[p][event.card]
            if circle is not None and circle < len(side):
                self._fly(
                    plan,
                    "marker",
                    G.circle_centre(event.card, p, circle),
                    box,
                    p,
                    self.face_of(side[circle], p),
                )
                plan.arrivals[("side", p, event.card, circle)] += 1
        if event.kind == "I":
            s.box_influence[event.value] += 1
        else:
            s.box_bribes.append(BoxedBribe(p, Marker("B", 0, False), False))
        plan.arrivals[("box",)] += 1

    def _next_circle(self, event: E.MarkerDiscarded) -> int | None:
        for step in self.queue.steps:
            other = getattr(step, "event", None)
            if isinstance(other, E.MarkerCommitted) and other.card == event.card:
                return other.circle
        return None

    def _cancelled(self, plan: Plan, event: E.RollCancelled) -> None:
        """R59: the table goes back to where it was before the roll: whatever the roll
        brought flies back to the supply."""
        s = self.shown
        target = self.target()
        a = s.active
        index = 0
        for card in range(6):
            before, after = s.pending[card], target.pending[card]
            if before is not None and after is None:
                key = "bribes" if before.kind == "B" else f"I{before.value}"
                self._fly(
                    plan,
                    "marker",
                    G.pending_point(card, a),
                    G.supply_point(key),
                    a,
                    self.face_of(before, a),
                    index,
                )
                plan.arrivals[("supply", key)] += 1
                index += 1
        for card in (*range(6), MAYOR):
            have = s.mayor_cubes if card == MAYOR else s.card_cubes[card]
            want = target.mayor_cubes if card == MAYOR else target.card_cubes[card]
            for i in range(max(0, have - want)):
                self._fly(
                    plan,
                    "cube",
                    G.cube_point(card, have - 1 - i, have),
                    G.supply_point("cubes"),
                    index=index,
                )
                index += 1
            if want > have:  # a cube moved back by the cancellation (Doubles 6)
                plan.arrivals[("cube", card)] += want - have
        for i in range(max(0, s.pending_mayor - target.pending_mayor)):
            self._fly(
                plan,
                "mayor",
                G.mayor_pending_point(a, s.pending_mayor - 1 - i),
                G.supply_point("mayor"),
                index=index,
            )
            index += 1
        for p in (0, 1):
            for i in range(max(0, s.hands[p] - target.hands[p])):
                self._fly(
                    plan,
                    "mayor",
                    G.hand_point(p, s.hands[p] - 1 - i),
                    G.supply_point("mayor"),
                    index=index,
                )
                index += 1
        if s.level != target.level:
            self.pawn_from = s.level
            seconds = self.seconds() * 0.9
            self.pawn_tween = Tween(seconds, "in_out_cubic") if seconds > 0 else None
        if s.hitman and not target.hitman:
            self._fly(plan, "hitman", G.hitman_held_point(a), G.supply_point("hitman"), lift=40)
        keep_dice = self.dice
        self.shown = target.copy()
        self.dice = keep_dice
        self._banner(self.words("cancelled", {"how": event.how, "player": event.player}), "danger")
        plan.seconds = self.seconds()

    # -- reading the display -----------------------------------------------------------------
    def pawn_level(self) -> float:
        """Where the level pawn stands now (between two spaces while it moves)."""
        if self.pawn_tween is None or self.pawn_tween.done:
            return float(self.shown.level)
        return self.pawn_from + (self.shown.level - self.pawn_from) * self.pawn_tween.value

    def dice_state(self) -> list[tuple[int, float, float]]:
        """For each die: (face to show, angle in degrees, lift in design units)."""
        out = []
        tween = self.dice_tween
        for i, value in enumerate(self.dice):
            if tween is None or tween.done:
                out.append((value, 0.0, 0.0))
                continue
            t = tween.raw
            if t < 0.8:  # tumbling: a new random face every few hundredths of a second
                seed = int(t * 30) * 7 + i * 101
                face = random.Random(seed + value * 13).randint(1, 6)
            else:
                face = value
            spin = self.dice_spin[i] or 0.5
            angle = (1 - t) ** 2 * 540 * spin
            # a throw and two bounces
            bounce = abs(_bounce(t)) * 34 * (1 - t)
            out.append((face, angle, bounce))
        return out


def _bounce(t: float) -> float:
    import math

    return math.sin(t * math.pi * 3.2) * (1 - t * 0.4)
