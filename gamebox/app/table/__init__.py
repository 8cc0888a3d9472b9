"""The shared table layer: what every game's table stands on, written once.

- `scene.TableScene`: the session wiring (computer turns paced by the speed setting,
  chance steps, hot-seat pass screens, undo, hints, the pause menu, the end screen,
  autosave errors), input (hits with tooltips, hover, holds, drags, the shared keys),
  the move log, the status line, the top buttons, the action bar, who sits where
  (`seat_role`).
- `drawing.Drawing`: drawing in design units (`text`, `lines`, `panel`, `button`,
  `stepper`) and the hits they register.
- `motion.Motion`: the event -> animation queue with flyers, arrivals and banners.
- `log`: log lines built from events and the one drawing of the log's rows.
- `widgets`: `Hit`, `Tooltip`, `Button`, the button row, the banner plate.
- `cards`, `counters`: a hand / row of cards, a pile with its count and browser; a
  counted stack, a track, a dialog panel (each drawn once, given the game's art).
- `sliding.Glide`: cards that glide to new places when a row shifts, refills or
  reorders (`cards.draw_row(..., glide=...)`).
- `sealed`: a sealed simultaneous choice: a slot per player (waiting / face down), every
  card turning over together on the reveal (`flip`, `Reveal`, `draw_sealed`).
- `teams.Teams`: partners on teams: who plays with whom, the panels' words for it and
  one drawing of the pairing (a band in the team's colour, partners linked).
- `moments`: a computer player's step named over the board with a ring where it
  happens, the summary after a scoring moment (the computer waits until it is closed),
  and the score overview on Tab (the game's `standing`, in the end screen's rows).
- `overlay.Overlay`: a panel a game opens over its table (a pile browser, a legend) as
  a scene on the stack (`TableScene.open_overlay`): it takes every key and click until one
  closes it. Under it, as under any scene, the table is paused: its clock stops and no
  move is played on it (the decision and why are written there).
- `replay`: the replay viewer (any game, any save) on the game's own table; the app
  opens it from the end screen, from Load and as `gamebox replay FILE`.

Player panels stay each game's own drawing (Capo's bands, Sheriff's stands, Tammany's
rows share only a token, a name and `seat_role`), built from the pieces above: one
drawing for all three would be a bag of parameters, not a widget.

A game's scene subclasses `TableScene` and supplies only the names listed in
`hooks.py`: `words` (its i18n prefix), its `frame` (where the log, the top buttons, the
bar, the banners and a moment stand, and which events the log leaves out or marks:
`frame.Frame`), `make_motion`, the log's words (`event_words`), `draw_table(surface)`,
`bar_buttons()`, `action_line()`, `position_words(view, turn)`, and the optional hooks;
its rules give `Game.standing(view)` for the overview and its manifest's `summary` the
summary after a scoring moment. The example game in `tests/app/pig/` is the smallest
complete one.

A still table is not drawn again: the window's loop draws a frame only on input or when
a scene `wants_frame()` (the table: an animation, a tooltip due, a change of its words,
log or moves, or the game's `animating()`), and once a second besides.
"""
