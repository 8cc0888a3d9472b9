"""The Tammany Hall table: the drawn map (`wardmap`), where things sit on screen
(`geometry`), the display state and its animations (`motion`) and the words (`words`)."""
