"""The table protocol: what a game's table may set and write, listed in one place.

Everything else of `TableScene` is the layer's: how every table behaves (the log, the
bar, input during animations, summaries, hand-overs, undo). A game's table defines only
these names; tests/app/test_table_protocol.py holds every registered game to it.
"""

from __future__ import annotations

SETTINGS: dict[str, str] = {
    "words": "the prefix of the table's own words (`capo.table`)",
    "frame": "where the log, Undo / Hint / Menu, the action bar, the banners, the summary and "
             "a moment stand, how they look, which events the log leaves out or marks, and "
             "the seat drawn nearest (`table.frame.Frame`)",
    "own_keys": "the game's keys, for the shortcut sheet (and those that only open a panel)",
}

WRITES: dict[str, str] = {
    "make_motion": "the game's motion: what an event animates, whether it is held as a "
                   "moment and where on the board it happens",
    "draw_table": "draw the board (the layer draws its shared parts)",
    "event_words": "an event's words in the log (a `LogLine` for a tone, a run or the status)",
    "position_words": "where the game stands, for the status line",
    "bar_buttons": "the bar's buttons: the moves the person may make there",
    "action_line": "what the person may do now, in words",
    "describe_action": "an action in words, as it reads in a view (now, or when it was chosen)",
    "reset_picks": "forget half-made choices",
    "allowed": "may the person send this action now",
    "on_input": "the game's own keys, Esc before the menu (a selection first), a right click",
    "on_idle": "every frame when nothing animates",
    "quiet_pass": "may a player take the screen without a pass screen",
    "on_screen_taken": "a player has taken the screen",
    "animating": "does the game's own drawing change with time now",
    "hint_reason": "what a hint adds, in words: why, or what is at stake",
}

HOOKS = frozenset(SETTINGS) | frozenset(WRITES)
