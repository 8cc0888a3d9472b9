"""Pig's table: everything a game's scene must supply on the shared layer, and no more.
The base (`TableScene`) brings computer turns, pacing, pass screens, undo, hints, the
menu, the end screen, the log, the top buttons, the action bar and the replay viewer.
Words are plain English here; a shipped game puts them in its i18n files."""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.frame import Bar, Frame
from gamebox.app.table.log import LogLine, LogStyle
from gamebox.app.table.motion import Motion, Plan
from gamebox.app.table.scene import TableScene
from gamebox.app.table.widgets import BannerLook, Button

from .rules import Banked, PigAction, Rolled, TurnBegan

DIE = (560, 250, 160, 160)
LOG = (960, 70, 300, 520)
PANELS = ((40, 90, 440, 110), (40, 420, 440, 110))


class PigMotion(Motion):
    """A rolled die tumbles from the roller's panel to the middle; a new turn has a
    banner."""

    def plan(self, event: Any) -> Plan:
        if isinstance(event, Rolled):
            x, y, w, h = PANELS[event.player]
            die = self.fly("die", (x + w / 2, y + h / 2), (640, 330), label=str(event.face))
            return Plan(self.seconds() * 0.4, [die])
        if isinstance(event, TurnBegan):
            self.show_banner(f"{self.words('turn', {'player': event.player})}", "gold", 1.5)
        return Plan(self.seconds() * 0.5)


class PigTable(TableScene):
    words = "pig.table"  # none of its own: the shared words (`table.*`) answer
    frame = Frame(log=LOG, log_style=LogStyle(rule=look.GOLD),
                  top=((960, 14, 96, 40), (1062, 14, 96, 40), (1164, 14, 96, 40)),
                  bar=Bar((40, 600, 900, 110), (650.0, 48.0)),
                  banner=BannerLook((40, 140, 900, 120)))

    def make_motion(self) -> Motion:
        return PigMotion(self.session.view(), self.seconds,
                         lambda _kind, params: f"{self.name(params['player'])} to play")

    def event_words(self, event: Any) -> LogLine | str:
        if isinstance(event, Rolled):
            tone = "alert" if event.face == 1 else "plain"
            return LogLine(f"{self.name(event.player)} rolls {event.face}", tone)
        if isinstance(event, Banked):
            return f"{self.name(event.player)} banks {event.points}"
        if isinstance(event, TurnBegan):
            return LogLine(f"{self.name(event.player)}'s turn", "turn")
        return ""

    def describe_action(self, action: PigAction, view: Any = None) -> str:
        return "roll again" if action.kind == "roll" else "hold"

    def position_words(self, view: Any, turn: Any) -> str:
        return f"{self.name(view.active)}: roll or hold ({view.pot} at stake)"

    def action_line(self) -> tuple[str, str]:
        return ("Roll to add to the pot; a 1 loses it. Hold to bank it.", "muted") \
            if self.session.legal() else ("", "muted")

    def bar_buttons(self) -> list[Button]:
        legal = self.session.legal()
        return [
            Button(kind, kind.title(), lambda kind=kind: self.act(PigAction(kind)),
                   enabled=PigAction(kind) in legal, style="primary" if kind == "roll" else
                   "plain", tip=f"{kind.title()} ({key})", hotkey=key, action=PigAction(kind))
            for kind, key in (("roll", "Space"), ("hold", "Enter"))
        ]

    def on_input(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        kind = {pygame.K_SPACE: "roll", pygame.K_RETURN: "hold"}.get(event.key)
        return kind is not None and self.act(PigAction(kind))

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.shown
        if not self.collecting:
            surface.fill(look.FELT)
        self.text(surface, self.status_text(), 22, look.PAPER, (40, 34), "midleft", "bold", 880)
        for p, box in enumerate(PANELS):
            self.draw_player(surface, p, box, s)
        self.draw_die(surface, s)
        self.panel(surface, LOG, (24, 22, 18), look.GOLD)
        self.draw_log(surface, (LOG[0] + 8, LOG[1] + 10, LOG[2] - 16, LOG[3] - 20))
        self.panel(surface, self.frame.bar.box, (30, 26, 20), look.GOLD)
        self.draw_bar(surface, (490, 626))
        self.draw_top_buttons(surface)
        if not self.collecting:
            for f in self.motion.flyers:
                if f.tween.started:
                    self.die(surface, self.layout.point(*f.point()), 60, f.label)

    def draw_player(self, surface: pygame.Surface, p: int, box: tuple, s: Any) -> None:
        x, y, w, h = box
        lit = p == s.active and not self.session.match.is_over
        rect = self.panel(surface, box, (40, 34, 26), look.GOLD_LIGHT if lit else look.MUTED)
        self.text(surface, self.name(p), 20, look.PAPER, (x + 16, y + 14), style="bold")
        self.text(surface, f"{s.scores[p]} / {s.goal}", 30, look.GOLD_LIGHT, (x + w - 16, y + 10),
                  "topright", "display")
        full = min(1.0, s.scores[p] / s.goal)
        if not self.collecting:
            track = self.layout.rect(x + 16, y + h - 30, w - 32, 12)
            pygame.draw.rect(surface, (20, 18, 14), track, border_radius=6)
            pygame.draw.rect(surface, look.GOLD, track.inflate(track.w * (full - 1), 0)
                             .move(-track.w * (1 - full) / 2, 0), border_radius=6)
        self.hit(rect, f"{self.name(p)}: {s.scores[p]} points banked")

    def draw_die(self, surface: pygame.Surface, s: Any) -> None:
        rect = self.layout.rect(*DIE)
        if "die" not in {f.kind for f in self.motion.flyers} and s.last:
            self.die(surface, rect.center, 80, str(s.last))
        self.text(surface, f"Pot: {s.pot}", 24, look.PAPER, (640, 440), "midtop", "bold")
        self.hit(rect, "The last roll. A 1 loses the pot and the turn.")

    def die(self, surface: pygame.Surface, centre: tuple[int, int], size: float, face: str) -> None:
        if not self.collecting and face:
            pieces.die(surface, centre, self.layout.px(size), int(face), look.PAPER, look.INK)
