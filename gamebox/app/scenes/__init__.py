"""The box's generic screens, one module each: main menu, game picker, setup, settings,
load, pause menu, rules reference, end of game and the hot-seat pass screen, with the
dialog helper and the backdrop they share. Games' own tables live in
`gamebox.games.<id>.scene`."""

from gamebox.app.scenes.base import BoxScene
from gamebox.app.scenes.dialog import Dialog
from gamebox.app.scenes.endgame import EndScene
from gamebox.app.scenes.load import LoadScene
from gamebox.app.scenes.menu import MainMenu
from gamebox.app.scenes.passscreen import PassScreen
from gamebox.app.scenes.pause import PauseScene
from gamebox.app.scenes.picker import GamePicker
from gamebox.app.scenes.rules import RulesScene
from gamebox.app.scenes.settings import SettingsScene
from gamebox.app.scenes.setup import SetupScene

__all__ = [
    "BoxScene",
    "Dialog",
    "EndScene",
    "GamePicker",
    "LoadScene",
    "MainMenu",
    "PassScreen",
    "PauseScene",
    "RulesScene",
    "SettingsScene",
    "SetupScene",
]
