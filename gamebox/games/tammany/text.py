"""Tammany Hall in words: the game log, the choices and the table as plain text.

Pure (no pygame): the terminal game (`gamebox play tammany --text`), the window's move log
and the table scene use these functions. Every word comes from
`assets/i18n/tammany.<code>.json` through `gamebox.i18n.t`.

Hidden information (R5, section 9): these functions only say what their input says. Give
`describe_event` the event as the reader may see it (`game.view_event(event, seat)`) and
`board_text` / `status_text` / `describe_action` a view (`game.view(state, seat)`). No
event carries a sealed bid before `BidsRevealed`, and a view holds only the reader's own
pending bid, so nothing here can word another player's bid before the reveal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gamebox.engine.game import Result
from gamebox.engine.words import describe_with
from gamebox.games.tammany import events as E
from gamebox.games.tammany.model import (
    ACTIVATE,
    ASSIGN,
    BIDDING,
    BONUS,
    DRAW,
    FIRST,
    MAYOR,
    NAT_CODES,
    NAT_IDS,
    NO,
    OFFICES,
    OVER,
    SLANDER_2,
    TURN,
    TammanyAction,
    TammanyState,
)
from gamebox.i18n import t

Names = Sequence[str]

ELECTION_ORDER = (1, 2, 4, 7, 6, 14, 9, 15, 8, 5, 3, 17, 11, 13, 10)
"""The board's election order (R37); the data file says the same (a test checks it)."""
TAMMANY_HALL = 14
ZONE_OF = {
    **dict.fromkeys((1, 2, 4, 6, 7, 14), "I"),
    **dict.fromkeys((3, 5, 8, 9, 15), "II"),
    **dict.fromkeys((10, 11, 13, 17), "III"),
}
BONUS_WARDS = {1: "cube", 2: "cube", 4: "chip", 7: "chip"}  # R45, A1 (wards 4 and 7)
ELECTION_YEARS = (4, 8, 12, 16)


# -- small pieces -------------------------------------------------------------------------
def ward_name(ward: int) -> str:
    """ "Ward 6"; ward 14 is "Tammany Hall (ward 14)" (R46)."""
    if ward == TAMMANY_HALL:
        return t("tammany.ward.tammany_hall", number=ward)
    return t("tammany.ward.name", number=ward)


def nation_name(nation: str | int) -> str:
    """A nationality by id ("irish"), code ("IR") or index (0): "Irish", "Ιρλανδοί"."""
    key = NAT_IDS[nation] if isinstance(nation, int) else nation.strip().lower()
    codes = [c.lower() for c in NAT_CODES]
    if key in codes:
        key = NAT_IDS[codes.index(key)]
    if key not in NAT_IDS:
        raise ValueError(f"unknown nationality {nation!r}")
    return t(f"tammany.nation.{key}")


def office_name(office: str) -> str:
    """A city office by id ("deputy_mayor", "mayor"): "Deputy Mayor"."""
    if office not in (MAYOR, *OFFICES):
        raise ValueError(f"unknown office {office!r}")
    return t(f"tammany.office.{office}")


def _nat(n: int) -> str:
    return nation_name(NAT_IDS[n])


def _name(names: Names, player: int | None) -> str:
    if player is None or not 0 <= player < len(names):
        return t("tammany.log.nobody")
    return names[player]


def _sep() -> str:
    return t("tammany.log.list_separator")


def _chips(bid: Sequence[int]) -> str:
    """ "2 Irish, 1 English" or "nothing"; only non-zero colours, in tie-break order."""
    parts = [t("tammany.log.chip_count", count=v, nation=_nat(n)) for n, v in enumerate(bid) if v]
    return _sep().join(parts) if parts else t("tammany.log.no_chips")


def _cubes(cubes: Sequence[int]) -> str:
    parts = [t("tammany.board.cube_count", count=v, code=NAT_CODES[n]) for n, v in enumerate(cubes)]
    return " ".join(p for p, v in zip(parts, cubes, strict=True) if v) or t("tammany.board.none")


def _immigrants(cubes: Sequence[int]) -> str:
    """Cubes per nationality in words, for the log ("2 Italian immigrants")."""
    parts = [
        t("tammany.log.immigrant_count", count=v, nation=_nat(n)) for n, v in enumerate(cubes) if v
    ]
    return t("tammany.log.item_separator").join(parts) or t("tammany.board.none")


def _players(names: Names, players: Sequence[int]) -> str:
    return t("tammany.log.and_separator").join(_name(names, p) for p in players)


# -- the game log -------------------------------------------------------------------------
def _first(e: E.FirstPlayerChosen, n: Names) -> str:
    return t("tammany.log.first_player", player=_name(n, e.player))


def _zone(e: E.ZoneActivated, n: Names) -> str:
    return t("tammany.log.zone_activated", zone=e.zone)


def _setup_cube(e: E.SetupCubePlaced, n: Names) -> str:
    return t("tammany.log.setup_cube", nation=_nat(e.nationality), ward=ward_name(e.ward))


def _year(e: E.YearBegan, n: Names) -> str:
    return t(
        "tammany.log.year_began",
        year=e.year,
        term=(e.year + 3) // 4,
        player=_name(n, e.first_player),
    )


def _turn(e: E.TurnBegan, n: Names) -> str:
    return t("tammany.log.turn_began", player=_name(n, e.player), year=e.year)


def _drawn(e: E.CubeDrawn, n: Names) -> str:
    return t("tammany.log.cube_drawn", nation=_nat(e.nationality))


def _bosses(e: E.BossesPlaced, n: Names) -> str:
    if len(e.wards) == 2 and e.wards[0] == e.wards[1]:
        return t("tammany.log.bosses_same", player=_name(n, e.player), ward=ward_name(e.wards[0]))
    if len(e.wards) == 2:
        return t(
            "tammany.log.bosses_two",
            player=_name(n, e.player),
            ward=ward_name(e.wards[0]),
            other=ward_name(e.wards[1]),
        )
    return t("tammany.log.boss_one", player=_name(n, e.player), ward=ward_name(e.wards[0]))


def _cube_placed(e: E.CubePlaced, n: Names) -> str:
    key = "tammany.log.bonus_cube" if e.from_bag else "tammany.log.cube_placed"
    return t(key, player=_name(n, e.player), nation=_nat(e.nationality), ward=ward_name(e.ward))


def _gained(e: E.ChipsGained, n: Names) -> str:
    why = e.why if e.why in ("placement", "deputy_mayor", "ward_bonus", "immigrant_leader") else ""
    return t(
        f"tammany.log.chips.{why or 'generic'}",
        player=_name(n, e.player),
        chips=t("tammany.log.chip_count", count=e.count, nation=_nat(e.nationality)),
    )


def _removed(e: E.CubeRemoved, n: Names) -> str:
    return t(
        "tammany.log.cube_removed",
        player=_name(n, e.player),
        nation=_nat(e.nationality),
        ward=ward_name(e.ward),
    )


def _moved(e: E.CubeMoved, n: Names) -> str:
    return t(
        "tammany.log.cube_moved",
        player=_name(n, e.player),
        nation=_nat(e.nationality),
        source=ward_name(e.source),
        target=ward_name(e.target),
    )


def _locked(e: E.WardLocked, n: Names) -> str:
    return t("tammany.log.ward_locked", player=_name(n, e.player), ward=ward_name(e.ward))


def _slandered(e: E.Slandered, n: Names) -> str:
    key = "tammany.log.slander_second" if e.second else "tammany.log.slander"
    return t(
        key,
        player=_name(n, e.player),
        target=_name(n, e.target),
        ward=ward_name(e.ward),
        chips=t("tammany.log.chip_count", count=e.chips, nation=_nat(e.nationality)),
    )


def _turn_ended(e: E.TurnEnded, n: Names) -> str:
    return t("tammany.log.turn_ended", player=_name(n, e.player))


def _garden(e: E.GardenReturned, n: Names) -> str:
    if not any(e.cubes):
        return t("tammany.log.garden_empty")
    return t("tammany.log.garden_returned", cubes=_immigrants(e.cubes))


def _election(e: E.ElectionBegan, n: Names) -> str:
    return t("tammany.log.election_began", year=e.year, term=(e.year + 3) // 4)


def _bid_locked(e: E.BidLocked, n: Names) -> str:
    return t("tammany.log.bid_locked", player=_name(n, e.player), ward=ward_name(e.ward))


def _revealed(e: E.BidsRevealed, n: Names) -> str:
    if not any(any(bid) for _, bid in e.bids):
        return t("tammany.log.bids_none", ward=ward_name(e.ward))
    items = [t("tammany.log.bid_item", player=_name(n, p), chips=_chips(bid)) for p, bid in e.bids]
    return t(
        "tammany.log.bids_revealed",
        ward=ward_name(e.ward),
        bids=t("tammany.log.item_separator").join(items),
    )


def _elected(e: E.WardElected, n: Names) -> str:
    ward = ward_name(e.ward)
    votes = _sep().join(
        t("tammany.log.votes_item", player=_name(n, p), count=v) for p, v in e.votes
    )
    if not e.votes:
        return t("tammany.log.ward_no_candidate", ward=ward)
    if e.winner is None:
        return t("tammany.log.ward_tied", ward=ward, votes=votes)
    if len(e.votes) == 1:
        return t("tammany.log.ward_unopposed", ward=ward, player=_name(n, e.winner))
    return t("tammany.log.ward_won", ward=ward, player=_name(n, e.winner), votes=votes)


def _leaders(e: E.ImmigrantLeaders, n: Names) -> str:
    if not e.players:
        return t("tammany.log.no_leader", nation=_nat(e.nationality))
    return t(
        "tammany.log.leaders",
        nation=_nat(e.nationality),
        players=_players(n, e.players),
        count=len(e.players),
    )


def _points(e: E.PointsScored, n: Names) -> str:
    player = _name(n, e.player)
    vp = t("tammany.log.vp", count=e.points)
    why = e.why
    if why.startswith("ward "):
        return t("tammany.log.points.ward", player=player, vp=vp, ward=ward_name(int(why[5:])))
    if why.startswith("majority "):
        code = why.split()[1]
        return t("tammany.log.points.majority", player=player, vp=vp, nation=nation_name(code))
    if why == "slander chips":
        return t("tammany.log.points.slander", player=player, vp=vp)
    if why == "mayor":
        return t("tammany.log.points.mayor", player=player, vp=vp)
    return t("tammany.log.points.generic", player=player, vp=vp)


def _mayor(e: E.MayorChosen, n: Names) -> str:
    how = e.how if e.how in ("wards", "chips", "incumbent") else "none"
    return t(f"tammany.log.mayor.{how}", player=_name(n, e.player))


def _offices(e: E.OfficesAssigned, n: Names) -> str:
    items = [
        t("tammany.log.office_item", player=_name(n, p), office=office_name(o))
        for p, o in enumerate(e.offices)
        if o is not None and o != MAYOR
    ]
    if not items:
        return t("tammany.log.offices_none")
    return t("tammany.log.offices_assigned", offices=_sep().join(items))


def _election_ended(e: E.ElectionEnded, n: Names) -> str:
    return t("tammany.log.election_ended", year=e.year)


def _game_over(e: E.GameOver, n: Names) -> str:
    return game_over_text(e.result, n)


_DESCRIBERS: dict[type, Callable[[Any, Names], str]] = {
    E.FirstPlayerChosen: _first,
    E.ZoneActivated: _zone,
    E.SetupCubePlaced: _setup_cube,
    E.YearBegan: _year,
    E.TurnBegan: _turn,
    E.CubeDrawn: _drawn,
    E.BossesPlaced: _bosses,
    E.CubePlaced: _cube_placed,
    E.ChipsGained: _gained,
    E.CubeRemoved: _removed,
    E.CubeMoved: _moved,
    E.WardLocked: _locked,
    E.Slandered: _slandered,
    E.TurnEnded: _turn_ended,
    E.GardenReturned: _garden,
    E.ElectionBegan: _election,
    E.BidLocked: _bid_locked,
    E.BidsRevealed: _revealed,
    E.WardElected: _elected,
    E.ImmigrantLeaders: _leaders,
    E.PointsScored: _points,
    E.MayorChosen: _mayor,
    E.OfficesAssigned: _offices,
    E.ElectionEnded: _election_ended,
    E.GameOver: _game_over,
}


def describe_event(event: E.Event, names: Names) -> str:
    """One line of the game log, e.g. "Red places 2 bosses in Ward 6."

    Pass the event as the reader may see it (`game.view_event(event, seat)`).
    """
    return describe_with(_DESCRIBERS, event, names)


# -- results ------------------------------------------------------------------------------
def _decided(result: Result) -> str:
    return t(f"tammany.decided_by.{result.decided_by}")


def game_over_text(result: Result, names: Names) -> str:
    """ "Game over: Red wins. Red 31 VP, Yellow 28 VP, ..." and what decided a tie."""
    scores = _sep().join(
        t("tammany.log.score_item", player=_name(names, p), vp=t("tammany.log.vp", count=s))
        for p, s in ((p, result.scores[p]) for p in result.ranking)
    )
    key = "tammany.log.game_over" if result.decided_by == "score" else "tammany.log.game_over_tie"
    return t(key, winner=_name(names, result.winner), scores=scores, how=_decided(result))


def result_text(result: Result, names: Names) -> str:
    """The final sheet: per player, best first, VP from the elections, chip majorities
    (R56) and unused slander chips (R57), the total and the chips of the tie-break (R58)."""
    lines = [t("tammany.board.result_title")]
    for place, p in enumerate(result.ranking, 1):
        part = result.breakdown[p] if p < len(result.breakdown) else {}
        lines.append(
            t(
                "tammany.board.result_line",
                place=place,
                player=_name(names, p),
                total=part.get("total", result.scores[p]),
                elections=part.get("elections", result.scores[p]),
                majorities=part.get("majorities", 0),
                slander=part.get("slander", 0),
                chips=part.get("chips", 0),
            )
        )
    lines.append(t("tammany.board.result_winner", winner=_name(names, result.winner)))
    lines.append(_decided(result))
    return "\n".join(lines)


# -- choices ------------------------------------------------------------------------------
def _assignment(values: Sequence[int], names: Names) -> str:
    items = [
        t("tammany.log.office_item", player=_name(names, p), office=office_name(OFFICES[o]))
        for o in range(len(OFFICES))
        for p, held in enumerate(values)
        if held == o
    ]
    return _sep().join(items)


def describe_action(action: TammanyAction, view: TammanyState, names: Names) -> str:
    """A choice in words for the player to act in `view`, e.g.
    "Place a boss in Ward 2 and an English immigrant in Ward 6 (+1 English chip)"."""
    k, a, b, c = action.kind, action.a, action.b, action.c
    if k == "end":
        return t("tammany.action.end")
    if k == "place":
        if b == NO:
            return t("tammany.action.place_one", ward=ward_name(a))
        if a == b:
            return t("tammany.action.place_same", ward=ward_name(a))
        return t("tammany.action.place_two", ward=ward_name(a), other=ward_name(b))
    if k == "place_cube":
        return t(
            "tammany.action.place_cube",
            ward=ward_name(a),
            nation=_nat(b),
            cube_ward=ward_name(c),
        )
    if k == "chip":
        return t("tammany.action.office_chip", nation=_nat(a))
    if k == "remove":
        return t("tammany.action.office_remove", nation=_nat(b), ward=ward_name(a))
    if k == "move":
        return t(
            "tammany.action.office_move",
            nation=_nat(b),
            source=ward_name(a),
            target=ward_name(c),
        )
    if k == "lock":
        return t("tammany.action.office_lock", ward=ward_name(a))
    if k == "slander":
        return t(
            "tammany.action.slander",
            target=_name(names, a),
            ward=ward_name(b),
            nation=_nat(c),
        )
    if k == "slander2":
        if a == NO:
            return t("tammany.action.slander2_none")
        pending = view.pending_slander
        nat = _nat(pending[2]) if pending else ""
        target = _name(names, pending[1]) if pending else ""
        return t("tammany.action.slander2", ward=ward_name(a), nation=nat, target=target)
    if k == "bid":
        bidder = _acting(view)
        known = bidder is not None and view.ward in view.bosses
        bosses = view.bosses[view.ward][bidder] if known else 0  # type: ignore[index]
        if not any(action.values):
            return t("tammany.action.bid_zero", count=bosses)
        return t(
            "tammany.action.bid", chips=_chips(action.values), count=bosses + sum(action.values)
        )
    if k == "bonus_cube":
        return t("tammany.action.bonus_cube", nation=_nat(a), ward=ward_name(b))
    if k == "bonus_chip":
        return t("tammany.action.bonus_chip", nation=_nat(a))
    if k == "assign":
        return t("tammany.action.assign", offices=_assignment(action.values, names))
    if k == "first":
        return t("tammany.action.first", player=_name(names, a))
    if k == "activate":
        return t("tammany.action.activate", nation=_nat(b), ward=ward_name(a))
    if k == "draw":
        return t("tammany.action.draw", nation=_nat(a))
    return str(action)


# -- the table ----------------------------------------------------------------------------
def _acting(view: TammanyState) -> int | None:
    """The seat to act in `view` (the same answer as `TammanyGame.turn`), None for chance."""
    phase = view.phase
    if phase in (FIRST, ACTIVATE, DRAW, OVER):
        return None
    if phase == BIDDING:
        return next((p for p in view.bidders if not view.bid_done[p]), None)
    if phase == BONUS:
        return view.winners.get(view.bonus_ward)
    if phase == ASSIGN:
        return view.mayor
    return view.current


def status_text(view: TammanyState, names: Names, you: int | None = None) -> str:
    """Who must do what now, in one line; spoken to the reader ("Your turn...") when
    the seat to act is `you` (the one person playing against the computer)."""
    phase = view.phase
    if phase == OVER:
        return t("tammany.status.over")
    if phase in (FIRST, ACTIVATE, DRAW):
        return t(f"tammany.status.{phase}")
    acting = _acting(view)
    player = _name(names, acting)
    return _status(view, player, "status_you" if acting is not None and acting == you else "status")


def _status(view: TammanyState, player: str, group: str) -> str:
    """The status words of `group` ("status", or "status_you" spoken to the reader)."""
    words = f"tammany.{group}"
    phase = view.phase
    if phase == TURN:
        p = view.current
        office = view.office[p] in OFFICES and not view.office_used[p]  # R20, R21
        slander = view.year >= 5 and not view.slandered_this_term[p] and view.slander[p] > 0
        if view.placement_done:
            key = "turn_placed" if office or slander else "turn_end"
        else:
            key = "turn_more" if office or slander else "turn"
        return t(f"{words}.{key}", player=player, year=view.year)
    if phase == SLANDER_2:
        ward = view.pending_slander[0] if view.pending_slander else NO
        return t(f"{words}.slander_2", player=player, ward=ward_name(ward))
    if phase == BIDDING:
        done = sum(1 for p in view.bidders if view.bid_done[p])
        return t(
            f"{words}.bidding",
            player=player,
            ward=ward_name(view.ward),
            done=done,
            count=len(view.bidders),
        )
    if phase == BONUS:
        kind = BONUS_WARDS.get(view.bonus_ward, "chip")
        return t(f"{words}.bonus_{kind}", player=player, ward=ward_name(view.bonus_ward))
    return t(f"{words}.assign", player=player)


def _ward_line(view: TammanyState, ward: int, names: Names, width: int) -> str:
    bosses = [
        t("tammany.board.boss_item", player=_name(names, p), count=k)
        for p, k in enumerate(view.bosses[ward])
        if k
    ]
    tags = []
    if ward in BONUS_WARDS:
        tags.append(t(f"tammany.board.bonus_{BONUS_WARDS[ward]}"))
    if ward in view.locked:
        tags.append(t("tammany.board.locked"))
    if ward in view.winners and view.phase in (BIDDING, BONUS, ASSIGN):
        tags.append(t("tammany.board.won_by", player=_name(names, view.winners[ward])))
    if view.phase == BIDDING and ward == view.ward:
        tags.append(t("tammany.board.voting"))
    return t(
        "tammany.board.ward_line",
        ward=ward_name(ward).ljust(width),
        zone=ZONE_OF.get(ward, "?").ljust(3),
        cubes=_cubes(view.cubes[ward]).ljust(18),
        bosses=_sep().join(bosses) or t("tammany.board.none"),
        tags=(" · ".join(tags)),
    ).rstrip()


def _player_line(view: TammanyState, p: int, names: Names, width: int) -> str:
    office = view.office[p]
    notes = []
    if view.slandered_this_term[p]:
        notes.append(t("tammany.board.slandered"))
    if view.phase == TURN and p == view.current:
        notes.append(t("tammany.board.acting"))
    return t(
        "tammany.board.player_line",
        player=_name(names, p).ljust(width),
        vp=view.vp[p],
        chips=" ".join(f"{NAT_CODES[n]}{view.chips[p][n]}" for n in range(4)),
        slander=view.slander[p],
        bosses=view.placeable(p),
        office=office_name(office) if office else t("tammany.board.no_office"),
        notes=(" · ".join(notes)),
    ).rstrip()


def _election_lines(view: TammanyState, names: Names) -> list[str]:
    lines = []
    if view.phase == BIDDING:
        w = view.ward
        lines.append(
            t("tammany.board.election_ward", ward=ward_name(w), cubes=_cubes(view.cubes[w]))
        )
        for p in view.candidates(w):
            eligible = view.eligible(p, w)
            bid = view.bids[p]
            if p not in view.bidders:
                state = t("tammany.board.bid_forced")
            elif bid is not None and view.bid_done[p]:
                state = t("tammany.board.bid_own", chips=_chips(bid))
            elif view.bid_done[p]:
                state = t("tammany.board.bid_sealed")
            else:
                state = t("tammany.board.bid_waiting")
            lines.append(
                t(
                    "tammany.board.candidate_line",
                    player=_name(names, p),
                    bosses=t("tammany.board.bosses", count=view.bosses[w][p]),
                    eligible=_chips(eligible),
                    most=view.bosses[w][p] + sum(eligible),
                    state=state,
                )
            )
    if view.phase in (BIDDING, BONUS, ASSIGN) and view.winners:
        won = _sep().join(
            t("tammany.board.won_item", ward=ward_name(w), player=_name(names, p))
            for w, p in view.winners.items()
        )
        lines.append(t("tammany.board.won_so_far", list=won))
    return lines


def board_text(view: TammanyState, names: Names) -> str:
    """The table as the reader of `view` sees it: the year and term, whose move it is, every
    ward in election order (zone, cubes, bosses, bonus, lock), Castle Garden, the bag and the
    set-up boxes still waiting, each player's VP, chips, slander chips, free bosses and
    office, the Council President's locks and, during an election, the ward being voted,
    its candidates with their eligible chips and which bids are sealed (never their size)."""
    term = view.term
    lines = [
        t("tammany.board.title", year=view.year, term=term),
        status_text(view, names),
        "",
    ]
    if view.phase in (BIDDING, BONUS, ASSIGN):
        lines.append(t("tammany.board.election", year=view.year))
    elif view.year in ELECTION_YEARS and view.phase != OVER:
        lines.append(t("tammany.board.election_after", year=view.year))
    lines.append(t("tammany.board.wards_heading"))
    active_zones = set(view.zones_active)
    shown = [w for w in ELECTION_ORDER if w in view.cubes and ZONE_OF.get(w) in active_zones]
    ward_width = max((len(ward_name(w)) for w in shown), default=0)
    for ward in shown:
        lines.append(_ward_line(view, ward, names, ward_width))
    waiting = [z for z in ("I", "II", "III") if z not in active_zones and z in view.boxes]
    for z in waiting:
        lines.append(t("tammany.board.box", zone=z, cubes=_cubes(view.boxes[z])))
    lines.append("")
    lines.append(t("tammany.board.garden", cubes=_cubes(view.garden), count=sum(view.garden)))
    lines.append(t("tammany.board.bag", cubes=_cubes(view.bag), count=sum(view.bag)))
    lines.append(t("tammany.board.locks", used=view.locks_this_term))
    lines.append("")
    width = max(len(_name(names, p)) for p in range(view.n))
    lines.append(t("tammany.board.players_heading"))
    for p in range(view.n):
        lines.append(_player_line(view, p, names, width))
    if any(view.leaders):
        items = [
            t("tammany.board.leader_item", nation=_nat(n), players=_players(names, ps))
            for n, ps in enumerate(view.leaders)
            if ps
        ]
        lines.append(t("tammany.board.leaders", list=_sep().join(items)))
    election = _election_lines(view, names)
    if election:
        lines.append("")
        lines += election
    lines.append(t("tammany.board.legend"))
    return "\n".join(lines)
