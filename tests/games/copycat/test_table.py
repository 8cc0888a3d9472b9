"""The Copycat table, headless: hot-seat pass screens before a hand and before the sealed
order choice, no hidden face ever handed to the drawing (a rival's hand, a sealed order
card before the reveal), tooltips with effect, cost and number, undo and hint, the
example save in the middle of phase 3 (Continue and replay), and the screenshot
moments in both languages at both sizes."""

from __future__ import annotations

from pathlib import Path

import pytest

from gamebox.app.scenes.passscreen import PassScreen
from gamebox.engine.match import Match, Seat
from gamebox.engine.saves import load_match, state_digest
from gamebox.games import get_game, make_agent
from gamebox.games.copycat import shots, text
from gamebox.games.copycat.model import BUYING, HIDDEN, NO, ORDER
from gamebox.games.copycat.table.art import NUMERALS

from .test_table_drive import GAME, _headless, new_app, perform, seat_table, step, wait_for

__all__ = ["_headless"]
SAVE = Path(__file__).resolve().parents[3] / "saves" / "copycat-mid-round.json"


def _settle(app, scene, session, seat: int, frames: int = 400) -> None:
    wait_for(app, lambda: session.human_to_act() == seat and not scene.motion.busy
             and app.top is scene, frames)


def test_hot_seat_passes_the_screen_before_a_hand_and_the_sealed_choice() -> None:
    app = new_app()
    match = Match(GAME, [Seat("human"), Seat("human"), Seat("easy")], 4, {"start_player": 0})
    session, scene = seat_table(app, match)
    _settle(app, scene, session, 0)
    assert session.human_to_act() == 0 and match.state.phase == ORDER
    assert not isinstance(app.top, PassScreen)  # the first person already sits there
    order = next(a for a in session.legal() if a.kind == "order")
    assert perform(scene, order)
    for _ in range(300):
        step(app)
        if isinstance(app.top, PassScreen):
            break
    assert isinstance(app.top, PassScreen) and app.top.player == 1
    assert session.legal() == []  # nothing can be clicked behind the pass screen
    assert all(c == HIDDEN for c in scene.shown.hand[1])  # the next hand is not on screen
    app.top.age = 10.0
    app.top.ready()
    step(app, 2)
    assert app.top is scene and session.viewer == 1
    assert HIDDEN not in scene.shown.hand[1]
    assert scene.order_slot(0).state == "sealed"  # seat 0's card stays face down for seat 1


def _hidden_cards(state, viewer: int) -> set[int]:
    """Every card the viewer may not see: rivals' hands, draw piles and sealed cards."""
    hidden: set[int] = set()
    for p in range(state.n):
        if p != viewer:
            hidden |= set(state.hand[p]) | set(state.draw[p])
        if state.order_card[p] != NO:
            hidden.add(state.order_card[p])  # before the reveal even the owner's is a back
    return hidden


@pytest.mark.parametrize("seed", [3, 9])
def test_no_hidden_face_is_ever_drawn(seed: int) -> None:
    app = new_app(speed="normal")
    match = shots.until(3, seed, lambda m: m.state.phase == ORDER and m.state.current != 0
                        and any(c != NO for c in m.state.order_card))
    session, scene = seat_table(app, match)
    checked = 0
    for _ in range(900):
        scene.drawn_faces = []
        step(app)
        scene.close_summary()
        faces = {f for f in scene.drawn_faces if isinstance(f, int)}
        assert not faces & _hidden_cards(match.state, 0)
        checked += 1
        if session.human_to_act() == 0 and not scene.motion.busy:
            legal = session.legal()
            perform(scene, legal[0])
        if match.state.round > 4:
            break
    assert checked > 100


def _tips(scene) -> list[tuple[object, str]]:
    return [(hit.key, hit.words()) for hit in scene.collect()
            if isinstance(hit.key, tuple) and hit.key[0] in ("hand", "area", "street", "mini",
                                                             "office")]


@pytest.mark.parametrize("language", ["en", "el"])
def test_every_card_and_office_tooltip_has_effect_cost_and_number(language: str) -> None:
    app = new_app(language=language)
    _session, scene = seat_table(app, load_match(SAVE, get_game))
    step(app, 3)
    config = scene.config
    tips = _tips(scene)
    kinds = {key[0] for key, _ in tips}
    assert {"street", "office", "area"} <= kinds
    for key, words in tips:
        assert "copycat." not in words, words
        if key[0] == "office":
            office = config.offices[scene.shown.offices[key[1]]]
            assert text.effect_text(office.effect) in words and office.id in words
            continue
        card = config.cards[config.card(key[1])]
        assert text.effect_text(card.effect) in words
        assert str(card.number or 0) in words
        assert str(card.cost) in words or card.cost == 0
        section = NUMERALS[card.section] if card.section else card.set
        assert section in words


def test_the_example_save_continues_in_phase_three_and_replays() -> None:
    app = new_app()
    match = load_match(SAVE, get_game)
    assert match.state.phase == BUYING and match.state.current == 0
    assert match.seats[0].is_human and [s.kind for s in match.seats[1:]] == ["normal", "normal"]
    app.nav.resume_file(SAVE)
    scene = app.top
    step(app, 3)
    assert scene.session.human_to_act() == 0
    lit = [h for h in scene.collect() if h.on_click is not None and isinstance(h.key, tuple)
           and h.key[0] in ("area", "office", "hand")]
    words, _tone = scene.action_line()
    assert lit and "copycat." not in words
    done = next(a for a in scene.session.legal() if a.kind == "done")
    assert perform(scene, done)
    for _ in range(600):
        step(app)
        if scene.session.match.state.phase != BUYING:
            break
    assert scene.session.match.state.phase != BUYING or scene.session.match.state.current != 0
    replay = app.nav.replay_file(SAVE)
    replay.replay.jump(replay.session.total)
    step(app, 3)
    again = load_match(SAVE, get_game)
    assert state_digest(GAME, replay.session.match.state) == state_digest(GAME, again.state)


def test_undo_and_hint_from_the_table() -> None:
    app = new_app()
    match = load_match(SAVE, get_game)
    session, scene = seat_table(app, match)
    step(app, 3)
    scene.ask_hint()
    session.hint_worker.wait()  # worked out in the background
    step(app, 1)  # the frame that collects it
    assert session.hint in session.legal()
    words, tone = scene.bar_words()
    assert tone == "gold" and "copycat." not in words
    hinted = [h for h in scene.collect() if h.on_click is not None]
    assert hinted
    before = len(match.log)
    use = next(a for a in session.legal() if a.kind in ("resolve", "use"))
    assert perform(scene, use)
    step(app, 2)
    assert session.can_undo()
    scene.undo()
    assert len(match.log) == before


def test_the_cleanup_summary_gives_every_player_the_round_vp() -> None:
    app = new_app(speed="fast")
    match = shots.until(3, 31, lambda m: m.state.phase == BUYING and m.state.round == 2
                        and m.state.current == m.state.bus[-1])
    session, scene = seat_table(app, match)
    match.seats = [Seat("easy")] * 3  # the rest of the round by computers, on the table
    session.humans = []
    session.agents = {p: make_agent("copycat", Seat("easy"), p) for p in range(3)}
    opened = wait_for(app, lambda: scene.summary, 3000)
    assert opened is not None and len(opened.lines) == 3
    assert all("copycat." not in line and "VP" in line for line in opened.lines)


@pytest.mark.parametrize("name", shots.SHOTS)
def test_screenshot_moments_in_both_languages_and_sizes(name: str) -> None:
    from gamebox.app.selftest import show_moment

    for language in ("en", "el"):
        for size in ((1280, 720), (960, 540)):
            app = new_app(size, language, speed="normal")
            show_moment(app, "copycat", name)
            step(app, 30)
            app.draw(app.screen)
            table = app.stack[1] if name == "scoring" else app.top
            assert "copycat." not in table.status_text()
            if name in ("placement", "buy", "reveal"):
                assert table.session.match.state.current == 0 or name == "reveal"
            if name == "cleanup":
                assert table.summary is not None


def test_a_mouse_click_on_a_lit_hand_card_seals_it_and_the_key_sheet_lists_the_digits() -> None:
    import pygame

    app = new_app(speed="fast")
    match = Match(GAME, [Seat("human"), Seat("easy"), Seat("easy")], 12, {"start_player": 0})
    session, scene = seat_table(app, match)
    _settle(app, scene, session, 0)
    order = next(a for a in session.legal() if a.kind == "order")
    rect = scene.hit_rect(("hand", order.ref))
    assert rect is not None
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))
    step(app, 2)
    mine = [entry.action for entry in match.log if entry.actor == 0]
    assert mine and mine[-1] == order
    caps = [cap for cap, _words in scene.key_rows()]
    assert "1–9" in caps and "D" in caps


def test_the_table_words_stand_in_both_languages() -> None:
    import json

    def leaves(tree: dict, path: str = "") -> set[str]:
        found: set[str] = set()
        for key, value in tree.items():
            plural = isinstance(value, dict) and {"one", "other"} <= set(value)
            if isinstance(value, dict) and not plural:
                found |= leaves(value, f"{path}{key}.")
            else:
                found.add(path + key)
        return found

    root = SAVE.parents[1] / "assets" / "i18n"
    tables = [json.loads((root / f"copycat.{code}.json").read_text("utf-8"))[code]["copycat"]
              ["table"] for code in ("en", "el")]
    assert leaves(tables[0]) == leaves(tables[1])
    assert len(leaves(tables[0])) > 100
