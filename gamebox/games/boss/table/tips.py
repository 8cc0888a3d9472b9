"""The tooltips of The Boss's table: every card and city says what a player would work
out on paper (its cards, what is still unseen, who controls it and by how much, what a
placement there needs), from the shown view only.
"""

from __future__ import annotations

from typing import Any

from gamebox.games.boss import text
from gamebox.games.boss.model import NO, PLACE, is_hidden
from gamebox.games.boss.table import art
from gamebox.i18n import t


class Tips:
    """Tooltip words (mixed into the Boss's `TableScene`)."""

    game: Any
    session: Any

    def listing(self, cards: list[str]) -> str:
        return t("boss.log.list").join(text.card_name(c) for c in cards) or self.say("none")

    def kinds(self, cards: list[str] | tuple[str, ...]) -> str:
        return t("boss.log.list").join(art.short_kind(art.kind_of(c)) for c in cards) or \
            self.say("none")

    def city_tip(self, city: int) -> str:
        s = self.shown
        game_layout = self.game_layout
        cid = game_layout.ids[city]
        if city == game_layout.chicago:
            parts = [self.say("tip.chicago_city"), self.chicago_tip()]
        else:
            number = self.config.cities[cid].number
            parts = [self.say("tip.city", city=text.city_name(cid), number=number,
                              cards=self.kinds(game_layout.cards_of[city]))]
            parts.append(self.say("tip.played", cards=self.listing(s.columns[city])))
            parts.append(self.unseen_tip(city))
        parts.append(self.control_words(city))
        parts.append(self.need_words(city))
        exiled = [self.colour_name(c) for c in range(s.colours) if city in s.exiles[c]]
        if exiled:
            parts.append(self.say("tip.exiled", colours=t("boss.log.list").join(exiled)))
        return "\n".join(p for p in parts if p)

    def control_words(self, city: int) -> str:
        s = self.shown
        totals = s.totals(city)
        leader = s.controller(city)
        if leader == NO:
            return self.say("tip.nobody")
        second = max((v for c, v in enumerate(totals) if c != leader), default=0)
        return self.say("tip.controls", colour=self.colour_name(leader), count=totals[leader],
                        margin=totals[leader] - second)

    def need_words(self, city: int) -> str:
        """What a placement here needs of the person at the screen (R13-R16)."""
        s = self.shown
        me = self.hand_owner()
        if me is None or s.phase == "over":
            return ""
        colour = self.colour_of(me)
        if city in s.exiles[colour]:
            return self.say("tip.need_exiled")
        if city == self.game_layout.chicago and \
                not self.game.has_gangster_elsewhere(s, colour, city):
            return self.say("tip.need_chicago")
        need = self.game.need(s, city, colour)
        have = s.sup_m[me] + s.sup_o[me]
        backed = s.marked_of_colour(city, colour) > 0
        key = "tip.need" if have >= need else "tip.need_short"
        words = self.say(key, count=need, have=have)
        if not backed:
            words += " " + self.say("tip.need_marked")
        if s.phase == PLACE and s.acting() == me and city in self.place_targets():
            words += " " + self.say("tip.click_city")
        return words

    def unseen_tip(self, city: int) -> str:
        unseen = self.game.unseen(self.shown, city)
        if not unseen:
            return self.say("tip.unseen_none")
        return self.say("tip.unseen", cards=self.kinds(unseen), count=len(unseen))

    def reward_tip(self, city: int) -> str:
        s = self.shown
        card = s.facedown[city]
        name = text.city_name(self.game_layout.ids[city])
        if card and not is_hidden(card):
            return self.say("tip.reward_open", city=name, card=text.card_name(card))
        known = self.game.known_facedown(s, city)
        if known:
            return self.say("tip.reward_known", city=name, card=text.card_name(known))
        return self.say("tip.reward", city=name, cards=self.kinds(self.game.unseen(s, city)))

    def played_tip(self, card: str) -> str:
        return self.say("tip.played_card", card=text.card_name(card))

    def chicago_tip(self) -> str:
        total, _parts = self.chicago_sum()
        return self.say("tip.chicago", total=total, share=total // 2)

    def gang_tip(self, city: int, colour: int, m: int, o: int) -> str:
        s = self.shown
        words = [self.say("tip.gang", colour=self.colour_name(colour), marked=m, occasional=o,
                          city=text.city_name(self.game_layout.ids[city]))]
        if s.n == 6:
            for p in s.members(colour):
                i = city * s.n + p
                if s.placed_m[i] or s.placed_o[i]:
                    words.append(f"{self.name(p)}: {text.gangsters(s.placed_m[i], s.placed_o[i])}")
        return "\n".join(words)

    def backs_tip(self, city: int, player: int, count: int) -> str:
        return self.say("tip.backs", player=self.name(player), count=count,
                        city=text.city_name(self.game_layout.ids[city]))

    def hand_tip(self, card: str) -> str:
        city = self.game_layout.city_of.get(card, NO)
        words = [text.card_name(card)]
        if city != NO:
            words.append(self.say("tip.hand_card", city=text.city_name(self.game_layout.ids[city])))
            words.append(self.unseen_tip(city))
        if card in self.playable():
            words.append(self.say("tip.click_card"))
        return "\n".join(words)

    def panel_tip(self, p: int) -> str:
        s = self.shown
        colour = self.colour_of(p)
        words = [f"{self.name(p)} ({self.seat_role(p)})",
                 self.say("tip.money", colour=self.colour_name(colour), amount=s.money[colour]),
                 self.say("tip.supply", marked=s.sup_m[p], occasional=s.sup_o[p]),
                 self.say("tip.hand_count", count=len(s.hands[p]))]
        for stay, key in ((s.hospital[p], "tip.hospital"), (s.prison[p], "tip.prison")):
            if stay:
                words.append(self.say(key, count=len(stay),
                                      hands=t("boss.log.list").join(str(h) for h in sorted(stay))))
        if s.dead[p]:
            words.append(self.say("tip.dead", count=s.dead[p]))
        exiled = s.exiles[colour]
        if exiled:
            words.append(self.say("tip.exile", cities=t("boss.log.list").join(
                text.city_name(self.game_layout.ids[c]) for c in exiled)))
        if s.first == p:
            words.append(self.say("tip.first"))
        partners = self.teams.partners(p)
        if partners:
            words.append(self.say("tip.partner", partners=t("boss.log.list").join(
                self.name(q) for q in partners)))
        return "\n".join(words)

    def stay_tip(self, p: int, kind: str) -> str:
        """The hospital, the prison or the exile tokens of `p`'s panel, in words."""
        s = self.shown
        if kind == "exile":
            return self.say("tip.exile", cities=t("boss.log.list").join(
                text.city_name(self.game_layout.ids[c]) for c in s.exiles[self.colour_of(p)]))
        stays = getattr(s, kind)[p]
        words = [self.say(f"tip.{kind}_what")]
        if stays:
            words.append(self.say(f"tip.{kind}", count=len(stays),
                                  hands=t("boss.log.list").join(str(h) for h in sorted(stays))))
        else:
            words.append(self.say(f"tip.{kind}_empty"))
        return "\n".join(words)

    def police_pile_tip(self) -> str:
        return self.say("tip.police_pile", count=len(self.shown.police_pile),
                        round=self.game_layout.police_before, limit=self.config.badge_limit)

    def police_tip(self, card: str) -> str:
        badges = self.config.police[card]
        return self.say("tip.police_card", silver=badges.count("silver"),
                        gold=badges.count("gold"), limit=self.config.badge_limit)
