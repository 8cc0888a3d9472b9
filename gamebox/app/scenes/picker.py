"""The game picker: one card per game of the box (from the registry), with its title,
player count and a one-line description. Used for New game and for Rules."""

from __future__ import annotations

import pygame

from gamebox.app import look, matches
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.games import game_ids, get_game
from gamebox.i18n import t


def monogram(title: str) -> str:
    """The medallion's letter: the title's first, past a leading article (The Boss: B)."""
    words = title.split()
    if len(words) > 1 and words[0].lower() in ("the", "a", "an"):
        words = words[1:]
    return words[0][:1] if words else "?"


class GamePicker(BoxScene):
    """`purpose` is "play" (opens the setup) or "rules" (opens the rules reference)."""

    def __init__(self, app, purpose: str = "play") -> None:
        super().__init__(app)
        self.purpose = purpose
        self.ids = game_ids()
        self.selected = 0
        self.hover: int | None = None

    # -- geometry (design units) -----------------------------------------------------------
    def card_boxes(self) -> list[tuple[float, float, float, float]]:
        n = len(self.ids)
        if n <= 3:
            w, h, gap = 780.0, 108.0, 18.0
            top = 150 + max(0, (3 - n) * (h + gap) / 2 - 40)
            return [(640 - w / 2, top + i * (h + gap), w, h) for i in range(n)]
        w, h, gap = 540.0, 118.0, 16.0
        boxes = [
            (640 - w - gap / 2 + (i % 2) * (w + gap), 140 + (i // 2) * (h + gap), w, h)
            for i in range(n)
        ]
        if n % 2:  # the last game alone on its row stands in the middle
            boxes[-1] = (640 - w / 2, *boxes[-1][1:])
        return boxes

    @property
    def card_rects(self) -> list[pygame.Rect]:
        return [self.layout.rect(*box) for box in self.card_boxes()]

    def build(self) -> None:
        self.button((640 - 110, 616, 220, 46), t("app.common.back"), self.app.pop, nav=False)

    # -- acting --------------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        game_id = self.ids[index]
        if self.purpose == "rules":
            from gamebox.app.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, game_id))
        else:
            from gamebox.app.scenes.setup import SetupScene

            self.app.push(SetupScene(self.app, game_id))

    def on_key(self, event: pygame.event.Event) -> bool:
        n = len(self.ids)
        if not n:
            return False
        columns = 1 if n <= 4 else 2
        if event.key == pygame.K_UP:
            self.selected = (self.selected - columns) % n
        elif event.key == pygame.K_DOWN or event.key == pygame.K_TAB:
            self.selected = (self.selected + columns) % n
        elif event.key == pygame.K_LEFT and columns == 2:
            self.selected = (self.selected - 1) % n
        elif event.key == pygame.K_RIGHT and columns == 2:
            self.selected = (self.selected + 1) % n
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose(self.selected)
        else:
            return False
        return True

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._hit(event.pos)
            if self.hover is not None:
                self.selected = self.hover
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self._hit(event.pos)
            if index is not None:
                self.selected = index
                self.choose(index)
                return True
        return False

    def _hit(self, pos: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.card_rects):
            if rect.collidepoint(pos):
                return index
        return None

    # -- drawing -------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        self.heading(surface, t(f"app.picker.title_{self.purpose}"))
        for index, (game_id, rect) in enumerate(zip(self.ids, self.card_rects, strict=True)):
            self._card(surface, game_id, rect, index == self.selected)
        self.footer(surface, t("app.picker.keys"))

    def _card(self, surface: pygame.Surface, game_id: str, rect: pygame.Rect, lit: bool) -> None:
        layout = self.layout
        game = get_game(game_id)
        backdrop.deco_panel(surface, rect, layout, 245 if lit else 205, inner=False)
        if lit:
            pygame.draw.polygon(
                surface,
                look.GOLD_LIGHT,
                backdrop.octagon(rect.inflate(layout.px(6), layout.px(6)), layout.px(15)),
                max(2, layout.px(3)),
            )
        # a round monogram medallion
        radius = layout.px(rect.h / layout.scale * 0.32)
        centre = (rect.x + layout.px(24) + radius, rect.centery)
        pygame.draw.circle(surface, backdrop.GOLD_DEEP, centre, radius)
        pygame.draw.circle(surface, look.FELT_DARK, centre, radius - max(2, layout.px(3)))
        pygame.draw.circle(surface, look.GOLD, centre, radius - max(4, layout.px(6)), 1)
        letter = backdrop.gold_text(monogram(game.title), max(8, round(radius * 1.1)))
        surface.blit(letter, letter.get_rect(center=centre))
        left = centre[0] + radius + layout.px(22)
        right = rect.right - layout.px(28)
        count = matches.player_count(game)
        count_face = layout.font(16, "bold")
        room = right - left - count_face.size(count)[0] - layout.px(16)
        title_face = layout.fit_font(game.title, 28, "display", room, 18)
        look.text(
            surface,
            game.title,
            title_face,
            look.GOLD_LIGHT if lit else look.GOLD,
            (left, rect.y + layout.px(20)),
            max_width=room,
        )
        look.text(
            surface,
            count,
            count_face,
            look.PAPER_DARK,
            (right, rect.y + layout.px(28)),
            "topright",
        )
        # the description: one line, a step or two smaller if need be; else two smaller
        # lines across the card's whole width (evened out only to spare a lonely last
        # word), raised so both stay inside the card's inner frame
        tagline = t(f"{game_id}.tagline")
        face, lines = layout.fit(tagline, 17, "italic", right - left, 1, 15)
        top = rect.y + layout.px(62)
        if len(lines) > 1:
            face, _lines = layout.fit(tagline, 15, "italic", right - left, 2, 13)
            lines = look.wrap(tagline, face, right - left)
            if " " not in lines[-1]:
                lines = look.balanced(tagline, face, right - left)
            lines = lines[:2]
            bottom = rect.bottom - layout.px(13)
            top = max(rect.y + layout.px(54), bottom - len(lines) * face.get_linesize())
        for i, line in enumerate(lines):
            look.text(
                surface,
                line,
                face,
                look.PAPER,
                (left, top + i * face.get_linesize()),
                max_width=right - left,
            )
