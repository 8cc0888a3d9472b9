"""A game's table defines only the protocol's names (gamebox/app/table/hooks.py): how a
table behaves is the layer's, so a rule fixed there reaches every game. Checked for every
registered game and Pig: no game overrides anything else of the layer."""

from __future__ import annotations

import pytest

from gamebox.app.table.hooks import HOOKS, SETTINGS, WRITES
from gamebox.app.table.scene import TableScene
from tests.conformance.games import MANIFESTS


def layer_members() -> set[str]:
    return {name for cls in TableScene.__mro__ if cls.__module__.startswith("gamebox.app")
            for name in vars(cls) if not name.startswith("__")}


def defined_by_game(table: type) -> set[str]:
    """The layer's names the game's own classes define."""
    layer = layer_members()
    return {name for cls in table.__mro__
            if not cls.__module__.startswith(("gamebox.app", "builtins", "abc"))
            for name in vars(cls) if name in layer}


def test_every_hook_is_the_layers_and_says_what_it_is_for():
    assert layer_members() >= HOOKS
    assert not set(SETTINGS) & set(WRITES)
    assert all(words.strip() for words in (*SETTINGS.values(), *WRITES.values()))


@pytest.mark.parametrize("manifest", [m for m in MANIFESTS if m.table is not None],
                         ids=lambda m: m.id)
def test_a_table_defines_only_the_protocols_names(manifest):
    table = manifest.table_class()
    assert issubclass(table, TableScene)
    internals = defined_by_game(table) - HOOKS
    assert not internals, f"{manifest.id} defines layer internals {sorted(internals)}"


def test_the_check_sees_an_override():
    class Overreaching(TableScene):
        def handle_event(self, event):  # a layer internal
            return False

        def draw_table(self, surface):  # a hook
            pass

    Overreaching.__module__ = "gamebox.games.example.scene"
    assert defined_by_game(Overreaching) - HOOKS == {"handle_event"}
