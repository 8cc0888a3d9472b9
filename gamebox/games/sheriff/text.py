"""Sheriff of Nottingham in words: the game log, the choices and the table as plain text.

Pure (no pygame): the terminal game (`gamebox play sheriff --text`), the window's move log
and the table scene use these functions. Every word comes from
`assets/i18n/sheriff.<code>.json` through `gamebox.i18n.t`.

Hidden information (§7, R76): these functions only say what their input says. Give
`describe_event` the event as the reader may see it (`game.view_event(event, seat)`) and
`board_text` / `describe_action` / `status_text` a view (`game.view(state, seat)`); a
card the reader may not know is "?" there and is worded "a face-down card".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from gamebox.engine.game import Result
from gamebox.engine.words import describe_with
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff.model import (
    CHANCE_PHASES,
    CONFISCATE,
    DISCARD,
    GOODS,
    HIDDEN,
    INTERJECT,
    LEGAL,
    NO,
    OPENING,
    OVER,
    PAY,
    Proposal,
    SheriffAction,
    SheriffState,
)
from gamebox.i18n import t

Names = Sequence[str]


# -- small pieces -------------------------------------------------------------------------
def good_name(good: str, count: int = 1) -> str:
    """A good as players read it: "Chicken", "3 × Chicken"; a card the reader may not
    see is "a face-down card" / "3 face-down cards"."""
    if good == HIDDEN:
        return t("sheriff.good.hidden", count=count)
    name = t(f"sheriff.good.{good}")
    return name if count == 1 else t("sheriff.good.count", count=count, name=name)


def goods_list(goods: Sequence[str]) -> str:
    """Cards grouped by good in the game's order: "2 × Apples, Silk, 1 face-down card"."""
    if not goods:
        return t("sheriff.good.none")
    counts: dict[str, int] = {}
    for g in goods:
        counts[g] = counts.get(g, 0) + 1
    order = [g for g in GOODS if g in counts] + ([HIDDEN] if HIDDEN in counts else [])
    return t("sheriff.board.separator").join(good_name(g, counts[g]) for g in order)


def gold_text(amount: int) -> str:
    return t("sheriff.good.gold", count=amount)


def pile_name(pile: int) -> str:
    return t(f"sheriff.board.pile.{pile + 1}")


@cache
def _rounds(n: int) -> int:
    """R16: the number of rounds, from the registered game's data."""
    from gamebox.games import get_game

    return get_game("sheriff").config.rounds(n)  # type: ignore[attr-defined, no-any-return]


def _name(names: Names, player: int | None) -> str:
    if player is None or not 0 <= player < len(names):
        return t("sheriff.board.nobody")
    return names[player]


def _parse(text: str) -> Proposal | None:
    from gamebox.games import get_game
    from gamebox.games.sheriff.rules import parse_proposal

    bounds = get_game("sheriff").notation_bounds  # type: ignore[attr-defined]
    return parse_proposal(text.lower(), bounds)


def promise_text(promise: str) -> str:
    kind, _, amount = promise.partition(":")
    if kind == "gold_next_time":
        return t("sheriff.log.promise.gold_next_time", gold=gold_text(int(amount or 0)))
    if kind in ("pass_next_time", "favor"):
        return t(f"sheriff.log.promise.{kind}")
    return promise


def proposal_text(p: Proposal | None, names: Names) -> str:
    """A proposal in words: "5 gold, Apples from the stall; and inspect Marion"."""
    if p is None:
        return t("sheriff.log.proposal.none")
    sep = t("sheriff.board.separator")
    parts = []
    if p.gold:
        parts.append(gold_text(p.gold))
    if p.stall:
        parts.append(t("sheriff.log.proposal.stall", goods=goods_list(p.stall)))
    if p.stallc:
        key = "stallc_shown" if p.show else "stallc"
        parts.append(t(f"sheriff.log.proposal.{key}", goods=goods_list(p.stallc)))
    if p.bag:
        clauses = sep.join(good_name(g, n) for g, n in p.bag)
        parts.append(t("sheriff.log.proposal.bag", goods=clauses))
    for x in p.inspects:
        parts.append(t("sheriff.log.proposal.inspect", player=_name(names, x)))
    for x in p.passes:
        parts.append(t("sheriff.log.proposal.pass", player=_name(names, x)))
    for promise in p.promises:
        parts.append(promise_text(promise))
    return sep.join(parts) if parts else t("sheriff.log.proposal.nothing")


def _text_of(text: str, names: Names) -> str:
    p = _parse(text)
    return text if p is None else proposal_text(p, names)


# -- the game log -------------------------------------------------------------------------
def _removed(e: E.CardRemoved, n: Names) -> str:
    return t("sheriff.log.removed")


def _dealt(e: E.CardDealt, n: Names) -> str:
    if e.player == NO:
        return t("sheriff.log.to_pile", good=good_name(e.good), pile=pile_name(e.pile))
    if e.good == HIDDEN:
        return t("sheriff.log.drew_hidden", player=_name(n, e.player))
    return t("sheriff.log.drew", player=_name(n, e.player), good=good_name(e.good))


def _skipped(e: E.DrawSkipped, n: Names) -> str:
    if e.player == NO:
        return t("sheriff.log.draw_skipped_pile")
    return t("sheriff.log.draw_skipped", player=_name(n, e.player))


def _reshuffled(e: E.Reshuffled, n: Names) -> str:
    return t("sheriff.log.reshuffled", count=e.cards)


def _sheriff(e: E.SheriffChosen, n: Names) -> str:
    return t("sheriff.log.sheriff", player=_name(n, e.player), round=e.round)


def _set_aside(e: E.SetAside, n: Names) -> str:
    who = _name(n, e.player)
    if e.count == 0:
        return t("sheriff.log.set_aside_none", player=who)
    if HIDDEN in e.goods:
        return t("sheriff.log.set_aside", player=who, count=e.count)
    return t("sheriff.log.set_aside_known", player=who, goods=goods_list(e.goods))


def _took(e: E.TookFromPile, n: Names) -> str:
    who = _name(n, e.player)
    return t("sheriff.log.took", player=who, good=good_name(e.good), pile=pile_name(e.pile))


def _discarded(e: E.Discarded, n: Names) -> str:
    key = "confiscated" if e.confiscated else "discarded"
    return t(
        f"sheriff.log.{key}",
        player=_name(n, e.player),
        good=good_name(e.good),
        pile=pile_name(e.pile),
    )


def _loaded(e: E.BagLoaded, n: Names) -> str:
    who = _name(n, e.player)
    if HIDDEN in e.goods:
        return t("sheriff.log.loaded", player=who, count=e.count)
    return t("sheriff.log.loaded_known", player=who, goods=goods_list(e.goods))


def _declared(e: E.Declared, n: Names) -> str:
    return t("sheriff.log.declared", player=_name(n, e.player), goods=good_name(e.good, e.count))


def _passed(e: E.BagPassed, n: Names) -> str:
    who = _name(n, e.player)
    if not e.contraband:
        return t("sheriff.log.passed", player=who, legal=goods_list(e.legal))
    key = "passed_smuggled" if e.legal else "passed_only_contraband"
    known = [g for g in e.contraband if g != HIDDEN]  # only the owner sees the types
    detail = t("sheriff.log.detail", goods=goods_list(known)) if known else ""
    return t(
        f"sheriff.log.{key}",
        player=who,
        legal=goods_list(e.legal),
        detail=detail,
        count=len(e.contraband),
    )


def _inspected(e: E.BagInspected, n: Names) -> str:
    key = "inspected_honest" if e.honest else "inspected_lying"
    return t(f"sheriff.log.{key}", player=_name(n, e.player), goods=goods_list(e.goods))


def _gold(e: E.GoldPaid, n: Names) -> str:
    return t(
        f"sheriff.log.gold_{'deal' if e.reason == 'deal' else 'penalty'}",
        payer=_name(n, e.payer),
        payee=_name(n, e.payee),
        gold=gold_text(e.amount),
    )


def _goods_paid(e: E.GoodsPaid, n: Names) -> str:
    return t(
        f"sheriff.log.goods_{'deal' if e.reason == 'deal' else 'penalty'}",
        payer=_name(n, e.payer),
        payee=_name(n, e.payee),
        good=good_name(e.good),
    )


def _cancelled(e: E.DebtCancelled, n: Names) -> str:
    return t(
        "sheriff.log.debt_cancelled",
        debtor=_name(n, e.debtor),
        creditor=_name(n, e.creditor),
        gold=gold_text(e.amount),
    )


def _posted(e: E.ProposalPosted, n: Names) -> str:
    kind = e.kind if e.kind in ("offer", "side", "demand", "counter") else "offer"
    return t(
        f"sheriff.log.posted.{kind}",
        author=_name(n, e.author),
        merchant=_name(n, e.merchant),
        proposal=_text_of(e.text, n),
    )


def _responded(e: E.Responded, n: Names) -> str:
    kind = e.response if e.response in ("stand", "withdraw", "skip") else "stand"
    return t(f"sheriff.log.response.{kind}", player=_name(n, e.player))


def _accepted(e: E.DealAccepted, n: Names) -> str:
    kind = e.kind if e.kind in ("offer", "side", "demand") else "offer"
    return t(
        f"sheriff.log.deal.{kind}", merchant=_name(n, e.merchant), proposal=_text_of(e.text, n)
    )


def _settled(e: E.PromiseSettled, n: Names) -> str:
    status = e.status if e.status in ("kept", "broken", "unfulfillable") else "pending"
    return t(
        f"sheriff.log.promise_{status}",
        promiser=_name(n, e.promiser),
        promisee=_name(n, e.promisee),
        promise=promise_text(e.kind),
    )


def _timer(e: E.TimerExpired, n: Names) -> str:
    return t("sheriff.log.timer", player=_name(n, e.sheriff))


def _hands(e: E.HandsDiscarded, n: Names) -> str:
    return t("sheriff.log.hands_discarded")


def _ended(e: E.GameEnded, n: Names) -> str:
    r = e.result
    return t(
        "sheriff.log.game_over",
        winner=_name(n, r.winner),
        score=r.scores[r.winner],
        scores=_scores(r, n),
    )


_DESCRIBERS: dict[type, Callable[[Any, Names], str]] = {
    E.CardRemoved: _removed,
    E.CardDealt: _dealt,
    E.DrawSkipped: _skipped,
    E.Reshuffled: _reshuffled,
    E.SheriffChosen: _sheriff,
    E.SetAside: _set_aside,
    E.TookFromPile: _took,
    E.Discarded: _discarded,
    E.BagLoaded: _loaded,
    E.Declared: _declared,
    E.BagPassed: _passed,
    E.BagInspected: _inspected,
    E.GoldPaid: _gold,
    E.GoodsPaid: _goods_paid,
    E.DebtCancelled: _cancelled,
    E.ProposalPosted: _posted,
    E.Responded: _responded,
    E.DealAccepted: _accepted,
    E.PromiseSettled: _settled,
    E.TimerExpired: _timer,
    E.HandsDiscarded: _hands,
    E.GameEnded: _ended,
}


def describe_event(event: E.Event, names: Names) -> str:
    """One line of the public log (R78), e.g. "Marion declares 4 × Chicken."

    Pass the event as the reader may see it (`game.view_event(event, seat)`)."""
    return describe_with(_DESCRIBERS, event, names)


# -- results ------------------------------------------------------------------------------
def _scores(result: Result, names: Names) -> str:
    return t("sheriff.board.separator").join(
        t("sheriff.log.score_item", player=_name(names, p), score=result.scores[p])
        for p in result.ranking
    )


def result_text(result: Result, names: Names) -> str:
    """The final scores with their parts (R68), in ranking order, and what decided."""
    lines = [t("sheriff.board.result_title")]
    for place, p in enumerate(result.ranking, 1):
        parts = result.breakdown[p] if p < len(result.breakdown) else {}
        lines.append(
            t(
                "sheriff.board.result_line",
                place=place,
                player=_name(names, p),
                total=parts.get("total", result.scores[p]),
                legal=parts.get("legal", 0),
                contraband=parts.get("contraband", 0),
                gold=parts.get("gold", 0),
                bonus=parts.get("bonus", 0),
                legal_cards=parts.get("legal_cards", 0),
                contraband_cards=parts.get("contraband_cards", 0),
            )
        )
    how = result.decided_by if result.decided_by in ("score", "legal_goods", "contraband") else ""
    lines.append(
        t(
            f"sheriff.board.winner_{how or 'shared'}",
            winner=_name(names, result.winner),
            players=t("sheriff.board.separator").join(
                _name(names, p) for p in result.ranking if result.scores[p] == max(result.scores)
            ),
        )
    )
    return "\n".join(lines)


# -- choices ------------------------------------------------------------------------------
def describe_action(action: SheriffAction, view: SheriffState, names: Names) -> str:
    """A choice in words for the player to act in `view`, e.g. "Open Marion's bag"."""
    k = action.kind
    target = action.target
    who = _name(names, target)
    if k == "draw":
        return t("sheriff.action.draw", good=good_name(action.goods[0]))
    if k == "remove":
        return t("sheriff.action.remove")
    if k == "sheriff":
        return t("sheriff.action.first_sheriff", player=who)
    if k == "setaside":
        if not action.goods:
            return t("sheriff.action.set_aside_none")
        return t("sheriff.action.set_aside", goods=goods_list(action.goods))
    if k == "take":
        pile = view.piles[target] if 0 <= target < 2 else []
        top = good_name(pile[-1]) if pile else t("sheriff.good.none")
        return t("sheriff.action.take", good=top, pile=pile_name(target))
    if k == "stop":
        return t("sheriff.action.stop", count=max(0, view.k - view.taken))
    if k in ("discard", "confiscate"):
        key = "discard" if view.phase == DISCARD or k == "discard" else "confiscate"
        return t(f"sheriff.action.{key}", good=good_name(action.goods[0]), pile=pile_name(target))
    if k == "load":
        return t("sheriff.action.load", goods=goods_list(action.goods), count=len(action.goods))
    if k == "declare":
        bag = view.bags[view.active] if 0 <= view.active < view.n else None
        count = len(bag) if bag else 0
        good = action.goods[0]
        text = t("sheriff.action.declare", goods=good_name(good, count))
        if view.n == 3 and good == "bread":
            text += t("sheriff.action.bread_warning")  # R31
        return text
    if k == "pass":
        return t("sheriff.action.pass", player=who)
    if k == "inspect":
        return t("sheriff.action.inspect", player=who)
    if k == "wave":
        return t("sheriff.action.wave")
    if k == "accept" and target != NO:
        offer = view.offers[target] if 0 <= target < view.n else None
        return t("sheriff.action.accept_offer", player=who, proposal=proposal_text(offer, names))
    if k == "accept":
        return t("sheriff.action.accept_demand", proposal=proposal_text(view.waiting, names))
    if k == "acceptside":
        side = view.side_offers[target] if 0 <= target < view.n else None
        return t("sheriff.action.accept_side", player=who, proposal=proposal_text(side, names))
    if k == "demand":
        return t("sheriff.action.demand", player=who, proposal=proposal_text(action.offer, names))
    if k in ("offer", "side", "counter"):
        return t(f"sheriff.action.{k}", proposal=proposal_text(action.offer, names))
    if k in ("skip", "stand", "withdraw", "timeout"):
        return t(f"sheriff.action.{k}")
    if k == "pay":
        return t("sheriff.action.pay", good=good_name(action.goods[0]))
    if k == "give":
        return t("sheriff.action.give", good=good_name(action.goods[0]))
    return str(action)


# -- the table ----------------------------------------------------------------------------
@cache
def _config() -> Any:
    from gamebox.games import get_game

    return get_game("sheriff").config  # type: ignore[attr-defined]


def posting_choice(view: SheriffState) -> str:
    """What the active merchant may post in an offer window now (R99, R107, R111):
    "revise_side" / "offer_side" (a new or changed offer for the own bag, or a side
    offer), "revise" / "offer" (only about the own bag), "side" (the own bag is resolved:
    only a side offer about another bag), or "" (nothing: only "no offer")."""
    m = view.active
    if not 0 <= m < view.n:
        return ""
    c = _config()
    own = (not view.resolved[m] and view.own_postings[m] < c.max_own_postings
           and "own" not in view.posted)
    others = [x for x in view.unresolved()
              if x != m and x not in view.must_pass and x not in view.must_inspect]
    side = (bool(others) and view.side_postings[m] < c.max_side_postings
            and "side" not in view.posted and view.gold[m] > 0)
    head = ("revise" if view.offers[m] is not None else "offer") if own else ""
    return "_".join(part for part in (head, "side" if side else "") if part)


def status_text(view: SheriffState, names: Names, you: int | None = None) -> str:
    """Who must do what now, in one line, from the decision in `view` only. `you`: the
    seat spoken to as "you" (the one person at a table of computers), else names."""
    if view.phase == OVER:
        return t("sheriff.status.over")
    if view.phase in CHANCE_PHASES:
        return t(f"sheriff.status.{view.phase}")
    who = _name(names, view.active)
    head = "sheriff.status_you" if you is not None and view.active == you else "sheriff.status"
    if view.phase == PAY and view.debt is not None:
        return t(
            f"{head}.pay",
            player=who,
            creditor=_name(names, view.debt.creditor),
            gold=gold_text(view.debt.remaining),
        )
    if view.phase == CONFISCATE:
        return t(f"{head}.confiscate", player=who, count=len(view.confiscated))
    if view.phase == DISCARD:
        return t(f"{head}.discard", player=who, count=len(view.set_aside))
    if view.phase in (OPENING, INTERJECT):
        choice = posting_choice(view)
        return t(f"{head}.posting.{choice or 'none'}", player=who)
    return t(f"{head}.{view.phase}", player=who, count=max(0, view.k - view.taken))


def _pile_line(view: SheriffState, i: int) -> str:
    pile = view.piles[i]
    cards = t("sheriff.board.separator").join(good_name(g) for g in reversed(pile))
    return t(
        "sheriff.board.pile_line",
        pile=pile_name(i),
        count=len(pile),
        cards=cards or t("sheriff.good.none"),
    )


def _stall(view: SheriffState, p: int) -> str:
    legal = [g for g in LEGAL for _ in range(view.stall_legal[p].get(g, 0))]
    contra = [g for g, _ in view.stall_contra[p]]
    return t(
        "sheriff.board.stall",
        legal=goods_list(legal),
        contraband=goods_list(contra) if contra else t("sheriff.good.none"),
    )


def _player_lines(view: SheriffState, p: int, names: Names) -> list[str]:
    role = "sheriff" if p == view.sheriff else "merchant"
    lines = [
        t(
            f"sheriff.board.player_{role}",
            player=_name(names, p),
            gold=gold_text(view.gold[p]),
        )
    ]
    hand = view.hands[p]
    lines.append(t("sheriff.board.hand", count=len(hand), cards=goods_list(hand)))
    bag = view.bags[p]
    if bag is not None:
        declared = view.declared[p]
        said = (
            good_name(declared, len(bag)) if declared else t("sheriff.board.not_declared")
        )
        lines.append(t("sheriff.board.bag", count=len(bag), cards=goods_list(bag), said=said))
    lines.append(_stall(view, p))
    offer = view.offers[p]
    if offer is not None:
        lines.append(t("sheriff.board.offer", proposal=proposal_text(offer, names)))
    side = view.side_offers[p]
    if side is not None:
        lines.append(t("sheriff.board.side_offer", proposal=proposal_text(side, names)))
    return lines


def board_text(view: SheriffState, names: Names) -> str:
    """The table from `view`'s seat: round and Sheriff, the draw deck, both discard piles
    (every card, top first), each player's gold, hand (only what the reader may know),
    bag and declaration, stall, standing offers, obligations, debts and promises."""
    total = _rounds(view.n)
    lines = [
        t(
            "sheriff.board.title",
            round=view.round,
            rounds=total,
            sheriff=_name(names, view.sheriff),
        ),
        status_text(view, names),
        "",
        t("sheriff.board.deck", count=view.deck_size),
        _pile_line(view, 0),
        _pile_line(view, 1),
    ]
    if view.box and view.removal:
        lines.append(t("sheriff.board.box", count=len(view.box)))
    if view.set_aside:
        lines.append(t("sheriff.board.set_aside", cards=goods_list(view.set_aside)))
    if view.confiscated:
        lines.append(t("sheriff.board.confiscated", cards=goods_list(view.confiscated)))
    for p in range(view.n):
        lines.append("")
        lines += _player_lines(view, p, names)
    sep = t("sheriff.board.separator")
    if view.must_inspect:
        who = sep.join(_name(names, m) for m in view.must_inspect)
        lines.append(t("sheriff.board.must_inspect", players=who))
    if view.must_pass:
        lines.append(
            t("sheriff.board.must_pass", players=sep.join(_name(names, m) for m in view.must_pass))
        )
    if view.waiting is not None:
        lines.append(
            t(
                "sheriff.board.waiting",
                player=_name(names, view.active),
                proposal=proposal_text(view.waiting, names),
            )
        )
    if view.debt is not None and view.phase == PAY:
        lines.append(
            t(
                "sheriff.board.debt",
                debtor=_name(names, view.debt.debtor),
                creditor=_name(names, view.debt.creditor),
                gold=gold_text(view.debt.remaining),
            )
        )
    if view.promises:
        lines.append("")
        lines.append(t("sheriff.board.promises"))
        for pr in view.promises:
            promise = pr.kind if not pr.amount else f"{pr.kind}:{pr.amount}"
            lines.append(
                t(
                    "sheriff.board.promise_line",
                    promiser=_name(names, pr.promiser),
                    promisee=_name(names, pr.promisee),
                    promise=promise_text(promise),
                    round=pr.made_in_round,
                    status=t(f"sheriff.board.promise_status.{pr.status}"),
                )
            )
    return "\n".join(lines)
