"""The conformance suite: what every game must do, checked once for all of them.

Each test takes `manifest`, one per registered game plus the example game Pig (see
games.py), and checks the parts that manifest declares; a game without the part a test
needs is skipped with the reason. Assertions about one game's own rules stay in that
game's folder under tests/games."""
