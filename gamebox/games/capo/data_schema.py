"""The declared shape of assets/data/capo.yaml, checked as a whole before config.py reads it.

Every key of the file is here, the ones the rules code reads and the ones that only
document the rules (actions, visibility, decisions...), so a misspelt key, a wrong type
or an absurd number anywhere is refused with the place it is at. Bounds are generous
(what a hand-edited file could sensibly hold); the finer checks that tie numbers
together (cubes less those on the Mayor card, the 36 rolls) stay in config.py.
"""

from __future__ import annotations

from gamebox.engine.schema import (
    Bool,
    Either,
    Int,
    List,
    Numbered,
    Record,
    Table,
    Text,
)
from gamebox.games.capo.model import CARD_IDS

WORD = Text(max_len=80, pattern=r"[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*")
"""A name in the rules' vocabulary: `place_pending_bribe`, `W1`, `option.value`."""
WORDS = List(WORD, 0, 30)
NAME = Text(max_len=80)
PHRASE = Text(max_len=300)
COUNT = Int(0, 999)
SMALL = Int(0, 99)
DIE = Int(1, 6)
VALUE = Int(1, 3)
CARD = Text(max_len=10, choices=CARD_IDS)
PROVENANCE = Text(max_len=20, choices=("source", "decision"))
FACE = Text(max_len=10, choices=("up", "down"))
PER_VALUE = Numbered({1: COUNT, 2: COUNT, 3: COUNT})
SETTING = Either((Bool(), Int(-99, 99), WORD))

MARKERS = Record(
    {
        "total": COUNT,
        "face": FACE,
        "by_value": PER_VALUE,
        "provenance": Record({"total": PROVENANCE, "values": PROVENANCE, "by_value": PROVENANCE}),
    }
)
PIECES = Record({"total": COUNT, "provenance": PROVENANCE})
SCORED_PIECES = Record({"total": COUNT, "victory_points_each": SMALL, "provenance": PROVENANCE})

ROLL = Record(
    {"roll": Text(max_len=4, pattern=r"W[1-6]B[1-6]"), "white": DIE, "black": DIE, "action": WORD},
    {
        "doubles": Bool(),
        "options": List(Record({"value": VALUE, "card": WORD}), 1, 2),
        "level_increase": DIE,
        "card": WORD,
    },
)

STEP = Record(
    {"op": WORD},
    {
        "from": WORD,
        "legal_if": WORD,
        "forced_if_one_legal": Bool(),
        "arrest_if_none": Bool(),
        "value": Either((VALUE, WORD)),
        "card": WORD,
        "by": Either((SMALL, WORD)),
        "arrest_if_above": SMALL,
        "skip_if_supply_empty": Bool(),
        "arrest_if_occupied": Bool(),
        "visible_to": WORD,
        "scope": WORD,
        "eligible": WORD,
        "chooser": WORD,
        "mandatory_if_any": Bool(),
        "fallback_value": SMALL,
        "if": WORD,
        "source_and_destination_differ": Bool(),
        "optional": Bool(),
    },
)

POWER = Record(
    {
        "cost": SMALL,
        "user": WORD,
        "window": Either((WORD, List(WORD, 1, 10))),
        "effect": Either(
            (
                WORD,
                Record(
                    {
                        "raise_level_by_choice": List(DIE, 1, 6),
                        "may_exceed_max": Bool(),
                        "places_mayor_marker": Bool(),
                    }
                ),
            )
        ),
        "sets_must_roll": Bool(),
        "can_prevent_arrest": Bool(),
    },
    {
        "frees_slot": Bool(),
        "requires": WORDS,
        "allowed_after_game_end_trigger": Bool(),
        "paid_from": WORD,
    },
)

SEEN = Record({"owner": WORD, "opponent": WORD})

CAPO_DATA = Record(
    {
        "schema_version": Int(1, 1000),
        "game": Record(
            {
                "id": WORD,
                "title": NAME,
                "players": Int(1, 10),
                "designer": NAME,
                "publisher": NAME,
                "year": Int(1900, 2100),
                "seats": List(WORD, 2, 2),
            }
        ),
        "dice": List(Record({"id": WORD, "faces": List(DIE, 6, 6)}), 2, 2),
        "district_cards": List(
            Record(
                {
                    "id": WORD,
                    "die_colour": Text(max_len=10, choices=("white", "black")),
                    "die_value": VALUE,
                    "name": Text(max_len=40),
                    "theme": PHRASE,
                }
            ),
            6,
            6,
        ),
        "district_card_provenance": Record(
            {"ids_and_dice": PROVENANCE, "names": PROVENANCE, "name_to_card_mapping": PROVENANCE}
        ),
        "twins": Record(dict.fromkeys(CARD_IDS, CARD)),
        "mayor_card": Record(
            {
                "id": WORD,
                "die_symbol": Record({"colour": WORD, "value": DIE}),
                "extortion_track": Record(
                    {"min": SMALL, "max": SMALL, "start": SMALL, "reset_to_at_end_of_turn": SMALL}
                ),
                "cubes_at_setup": COUNT,
                "bonuses": List(
                    Record(
                        {"level": SMALL, "take": WORD},
                        {"then_refill_from_supply": COUNT, "refill_if_short": WORD},
                    ),
                    2,
                    10,
                ),
            }
        ),
        "layout_left_to_right": List(WORD, 1, 20),
        "supply_tiles": List(
            Record(
                {"id": WORD, "die_value": DIE, "holds": WORD},
                {"value": VALUE, "face": FACE},
            ),
            1,
            12,
        ),
        "components": Record(
            {
                "influence_markers": MARKERS,
                "bribe_markers": MARKERS,
                "value_cubes": SCORED_PIECES,
                "mayor_markers": SCORED_PIECES,
                "hitman_pawn": PIECES,
                "mayor_pawn": PIECES,
                "supply_tiles": PIECES,
                "player_aids": PIECES,
            }
        ),
        "limits": Record(
            {
                "markers_per_player_side_of_district_card": SMALL,
                "pending_markers_per_district_card": SMALL,
                "mayor_markers_hand_limit_at_end_of_own_turn": SMALL,
                "extortion_level_max": SMALL,
            }
        ),
        "setup": Record(
            {
                "mayor_card_cubes": COUNT,
                "extortion_level": SMALL,
                "hitman": WORD,
                "supply": Record(
                    {
                        "influence": PER_VALUE,
                        "bribe_markers": COUNT,
                        "value_cubes": COUNT,
                        "mayor_markers": COUNT,
                    }
                ),
                "start_player": Record(
                    {"selection": WORD, "mayor_markers": COUNT, "takes_dice": Bool()}
                ),
                "second_player": Record({"mayor_markers": COUNT}),
            }
        ),
        "roll_category_counts": Record(
            dict.fromkeys(
                (
                    "doubles",
                    "influence",
                    "extort",
                    "bribe",
                    "invest",
                    "bribe_extort",
                    "invest_extort",
                    "invest_bribe",
                ),
                Int(0, 36),
            )
        ),
        "dice_table": List(ROLL, 36, 36),
        "actions": Table(WORD, Record({"steps": List(STEP, 1, 20)}), 30),
        "hitman": Record({"first_doubles": WORD, "doubles_while_holding": WORD}),
        "arrest_triggers": WORDS,
        "arrest_consequences": Record(
            {
                "pending_influence": WORD,
                "pending_bribes": WORD,
                "pending_mayor_markers": WORD,
                "extortion_bonus": WORD,
                "keep": WORDS,
            }
        ),
        "stop_procedure": WORDS,
        "capacity_overflow_choices": WORDS,
        "end_of_turn": List(Either((WORD, Table(WORD, SETTING, 1))), 1, 20),
        "power_actions": Table(WORD, POWER, 12),
        "cancel_roll": Record(
            {
                "restores": WORD,
                "exceptions": WORDS,
                "then": Record({"state": WORD, "must_roll": Bool()}),
                "response_window_order": WORDS,
            }
        ),
        "end_game": Record(
            {
                "triggers": WORDS,
                "not_triggers": WORDS,
                "on_trigger_during_roll": Record(
                    {
                        "rest_of_action": WORD,
                        "arrest_possible": Bool(),
                        "cancellable_by": WORDS,
                        "otherwise": WORD,
                        "further_power_actions": WORD,
                    }
                ),
                "on_trigger_during_refill": Record({"cancellable": Bool(), "then": WORD}),
            }
        ),
        "scoring": Record(
            {
                "reveal_all_bribes_on_district_cards": Bool(),
                "card_strength": WORD,
                "card_winner": WORD,
                "card_tie": WORD,
                "victory_points": Record(
                    dict.fromkeys(
                        (
                            "per_district_card_won",
                            "per_cube_on_won_card",
                            "per_cube_taken_from_mayor",
                            "cubes_left_on_mayor_card",
                            "mayor_markers",
                        ),
                        SMALL,
                    )
                ),
            }
        ),
        "tiebreakers": WORDS,
        "visibility": Record(
            {
                "bribe_supply": Record({"active": WORD, "non_active": WORD}),
                "pending_bribe": SEEN,
                "committed_face_down_bribe": SEEN,
                "face_up_bribe": SEEN,
                "returned_bribe": SEEN,
                "discarded_unseen_bribe": SEEN,
                "discarded_seen_bribe": SEEN,
                "public": WORDS,
                "display_order_of_markers": WORD,
            }
        ),
        "decisions": Table(
            WORD,
            Record({"chosen": Either((Bool(), PHRASE))}, {"alternative": Either((Bool(), WORD))}),
            60,
        ),
    }
)
