"""Tammany Hall: its parts, read by the registry and the tests (gamebox/games/manifest.py)."""

from gamebox.games.manifest import DataFile, GameManifest, Spec

SCENARIOS = tuple(n for n in range(1, 39) if n % 4)  # the spec keeps every fourth number aside

MANIFEST = GameManifest(
    id="tammany",
    rules="gamebox.games.tammany.rules:TammanyGame",
    table="gamebox.games.tammany.scene:TableScene",
    ai="gamebox.games.tammany.ai",
    text="gamebox.games.tammany.text",
    summary="gamebox.games.tammany.summary:summary_after",
    shots="gamebox.games.tammany.shots",
    notation="gamebox.games.tammany.notation",
    invariants="gamebox.games.tammany.invariants:check",
    words="tammany",
    data=DataFile(
        "tammany.yaml",
        "gamebox.games.tammany.data_schema:TAMMANY_DATA",
        "gamebox.games.tammany.config:load_config",
    ),
    spec=Spec(rules=58, scenarios=SCENARIOS, scenario="test_th{:02d}"),
    examples=("tammany-mid-election.json",),
    monogram="T",
)
