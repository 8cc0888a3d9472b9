"""The Boss's table, drawn on the shared table layer: geometry (where things lie), art
(card faces, backs, gangster cubes), the row of cities (board), the players' panels, the
police, the money track and the hand (panels), tooltips (tips) and the animation
of events (motion). `gamebox.games.boss.scene` puts them together."""
