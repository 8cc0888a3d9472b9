"""The Boss: its parts, read by the registry and the tests (gamebox/games/manifest.py)."""

from gamebox.games.manifest import DataFile, GameManifest, Spec

SCENARIOS = tuple(n for n in range(1, 40) if n % 4)  # the spec keeps every fourth number aside

MANIFEST = GameManifest(
    id="boss",
    rules="gamebox.games.boss.rules:BossGame",
    table="gamebox.games.boss.scene:TableScene",
    ai="gamebox.games.boss.ai",
    text="gamebox.games.boss.text",
    summary="gamebox.games.boss.summary:summary_after",
    shots="gamebox.games.boss.shots",
    notation="gamebox.games.boss.notation",
    invariants="gamebox.games.boss.invariants:check",
    words="boss",
    data=DataFile(
        "boss.yaml",
        "gamebox.games.boss.data_schema:BOSS_DATA",
        "gamebox.games.boss.config:load_config",
    ),
    spec=Spec(rules=46, scenarios=SCENARIOS, scenario="test_s{:02d}_"),
    examples=("boss-mid-hand.json", "boss-six-players.json"),
    monogram="B",
)
