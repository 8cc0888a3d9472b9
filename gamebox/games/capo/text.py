"""Capo Dei Capi in words: the game log, the choices and the table as plain text.

Pure (no pygame): the terminal game (`gamebox play capo --text`), the window's move log
and tooltips all use these functions. Every word comes from `assets/i18n/gamebox.<code>.json`
through `gamebox.i18n.t`, District card names too (`capo.card.<id>`; the English ones are
the names in the game data, `config.card_names`), shown with the card id, e.g.
"Jazz Club (B1)".

Hidden information (R69-R77): these functions only say what their input says. Give
`describe_event` the event as the reader may see it (`game.view_event(event, seat)`) and
`board_text` / `describe_action` a view (`game.view(state, seat)`); a hidden bribe then
has value 0 and is worded "a face-down bribe" or drawn "?". Markers are always listed
in placement order, never sorted (R75), and strengths show only known values plus
"+?×n" for the bribes the reader cannot see.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gamebox.engine.game import Result
from gamebox.engine.words import describe_with
from gamebox.games.capo import events as E
from gamebox.games.capo.model import (
    ARREST,
    CARD_IDS,
    CHANCE_PHASES,
    CUBE,
    DECISION,
    INVEST_CARD,
    MAYOR,
    NO,
    OVER,
    RESPONSE_A,
    RESPONSE_N,
    CapoAction,
    CapoState,
    Marker,
    card_of_die,
)
from gamebox.games.capo.rules_actions import classify
from gamebox.i18n import t

LEVEL_MAX = 6
"""The top of the Extortion track (R17); the data file says the same."""

Names = Sequence[str]


# -- small pieces -------------------------------------------------------------------------
def card_name(card: int) -> str:
    """A District card's name in the current language: "Jazz Club", "Τζαζ Κλαμπ"."""
    return t(f"capo.card.{CARD_IDS[card]}")


def card_label(card: int) -> str:
    """A card as players read it: "Jazz Club (B1)", or "the Mayor card"."""
    if card == MAYOR:
        return t("capo.mayor_card")
    return t("capo.card.label", name=card_name(card), id=CARD_IDS[card])


def _name(names: Names, player: int | None) -> str:
    if player is None or not 0 <= player < len(names):
        return t("capo.nobody")
    return names[player]


def _markers(count: int) -> str:
    return t("capo.units.mayor_markers", count=count)


def _cubes(count: int) -> str:
    return t("capo.units.cubes", count=count)


def marker_noun(kind: str, value: int) -> str:
    """A marker without article: "Influence 2", "bribe worth 3", "face-down bribe"."""
    if kind == "I":
        return t("capo.marker.influence", value=value)
    if value:
        return t("capo.marker.bribe", value=value)
    return t("capo.marker.hidden_bribe")


def _noun_of(marker: Marker | None) -> str:
    if marker is None:
        return t("capo.marker.none")
    return marker_noun(marker.kind, marker.value)


def category_name(category: str) -> str:
    """The roll table's name of a roll category (R12): "Extort", "Doubles 5"..."""
    return t(f"capo.category.{category}")


def cell_words(white: int, black: int) -> tuple[str, str]:
    """A roll's kind and what it does (R12-R23), as the dice legend's cell says them."""
    category = classify(white, black)
    name = category_name(category)
    if category == "influence":
        return name, t("capo.table.legend.cell.influence", a=white,
                       card_a=CARD_IDS[card_of_die("B", black)], b=black,
                       card_b=CARD_IDS[card_of_die("W", white)])
    if category == "extort":
        return name, t("capo.table.legend.cell.extort", by=min(white, black))
    if category in ("bribe", "invest"):
        low = min(white, black)
        card = card_of_die("W" if white == low else "B", low)
        return name, t(f"capo.table.legend.cell.{category}", card=CARD_IDS[card])
    return name, t(f"capo.table.legend.cell.{category}")  # doubles and the pairs 4-6


def roll_words(white: int, black: int) -> str:
    """One roll in words: its kind and what it does, e.g. "Bribe: a face-down bribe
    goes beside Police (W1)"."""
    first, second = cell_words(white, black)
    return t("capo.table.legend.roll", category=first, does=second)


# -- the game log -------------------------------------------------------------------------
def _start(e: E.StartPlayerChosen, n: Names) -> str:
    return t("capo.log.start_player", player=_name(n, e.player))


def _turn_began(e: E.TurnBegan, n: Names) -> str:
    return t("capo.log.turn_began", player=_name(n, e.player), number=e.turn_number)


def _dice(e: E.DiceRolled, n: Names) -> str:
    return t(
        "capo.log.rolled",
        player=_name(n, e.player),
        white=e.white,
        black=e.black,
        category=category_name(e.category),
    )


def _influence(e: E.InfluencePlaced, n: Names) -> str:
    return t(
        "capo.log.influence_placed",
        player=_name(n, e.player),
        value=e.value,
        card=card_label(e.card),
    )


def _bribe(e: E.BribePlaced, n: Names) -> str:
    # R70: nobody sees a drawn bribe, so its value is never worded, even when known.
    return t("capo.log.bribe_placed", player=_name(n, e.player), card=card_label(e.card))


def _level(e: E.LevelRaised, n: Names) -> str:
    key = "capo.log.level_scandal" if e.scandal else "capo.log.level_raised"
    return t(key, player=_name(n, e.player), by=e.by, start=e.level - e.by, level=e.level)


def _mayor_marker(e: E.MayorMarkerPlaced, n: Names) -> str:
    key = "capo.log.mayor_marker_to_hand" if e.to_hand else "capo.log.mayor_marker_pending"
    return t(key, player=_name(n, e.player))


def _mayor_skipped(e: E.MayorMarkerSkipped, n: Names) -> str:
    return t("capo.log.mayor_marker_skipped", player=_name(n, e.player))


def _cube_placed(e: E.CubePlaced, n: Names) -> str:
    if e.card == MAYOR:
        return t("capo.log.cube_on_mayor", player=_name(n, e.player))
    return t("capo.log.cube_placed", player=_name(n, e.player), card=card_label(e.card))


def _cube_moved(e: E.CubeMoved, n: Names) -> str:
    return t(
        "capo.log.cube_moved",
        player=_name(n, e.player),
        source=card_label(e.source),
        target=card_label(e.target),
    )


def _revealed(e: E.BribeRevealed, n: Names) -> str:
    return t(
        "capo.log.bribe_revealed",
        player=_name(n, e.player),
        owner=_name(n, e.owner),
        card=card_label(e.card),
        circle=e.circle + 1,
        value=e.value,
    )


def _end_triggered(e: E.GameEndTriggered, n: Names) -> str:
    return t(f"capo.log.game_end.{e.supply}", player=_name(n, e.player))


def _hitman(e: E.HitmanTaken, n: Names) -> str:
    return t("capo.log.hitman_taken", player=_name(n, e.player))


def _paid_off(e: E.PaidOff, n: Names) -> str:
    return t("capo.log.paid_off", player=_name(n, e.player))


def _arrest_trigger(e: E.ArrestTriggered, n: Names) -> str:
    return t(f"capo.log.arrest_trigger.{e.reason}", player=_name(n, e.player), max=LEVEL_MAX)


def _arrested(e: E.Arrested, n: Names) -> str:
    lost = []
    for card, kind in e.returned:
        if kind == "B":
            lost.append(t("capo.log.lost_bribe", card=card_label(card)))
        else:
            lost.append(t("capo.log.lost_influence", value=kind[1:], card=card_label(card)))
    if e.mayor_markers:
        lost.append(t("capo.units.pending_mayor_markers", count=e.mayor_markers))
    if not lost:
        return t("capo.log.arrested_nothing", player=_name(n, e.player))
    return t(
        "capo.log.arrested",
        player=_name(n, e.player),
        lost=t("capo.list_separator").join(lost),
    )


def _cancelled(e: E.RollCancelled, n: Names) -> str:
    roller = e.player if e.how == "reneg" else 1 - e.player
    return t(
        f"capo.log.roll_cancelled.{e.how}",
        payer=_name(n, e.player),
        player=_name(n, roller),
    )


def _passed(e: E.WindowPassed, n: Names) -> str:
    return t(f"capo.log.window_passed.{e.window}", player=_name(n, e.player))


def _deceived(e: E.MarkerDeceived, n: Names) -> str:
    return t(
        "capo.log.deceived",
        player=_name(n, e.player),
        source=card_label(e.source),
        target=card_label(e.target),
    )


def power_name(power: str) -> str:
    return t(f"capo.power.{power}")


def _paid(e: E.PowerPaid, n: Names) -> str:
    return t(
        "capo.log.power_paid",
        player=_name(n, e.player),
        cost=_markers(e.cost),
        power=power_name(e.power),
    )


def _committed(e: E.MarkerCommitted, n: Names) -> str:
    how = "pocketed" if e.pocketed else "committed"
    # A bribe of value 0 is one the reader cannot know: worded without a value.
    what = "influence" if e.kind == "I" else ("bribe" if e.value else "hidden_bribe")
    return t(
        f"capo.log.{how}.{what}",
        player=_name(n, e.player),
        value=e.value,
        card=card_label(e.card),
        circle=e.circle + 1,
    )


def _discarded(e: E.MarkerDiscarded, n: Names) -> str:
    key = "capo.log.discarded_new" if e.was_new else "capo.log.discarded_old"
    return t(
        key,
        player=_name(n, e.player),
        card=card_label(e.card),
        marker=marker_noun(e.kind, e.value),
    )


def _banked(e: E.MayorMarkersBanked, n: Names) -> str:
    return t(
        "capo.log.banked",
        player=_name(n, e.player),
        markers=t("capo.units.pending_mayor_markers", count=e.count),
    )


def _bonus(e: E.ExtortionBonus, n: Names) -> str:
    return t(
        "capo.log.extortion_bonus",
        player=_name(n, e.player),
        level=e.level,
        cubes=_cubes(e.cubes),
    )


def _refilled(e: E.MayorRefilled, n: Names) -> str:
    return t("capo.log.mayor_refilled", cubes=_cubes(e.cubes))


def _trimmed(e: E.HandTrimmed, n: Names) -> str:
    return t("capo.log.hand_trimmed", player=_name(n, e.player), markers=_markers(e.returned))


def _turn_ended(e: E.TurnEnded, n: Names) -> str:
    key = "capo.log.turn_ended_arrested" if e.arrested else "capo.log.turn_ended"
    return t(key, player=_name(n, e.player))


def _final_reveal(e: E.FinalReveal, n: Names) -> str:
    if not e.values:
        return t("capo.log.final_reveal_none")
    items = [
        t("capo.log.final_reveal_item", player=_name(n, owner), card=card_label(card), value=value)
        for owner, card, _circle, value in e.values
    ]
    return t("capo.log.final_reveal", list=t("capo.list_separator").join(items))


def _game_over(e: E.GameOver, n: Names) -> str:
    return game_over_text(e.result, n)


_DESCRIBERS: dict[type, Callable[[Any, Names], str]] = {
    E.StartPlayerChosen: _start,
    E.TurnBegan: _turn_began,
    E.DiceRolled: _dice,
    E.InfluencePlaced: _influence,
    E.BribePlaced: _bribe,
    E.LevelRaised: _level,
    E.MayorMarkerPlaced: _mayor_marker,
    E.MayorMarkerSkipped: _mayor_skipped,
    E.CubePlaced: _cube_placed,
    E.CubeMoved: _cube_moved,
    E.BribeRevealed: _revealed,
    E.GameEndTriggered: _end_triggered,
    E.HitmanTaken: _hitman,
    E.PaidOff: _paid_off,
    E.ArrestTriggered: _arrest_trigger,
    E.Arrested: _arrested,
    E.RollCancelled: _cancelled,
    E.WindowPassed: _passed,
    E.MarkerDeceived: _deceived,
    E.PowerPaid: _paid,
    E.MarkerCommitted: _committed,
    E.MarkerDiscarded: _discarded,
    E.MayorMarkersBanked: _banked,
    E.ExtortionBonus: _bonus,
    E.MayorRefilled: _refilled,
    E.HandTrimmed: _trimmed,
    E.TurnEnded: _turn_ended,
    E.FinalReveal: _final_reveal,
    E.GameOver: _game_over,
}


def describe_event(event: E.Event, names: Names) -> str:
    """One line of the game log, e.g. "Red rolls white 4, black 3: Extort."

    Pass the event as the reader may see it (`game.view_event(event, seat)`).
    """
    return describe_with(_DESCRIBERS, event, names)


# -- results ------------------------------------------------------------------------------
def _scores(result: Result, names: Names) -> str:
    return t("capo.list_separator").join(
        t("capo.result.score_item", player=_name(names, p), score=result.scores[p])
        for p in result.ranking
    )


def game_over_text(result: Result, names: Names) -> str:
    """ "Game over: Red wins, Red 9 VP, Blue 7 VP." with the tiebreak when one decided."""
    winner = _name(names, result.winner)
    if result.decided_by == "score":
        return t("capo.log.game_over", winner=winner, scores=_scores(result, names))
    return t(
        "capo.log.game_over_tiebreak",
        winner=winner,
        scores=_scores(result, names),
        tiebreak=t(f"capo.result.decided_by.{result.decided_by}"),
    )


def result_text(result: Result, names: Names) -> str:
    """The final score with its breakdown (R66-R68) and what decided the winner."""
    lines = [t("capo.result.title")]
    for p in result.ranking:
        parts = result.breakdown[p] if p < len(result.breakdown) else {}
        lines.append(
            t(
                "capo.result.line",
                player=_name(names, p),
                total=parts.get("total", result.scores[p]),
                cards=t("capo.result.cards", count=parts.get("cards", 0)),
                card_cubes=_cubes(parts.get("card_cubes", 0)),
                mayor_cubes=_cubes(parts.get("mayor_cubes", 0)),
                markers=_markers(parts.get("mayor_markers", 0)),
            )
        )
    lines.append(
        t(
            "capo.result.winner",
            winner=_name(names, result.winner),
            how=t(f"capo.result.decided_by.{result.decided_by}"),
        )
    )
    return "\n".join(lines)


# -- choices ------------------------------------------------------------------------------
def _acting(view: CapoState) -> int | None:
    if view.phase == OVER:
        return None
    if view.phase == RESPONSE_N:
        return 1 - view.active
    return view.active


def describe_action(action: CapoAction, view: CapoState, names: Names) -> str:
    """A choice in words for the player to act in `view`, e.g.
    "Put an Influence 2 next to Jazz Club (B1)"."""
    k, a, b = action.kind, action.a, action.b
    active = _name(names, view.active)
    opponent = _name(names, 1 - view.active)
    if k == "roll":
        return t("capo.action.roll")
    if k == "stop":
        return t("capo.action.stop")
    if k == "pass":
        key = {
            RESPONSE_A: "pass_reneg",
            RESPONSE_N: "pass_backstab",
            ARREST: "pass_arrest",
            CUBE: "pass_cube",
        }
        return t(f"capo.action.{key.get(view.phase, 'pass_reneg')}", player=active)
    if k == "reneg":
        key = "reneg_arrest" if view.phase == ARREST else "reneg"
        return t(f"capo.action.{key}", cost=_markers(2))
    if k == "backstab":
        return t("capo.action.backstab", cost=_markers(1), player=active)
    if k == "payoff":
        return t("capo.action.payoff", cost=_markers(1))
    if k == "hitman":
        return t("capo.action.hitman")
    if k == "influence":
        return t("capo.action.influence", value=a, card=card_label(b))
    if k == "bribe":
        return t("capo.action.bribe", card=card_label(a))
    if k == "cube":
        if view.phase == INVEST_CARD:
            hidden = [pos for pos in view.hidden_bribe_positions(1 - view.active) if pos[0] == a]
            key = "invest_reveal" if hidden else "invest"
            return t(f"capo.action.{key}", card=card_label(a), owner=opponent)
        key = "cube_supply" if view.phase == CUBE else "cube"
        return t(f"capo.action.{key}", card=card_label(a))
    if k == "move":
        return t("capo.action.move", source=card_label(a), target=card_label(b))
    if k in ("deceive", "pocket"):
        pending = view.pending[a] if 0 <= a < 6 else None
        return t(
            f"capo.action.{k}",
            cost=_markers(1),
            marker=_noun_of(pending),
            source=card_label(a),
            card=card_label(a),
            target=card_label(b) if b != NO else "",
        )
    if k == "scandal":
        return t("capo.action.scandal", cost=_markers(2), by=a, start=view.level,
                 level=view.level + a)
    if k == "reveal":
        return t("capo.action.reveal", owner=opponent, card=card_label(a), circle=b + 1)
    if k == "discard":
        new = _noun_of(view.commit_queue[0][1]) if view.commit_queue else t("capo.marker.none")
        if b == NO:
            return t("capo.action.discard_new", new=new)
        side = view.sides[view.active][a]
        old = _noun_of(side[b]) if b < len(side) else t("capo.marker.none")
        return t("capo.action.discard_old", marker=old, card=card_label(a), circle=b + 1, new=new)
    if k == "start":
        return t("capo.action.start", player=_name(names, a))
    if k == "dice":
        return t("capo.action.dice", white=a, black=b)
    if k == "draw":
        return t("capo.action.draw", value=a)
    return str(action)


# -- the table ----------------------------------------------------------------------------
def status_text(view: CapoState, names: Names) -> str:
    """Whose turn it is and what they must do now, in one line."""
    if view.phase == OVER:
        return t("capo.board.over")
    if view.phase in CHANCE_PHASES:
        return t(f"capo.prompt.{view.phase}")
    return t(
        "capo.board.to_act",
        player=_name(names, _acting(view)),
        prompt=t(f"capo.prompt.{view.phase}"),
    )


def _token(marker: Marker) -> str:
    if marker.kind == "I":
        return t("capo.board.token.influence", value=marker.value)
    if marker.face_up:
        return t("capo.board.token.bribe", value=marker.value)
    if marker.value:  # face down, but this reader knows it: their own committed bribe
        return t("capo.board.token.own_bribe", value=marker.value)
    return t("capo.board.token.hidden")


def _strength(markers: Sequence[Marker]) -> str:
    known = sum(m.value for m in markers)
    unseen = sum(1 for m in markers if m.is_bribe and not m.value)
    text = t("capo.board.strength", known=known)
    if unseen:
        text += t("capo.board.unseen", count=unseen)
    return text


def board_text(view: CapoState, names: Names) -> str:
    """The table from `view`'s seat: the six cards and the Mayor card with cubes, each
    side's markers in placement order ("?" for bribes this reader cannot see) and the
    strength it shows, the active player's pending markers, level, hitman, supplies,
    hands, score piles, whose turn it is and what they must do."""
    active = view.active
    lines = [t("capo.board.title", turn=view.turn_number), status_text(view, names)]
    if view.phase == DECISION and view.must_roll:
        lines.append(t("capo.board.must_roll", player=_name(names, active)))
    if view.game_end and view.phase != OVER:
        lines.append(t("capo.board.game_ending"))
    if view.dice is not None and view.phase != OVER:
        white, black = view.dice
        lines.append(
            t(
                "capo.board.dice",
                white=white,
                black=black,
                category=category_name(classify(white, black)),
            )
        )
    lines.append("")

    width = max(len(card_label(c)) for c in range(6))
    name_width = max(len(_name(names, p)) for p in range(2))
    tokens = [
        [
            " ".join(_token(m) for m in view.sides[p][c]) or t("capo.board.token.empty")
            for c in range(6)
        ]
        for p in range(2)
    ]
    token_width = max(len(text) for row in tokens for text in row)
    for card in range(6):
        lines.append(
            t(
                "capo.board.card_line",
                card=card_label(card).ljust(width),
                cubes=t("capo.board.cubes", count=view.card_cubes[card]),
            )
        )
        for p in range(2):
            side = view.sides[p][card]
            row = t(
                "capo.board.side_line",
                player=_name(names, p).ljust(name_width),
                markers=tokens[p][card].ljust(token_width),
                strength=_strength(side),
            )
            pending = view.pending[card] if p == active and view.phase != OVER else None
            if pending is not None:
                row += t("capo.board.pending", marker=_token(pending))
            lines.append(row)
    lines.append(
        t(
            "capo.board.mayor_line",
            card=card_label(MAYOR),
            cubes=_cubes(view.mayor_cubes),
            level=view.level,
            max=LEVEL_MAX,
        )
    )
    if view.pending_mayor:
        lines.append(
            t(
                "capo.board.mayor_pending",
                player=_name(names, active),
                markers=_markers(view.pending_mayor),
            )
        )
    holder = _name(names, active) if view.hitman else None
    lines.append(
        t("capo.board.hitman_held", player=holder) if holder else t("capo.board.hitman_free")
    )
    lines.append("")
    lines.append(
        t(
            "capo.board.supply",
            i1=view.influence[1],
            i2=view.influence[2],
            i3=view.influence[3],
            bribes=view.bribes_in_supply,
            cubes=view.cube_supply,
            mayor=view.mayor_supply,
        )
    )
    sep = t("capo.list_separator")
    lines.append(
        t(
            "capo.board.hands",
            list=sep.join(
                t("capo.board.count_item", player=_name(names, p), count=view.hands[p])
                for p in range(2)
            ),
        )
    )
    lines.append(
        t(
            "capo.board.score_piles",
            list=sep.join(
                t("capo.board.count_item", player=_name(names, p), count=view.score_piles[p])
                for p in range(2)
            ),
        )
    )
    boxed_influence = sum(view.box_influence[1:])
    if boxed_influence or view.box_bribes:
        lines.append(
            t(
                "capo.board.box",
                i1=view.box_influence[1],
                i2=view.box_influence[2],
                i3=view.box_influence[3],
                bribes=len(view.box_bribes),
            )
        )
    lines.append(t("capo.board.legend"))
    return "\n".join(lines)
