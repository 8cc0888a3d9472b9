"""The declared shape of assets/data/copycat.yaml, checked as a whole before config.py
reads it.

Every key of the file is here, the ones the rules code reads and the ones that only
document the rules (colour families, end conditions, setup summary...), so a misspelt
key, a wrong type or an absurd number anywhere is refused with the place it is at. Bounds
are generous (what a hand-edited file could sensibly hold); the checks that tie the data
together (card counts per section, numbering, colours against effect phases, the effect
vocabulary and its parameters) stay in config.py.
"""

from __future__ import annotations

from gamebox.engine.schema import Bool, Either, Int, List, Maybe, Numbered, Record, Table, Text

WORD = Text(max_len=80, pattern=r"[a-z0-9_]+")
"""A name in the rules' vocabulary: `gain_coins`, `yellow_green`, `on_play`."""
ID = Text(max_len=40, pattern=r"[A-Za-z0-9_]+")
NAME = Text(max_len=120)
PHRASE = Text(max_len=600)
SMALL = Int(0, 99)
PLAYERS = Int(1, 10)
PHASE = Text(max_len=10, choices=("2", "3", "target", "none"))
SECTION = Text(max_len=4, choices=("I", "II", "III", "IV", "V"))
PROVENANCE = Either((PHRASE, Table(WORD, PHRASE, 20)))

PARAMS = {
    "amount": SMALL,
    "count": SMALL,
    "max_cards": SMALL,
    "workers_per_card": SMALL,
    "coins_per_card": SMALL,
    "cards_per_coin": SMALL,
    "vp_per_coin": SMALL,
    "sources": List(WORD, 1, 5),
}
OPTION_EFFECT = Record({"type": WORD}, PARAMS)
"""An option of a choice effect: any effect but another choice."""
EFFECT = Record({"type": WORD}, {**PARAMS, "options": List(OPTION_EFFECT, 2, 4)})

CARD_FIELDS = {
    "id": ID,
    "number": Maybe(Int(0, 999)),
    "order_value": Int(-99, 999),
    "name": NAME,
    "colour": WORD,
    "phase": PHASE,
    "cost": Maybe(SMALL),
    "vp": SMALL,
    "effect": EFFECT,
    "provenance": PROVENANCE,
}
START_CARD = Record({**CARD_FIELDS, "set": Text(max_len=2, pattern=r"[A-Z]")}, {"note": PHRASE})
ACTION_CARD = Record(
    {**CARD_FIELDS, "section": SECTION},
    {"note": PHRASE, "alias": NAME, "is_doctorate": Bool()},
)
OFFICE = Record(
    {
        "id": ID,
        "kind": Text(max_len=20, choices=("board", "normal", "additional")),
        "name": NAME,
        "players": List(PLAYERS, 1, 10),
        "colour": WORD,
        "phase": PHASE,
        "effect": EFFECT,
        "provenance": PROVENANCE,
    },
    {
        "board_slot": Record({"row": SMALL, "col": SMALL}),
        "section": Int(1, 9),
        "note": PHRASE,
    },
)
STREET_POSITION = Record(
    {
        "position": Int(1, 99),
        "cost_modifier": SMALL,
        "cleared_at_cleanup_with_players": List(PLAYERS, 0, 10),
    }
)
BY_PLAYERS = Record(
    {
        "start_sets": SMALL,
        "doctorates": SMALL,
        "supply_deck_size": Int(0, 999),
        "normal_offices": List(ID, 0, 20),
        "offices_in_round_r": PHRASE,
        "street_positions_cleared": List(Int(1, 99), 0, 20),
    }
)

COPYCAT_DATA = Record(
    {
        "game": WORD,
        "title": NAME,
        "data_version": Int(1, 1000),
        "rules_reference": Text(max_len=120, pattern=r"[A-Za-z0-9_.-]+"),
        "note": PHRASE,
        "constants": Record(
            {
                "players_min": PLAYERS,
                "players_max": PLAYERS,
                "max_rounds": Int(1, 99),
                "vp_end_threshold": Int(1, 9999),
                "hand_draw": Int(0, 20),
                "start_workers": Int(0, 20),
                "workers_per_colour": Int(1, 20),
                "vp_markers_total": Int(0, 999),
                "street_size": Int(1, 30),
                "uses_per_round_max": Int(1, 9),
                "doublings_per_unit_max": Int(0, 9),
                "doctorate_order_value": Int(-99, 999),
                "empty_hand_order_value": Int(-99, 999),
                "vp_per_marker": SMALL,
            }
        ),
        "options": Record(
            {
                "doctorate_mode": Record(
                    {"default": WORD, "values": List(WORD, 1, 10), "text": PHRASE}
                ),
                "vp_marker_supply_limited": Record({"default": Bool()}),
            }
        ),
        "colours": Table(WORD, Record({"phase": PHASE, "family": NAME}), 20),
        "effect_types": Table(
            WORD, Record({"phase": PHASE, "params": List(WORD, 0, 10), "text": PHRASE}), 50
        ),
        "street": Record({"positions": List(STREET_POSITION, 1, 30)}),
        "setup": Record(
            {
                "player_counts": List(PLAYERS, 1, 10),
                "initial_turn_order": WORD,
                "per_player": Record(
                    {
                        "available_workers": SMALL,
                        "reserve_workers": SMALL,
                        "start_set": NAME,
                        "career_vp": SMALL,
                        "hand_size_drawn_each_round": SMALL,
                    }
                ),
                "supply_deck_build_order_bottom_to_top": List(NAME, 1, 10),
                "street_at_setup": PHRASE,
                "office_deck_order_top_to_bottom": List(NAME, 1, 10),
                "office_cards_revealed_at_setup": SMALL,
                "office_windows_per_section": Numbered(
                    {1: SMALL, 2: SMALL, 3: SMALL, 4: SMALL, 5: SMALL}
                ),
                "by_players": Numbered({2: BY_PLAYERS, 3: BY_PLAYERS, 4: BY_PLAYERS}),
            }
        ),
        "end_conditions": List(Record({"id": WORD, "text": PHRASE}), 1, 10),
        "tiebreak": List(PHRASE, 1, 10),
        "start_cards": List(START_CARD, 1, 100),
        "action_cards": List(ACTION_CARD, 1, 100),
        "doctorates": List(ACTION_CARD, 1, 20),
        "offices": List(OFFICE, 1, 50),
    }
)
