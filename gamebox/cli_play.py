"""`gamebox play`: a game in the window (straight at the table), or with --text in the
terminal: the table before each human decision, a numbered list of the legal moves, the
log in words from the reader's seat."""

from __future__ import annotations

import argparse
import random
import shlex
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import IO, Any

from gamebox.cli_common import (
    MAX_SEED,
    PROG,
    CliError,
    check_range,
    computer_players,
    load_game,
    new_match,
    parse_options,
    parse_seats,
    player_names,
    run_gui,
    search_budget,
)
from gamebox.engine.flow import TurnFlow
from gamebox.engine.summary import said

_QUIT = object()
_UNDONE = object()


def _settings() -> Any:
    from gamebox.app.settings import peek_settings  # read only: the window owns the file

    return peek_settings()


class _TextGame:
    """One game in the terminal: the table before each human decision, a numbered list
    of the legal moves, the log in words from the reader's seat."""

    def __init__(
        self,
        match: Any,
        text: ModuleType,
        agents: dict[int, Any],
        budget: Any,
        command: str,
        stdin: IO[str],
    ) -> None:
        self.match = match
        self.game = match.game
        self.text = text
        self.agents = agents
        self.budget = budget
        self.command = command
        self.stdin = stdin
        try:
            self.interactive = bool(stdin.isatty())
        except (AttributeError, ValueError):
            self.interactive = False
        self.names = match.names
        humans = [p for p, seat in enumerate(match.seats) if seat.is_human]
        self.humans = humans
        self.reader: int | None = humans[0] if len(humans) == 1 else None
        self.flow = TurnFlow(match, humans, _settings(), self.advisor)  # as at the table
        from gamebox.games import summary_rule

        self.summary = summary_rule(self.game.id)

    def advisor(self, player: int) -> Any:
        from gamebox.engine.match import Seat
        from gamebox.games import make_agent

        return make_agent(self.game.id, Seat("hard"), player)

    def say(self, line: str = "") -> None:
        print(line, flush=True)

    def log(self, events: Sequence[Any]) -> None:
        for event in events:
            self.say(self.text.describe_event(self.game.view_event(event, self.reader), self.names))
            told = self.summary(self.game, self.match, event, self.reader, self.names)
            for line in said(told):
                self.say("  " + line)  # a scoring moment's summary, as at the table

    def log_played(self, played: Sequence[tuple[int, Sequence[Any]]]) -> None:
        for _actor, events in played:
            self.log(events)

    def run(self) -> int:
        from gamebox.engine.game import IllegalAction
        from gamebox.i18n import t

        match = self.match
        try:
            while not match.is_over:
                turn = match.turn()
                if turn.is_chance:
                    _, events = match.play_chance()
                elif match.seats[turn.player].is_human:
                    answer = self.flow.pending(turn.player)
                    if answer is not None:  # nothing to decide: said, and played
                        self.say(t(f"{self.game.id}.flow.{answer.why}",
                                   player=self.names[turn.player],
                                   action=self.text.describe_action(
                                       answer.action, match.view(self.reader), self.names)))
                        self.log_played(self.flow.answer_now(answer))
                        continue
                    choice = self.ask(turn.player)
                    if choice is _QUIT:
                        self.say(t("cli.play.quit", command=self.command))
                        return 0
                    if choice is _UNDONE:
                        continue
                    self.log_played(self.flow.act(choice))
                    continue
                else:
                    player = turn.player
                    action = self.agents[player].choose(
                        match.view(player),
                        match.legal_actions(),
                        match.rng_for(f"ai{player}"),
                        self.budget,
                    )
                    try:
                        events = match.apply(action)
                    except IllegalAction as error:  # a bug in a computer player
                        print(
                            f"{PROG}: error: {self.names[player]} ({match.seats[player]})"
                            f" chose an illegal action {action!s}: {error}",
                            file=sys.stderr,
                        )
                        return 1
                self.log(events)
        except KeyboardInterrupt:
            self.say()
            self.say(t("cli.play.interrupted"))
            return 130
        self.say()
        self.say(t("cli.play.over"))
        result = self.game.result(match.state)
        if result is not None:
            self.say(self.result_text(result))
        return 0

    def result_text(self, result: Any) -> str:
        if hasattr(self.text, "result_text"):
            return str(self.text.result_text(result, self.names))
        lines = [f"{self.names[p]}: {result.scores[p]}" for p in result.ranking]
        return "\n".join([*lines, f"decided by {result.decided_by}"])

    def show(self, player: int, legal: Sequence[Any]) -> None:
        from gamebox.i18n import t

        view = self.match.view(self.reader)
        self.say()
        self.say(self.text.board_text(view, self.names))
        self.say()
        self.say(t("cli.play.your_move", player=self.names[player]))
        for number, action in enumerate(legal, 1):
            self.say(
                t(
                    "cli.play.choice",
                    number=number,
                    text=self.text.describe_action(action, view, self.names),
                    notation=str(action),
                )
            )

    def ask(self, player: int) -> Any:
        from gamebox.engine.game import IllegalAction
        from gamebox.i18n import t

        match = self.match
        legal = match.legal_actions()
        self.show(player, legal)
        while True:
            print(t("cli.play.prompt", count=len(legal)), end="", flush=True)
            try:
                line = self.stdin.readline()
            except UnicodeDecodeError:
                raise CliError("the input is not UTF-8 text; type or pipe plain text") from None
            if not line:  # end of input
                self.say()
                return _QUIT
            answer = line.strip()
            too_long = len(answer) > self.game.max_action_chars  # refused before parsing
            answer = answer[:40] + "..." if too_long else answer
            if not self.interactive:  # piped input: show what was read, as a terminal would
                self.say(answer)
            lowered = answer.lower()
            if not answer:
                continue
            if too_long:
                self.say(t("cli.play.bad_input", text=answer, count=len(legal)))
                continue
            if lowered in ("q", "quit", "exit"):
                return _QUIT
            if lowered in ("?", "h", "help"):
                self.show(player, legal)
                continue
            if lowered in ("u", "undo"):
                if match.can_undo(player):
                    self.flow.undo(player, True)
                    self.say(t("cli.play.undone"))
                    return _UNDONE
                self.say(t("cli.play.cannot_undo"))
                continue
            if answer.isdigit():
                number = int(answer)
                if 1 <= number <= len(legal):
                    return legal[number - 1]
                self.say(t("cli.play.bad_input", text=answer, count=len(legal)))
                continue
            try:
                action = self.game.parse_action(match.state, answer)
            except ValueError:
                self.say(t("cli.play.bad_input", text=answer, count=len(legal)))
                continue
            if action in legal:
                return action
            try:
                self.game.apply(match.state, action)
                reason = answer
            except IllegalAction as error:
                reason = str(error)
            self.say(t("cli.play.not_legal", reason=reason))


def _default_seats(game: Any) -> str:
    return ",".join(["human"] + ["hard"] * (game.min_players - 1))


def _play_in_window(args: argparse.Namespace, game: Any, seats: list[Any], options: Any) -> int:
    """`play` without --text: the window opens at the table. Everything the command line
    says is checked before the window opens; default seat names are taken once the window
    has set the player's language."""
    from gamebox.games import manifest
    from gamebox.i18n import t

    if args.budget:
        raise CliError(
            "--budget applies to --text games; in the window each level thinks with its own budget"
        )
    if manifest(game.id).table is None:
        raise CliError(f"{game.title} has no table in the window yet; try --text")
    computer_players(game.id, seats)  # a level that does not exist fails here, not in the window
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    new_match(game, seats, seed, options, player_names(game, len(seats), args.names))  # check
    print(t("cli.play.seed", seed=seed))

    def start() -> Any:
        return new_match(game, seats, seed, options, player_names(game, len(seats), args.names))

    return run_gui(start)


def cmd_play(args: argparse.Namespace) -> int:
    from gamebox.i18n import t

    game = load_game(args.game)
    check_range("--seed", args.seed, 0, MAX_SEED)
    seats_text = args.seats or _default_seats(game)
    seats = parse_seats(seats_text, game)
    names = player_names(game, len(seats), args.names)
    options = parse_options(args.option)
    if not args.text:
        return _play_in_window(args, game, seats, options)
    from gamebox.games import text_module

    text = text_module(game.id)
    if text is None:
        raise CliError(f"{game.title} cannot be played in the terminal yet")
    agents = computer_players(game.id, seats)
    budget = search_budget(args.budget)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    match = new_match(game, seats, seed, options, names)
    command = ["gamebox", "play", game.id, "--seats", seats_text, "--text", "--seed", str(seed)]
    if args.names:
        command += ["--names", args.names]
    for pair in args.option or ():
        command += ["--option", pair]
    if args.budget:
        command += ["--budget", str(args.budget)]

    print(t("cli.play.seed", seed=seed))
    for player, seat in enumerate(seats):
        if seat.is_human:
            print(t("cli.play.seat_human", player=names[player]))
        else:
            print(t("cli.play.seat_computer", player=names[player], level=str(seat)))
    session = _TextGame(match, text, agents, budget, shlex.join(command), sys.stdin)
    if len(session.humans) > 1:
        print(t("cli.play.hot_seat"))
    return session.run()
