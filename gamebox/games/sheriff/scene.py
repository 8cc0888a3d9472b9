"""The Sheriff of Nottingham table: a market square on timber boards, played with the mouse
and a few keys and animated event by event, on the shared table layer (`gamebox.app.table`).
It draws only the viewer's view and events redacted for them, so other hands, bags and
face-down contraband never reach the pixels (R26, R40, R77); in hot-seat the bottom
player's own hand, bag and face-down stall cards lie face down but on their turn.

The person at the screen sits at the bottom (hand, bag, stall, purse), the others along the
top; the middle holds the deck, the two discard piles and the stage (set-aside cards, the
bags at inspection, an opened bag); the right column the log and the promise ledger.
Decisions (cosmetic, not rules): the negotiation panel takes the hand's place while open; a
bag clause names one good, other goods go in a second posting (R111); the inspection timer
(R84) counts only while the table is on top and idle (the turn flow below the window:
`gamebox.games.sheriff.flow`).
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.cards import draw_dragged
from gamebox.app.table.frame import Bar, Frame
from gamebox.app.table.log import LogStyle, LogTones
from gamebox.app.table.scene import TableScene as Table
from gamebox.app.table.widgets import BannerLook, Button, centre
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff import model as M
from gamebox.games.sheriff import text
from gamebox.games.sheriff.model import HIDDEN, NO, SheriffAction
from gamebox.games.sheriff.notation import ORDER, canon
from gamebox.games.sheriff.table import geometry as G
from gamebox.games.sheriff.table.board import Board, chrome
from gamebox.games.sheriff.table.choice import Choice, build
from gamebox.games.sheriff.table.motion import Opened, SheriffMotion
from gamebox.games.sheriff.table.offer import Draft, problem
from gamebox.games.sheriff.table.panels import PROMISE_GOLD, Panels
from gamebox.games.sheriff.table.scores import Scores
from gamebox.games.sheriff.table.sentences import offer_sentence
from gamebox.games.sheriff.table.stage import Stage
from gamebox.i18n import has, language

BANNERS = {"danger": (110, 34, 28), "gold": (86, 60, 24), "info": (40, 30, 22)}
LINES = {M.SET_ASIDE: "set_aside", M.DISCARD: "place", M.CONFISCATE: "place", M.LOAD: "load",
         M.DECLARE: "declare", M.CHOOSE: "choose", M.OPENING: "opening", M.INTERJECT: "opening"}


PULSE_SECONDS = 3.0  # a lit pile pulses this long after the table changed or was touched
DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(10)} | \
    {getattr(pygame, f"K_KP{d}"): d for d in range(10)}


class TableScene(Board, Stage, Panels, Scores, Table):
    words = "sheriff.table"
    own_keys = (("1–9", "cards"), ("0–9", "amount"), ("mouse.right_click", "pile"),
                ("mouse.drag", "drag"))
    frame = Frame(
        log=G.LOG, log_style=LogStyle(size=13, keep=150), top=G.TOP_BUTTONS,
        bar=Bar(G.ACTION, G.BAR_ROW, spacing=(36.0, 96.0, 260.0, 10.0), ink=look.PAPER_DARK),
        banner=BannerLook((10, 272, 980, 120), 24, fills=tuple(BANNERS.items())),
        summary_at=(669.0, 352.0), end_wait=(1.5, 3.0),
        log_tones=LogTones(quiet=(E.CardDealt, E.CardRemoved), turn=(E.SheriffChosen,),
                           alert=(E.BagInspected, E.TimerExpired, E.GameEnded, E.DebtCancelled)))

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.selected: list[int] = []  # indices into the sorted bottom hand
        self.pick: str | None = None  # a set-aside or confiscated good chosen to place
        self.draft: Draft | None = None
        self._choice = Choice()
        self._choice_key: Any = None
        self._score_key: Any = None
        self._score_rows: Any = None
        self.motion.opened = self._opened_from_log()

    def make_motion(self) -> SheriffMotion:
        return SheriffMotion(self.session.view(), self.seconds, self.banner_words, self.anchor)

    def _opened_from_log(self) -> Opened | None:
        """The bag opened last in this round, so a loaded game shows it too."""
        for entry in reversed(self.session.match.log):
            for event in reversed(entry.events):
                if isinstance(event, (E.SheriffChosen, E.BagPassed)):
                    return None
                if isinstance(event, E.BagInspected):
                    return Opened(event.player, event.goods, event.honest)
        return None

    # -- words -------------------------------------------------------------------------------
    def event_words(self, event: E.Event) -> str:
        if isinstance(event, E.GameEnded):
            return text.result_text(event.result, self.names)
        return text.describe_event(event, self.names)

    def position_words(self, view: Any, turn: Any) -> str:
        if turn.is_chance:
            return self.say("status.dealing")
        return text.status_text(view, self.names, self.you)

    def readback(self) -> tuple[str, str]:
        """The offer being built in words, or why it may not be posted yet."""
        real, d = self.session.view(), self.draft
        if d is None or not self.session.legal():
            return "", "muted"
        why = problem(self.game, real, d)
        if why == "empty":
            return self.say("line.draft_empty"), "muted"
        if why:
            return self.say("line.draft_bad", reason=self.why_words(why)), "danger"
        return offer_sentence(self.say, d.mode, d.proposal(), d.merchant, real.sheriff,
                              self.names), "gold"

    def action_line(self) -> tuple[str, str]:
        """None while an offer is built: it is read back in two lines (`draw_readback`)."""
        real = self.session.view()
        if not self.session.legal() or self.draft is not None:
            return "", "muted"
        phase = real.phase
        if phase == M.RESPONSE and real.waiting is not None:
            offer = text.proposal_text(real.waiting, self.names)
            return self.say("line.response", offer=offer), "gold"
        if phase == M.PAY and real.debt is not None:
            return self.say("line.pay", count=real.debt.remaining,
                            player=self.name(real.debt.creditor)), "muted"
        if phase == M.TAKE:
            return self.say("line.take", count=real.k - real.taken), "muted"
        if phase in (M.OPENING, M.INTERJECT):
            return self.say(f"line.posting.{text.posting_choice(real) or 'none'}"), "muted"
        if phase in LINES:
            return self.say(f"line.{LINES[phase]}", count=len(self.selected)), "muted"
        return "", "muted"

    def why_words(self, reason: str) -> str:
        """The rules give a reason in English with its rule number; the table words it."""
        for number in re.findall(r"\((R\d+)", reason):
            if has(f"{self.words}.why.{number}"):
                return self.say(f"why.{number}")
        return self.say("why.not_now")

    # -- what the person may do --------------------------------------------------------------
    def allowed(self, action: SheriffAction) -> bool:
        """Also an offer the rules accept (`offer_problem`) and the timer's "timeout" (R84)."""
        legal = self.session.legal()
        if action.kind == "timeout" or action in legal:
            return True
        offered = action.offer is not None or (action.kind == "accept" and action.target != NO)
        return bool(legal) and offered and not self.game.offer_problem(self.session.view(), action)

    def choice(self) -> Choice:
        s = self.session
        key = (len(s.match.log), s.viewer, tuple(self.selected), self.pick, self.motion.busy,
               self.draft.action() if self.draft else None, s.needs_pass_screen(), language())
        if self._choice_key != key:
            self._choice, self._choice_key = build(self), key
        return self._choice

    def bar_buttons(self) -> list[Button]:
        return list(self.choice().buttons)

    def reset_picks(self) -> None:
        self.selected = []
        self.pick = None
        self.draft = None
        self.hint_for = None

    def private_ok(self) -> bool:
        """May the bottom player's own secrets be drawn face up now?"""
        s = self.session
        return s.viewer is not None and (not self.hotseat or s.human_to_act() == s.viewer)

    def hand(self) -> list[str]:
        """The bottom hand in goods order, HIDDEN when not to be shown."""
        cards = self.shown.hands[self.bottom]
        if not self.private_ok():
            return [HIDDEN] * len(cards)
        return sorted(cards, key=lambda g: ORDER.get(g, 99))

    def selected_goods(self) -> tuple[str, ...]:
        cards = self.hand()
        return canon(cards[i] for i in self.selected if i < len(cards) and cards[i] != HIDDEN)

    def stage_merchants(self) -> list[int]:
        v = self.shown
        return [m for m in v.order if v.bags_this_round[m]]

    # -- clicks and keys ---------------------------------------------------------------------
    def click_hand(self, index: int) -> None:
        phase = self.choice().phase
        if phase not in (M.SET_ASIDE, M.LOAD) or self.draft is not None:
            return
        most = self.config.set_aside_max if phase == M.SET_ASIDE else self.config.bag_max
        if index in self.selected:
            self.selected.remove(index)
        elif len(self.selected) < most:
            self.selected.append(index)

    def click_pile(self, which: int) -> None:
        """`which`: 1 or 2. Takes or places when that is legal, otherwise browses."""
        action = self.choice().piles.get(which)
        if action is not None:
            self.act(action)
        elif self.shown.piles[which - 1]:
            self.open_browse(which - 1)

    def click_pick(self, good: str) -> None:
        if good in self.choice().pickable:
            self.pick = None if self.pick == good else good

    def open_browse(self, pile: int) -> None:
        self.open_overlay(("browser", pile), lambda surface: self.draw_browse(surface, pile))

    def unload(self, good: str) -> None:
        cards = self.hand()
        for i in self.selected:
            if cards[i] == good:
                self.selected.remove(i)
                return

    def clear_selection(self) -> None:
        self.selected = []

    def open_draft(self, mode: str, merchant: int) -> None:
        view = self.session.view()
        self.draft = Draft(mode, merchant, target=merchant if mode == "demand" else NO)
        if mode == "counter" and view.offers[merchant] is not None:
            self.draft.fill(view.offers[merchant])

    def close_draft(self) -> None:
        self.draft = None

    def post_draft(self) -> None:
        if self.draft is not None:
            self.act(self.draft.action())

    def on_input(self, event: pygame.event.Event) -> bool:
        """Digits pick hand cards or type an offer's amount; a right click browses a pile."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            which = next((w for w in (1, 2) if self.pile_rect(w).collidepoint(event.pos)), 0)
            if which and self.shown.piles[which - 1]:
                self.open_browse(which - 1)
            return bool(which)
        if event.key == pygame.K_ESCAPE:
            return self.escape()
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if self.draft is not None and not ctrl:
            return self.type_amount(event)
        if pygame.K_1 <= event.key <= pygame.K_9 and not ctrl:
            self.click_hand(event.key - pygame.K_1)
            return True
        return False

    def type_amount(self, event: pygame.event.Event) -> bool:
        """The amount in focus: digits, Backspace, Up / Down by 1 (with Shift by 5)."""
        d = self.draft
        assert d is not None
        limit = self.session.view().gold[d.merchant] if d.focus == "gold" else PROMISE_GOLD
        if event.key in DIGITS:
            d.type_digit(DIGITS[event.key], limit)
        elif event.key == pygame.K_BACKSPACE:
            d.erase()
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 5 if event.mod & pygame.KMOD_SHIFT else 1
            d.set_amount(d.focus, d.amount(d.focus) + (step if event.key == pygame.K_UP
                                                       else -step), limit)
        else:
            return False
        return True

    def escape(self) -> bool:
        if self.draft is not None:
            self.close_draft()
        elif self.selected or self.pick:
            self.selected, self.pick = [], None
        else:
            return False
        return True

    def drop(self, index: int, pos: tuple[int, int]) -> None:
        """A hand card dragged onto the bag (the stage while setting aside) is picked; a
        picked one dragged back onto the hand is put back."""
        target = G.BAG_ZONE if self.choice().phase == M.LOAD else G.STAGE
        if self.layout.rect(*target).collidepoint(pos):
            if index not in self.selected:
                self.click_hand(index)
        elif self.layout.rect(*G.HAND).collidepoint(pos) and index in self.selected:
            self.click_hand(index)

    # -- time ---------------------------------------------------------------------------------
    def pulsing(self) -> bool:
        return self.clock - self.stirred < PULSE_SECONDS

    def animating(self) -> bool:
        """Flights and banners, a computer's thinking dots, the inspection timer, and a
        lit pile for its first few seconds."""
        motion = self.motion
        if motion.busy or motion.flyers or motion.banner is not None:
            return True
        if not self.held and self.thinking_words() is not None:
            return True
        if self.session.clock_left() is not None and self.session.human_to_act() is not None:
            return True
        return bool(self.choice().piles) and self.pulsing()

    # -- places (for motion, tests and screenshots) ------------------------------------------
    def anchor(self, place: str, who: int) -> tuple[float, float]:
        v = self.shown
        if place in ("deck", "pile"):
            return centre(G.pile_card_box(0 if place == "deck" else max(0, who) + 1))
        if place == "badge_from":
            return centre(G.STAGE) if v.sheriff < 0 else self.anchor("badge", v.sheriff)
        others = G.seat_order(v.n, self.bottom)
        if place == "stage" or (who != self.bottom and who not in others):
            return centre(G.STAGE)
        if who == self.bottom:
            x, y, w, _h = G.OWN_INFO
            spots = {"badge": (x + w - 16, y + 13), "hand": centre(G.HAND),
                     "bag": centre(G.BAG_ZONE), "purse": (x + 14, y + 54)}
            return spots.get(place, (x + 118, y + 124))
        x, y, w, h = G.opponent_box(others.index(who), v.n - 1)
        merchants = self.stage_merchants()
        if place == "bag" and who in merchants and v.phase not in (M.SET_ASIDE, M.TAKE, M.DISCARD):
            return centre(G.stage_slot(merchants.index(who), len(merchants)))
        spots = {"badge": (x + w - 20, y + 17), "purse": (x + 22, y + 58),
                 "hand": (x + w * 0.3 + 8, y + 58), "bag": (x + 30, y + h - 26)}
        return spots.get(place, (x + w / 2, y + 104))

    def pile_rect(self, which: int) -> pygame.Rect:
        return self.layout.rect(*G.pile_card_box(which))

    # -- drawing -----------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.shown
        choice = self.choice()
        if not self.collecting:
            surface.blit(chrome(surface.get_size(), self.layout.size, view.n), (0, 0))
        self.draw_status(surface, view)
        self.draw_top_buttons(surface)
        others = G.seat_order(view.n, self.bottom)
        for i, p in enumerate(others):
            self.draw_opponent(surface, view, p, G.opponent_box(i, len(others)))
        self.draw_piles(surface, view, choice)
        self.draw_stage(surface, view, choice)
        self.draw_own(surface, view, choice)
        self.draw_log_panel(surface)
        self.draw_ledger(surface, view)
        x, _y, w, _h = G.ACTION
        self.draw_bar(surface, (x + w / 2, G.ACTION_TEXT_Y), width=w - 20)
        if self.draft is not None and not self.bar_words()[0]:
            self.draw_readback(surface)
        if not self.collecting:
            self.draw_flyers(surface)
            if self.drag is not None:
                cards, index = self.hand(), self.drag["key"][1]
                if index < len(cards):
                    draw_dragged(self, surface, cards[index], G.CARD, self.draw_card)
