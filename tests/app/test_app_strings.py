"""Every string the app's screens show comes from the English file: each key they use
exists, including the ones built from values (seat kinds, months, speeds...)."""

from __future__ import annotations

import re
from pathlib import Path

from gamebox import i18n
from gamebox.app.scenes.setup import KINDS
from gamebox.app.settings import SPEEDS
from gamebox.engine.match import SEAT_KINDS
from gamebox.games import game_ids, get_game

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [
    *sorted((ROOT / "gamebox" / "app" / "scenes").glob("*.py")),
    ROOT / "gamebox" / "app" / "play.py",
    ROOT / "gamebox" / "app" / "app.py",
    ROOT / "gamebox" / "app" / "main.py",
    ROOT / "gamebox" / "app" / "markdown.py",
]
LITERAL = re.compile(r'(?<![\w{])(?<!f)"(app\.[\w.]+)"')
PATTERN = re.compile(r'f"(app\.[^"]*\{[^"]*)"')


def dynamic_keys() -> set[str]:
    keys = {f"app.kind.{k}" for k in (*KINDS, *SEAT_KINDS)}
    keys |= {f"app.kind_short.{k}" for k in SEAT_KINDS}
    keys |= {f"app.month.{m}" for m in range(1, 13)}
    keys |= {f"app.menu.{k}" for k in ("new_game", "load", "settings", "rules", "quit")}
    keys |= {f"app.pause.{k}" for k in ("resume", "save", "load", "rules", "settings", "menu")}
    keys |= {f"app.picker.title_{p}" for p in ("play", "rules")}
    keys |= {f"app.settings.speed_choice.{s}" for s in SPEEDS}
    keys |= {
        f"app.settings.{n}"
        for n in ("language", "speed", "fullscreen", "colour_blind")
    }
    keys |= {f"app.setup.about.{k}" for k in ("easy", "normal", "hard", "hotseat", "personalities")}
    keys |= {f"app.end.decided_by.{d}" for d in ("score", "mayor_markers", "cards", "game_ender")}
    return keys


def test_every_literal_key_exists_in_english():
    used = set()
    for path in SOURCES:
        used |= set(LITERAL.findall(path.read_text(encoding="utf-8")))
    assert len(used) > 60
    missing = sorted(key for key in used if not i18n.has(key))
    assert not missing, missing


def test_every_built_key_exists_and_every_pattern_is_covered():
    keys = dynamic_keys()
    missing = sorted(key for key in keys if not i18n.has(key))
    assert not missing, missing
    for path in SOURCES:
        for pattern in PATTERN.findall(path.read_text(encoding="utf-8")):
            regex = re.compile(re.sub(r"\\\{[^}]*\\\}", r"[\\w.]+", re.escape(pattern)) + "$")
            assert any(regex.match(key) for key in keys), f"{path.name}: {pattern} not checked"


def test_every_game_has_its_menu_strings():
    for game_id in game_ids():
        game = get_game(game_id)
        assert i18n.has(f"{game_id}.tagline")
        for seat in game.seat_names:
            assert i18n.has(f"{game_id}.seat.{seat}")
        for name, choices, _default in game.options_spec:
            assert i18n.has(f"{game_id}.option.{name}.label"), name
            for choice in choices:
                assert i18n.has(f"{game_id}.option.{name}.{choice}"), (name, choice)
        result_keys = ("cards", "card_cubes", "mayor_cubes", "total", "mayor_markers")
        if game_id == "capo":
            for key in result_keys:
                assert i18n.has(f"capo.score.{key}")


def test_the_capo_score_and_seat_words():
    assert i18n.t("capo.seat.red") == "Red" and i18n.t("capo.seat.blue") == "Blue"
    assert i18n.t("capo.option.start_player.random")


def test_option_labels_sit_beside_their_choices():
    from gamebox.app.scenes.setup import option_label

    assert option_label("capo", "start_player") == i18n.t("capo.option.start_player.label")
    assert option_label("capo", "start_player", "red") == "Red"
    assert option_label("capo", "no_such_option") == "no such option"


def test_caps_drops_greek_accents_only():
    from gamebox.app.look import caps

    assert caps("Όνομα παίκτη") == "ΟΝΟΜΑ ΠΑΙΚΤΗ"
    assert caps("Δείκτες Δημάρχου") == "ΔΕΙΚΤΕΣ ΔΗΜΑΡΧΟΥ"
    assert caps("προϊόν") == "ΠΡΟΪΟΝ"  # the diaeresis stays
    assert caps("Name") == "NAME"
    assert caps("Ça") == "ÇA"
