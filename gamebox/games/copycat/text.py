"""Copycat in words: the game log, the choices, the status line and the table as plain text.

Pure (no pygame): the terminal game, the window's move log and the table scene use these
functions. Every word comes from `assets/i18n/copycat.<code>.json` through
`gamebox.i18n.t`; card and office titles are the data's (the Greek rulebook keeps the
English titles too). `effect_text` words any action box of the data (tooltips).

Hidden information (R98): these functions only say what their input says. Give
`describe_event` the event as the reader may see it (`game.view_event(event, seat)`) and
`board_text` / `status_text` / `describe_action` a view (`game.view(state, seat)`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from gamebox.engine.game import Result
from gamebox.engine.words import describe_with
from gamebox.games.copycat import events as E
from gamebox.games.copycat.config import CopycatConfig, Effect
from gamebox.games.copycat.model import (
    ACTIONS,
    BUYING,
    HIDDEN,
    NO,
    ORDER,
    OVER,
    SEATS,
    CopycatAction,
    CopycatState,
)
from gamebox.i18n import t

Names = Sequence[str]


@cache
def _config() -> CopycatConfig:
    from gamebox.games.copycat.rules import CopycatGame

    return CopycatGame.from_assets().config


# -- small pieces ---------------------------------------------------------------------------
def card_name(ref: str) -> str:
    """A card by id ("c36") -> its title ("Lobby Lunch"); "?" stays a hidden card."""
    config = _config()
    index = config.card_index.get(ref)
    return config.cards[index].name if index is not None else t("copycat.board.hidden")


def office_name(ref: str) -> str:
    config = _config()
    index = config.office_index.get(ref)
    return config.offices[index].name if index is not None else ref


def effect_text(effect: Effect) -> str:
    """An action box in words: "+3 coins", "1 coin or 2 VP", "Double your coins"."""
    k = effect.type
    key = f"copycat.effect.{k}"
    if k == "choice":
        first, second = (effect_text(o) for o in effect.options[:2])
        return t(key, first=first, second=second)
    if k in ("gain_coins", "gain_vp", "gain_workers", "draw"):
        return t(key, count=effect.amount)
    if k == "extra_placement":
        return t(key, count=effect.count)
    if k == "trash_for_workers":
        return t(key, count=effect.max_cards, each=effect.workers_per_card)
    if k == "trash_for_coins":
        return t(key, count=effect.max_cards, each=effect.coins_per_card)
    if k in ("sift", "buy", "shift_street_then_buy"):
        return t(key, count=effect.max_cards)
    if k == "pay_coins_to_draw":
        return t(key, each=effect.cards_per_coin)
    if k == "convert_coins_to_vp":
        return t(key, each=effect.vp_per_coin)
    return t(key)


def card_effect(ref: str) -> str:
    config = _config()
    index = config.card_index.get(ref)
    return effect_text(config.cards[index].effect) if index is not None else ""


def office_effect(ref: str) -> str:
    config = _config()
    index = config.office_index.get(ref)
    return effect_text(config.offices[index].effect) if index is not None else ""


def _name(names: Names, player: int | None) -> str:
    if player is None or not 0 <= player < len(names):
        return SEATS[player] if player is not None and 0 <= player < 4 else "?"
    return names[player]


def _sep() -> str:
    return t("copycat.log.list_separator")


def _cards(refs: Sequence[str]) -> str:
    return _sep().join(card_name(r) for r in refs) or t("copycat.log.nothing")


def _bus(order: Sequence[int], names: Names) -> str:
    return " > ".join(_name(names, p) for p in order)


# -- the game log -----------------------------------------------------------------------------
def _bus_drawn(e: E.BusDrawn, n: Names) -> str:
    return t("copycat.log.bus_drawn", order=_bus(e.order, n))


def _street_dealt(e: E.StreetDealt, n: Names) -> str:
    return t("copycat.log.street_dealt", card=card_name(e.card), position=e.position)


def _office_revealed(e: E.OfficeRevealed, n: Names) -> str:
    return t("copycat.log.office_revealed", office=office_name(e.office), section=e.section)


def _round(e: E.RoundBegan, n: Names) -> str:
    return t("copycat.log.round_began", round=e.round)


def _drawn(e: E.CardDrawn, n: Names) -> str:
    if e.card == "?":
        return t("copycat.log.card_drawn_hidden", player=_name(n, e.player))
    return t("copycat.log.card_drawn", player=_name(n, e.player), card=card_name(e.card))


def _reshuffled(e: E.Reshuffled, n: Names) -> str:
    return t("copycat.log.reshuffled", player=_name(n, e.player), count=e.count)


def _draw_ended(e: E.DrawEnded, n: Names) -> str:
    return t("copycat.log.draw_ended", player=_name(n, e.player), count=e.missing)


def _committed(e: E.OrderCommitted, n: Names) -> str:
    if e.card == "?":
        return t("copycat.log.order_committed_hidden", player=_name(n, e.player))
    return t("copycat.log.order_committed", player=_name(n, e.player), card=card_name(e.card))


def _revealed(e: E.OrderRevealed, n: Names) -> str:
    items = []
    for p, card in e.cards:
        value = e.values[p] if p < len(e.values) else 0
        if card:
            items.append(t("copycat.log.order_item", player=_name(n, p), card=card_name(card),
                           value=value))
        else:
            items.append(t("copycat.log.order_none", player=_name(n, p), value=value))
    return t("copycat.log.order_revealed", cards=_sep().join(items), bus=_bus(e.bus, n))


def _phase(e: E.PhaseBegan, n: Names) -> str:
    return t(f"copycat.log.phase_began.{e.phase}")


def _turn(e: E.TurnBegan, n: Names) -> str:
    return t("copycat.log.turn_began", player=_name(n, e.player))


def _out(e: E.PlayerOut, n: Names) -> str:
    key = "out_passed" if e.why == "passed" else "out_no_workers"
    return t(f"copycat.log.{key}", player=_name(n, e.player))


def _placed(e: E.WorkerPlaced, n: Names) -> str:
    key = "worker_placed_extra" if e.extra else "worker_placed"
    line = t(f"copycat.log.{key}", player=_name(n, e.player), office=office_name(e.office))
    if e.markers:
        line += " " + t("copycat.log.markers_taken", player=_name(n, e.player), count=e.markers)
    return line


def _played(e: E.CardPlayed, n: Names) -> str:
    return t("copycat.log.card_played", player=_name(n, e.player), card=card_name(e.card))


def _hand_played(e: E.HandPlayed, n: Names) -> str:
    return t("copycat.log.hand_played", player=_name(n, e.player), cards=_cards(e.cards))


def _kept(e: E.CardsKept, n: Names) -> str:
    if any(c == "?" for c in e.cards):
        return t("copycat.log.cards_kept_hidden", player=_name(n, e.player), count=len(e.cards))
    return t("copycat.log.cards_kept", player=_name(n, e.player), count=len(e.cards),
             cards=_cards(e.cards))


def _by(ref: str) -> str:
    config = _config()
    if ref in config.card_index:
        return card_name(ref)
    return office_name(ref)


def _used(e: E.EffectUsed, n: Names) -> str:
    player = _name(n, e.player)
    if e.how in ("office", "reuse_office"):
        return t(f"copycat.log.used_{e.how}", player=player, office=office_name(e.office),
                 by=_by(e.by), effect=office_effect(e.office))
    return t(f"copycat.log.used_{e.how}", player=player, card=card_name(e.card), by=_by(e.by),
             effect=card_effect(e.card))


def _option(e: E.OptionChosen, n: Names) -> str:
    return t("copycat.log.option_chosen", player=_name(n, e.player),
             effect=effect_text(Effect(e.effect, amount=e.amount)))


def _coins(e: E.CoinsGained, n: Names) -> str:
    key = "coins_doubled" if e.doubled else "coins_gained"
    return t(f"copycat.log.{key}", player=_name(n, e.player), count=e.amount, pool=e.pool)


def _paid(e: E.CoinsPaid, n: Names) -> str:
    return t(f"copycat.log.coins_paid.{e.why}", player=_name(n, e.player), count=e.amount,
             pool=e.pool)


def _vp(e: E.VPGained, n: Names) -> str:
    return t("copycat.log.vp_gained", player=_name(n, e.player), count=e.amount,
             part=t(f"copycat.part.{e.part}"))


def _workers(e: E.WorkersGained, n: Names) -> str:
    line = t("copycat.log.workers_gained", player=_name(n, e.player), count=e.gained)
    if e.lost:
        line += " " + t("copycat.log.workers_lost", player=_name(n, e.player), count=e.lost)
    return line


def _extra(e: E.ExtraPlacement, n: Names) -> str:
    return t("copycat.log.extra_placement", player=_name(n, e.player), count=e.count)


def _trashed(e: E.CardTrashed, n: Names) -> str:
    return t("copycat.log.card_trashed", player=_name(n, e.player), card=card_name(e.card),
             zone=t(f"copycat.zone.{e.zone}"))


def _sifted(e: E.CardSifted, n: Names) -> str:
    return t("copycat.log.card_sifted", player=_name(n, e.player), card=card_name(e.card))


def _to_temp(e: E.CardToTemp, n: Names) -> str:
    return t("copycat.log.card_to_temp", card=card_name(e.card))


def _shifted(e: E.StreetShifted, n: Names) -> str:
    return t("copycat.log.street_shifted")


def _bought(e: E.CardBought, n: Names) -> str:
    return t("copycat.log.card_bought", player=_name(n, e.player), card=card_name(e.card),
             position=e.position, count=e.cost)


def _red(e: E.RedTaken, n: Names) -> str:
    return t("copycat.log.red_taken", player=_name(n, e.player), card=card_name(e.card),
             position=e.position)


def _scored(e: E.TurnScored, n: Names) -> str:
    line = t("copycat.log.turn_scored", player=_name(n, e.player), count=e.vp,
             markers=e.markers, total=e.total)
    if e.coins_lost:
        line += " " + t("copycat.log.coins_lost", count=e.coins_lost)
    return line


def _trigger(e: E.EndTriggered, n: Names) -> str:
    return t(f"copycat.trigger.{e.trigger}", player=_name(n, e.player), vp=_config().vp_end)


def _markers(e: E.MarkersPlaced, n: Names) -> str:
    names = _sep().join(office_name(o) for _, o in e.offices) or t("copycat.log.nothing")
    line = t("copycat.log.markers_placed", offices=names)
    if e.short:
        line += " " + t("copycat.log.markers_short", count=e.short)
    return line


def _discarded(e: E.CardsDiscarded, n: Names) -> str:
    return t("copycat.log.cards_discarded", player=_name(n, e.player), count=e.count)


def _returned(e: E.WorkersReturned, n: Names) -> str:
    return t("copycat.log.workers_returned", player=_name(n, e.player), available=e.available,
             reserve=e.reserve)


def _cleared(e: E.StreetCleared, n: Names) -> str:
    items = _sep().join(
        t("copycat.log.position_item", card=card_name(c), position=pos) for pos, c in e.cards
    )
    return t("copycat.log.street_cleared", cards=items)


def _game_over(e: E.GameOver, n: Names) -> str:
    return game_over_text(e.result, n)


_DESCRIBERS: dict[type, Callable[[Any, Names], str]] = {
    E.BusDrawn: _bus_drawn,
    E.StreetDealt: _street_dealt,
    E.OfficeRevealed: _office_revealed,
    E.RoundBegan: _round,
    E.CardDrawn: _drawn,
    E.Reshuffled: _reshuffled,
    E.DrawEnded: _draw_ended,
    E.OrderCommitted: _committed,
    E.OrderRevealed: _revealed,
    E.PhaseBegan: _phase,
    E.TurnBegan: _turn,
    E.PlayerOut: _out,
    E.WorkerPlaced: _placed,
    E.CardPlayed: _played,
    E.HandPlayed: _hand_played,
    E.CardsKept: _kept,
    E.EffectUsed: _used,
    E.OptionChosen: _option,
    E.CoinsGained: _coins,
    E.CoinsPaid: _paid,
    E.VPGained: _vp,
    E.WorkersGained: _workers,
    E.ExtraPlacement: _extra,
    E.CardTrashed: _trashed,
    E.CardSifted: _sifted,
    E.CardToTemp: _to_temp,
    E.StreetShifted: _shifted,
    E.CardBought: _bought,
    E.RedTaken: _red,
    E.TurnScored: _scored,
    E.EndTriggered: _trigger,
    E.MarkersPlaced: _markers,
    E.CardsDiscarded: _discarded,
    E.WorkersReturned: _returned,
    E.StreetCleared: _cleared,
    E.GameOver: _game_over,
}


def describe_event(event: E.Event, names: Names) -> str:
    """One line of the game log, e.g. "Red buys Lobby Lunch from position 3 for 5 coins."

    Pass the event as the reader may see it (`game.view_event(event, seat)`)."""
    return describe_with(_DESCRIBERS, event, names)


# -- results ------------------------------------------------------------------------------
def _decided(result: Result) -> str:
    return t(f"copycat.decided_by.{result.decided_by}")


def game_over_text(result: Result, names: Names) -> str:
    """ "Game over: Red is elected president. Red 71 VP, Blue 64 VP" and a tiebreak."""
    scores = _sep().join(
        t("copycat.log.score_item", player=_name(names, p), vp=result.scores[p])
        for p in result.ranking
    )
    if result.decided_by == "shared":
        best = result.scores[result.winner]
        last = result.breakdown[result.winner].get("last_round", 0) if result.breakdown else 0
        winners = [
            p for p in result.ranking
            if result.scores[p] == best
            and (not result.breakdown or result.breakdown[p].get("last_round", 0) == last)
        ]
        together = t("copycat.log.and_separator").join(_name(names, p) for p in winners)
        return t("copycat.log.game_over_shared", winners=together, scores=scores,
                 how=_decided(result))
    key = "game_over" if result.decided_by == "score" else "game_over_tie"
    return t(f"copycat.log.{key}", winner=_name(names, result.winner), scores=scores,
             how=_decided(result))


def result_text(result: Result, names: Names) -> str:
    """The final sheet: per player, best first, the VP by source and the last round."""
    lines = [t("copycat.board.result_title")]
    for place, p in enumerate(result.ranking, 1):
        part = result.breakdown[p] if p < len(result.breakdown) else {}
        lines.append(t(
            "copycat.board.result_line",
            place=place,
            player=_name(names, p),
            total=part.get("total", result.scores[p]),
            cards=part.get("cards", 0),
            offices=part.get("offices", 0),
            markers=part.get("markers", 0),
            conversions=part.get("conversions", 0),
            last=part.get("last_round", 0),
        ))
    lines.append(t("copycat.board.result_winner", winner=_name(names, result.winner)))
    lines.append(_decided(result))
    return "\n".join(lines)


# -- choices ------------------------------------------------------------------------------
def _street_cost(view: CopycatState, ref: str) -> tuple[int, list[str]]:
    """The price of a street card and the red cards left of it (R10, R52)."""
    config = _config()
    c = config.card_index[ref]
    if c not in view.street:
        return config.cards[c].cost, []
    i = view.street.index(c)
    reds = [config.cards[r].id for r in view.street[:i] if r != NO and config.cards[r].is_red]
    return config.cards[c].cost + config.modifiers[i], reds


def describe_action(action: CopycatAction, view: CopycatState, names: Names) -> str:
    """A choice in words for the player to act in `view`, e.g.
    "Buy Lobby Lunch for 6 coins" or "Place a worker on Grand Purchasing Hall: ..."."""
    config = _config()
    k = action.kind
    ref = action.ref
    if k == "bus":
        return t("copycat.action.bus", order=_bus(action.seats, names))
    if k in ("draw", "street", "trash", "keep"):
        return t(f"copycat.action.{k}", card=card_name(ref))
    if k == "office":
        return t("copycat.action.office", office=office_name(ref))
    if k == "order":
        return t("copycat.action.order", card=card_name(ref),
                 value=config.cards[config.card(ref)].order_value)
    if k == "place":
        slot = view.offices.index(config.office(ref))
        markers = view.markers[slot]
        key = "place_markers" if markers else "place"
        return t(f"copycat.action.{key}", office=office_name(ref), effect=office_effect(ref),
                 count=markers)
    if k in ("pass", "end", "done"):
        return t(f"copycat.action.{k}")
    if k == "stop":
        keep = view.keep_step and not view.frames
        return t("copycat.action.stop_keep" if keep else "copycat.action.stop")
    if k == "play":
        card = config.cards[config.card(ref)]
        coins = view.phase == ACTIONS and card.colour in ("yellow", "yellow_green")
        return t("copycat.action.play_coins" if coins else "copycat.action.play",
                 card=card.name, effect=effect_text(card.effect))
    if k == "use":
        return t("copycat.action.use", office=office_name(ref), effect=office_effect(ref))
    if k == "resolve":
        return t("copycat.action.resolve", card=card_name(ref), effect=card_effect(ref))
    if k == "option":
        frame = view.frames[-1] if view.frames else None
        options = frame.effect.options if frame is not None and frame.kind == "option" else ()
        if 0 < action.n <= len(options):
            return t("copycat.action.option", effect=effect_text(options[action.n - 1]))
        return t("copycat.action.option", effect=str(action.n))
    if k == "amount":
        return _amount(action.n, view)
    if k == "target":
        if ref in config.card_index:
            return t("copycat.action.target_card", card=card_name(ref), effect=card_effect(ref))
        return t("copycat.action.target_office", office=office_name(ref),
                 effect=office_effect(ref))
    if k == "sift":
        return t("copycat.action.sift", card=card_name(ref))
    if k == "buy":
        cost, reds = _street_cost(view, ref)
        text = t("copycat.action.buy", card=card_name(ref), count=cost)
        if reds:
            text = t("copycat.action.buy_red", buy=text, reds=_cards(reds))
        return text
    return str(action)


def _amount(n: int, view: CopycatState) -> str:
    frame = view.frames[-1] if view.frames else None
    mode = frame.mode if frame is not None else "draw"
    if mode == "pay_coins_to_draw":
        if not n:
            return t("copycat.action.amount_pay_zero")
        each = frame.effect.cards_per_coin if frame is not None else 1
        return t("copycat.action.amount_pay", count=n,
                 cards=t("copycat.action.cards", count=n * each))
    if mode == "convert_coins_to_vp":
        if not n:
            return t("copycat.action.amount_convert_zero")
        each = frame.effect.vp_per_coin if frame is not None else 1
        return t("copycat.action.amount_convert", count=n, vp=n * each)
    if not n:
        return t("copycat.action.amount_draw_zero")
    return t("copycat.action.amount_draw", count=n)


# -- the table ----------------------------------------------------------------------------
def _choice(view: CopycatState) -> str:
    f = view.frames[-1]
    effect = effect_text(f.effect)
    if f.kind in ("trash", "sift", "buy"):
        return t(f"copycat.choice.{f.kind}", count=f.left)
    if f.kind == "keep":
        return t("copycat.choice.keep")
    return t(f"copycat.choice.{f.kind}", effect=effect)


def status_text(view: CopycatState, names: Names, you: int | None = None) -> str:
    """Who must do what now, in one line; spoken to the reader ("Your turn: ...") when
    the seat to act is `you`."""
    if view.phase == OVER:
        return t("copycat.status.over")
    acting = view.acting()
    if acting is None:
        if view.phase in ("setup", "draw", "cleanup"):
            return t(f"copycat.status.{view.phase}")
        return t("copycat.status.chance")
    words = "copycat.status_you" if acting == you else "copycat.status"
    player = _name(names, acting)
    if view.frames:
        return t(f"{words}.frame", player=player, choice=_choice(view))
    if view.phase == ORDER:
        key = "order"
    elif view.phase == ACTIONS:
        key = "actions_placed" if view.placed else "actions"
    elif view.phase == BUYING:
        key = "keep" if view.keep_step else "buying"
    else:
        return t("copycat.status.chance")
    return t(f"{words}.{key}", player=player)


def _zone(cards: Sequence[int]) -> str:
    config = _config()
    shown = [config.cards[c].name for c in cards if c >= 0]
    hidden = sum(1 for c in cards if c == HIDDEN)
    if hidden:
        shown.append(t("copycat.board.hidden"))
    return _sep().join(shown) or t("copycat.board.none")


def board_text(view: CopycatState, names: Names) -> str:
    """The table as the reader of `view` sees it: round and phase, the bus, the street
    with prices, the supply, every office with its worker and markers, every player's VP,
    workers, piles, coins and markers, and the reader's own hand."""
    config = _config()
    lines = [
        t("copycat.board.title", round=view.round, phase=t(f"copycat.phase.{view.phase}")),
        status_text(view, names, view.viewer),
        t("copycat.board.bus", order=_bus(view.bus, names)),
        "",
        t("copycat.board.street_heading"),
    ]
    items = []
    for i, c in enumerate(view.street):
        if c == NO:
            items.append(t("copycat.board.street_empty", position=i + 1))
        else:
            card = config.cards[c]
            items.append(t("copycat.board.street_item", position=i + 1, card=card.name,
                           cost=card.cost + config.modifiers[i]))
    lines.append("  " + " | ".join(items))
    supply = sum(len(sec) for sec in view.supply)
    top = next((i + 1 for i, sec in enumerate(view.supply) if sec), 0)
    numerals = ("I", "II", "III", "IV", "V")
    lines.append(t("copycat.board.supply", count=supply, section=numerals[top - 1])
                 if supply else t("copycat.board.supply_empty"))
    lines.append("")
    lines.append(t("copycat.board.offices_heading"))
    for slot, o in enumerate(view.offices):
        office = config.offices[o]
        who = view.occupant[slot]
        worker = _name(names, who) if who != NO else t("copycat.board.office_free")
        if who != NO and view.office_uses[slot]:
            worker += t("copycat.board.office_used" if view.office_uses[slot] == 1
                        else "copycat.board.office_used_twice")
        markers = view.markers[slot]
        lines.append("  " + t("copycat.board.office_line", office=office.name,
                              effect=effect_text(office.effect), worker=worker,
                              markers=t("copycat.board.office_markers", count=markers)
                              if markers else ""))
    lines.append("")
    lines.append(t("copycat.board.players_heading"))
    for p in range(view.n):
        lines.append(t("copycat.board.player_line", player=_name(names, p), vp=view.vp[p],
                       available=view.available[p], reserve=view.reserve[p],
                       hand=len(view.hand[p]), draw=len(view.draw[p]),
                       discard=len(view.discard[p])))
        lines.append(t("copycat.board.player_round", coins=view.pool(p),
                       markers=view.held_markers(p), area=_zone(view.area[p]),
                       temp=_zone(view.temp[p])))
    if view.viewer is not None and 0 <= view.viewer < view.n:
        lines.append(t("copycat.board.hand", cards=_zone(view.hand[view.viewer])))
    return "\n".join(lines)
