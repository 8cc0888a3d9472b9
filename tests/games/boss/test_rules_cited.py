"""Every rule R1-R46 of the specification is cited (`# Rn`) by a test here, and every
Given/When/Then scenario of its section 12 has a test named after it (`test_sNN_...`)."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
SCENARIOS = (1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19, 21, 22, 23, 25, 26, 27)
SCENARIOS += (29, 30, 31, 33, 34, 35, 37, 38, 39)


def _sources() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(HERE.glob("test_*.py")))


def cited(source: str) -> set[int]:
    found: set[int] = set()
    for line in source.splitlines():
        if "#" in line:
            comment = line[line.index("#") :]
            for low, high in re.findall(r"R(\d+)\s*-\s*R(\d+)", comment):
                found.update(range(int(low), int(high) + 1))
            found |= {int(n) for n in re.findall(r"\bR(\d+)\b", comment)}
    return found


def test_every_rule_is_cited_by_a_test():
    missing = sorted(set(range(1, 47)) - cited(_sources()))
    assert not missing, f"rules without a test: {missing}"


def test_every_scenario_has_a_test():
    names = set(re.findall(r"def (test_s\d\d)_", _sources()))
    missing = [n for n in SCENARIOS if f"test_s{n:02d}" not in names]
    assert not missing, f"scenarios without a test: {missing}"
