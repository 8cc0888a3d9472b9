"""Every word on a Copycat card or office tile stays inside its box, at the sizes the
table draws them in both window sizes and both languages (shrunk, wrapped, then cut:
the tooltip holds the whole text); an office's words keep clear of the strip where its
worker and VP markers stand; the status line names the reveal briefly."""

from __future__ import annotations

import pygame
import pytest

from gamebox import i18n
from gamebox.app import look
from gamebox.games import get_game
from gamebox.games.copycat import events as E
from gamebox.games.copycat import shots
from gamebox.games.copycat.table import art as A
from gamebox.games.copycat.table import geometry as G

from .test_table_drive import _headless, new_app

__all__ = ["_headless"]

SIZES = {"street": G.STREET_CARD, "hand": G.CARD, "pile": G.PILE_CARD, "area": G.AREA_CARD,
         "browser": (66.0, 92.0)}


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[pygame.Rect, pygame.font.Font, tuple]]:
    """Every block of rows the art draws: its box, its font and its rows."""
    found: list[tuple[pygame.Rect, pygame.font.Font, tuple]] = []
    real = A._draw_rows

    def record(surface, face, rows, colour, rect):
        found.append((pygame.Rect(rect), face, tuple(rows)))
        real(surface, face, rows, colour, rect)

    monkeypatch.setattr(A, "_draw_rows", record)
    return found


def _inside(found, outer: pygame.Rect, what: str) -> None:
    for rect, face, rows in found:
        assert outer.contains(rect), what
        assert face.get_linesize() * len(rows) <= rect.h + 1, (what, rows)
        assert all(face.size(row)[0] <= rect.w for row in rows), (what, rows)


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("scale", [1.0, 0.75])
def test_every_card_and_office_word_stays_in_its_box(language: str, scale: float,
                                                     drawn: list) -> None:
    pygame.init()
    i18n.set_language(language)
    try:
        config = get_game("copycat").config
        art = A.Art(config)
        surface = pygame.Surface((200, 200))
        for index, card in enumerate(config.cards):
            for where, (w, h) in SIZES.items():
                rect = pygame.Rect(10, 10, round(w * scale), round(h * scale))
                drawn.clear()
                art.card(surface, rect, index, False, False)
                _inside(drawn, rect, f"{card.id} {where} {language} {scale}")
        reserve = round(G.TILE_PIECES * scale)
        for office in config.offices:
            rect = pygame.Rect(10, 10, round(G.TILE[0] * scale), round(G.TILE[1] * scale))
            drawn.clear()
            art.office(surface, rect, office, False, False, reserve)
            _inside(drawn, rect, f"{office.id} {language} {scale}")
            assert all(box.right <= rect.right - reserve for box, _f, _r in drawn), office.id
    finally:
        i18n.set_language("en")


def test_a_long_word_is_cut_not_spilled() -> None:
    pygame.init()
    words = "Καταστρέψτε-τα-όλα-μαζί-τώρα αμέσως"
    face, rows, cut = A._fit_box(words, 12, "regular", 40, 21, 5)
    assert cut and len(rows) * face.get_linesize() <= 21
    assert all(face.size(row)[0] <= 40 for row in rows) and rows[0].endswith("…")
    assert face.get_height() == look.font(A.SMALLEST).get_height()


@pytest.mark.parametrize("language", ["en", "el"])
def test_the_status_line_names_the_reveal_briefly(language: str) -> None:
    from gamebox.app.selftest import show_moment

    app = new_app((960, 540), language, speed="normal")
    scene = show_moment(app, "copycat", "reveal")
    step = scene.motion.current
    assert step is not None and isinstance(step.event, E.OrderRevealed)
    words = scene.status_text()
    assert " > ".join(scene.name(p) for p in step.event.bus) in words
    assert all(scene.config.card_index[ref] is not None and
               scene.config.cards[scene.config.card_index[ref]].name not in words
               for _p, ref in step.event.cards if ref)
    face = scene.layout.font(17, "bold")
    assert face.size(words)[0] <= scene.layout.px(G.STATUS[2])
    assert scene.motion.reveal is not None and not scene.motion.reveal.done(scene.clock)
    assert shots.SHOTS  # the moment stays among the selftest's pictures


def test_the_status_line_drops_the_phase_before_a_long_choice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from gamebox.app.selftest import show_moment
    from gamebox.games.copycat import text

    app = new_app((960, 540), "el", speed="normal")
    scene = show_moment(app, "copycat", "buy")
    view, turn = scene.session.view(), scene.session.match.turn()
    phase = scene.say(f"phase.{view.phase}")
    assert scene.position_words(view, turn).startswith(phase + " · ")
    long = "Η σειρά σου: " + "διάλεξε κάρτα της περιοχής " * 6
    monkeypatch.setattr(text, "status_text", lambda *_args: long)
    assert scene.position_words(view, turn) == long
