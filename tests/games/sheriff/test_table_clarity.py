"""The Sheriff table explains itself (issue 11): prompts from the current decision only,
"you" for the one person at a table of computers, an offer that is posted in one step and
read back in words, amounts typed or stepped by 5, a hand that keeps its places while
the bag is loaded, every player's public score and the race on the table, a summary
after every inspection round, the computer's steps shown where they happen, and nothing
moving by itself while a person thinks."""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from gamebox import i18n
from gamebox.app.session import Session
from gamebox.app.settings import Settings
from gamebox.engine.ai.agent import RandomAgent
from gamebox.engine.flow import Answer, Flow
from gamebox.engine.match import Match, Seat
from gamebox.games import get_game
from gamebox.games.sheriff import events as E
from gamebox.games.sheriff import shots
from gamebox.games.sheriff import text as T
from gamebox.games.sheriff.model import (
    CHOOSE,
    DRAW,
    HIDDEN,
    INTERJECT,
    LOAD,
    OPENING,
    SET_ASIDE,
    TAKE,
    Proposal,
    SheriffAction,
)
from gamebox.games.sheriff.summary import account
from gamebox.games.sheriff.table import geometry as G
from gamebox.games.sheriff.table.board import bag_note
from gamebox.games.sheriff.table.sentences import offer_sentence
from gamebox.i18n import t

from .drive import buttons, perform, press

game = get_game("sheriff")


class Always(Flow):
    """A flow that gives the same answer to every step it may."""

    def __init__(self, answer: Answer) -> None:
        self.given = answer

    def answer(self, asked):
        return self.given
I18N = Path(__file__).resolve().parents[3] / "assets" / "i18n"


@pytest.fixture(autouse=True)
def headless(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    yield
    i18n.set_language("en")


def make_app(size=(1280, 720), language="en", speed="instant"):
    from gamebox.app import play
    from gamebox.app.app import App

    return App(size, Settings(speed=speed, language=language), persist_settings=False,
               navigator=play.Navigation)


def put(app, match):
    from gamebox.games.sheriff.scene import TableScene

    session = Session(match, "sheriff", pause=0)
    scene = TableScene(app, session)
    app.reset(scene)
    return session, scene


def frames(app, n=1):
    for _ in range(n):
        app.frame(1 / 60)


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def key(app, code, unicode="", mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode))
    frames(app)


def reach(n, stop, seats=None, seed=5, options=None):
    seats = seats or ["human"] + ["random"] * (n - 1)
    for s in range(seed, seed + 60):
        match = Match(game, [Seat(x) for x in seats], s, options or {})
        if shots.advance(match, random.Random(s), stop):
            return match
    raise AssertionError("no seed reaches that moment")


def human(phase, seat=0):
    return lambda s: s.phase == phase and s.active == seat


# -- prompts from the decision only ------------------------------------------------------------
def test_one_person_is_spoken_to_as_you_and_hot_seat_players_by_name():
    app = make_app()
    _session, scene = put(app, reach(4, human(LOAD)))
    frames(app, 2)
    assert scene.status_text() == t("sheriff.status_you.load")
    match = reach(4, human(LOAD), seats=["human", "human", "random", "random"])
    _session, scene = put(make_app(), match)
    frames(scene.app, 2)
    assert scene.you is None
    assert scene.status_text() == t("sheriff.status.load", player=scene.name(0))


def test_the_offer_window_says_what_may_be_offered_now():  # R99, R107, R111
    app = make_app()
    match = reach(4, lambda s: s.phase == INTERJECT and s.active == 0 and s.resolved[0])
    session, scene = put(app, match)
    frames(app, 2)
    view = session.view()
    assert T.posting_choice(view) in ("side", "")
    status = scene.status_text()
    assert status == t(f"sheriff.status_you.posting.{T.posting_choice(view) or 'none'}")
    assert "change" not in status.lower() and "offer for your bag" not in status
    assert "offer" not in buttons(scene)  # no offer for a bag already dealt with
    assert scene.action_line()[0] == scene.say(f"line.posting.{T.posting_choice(view) or 'none'}")
    opening = reach(4, human(OPENING))
    view = game.view(opening.state, 0)
    assert T.posting_choice(view).startswith("offer")
    view.offers[0] = Proposal(gold=2)
    assert T.posting_choice(view).startswith("revise")  # a standing offer is changed
    view.posted = ["own"]
    assert not T.posting_choice(view).startswith(("offer", "revise"))


def test_the_bag_place_words_follow_the_phase():  # R27
    market = reach(4, human(SET_ASIDE)).state
    merchant = next(p for p in range(4) if p != market.sheriff)
    assert bag_note(market, merchant, True) == "bag_later"
    assert bag_note(market, market.sheriff, True) == "no_bag_sheriff"
    after = reach(4, lambda s: s.phase == DRAW and s.round >= 1 and any(s.bags_this_round))
    s = after.state
    done = next(p for p in range(4) if s.bags_this_round[p] and p != s.sheriff)
    assert bag_note(s, done, True) == "bag_done"  # not "later", not "no bag"
    inspecting = reach(4, lambda s: s.phase == CHOOSE).state.copy()
    nobody = next(p for p in range(4) if p != inspecting.sheriff)
    inspecting.bags[nobody], inspecting.bags_this_round[nobody] = None, False
    assert bag_note(inspecting, nobody, True) == "no_bag"
    for phase in (SET_ASIDE, TAKE, LOAD):
        market.phase = phase
        assert bag_note(market, merchant, True) != "no_bag"


# -- the offer builder -----------------------------------------------------------------------
def test_posting_an_offer_is_one_step_and_one_undo():  # R99, R101
    app = make_app()
    match = reach(4, human(OPENING))
    _session, scene = put(app, match)
    frames(app, 2)
    before = len(match.log)
    assert press(scene, "offer") and scene.draft is not None
    scene.draft.gold = 1
    press(scene, "post")
    assert [e.action.kind for e in match.log[before:]] == ["offer", "skip"]
    assert not (match.state.phase == OPENING and match.state.active == 0)  # nothing left
    assert "Offer" in scene.undo_tip() or "offer" in scene.undo_tip()
    scene.undo()
    assert len(match.log) == before
    assert match.state.phase == OPENING and match.state.active == 0
    assert not match.state.posted


def test_amounts_are_typed_and_stepped_by_five():
    app = make_app()
    match = reach(4, lambda s: human(OPENING)(s) and s.gold[0] >= 20)
    session, scene = put(app, match)
    frames(app, 2)
    press(scene, "offer")
    frames(app)
    purse = session.view().gold[0]
    click(app, scene.hit_rect(("field", "gold")).center)
    key(app, pygame.K_1, "1")
    key(app, pygame.K_2, "2")
    assert scene.draft.gold == 12  # 12 gold is two keys, not twelve clicks
    click(app, scene.hit_rect(("button", "gold+5")).center)
    assert scene.draft.gold == 17
    key(app, pygame.K_BACKSPACE)
    assert scene.draft.gold == 1
    key(app, pygame.K_UP, mod=pygame.KMOD_SHIFT)
    assert scene.draft.gold == 6
    for digit in "999":
        key(app, pygame.K_9, digit)
    assert scene.draft.gold == purse  # never more than the purse (R64)
    words, tone = scene.readback()
    assert tone == "gold" and scene.name(match.state.sheriff) in words


def table_say():
    """A Sheriff table's `say`, for the sentences built from plain data."""
    return put(make_app(), Match(game, [Seat("human")] + [Seat("random")] * 3, 5, {}))[1].say


def test_the_offer_is_read_back_in_words():  # R89-R93, R112
    names = ["Ann", "Bob", "Cat", "Dan"]
    p = Proposal(gold=12, stall=("apples",), bag=(("silk", 1),), inspects=(2,),
                 promises=("favor", "gold_next_time:5"))
    say = table_say()
    for code in ("en", "el"):
        i18n.set_language(code)
        words = offer_sentence(say, "offer", p, 0, 1, names)
        assert "%{" not in words and "sheriff." not in words
        assert all(part in words for part in ("12", "Bob", "Cat", T.good_name("apples"),
                                              T.good_name("silk")))
    i18n.set_language("en")
    assert offer_sentence(say, "demand", Proposal(gold=3), 2, 1, names).startswith("You ask Cat")
    assert "1 Apples" not in offer_sentence(say, "offer", Proposal(stall=("apples",)), 0, 1,
                                            names)


def test_every_builder_control_has_a_label_and_a_tip():
    app = make_app()
    match = reach(4, lambda s: human(OPENING)(s) and bool(s.stall_legal[0]))
    _session, scene = put(app, match)
    frames(app, 2)
    press(scene, "offer")
    hits = {hit.key: hit.words() for hit in scene.collect()}
    for row in ("gold", "bag", "stall", "commit", "promise"):
        assert hits[("label", row)] == scene.say(f"tip.row_{row}")
    for control in ("ppass", "pfavor", "gold+5", "gold-5"):
        assert hits[("button", control)]
    drawn = []
    scene.stepper = lambda surface, at, label, *a, **k: drawn.append(label)
    scene.draw_draft(pygame.Surface((1, 1)), scene.session.view())
    assert not any(re.match(r"1 [A-Z]", label) for label in drawn)  # no "1 Apples"


# -- the hand, the bottom, the score -------------------------------------------------------------
def test_the_hand_keeps_its_places_while_the_bag_is_loaded():  # R25
    app = make_app()
    _session, scene = put(app, reach(4, human(LOAD)))
    frames(app, 2)
    second = scene.hit_rect(("hand", 1))
    assert second is not None
    first = scene.hit_rect(("hand", 0)).center
    click(app, first)
    assert scene.selected == [0]
    assert scene.hit_rect(("hand", 1)) == second  # nothing moved under the pointer
    click(app, first)  # the same spot again: the card comes back
    assert scene.selected == []


@pytest.mark.parametrize("n", [3, 4, 5])
def test_the_person_sits_at_the_bottom_for_every_seat_count(n):
    for seat in range(n):
        seats = ["random"] * n
        seats[seat] = "human"
        match = Match(game, [Seat(x) for x in seats], 3, {})
        _session, scene = put(make_app(), match)
        frames(scene.app, 2)
        assert scene.bottom == seat
        own = scene.hit_rect(("score", seat))
        assert scene.layout.rect(*G.OWN).contains(own)
        assert all(scene.hit_rect(("score", p)) is not None for p in range(n))


def test_the_scores_on_the_table_count_only_what_is_public():  # R68, R76
    app = make_app()
    match = reach(4, lambda s: s.phase == CHOOSE and s.stall_contra[0] and any(
        not shown for p in range(1, 4) for _g, shown in s.stall_contra[p]))
    _session, scene = put(app, match)
    frames(app, 2)
    view = scene.session.view()
    standing = game.standing(view)
    for p in range(4):
        assert scene.scores_now()[0][p]["total"] == standing[p]["total"]
        hidden = sum(1 for g, _ in view.stall_contra[p] if g == HIDDEN)
        tip = scene.score_tip(p)
        assert (scene.say("tip.score_hidden", count=hidden) in tip) == bool(hidden)
    assert any(g == HIDDEN for p in range(1, 4) for g, _ in view.stall_contra[p])
    assert scene.scores_now()[0][0]["contraband"] > 0  # one's own face-down cards count
    scene.private_ok = lambda: False  # hot-seat, drawn face down: not counted either
    masked = scene.score_view()
    assert all(g == HIDDEN for g, shown in masked.stall_contra[0] if not shown)


def test_roles_under_the_names_are_the_rounds_roles():
    app = make_app()
    _session, scene = put(app, reach(4, human(LOAD)))
    frames(app, 2)
    view = scene.shown
    said: list[str] = []
    scene.text = lambda surface, words, *a, **k: said.append(words)
    for p in range(4):
        said.clear()
        scene.role_line(pygame.Surface((1, 1)), view, p, (0, 0, 200))
        role = scene.say("role.sheriff") if p == view.sheriff else scene.say("role.merchant")
        assert said[0] == role and said[-1] == scene.seat_role(p)
    assert scene.say("role.merchant") not in scene.say("stall")  # the Sheriff's own stand


# -- moments, summaries, idling -------------------------------------------------------------------
def test_the_summary_of_a_round_says_who_gained_what_and_hides_what_is_hidden():  # R40, R77
    names = ["Ann", "Bob", "Cat", "Dan"]
    seen_by_ann = [
        E.BagPassed(1, ("apples", "apples"), (HIDDEN,)),
        E.BagInspected(2, ("apples", "silk", "mead"), False),
        E.Discarded(0, 0, "silk", confiscated=True),
        E.Discarded(0, 0, "mead", confiscated=True),
        E.GoldPaid(2, 0, 8, "penalty"),
        E.GoldPaid(3, 0, 5, "deal"),
        E.GoodsPaid(3, 0, HIDDEN, "deal", False),
        E.BagPassed(3, ("cheese",), ()),
    ]
    lines = account(table_say(), seen_by_ann, 0, names, you=0)
    by = {line.split(":")[0]: line for line in lines}
    assert set(by) == {"You (Sheriff)", "Bob", "Cat", "Dan"}
    assert "+8 gold in penalties" in by["You (Sheriff)"]
    assert "+5 gold from deals" in by["You (Sheriff)"]
    assert "1 card face down" in by["Bob"] and "Silk" not in by["Bob"]
    assert "2 cards confiscated" in by["Cat"] and "−8 gold in penalties" in by["Cat"]
    assert "a face-down card" in by["Dan"]  # a contraband card given in a deal (R77)


def test_a_summary_opens_after_every_inspection_round_of_a_game():  # R37, R48
    app = make_app()
    match = Match(game, [Seat("human"), Seat("random"), Seat("random")], 8, {})
    session, scene = put(app, match)
    opened = []
    scene.open_summary = lambda summary: opened.append(summary)
    agent, rng = RandomAgent(), random.Random(8)
    for _ in range(20000):
        frames(app)
        if match.is_over:
            break
        if session.human_to_act() == 0 and not scene.motion.busy and session.legal():
            action = agent.choose(session.view(), session.legal(), rng)
            perform(scene, action) or scene.act(action)
    frames(app, 5)
    assert match.is_over
    rounds = game.config.rounds(3)
    assert len(opened) == rounds
    assert all(summary.lines and "%{" not in summary.title for summary in opened)


def test_computer_steps_happen_somewhere_on_the_board():
    app = make_app()
    match = reach(4, lambda s: s.phase == CHOOSE)
    _session, scene = put(app, match)
    frames(app, 2)
    s = match.state
    m = s.unresolved()[0]
    for event in (E.ProposalPosted(m, m, "offer", "gold=3"), E.Declared(m, 3, "apples"),
                  E.BagPassed(m, ("apples",), ()), E.BagInspected(m, ("apples",), True),
                  E.GoldPaid(m, s.sheriff, 3, "deal"), E.TookFromPile(m, 0, "apples"),
                  E.Discarded(m, 1, "apples"), E.BagLoaded(m, 2, (HIDDEN, HIDDEN)),
                  E.SetAside(m, 1, (HIDDEN,)), E.DealAccepted(m, "offer", "gold=3")):
        x, y = scene.motion.spot(event)
        assert 0 <= x <= 1000 and 40 <= y <= 720, event
    assert scene.frame.moment_at is None  # said in the status line: no plate over the stage


def test_nothing_moves_by_itself_while_a_person_thinks():
    app = make_app()
    match = reach(4, human(TAKE))
    _session, scene = put(app, match)
    frames(app, 3)
    assert scene.choice().piles  # a pile to take from is lit...
    assert scene.animating()  # ...and pulses a little while
    scene.clock += 5.0
    assert not scene.animating()  # then glows still
    timed = reach(3, human(OPENING), options={"inspection_timer": True})
    _session, scene = put(make_app(), timed)
    frames(scene.app, 3)
    assert scene.animating()  # the timer's seconds change


# -- words -------------------------------------------------------------------------------------
NAME_SLOTS = ("player", "payer", "payee", "author", "merchant", "debtor", "creditor", "promiser",
              "promisee", "winner", "sheriff", "players")
ARTICLES = "του/της|τον/την|στον/στην|του|της|τον|την|στον|στην|Ο|Η|ο|η"
SLOTS = "|".join(NAME_SLOTS)
ARTICLE = re.compile(r"(?:^|[\s(])(?:" + ARTICLES + r")\s+%\{(?:" + SLOTS + r")\}")


def _strings(path: Path):
    def walk(node):
        if isinstance(node, str):
            yield node
        elif isinstance(node, dict):
            for child in node.values():
                yield from walk(child)
    return list(walk(json.loads(path.read_text(encoding="utf-8"))))


def test_greek_puts_no_gendered_article_before_a_name():
    both = re.compile(r"(?:του/της|τον/την|στον/στην|Ο/Η|ο/η)")  # "his/her" before a name
    found = [words for path in sorted(I18N.glob("sheriff*.el.json"))
             for words in _strings(path) if ARTICLE.search(words) or both.search(words)]
    assert found == []


def test_counted_words_agree_with_their_number_in_both_languages():
    say = table_say()
    for code in ("en", "el"):
        i18n.set_language(code)
        one = [say("tip.gold", player="A", gold=1, count=1), say("opened.debt_you", count=1),
               say("promise.gold_next_time", amount=1, count=1), T.gold_text(1),
               say("tip.stall_step", good="X", count=1), say("summary.lying", count=1)]
        assert not any(re.search(r"\b1 (cards|Χρυσά|κάρτες)\b", words) for words in one), one


def test_a_step_taken_for_you_is_said_in_the_log_and_the_bar():  # R107
    """The flow answers "no offer" again for a person who said it this round: the table
    says so, in the log and in the status line (`gamebox.games.sheriff.flow`)."""
    app = make_app()
    match = reach(4, lambda s: s.phase == INTERJECT and s.active == 0 and s.resolved[0])
    session, scene = put(app, match)
    answer = Answer(SheriffAction("skip"), "declined")
    session.flow.flow = Always(answer)  # as if "No offer" was said earlier this round
    before = len(match.log)
    frames(app, 1)
    assert match.log[before].actor == 0 and match.log[before].action.kind == "skip"
    words = t("sheriff.flow.declined", player=scene.name(0),
              action=scene.describe_action(answer.action))
    assert "{" not in words and scene.name(0) in words
    assert any(line.words == words for line in scene.log)
    assert scene.bar_note == (before + 1, words)  # the status line says it too
    scene.rebuild_log()
    assert any(line.words == words for line in scene.log)


@pytest.mark.parametrize("language", ["en", "el"])
def test_why_an_offer_is_refused_is_said_in_words(language):  # R63, R111
    """Each rule the offer builder can meet has its own words, and any other reason a
    general sentence: never a raw key."""
    i18n.set_language(language)
    try:
        app = make_app(language=language)
        match = reach(4, lambda s: s.phase == OPENING and s.active == 0)
        _session, scene = put(app, match)
        for reason in ("goods not on the stand (R63)", "too many offers (R111)", "no reason"):
            words = scene.why_words(reason)
            assert words and "sheriff" not in words and "why." not in words, words
        assert scene.why_words("(R63)") != scene.why_words("no reason")
    finally:
        i18n.set_language("en")
