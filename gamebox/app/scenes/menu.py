"""The main menu: the box's lid. Continue, New game, Load, Settings, Rules, Quit."""

from __future__ import annotations

import pygame

from gamebox.app import autosaves, look, matches
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.i18n import t

BUTTON_W = 380
BUTTON_H = 50
GAP = 12


class MainMenu(BoxScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.autosave = None
        self.continue_button = None

    def build(self) -> None:
        found = autosaves.all_autosaves()
        newest = next((a for a in found if a.unfinished and a.resumable), None)
        self.autosave = newest.info if newest is not None else None
        self._report_unresumable(found)
        x = 640 - BUTTON_W / 2
        y = 262.0
        self.continue_button = self.button(
            (x, y, BUTTON_W, BUTTON_H + 6),
            t("app.menu.continue"),
            self.resume,
            enabled=self.autosave is not None,
            kind="menu",
        )
        y += BUTTON_H + 6 + 34
        for key, action in (
            ("new_game", self.new_game),
            ("load", self.load),
            ("settings", self.settings),
            ("rules", self.rules),
            ("quit", self.app.quit),
        ):
            self.button((x, y, BUTTON_W, BUTTON_H), t(f"app.menu.{key}"), action, kind="menu")
            y += BUTTON_H + GAP
        if self.autosave is None:
            self.focus = 0  # the first enabled choice: New game

    def _report_unresumable(self, found: list[autosaves.Autosave]) -> None:
        """Tell the player, once per run, of what could not be opened: a settings file
        set aside, an unfinished game that no longer replays. The menu works as ever."""
        fresh = [
            a for a in found
            if a.unfinished and not a.resumable and a.path not in self.app.reported_files
        ]
        self.app.reported_files.update(a.path for a in fresh)
        messages = list(self.app.startup_messages)
        self.app.startup_messages.clear()
        if fresh:
            messages.append(
                t("app.menu.unresumable", count=len(fresh), reason=fresh[0].problem or "")
            )
        if messages and not self.dialog.is_open:
            title = t("app.menu.unresumable_title") if fresh else None
            self.dialog.message("\n\n".join(messages), title)

    def continue_detail(self) -> str:
        info = self.autosave
        if info is None:
            return t("app.menu.no_autosave")
        title = matches.game_title(info.game)
        return t("app.menu.continue_detail", game=title, date=matches.when(info.saved_at))

    # -- actions -------------------------------------------------------------------------------
    def resume(self) -> None:
        self.app.nav.continue_autosave()

    def new_game(self) -> None:
        from gamebox.app.scenes.picker import GamePicker

        self.app.push(GamePicker(self.app, "play"))

    def load(self) -> None:
        from gamebox.app.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def settings(self) -> None:
        from gamebox.app.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from gamebox.app.scenes.picker import GamePicker

        self.app.push(GamePicker(self.app, "rules"))

    def on_escape(self) -> None:
        """Esc never closes the box by itself (a stray key press ended it): it asks.
        The Quit button and the window's close button quit at once."""
        self.dialog.confirm(
            t("app.menu.quit_question"), self.app.quit, t("app.menu.quit"), t("app.menu.quit_title")
        )

    # -- drawing -------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        backdrop.draw_title(surface, t("app.title"), layout, (640, 120), 92, 0.08)
        backdrop.rule(surface, layout, (640, 184), 520)
        look.text(
            surface,
            t("app.subtitle"),
            layout.font(20, "italic"),
            look.PAPER_DARK,
            layout.point(640, 214),
            "center",
        )
        look.text(
            surface,
            self.continue_detail(),
            layout.font(16, "italic" if self.autosave is None else "regular"),
            look.GOLD_LIGHT if self.autosave else look.MUTED,
            layout.point(640, 262 + BUTTON_H + 6 + 16),
            "center",
            layout.px(560),
        )
        self.footer(surface, t("app.menu.keys"))
