"""The Capo Dei Capi table: a 1920s card table in green felt and brass, played with the
mouse (and a few keys), animated event by event, on the shared table layer
(`gamebox.app.table`: computer turns, pass screens, undo, hints, menus, log, replay).

What the screen shows comes only from the viewer's view and from events already redacted
for the viewer, so hidden bribe values cannot reach the pixels (R69-R77);
`faces.marker_face` decides every marker's face. In hot-seat face-down bribes are drawn
face down for both, and a player looks at their own with Peek after a "look away"
prompt, only while the button is held (R77).

Cosmetic decisions (not rules):
- The supply tiles 1-6 of R2 sit together in a tray in the right column, so the row of
  cards stays wide enough to read at 960x540.
- With one person against the computer, that person's side is at the bottom; otherwise
  Blue's (`home_seat`).
- Hot-seat: N's Backstab decision is asked on the table itself, naming N, and the turn
  goes back to A without a second pass screen: nothing private is drawn without Peek,
  and R77 describes that decision as an on-screen prompt after each eligible roll.
- Lit choices pulse for a few seconds after the table last changed or was touched, then
  glow steadily, so a table waiting for a person draws nothing new (`lit`, `animating`).
- The move log leaves out "lets the roll stand" lines and turn ends; each turn starts
  with a heading.
"""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table.frame import Bar, Frame
from gamebox.app.table.log import LogStyle, LogTones
from gamebox.app.table.motion import Motion
from gamebox.app.table.scene import TableScene as SharedTable
from gamebox.app.table.widgets import BannerLook, Button, centre
from gamebox.app.tween import pulse
from gamebox.games.capo import ai
from gamebox.games.capo import events as E
from gamebox.games.capo.faces import Face, known_face_down, marker_face
from gamebox.games.capo.model import RESPONSE_N, CapoAction, Marker
from gamebox.games.capo.table import art as A
from gamebox.games.capo.table import geometry as G
from gamebox.games.capo.table.art import Art
from gamebox.games.capo.table.asking import Asking
from gamebox.games.capo.table.board import Board
from gamebox.games.capo.table.choice import Choosing
from gamebox.games.capo.table.legend import DiceLegend
from gamebox.games.capo.table.motion import CapoMotion
from gamebox.games.capo.table.prompts import Prompts
from gamebox.games.capo.table.sides import Sides
from gamebox.i18n import number

BANNERS = {"danger": (110, 26, 22), "gold": (38, 32, 22), "info": (30, 34, 30)}
SETTLE = 2.0  # seconds a pulse runs after the table last changed or was touched...
FADE = 0.5  # ...then it eases into a steady glow over this long
STEADY = 0.7  # the glow's level once steady (0..1 of the pulse's range)
LEVELS = 16  # a pulse's steps between dark and bright
LEGEND_BUTTON = (G.DICE_TRAY[0] + 9, G.DICE_TRAY[1] + 9, 54.0, 26.0)


class TableScene(Asking, Prompts, Choosing, Board, Sides, SharedTable):
    words = "capo.table"
    own_keys = (("Space", "roll"), ("1–6", "cards"), ("D", "dice"))
    frame = Frame(
        log=G.LOG, log_style=LogStyle(rule=A.BRASS_DARK), top=G.TOP_BUTTONS,
        bar=Bar(G.ACTION, G.BAR_ROW, 16.0, spacing=(44.0, 128.0, 300.0, 14.0)),
        banner=BannerLook((14, G.CARD_TOP + G.CARD_H / 2 - 60, 952, 120), 35, A.BRASS,
                          tuple(BANNERS.items())),
        summary_at=(G.STATUS[0] + G.STATUS[2] / 2, G.CARD_TOP + G.CARD_H / 2),
        log_tones=LogTones(quiet=(E.WindowPassed, E.TurnEnded),
                           turn=(E.TurnBegan, E.StartPlayerChosen),
                           alert=(E.ArrestTriggered, E.Arrested, E.RollCancelled,
                                  E.GameEndTriggered, E.GameOver)),
        home_seat=1,  # Blue's side is nearest when no one person is (hot-seat, computers only)
        turn_notes=False,  # a computer's turn line stands on the plate over the status plaque
        moment_at=centre(G.STATUS))

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.art = Art(app.layout, app.settings.colour_blind)
        self.peek_prompt = False
        self.selected: tuple[str, Any] | None = None
        self.covered: tuple[int, int] | None = None  # (turn, player) who has the screen
        self.init_asking()
        G.set_bottom(self.bottom)

    def make_motion(self) -> Motion:
        return CapoMotion(self.session.view(), self.seconds, self.face_of, self.banner_words)

    # -- life cycle ----------------------------------------------------------------------------
    def lit(self, period: float = 1.2) -> float:
        """The level (0..1) of a lit choice's glow now: a pulse for a few seconds after
        the table last changed or was touched, then a steady glow."""
        quiet = self.clock - self.stirred
        if quiet >= SETTLE + FADE:
            return STEADY
        value = pulse(self.clock, period)
        if quiet > SETTLE:
            value += (STEADY - value) * (quiet - SETTLE) / FADE
        return round(value * LEVELS) / LEVELS  # in steps: a frame only when a step changes

    def animating(self) -> bool:
        """A pulse still running, a short window's countdown, or the dice wobbling while
        a computer player thinks."""
        return (self.clock - self.stirred < SETTLE + FADE or self.window_left() is not None
                or self.wobbling())

    def wobbling(self) -> bool:
        return self.session.thinking and not self.motion.busy and not self.held \
            and self.summary is None

    def reset_picks(self) -> None:
        """After a move, an undo or a timeout: nothing picked, no choice made ahead."""
        self.selected = None
        self._choice = None
        self.intent = None

    def quiet_pass(self, player: int) -> bool:
        """N answers Backstab on the table, and A takes the turn back without a second
        pass screen once A has had the screen this turn."""
        view = self.shown
        return view.phase == RESPONSE_N or (
            player == view.active and self.covered == (view.turn_number, player))

    def on_screen_taken(self, player: int) -> None:
        if self.shown.phase != RESPONSE_N:  # N's answer on the table leaves A's turn covered
            self.covered = (self.session.view().turn_number, player)
        self.peek_prompt = False

    def on_idle(self, dt: float) -> None:
        s = self.session
        player = s.human_to_act()
        if player is None:
            return
        view = s.view()
        if not s.needs_pass_screen() and player == view.active:
            self.covered = (view.turn_number, player)
        self.tend_windows()

    # -- what a marker shows (R69-R77) ---------------------------------------------------------
    def face_of(self, marker: Marker, owner: int) -> Face:
        """Own face-down values show against the computer, in hot-seat only while Peek is
        held (the one hold button of the table)."""
        show_own = not self.hotseat or self.holding
        return marker_face(marker, show_own and owner == self.session.viewer)

    def marker_faces(self) -> list[tuple[int, int, int, Face]]:
        """(owner, card, circle, face) of every committed marker as the table draws it now;
        the tests read this to check that hidden values are never shown."""
        s = self.shown
        return [(owner, card, circle, self.face_of(m, owner)) for owner in (0, 1)
                for card in range(6) for circle, m in enumerate(s.sides[owner][card])]

    def can_peek(self) -> bool:
        if not self.hotseat or self.session.viewer is None or self.session.match.is_over:
            return False
        return known_face_down(self.shown, self.session.viewer)

    def open_peek(self) -> None:
        self.peek_prompt = True

    def close_peek(self) -> None:
        self.peek_prompt = False

    # -- the dice legend -------------------------------------------------------------------------
    def open_legend(self) -> None:
        self.app.push(DiceLegend(self.app, self.motion.dice))

    # -- the action bar ------------------------------------------------------------------------
    def hint_reason(self, action: CapoAction) -> str:
        """What is at stake: the chance of an arrest on the next roll."""
        s = self.session
        real = s.view()
        viewer = s.viewer if s.viewer is not None else real.active
        chance = ai.arrest_outcomes(real, self.config.bribes_per_value, viewer) / 36
        percent = self.say("line.percent", value=number(100 * chance, 1))
        return self.say("line.risk", percent=percent)

    def bar_buttons(self) -> list[Button]:
        if self.app.top is not self:
            return []  # under a menu or the final score only their buttons count
        if self.peek_prompt and self.can_peek():
            return [Button("hold_peek", self.say("button.hold_peek"), lambda: None,
                           style="primary", tip=self.say("tip.hold_peek"), hold=True),
                    Button("peek_done", self.say("button.done"), self.close_peek, style="quiet")]
        return list(self.choice().buttons)

    # -- keys ----------------------------------------------------------------------------------
    def on_input(self, event: pygame.event.Event) -> bool:
        """1-6 pick a card, Space rolls (or waits in a short window), D opens the dice
        legend; Esc drops a picked marker or the peeked prompt."""
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
            elif self.peek_prompt:
                self.peek_prompt = False
            else:
                return False
            return True
        if key in (pygame.K_SPACE, pygame.K_d) or pygame.K_1 <= key <= pygame.K_6:
            self.close_summary()  # a key of the table goes on to the table
        choice = self.choice()
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if pygame.K_1 <= key <= pygame.K_6 and not ctrl:
            card = key - pygame.K_1  # W1 W2 W3 B1 B2 B3
            if card in choice.cards or card in choice.sources:
                self.click_card(card)
            elif card in choice.pendings:
                self.click_pending(card)
            return True
        if key == pygame.K_SPACE:
            if not self.wait_window():  # Space stops a short window's countdown, else rolls
                roll = next((b for b in choice.buttons if b.key == "roll"), None)
                if roll is not None and roll.on_click is not None:
                    roll.on_click()
                else:
                    self.act(CapoAction("roll"))
            return True
        if key == pygame.K_d and not ctrl:
            self.open_legend()
            return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        G.set_bottom(self.bottom)  # every position below follows who sits nearest
        if self.colour_blind != self.art.colour_blind:
            self.art = Art(self.layout, self.colour_blind)
        layout = self.layout
        if not self.collecting:
            background = A.table_background(surface.get_size(), tuple(layout.rect(*G.TABLE)),
                                            layout.scale)
            surface.blit(background, (0, 0))
        view = self.shown
        choice = self.choice()
        self.draw_status(surface, view)
        for p in (0, 1):
            self.draw_panel(surface, view, p)
        for card in range(6):
            self.draw_card(surface, view, card, choice)
        self.draw_mayor(surface, view)
        self.draw_pending(surface, view, choice)
        self.draw_top_buttons(surface)
        self.draw_dice(surface)
        self.button(surface, Button("legend", self.say("button.legend"), self.open_legend,
                                    LEGEND_BUTTON, style="quiet", tip=self.say("tip.legend")),
                    12)
        self.draw_supply(surface, view)
        self.draw_moves(surface)
        x, _y, w, _h = G.ACTION
        self.panel(surface, G.ACTION, (20, 24, 20), A.BRASS_DARK, 10, 4, 1, 10)
        self.draw_bar(surface, (x + w / 2, G.ACTION_TEXT_Y + 2))
        self.draw_countdown(surface)
        if not self.collecting:
            self.draw_flyers(surface)

    def draw_countdown(self, surface: pygame.Surface) -> None:
        """A short window's time left, as a thin bar under the buttons."""
        left = self.window_left()
        if left is None or self.collecting:
            return
        x, y, w, h = G.ACTION
        share = left / max(0.01, self.window_seconds())
        layout = self.layout
        track = layout.rect(x + 40, y + h - 14, w - 80, 5)
        pygame.draw.rect(surface, A.BRASS_DARK, track, border_radius=layout.px(2))
        pygame.draw.rect(surface, look.GOLD_LIGHT, track.inflate(-track.w * (1 - share), 0)
                         .move(-track.w * (1 - share) / 2, 0), border_radius=layout.px(2))
