"""The Boss in words: the game log, the choices, the score sheet and the table as text.

Pure (no pygame): the terminal game (`gamebox play boss --text`), the window's move log and
the table scene use these functions. Every word comes from `assets/i18n/boss.<code>.json`
through `gamebox.i18n.t`.

Hidden information (R45, R46): these functions only say what their input says. Give
`describe_event` the event as the reader may see it (`game.view_event(event, seat)`) and
`board_text` / `status_text` / `describe_action` a view (`game.view(state, seat)`): a
card another person holds is then only its back (`?<city>`), and the log words it as
"a card of Detroit".

A colour is a player with 2-5 players and a team with 6 (R40); the names list tells
which (six names: teams of the seats opposite).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gamebox.engine.game import Result
from gamebox.engine.words import describe_with
from gamebox.games.boss import events as E
from gamebox.games.boss.model import (
    HIDDEN,
    OVER,
    PENALTY,
    PLACE,
    PLAY,
    TEAM_COLOURS,
    BossAction,
    BossState,
    is_hidden,
)
from gamebox.games.boss.rules_scoring import BREAKDOWN_KEYS
from gamebox.i18n import t

Names = Sequence[str]

CITY_OF_PREFIX = {
    "ny": "new_york",
    "bos": "boston",
    "det": "detroit",
    "cin": "cincinnati",
    "phi": "philadelphia",
    "mem": "memphis",
    "kc": "kansas_city",
    "stl": "st_louis",
}
"""Card ids start with their city's prefix (`det_4`); the data file says the same."""
CARD_KINDS = {
    **{f"ny_{i}": k for i, k in enumerate(("2", "3", "4", "hospital"), 1)},
    **{f"bos_{i}": k for i, k in enumerate(("1", "3", "4", "prison"), 1)},
    **{f"det_{i}": k for i, k in enumerate(("1", "2", "3", "4", "revolver"), 1)},
    **{f"cin_{i}": k for i, k in enumerate(("1", "2", "3", "exile"), 1)},
    **{f"phi_{i}": k for i, k in enumerate(("3", "revolver", "prison"), 1)},
    **{f"mem_{i}": k for i, k in enumerate(("1", "2", "3", "hospital"), 1)},
    **{f"kc_{i}": k for i, k in enumerate(("2", "3", "revolver"), 1)},
    **{f"stl_{i}": k for i, k in enumerate(("1", "2", "3", "robbery", "shootout"), 1)},
}
"""What each card shows (a money value or a penalty); a test checks it against the data."""
ROW = (
    "new_york", "chicago", "boston", "detroit", "cincinnati",
    "philadelphia", "memphis", "kansas_city", "st_louis",
)
ROW_LENGTH = {2: 4, 3: 6, 4: 8, 5: 8, 6: 9}


# -- small pieces -------------------------------------------------------------------------
def city_name(city: str) -> str:
    """A city by id (`new_york`) or card prefix (`ny`)."""
    return t(f"boss.city.{CITY_OF_PREFIX.get(city, city)}")


def card_name(card: str) -> str:
    """A card in words: "Detroit 4 million", "Kansas City revolver", "a card of Boston"."""
    if card == HIDDEN:
        return t("boss.card.face_down")
    if is_hidden(card):
        return t("boss.card.back", city=city_name(card[1:]))
    prefix = card.split("_")[0]
    kind = CARD_KINDS.get(card, "")
    city = city_name(prefix)
    if kind.isdigit():
        return t("boss.card.money", city=city, count=int(kind))
    return t(f"boss.card.{kind}", city=city)


def _name(names: Names, player: int | None) -> str:
    if player is None or not 0 <= player < len(names):
        return t("boss.log.nobody")
    return names[player]


def colour_name(names: Names, colour: int | None) -> str:
    """A player with 2-5 players; a team with 6 (R40): "Yellow team (Ann and Cy)"."""
    if colour is None or colour < 0:
        return t("boss.log.nobody")
    if len(names) == 6:
        return t(
            "boss.log.team",
            colour=t(f"boss.team.{TEAM_COLOURS[colour]}"),
            first=names[colour],
            second=names[colour + 3],
        )
    return _name(names, colour)


def gangsters(marked: int, occasional: int) -> str:
    """ "2 marked and 1 occasional gangster" in the reader's language."""
    parts = []
    if marked:
        parts.append(t("boss.units.marked", count=marked))
    if occasional:
        parts.append(t("boss.units.occasional", count=occasional))
    return t("boss.log.and").join(parts) or t("boss.units.marked", count=0)


def _millions(amount: int) -> str:
    return t("boss.units.million", count=amount)


# -- the game log -------------------------------------------------------------------------
def _first(e: E.FirstPlayerChosen, n: Names) -> str:
    return t("boss.log.first_player", player=_name(n, e.player))


def _hand(e: E.HandBegan, n: Names) -> str:
    return t("boss.log.hand_began", hand=e.hand, player=_name(n, e.first))


def _facedown(e: E.FaceDownPlaced, n: Names) -> str:
    if is_hidden(e.card):
        return t("boss.log.facedown", city=city_name(e.city))
    return t("boss.log.facedown_seen", city=city_name(e.city), card=card_name(e.card))


def _dealt(e: E.CardDealt, n: Names) -> str:
    if is_hidden(e.card):
        return t("boss.log.dealt_back", player=_name(n, e.player), city=city_name(e.city))
    return t("boss.log.dealt", player=_name(n, e.player), card=card_name(e.card))


def _round(e: E.RoundBegan, n: Names) -> str:
    order = t("boss.log.list").join(_name(n, p) for p in e.order)
    key = "boss.log.final_round" if e.final else "boss.log.round_began"
    return t(key, round=e.round, order=order)


def _placed(e: E.GangstersPlaced, n: Names) -> str:
    return t(
        "boss.log.placed",
        player=_name(n, e.player),
        gangsters=gangsters(e.marked, e.occasional),
        city=city_name(e.city),
        total=e.total,
    )


def _passed(e: E.Passed, n: Names) -> str:
    return t("boss.log.passed", player=_name(n, e.player))


def _played(e: E.CardPlayed, n: Names) -> str:
    return t("boss.log.played", player=_name(n, e.player), card=card_name(e.card))


def _police(e: E.PoliceRevealed, n: Names) -> str:
    key = "boss.log.police_last" if e.last_hand else "boss.log.police"
    return t(key, card=t(f"boss.police.{_police_kind(e.card)}"), silver=e.silver, gold=e.gold)


def _police_kind(card: str) -> str:
    return "double" if "double" in card else ("silver" if "silver" in card else "gold")


def _revealed(e: E.FaceDownRevealed, n: Names) -> str:
    return t("boss.log.revealed", city=city_name(e.city), card=card_name(e.card))


def _resolved(e: E.CityResolved, n: Names) -> str:
    if e.colour is None:
        return t("boss.log.no_controller", city=city_name(e.city))
    return t("boss.log.controller", colour=colour_name(n, e.colour), city=city_name(e.city))


def _money(e: E.MoneyWon, n: Names) -> str:
    why = e.why if e.why in ("money", "chicago", "shootout", "robbery") else "money"
    return t(
        f"boss.log.money.{why}",
        colour=colour_name(n, e.colour),
        amount=_millions(abs(e.amount)),
        city=city_name(e.city),
        total=_millions(e.total),
    )


def _chicago(e: E.ChicagoShared, n: Names) -> str:
    if e.colour is None:
        return t("boss.log.chicago_nobody", total=e.total)
    return t("boss.log.chicago", colour=colour_name(n, e.colour), total=e.total, share=e.share)


def _lost(e: E.GangsterLost, n: Names) -> str:
    kind = e.kind if e.kind in ("revolver", "shootout", "hospital", "prison") else "revolver"
    return t(f"boss.log.lost.{kind}", player=_name(n, e.player), city=city_name(e.city))


def _pending(e: E.PenaltyPending, n: Names) -> str:
    return t(
        "boss.log.penalty_pending",
        colour=colour_name(n, e.colour),
        city=city_name(e.city),
        player=_name(n, e.asked),
    )


def _exiled(e: E.Exiled, n: Names) -> str:
    return t("boss.log.exiled", colour=colour_name(n, e.colour), city=city_name(e.city))


def _hand_ended(e: E.HandEnded, n: Names) -> str:
    key = "boss.log.hand_ended_moved" if e.chicago_moved else "boss.log.hand_ended"
    return t(key, hand=e.hand, player=_name(n, e.next_first))


def _tiebreak(e: E.TieBreakHand, n: Names) -> str:
    colours = t("boss.log.and").join(colour_name(n, c) for c in e.colours)
    return t("boss.log.tiebreak_hand", colours=colours)


def _game_over(e: E.GameOver, n: Names) -> str:
    return game_over_text(e.result, n)


_DESCRIBERS: dict[type, Callable[[Any, Names], str]] = {
    E.FirstPlayerChosen: _first,
    E.HandBegan: _hand,
    E.FaceDownPlaced: _facedown,
    E.CardDealt: _dealt,
    E.RoundBegan: _round,
    E.GangstersPlaced: _placed,
    E.Passed: _passed,
    E.CardPlayed: _played,
    E.PoliceRevealed: _police,
    E.FaceDownRevealed: _revealed,
    E.CityResolved: _resolved,
    E.MoneyWon: _money,
    E.ChicagoShared: _chicago,
    E.GangsterLost: _lost,
    E.PenaltyPending: _pending,
    E.Exiled: _exiled,
    E.HandEnded: _hand_ended,
    E.TieBreakHand: _tiebreak,
    E.GameOver: _game_over,
}


def describe_event(event: E.Event, names: Names) -> str:
    """One line of the game log, e.g. "Red places 2 marked gangsters on Detroit (2 there)."

    Pass the event as the reader may see it (`game.view_event(event, seat)`)."""
    return describe_with(_DESCRIBERS, event, names)


# -- results ------------------------------------------------------------------------------
def score_label(key: str) -> str:
    return t(f"boss.score.{key}")


def game_over_text(result: Result, names: Names) -> str:
    """ "Game over: Red wins. Red 14 million, ..." and what decided a tie (R38)."""
    seen: set[str] = set()
    items = []
    for p in result.ranking:
        who = colour_name(names, p % 3 if len(names) == 6 else p)
        if who in seen:
            continue
        seen.add(who)
        items.append(t("boss.log.score_item", colour=who, amount=_millions(result.scores[p])))
    winner = colour_name(names, result.winner % 3 if len(names) == 6 else result.winner)
    key = "boss.log.game_over" if result.decided_by == "score" else "boss.log.game_over_tie"
    how = t(f"boss.decided_by.{result.decided_by}")
    return t(key, winner=winner, scores=t("boss.log.list").join(items), how=how)


def result_text(result: Result, names: Names) -> str:
    """The final sheet, best first: money by source, the total and the tie-breaks."""
    lines = [t("boss.board.result_title")]
    seen: set[str] = set()
    place = 0
    for p in result.ranking:
        who = colour_name(names, p % 3 if len(names) == 6 else p)
        if who in seen:
            continue
        seen.add(who)
        place += 1
        row = result.breakdown[p] if p < len(result.breakdown) else {}
        parts = t("boss.log.list").join(
            f"{score_label(k)} {row.get(k, 0)}" for k in BREAKDOWN_KEYS if k != "total"
        )
        lines.append(
            t("boss.board.result_line", place=place, colour=who, total=row.get("total", 0),
              parts=parts)
        )
    lines.append(t(f"boss.decided_by.{result.decided_by}"))
    return "\n".join(lines)


# -- choices ------------------------------------------------------------------------------
def describe_action(action: BossAction, view: BossState, names: Names) -> str:
    """A choice in words, e.g. "Place 2 marked gangsters on Detroit"."""
    k = action.kind
    if k == "pass":
        return t("boss.action.pass")
    if k == "place":
        return t(
            "boss.action.place",
            gangsters=gangsters(action.m, action.o),
            city=city_name(action.city),
        )
    if k == "play":
        return t("boss.action.play", card=card_name(action.card))
    if k == "penalty":
        who = _name(names, action.seat)
        return t("boss.action.penalty", player=who, city=city_name(action.city))
    if k == "first":
        return t("boss.action.first", player=_name(names, action.seat))
    if k == "facedown":
        return t("boss.action.facedown", city=city_name(action.city))
    if k == "deal":
        return t("boss.action.deal", player=_name(names, action.seat))
    if k == "police":
        return t("boss.action.police")
    return str(action)


# -- the table ----------------------------------------------------------------------------
def status_text(view: BossState, names: Names, you: int | None = None) -> str:
    """Who must do what now, in one line; spoken to the reader when it is `you`."""
    if view.phase == OVER:
        return t("boss.status.over")
    acting = view.acting()
    if acting is None:
        return t("boss.status.chance")
    words = "boss.status_you" if acting == you else "boss.status"
    key = {PLACE: "place", PLAY: "play", PENALTY: "penalty"}[view.phase]
    return t(f"{words}.{key}", player=_name(names, acting), round=view.round)


def board_text(view: BossState, names: Names, ids: Sequence[str] | None = None) -> str:
    """The table as the reader of `view` sees it: the row of cities with their columns,
    face-down reward and gangsters, the hands (faces of the reader's own, backs of the
    others'), supplies, hospital and prison, money, exile and the police cards."""
    ids = ids or _row_ids(view)
    lines = [t("boss.board.title", hand=view.hand_no, round=view.round), status_text(view, names)]
    lines.append(t("boss.board.police", up=len(view.police_up), left=len(view.police_pile)))
    for position, city in enumerate(view.row):
        cid = ids[city]
        people = []
        for p in range(view.n):
            i = city * view.n + p
            if view.placed_m[i] or view.placed_o[i]:
                people.append(f"{_name(names, p)} {view.placed_m[i]}+{view.placed_o[i]}")
        column = " ".join(card_name(c) for c in view.columns[city]) or "-"
        fd = view.facedown[city]
        lines.append(
            t(
                "boss.board.city_line",
                position=position + 1,
                city=city_name(cid),
                facedown=card_name(fd) if fd else "-",
                column=column,
                gangsters=t("boss.log.list").join(people) or "-",
            )
        )
    for p in range(view.n):
        hand = t("boss.log.list").join(card_name(c) for c in view.hands[p]) or "-"
        lines.append(
            t(
                "boss.board.person_line",
                player=_name(names, p),
                hand=hand,
                marked=view.sup_m[p],
                occasional=view.sup_o[p],
                hospital=len(view.hospital[p]),
                prison=len(view.prison[p]),
            )
        )
    for colour in range(view.colours):
        lines.append(
            t(
                "boss.board.money_line",
                colour=colour_name(names, colour),
                amount=_millions(view.money[colour]),
                exiled=t("boss.log.list").join(
                    city_name(ids[c]) for c in view.exiles[colour]
                ) or "-",
            )
        )
    return "\n".join(lines)


def _row_ids(view: BossState) -> tuple[str, ...]:
    """The character cards by index (the row at the start, R2); a test checks the data."""
    return ROW[: ROW_LENGTH[view.n]]
