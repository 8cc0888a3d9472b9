"""The declared shape of assets/data/tammany.yaml, checked as a whole before config.py
reads it.

Every key of the file is here, the ones the rules code reads and the ones that only
document the rules (slander, offices, lock effects...), so a misspelt key, a wrong type
or an absurd number anywhere is refused with the place it is at. Bounds are generous
(what a hand-edited file could sensibly hold); the checks that tie the board together
(adjacency both ways, election order, cubes per nationality) stay in config.py, and the
drawn map's geometry in table/wardmap.py.
"""

from __future__ import annotations

from gamebox.engine.schema import (
    Bool,
    Either,
    Int,
    List,
    Maybe,
    Number,
    Numbered,
    Record,
    Table,
    Text,
)
from gamebox.games.tammany.model import NAT_IDS

WORD = Text(max_len=80, pattern=r"[a-z0-9_]+")
"""A name in the rules' vocabulary: `irish`, `take_favor_chip`, `end_of_next_election`."""
WORDS = List(WORD, 0, 30)
NAME = Text(max_len=120)
PHRASE = Text(max_len=400)
SMALL = Int(0, 99)
COUNT = Int(0, 999)
WARD = Int(1, 99)
"""A ward number (the board's go up to 17)."""
YEAR = Int(1, 99)
ZONE = Text(max_len=10, pattern=r"[A-Z]+")
"""A zone id, a Roman numeral: `I`, `II`, `III`."""
NATIONALITY = Text(max_len=20, choices=NAT_IDS)
PER_NATIONALITY = Record(dict.fromkeys(NAT_IDS, COUNT))
PLAYERS = Int(1, 10)

COORDINATE = Number(-1000, 1000)
"""Map units (the drawn map is 80 x 100)."""
POINT = List(COORDINATE, 2, 2)
BOX = List(COORDINATE, 4, 4)

WARD_ENTRY = Record(
    {
        "id": WARD,
        "zone": ZONE,
        "election_position": WARD,
        "neighbours": List(WARD, 1, 20),
        "bonus": WORD,
        "vp": SMALL,
        "tammany_hall": Bool(),
        "schematic": Record({"x": Number(0, 1), "y": Number(0, 1)}),
    }
)

ZONE_ENTRY = Record(
    {
        "id": ZONE,
        "wards": List(WARD, 1, 30),
        "election_order": List(WARD, 1, 30),
        "setup_box": PER_NATIONALITY,
        "reserved_cube": Maybe(Record({"ward": WARD, "nationality": NATIONALITY})),
    }
)

OFFICE = Record(
    {"id": WORD, "assignable": Bool(), "power": WORD, "per_year": SMALL},
    {
        "elected_vp": SMALL,
        "per_term": SMALL,
        "lock_removed": WORD,
        "may_empty_ward": Bool(),
        "destination_must_be_adjacent": Bool(),
        "destination_must_hold_cube": Bool(),
    },
)

MAP = Record(
    {
        # ward number -> its polygon; config.py keeps the section raw (the table's
        # wardmap.py checks the geometry), which also takes a quoted number as key
        "wards": Table(
            Either((WARD, Text(max_len=2, pattern=r"[1-9][0-9]?"))), List(POINT, 3, 100), 30
        ),
    },
    {
        "size": List(Number(1, 1000), 2, 2),
        "castle_garden": BOX,
        "bag": BOX,
        # water name (its words are `tammany.map.water.<name>`) -> [x, y, degrees]
        "labels": Table(WORD, List(COORDINATE, 3, 3), 20),
    },
)

TAMMANY_DATA = Record(
    {
        "data_version": Int(1, 1000),
        "rules_reference": Text(max_len=120, pattern=r"[A-Za-z0-9_.-]+"),
        "game": Record(
            {
                "id": WORD,
                "slug": Text(max_len=80, pattern=r"[a-z0-9-]+"),
                "title": NAME,
                "designer": NAME,
                "publishers": List(NAME, 1, 10),
                "players": Record({"min": PLAYERS, "max": PLAYERS}),
                "minutes": Int(1, 1000),
            }
        ),
        "nationalities": List(
            Record({"id": WORD, "code": Text(max_len=2, pattern=r"[A-Z]{2}"), "colour": WORD}),
            1,
            10,
        ),
        "tiebreak_nationality_order": List(WORD, 1, 10),
        "components": Record(
            dict.fromkeys(
                (
                    "board",
                    "rulebook",
                    "bag",
                    "year_marker",
                    "immigrant_cubes_per_nationality",
                    "favor_chips_per_nationality",
                    "ward_boss_colours",
                    "ward_bosses_per_colour",
                    "slander_chips_total",
                    "slander_chips_per_player",
                    "council_president_markers",
                    "city_office_cards",
                ),
                COUNT,
            )
        ),
        "supply_limits": Record(
            dict.fromkeys(
                ("immigrant_cubes", "favor_chips", "ward_bosses"),
                Text(max_len=20, choices=("limited", "unlimited")),
            )
        ),
        # one colour per seat: at least as many as the most players
        "player_colours": List(WORD, 5, 10),
        "calendar": Record(
            {
                "years": YEAR,
                "years_per_term": YEAR,
                "terms": List(Record({"term": YEAR, "years": List(YEAR, 1, 99)}), 1, 99),
                "election_after_years": List(YEAR, 1, 99),
                "offices_usable_from_year": YEAR,
                "slander_allowed_in_terms": List(YEAR, 0, 99),
            }
        ),
        "vp_track": Record({"start": COUNT, "printed_max": COUNT}),
        "zones": List(ZONE_ENTRY, 1, 10),
        "zone_activation": Numbered(dict.fromkeys((3, 4, 5), Table(YEAR, List(ZONE, 1, 10), 99))),
        "initial_bag": PER_NATIONALITY,
        "castle_garden": Record(
            {
                "refill_only_when_empty": Bool(),
                "refill_count_extra_over_players": SMALL,
                "returns_to_bag_before_each_election": Bool(),
            }
        ),
        "election_order": List(WARD, 1, 30),
        "wards": List(WARD_ENTRY, 1, 30),
        "adjacency_edges": List(List(WARD, 2, 2), 0, 200),
        "not_adjacent_corner_contacts": List(List(WARD, 2, 2), 0, 50),
        "off_map_ward_numbers": List(WARD, 0, 30),
        "ward_bonuses": Table(WARD, Text(max_len=20, choices=("cube", "favor_chip")), 30),
        "tammany_hall_ward": WARD,
        "placement": Record(
            {
                "options": List(
                    Record(
                        {
                            "id": WORD,
                            "bosses": SMALL,
                            "cubes_from_castle_garden": SMALL,
                            "favor_chips_gained": SMALL,
                        }
                    ),
                    1,
                    10,
                ),
                "destination": WORD,
                "max_bosses_per_ward": Maybe(COUNT),
                "max_cubes_per_ward": Maybe(COUNT),
            }
        ),
        "slander": Record(
            {
                "allowed_in_terms": List(YEAR, 0, 99),
                "slander_chips_per_term": SMALL,
                "actions_per_slander": SMALL,
                "first_removal": Record({"slander_chips": SMALL, "favor_chips": SMALL}),
                "second_removal": Record(
                    {
                        "slander_chips": SMALL,
                        "favor_chips": SMALL,
                        "ward_must_be_adjacent": Bool(),
                        "same_target_player": Bool(),
                        "slanderer_needs_boss_in_ward": Bool(),
                    }
                ),
                "unused_slander_chip_vp": SMALL,
            }
        ),
        "offices": List(OFFICE, 1, 10),
        "lock_effects": Record(
            dict.fromkeys(
                (
                    "place_boss",
                    "place_cube",
                    "remove_cube",
                    "move_cube_in_or_out",
                    "slander",
                    "election",
                ),
                WORD,
            )
        ),
        "scoring": Record(
            {
                "each_election": Record(
                    dict.fromkeys(
                        (
                            "ward_win_vp",
                            "tammany_hall_ward_vp",
                            "mayor_vp",
                            "immigrant_leader_chips",
                            "immigrant_leader_min_cubes",
                        ),
                        SMALL,
                    )
                ),
                "final": Record(
                    dict.fromkeys(
                        ("chip_majority_vp", "chip_majority_min_chips", "unused_slander_chip_vp"),
                        SMALL,
                    )
                ),
            }
        ),
        "mayor_selection": Record(
            {"primary": WORD, "tiebreaks": WORDS, "if_still_tied": WORD, "if_no_incumbent": WORD}
        ),
        "final_ranking": Record({"order": WORDS, "if_still_tied": WORD}),
        "election_phases": WORDS,
        "final_election_skips": WORDS,
    },
    {
        # the drawn map (table scene only; the rules never read it)
        "map": MAP,
    },
)
