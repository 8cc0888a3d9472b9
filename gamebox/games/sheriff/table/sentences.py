"""The whole proposal read back to the person making it, built from plain data (no
pygame) in the table's words (`TableScene.say`, handed in by the caller).
"""

from __future__ import annotations

from collections.abc import Sequence

from gamebox.games.sheriff import text
from gamebox.games.sheriff.model import HIDDEN, Proposal
from gamebox.games.sheriff.summary import Say, join_words

Names = Sequence[str]


def _pays(say: Say, p: Proposal) -> list[str]:
    parts = []
    if p.gold:
        parts.append(text.gold_text(p.gold))
    if p.stall:
        parts.append(say("sentence.from_stand", goods=text.goods_list(p.stall)))
    if p.stallc:
        goods = text.goods_list(p.stallc) if p.show or HIDDEN not in p.stallc else \
            text.good_name(HIDDEN, len(p.stallc))
        parts.append(say("sentence.from_stand", goods=goods))
    for good, count in p.bag:
        parts.append(say("sentence.from_bag", goods=text.good_name(good, count)))
    return parts


def offer_sentence(say: Say, mode: str, p: Proposal, merchant: int, sheriff: int,
                   names: Names) -> str:
    """The whole proposal in one or two sentences for the person making it, e.g. "You
    offer Tuck 12 gold and Apples from the stand to let your bag pass and to open John's
    bag. You also promise a favour." `mode`: offer, counter, side, demand."""
    pays = join_words(say, _pays(say, p)) or say("sentence.nothing")
    commits = [say(f"sentence.{kind}", player=names[x])
               for kind, seats in (("inspect", p.inspects), ("pass", p.passes)) for x in seats]
    more = say("sentence.and_more", commits=join_words(say, commits)) if commits else ""
    words = say(f"sentence.{mode}", pays=pays, sheriff=names[sheriff], merchant=names[merchant],
                commits=join_words(say, commits), more=more)
    other = names[merchant] if mode == "demand" else names[sheriff]
    promises = [say(f"sentence.promise_{kind}", player=other,
                    gold=text.gold_text(int(amount) if amount.isdigit() else 0))
                for kind, _, amount in (promise.partition(":") for promise in p.promises)]
    if promises:
        words += " " + say("sentence.promises", promises=join_words(say, promises))
    return words
