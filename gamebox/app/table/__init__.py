"""The shared table layer: what every game's table stands on, written once.

- `scene.TableScene`: the session wiring (computer turns paced by the speed setting,
  chance steps, hot-seat pass screens, undo, hints, the pause menu, the end screen,
  autosave errors), input (hits with tooltips, hover, holds, drags, the shared keys),
  the move log, the top buttons, the action bar, and drawing helpers in design units
  (`text`, `lines`, `panel`, `button`, `stepper`).
- `motion.Motion`: the event -> animation queue with flyers, arrivals and banners.
- `log`: log lines built from events and the one drawing of the log's rows.
- `widgets`: `Hit`, `Button`, the button row, the banner plate.
- `replay`: the replay viewer (any game, any save) on the game's own table.

A game's scene subclasses `TableScene` and supplies only what is its own: `words` (its
i18n prefix), its regions (`log_box`, `top_boxes`, `bar_box`, `bar_row`), `make_motion`,
`describe(event)`, `draw_table(surface)`, `bar_buttons()`, `action_line()`,
`status_text()`, and the optional hooks (`on_key`, `on_escape`, `allowed`,
`reset_picks`, `on_idle`, `quiet_pass`, `on_drop`). The example game in
`tests/app/pig/` is the smallest complete one.
"""
