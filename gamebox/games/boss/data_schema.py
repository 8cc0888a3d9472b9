"""The declared shape of assets/data/boss.yaml, checked as a whole before config.py reads it.

Every key of the file is here, the ones the rules read and the ones that only document the
sources (`*_source`, designer, box inventory...), so a misspelt key, a wrong type or an
absurd number anywhere is refused with the place it is at. What ties the file together
(card totals per player count, each city's list against its cards, Chicago's place in
the row) is checked in config.py.
"""

from __future__ import annotations

from gamebox.engine.schema import (
    Bool,
    Either,
    Exactly,
    Int,
    List,
    Maybe,
    Record,
    Table,
    Text,
)

WORD = Text(max_len=40, pattern=r"[a-z0-9_]+")
"""A name in the rules' vocabulary: `new_york`, `shootout`, `most_money`."""
NAME = Text(max_len=120)
PHRASE = Text(max_len=400)
SMALL = Int(0, 99)
COLOUR = Text(max_len=7, pattern=r"#[0-9a-fA-F]{6}")
CODE = Text(max_len=4, pattern=r"[A-Z]{2,4}")
SOURCE = Text(max_len=20, choices=("sources", "decision", "inferred", "partial"))
KIND = Text(
    max_len=20,
    choices=("money", "revolver", "hospital", "prison", "exile", "robbery", "shootout"),
)
CONTENT = Either((Record({"money": Int(1, 9)}), KIND))
"""One line of a character card's list: `{money: 3}` or a penalty word."""

EFFECT = Record(
    {"penalty": Bool(), "value_for_chicago": Either((Exactly(("face_value",)), SMALL))},
    {
        "text": PHRASE,
        "hands_out": Int(1, 9),
        "money_delta": Int(-99, 99),
        "floor_at_zero": Bool(),
        "kills_one_marked_of_each_other_colour_present": Bool(),
    },
)

CITY = Record(
    {
        "id": WORD,
        "code": CODE,
        "name": NAME,
        "number": Int(1, 20),
        "card_count": Int(1, 20),
        "contents": List(CONTENT, 1, 20),
    },
    {
        "ui_color": COLOUR,
        "ui_color_source": SOURCE,
        "contents_source": SOURCE,
    },
)

CARD = Record(
    {"id": Text(max_len=20, pattern=r"[a-z]+_[0-9]+"), "city": WORD, "kind": KIND},
    {"value": Int(1, 9)},
)

SETUP = Record(
    {
        "cities": List(WORD, 1, 20),
        "characters_left_to_right": List(WORD, 2, 21),
        "city_cards": Int(1, 200),
        "face_down_per_hand": Int(1, 20),
        "hand_size": Int(1, 20),
        "rounds_per_hand": Int(1, 20),
        "police_reveal_before_round": Int(1, 20),
        "teams": Bool(),
    },
    {
        "team_colors": List(WORD, 2, 5),
        "seating_clockwise": List(WORD, 2, 10),
        "cities_source": SOURCE,
    },
)

PER_PERSON = Record({"marked": SMALL, "occasional": SMALL})

BOSS_DATA = Record(
    {
        "data_version": Int(1, 1000),
        "game": Record(
            {
                "id": WORD,
                "slug": Text(max_len=80, pattern=r"[a-z0-9-]+"),
                "title": NAME,
                "designer": NAME,
                "illustrator": NAME,
                "publisher": NAME,
                "edition": PHRASE,
                "players": Record({"min": Int(1, 10), "max": Int(1, 10)}),
                "age": SMALL,
                "minutes": Record({"min": Int(1, 1000), "max": Int(1, 1000)}),
            }
        ),
        "effects": Table(KIND, EFFECT, 10),
        "cities": List(CITY, 1, 20),
        "chicago": Record(
            {
                "id": WORD,
                "code": CODE,
                "name": NAME,
                "boss": NAME,
                "number": Maybe(Int(1, 20)),
                "start_position": Int(1, 21),
                "moves_right_after_each_hand": Bool(),
                "city_cards": SMALL,
            },
            {"ui_color": COLOUR},
        ),
        "cards": List(CARD, 1, 200),
        "setups": Table(Text(max_len=2, pattern=r"[0-9]+"), SETUP, 10),
        "police": Record(
            {
                "cards": List(
                    Record(
                        {
                            "id": Text(max_len=30, pattern=r"[a-z0-9_]+"),
                            "badges": List(Text(max_len=10, choices=("silver", "gold")), 1, 2),
                        }
                    ),
                    1,
                    20,
                ),
                "last_hand_when_badges_of_one_metal_reach": Int(1, 20),
                "hands_min": Int(1, 20),
                "hands_max": Int(1, 20),
            }
        ),
        "gangsters": Record(
            {
                "per_player": Table(Text(max_len=2, pattern=r"[0-9]+"), PER_PERSON, 10),
                "player_colors": List(WORD, 2, 10),
                "turn_marker_color": WORD,
                "box_inventory": Record(
                    {"source": SOURCE},
                    {
                        c: PER_PERSON
                        for c in ("yellow", "white", "red", "black", "blue", "green", "purple")
                    },
                ),
                "score_cubes": SMALL,
                "exile_tokens": SMALL,
            }
        ),
        "score_track": Record(
            {
                "start": SMALL,
                "laps_continue": Bool(),
                "ui_loop_length": Int(1, 200),
                "alcapo_share_recorded": Bool(),
            }
        ),
        "tiebreaks": List(WORD, 1, 10),
    }
)
