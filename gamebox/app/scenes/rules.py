"""The rules reference: `assets/rules/<id>.<lang>.md` (English when the current language
has no file), rendered on a paper page with a contents list. Scrolls with the mouse
wheel, the arrow keys, Page Up/Down, Home/End, by dragging the scrollbar or by clicking
a heading in the contents. Esc or Back returns."""

from __future__ import annotations

from pathlib import Path

import pygame

from gamebox import i18n
from gamebox.app import look
from gamebox.app.markdown import Page, Theme, parse
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.engine.files import FileProblem, read_text
from gamebox.games import get_game
from gamebox.i18n import t
from gamebox.paths import asset

PAGE = (332.0, 92.0, 900.0, 566.0)  # the paper sheet, design units
MARGIN_X = 56.0
MARGIN_Y = 34.0
SIDEBAR = (40.0, 92.0, 278.0, 504.0)
ENTRY_H = 23.0
LINE_STEP = 44.0
RULES_LIMIT = 512 * 1024  # the largest rules text is ~50 KiB; more is not a rules file


def rules_path(game_id: str, language: str | None = None) -> Path | None:
    """The rules file for the language, else the English one, else None."""
    for code in dict.fromkeys((language or i18n.language(), i18n.FALLBACK)):
        path = asset("rules", f"{game_id}.{code}.md")
        if path.is_file():
            return path
    return None


class RulesScene(BoxScene):
    ornate = False

    def __init__(self, app, game_id: str, text: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.given_text = text
        self.page: Page | None = None
        self.missing: str | None = None
        self.scroll = 0.0  # page pixels
        self.target = 0.0
        self.drag: float | None = None  # grab offset while dragging the thumb
        self._source: tuple[str | None, float] | None = None

    # -- content -----------------------------------------------------------------------------
    def title(self) -> str:
        try:
            return get_game(self.game_id).title
        except KeyError:
            return self.game_id

    def _load(self) -> None:
        key = (i18n.language(), self.layout.scale)
        if self._source == key:
            return
        fraction = self.scroll / max(1, self.page.height) if self.page else 0.0
        self._source = key
        text = self.given_text
        self.missing = None
        if text is None:
            path = rules_path(self.game_id)
            if path is None:
                self.page = None
                self.missing = t(
                    "app.rules.missing",
                    game=self.title(),
                    file=f"assets/rules/{self.game_id}.{i18n.FALLBACK}.md",
                )
                return
            try:
                text = read_text(path, RULES_LIMIT)
            except FileProblem as problem:
                self.page = None
                self.missing = str(problem)
                return
        width = self.layout.px(PAGE[2] - 2 * MARGIN_X)
        self.page = Page(parse(text), width, Theme().scaled(self.layout.scale))
        self.scroll = self.target = fraction * self.page.height
        self._clamp()

    def build(self) -> None:
        self._load()
        self.button((SIDEBAR[0], 612, SIDEBAR[2], 46), t("app.common.back"), self.app.pop)

    # -- scrolling ---------------------------------------------------------------------------
    def view(self) -> pygame.Rect:
        return self.layout.rect(
            PAGE[0] + MARGIN_X, PAGE[1] + MARGIN_Y, PAGE[2] - 2 * MARGIN_X, PAGE[3] - 2 * MARGIN_Y
        )

    def max_scroll(self) -> float:
        if self.page is None:
            return 0.0
        return max(0.0, self.page.height - self.view().h)

    def _clamp(self) -> None:
        self.target = max(0.0, min(self.target, self.max_scroll()))

    def scroll_by(self, pixels: float) -> None:
        self.target += pixels
        self._clamp()

    def scroll_to(self, pixels: float, at_once: bool = False) -> None:
        self.target = pixels
        self._clamp()
        if at_once:
            self.scroll = self.target

    def track(self) -> pygame.Rect:
        page = self.layout.rect(*PAGE)
        width = max(6, self.layout.px(10))
        return pygame.Rect(page.right - self.layout.px(26), self.view().top, width, self.view().h)

    def thumb(self) -> pygame.Rect | None:
        if self.page is None or self.max_scroll() <= 0:
            return None
        track = self.track()
        h = max(self.layout.px(36), round(track.h * self.view().h / self.page.height))
        y = track.y + round((track.h - h) * self.scroll / self.max_scroll())
        return pygame.Rect(track.x, y, track.w, h)

    # -- input -------------------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> bool:
        line = self.layout.px(LINE_STEP)
        pagefull = self.view().h - self.layout.px(60)
        moves = {
            pygame.K_UP: -line,
            pygame.K_DOWN: line,
            pygame.K_PAGEUP: -pagefull,
            pygame.K_PAGEDOWN: pagefull,
            pygame.K_SPACE: pagefull,
        }
        if event.key in moves:
            self.scroll_by(moves[event.key])
        elif event.key == pygame.K_HOME:
            self.scroll_to(0)
        elif event.key == pygame.K_END:
            self.scroll_to(self.max_scroll())
        else:
            return False
        return True

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.layout.px(LINE_STEP * 1.5))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self.thumb()
            if thumb is not None and thumb.inflate(self.layout.px(10), 0).collidepoint(event.pos):
                self.drag = event.pos[1] - thumb.y
                return True
            track = self.track().inflate(self.layout.px(10), 0)
            if thumb is not None and track.collidepoint(event.pos):
                pagefull = self.view().h - self.layout.px(60)
                self.scroll_by(pagefull if event.pos[1] > thumb.centery else -pagefull)
                return True
            heading = self.heading_at(event.pos)
            if heading is not None:
                self.scroll_to(heading - self.layout.px(8))
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.drag = None
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            thumb = self.thumb()
            if thumb is not None:
                track = self.track()
                room = max(1, track.h - thumb.h)
                fraction = (event.pos[1] - self.drag - track.y) / room
                self.scroll_to(fraction * self.max_scroll(), at_once=True)
            return True
        return False

    # -- contents ------------------------------------------------------------------------------
    def contents(self) -> list[tuple[str, int, pygame.Rect]]:
        """(heading, page y, rect on screen) of the contents entries that fit."""
        if self.page is None:
            return []
        entries = self.page.headings
        room = int((SIDEBAR[3] - 96) // ENTRY_H)
        current = self.current_section(entries)
        start = max(0, min(current - room // 2, len(entries) - room)) if len(entries) > room else 0
        out = []
        for row, (text, y) in enumerate(entries[start : start + room]):
            rect = self.layout.rect(
                SIDEBAR[0] + 32, SIDEBAR[1] + 66 + row * ENTRY_H, SIDEBAR[2] - 64, ENTRY_H
            )
            out.append((text, y, rect))
        return out

    def current_section(self, entries: list[tuple[str, int]]) -> int:
        index = 0
        for i, (_text, y) in enumerate(entries):
            if y <= self.scroll + self.layout.px(40):
                index = i
        return index

    def heading_at(self, pos: tuple[int, int]) -> int | None:
        for _text, y, rect in self.contents():
            if rect.collidepoint(pos):
                return y
        return None

    # -- frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        gap = self.target - self.scroll
        if abs(gap) < 0.5:
            self.scroll = self.target
        else:
            self.scroll += gap * min(1.0, dt * 16)

    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        self._load()
        look.text(
            surface,
            t("app.rules.title", game=self.title()),
            layout.font(22, "display"),
            look.GOLD_LIGHT,
            layout.point(PAGE[0] + 6, 58),
            "midleft",
        )
        if self.page is not None:
            backdrop.deco_panel(surface, layout.rect(*SIDEBAR), layout)
        page_rect = layout.rect(*PAGE)
        backdrop.paper_panel(surface, page_rect, layout)
        if self.page is None:
            face = layout.font(19, "italic")
            view = self.view()
            for i, line in enumerate(look.wrap(self.missing or "", face, view.w)):
                look.text(
                    surface,
                    line,
                    face,
                    look.INK,
                    (view.x, view.y + layout.px(40) + i * face.get_linesize()),
                )
            self.footer(surface, t("app.rules.keys"))
            return
        self.page.draw(surface, self.view(), round(self.scroll))
        self._fade(surface)
        self._scrollbar(surface)
        self._sidebar(surface)
        self.footer(surface, t("app.rules.keys"))

    def _fade(self, surface: pygame.Surface) -> None:
        """Soft paper-coloured edges where text scrolls in and out of view."""
        view = self.view()
        h = self.layout.px(14)
        for top in (True, False):
            strip = pygame.Surface((view.w, h), pygame.SRCALPHA)
            for i in range(h):
                alpha = round(255 * (1 - i / h)) if top else round(255 * (i / h))
                pygame.draw.line(strip, (*look.PAPER, alpha), (0, i), (view.w, i))
            surface.blit(strip, (view.x, view.y if top else view.bottom - h))

    def _scrollbar(self, surface: pygame.Surface) -> None:
        thumb = self.thumb()
        if thumb is None:
            return
        track = self.track()
        pygame.draw.rect(surface, look.PAPER_DARK, track, border_radius=track.w // 2)
        colour = backdrop.GOLD_DEEP if self.drag is None else look.WOOD
        pygame.draw.rect(surface, colour, thumb, border_radius=track.w // 2)

    def _sidebar(self, surface: pygame.Surface) -> None:
        layout = self.layout
        look.text(
            surface,
            look.caps(t("app.rules.contents")),
            layout.font(15, "bold"),
            look.GOLD,
            layout.point(SIDEBAR[0] + 40, SIDEBAR[1] + 44),
            "midleft",
        )
        entries = self.page.headings if self.page else []
        current = self.current_section(entries)
        mouse = pygame.mouse.get_pos()
        for text, y, rect in self.contents():
            lit = entries and entries[current][1] == y
            if lit or rect.collidepoint(mouse):
                pygame.draw.rect(surface, (70, 56, 34), rect, border_radius=layout.px(4))
            look.text(
                surface,
                text,
                layout.fit_font(text, 15, "regular", rect.w - layout.px(12), 12.5),
                look.GOLD_LIGHT if lit else look.PAPER,
                (rect.x + layout.px(8), rect.centery),
                "midleft",
                rect.w - layout.px(12),
            )
