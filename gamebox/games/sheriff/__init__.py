"""Sheriff of Nottingham: its parts, read by the registry and the tests (manifest.py)."""

from gamebox.games.manifest import DataFile, GameManifest, Spec

SCENARIOS = tuple(n for n in range(1, 44) if n % 4)  # the spec keeps every fourth number aside

MANIFEST = GameManifest(
    id="sheriff",
    rules="gamebox.games.sheriff.rules:SheriffGame",
    table="gamebox.games.sheriff.scene:TableScene",
    ai="gamebox.games.sheriff.ai",
    text="gamebox.games.sheriff.text",
    summary="gamebox.games.sheriff.summary:summary_after",
    shots="gamebox.games.sheriff.shots",
    notation="gamebox.games.sheriff.notation",
    invariants="gamebox.games.sheriff.invariants:check",
    words="sheriff",
    data=DataFile(
        "sheriff.yaml",
        "gamebox.games.sheriff.data_schema:SHERIFF_DATA",
        "gamebox.games.sheriff.config:load_config",
    ),
    spec=Spec(rules=114, scenarios=SCENARIOS, scenario="S{}"),
    examples=("sheriff-mid-inspection.json",),
    monogram="S",
)
