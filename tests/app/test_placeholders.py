"""No raw placeholder on screen: a `%{name}` the code did not fill (a wrong or missing
argument name, e.g. "Cost %{cost} coins") never reaches the player, in any game or
language.

Two checks. Statically, every lookup written with a literal key (`t("k", ...)`, and the
tables' `say` / `say_to`, which put the table's prefix before it) passes every
placeholder its key names in English and in Greek, and a lookup with an f-string key
passes what at least one key it may build needs. While playing, a whole game of each
game in each language is driven through its table with every python-i18n lookup
watched, and the log as every reader has it, the status and bar lines, the buttons'
labels and tips and the tooltip of every hit are gathered along the way: none may hold
`%{`. That also covers keys built at run time or passed on with `**`, which the static
check cannot follow.
"""

from __future__ import annotations

import ast
import bisect
import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import i18n as python_i18n
import pygame
import pytest

from gamebox import i18n
from gamebox.app import play
from gamebox.engine.match import Match, Seat
from gamebox.games import game_ids, get_game
from tests.test_i18n import _raw_value

from .helpers import two_people_match
from .test_hotseat_log import _play_at_the_table

ROOT = Path(__file__).resolve().parents[2]
RAW = "%{"
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
LOOKUP = re.compile(r"\b(t|say|say_to)\(")  # a file worth parsing
CODES = ("en", "el")


# -- the keys and the arguments the code passes --------------------------------------------------
def _placeholders(code: str, key: str) -> set[str]:
    value = _raw_value(code, key)
    forms = value.values() if isinstance(value, dict) else [value]
    return {name for form in forms for name in PLACEHOLDER.findall(form)}


def _needs(code: str, key: str) -> set[str]:
    """The arguments `key` must get in language `code`: its placeholders, and `count`
    where it is a plural (a language may need one where English does not)."""
    plural = isinstance(_raw_value(code, key), dict)
    return _placeholders(code, key) | ({"count"} if plural else set())


def _written_key(node: ast.expr) -> str | None:
    """A key as the code writes it, each value of an f-string as `*`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "*"
                       for part in node.values)
    return None


def _lookups(tree: ast.AST) -> Iterator[tuple[int, str, str, set[str]]]:
    """(line, function, key, arguments passed) of every call of `t`, `say` or `say_to`
    with a literal or f-string key and no `**` arguments."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else \
            func.attr if isinstance(func, ast.Attribute) else ""
        at = 1 if name == "say_to" else 0
        if name not in ("t", "say", "say_to") or len(node.args) <= at \
                or any(k.arg is None for k in node.keywords):
            continue
        key = _written_key(node.args[at])
        if key is not None:
            yield node.lineno, name, key, {k.arg for k in node.keywords if k.arg is not None}


def _meant(name: str, key: str, passed: set[str], prefix: str | None) -> list[tuple[str, set]]:
    """The keys a lookup may read, with the arguments each gets. A table's `say` reads
    its own words (`<prefix>.<key>`) where written, else the shared `table.<key>`;
    `say_to` the "you" words where written, else `say` naming the player."""
    if name == "t":
        return [(key, passed)]
    if prefix is None:  # not a table's words (e.g. the command line's `say`)
        return []
    own = f"{prefix}.{key}"
    if "*" in key:  # an f-string: any of the keys it may build
        found = [(own, passed), (f"table.{key}", passed)]
    else:
        found = [(own if i18n.has(own) else f"table.{key}", passed)]
    if name == "say_to":
        you = f"{prefix}.you.{key}"
        found = [(k, passed | {"player"}) for k, _ in found]
        found += [(you, passed)] if "*" in key or i18n.has(you) else []
    return found


def _table_prefixes(path: Path, prefixes: dict[str, str]) -> list[str | None]:
    """The table prefixes a file's `say` speaks with: its game's, or every game's
    for the shared table layer; None elsewhere."""
    parts = path.relative_to(ROOT / "gamebox").parts
    if parts[0] == "games" and len(parts) > 2:
        return [prefixes[parts[1]]]
    if parts[:2] == ("app", "table"):
        return list(prefixes.values())
    return [None]


def _built(pattern: str, english: list[str]) -> list[str]:
    """The keys an f-string key (`*` for each value) may build."""
    head = pattern.split("*", 1)[0]
    regex = re.compile(re.escape(pattern).replace(r"\*", ".+"))
    start = bisect.bisect_left(english, head)
    return [key for key in itertools.takewhile(lambda k: k.startswith(head), english[start:])
            if regex.fullmatch(key)]


def test_every_key_the_code_names_gets_its_placeholders() -> None:
    """A literal key (through `t` or a table's words) must get every placeholder it names
    in every language; of the keys an f-string may build, at least one must. (A key
    that is not written at all is the key tests' concern, not this one's.)"""
    prefixes = {game_id: play.table_class(game_id).words for game_id in game_ids()}
    english = sorted(i18n.keys("en"))
    bad: list[str] = []
    literal: set[str] = set()  # the keys checked exactly
    built = calls = 0  # f-string lookups checked, lookups found
    for path in sorted((ROOT / "gamebox").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if not LOOKUP.search(source):
            continue
        lookups = list(_lookups(ast.parse(source)))
        calls += len(lookups)
        for prefix in _table_prefixes(path, prefixes):
            for line, name, key, passed in lookups:
                where = f"{path.relative_to(ROOT)}:{line} {name}({key!r})"
                meant = [(full, given) for full, given in _meant(name, key, passed, prefix)
                         if "*" in full or i18n.has(full)]
                if "*" not in key:
                    for full, given in meant:
                        literal.add(full)
                        for code in CODES:
                            if missing := _needs(code, full) - given:
                                bad.append(f"{where}: {full} [{code}] needs {sorted(missing)}")
                    continue
                matches = [(k, given) for full, given in meant for k in _built(full, english)]
                built += bool(matches)
                if matches and not any(all(_needs(code, k) <= given for code in CODES)
                                       for k, given in matches):
                    bad.append(f"{where}: none of the keys it may build gets its arguments")
    assert calls > 1000 and len(literal) > 800 and built > 200, (calls, len(literal), built)
    assert not bad, "\n".join(sorted(set(bad)))


# -- whole games on their tables ----------------------------------------------------------------
@pytest.fixture
def raw_lookups(monkeypatch) -> list[str]:
    """Every python-i18n lookup from now on whose result still holds a placeholder."""
    from gamebox.app.table import scene as table_scene

    found: list[str] = []
    lookup = python_i18n.t

    def watched(key: str, **params: Any) -> Any:
        result = lookup(key, **params)
        if isinstance(result, str) and RAW in result:
            found.append(f"{key}({', '.join(sorted(params))}) -> {result!r}")
        return result

    monkeypatch.setattr(python_i18n, "t", watched)
    table_scene._worded.cache_clear()  # remembered table words are looked up again, watched
    return found


def _gathering(table: type, seen: dict[str, list[str]]) -> type:
    """`table` noting the words it offers: before each move of a person and after every
    other change its status line, bar line and the labels and tips of its buttons; at
    every third such step and before a person's move (when the clickable things are lit
    and their tips say what a click does) the tooltip of every hit and the words of every
    button, label and panel it lays out; now and then it is drawn in full."""

    class Gathering(table):  # type: ignore[misc, valid-type]
        gathered_at: tuple = ()
        steps = 0

        def text(self, surface: Any, words: str, *args: Any, **kwargs: Any) -> Any:
            seen["drawn"].append(words)
            return super().text(surface, words, *args, **kwargs)

        def lines(self, surface: Any, words: str, *args: Any, **kwargs: Any) -> Any:
            seen["drawn"].append(words)
            return super().lines(surface, words, *args, **kwargs)

        def button(self, surface: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
            seen["drawn"].append(b.label)
            return super().button(surface, b, *args, **kwargs)

        def act(self, action: Any) -> bool:
            self.gather(full=True)
            return bool(super().act(action))

        def update(self, dt: float) -> None:
            s = self.session
            if self.gathered_at != (len(s.match.log), s.viewer, self.app.top):
                self.gather(full=self.steps % 3 == 0)
            super().update(dt)

        def gather(self, full: bool) -> None:
            s = self.session
            self.settle()
            self.gathered_at = (len(s.match.log), s.viewer, self.app.top)
            self.steps += 1
            seen["status"] += [self.status_text(), self.bar_words()[0]]
            for b in (*self.all_bar_buttons(), *self.top_buttons()):
                seen["button"] += [b.label, b.tip() if callable(b.tip) else b.tip]
            if full:
                seen["tip"] += [hit.words() for hit in self.collect()]
            if self.steps % 25 == 0:
                self.draw(pygame.Surface(self.app.screen.get_size()))

    return Gathering


def _match(game_id: str, seed: int, hotseat: bool) -> Match:
    """Two people at one screen, or one person; computer players as the game needs."""
    if hotseat:
        return two_people_match(game_id, seed)
    game = get_game(game_id)
    count = max(2, game.min_players)
    seats = [Seat("human")] + [Seat("random")] * (count - 1)
    return Match(game, seats, seed, {}, game.default_names(count))


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game_id", game_ids())
def test_no_raw_placeholder_in_whole_games_on_the_table(app, monkeypatch, raw_lookups,
                                                        game_id, code):
    """A whole game through the table; hot-seat and one person alternate over games and
    languages, so each game is played both ways and each language sees both."""
    i18n.set_language(code)
    seen: dict[str, list[str]] = {"log": [], "status": [], "button": [], "tip": [], "drawn": []}
    table = _gathering(play.table_class(game_id), seen)
    monkeypatch.setattr(play, "table_class", lambda _game_id: table)
    seed = 1 + CODES.index(code)
    match = _match(game_id, seed, (game_ids().index(game_id) + seed) % 2 == 0)
    scene = _play_at_the_table(app, match, game_id, seed, limit=10**6)
    assert match.is_over
    seen["status"].append(scene.status_text())
    for viewer in (None, *range(len(match.seats))):  # the log as each reader has it
        scene.session.viewer = viewer
        scene.hotseat = viewer is None
        scene.rebuild_log()
        seen["log"] += [line.words for line in scene.log]
    counts = {kind: len(words) for kind, words in seen.items()}
    assert counts["log"] > 100 and counts["tip"] > 1000 and scene.steps > 50, counts
    assert not raw_lookups, sorted(set(raw_lookups))
    raw = sorted({line for found in seen.values() for words in found
                  for line in words.splitlines() if RAW in line})
    assert not raw, raw


def test_the_watch_sees_a_raw_placeholder(raw_lookups) -> None:
    words = i18n.t("copycat.table.tip.card_street", cost=3)
    assert RAW in words
    assert raw_lookups == [f"gamebox.copycat.table.tip.card_street(cost) -> {words!r}"]
