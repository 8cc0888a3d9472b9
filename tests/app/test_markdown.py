"""The rules renderer: Markdown subset parsing, word wrap with mixed styles, drawing."""

from __future__ import annotations

import pygame
import pytest

from gamebox.app import markdown as md
from gamebox.app.markdown import Block, Page, Span, parse, parse_inline

SAMPLE = """# Title

A paragraph with **bold**, *italic*, ***both*** and `code W1`
that goes on to a second line of the source.

## First section

- one item
- a second item
  that continues here
  - a nested item

1. first
2. second

### Small heading

Not_emphasis_in_names, a * lone star, and \\*escaped\\* stars.

---

```
raw *text* here
```
"""


def test_inline_styles():
    assert parse_inline("a **b** *c* ***d*** `e f`") == (
        Span("a ", "regular"),
        Span("b", "bold"),
        Span(" ", "regular"),
        Span("c", "italic"),
        Span(" ", "regular"),
        Span("d", "bold_italic"),
        Span(" ", "regular"),
        Span("e f", "code"),
    )
    assert parse_inline("snake_case_name and 3 * 4") == (Span("snake_case_name and 3 * 4"),)
    assert parse_inline(r"\*not\*") == (Span("*not*"),)
    assert parse_inline("_em_") == (Span("em", "italic"),)
    assert parse_inline("**unclosed") == (Span("**unclosed"),)


def test_blocks():
    blocks = parse(SAMPLE)
    kinds = [(b.kind, b.level) for b in blocks]
    assert kinds == [
        ("heading", 1),
        ("paragraph", 0),
        ("heading", 2),
        ("bullet", 0),
        ("bullet", 0),
        ("bullet", 1),
        ("number", 0),
        ("number", 0),
        ("heading", 3),
        ("paragraph", 0),
        ("rule", 0),
        ("code", 0),
    ]
    paragraph = blocks[1]
    assert "".join(s.text for s in paragraph.spans).endswith("second line of the source.")
    assert "".join(s.text for s in blocks[4].spans) == "a second item that continues here"
    assert blocks[6].marker == "1." and blocks[7].marker == "2."
    assert blocks[-1].spans == (Span("raw *text* here", "code"),)


@pytest.fixture
def fonts():
    pygame.init()
    md.look.font.cache_clear()
    yield


def test_layout_wraps_to_the_width_and_keeps_every_word(fonts):
    words = " ".join(f"word{i}" for i in range(200))
    page = Page([Block("paragraph", (Span(words), Span(" end", "bold")))], 300)
    assert len(page.lines) > 5
    for line in page.lines:
        for piece in line.pieces:
            face = md._font(piece.style, piece.size)
            assert line.x + piece.x + face.size(piece.text)[0] <= 300 + 2
    text = page.text().replace("\n", " ")
    assert text.split() == [*words.split(), "end"]


def test_no_gap_before_punctuation_after_a_style_change(fonts):
    page = Page([Block("paragraph", (Span("the "), Span("boss", "italic"), Span(".")))], 500)
    assert page.text() == "the boss."
    line = page.lines[0]
    italic, dot = line.pieces[1], line.pieces[2]
    end = italic.x + md._font("italic", italic.size).size(italic.text)[0]
    assert dot.x == end


def test_a_word_wider_than_the_page_is_broken(fonts):
    page = Page([Block("paragraph", (Span("x" * 300),))], 120)
    assert len(page.lines) > 2
    assert page.text().replace("\n", "") == "x" * 300


def test_headings_feed_the_contents_and_drawing_shows_ink(fonts):
    page = Page.from_text(SAMPLE, 600)
    assert [text for text, _y in page.headings] == ["First section"]
    surface = pygame.Surface((640, 400))
    surface.fill((255, 255, 255))
    page.draw(surface, pygame.Rect(20, 20, 600, 360), 0)
    dark = sum(
        1
        for x in range(20, 620, 4)
        for y in range(20, 380, 4)
        if sum(surface.get_at((x, y))[:3]) < 300
    )
    assert dark > 50
    # scrolled past the end: nothing drawn, nothing cached
    surface.fill((255, 255, 255))
    page.draw(surface, pygame.Rect(20, 20, 600, 360), page.height + 10)
    assert surface.get_at((100, 100))[:3] == (255, 255, 255)
    assert page.visible(page.height + 10, page.height + 370) == []


def test_the_real_rules_files_parse_and_lay_out(fonts):
    from gamebox.paths import asset

    for path in sorted(asset("rules").glob("*.md")):
        page = Page.from_text(path.read_text(encoding="utf-8"), 700)
        assert page.height > 500, path.name
        assert page.headings, path.name
