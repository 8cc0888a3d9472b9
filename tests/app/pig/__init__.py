"""Pig, the two-player dice race: the smallest complete game on the shared table layer,
registered only by its test (tests/app/test_pig.py). Read it before writing a game:
`rules.py` is the Game contract, `scene.py` the whole table."""
