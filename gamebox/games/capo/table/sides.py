"""What stands around the row of cards: the status plaque, the two player panels, the
dice tray, the supply tray with the hitman and the box, and the move log's panel. All
of it is public (R74); only Peek shows the viewer's own face-down values (R77).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from gamebox.app import look, pieces
from gamebox.app.table.widgets import Button
from gamebox.games.capo import text
from gamebox.games.capo.faces import Face, supply_counts
from gamebox.games.capo.model import OVER, RESPONSE_N, CapoState
from gamebox.games.capo.rules import classify
from gamebox.games.capo.table import art as A
from gamebox.games.capo.table import geometry as G
from gamebox.i18n import t

TRAY = (36, 40, 34)  # the fill of a supply tile


class Sides:
    def heading(self, surface: pygame.Surface, box: tuple, words: str, rule: float) -> None:
        """A panel's title in brass capitals between two double rules."""
        if self.collecting:
            return
        x, y, w, _h = box
        self.text(surface, look.caps(words), 12, A.BRASS, (x + w / 2, y + 13), "center", "bold")
        for a, b in ((x + 14, x + rule), (x + w - rule, x + w - 14)):
            pieces.double_rule(surface, self.layout.point(a, y + 13),
                               self.layout.point(b, y + 13), A.BRASS_DARK, self.layout.px(4))

    # -- the status plaque -----------------------------------------------------------------------
    def draw_status(self, surface: pygame.Surface, view: CapoState) -> None:
        if self.collecting:
            return
        layout = self.layout
        rect = self.panel(surface, G.STATUS, (22, 20, 17), A.BRASS, 8, 4, gradient=14)
        inner = rect.inflate(-layout.px(8), -layout.px(8))
        pygame.draw.rect(surface, A.BRASS_DARK, inner, 1, border_radius=layout.px(5))
        x, y, w, h = G.STATUS
        player = view.active if self.motion.busy else self.session.match.turn().player
        if player is not None and 0 <= player < 2:
            self.art.token(surface, layout.point(x + 26, y + h / 2), layout.px(11), player)
        words = self.status_text()
        size = 17.0
        while size > 13 and layout.font(size, "bold").size(words)[0] > layout.px(w - 80):
            size -= 1  # a long line gets a smaller type before it is ever shortened
        self.text(surface, words, size, look.PAPER, (x + w / 2 + 8, y + h / 2), "center", "bold",
                  w - 80)
        if view.game_end and view.phase != OVER:
            self.text(surface, self.say("final_turn"), 12, look.GOLD_LIGHT, (x + w - 12, y + h / 2),
                      "midright", "bold")

    # -- player panels -------------------------------------------------------------------------
    def player_tip(self, p: int) -> str:
        words = self.say("tip.player", player=self.name(p), role=self.seat_role(p),
                         symbol=self.say(f"symbol.{self.art.looks[p].symbol}"))
        if self.shown.active == p and self.shown.phase != OVER:
            words += "\n" + self.say("tip.dice_holder", player=self.name(p))
        return words

    def draw_panel(self, surface: pygame.Surface, view: CapoState, p: int) -> None:
        layout = self.layout
        own = self.art.looks[p]
        x, y, _w, h = box = G.panel_box(p)
        active = view.active == p and view.phase != OVER
        asked = view.phase == RESPONSE_N and p != view.active and not self.motion.busy
        if not self.collecting:
            if active or asked:
                pieces.glow(surface, layout.rect(*box), look.HIGHLIGHT if asked else own.light,
                            layout.px(8), layout.px(6), 150 + int(80 * self.lit(2.4)))
            edge = look.HIGHLIGHT if asked else own.light if active else A.BRASS_DARK
            self.panel(surface, box, (26, 30, 26), edge, 8, 4, 2 if active or asked else 1, 12)
            # a stripe of the player's colour on the table side
            pygame.draw.rect(surface, own.colour, layout.rect(x + 4, y + 4, 6, h - 8),
                             border_radius=layout.px(3))
            self.art.token(surface, layout.point(x + 34, y + h / 2), layout.px(15), p)
            name = self.text(surface, self.name(p), 19, look.PAPER, (x + 56, y + 6), "topleft",
                             "bold", 118)
            if active:  # the holder of the dice
                die = layout.px(14)
                dx, dy = name.right + layout.px(8), name.centery
                self.art.die(surface, (dx + die / 2, dy), die, 5, "W", -12, shadow=False)
                self.art.die(surface, (dx + die * 1.6, dy + layout.px(1)), die, 2, "B", 10,
                             shadow=False)
            self.text(surface, self.seat_role(p), 12, look.GOLD_LIGHT if active else look.MUTED,
                      (x + 56, y + 32), "topleft", max_width=165)
        self.hit(layout.rect(x, y, 220, h), lambda: self.player_tip(p))
        self.draw_vp(surface, p)
        # Mayor markers in hand (public, R74) and the score pile of cubes taken (R41)
        self.token_row(surface, p, "hand", view.hands[p], G.HAND_DRAWN, G.hand_point,
                       lambda s, at: self.art.mayor_marker(s, at, self.layout.px(9)), 14, 16,
                       lambda: self.say("tip.hand", player=self.name(p), markers=t(
                           "capo.units.mayor_markers", count=self.shown.hands[p])))
        self.token_row(surface, p, "score", view.score_piles[p], 10, G.score_point,
                       lambda s, at: self.art.cube(s, at, self.layout.px(G.CUBE_SIZE)), 12, 18,
                       lambda: self.say("tip.score", player=self.name(p), cubes=t(
                           "capo.units.cubes", count=self.shown.score_piles[p])))
        self.draw_hitman(surface, view, p)
        if self.can_peek() and p == self.session.viewer:  # Peek (hot-seat only, R77)
            self.button(surface, Button("peek", self.say("button.peek"), self.open_peek,
                                        G.peek_box(p), style="quiet", tip=self.say("tip.peek")),
                        14)

    def caption(self, surface: pygame.Surface, words: str, at: tuple[float, float],
                width: float, colour: tuple = look.MUTED) -> None:
        self.text(surface, look.caps(words), 11.5, colour, at, "topleft", "bold", width)

    def token_row(self, surface: pygame.Surface, p: int, part: str, count: int, most: int,
                  point: Callable[[int, int], G.Point], draw: Callable[..., None], gap: float,
                  empty_x: float, tip: Callable[[], str]) -> None:
        """A part of `p`'s panel: tokens side by side (at most `most`), then their count.
        Those still flying there are not drawn nor counted yet."""
        layout = self.layout
        x, y, w, h = box = G.part_box(p, part)
        count -= self.flying(part, p)
        if not self.collecting:
            self.caption(surface, self.say(f"panel.{part}"), (x + 2, y + 1), w)
            for i in range(min(count, most)):
                draw(surface, layout.point(*point(p, i)))
            end_x = point(p, min(max(count, 1), most) - 1)[0] + gap if count else x + empty_x
            self.text(surface, f"×{count}", 16, look.PAPER, (end_x, y + h / 2 + 5), "midleft",
                      "bold")
        self.hit(layout.rect(*box), tip)

    def score_drawn(self) -> tuple[dict[str, int], ...]:
        """The score so far on the table as drawn (`Game.standing` of the shown view,
        never ahead of the animation). In hot-seat the other person may be looking, so no
        one's face-down bribe counts (R77), as in the overview."""
        view = self.shown
        if self.hotseat and view.viewer is not None:
            view = view.copy()
            view.viewer = -2
        return self.game.standing(view)

    def draw_vp(self, surface: pygame.Surface, p: int) -> None:
        x, y, w, h = box = G.part_box(p, "vp")
        if not self.collecting:
            total = self.score_drawn()[p]["total"]
            self.caption(surface, self.say("panel.vp"), (x + 2, y + 1), w)
            self.text(surface, self.say("panel.vp_value", count=total), 19, look.GOLD_LIGHT,
                      (x + 2, y + h / 2 + 5), "midleft", "bold", w - 4)
        self.hit(self.layout.rect(*box), lambda: self.vp_tip(p))

    def vp_tip(self, p: int) -> str:
        part = self.score_drawn()[p]
        words = self.say("tip.vp", player=self.name(p),
                         total=self.say("panel.vp_value", count=part["total"]),
                         cards=t("capo.result.cards", count=part["cards"]),
                         card_cubes=t("capo.units.cubes", count=part["card_cubes"]),
                         mayor_cubes=t("capo.units.cubes", count=part["mayor_cubes"]))
        return words + "\n" + self.say("tip.vp_tab")

    def draw_hitman(self, surface: pygame.Surface, view: CapoState, p: int) -> None:
        """The hitman stands before the active player who holds him."""
        layout = self.layout
        bx, by, bw, bh = G.part_box(p, "hitman")
        holds = view.hitman and view.active == p and not self.flying("hitman")
        if not self.collecting:
            spot = layout.point(*G.hitman_held_point(p))
            pygame.draw.ellipse(surface, (60, 66, 58), pygame.Rect(
                spot[0] - layout.px(13), spot[1] - layout.px(6), layout.px(26), layout.px(9)), 1)
            if holds:
                self.art.hitman(surface, spot, layout.px(38))
            self.caption(surface, self.say("panel.hitman"), (bx + 42, by + 8), bw - 44,
                         look.GOLD_LIGHT if holds else look.MUTED)
            self.text(surface, self.say("panel.hitman_held" if holds else "panel.hitman_none"), 12,
                      look.PAPER if holds else look.MUTED, (bx + 42, by + 24), "topleft",
                      max_width=bw - 44)
        self.hit(layout.rect(bx, by, bw, bh), lambda: self.hitman_tip(p))

    def hitman_tip(self, p: int) -> str:
        held = self.shown.hitman and self.shown.active == p
        return self.say("tip.hitman_held" if held else "tip.hitman_not", player=self.name(p))

    # -- the dice tray ---------------------------------------------------------------------------
    def draw_dice(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if not self.collecting:
            rect = self.panel(surface, G.DICE_TRAY, (18, 52, 40), A.BRASS, 10, 4)
            inner = rect.inflate(-layout.px(10), -layout.px(10))
            pygame.draw.rect(surface, (14, 40, 30), inner, border_radius=layout.px(7))
            pygame.draw.rect(surface, A.BRASS_DARK, inner, 1, border_radius=layout.px(7))
        thinking = self.wobbling()
        size = G.DICE_SIZE
        for i, (value, angle, lift) in enumerate(self.motion.dice_state()):
            cx, cy = G.DICE_CENTRES[i]
            if thinking:  # idle wobble while the computer thinks
                angle += 6 * math.sin(self.clock * 5 + i * 1.7)
            if not self.collecting:
                self.art.die(surface, layout.point(cx, cy - 6), layout.px(size), value, "WB"[i],
                             angle, layout.px(lift))
            self.hit(layout.rect(cx - size / 2, cy - size / 2, size, size),
                     lambda i=i: self.die_tip(i))
        x, y, w, h = G.DICE_TRAY
        tween = self.motion.dice_tween
        caption = self.say("dice.none") if self.motion.dice == (0, 0) else \
            self.say("dice.rolling") if tween is not None and not tween.done else \
            text.category_name(classify(*self.motion.dice))
        self.text(surface, caption, 15, look.GOLD_LIGHT, (x + w / 2, y + h - 18), "center", "bold",
                  w - 20)

    def die_tip(self, i: int) -> str:
        value = self.motion.dice[i]
        colour = self.say("dice.white" if i == 0 else "dice.black")
        if not value:
            return self.say("tip.die_none", colour=colour)
        words = self.say("tip.die", colour=colour, value=value)
        w, b = self.motion.dice
        if w and b:
            words += "\n" + self.say("tip.roll", white=w, black=b,
                                     category=text.category_name(classify(w, b)))
            words += "\n" + text.roll_words(w, b)
        return words + "\n" + self.say("tip.roll_more")

    # -- the supply ------------------------------------------------------------------------------
    def draw_supply(self, surface: pygame.Surface, view: CapoState) -> None:
        layout = self.layout
        self.panel(surface, G.SUPPLY, (24, 26, 22), A.BRASS, 10, 4)
        self.heading(surface, G.SUPPLY, self.say("supply.title"), 92)
        counts = supply_counts(view)
        for index, key in enumerate(G.SUPPLY_KEYS):
            x, y, w, h = box = G.tile_box(index)
            rect = layout.rect(*box)
            count = counts[key] - self.flying("supply", key)
            if not self.collecting:
                look.panel(surface, rect, TRAY, layout.px(7), 0, A.BRASS_DARK, 1, gradient=10)
                die = pieces.die_surface(layout.px(15), index + 1, *A.DIE_GREY)
                surface.blit(die, layout.point(x + 5, y + 5))
                self.draw_stock(surface, key, count, layout.point(*G.supply_point(key)))
                low = key != "mayor" and count <= 2
                self.text(surface, f"×{count}", 18, look.DANGER if low else look.PAPER,
                          (x + w - 8, y + h / 2 + 6), "midright", "bold")
            self.hit(rect, lambda key=key: self.supply_tip(key))
        # the hitman in the supply, and the box
        x, y, w, h = G.HITMAN_SUPPLY
        free = not view.hitman and not self.flying("hitman_supply")
        rect = self.panel(surface, G.HITMAN_SUPPLY, TRAY, A.BRASS_DARK, 6, 0, 1)
        if free and not self.collecting:
            self.art.hitman(surface, layout.point(*G.supply_point("hitman")), layout.px(24))
        self.text(surface, self.say("supply.hitman"), 13, look.PAPER if free else look.MUTED,
                  (x + 40, y + h / 2), "midleft", "bold", w - 44)
        self.hit(rect, lambda: self.hitman_tip(self.shown.active) if self.shown.hitman
                 else self.say("tip.hitman_free"))
        x, y, w, h = G.BOX
        boxed = counts["box"] - self.flying("box")
        rect = self.panel(surface, G.BOX, TRAY, A.BRASS_DARK, 6, 0, 1)
        self.text(surface, self.say("supply.box", count=boxed), 13, look.MUTED,
                  (x + w / 2, y + h / 2), "center", "bold", w - 10)
        self.hit(rect, lambda: self.say("tip.box", count=supply_counts(self.shown)["box"]))

    def draw_stock(self, surface: pygame.Surface, key: str, count: int,
                   icon: tuple[int, int]) -> None:
        """Up to three pieces of a supply tile, stacked."""
        px = self.layout.px
        if key == "cubes":
            for k in range(min(count, 3)):
                at = (icon[0] - px(8) + px(k * 8), icon[1] + px(2) - px(k % 2 * 6))
                self.art.cube(surface, at, px(G.CUBE_SIZE))
            return
        for k in range(min(count, 3) - 1, -1, -1):
            at = (icon[0] + px(k * 2), icon[1] - px(k * 3))
            if key == "mayor":
                self.art.mayor_marker(surface, at, px(13))
            else:
                face = Face("hidden") if key == "bribes" else Face("influence", int(key[1]))
                self.art.marker(surface, at, px(14), None, face)

    def supply_tip(self, key: str) -> str:
        count = supply_counts(self.shown)[key]
        if key.startswith("I"):
            return self.say("tip.supply_influence", count=count, value=int(key[1]))
        return self.say(f"tip.supply_{key}", count=count)

    # -- the move log ----------------------------------------------------------------------------
    def draw_moves(self, surface: pygame.Surface) -> None:
        x, y, w, h = G.LOG
        self.panel(surface, G.LOG, (22, 22, 19), A.BRASS, 10, 4)
        self.heading(surface, G.LOG, self.say("log.title"), 96)
        self.draw_log(surface, (x + 10, y + 28, w - 20, h - 36))
        if not self.log:
            self.text(surface, self.say("log.empty"), 12.5, look.MUTED, (x + 14, y + 32),
                      max_width=w - 28)
