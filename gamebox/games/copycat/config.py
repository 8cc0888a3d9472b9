"""Copycat's cards, offices and numbers, read and checked from assets/data/copycat.yaml.

Card and office effects are data (spec 10.1): each names one type of the effect
vocabulary below with its parameters, and the rules code interprets the type. The loader
checks everything a hand edit could break -- counts per section (R4), numbering (R7),
colours against the phases of their effects (R8), the vocabulary and its parameters, the
street and the setup tables -- and names the place of a mistake (`DataError`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamebox.engine.data import Reader, load_yaml, validate_data
from gamebox.games.copycat.data_schema import COPYCAT_DATA

# The effect vocabulary the engine implements (spec 10.1): type -> (phase, parameters).
VOCABULARY: dict[str, tuple[str, tuple[str, ...]]] = {
    "none": ("none", ()),
    "gain_coins": ("3", ("amount",)),
    "gain_vp": ("3", ("amount",)),
    "choice": ("3", ("options",)),
    "gain_workers": ("2", ("amount",)),
    "trash_for_workers": ("2", ("max_cards", "workers_per_card", "sources")),
    "extra_placement": ("2", ("count",)),
    "draw": ("2", ("amount",)),
    "pay_coins_to_draw": ("2", ("cards_per_coin",)),
    "sift": ("2", ("max_cards",)),
    "trash_for_coins": ("3", ("max_cards", "coins_per_card", "sources")),
    "double_coins": ("3", ()),
    "buy": ("3", ("max_cards",)),
    "shift_street_then_buy": ("3", ("max_cards",)),
    "convert_coins_to_vp": ("3", ("vp_per_coin",)),
    "double_vp_markers": ("3", ()),
    "reuse_card": ("target", ()),
    "copy_card": ("target", ()),
    "reuse_worker": ("target", ()),
    "keep_unused_cards": ("3", ()),  # grey, but used only in the phase-3 keep step (R46)
}
GREY_TYPES = frozenset({"reuse_card", "copy_card", "reuse_worker", "keep_unused_cards"})
TRASH_SOURCES = ("hand", "area")
SECTIONS = ("I", "II", "III", "IV", "V")
SECTION_SIZES = {1: 11, 2: 15, 3: 13, 4: 12, 5: 4}  # R4
START_SETS = ("A", "B", "C", "D")
START_NUMBERS = tuple(range(9, 19))  # R7


@dataclass(frozen=True, slots=True)
class Effect:
    """One action box (spec 10.1). Unused parameters stay 0 / empty."""

    type: str
    amount: int = 0
    count: int = 0
    max_cards: int = 0
    workers_per_card: int = 0
    coins_per_card: int = 0
    cards_per_coin: int = 0
    vp_per_coin: int = 0
    sources: tuple[str, ...] = ()
    options: tuple[Effect, ...] = ()

    @property
    def phase(self) -> str:
        return VOCABULARY[self.type][0]


@dataclass(frozen=True, slots=True)
class Card:
    index: int
    id: str
    name: str
    kind: str  # "start", "action" or "doctorate"
    set: str  # start sets A-D, "" for action cards
    section: int  # 1-5 for action cards (5: doctorates), 0 for start cards
    number: int | None
    order_value: int
    colour: str
    cost: int
    vp: int
    effect: Effect
    alias: str = ""

    @property
    def is_red(self) -> bool:
        return self.effect.type == "none"

    @property
    def is_doctorate(self) -> bool:
        return self.kind == "doctorate"


@dataclass(frozen=True, slots=True)
class Office:
    index: int
    id: str
    name: str
    kind: str  # "board", "normal" or "additional"
    players: tuple[int, ...]
    section: int  # additional offices 1-5, else 0
    colour: str
    effect: Effect


@dataclass(frozen=True, slots=True)
class CopycatConfig:
    data_version: int
    cards: tuple[Card, ...]
    card_index: dict[str, int]
    offices: tuple[Office, ...]
    office_index: dict[str, int]
    start_sets: dict[str, tuple[int, ...]]
    sections: dict[int, tuple[int, ...]]  # section 1-4 action cards, 5 the doctorates
    board_offices: tuple[int, ...]
    normal_offices: dict[int, tuple[int, ...]]  # players -> normal offices used
    additional: dict[int, tuple[int, ...]]  # section -> additional offices
    windows: dict[int, int]  # section -> office windows
    modifiers: tuple[int, ...]  # street position -> cost modifier (R10)
    cleared: dict[int, tuple[int, ...]]  # players -> street positions cleared (0-based, R90)
    max_rounds: int
    vp_end: int
    hand_draw: int
    start_workers: int
    workers: int
    markers_total: int
    doctorate_value: int
    empty_hand_value: int
    vp_per_marker: int
    doctorates_used: dict[int, int]
    doctorate_mode: str
    markers_limited: bool
    source: str = ""

    def card(self, ref: str) -> int:
        return self.card_index[ref]

    def office(self, ref: str) -> int:
        return self.office_index[ref]


def _effect(r: Reader, allow_choice: bool = True) -> Effect:
    kind = r.str("type", choices=tuple(VOCABULARY))
    if kind == "choice" and not allow_choice:
        raise r.error("an option of a choice cannot be another choice", "type")
    needed = VOCABULARY[kind][1]
    for key in r.value:
        if key != "type" and key not in needed:
            takes = ", ".join(needed) or "-"
            raise r.error(f"{kind} takes no parameter {key!r} (it takes: {takes})")
    values: dict[str, Any] = {}
    for key in needed:
        if key == "options":
            options = tuple(_effect(o, False) for o in r.list("options", min_len=2))
            for i, option in enumerate(options):
                if option.phase != "3":
                    raise r.error("a choice's options must be phase-3 effects", f"options[{i}]")
            values["options"] = options
        elif key == "sources":
            sources = tuple(str(s) for s in r.list("sources", min_len=1, raw=True))
            if any(s not in TRASH_SOURCES for s in sources) or len(set(sources)) != len(sources):
                raise r.error(f"sources must be some of {', '.join(TRASH_SOURCES)}", "sources")
            values["sources"] = sources
        else:
            values[key] = r.int(key, min=1 if key != "amount" else 0, max=99)
    return Effect(kind, **values)


def _check_colour(r: Reader, colours: dict[str, str], effect: Effect) -> str:
    colour = r.str("colour", choices=tuple(colours))
    phase = colours[colour]
    if r.str("phase") != phase:
        raise r.error(f"a {colour} card or office is used in phase {phase!r} (R8)", "phase")
    grey = phase == "target" and effect.type in GREY_TYPES
    if effect.phase != phase and not grey:
        raise r.error(
            f"a {effect.type} effect belongs to phase {effect.phase!r}, but {colour} is phase"
            f" {phase!r}: change the colour and phase with the effect (R8)",
            "effect",
        )
    return colour


def _vocabulary(r: Reader) -> None:
    """The data's list of effect types must be the engine's (spec 10.1)."""
    listed = r.mapping("effect_types")
    if set(listed) != set(VOCABULARY):
        extra = sorted(set(listed) - set(VOCABULARY))
        missing = sorted(set(VOCABULARY) - set(listed))
        raise r.error(f"must list the engine's effect types; unknown {extra}, missing {missing}",
                      "effect_types")
    for name, entry in listed.items():
        phase, params = VOCABULARY[name]
        if entry.str("phase") != phase:
            raise entry.error(f"the engine uses {name} in phase {phase!r}", "phase")
        if tuple(entry.list("params", raw=True)) != params:
            raise entry.error(f"the engine reads the parameters {list(params)}", "params")


def _cards(r: Reader, colours: dict[str, str], constants: Reader) -> tuple[list[Card], dict]:
    cards: list[Card] = []
    start_sets: dict[str, list[int]] = {s: [] for s in START_SETS}
    sections: dict[int, list[int]] = {s: [] for s in range(1, 6)}
    for entry in r.list("start_cards", min_len=1):
        effect = _effect(entry.get("effect"))
        colour = _check_colour(entry, colours, effect)
        set_ = entry.str("set", choices=START_SETS)
        number = entry.int("number", min=0, max=999)
        if entry.int("order_value") != number:
            raise entry.error("a start card's order value is its number (R7)", "order_value")
        if entry.get("cost").value not in (None, 0):
            raise entry.error("start cards have no cost (D1)", "cost")
        start_sets[set_].append(len(cards))
        cards.append(Card(len(cards), entry.str("id"), entry.str("name"), "start", set_, 0,
                          number, number, colour, 0, entry.int("vp"), effect))
    for set_, members in start_sets.items():
        numbers = sorted(cards[i].number or 0 for i in members)
        if tuple(numbers) != START_NUMBERS:
            raise r.error(f"set {set_} must have 10 cards numbered 9-18 (R4, R7)", "start_cards")
    doctorate_value = constants.int("doctorate_order_value")
    for key, kind in (("action_cards", "action"), ("doctorates", "doctorate")):
        for entry in r.list(key, min_len=1):
            effect = _effect(entry.get("effect"))
            colour = _check_colour(entry, colours, effect)
            section = SECTIONS.index(entry.str("section", choices=SECTIONS)) + 1
            if (section == 5) != (kind == "doctorate"):
                raise entry.error("section V holds exactly the doctorates (R4)", "section")
            if entry.bool("is_doctorate", default=False) != (kind == "doctorate"):
                raise entry.error("only the doctorates are marked is_doctorate", "is_doctorate")
            number = entry.get("number").value
            if kind == "doctorate":
                if number is not None or entry.int("order_value") != doctorate_value:
                    raise entry.error(
                        f"doctorates carry no number and count as {doctorate_value} (R7)",
                        "number",
                    )
            else:
                red = effect.type == "none"
                low, high = (1, 8) if red else (19, 61)
                number = entry.int("number", min=low, max=high)
                if entry.int("order_value") != number:
                    raise entry.error("an action card's order value is its number (R7)")
                if red != (colour == "red"):
                    raise entry.error("red cards, and only they, have no action (R8)", "colour")
            cost = entry.int("cost", min=0, max=99)
            sections[section].append(len(cards))
            cards.append(Card(len(cards), entry.str("id"), entry.str("name"), kind, "", section,
                              number, entry.int("order_value"), colour, cost, entry.int("vp"),
                              effect, str(entry.value.get("alias", ""))))
    for section, members in sections.items():
        if len(members) != SECTION_SIZES[section]:
            raise r.error(f"section {SECTIONS[section - 1]} must have {SECTION_SIZES[section]}"
                          f" cards, has {len(members)} (R4)", "action_cards")
    numbers = [c.number for c in cards if c.kind == "action"]
    if sorted(numbers) != [*range(1, 9), *range(19, 62)]:  # type: ignore[type-var]
        raise r.error("action cards must be numbered 1-8 (red) and 19-61, each once (R7)",
                      "action_cards")
    return cards, {"start": start_sets, "sections": sections}


def _offices(r: Reader, colours: dict[str, str], windows: dict[int, int]) -> list[Office]:
    offices = []
    for entry in r.list("offices", min_len=1):
        effect = _effect(entry.get("effect"))
        colour = _check_colour(entry, colours, effect)
        kind = entry.str("kind")
        players = tuple(p.int(min=2, max=4) for p in entry.list("players", min_len=1))
        section = 0
        if kind == "additional":
            section = entry.int("section", min=1, max=5)
        elif "section" in entry:
            raise entry.error("only additional offices have a section", "section")
        if kind == "board" and players != (2, 3, 4):
            raise entry.error("printed offices are used with 2, 3 and 4 players (R18)", "players")
        offices.append(Office(len(offices), entry.str("id"), entry.str("name"), kind, players,
                              section, colour, effect))
    counts = {k: sum(1 for o in offices if o.kind == k) for k in ("board", "normal", "additional")}
    if counts != {"board": 10, "normal": 4, "additional": 11}:
        raise r.error(f"the game has 10 board, 4 normal and 11 additional offices, not {counts}"
                      " (R4, R18)", "offices")
    for section, size in windows.items():
        have = sum(1 for o in offices if o.section == section)
        if have != size:
            raise r.error(f"section {section} has {have} office cards for {size} windows (R20)",
                          "offices")
    return offices


def load_config(path: str | Path) -> CopycatConfig:
    r = Reader(validate_data(COPYCAT_DATA, load_yaml(path), path), path)
    if r.str("game") != "copycat":
        raise r.error("this file is not Copycat's data (expected game: copycat)", "game")
    k = r.get("constants")
    if (k.int("players_min"), k.int("players_max")) != (2, 4):
        raise k.error("Copycat is for 2 to 4 players (R1)")
    if k.int("uses_per_round_max") != 2 or k.int("doublings_per_unit_max") != 2:
        raise k.error("the engine's bookkeeping (R72-R74) is built for 'at most twice per round'")
    workers = k.int("workers_per_colour", min=1, max=20)
    start_workers = k.int("start_workers", min=0, max=workers)
    colours = {name: entry.str("phase") for name, entry in r.mapping("colours").items()}
    for name, phase in (("red", "none"), ("grey", "target")):
        if colours.get(name) != phase:
            raise r.error(f"{name} must be phase {phase!r} (R8)", "colours")
    _vocabulary(r)

    setup = r.get("setup")
    windows_r = setup.get("office_windows_per_section")
    windows = {s: windows_r.int(s, min=0, max=11) for s in range(1, 6)}
    cards, groups = _cards(r, colours, k)
    offices = _offices(r, colours, windows)
    ids = [c.id for c in cards] + [o.id for o in offices]
    seen: set[str] = set()
    for ref in ids:
        if ref in seen:
            raise r.error(f"the id {ref!r} is used twice")
        seen.add(ref)

    positions = r.get("street").list("positions", min_len=1)
    size = k.int("street_size")
    if len(positions) != size or size != 11:
        raise r.error("the street has 11 positions (R10)", "street.positions")
    modifiers = []
    cleared: dict[int, list[int]] = {2: [], 3: [], 4: []}
    for i, pos in enumerate(positions):
        if pos.int("position") != i + 1:
            raise pos.error(f"must be position {i + 1}", "position")
        modifiers.append(pos.int("cost_modifier", min=0, max=20))
        for n in pos.list("cleared_at_cleanup_with_players", raw=True):
            if n not in cleared:
                raise pos.error("players must be 2, 3 or 4", "cleared_at_cleanup_with_players")
            cleared[n].append(i)

    office_of = {o.id: o.index for o in offices}
    by_players = setup.get("by_players")
    normal: dict[int, tuple[int, ...]] = {}
    doctorates_used: dict[int, int] = {}
    n_doctorates = len(groups["sections"][5])
    for n in (2, 3, 4):
        entry = by_players.get(n)
        if entry.int("start_sets") != n:
            raise entry.error("each player takes one start set (R15)", "start_sets")
        used = entry.int("doctorates", min=0, max=n_doctorates)
        doctorates_used[n] = used
        supply = sum(len(groups["sections"][s]) for s in (2, 3, 4)) + used
        if entry.int("supply_deck_size") != supply:
            raise entry.error(f"sections II-IV and the doctorates make {supply} (R16)",
                              "supply_deck_size")
        listed = []
        for ref in entry.list("normal_offices", raw=True):
            o = office_of.get(ref)
            if o is None or offices[o].kind != "normal" or n not in offices[o].players:
                raise entry.error(f"{ref!r} is no normal office for {n} players (R19)",
                                  "normal_offices")
            listed.append(o)
        normal[n] = tuple(listed)
        shown = [p - 1 for p in entry.list("street_positions_cleared", raw=True)]
        if shown != cleared[n]:
            raise entry.error("disagrees with the street's people icons (R11)",
                              "street_positions_cleared")
    options = r.get("options")
    modes = options.get("doctorate_mode")
    values = modes.list("values", raw=True)
    if sorted(values) != ["on_play", "on_purchase"]:
        raise modes.error("the values are on_play and on_purchase (R101)", "values")
    return CopycatConfig(
        data_version=r.int("data_version", min=1),
        cards=tuple(cards),
        card_index={c.id: c.index for c in cards},
        offices=tuple(offices),
        office_index=office_of,
        start_sets={s: tuple(v) for s, v in groups["start"].items()},
        sections={s: tuple(v) for s, v in groups["sections"].items()},
        board_offices=tuple(o.index for o in offices if o.kind == "board"),
        normal_offices=normal,
        additional={s: tuple(o.index for o in offices if o.section == s) for s in range(1, 6)},
        windows=windows,
        modifiers=tuple(modifiers),
        cleared={n: tuple(v) for n, v in cleared.items()},
        max_rounds=k.int("max_rounds", min=1, max=99),
        vp_end=k.int("vp_end_threshold", min=1),
        hand_draw=k.int("hand_draw", min=0, max=20),
        start_workers=start_workers,
        workers=workers,
        markers_total=k.int("vp_markers_total", min=0),
        doctorate_value=k.int("doctorate_order_value"),
        empty_hand_value=k.int("empty_hand_order_value"),
        vp_per_marker=k.int("vp_per_marker"),
        doctorates_used=doctorates_used,
        doctorate_mode=modes.str("default", choices=("on_play", "on_purchase")),
        markers_limited=options.get("vp_marker_supply_limited").bool("default"),
        source=str(path),
    )
