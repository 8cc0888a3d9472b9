"""The registry and the manifests agree: every package of the registry line declares a
MANIFEST whose id is the package's name; every part a manifest names (Pig's too) is
there and is what its users take it for; every example save in saves/ belongs to the
game whose manifest names it."""

from __future__ import annotations

import importlib
import inspect
import json
import subprocess
import sys

import pytest

from gamebox import i18n
from gamebox.app.scenes.picker import monogram
from gamebox.engine.game import Game
from gamebox.engine.schema import Node
from gamebox.games import PACKAGES, game_ids, get_game, manifest
from gamebox.games.manifest import PARTS, GameManifest
from gamebox.paths import examples_dir
from tests.conformance.games import MANIFESTS, PIG, folder_of


@pytest.mark.parametrize("package", PACKAGES)
def test_every_package_of_the_box_declares_its_manifest(package: str):
    declared = importlib.import_module(package).MANIFEST
    assert isinstance(declared, GameManifest)
    assert declared.id == package.rpartition(".")[2]
    assert manifest(declared.id) is declared


def test_the_ids_are_the_registry_line_in_order_and_pig_stays_out():
    assert game_ids() == [package.rpartition(".")[2] for package in PACKAGES]
    assert len(set(game_ids())) == len(game_ids())
    assert PIG.id not in game_ids() and [m.id for m in MANIFESTS] == [*game_ids(), PIG.id]


def test_an_unknown_game_is_a_key_error_naming_the_box():
    with pytest.raises(KeyError, match="unknown game 'chess': the box has capo, sheriff"):
        get_game("chess")
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        manifest("chess")


def test_reading_the_manifests_imports_no_rules_and_no_pygame():
    """Only the game packages' __init__.py run: no module of a game, nor pygame."""
    script = (
        "import sys; from gamebox.games import game_ids, manifest;"
        "[manifest(g) for g in game_ids()];"
        "heavy = [m for m in sys.modules if m == 'pygame'"
        " or (m.startswith('gamebox.games.') and m.count('.') > 2)];"
        "print(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_every_part_a_manifest_names_resolves(manifest: GameManifest):
    declared = [part for part in PARTS if getattr(manifest, part) is not None]
    for part in declared:
        assert manifest.part(part) is not None, part
    cls = manifest.game_class()
    assert inspect.isclass(cls) and issubclass(cls, Game) and cls.id == manifest.id
    game = manifest.game()
    assert isinstance(game, cls)
    if manifest.table is not None:
        assert inspect.isclass(manifest.table_class())
    if manifest.ai is not None:
        assert callable(manifest.module("ai").make_agent)
    if manifest.text is not None:
        assert inspect.ismodule(manifest.module("text"))
    if manifest.shots is not None:
        shots = manifest.module("shots")
        assert shots.SHOTS and callable(shots.moment)
    if manifest.notation is not None:
        assert inspect.ismodule(manifest.module("notation"))
    if manifest.invariants is not None:
        assert isinstance(manifest.part("invariants")(game.new_state(game.min_players), None), list)
    if manifest.data is not None:
        assert manifest.data.path().is_file()
        assert isinstance(manifest.data.schema_node(), Node)
        assert manifest.data.load(manifest.data.path()) is not None
    if manifest.spec is not None:
        assert folder_of(manifest).is_dir() and manifest.spec.rules > 0
        assert manifest.spec.scenarios and "{" in manifest.spec.scenario
    if manifest.words is not None:
        for language in i18n.available_languages():
            assert i18n.has(f"{manifest.words}.tagline", language), language
    for name in manifest.examples:
        assert (examples_dir() / name).is_file(), name
    assert monogram(cls.title) == manifest.monogram


def test_a_part_not_declared_is_said_so():
    with pytest.raises(LookupError, match="pig has no ai"):
        PIG.module("ai")
    with pytest.raises(ValueError, match="no part 'scene'"):
        PIG.part("scene")


def test_every_example_save_belongs_to_the_game_that_names_it():
    owners = {name: m.id for m in MANIFESTS for name in m.examples}
    files = sorted(path.name for path in examples_dir().glob("*.json"))
    assert files and sorted(owners) == files
    for name, owner in owners.items():
        data = json.loads((examples_dir() / name).read_text(encoding="utf-8"))
        assert data["game"] == owner, name
