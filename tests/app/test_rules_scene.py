"""The rules reference screen: rendering, scrolling by wheel, keys and scrollbar drag,
contents jumps, the missing-file message, Esc back."""

from __future__ import annotations

import pygame

from gamebox.app.scenes import MainMenu, RulesScene
from gamebox.app.scenes.rules import rules_path
from gamebox.i18n import t

from .helpers import click, frames, key

TEXT = "# Test game\n\n" + "\n\n".join(
    f"## Section {n}\n\n" + "Some *words* and **more words** here. " * 30 for n in range(1, 9)
)


def rules(app, game_id="capo", text=TEXT):
    app.reset(MainMenu(app))
    app.push(RulesScene(app, game_id, text))
    frames(app)
    return app.top


def settle(app):
    frames(app, 40)


def test_scrolls_with_keys_wheel_and_home_end(app):
    scene = rules(app)
    assert scene.page is not None and scene.max_scroll() > 0
    key(app, pygame.K_DOWN)
    settle(app)
    assert scene.scroll > 0
    down = scene.scroll
    key(app, pygame.K_PAGEDOWN)
    settle(app)
    assert scene.scroll > down + 100
    key(app, pygame.K_END)
    settle(app)
    assert scene.scroll == scene.max_scroll()
    key(app, pygame.K_HOME)
    settle(app)
    assert scene.scroll == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    settle(app)
    assert scene.scroll > 0


def test_dragging_the_scrollbar_thumb(app):
    scene = rules(app)
    thumb = scene.thumb()
    assert thumb is not None
    start = thumb.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(start[0], start[1] + 200), rel=(0, 200), buttons=(1, 0, 0)
        )
    )
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 200), button=1)
    )
    frames(app, 3)
    assert scene.scroll > 0 and scene.drag is None


def test_contents_jump_to_a_section(app):
    scene = rules(app)
    entries = scene.contents()
    assert [text for text, _y, _r in entries][:3] == ["Section 1", "Section 2", "Section 3"]
    _text, y, rect = entries[4]
    click(app, rect)
    settle(app)
    assert abs(scene.scroll - min(scene.max_scroll(), y - app.layout.px(8))) < 2


def test_a_missing_rules_file_says_so(app):
    scene = rules(app, "nosuchgame", None)
    assert scene.page is None
    assert "nosuchgame" in scene.missing
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_the_capo_file_is_found_and_falls_back_to_english():
    path = rules_path("capo", "xx")
    assert path is not None and path.name == "capo.en.md"


def test_esc_and_back_return(app):
    scene = rules(app)
    back = next(e for e in scene.elements if getattr(e, "text", None) == t("app.common.back"))
    click(app, back)
    assert isinstance(app.top, MainMenu)


def test_a_damaged_rules_file_says_what_and_where(app, monkeypatch, tmp_path):
    broken = tmp_path / "capo.en.md"
    broken.write_bytes(b"# Capo\n\nfine words\n\xff\xfe more")
    monkeypatch.setattr("gamebox.app.scenes.rules.rules_path", lambda *_args: broken)
    scene = rules(app, "capo", None)
    assert scene.page is None
    assert "capo.en.md" in scene.missing and "line 4, column 1" in scene.missing
    broken.write_bytes(b"x" * (600 * 1024))
    scene = rules(app, "capo", None)
    assert "far too large" in scene.missing
    broken.write_bytes(b"\xef\xbb\xbf# Capo\n\nfine words\n")  # a byte-order mark is fine
    scene = rules(app, "capo", None)
    assert scene.page is not None
