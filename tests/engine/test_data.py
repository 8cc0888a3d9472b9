"""YAML loading and the Reader: every error names the file, the key path and the problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from gamebox.engine.data import DataError, Reader, load_yaml

CARDS = """\
name: Test box
limits:
  cubes: 12
  bonus: yes
district_cards:
  - {name: Docks, die_value: 1}
  - {name: Market, die_value: 4}
  - {name: Opera, die_value: abc}
colours: [red, blue]
"""


@pytest.fixture
def cards(tmp_path: Path) -> tuple[Reader, Path]:
    path = tmp_path / "cards.yaml"
    path.write_text(CARDS, encoding="utf-8")
    return Reader(load_yaml(path), path), path


def test_load_yaml_returns_the_mapping(cards: tuple[Reader, Path]) -> None:
    reader, _ = cards
    assert reader.str("name") == "Test box"
    assert reader.get("limits").int("cubes", min=0, max=99) == 12
    assert reader.get("limits").bool("bonus") is True
    assert [card.str("name") for card in reader.list("district_cards")] == [
        "Docks",
        "Market",
        "Opera",
    ]
    assert reader.list("colours", raw=True) == ["red", "blue"]


def test_a_wrong_type_names_file_path_and_problem(cards: tuple[Reader, Path]) -> None:
    reader, path = cards
    with pytest.raises(DataError) as caught:
        [card.int("die_value", min=1, max=6) for card in reader.list("district_cards")]
    error = caught.value
    assert error.file == str(path)
    assert error.path == "district_cards[2].die_value"
    assert error.problem == "expected an integer, got 'abc'"
    assert str(error) == f"{path}: district_cards[2].die_value: expected an integer, got 'abc'"


def test_a_missing_key_is_named(cards: tuple[Reader, Path]) -> None:
    reader, _ = cards
    with pytest.raises(DataError, match=r"cards\.yaml: limits\.dice: missing key"):
        reader.get("limits").int("dice")


def test_ranges_and_choices_are_checked(cards: tuple[Reader, Path]) -> None:
    reader, _ = cards
    limits = reader.get("limits")
    with pytest.raises(DataError, match=r"limits\.cubes: must be between 0 and 6, got 12"):
        limits.int("cubes", min=0, max=6)
    with pytest.raises(DataError, match=r"limits\.cubes: must be at most 6"):
        limits.int("cubes", max=6)
    with pytest.raises(DataError, match=r"limits\.cubes: must be at least 20"):
        limits.int("cubes", min=20)
    colours = reader.list("colours")
    with pytest.raises(DataError, match=r"colours\[1\]: must be one of 'red', 'green', got 'blue'"):
        [colour.str(choices=["red", "green"]) for colour in colours]


def test_booleans_are_not_counts_and_numbers_are_not_booleans(cards: tuple[Reader, Path]) -> None:
    reader, _ = cards
    limits = reader.get("limits")
    with pytest.raises(DataError, match=r"limits\.bonus: expected an integer, got True"):
        limits.int("bonus")
    with pytest.raises(DataError, match=r"limits\.cubes: expected true or false, got 12"):
        limits.bool("cubes")


def test_defaults_optional_and_containers(cards: tuple[Reader, Path]) -> None:
    reader, _ = cards
    limits = reader.get("limits")
    assert limits.int("dice", default=2) == 2
    assert reader.optional("extras") is None
    extras = reader.optional("limits")
    assert extras is not None and extras.path == "limits"
    assert set(reader.mapping("limits")) == {"cubes", "bonus"}
    assert "cubes" in limits and "dice" not in limits
    with pytest.raises(DataError, match=r"colours: expected a mapping, got a list"):
        reader.mapping("colours")
    with pytest.raises(DataError, match=r"name: expected a list, got 'Test box'"):
        reader.list("name")
    with pytest.raises(DataError, match=r"colours: needs at least 3 items, has 2"):
        reader.list("colours", min_len=3)
    with pytest.raises(DataError, match=r"district_cards\[0\]\.name: expected a mapping"):
        reader.list("district_cards")[0].get("name").int("value")


def test_unknown_keys_are_refused(cards: tuple[Reader, Path]) -> None:
    reader, _ = cards
    reader.get("limits").only("cubes", "bonus")
    with pytest.raises(DataError, match=r"limits\.bonus: unknown key \(expected one of: cubes\)"):
        reader.get("limits").only("cubes")


def test_rules_modules_can_raise_their_own_errors(cards: tuple[Reader, Path]) -> None:
    reader, path = cards
    error = reader.get("limits").error("must be even", "cubes")
    assert str(error) == f"{path}: limits.cubes: must be even"


def test_broken_yaml_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("name: ok\nlimits:\n  cubes: 3\n   dice: 2\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"broken\.yaml: invalid YAML at line 4, column \d+"):
        load_yaml(path)


def test_unclosed_brackets_name_a_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("colours: [red, blue\nname: x\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"line \d+"):
        load_yaml(path)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("- a\n- b\n", "the top level must be a mapping of keys, got a list"),
        ("", "the top level must be a mapping of keys, got nothing"),
        ("just text\n", "the top level must be a mapping of keys, got 'just text'"),
    ],
)
def test_the_top_level_must_be_a_mapping(tmp_path: Path, content: str, problem: str) -> None:
    path = tmp_path / "data.yaml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError, match=problem):
        load_yaml(path)


def test_missing_and_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"nothing\.yaml: nothing\.yaml does not exist"):
        load_yaml(tmp_path / "nothing.yaml")
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(b"name: \xff\xfe\n")
    with pytest.raises(
        DataError, match=r"binary\.yaml: binary\.yaml is damaged: byte 6 \(line 1, column 7\)"
    ):
        load_yaml(binary)
    with pytest.raises(DataError, match="is a folder, not a file"):
        load_yaml(tmp_path)


def test_yaml_never_builds_python_objects(tmp_path: Path) -> None:
    path = tmp_path / "evil.yaml"
    path.write_text("x: !!python/object/apply:os.system ['echo hi']\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"evil\.yaml: invalid YAML"):
        load_yaml(path)
