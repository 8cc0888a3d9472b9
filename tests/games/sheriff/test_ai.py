"""The Sheriff of Nottingham computer players (spec §12): legal full games at every
level and personality, determinism, no hidden information, and that they play well."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from gamebox.engine.match import Match, Seat
from gamebox.games import make_agent as seat_agent
from gamebox.games.sheriff.ai import LEVELS, PERSONALITIES, make_agent
from gamebox.games.sheriff.model import CHOOSE, PAY, RESPONSE, SheriffAction
from gamebox.games.sheriff.rules import GOLD_STEPS

from .helpers import conservation_errors, game, inspection, play, table

PERSONAS: tuple[str | None, ...] = (None, *PERSONALITIES)
I18N = Path(__file__).resolve().parents[3] / "assets" / "i18n"


def seats_for(level: str, n: int, start: int) -> list[Seat]:
    return [Seat(level, PERSONAS[(start + p) % len(PERSONAS)]) for p in range(n)]


def run(seats: list[Seat], seed: int, check=None) -> Match:
    """Play a whole match; every decision comes from a seat's view only."""
    match = Match(game, seats, seed, {"start_player": seed % len(seats)})
    agents = {p: seat_agent("sheriff", s, p) for p, s in enumerate(seats)}
    gold = sum(match.state.gold)
    steps = 0
    while not match.is_over:
        steps += 1
        assert steps < 20_000, "a game did not end"
        if match.turn().is_chance:
            match.play_chance()
            continue
        p = match.turn().player
        view = match.view(p)
        legal = match.legal_actions()
        action = agents[p].choose(view, legal, match.rng_for(f"ai{p}"))
        if check is not None:
            check(match, p, agents[p], view, legal, action)
        match.apply(action)  # raises IllegalAction on an illegal choice
        assert not conservation_errors(match.state, gold)  # R5, R6
    return match


def legal_choice(state, legal, action) -> bool:
    """In the menu, or a free-form proposal the engine accepts (§9.10 allows any)."""
    if action in legal:
        return True
    return action.offer is not None and not game.offer_problem(state, action)


def chosen_legally(match, p, agent, view, legal, action) -> None:
    assert legal_choice(match.state, legal, action), (str(action), view.phase)


# -- contract ------------------------------------------------------------------------------
def test_make_agent_contract():
    assert "honest" in PERSONALITIES and "smuggler" in PERSONALITIES  # §12.10
    for level in LEVELS:
        for persona in PERSONAS:
            assert hasattr(make_agent(game, level, persona, 0), "choose")
    with pytest.raises(ValueError):
        make_agent(game, "hard", "pirate", 0)
    with pytest.raises(ValueError):
        make_agent(game, "grandmaster", None, 0)


def test_personality_strings_in_both_languages():
    for lang in ("en", "el"):
        data = json.loads((I18N / f"sheriff-ai.{lang}.json").read_text("utf-8"))[lang]
        for name in PERSONALITIES:
            entry = data["sheriff"]["personality"][name]
            assert entry["label"] and entry["about"]
            assert len(entry["label"]) <= 24


# -- full games ------------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_personality_plays_legal_games(level, n):  # R1, R5, R6, §12.12
    starts = range(0, len(PERSONAS), n)
    for i, start in enumerate(starts):
        match = run(seats_for(level, n, start), seed=10 * n + i, check=chosen_legally)
        assert game.result(match.state) is not None


def test_mixed_levels_with_options_play_legal_games():  # R83-R86: royal goods, 7 cards
    seats = [Seat("hard", "greedy"), Seat("normal"), Seat("easy", "smuggler"), Seat("hard")]
    for options, seed in (({"royal_goods": True, "seven_card_hand": True}, 3),
                          ({"random_removal": True}, 4), ({"negotiation": False}, 5)):
        match = Match(game, seats, seed, options)
        agents = {p: make_agent(game, s.kind, s.personality, p) for p, s in enumerate(seats)}
        while not match.is_over:
            if match.turn().is_chance:
                match.play_chance()
                continue
            p = match.turn().player
            legal = match.legal_actions()
            action = agents[p].choose(match.view(p), legal, match.rng_for(f"ai{p}"))
            assert legal_choice(match.state, legal, action)
            match.apply(action)


def test_decisions_are_deterministic():
    seats = [Seat("hard"), Seat("normal", "smuggler"), Seat("easy"), Seat("hard", "greedy")]
    first = run(seats, seed=7).actions_text()
    assert first == run(seats, seed=7).actions_text()
    assert first != run(seats, seed=8).actions_text()


# -- hidden information (R82, §12.1) -------------------------------------------------------------
def test_choices_depend_on_the_view_only():  # R82, §12.1
    """At every decision, a different true world with the same view gives the same choice
    (hidden hands, bags, deck and face-down cards redrawn), and the view is not changed."""
    checked = {"n": 0}

    def same_in_other_world(match, p, agent, view, legal, action):
        if match.log and len(match.log) % 3:
            return
        before = json.dumps(view.to_dict(), sort_keys=True, default=str)
        other = game.determinize(view, random.Random(len(match.log)))
        other_view = game.view(other, p)
        assert json.dumps(other_view.to_dict(), sort_keys=True, default=str) == before
        twin = copy.deepcopy(agent)
        again = twin.choose(other_view, game.legal_actions(other), match.rng_for(f"ai{p}"))
        assert str(again) == str(action), view.phase
        assert json.dumps(view.to_dict(), sort_keys=True, default=str) == before
        checked["n"] += 1

    seats = [Seat("hard"), Seat("normal", "honest"), Seat("hard", "smuggler"), Seat("easy")]
    run(seats, seed=11, check=same_in_other_world)
    assert checked["n"] > 50


def test_agent_refuses_nothing_on_a_view_without_the_deck():  # R6: only the deck size is public
    s = table(4, sheriff=0, hands={1: "apples,apples,apples,silk,cheese,bread"})
    view = game.view(s, 1)
    assert view.deck is None
    action = make_agent(game, "hard", None, 1).choose(
        view, game.legal_actions(s), random.Random(1)
    )
    assert action in game.legal_actions(s)


# -- decisions -----------------------------------------------------------------------------
def sheriff_choice(s, level="hard", persona=None, seed=0):
    assert s.phase == CHOOSE
    agent = make_agent(game, level, persona, s.sheriff)
    return agent.choose(game.view(s, s.sheriff), game.legal_actions(s), random.Random(seed))


def test_sheriff_takes_a_big_bribe():  # R102: accepting an offer lets the bag pass
    s = inspection(4, bags={1: "apples"}, declared={1: "apples"}, skip=False)
    s, _ = play(s, "offer gold=10")
    while s.phase != CHOOSE:
        s, _ = play(s, "skip")
    for level in ("normal", "hard"):
        assert str(sheriff_choice(s, level)) == "accept P2"


def test_honest_merchant_stands_on_a_demand():  # R101, §12.7: honest bags pay nothing
    s = inspection(4, bags={1: "chicken,chicken,chicken"}, declared={1: "chicken"})
    s, _ = play(s, "demand P2 gold=5")
    assert s.phase == RESPONSE and s.active == 1
    agent = make_agent(game, "hard", None, 1)
    action = agent.choose(game.view(s, 1), game.legal_actions(s), random.Random(0))
    assert action.kind == "stand"


def test_lying_merchant_buys_off_a_cheap_demand():  # R101, §12.7: accept below b_max
    s = inspection(4, bags={1: "silk,silk,crossbow"}, declared={1: "apples"})
    s, _ = play(s, "demand P2 gold=2")
    agent = make_agent(game, "hard", None, 1)
    action = agent.choose(game.view(s, 1), game.legal_actions(s), random.Random(0))
    assert action.kind == "accept"


def test_lying_merchant_offers_a_bribe_up_front():  # R99, §12.7: open below b_max
    s = inspection(4, bags={1: "mead,silk,crossbow,pepper"}, declared={1: "apples"}, skip=False)
    assert s.active == 1
    agent = make_agent(game, "hard", "smuggler", 1)
    action = agent.choose(game.view(s, 1), game.legal_actions(s), random.Random(0))
    assert action.kind == "offer" and action.offer is not None
    assert 1 <= action.offer.gold <= 20


def test_debt_paid_with_the_cheapest_card():  # R43, R54, §12.8
    s = inspection(4, bags={1: "apples,apples"}, declared={1: "apples"},
                   stalls={0: "apples,chicken"}, gold={0: 1})
    s, _ = play(s, "inspect P2")  # honest: the Sheriff owes 4, has 1 gold (R54.1)
    assert s.phase == PAY and s.active == 0
    agent = make_agent(game, "hard", None, 0)
    action = agent.choose(game.view(s, 0), game.legal_actions(s), random.Random(0))
    assert action == SheriffAction("pay", ("apples",))


def test_honest_personality_lies_less_than_the_smuggler():  # §12.10 lie rates
    def lies(persona: str) -> int:
        count = 0
        for seed in range(4):
            seats = [Seat("hard", persona), Seat("normal"), Seat("normal"), Seat("normal")]

            def spy(match, p, agent, view, legal, action):
                nonlocal count
                if p == 0 and action.kind == "declare":
                    bag = view.bags[0] or []
                    count += any(g != action.goods[0] for g in bag)

            run(seats, seed, check=spy)
        return count

    assert lies("honest") * 2 < lies("smuggler")


# -- strength --------------------------------------------------------------------------------
def wins(seats: list[Seat], games: int, seed: int) -> int:
    won = 0
    for i in range(games):
        match = run(seats, seed + i)
        result = game.result(match.state)
        won += result.winner == 0
    return won


def test_hard_beats_random_players():  # §12.9 (`run` stops a game that does not end)
    assert wins([Seat("hard"), Seat("random"), Seat("random"), Seat("random")], 4, 1) >= 3


@pytest.mark.slow
def test_hard_beats_normal_players():  # §12.9
    assert wins([Seat("hard"), Seat("normal"), Seat("normal"), Seat("normal")], 40, 100) >= 14


@pytest.mark.slow
def test_normal_beats_easy_players():  # §12.9
    assert wins([Seat("normal"), Seat("easy"), Seat("easy"), Seat("easy")], 40, 200) >= 14


def test_bribes_are_priced_from_gold_steps():  # §9.10: discretised offers
    s = inspection(4, bags={1: "silk,silk,crossbow"}, declared={1: "apples"}, skip=False)
    agent = make_agent(game, "normal", None, 1)
    action = agent.choose(game.view(s, 1), game.legal_actions(s), random.Random(3))
    assert action.kind == "offer" and action.offer.gold in GOLD_STEPS
    game.apply(s, action)  # the engine accepts it (R99)


# -- memory (hard, §12.9 opponent models) -----------------------------------------------------
def test_hard_remembers_who_lied_from_its_views():  # R39, R42: resolved bags are public
    """What the hard player infers from consecutive views matches the true outcomes."""
    truth: dict[tuple[int, int], bool] = {}
    agents: dict[int, object] = {}

    def spy(match, p, agent, view, legal, action):
        agents[p] = agent
        state = match.state
        if action.kind in ("pass", "inspect", "accept", "wave") and p == state.sheriff:
            targets = state.unresolved() if action.kind == "wave" else [action.target]
            for m in targets:
                bag = state.bags[m] or []
                truth[(state.round, m)] = any(g != state.declared[m] for g in bag)

    seats = [Seat("hard"), Seat("normal"), Seat("hard", "smuggler"), Seat("normal", "honest")]
    run(seats, seed=21, check=spy)
    memory = agents[0]._lies
    common = [key for key in memory if key in truth and key[1] != 0]
    assert len(common) >= 12
    right = sum(memory[key] == truth[key] for key in common)
    assert right >= 0.85 * len(common)


def test_refusing_while_lying_stops_working_against_hard():  # §12.5, §12.9
    hard = make_agent(game, "hard", None, 0)
    normal = make_agent(game, "normal", None, 0)
    for agent in (hard, normal):
        agent._refusals = {(1, 2): True, (2, 2): True, (3, 2): True}
    assert normal._after_refusal(2, 0.5, 1) < 0.5  # a refusal looks honest...
    assert hard._after_refusal(2, 0.5, 1) > 0.5  # ...unless seen bluffing before


# -- believable Sheriffs (§12.5, §12.12) ------------------------------------------------------
class AlwaysRefusingLiar:
    """A scripted merchant that exploits a Sheriff who reads refusals as honesty: every
    bag hides a card that is not the declared good, it never offers and never pays."""

    def __init__(self, player: int) -> None:
        self.helper = make_agent(game, "normal", None, player)

    def choose(self, view, legal, rng, budget=None):
        kinds = {a.kind for a in legal}
        if "load" in kinds:
            loads = [a for a in legal if a.kind == "load"]
            return max(loads, key=lambda a: (len(a.goods), a.goods))
        if "declare" in kinds:
            bag = view.bags[view.active] or []
            for a in legal:  # the most common good among the bag's, unless that is all of it
                t = a.goods[0]
                if any(g != t for g in bag) and t in bag:
                    return a
            return next(a for a in legal if any(g != a.goods[0] for g in bag))
        if view.phase == RESPONSE:
            return next(a for a in legal if a.kind == "stand")
        if "skip" in kinds:
            return next(a for a in legal if a.kind == "skip")
        return self.helper.choose(view, legal, rng, budget)


def sheriff_record(seats: list[Seat], seeds: range, scripted: dict | None = None):
    """Play seeded games; per seat, (bags it resolved as Sheriff, bags it opened) and,
    per merchant, (lying bags, lying bags opened). Reads the true state only to score;
    a game that does not end within 20,000 steps fails (as in `run`)."""
    resolved = [0] * len(seats)
    opened = [0] * len(seats)
    lies = [0] * len(seats)
    caught = [0] * len(seats)
    for seed in seeds:
        match = Match(game, seats, seed, {"start_player": seed % len(seats)})
        agents = {p: seat_agent("sheriff", s, p) for p, s in enumerate(seats)}
        agents.update(scripted or {})
        lying: dict[int, bool] = {}
        steps = 0
        while not match.is_over:
            steps += 1
            assert steps < 20_000, "a game did not end"
            if match.turn().is_chance:
                match.play_chance()
                continue
            p = match.turn().player
            state = match.state
            action = agents[p].choose(match.view(p), match.legal_actions(), match.rng_for(f"{p}"))
            if action.kind == "declare":
                lying[p] = any(g != action.goods[0] for g in state.bags[p] or [])
            sheriff = state.sheriff
            for e in match.apply(action):
                name = type(e).__name__
                if name in ("BagInspected", "BagPassed"):
                    resolved[sheriff] += 1
                    opened[sheriff] += name == "BagInspected"
                    lies[e.player] += lying[e.player]
                    caught[e.player] += lying[e.player] and name == "BagInspected"
    return resolved, opened, lies, caught


@pytest.mark.parametrize("level", LEVELS)
def test_default_sheriffs_open_a_believable_share_of_bags(level):  # §12.12: 20-45 %
    """Sheriffs without a personality open bags often enough that refusing is a risk."""
    resolved, opened, _, _ = sheriff_record([Seat(level)] * 4, range(300, 306))
    share = sum(opened) / sum(resolved)
    assert 0.12 <= share <= 0.45, share


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_refusing_every_demand_while_lying_gets_caught(level):  # §12.5 credible threats
    """A merchant that always lies and refuses every demand has many lying bags opened."""
    seats = [Seat(level), Seat("normal"), Seat(level), Seat(level)]
    _, _, lies, caught = sheriff_record(seats, range(400, 406), {1: AlwaysRefusingLiar(1)})
    assert lies[1] >= 20
    assert caught[1] >= 0.45 * lies[1], (caught[1], lies[1])


def test_merchant_short_of_gold_offers_stall_goods():  # §12.7, R99: goods as a bribe
    s = inspection(4, bags={1: "mead,silk,crossbow,pepper"}, declared={1: "apples"},
                   skip=False, stalls={1: "cheese,bread,apples,apples,chicken"}, gold={1: 0})
    for level in ("normal", "hard"):
        agent = make_agent(game, level, "smuggler", 1)
        action = agent.choose(game.view(s, 1), game.legal_actions(s), random.Random(0))
        assert action.kind == "offer" and action.offer.gold == 0 and action.offer.stall
        assert not game.offer_problem(s, action)
        game.apply(s, action)  # the engine takes it
    rich = inspection(4, bags={1: "mead,silk,crossbow,pepper"}, declared={1: "apples"},
                      skip=False, stalls={1: "cheese,bread,apples,apples,chicken"})
    action = make_agent(game, "hard", "smuggler", 1).choose(
        game.view(rich, 1), game.legal_actions(rich), random.Random(0)
    )
    assert action.kind == "offer" and not action.offer.stall  # gold first while it lasts
