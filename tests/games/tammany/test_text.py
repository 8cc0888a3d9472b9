"""The words of the game (gamebox/games/tammany/text.py) and its strings
(assets/i18n/tammany.{en,el}.json): every event, action and phase is worded in both
languages, the keys of the two files match, and the names the app looks up exist."""

from __future__ import annotations

import dataclasses
import inspect
import json
import random
import re
from pathlib import Path

import pytest

from gamebox import i18n
from gamebox.engine.game import Result
from gamebox.games.tammany import events as E
from gamebox.games.tammany import text
from gamebox.games.tammany.model import NAT_IDS, OFFICES, OVER
from gamebox.i18n import set_language, t

from .helpers import RED, YELLOW, game, play, random_game, table

TEXT_PY = Path(text.__file__)
FOLDER = i18n.folder()


def leaves(node, prefix=""):
    out = {}
    for key, value in node.items():
        if isinstance(value, dict) and "other" not in value:
            out.update(leaves(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def strings(code):
    data = json.loads((FOLDER / f"tammany.{code}.json").read_text(encoding="utf-8"))
    assert list(data) == [code] and list(data[code]) == ["tammany"]
    return leaves(data[code]["tammany"])


@pytest.fixture(params=["en", "el"])
def language(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_english_and_greek_have_the_same_keys_and_placeholders():
    en, el = strings("en"), strings("el")
    assert set(en) == set(el)
    for key, value in en.items():
        forms_en = value.values() if isinstance(value, dict) else [value]
        forms_el = el[key].values() if isinstance(el[key], dict) else [el[key]]
        names = {n for f in forms_en for n in re.findall(r"%\{(\w+)\}", f)}
        assert names == {n for f in forms_el for n in re.findall(r"%\{(\w+)\}", f)}, key


def test_the_greek_is_greek():
    greek = re.compile("[\u0370-\u03ff]")
    el = strings("el")
    texts = [v if isinstance(v, str) else v["other"] for v in el.values()]
    worded = [s for s in texts if re.sub(r"%\{\w+\}", "", s).strip(" .,:-&()")]
    assert sum(bool(greek.search(s)) for s in worded) / len(worded) > 0.9


def test_keys_stay_under_the_prefixes_of_this_part():
    prefixes = (
        "tagline",
        "seat.",
        "option.",
        "score.",
        "nation.",
        "office.",
        "ward.",
        "log.",
        "action.",
        "status.",
        "status_you.",
        "scores_note",
        "board.",
        "decided_by.",
    )
    for key in strings("en"):
        assert key.startswith(prefixes), key
        assert not key.startswith(("table.", "map.", "personality.")), key


def test_the_names_the_app_looks_up_exist():
    keys = {f"tammany.{k}" for k in strings("en")}
    assert "tammany.tagline" in keys
    assert {f"tammany.seat.{s}" for s in game.seat_names} <= keys
    for name, choices, default in game.options_spec:
        assert default in choices and f"tammany.option.{name}.label" in keys
        assert {f"tammany.option.{name}.{c}" for c in choices} <= keys
    final, _ = random_game(3, 1)
    result = game.result(final)
    assert {f"tammany.score.{k}" for k in result.breakdown[0]} <= keys
    assert {f"tammany.nation.{n}" for n in NAT_IDS} <= keys
    assert {f"tammany.office.{o}" for o in ("mayor", *OFFICES)} <= keys


def test_every_literal_key_of_text_py_exists():
    used = set(re.findall(r'"(tammany\.[\w.]+)"', TEXT_PY.read_text(encoding="utf-8")))
    assert len(used) > 60
    missing = sorted(k for k in used if not i18n.has(k))
    assert not missing, missing


def test_small_pieces(language):
    assert len(game.default_names(5)) == 5 and len(set(game.default_names(5))) == 5
    assert text.nation_name("IR") == text.nation_name("irish") == t("tammany.nation.irish")
    assert "14" in text.ward_name(14) and "Tammany Hall" in text.ward_name(14)
    assert "6" in text.ward_name(6)
    assert text.office_name("precinct_chairman") == t("tammany.office.precinct_chairman")
    with pytest.raises(ValueError):
        text.nation_name("dutch")
    with pytest.raises(ValueError):
        text.office_name("sheriff")


def _sample(cls):
    """An instance of an event class with plausible values."""
    values = {
        "player": 1,
        "target": 2,
        "zone": "II",
        "ward": 6,
        "source": 8,
        "nationality": 2,
        "year": 8,
        "first_player": 0,
        "wards": (6, 14),
        "from_bag": False,
        "count": 3,
        "why": "immigrant_leader",
        "chips": 2,
        "second": True,
        "cubes": (1, 0, 0, 1),
        "bids": ((0, (1, 0, 2, 0)), (1, (0, 0, 0, 0))),
        "winner": 0,
        "votes": ((0, 5), (1, 4)),
        "players": (0, 2),
        "points": 2,
        "how": "chips",
        "offices": ("mayor", "deputy_mayor", None, "chief_of_police"),
        "result": Result((10, 8, 8, 3), (0, 1, 2, 3), "chips"),
    }
    return cls(**{f.name: values[f.name] for f in dataclasses.fields(cls)})


def test_every_event_class_is_worded(language):
    classes = [
        c
        for _, c in inspect.getmembers(E, inspect.isclass)
        if issubclass(c, E.Event) and c is not E.Event and c.__module__ == E.__name__
    ]
    assert len(classes) >= 25
    names = game.default_names(5)
    for cls in classes:
        line = text.describe_event(_sample(cls), names)
        assert line and "tammany." not in line and "%{" not in line, (cls, line)


def test_variants_of_events_are_worded(language):
    names = game.default_names(5)
    lines = [
        text.describe_event(E.WardElected(6, None, ()), names),
        text.describe_event(E.WardElected(6, None, ((0, 3), (1, 3))), names),
        text.describe_event(E.WardElected(6, 1, ((1, 2),)), names),
        text.describe_event(E.ImmigrantLeaders(3, ()), names),
        text.describe_event(E.ImmigrantLeaders(3, (1,)), names),
        text.describe_event(E.MayorChosen(None, "none"), names),
        text.describe_event(E.MayorChosen(2, "incumbent"), names),
        text.describe_event(E.CubePlaced(1, 17, 3, from_bag=True), names),
        text.describe_event(E.BossesPlaced(0, (6, 6)), names),
        text.describe_event(E.BossesPlaced(0, (6,)), names),
        text.describe_event(E.GardenReturned((0, 0, 0, 0)), names),
        text.describe_event(E.OfficesAssigned(("mayor", None, None)), names),
        text.describe_event(E.BidsRevealed(6, ((0, (0, 0, 0, 0)), (1, (0, 0, 0, 0)))), names),
    ]
    for why in ("ward 14", "mayor", "majority GE", "slander chips"):
        lines.append(text.describe_event(E.PointsScored(0, 2, why), names))
    for why in ("placement", "deputy_mayor", "ward_bonus", "immigrant_leader"):
        lines.append(text.describe_event(E.ChipsGained(0, 1, 1, why), names))
    assert len(set(lines)) == len(lines)
    assert all("tammany." not in line for line in lines)


def test_a_whole_game_is_worded_from_a_seat(language):
    names = game.default_names(5)[:4]
    lines = []

    def word(before, action, after, events):
        turn = game.turn(before)
        seat = turn.player if turn.player is not None and turn.player >= 0 else None
        view = game.view(before, seat)
        words = [text.status_text(view, names), text.board_text(view, names)]
        if seat is not None:
            words += [text.describe_action(a, view, names) for a in game.legal_actions(before)]
        words += [text.describe_action(a, view, names) for a, _ in game.chance_outcomes(before)]
        words += [text.describe_event(game.view_event(e, seat), names) for e in events]
        for w in words:
            assert w and "tammany." not in w and "%{" not in w, (action, w)
        lines.extend(words)

    final, _ = random_game(4, 6, word)
    assert final.phase == OVER
    result = game.result(final)
    sheet = text.result_text(result, names)
    assert all(names[p] in sheet for p in range(4)) and "tammany." not in sheet
    assert text.status_text(final, names) == t("tammany.status.over")


def test_the_texts_say_what_the_table_shows():
    names = game.default_names(5)
    s = table(4, year=2, garden="EN2 GE", cubes={6: "GE"}, bosses={6: {RED: 2, YELLOW: 1}})
    board = text.board_text(game.view(s, None), names)
    assert "Year 2" in board or "year 2" in board
    assert "Red 2, Yellow 1" in board and "Castle Garden (3): EN2 GE1" in board
    assert text.status_text(s, names).startswith("Red")
    place = game.parse_action(s, "place B2 EN>6")
    assert text.describe_action(place, s, names) == (
        "Place a boss in Ward 2 and one English immigrant in Ward 6 (+1 English chip)"
    )
    s, ev = play(s, "place B2 EN>6")
    assert [text.describe_event(e, names) for e in ev] == [
        "Red brings one English immigrant from Castle Garden to Ward 6.",
        "Red places a boss in Ward 2.",
        "Red takes 1 English chip for the immigrant.",
    ]
    assert text.describe_action(game.legal_actions(s)[-1], s, names) == "End the turn"


def test_result_text_names_the_tiebreak():
    names = game.default_names(5)
    r = Result((31, 31, 5), (1, 0, 2), "english", ())
    words = text.result_text(r, names)
    assert "Yellow" in words.splitlines()[1] and t("tammany.decided_by.english") in words
    assert t("tammany.decided_by.english") in text.game_over_text(r, names)


def test_random_names_do_not_break_the_words():
    rng = random.Random(2)
    names = ["".join(rng.choice("abcxyz%{}") for _ in range(6)) for _ in range(3)]
    s = table(3, year=5, cubes={6: "IR"}, bosses={6: {RED: 1, YELLOW: 1}}, chips={RED: "IR1"})
    for a in game.legal_actions(s):
        assert text.describe_action(a, s, names)


def test_counts_take_their_plural_in_both_languages():
    i18n.set_language("en")
    try:
        votes = i18n.t("tammany.table.bid.votes",
                       bosses=i18n.t("tammany.table.units.bosses", count=1),
                       chips=i18n.t("tammany.table.units.chips", count=0),
                       votes=i18n.t("tammany.table.units.votes", count=1))
        assert votes == "1 boss + 0 chips = 1 vote"
        sealed = i18n.t("tammany.status.bidding", player="Red", ward="Ward 6", done=0, count=1)
        assert sealed.endswith("(0 of 1 bid sealed).")
        i18n.set_language("el")
        assert i18n.t("tammany.table.units.bosses", count=1) == "1 αρχηγός"
        assert i18n.t("tammany.table.units.votes", count=3) == "3 ψήφοι"
    finally:
        i18n.set_language("en")
