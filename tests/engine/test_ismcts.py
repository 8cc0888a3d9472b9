"""ISMCTSAgent on two toy games with hidden information.

`MiniKuhn` is Kuhn poker (cards 1..3, ante 1, one bet of 1) played as a match: the first
seat to win three hands wins. A random player folds its best card and calls with its
worst, so a searcher should win most matches. `HiddenMenu` gives seat 1 a secret that
decides which moves it has, so the searcher's tree holds actions that exist in only
some worlds, and the game's `apply` refuses them where they do not.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import pytest

from gamebox.engine.ai import ismcts
from gamebox.engine.ai.agent import Budget, RandomAgent
from gamebox.engine.ai.ismcts import ISMCTSAgent
from gamebox.engine.game import CHANCE, Event, Game, IllegalAction, Result, Turn

# -- MiniKuhn --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Deal:
    seat: int
    card: int

    def __str__(self) -> str:
        return f"deal {self.seat}:{self.card}"


@dataclass(frozen=True, slots=True)
class Bet:
    kind: str  # "k" check, "b" bet, "c" call, "f" fold

    def __str__(self) -> str:
        return self.kind


CHECK, BET, CALL, FOLD = Bet("k"), Bet("b"), Bet("c"), Bet("f")
HAND_OVER = ("kk", "bc", "bf", "kbc", "kbf")


@dataclass(frozen=True, slots=True)
class Acted(Event):
    seat: int
    action: str


@dataclass(frozen=True, slots=True)
class HandWon(Event):
    reveals: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class KuhnState:
    cards: tuple[int | None, int | None] = (None, None)
    history: str = ""
    wins: tuple[int, int] = (0, 0)
    hand: int = 0

    def copy(self) -> KuhnState:
        return self


@dataclass(frozen=True, slots=True)
class KuhnView:
    """What `observer` sees: its own card, whether the other card is dealt, the bets."""

    observer: int | None
    cards: tuple[int | None, int | None]
    dealt: tuple[bool, bool]
    history: str
    wins: tuple[int, int]
    hand: int


class MiniKuhn(Game):
    id = "mini-kuhn"
    title = "Mini Kuhn"
    min_players = 2
    max_players = 2
    target = 3

    def __init__(self) -> None:
        self.determinized_views: list[Any] = []

    def new_state(self, n_players: int, options: dict[str, Any] | None = None) -> KuhnState:
        return KuhnState()

    def turn(self, state: KuhnState) -> Turn:
        if max(state.wins) >= self.target:
            return Turn(None)
        if None in state.cards:
            return Turn(CHANCE)
        return Turn((state.hand + len(state.history)) % 2)

    def legal_actions(self, state: KuhnState) -> list[Any]:
        player = self.turn(state).player
        if player is None or player == CHANCE:
            return []
        return [FOLD, CALL] if state.history.endswith("b") else [CHECK, BET]

    def chance_outcomes(self, state: KuhnState) -> list[tuple[Any, float]]:
        if self.turn(state).player != CHANCE:
            return []
        seat = state.cards.index(None)
        left = [c for c in (1, 2, 3) if c not in state.cards]
        return [(Deal(seat, c), 1 / len(left)) for c in left]

    def apply(self, state: KuhnState, action: Any) -> tuple[KuhnState, list[Event]]:
        turn = self.turn(state)
        if turn.is_chance:
            if action not in [a for a, _ in self.chance_outcomes(state)]:
                raise IllegalAction(f"{action} is not a possible deal")
            cards = list(state.cards)
            cards[action.seat] = action.card
            return replace(state, cards=(cards[0], cards[1])), []
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action} is not allowed now")
        seat = turn.player
        assert seat is not None
        history = state.history + action.kind
        events: list[Event] = [Acted(seat, action.kind)]
        if history not in HAND_OVER:
            return replace(state, history=history), events
        if action is FOLD or action == FOLD:
            winner = 1 - seat
        else:
            c0, c1 = state.cards
            assert c0 is not None and c1 is not None
            winner = 0 if c0 > c1 else 1
        wins = list(state.wins)
        wins[winner] += 1
        events.append(HandWon(winner))
        return KuhnState(wins=(wins[0], wins[1]), hand=state.hand + 1), events

    def view(self, state: KuhnState, player: int | None) -> KuhnView:
        cards = tuple(c if seat == player else None for seat, c in enumerate(state.cards))
        dealt = (state.cards[0] is not None, state.cards[1] is not None)
        return KuhnView(player, (cards[0], cards[1]), dealt, state.history, state.wins, state.hand)

    def determinize(self, view: Any, rng: random.Random) -> KuhnState:
        # The searcher must only ever hand us a view, never the true state.
        assert isinstance(view, KuhnView), f"determinize got {type(view).__name__}"
        assert view.observer is not None
        assert view.cards[1 - view.observer] is None, "the view shows the opponent's card"
        self.determinized_views.append(view)
        cards = list(view.cards)
        left = [c for c in (1, 2, 3) if c not in cards]
        for seat in (0, 1):
            if cards[seat] is None and view.dealt[seat]:
                cards[seat] = left.pop(rng.randrange(len(left)))
        return KuhnState((cards[0], cards[1]), view.history, view.wins, view.hand)

    def result(self, state: KuhnState) -> Result | None:
        if max(state.wins) < self.target:
            return None
        winner = 0 if state.wins[0] > state.wins[1] else 1
        return Result(scores=state.wins, ranking=(winner, 1 - winner))

    def parse_action(self, state: KuhnState, text: str) -> Any:
        for action in (CHECK, BET, CALL, FOLD):
            if str(action) == text:
                return action
        raise IllegalAction(f"unknown action {text!r}")

    def encode(self, state: KuhnState) -> dict[str, Any]:
        return {
            "cards": list(state.cards),
            "history": state.history,
            "wins": list(state.wins),
            "hand": state.hand,
        }


# -- HiddenMenu ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pick:
    n: int

    def __str__(self) -> str:
        return str(self.n)


@dataclass(frozen=True, slots=True)
class MenuState:
    secret: int | None = None  # seat 1 may pick 1..secret
    picks: tuple[int, ...] = ()

    def copy(self) -> MenuState:
        return self


class HiddenMenu(Game):
    """Seat 1 gets a secret 1..3; seat 0 picks 0/1, seat 1 picks 1..secret, seat 0
    picks 0/1 again. Seat 0 wins if the picks add up to an even number, so its last
    pick always wins, and a searcher in seat 0 must never lose."""

    id = "hidden-menu"
    title = "Hidden Menu"
    min_players = 2
    max_players = 2

    def new_state(self, n_players: int, options: dict[str, Any] | None = None) -> MenuState:
        return MenuState()

    def turn(self, state: MenuState) -> Turn:
        if state.secret is None:
            return Turn(CHANCE)
        if len(state.picks) == 3:
            return Turn(None)
        return Turn(len(state.picks) % 2)

    def legal_actions(self, state: MenuState) -> list[Any]:
        player = self.turn(state).player
        if player == 0:
            return [Pick(0), Pick(1)]
        if player == 1:
            assert state.secret is not None
            return [Pick(n) for n in range(1, state.secret + 1)]
        return []

    def chance_outcomes(self, state: MenuState) -> list[tuple[Any, float]]:
        return [(Pick(n), 1 / 3) for n in (1, 2, 3)] if state.secret is None else []

    def apply(self, state: MenuState, action: Any) -> tuple[MenuState, list[Event]]:
        if state.secret is None:
            return MenuState(secret=action.n), []
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action} is not on the menu now")
        return replace(state, picks=(*state.picks, action.n)), []

    def view(self, state: MenuState, player: int | None) -> MenuState:
        return state if player == 1 else replace(state, secret=None)

    def determinize(self, view: Any, rng: random.Random) -> MenuState:
        assert view.secret is None, "seat 0's view shows the secret"
        # Any secret at least as large as seat 1's pick so far is consistent.
        low = view.picks[1] if len(view.picks) > 1 else 1
        return MenuState(secret=rng.randint(low, 3), picks=view.picks)

    def result(self, state: MenuState) -> Result | None:
        if len(state.picks) < 3:
            return None
        winner = 0 if sum(state.picks) % 2 == 0 else 1
        return Result(scores=(1 - winner, winner), ranking=(winner, 1 - winner))

    def parse_action(self, state: MenuState, text: str) -> Any:
        return Pick(int(text))

    def encode(self, state: MenuState) -> dict[str, Any]:
        return {"secret": state.secret, "picks": list(state.picks)}


# -- helpers ---------------------------------------------------------------------------


class CheckedAgent:
    """Wraps an agent and fails the test if it ever picks an action outside `legal`."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent

    def choose(self, view: Any, legal: list[Any], rng: random.Random, budget: Any = None) -> Any:
        action = self.agent.choose(view, legal, rng, budget)
        assert action in legal, f"{action} is not among {legal}"
        return action


def play(game: Game, agents: list[Any], seed: int) -> int:
    """Play one match and return the winning seat; chance and agents use separate rngs."""
    chance_rng = random.Random(seed)
    agent_rng = random.Random(seed + 10_000)
    state = game.new_state(2)
    while True:
        turn = game.turn(state)
        if turn.is_over:
            result = game.result(state)
            assert result is not None
            return result.winner
        if turn.is_chance:
            action = game.sample_chance(state, chance_rng)
        else:
            assert turn.player is not None
            view = game.view(state, turn.player)
            action = agents[turn.player].choose(view, game.legal_actions(state), agent_rng)
        state, _ = game.apply(state, action)


def first_decision(cards: tuple[int, int]) -> KuhnState:
    """The first betting decision of the first hand, seat 0 to act."""
    return KuhnState(cards=cards)


# -- tests -----------------------------------------------------------------------------


def test_beats_random_at_mini_kuhn() -> None:
    game = MiniKuhn()
    games = 100
    won = 0
    for seed in range(games):
        seat = seed % 2
        agents: list[Any] = [RandomAgent(), RandomAgent()]
        agents[seat] = CheckedAgent(ISMCTSAgent(game, seat, iterations=100))
        won += play(game, agents, seed) == seat
    # Random against random wins about 50% (sd 5% over 100 matches). The searcher
    # measured 78-83% over three blocks of 100 seeds (a hand alone is only ~65% for
    # it: Kuhn is a game of luck), so 65% sits about three sd from either.
    assert won / games >= 0.65, f"won {won}/{games}"


def test_random_baseline_stays_below_the_threshold() -> None:
    # Guards the test above: the toy game and harness must not favour one seat so much
    # that a random player passes the bar.
    game = MiniKuhn()
    won = sum(play(game, [RandomAgent(), RandomAgent()], seed) == seed % 2 for seed in range(100))
    assert won < 65


def test_plays_the_obvious_moves() -> None:
    game = MiniKuhn()
    # Holding the best card facing a bet, calling always wins the hand.
    state = replace(first_decision((1, 3)), history="b")
    agent = ISMCTSAgent(game, 1, iterations=300)
    assert agent.choose(game.view(state, 1), [FOLD, CALL], random.Random(1)) == CALL
    # Holding the worst card facing a bet, calling always loses it: fold.
    state = replace(first_decision((3, 1)), history="b")
    assert agent.choose(game.view(state, 1), [FOLD, CALL], random.Random(1)) == FOLD


def test_same_seed_same_move_and_same_search() -> None:
    game = MiniKuhn()
    state = first_decision((2, 1))
    view = game.view(state, 0)
    legal = game.legal_actions(state)
    runs = []
    for _ in range(3):
        agent = ISMCTSAgent(game, 0, iterations=150)
        move = agent.choose(view, legal, random.Random(42), Budget(iterations=150))
        runs.append((move, agent.last_visits))
    assert runs[0] == runs[1] == runs[2]


def test_budget_iterations_override_and_one_determinize_per_iteration() -> None:
    game = MiniKuhn()
    state = first_decision((2, 3))
    view = game.view(state, 0)
    legal = game.legal_actions(state)
    agent = ISMCTSAgent(game, 0, iterations=50)

    agent.choose(view, legal, random.Random(0))
    assert agent.last_iterations == 50
    assert len(game.determinized_views) == 50
    assert sum(agent.last_visits.values()) == 50

    game.determinized_views.clear()
    agent.choose(view, legal, random.Random(0), Budget(iterations=17))
    assert agent.last_iterations == 17
    assert len(game.determinized_views) == 17
    assert all(v is view for v in game.determinized_views)


class SteppingClock:
    """Stands in for the `time` module: each reading of `perf_counter` is `step` seconds
    after the one before, so a deadline falls at a known iteration on any machine."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def perf_counter(self) -> float:
        reading = self.now
        self.now += self.step
        return reading


def test_budget_seconds_stops_the_search_at_the_first_reading_past_its_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With a clock that moves 1/64 s per reading and a budget of 4/64 s, the search
    stops after its fourth iteration. The game stops sampling worlds at 1,000, so a
    search that ignores its deadline fails here instead of running on."""
    game = MiniKuhn()
    determinize = game.determinize

    def limited(view: Any, rng: random.Random) -> KuhnState:
        assert len(game.determinized_views) < 1000, "the search ran past its deadline"
        return determinize(view, rng)

    monkeypatch.setattr(game, "determinize", limited)
    monkeypatch.setattr(ismcts, "time", SteppingClock(1 / 64))
    state = first_decision((1, 2))
    agent = ISMCTSAgent(game, 0, iterations=10_000_000)
    move = agent.choose(game.view(state, 0), [CHECK, BET], random.Random(0), Budget(seconds=4 / 64))
    assert move in (CHECK, BET)
    assert agent.last_iterations == 4


def test_without_seconds_in_the_budget_only_the_safety_cap_reads_the_clock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Iterations decide a move; the clock stops a search only past `SAFETY_SECONDS`
    (here reached after that many one-second readings of a clock that runs fast)."""
    game = MiniKuhn()
    monkeypatch.setattr(ismcts, "time", SteppingClock(1.0))
    view = game.view(first_decision((1, 2)), 0)
    agent = ISMCTSAgent(game, 0, iterations=10_000)
    agent.choose(view, [CHECK, BET], random.Random(0), Budget(iterations=7))
    assert agent.last_iterations == 7  # far below the cap: the budget alone decides
    agent.choose(view, [CHECK, BET], random.Random(0))
    assert agent.last_iterations == int(ismcts.SAFETY_SECONDS)


def test_single_legal_action_needs_no_search() -> None:
    game = MiniKuhn()
    agent = ISMCTSAgent(game, 0, iterations=100)
    view = game.view(first_decision((1, 2)), 0)
    assert agent.choose(view, [BET], random.Random(0)) == BET
    assert game.determinized_views == []


def test_actions_legal_in_only_some_worlds() -> None:
    # HiddenMenu's apply raises on an action missing from the sampled world, so this
    # fails if the tree ever walks a child that is not available there. Seat 0's last
    # pick always decides the game, so the searcher must win every match.
    game = HiddenMenu()
    for seed in range(40):
        agents = [CheckedAgent(ISMCTSAgent(game, 0, iterations=60)), RandomAgent()]
        assert play(game, agents, seed) == 0


def test_rollout_policy_and_evaluator_are_used() -> None:
    game = MiniKuhn()
    state = first_decision((3, 1))
    policy_calls: list[int] = []
    evaluated: list[tuple[Any, int]] = []

    def policy(s: Any, legal: list[Any], rng: random.Random) -> Any:
        policy_calls.append(1)
        return legal[0]

    def evaluate(s: Any, player: int) -> float:
        assert isinstance(s, KuhnState)  # the evaluator sees full sampled worlds
        evaluated.append((s, player))
        return 0.5

    agent = ISMCTSAgent(game, 0, iterations=40, rollout_depth=0, evaluate=evaluate)
    agent.choose(game.view(state, 0), [CHECK, BET], random.Random(3))
    assert evaluated and policy_calls == []
    assert {p for _, p in evaluated} <= {0, 1}

    agent = ISMCTSAgent(game, 0, iterations=40, rollout_policy=policy)
    agent.choose(game.view(state, 0), [CHECK, BET], random.Random(3))
    assert policy_calls


def test_evaluator_steers_the_search() -> None:
    # With playouts cut off at once, the search can only learn from `evaluate`: one that
    # loves a pending bet for seat 0 must make it bet.
    game = MiniKuhn()
    state = first_decision((1, 2))

    def evaluate(s: Any, player: int) -> float:
        good = s.history.startswith("b")
        return float(good) if player == 0 else float(not good)

    agent = ISMCTSAgent(game, 0, iterations=60, rollout_depth=0, evaluate=evaluate)
    assert agent.choose(game.view(state, 0), [CHECK, BET], random.Random(5)) == BET


def test_rejects_bad_settings() -> None:
    with pytest.raises(ValueError):
        ISMCTSAgent(MiniKuhn(), 0, iterations=0)
    with pytest.raises(ValueError):
        ISMCTSAgent(MiniKuhn(), 0, rollout_depth=-1)
    with pytest.raises(ValueError):
        ISMCTSAgent(MiniKuhn(), 0).choose(None, [], random.Random(0))
