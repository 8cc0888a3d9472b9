"""Every rule R1-R104 of the specification (copycat.md) is cited (`# Rn`) by at least one
test here, and every Given/When/Then scenario of its section 12 has a test named after it
(`test_thNN_...`)."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
SCENARIOS = (1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19, 21, 22, 23, 25, 26, 27)
SCENARIOS += (29, 30, 31, 33, 34, 35, 37, 38)
RULES = 104


def _sources() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(HERE.glob("test_*.py")))


def test_every_rule_is_cited_by_a_test():
    cited: set[int] = set()
    for line in _sources().splitlines():
        if "#" in line:
            comment = line[line.index("#") :]
            cited |= {int(n) for n in re.findall(r"\bR(\d+)\b", comment)}
    missing = sorted(set(range(1, RULES + 1)) - cited)
    assert not missing, f"rules without a test: {missing}"


def test_every_scenario_has_a_test():
    names = set(re.findall(r"def (test_th\d\d)", _sources()))
    missing = [n for n in SCENARIOS if f"test_th{n:02d}" not in names]
    assert not missing, f"scenarios without a test: {missing}"
