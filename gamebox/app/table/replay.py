"""The replay viewer, built once for every game: the game's own table replays a match
from the start with its animations, driven by `ReplayControl` instead of by players.

`ReplaySession` stands where a live `Session` stands: the match it shows is rebuilt from
the recorded one (`full`) up to a position, so a step forward applies the next recorded
action (its events animate as they did in play) and any jump back is exact (every log
entry keeps the state before it). No one can act, undo or ask for a hint.

What a replay may show is decided here, wherever it opens (command line, Load, end
screen): while the game is unfinished, only what the person who opened it may see --
the one human seat's view, or an onlooker's where several people (or none) sit at the
table -- so a replay never reads a rival's hand in a game still being played. Once the
game is over, any seat's view or everything face up.

Where the turns and rounds start is read from the table's own log: an action whose
events give a "turn" line (the heading the log shows) starts one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from gamebox.app.session import Seen, Session
from gamebox.app.table.widgets import Box, Button
from gamebox.engine.match import Match
from gamebox.engine.steps import recording
from gamebox.i18n import t

SPEEDS = (1.0, 2.0, 4.0, 0.5)
EVERYONE = -1  # the seat choice that shows everything (a finished game only)


class ReplaySession(Session):
    """A match being replayed: the recorded match `full`, shown up to `index`."""

    is_replay = True

    def __init__(self, full: Match, game_id: str, viewer: int | None = None) -> None:
        self.full = full
        live = Match(full.game, list(full.seats), full.seed, full.options, full.names)
        super().__init__(live, game_id, autosave=None)
        self.agents = {}
        self.everything = False
        allowed = [seat for seat in self.views() if seat != EVERYONE]
        self.viewer = viewer if viewer in allowed else allowed[0]

    def views(self) -> list[int | None]:
        """Whose view the replay may show: every seat (then everything: `EVERYONE`) once
        the game is over; before that only the person's own, or an onlooker's (`None`)."""
        if self.full.is_over:
            return [*range(len(self.full.seats)), EVERYONE]
        return [self.humans[0]] if len(self.humans) == 1 else [None]

    @property
    def total(self) -> int:
        return len(self.full.log)

    @property
    def index(self) -> int:
        return len(self.match.log)

    def human_to_act(self) -> int | None:
        return None

    def needs_pass_screen(self) -> bool:
        return False

    def poll(self, dt: float, idle: bool, computers: bool = True) -> list[Seen]:
        return []

    def can_undo(self) -> bool:
        return False

    def view(self) -> Any:
        if self.everything and self.full.is_over:
            return self.match.state
        return self.game.view(self.match.state, self.viewer)

    def seen(self, event: Any) -> Any:
        if self.everything and self.full.is_over:
            return event
        return self.game.view_event(event, self.viewer)

    def viewed(self, state: Any) -> Any:
        if self.everything and self.full.is_over:
            return state
        return self.game.view(state, self.viewer)

    def forward(self) -> list[Seen]:
        """Apply the next recorded action; what happened, as the viewer may see it."""
        if self.index >= self.total:
            return []
        entry = self.full.log[self.index]
        with recording():
            events = self.match.apply(entry.action)
        return self.as_seen([(entry.actor, events)])

    def jump(self, index: int) -> None:
        """Show the match as it stood after `index` actions."""
        index = max(0, min(self.total, index))
        log = self.full.log
        self.match.state = log[index].before if index < self.total else self.full.state
        self.match.log = list(log[:index])


class ReplayControl:
    """Play / pause, step, jump to a turn, speed and seat for a table in replay mode."""

    def __init__(self, scene: Any, session: ReplaySession) -> None:
        self.scene = scene
        self.session = session
        self.playing = False
        self.speed = 0
        self.waited = 0.0
        self.starts = self._turn_starts()
        self.controls: dict[str, Callable[[], None]] = {  # by name: buttons, keys, the sheet
            "play": self.toggle, "back": self.back, "forward": self.forward,
            "prev_turn": self.previous_turn, "next_turn": self.next_turn,
            "start": lambda: self.jump(0), "end": lambda: self.jump(self.session.total),
            "speed": self.faster, "seat": self.next_seat, "close": self.close}

    def _turn_starts(self) -> list[int]:
        """Indices of the actions that begin a turn or a round, by the table's log."""
        starts = []
        for index, entry in enumerate(self.session.full.log):
            for event in entry.events:
                line = self.scene.describe(self.scene.game.view_event(event, None))
                if line is not None and line.tone == "turn":
                    starts.append(index)
                    break
        return starts

    # -- moving ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        s = self.session
        if not self.playing or self.scene.motion.busy:
            return
        if s.index >= s.total:
            self.playing = False
            return
        self.waited += dt
        if self.waited >= max(0.05, self.scene.seconds()) / SPEEDS[self.speed]:
            self.waited = 0.0
            self.forward()

    def forward(self) -> None:
        if self.scene.motion.busy:
            self.scene.motion.skip()
        self.scene.receive(self.session.forward())

    def back(self) -> None:
        self.jump(self.session.index - 1)

    def jump(self, index: int) -> None:
        self.scene.motion.skip()
        self.scene.need_sync = False
        self.session.jump(index)
        self.refresh()

    def refresh(self) -> None:
        """Show the session's view and log again (after a jump or a change of seat)."""
        self.scene.reset_picks()
        self.scene.motion.sync(self.session.view())
        self.scene.viewer = self.session.viewer
        self.scene.rebuild_log()

    def previous_turn(self) -> None:
        here = self.session.index
        earlier = [i for i in self.starts if i < here - 1]
        self.jump(earlier[-1] if earlier else 0)

    def next_turn(self) -> None:
        here = self.session.index
        later = [i for i in self.starts if i > here]
        self.jump(later[0] if later else self.session.total)

    def toggle(self) -> None:
        if self.session.index >= self.session.total:
            self.jump(0)
        self.playing = not self.playing
        self.waited = 0.0

    def faster(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)

    def seats(self) -> list[int | None]:
        return self.session.views()

    def next_seat(self) -> None:
        s = self.session
        order = self.seats()
        if len(order) == 1:  # an unfinished game: say why nothing else is offered
            self.scene.app.notify(self.why_one_view())
            return
        now = EVERYONE if s.everything else s.viewer
        chosen = order[(order.index(now) + 1) % len(order)] if now in order else order[0]
        s.everything = chosen == EVERYONE
        s.viewer = None if s.everything else chosen
        self.scene.motion.skip()
        self.refresh()

    def why_one_view(self) -> str:
        viewer = self.session.viewer
        if viewer is None:
            return t("table.replay.only_onlooker")
        return t("table.replay.only_yours", player=self.scene.name(viewer))

    def close(self) -> None:
        if self.scene in self.scene.app.stack:
            while self.scene.app.top is not self.scene:
                self.scene.app.pop()
            self.scene.app.pop()

    # -- what the table shows --------------------------------------------------------------
    def seat_words(self) -> str:
        s = self.session
        if s.everything:
            return t("table.replay.everyone")
        if s.viewer is None:
            return t("table.replay.onlooker")
        return t("table.replay.seat", player=self.scene.name(s.viewer))

    def top_buttons(self, boxes: tuple[Box, ...]) -> list[Button]:
        labels = {"seat": t("table.replay.view"),  # whose view: said in the bar line
                  "speed": t("table.replay.speed", factor=f"{SPEEDS[self.speed]:g}"),
                  "close": t("table.replay.close")}
        return [Button(f"replay_{key}", label, self.controls[key], box, True, "quiet",
                       t(f"table.replay.tip.{key}"))
                for (key, label), box in zip(labels.items(), boxes, strict=False)]

    def bar_buttons(self) -> list[Button]:
        s = self.session
        early, late = s.index > 0, s.index < s.total
        items = [("start", early, "quiet"), ("prev_turn", early, "quiet"),
                 ("back", early, "plain"), ("play", True, "primary"), ("forward", late, "plain"),
                 ("next_turn", late, "quiet"), ("end", late, "quiet")]
        pause = {"play": "pause"} if self.playing else {}  # the play button's label
        return [Button(f"replay_{key}", t(f"table.replay.{pause.get(key, key)}"),
                       self.controls[key], enabled=ok, style=style,
                       tip=t(f"table.replay.tip.{key}"))
                for key, ok, style in items]

    def line(self) -> str:
        s = self.session
        return "{} · {} · {}".format(t("table.replay.title"),
                                     t("table.replay.position", at=s.index, total=s.total),
                                     self.seat_words())

    KEYS = ((pygame.K_SPACE, "Space", "play"), (pygame.K_LEFT, "‹", "back"),
            (pygame.K_RIGHT, "›", "forward"), (pygame.K_PAGEUP, "Page Up", "prev_turn"),
            (pygame.K_PAGEDOWN, "Page Down", "next_turn"), (pygame.K_HOME, "Home", "start"),
            (pygame.K_END, "End", "end"), (pygame.K_s, "S", "speed"), (pygame.K_v, "V", "seat"),
            (pygame.K_ESCAPE, "Esc", "close"))

    def key_rows(self) -> list[tuple[str, str]]:
        return [(cap, t(f"table.replay.tip.{name}")) for _code, cap, name in self.KEYS]

    def key(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        name = next((name for code, _cap, name in self.KEYS if code == event.key), None)
        if name is not None:
            self.controls[name]()
        return name is not None


def start_replay(app: Any, scene_class: type, full: Match, game_id: str,
                 viewer: int | None = None) -> Any:
    """Push the game's table (`scene_class`) replaying `full` from its start."""
    session = ReplaySession(full, game_id, viewer)
    session.pause = app.settings.animation_seconds
    scene = scene_class(app, session)
    scene.replay = ReplayControl(scene, session)
    scene.rebuild_log()
    app.push(scene)
    return scene
