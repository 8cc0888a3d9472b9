"""Every numbered rule of a game's specification (R1 to the last its manifest declares)
is cited in a comment of a rules test in the game's folder (`# R12`, or a range
`# R19-R23`), and every Given/When/Then scenario is named by a test or cited in a
comment (the manifest says how, e.g. `test_s01_...`, `test_th01...`, `# S1`).

The rules tests are the game's test_*.py files but those of its computer players, its
table and its words (test_ai*, test_scene*, test_table*, test_text*): a rule is covered
by a test of the rules, not by a screen that happens to mention it."""

from __future__ import annotations

import re
from pathlib import Path

from gamebox.games.manifest import GameManifest
from tests.conformance.games import folder_of, need

NOT_RULES_TESTS = re.compile(r"test_(ai|scene|table|text)")
RANGE = re.compile(r"\bR(\d+)\s*[-–]\s*R(\d+)\b")
ONE = re.compile(r"\bR(\d+)\b")


def rules_tests(folder: Path) -> list[Path]:
    return [p for p in sorted(folder.glob("test_*.py")) if not NOT_RULES_TESTS.match(p.name)]


def comments(source: str) -> list[str]:
    return [line[line.index("#"):] for line in source.splitlines() if "#" in line]


def cited_rules(notes: list[str]) -> set[int]:
    cited: set[int] = set()
    for note in notes:
        for low, high in RANGE.findall(note):
            cited.update(range(int(low), int(high) + 1))
        cited.update(int(n) for n in ONE.findall(note))
    return cited


def named(source: str) -> str:
    """What can name a scenario: the tests' names and the comments, one a line."""
    return "\n".join([*re.findall(r"def (test_\w+)", source), *comments(source)])


def is_named(text: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\d)", text) is not None


def _sources(manifest: GameManifest) -> str:
    need(manifest, "spec")
    folder = folder_of(manifest)
    files = rules_tests(folder)
    assert files, f"{manifest.id} declares a spec but {folder} has no rules tests"
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def test_the_citation_reader():
    assert cited_rules(["# R19-R21, R5", "# R7 – R8", "# ROUND3 R100"]) == {5, 7, 8, 19, 20,
                                                                          21, 100}
    assert cited_rules(comments('x = "R4"  # see R6\ny = "R9"')) == {6}
    text = named("def test_s01_opening():\n    pass  # S3, S12\n")
    assert is_named(text, "test_s01_") and is_named(text, "S3") and is_named(text, "S12")
    assert not is_named(text, "S1") and not is_named(text, "test_s1_")


def test_every_rule_is_cited_by_a_test(manifest: GameManifest):
    source = _sources(manifest)
    assert manifest.spec is not None
    missing = sorted(set(range(1, manifest.spec.rules + 1)) - cited_rules(comments(source)))
    assert not missing, f"rules of {manifest.id} no test cites: {missing}"


def test_every_scenario_has_a_test(manifest: GameManifest):
    text = named(_sources(manifest))
    assert manifest.spec is not None
    missing = [n for n in manifest.spec.scenarios
               if not is_named(text, manifest.spec.scenario_name(n))]
    assert not missing, f"scenarios of {manifest.id} without a test: {missing}"
