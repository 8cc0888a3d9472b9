"""Pig, the two-player dice race: the smallest complete game on the shared table layer,
registered only by its tests (tests/app/test_pig.py, and the conformance suite through
`MANIFEST`). Read it before writing a game: `rules.py` is the Game contract, `scene.py`
the whole table, and the manifest below everything else a game declares. Pig has no data
file, computer players, notation module, spec or example save, so the conformance checks
of those parts skip it and say so."""

from gamebox.games.manifest import GameManifest

MANIFEST = GameManifest(
    id="pig",
    rules="tests.app.pig.rules:PigGame",
    table="tests.app.pig.scene:PigTable",
    monogram="P",
)
