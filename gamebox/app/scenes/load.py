"""Load a game: the games in progress first (every unfinished game keeps its own
autosave), then the player's saves (newest first) and, in their own section, the example
games shipped with the box. A file that cannot be read, or an unfinished game that no
longer replays, is listed with the reason and is never loaded or changed; the earlier
copy kept beside it (`.bak`) is offered when that one replays. The player's own files,
damaged or not, can be deleted after a confirmation; the examples cannot."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

import pygame

from gamebox.app import autosaves, look, matches
from gamebox.app.scenes import backdrop
from gamebox.app.scenes.base import BoxScene
from gamebox.engine.saves import SaveError, SaveInfo, backup_path, list_saves, save_info
from gamebox.i18n import t
from gamebox.paths import examples_dir, saves_dir

PANEL = (110.0, 112.0, 1060.0, 488.0)
ROW_H = 70.0
HEAD_H = 44.0
PAD = 30.0


@dataclass
class Row:
    kind: str  # "head", "note", "save"
    text: str = ""
    path: Path | None = None
    info: SaveInfo | None = None
    error: str | None = None  # why it cannot be loaded or resumed
    example: bool = False
    backup_of: str | None = None  # the name of the save this is the earlier copy of

    @property
    def height(self) -> float:
        return ROW_H if self.kind == "save" else HEAD_H

    @property
    def loadable(self) -> bool:
        return self.kind == "save" and self.info is not None and self.error is None

    @property
    def deletable(self) -> bool:
        return self.kind == "save" and self.path is not None and not self.example


def game_title(game_id: str) -> str:
    return matches.game_title(game_id)


def save_name(row: Row) -> str:
    info = row.info
    if row.backup_of is not None:
        return t("app.load.backup", name=row.backup_of)
    if info is not None and info.label == matches.AUTOSAVE_LABEL:
        return t("app.load.autosave")
    if info is not None and info.label:
        return info.label
    return row.path.stem if row.path else ""


def describe_seats(info: SaveInfo) -> str:
    seats = []
    for name, seat in zip(info.names, info.seats, strict=False):
        kind = seat.partition(":")[0]
        seats.append(t("app.load.seat", name=name, kind=t(f"app.kind_short.{kind}")))
    return t("app.load.players", names=t("app.load.separator").join(seats))


def describe_progress(info: SaveInfo) -> str:
    moves = t("app.moves", count=int(info.progress.get("actions", 0) or 0))
    if info.progress.get("over"):
        return t("app.load.finished", moves=moves)
    return t("app.load.progress", moves=moves)


class LoadScene(BoxScene):
    ornate = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[Row] = []
        self.selected: int | None = None
        self.scroll = 0.0
        self._clicked = -9.0  # when a row was last clicked (double-click loads)
        self.refresh()

    # -- the list ----------------------------------------------------------------------------
    def refresh(self) -> None:
        found = autosaves.all_autosaves()
        rows = [Row("head", t("app.load.in_progress"))]
        unfinished = [a for a in found if a.unfinished]
        if not unfinished:
            rows.append(Row("note", t("app.menu.no_autosave")))
        for autosave in unfinished:
            rows += self._autosave_rows(autosave)
        rows.append(Row("head", t("app.load.yours")))
        user = [a.info for a in found if not a.unfinished and a.info is not None]
        user += [item for item in list_saves(saves_dir()) if not _is_legacy_autosave(item)]
        user.sort(key=_newest_first)
        if not user:
            rows.append(Row("note", t("app.load.none")))
        rows += [self._row(item, example=False) for item in user]
        examples = list_saves(examples_dir())
        rows.append(Row("head", t("app.load.examples")))
        if not examples:
            rows.append(Row("note", t("app.load.no_examples")))
        rows += [self._row(item, example=True) for item in examples]
        old = self.rows[self.selected].path if self.selected is not None and self.rows else None
        self.rows = rows
        choices = self.selectable()
        match = [i for i in choices if rows[i].path == old]
        readable = [i for i in choices if rows[i].loadable]
        self.selected = (match or readable or choices or [None])[0]

    @staticmethod
    def _autosave_rows(autosave: autosaves.Autosave) -> list[Row]:
        row = Row("save", path=autosave.path, info=autosave.info, error=autosave.problem)
        rows = [row]
        if autosave.backup is not None:
            try:
                info = save_info(autosave.backup)
            except SaveError:
                return rows
            rows.append(Row("save", path=autosave.backup, info=info, backup_of=save_name(row)))
        return rows

    @staticmethod
    def _row(item: SaveInfo | tuple[Path, str], example: bool) -> Row:
        if isinstance(item, SaveInfo):
            return Row("save", path=item.path, info=item, example=example)
        path, error = item
        return Row("save", path=path, error=error, example=example)

    def selectable(self) -> list[int]:
        return [i for i, row in enumerate(self.rows) if row.kind == "save"]

    @property
    def current(self) -> Row | None:
        return self.rows[self.selected] if self.selected is not None else None

    def viewport(self) -> pygame.Rect:
        return self.layout.rect(PANEL[0] + PAD, PANEL[1] + 24, PANEL[2] - 2 * PAD, PANEL[3] - 48)

    def content_height(self) -> float:
        return sum(row.height for row in self.rows)

    def row_top(self, index: int) -> float:
        return sum(row.height for row in self.rows[:index])

    def _clamp_scroll(self) -> None:
        view = PANEL[3] - 48
        self.scroll = max(0.0, min(self.scroll, self.content_height() - view))

    def _reveal(self) -> None:
        if self.selected is None:
            return
        view = PANEL[3] - 48
        top = self.row_top(self.selected)
        if top < self.scroll:
            self.scroll = top - (
                HEAD_H if self.selected and self.rows[self.selected - 1].kind == "head" else 0
            )
        elif top + ROW_H > self.scroll + view:
            self.scroll = top + ROW_H - view
        self._clamp_scroll()

    # -- elements ----------------------------------------------------------------------------
    def build(self) -> None:
        row = self.current
        self.load_button = self.button(
            (1170 - 220, 616, 220, 50),
            t("app.load.load"),
            self.load,
            enabled=bool(row and row.loadable),
            kind="primary",
            nav=False,
        )
        self.delete_button = self.button(
            (1170 - 220 - 16 - 180, 616, 180, 50),
            t("app.load.delete"),
            self.ask_delete,
            enabled=bool(row and row.deletable),
            kind="danger",
            nav=False,
        )
        self.replay_button = self.button(
            (1170 - 220 - 16 - 180 - 16 - 180, 616, 180, 50),
            t("app.load.replay"),
            self.replay,
            enabled=bool(row and row.loadable),
            nav=False,
        )
        self.button((110, 616, 200, 50), t("app.common.back"), self.app.pop, nav=False)

    def _sync_buttons(self) -> None:
        row = self.current
        for button, ok in (
            (self.load_button, bool(row and row.loadable)),
            (self.replay_button, bool(row and row.loadable)),
            (self.delete_button, bool(row and row.deletable)),
        ):
            if ok and not button.is_enabled:
                button.enable()
            elif not ok and button.is_enabled:
                button.disable()

    def select(self, index: int | None) -> None:
        self.selected = index
        self._reveal()
        self._sync_buttons()

    # -- actions -----------------------------------------------------------------------------
    def load(self) -> None:
        row = self.current
        if row is None or not row.loadable or row.path is None:
            return
        self.app.nav.resume_file(row.path)

    def replay(self) -> None:
        """Watch the selected save from its first move; the file is only read."""
        row = self.current
        if row is not None and row.loadable and row.path is not None:
            self.app.nav.replay_file(row.path)

    def ask_delete(self) -> None:
        row = self.current
        if row is None or not row.deletable:
            return
        self.dialog.confirm(
            t("app.load.delete_question", name=save_name(row)),
            lambda: self.delete(row),
            t("app.load.delete"),
            t("app.load.delete_title"),
            danger=True,
        )

    def delete(self, row: Row) -> None:
        if not row.deletable or row.path is None:
            return
        name = save_name(row)
        try:
            row.path.unlink(missing_ok=True)
        except OSError as error:
            self.dialog.error(
                t("app.load.delete_failed", name=name, reason=error.strerror or error)
            )
            return
        if row.backup_of is None:
            with contextlib.suppress(OSError):
                backup_path(row.path).unlink(missing_ok=True)
        self.app.notify(t("app.load.deleted", name=name))
        self.refresh()
        self._clamp_scroll()
        self.on_resize()

    # -- input -------------------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> bool:
        choices = self.selectable()
        if event.key in (pygame.K_UP, pygame.K_DOWN) and choices:
            if self.selected not in choices:
                self.select(choices[0])
            else:
                at = choices.index(self.selected) + (1 if event.key == pygame.K_DOWN else -1)
                self.select(choices[max(0, min(len(choices) - 1, at))])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.load()
            return True
        if event.key == pygame.K_DELETE:
            self.ask_delete()
            return True
        if event.key == pygame.K_r:
            self.replay()
            return True
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = PANEL[3] - 100
            self.scroll += step if event.key == pygame.K_PAGEDOWN else -step
            self._clamp_scroll()
            return True
        return False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 48
            self._clamp_scroll()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.hit(event.pos)
            if index is not None:
                again = index == self.selected and self.age - self._clicked < 0.45
                self.select(index)
                self._clicked = self.age
                if again:
                    self.load()
                return True
        return False

    def hit(self, pos: tuple[int, int]) -> int | None:
        view = self.viewport()
        if not view.collidepoint(pos):
            return None
        y = self.layout.to_design(pos)[1] - (PANEL[1] + 24) + self.scroll
        top = 0.0
        for index, row in enumerate(self.rows):
            if top <= y < top + row.height:
                return index if row.kind == "save" else None
            top += row.height
        return None

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is on screen now (tests click it)."""
        top = PANEL[1] + 24 + self.row_top(index) - self.scroll
        return self.layout.rect(PANEL[0] + PAD, top, PANEL[2] - 2 * PAD, self.rows[index].height)

    # -- drawing -----------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        layout = self.layout
        self.heading(surface, t("app.load.title"))
        backdrop.deco_panel(surface, layout.rect(*PANEL), layout)
        view = self.viewport()
        old_clip = surface.get_clip()
        surface.set_clip(view)
        for index, row in enumerate(self.rows):
            rect = self.row_rect(index)
            if rect.bottom < view.top or rect.top > view.bottom:
                continue
            self._draw_row(surface, row, rect, index == self.selected)
        surface.set_clip(old_clip)
        self._scrollbar(surface, view)
        self.footer(surface, t("app.load.keys"))

    def _scrollbar(self, surface: pygame.Surface, view: pygame.Rect) -> None:
        total = self.content_height()
        shown = PANEL[3] - 48
        if total <= shown:
            return
        layout = self.layout
        track = pygame.Rect(view.right + layout.px(8), view.top, max(3, layout.px(6)), view.h)
        pygame.draw.rect(surface, (60, 50, 36), track, border_radius=track.w // 2)
        h = max(layout.px(30), round(track.h * shown / total))
        y = track.y + round((track.h - h) * self.scroll / max(1.0, total - shown))
        pygame.draw.rect(surface, look.GOLD, (track.x, y, track.w, h), border_radius=track.w // 2)

    def _draw_row(self, surface: pygame.Surface, row: Row, rect: pygame.Rect, lit: bool) -> None:
        layout = self.layout
        if row.kind == "head":
            look.text(
                surface,
                look.caps(row.text),
                layout.font(16, "bold"),
                look.GOLD,
                (rect.x + layout.px(4), rect.bottom - layout.px(10)),
                "bottomleft",
            )
            pygame.draw.line(
                surface,
                backdrop.GOLD_DEEP,
                (rect.x, rect.bottom - layout.px(4)),
                (rect.right, rect.bottom - layout.px(4)),
                1,
            )
            return
        if row.kind == "note":
            look.text(
                surface,
                row.text,
                layout.font(16, "italic"),
                look.PAPER_DARK,
                (rect.x + layout.px(8), rect.centery),
                "midleft",
                rect.w - layout.px(16),
            )
            return
        box = rect.inflate(0, -layout.px(8))
        if lit:
            pygame.draw.rect(surface, (84, 66, 38), box, border_radius=layout.px(6))
            pygame.draw.rect(
                surface, look.GOLD_LIGHT, box, max(1, layout.px(2)), border_radius=layout.px(6)
            )
        else:
            pygame.draw.rect(surface, (44, 37, 28), box, border_radius=layout.px(6))
        x = box.x + layout.px(16)
        right = box.right - layout.px(16)
        top = box.y + layout.px(7)
        bottom = box.bottom - layout.px(8)
        if row.error is not None:
            name = row.path.name if row.info is None and row.path else save_name(row)
            look.text(surface, name, layout.font(18, "bold"), (236, 150, 128), (x, top))
            look.text(
                surface,
                t("app.load.damaged" if row.info is None else "app.load.cannot_resume"),
                layout.font(15, "bold"),
                (236, 150, 128),
                (right, top + layout.px(2)),
                "topright",
            )
            look.text(
                surface,
                row.error,
                layout.font(15, "italic"),
                look.PAPER_DARK,
                (x, bottom),
                "bottomleft",
                right - x,
            )
            return
        info = row.info
        date = matches.when(info.saved_at)
        date_face = layout.font(15)
        date_w = date_face.size(date)[0]
        look.text(
            surface,
            save_name(row),
            layout.font(18, "bold"),
            look.GOLD_LIGHT if lit else look.PAPER,
            (x, top),
            max_width=right - x - date_w - layout.px(24),
        )
        look.text(
            surface, date, date_face, look.PAPER_DARK, (right, top + layout.px(3)), "topright"
        )
        detail = f"{game_title(info.game)}  ·  {describe_seats(info)}  ·  {describe_progress(info)}"
        look.text(
            surface, detail, layout.font(15), look.PAPER_DARK, (x, bottom), "bottomleft", right - x
        )


def _is_legacy_autosave(item: SaveInfo | tuple[Path, str]) -> bool:
    path = item.path if isinstance(item, SaveInfo) else item[0]
    return autosaves.is_autosave(path)


def _newest_first(item: SaveInfo | tuple[Path, str]) -> float:
    if isinstance(item, SaveInfo):
        return -item.saved_at.timestamp()
    try:
        return -item[0].stat().st_mtime
    except OSError:
        return 0.0
