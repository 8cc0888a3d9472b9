"""How clicks become actions: every legal action has one or more click paths, lists of
tokens such as ("ward", 6) or ("garden", IR). The clicks made so far are the selection;
the targets offered next are the next tokens of the legal actions whose path starts
with the selection, and an action is played when its whole path has been clicked. So
every legal action can be reached by clicking and nothing else can be sent."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamebox.games.tammany.model import NO, TammanyAction

Token = tuple[Any, ...]


def paths(action: TammanyAction) -> list[list[Token]]:
    """The click sequences that choose `action`."""
    k, a, b, c = action.kind, action.a, action.b, action.c
    if k == "place":
        if b == NO:
            return [[("ward", a)]]
        return [[("ward", a), ("ward", a)]] if a == b else \
            [[("ward", a), ("ward", b)], [("ward", b), ("ward", a)]]
    if k == "slander2":
        return [[("decline",)]] if a == NO else [[("ward", a)]]
    return {
        "place_cube": [[("garden", b), ("ward", c), ("ward", a)]],
        "chip": [[("office",), ("nat", a)]],
        "lock": [[("office",), ("ward", a)]],
        "remove": [[("office",), ("ward", a), ("nat", b)]],
        "move": [[("office",), ("ward", a), ("nat", b), ("ward", c)]],
        "slander": [[("slander",), ("ward", b), ("player", a), ("nat", c)]],
        "bonus_chip": [[("nat", a)]],
        "bonus_cube": [[("nat", a), ("ward", b)]],
        "end": [[("end",)]],
    }.get(k, [])


@dataclass
class Choice:
    """What the person at the screen may click now: each target and the actions it leads
    to, and the targets that complete an action."""

    options: dict[Token, list[TammanyAction]] = field(default_factory=dict)
    done: dict[Token, TammanyAction] = field(default_factory=dict)

    def of(self, kind: str) -> list[int]:
        return sorted(tok[1] for tok in self.options if tok[0] == kind)


def trie(legal: list[TammanyAction]) -> dict[Token, Choice]:
    """Every prefix of every legal action's click path -> what may be clicked next."""
    out: dict[Token, Choice] = {}
    for action in legal:
        for path in paths(action):
            for depth, token in enumerate(path):
                c = out.setdefault(tuple(path[:depth]), Choice())
                c.options.setdefault(token, []).append(action)
                if depth == len(path) - 1:
                    c.done[token] = action
    return out
