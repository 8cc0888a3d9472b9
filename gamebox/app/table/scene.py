"""`TableScene`: the session wiring every game's table stands on.

It owns what happens between the match and the screen, the same for every game:
computer turns paced by the speed setting, chance steps, the hot-seat pass screen,
undo, hints, the pause menu, the end of the game and the end screen, autosave errors,
the move log (built from events, redacted per viewer), the animation queue, hit-testing
with tooltips, hover and drags, the keys every table shares, the top buttons, the
action bar and its buttons, the replay controls, and the panels a game opens over its
table (`open_overlay`). Under any scene the table is paused: its clock stops and no move
is played on it until it is on top again (the decision is written in
gamebox/app/table/overlay.py). A game's scene supplies only what is
its own, the names listed in gamebox/app/table/hooks.py: its motion, its words, its
layout and how its board looks, and how its legal actions become targets and buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.scene import Scene
from gamebox.app.table.frame import Frame
from gamebox.app.table.input import TableInput
from gamebox.app.table.log import LogLine, LogScroll, draw_rows
from gamebox.app.table.moments import Moments
from gamebox.app.table.motion import Motion
from gamebox.app.table.overlay import Overlay
from gamebox.app.table.widgets import (
    Box,
    Button,
    Hit,
    Tooltip,
    default_of,
    draw_banner,
    lay_out_row,
)
from gamebox.games import summary_rule, text_module
from gamebox.i18n import has, language, t

TOP_SIZE = 14.0  # the type size of Undo, Hint and Menu


@lru_cache(maxsize=8192)
def _worded(code: str, words: str, key: str, params: tuple) -> str:
    """`TableScene.say`, remembered per language (`code`)."""
    own = f"{words}.{key}"
    return t(own if has(own) else f"table.{key}", **dict(params))


@lru_cache(maxsize=64)
def _seat_names(game: Any, code: str, given: tuple[str, ...], seats: int) -> tuple[str, ...]:
    """`TableScene.names_list`, remembered per language (`code`): a seat left blank, or
    with the match's own placeholder ("Player 2" at the second seat), has the game's
    default name (its colour)."""
    defaults = game.default_names(seats)
    return tuple(given[i] if i < len(given) and given[i] not in ("", f"Player {i + 1}") else d
                 for i, d in enumerate(defaults))


class TableScene(TableInput, Moments, Scene):
    opaque = True

    # -- what a game sets --------------------------------------------------------------------
    words: str = ""  # the prefix of the table's i18n keys, e.g. "capo.table"
    frame = Frame()  # where the log, the top buttons, the bar and the banners stand

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.config = getattr(self.game, "config", None)
        self.summary_rule = summary_rule(self.game.id)
        self.game_text = text_module(self.game.id)  # the words `play --text` says too
        self.hotseat = len(session.humans) > 1 and not getattr(session, "is_replay", False)
        self.replay: Any = None  # a replay's controls (gamebox.app.table.replay)
        self.clock = 0.0
        self.speed = app.settings.speed
        self.colour_blind = app.settings.colour_blind
        self.log: list[LogLine] = []
        self.stirred = 0.0  # the clock when the table last changed or was touched
        self.moves_seen = -1
        self.log_scroll = LogScroll()
        self.log_language: str | None = None  # the log's language (None: not built yet)
        self.hits: list[Hit] = []
        self.collecting = False
        self.pressed: Any = None
        self.holding = False
        self.drag: dict[str, Any] | None = None
        self.buttons: list[Button] = []
        self.hint_for: int | None = None
        self.bar_note: tuple[int, str] | None = None  # (log length, "Undone: ...")
        self.tooltip = Tooltip()  # the hit under the pointer, since when (`clock`)
        self.drawn_as: tuple = ()  # `look_now()` when the table was last drawn
        self.held = self.stepping = False  # the player holds the computer players / steps
        self.error: str | None = None
        self.viewer = session.viewer
        session.flow.settings = app.settings
        self.need_sync = False
        self.pass_scene: Any = None
        self.end_done = False
        self.over_wait = 0.0
        self.motion: Motion = self.make_motion()
        self.motion.on_start = self.event_started
        self.motion.queue.hold = lambda: self.summary is not None  # nothing goes on under it

    # -- what a game writes ------------------------------------------------------------------
    def make_motion(self) -> Motion:
        return Motion(self.session.view(), self.seconds, self.banner_words)

    def event_words(self, event: Any) -> str | LogLine:
        """What the log says of an event (already redacted for whoever reads the log): the
        game's words (`describe_event`); a `LogLine` where the words are not all (a tone
        of its own, a line that continues the one before, shorter words for the status)."""
        return "" if self.game_text is None else self.game_text.describe_event(event, self.names)

    def describe(self, event: Any) -> LogLine | None:
        """The log's line for an event: the game's words, in the tone its frame gives."""
        tones = self.frame.log_tones
        if isinstance(event, tones.quiet) or not (words := self.event_words(event)):
            return None
        if isinstance(words, LogLine):
            return words
        tone = "turn" if isinstance(event, tones.turn) else \
            "alert" if isinstance(event, tones.alert) else "plain"
        return LogLine(words, tone)

    def banner_words(self, kind: str, params: dict) -> str:
        """A banner's words (`<words>.banner.<kind>`), the player named; spoken to "you"
        where the game has those words (`<kind>_you`) and the player is the one person."""
        p = dict(params)
        if "player" in p:
            if p["player"] is not None and p["player"] == self.you and \
                    has(f"{self.words}.banner.{kind}_you"):
                kind = f"{kind}_you"
            p["player"] = self.name(p["player"])
        return t(f"{self.words}.banner.{kind}", **p)

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw everything and register the hits (`self.collecting`: hits only)."""

    def status_text(self) -> str:
        """Who must do what now, above the table: what is happening while the table
        animates (nothing while a moment's plate says it), the winners once it is over, an
        open summary's title, who is thinking or must take the screen, and otherwise the
        game's own words for the position (`position_words`)."""
        s = self.session
        note = self.motion.current.note if self.motion.current is not None else None
        if isinstance(note, LogLine) and self.plate_up():
            return ""  # the moment's plate says it: one status line at a time
        if isinstance(note, LogLine) and (self.frame.turn_notes or note.tone != "turn"):
            return note.short or note.words
        turn = s.match.turn()
        if s.match.is_over:  # its last steps are told first, then who won
            winners = self.game.winners(s.state)
            if len(winners) > 1:
                return self.say("status.over_shared", names=" & ".join(map(self.name, winners)))
            return self.say("status.over", winner=self.name(winners[0] if winners else None))
        if self.summary is not None:
            return self.summary.title  # what comes after it waits, and is not said yet
        if not turn.is_chance and (thinking := self.thinking_words()) is not None:
            return thinking
        if not turn.is_chance and s.needs_pass_screen():
            return self.say("status.pass", player=self.name(turn.player))
        return self.position_words(s.view(), turn)

    def position_words(self, view: Any, turn: Any) -> str:
        """The status line for the position (a chance step's too) when nothing else is:
        the game's words (`status_text`), spoken to "you" where one person plays."""
        return "" if self.game_text is None else \
            self.game_text.status_text(view, self.names, self.you)

    def bar_buttons(self) -> list[Button]:
        return []

    def action_line(self) -> tuple[str, str]:
        """The words above the bar's buttons and their tone ("gold", "danger", "plain"
        in paper white, "muted")."""
        return "", "muted"

    def describe_action(self, action: Any, view: Any = None) -> str:
        """`action` in words, as it reads in `view` (None: the viewer's view now): the
        game's words (`describe_action`)."""
        if self.game_text is None:
            return str(action)
        return self.game_text.describe_action(action, self.session.view() if view is None
                                              else view, self.names)

    def names_list(self) -> list[str]:
        """The seats' names: as given, a blank one the game's default (its colour) in the
        language now shown (`_seat_names`); worked out once per language, as a frame asks
        many times."""
        return list(_seat_names(self.game, language(), tuple(self.session.match.names),
                                len(self.session.match.seats)))

    def reset_picks(self) -> None:
        """Forget half-made choices (after a move, an undo or a hand-over)."""

    def allowed(self, action: Any) -> bool:
        """May the person at the screen send `action` now? Never build an illegal one."""
        return action in self.session.legal()

    def on_input(self, event: pygame.event.Event) -> bool:
        """The game's own input; True if it took it: a key the shared ones leave (digits,
        Space, Enter...), Esc before the menu opens (to clear a selection first), a right
        click."""
        return False

    def on_idle(self, dt: float) -> None:
        """Every frame when nothing animates and no one else is deciding."""

    def quiet_pass(self, player: int) -> bool:
        """May `player` take the screen without a pass screen (nothing private shown)?"""
        return False

    def on_screen_taken(self, player: int) -> None:
        """`player` has taken the screen (after a pass screen, or quietly): the table
        shows their view and forgets what the last viewer had under way."""

    # -- words -------------------------------------------------------------------------------
    def say(self, key: str, **params: Any) -> str:
        """The table's words for `key`: the game's own (`<words>.<key>`) where it has
        them, else the words every table shares (`table.<key>`). Remembered per
        language: a frame asks for the same few dozen words again and again."""
        return _worded(language(), self.words, key, tuple(sorted(params.items())))

    @property
    def names(self) -> list[str]:
        return self.names_list()

    def name(self, player: int | None) -> str:
        names = self.names
        if player is None or not 0 <= player < len(names):
            return self.say("nobody")
        return names[player]

    @property
    def you(self) -> int | None:
        """The seat the table speaks to as "you": the one person at a table of computers;
        None in hot-seat (every person is named) and in a replay."""
        humans = self.session.humans
        if self.hotseat or self.replay is not None or len(humans) != 1:
            return None
        return humans[0]

    @property
    def bottom(self) -> int:
        """The seat drawn nearest the player, by one rule at every table: the seat whose
        view a replay shows; the person at the screen (a game whose seats stay put in
        hot-seat sets its frame's `home_seat`); the one person against the computer; else
        `home_seat`, or the first seat."""
        s = self.session
        if s.viewer is not None and (self.replay is not None or self.frame.home_seat is None):
            return s.viewer
        if len(s.humans) == 1:
            return s.humans[0]
        return self.frame.home_seat or 0

    def seat_role(self, player: int) -> str:
        """Who sits at `player`: you, a person at this screen (hot-seat) or a computer
        and its level, in the game's words (`panel.*`, `level.*`) or the shared ones."""
        seat = self.session.match.seats[player]
        if seat.is_human:
            return self.say("panel.person" if self.hotseat else "panel.you")
        level = seat.kind if seat.kind in ("easy", "normal", "hard") else "random"
        return self.say("panel.computer", level=self.say(f"level.{level}"))

    # -- settings and life cycle ----------------------------------------------------------------
    @property
    def layout(self) -> look.Layout:
        return self.app.layout

    def seconds(self) -> float:
        return float(self.app.settings.animation_seconds)

    def on_enter(self) -> None:
        super().on_enter()
        if self.log_language != language():  # the first time, or the language changed since
            self.rebuild_log()
        self.colour_blind = self.app.settings.colour_blind
        if self.app.settings.speed != self.speed:  # the computer's pace follows the speed
            self.speed = self.app.settings.speed
            self.session.pause = self.seconds()
        self.session.takebacks = self.app.settings.takebacks
        if not self.motion.busy:
            self.motion.sync(self.session.view())
        self.holding = False

    def on_leave(self) -> None:
        super().on_leave()
        self.pressed = None
        self.holding = False
        self.drag = None

    # -- the log -----------------------------------------------------------------------------
    def log_event(self, event: Any) -> Any:
        """The event as the log may word it: in hot-seat everyone reads the log, so it
        is worded for an onlooker."""
        return self.game.view_event(event, None) if self.hotseat else event

    def add_log(self, line: LogLine | None, event: Any) -> None:
        """A new line at the end of the log; one that continues the last takes its place."""
        if line is not None and line.continues and self.log:
            self.log[-1] = line
        elif line is not None:
            self.log.append(line)

    def rebuild_log(self) -> None:
        """The log from the match's history as the viewer may read it (after an undo, a
        hand-over, a language switch or on loading a game)."""
        self.log = []
        self.log_scroll = LogScroll()
        self.log_language = language()
        answered = self.session.flow.answered
        for index, entry in enumerate(self.session.match.log):
            if index in answered:
                self.add_log(self.answer_line(entry.actor, answered[index], index + 1), None)
            for event in entry.events:
                event = self.game.view_event(event, None) if self.hotseat else \
                    self.session.seen(event)
                line = self.describe(event)
                if line is not None:
                    line.tag = index + 1
                self.add_log(line, event)

    def event_started(self, step: Any) -> None:
        """A step begins: its log line appears now, not before its animation."""
        self.add_log(step.note if isinstance(step.note, LogLine) else None, step.event)
        if (summary := self.summary_of(step.event)) is not None:
            self.open_summary(summary)

    # -- what happened -----------------------------------------------------------------------
    def answer_line(self, actor: int, answer: Any, tag: int) -> LogLine | None:
        """The log's line for a step the flow answered for a person, and why: the first
        time for that person and reason only, so a log is not the same line after every
        roll (the status line says it every time)."""
        answered = self.session.flow.answered
        index = tag - 1
        if any(i < index and a.why == answer.why and self.session.match.log[i].actor == actor
               for i, a in answered.items()):
            return None
        return LogLine(self.answer_words(actor, answer), "plain", tag)

    def answer_words(self, actor: int, answer: Any) -> str:
        return t(f"{self.game.id}.flow.{answer.why}", player=self.name(actor),
                 action=self.describe_action(answer.action))

    def receive(self, seen: list) -> None:
        """Events as the screen's viewer may see them, with who caused each
        (`session.Seen`): each joins the log and the animation queue; a step the flow
        answered for a person is said first."""
        humans = self.session.humans
        answered = None
        for item in seen:
            if item.answer is not None and item.answer is not answered:
                answered = item.answer  # said before the step's own lines
                moves = len(self.session.match.log)
                self.bar_note = (moves, self.answer_words(item.actor, item.answer))
                self.add_log(self.answer_line(item.actor, item.answer, moves), None)
            event = self.log_event(item.event)
            line = self.describe(event)
            if line is not None:
                line.tag = len(self.session.match.log)
            computer = item.actor >= 0 and item.actor not in humans
            self.motion.push(item.event, line,
                             line is not None and self.motion.held(event, computer),
                             item.view)
        if seen:
            self.need_sync = True
            if self.seconds() <= 0:
                self.motion.update(0.0)
        self.settle()

    def land_animations(self) -> None:
        """A click or a key during an animation lands every animation at once and shows
        the table as it now is, with its controls where they now are."""
        self.motion.skip()
        self.need_sync = True
        self.settle()
        self.hits = []  # the next hit test finds the settled table's controls

    def settle(self) -> None:
        """Once nothing animates, the table shows the session's view again."""
        if self.need_sync and not self.motion.busy:
            self.need_sync = False
            self.motion.sync(self.session.view())

    @property
    def shown(self) -> Any:
        return self.motion.shown

    def act(self, action: Any) -> bool:
        """Play `action` for the person at the screen; only ever one that is allowed."""
        s = self.session
        if s.human_to_act() is None or s.needs_pass_screen() or not self.allowed(action):
            return False
        try:
            seen = s.act(action)
        except Exception as error:
            self.app.notify(str(error))
            return False
        self.error = None
        self.hint_for = None
        self.reset_picks()
        self.receive(seen)
        return True

    def undo(self) -> None:
        if self.motion.busy:
            self.motion.skip()
        if not self.can_undo():
            return
        match = self.session.match
        index = match.undo_index(self.session.viewer, self.session.takebacks)
        action = match.log[index].action if index is not None else None
        try:
            self.session.undo()
        except Exception as error:
            self.app.notify(str(error))
            return
        if action is not None:  # said in the bar until the next move
            self.bar_note = (len(match.log), self.say("line.undone",
                                                      action=self.describe_action(action)))
        self.hint_for = None
        self.reset_picks()
        self.motion.sync(self.session.view())
        self.rebuild_log()

    def can_undo(self) -> bool:
        return self.replay is None and self.session.can_undo()

    def undo_tip(self) -> str:
        """What Undo would take back: the person's own last move (and the computer
        replies after it), the same rule in every game (`Match.undo_index`), worded as
        it read when it was chosen."""
        match = self.session.match
        viewer = self.session.viewer
        index = match.undo_index(viewer, self.session.takebacks) if viewer is not None else None
        if index is None:
            return self.say("tip.undo_off")
        entry = match.log[index]
        return self.say("tip.undo", action=self.describe_action(
            entry.action, self.game.view(entry.before, viewer)))

    def can_hint(self) -> bool:
        s = self.session
        return (self.replay is None and s.human_to_act() is not None
                and not s.needs_pass_screen() and not self.motion.busy)

    def ask_hint(self) -> None:
        if not self.can_hint():
            return
        self.session.ask_hint()
        self.hint_for = len(self.session.match.log)

    def hinted(self) -> Any:
        """The hard computer player's suggestion, while it is for this position."""
        s = self.session
        if self.hint_for is None or self.hint_for != len(s.match.log) or self.motion.busy:
            return None
        return s.hint

    def hint_line(self) -> tuple[str, str] | None:
        """The bar's words while a hint is asked for or shown."""
        if self.hint_for is None or self.hint_for != len(self.session.match.log):
            return None
        hint = self.session.hint
        if hint is None:
            return self.say("line.hint_wait"), "muted"
        words = self.say("line.hint", action=self.describe_action(hint))
        reason = self.hint_reason(hint)
        return (f"{words} · {reason}" if reason else words), "gold"

    def hint_reason(self, action: Any) -> str:
        """What the table adds to a hint, in words: why, or what is at stake ("" none)."""
        return ""

    def open_overlay(self, key: Any, paint: Callable[[pygame.Surface], None]) -> None:
        """Open a panel over the table (a pile browser, a legend) as a scene on the stack:
        `paint` draws it with the table's drawing, `key` names it (`overlay_open`). It
        takes every key and click until one closes it; the table waits under it."""
        self.app.push(Overlay(self, key, paint))

    def overlay_open(self) -> Any:
        """The key of the table's overlay open over it now, else None."""
        top = self.app.top
        return top.key if isinstance(top, Overlay) and top.table is self else None

    def open_menu(self) -> None:
        from gamebox.app.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    # -- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.pass_scene is not None and self.pass_scene not in self.app.stack:
            self.pass_scene = None
            self.after_pass()
        if self.app.top is not self:
            return  # paused under an overlay, a sheet, a menu, a pass screen or the final
            # score: the clock stands, so nothing timed runs out and no move is played
        self.clock += dt
        moves = len(self.session.match.log)
        if self.motion.busy or moves != self.moves_seen:  # the table changed
            self.moves_seen, self.stirred = moves, self.clock
        if self.session.viewer != self.viewer:
            self.after_pass()
        reading = self.summary_holds()
        self.motion.update(dt)  # the step under a summary lands; the next waits (`hold`)
        if self.replay is not None:
            self.settle()
            self.replay.update(dt)
            return
        idle = not self.motion.busy
        self.settle()
        self.session.flow.settings = self.app.settings  # the flow reads the settings now
        free = (not self.held or self.stepping) and not reading
        try:  # a computer the player holds (Space) moves only when stepped (Right)
            seen = self.session.poll(dt, idle and not reading, free)
            self.stepping = self.stepping and not seen
        except Exception as error:
            self.error = str(error)
            self.app.notify(self.say("ai_failed", reason=str(error)))
            seen = []
        if seen:
            self.receive(seen)
            return
        save_error = self.session.unreported_save_error()
        if save_error:
            self.app.notify(self.say("save_failed", reason=save_error))
        if not idle:
            return
        timed_out = self.session.tick(dt)  # a game's clock runs while the table is idle
        if timed_out:
            self.reset_picks()
            self.receive(timed_out)
            return
        self.on_idle(dt)
        self.check_pass()
        self.check_over(dt)

    def check_pass(self) -> None:
        s = self.session
        player = s.human_to_act()
        if player is None or not s.needs_pass_screen() or self.pass_scene is not None:
            return
        if self.quiet_pass(player):
            s.take_screen(player)
            self.after_pass()
            return
        from gamebox.app.scenes.passscreen import PassScreen

        def ready(player: int = player) -> None:
            self.after_pass()

        self.pass_scene = PassScreen(self.app, s, player, ready)
        self.app.push(self.pass_scene)

    def after_pass(self) -> None:
        self.viewer = self.session.viewer
        self.holding = False
        self.stirred = self.clock  # a new viewer: the table changed for them
        self.reset_picks()
        if not self.motion.busy:
            self.motion.sync(self.session.view())
        self.rebuild_log()
        if self.viewer is not None:
            self.on_screen_taken(self.viewer)

    def check_over(self, dt: float) -> None:
        if self.end_done or not self.session.match.is_over or self.summary is not None:
            return  # the last summary is read before the final score covers the table
        self.over_wait += dt
        cap, times = self.frame.end_wait
        if self.over_wait < min(cap, self.seconds() * times):
            return
        self.end_done = True
        self.show_result()

    def show_result(self) -> None:
        from gamebox.app.scenes.endgame import EndScene

        self.app.push(EndScene(self.app, self.session))

    # -- hits ----------------------------------------------------------------------------------
    def collect(self) -> list[Hit]:
        """Every hit of the table as it stands, without drawing it."""
        self.hits = []
        self.collecting = True
        try:
            surface = pygame.Surface((1, 1))
            self.draw_table(surface)
            self.draw_moments(surface)
        finally:
            self.collecting = False
        return self.hits

    def hit_at(self, pos: tuple[int, int]) -> Hit | None:
        if not self.hits:
            self.collect()
        for hit in reversed(self.hits):
            if hit.contains(pos):
                return hit
        return None

    def hit_rect(self, key: Any) -> pygame.Rect | None:
        for hit in self.collect():
            if hit.key == key:
                return hit.rect
        return None

    def button_rect(self, key: Any) -> pygame.Rect | None:
        """Where a button is now (in pixels): the action bar's or the top ones."""
        self.lay_out_bar()
        for b in self.buttons:
            if b.key == key:
                return self.layout.rect(*b.box)
        return self.hit_rect(("button", key))

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.settle()
        self.hits = []
        self.collecting = False
        self.draw_table(surface)
        if (banner := self.motion.banner) is not None:
            draw_banner(surface, self.layout, banner.words, banner.tone, banner.tween.raw,
                        self.frame.banner)
        self.draw_moments(surface)
        if self.app.top is not self:
            return  # a menu or a dialog is over the table: no tooltip under it
        self.tooltip.show(self.app, self.hits, self.clock)
        self.drawn_as = self.look_now()

    # -- idle ------------------------------------------------------------------------------------
    def animating(self) -> bool:
        """Does the game's own drawing change with time alone right now (a pulse, a
        timer)? Nothing should: a still table is not drawn again (see `wants_frame`)."""
        return False

    def look_now(self) -> tuple:
        """What the table shows that can change without input: the status and bar words
        (a computer thinking, a notice), the log, the moves made, an open summary."""
        return (self.status_text(), self.bar_words(), len(self.log), self.log_scroll.back,
                len(self.session.match.log), self.summary is not None, self.held)

    def wants_frame(self) -> bool:
        if self.app.top is not self:
            return False  # paused under another scene: nothing changes with time alone
        queue = self.motion.queue  # under a summary: until the step under it has landed
        moving = queue.current is not None or (queue.busy and self.summary is None)
        return (moving or self.motion.banner is not None or bool(self.motion.flyers)
                or self.tooltip.due or self.animating() or self.look_now() != self.drawn_as)

    # -- the shared parts of the table --------------------------------------------------------
    def top_buttons(self) -> list[Button]:
        """Undo, Hint and Menu (in a replay: the replay's own)."""
        if self.replay is not None:
            return self.replay.top_buttons(self.frame.top)
        undo = self.can_undo()
        items = [
            ("undo", self.undo, undo and not self.motion.busy,
             self.undo_tip if undo else self.say("tip.undo_off")),
            ("hint", self.ask_hint, self.can_hint(), self.say("tip.hint")),
            ("menu", self.open_menu, True, self.say("tip.menu")),
        ]
        return [Button(key, self.say(f"button.{key}"), fn, box, ok, "quiet", tip)
                for (key, fn, ok, tip), box in zip(items, self.frame.top, strict=False)]

    def draw_top_buttons(self, surface: pygame.Surface) -> None:
        for b in self.top_buttons():
            self.button(surface, b, TOP_SIZE)

    def all_bar_buttons(self) -> list[Button]:
        if self.replay is not None:
            return self.replay.bar_buttons()
        buttons = list(self.bar_buttons())
        if self.end_done and self.app.top is self:
            buttons.append(Button("result", self.say("button.result"), self.show_result,
                                  style="primary"))
        return buttons

    def lay_out_bar(self) -> None:
        buttons = self.all_bar_buttons()
        default = default_of(buttons)
        if default is not None and not default.hotkey:
            default.hotkey = t("table.key.enter")  # the default shows the key that takes it
        bar = self.frame.bar
        y, h = bar.row
        pad, least, most, gap = bar.spacing
        lay_out_row(buttons, self.layout, bar.box, y, h, bar.size, pad=pad, least=least,
                    most=most, gap=gap, align=bar.align)
        self.buttons = buttons

    def bar_words(self) -> tuple[str, str]:
        """The bar's line; with nothing to say, the table's keys (`<words>.key_line`)."""
        words, tone = self.bar_message()
        if not words and has(f"{self.words}.key_line"):
            return self.say("key_line"), "muted"
        return words, tone

    def bar_message(self) -> tuple[str, str]:
        if self.replay is not None:
            return self.replay.line(), "gold"
        hint = self.hint_line()
        if hint is not None:
            return hint
        if self.error:
            return self.error, "danger"
        if self.held and self.computer_moves():
            return self.say("line.held"), "gold"
        if self.motion.busy:
            return "", "muted"
        if self.bar_note is not None and self.bar_note[0] == len(self.session.match.log):
            return self.bar_note[1], "gold"
        return self.action_line()

    def draw_bar(self, surface: pygame.Surface, line_at: tuple[float, float],
                 anchor: str = "center", width: float | None = None) -> None:
        """The action bar's words at `line_at` and its row of buttons."""
        if not self.collecting:
            words, tone = self.bar_words()
            colour = {"gold": look.GOLD_LIGHT, "danger": look.DANGER_LIGHT,
                      "plain": look.PAPER}.get(tone, self.frame.bar.ink)
            if words:
                self.text(surface, words, 14, colour, line_at, anchor,
                          "bold" if tone == "gold" else "regular",
                          width if width is not None else self.frame.bar.box[2] - 30)
        self.lay_out_bar()
        for b in self.buttons:
            self.button(surface, b, self.frame.bar.size)

    def draw_log(self, surface: pygame.Surface, area: Box) -> None:
        """The move log's rows in `area` (the game draws its panel and title)."""
        self.hit(self.layout.rect(*self.frame.log), "")
        if not self.collecting:
            draw_rows(surface, self.layout, self.layout.rect(*area), self.log, self.log_scroll,
                      self.frame.log_style)
        if self.log_scroll.back:  # scrolled back: a way back to the newest line
            x, y, w, h = area
            width = min(120.0, w - 8)
            self.button(surface, Button("log_newest", t("table.button.newest"),
                                        self.log_scroll.to_newest, (x + w - width - 6, y + h - 24,
                                                                    width, 22),
                                        style="quiet", tip=t("table.tip.newest"), hotkey="End"),
                        12)

    def computer_moves(self) -> bool:
        """Is the next step a computer player's (not a person's, not chance, not over)?"""
        turn = self.session.match.turn()
        return self.replay is None and not turn.is_chance and not turn.is_over \
            and turn.player not in self.session.humans

    def thinking_words(self) -> str | None:
        """"<name> is thinking..." while a computer player decides, else None."""
        turn = self.session.match.turn()
        player = turn.player
        if self.replay is not None or turn.is_over or turn.is_chance or player is None \
                or player in self.session.humans:
            return None
        if self.held:
            return self.say("status.held", player=self.name(player))
        dots = "." * (1 + int(self.clock * 2.5) % 3)
        return self.say("status.thinking", player=self.name(player)) + dots
