"""Capo's animations on the shared queue (`gamebox.app.table.motion`): what flies from
where to where, reading the table before an event and the rules' view after it, never
re-applying a rule. Every bribe flies with the same back and the same timing whatever
its value (R75). The dice and the level pawn have tweens of their own (`tick`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from gamebox.app.table.motion import Flyer, Motion, Plan, Point
from gamebox.app.tween import Tween
from gamebox.games.capo import events as E
from gamebox.games.capo import text
from gamebox.games.capo.faces import FaceOf
from gamebox.games.capo.model import MAYOR, CapoState, Marker
from gamebox.games.capo.table import geometry as G
from gamebox.i18n import t


class CapoMotion(Motion):
    """The pieces in flight, the dice and the pawn, each marker with `face_of`'s face."""

    banner_scale = 1.6

    def __init__(self, view: CapoState, seconds: Callable[[], float], face_of: FaceOf,
                 words: Callable[[str, dict], str]) -> None:
        self.face_of = face_of
        self.rng = random.Random(1920)
        self.dice: tuple[int, int] = (0, 0)
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
        return view

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
               to: tuple = (), index: int = 0, lift: float = 26.0) -> None:
        plan.flyers.append(self.fly("marker", start, end, index, owner=owner, lift=lift,
                                    face=self.face_of(marker, owner)))
        if to:
            plan.arrivals[to] += 1

    def pieces(self, plan: Plan, kind: str, moves: list[tuple[Point, Point]], to: tuple = (),
               first: int = 0) -> int:
        """Fly Mayor markers, cubes or the hitman one after another, counted on their way
        `to` a place (if one is named); the next index."""
        lift = 40.0 if kind == "hitman" else 26.0
        for i, (start, end) in enumerate(moves):
            plan.flyers.append(self.fly(kind, start, end, first + i, lift=lift))
        if to:
            plan.arrivals[to] += len(moves)
        return first + len(moves)

    def move_pawn(self, level: int, easing: str, scale: float) -> None:
        self.pawn_from = level
        seconds = self.seconds() * scale
        self.pawn_tween = Tween(seconds, easing) if seconds > 0 else None

    def flip(self, plan: Plan, was: CapoState, owner: int, card: int, circle: int,
             value: int) -> None:
        side = was.sides[owner][card]
        if circle >= len(side):
            return
        point = G.circle_centre(card, owner, circle)
        plan.flyers.append(Flyer("flip", point, point, Tween(self.seconds() * 1.2, "in_out_quad"),
                                 0, owner, self.face_of(Marker("B", value, True), owner),
                                 self.face_of(side[circle], owner)))
        plan.arrivals[("side", owner, card, circle)] += 1

    # -- one event: where it happens and what moves ---------------------------------------------
    def spot(self, event: object) -> Point | None:
        if isinstance(event, (E.DiceRolled, E.RollCancelled)):
            return ((G.DICE_CENTRES[0][0] + G.DICE_CENTRES[1][0]) / 2, G.DICE_CENTRES[0][1])
        if isinstance(event, (E.InfluencePlaced, E.BribePlaced)):
            return G.pending_point(event.card, event.player)
        if isinstance(event, E.MarkerDeceived):
            return G.pending_point(event.target, event.player)
        if isinstance(event, E.LevelRaised):
            return G.track_point(event.level)
        if isinstance(event, E.CubePlaced):
            return G.cube_point(event.card, 0, 1)
        if isinstance(event, E.CubeMoved):
            return G.cube_point(event.target, 0, 1)
        if isinstance(event, E.MayorRefilled):
            return G.cube_point(MAYOR, 0, 1)
        if isinstance(event, E.BribeRevealed):
            return G.circle_centre(event.card, event.owner, event.circle)
        if isinstance(event, E.MarkerCommitted):
            return G.circle_centre(event.card, event.player, event.circle)
        if isinstance(event, E.MarkerDiscarded):
            return G.supply_point("box")
        if isinstance(event, E.GameEndTriggered):
            return G.supply_point(event.supply)
        if isinstance(event, (E.HitmanTaken, E.PaidOff)):
            x, y = G.hitman_held_point(event.player)
            return (x, y - 16) if isinstance(event, E.HitmanTaken) else G.supply_point("hitman")
        if isinstance(event, E.MayorMarkerPlaced) and not event.to_hand:
            return G.mayor_pending_point(event.player, 0)
        if isinstance(event, E.ExtortionBonus):
            return G.score_point(event.player, 0)
        if isinstance(event, (E.MayorMarkerPlaced, E.MayorMarkersBanked, E.PowerPaid,
                              E.HandTrimmed, E.MayorMarkerSkipped)):
            return G.hand_point(event.player, 0)
        if isinstance(event, (E.TurnBegan, E.ArrestTriggered, E.Arrested)):
            x, y, _w, h = G.panel_box(event.player)
            return (x + 110, y + h / 2)
        return None

    def plan(self, event: E.Event) -> Plan:
        was = self.shown
        step = self.current
        if step is not None and step.view is not None:
            self.shown = self.display(step.view)
        plan = Plan()
        self.moves(plan, event, was, self.shown)
        if self.shown is was:  # the rules did not say the table after it: hide nothing
            plan.arrivals.clear()
        return plan

    def moves(self, plan: Plan, event: E.Event, was: CapoState, s: CapoState) -> None:
        base = self.seconds()
        a = s.active
        if isinstance(event, E.StartPlayerChosen):
            for p in (0, 1):
                self.pieces(plan, "mayor", [(G.supply_point("mayor"), G.hand_point(p, i))
                                            for i in range(was.hands[p], s.hands[p])], ("hand", p))
            self.show_banner(self.words("start", {"player": event.player}), "gold")
        elif isinstance(event, E.TurnBegan):
            words = self.words("turn", {"player": event.player, "number": event.turn_number})
            self.show_banner(words, "gold", 1.2)
            plan.seconds = base * 0.5
        elif isinstance(event, E.DiceRolled):
            self.dice = (event.white, event.black)
            plan.seconds = base * 1.5
            self.dice_tween = Tween(plan.seconds, "linear") if plan.seconds > 0 else None
            self.dice_spin = (self.rng.uniform(-1, 1), self.rng.uniform(-1, 1))
        elif isinstance(event, E.InfluencePlaced | E.BribePlaced):
            bribe = isinstance(event, E.BribePlaced)  # R70: nobody sees a bribe placed
            marker = Marker("B", 0, False) if bribe else Marker("I", event.value)
            self.marker(plan, G.supply_point("bribes" if bribe else f"I{event.value}"),
                        G.pending_point(event.card, a), event.player, marker,
                        ("pending", event.card))
        elif isinstance(event, E.LevelRaised):
            self.move_pawn(was.level, "out_back", 0.9)
            plan.seconds = base * 0.9
            if event.scandal:
                self.show_banner(self.words("scandal", {"by": event.by}), "danger")
        elif isinstance(event, E.MayorMarkerPlaced):
            p = event.player
            if event.to_hand:
                end, place = G.hand_point(p, was.hands[p]), ("hand", p)
            else:
                end, place = G.mayor_pending_point(a, was.pending_mayor), ("pmayor",)
            self.pieces(plan, "mayor", [(G.supply_point("mayor"), end)], place)
        elif isinstance(event, E.CubePlaced):
            count = s.mayor_cubes if event.card == MAYOR else s.card_cubes[event.card]
            end = G.cube_point(event.card, count - 1, count)
            self.pieces(plan, "cube", [(G.supply_point("cubes"), end)], ("cube", event.card))
        elif isinstance(event, E.CubeMoved):
            old, count = was.card_cubes[event.source], s.card_cubes[event.target]
            self.pieces(plan, "cube", [(G.cube_point(event.source, old - 1, old),
                                        G.cube_point(event.target, count - 1, count))],
                        ("cube", event.target))
        elif isinstance(event, E.BribeRevealed):
            self.flip(plan, was, event.owner, event.card, event.circle, event.value)
            plan.seconds = base * 1.2
        elif isinstance(event, E.GameEndTriggered):
            what = t(f"capo.table.supply_name.{event.supply}")
            self.show_banner(self.words("game_end", {"what": what}), "gold", 2.4)
            plan.seconds = base * 0.8
        elif isinstance(event, E.HitmanTaken):
            move = (G.supply_point("hitman"), G.hitman_held_point(event.player))
            self.pieces(plan, "hitman", [move], ("hitman",))
        elif isinstance(event, E.ArrestTriggered):
            self.show_banner(self.words("arrest", {}), "danger", 2.0)
            plan.seconds = base * 1.0
        elif isinstance(event, E.Arrested):
            self.arrested(plan, event, was)
        elif isinstance(event, E.RollCancelled):
            self.cancelled(plan, event, was, s)
        elif isinstance(event, E.MarkerDeceived):
            marker = was.pending[event.source]
            if marker is not None:
                self.marker(plan, G.pending_point(event.source, a),
                            G.pending_point(event.target, a), a, marker, ("pending", event.target))
        elif isinstance(event, E.PowerPaid):
            p = event.player
            self.hand_to_supply(plan, was, p, event.cost)
            if event.power in ("backstab", "reneg", "deceive", "pocket", "payoff"):
                power = text.power_name(event.power)
                self.show_banner(self.words("power", {"power": power, "player": p}),
                                 "danger" if event.power in ("backstab", "reneg") else "info")
        elif isinstance(event, E.MarkerCommitted):
            p = event.player
            self.marker(plan, G.pending_point(event.card, p),
                        G.circle_centre(event.card, p, event.circle), p,
                        Marker(event.kind, event.value, event.kind == "I"),
                        ("side", p, event.card, event.circle), lift=14)
        elif isinstance(event, E.MarkerDiscarded):
            self.discarded(plan, event, was)
        elif isinstance(event, E.MayorMarkersBanked):
            p = event.player
            self.pieces(plan, "mayor", [
                (G.mayor_pending_point(a, max(0, was.pending_mayor - 1 - i)),
                 G.hand_point(p, was.hands[p] + i)) for i in range(event.count)], ("hand", p))
        elif isinstance(event, E.ExtortionBonus):
            p, have = event.player, was.mayor_cubes
            self.pieces(plan, "cube", [
                (G.cube_point(MAYOR, max(0, have - 1 - i), have),
                 G.score_point(p, was.score_piles[p] + i)) for i in range(event.cubes)],
                ("score", p))
            if event.cubes:
                self.show_banner(self.words("bonus", {"player": p, "count": event.cubes}), "gold")
        elif isinstance(event, E.MayorRefilled):
            have = was.mayor_cubes
            self.pieces(plan, "cube", [(G.supply_point("cubes"), G.cube_point(MAYOR, n - 1, n))
                                       for n in range(have + 1, have + event.cubes + 1)],
                        ("cube", MAYOR))
        elif isinstance(event, E.HandTrimmed):
            self.hand_to_supply(plan, was, event.player, event.returned)
        elif isinstance(event, E.TurnEnded):
            if was.level:
                self.move_pawn(was.level, "in_out_cubic", 0.8)
            if was.hitman:
                move = (G.hitman_held_point(event.player), G.supply_point("hitman"))
                self.pieces(plan, "hitman", [move], ("hitman_supply",))
            if event.arrested:
                plan.seconds = base * 0.4
        elif isinstance(event, E.FinalReveal):
            for owner, card, circle, value in event.values:
                self.flip(plan, was, owner, card, circle, value)
            plan.seconds = base * 1.2
        # MayorMarkerSkipped, PaidOff, WindowPassed, GameOver: words only (the log)

    # -- the longer cases ----------------------------------------------------------------------
    def arrested(self, plan: Plan, event: E.Arrested, was: CapoState) -> None:
        a = was.active
        index = 0
        for card, kind in event.returned:
            marker = was.pending[card] or (
                Marker("B", 0, False) if kind == "B" else Marker("I", int(kind[1:])))
            index = self.pending_to_supply(plan, a, card, marker, index)
        self.pieces(plan, "mayor", [(G.mayor_pending_point(a, i), G.supply_point("mayor"))
                                    for i in range(was.pending_mayor)], ("supply", "mayor"), index)

    def discarded(self, plan: Plan, event: E.MarkerDiscarded, was: CapoState) -> None:
        p = event.player
        box = G.supply_point("box")
        if event.was_new:  # from beside the card (or the stop procedure's queue)
            marker = was.pending[event.card] or next(
                (m for c, m in was.commit_queue if c == event.card),
                Marker(event.kind, event.value, event.kind == "I"))
            self.marker(plan, G.pending_point(event.card, p), box, p, marker)
        else:  # from its circle, which the new marker takes
            circle = self.next_circle(event)
            side = was.sides[p][event.card]
            if circle is not None and circle < len(side):
                self.marker(plan, G.circle_centre(event.card, p, circle), box, p, side[circle],
                            ("side", p, event.card, circle))
        plan.arrivals[("box",)] += 1

    def next_circle(self, event: E.MarkerDiscarded) -> int | None:
        for step in self.queue.steps:
            other = getattr(step, "event", None)
            if isinstance(other, E.MarkerCommitted) and other.card == event.card:
                return other.circle
        return None

    def pending_to_supply(self, plan: Plan, a: int, card: int, marker: Marker,
                          index: int) -> int:
        """A pending marker goes back to its supply tile (an arrest, a cancelled roll)."""
        key = "bribes" if marker.kind == "B" else f"I{marker.value}"
        self.marker(plan, G.pending_point(card, a), G.supply_point(key), a, marker,
                    ("supply", key), index)
        return index + 1

    def hand_to_supply(self, plan: Plan, was: CapoState, p: int, count: int) -> None:
        """Mayor markers go back from a hand to the supply (a power paid, a hand trimmed)."""
        self.pieces(plan, "mayor", [(G.hand_point(p, max(0, was.hands[p] - 1 - i)),
                                     G.supply_point("mayor")) for i in range(count)],
                    ("supply", "mayor"))

    def cancelled(self, plan: Plan, event: E.RollCancelled, was: CapoState,
                  s: CapoState) -> None:
        """R59: the table goes back to where it was before the roll: whatever the roll
        brought flies back to the supply."""
        a = was.active
        index = 0
        for card in range(6):
            before = was.pending[card]
            if before is not None and s.pending[card] is None:
                index = self.pending_to_supply(plan, a, card, before, index)
        for card in (*range(6), MAYOR):
            have = was.mayor_cubes if card == MAYOR else was.card_cubes[card]
            want = s.mayor_cubes if card == MAYOR else s.card_cubes[card]
            index = self.pieces(plan, "cube", [
                (G.cube_point(card, have - 1 - i, have), G.supply_point("cubes"))
                for i in range(max(0, have - want))], first=index)
            if want > have:  # a cube moved back by the cancellation (Doubles 6)
                plan.arrivals[("cube", card)] += want - have
        starts = [G.mayor_pending_point(a, was.pending_mayor - 1 - i)
                  for i in range(max(0, was.pending_mayor - s.pending_mayor))]
        starts += [G.hand_point(p, was.hands[p] - 1 - i)
                   for p in (0, 1) for i in range(max(0, was.hands[p] - s.hands[p]))]
        self.pieces(plan, "mayor", [(start, G.supply_point("mayor")) for start in starts],
                    first=index)
        if was.level != s.level:
            self.move_pawn(was.level, "in_out_cubic", 0.9)
        if was.hitman and not s.hitman:
            self.pieces(plan, "hitman", [(G.hitman_held_point(a), G.supply_point("hitman"))])
        how = text.power_name(event.how)
        self.show_banner(self.words("cancelled", {"how": how, "player": event.player}), "danger")
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
