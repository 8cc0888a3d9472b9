"""Capo's animations on the shared queue (`gamebox.app.table.motion`): each engine event
advances a *display state* (a copy of the viewer's view) exactly as the event says, so
the table always shows the step being animated, not the end of a whole batch; when the
queue runs dry the base replaces it with the session's real view again.

Pieces on their way are counted in `arrivals` and left out of the static drawing until
they land; the scene draws the flyers in between. Only events already redacted for the
viewer reach this module, so an animation cannot show more than the log says (R75):
every bribe flies with the same back and the same timing whatever its value. The dice
and the level pawn have tweens of their own (`tick`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from gamebox.app.table.motion import Flyer, Motion, Plan, Point
from gamebox.app.tween import Tween
from gamebox.games.capo import events as E
from gamebox.games.capo.model import MAYOR, BoxedBribe, CapoState, Marker
from gamebox.games.capo.table import geometry as G
from gamebox.games.capo.table.art import Face

FaceOf = Callable[[Marker, int], Face]


class CapoMotion(Motion):
    """The display state, the dice and the pawn. `face_of(marker, owner)` is how a marker
    is drawn; `target()` the session's view now (a cancelled roll puts the table back to
    it, R59)."""

    banner_scale = 1.6

    def __init__(self, view: CapoState, config: Any, seconds: Callable[[], float],
                 face_of: FaceOf, target: Callable[[], CapoState],
                 words: Callable[[str, dict], str]) -> None:
        self.config = config
        self.face_of = face_of
        self.target = target
        self.rng = random.Random(1920)
        self.dice: tuple[int, int] = (0, 0)
        self.category = ""
        self.dice_tween: Tween | None = None
        self.dice_spin: tuple[float, float] = (0.0, 0.0)
        self.pawn_from = 0
        self.pawn_tween: Tween | None = None
        super().__init__(view, seconds, words)

    def display(self, view: CapoState) -> CapoState:
        if view.dice is not None:
            self.dice = view.dice
        if self.pawn_tween is None or self.pawn_tween.done:
            self.pawn_from = view.level
        return view.copy()

    def tick(self, dt: float) -> None:
        for tween in (self.dice_tween, self.pawn_tween):
            if tween is not None:
                tween.update(dt)

    def skip(self) -> None:
        super().skip()
        for tween in (self.dice_tween, self.pawn_tween):
            if tween is not None:
                tween.finish()

    def after(self, event: E.Event) -> None:
        if isinstance(event, E.TurnEnded | E.LevelRaised) and self.pawn_tween is not None:
            self.pawn_tween.finish()

    # -- helpers -------------------------------------------------------------------------------
    def marker(self, plan: Plan, start: Point, end: Point, owner: int, marker: Marker,
               index: int = 0, lift: float = 26.0) -> None:
        plan.flyers.append(self.fly("marker", start, end, index, owner=owner, lift=lift,
                                    face=self.face_of(marker, owner)))

    def pieces(self, plan: Plan, kind: str, moves: list[tuple[Point, Point]], first: int = 0,
               lift: float = 26.0) -> int:
        """Fly Mayor markers, cubes or the hitman one after another; the next index."""
        for i, (start, end) in enumerate(moves):
            plan.flyers.append(self.fly(kind, start, end, first + i, lift=lift))
        return first + len(moves)

    def move_pawn(self, easing: str, scale: float) -> None:
        self.pawn_from = self.shown.level
        seconds = self.seconds() * scale
        self.pawn_tween = Tween(seconds, easing) if seconds > 0 else None

    def flip(self, plan: Plan, owner: int, card: int, circle: int, value: int) -> None:
        side = self.shown.sides[owner][card]
        if circle >= len(side):
            return
        back = self.face_of(side[circle], owner)
        marker = Marker("B", value, True)
        self.shown.set_marker(owner, card, circle, marker)
        point = G.circle_centre(card, owner, circle)
        plan.flyers.append(Flyer("flip", point, point, Tween(self.seconds() * 1.2, "in_out_quad"),
                                 0, owner, self.face_of(marker, owner), back))
        plan.arrivals[("side", owner, card, circle)] += 1

    # -- one event: what moves, and the display state after it --------------------------------
    def plan(self, event: E.Event) -> Plan:
        s = self.shown
        plan = Plan()
        base = self.seconds()
        a = s.active
        if isinstance(event, E.StartPlayerChosen):
            s.active = event.player
            c = self.config
            hands = [c.second_hand, c.second_hand]
            hands[event.player] = c.start_hand
            for p in (0, 1):
                self.pieces(plan, "mayor", [(G.supply_point("mayor"), G.hand_point(p, i))
                                            for i in range(hands[p])])
                plan.arrivals[("hand", p)] += hands[p]
            s.hands = hands
            s.mayor_supply = c.mayor_markers - sum(hands)
            self.show_banner(self.words("start", {"player": event.player}), "gold")
        elif isinstance(event, E.TurnBegan):
            s.active, s.turn_number = event.player, event.turn_number
            s.pending = [None] * 6
            s.pending_mayor = s.level = 0
            s.hitman, s.must_roll = False, True
            words = self.words("turn", {"player": event.player, "number": event.turn_number})
            self.show_banner(words, "gold", 1.2)
            plan.seconds = base * 0.5
        elif isinstance(event, E.DiceRolled):
            self.dice = s.dice = (event.white, event.black)
            self.category = event.category
            plan.seconds = base * 1.5
            self.dice_tween = Tween(plan.seconds, "linear") if plan.seconds > 0 else None
            self.dice_spin = (self.rng.uniform(-1, 1), self.rng.uniform(-1, 1))
        elif isinstance(event, E.InfluencePlaced):
            s.influence[event.value] -= 1
            s.pending[event.card] = marker = Marker("I", event.value)
            self.marker(plan, G.supply_point(f"I{event.value}"),
                        G.pending_point(event.card, a), event.player, marker)
            plan.arrivals[("pending", event.card)] += 1
        elif isinstance(event, E.BribePlaced):
            s.bribes_in_supply -= 1
            s.pending[event.card] = marker = Marker("B", 0, False)  # R70: nobody sees it
            self.marker(plan, G.supply_point("bribes"), G.pending_point(event.card, a),
                        event.player, marker)
            plan.arrivals[("pending", event.card)] += 1
        elif isinstance(event, E.LevelRaised):
            self.move_pawn("out_back", 0.9)
            s.level = event.level
            plan.seconds = base * 0.9
            if event.scandal:
                self.show_banner(self.words("scandal", {"by": event.by}), "danger")
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
            self.pieces(plan, "mayor", [(G.supply_point("mayor"), end)])
        elif isinstance(event, E.CubePlaced):
            s.cube_supply -= 1
            if event.card == MAYOR:
                s.mayor_cubes += 1
                count = s.mayor_cubes
            else:
                s.card_cubes[event.card] += 1
                count = s.card_cubes[event.card]
            end = G.cube_point(event.card, count - 1, count)
            self.pieces(plan, "cube", [(G.supply_point("cubes"), end)])
            plan.arrivals[("cube", event.card)] += 1
        elif isinstance(event, E.CubeMoved):
            old = s.card_cubes[event.source]
            start = G.cube_point(event.source, old - 1, old)
            s.card_cubes[event.source] -= 1
            s.card_cubes[event.target] += 1
            count = s.card_cubes[event.target]
            self.pieces(plan, "cube", [(start, G.cube_point(event.target, count - 1, count))])
            plan.arrivals[("cube", event.target)] += 1
        elif isinstance(event, E.BribeRevealed):
            self.flip(plan, event.owner, event.card, event.circle, event.value)
            plan.seconds = base * 1.2
        elif isinstance(event, E.GameEndTriggered):
            self.show_banner(self.words("game_end", {"supply": event.supply}), "gold", 2.4)
            plan.seconds = base * 0.8
        elif isinstance(event, E.HitmanTaken):
            s.hitman = True
            move = (G.supply_point("hitman"), G.hitman_held_point(event.player))
            self.pieces(plan, "hitman", [move], lift=40)
            plan.arrivals[("hitman",)] += 1
        elif isinstance(event, E.ArrestTriggered):
            self.show_banner(self.words("arrest", {}), "danger", 2.0)
            plan.seconds = base * 1.0
        elif isinstance(event, E.Arrested):
            self.arrested(plan, event)
        elif isinstance(event, E.RollCancelled):
            self.cancelled(plan, event)
        elif isinstance(event, E.MarkerDeceived):
            marker = s.pending[event.source]
            s.pending[event.target], s.pending[event.source] = marker, None
            if marker is not None:
                self.marker(plan, G.pending_point(event.source, a),
                            G.pending_point(event.target, a), a, marker)
                plan.arrivals[("pending", event.target)] += 1
        elif isinstance(event, E.PowerPaid):
            p = event.player
            self.hand_to_supply(plan, p, event.cost)
            if event.power in ("backstab", "reneg", "deceive", "pocket", "payoff"):
                self.show_banner(self.words("power", {"power": event.power, "player": p}),
                                 "danger" if event.power in ("backstab", "reneg") else "info")
        elif isinstance(event, E.MarkerCommitted):
            self.committed(plan, event)
        elif isinstance(event, E.MarkerDiscarded):
            self.discarded(plan, event)
        elif isinstance(event, E.MayorMarkersBanked):
            p = event.player
            self.pieces(plan, "mayor", [
                (G.mayor_pending_point(a, max(0, s.pending_mayor - 1 - i)),
                 G.hand_point(p, s.hands[p] + i)) for i in range(event.count)])
            s.pending_mayor = max(0, s.pending_mayor - event.count)
            s.hands[p] += event.count
            plan.arrivals[("hand", p)] += event.count
        elif isinstance(event, E.ExtortionBonus):
            p = event.player
            self.pieces(plan, "cube", [
                (G.cube_point(MAYOR, max(0, s.mayor_cubes - 1 - i), s.mayor_cubes),
                 G.score_point(p, s.score_piles[p] + i)) for i in range(event.cubes)])
            s.mayor_cubes -= event.cubes
            s.score_piles[p] += event.cubes
            plan.arrivals[("score", p)] += event.cubes
            if event.cubes:
                self.show_banner(self.words("bonus", {"player": p, "cubes": event.cubes}), "gold")
        elif isinstance(event, E.MayorRefilled):
            have = s.mayor_cubes
            self.pieces(plan, "cube", [(G.supply_point("cubes"), G.cube_point(MAYOR, n - 1, n))
                                       for n in range(have + 1, have + event.cubes + 1)])
            s.cube_supply -= event.cubes
            s.mayor_cubes += event.cubes
            plan.arrivals[("cube", MAYOR)] += event.cubes
        elif isinstance(event, E.HandTrimmed):
            self.hand_to_supply(plan, event.player, event.returned)
        elif isinstance(event, E.TurnEnded):
            if s.level:
                self.move_pawn("in_out_cubic", 0.8)
            if s.hitman:
                move = (G.hitman_held_point(event.player), G.supply_point("hitman"))
                self.pieces(plan, "hitman", [move], lift=40)
                plan.arrivals[("hitman_supply",)] += 1
            s.level = 0
            s.hitman = False
            if event.arrested:
                plan.seconds = base * 0.4
        elif isinstance(event, E.FinalReveal):
            for owner, card, circle, value in event.values:
                self.flip(plan, owner, card, circle, value)
            plan.seconds = base * 1.2
        # MayorMarkerSkipped, PaidOff, WindowPassed, GameOver: words only (the log)
        return plan

    # -- the longer cases ----------------------------------------------------------------------
    def arrested(self, plan: Plan, event: E.Arrested) -> None:
        s = self.shown
        a = s.active
        index = 0
        for card, kind in event.returned:
            marker = s.pending[card] or (
                Marker("B", 0, False) if kind == "B" else Marker("I", int(kind[1:])))
            if marker.kind == "B":
                key = "bribes"
                s.bribes_in_supply += 1
            else:
                key = f"I{marker.value}"
                s.influence[marker.value] += 1
            self.marker(plan, G.pending_point(card, a), G.supply_point(key), a, marker, index)
            plan.arrivals[("supply", key)] += 1
            s.pending[card] = None
            index += 1
        self.pieces(plan, "mayor", [(G.mayor_pending_point(a, i), G.supply_point("mayor"))
                                    for i in range(s.pending_mayor)], index)
        plan.arrivals[("supply", "mayor")] += s.pending_mayor
        s.mayor_supply += s.pending_mayor
        s.pending_mayor = 0

    def queued(self, card: int) -> Marker | None:
        """The marker of the stop procedure waiting for `card` (an OVERFLOW choice empties
        the pending row into the engine's commit queue)."""
        s = self.shown
        for i, (c, m) in enumerate(s.commit_queue):
            if c == card:
                del s.commit_queue[i]
                return m
        return None

    def committed(self, plan: Plan, event: E.MarkerCommitted) -> None:
        s = self.shown
        p = event.player
        if s.pending[event.card] is None:
            self.queued(event.card)
        s.pending[event.card] = None
        marker = Marker(event.kind, event.value, event.kind == "I")
        if event.circle < len(s.sides[p][event.card]):
            s.set_marker(p, event.card, event.circle, marker)
        else:
            s.add_marker(p, event.card, marker)
        circle = min(event.circle, len(s.sides[p][event.card]) - 1)
        self.marker(plan, G.pending_point(event.card, p), G.circle_centre(event.card, p, circle),
                    p, marker, lift=14)
        plan.arrivals[("side", p, event.card, circle)] += 1

    def discarded(self, plan: Plan, event: E.MarkerDiscarded) -> None:
        s = self.shown
        p = event.player
        box = G.supply_point("box")
        if event.was_new:
            marker = s.pending[event.card] or self.queued(event.card)
            s.pending[event.card] = None
            marker = marker or Marker(event.kind, event.value, event.kind == "I")
            self.marker(plan, G.pending_point(event.card, p), box, p, marker)
        else:
            circle = self.next_circle(event)
            side = s.sides[p][event.card]
            if circle is not None and circle < len(side):
                self.marker(plan, G.circle_centre(event.card, p, circle), box, p, side[circle])
                plan.arrivals[("side", p, event.card, circle)] += 1
        if event.kind == "I":
            s.box_influence[event.value] += 1
        else:
            s.box_bribes.append(BoxedBribe(p, Marker("B", 0, False), False))
        plan.arrivals[("box",)] += 1

    def next_circle(self, event: E.MarkerDiscarded) -> int | None:
        for step in self.queue.steps:
            other = getattr(step, "event", None)
            if isinstance(other, E.MarkerCommitted) and other.card == event.card:
                return other.circle
        return None

    def hand_to_supply(self, plan: Plan, p: int, count: int) -> None:
        """Mayor markers go back from a hand to the supply (a power paid, a hand trimmed)."""
        s = self.shown
        self.pieces(plan, "mayor", [(G.hand_point(p, max(0, s.hands[p] - 1 - i)),
                                     G.supply_point("mayor")) for i in range(count)])
        s.hands[p] -= count
        s.mayor_supply += count
        plan.arrivals[("supply", "mayor")] += count

    def cancelled(self, plan: Plan, event: E.RollCancelled) -> None:
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
                self.marker(plan, G.pending_point(card, a), G.supply_point(key), a, before, index)
                plan.arrivals[("supply", key)] += 1
                index += 1
        for card in (*range(6), MAYOR):
            have = s.mayor_cubes if card == MAYOR else s.card_cubes[card]
            want = target.mayor_cubes if card == MAYOR else target.card_cubes[card]
            index = self.pieces(plan, "cube", [
                (G.cube_point(card, have - 1 - i, have), G.supply_point("cubes"))
                for i in range(max(0, have - want))], index)
            if want > have:  # a cube moved back by the cancellation (Doubles 6)
                plan.arrivals[("cube", card)] += want - have
        index = self.pieces(plan, "mayor", [
            (G.mayor_pending_point(a, s.pending_mayor - 1 - i), G.supply_point("mayor"))
            for i in range(max(0, s.pending_mayor - target.pending_mayor))], index)
        for p in (0, 1):
            index = self.pieces(plan, "mayor", [
                (G.hand_point(p, s.hands[p] - 1 - i), G.supply_point("mayor"))
                for i in range(max(0, s.hands[p] - target.hands[p]))], index)
        if s.level != target.level:
            self.move_pawn("in_out_cubic", 0.9)
        if s.hitman and not target.hitman:
            self.pieces(plan, "hitman", [(G.hitman_held_point(a), G.supply_point("hitman"))],
                        lift=40)
        self.shown = target.copy()
        words = self.words("cancelled", {"how": event.how, "player": event.player})
        self.show_banner(words, "danger")
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
            # tumbling: a new random face every few hundredths of a second
            face = random.Random(int(t * 30) * 7 + i * 101 + value * 13).randint(1, 6) \
                if t < 0.8 else value
            angle = (1 - t) ** 2 * 540 * (self.dice_spin[i] or 0.5)
            bounce = math.sin(t * math.pi * 3.2) * (1 - t * 0.4)  # a throw and two bounces
            out.append((face, angle, abs(bounce) * 34 * (1 - t)))
        return out
