"""A plain, seeded table policy for tests and example saves: plausible merchants and a
Sheriff who accepts fair offers and opens big bags. Not an opponent (see ai.py)."""

from __future__ import annotations

import random

from gamebox.engine.match import Match, Seat
from gamebox.games.sheriff.model import LEGAL, SheriffAction, SheriffState
from gamebox.games.sheriff.rules import SheriffGame


def choose(game: SheriffGame, s: SheriffState, rng: random.Random) -> SheriffAction:
    legal = game.legal_actions(s)
    kinds = {a.kind: a for a in legal}
    hand = s.hands[s.active] if s.active >= 0 else []
    if s.phase == "set_aside":
        small = [a for a in legal if len(a.goods) <= 2 and all(g not in LEGAL for g in a.goods)]
        return rng.choice(small or [a for a in legal if not a.goods])
    if s.phase == "take":
        takes = [a for a in legal if a.kind == "take" and s.piles[a.target][-1] in hand]
        return takes[0] if takes else kinds["stop"]
    if s.phase == "load":
        def score(a: SheriffAction) -> float:
            top = max(a.goods.count(t) for t in LEGAL)
            contra = sum(1 for g in a.goods if g not in LEGAL)
            return top + (1.5 if contra == 1 else -contra) + rng.random()
        return max(legal, key=score)
    if s.phase == "declare":
        bag = s.bags[s.active] or []
        best = max(LEGAL, key=lambda t: (bag.count(t), t == "apples"))
        return SheriffAction("declare", (best,))
    if s.phase in ("opening", "interject"):
        bag = s.bags[s.active] or []
        offers = [a for a in legal if a.kind == "offer" and a.offer and 2 <= a.offer.gold <= 4]
        if any(g not in LEGAL for g in bag) and offers and s.offers[s.active] is None:
            return rng.choice(offers)
        return kinds["skip"]
    if s.phase == "choose":
        accepts = [a for a in legal if a.kind == "accept"]
        if accepts:
            return accepts[0]
        bags = [a for a in legal if a.kind in ("pass", "inspect")]
        big = [a for a in bags if a.kind == "inspect" and len(s.bags[a.target] or []) >= 4]
        return big[0] if big and rng.random() < 0.6 else rng.choice(bags)
    if s.phase == "response":
        return kinds["stand"]
    return legal[0]


def mid_inspection_match(seed: int = 2026, min_round: int = 2) -> Match:
    """A 4-player match stopped while the Sheriff chooses, after one bag of the round
    was resolved and with another still waiting."""
    from gamebox.games import get_game

    game = get_game("sheriff")
    seats = [Seat("human"), Seat("normal"), Seat("normal"), Seat("normal")]
    match = Match(game, seats, seed, {"start_player": 0}, ["Marion", "Tuck", "John", "Much"])
    rng = random.Random(seed)
    while not match.is_over:
        s = match.state
        if (
            s.round >= min_round
            and s.phase == "choose"
            and len(s.unresolved()) in (1, 2)
            and any(s.offers[m] is not None for m in s.unresolved())
        ):
            return match
        if match.turn().is_chance:
            match.play_chance()
        else:
            match.apply(choose(game, s, rng))  # type: ignore[arg-type]
    raise AssertionError("the game ended before a suitable inspection")
