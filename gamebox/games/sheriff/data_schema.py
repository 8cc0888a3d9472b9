"""The declared shape of assets/data/sheriff.yaml, checked as a whole before config.py
reads it.

Every key of the file is here, the ones the rules code reads and the ones that only
document the rules (inspection, payments, deals...), so a misspelt key, a wrong type or
an absurd number anywhere is refused with the place it is at. Bounds are generous (what
a hand-edited file could sensibly hold); the checks that tie numbers together (deck
totals, rounds, coins, the royal multipliers) stay in config.py.
"""

from __future__ import annotations

from gamebox.engine.schema import Bool, Int, List, Numbered, Record, Text
from gamebox.games.sheriff.model import LEGAL

WORD = Text(max_len=80, pattern=r"[a-z0-9_]+")
"""A name in the rules' vocabulary: `apples`, `legal_only`, `draw_deck_only`."""
WORDS = List(WORD, 0, 30)
NAME = Text(max_len=80)
PHRASE = Text(max_len=400)
SMALL = Int(0, 99)
CARDS = Int(0, 9999)
GOLD = Int(0, 1_000_000)
PLAYERS = Int(1, 10)

GOOD_FIELDS = {
    "id": WORD,
    "name": NAME,
    "class": Text(max_len=20, choices=("legal", "contraband", "royal")),
    "value": SMALL,
    "penalty": SMALL,
    "count": Int(0, 999),
    "count_3p": Int(0, 999),
    "four_plus": Int(0, 999),
    "declarable": Bool(),
}
ROYAL_FIELDS = {"counts_as": WORD, "counts_as_n": Int(1, 9)}

GOOD = Record(GOOD_FIELDS, ROYAL_FIELDS)
PROMO_CARD = Record({"id": WORD}, {**GOOD_FIELDS, **ROYAL_FIELDS})
"""A promo card would be a goods entry (R87); none is defined, config.py refuses one."""

COINS = Record({"value": Int(1, 1000), "count": Int(0, 10_000)})
BY_PLAYERS = Numbered({3: SMALL, 4: SMALL, 5: SMALL})
VARIANT = Record({"default": Bool()})

SHERIFF_DATA = Record(
    {
        "schema_version": Int(1, 1000),
        "game_id": WORD,
        "slug": Text(max_len=80, pattern=r"[a-z0-9-]+"),
        "edition": PHRASE,
        "players": Record({"min": PLAYERS, "max": PLAYERS}),
        "goods": List(GOOD, 1, 50),
        "legal_types": List(WORD, 1, 10),
        "promo_cards": List(PROMO_CARD, 0, 50),
        "deck_totals": Record(
            {
                "base_4_5_players": CARDS,
                "base_3_players": CARDS,
                "royal_4_5_players": CARDS,
                "royal_3_players": CARDS,
                "box_totals": Record(
                    {"legal": CARDS, "contraband": CARDS, "royal": CARDS, "all": CARDS}
                ),
            }
        ),
        "bonuses": Record(dict.fromkeys(LEGAL, Record({"king": GOLD, "queen": GOLD}))),
        "bonus_rules": Record(
            {
                "tie_for_king": PHRASE,
                "tie_for_queen": PHRASE,
                "minimum_count_to_qualify": SMALL,
                "royal_goods_count_as_multiple": Bool(),
            }
        ),
        "tiebreaks": WORDS,
        "coins": Record(
            {
                "denominations": List(COINS, 1, 20),
                "total_coins": GOLD,
                "total_value": GOLD,
                "starting_coins_suggestion": List(COINS, 0, 20),
            }
        ),
        "setup": Record(
            {
                "starting_gold": GOLD,
                "hand_size": SMALL,
                "discard_piles": SMALL,
                "discard_pile_initial_cards": SMALL,
                "first_sheriff": WORD,
                "draw_deck_after_setup": Numbered(
                    dict.fromkeys((3, 4, 5), Record({"base": CARDS, "royal": CARDS}))
                ),
            }
        ),
        "rounds": Record(
            {
                "sheriff_turns_per_player": BY_PLAYERS,
                "total_rounds": BY_PLAYERS,
                "sheriff_rotation": WORD,
            }
        ),
        "market": Record(
            {
                "set_aside_max": SMALL,
                "set_aside_min": SMALL,
                "draw_back_to_hand_size": Bool(),
                "discard_draws_before_deck": Bool(),
                "discard_draws_max": WORD,
                "set_aside_cards_go_to_single_pile": Bool(),
                "set_aside_order_chosen_by_player": Bool(),
            }
        ),
        "bag": Record({"min_cards": SMALL, "max_cards": SMALL}),
        "declaration": Record(
            {
                "exactly_one_type": Bool(),
                "count_must_equal_bag_size": Bool(),
                "allowed_types": WORD,
            }
        ),
        "inspection": Record({"honest_bag": PHRASE, "lying_bag": PHRASE, "pass": PHRASE}),
        "round_end": Record(
            {"refill_to_hand_size": Bool(), "refill_source": WORD, "refill_at_game_end": Bool()}
        ),
        "reshuffle": Record(
            {
                "trigger": PHRASE,
                "keep_top_of_each_discard_pile": SMALL,
                "if_nothing_to_reshuffle": WORD,
            }
        ),
        "payments": Record(
            {
                "order": WORDS,
                "goods_measured_by": WORD,
                "change_given": Bool(),
                "stop_as_soon_as_covered": Bool(),
                "contraband_revealed_when_paid": Bool(),
            }
        ),
        "deals": Record(
            {
                "phase": WORD,
                "binding_scope": WORD,
                "future_promises_binding": Bool(),
                "hand_cards_allowed": Bool(),
                "bag_goods_paid_only_if_present": Bool(),
                "parties": WORD,
            }
        ),
        "negotiation": Record(
            {
                "max_sheriff_demands_per_merchant": SMALL,
                "max_own_bag_postings_per_merchant": SMALL,
                "max_side_postings_per_merchant": SMALL,
                "offers_public": Bool(),
                "promise_kinds": WORDS,
                "commitment_kinds": WORDS,
            }
        ),
        "options": Record(
            {
                "royal_goods": Record({"default": Bool(), "note": PHRASE}),
                "inspection_timer": Record(
                    {
                        "default": Bool(),
                        "seconds_per_merchant": Int(1, 3600),
                        "on_expiry": PHRASE,
                    }
                ),
                "seven_card_hand": Record({"default": Bool(), "hand_size": SMALL}),
                "random_card_removal": Record({"default": Bool(), "cards_removed": CARDS}),
                "promo_cards": VARIANT,
            }
        ),
    }
)
