"""The row of cards: the six District cards with their markers and value cubes, the Mayor
card with the Extortion track, the pending rows beside them, and the pieces in flight.
Every marker shows the face `face_of` gives it (R69-R77), and so does every tooltip.
"""

from __future__ import annotations

import pygame

from gamebox.app import look, pieces
from gamebox.games.capo import text
from gamebox.games.capo.faces import Face, pending_items, strength
from gamebox.games.capo.model import CARD_IDS, MAYOR, OVER, CapoState, Marker
from gamebox.games.capo.table import art as A
from gamebox.games.capo.table import geometry as G
from gamebox.games.capo.table.choice import Choice
from gamebox.i18n import t


class Board:
    # -- where things are (in pixels) ------------------------------------------------------------
    def card_rect(self, card: int) -> pygame.Rect:
        return self.layout.rect(*G.card_box(card))

    def pending_rect(self, card: int) -> pygame.Rect:
        return self.round_rect(G.pending_point(card, self.shown.active), G.PENDING_R + 3)

    def round_rect(self, centre: G.Point, r: float) -> pygame.Rect:
        return self.layout.rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)

    def flying(self, *place: object) -> int:
        """How many pieces are still on their way to `place`: the still table leaves them
        out until they land."""
        return self.motion.arrivals.get(place, 0)

    def glow(self, surface: pygame.Surface, rect: pygame.Rect, bright: bool) -> None:
        """The pulsing halo of a marker that may be clicked, full while `bright`."""
        layout = self.layout
        alpha = 255 if bright else 120 + int(120 * self.lit())
        pieces.glow(surface, rect.inflate(-layout.px(4), -layout.px(4)), look.HIGHLIGHT,
                    rect.w // 2, layout.px(4), alpha)

    # -- District cards ------------------------------------------------------------------------
    def strength_words(self, owner: int, card: int, sigma: bool = True) -> str:
        side = self.shown.sides[owner][card]
        known, unseen = strength([self.face_of(m, owner) for circle, m in enumerate(side)
                                  if not self.flying("side", owner, card, circle)])
        words = self.say("strength" if sigma else "strength_plain", known=known)
        return words + self.say("unseen", count=unseen) if unseen else words

    def draw_card(self, surface: pygame.Surface, view: CapoState, card: int,
                  choice: Choice) -> None:
        layout = self.layout
        rect = self.card_rect(card)
        target = card in choice.cards or card in choice.sources
        chosen = self.selected == ("cube", card)
        if not self.collecting:
            if target or chosen:
                alpha = 255 if self.hover(rect) or chosen else 140 + int(115 * self.lit())
                pieces.glow(surface, rect, look.HIGHLIGHT, layout.px(10), layout.px(7), alpha)
            look.drop_shadow(surface, rect, layout.px(10), layout.px(6), layout.px(6))
            names = tuple(text.card_name(c) for c in range(6))
            surface.blit(self.art.card_base(card, names[card], CARD_IDS[card],
                                            self.art.card_name_size(names)), rect)
            if target or chosen:
                pygame.draw.rect(surface, look.HIGHLIGHT, rect, max(2, layout.px(2.5)),
                                 border_radius=layout.px(10))
            elif choice.legal and (choice.cards or choice.sources):  # veiled: not a target
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (20, 24, 20, 70), veil.get_rect(),
                                 border_radius=layout.px(10))
                surface.blit(veil, rect)
            hint = self.hinted()
            if hint is not None and choice.cards.get(card) == hint:
                pygame.draw.rect(surface, look.OK, rect.inflate(layout.px(8), layout.px(8)),
                                 max(2, layout.px(3)), border_radius=layout.px(13))
        on_click = (lambda: self.click_card(card)) if target else None
        self.hit(rect, lambda: self.card_tip(card), on_click, ("card", card))
        # committed markers in placement order (R75), strength at each edge
        for owner in (0, 1):
            for circle, marker in enumerate(view.sides[owner][card]):
                self.draw_marker(surface, (owner, card, circle), marker, choice)
            self.text(surface, self.strength_words(owner, card), 13, self.art.looks[owner].colour,
                      G.strength_point(card, owner), "center", "bold", G.CARD_W - 16)
        # value cubes on the card, with the count (R23)
        self.draw_cubes(surface, card, view.card_cubes[card] - self.flying("cube", card))
        if chosen and not self.collecting:  # the stack a cube is about to leave: circled
            cx, cy = G.cube_point(card, 0, 1)
            pygame.draw.rect(surface, look.HIGHLIGHT, layout.rect(cx - 24, cy - 20, 66, 34),
                             max(2, layout.px(2.5)), border_radius=layout.px(10))

    def draw_marker(self, surface: pygame.Surface, key: tuple[int, int, int], marker: Marker,
                    choice: Choice) -> None:
        layout = self.layout
        owner, card, circle = key
        at = G.circle_centre(card, owner, circle)
        centre = layout.point(*at)
        rect = self.round_rect(at, G.MARKER_R + 2)
        clickable = key in choice.markers
        if not self.collecting and not self.flying("side", *key):
            if clickable:
                hover = self.hover(rect)
                self.glow(surface, rect, hover)
                pieces.ring(surface, centre, layout.px(G.MARKER_R + 4), look.HIGHLIGHT,
                            max(2, layout.px(3 if hover else 2)))
            self.art.marker(surface, centre, layout.px(G.MARKER_R), owner,
                            self.face_of(marker, owner))
        on_click = (lambda: self.click_marker(key)) if clickable else None
        self.hit(rect, lambda: self.marker_tip(*key), on_click, ("marker", key))

    def draw_cubes(self, surface: pygame.Surface, card: int, count: int) -> None:
        if self.collecting:
            return
        layout = self.layout
        size = layout.px(G.CUBE_SIZE)
        if count <= 0:  # the outline of an empty place
            c = layout.point(*G.cube_point(card, 0, 1))
            pygame.draw.rect(surface, A.CREAM_DARK,
                             pygame.Rect(c[0] - size // 2, c[1] - size // 2, size, size), 1,
                             border_radius=layout.px(2))
        for i in range(min(count, 6)):
            self.art.cube(surface, layout.point(*G.cube_point(card, i, count)), size)
        first = G.cube_point(card, 0, max(1, count))
        right = first[0] + (3 if count > 2 else max(1, count)) * (G.CUBE_SIZE + 1) - 2
        self.text(surface, self.say("cube_count", count=max(0, count)), 13,
                  A.BRASS_DARK if count <= 0 else A.INK, (right, first[1]), "midleft", "bold")

    def card_tip(self, card: int) -> str:
        s = self.shown
        cubes = t("capo.units.cubes", count=s.card_cubes[card])
        lines = [self.say("tip.card", card=text.card_label(card), cubes=cubes)]
        for owner in (0, 1):
            side = s.sides[owner][card]
            if side:
                labels = t("capo.list_separator").join(
                    self.face_of(m, owner).noun for m in side)
                lines.append(self.say("tip.side", player=self.name(owner), markers=labels,
                                      strength=self.strength_words(owner, card, sigma=False)))
            else:
                lines.append(self.say("tip.side_empty", player=self.name(owner)))
        pending = s.pending[card]
        if pending is not None and s.phase != OVER:
            lines.append(self.say("tip.pending_here", player=self.name(s.active),
                                  marker=self.face_of(pending, s.active).noun))
        action = self.choice().cards.get(card)
        if action is not None:
            lines.append(self.say("tip.click", action=self.describe_action(action)))
        elif card in self.choice().sources:
            lines.append(self.say("tip.click_source"))
        return "\n".join(lines)

    def marker_tip(self, owner: int, card: int, circle: int) -> str:
        side = self.shown.sides[owner][card]
        if circle >= len(side):
            return ""
        marker = side[circle]
        face = self.face_of(marker, owner)
        params = {"player": self.name(owner), "card": text.card_label(card),
                  "circle": circle + 1, "value": face.value}
        own = face.kind == "hidden" and marker.value and owner == self.session.viewer
        words = self.say("tip.marker_hidden_own" if own else f"tip.marker_{face.kind}", **params)
        action = self.choice().markers.get((owner, card, circle))
        if action is not None:
            words += "\n" + self.say("tip.click", action=self.describe_action(action))
        return words

    # -- the Mayor card ------------------------------------------------------------------------
    def draw_mayor(self, surface: pygame.Surface, view: CapoState) -> None:
        layout = self.layout
        rect = self.card_rect(MAYOR)
        if not self.collecting:
            look.drop_shadow(surface, rect, layout.px(10), layout.px(6), layout.px(6))
            surface.blit(self.art.card_base(MAYOR, self.say("mayor.name"), "MAYOR"), rect)
        self.hit(rect, lambda: self.say("tip.mayor", cubes=t("capo.units.cubes",
                                                             count=self.shown.mayor_cubes)))
        # the Extortion track and its pawn, hopping from space to space (R17)
        a, b = G.track_point(0), G.track_point(6)
        if not self.collecting:
            level = self.motion.pawn_level()
            lo = int(level)
            frac = level - lo
            p0, p1 = G.track_point(min(6, lo)), G.track_point(min(6, lo + 1))
            x = p0[0] + (p1[0] - p0[0]) * frac
            hop = 14 * 4 * frac * (1 - frac)
            ring = layout.point(*G.track_point(view.level))
            pieces.ring(surface, ring, layout.px(11), A.BRASS_DARK, max(1, layout.px(2)))
            self.art.level_pawn(surface, layout.point(x, p0[1] - 7 - hop), layout.px(30))
        self.hit(layout.rect(a[0] - 12, a[1] - 40, b[0] - a[0] + 24, 70),
                 lambda: self.say("tip.track", level=self.shown.level))
        self.draw_cubes(surface, MAYOR, view.mayor_cubes - self.flying("cube", MAYOR))

    # -- pending markers beside the cards ------------------------------------------------------
    def draw_pending(self, surface: pygame.Surface, view: CapoState, choice: Choice) -> None:
        if view.phase == OVER:
            return
        layout = self.layout
        a = view.active
        r = layout.px(G.PENDING_R)
        hint = self.hinted()
        items = pending_items(view)
        if not self.collecting:
            for card in range(6):  # the active player's slots: faint brass rings
                pieces.ring(surface, layout.point(*G.pending_point(card, a)), r + layout.px(2),
                            (70, 84, 68), 1)
        for card, marker in items:
            centre = layout.point(*G.pending_point(card, a))
            rect = self.pending_rect(card)
            clickable = card in choice.pendings
            selected = self.selected == ("pending", card)
            if not self.collecting and not self.flying("pending", card):
                if clickable or selected:
                    self.glow(surface, rect, selected or self.hover(rect))
                self.art.marker(surface, centre, r, a, self.face_of(marker, a))
                if hint is not None and hint.kind in ("deceive", "pocket") and hint.a == card:
                    pieces.ring(surface, centre, r + layout.px(7), look.OK, max(2, layout.px(3)))
                if selected:
                    pieces.ring(surface, centre, r + layout.px(5), look.HIGHLIGHT,
                                max(2, layout.px(3)))
            on_click = (lambda card=card: self.click_pending(card)) if clickable else None
            self.hit(rect, lambda card=card: self.pending_tip(card), on_click, ("pending", card))
        # candidates: a ghost of what the click would put there
        occupied = {card for card, _ in items}
        for card, ghost in choice.ghosts.items():
            if ghost == "cube" or card in occupied:
                continue
            centre = layout.point(*G.pending_point(card, a))
            rect = self.pending_rect(card)
            if not self.collecting:
                lit = self.hover(rect) or self.hover(self.card_rect(card))
                image = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
                if isinstance(ghost, Face):  # else an empty slot ("slot")
                    self.art.marker(image, (r + 4, r + 4), r, a, ghost)
                image.set_alpha(255 if lit else 150 + int(90 * self.lit()))
                surface.blit(image, image.get_rect(center=centre))
                pieces.ring(surface, centre, r + layout.px(4), look.HIGHLIGHT, max(2, layout.px(2)))
            self.hit(rect, lambda card=card: self.card_tip(card),
                     lambda card=card: self.click_card(card), ("ghost", card))
        self.draw_pending_mayor(surface, view)

    def draw_pending_mayor(self, surface: pygame.Surface, view: CapoState) -> None:
        """The Mayor markers the turn has won so far, beside the Mayor card."""
        layout = self.layout
        a = view.active
        n = view.pending_mayor - self.flying("pmayor")
        if not self.collecting:
            for i in range(min(n, 7)):
                self.art.mayor_marker(surface, layout.point(*G.mayor_pending_point(a, i)),
                                      layout.px(11))
            if n:
                x, y = G.mayor_pending_point(a, min(n, 7) - 1)
                self.text(surface, f"×{n}", 14, look.PAPER, (x + 16, y), "midleft", "bold")
        cx = G.card_centre_x(MAYOR)
        self.hit(layout.rect(cx - 50, G.pending_y(a) - 18, 100, 36),
                 lambda: self.say("tip.pending_mayor", player=self.name(self.shown.active),
                                  count=self.shown.pending_mayor))

    def pending_tip(self, card: int) -> str:
        s = self.shown
        marker = dict(pending_items(s)).get(card)
        if marker is None:
            return ""
        face = self.face_of(marker, s.active)
        key = "pending_bribe" if face.kind == "hidden" else "pending"
        words = self.say(f"tip.{key}", player=self.name(s.active), marker=face.noun,
                         card=text.card_label(card))
        if card in self.choice().pendings:
            picked = self.selected
            key = "click_pending_again" if picked == ("pending", card) else \
                f"click_{picked[1]}" if picked is not None and picked[0] == "power" else \
                "click_pending"
            words += "\n" + self.say(f"tip.{key}")
        return words

    # -- pieces in flight ------------------------------------------------------------------------
    def draw_flyers(self, surface: pygame.Surface) -> None:
        layout = self.layout
        art = self.art
        for f in self.motion.flyers:
            if not f.tween.started:
                continue
            point = layout.point(*f.point())
            if f.kind == "marker" and f.face is not None:
                art.marker(surface, point, layout.px(G.PENDING_R), f.owner, f.face)
            elif f.kind == "mayor":
                art.mayor_marker(surface, point, layout.px(11))
            elif f.kind == "cube":
                art.cube(surface, point, layout.px(G.CUBE_SIZE + 2))
            elif f.kind == "hitman":
                art.hitman(surface, point, layout.px(34))
            elif f.kind == "flip" and f.face is not None:  # a marker turning over
                v = f.tween.value
                face = f.back if v < 0.5 and f.back is not None else f.face
                lifted = (point[0], point[1] - layout.px(8 * (1 - abs(1 - 2 * v))))
                art.marker(surface, lifted, layout.px(G.MARKER_R + 2), f.owner, face,
                           abs(1 - 2 * v))
