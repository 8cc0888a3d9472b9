"""Sheriff of Nottingham in words (gamebox.games.sheriff.text): every line renders in
English and Greek without a missing key, and says no more than its input (R76, R78)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from gamebox.games.sheriff import events as E
from gamebox.games.sheriff import text as T
from gamebox.games.sheriff.model import HIDDEN, OVER, SheriffAction
from gamebox.i18n import has, keys, language, set_language

from .helpers import game, inspection, play, table

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]
RAW = re.compile(r"sheriff\.[a-z_]+\.|%\{")
I18N = Path(__file__).resolve().parents[3] / "assets" / "i18n"


@pytest.fixture
def english():
    before = language()
    set_language("en")
    yield
    set_language(before)


def _leaves(node: dict, prefix: str = "") -> set[str]:
    out: set[str] = set()
    for name, value in node.items():
        if isinstance(value, dict) and "other" not in value:
            out |= _leaves(value, f"{prefix}{name}.")
        else:
            out.add(prefix + name)
    return out


def test_strings_files_have_the_same_keys_and_own_prefixes():
    en = _leaves(json.loads((I18N / "sheriff.en.json").read_text(encoding="utf-8"))["en"])
    el = _leaves(json.loads((I18N / "sheriff.el.json").read_text(encoding="utf-8"))["el"])
    assert en == el and len(en) > 150
    assert all(k.startswith("sheriff.") for k in en)
    assert not any(k.startswith(("sheriff.table.", "sheriff.personality.")) for k in en)
    assert en <= keys("en") and el <= keys("el")


def test_options_scores_and_tagline_are_worded():  # R83-R86
    assert has("sheriff.tagline") and has("sheriff.tagline", "el")
    for name, choices, default in game.options_spec:
        assert default in choices
        assert has(f"sheriff.option.{name}.label")
        for choice in choices:
            assert has(f"sheriff.option.{name}.{choice}"), (name, choice)
    s = table(3)
    s.phase = OVER
    result = game.result(s)
    assert result is not None
    assert list(result.breakdown[0]) == [
        "legal", "contraband", "gold", "bonus", "total", "legal_cards", "contraband_cards"]
    for key in result.breakdown[0]:
        assert has(f"sheriff.score.{key}") and has(f"sheriff.score.{key}", "el")


def test_small_pieces(english):
    assert len(set(game.default_names(5))) == 5
    assert T.good_name("chicken") == "Chicken"
    assert T.good_name("chicken", 4) == "4 × Chicken"
    assert T.good_name(HIDDEN, 2) == "2 face-down cards"
    assert T.goods_list(["silk", "apples", "apples", HIDDEN]) == (
        "2 × Apples, Silk, a face-down card")


def test_log_lines_say_only_what_the_reader_may_know(english):  # R76, R78, R40
    s = inspection(bags={1: "apples,silk"}, declared={1: "apples"}, skip=False)
    loaded = E.BagLoaded(1, 2, ("apples", "silk"))
    assert T.describe_event(game.view_event(loaded, 2), NAMES) == "Bob seals a bag of 2 cards."
    assert "Silk" in T.describe_event(game.view_event(loaded, 1), NAMES)
    s, ev = play(s, "offer gold=3 inspect=P3", "skip")
    assert T.describe_event(ev[0], NAMES) == "Bob offers: 3 gold, and inspect Cat."
    while s.phase != "choose":
        s, _ = play(s, "skip")
    s, ev = play(s, "pass P2")
    passed = next(e for e in ev if isinstance(e, E.BagPassed))
    line = T.describe_event(game.view_event(passed, 3), NAMES)
    assert "Silk" not in line and "1 contraband card" in line and "Apples" in line


def test_action_labels(english):  # R20, R29, R31
    s = table(hands={1: "apples,apples,cheese,pepper,mead,silk"}, piles=("chicken", "bread"))
    s, _ = play(s, "setaside apples")
    view = game.view(s, 1)
    assert T.describe_action(SheriffAction("take", target=0), view, NAMES) == (
        "Take Chicken from Discard 1")
    s3 = inspection(3, bags={1: "apples,apples"}, declared={1: "apples"}, skip=False)
    labels = [T.describe_action(a, game.view(s3, 1), NAMES) for a in game.legal_actions(s3)]
    assert all(not RAW.search(x) for x in labels)
    declare = SheriffAction("declare", ("bread",))
    s3.phase, s3.active = "declare", 1
    s3.bags[1] = ["apples", "apples"]
    assert "sure lie" in T.describe_action(declare, game.view(s3, 1), NAMES)


def test_board_text_hides_other_bags(english):  # R30, R76
    s = inspection(bags={1: "crossbow", 2: "cheese"}, declared={1: "apples", 2: "cheese"})
    board = T.board_text(game.view(s, 2), NAMES)
    assert "Crossbow" not in board and "round 1 of 8" in board
    assert "Crossbow" in T.board_text(game.view(s, 1), NAMES)


def test_result_text_of_the_rulebook_example(english):  # R68, §6 worked example
    s = table(
        stalls={
            0: "apples," * 4 + "cheese," * 6 + "bread," + "chicken," * 4 + "pepper,pepper,crossbow",
            1: "apples," * 10 + "cheese," * 3 + "bread," * 3 + "chicken," * 4,
            2: "apples," * 6 + "bread,bread",
            3: "chicken," * 6,
        },
        gold={0: 42},
    )
    s.phase = OVER
    result = game.result(s)
    assert result is not None and result.scores[0] == 125
    text = T.result_text(result, NAMES)
    assert "2. Ann: 125 points (goods 45, contraband 21, gold 42, bonuses 17" in text
    assert text.endswith("Bob wins.") and not RAW.search(text)


@pytest.mark.parametrize("code", ["en", "el"])
def test_a_whole_game_in_words(code):  # R78
    before = language()
    set_language(code)
    try:
        rng = random.Random(9)
        s = game.new_state(4, {"royal_goods": True})
        lines = 0
        while not game.turn(s).is_over:
            if game.turn(s).is_chance:
                action = game.sample_chance(s, rng)
            else:
                legal = game.legal_actions(s)
                view = game.view(s, s.active)
                for a in legal[:8]:
                    assert not RAW.search(T.describe_action(a, view, NAMES))
                action = legal[rng.randrange(len(legal))]
            s, events = game.apply(s, action)
            for e in events:
                for viewer in (0, None):
                    line = T.describe_event(game.view_event(e, viewer), NAMES)
                    assert line and not RAW.search(line), line
                    lines += 1
            if lines % 7 == 0:
                view = game.view(s, 1)
                assert not RAW.search(T.status_text(view, NAMES) + T.board_text(view, NAMES))
        result = game.result(s)
        assert result is not None and not RAW.search(T.result_text(result, NAMES))
        assert lines > 500
    finally:
        set_language(before)
