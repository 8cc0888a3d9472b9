"""The table protocol: what a game's table may set and write, listed in one place.

Everything else of `TableScene` is the layer's: how every table behaves (the log, the
bar, input during animations, summaries, hand-overs, undo). A game's table defines only
these names; tests/app/test_table_protocol.py holds every registered game to it.
"""

from __future__ import annotations

SETTINGS: dict[str, str] = {
    "words": "the prefix of the table's own words (`capo.table`)",
    "log_box": "the log panel (design units)",
    "log_style": "how the log reads (rules, type size, spacing)",
    "top_boxes": "where Undo, Hint and Menu stand",
    "top_size": "their type size",
    "bar_box": "the action bar: a line of words over a row of buttons",
    "bar_row": "the buttons' top and height",
    "bar_size": "their type size",
    "bar_align": "how the row lines up",
    "bar_spacing": "the buttons' pad, least and most width, gap",
    "bar_ink": "the colour of the bar's plain words",
    "end_wait": "how long the table stands after the end before the final score",
    "banner_look": "where the banners naming a moment stand, and their look",
    "own_keys": "the game's keys, for the shortcut sheet",
    "calm_keys": "the game's keys that do not land an animation (they open a panel)",
    "moment_at": "where a computer's moment plate stands (None: in the status line)",
    "summary_at": "the centre of the summary panel",
    "status_turn_notes": "does the status line read out a turn's line as it animates",
    "quiet_events": "events that make no banner",
    "turn_events": "events that start a turn (a rule in the log)",
    "alert_events": "events the log shows as alerts",
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
    "describe_action": "an action in words",
    "names_list": "the seats' names",
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
    "undo_tip": "why Undo is off, in words",
    "hint_reason": "what a hint adds, in words: why, or what is at stake",
}

HOOKS = frozenset(SETTINGS) | frozenset(WRITES)
