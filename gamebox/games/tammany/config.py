"""Tammany Hall's board and numbers, read and checked from assets/data/tammany.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamebox.engine.data import Reader, load_yaml, validate_data
from gamebox.games.tammany.data_schema import TAMMANY_DATA
from gamebox.games.tammany.model import NAT_IDS, OFFICES


@dataclass(frozen=True, slots=True)
class Zone:
    id: str
    wards: tuple[int, ...]
    box: tuple[int, int, int, int]
    reserved: tuple[int, int] | None  # (ward, nationality index)


@dataclass(frozen=True, slots=True)
class TammanyConfig:
    data_version: int
    wards: tuple[int, ...]  # ascending
    zone_of: dict[int, str]
    neighbours: dict[int, frozenset[int]]
    election_order: tuple[int, ...]
    vp: dict[int, int]
    bonus: dict[int, str]  # ward -> "cube" | "favor_chip" (only bonus wards)
    zones: dict[str, Zone]
    activation: dict[int, dict[int, tuple[str, ...]]]  # players -> year -> zones
    initial_bag: tuple[int, int, int, int]
    cubes_per_nationality: int
    bosses_per_player: int
    slander_per_player: int
    colours: tuple[str, ...]
    garden_extra: int
    years: int
    election_years: tuple[int, ...]
    mayor_vp: int
    leader_chips: int
    majority_vp: int
    source: str = ""
    map_data: Any = None  # the raw top-level `map:` section (ward shapes for the table), if any


def load_config(path: str | Path) -> TammanyConfig:
    r = Reader(validate_data(TAMMANY_DATA, load_yaml(path), path), path)
    game = r.get("game")
    if game.str("id") != "tammany":
        raise game.error("this file is not Tammany Hall's data (expected id: tammany)", "id")
    players = game.get("players")
    if (players.int("min"), players.int("max")) != (3, 5):
        raise players.error("Tammany Hall is for 3 to 5 players")

    nats = tuple(n.str("id") for n in r.list("nationalities", min_len=4))
    if nats != NAT_IDS or tuple(r.list("tiebreak_nationality_order", raw=True)) != NAT_IDS:
        raise r.error(f"must list {', '.join(NAT_IDS)} in this order", "nationalities")

    components = r.get("components")
    per_nat = components.int("immigrant_cubes_per_nationality", min=1)
    bosses = components.int("ward_bosses_per_colour", min=3)
    slander = components.int("slander_chips_per_player", min=0)

    wards_r = r.list("wards", min_len=1)
    ids = [w.int("id", min=1) for w in wards_r]
    if len(ids) != 15 or len(set(ids)) != 15:
        raise r.error(f"must list 15 different wards, lists {len(ids)}", "wards")
    zone_of: dict[int, str] = {}
    neighbours: dict[int, frozenset[int]] = {}
    vp: dict[int, int] = {}
    bonus: dict[int, str] = {}
    positions: dict[int, int] = {}
    for w, ward in zip(ids, wards_r, strict=True):
        zone_of[w] = ward.str("zone", choices=("I", "II", "III"))
        near = [n.int() for n in ward.list("neighbours", min_len=1)]
        if w in near or any(n not in ids for n in near) or len(set(near)) != len(near):
            raise ward.error("neighbours must be other, existing wards, each once", "neighbours")
        neighbours[w] = frozenset(near)
        vp[w] = ward.int("vp", min=1)
        kind = ward.str("bonus", choices=("none", "cube", "favor_chip"))
        if kind != "none":
            bonus[w] = kind
        positions[w] = ward.int("election_position", min=1, max=15)
    for w, near in neighbours.items():
        for n in near:
            if w not in neighbours[n]:
                raise r.error(f"ward {w} lists {n} as neighbour but not the reverse", "wards")
    pairs = {frozenset((w, n)) for w, near in neighbours.items() for n in near}
    edges = {frozenset(e.int() for e in edge.list()) for edge in r.list("adjacency_edges")}
    if len(pairs) != 28:
        raise r.error(f"the wards' neighbours make {len(pairs)} pairs, expected 28", "wards")
    if edges != pairs:
        raise r.error("adjacency_edges disagree with the wards' neighbours", "adjacency_edges")
    for edge in r.list("not_adjacent_corner_contacts"):
        if frozenset(e.int() for e in edge.list()) in pairs:
            raise edge.error("a corner contact must not be adjacent")

    order = tuple(w.int() for w in r.list("election_order"))
    if sorted(order) != sorted(ids):
        raise r.error("must hold every ward exactly once", "election_order")
    if any(positions[w] != i + 1 for i, w in enumerate(order)):
        raise r.error("disagrees with the wards' election_position", "election_order")
    if r.int("tammany_hall_ward") not in ids:
        raise r.error("not a ward", "tammany_hall_ward")

    zones: dict[str, Zone] = {}
    for z in r.list("zones", min_len=3):
        zid = z.str("id")
        zw = tuple(w.int() for w in z.list("wards"))
        if sorted(zw) != sorted(w for w in ids if zone_of[w] == zid):
            raise z.error("its wards disagree with the wards' zones", "wards")
        box_r = z.get("setup_box")
        box = tuple(box_r.int(n, min=0) for n in NAT_IDS)
        if sum(box) != len(zw):
            raise z.error("must hold exactly one cube per ward of the zone", "setup_box")
        order_in = tuple(w.int() for w in z.list("election_order"))
        if order_in != tuple(w for w in order if zone_of[w] == zid):
            raise z.error("disagrees with the full election order", "election_order")
        reserved = None
        res = z.get("reserved_cube")
        if res.value is not None:
            nat = NAT_IDS.index(res.str("nationality", choices=NAT_IDS))
            reserved = (res.int("ward"), nat)
            if reserved[0] not in zw or box[nat] < 1:
                raise res.error("must be a ward of the zone and a cube of its box")
        zones[zid] = Zone(zid, tuple(sorted(zw)), box, reserved)  # type: ignore[arg-type]
    bag_r = r.get("initial_bag")
    bag = tuple(bag_r.int(n, min=0) for n in NAT_IDS)
    for i, n in enumerate(NAT_IDS):
        total = bag[i] + sum(z.box[i] for z in zones.values())
        if total != per_nat:
            raise bag_r.error(f"{n}: bag and set-up boxes hold {total} cubes, not {per_nat}", n)

    activation: dict[int, dict[int, tuple[str, ...]]] = {}
    act = r.get("zone_activation")
    for n in (3, 4, 5):
        table = act.get(n)
        by_year = {int(y): tuple(str(z) for z in zs) for y, zs in table.value.items()}
        listed = [z for zs in by_year.values() for z in zs]
        if sorted(listed) != sorted(zones):
            raise table.error("must activate each zone exactly once")
        if 1 not in by_year:
            raise table.error("must activate a zone in year 1")
        activation[n] = by_year

    calendar = r.get("calendar")
    scoring = r.get("scoring")
    each = scoring.get("each_election")
    final = scoring.get("final")
    offices = tuple(o.str("id") for o in r.list("offices"))
    if offices != ("mayor", *OFFICES):
        raise r.error(f"must list mayor, {', '.join(OFFICES)}", "offices")
    return TammanyConfig(
        data_version=r.int("data_version", min=1),
        wards=tuple(sorted(ids)),
        zone_of=zone_of,
        neighbours=neighbours,
        election_order=order,
        vp=vp,
        bonus=bonus,
        zones=zones,
        activation=activation,
        initial_bag=bag,  # type: ignore[arg-type]
        cubes_per_nationality=per_nat,
        bosses_per_player=bosses,
        slander_per_player=slander,
        colours=tuple(r.list("player_colours", raw=True)),
        garden_extra=r.get("castle_garden").int("refill_count_extra_over_players", min=0),
        years=calendar.int("years", min=1),
        election_years=tuple(y.int() for y in calendar.list("election_after_years")),
        mayor_vp=each.int("mayor_vp", min=0),
        leader_chips=each.int("immigrant_leader_chips", min=0),
        majority_vp=final.int("chip_majority_vp", min=0),
        source=str(path),
        map_data=r.get("map").value if "map" in r else None,
    )
