"""The Boss's table on the shared table layer: the row of character cards with each
city's story (`table/board.py`), the money track, the person's hand, the players' panels
with the team pairing at six, the police (`table/panels.py`), tooltips (`table/tips.py`)
and the events animated (`table/motion.py`). The base (`TableScene`) brings computer
turns, pacing, pass screens, undo, hints, the menu, the end screen, the log, the top
buttons, the action bar and the replay viewer.

A turn is two steps (R11): the optional placement, then a card. For the placement the
person clicks a lit city, sets how many marked and occasional gangsters go there with the
bar's steppers (the fewest that lead is set for them) and presses Place, or presses Pass;
then clicks a lit card of the hand. At six, a team penalty (R43) is two buttons.

What the screen shows comes only from the viewer's view and the events redacted for the
viewer: other hands are their backs (which show the city, R45), the face-down rewards
are backs until the resolution (marked with what the viewer can deduce), the police pile
is a count. In hot-seat the hand is drawn face down while the next person must take the
screen.
"""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.frame import Bar, Frame
from gamebox.app.table.log import LogStyle, LogTones
from gamebox.app.table.scene import TableScene as Table
from gamebox.app.table.sealed import draw_turning, flip
from gamebox.app.table.sliding import Glide
from gamebox.app.table.teams import Teams
from gamebox.app.table.widgets import BannerLook, Button, centre
from gamebox.games.boss import events as E
from gamebox.games.boss import text
from gamebox.games.boss.model import (
    COLOURS,
    PENALTY,
    PLACE,
    TEAM_COLOURS,
    BossAction,
    is_hidden,
)
from gamebox.games.boss.table import art
from gamebox.games.boss.table import geometry as G
from gamebox.games.boss.table.board import Board
from gamebox.games.boss.table.motion import BossMotion
from gamebox.games.boss.table.panels import Panels
from gamebox.games.boss.table.tips import Tips
from gamebox.i18n import t

DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(1, 10)} | \
    {getattr(pygame, f"K_KP{d}"): d for d in range(1, 10)}
LOST_MARK = {"hospital": "+", "prison": "#"}  # the dead: "×"

class TableScene(Board, Panels, Tips, Table):
    words = "boss.table"
    own_keys = (("1–5", "cards"), ("P", "pass"), ("mouse.click", "city"))
    frame = Frame(
        log=G.LOG, log_style=LogStyle(size=12, keep=200), top=G.TOP_BUTTONS,
        bar=Bar(G.BAR, G.BAR_ROW, spacing=(30.0, 90.0, 230.0, 10.0), ink=look.PAPER_DARK),
        banner=BannerLook((10, 90, 960, 120)), summary_at=G.SUMMARY_AT, end_wait=(1.5, 3.0),
        log_tones=LogTones(quiet=(E.FaceDownPlaced,), turn=(E.HandBegan, E.RoundBegan),
                           alert=(E.PoliceRevealed, E.GangsterLost, E.Exiled, E.PenaltyPending,
                                  E.GameOver, E.TieBreakHand)))

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        state = session.match.state
        n = state.n
        self.game_layout = self.game.layout(n)
        self.colour_ids = TEAM_COLOURS if n == 6 else COLOURS[:n]
        self.teams = Teams.of([state.members(c) for c in range(state.colours)])  # R40
        self.glide = Glide(0.6)
        self.pick_city: int | None = None
        self.pick_m = 0
        self.pick_o = 0

    def make_motion(self) -> BossMotion:
        return BossMotion(self.session.view(), self.seconds, self.banner_words, self)

    # -- words ------------------------------------------------------------------------------
    def colour_of(self, person: int) -> int:
        return self.session.match.state.colour_of(person)  # partners share one at six

    def city_colour(self, city: int) -> art.Colour:
        return art.hex_colour(self.config.cities[self.game_layout.ids[city]].colour)

    def city_label(self, city: int) -> str:
        return text.city_name(self.game_layout.ids[city])

    def event_words(self, event: Any) -> str:
        """The log's line; of the deal only the reader's own cards (the backs dealt to
        everyone would be twenty lines saying what the panels show)."""
        if isinstance(event, E.CardDealt) and is_hidden(event.card):
            return ""
        return text.describe_event(event, self.names)

    def position_words(self, view: Any, turn: Any) -> str:
        if turn.is_chance:
            return self.say("status.dealing")
        return text.status_text(view, self.names, self.you)

    # -- the person's choices ---------------------------------------------------------------
    def reset_picks(self) -> None:
        self.pick_city = None

    def placements(self, city: int) -> list[BossAction]:
        cid = self.game_layout.ids[city]
        return [a for a in self.session.legal() if a.kind == "place" and a.city == cid]

    def click_city(self, city: int) -> None:
        """Pick a city to place on; the steppers start at the fewest gangsters that lead
        there (marked first), or at the hint's numbers."""
        options = self.placements(city)
        if not options:
            return
        hinted = self.hinted()
        if hinted is not None and hinted in options:
            best = hinted
        else:
            best = min(options, key=lambda a: (a.m + a.o, a.o))
        self.pick_city, self.pick_m, self.pick_o = city, best.m, best.o

    def picked(self) -> BossAction | None:
        if self.pick_city is None:
            return None
        game_layout = self.game_layout
        return BossAction("place", game_layout.ids[self.pick_city],
                          game_layout.codes[self.pick_city], self.pick_m, self.pick_o)

    def step_pick(self, which: str, k: int) -> None:
        me = self.session.human_to_act()
        if me is None:
            return
        view = self.session.view()
        if which == "m":
            self.pick_m = max(0, min(view.sup_m[me], self.pick_m + k))
        else:
            self.pick_o = max(0, min(view.sup_o[me], self.pick_o + k))

    def place(self) -> None:
        action = self.picked()
        if action is not None:
            self.act(action)

    def bar_buttons(self) -> list[Button]:
        s = self.session
        if s.human_to_act() is None or s.needs_pass_screen() or self.motion.busy:
            return []
        view = s.view()
        legal = s.legal()
        if view.phase == PLACE:
            picked = self.picked()
            buttons = []
            if picked is not None:
                buttons.append(Button("place", self.say("button.place"), self.place,
                                      enabled=picked in legal, style="primary",
                                      tip=self.describe_action(picked), hotkey="Enter",
                                      action=picked))
            buttons.append(Button("pass", self.say("button.pass"),
                                  lambda: self.act(BossAction("pass")),
                                  style="plain" if picked is not None else "primary",
                                  tip=self.say("tip.pass"), hotkey="P",
                                  action=BossAction("pass")))
            return buttons
        if view.phase == PENALTY:
            return [Button(("lose", a.seat), self.say("button.lose", player=self.name(a.seat)),
                           lambda a=a: self.act(a), tip=self.describe_action(a), action=a)
                    for a in legal if a.kind == "penalty"]
        return []

    def action_line(self) -> tuple[str, str]:
        s = self.session
        if s.human_to_act() is None or not s.legal():
            return "", "muted"
        view = s.view()
        if view.phase == PLACE:
            picked = self.picked()
            if picked is None:
                return self.say("line.place_pick"), "plain"
            city = text.city_name(picked.city)
            if picked in s.legal():
                return self.say("line.place_set", gangsters=text.gangsters(picked.m, picked.o),
                                city=city), "gold"
            need = self.game.need(view, self.pick_city, self.colour_of(s.human_to_act()))
            return self.say("line.place_short", count=need, city=city), "danger"
        if view.phase == PENALTY:
            city, _colour, kind = view.penalties[0]
            return self.say("line.penalty", city=text.city_name(self.game_layout.ids[city]),
                            kind=t(f"boss.table.kind.{kind}")), "gold"
        return self.say("line.play"), "plain"

    def on_input(self, event: pygame.event.Event) -> bool:
        """1-9 play a hand card, P passes; Esc drops the city picked."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            picked, self.pick_city = self.pick_city is not None, None
            return picked
        if event.key in DIGITS:
            me = self.hand_owner()
            playable = self.playable()
            index = DIGITS[event.key] - 1
            if me is not None and index < len(self.shown.hands[me]):
                action = playable.get(self.shown.hands[me][index])
                return action is not None and self.act(action)
            return False
        if event.key == pygame.K_p and self.session.view().phase == PLACE:
            return self.act(BossAction("pass"))
        return False

    # -- moments ----------------------------------------------------------------------------
    # -- anchors for the motion -------------------------------------------------------------
    def hand_spot(self) -> tuple[float, float]:
        return centre(G.hand_card(2, 5))

    def panel_spot(self, player: int) -> tuple[float, float]:
        x, y, _w, h = G.panel(player, self.shown.n)
        return (x + 30, y + h / 2)

    def police_spot(self, pile: bool) -> tuple[float, float]:
        x, y, _w, _h = G.POLICE
        return (x + 28, y + 49) if pile else (x + 92 + 30 * len(self.shown.police_up), y + 44)

    def animating(self) -> bool:
        return self.glide.moving(self.clock)

    # -- drawing ----------------------------------------------------------------------------
    def on_screen_taken(self, player: int) -> None:
        self.glide.settle()  # a new viewer's row stands still: nothing moved for them

    def draw_table(self, surface: pygame.Surface) -> None:
        if not self.collecting:
            surface.fill(look.FELT)
        if self.seconds() <= 0:
            self.glide.settle()
        self.text(surface, self.status_text(), 19, look.PAPER, G.STATUS, "midleft", "bold",
                  G.STATUS_WIDTH)
        self.draw_cities(surface)
        self.draw_track(surface)
        self.draw_hand(surface)
        self.draw_bar_panel(surface)
        self.draw_panels(surface)
        self.draw_police(surface)
        x, y, w, h = G.LOG
        self.panel(surface, G.LOG, (24, 22, 18), look.GOLD)
        self.draw_log(surface, (x + 8, y + 8, w - 16, h - 16))
        self.draw_top_buttons(surface)
        if not self.collecting:
            self.draw_flyers(surface)

    def draw_bar_panel(self, surface: pygame.Surface) -> None:
        x, y, w, _h = G.BAR
        self.panel(surface, G.BAR, (30, 26, 22), look.GOLD, 8, 3)
        self.lines(surface, self.bar_words()[0], 14, self.bar_colour(),
                   (x + 14, y + 10, w - 28, 44), 2, "bold", "center")
        if self.pick_city is not None and self.session.view().phase == PLACE \
                and self.session.human_to_act() is not None and not self.motion.busy:
            me = self.session.human_to_act()
            view = self.session.view()
            for i, (which, label, have) in enumerate((("m", "marked", view.sup_m[me]),
                                                      ("o", "occasional", view.sup_o[me]))):
                left = x + 40 + i * 230
                value = self.pick_m if which == "m" else self.pick_o
                self.text(surface, self.say(f"stepper.{label}", count=have), 13, look.PAPER_DARK,
                          (left - 24, y + 76), "midleft", "bold", 210)
                self.cube(surface, (left - 16, y + 105), self.colour_ids[self.colour_of(me)],
                          which == "m")
                self.stepper(surface, (left, y + 92), str(value),
                             lambda k, which=which: self.step_pick(which, k), f"step_{which}",
                             self.say(f"tip.stepper_{label}"), 40,
                             can=(value > 0, value < have))
        self.lay_out_bar()
        for b in self.buttons:
            self.button(surface, b, self.frame.bar.size)

    def bar_colour(self) -> tuple[int, int, int]:
        tone = self.bar_words()[1]
        return {"gold": look.GOLD_LIGHT, "danger": look.DANGER_LIGHT,
                "plain": look.PAPER}.get(tone, self.frame.bar.ink)

    def draw_flyers(self, surface: pygame.Surface) -> None:
        layout = self.layout
        cw, ch = G.card_size(len(self.shown.row))
        for f in self.motion.flyers:
            if not f.tween.started:
                continue
            x, y = f.point()
            if f.kind in ("card", "police"):
                rect = layout.rect(x - cw / 2, y - ch / 2, cw, ch)
                if f.kind == "police":
                    art.police_card(surface, layout.rect(x - 14, y - 20, 28, 40),
                                    self.config.police[f.face], f.tween.value > 0.5)
                else:
                    self.draw_card(surface, rect, f.face, False, False)
            elif f.kind == "flip":  # a face-down reward turned over where it lies
                share, up = flip(f.tween.value)
                draw_turning(surface, layout.rect(x - cw / 2, y - ch / 2, cw, ch), self.draw_card,
                             f.face if up else f.back, share)
            elif f.kind == "gang":
                self.cube(surface, (x, y), self.colour_ids[f.owner], True)
                self.text(surface, f"×{f.label}", 14, look.WHITE, (x + 10, y), "midleft", "bold",
                          shadow=look.INK)
            elif f.kind == "coin":
                pieces.token(surface, layout.point(x, y), layout.px(13), look.GOLD,
                             self.colour_look(f.owner).colour,
                             f.label, look.INK)
            elif f.kind == "lost":
                self.cube(surface, (x, y), self.colour_ids[f.owner], True)
                self.text(surface, LOST_MARK.get(f.label, "×"), 16, look.DANGER_LIGHT,
                          (x + 10, y - 8), "center", "bold", shadow=look.INK)
