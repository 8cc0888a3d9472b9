"""The pygame side of Gamebox: the window, its scenes and shared table pieces."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
