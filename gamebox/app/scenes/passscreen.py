"""Hot-seat hand-over: "Pass to <name>" on an opaque screen, shown by a table before
anything private of the next person is drawn. Ready (or any key or click) gives the
screen to that player and runs the table's `on_ready`. Input in the first moment is
ignored, so a click meant for the table cannot dismiss it by accident. Esc opens the
pause menu over the cover (to save or leave without showing anything)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from gamebox.app import look
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.app.session import Session
from gamebox.i18n import t

GUARD_SECONDS = 0.35


class PassScreen(BoxScene):
    opaque = True

    def __init__(
        self,
        app,
        session: Session,
        player: int,
        on_ready: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.player = player
        self.on_ready = on_ready
        self.done = False

    @property
    def name(self) -> str:
        return self.session.match.names[self.player]

    def build(self) -> None:
        self.button(
            (640 - 170, 470, 340, 56),
            t("app.pass.ready", name=self.name),
            self.ready,
            kind="primary",
        )

    def ready(self) -> None:
        if self.done or self.age < GUARD_SECONDS:
            return
        self.done = True
        self.session.take_screen(self.player)
        if self.app.top is self:
            self.app.pop()
        if self.on_ready is not None:
            self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key not in (pygame.K_F11,):
            if event.key == pygame.K_ESCAPE:  # the pause menu, still behind the cover
                from gamebox.app.scenes.pause import PauseScene

                self.app.push(PauseScene(self.app, self.session))
                return True
            self.ready()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.ready()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.ready()
            return True
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        token = look.player_look(
            self.player, self.app.settings.colour_blind,
            self.session.game.seat_ids(len(self.session.match.seats)),
        )
        centre = layout.point(640, 230)
        r = layout.px(64)
        glow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
        for i in range(12, 0, -1):
            pygame.draw.circle(glow, (*look.GOLD, 6), (r * 2, r * 2), r + i * layout.px(5))
        surface.blit(glow, (centre[0] - r * 2, centre[1] - r * 2))
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 2, centre[1] + 4), r)
        pygame.draw.circle(surface, token.colour, centre, r)
        pygame.draw.circle(surface, look.GOLD_LIGHT, centre, r, max(2, layout.px(4)))
        pygame.draw.circle(surface, look.GOLD, centre, r - layout.px(10), 1)
        look.symbol(surface, token.symbol, centre, layout.px(28), token.ink)
        backdrop.draw_title(
            surface, t("app.pass.title", name=self.name), layout, (640, 360), 52, 0.03
        )
        backdrop.rule(surface, layout, (640, 400), 460)
        look.text(
            surface,
            t("app.pass.hint", name=self.name),
            layout.font(19, "italic"),
            look.PAPER,
            layout.point(640, 432),
            "center",
            layout.px(1000),
        )
        self.footer(surface, t("app.pass.keys"))
