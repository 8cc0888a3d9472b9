"""The in-game rules references: every game has one in every language, the app's Markdown
reader lays it out, and the move notation it documents is the one the engines read.

The Notation section lists moves as bullets `- `move` — meaning`; every code span before the
dash is a move. Those of every game in CHECKED must parse (and read back from what the
program writes), must be the same in English and Greek, must cover every kind of move a
seeded random game is offered, and the worked example at the end of the section must play
legally from a real position."""

from __future__ import annotations

import random

import pygame
import pytest

from gamebox import i18n
from gamebox.app.markdown import Block, Page, parse
from gamebox.engine.game import IllegalAction
from gamebox.games import game_ids, get_game
from gamebox.paths import asset

NOTATION = {"en": "Notation", "el": "Συμβολισμός"}
CHECKED = ("sheriff", "tammany", "copycat", "boss")
PARSE_PLAYERS = {"boss": (5, 6)}
"""The tables a game's moves are read at (default: the largest). The Boss names seats by
colour with 2 to 5 players and as Y1...R2 with six, and St-Louis plays only with six."""
DASH = " — "


def languages() -> list[str]:
    return i18n.available_languages()


def text_of(game_id: str, language: str) -> str:
    return asset("rules", f"{game_id}.{language}.md").read_text(encoding="utf-8")


def heading(block: Block) -> str:
    return "".join(span.text for span in block.spans)


def notation_blocks(blocks: list[Block], language: str) -> list[Block]:
    """The blocks of the level-2 Notation section, up to the next level-2 heading."""
    start = next(
        i
        for i, b in enumerate(blocks)
        if b.kind == "heading" and b.level == 2 and heading(b) == NOTATION[language]
    )
    out = []
    for block in blocks[start + 1 :]:
        if block.kind == "heading" and block.level <= 2:
            break
        out.append(block)
    return out


def moves(blocks: list[Block]) -> list[str]:
    """The code spans that open each bullet, before its dash."""
    found = []
    for block in blocks:
        if block.kind != "bullet" or not block.spans or block.spans[0].style != "code":
            continue
        for span in block.spans:
            if span.style == "code":
                found.append(span.text)
            elif DASH in span.text:
                break
    return found


def example(blocks: list[Block]) -> list[str]:
    """The moves of the worked example: the bullets after the section's last ### heading."""
    last = max(i for i, b in enumerate(blocks) if b.kind == "heading" and b.level == 3)
    return moves(blocks[last + 1 :])


@pytest.fixture(scope="module", autouse=True)
def fonts():
    """Laying out a page measures text with the shipped fonts (no window needed)."""
    pygame.font.init()
    yield


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_has_a_rules_reference(game_id, language):
    assert language in languages()
    path = asset("rules", f"{game_id}.{language}.md")
    assert path.is_file(), f"missing {path}"
    text = text_of(game_id, language)
    blocks = parse(text)
    assert blocks[0].kind == "heading" and blocks[0].level == 1
    page = Page(blocks, 820)
    sections = [title for title, _y in page.headings]
    assert NOTATION[language] in sections
    assert len(sections) >= 8
    assert page.height > 3000
    assert any(span.style == "code" for b in notation_blocks(blocks, language) for span in b.spans)


def documented(game_id: str, language: str) -> list[str]:
    return moves(notation_blocks(parse(text_of(game_id, language)), language))


def read_back(game_id: str, text: str):
    """The move `text` as the program reads it at the first of the game's PARSE_PLAYERS
    tables where it exists; what the program writes for it must read back the same."""
    game = get_game(game_id)
    problems = []
    for n in PARSE_PLAYERS.get(game_id, (game.max_players,)):
        state = game.new_state(n)
        try:
            action = game.parse_action(state, text)
        except IllegalAction as error:
            problems.append(f"{n} players: {error}")
            continue
        assert game.parse_action(state, str(action)) == action, text
        return action
    raise AssertionError(f"{text!r} is no move: {'; '.join(problems)}")


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("game_id", CHECKED)
def test_notation_examples_parse(game_id, language):
    examples = documented(game_id, language)
    assert len(examples) >= 25
    for text in examples:
        read_back(game_id, text)


@pytest.mark.parametrize("game_id", CHECKED)
def test_both_languages_document_the_same_moves(game_id):
    assert documented(game_id, "en") == documented(game_id, "el")


def kinds_in_random_game(game_id: str, n_players: int, options: dict, seed: int) -> set[str]:
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(n_players, options)
    kinds: set[str] = set()
    for _ in range(3000):
        turn = game.turn(state)
        if turn.is_over:
            break
        if turn.is_chance:
            outcomes = game.chance_outcomes(state)
            kinds.update(a.kind for a, _p in outcomes)
            action = rng.choices([a for a, _p in outcomes], [p for _a, p in outcomes])[0]
        else:
            legal = game.legal_actions(state)
            kinds.update(a.kind for a in legal)
            action = rng.choice(legal)
        state, _events = game.apply(state, action)
    return kinds


@pytest.mark.parametrize(
    ("game_id", "n_players", "options", "seed", "least"),
    [
        ("sheriff", 3, {"random_removal": True}, 7, 12),
        ("sheriff", 4, {"royal_goods": True, "inspection_timer": True}, 3, 12),
        ("tammany", 3, {}, 7, 12),
        ("copycat", 2, {}, 7, 15),
        ("copycat", 4, {"doctorate_mode": "on_purchase", "vp_marker_supply_limited": False}, 3,
         15),
        ("boss", 6, {}, 7, 8),  # with the team penalty
        ("boss", 3, {"tiebreak_hand": False}, 5, 7),
    ],
)
def test_notation_names_every_kind_of_move(game_id, n_players, options, seed, least):
    written = {read_back(game_id, text).kind for text in documented(game_id, "en")}
    offered = kinds_in_random_game(game_id, n_players, options, seed)
    assert len(offered) >= least
    assert offered <= written, f"undocumented moves: {sorted(offered - written)}"


def sheriff_dealt():
    """Sheriff, 3 players, dealt as the example says: P2 holds 3 Chicken, a Cheese, an
    Apple and a Silk; the left discard pile has a Chicken on top."""
    game = get_game("sheriff")
    state = game.new_state(3)
    hands = [
        ["cheese", "cheese", "apples", "apples", "chicken", "pepper"],
        ["chicken", "chicken", "chicken", "cheese", "apples", "silk"],
        ["apples", "apples", "apples", "mead", "pepper", "cheese"],
    ]
    deal = [hands[p][i] for i in range(6) for p in range(3)]  # one card round the table
    deal += ["apples"] * 4 + ["chicken"] + ["cheese"] * 5  # D1 (chicken on top), then D2
    for good in deal:
        state, _events = game.apply(state, game.parse_action(state, f"draw {good}"))
    return game, state


@pytest.mark.parametrize("language", ["en", "el"])
def test_sheriff_example_round_plays(language):
    # R19-R23 (market), R25, R28-R29, R99-R102 (offer, demand, counter, accept), R45-R46
    game, state = sheriff_dealt()
    lines = example(notation_blocks(parse(text_of("sheriff", language)), language))
    assert len(lines) >= 20
    for text in lines:
        state, _events = game.apply(state, game.parse_action(state, text))
    assert state.gold == [59, 45, 46]  # P2 paid a 5-gold bribe, P3 a 4-gold penalty
    assert state.stall_legal[1] == {"chicken": 4} and state.stall_legal[2] == {"apples": 3}
    assert [good for good, _shown in state.stall_contra[1]] == ["silk"]
    assert state.piles[0][-1] == "mead"


@pytest.mark.parametrize("language", ["en", "el"])
def test_tammany_example_year_plays(language):
    # R8, R12 (zone I with the Irish cube of ward 14), R16, R27-R29
    game = get_game("tammany")
    state = game.new_state(3)
    lines = example(notation_blocks(parse(text_of("tammany", language)), language))
    assert len(lines) >= 15
    for text in lines:
        state, _events = game.apply(state, game.parse_action(state, text))
    assert state.year == 2 and state.current == 0
    assert state.cubes[7] == [0, 0, 1, 0]  # the last German cube, placed without a draw
    assert state.cubes[14] == [1, 0, 0, 1] and state.garden == [1, 0, 1, 1]
    assert state.chips == [[0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]


@pytest.mark.parametrize("language", ["en", "el"])
def test_copycat_example_round_plays(language):
    # R14, R16, R20, R23 (the deal, in code), R24-R28, R33-R40, R45-R55, R85-R92
    game = get_game("copycat")
    state = game.new_state(2)
    street = ["c19", "c01", "c22", "c21", "c24", "c02", "c23", "c25", "c26", "c20"]
    deal = ["bus P1 P2", *(f"street {c}" for c in street), "office o1b"]  # c27 comes last
    deal += [f"draw start_A_{n}" for n in ("09", "10", "11", "12", "16")]
    deal += [f"draw start_B_{n}" for n in ("09", "10", "11", "17", "18")]
    for text in deal:
        state, _events = game.apply(state, game.parse_action(state, text))
    lines = example(notation_blocks(parse(text_of("copycat", language)), language))
    assert len(lines) >= 15
    for text in lines:
        state, _events = game.apply(state, game.parse_action(state, text))
    names = [c.id for c in game.config.cards]
    assert state.vp == [1, 1] and state.round == 1 and state.phase == "cleanup"
    assert {"c23", "c02"} <= {names[c] for c in state.discard[0]}
    assert {"c21", "c01"} <= {names[c] for c in state.discard[1]}
    assert [names[c] for c in state.street[:6]] == ["c22", "c24", "c25", "c26", "c20", "c27"]


@pytest.mark.parametrize("language", ["en", "el"])
def test_boss_example_hand_plays(language):
    # R7 (the deal, in code), R12-R21, R24, R27, R31, R33-R35
    game = get_game("boss")
    state = game.new_state(2)
    deal = ["first yellow", "facedown ny_3", "facedown bos_4", "facedown det_2"]
    yellow = ["ny_1", "ny_2", "bos_1", "det_1", "det_4"]
    white = ["ny_4", "bos_2", "bos_3", "det_3", "det_5"]
    for mine, theirs in zip(yellow, white, strict=True):
        deal += [f"deal yellow {mine}", f"deal white {theirs}"]
    for text in deal[:-1]:  # the last card has one place to go
        state, _events = game.apply(state, game.parse_action(state, text))
    lines = example(notation_blocks(parse(text_of("boss", language)), language))
    assert len(lines) >= 15
    for text in lines:
        state, _events = game.apply(state, game.parse_action(state, text))
    assert state.money == [5, 2]  # New York 4 and Chicago 1; Detroit 2
    assert state.prison == [[], [4]]  # white's gangster misses hands 2 and 3
    assert state.hand_no == 2 and state.first == 1 and state.phase == "facedown"
    assert state.row == [0, 2, 1, 3]  # Chicago has moved one place right
