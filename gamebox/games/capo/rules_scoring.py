"""Capo Dei Capi: final scoring (R66-R68) -- the last face-down bribes are revealed, each
District card goes to the stronger side (ties to nobody), and the result is ranked with
its tie-breaks. A part of its own (`ScoringMixin`) because `result` and `card_strengths`
are also called on states outside the turn machine and change nothing.
"""

from __future__ import annotations

from gamebox.engine.game import Result
from gamebox.games.capo import events as E
from gamebox.games.capo.config import CapoConfig
from gamebox.games.capo.model import (
    OVER,
    CapoState,
    Marker,
)


class ScoringMixin:
    """The final reveal, card strengths and `result` of `CapoGame`."""

    config: CapoConfig

    # -- scoring (R66-R68) -------------------------------------------------------------------
    def _score(self, s: CapoState, ev: list) -> None:
        values = []
        for p in range(2):
            for card in range(6):
                for i, marker in enumerate(s.sides[p][card]):
                    if marker.is_bribe and not marker.face_up:
                        s.set_marker(p, card, i, Marker("B", marker.value, True))
                        values.append((p, card, i, marker.value))
        ev.append(E.FinalReveal(tuple(values)))
        s.phase = OVER
        result = self.result(s)
        assert result is not None
        ev.append(E.GameOver(result))

    def card_strengths(self, s: CapoState, card: int) -> tuple[int, int]:
        return (
            sum(m.value for m in s.sides[0][card]),
            sum(m.value for m in s.sides[1][card]),
        )

    def standing(self, view: CapoState) -> tuple[dict[str, int], ...]:
        """The score so far as `view` shows it, in `result`'s breakdown rows (R66, R67):
        each card goes to the side that is stronger by the values the view's player may
        see -- Influence, face-up bribes, and that player's own face-down bribes -- and
        every other face-down bribe counts 0, whether or not the view carries its value.
        The true state (`viewer` None) counts everything, as the final score will."""
        seer = view.viewer

        def known(marker: Marker, owner: int) -> int:
            if not marker.is_bribe or marker.face_up or seer is None or seer == owner:
                return marker.value
            return 0

        cards = [0, 0]
        card_cubes = [0, 0]
        for card in range(6):
            red, blue = (sum(known(m, p) for m in view.sides[p][card]) for p in range(2))
            if red != blue:
                winner = 0 if red > blue else 1
                cards[winner] += 1
                card_cubes[winner] += view.card_cubes[card]
        return tuple(
            {
                "cards": cards[p],
                "card_cubes": card_cubes[p],
                "mayor_cubes": view.score_piles[p],
                "total": cards[p] + card_cubes[p] + view.score_piles[p],
                "mayor_markers": view.hands[p],
            }
            for p in range(2)
        )

    def result(self, state: CapoState) -> Result | None:
        if state.phase != OVER:
            return None
        cards = [0, 0]
        card_cubes = [0, 0]
        for card in range(6):
            red, blue = self.card_strengths(state, card)
            if red != blue:  # R66: a tie, 0-0 included, scores for nobody
                winner = 0 if red > blue else 1
                cards[winner] += 1
                card_cubes[winner] += state.card_cubes[card]
        vp = [cards[p] + card_cubes[p] + state.score_piles[p] for p in range(2)]
        keys = [
            (vp[p], state.hands[p], cards[p], 1 if state.ender == p else 0) for p in range(2)
        ]
        ranking = tuple(sorted(range(2), key=lambda p: keys[p], reverse=True))
        decided_by = "score"
        for index, name in enumerate(("score", "mayor_markers", "cards", "game_ender")):
            if keys[0][index] != keys[1][index]:
                decided_by = name
                break
        breakdown = tuple(
            {
                "cards": cards[p],
                "card_cubes": card_cubes[p],
                "mayor_cubes": state.score_piles[p],
                "total": vp[p],
                "mayor_markers": state.hands[p],
            }
            for p in range(2)
        )
        return Result(tuple(vp), ranking, decided_by, breakdown)
