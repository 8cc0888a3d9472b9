"""The strings: python-i18n reads assets/i18n/gamebox.<code>.json, English is complete for
every key the program uses, placeholders render, other languages match English."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gamebox import i18n
from gamebox.games.capo.model import CARD_IDS, CHANCE_PHASES, DECISION, OVER, SEATS
from gamebox.games.capo.rules import COSTS, PROMPTS, classify
from gamebox.i18n import available_languages, has, keys, language, set_language, t

ROOT = Path(__file__).resolve().parents[1]
TEXT_PY = ROOT / "gamebox" / "games" / "capo" / "text.py"
CLI_FILES = sorted((ROOT / "gamebox").glob("cli*.py"))  # cli.py and the modules it splits into
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def literal_keys(path: Path, prefix: str) -> set[str]:
    """Whole keys written as string literals, e.g. t("capo.log.rolled", ...)."""
    source = path.read_text(encoding="utf-8")
    return set(re.findall(rf'(?<![{{\w])"({prefix}\.[\w.]+)"', source))


def dynamic_keys() -> set[str]:
    """Keys text.py builds with f-strings, from the values the engine can produce."""
    found = {f"capo.seat.{seat}" for seat in SEATS}
    found |= {f"capo.card.{card_id}" for card_id in CARD_IDS}
    found |= {f"capo.category.{classify(w, b)}" for w in range(1, 7) for b in range(1, 7)}
    found |= {f"capo.power.{power}" for power in COSTS}
    found |= {f"capo.log.game_end.{s}" for s in ("cubes", "bribes", "I1", "I2", "I3")}
    found |= {f"capo.log.arrest_trigger.{r}" for r in ("hitman", "no_slot", "level")}
    found |= {f"capo.log.roll_cancelled.{how}" for how in ("reneg", "backstab")}
    found |= {f"capo.log.window_passed.{w}" for w in ("reneg", "backstab", "arrest")}
    found |= {
        f"capo.log.{how}.{what}"
        for how in ("committed", "pocketed")
        for what in ("influence", "bribe", "hidden_bribe")
    }
    found |= {
        f"capo.result.decided_by.{d}" for d in ("score", "mayor_markers", "cards", "game_ender")
    }
    found |= {f"capo.prompt.{phase}" for phase in PROMPTS}
    found |= {f"capo.action.{k}" for k in ("pass_reneg", "pass_backstab", "pass_arrest")}
    found |= {f"capo.action.{k}" for k in ("reneg", "reneg_arrest", "invest", "invest_reveal")}
    found |= {f"capo.action.{k}" for k in ("cube", "cube_supply", "deceive", "pocket")}
    return found


def test_every_key_used_by_text_and_cli_exists_in_english():
    cli = set().union(*(literal_keys(path, "cli") for path in CLI_FILES))
    assert cli, "the cli words are read from somewhere"
    used = literal_keys(TEXT_PY, "capo") | dynamic_keys() | cli
    assert len(used) > 100
    missing = sorted(key for key in used if not has(key))
    assert not missing, missing


def test_the_prompts_cover_every_phase():
    assert {DECISION, OVER, *CHANCE_PHASES} <= set(PROMPTS)
    for phase in PROMPTS:
        assert has(f"capo.prompt.{phase}")


def test_the_english_file_has_the_layout_python_i18n_expects():
    data = json.loads((i18n.folder() / "gamebox.en.json").read_text(encoding="utf-8"))
    assert list(data) == ["en"]  # python-i18n reads the content under the locale key
    assert "app" in data["en"] and "cli" in data["en"]


def test_t_renders_placeholders():
    assert t("capo.log.rolled", player="Red", white=4, black=3, category="Extort") == (
        "Red rolls white 4, black 3: Extort."
    )
    assert t("capo.card.label", name="Jazz Club", id="B1") == "Jazz Club (B1)"


def test_card_names_are_translated_and_english_matches_the_game_data():
    from gamebox.games import get_game
    from gamebox.games.capo.text import card_label, card_name

    data_names = get_game("capo").config.card_names
    assert tuple(t(f"capo.card.{card_id}") for card_id in CARD_IDS) == data_names
    assert card_label(3) == "Jazz Club (B1)"
    try:
        set_language("el")
        assert card_name(0) == "Αστυνομία"
        assert card_label(4) == "Χαρτοπαικτική Λέσχη (B2)"
    finally:
        set_language("en")


def test_number_writes_decimals_as_the_language_does():
    from gamebox.i18n import number

    assert number(13.94, 1) == "13.9"
    assert number(7, 0) == "7"
    assert number(2.5) == "2"  # no decimals asked: rounded (half to even), no separator
    assert t("capo.table.line.percent", value=number(13.94, 1)) == "13.9%"
    try:
        set_language("el")
        assert number(13.94, 1) == "13,9"
        assert number(0.5, 2) == "0,50"
        assert number(12, 0) == "12"
        assert t("capo.table.line.percent", value=number(13.94, 1)) == "13,9%"
    finally:
        set_language("en")


def test_plurals_follow_count():
    assert t("capo.units.mayor_markers", count=1) == "1 Mayor marker"
    assert t("capo.units.mayor_markers", count=3) == "3 Mayor markers"
    assert t("capo.units.cubes", count=0) == "no value cube"


def test_every_english_string_renders_with_all_its_placeholders():
    for key in sorted(keys()):
        raw = _raw_value("en", key)
        forms = raw.values() if isinstance(raw, dict) else [raw]
        names = {name for form in forms for name in PLACEHOLDER.findall(form)}
        params: dict[str, object] = {name: f"<{name}>" for name in names}
        if isinstance(raw, dict) or "count" in names:
            params["count"] = 2
        text = t(key, **params)
        assert "%{" not in text, key
        assert not text.startswith("gamebox."), key


def test_a_missing_key_comes_back_as_itself():
    assert t("capo.no.such.key") == "gamebox.capo.no.such.key"
    assert not has("capo.no.such.key")


def test_languages():
    assert available_languages()[0] == "en"
    assert language() == "en"
    with pytest.raises(ValueError, match="no translation"):
        set_language("xx")
    set_language("en")
    assert language() == "en"


@pytest.mark.parametrize("code", [c for c in available_languages() if c != "en"])
def test_other_languages_match_english(code):
    english = keys("en")
    other = keys(code)
    assert not sorted(other - english), "keys English does not have"
    assert not sorted(english - other), "untranslated keys"
    for key in sorted(english & other):
        assert _placeholders("en", key) == _placeholders(code, key), key


def test_the_strings_never_import_pygame():
    code = (
        "import sys, gamebox.i18n, gamebox.games.capo.text, gamebox.cli;"
        "sys.exit('pygame' in sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def _raw_value(code: str, key: str):
    node = i18n._raw(code)
    for part in key.split("."):
        node = node[part]
    return node


def _placeholders(code: str, key: str) -> set[str]:
    raw = _raw_value(code, key)
    forms = raw.values() if isinstance(raw, dict) else [raw]
    return {name for form in forms for name in PLACEHOLDER.findall(form)} - {"count"}


def test_parts_of_a_language_merge_and_a_key_written_twice_is_refused(tmp_path, monkeypatch):
    (tmp_path / "gamebox.en.json").write_text(
        json.dumps({"en": {"app": {"title": "Box"}}}), encoding="utf-8"
    )
    (tmp_path / "extra.en.json").write_text(
        json.dumps({"en": {"extra": {"name": "More"}}}), encoding="utf-8"
    )
    monkeypatch.setattr(i18n, "folder", lambda: tmp_path)
    i18n._raw.cache_clear()
    try:
        assert i18n.keys("en") == {"app.title", "extra.name"}
        (tmp_path / "twice.en.json").write_text(
            json.dumps({"en": {"app": {"title": "Again"}}}), encoding="utf-8"
        )
        i18n._raw.cache_clear()
        with pytest.raises(ValueError, match=r"already written in gamebox\.en\.json"):
            i18n.keys("en")
    finally:
        i18n._raw.cache_clear()
