"""Sheriff of Nottingham's move notation (spec §9.10, the Notation section of
assets/rules/sheriff.en.md): a text read back into the `SheriffAction` whose `str()` it is.

Every number a text can carry (seats, piles, gold, counts of cards) is read with
`bounded_int` against a bound of the game (`Bounds`) before it is used, so no text can
build a huge proposal or reach the rules with an impossible number. The caller
(`SheriffGame.parse_action`) refuses an overlong text before any of this runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from gamebox.engine.game import IllegalAction, bounded_int
from gamebox.games.sheriff.config import SheriffConfig
from gamebox.games.sheriff.model import GOODS, HIDDEN, PILES, Proposal, SheriffAction

ORDER = {g: i for i, g in enumerate(GOODS)}
"""The canonical order of goods: a list of cards is written (and kept) in it."""
SIMPLE = ("stop", "wave", "skip", "stand", "withdraw", "accept", "timeout")
_SEAT = re.compile(r"p(\d+)")
_PILE = re.compile(r"d(\d+)")


def canon(goods: Any) -> tuple[str, ...]:
    return tuple(sorted(goods, key=ORDER.__getitem__))


@dataclass(frozen=True, slots=True)
class Bounds:
    """The largest number each field of the notation can carry in this game."""

    seats: int  # P1 to P<seats> (R1: 3-5 players)
    gold: int  # every coin of a game: gold only changes hands (R13.2)
    face_up: int  # legal goods in the box (R9-R12): a stall holds no more
    face_down: int  # contraband and royal cards in the box: a stall holds no more
    bag: int  # cards in a bag (R25)

    @classmethod
    def of(cls, config: SheriffConfig, max_players: int) -> Bounds:
        return cls(
            seats=max_players,
            gold=config.starting_gold * max_players,
            face_up=sum(g.count for g in config.goods.values() if g.is_legal),
            face_down=sum(g.count for g in config.goods.values() if not g.is_legal),
            bag=config.bag_max,
        )


def _seat(text: str, bounds: Bounds) -> int:
    return bounded_int(text, 1, bounds.seats, "a seat number (P1, P2...)") - 1


def _goods(text: str) -> tuple[str, ...]:
    if text == "-":
        return ()
    items = [t for t in text.split(",") if t]
    for item in items:
        if item not in ORDER:
            raise IllegalAction(f"{item[:24]!r} is not a good")
    return canon(items)


def _stallc(value: str, bounds: Bounds) -> tuple[str, ...]:
    """`stallc=2` (face-down cards the payer picks: §9.10), `stallc=silk,?` or names."""
    if value.isdigit():
        return (HIDDEN,) * bounded_int(value, 0, bounds.face_down, "stallc (face-down cards)")
    names = value.split(",")
    return _goods(",".join(g for g in names if g != HIDDEN)) + (HIDDEN,) * names.count(HIDDEN)


def _most(cards: tuple[str, ...], most: int, key: str) -> tuple[str, ...]:
    if len(cards) > most:
        raise IllegalAction(f"{key} names {len(cards)} cards; a stall holds at most {most}")
    return cards


def _bag(value: str, bounds: Bounds) -> tuple[tuple[str, int], ...]:
    clauses = []
    for clause in value.split(","):
        good, colon, qty = clause.partition(":")
        if good not in ORDER or not colon:
            raise IllegalAction(f"a bag field reads good:count, as bag=silk:1, not {clause[:24]!r}")
        clauses.append((good, bounded_int(qty, 1, bounds.bag, f"the count of {good} in a bag")))
    return tuple(clauses)


def _promise(value: str, bounds: Bounds) -> str:
    """`pass_next_time`, `favor`, `gold_next_time:4`; the kind is the rules' to judge (R112)."""
    _kind, colon, amount = value.partition(":")
    if colon:
        bounded_int(amount, 0, bounds.gold, "the gold of a promise")
    return value


def read_proposal(text: str, bounds: Bounds) -> Proposal:
    """'gold=5 stall=apples,apples bag=silk:1 inspect=P4 promise=pass_next_time' (lower
    case, single spaces); raises `IllegalAction` saying which field is wrong."""
    fields: dict[str, Any] = {
        "gold": 0,
        "stall": (),
        "stallc": (),
        "bag": (),
        "inspects": (),
        "passes": (),
        "promises": (),
        "show": False,
    }
    if text.strip() in ("", "nothing"):
        return Proposal()
    for part in text.split():
        key, _, value = part.partition("=")
        if key == "show" and not value:
            fields["show"] = True
        elif key == "gold":
            fields["gold"] = bounded_int(value, 0, bounds.gold, "gold")
        elif key == "stallc":
            fields["stallc"] = _most(_stallc(value, bounds), bounds.face_down, "stallc")
        elif key == "stall":
            fields["stall"] = _most(_goods(value), bounds.face_up, "stall")
        elif key == "bag":
            fields["bag"] = _bag(value, bounds)
        elif key in ("inspect", "pass") and (m := _SEAT.fullmatch(value)):
            name = "inspects" if key == "inspect" else "passes"
            fields[name] = (*fields[name], _seat(m[1], bounds))
        elif key == "promise" and value:
            fields["promises"] = (*fields["promises"], _promise(value, bounds))
        else:
            raise IllegalAction(f"{part[:24]!r} is not a field of an offer")
    return Proposal(**fields)


def parse_proposal(text: str, bounds: Bounds) -> Proposal | None:
    """The proposal written in `text`, or `None` if it is not one (the log's words use
    this on the text of events)."""
    try:
        return read_proposal(text, bounds)
    except IllegalAction:
        return None


def _pile(text: str) -> int:
    return bounded_int(text, 1, len(PILES), "a discard pile (D1, D2)") - 1


def _read(t: str, bounds: Bounds) -> SheriffAction | None:
    if t in SIMPLE:
        return SheriffAction(t)
    head, _, rest = t.partition(" ")
    if head in ("draw", "remove", "declare", "pay", "give") and rest in ORDER:
        return SheriffAction(head, (rest,))
    if head in ("setaside", "load"):
        return SheriffAction(head, _goods(rest.replace(" ", "")))
    if head in ("offer", "side", "counter"):
        return SheriffAction(head, offer=read_proposal(rest, bounds))
    first, _, more = rest.partition(" ")
    pile = _PILE.fullmatch(first)
    if head == "take" and pile and not more:
        return SheriffAction("take", target=_pile(pile[1]))
    if head in ("discard", "confiscate") and pile and more in ORDER:
        return SheriffAction(head, (more,), _pile(pile[1]))
    seat = _SEAT.fullmatch(first)
    if head in ("sheriff", "pass", "inspect", "accept", "acceptside") and seat and not more:
        return SheriffAction(head, target=_seat(seat[1], bounds))
    if head == "demand" and seat:
        offer = read_proposal(more, bounds)
        return SheriffAction("demand", target=_seat(seat[1], bounds), offer=offer)
    return None


def parse_sheriff_action(text: str, bounds: Bounds) -> SheriffAction:
    """The action written in `text` (any case, any spacing), or `IllegalAction` saying
    what is wrong with it."""
    t = " ".join(text.strip().lower().split())
    shown = repr(t[:40] + "..." if len(t) > 40 else t)
    try:
        action = _read(t, bounds)
    except IllegalAction as error:
        raise IllegalAction(f"unknown action {shown}: {error}") from None
    if action is None:
        raise IllegalAction(f"unknown action {shown}: see the notation of spec §9.10")
    return action
