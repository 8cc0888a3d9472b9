"""Copycat: its parts, read by the registry and the tests (gamebox/games/manifest.py)."""

from gamebox.games.manifest import DataFile, GameManifest, Spec

SCENARIOS = tuple(n for n in range(1, 39) if n % 4)  # the spec keeps every fourth number aside

MANIFEST = GameManifest(
    id="copycat",
    rules="gamebox.games.copycat.rules:CopycatGame",
    table="gamebox.games.copycat.scene:TableScene",
    ai="gamebox.games.copycat.ai",
    text="gamebox.games.copycat.text",
    summary="gamebox.games.copycat.summary:summary_after",
    shots="gamebox.games.copycat.shots",
    notation="gamebox.games.copycat.notation",
    invariants="gamebox.games.copycat.invariants:check",
    words="copycat",
    data=DataFile(
        "copycat.yaml",
        "gamebox.games.copycat.data_schema:COPYCAT_DATA",
        "gamebox.games.copycat.config:load_config",
    ),
    spec=Spec(rules=104, scenarios=SCENARIOS, scenario="test_th{:02d}"),
    examples=("copycat-mid-round.json",),
    monogram="C",
)
