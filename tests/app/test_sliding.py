"""A row that shifts or reorders glides its cards to their new places (shared layer)."""

from __future__ import annotations

from gamebox.app.table.sliding import Glide


def test_a_new_key_stands_in_place_or_enters_from_the_deck() -> None:
    glide = Glide(0.4)
    assert glide.place("a", (10, 0, 50, 70), 0.0) == (10, 0, 50, 70)
    assert glide.place("b", (70, 0, 50, 70), 0.0, enter=(500, 0, 50, 70)) == (500, 0, 50, 70)
    assert glide.moving(0.1)
    assert glide.place("b", (70, 0, 50, 70), 0.5) == (70, 0, 50, 70)
    assert not glide.moving(0.5)


def test_a_shift_glides_from_the_old_place_and_lands() -> None:
    glide = Glide(0.4)
    glide.place("a", (100, 0, 50, 70), 0.0)
    mid = glide.place("a", (40, 0, 50, 70), 1.0)
    assert mid == (100, 0, 50, 70)
    half = glide.place("a", (40, 0, 50, 70), 1.2)
    assert 40 < half[0] < 100
    assert glide.place("a", (40, 0, 50, 70), 1.4) == (40, 0, 50, 70)


def test_a_change_mid_glide_bends_from_where_it_stands() -> None:
    glide = Glide(0.4)
    glide.place("a", (0, 0, 10, 10), 0.0)
    glide.place("a", (100, 0, 10, 10), 0.0)
    now = glide.place("a", (100, 0, 10, 10), 0.2)
    turned = glide.place("a", (0, 50, 10, 10), 0.2)
    assert turned == now  # no jump when the target changes


def test_instant_speed_and_settle_put_everything_in_place() -> None:
    glide = Glide(0.0)
    glide.place("a", (0, 0, 10, 10), 0.0, enter=(300, 0, 10, 10))
    assert glide.place("a", (5, 0, 10, 10), 0.0) == (5, 0, 10, 10)
    assert not glide.moving(0.0)
    slow = Glide(1.0)
    slow.place("a", (0, 0, 10, 10), 0.0, enter=(300, 0, 10, 10))
    slow.settle()
    assert slow.place("a", (0, 0, 10, 10), 0.1) == (0, 0, 10, 10)


def test_a_card_that_left_enters_again() -> None:
    glide = Glide(0.4)
    glide.place("a", (0, 0, 10, 10), 0.0)
    glide.forget({"b"})
    assert glide.place("a", (50, 0, 10, 10), 5.0, enter=(300, 0, 10, 10)) == (300, 0, 10, 10)
