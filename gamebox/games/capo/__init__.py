"""Capo Dei Capi: its parts, read by the registry and the tests (gamebox/games/manifest.py)."""

from gamebox.games.manifest import DataFile, GameManifest, Spec

SCENARIOS = tuple(n for n in range(1, 44) if n % 4)  # the spec keeps every fourth number aside

MANIFEST = GameManifest(
    id="capo",
    rules="gamebox.games.capo.rules:CapoGame",
    table="gamebox.games.capo.scene:TableScene",
    ai="gamebox.games.capo.ai",
    text="gamebox.games.capo.text",
    summary="gamebox.games.capo.summary:summary_after",
    notation="gamebox.games.capo.notation",
    invariants="gamebox.games.capo.invariants:conservation_errors",
    words="capo",
    data=DataFile(
        "capo.yaml",
        "gamebox.games.capo.data_schema:CAPO_DATA",
        "gamebox.games.capo.config:load_config",
    ),
    spec=Spec(rules=77, scenarios=SCENARIOS, scenario="test_s{}_"),
    examples=("capo-mid-game.json",),
    monogram="C",
)
