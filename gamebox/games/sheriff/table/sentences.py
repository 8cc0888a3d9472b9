"""The table's longer sentences, built from plain data (no pygame): the offer builder
reading the whole proposal back to the person making it, and the summary after an
inspection round (who gained or paid what, and why). The words come from the table's
`say` (`TableScene.say`: `sheriff.table.*`), handed in by the caller.

The summary is built from events as the reader may see them (`view_event`), so it says
no more than the log: contraband that passed is counted, not named, to anyone but its
owner (R40), and a face-down card given in a deal stays "a face-down card" (R77).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from gamebox.games.sheriff import events as E
from gamebox.games.sheriff import text
from gamebox.games.sheriff.model import HIDDEN, Proposal

Names = Sequence[str]
Say = Callable[..., str]  # the table's words for a key (`TableScene.say`)


def _join(say: Say, parts: list[str]) -> str:
    """"a, b and c" in the language in use."""
    if len(parts) <= 1:
        return "".join(parts)
    return say("sentence.list", items=say("sentence.comma").join(parts[:-1]), last=parts[-1])


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
    name = list(names)
    pays = _join(say, _pays(say, p)) or say("sentence.nothing")
    commits = [say(f"sentence.{kind}", player=name[x])
               for kind, seats in (("inspect", p.inspects), ("pass", p.passes)) for x in seats]
    more = say("sentence.and_more", commits=_join(say, commits)) if commits else ""
    words = say(f"sentence.{mode}", pays=pays, sheriff=name[sheriff], merchant=name[merchant],
                commits=_join(say, commits), more=more)
    other = name[merchant] if mode == "demand" else name[sheriff]
    promises = []
    for promise in p.promises:
        kind, _, amount = promise.partition(":")
        promises.append(say(f"sentence.promise_{kind}", player=other,
                            gold=text.gold_text(int(amount) if amount.isdigit() else 0)))
    if promises:
        words += " " + say("sentence.promises", promises=_join(say, promises))
    return words


# -- the summary after an inspection round ---------------------------------------------------
@dataclass
class Ledger:
    """What one player gained and paid in the round's inspection."""

    outcome: str = ""  # a sentence about the bag (passed, honest, lying)
    gold_in: dict[str, int] = field(default_factory=dict)  # reason -> gold received
    gold_out: dict[str, int] = field(default_factory=dict)  # reason -> gold paid
    goods_in: list[str] = field(default_factory=list)
    goods_out: list[str] = field(default_factory=list)
    cancelled: int = 0
    confiscated: int = 0


def round_summary(say: Say, events: Sequence[E.Event], round_no: int, sheriff: int,
                  names: Names, you: int | None = None) -> tuple[str, list[str]]:
    """(title, a line per player) of one inspection round, from its events as the reader
    may see them. `you`: the seat worded as "you" (one person at a table of computers)."""
    n = len(names)
    books = [Ledger() for _ in range(n)]
    opened = -1  # the bag opened last: the confiscated cards that follow are its
    for e in events:
        if isinstance(e, E.BagPassed):
            key = "passed_hidden" if e.contraband else "passed"
            books[e.player].outcome = say(f"summary.{key}", goods=text.goods_list(e.legal),
                                          count=len(e.contraband))
        elif isinstance(e, E.BagInspected):
            opened = e.player
            books[e.player].outcome = say("summary.honest", count=len(e.goods)) if e.honest \
                else ""
        elif isinstance(e, E.Discarded) and e.confiscated and opened >= 0:
            books[opened].confiscated += 1
            books[opened].outcome = say("summary.lying", count=books[opened].confiscated)
        elif isinstance(e, E.GoldPaid):  # a penalty the Sheriff pays: an honest bag (R43)
            why = "honest" if e.reason == "penalty" and e.payer == sheriff else e.reason
            books[e.payer].gold_out[why] = books[e.payer].gold_out.get(why, 0) + e.amount
            books[e.payee].gold_in[why] = books[e.payee].gold_in.get(why, 0) + e.amount
        elif isinstance(e, E.GoodsPaid):
            books[e.payer].goods_out.append(e.good)
            books[e.payee].goods_in.append(e.good)
        elif isinstance(e, E.DebtCancelled):
            books[e.debtor].cancelled += e.amount
    lines = []
    for p in range(n):
        parts = [books[p].outcome] if books[p].outcome else []
        book = books[p]
        for reason in ("deal", "penalty", "honest"):
            if book.gold_in.get(reason):
                parts.append(say(f"summary.gold_in_{reason}",
                                 gold=text.gold_text(book.gold_in[reason])))
            if book.gold_out.get(reason):
                parts.append(say(f"summary.gold_out_{reason}",
                                 gold=text.gold_text(book.gold_out[reason])))
        if book.goods_in:
            parts.append(say("summary.goods_in", goods=text.goods_list(book.goods_in)))
        if book.goods_out:
            parts.append(say("summary.goods_out", goods=text.goods_list(book.goods_out)))
        if book.cancelled:
            parts.append(say("summary.cancelled", gold=text.gold_text(book.cancelled)))
        if not parts:
            if p == sheriff:
                parts.append(say("summary.sheriff_nothing"))
            else:
                continue
        who = say("summary.you") if p == you else names[p]
        role = say("summary.sheriff_role") if p == sheriff else ""
        lines.append(say("summary.line", player=who, role=role,
                         facts=say("sentence.semicolon").join(parts)))
    return say("summary.title", round=round_no), lines
