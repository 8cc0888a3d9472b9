"""The engine, the rules and the computer players never import pygame (DESIGN: pure)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "gamebox"
IMPORT = re.compile(r"^\s*(import|from)\s+pygame", re.MULTILINE)


def test_no_pygame_in_the_engine_rules_or_ai():
    files = list((ROOT / "engine").rglob("*.py"))
    for game in (ROOT / "games").iterdir():
        files += [game / name for name in ("model.py", "events.py")]
        files += [*game.glob("rules*.py"), *game.glob("ai*.py")]
    files += [ROOT / "i18n.py", *ROOT.glob("cli*.py")]
    offenders = [str(f) for f in files if f.exists() and IMPORT.search(f.read_text("utf-8"))]
    assert offenders == []
