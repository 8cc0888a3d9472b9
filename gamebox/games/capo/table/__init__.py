"""The parts of the Capo Dei Capi table scene (`gamebox.games.capo.scene`), which stands
on the shared table layer (`gamebox.app.table`). What they show is decided headless below
the window: a marker's face (`capo.faces`), what a legal action means (`capo.choices`).

- `geometry`: where everything sits, in design units of the 1280x720 table.
- `art`: how Capo's pieces look (markers, cards, the Mayor card), on `gamebox.app.pieces`.
- `motion`: one animation per engine event, and the display state it advances, so the
  table shows each step from where a piece was to where it went; the dice and the pawn.
- `choice`: the rules' targets and offers as lit choices and the action bar's buttons.
- `board`: the row of cards, the pending rows and the pieces in flight.
- `sides`: the status plaque, the player panels, the dice tray, the supply and the log.
"""
