"""The data file assets/data/copycat.yaml (R4, R7, R8, spec 10): 114 cards -- 40 start
cards, 55 action cards by section, 15 office cards -- and the 10 printed offices; every
effect from the vocabulary of 10.1 with its parameters; ids unique; provenance on every
entry; and a damaged file is always a DataError naming the place."""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.engine.data import DataError
from gamebox.games.copycat.config import GREY_TYPES, VOCABULARY, load_config
from gamebox.paths import asset

from .helpers import config

PATH = asset("data", "copycat.yaml")
RAW = yaml.safe_load(PATH.read_text(encoding="utf-8"))


def test_114_cards_by_kind_and_section():  # R4 R7 R17
    start = [c for c in config.cards if c.kind == "start"]
    action = [c for c in config.cards if c.kind != "start"]
    office_cards = [o for o in config.offices if o.kind != "board"]
    summary_cards = 4  # no game function (R4)
    assert len(start) == 40 and len(action) == 55 and len(office_cards) == 15
    assert len(start) + len(action) + len(office_cards) + summary_cards == 114
    by_section = [sum(1 for c in action if c.section == s) for s in range(1, 6)]
    assert by_section == [11, 15, 13, 12, 4]
    assert sum(1 for o in office_cards if o.kind == "normal") == 4
    assert sum(1 for o in config.offices if o.kind == "board") == 10  # R18
    assert [len(config.additional[s]) for s in range(1, 6)] == [3, 2, 2, 2, 2]  # R20, D10
    for set_ in "ABCD":  # R4: seven +1 coin, three +1 VP
        cards = [config.cards[i] for i in config.start_sets[set_]]
        assert sorted(c.number for c in cards) == list(range(9, 19))
        assert sum(1 for c in cards if c.effect.type == "gain_coins") == 7
        assert sum(1 for c in cards if c.effect.type == "gain_vp") == 3


def test_ids_unique_and_numbers_as_printed():  # R6 R7
    ids = [c.id for c in config.cards] + [o.id for o in config.offices]
    assert len(ids) == len(set(ids))
    red = sorted(c.number for c in config.cards if c.is_red)
    assert red == list(range(1, 9))  # R7, D7: two per section I-IV
    numbered = sorted(c.number for c in config.cards if c.kind == "action" and not c.is_red)
    assert numbered == list(range(19, 62))
    assert all(c.number is None and c.order_value == 0 for c in config.cards if c.is_doctorate)


def test_every_effect_comes_from_the_vocabulary():  # R8 R9 R104
    used = set()
    for item in (*config.cards, *config.offices):
        e = item.effect
        assert e.type in VOCABULARY
        used.add(e.type)
        for option in e.options:
            assert option.type in VOCABULARY and option.type != "choice"
            used.add(option.type)
        if item.colour == "grey":
            assert e.type in GREY_TYPES
        elif item.colour == "red":
            assert e.type == "none"
        else:
            phase = RAW["colours"][item.colour]["phase"]
            assert e.phase == phase  # R8: the colour gives the phase
    assert used == set(VOCABULARY)  # every type of 10.1 is on some card or office
    buys = [i for i in (*config.cards, *config.offices) if i.effect.type == "buy"]
    assert all(o in config.offices for o in buys)  # R104: buy actions only on offices
    workers = [i for i in (*config.cards, *config.offices) if i.effect.type == "gain_workers"]
    assert all(c in config.cards for c in workers)  # R104: worker gains only on cards


def test_th37_unique_double_buy():  # R51 R102
    doubles = [o.id for o in config.offices
               if o.effect.type in ("buy", "shift_street_then_buy") and o.effect.max_cards > 1]
    assert doubles == ["b03"]


def test_provenance_on_every_entry():  # spec 15
    for key in ("start_cards", "action_cards", "doctorates", "offices"):
        for entry in RAW[key]:
            assert entry.get("provenance"), entry["id"]
    decided = [e["id"] for e in RAW["action_cards"] if "decision" in str(e["provenance"])]
    assert len(decided) > 40  # most of the glossary is reconstructed (D6-D8)


def test_street_and_setup_tables():  # R10 R11 R19 R22 D3
    assert config.modifiers == (0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2)
    assert config.cleared == {2: (0,), 3: (0, 1), 4: (0, 1, 2)}
    assert [config.offices[o].id for o in config.normal_offices[3]] == ["n1", "n2"]
    assert config.doctorates_used == {2: 2, 3: 3, 4: 4}


def test_an_owner_corrects_a_card_in_the_yaml_alone(tmp_path):  # spec 10 (data, not code)
    data = copy.deepcopy(RAW)
    card = next(c for c in data["action_cards"] if c["id"] == "c24")
    card["effect"] = {"type": "gain_coins", "amount": 4}
    path = tmp_path / "copycat.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert load_config(path).cards[load_config(path).card_index["c24"]].effect.amount == 4


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["action_cards"][2]["effect"].update(type="fly"), "action_cards[2].effect"),
        (lambda d: d["action_cards"][2]["effect"].update(count=2), "action_cards[2].effect"),
        (lambda d: d["action_cards"][3].update(colour="purple"), "action_cards[3]"),
        (lambda d: d["action_cards"].pop(), "action_cards"),
        (lambda d: d["offices"][0].update(id="b02"), ""),
        (lambda d: d["constants"].update(uses_per_round_max=3), "constants"),
    ],
)
def test_mistakes_are_named(tmp_path, change, where):
    data = copy.deepcopy(RAW)
    change(data)
    path = tmp_path / "copycat.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_config(path)
    assert caught.value.file == str(path) and where in caught.value.path


VALUES = st.one_of(st.none(), st.booleans(), st.integers(-5, 200), st.text(max_size=8),
                   st.lists(st.integers(), max_size=3))


def _places(data, at=()):
    found = []
    items = data.items() if isinstance(data, dict) else enumerate(data)
    for key, value in items:
        found.append((*at, key))
        if isinstance(value, dict | list):
            found += _places(value, (*at, key))
    return found


PLACES = _places(RAW)


@settings(max_examples=12, derandomize=True, deadline=None, database=None)
@given(st.sampled_from(PLACES), VALUES, st.booleans())
def test_any_damage_is_a_data_error_or_harmless(place, value, delete):
    data = copy.deepcopy(RAW)
    parent = data
    for key in place[:-1]:
        parent = parent[key]
    if delete and isinstance(parent, dict):
        del parent[place[-1]]
    else:
        parent[place[-1]] = value
    path = Path(tempfile.gettempdir()) / "copycat-damaged-test.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    try:
        load_config(path)
    except DataError as error:
        assert error.file == str(path)
    finally:
        path.unlink(missing_ok=True)
