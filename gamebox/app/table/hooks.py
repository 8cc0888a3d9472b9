"""The table protocol: what a game's table may set and write, listed in one place.

Everything else of `TableScene` is the layer's: how every table behaves (the log, the
bar, input during animations, summaries, hand-overs, undo). A game's table defines only
these names; tests/app/test_table_protocol.py holds every registered game to it.
"""

from __future__ import annotations

SETTINGS: dict[str, str] = {
    "words": "the prefix of the table's own words (`capo.table`)",
    "frame": "where the log, Undo / Hint / Menu, the action bar, the banners and the summary "
             "stand, and how they look (`table.frame.Frame`)",
    "home_seat": "the seat drawn nearest when no one person is (None: the person at the screen)",
    "own_keys": "the game's keys, for the shortcut sheet",
    "calm_keys": "the game's keys that do not land an animation (they open a panel)",
    "moment_at": "where a computer's moment plate stands (None: in the status line)",
    "status_turn_notes": "does the status line read out a turn's line as it animates",
    "log_tones": "the events the log leaves out, rules off as a turn, or shows as alerts",
}

WRITES: dict[str, str] = {
    "make_motion": "the game's motion: what an event animates",
    "draw_table": "draw the board (the layer draws its shared parts)",
    "describe": "an event's log line",
    "event_words": "an event's words",
    "banner_words": "a banner's words",
    "status_text": "the status line",
    "position_words": "where the game stands, for the status line",
    "bar_buttons": "the bar's buttons: the moves the person may make there",
    "action_line": "what the person may do now, in words",
    "describe_action": "an action in words, as it reads in a view (now, or when it was chosen)",
    "reset_picks": "forget half-made choices",
    "allowed": "may the person send this action now",
    "on_key": "the game's own keys",
    "on_escape": "Esc clears the game's selection first",
    "on_click_elsewhere": "input the game routes before the layer (a right click)",
    "on_drop": "a drag let go",
    "on_idle": "every frame when nothing animates",
    "quiet_pass": "may a player take the screen without a pass screen",
    "on_screen_taken": "a player has taken the screen",
    "animating": "does the game's own drawing change with time now",
    "worth_a_moment": "is an event held as a moment",
    "event_spot": "where on the board an event happens",
    "summary_of": "the summary a scoring event opens",
    "standing_now": "the score overview's rows as the table may show them now",
    "hint_reason": "what a hint adds, in words: why, or what is at stake",
}

HOOKS = frozenset(SETTINGS) | frozenset(WRITES)
