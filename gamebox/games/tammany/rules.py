"""Tammany Hall rules engine (pure): the state machine of the specification, R1-R58.

Every step is a method that changes a fresh copy `s` of the input state and appends
events. Steps nobody decides (year start, end of year, ward openings, scoring) run
inside the `apply` that leads to them. Rule numbers refer to the rules specification
(tammany-hall.md) and are quoted where a rule is applied. The game lasts 16 years with
an election after years 4, 8, 12 and 16 (R2: `config.years`, `config.election_years`).

Decisions recorded here:
- Ending a turn is an explicit `end` action, even when it is the only legal one (years
  1-4 after the placement, or with no office power and no slander left). It is the moment
  the turn is handed over: in hot-seat it brings up the pass screen, and until then the
  player can look at the result of the placement and undo it. The engine never plays it
  for the player; a table may show it as the "End turn" confirmation. Steps nobody
  decides (a lone candidate, a forced zero bid, chance with one outcome) are never asked.
- Sealed bids are listed as the product of the eligible chips, colour by colour, capped
  at `BID_LIST_LIMIT` (see `_bids`); `is_legal` and `apply` take every bid R40 allows.
"""

from __future__ import annotations

import itertools
import math
import random
from functools import cached_property
from typing import Any

from gamebox.engine.game import CHANCE, Game, IllegalAction, Result, Turn
from gamebox.engine.steps import event_list
from gamebox.games.tammany import events as E
from gamebox.games.tammany.config import TammanyConfig, load_config
from gamebox.games.tammany.model import (
    ACTIVATE,
    ASSIGN,
    BIDDING,
    BONUS,
    CHANCE_PHASES,
    COLOURS,
    DRAW,
    END,
    FIRST,
    MAYOR,
    NAT_CODES,
    NO,
    OFFICES,
    OVER,
    SLANDER_2,
    TURN,
    TammanyAction,
    TammanyState,
)
from gamebox.games.tammany.notation import Bounds, parse_tammany_action
from gamebox.games.tammany.rules_standing import breakdown

PROMPTS = {
    FIRST: "wait for the first player to be drawn",
    ACTIVATE: "wait for the set-up cubes to be placed",
    DRAW: "wait for Castle Garden to be filled",
    TURN: "use an office, place, slander or end the turn",
    SLANDER_2: "take the second slander removal or decline it",
    BIDDING: "submit a sealed bid",
    BONUS: "take the ward bonus",
    ASSIGN: "hand out the city offices",
    OVER: "nothing: the game is over",
}
DEPUTY, COUNCIL, CHIEF, PRECINCT = OFFICES
BID_LIST_LIMIT = 625
"""At most this many bids are listed (5 levels in each of 4 colours); see `_bids`."""


class TammanyGame(Game):
    id = "tammany"
    title = "Tammany Hall"
    min_players = 3
    max_players = 5
    # Measured: the longest action listed in 200 random and 50 AI games has 99 characters,
    # a five-player office assignment (`assign deputy_mayor=natural council_president=yellow
    # chief_of_police=black precinct_chairman=purple`), the longest form there is; the
    # margin is for typed spaces.
    max_action_chars = 128
    seat_names = COLOURS
    # Setup choices offered by the menu: (option, choices, default). R8: random by default;
    # a colour (or a seat number, as `gamebox simulate` passes) fixes the first player.
    options_spec = (("start_player", ("random", *COLOURS), "random"),)

    def __init__(self, config: TammanyConfig) -> None:
        self.config = config
        self.data_version = config.data_version

    @classmethod
    def from_assets(cls) -> TammanyGame:
        from gamebox.paths import asset

        return cls(load_config(asset("data", "tammany.yaml")))

    # -- setup (R8-R13) ------------------------------------------------------------------
    def new_state(self, n_players: int = 3, options: dict[str, Any] | None = None) -> TammanyState:
        if not 3 <= n_players <= 5:
            raise ValueError("Tammany Hall is for 3 to 5 players (R1)")
        options = options or {}
        c = self.config
        s = TammanyState(n_players, c.wards)
        s.slander = [c.slander_per_player] * n_players  # R9
        s.boxes = {z: list(zone.box) for z, zone in c.zones.items()}  # R11
        s.bag = list(c.initial_bag)
        s.phase = FIRST
        start = options.get("start_player", "random")
        if start != "random":
            if isinstance(start, str) and start.strip().isdigit():
                start = int(start)
            elif isinstance(start, str) and start in COLOURS:
                start = COLOURS.index(start)
            if isinstance(start, bool) or not isinstance(start, int):
                raise ValueError(f"unknown start_player {start!r}: random, a colour or a seat")
            if not 0 <= start < n_players:
                raise ValueError(
                    f"start_player {start!r}: a {n_players}-player game has seats"
                    f" {', '.join(COLOURS[:n_players])}"
                )
            self._on_first(s, [], TammanyAction("first", start), s)
        return s

    # -- the contract ----------------------------------------------------------------------
    def turn(self, state: TammanyState) -> Turn:
        phase = state.phase
        if phase == OVER:
            return Turn(None)
        if phase in CHANCE_PHASES:
            return Turn(CHANCE)
        if phase == BIDDING:
            return Turn(self._next_bidder(state))
        if phase == BONUS:
            return Turn(state.winners[state.bonus_ward])
        if phase == ASSIGN:
            assert state.mayor is not None
            return Turn(state.mayor)
        return Turn(state.current)

    def chance_outcomes(self, state: TammanyState) -> list[tuple[TammanyAction, float]]:
        phase = state.phase
        if phase == FIRST:
            return [(TammanyAction("first", p), 1 / state.n) for p in range(state.n)]
        if phase == ACTIVATE:
            zone, ward = state.activating[0]
            box = state.boxes[zone]
            total = sum(box)
            return [
                (TammanyAction("activate", ward, n), box[n] / total) for n in range(4) if box[n]
            ]
        if phase == DRAW:
            total = sum(state.bag)
            return [
                (TammanyAction("draw", n), state.bag[n] / total) for n in range(4) if state.bag[n]
            ]
        return []

    def legal_actions(self, state: TammanyState) -> list[TammanyAction]:
        phase = state.phase
        if phase == TURN:
            p = state.current
            actions: list[TammanyAction] = []
            if not state.office_used[p]:
                actions += self._office_actions(state, p)
            if not state.placement_done:
                actions += self._placements(state, p)
            if not state.slander_done:
                actions += self._slanders(state, p)
            if state.placement_done or not self._placements(state, p):
                actions.append(END)  # R18, R30; never played for the player, see the docstring
            return actions
        if phase == SLANDER_2:
            return [
                *(TammanyAction("slander2", w) for w in self._second_wards(state)),
                TammanyAction("slander2"),
            ]
        if phase == BIDDING:
            return self._bids(state.eligible(self._next_bidder(state), state.ward))
        if phase == BONUS:
            if self.config.bonus[state.bonus_ward] == "favor_chip":
                return [TammanyAction("bonus_chip", n) for n in range(4)]
            return [
                TammanyAction("bonus_cube", n, w)
                for n in range(4)
                if state.bag[n]
                for w in self.config.wards
                if state.is_open(w)
            ]
        if phase == ASSIGN:
            return self._assignments(state)
        return []

    def is_legal(self, state: TammanyState, action: Any) -> bool:
        """Cheaper than listing for bids, whose number grows with the chips held."""
        if state.phase == BIDDING and isinstance(action, TammanyAction):
            if action.kind != "bid" or len(action.values) != 4:
                return False
            held = state.eligible(self._next_bidder(state), state.ward)
            return all(0 <= v <= h for v, h in zip(action.values, held, strict=True))
        if self.turn(state).is_chance:
            return any(a == action for a, _ in self.chance_outcomes(state))
        return action in self.legal_actions(state)

    # R20-R25; R26: `is_open` keeps locked wards out of every target list
    def _office_actions(self, s: TammanyState, p: int) -> list[TammanyAction]:
        office = s.office[p]
        wards = self.config.wards
        if office == DEPUTY:
            return [TammanyAction("chip", n) for n in range(4)]  # R22
        if office == COUNCIL:
            if s.locks_this_term >= 2 or s.locked_this_year:  # R25
                return []
            return [TammanyAction("lock", w) for w in wards if s.is_open(w)]
        if office in (CHIEF, PRECINCT):
            actions = []
            for w in wards:
                if not s.is_open(w) or sum(s.cubes[w]) < 2:  # R23, R24: never the last cube
                    continue
                for n in range(4):
                    if not s.cubes[w][n]:
                        continue
                    if office == CHIEF:
                        actions.append(TammanyAction("remove", w, n))
                    else:
                        actions += [
                            TammanyAction("move", w, n, t)
                            # R24, A2: adjacent only, as in the English rulebook (the Greek
                            # translation leaves out "adjacent")
                            for t in sorted(self.config.neighbours[w])
                            if s.is_open(t)
                        ]
            return actions
        return []  # R21: the Mayor has no yearly power; no office, no power

    # R27-R30
    def _placements(self, s: TammanyState, p: int) -> list[TammanyAction]:
        free = s.placeable(p, self.config.bosses_per_player)
        if free <= 0:
            return []
        open_wards = [w for w in self.config.wards if s.is_open(w)]  # R28, R26
        actions = []
        if free >= 2 or not any(s.garden):
            for i, a in enumerate(open_wards):
                if free >= 2:
                    actions += [TammanyAction("place", a, b) for b in open_wards[i:]]
                else:
                    actions.append(TammanyAction("place", a))
        for n in range(4):
            if s.garden[n]:
                actions += [
                    TammanyAction("place_cube", a, n, c) for a in open_wards for c in open_wards
                ]
        return actions

    # R31-R33
    def _slanders(self, s: TammanyState, p: int) -> list[TammanyAction]:
        if s.year < 5 or s.slandered_this_term[p] or s.slander[p] < 1:
            return []
        actions = []
        for w in self.config.wards:
            if not s.is_open(w) or not s.bosses[w][p]:
                continue
            for x in range(s.n):
                if x == p or not s.bosses[w][x]:
                    continue
                actions += [
                    TammanyAction("slander", x, w, n)
                    for n in range(4)
                    if s.cubes[w][n] and s.chips[p][n] >= 1
                ]
        return actions

    def _second_wards(self, s: TammanyState) -> list[int]:
        """R34: adjacent, open, holding nationality n, both players present, 2 chips."""
        assert s.pending_slander is not None
        w1, x, n = s.pending_slander
        p = s.current
        if s.chips[p][n] < 2:
            return []
        return [
            w
            for w in sorted(self.config.neighbours[w1])
            if s.is_open(w) and s.cubes[w][n] and s.bosses[w][x] and s.bosses[w][p]
        ]

    # R52
    def _assignments(self, s: TammanyState) -> list[TammanyAction]:
        assert s.mayor is not None
        others = [p for p in range(s.n) if p != s.mayor]
        actions = []
        for chosen in itertools.permutations(range(len(OFFICES)), len(others)):
            values = [NO] * s.n
            for p, o in zip(others, chosen, strict=True):
                values[p] = o
            actions.append(TammanyAction("assign", values=tuple(values)))
        return actions

    @staticmethod
    def _bids(held: list[int]) -> list[TammanyAction]:
        """R40, listed: every bid from 0 up to the eligible chips held, colour by colour,
        in a stable order (IR slowest, "bid 0" first). When that product would exceed
        `BID_LIST_LIMIT`, each colour lists 0..k plus "all of it", with the largest k that
        fits; `is_legal` and `apply` still take any bid R40 allows (a stepper can compose it).
        """
        k = max(held)
        while True:
            levels = [sorted({*range(min(h, k) + 1), h}) for h in held]
            if math.prod(len(v) for v in levels) <= BID_LIST_LIMIT or k == 0:
                break
            k -= 1
        return [TammanyAction("bid", values=v) for v in itertools.product(*levels)]

    def _next_bidder(self, s: TammanyState) -> int:
        for p in s.bidders:
            if not s.bid_done[p]:
                return p
        raise AssertionError("no bidder left")

    # -- apply -------------------------------------------------------------------------------
    def apply(
        self, state: TammanyState, action: TammanyAction
    ) -> tuple[TammanyState, list[E.Event]]:
        if state.is_view:
            raise IllegalAction("a view cannot be played on; determinize it first")
        if not isinstance(action, TammanyAction):
            raise IllegalAction(f"{action!r} is not a Tammany Hall action")
        if not self.is_legal(state, action):
            raise IllegalAction(self.explain_illegal(state, action))
        return self.step(state, action)

    def step(
        self, state: TammanyState, action: TammanyAction
    ) -> tuple[TammanyState, list[E.Event]]:
        """`apply` without the legality check, for search that only plays legal actions."""
        s = state.copy()
        ev: list[E.Event] = event_list(s)  # notes each event's state for a table
        getattr(self, "_on_" + state.phase)(s, ev, action, state)
        return s, ev

    def explain_illegal(self, state: TammanyState, action: TammanyAction) -> str:
        if state.phase == OVER:
            return "the game is over"
        head = f"'{action}' is not legal now"
        if state.phase == BIDDING:
            return f"{head}: a bid may use only eligible chips the bidder holds (R40)"
        legal = self.legal_actions(state)
        shown = ", ".join(str(a) for a in legal[:12]) + (" ..." if len(legal) > 12 else "")
        return f"{head}: {PROMPTS[state.phase]}. Legal now: {shown}"

    # -- setup, year and turn start ------------------------------------------------------
    def _on_first(self, s: TammanyState, ev: list, action: TammanyAction, before: Any) -> None:
        s.first_player = s.current = action.a  # R8
        ev.append(E.FirstPlayerChosen(action.a))
        self._year_start(s, ev)

    def _year_start(self, s: TammanyState, ev: list) -> None:
        """R13: activations first; then the first player's turn."""
        zones = self.config.activation[s.n].get(s.year, ())
        for z in zones:
            zone = self.config.zones[z]
            s.zones_active.append(z)
            ev.append(E.ZoneActivated(z))
            wards = list(zone.wards)
            if zone.reserved is not None:  # R12: the Irish cube of Tammany Hall
                ward, nat = zone.reserved
                s.boxes[z][nat] -= 1
                s.cubes[ward][nat] += 1
                ev.append(E.SetupCubePlaced(ward, nat))
                wards.remove(ward)
            s.activating += [(z, w) for w in wards]
        self._continue_activation(s, ev)

    def _continue_activation(self, s: TammanyState, ev: list) -> None:
        while s.activating:
            zone = s.activating[0][0]
            box = s.boxes[zone]
            kinds = [n for n in range(4) if box[n]]
            if len(kinds) > 1:
                s.phase = ACTIVATE
                return
            self._setup_cube(s, ev, kinds[0])  # only one nationality left: no chance
        s.office_used = [False] * s.n
        s.locked_this_year = False
        s.current = s.first_player
        ev.append(E.YearBegan(s.year, s.first_player))
        self._turn_start(s, ev)

    def _setup_cube(self, s: TammanyState, ev: list, nat: int) -> None:
        zone, ward = s.activating.pop(0)
        s.boxes[zone][nat] -= 1
        s.cubes[ward][nat] += 1
        ev.append(E.SetupCubePlaced(ward, nat))

    def _on_activate(self, s: TammanyState, ev: list, action: TammanyAction, before: Any) -> None:
        self._setup_cube(s, ev, action.b)
        self._continue_activation(s, ev)

    def _turn_start(self, s: TammanyState, ev: list) -> None:
        """R16: Castle Garden is refilled only when empty, from what the bag holds."""
        s.placement_done = False
        s.slander_done = False
        s.pending_slander = None
        ev.append(E.TurnBegan(s.current, s.year))
        s.phase = TURN
        if not any(s.garden) and any(s.bag):
            s.draws_left = min(s.n + self.config.garden_extra, sum(s.bag))
            self._continue_draw(s, ev)

    def _continue_draw(self, s: TammanyState, ev: list) -> None:
        while s.draws_left:
            kinds = [n for n in range(4) if s.bag[n]]
            if len(kinds) > 1:
                s.phase = DRAW
                return
            self._draw(s, ev, kinds[0])
        s.phase = TURN

    def _draw(self, s: TammanyState, ev: list, nat: int) -> None:
        s.bag[nat] -= 1
        s.garden[nat] += 1
        s.draws_left -= 1
        ev.append(E.CubeDrawn(nat))

    def _on_draw(self, s: TammanyState, ev: list, action: TammanyAction, before: Any) -> None:
        self._draw(s, ev, action.a)
        self._continue_draw(s, ev)

    # -- the turn (R17-R36) ----------------------------------------------------------------
    def _on_turn(self, s: TammanyState, ev: list, action: TammanyAction, before: Any) -> None:
        p = s.current
        k = action.kind
        if k == "end":
            ev.append(E.TurnEnded(p))
            self._end_turn(s, ev)
        elif k in ("place", "place_cube"):
            self._place(s, ev, p, action)
        elif k == "slander":
            self._slander(s, ev, p, action)
        else:
            self._office(s, ev, p, action)

    def _office(self, s: TammanyState, ev: list, p: int, action: TammanyAction) -> None:
        s.office_used[p] = True  # R20: once per year
        k, a, b, c = action.kind, action.a, action.b, action.c
        if k == "chip":  # R22
            s.chips[p][a] += 1
            ev.append(E.ChipsGained(p, a, 1, "deputy_mayor"))
        elif k == "remove":  # R23
            s.cubes[a][b] -= 1
            s.bag[b] += 1
            ev.append(E.CubeRemoved(p, a, b))
        elif k == "move":  # R24
            s.cubes[a][b] -= 1
            s.cubes[c][b] += 1
            ev.append(E.CubeMoved(p, a, c, b))
        else:  # R25
            s.locked.append(a)
            s.locks_this_term += 1
            s.locked_this_year = True
            ev.append(E.WardLocked(p, a))

    def _place(self, s: TammanyState, ev: list, p: int, action: TammanyAction) -> None:
        s.placement_done = True
        if action.kind == "place":  # R27 (a), R30
            wards = (action.a,) if action.b == NO else (action.a, action.b)
            for w in wards:
                s.bosses[w][p] += 1
            ev.append(E.BossesPlaced(p, wards))
        else:  # R27 (b), R29
            w, n, c = action.a, action.b, action.c
            s.garden[n] -= 1
            s.cubes[c][n] += 1
            ev.append(E.CubePlaced(p, c, n))
            s.bosses[w][p] += 1
            ev.append(E.BossesPlaced(p, (w,)))
            s.chips[p][n] += 1
            ev.append(E.ChipsGained(p, n, 1, "placement"))

    def _slander(self, s: TammanyState, ev: list, p: int, action: TammanyAction) -> None:
        x, w, n = action.a, action.b, action.c  # R33
        s.slander_done = True
        s.slandered_this_term[p] = True  # R32
        s.slander[p] -= 1
        s.chips[p][n] -= 1
        s.bosses[w][x] -= 1  # R36: back to X's supply
        ev.append(E.Slandered(p, x, w, n, 1))
        s.pending_slander = (w, x, n)
        if self._second_wards(s):
            s.phase = SLANDER_2
        else:
            s.pending_slander = None

    def _on_slander_2(self, s: TammanyState, ev: list, action: TammanyAction, before: Any) -> None:
        assert s.pending_slander is not None
        _, x, n = s.pending_slander
        s.pending_slander = None
        s.phase = TURN
        if action.a != NO:  # R34, R35
            p = s.current
            s.chips[p][n] -= 2
            s.bosses[action.a][x] -= 1
            ev.append(E.Slandered(p, x, action.a, n, 2, second=True))

    def _end_turn(self, s: TammanyState, ev: list) -> None:
        s.current = (s.current + 1) % s.n  # R15
        if s.current != s.first_player:  # R14: every player once a year, then phase 3
            self._turn_start(s, ev)
            return
        if s.year not in self.config.election_years:  # R19
            s.year += 1
            self._year_start(s, ev)
            return
        back = tuple(s.garden)
        for n in range(4):
            s.bag[n] += s.garden[n]
        s.garden = [0, 0, 0, 0]
        ev.append(E.GardenReturned(back))  # type: ignore[arg-type]
        ev.append(E.ElectionBegan(s.year))
        s.incumbent = s.mayor
        s.winners = {}
        s.election_index = 0
        self._open_ward(s, ev)

    # -- the election (R37-R54) ----------------------------------------------------------
    def _open_ward(self, s: TammanyState, ev: list) -> None:
        """R37-R39: the next ward with cubes; bidding only between two or more candidates."""
        order = self.config.election_order
        while s.election_index < len(order):
            w = order[s.election_index]
            s.election_index += 1
            if not s.is_active(w):
                continue
            s.ward = w
            cands = s.candidates(w)
            if len(cands) == 0:
                ev.append(E.WardElected(w, None, ()))
                continue
            if len(cands) == 1:
                votes = ((cands[0], s.bosses[w][cands[0]]),)
                if self._win(s, ev, w, cands[0], votes):
                    return
                continue
            s.bids = [None] * s.n
            s.bid_done = [False] * s.n
            first = s.first_player
            asking = sorted(cands, key=lambda p: (p - first) % s.n)  # section 9
            s.bidders = [p for p in asking if any(s.eligible(p, w))]
            for p in cands:
                if p not in s.bidders:
                    s.bids[p] = (0, 0, 0, 0)  # forced and public
            if s.bidders:
                s.phase = BIDDING
                return
            if self._resolve(s, ev, w):
                return
        self._after_wards(s, ev)

    def _on_bidding(self, s: TammanyState, ev: list, action: TammanyAction, before: Any) -> None:
        p = self._next_bidder(s)
        s.bids[p] = action.values
        s.bid_done[p] = True
        ev.append(E.BidLocked(p, s.ward))
        if all(s.bid_done[q] for q in s.bidders) and not self._resolve(s, ev, s.ward):
            self._open_ward(s, ev)

    def _resolve(self, s: TammanyState, ev: list, w: int) -> bool:
        """R40-R44; returns whether a bonus decision now waits."""
        cands = s.candidates(w)
        shown = tuple((p, tuple(s.bids[p] or (0, 0, 0, 0))) for p in cands)
        ev.append(E.BidsRevealed(w, shown))
        votes = []
        for p, bid in shown:
            for n in range(4):
                s.chips[p][n] -= bid[n]  # R43: every chip bid goes to the supply
            votes.append((p, s.bosses[w][p] + sum(bid)))  # R41
        s.bids = [None] * s.n
        s.bid_done = [False] * s.n
        s.bidders = []
        best = max(v for _, v in votes)
        top = [p for p, v in votes if v == best]
        if len(top) > 1:  # R42: a tie elects nobody
            for p in cands:
                s.bosses[w][p] = 0  # R44
            ev.append(E.WardElected(w, None, tuple(votes)))
            return False
        return self._win(s, ev, w, top[0], tuple(votes))

    def _win(self, s: TammanyState, ev: list, w: int, winner: int, votes: tuple) -> bool:
        for p in range(s.n):
            s.bosses[w][p] = 1 if p == winner else 0  # R44
        s.winners[w] = winner
        ev.append(E.WardElected(w, winner, votes))
        kind = self.config.bonus.get(w)  # R45, A1: chips at 4 and 7 (Greek text: "4 and 5")
        if kind == "favor_chip" or (kind == "cube" and any(s.bag)):
            s.bonus_ward = w
            s.phase = BONUS
            return True
        return False

    def _on_bonus(self, s: TammanyState, ev: list, action: TammanyAction, before: Any) -> None:
        p = s.winners[s.bonus_ward]
        if action.kind == "bonus_chip":
            s.chips[p][action.a] += 1
            ev.append(E.ChipsGained(p, action.a, 1, "ward_bonus"))
        else:
            s.bag[action.a] -= 1
            s.cubes[action.b][action.a] += 1
            ev.append(E.CubePlaced(p, action.b, action.a, from_bag=True))
        s.bonus_ward = NO
        self._open_ward(s, ev)

    def _after_wards(self, s: TammanyState, ev: list) -> None:
        c = self.config
        s.ward = NO
        # R47: immigrant leaders
        counts = [[0, 0, 0, 0] for _ in range(s.n)]
        for w, p in s.winners.items():
            for n in range(4):
                counts[p][n] += s.cubes[w][n]
        for n in range(4):
            best = max(counts[p][n] for p in range(s.n))
            leaders = [p for p in range(s.n) if counts[p][n] == best] if best >= 1 else []
            for p in leaders:
                s.chips[p][n] += c.leader_chips
                ev.append(E.ChipsGained(p, n, c.leader_chips, "immigrant_leader"))
            s.leaders[n] = leaders
            ev.append(E.ImmigrantLeaders(n, tuple(leaders)))
        # R48, R46
        won = [0] * s.n
        for w, p in s.winners.items():
            won[p] += 1
            s.vp[p] += c.vp[w]
            ev.append(E.PointsScored(p, c.vp[w], f"ward {w}"))
        # R49-R51
        mayor, how = self.choose_mayor(s, won)
        s.office = [None] * s.n
        s.mayor = mayor
        if mayor is not None:
            s.office[mayor] = MAYOR
        ev.append(E.MayorChosen(mayor, how))
        if mayor is not None:
            s.vp[mayor] += c.mayor_vp
            ev.append(E.PointsScored(mayor, c.mayor_vp, "mayor"))
        if s.year >= c.years:  # R55
            self._final_scoring(s, ev)
            return
        if mayor is not None:
            s.phase = ASSIGN  # R52
            s.current = mayor
            return
        self._election_end(s, ev)

    def choose_mayor(self, s: TammanyState, won: list[int]) -> tuple[int | None, str]:
        most = max(won)
        tied = [p for p in range(s.n) if won[p] == most]
        if len(tied) == 1:
            return tied[0], "wards"

        def key(p: int) -> tuple[int, ...]:
            return (sum(s.chips[p]), *s.chips[p])

        best = max(key(p) for p in tied)
        top = [p for p in tied if key(p) == best]
        if len(top) == 1:
            return top[0], "chips"
        if s.incumbent is not None:  # R50
            return s.incumbent, "incumbent"
        return None, "none"

    def _on_assign(self, s: TammanyState, ev: list, action: TammanyAction, before: Any) -> None:
        # R53: the offices now stay as given until the next election's R51
        for p, o in enumerate(action.values):
            if o != NO:
                s.office[p] = OFFICES[o]
        ev.append(E.OfficesAssigned(tuple(s.office)))
        self._election_end(s, ev)

    def _election_end(self, s: TammanyState, ev: list) -> None:
        """R54."""
        s.locked = []
        s.locks_this_term = 0
        s.slandered_this_term = [False] * s.n
        if s.mayor is not None:
            s.first_player = s.mayor  # R15
        ev.append(E.ElectionEnded(s.year))
        s.year += 1
        self._year_start(s, ev)

    # -- end of game (R55-R58) -------------------------------------------------------------
    def _final_scoring(self, s: TammanyState, ev: list) -> None:
        c = self.config
        for n in range(4):  # R56
            best = max(s.chips[p][n] for p in range(s.n))
            if best >= 1:
                for p in range(s.n):
                    if s.chips[p][n] == best:
                        s.vp[p] += c.majority_vp
                        ev.append(E.PointsScored(p, c.majority_vp, f"majority {NAT_CODES[n]}"))
        for p in range(s.n):  # R57
            if s.slander[p]:
                s.vp[p] += s.slander[p]
                ev.append(E.PointsScored(p, s.slander[p], "slander chips"))
        s.phase = OVER
        result = self.result(s)
        assert result is not None
        ev.append(E.GameOver(result))

    def result(self, state: TammanyState) -> Result | None:
        if state.phase != OVER:
            return None
        n = state.n

        def key(p: int) -> tuple[int, ...]:  # R58
            return (state.vp[p], sum(state.chips[p]), *state.chips[p], int(state.mayor == p))

        ranking = tuple(sorted(range(n), key=key, reverse=True))
        names = ("score", "chips", "irish", "english", "german", "italian", "mayor")
        decided_by = "shared"
        a, b = key(ranking[0]), key(ranking[1])
        for index, name in enumerate(names):
            if a[index] != b[index]:
                decided_by = name
                break
        return Result(tuple(state.vp), ranking, decided_by, breakdown(self.config, state))

    def standing(self, view: TammanyState) -> tuple[dict[str, int], ...]:
        """The score sheet so far, end-game points as they would fall now (all public)."""
        return breakdown(self.config, view)

    # -- hidden information (R5, section 9) ------------------------------------------------
    def view(self, state: TammanyState, player: int | None) -> TammanyState:
        v = state.copy()
        v.viewer = -2 if player is None else player
        if state.phase == BIDDING:
            v.bids = [
                b if (p == player or p not in state.bidders) else None
                for p, b in enumerate(state.bids)
            ]
        return v

    def determinize(self, view: TammanyState, rng: random.Random) -> TammanyState:
        """Sealed bids the viewer cannot see are sampled uniformly from the bids the
        bidder could legally have made; the bag is public and draws are chance steps."""
        s = view.copy()
        s.viewer = None
        if s.phase == BIDDING:
            for p in s.bidders:
                if s.bid_done[p] and s.bids[p] is None:
                    held = s.eligible(p, s.ward)
                    s.bids[p] = tuple(rng.randint(0, h) for h in held)
        return s

    # -- notation ----------------------------------------------------------------------------
    @cached_property
    def notation_bounds(self) -> Bounds:
        return Bounds.of(self.config)

    def parse_action(self, state: TammanyState, text: str) -> TammanyAction:
        if len(text) > self.max_action_chars:
            raise IllegalAction(
                f"a text of {len(text)} characters is no action: none of {self.title}"
                f" is longer than {self.max_action_chars}"
            )
        return parse_tammany_action(text, self.notation_bounds, state.n)

    def encode(self, state: TammanyState) -> dict[str, Any]:
        return state.to_dict()

