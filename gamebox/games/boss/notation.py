"""The Boss's move notation: a text read back into the `BossAction` whose `str()` it is.

    pass                   no placement this turn (R11)
    place DET 2m1o         2 marked and 1 occasional gangster on Detroit (R12); `2m`
                           and `1o` alone are read too
    play det_4             a card from hand, under its city (R18)
    penalty STL Y2         six players: the team's marked gangster lost is Y2's (R43)
    first red              chance: the first player (R6)
    facedown det_1         chance: a city's face-down reward (R7)
    deal white det_4       chance: the next card dealt, to the seat named (R7)
    police police_double   chance: the police card turned (R19)

Cities are written by their codes (NY, CHI, BOS, DET, CIN, PHI, MEM, KC, STL), seats by
colour with 2-5 players and as Y1 W1 R1 Y2 W2 R2 with six. Numbers are read with
`bounded_int`; a city, card or seat must be in the game being played.
"""

from __future__ import annotations

import re

from gamebox.engine.game import IllegalAction, bounded_int
from gamebox.games.boss.config import Layout
from gamebox.games.boss.model import PASS, BossAction, seat_labels

MAX_GANGSTERS = 20
"""No person ever holds more gangsters than this (R4: 6 + 3)."""


def _city(code: str, layout: Layout) -> tuple[str, str]:
    upper = code.upper()
    if upper not in layout.codes:
        raise IllegalAction(
            f"no city {upper} in a {layout.n}-player game (cities: {', '.join(layout.codes)})"
        )
    i = layout.codes.index(upper)
    return layout.ids[i], upper


def _card(card: str, layout: Layout) -> tuple[str, str]:
    if card not in layout.city_of:
        raise IllegalAction(f"no card {card} in a {layout.n}-player game")
    return card, layout.ids[layout.city_of[card]]


def _seat(label: str, layout: Layout) -> tuple[int, str]:
    labels = [x.lower() for x in seat_labels(layout.n)]
    if label.lower() not in labels:
        raise IllegalAction(f"no seat {label} in a {layout.n}-player game ({', '.join(labels)})")
    seat = labels.index(label.lower())
    return seat, seat_labels(layout.n)[seat]


def _count(text: str, what: str) -> int:
    return bounded_int(text, 0, MAX_GANGSTERS, what)


def _place(code: str, amounts: str, layout: Layout) -> BossAction | None:
    m = re.fullmatch(r"(?:(\d+)m)?(?:(\d+)o)?", amounts)
    if m is None or (m[1] is None and m[2] is None):
        return None
    marked = _count(m[1], "marked gangsters") if m[1] is not None else 0
    occasional = _count(m[2], "occasional gangsters") if m[2] is not None else 0
    city, code = _city(code, layout)
    return BossAction("place", city, code, marked, occasional)


def _read(words: list[str], layout: Layout) -> BossAction | None:
    head, rest = words[0], words[1:]
    if head == "pass" and not rest:
        return PASS
    if head == "place" and len(rest) == 2:
        return _place(rest[0], rest[1].replace(" ", ""), layout)
    if head == "place" and len(rest) == 3:  # `place DET 2m 1o`
        return _place(rest[0], rest[1] + rest[2], layout)
    if head == "play" and len(rest) == 1:
        card, city = _card(rest[0], layout)
        return BossAction("play", city, card=card)
    if head == "penalty" and len(rest) == 2:
        city, code = _city(rest[0], layout)
        seat, label = _seat(rest[1], layout)
        return BossAction("penalty", city, code, seat=seat, label=label)
    if head == "first" and len(rest) == 1:
        seat, label = _seat(rest[0], layout)
        return BossAction("first", seat=seat, label=label)
    if head == "facedown" and len(rest) == 1:
        card, city = _card(rest[0], layout)
        return BossAction("facedown", city, card=card)
    if head == "deal" and len(rest) == 2:
        seat, label = _seat(rest[0], layout)
        card, city = _card(rest[1], layout)
        return BossAction("deal", city, card=card, seat=seat, label=label)
    if head == "police" and len(rest) == 1:
        if not re.fullmatch(r"police_[a-z0-9_]+", rest[0]):
            return None
        return BossAction("police", card=rest[0])
    return None


def parse_boss_action(text: str, layout: Layout) -> BossAction:
    """The action written in `text` (any case, any spacing) for the game of `layout`, or
    `IllegalAction` saying what is wrong with it."""
    cleaned = " ".join(text.strip().lower().split())
    shown = repr(cleaned[:40] + "..." if len(cleaned) > 40 else cleaned)
    if not cleaned:
        raise IllegalAction("an empty text is no action")
    try:
        action = _read(cleaned.split(" "), layout)
    except IllegalAction as error:
        raise IllegalAction(f"unknown action {shown}: {error}") from None
    if action is None:
        raise IllegalAction(f"unknown action {shown}: see the notation section of the rules")
    return action
