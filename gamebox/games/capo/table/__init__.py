"""Helpers of the Capo Dei Capi table scene (`gamebox.games.capo.scene`).

- `geometry`: where everything sits, in design units of the 1280x720 table.
- `art`: how Capo's pieces look (markers, cards, the Mayor card), on `gamebox.app.pieces`.
- `motion`: the event queue: one animation per engine event, and the display state it
  advances, so the table shows each step from where a piece was to where it went.
"""
