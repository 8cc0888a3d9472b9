"""A game in progress on screen: the match, its computer players thinking off the UI
thread, chance steps, pacing, autosave, undo and hints. Game-agnostic: a game's table
scene draws the state and turns clicks into actions; this decides when things happen.

The match changes only on the UI thread. A computer player gets a copy of its seat's
view in a worker thread and hands back an action, which is applied once the table has
finished animating and the pause set by the animation speed has passed. Python threads
share one interpreter lock; the app shortens the switch interval so that the window
keeps drawing smoothly while a search runs.

The autosave after every move is written by a background thread (`AutosaveWriter`): a
save is two atomic writes with fsync, 5-70 ms on ordinary disks, which the UI thread
would otherwise spend with the window frozen mid-animation. The UI thread only turns the
match into its save data (a fraction of a millisecond); one writer per file writes the
newest data in order. Whoever reads the autosave calls `flush_autosaves()` first, and the
writer thread is not a daemon, so a save handed over as the window closes is still written.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamebox.engine.ai.agent import Agent
from gamebox.engine.ai.courtesy import window_waiting
from gamebox.engine.flow import Answer, TurnFlow
from gamebox.engine.game import Event, IllegalAction
from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import SaveError, match_to_dict, save_match, write_save
from gamebox.engine.steps import recording, states_of
from gamebox.games import make_agent


class AutosaveWriter:
    """Writes one file's newest save data in a background thread (see the module notes)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._cond = threading.Condition()
        self._pending: tuple[dict[str, Any], Any] | None = None
        self._busy = False

    def submit(self, data: dict[str, Any], report: Any = None) -> None:
        """Write `data` soon; `report(error or None)` is called from the writer thread."""
        with self._cond:
            self._pending = (data, report)
            if not self._busy:
                self._busy = True
                threading.Thread(target=self._run, name="gamebox-autosave").start()

    def _run(self) -> None:
        while True:
            with self._cond:
                job, self._pending = self._pending, None
                if job is None:
                    self._busy = False
                    self._cond.notify_all()
                    return
            data, report = job
            error: str | None = None
            try:
                write_save(self.path, data)
            except (SaveError, OSError) as failure:
                error = str(failure)
            except BaseException as failure:  # never leave `_busy` set: flush would hang
                error = f"{type(failure).__name__}: {failure}"
            if report is not None:
                report(error)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything handed over is on disk; False if it took too long."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._busy, timeout)


_WRITERS: dict[Path, AutosaveWriter] = {}
_WRITERS_LOCK = threading.Lock()


def autosave_writer(path: Path) -> AutosaveWriter:
    """The one writer of `path`, so saves of the same file never overtake each other."""
    key = Path(path).absolute()
    with _WRITERS_LOCK:
        writer = _WRITERS.get(key)
        if writer is None:
            writer = _WRITERS[key] = AutosaveWriter(key)
        return writer


def flush_autosaves(timeout: float = 10.0) -> None:
    """Wait for every autosave handed to a writer to reach the disk."""
    with _WRITERS_LOCK:
        writers = list(_WRITERS.values())
    for writer in writers:
        writer.flush(timeout)


@dataclass(frozen=True, slots=True)
class Seen:
    """An event as the screen's viewer may see it, with who caused it, the flow's answer
    when the table played the step for a person (`gamebox.engine.flow`), and the
    viewer's view of the table right after it, from the rules (`gamebox.engine.steps`;
    None where the rules did not note it)."""

    event: Event
    actor: int
    answer: Answer | None = None
    view: Any = None


class Worker:
    """One computer decision computed in a background thread."""

    def __init__(self, agent: Agent, view: Any, legal: list[Any], rng: Any) -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(
            target=self._run, args=(agent, view, legal, rng), daemon=True
        )
        self._thread.start()

    def _run(self, agent: Agent, view: Any, legal: list[Any], rng: Any) -> None:
        try:
            self.result = agent.choose(view, legal, rng)
        except BaseException as error:  # reported on the UI thread, never lost
            self.error = error

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self) -> None:
        """Block until the decision is made (tests and headless tools, never the live
        window); the search need not step aside for a frame that waits on it."""
        with window_waiting():
            self._thread.join()


class Session:
    def __init__(
        self,
        match: Match,
        game_id: str,
        autosave: Path | None = None,
        pause: float = 0.5,
    ) -> None:
        self.match = match
        self.game = match.game
        self.game_id = game_id
        self.autosave = autosave
        self.pause = pause  # seconds between a computer decision and its move on screen
        self.takebacks = True  # may an undo cross a computer's answer (the player's setting)
        self.humans = [i for i, seat in enumerate(match.seats) if seat.is_human]
        self.agents: dict[int, Agent] = {
            i: make_agent(game_id, seat, i)
            for i, seat in enumerate(match.seats)
            if not seat.is_human
        }
        self.worker: Worker | None = None
        self.worker_player: int | None = None
        self.waited = 0.0
        self.hint_worker: Worker | None = None
        self.hint: Any = None
        self.save_error: str | None = None
        self._reported_save_error: str | None = None
        # who is looking at the screen: the only human, or in hot-seat the last to act
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.flow = TurnFlow(match, self.humans, advisor=self.advisor)  # settings: the table's

    # -- who and what -------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    def view(self) -> Any:
        return self.game.view(self.match.state, self.viewer)

    def human_to_act(self) -> int | None:
        turn = self.match.turn()
        if turn.is_over or turn.is_chance or turn.player not in self.humans:
            return None
        return turn.player

    def needs_pass_screen(self) -> bool:
        """Hot-seat: a different person must take the screen before anything private
        of theirs is shown (DESIGN: pass to <name>)."""
        player = self.human_to_act()
        return player is not None and len(self.humans) > 1 and player != self.viewer

    def take_screen(self, player: int) -> None:
        self.viewer = player

    def legal(self) -> list[Any]:
        if self.human_to_act() is None or self.needs_pass_screen():
            return []
        return self.match.legal_actions()

    @property
    def thinking(self) -> bool:
        return self.worker is not None

    # -- acting -------------------------------------------------------------------------------
    def seen(self, event: Event) -> Event:
        """The event as the person at the screen may see it."""
        return self.game.view_event(event, self.viewer)

    def as_seen(self, played: list[tuple[int, list[Event]]], answer: Answer | None = None,
                ) -> list[Seen]:
        """The last `played` log entries' events (applied while `recording`), each with
        the viewer's view after it."""
        log = self.match.log
        first = len(log) - len(played)
        seen = []
        for k, (actor, events) in enumerate(played):
            after = log[first + k + 1].before if first + k + 1 < len(log) else self.match.state
            for event, state in zip(events, states_of(events, after), strict=True):
                view = None if state is None else self.viewed(state)
                seen.append(Seen(self.seen(event), actor, answer, view))
        return seen

    def viewed(self, state: Any) -> Any:
        """`state` as the person at the screen may see it (`view()` of any state)."""
        return self.game.view(state, self.viewer)

    def _play(self, play: Callable[[], list[tuple[int, list[Event]]]],
              answer: Answer | None = None) -> list[Seen]:
        """Change the match by `play`, noting the state after each event, and say what
        happened (`as_seen`)."""
        with recording():
            played = play()
        self.hint = None
        self._autosave()
        return self.as_seen(played, answer)

    def _apply(self, action: Any) -> list[Seen]:
        actor = self.match.turn().player
        return self._play(lambda: [(actor if actor is not None else -1,
                                    self.match.apply(action))])

    def act(self, action: Any) -> list[Seen]:
        """A human's move, with what the game's flow plays with it as the same move;
        raises IllegalAction with the reason if it is not allowed."""
        if self.human_to_act() is None:
            raise IllegalAction("it is not a person's turn")
        return self._play(lambda: self.flow.act(action))

    def pending_answer(self) -> Answer | None:
        """The step the flow answers for the person to act, if it does."""
        return self.flow.pending(self.human_to_act())

    def answer(self, answer: Answer) -> list[Seen]:
        """Play the flow's answer for the person to act (a short window ran out)."""
        if self.human_to_act() is None or self.pending_answer() != answer:
            raise IllegalAction("nothing to answer now")
        return self._play(lambda: self.flow.answer_now(answer), answer)

    def tick(self, dt: float) -> list[Seen]:
        """Run the game's clock (the table calls it while it is on screen and idle)."""
        played: list[Seen] = []
        self.flow.tick(self.match.state, dt, self.human_to_act() is not None,
                       lambda action: played.extend(self.act(action)))
        return played

    def clock_left(self) -> float | None:
        """A clock reads only what every player sees, so it runs on the state itself:
        no view is copied for it on every frame."""
        return self.flow.clock_left(self.match.state)

    def poll(self, dt: float, idle: bool, computers: bool = True) -> list[Seen]:
        """Called every frame. `idle`: the table has finished animating, so the next
        step may be shown; `computers`: a computer player may move now (the person has
        not held them). Returns what happened, for the table and the log."""
        if self.hint_worker is not None and self.hint_worker.done:
            self.hint = self.hint_worker.result
            self.hint_worker = None
        turn = self.match.turn()
        if turn.is_over:
            return []
        if turn.is_chance:
            if not (idle and computers):
                return []
            return self._play(lambda: [(-1, self.match.play_chance()[1])])
        player = turn.player
        assert player is not None
        if player in self.humans:
            answer = self.pending_answer() if idle else None
            return [] if answer is None or answer.short else self.answer(answer)
        if not computers:
            idle = False  # it may think, but not move
        if self.worker is None:
            agent = self.agents[player]
            view = self.game.view(self.match.state, player)
            rng = self.match.rng_for(f"ai{player}")
            self.worker = Worker(agent, view, self.match.legal_actions(), rng)
            self.worker_player = player
            self.waited = 0.0
            return []
        self.waited += dt
        if not self.worker.done or not idle or self.waited < self.pause:
            return []
        worker, self.worker = self.worker, None
        if worker.error is not None:
            raise worker.error
        return self._apply(worker.result)

    # -- undo and hints ---------------------------------------------------------------------
    def can_undo(self) -> bool:
        return (
            self.worker is None
            and self.viewer is not None
            and self.match.can_undo(self.viewer, self.takebacks)
        )

    def undo(self) -> None:
        if self.viewer is None:
            raise IllegalAction("nothing to undo")
        self.flow.undo(self.viewer, self.takebacks)
        self.hint = None
        self._autosave()

    def advisor(self, player: int) -> Agent:
        """The hard computer player in `player`'s seat: hints, and the flow's judging."""
        return make_agent(self.game_id, Seat("hard"), player)

    def ask_hint(self) -> None:
        """What the hard computer player would do here, computed in the background."""
        player = self.human_to_act()
        if player is None or self.hint_worker is not None:
            return
        agent = self.advisor(player)
        view = self.game.view(self.match.state, player)
        legal = self.match.legal_actions()
        self.hint_worker = Worker(agent, view, legal, self.match.rng_for("hint"))

    # -- saving -------------------------------------------------------------------------------
    def _autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            data = match_to_dict(self.match, label="autosave")
        except SaveError as error:
            self.save_error = str(error)
            return
        autosave_writer(self.autosave).submit(data, self._saved)

    def _saved(self, error: str | None) -> None:
        self.save_error = error  # from the writer thread; the table reports it

    def unreported_save_error(self) -> str | None:
        """The autosave's error the first time it is asked after it changed, else None:
        the table tells the person once, not on every frame."""
        error = self.save_error
        if error == self._reported_save_error:
            return None
        self._reported_save_error = error
        return error

    def flush_autosave(self, timeout: float = 10.0) -> None:
        """Wait until the autosave on disk holds the match as it is now."""
        if self.autosave is not None:
            autosave_writer(self.autosave).flush(timeout)

    def save_as(self, path: Path, label: str | None = None) -> None:
        save_match(self.match, path, label=label)
