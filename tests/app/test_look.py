"""Fitted text (gamebox.app.look): shrink a step before wrapping, wrap before shortening,
never cut a word; two-line notes are balanced."""

from __future__ import annotations

import pygame

from gamebox.app import look

WORDS = "Κάθε παίκτης έχει και σύμβολο, ώστε το χρώμα να μην είναι ποτέ η μόνη ένδειξη."


def setup_module() -> None:
    pygame.font.init()


def test_a_line_that_fits_keeps_its_size():
    face, lines = look.fit_text("Police", 16, "bold", 400)
    assert face is look.font(16, "bold") and lines == ("Police",)


def test_a_long_line_shrinks_before_it_wraps():
    width = look.font(16).size(WORDS)[0] - 10  # a little too narrow at 16 px
    face, lines = look.fit_text(WORDS, 16, "regular", width, 1, 12)
    assert len(lines) == 1 and face.size(lines[0])[0] <= width
    assert face.get_height() < look.font(16).get_height()


def test_when_shrinking_is_not_enough_it_wraps_whole_words():
    width = look.font(16).size(WORDS)[0] // 2 + 40
    face, lines = look.fit_text(WORDS, 16, "regular", width, 2, 14)
    assert len(lines) == 2 and " ".join(lines) == WORDS
    assert all(face.size(line)[0] <= width for line in lines)
    face, lines = look.fit_text(WORDS, 16, "regular", width // 2, 1, 14)
    assert len(lines) > 1 and face is look.font(14, "regular")  # the smallest; every word kept


def test_the_layout_sizes_are_design_units():
    layout = look.Layout((960, 540))
    face = layout.fit_font("ΕΚΤΕΛΕΣΤΗΣ", 11.5, "bold", 10_000)
    assert face is look.font(round(11.5 * 0.75), "bold")


def test_balanced_lines_keep_every_word_and_no_lonely_last_word():
    face = look.font(14, "italic")
    width = face.size(WORDS)[0] - 20  # two lines, the second only a word or so
    assert len(look.wrap(WORDS, face, width)) == 2
    lines = look.balanced(WORDS, face, width)
    assert len(lines) == 2 and " ".join(lines) == WORDS
    assert all(face.size(line)[0] <= width for line in lines)
    assert face.size(lines[1])[0] > width // 3
    assert look.balanced("short", face, width) == ("short",)


def test_seats_named_by_colour_wear_that_colour():
    from gamebox.app import look

    tammany = ("red", "yellow", "purple", "black", "natural")
    assert look.player_look(1, names=tammany) == look.PALETTE[2]  # Yellow is yellow, not blue
    assert look.player_look(2, names=tammany) == look.PALETTE[4]
    assert look.player_look(4, names=tammany).symbol == "cross"
    assert look.player_look(1, colour_blind=True, names=tammany) == look.SAFE_PALETTE[2]
    assert look.player_look(1) == look.PALETTE[1]  # unnamed seats take the palette in order
