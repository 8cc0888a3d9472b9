"""Every rule R1-R114 of the specification is cited (`# Rn`, or a range `# R19-R23`) in a
comment of at least one test, and every published scenario of its §11 by its number."""

from __future__ import annotations

import re
from pathlib import Path

RULES = range(1, 115)
# §11 lists these scenarios; the gaps are kept aside by the spec's authors.
SCENARIOS = (1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19, 21, 22, 23, 25, 26, 27,
             29, 30, 31, 33, 34, 35, 37, 38, 39, 41, 42, 43)
HERE = Path(__file__).parent


def _comments() -> list[str]:
    found = []
    for path in sorted(HERE.glob("test_*.py")):
        if path.name in (Path(__file__).name, "test_ai.py", "test_scene.py"):
            continue  # the rules tests only, not the other parts' tests
        for line in path.read_text(encoding="utf-8").splitlines():
            if "#" in line:
                found.append(line[line.index("#"):])
    return found


def cited_rules(comments: list[str]) -> set[int]:
    cited: set[int] = set()
    for c in comments:
        for low, high in re.findall(r"R(\d+)\s*[-–]\s*R(\d+)", c):
            cited.update(range(int(low), int(high) + 1))
        cited.update(int(x) for x in re.findall(r"R(\d+)", c))
    return cited


def test_range_reading():
    assert cited_rules(["# R19-R21, R5"]) == {5, 19, 20, 21}


def test_every_rule_is_cited_by_a_test():  # the completeness of R1-R114
    missing = sorted(set(RULES) - cited_rules(_comments()))
    assert not missing, f"rules no test cites: {missing}"


def test_every_scenario_is_a_test():
    cited = {int(x) for c in _comments() for x in re.findall(r"\bS(\d+)\b", c)}
    missing = sorted(set(SCENARIOS) - cited)
    assert not missing, f"scenarios without a test: {missing}"
