"""Capo Dei Capi's numbers, read and checked from assets/data/capo.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gamebox.engine.data import DataError, Reader, load_yaml, validate_data
from gamebox.games.capo.data_schema import CAPO_DATA
from gamebox.games.capo.model import CARD_IDS


@dataclass(frozen=True, slots=True)
class CapoConfig:
    data_version: int
    card_names: tuple[str, ...]
    influence_per_value: tuple[int, int, int]
    bribes_per_value: tuple[int, int, int]
    cubes: int
    mayor_markers: int
    mayor_cubes_at_setup: int
    mayor_refill: int
    start_hand: int
    second_hand: int
    capacity: int
    hand_limit: int
    level_max: int
    dice_table: tuple[tuple[int, int, str], ...]
    source: str = ""


def _by_value(r: Reader) -> tuple[int, int, int]:
    by_value = r.get("by_value")
    counts = tuple(by_value.int(v, min=1, max=99) for v in (1, 2, 3))
    total = r.int("total", min=3)
    if sum(counts) != total:
        raise r.error(f"by_value adds up to {sum(counts)} but total is {total}", "by_value")
    return counts  # type: ignore[return-value]


def load_config(path: str | Path) -> CapoConfig:
    r = Reader(validate_data(CAPO_DATA, load_yaml(path), path), path)
    game = r.get("game")
    if game.str("id") != "capo":
        raise game.error("this file is not Capo Dei Capi's data (expected id: capo)", "id")
    if game.int("players") != 2:
        raise game.error("Capo Dei Capi is for exactly 2 players", "players")

    cards = r.list("district_cards", min_len=6)
    ids = tuple(card.str("id") for card in cards)
    if ids != CARD_IDS:
        raise r.error(f"must list {', '.join(CARD_IDS)} in this order", "district_cards")
    names = tuple(card.str("name") for card in cards)

    components = r.get("components")
    cubes = components.get("value_cubes").int("total", min=3)
    mayor_markers = components.get("mayor_markers").int("total", min=1)
    limits = r.get("limits")
    setup = r.get("setup")
    mayor_cubes = setup.int("mayor_card_cubes", min=0, max=cubes - 1)
    start_hand = setup.get("start_player").int("mayor_markers", min=0)
    second_hand = setup.get("second_player").int("mayor_markers", min=0)
    supply = setup.get("supply")
    if supply.int("value_cubes") != cubes - mayor_cubes:
        raise supply.error(
            f"must be {cubes - mayor_cubes}: {cubes} cubes less {mayor_cubes} on the Mayor card",
            "value_cubes",
        )
    if supply.int("mayor_markers") != mayor_markers - start_hand - second_hand:
        raise supply.error("must be the Mayor markers not dealt to the players", "mayor_markers")

    bonuses = r.get("mayor_card").list("bonuses", min_len=2)
    refill = bonuses[1].int("then_refill_from_supply", min=0)

    table = []
    for entry in r.list("dice_table", min_len=36):
        white = entry.int("white", min=1, max=6)
        table.append((white, entry.int("black", min=1, max=6), entry.str("action")))
    if len({(w, b) for w, b, _ in table}) != 36 or len(table) != 36:
        raise r.error("must hold each of the 36 (white, black) rolls exactly once", "dice_table")

    return CapoConfig(
        data_version=r.int("schema_version", min=1),
        card_names=names,
        influence_per_value=_by_value(components.get("influence_markers")),
        bribes_per_value=_by_value(components.get("bribe_markers")),
        cubes=cubes,
        mayor_markers=mayor_markers,
        mayor_cubes_at_setup=mayor_cubes,
        mayor_refill=refill,
        start_hand=start_hand,
        second_hand=second_hand,
        capacity=limits.int("markers_per_player_side_of_district_card", min=1, max=10),
        hand_limit=limits.int("mayor_markers_hand_limit_at_end_of_own_turn", min=0),
        level_max=limits.int("extortion_level_max", min=1, max=20),
        dice_table=tuple(table),
        source=str(path),
    )


def check_dice_table(config: CapoConfig, classify: object) -> None:
    """The data's roll table must say what R12 says; a disagreement is a data bug."""
    assert callable(classify)
    for white, black, action in config.dice_table:
        expected = classify(white, black)
        if action != expected:
            raise DataError(
                config.source,
                f"dice_table[W{white}B{black}].action",
                f"R12 makes this roll {expected!r}, the file says {action!r}",
            )
