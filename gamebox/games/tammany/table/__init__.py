"""The Tammany Hall table's parts: the map (`board`, drawn from `wardmap`), the right column
and dialogs (`panels`), click paths (`clicks`), placement (`geometry`), animations
(`motion`), words (`words`) and a stand-in person for tests (`drive`)."""
