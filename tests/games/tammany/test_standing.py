"""The running score (`standing`), without a window: the same rows as the end screen's
breakdown, the end-game points as they would fall now, nothing a view hides (R5, section 9).
The election summary is tested in test_summary.py."""

from __future__ import annotations

import re

import pytest

from gamebox import i18n
from gamebox.games.tammany import text

from .helpers import BLACK, PURPLE, RED, YELLOW, game, play, random_game, table


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_the_standing_has_the_final_breakdowns_rows_in_order():  # R56 R57 R58
    mid, _ = random_game(4, 3, stop=lambda s: s.year == 9)
    final, _ = random_game(4, 3)
    result = game.result(final)
    assert list(game.standing(game.view(mid, RED))[0]) == list(result.breakdown[0])
    assert game.standing(game.view(final, None)) == result.breakdown  # after the end: the same


def test_during_the_game_the_end_points_count_as_they_would_now():  # R56 R57
    s = table(3, year=6, chips={RED: "IR3 EN1", YELLOW: "IR3", PURPLE: "GE2"}, slander={RED: 2})
    s.vp = [7, 4, 1]
    rows = game.standing(game.view(s, YELLOW))
    red, yellow = rows[RED], rows[YELLOW]
    assert red["elections"] == 7 and yellow["elections"] == 4  # the VP on the track
    assert red["majorities"] == 4  # most Irish (shared) and most English: 2 + 2
    assert yellow["majorities"] == 2  # shares the Irish majority
    assert rows[PURPLE]["majorities"] == 2  # the only German chips
    assert red["slander"] == 2 and yellow["slander"] == 3
    assert red["total"] == 7 + 4 + 2 and yellow["total"] == 4 + 2 + 3
    assert red["chips"] == 4 and red["irish"] == 3 and red["mayor"] == 0


def test_no_chips_of_a_nationality_makes_no_majority():  # R56
    s = table(3, year=6)
    assert all(row["majorities"] == 0 for row in game.standing(s))


def test_a_sealed_bid_changes_nothing_the_standing_shows():  # R5 R40 R43
    s = table(4, year=4, current=BLACK, placement_done=True, cubes={6: "IR EN"},
              bosses={6: {RED: 1, YELLOW: 1, BLACK: 1}},
              chips={RED: "IR3", YELLOW: "EN2", BLACK: "IR1 EN1"})
    s, _ = play(s, "end")
    low, _ = play(s, "bid IR1")
    high, _ = play(s, "bid IR3")  # red's sealed bid differs, nothing else does
    for viewer in (YELLOW, BLACK, None):
        a, b = game.view(low, viewer), game.view(high, viewer)
        assert game.standing(a) == game.standing(b)
    assert game.standing(game.view(low, RED)) == game.standing(game.view(high, RED))  # unspent


def test_the_standing_reads_only_what_every_view_shows():  # R5
    mid, _ = random_game(5, 8, stop=lambda s: s.phase == "bidding" and any(s.bid_done))
    rows = {repr(game.standing(game.view(mid, p))) for p in (*range(5), None)}
    assert len(rows) == 1


# -- words -----------------------------------------------------------------------------------
def test_the_status_speaks_to_the_one_person_playing():
    s = table(3, year=3)
    names = ["Red", "Yellow", "Black"]
    assert text.status_text(s, names, RED).startswith("Your turn (year 3)")
    assert text.status_text(s, names, YELLOW).startswith("Red (year 3)")
    assert text.status_text(s, names).startswith("Red (year 3)")


def test_every_status_has_its_you_form():
    en = i18n.keys("en")
    plain = {k.split(".", 2)[2] for k in en if k.startswith("tammany.status.")}
    spoken = {k.split(".", 2)[2] for k in en if k.startswith("tammany.status_you.")}
    assert spoken == plain - {"over", "first", "activate", "draw"}


def test_no_gendered_article_before_a_name_in_greek():
    """Greek names are used as they are: no "τον/την <name>" nor "Ο <name>"."""
    from gamebox.paths import asset

    article = re.compile(r"(?:^|[\s(])(?:ο|η|οι|τον|την|τη|του|της|των|τους|στον|στην)"
                         r"(?:/\w+)?\s+%\{(?:player|target|players|winner|holder)\}",
                         re.IGNORECASE)
    for name in ("tammany.el.json", "tammany-table.el.json"):
        found = article.findall(asset("i18n", name).read_text(encoding="utf-8"))
        assert not found, (name, found)
