"""Settings: language, animation speed, full screen, colour-blind-safe colours, the
Capo Dei Capi prompt options and takebacks. Every change goes through `App.apply_settings` at once
(which rebuilds the screens and writes the user's settings file)."""

from __future__ import annotations

import json
from functools import cache

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu

from gamebox import i18n
from gamebox.app import look
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.app.settings import CAPO_ASK, SPEEDS
from gamebox.i18n import t

PANEL = (200.0, 106.0, 880.0, 508.0)
ROWS = ("language", "speed", "fullscreen", "colour_blind", "capo_ask", "takebacks")
TOGGLES = ("fullscreen", "colour_blind", "takebacks")
ROW_H = 68.0
RULE = 14.0  # the rule between two rows lies this far above the next row's top
TOP = 26.0  # the first row's top below the panel's
BACK_Y = 624.0
# the words of a row whose words are a game's own (the Capo Dei Capi question)
LABELS = {"capo_ask": ("capo.settings.ask", "capo.settings.ask_note")}


@cache
def language_name(code: str) -> str:
    """A language's own name for itself, from its file's `language_name` key."""
    try:
        path = i18n.folder() / f"{i18n.NAMESPACE}.{code}.json"
        name = json.loads(path.read_text(encoding="utf-8"))[code]["language_name"]
        return str(name)
    except (OSError, ValueError, KeyError, TypeError):
        return code


class SettingsScene(BoxScene):
    ornate = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.menus: dict[object, str] = {}
        self.toggles: dict[str, object] = {}

    def _y(self, index: int) -> float:
        return PANEL[1] + TOP + index * ROW_H

    def build(self) -> None:
        self.menus = {}
        self.toggles = {}
        settings = self.app.settings
        field = ObjectID(None, self.theme_class("field"))
        control_x = PANEL[0] + PANEL[2] - 40 - 300
        languages = [(language_name(code), code) for code in i18n.available_languages()]
        codes = [code for _name, code in languages]
        current = settings.language if settings.language in codes else i18n.language()
        menu = UIDropDownMenu(
            languages,
            (language_name(current), current),
            self.rect((control_x, self._y(0) + 4, 300, 42)),
            self.app.ui,
            object_id=field,
        )
        self.keep(menu)
        self.menus[menu] = "language"
        speeds = [(t(f"app.settings.speed_choice.{s}"), s) for s in SPEEDS]
        menu = UIDropDownMenu(
            speeds,
            (t(f"app.settings.speed_choice.{settings.speed}"), settings.speed),
            self.rect((control_x, self._y(1) + 4, 300, 42)),
            self.app.ui,
            object_id=field,
        )
        self.keep(menu)
        self.menus[menu] = "speed"
        asks = [(t(f"capo.settings.ask_choice.{a}"), a) for a in CAPO_ASK]
        menu = UIDropDownMenu(
            asks,
            (t(f"capo.settings.ask_choice.{settings.capo_ask}"), settings.capo_ask),
            self.rect((control_x, self._y(ROWS.index("capo_ask")) + 4, 300, 42)),
            self.app.ui,
            object_id=field,
        )
        self.keep(menu)
        self.menus[menu] = "capo_ask"
        for index, name in enumerate(ROWS):
            if name not in TOGGLES:
                continue
            on = bool(getattr(settings, name))
            button = self.button(
                (control_x + 160, self._y(index) + 4, 140, 42),
                t("app.settings.on") if on else t("app.settings.off"),
                lambda name=name: self.toggle(name),
                kind="toggle",
            )
            if on:
                button.select()
            self.toggles[name] = button
        self.button((640 - 110, BACK_Y, 220, 46), t("app.common.back"), self.app.pop, nav=False)

    def _show_focus(self) -> None:
        """Toggles show their state in the selected colours, so focus is drawn as a ring."""

    def change(self, **values: object) -> None:
        settings = self.app.settings.with_(**values)
        if settings == self.app.settings:
            return
        self.app.apply_settings(settings)  # rebuilds every screen on the stack
        for scene in self.app.stack:
            session = getattr(scene, "session", None)
            if session is not None and hasattr(session, "pause"):
                session.pause = settings.animation_seconds

    def toggle(self, name: str) -> None:
        self.change(**{name: not getattr(self.app.settings, name)})

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.menus:
            self.change(**{self.menus[event.ui_element]: event.selected_option_id})
            return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        self.heading(surface, t("app.settings.title"))
        backdrop.deco_panel(surface, layout.rect(*PANEL), layout)
        control_x = PANEL[0] + PANEL[2] - 40 - 300
        notes = {
            "speed": "app.settings.speed_note",
            "fullscreen": "app.settings.fullscreen_note",
            "colour_blind": "app.settings.colour_blind_note",
            "takebacks": "app.settings.takebacks_note",
        }
        for index, name in enumerate(ROWS):
            y = self._y(index)
            x = PANEL[0] + 40
            room = control_x + (160 if name in TOGGLES and name != "colour_blind" else 0) - 24 - x
            label, note = LABELS.get(name, (f"app.settings.{name}", notes.get(name)))
            self._words(surface, x, y, layout.px(room), t(label), note)
            if index < len(ROWS) - 1:
                pygame.draw.line(
                    surface,
                    backdrop.GOLD_DEEP,
                    layout.point(x, y + ROW_H - RULE),
                    layout.point(PANEL[0] + PANEL[2] - 40, y + ROW_H - RULE),
                    1,
                )
            if name == "colour_blind":
                self._palette(surface, PANEL[0] + PANEL[2] - 40 - 300, y + 25)
            button = self.toggles.get(name)
            if button is not None and self.nav and self.nav[self.focus] is button:
                pygame.draw.rect(
                    surface,
                    look.GOLD_LIGHT,
                    button.rect.inflate(layout.px(8), layout.px(8)),
                    max(2, layout.px(2)),
                    border_radius=layout.px(8),
                )
        self.footer(surface, t("app.settings.keys"))

    def _words(
        self, surface: pygame.Surface, x: float, y: float, width: int, label: str, note: str | None
    ) -> None:
        """A row's label and its note, centred on the row's controls: each on one line,
        a step smaller if need be, else on two lines in a smaller size, so nothing is cut."""
        layout = self.layout
        label_face, label_lines = layout.fit(label, 19, "bold", width, 1, 17)
        if len(label_lines) > 1:
            label_face, label_lines = layout.fit(label, 17, "bold", width, 2, 15)
            label_lines = look.balanced(label, label_face, width)
        blocks = [(label_face, label_lines[:2], look.PAPER)]
        if note is not None:
            words = t(note)
            note_face, note_lines = layout.fit(words, 16, "italic", width, 1, 14)
            if len(note_lines) > 1:
                note_face, note_lines = layout.fit(words, 14, "italic", width, 2, 13)
                note_lines = look.balanced(words, note_face, width)
            blocks.append((note_face, note_lines[:2], look.PAPER_DARK))
        gap = layout.px(3)
        height = sum(face.get_linesize() * len(lines) for face, lines, _ in blocks)
        height += gap * (len(blocks) - 1)
        top_limit = layout.point(x, y - RULE + 2)[1]  # the rule above the row is at y - RULE
        left, middle = layout.point(x, y + 27)
        top = max(top_limit, middle - height // 2)
        for face, lines, colour in blocks:
            for line in lines:
                look.text(surface, line, face, colour, (left, top), max_width=width)
                top += face.get_linesize()
            top += gap

    def _palette(self, surface: pygame.Surface, x: float, y: float) -> None:
        """The six player colours and symbols as they will look."""
        layout = self.layout
        for seat in range(6):
            token = look.player_look(seat, self.app.settings.colour_blind)
            centre = layout.point(x + 10 + seat * 25, y)
            pygame.draw.circle(surface, token.colour, centre, layout.px(11))
            look.symbol(surface, token.symbol, centre, layout.px(5), token.ink)
