"""Sheriff of Nottingham's numbers, read and checked from assets/data/sheriff.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gamebox.engine.data import Reader, load_yaml, validate_data
from gamebox.games.sheriff.data_schema import SHERIFF_DATA
from gamebox.games.sheriff.model import GOODS, LEGAL


@dataclass(frozen=True, slots=True)
class Good:
    id: str
    name: str
    kind: str  # "legal", "contraband" or "royal"
    value: int
    penalty: int
    count: int
    count_3p: int
    counts_as: str = ""
    counts_as_n: int = 0

    @property
    def is_legal(self) -> bool:
        return self.kind == "legal"


@dataclass(frozen=True, slots=True)
class SheriffConfig:
    data_version: int
    goods: dict[str, Good]
    bonuses: dict[str, tuple[int, int]]  # legal type -> (king, queen)
    starting_gold: int
    hand_size: int
    hand_size_7: int
    pile_start: int
    set_aside_max: int
    bag_min: int
    bag_max: int
    keep_on_piles: int
    sheriff_turns: dict[int, int]
    max_demands: int
    max_own_postings: int
    max_side_postings: int
    timer_seconds_per_merchant: int
    removed_cards: int
    promo_cards: tuple[Good, ...] = ()  # R87: none defined; see load_config
    source: str = ""

    def deck(self, n_players: int, royal: bool) -> dict[str, int]:
        """R9-R12: the cards in play before shuffling, as a multiset."""
        deck = {}
        for g in self.goods.values():
            if g.kind == "royal" and not royal:
                continue
            n = g.count_3p if n_players == 3 else g.count
            if n:
                deck[g.id] = n
        return deck

    def rounds(self, n_players: int) -> int:
        """R16: every player is Sheriff the same number of times."""
        return n_players * self.sheriff_turns[n_players]


def _good(r: Reader) -> Good:
    kind = r.str("class", choices=("legal", "contraband", "royal"))
    count = r.int("count", min=0, max=99)
    count_3p = r.int("count_3p", min=0, max=count)
    if r.int("four_plus", min=0) != count - count_3p:
        raise r.error(f"must be count - count_3p = {count - count_3p}", "four_plus")
    if r.bool("declarable") != (kind == "legal"):
        raise r.error("only legal goods are declarable (R29)", "declarable")
    counts_as, counts_as_n = "", 0
    if kind == "royal":
        counts_as = r.str("counts_as", choices=LEGAL)
        counts_as_n = r.int("counts_as_n", min=2, max=3)
    return Good(
        id=r.str("id"),
        name=r.str("name"),
        kind=kind,
        value=r.int("value", min=1, max=20),
        penalty=r.int("penalty", min=1, max=20),
        count=count,
        count_3p=count_3p,
        counts_as=counts_as,
        counts_as_n=counts_as_n,
    )


def load_config(path: str | Path) -> SheriffConfig:
    r = Reader(validate_data(SHERIFF_DATA, load_yaml(path), path), path)
    if r.str("game_id") != "sheriff":
        raise r.error("this file is not Sheriff of Nottingham's data (expected sheriff)", "game_id")
    players = r.get("players")
    if (players.int("min"), players.int("max")) != (3, 5):
        raise players.error("Sheriff of Nottingham is for 3 to 5 players (R1)")

    entries = r.list("goods", min_len=len(GOODS))
    goods = {g.id: g for g in (_good(e) for e in entries)}
    if tuple(goods) != GOODS:
        raise r.error(f"must list {', '.join(GOODS)} in this order", "goods")
    if tuple(r.list("legal_types", raw=True)) != LEGAL:
        raise r.error(f"must be {', '.join(LEGAL)}", "legal_types")
    for i, g in enumerate(goods.values()):
        if (g.kind == "legal") != (g.id in LEGAL):
            raise r.error("the four legal goods are apples, cheese, bread, chicken", f"goods[{i}]")
        if g.kind == "royal" and g.value != g.counts_as_n * goods[g.counts_as].value:
            raise r.error("a royal good's value is its multiplier x the legal value", f"goods[{i}]")

    # R87: promo cards would be ordinary goods entries, but the engine's card vocabulary
    # (model.GOODS) is fixed and no promo card is defined, so the list must stay empty.
    if r.list("promo_cards", raw=True):
        raise r.error(
            "no promo card is defined in this implementation (R87); the list must be empty",
            "promo_cards",
        )

    totals = r.get("deck_totals")

    def total(n: int, royal: bool) -> int:
        return sum(
            (g.count_3p if n == 3 else g.count)
            for g in goods.values()
            if royal or g.kind != "royal"
        )

    for key, n, royal in (
        ("base_4_5_players", 4, False),
        ("base_3_players", 3, False),
        ("royal_4_5_players", 4, True),
        ("royal_3_players", 3, True),
    ):
        if totals.int(key) != total(n, royal):
            raise totals.error(f"the goods add up to {total(n, royal)}", key)
    box = totals.get("box_totals")
    for kind in ("legal", "contraband", "royal"):
        n = sum(g.count for g in goods.values() if g.kind == kind)
        if box.int(kind) != n:
            raise box.error(f"the goods add up to {n}", kind)
    if box.int("all") != sum(g.count for g in goods.values()):
        raise box.error("must be the sum of every card in the box", "all")

    bonuses = {}
    for t in LEGAL:
        b = r.get("bonuses").get(t)
        bonuses[t] = (b.int("king", min=0), b.int("queen", min=0))

    setup = r.get("setup")
    starting_gold = setup.int("starting_gold", min=0)
    hand = setup.int("hand_size", min=1, max=10)
    if setup.int("discard_piles") != 2:
        raise setup.error("the game uses exactly two discard piles (R7)", "discard_piles")
    pile_start = setup.int("discard_pile_initial_cards", min=0)
    after = setup.get("draw_deck_after_setup")
    rounds = r.get("rounds")
    turns = {n: rounds.get("sheriff_turns_per_player").int(n, min=1) for n in (3, 4, 5)}
    for n in (3, 4, 5):
        if rounds.get("total_rounds").int(n) != n * turns[n]:
            raise rounds.error(f"must be {n} x {turns[n]} (R16)", f"total_rounds.{n}")
        entry = after.get(n)
        for key, royal in (("base", False), ("royal", True)):
            expected = total(n, royal) - n * hand - 2 * pile_start
            if entry.int(key) != expected:
                raise entry.error(f"must be {expected} (R13)", key)

    market = r.get("market")
    bag = r.get("bag")
    negotiation = r.get("negotiation")
    options = r.get("options")
    reshuffle = r.get("reshuffle")
    coins = r.get("coins")
    denominations = coins.list("denominations", min_len=1)
    value = sum(d.int("value", min=1) * d.int("count", min=0) for d in denominations)
    if coins.int("total_value") != value:
        raise coins.error(f"the coins add up to {value} (R4)", "total_value")
    if coins.int("total_coins") != sum(d.int("count") for d in denominations):
        raise coins.error("must be the number of coins listed (R4)", "total_coins")

    return SheriffConfig(
        data_version=r.int("schema_version", min=1),
        goods=goods,
        bonuses=bonuses,
        starting_gold=starting_gold,
        hand_size=hand,
        hand_size_7=options.get("seven_card_hand").int("hand_size", min=hand),
        pile_start=pile_start,
        set_aside_max=market.int("set_aside_max", min=0, max=10),
        bag_min=bag.int("min_cards", min=1),
        bag_max=bag.int("max_cards", min=1, max=10),
        keep_on_piles=reshuffle.int("keep_top_of_each_discard_pile", min=0),
        sheriff_turns=turns,
        max_demands=negotiation.int("max_sheriff_demands_per_merchant", min=0),
        max_own_postings=negotiation.int("max_own_bag_postings_per_merchant", min=0),
        max_side_postings=negotiation.int("max_side_postings_per_merchant", min=0),
        timer_seconds_per_merchant=options.get("inspection_timer").int(
            "seconds_per_merchant", min=1
        ),
        removed_cards=options.get("random_card_removal").int("cards_removed", min=0),
        source=str(path),
    )
