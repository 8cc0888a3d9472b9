"""What an Inspection phase did, a line per player: whose bag passed (and how many cards
went face down), whose was opened, honest or a lie and how many cards were confiscated,
the gold each received or paid in deals, in penalties and for honest bags, the goods that
changed stands, and debts cancelled. A rules function over the match's own history (the
steps of the phase and the state before it), with no window: the table's summary and
`play --text` both say it.

When: the account of a round is said as the first step after its last inspection step
begins (the first refill card dealt), or at the end of the game, where hands are
discarded (R37, R48). It is worded for one reader (`reader`: a seat, or None for an
onlooker, as in hot-seat): every event is redacted as the log redacts it for them, so
contraband that passed is counted, not named, to anyone but its owner (R40), and a
face-down card given in a deal stays "a face-down card" (R77).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from gamebox.engine.summary import Say, Told, words_of
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff import text
from gamebox.games.sheriff.model import CHOOSE, CONFISCATE, GIVE, INTERJECT, OPENING, PAY, RESPONSE

INSPECTING = frozenset({OPENING, CHOOSE, RESPONSE, INTERJECT, CONFISCATE, PAY, GIVE})



table_words = words_of("sheriff.table")


def summary_after(game: Any, match: Any, event: Any, reader: int | None,
                  names: Sequence[str]) -> Told | None:
    """The summary after `event`: a round's account, spoken to the reader; None after
    any other event."""
    return round_summary(game, match, event, reader, names, you=reader)


def round_summary(game: Any, match: Any, event: Any, reader: int | None, names: Sequence[str],
                  say: Say = table_words, you: int | None = None) -> Told | None:
    """The account of the Inspection phase that `event` closes (None if it closes none),
    for `reader`. `event` is the match's own or the copy a viewer was shown of it
    (`view_event`). `you`: the seat worded as "you" (one person at a table of computers)."""
    found = _locate(game, match, event, reader)
    if found is None:
        return None
    index, k = found
    if isinstance(event, E.HandsDiscarded):  # R65, R66: in the last phase's closing step
        closing = index
    elif k == 0:
        closing = index - 1
    else:
        return None
    if not closes_round(match, closing):
        return None
    return inspection_summary(game, match, closing, reader, names, say, you)


def closes_round(match: Any, index: int) -> bool:
    """Does log entry `index` end an Inspection phase (the last bag dealt with, R37)?"""
    log = match.log
    if not 0 <= index < len(log) or log[index].before.phase not in INSPECTING:
        return False
    after = log[index + 1].before if index + 1 < len(log) else match.state
    return after.phase not in INSPECTING


def inspection_summary(game: Any, match: Any, closing: int, reader: int | None,
                       names: Sequence[str], say: Say = table_words,
                       you: int | None = None) -> Told | None:
    """The account of the Inspection phase that log entry `closing` ended."""
    log = match.log
    start = closing
    while start > 0 and log[start - 1].before.phase in INSPECTING:
        start -= 1
    events = [game.view_event(e, reader) for entry in log[start:closing + 1]
              for e in entry.events]
    before = log[closing].before
    lines = account(say, events, before.sheriff, names, you)
    return Told(say("summary.title", round=before.round), tuple(lines)) if lines \
        else None


def _locate(game: Any, match: Any, event: Any, reader: int | None) -> tuple[int, int] | None:
    """(log index, place in its events) of `event`: the very object, else the newest
    event that reads the same to `reader` (the table is shown redacted copies)."""
    log = match.log
    for index in range(len(log) - 1, -1, -1):
        for k, e in enumerate(log[index].events):
            if e is event:
                return index, k
    seen = game.view_event(event, reader)
    for index in range(len(log) - 1, -1, -1):
        for k, e in enumerate(log[index].events):
            if type(e) is type(event) and game.view_event(e, reader) == seen:
                return index, k
    return None


def join_words(say: Say, parts: list[str]) -> str:
    """"a, b and c" in the language in use."""
    if len(parts) <= 1:
        return "".join(parts)
    return say("sentence.list", items=say("sentence.comma").join(parts[:-1]), last=parts[-1])


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


def account(say: Say, events: Sequence[E.Event], sheriff: int, names: Sequence[str],
            you: int | None = None) -> list[str]:
    """A line per player who gained or paid anything (and the Sheriff's always), from
    the phase's events as the reader may see them."""
    books = [Ledger() for _ in names]
    opened = -1  # the bag opened last: the confiscated cards that follow are its
    for e in events:
        if isinstance(e, E.BagPassed):  # R39, R40
            key = "passed_hidden" if e.contraband else "passed"
            books[e.player].outcome = say(f"summary.{key}", goods=text.goods_list(e.legal),
                                          count=len(e.contraband))
        elif isinstance(e, E.BagInspected):  # R41, R42
            opened = e.player
            books[e.player].outcome = say("summary.honest", count=len(e.goods)) if e.honest \
                else ""
        elif isinstance(e, E.Discarded) and e.confiscated and opened >= 0:  # R45
            books[opened].confiscated += 1
            books[opened].outcome = say("summary.lying", count=books[opened].confiscated)
        elif isinstance(e, E.GoldPaid):  # a penalty the Sheriff pays: an honest bag (R43)
            why = "honest" if e.reason == "penalty" and e.payer == sheriff else e.reason
            books[e.payer].gold_out[why] = books[e.payer].gold_out.get(why, 0) + e.amount
            books[e.payee].gold_in[why] = books[e.payee].gold_in.get(why, 0) + e.amount
        elif isinstance(e, E.GoodsPaid):  # R54, R109
            books[e.payer].goods_out.append(e.good)
            books[e.payee].goods_in.append(e.good)
        elif isinstance(e, E.DebtCancelled):  # R54: nothing left to pay with
            books[e.debtor].cancelled += e.amount
    lines = []
    for p, book in enumerate(books):
        parts = [book.outcome] if book.outcome else []
        for reason in ("deal", "penalty", "honest"):
            for way, gold in (("in", book.gold_in), ("out", book.gold_out)):
                if gold.get(reason):
                    parts.append(say(f"summary.gold_{way}_{reason}",
                                     gold=text.gold_text(gold[reason])))
        for way, goods in (("in", book.goods_in), ("out", book.goods_out)):
            if goods:
                parts.append(say(f"summary.goods_{way}", goods=text.goods_list(goods)))
        if book.cancelled:
            parts.append(say("summary.cancelled", gold=text.gold_text(book.cancelled)))
        if not parts:
            if p != sheriff:
                continue
            parts.append(say("summary.sheriff_nothing"))
        who = say("summary.you") if p == you else names[p]
        role = say("summary.sheriff_role") if p == sheriff else ""
        lines.append(say("summary.line", player=who, role=role,
                         facts=say("sentence.semicolon").join(parts)))
    return lines
