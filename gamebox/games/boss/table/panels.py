"""The players' panels (supply, hand backs, hospital and prison with their timers,
exile tokens, money, the turn marker, the team pairing at six), the police (the pile's
count, the face-up cards and their badges: how near the end), the money track and the
person's hand. Drawn from the shown view only: the police pile is a count, never an
order; another person's hand is its backs.
"""

from __future__ import annotations

from typing import Any

import pygame

from gamebox.app import look
from gamebox.app.table import counters
from gamebox.app.table.cards import Card, Row, draw_row
from gamebox.app.table.teams import draw_pairing, with_words
from gamebox.games.boss import text
from gamebox.games.boss.model import PLAY
from gamebox.games.boss.table import art
from gamebox.games.boss.table import geometry as G
from gamebox.i18n import t


class Panels:
    """Panels, police, track and hand (mixed into the Boss's `TableScene`)."""

    game: Any
    session: Any
    collecting: bool

    # -- players ----------------------------------------------------------------------------
    def draw_panels(self, surface: pygame.Surface) -> None:
        s = self.shown
        boxes = {p: G.panel(p, s.n) for p in range(s.n)}
        for p, box in boxes.items():
            self.draw_panel(surface, p, box)
        team_colours = [self.colour_look(c).colour for c in range(len(self.colour_ids))]
        draw_pairing(self, surface, self.teams, boxes, team_colours, tip=self.team_tip)

    def draw_panel(self, surface: pygame.Surface, p: int, box: tuple) -> None:
        """Three lines where there is room (five players or fewer), two at six: the name,
        its role and the money; what is away (hospital, prison and their hands, exiles) in
        words; then supply, the hand's backs by city, hospital, prison and exile tokens."""
        s = self.shown
        x, y, w, h = box
        acting = s.acting() == p and not self.session.match.is_over
        border = look.HIGHLIGHT if acting else look.MUTED
        rect = self.panel(surface, box, (40, 34, 28) if acting else (30, 27, 24), border, 6, 2,
                          2 if acting else 1)
        self.hit(rect, lambda p=p: self.panel_tip(p), key=("panel", p))
        colour = self.colour_ids[self.colour_of(p)]
        top = y + min(13.0, h * 0.28)
        low = y + h - min(13.0, h * 0.28)
        self.cube(surface, (x + 16, top + 1), colour, True)
        self.text(surface, self.name(p), 14, look.PAPER, (x + 28, top), "midleft", "bold", 92)
        money = self.say("panel.money", amount=s.money[self.colour_of(p)])
        self.text(surface, money, 15, look.GOLD_LIGHT, (x + w - 8, top), "midright", "bold", 60)
        # the role fills what the name and the money leave
        left = x + 36 + min(92.0, self.text_width(self.name(p), 14, "bold"))
        room = x + w - 16 - min(60.0, self.text_width(money, 15, "bold")) - left
        self.text(surface, self.short_role(p, room), 10, look.MUTED, (left, top), "midleft",
                  "italic", room)
        if s.first == p:
            self.marker(surface, (x + w - 7, y + 7))
        if h >= 54:
            away = self.away_words(p)
            if away:
                self.text(surface, away, 10, look.DANGER_LIGHT, (x + 16, (top + low) / 2),
                          "midleft", "italic", w - 24)
        # the last line: supply, the hand by city, hospital, prison, exile tokens
        self.cube(surface, (x + 16, low + 1), colour, True)
        self.text(surface, str(s.sup_m[p]), 12, look.PAPER, (x + 24, low), "midleft", "bold")
        self.cube(surface, (x + 42, low + 2), colour, False)
        self.text(surface, str(s.sup_o[p]), 12, look.PAPER_DARK, (x + 49, low), "midleft", "bold")
        self.hit(self.layout.rect(x + 6, low - 8, 58, 16),
                 lambda p=p: self.say("tip.supply", marked=self.shown.sup_m[p],
                                      occasional=self.shown.sup_o[p]), key=("supply", p))
        self.draw_held(surface, p, (x + 68, low))
        for kind, left in (("hospital", x + 160), ("prison", x + 190)):
            stays = getattr(s, kind)[p]
            self.stay_icon(surface, (left, low), kind, len(stays))
            self.hit(self.layout.rect(left - 7, low - 8, 28, 16),
                     lambda p=p, kind=kind: self.stay_tip(p, kind), key=(kind, p))
        exiled = s.exiles[self.colour_of(p)]
        if exiled:
            codes = " ".join(self.game_layout.codes[c] for c in exiled)
            self.exile_mark(surface, (x + 224, low), self.colour_of(p))
            self.text(surface, codes, 10, look.DANGER_LIGHT, (x + 232, low), "midleft", "bold",
                      w - 236)
            self.hit(self.layout.rect(x + 216, low - 8, w - 220, 16),
                     lambda p=p: self.stay_tip(p, "exile"), key=("exile", p))

    def draw_held(self, surface: pygame.Surface, p: int, at: tuple[float, float]) -> None:
        """The hand of `p` by city: a small back in each city's colour with how many of
        its cards `p` holds (the backs show the city, R45)."""
        x, y = at
        held = self.held_by_city(p)
        if not held:
            self.mini_back(surface, (x, y - 7), None, "0")
            return
        for i, (city, k) in enumerate(held):
            left = x + i * 17
            self.mini_back(surface, (left, y - 8), self.city_colour(city), str(k))
            self.hit(self.layout.rect(left, y - 8, 15, 17),
                     lambda p=p, k=k, city=city: self.backs_tip(city, p, k),
                     key=("held", p, city))

    def held_by_city(self, p: int) -> list[tuple[int, int]]:
        """(city, count) for the cards in `p`'s hand as the view shows them, row order."""
        game_layout = self.game_layout
        counts: dict[int, int] = {}
        for card in self.shown.hands[p]:
            cid = art.city_of_card(card)
            if cid in game_layout.index_of:
                city = game_layout.index_of[cid]
                counts[city] = counts.get(city, 0) + 1
        return [(c, counts[c]) for c in self.shown.row if c in counts]

    def short_role(self, p: int, room: float) -> str:
        """The seat's role; a computer's level alone when "Computer · level" is too wide."""
        role = self.seat_role(p)
        seat = self.session.match.seats[p]
        if seat.is_human or self.text_width(role, 10 * 0.8, "italic") <= room:
            return role
        level = seat.kind if seat.kind in ("easy", "normal", "hard") else "random"
        return self.say(f"level.{level}")

    def text_width(self, words: str, size: float, style: str) -> float:
        """How wide `words` are in design units."""
        face = self.layout.fit(words, size, style)[0]
        return face.size(words)[0] / self.layout.scale

    def away_words(self, p: int) -> str:
        """What is away from `p`, in words: gangsters in hospital or prison (with the hand
        they come back) and the cities `p`'s colour is exiled from."""
        s = self.shown
        parts = []
        for kind in ("hospital", "prison"):
            stays = getattr(s, kind)[p]
            if stays:
                parts.append(self.say(f"panel.{kind}", count=len(stays),
                                      hands=t("boss.log.list").join(str(h) for h in
                                                                    sorted(set(stays)))))
        exiled = s.exiles[self.colour_of(p)]
        if exiled:
            parts.append(self.say("panel.exiled", cities=t("boss.log.list").join(
                text.city_name(self.game_layout.ids[c]) for c in exiled)))
        return " · ".join(parts)

    def marker(self, surface: pygame.Surface, at: tuple[float, float]) -> None:
        """The green turn marker: who played first this hand (R6)."""
        if not self.collecting:
            pygame.draw.circle(surface, (64, 160, 84), self.layout.point(*at), self.layout.px(4))
            pygame.draw.circle(surface, (20, 60, 30), self.layout.point(*at), self.layout.px(4),
                               1)

    def stay_icon(self, surface: pygame.Surface, at: tuple[float, float], kind: str,
                  count: int) -> None:
        """The hospital (a red cross) or the prison (bars) with how many are there."""
        ink = ((236, 120, 108) if kind == "hospital" else (160, 184, 236)) if count \
            else look.MUTED
        if not self.collecting:
            layout = self.layout
            cx, cy = layout.point(*at)
            r = layout.px(5)
            if kind == "hospital":
                pygame.draw.rect(surface, ink, (cx - r, cy - r // 3, 2 * r, max(2, 2 * r // 3)))
                pygame.draw.rect(surface, ink, (cx - r // 3, cy - r, max(2, 2 * r // 3), 2 * r))
            else:
                pygame.draw.rect(surface, ink, (cx - r, cy - r, 2 * r, 2 * r), 1)
                for i in (-1, 0, 1):
                    pygame.draw.line(surface, ink, (cx + i * r // 2, cy - r),
                                     (cx + i * r // 2, cy + r))
        self.text(surface, str(count), 12, ink, (at[0] + 8, at[1]), "midleft", "bold")

    def mini_back(self, surface: pygame.Surface, at: tuple[float, float],
                  colour: art.Colour | None, label: str) -> None:
        """A small card back (a city's colour, or an empty outline) with a count on it."""
        fill = colour or (60, 52, 44)
        if not self.collecting:
            rect = self.layout.rect(at[0], at[1], 15, 17)
            pygame.draw.rect(surface, fill, rect, border_radius=2)
            pygame.draw.rect(surface, look.PAPER_DARK, rect, 1, border_radius=2)
        self.text(surface, label, 11, art.ink_on(fill) if colour else look.MUTED,
                  (at[0] + 7.5, at[1] + 8.5), "center", "bold")

    # -- police -----------------------------------------------------------------------------
    def draw_police(self, surface: pygame.Surface) -> None:
        s = self.shown
        x, y, w, _h = G.POLICE
        self.panel(surface, G.POLICE, (26, 30, 44), (90, 100, 150), 6, 2)
        self.text(surface, self.say("police.title"), 13, look.PAPER, (x + 10, y + 12), "midleft",
                  "bold", 70)
        pile = self.layout.rect(x + 10, y + 24, 36, 50)
        arriving = self.motion.arrivals.get(("police", 0), 0)
        up = s.police_up[: len(s.police_up) - arriving]
        if s.police_pile and not self.collecting:
            art.police_card(surface, pile, (), False)
        self.text(surface, f"×{len(s.police_pile)}", 13, look.PAPER, (x + 50, y + 64), "midleft",
                  "bold")
        self.hit(pile.union(self.layout.rect(x + 46, y + 54, 24, 20)), self.police_pile_tip,
                 key=("police", "pile"))
        for i, card in enumerate(up):
            rect = self.layout.rect(x + 78 + i * 30, y + 24, 28, 40)
            if not self.collecting:
                art.police_card(surface, rect, self.config.police[card], True)
            self.hit(rect, lambda card=card: self.police_tip(card), key=("police", i))
        silver, gold = s.badges(self.config.police, up)
        limit = self.config.badge_limit
        words = self.say("police.badges", silver=silver, gold=gold, limit=limit)
        self.text(surface, words, 12, look.PAPER_DARK, (x + w - 8, y + 12), "midright", "bold",
                  w - 86)
        if s.last_hand and not arriving:
            self.text(surface, self.say("police.last"), 13, look.DANGER_LIGHT,
                      (x + w - 8, y + 74), "midright", "bold", w - 86)

    # -- money ------------------------------------------------------------------------------
    def track(self) -> counters.Track:
        top = max([*self.shown.money, 0])
        high = max(20, (top + 5 + 4) // 5 * 5)
        return counters.Track((G.TRACK_X[0], G.TRACK_Y), (G.TRACK_X[1], G.TRACK_Y), 0, high)

    def draw_track(self, surface: pygame.Surface) -> None:
        s = self.shown
        track = self.track()
        every = 5 if track.high <= 40 else 10
        self.text(surface, self.say("track.title"), 11, look.MUTED,
                  (G.TRACK_X[0] - 34, G.TRACK_Y - 14), "midleft", "bold", 30)
        pawns = [counters.Pawn(
            s.money[c],
            lambda surf, at, c=c: self.cube(surf, at, self.colour_ids[c], True),
            lambda c=c: self.say("tip.money", colour=self.colour_name(c),
                                 amount=self.shown.money[c]))
            for c in range(s.colours)]
        counters.line(self, surface, track, look.GOLD, pawns,
                      labels=range(0, track.high + 1, every), label_gap=14, spread=14, lift=0)

    # -- the hand ---------------------------------------------------------------------------
    def draw_hand(self, surface: pygame.Surface) -> None:
        s = self.shown
        x, y, w, h = G.HAND
        self.panel(surface, G.HAND, (30, 26, 22), look.GOLD, 8, 3)
        me = self.hand_owner()
        title = self.say("hand.title", player=self.name(me)) if me is not None else \
            self.say("hand.onlooker")
        partner = with_words(self.teams, me, self.name, self.say) if me is not None else ""
        title = f"{title} · {partner}" if partner else title
        self.text(surface, title, 15, look.GOLD_LIGHT, (x + 14, y + 18), "midleft", "bold",
                  w * 0.58)
        game_layout = self.game_layout
        self.text(surface, self.say("hand.round", hand=s.hand_no, round=max(1, s.round),
                                    rounds=game_layout.rounds), 12, look.PAPER_DARK,
                  (x + w - 14, y + 18), "midright", "regular", w * 0.4)
        if me is None:
            return
        cards = s.hands[me]
        covered = self.hotseat and self.session.needs_pass_screen()
        playable = self.playable() if not covered else {}
        hinted = self.hinted()
        row = Row((x + 10, y + 38, w - 20, 112), (74.0, 104.0), 10, 6, 10, 8)
        landed = cards[: len(cards) - self.motion.arrivals.get(("hand", me), 0)]
        items = []
        for i, card in enumerate(landed):
            face = self.back_face(game_layout.city_of[card]) if covered else card
            action = playable.get(card)
            items.append(Card(
                face, ("hand", i, card),
                (lambda card=card: self.hand_tip(card)) if not covered else self.say("tip.covered"),
                (lambda a=action: self.act(a)) if action is not None else None,
                lit=action is not None,
                halo=look.GOLD_LIGHT if hinted is not None and hinted == action else None))
        draw_row(self, surface, row, items, self.draw_card)
        if not cards:
            self.text(surface, self.say("hand.empty"), 13, look.MUTED, (x + w / 2, y + 100),
                      "center", "italic", w - 20)
        self.text(surface, self.say("hand.note"), 11, look.MUTED, (x + w / 2, y + h - 16),
                  "center", "italic", w - 20)

    def hand_owner(self) -> int | None:
        viewer = self.shown.viewer
        return viewer if viewer is not None and viewer >= 0 else None

    def playable(self) -> dict[str, Any]:
        """The cards the person at the screen may play now, by card."""
        if self.motion.busy or self.replay is not None or self.session.human_to_act() is None:
            return {}
        if self.session.view().phase != PLAY:
            return {}
        return {a.card: a for a in self.session.legal() if a.kind == "play"}

    def colour_name(self, colour: int) -> str:
        return text.colour_name(self.names, colour)

    def team_tip(self, team: int) -> str:
        members = t("boss.log.and").join(self.name(p) for p in self.teams.groups[team])
        return self.say("team.tip", team=t(f"boss.team.{self.colour_ids[team]}"),
                        players=members)
