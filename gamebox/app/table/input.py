"""How a person's clicks and keys reach every table, the same in every game: a click or
a key during an animation lands it and then acts; the wheel scrolls the log; Enter takes
the bar's default; the shared keys (undo, hint, scores, the shortcut sheet, End for the
log's newest line). `TableInput` is mixed into `TableScene`, whose state it reads.
"""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app.table.widgets import default_of
from gamebox.i18n import t


class TableInput:
    """The input half of `TableScene` (see there for the state it reads)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.settle()
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.stirred = self.clock  # touched: a lit choice may pulse again a while
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return False
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        pressed = event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        )
        calm = event.type == pygame.KEYDOWN and (
            event.key in self.CALM_KEYS or any(event.key in row[2:] for row in self.own_keys)
            or event.unicode == "?")
        if pressed and self.motion.busy and not (escape or calm) and not self.replay_key(event):
            self.land_animations()
            if self.replay is not None:
                return True  # in a replay a click only lands the step being shown
            # and then does what it does on the table as it now stands: nothing is lost
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.on_input(event)  # a right click is the game's (a pile's browser)
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.rect(*self.frame.log).collidepoint(pygame.mouse.get_pos()):
                self.log_scroll.scroll(event.y * 3)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.hit_at(event.pos)
            self.pressed = hit.key if hit is not None else None
            if hit is not None and hit.hold:
                self.holding = True
            if hit is not None and hit.drag is not None:
                self.drag = {"key": hit.key, "drop": hit.drag, "start": event.pos, "pos": event.pos,
                             "moved": False}
            return hit is not None
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag["pos"] = event.pos
            sx, sy = self.drag["start"]
            if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > self.layout.px(12):
                self.drag["moved"] = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.release(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def release(self, pos: tuple[int, int]) -> bool:
        drag, self.drag = self.drag, None
        held, self.holding = self.holding, False
        if drag is not None and drag["moved"]:
            self.pressed = None
            drag["drop"](pos)
            return True
        hit = self.hit_at(pos)
        if hit is None or hit.key != "summary":
            self.close_summary()  # a click on the table goes on to the table
        pressed, self.pressed = self.pressed, None
        if hit is not None and hit.key == pressed and hit.on_click is not None:
            if not (hit.hold and held):
                hit.on_click()
            return True
        return hit is not None

    def key(self, event: pygame.event.Event) -> bool:
        key = event.key
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if self.replay_key(event):
            return True
        if key == pygame.K_z and ctrl:
            self.undo()
            return True
        if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.close_summary():
            return True
        if key == pygame.K_END and self.log_scroll.back:
            self.log_scroll.to_newest()
            return True
        if key == pygame.K_TAB and self.replay is None:
            self.open_scores()
            return True
        if key == pygame.K_ESCAPE:
            if not self.on_input(event):  # the game's selection goes first
                self.open_menu()
            return True
        if key == pygame.K_h and not ctrl:
            self.ask_hint()
            return True
        if key == pygame.K_F1 or event.unicode == "?":
            from gamebox.app.scenes.keys import KeySheet

            self.app.push(KeySheet(self.app, self.key_rows()))
            return True
        if key in (pygame.K_SPACE, pygame.K_RIGHT) and self.computer_moves():
            self.held, self.stepping = key == pygame.K_RIGHT or not self.held, key == pygame.K_RIGHT
            return True
        if self.on_input(event):
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press_main()
            return True
        return False

    # keys that do not land the animations: hold / step the computer, the sheets
    CALM_KEYS = (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_TAB, pygame.K_F1)

    # the game's keys for the shortcut sheet: (keycap, words under `<words>.keys.`), then
    # the key codes of a key that only opens something, so it does not land an animation;
    # a keycap "mouse.<name>" is a mouse action, in words (`table.keys.mouse.<name>`)
    own_keys: tuple[tuple[Any, ...], ...] = ()
    SHARED_KEYS = (("Enter", "main"), ("Esc", "menu"), ("Tab", "scores"), ("Ctrl+Z", "undo"),
                   ("H", "hint"),
                   ("Space  ›", "hold"), ("End", "newest"), ("?  F1", "help"),
                   ("mouse.click", "skip"))

    def key_rows(self) -> list[tuple[str, str]]:
        """The shortcut sheet's rows: the replay's keys, or the game's and the shared."""
        if self.replay is not None:
            return self.replay.key_rows()
        rows = [(c, self.say(f"keys.{w}")) for c, w, *_calm in self.own_keys] + \
            [(c, t(f"table.keys.{w}")) for c, w in self.SHARED_KEYS]
        return [(t(f"table.keys.{c}") if c.startswith("mouse.") else c, w) for c, w in rows]

    def replay_key(self, event: pygame.event.Event) -> bool:
        return self.replay is not None and self.replay.key(event)

    def press_main(self) -> None:
        """Enter: the bar's default, its one primary button."""
        self.lay_out_bar()
        default = default_of(self.buttons)
        if default is not None and default.on_click is not None:
            default.on_click()

