"""Setting up a new game: how many players, who sits where (a person or the computer at
a level), who starts, and the game's own options. Start puts the match on the table.

What the player chose is kept in the scene, not in the widgets, so a resize or a language
switch rebuilds the form without losing anything. A name left empty (or never typed)
uses the seat's default name in the current language.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from gamebox import i18n
from gamebox.app import look, matches
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.engine.match import Seat
from gamebox.games import get_game, manifest
from gamebox.i18n import t

KINDS = ("human", "easy", "normal", "hard")
NAME_LIMIT = 20

LEFT = (96.0, 122.0, 652.0, 470.0)  # seats panel (design units)
RIGHT = (772.0, 122.0, 412.0, 470.0)  # options panel
ROW = 54.0
ROW_TIGHT = 48.0  # six seats
OPTIONS_STACKED = 4  # more options than this go one row each
OPTION_ROW = 58.0
NAME_W = 210.0  # the name field; twenty letters fit
KIND_X = 222.0  # the "played by" menu, from the name field's left edge...
KIND_W = 322.0  # ...and its width: room for "Υπολογιστής – Λαθρέμπορος" at every size


def personalities(game_id: str) -> tuple[str, ...]:
    """The personalities a game's computer players offer (`PERSONALITIES` of its AI)."""
    if manifest(game_id).ai is None:
        return ()
    return tuple(getattr(manifest(game_id).module("ai"), "PERSONALITIES", ()))


def seat_kinds(game_id: str) -> list[str]:
    """Who may sit at a seat: a person, the levels, then the hard level with each of the
    game's personalities (`hard:smuggler`), so games against the computer feel different."""
    return [*KINDS, *(f"hard:{name}" for name in personalities(game_id))]


def kind_label(game_id: str, kind: str) -> str:
    level, _, personality = kind.partition(":")
    if personality:
        return t("app.kind.personality", name=t(f"{game_id}.personality.{personality}.label"))
    return t(f"app.kind.{level}")


def option_label(game_id: str, name: str, choice: Any | None = None) -> str:
    """The words for a setup option (`choice=None`) or one of its choices.

    Strings: `<id>.option.<name>.label` for the option and `<id>.option.<name>.<choice>`
    for each choice. (A language file cannot hold `<id>.option.<name>` both as a text and
    as the parent of the choices, so the option's own text is its `label`; a plain
    `<id>.option.<name>` text is read too, for an option whose choices need no words.)
    """
    if choice is None:
        for key in (f"{game_id}.option.{name}.label", f"{game_id}.option.{name}"):
            if i18n.has(key):
                return t(key)
        return name.replace("_", " ")
    key = f"{game_id}.option.{name}.{choice}"
    return t(key) if i18n.has(key) else str(choice)


class SetupScene(BoxScene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = get_game(game_id)
        low, high = self.game.min_players, self.game.max_players
        self.count = max(low, min(high, 3))
        self.names: list[str | None] = [None] * high
        self.kinds: list[str] = ["human"] + ["normal"] * (high - 1)
        self.options: dict[str, Any] = {
            name: default for name, _choices, default in self.game.options_spec
        }
        self.fields: dict[object, tuple[str, Any]] = {}
        self.name_entries: list[UITextEntryLine] = []
        self.kind_menus: list[UIDropDownMenu] = []
        self.option_menus: dict[str, UIDropDownMenu] = {}

    # -- building ----------------------------------------------------------------------------
    def _field_class(self, up: bool = False) -> ObjectID:
        """Form fields' theme; drop-downs low on the screen open upwards."""
        return ObjectID(None, self.theme_class("field_up" if up else "field"))

    def _row_y(self, seat: int) -> float:
        top = LEFT[1] + (144 if self.game.min_players != self.game.max_players else 88)
        return top + seat * (ROW if self.count <= 5 else ROW_TIGHT)

    def build(self) -> None:
        self.fields = {}
        self.name_entries = []
        self.kind_menus = []
        self.option_menus = {}
        ui = self.app.ui
        x0 = LEFT[0] + 84
        if self.game.min_players != self.game.max_players:
            choices = [
                (t("app.players", count=n), str(n))
                for n in range(self.game.min_players, self.game.max_players + 1)
            ]
            menu = UIDropDownMenu(
                choices,
                (t("app.players", count=self.count), str(self.count)),
                self.rect((x0 + KIND_X, LEFT[1] + 66, KIND_W, 40)),
                ui,
                object_id=self._field_class(),
            )
            self.keep(menu)
            self.fields[menu] = ("count", None)
        kinds = [(kind_label(self.game_id, kind), kind) for kind in seat_kinds(self.game_id)]
        defaults = self.game.default_names(self.count)
        for seat in range(self.count):
            y = self._row_y(seat)
            entry = UITextEntryLine(
                self.rect((x0, y, NAME_W, 42)),
                ui,
                object_id=self._field_class(),
                placeholder_text=defaults[seat],
            )
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(self.names[seat] or defaults[seat])
            self.keep(entry)
            self.fields[entry] = ("name", seat)
            self.name_entries.append(entry)
            menu = UIDropDownMenu(
                kinds,
                (kind_label(self.game_id, self.kinds[seat]), self.kinds[seat]),
                self.rect((x0 + KIND_X, y, KIND_W, 42)),
                ui,
                object_id=self._field_class(up=y > 360),
            )
            self.keep(menu)
            self.fields[menu] = ("kind", seat)
            self.kind_menus.append(menu)
        for index, (name, choices, _default) in enumerate(self.game.options_spec):
            items = [(option_label(self.game_id, name, c), str(c)) for c in choices]
            current = self.options[name]
            _label, field = self._option_boxes(index)
            menu = UIDropDownMenu(
                items,
                (option_label(self.game_id, name, current), str(current)),
                self.rect(field),
                ui,
                object_id=self._field_class(up=field[1] > 420),
            )
            self.keep(menu)
            self.fields[menu] = ("option", name)
            self.option_menus[name] = menu
        self.start_button = self.button(
            (1184 - 240, 616, 240, 50), t("app.setup.start"), self.start, kind="primary"
        )
        self.button((96, 616, 200, 50), t("app.common.back"), self.app.pop)

    def _option_boxes(
        self, index: int
    ) -> tuple[tuple[float, float, float], tuple[float, float, float, float]]:
        """Where option `index` sits: its label (x, middle y, width) and its menu's box.
        Up to four options stack a label over each menu; more go one row each, the label
        beside its menu, so five or six still fit the panel."""
        if len(self.game.options_spec) <= OPTIONS_STACKED:
            y = RIGHT[1] + 88 + index * 96
            return (RIGHT[0] + 28, y + 8, RIGHT[2] - 56), (RIGHT[0] + 26, y + 30, RIGHT[2] - 52, 42)
        y = RIGHT[1] + 80 + index * OPTION_ROW
        split = RIGHT[2] * 0.5
        return (
            (RIGHT[0] + 36, y + 20, split - 48),
            (RIGHT[0] + split, y, RIGHT[2] - split - 26, 40),
        )

    # -- input -------------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        field = self.fields.get(getattr(event, "ui_element", None))
        if field is None:
            return False
        what, which = field
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and what == "name":
            self.names[which] = event.text
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            value = event.selected_option_id
            if what == "count":
                self.count = int(value)
                self.on_resize()  # rebuild with the new number of seats
            elif what == "kind":
                self.kinds[which] = value
            elif what == "option":
                choices = next(c for n, c, _ in self.game.options_spec if n == which)
                self.options[which] = next(c for c in choices if str(c) == value)
        else:
            return False
        return True

    def on_text_enter(self, entry: UITextEntryLine) -> None:
        entry.unfocus()

    # -- starting ----------------------------------------------------------------------------
    def seat_names(self) -> list[str]:
        defaults = self.game.default_names(self.count)
        return [(self.names[seat] or "").strip() or defaults[seat] for seat in range(self.count)]

    def start(self) -> None:
        try:
            match = matches.new_match(
                self.game_id,
                [Seat.parse(kind) for kind in self.kinds[: self.count]],
                self.seat_names(),
                dict(self.options),
            )
        except ValueError as error:
            self.dialog.error(t("app.setup.failed", reason=str(error)))
            return
        self.app.nav.play_from_menu(match, self.game_id)

    # -- drawing -----------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        self.heading(surface, t("app.setup.title", game=self.game.title), size=36)
        for box in (LEFT, RIGHT):
            backdrop.deco_panel(surface, layout.rect(*box), layout)
        section = layout.font(22, "bold")
        small = layout.font(15, "bold")
        look.text(
            surface,
            t("app.setup.seats"),
            section,
            look.GOLD_LIGHT,
            layout.point(LEFT[0] + 34, LEFT[1] + 26),
        )
        look.text(
            surface,
            matches.player_count(self.game),
            layout.font(16, "italic"),
            look.PAPER_DARK,
            layout.point(LEFT[0] + LEFT[2] - 34, LEFT[1] + 32),
            "topright",
        )
        x0 = LEFT[0] + 84
        if self.game.min_players != self.game.max_players:
            look.text(
                surface,
                t("app.setup.players"),
                layout.font(17),
                look.PAPER,
                layout.point(x0, LEFT[1] + 86),
                "midleft",
            )
        header_y = self._row_y(0) - 22
        look.text(
            surface,
            look.caps(t("app.setup.name")),
            small,
            look.GOLD,
            layout.point(x0 + 4, header_y),
            "midleft",
        )
        look.text(
            surface,
            look.caps(t("app.setup.kind")),
            small,
            look.GOLD,
            layout.point(x0 + KIND_X + 4, header_y),
            "midleft",
        )
        colour_blind = self.app.settings.colour_blind
        seat_ids = self.game.seat_ids(self.count)
        for seat in range(self.count):
            y = self._row_y(seat) + 21
            token = look.player_look(seat, colour_blind, seat_ids)
            centre = layout.point(LEFT[0] + 50, y)
            radius = layout.px(17)
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
            pygame.draw.circle(surface, token.colour, centre, radius)
            pygame.draw.circle(surface, look.GOLD_LIGHT, centre, radius, max(1, layout.px(2)))
            look.symbol(surface, token.symbol, centre, layout.px(8), token.ink)
        self._about(surface)
        look.text(
            surface,
            t("app.setup.options"),
            section,
            look.GOLD_LIGHT,
            layout.point(RIGHT[0] + 34, RIGHT[1] + 26),
        )
        if not self.game.options_spec:
            face = layout.font(17, "italic")
            for i, line in enumerate(
                look.wrap(t("app.setup.no_options"), face, layout.px(RIGHT[2] - 68))
            ):
                look.text(
                    surface,
                    line,
                    face,
                    look.PAPER_DARK,
                    layout.point(RIGHT[0] + 34, RIGHT[1] + 88 + i * 24),
                )
        for index, (name, _choices, _default) in enumerate(self.game.options_spec):
            x, y, width = self._option_boxes(index)[0]
            look.text(
                surface,
                option_label(self.game_id, name),
                layout.font(17),
                look.PAPER,
                layout.point(x, y),
                "midleft",
                layout.px(width),
            )
        self.footer(surface, t("app.setup.keys"))

    def _about(self, surface: pygame.Surface) -> None:
        """What the seat kinds mean, in the room left under the seats."""
        layout = self.layout
        face = layout.font(15, "italic")
        width = layout.px(LEFT[2] - 80)
        lines: list[str] = []
        about = ["easy", "normal", "hard", "hotseat"]
        if personalities(self.game_id):
            about.insert(3, "personalities")
        for key in about:
            lines += look.balanced(t(f"app.setup.about.{key}"), face, width)
        step = 22
        bottom = LEFT[1] + LEFT[3] - 40
        top = bottom - step * len(lines) - 30
        if top < self._row_y(self.count) + 8:
            return
        pygame.draw.line(
            surface,
            backdrop.GOLD_DEEP,
            layout.point(LEFT[0] + 40, top - 10),
            layout.point(LEFT[0] + LEFT[2] - 40, top - 10),
            1,
        )
        look.text(
            surface,
            look.caps(t("app.setup.about.title")),
            layout.font(15, "bold"),
            look.GOLD,
            layout.point(LEFT[0] + 40, top + 2),
        )
        for i, line in enumerate(lines):
            look.text(
                surface,
                line,
                face,
                look.PAPER_DARK,
                layout.point(LEFT[0] + 40, top + 28 + i * step),
            )

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self._typing() is None:
            self.start()
            return True
        return False
