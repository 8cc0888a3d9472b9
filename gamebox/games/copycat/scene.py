"""The Copycat table: the ministry, the street, the bus and the career path, the
person's hand and piles at the bottom, the rivals' public zones on the right, played
with the mouse and animated event by event. It stands on the shared table layer
(`gamebox.app.table`): computer turns, pass screens, undo, hints, the menu, the end
screen, the log, the action bar and the replay viewer are the base's; the sealed order
cards are the shared `sealed` slots.

What the screen shows comes only from the viewer's view and events already redacted for
the viewer: a rival's hand and draw pile are counts, a sealed order card is a back until
all turn over together (R24, R26, R98). In hot-seat play a pass screen comes before
every hand and every sealed choice.

Decisions written down here (cosmetic, not rules):
- The bus shows each player's order card in their window; the windows glide to the new
  order once the cards have turned over.
- A summary after each round's cleanup says who scored how many VP in the round.
- Every action naming a card or an office is a click on it; the rest are buttons.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.frame import Bar, Frame
from gamebox.app.table.log import LogLine, LogStyle, LogTones
from gamebox.app.table.scene import TableScene as Table
from gamebox.app.table.sliding import Glide
from gamebox.app.table.widgets import BannerLook, centre
from gamebox.games.copycat import events as E
from gamebox.games.copycat import text
from gamebox.games.copycat.table import geometry as G
from gamebox.games.copycat.table.art import Art
from gamebox.games.copycat.table.board import Board
from gamebox.games.copycat.table.controls import Controls
from gamebox.games.copycat.table.motion import CopycatMotion
from gamebox.games.copycat.table.panels import Panels


class TableScene(Board, Panels, Controls, Table):
    words = "copycat.table"
    frame = Frame(
        log_style=LogStyle(size=13, keep=200), top=G.TOP_BUTTONS,
        bar=Bar(G.BAR, G.BAR_ROW, 13.0, spacing=(30.0, 90.0, 300.0, 8.0), ink=look.PAPER_DARK),
        banner=BannerLook((10, 270, 930, 120)), summary_at=(475.0, 330.0), end_wait=(1.5, 3.0),
        log_tones=LogTones(quiet=(E.CardDrawn, E.StreetDealt, E.CardsDiscarded,
                                  E.WorkersReturned),
                           turn=(E.RoundBegan, E.PhaseBegan),
                           alert=(E.EndTriggered, E.GameOver, E.OrderRevealed)))
    own_keys = (("1–9", "cards"), ("D", "discard"), ("mouse.click", "lit"))

    def __init__(self, app: Any, session: Any) -> None:
        self.config = session.game.config
        self.art = Art(self.config, app.settings.colour_blind)
        self.street_glide = Glide(0.45)
        self.pawns = Glide(0.6)
        self.drawn_faces: list[Any] | None = None  # tests: every face handed to the art
        self._targets_key: Any = None
        self._targets: dict = {}
        super().__init__(app, session)
        self.frame = replace(self.frame, log=G.log_box(session.match.state.n - 1))

    def make_motion(self) -> CopycatMotion:
        return CopycatMotion(self.session.view(), self.seconds, self.banner_words, self.anchor,
                             self.config.card_index.__getitem__, lambda: self.clock)

    # -- words ---------------------------------------------------------------------------------
    def event_words(self, event: Any) -> str | LogLine:
        """Where the log line lists many things (the order cards, the offices given VP
        markers, the cards leaving the street), the status line names what happens."""
        words = text.describe_event(event, self.names)
        if isinstance(event, E.OrderRevealed):
            bus = " > ".join(self.name(p) for p in event.bus)
            return LogLine(words, "alert", short=self.say("status.revealed", bus=bus))
        if isinstance(event, E.MarkersPlaced):
            return LogLine(words, short=self.say("status.markers", count=len(event.offices)))
        if isinstance(event, E.StreetCleared):
            return LogLine(words, short=self.say("status.cleared", count=len(event.cards)))
        return words

    def position_words(self, view: Any, turn: Any) -> str:
        if turn.is_chance:
            return text.status_text(view, self.names)
        words = text.status_text(view, self.names, self.you)
        both = f"{self.say(f'phase.{view.phase}')} · {words}"
        width = self.layout.px(G.STATUS[2])
        face = self.layout.fit(both, G.STATUS_SIZE, "bold", width)[0]  # remembered by look
        return both if face.size(both)[0] <= width else words  # a long choice: no phase

    # -- where things are ----------------------------------------------------------------------
    def anchor(self, place: str, index: int) -> G.Point:
        """The middle of a place on the table, for the motion's flights."""
        view = self.shown
        if place == "office":
            c = self.config
            return centre(G.office_box(index, len(c.board_offices),
                                         len(c.normal_offices[view.n]), c.windows))
        if place == "street":
            return centre(G.street_box(max(0, min(10, index))))
        if place in ("supply", "box"):
            return centre(G.SUPPLY)
        if place == "markers":
            return (G.BOARD[0] + G.BOARD[2] / 2, G.BOARD[1] + 8)
        if place == "career":
            return G.CAREER_TRACK.point(self.vp_of(index))
        if place == "bus":
            return centre(G.bus_boxes(view.n)[view.bus.index(index)])
        if index == self.bottom:
            spots = {"hand": centre(G.HAND), "area": centre(G.AREA),
                     "draw": centre(G.PILES[0]), "temp": centre(G.PILES[2]),
                     "coins": (G.OWN[0] + 390, G.OWN[1] + 13),
                     "workers": (G.OWN[0] + 560, G.OWN[1] + 13)}
            return spots.get(place, centre(G.OWN))
        rivals = self.rivals()
        box = G.rival_box(rivals.index(index)) if index in rivals else G.OWN
        return centre(box)

    # -- drawing -------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, face: Any, lit: bool,
                  lifted: bool) -> None:
        if self.drawn_faces is not None:
            self.drawn_faces.append(face)
        self.art.card(surface, rect, face, lit, lifted)

    def draw_table(self, surface: pygame.Surface) -> None:
        self.art.colour_blind = self.colour_blind
        if self.seconds() <= 0:  # instant speed: the street and the pawns stand at once
            self.street_glide.settle()
            self.pawns.settle()
        if not self.collecting:
            surface.fill(look.FELT_DARK)
        self.text(surface, self.status_text(), G.STATUS_SIZE, look.PAPER,
                  (G.STATUS[0], G.STATUS[1] + 17),
                  "midleft", "bold", G.STATUS[2])
        self.draw_career(surface)
        self.draw_board(surface)
        self.draw_street(surface)
        self.draw_own(surface)
        self.draw_bus(surface)
        self.draw_rivals(surface)
        x, y, w, h = self.frame.log
        self.panel(surface, self.frame.log, (24, 20, 16), look.GOLD, 8, 2)
        self.draw_log(surface, (x + 8, y + 8, w - 16, h - 16))
        self.panel(surface, G.BAR, (30, 26, 20), look.GOLD, 8, 2)
        self.draw_bar(surface, G.BAR_LINE, width=G.BAR[2] - 24)
        self.draw_top_buttons(surface)
        self.draw_flyers(surface)

    def draw_flyers(self, surface: pygame.Surface) -> None:
        """Cards, workers, markers and coins on their way (nothing while collecting)."""
        layout = self.layout
        flying = [] if self.collecting else [f for f in self.motion.flyers if f.tween.started]
        for f in flying:
            x, y = f.point()
            if f.kind == "card":
                w, h = G.AREA_CARD
                self.draw_card(surface, layout.rect(x - w / 2, y - h / 2, w, h), f.face, False,
                               True)
            elif f.kind == "worker":
                self.art.worker(surface, layout.point(x, y + 11), layout.px(22), f.owner or 0)
            elif f.kind == "marker":
                self.art.marker(surface, layout.point(x, y), layout.px(8))
            elif f.kind == "coin":
                self.art.coin(surface, layout.point(x, y), layout.px(11), f.label)

    def animating(self) -> bool:
        reveal = self.motion.reveal
        return self.street_glide.moving(self.clock) or self.pawns.moving(self.clock) or (
            reveal is not None and not reveal.done(self.clock))

    # -- input ---------------------------------------------------------------------------------
    def on_input(self, event: pygame.event.Event) -> bool:
        """1-9: the n-th card of the hand, where clicking it is a move now; D: the discard
        pile's browser."""
        if event.type != pygame.KEYDOWN or event.key == pygame.K_ESCAPE:
            return False
        if event.key == pygame.K_d:
            self.open_browser(self.bottom, "discard")
            return True
        digit = event.unicode if event.unicode.isdigit() else ""
        if not digit or digit == "0":
            return False
        cards = self.zone_cards("hand", self.shown.hand[self.bottom])
        index = int(digit) - 1
        if index < len(cards) and cards[index].on_click is not None:
            cards[index].on_click()
            return True
        return False

    def reset_picks(self) -> None:
        self._targets_key = None

    def on_screen_taken(self, player: int) -> None:
        self.street_glide.settle()
        self.pawns.settle()
