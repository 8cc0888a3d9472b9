"""The pause menu a table pushes on Esc: Resume, Save (a named slot), Load, Rules,
Settings, Back to menu. The table stays visible under a dark veil.

Saving writes `saves_dir()/<slug of the name>.json` through `Session.save_as`. An existing
save of that name is replaced only after a confirmation (the old one is kept as `.bak` by
the save writer); a file that is not a readable save is never overwritten, and any error
is shown in a dialog with nothing changed.
"""

from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextEntryLine

from gamebox.app import look, matches
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.app.session import Session
from gamebox.engine.saves import SaveError
from gamebox.i18n import t

MENU_PANEL = (430.0, 96.0, 420.0, 540.0)
SAVE_PANEL = (330.0, 180.0, 620.0, 360.0)
NAME_LIMIT = 60


class PauseScene(BoxScene):
    opaque = False

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.mode = "menu"
        self.save_text: str | None = None
        self.entry: UITextEntryLine | None = None

    # -- building ----------------------------------------------------------------------------
    def build(self) -> None:
        self.entry = None
        if self.mode == "save":
            self._build_save()
            return
        x = MENU_PANEL[0] + 50
        w = MENU_PANEL[2] - 100
        y = MENU_PANEL[1] + 124
        for key, action in (
            ("resume", self.app.pop),
            ("save", self.open_save),
            ("load", self.load),
            ("rules", self.rules),
            ("settings", self.settings),
            ("menu", self.to_menu),
        ):
            self.button((x, y, w, 46), t(f"app.pause.{key}"), action, kind="menu")
            y += 57

    def _build_save(self) -> None:
        x, y, w, _h = SAVE_PANEL
        entry = UITextEntryLine(
            self.rect((x + 44, y + 138, w - 88, 44)),
            self.app.ui,
            object_id=ObjectID("#save_name", self.theme_class("field")),
        )
        entry.set_text_length_limit(NAME_LIMIT)
        if self.save_text is None:
            self.save_text = matches.default_save_name(self.session)
        entry.set_text(self.save_text)
        entry.focus()
        entry.edit_position = len(self.save_text)
        self.keep(entry)
        self.entry = entry
        bottom = y + SAVE_PANEL[3] - 92
        self.button(
            (x + w - 44 - 200, bottom, 200, 48),
            t("app.pause.save_button"),
            self.save,
            kind="primary",
        )
        self.button((x + 44, bottom, 180, 48), t("app.dialog.cancel"), self.close_save)
        self.focus = 0

    # -- actions -----------------------------------------------------------------------------
    def open_save(self) -> None:
        self.mode = "save"
        self.save_text = None
        self.on_resize()

    def close_save(self) -> None:
        self.mode = "menu"
        self.focus = 1
        self.on_resize()

    def name(self) -> str:
        text = self.entry.get_text() if self.entry is not None else (self.save_text or "")
        return text.strip() or matches.default_save_name(self.session)

    def save(self) -> None:
        name = self.name()
        self.save_text = name
        path = matches.save_path(name)
        if path.exists():
            self.dialog.confirm(
                t("app.pause.replace_question", name=name),
                lambda: self.write(name),
                t("app.pause.replace"),
                t("app.pause.replace_title"),
            )
            return
        self.write(name)

    def write(self, name: str) -> None:
        path = matches.save_path(name)
        try:
            self.session.save_as(path, label=name)
        except (SaveError, OSError) as error:
            self.dialog.error(t("app.pause.save_failed", reason=str(error)))
            return
        self.app.notify(t("app.pause.saved", name=name))
        self.close_save()

    def load(self) -> None:
        from gamebox.app.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        from gamebox.app.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.session.game_id))

    def settings(self) -> None:
        from gamebox.app.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def to_menu(self) -> None:
        self.app.nav.back_to_menu()

    # -- input -------------------------------------------------------------------------------
    def on_text_enter(self, entry: UITextEntryLine) -> None:
        if entry is self.entry:
            self.save_text = entry.get_text()
            self.save()
        else:
            entry.unfocus()

    def on_key(self, event: pygame.event.Event) -> bool:
        if self.mode == "save" and event.key == pygame.K_ESCAPE:
            self.close_save()
            return True
        return False

    def on_event(self, event: pygame.event.Event) -> bool:
        if self.entry is not None and getattr(event, "ui_element", None) is self.entry:
            self.save_text = self.entry.get_text()
        return False

    # -- drawing -----------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if self.mode == "save":
            x, y, w, h = SAVE_PANEL
            backdrop.deco_panel(surface, layout.rect(*SAVE_PANEL), layout, 255)
            backdrop.draw_title(
                surface, t("app.pause.save_title"), layout, (x + w / 2, y + 62), 30, 0.03
            )
            look.text(
                surface,
                t("app.pause.save_name"),
                layout.font(16, "bold"),
                look.GOLD,
                layout.point(x + 46, y + 112),
            )
            look.text(
                surface,
                t("app.pause.save_file", file=matches.save_path(self.name()).name),
                layout.font(14, "italic"),
                look.PAPER_DARK,
                layout.point(x + 46, y + 192),
                max_width=layout.px(w - 92),
            )
            return
        x, y, w, h = MENU_PANEL
        backdrop.deco_panel(surface, layout.rect(*MENU_PANEL), layout, 255)
        backdrop.draw_title(surface, t("app.pause.title"), layout, (x + w / 2, y + 56), 40, 0.06)
        backdrop.rule(surface, layout, (x + w / 2, y + 90), w - 120)
        look.text(
            surface,
            t("app.pause.subtitle", game=self.session.game.title),
            layout.font(16, "italic"),
            look.PAPER_DARK,
            layout.point(x + w / 2, y + 108),
            "center",
            layout.px(w - 60),
        )
        note = layout.font(14, "italic")
        lines = look.wrap(t("app.pause.menu_note"), note, layout.px(w - 80))
        for i, line in enumerate(lines[:2]):
            look.text(
                surface,
                line,
                note,
                look.PAPER_DARK,
                layout.point(x + w / 2, y + h - 66 + i * 19),
                "center",
            )
        self.footer(surface, t("app.pause.keys"))
