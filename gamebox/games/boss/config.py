"""The Boss's cities, cards and set-ups, read and checked from assets/data/boss.yaml.

`BossConfig.layout(n)` gives everything the rules need for one player count, with cities
as indices in the row at the start of the game (R2); it is computed once per count.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from gamebox.engine.data import Reader, load_yaml, validate_data
from gamebox.games.boss.data_schema import BOSS_DATA
from gamebox.games.boss.model import COLOURS, KINDS, TEAM_COLOURS


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    city: str
    kind: str
    value: int  # money cards only; 0 for the others

    @property
    def chicago_value(self) -> int:
        """R31: money cards count their value, every other card 0."""
        return self.value if self.kind == "money" else 0


@dataclass(frozen=True, slots=True)
class City:
    id: str
    code: str
    name: str
    number: int  # 0 for Chicago
    cards: tuple[str, ...]
    colour: str = "#808080"


@dataclass(frozen=True, slots=True)
class Layout:
    """One player count's table (R1-R8, R19, R39): cities by index in the starting row."""

    n: int
    ids: tuple[str, ...]
    codes: tuple[str, ...]
    chicago: int
    cards_of: tuple[tuple[str, ...], ...]  # per city index; () for Chicago
    all_cards: tuple[str, ...]
    city_of: dict[str, int]  # card id -> city index
    index_of: dict[str, int]  # city id -> index
    hand_size: int
    rounds: int
    police_before: int
    teams: bool
    colours: int
    marked: int
    occasional: int

    @property
    def cities(self) -> int:
        return len(self.ids)


@dataclass(frozen=True, slots=True)
class Setup:
    cities: tuple[str, ...]
    row: tuple[str, ...]
    city_cards: int
    hand_size: int
    rounds: int
    police_before: int
    teams: bool
    marked: int
    occasional: int


@dataclass(frozen=True)
class BossConfig:
    data_version: int
    cities: dict[str, City]  # the 8 numbered cities and Chicago
    chicago: str
    cards: dict[str, Card]
    setups: dict[int, Setup]
    police: dict[str, tuple[str, ...]]  # card id -> badges
    badge_limit: int
    colours: tuple[str, ...]
    source: str = ""
    _layouts: dict[int, Layout] = field(default_factory=dict, repr=False, compare=False)

    def layout(self, n: int) -> Layout:
        cached = self._layouts.get(n)
        if cached is not None:
            return cached
        setup = self.setups[n]
        ids = setup.row
        cards_of = tuple(self.cities[c].cards for c in ids)
        all_cards = tuple(card for cards in cards_of for card in cards)
        layout = Layout(
            n=n,
            ids=ids,
            codes=tuple(self.cities[c].code for c in ids),
            chicago=ids.index(self.chicago),
            cards_of=cards_of,
            all_cards=all_cards,
            city_of={card: i for i, cards in enumerate(cards_of) for card in cards},
            index_of={c: i for i, c in enumerate(ids)},
            hand_size=setup.hand_size,
            rounds=setup.rounds,
            police_before=setup.police_before,
            teams=setup.teams,
            colours=3 if setup.teams else n,
            marked=setup.marked,
            occasional=setup.occasional,
        )
        self._layouts[n] = layout
        return layout


def _contents(city: Reader) -> list[tuple[str, int]]:
    out = []
    for item in city.list("contents", min_len=1):
        if isinstance(item.value, dict):
            out.append(("money", item.int("money", min=1)))
        else:
            out.append((item.str(choices=KINDS), 0))
    return sorted(out)


def load_config(path: str | Path) -> BossConfig:
    r = Reader(validate_data(BOSS_DATA, load_yaml(path), path), path)
    game = r.get("game")
    if game.str("id") != "boss":
        raise game.error("this file is not The Boss's data (expected id: boss)", "id")
    players = game.get("players")
    if (players.int("min"), players.int("max")) != (2, 6):
        raise players.error("The Boss is for 2 to 6 players (R1)")

    cards: dict[str, Card] = {}
    for item in r.list("cards", min_len=1):
        cid = item.str("id")
        if cid in cards:
            raise item.error(f"the card {cid} is listed twice", "id")
        kind = item.str("kind", choices=KINDS)
        value = item.int("value", min=1) if kind == "money" else 0
        if kind != "money" and "value" in item:
            raise item.error("only money cards have a value", "value")
        cards[cid] = Card(cid, item.str("city"), kind, value)

    cities: dict[str, City] = {}
    numbers: set[int] = set()
    for item in r.list("cities", min_len=1):
        cid = item.str("id")
        own = tuple(sorted(c.id for c in cards.values() if c.city == cid))
        if len(own) != item.int("card_count", min=1):
            raise item.error(f"{len(own)} cards of this city are listed", "card_count")
        listed = sorted((cards[c].kind, cards[c].value) for c in own)
        if listed != _contents(item):
            raise item.error("the cards of this city disagree with its list", "contents")
        number = item.int("number", min=1)
        if number in numbers:
            raise item.error(f"the number {number} is used twice", "number")
        numbers.add(number)
        colour = item.str("ui_color", default="#808080")
        cities[cid] = City(cid, item.str("code"), item.str("name"), number, own, colour)
    chicago_r = r.get("chicago")
    chicago = chicago_r.str("id")
    if chicago_r.int("city_cards") != 0:
        raise chicago_r.error("Chicago has no city cards (R31)", "city_cards")
    cities[chicago] = City(
        chicago,
        chicago_r.str("code"),
        chicago_r.str("name"),
        0,
        (),
        chicago_r.str("ui_color", default="#b22222"),
    )
    codes = [c.code for c in cities.values()]
    if len(set(codes)) != len(codes):
        raise r.error("two cities share a code", "cities")
    for card in cards.values():
        if card.city not in cities or card.city == chicago:
            raise r.error(f"the card {card.id} names an unknown city {card.city!r}", "cards")
    start = chicago_r.int("start_position", min=1)

    per_player = r.get("gangsters").get("per_player")
    setups: dict[int, Setup] = {}
    table = r.get("setups")
    for n in range(2, 7):
        s = table.get(str(n))
        wanted = tuple(s.list("cities", raw=True))
        if any(c not in cities or c == chicago for c in wanted):
            raise s.error("names a city that has no character card", "cities")
        numbered = tuple(sorted(wanted, key=lambda c: cities[c].number))
        if numbered != wanted:
            raise s.error("cities must be listed in increasing number (R2)", "cities")
        row = tuple(s.list("characters_left_to_right", raw=True))
        expected = list(numbered)
        expected.insert(start - 1, chicago)
        if list(row) != expected:
            raise s.error(
                f"must be the cities with Chicago in position {start} (R2)",
                "characters_left_to_right",
            )
        total = sum(len(cities[c].cards) for c in wanted)
        if s.int("city_cards") != total:
            raise s.error(f"the cities in play have {total} cards (R3)", "city_cards")
        if s.int("face_down_per_hand") != len(wanted):
            raise s.error("one face-down card per city (R7)", "face_down_per_hand")
        hand = s.int("hand_size", min=1)
        if total != len(wanted) + hand * n:
            raise s.error("the deal must leave nothing over (R7)", "hand_size")
        rounds = s.int("rounds_per_hand", min=2)
        if rounds != hand:
            raise s.error("a hand has as many rounds as cards in hand (R8)", "rounds_per_hand")
        police_before = s.int("police_reveal_before_round", min=2, max=rounds)
        teams = s.bool("teams")
        if teams != (n == 6):
            raise s.error("teams are played with 6 players only (R1)", "teams")
        if teams and tuple(s.list("team_colors", raw=True)) != TEAM_COLOURS:
            raise s.error(f"must be {', '.join(TEAM_COLOURS)} (R39)", "team_colors")
        cubes = per_player.get(str(n))
        setups[n] = Setup(
            cities=wanted,
            row=row,
            city_cards=total,
            hand_size=hand,
            rounds=rounds,
            police_before=police_before,
            teams=teams,
            marked=cubes.int("marked", min=1),
            occasional=cubes.int("occasional", min=0),
        )

    police_r = r.get("police")
    police = {p.str("id"): tuple(p.list("badges", raw=True)) for p in police_r.list("cards")}
    limit = police_r.int("last_hand_when_badges_of_one_metal_reach", min=1)
    for metal in ("silver", "gold"):
        if sum(b.count(metal) for b in police.values()) < limit:
            raise police_r.error(f"the {metal} badges never reach {limit}: no end (R20)", "cards")
    colours = tuple(r.get("gangsters").list("player_colors", raw=True))
    if colours != COLOURS:
        raise r.error(f"must be {', '.join(COLOURS)}", "gangsters.player_colors")
    return BossConfig(
        data_version=r.int("data_version", min=1),
        cities=cities,
        chicago=chicago,
        cards=cards,
        setups=setups,
        police=police,
        badge_limit=limit,
        colours=colours,
        source=str(path),
    )
