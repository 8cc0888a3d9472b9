"""The Tammany Hall table's parts: the map (`board`, drawn from `wardmap`), the right column
and dialogs (`panels`), click paths (`clicks`), placement (`geometry`) and animations
(`motion`); its words come from `gamebox.games.tammany.text`."""
