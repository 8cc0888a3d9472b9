"""Sheriff of Nottingham: pure helpers on lists of cards -- every sub-multiset of a hand
(the set-aside and load menus), removing cards and subtracting what may have left a hand
(the `known` bookkeeping of §7.1). They are plain functions on lists, shared by the
contract in rules.py, the market and the inspection, so they live on their own."""

from __future__ import annotations

import itertools
from typing import Any

from gamebox.games.sheriff.notation import ORDER


def sub_multisets(cards: list[str], low: int, high: int) -> list[tuple[str, ...]]:
    """Every multiset of `low`..`high` cards drawn from `cards`, in canonical order."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    kinds = sorted(counts, key=ORDER.__getitem__)
    out = []
    for picks in itertools.product(*(range(counts[k] + 1) for k in kinds)):
        if low <= sum(picks) <= high:
            out.append(tuple(k for k, n in zip(kinds, picks, strict=True) for _ in range(n)))
    return out


def remove_all(cards: list[str], goods: tuple[str, ...]) -> None:
    for g in goods:
        cards.remove(g)


def minus(cards: list[str], gone: Any, cap: dict[str, int] | None = None) -> list[str]:
    """`cards` without one copy of each card of `gone` (where present); with `cap`,
    without up to `cap[g]` copies of each good g instead."""
    out = list(cards)
    for g in gone:
        if g in out:
            out.remove(g)
    for g, n in (cap or {}).items():
        for _ in range(n):
            if g in out:
                out.remove(g)
    return out
