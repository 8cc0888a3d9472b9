"""Playing a chosen action through the table's own controls: the handlers a click on a
card, a pile, a button or a stepper runs. The table tests and the headless whole-game
checks use it, so what they prove about the table is what a person can do.
"""

from __future__ import annotations

from typing import Any

from gamebox.games.sheriff.model import NO, SheriffAction
from gamebox.games.sheriff.shots import pick_cards


def buttons(scene: Any) -> dict[str, Any]:
    """Every enabled control the table shows now, by key."""
    scene.lay_out_bar()
    found = {b.key: b for b in scene.buttons}
    for row in scene.choice().slot_buttons.values():
        for b in row:
            found[b.key] = b
    return found


def press(scene: Any, key: str) -> bool:
    b = buttons(scene).get(key)
    if b is None or not b.enabled or b.on_click is None:
        return False
    b.on_click()
    return True


def perform(scene: Any, action: SheriffAction) -> bool:
    """Play `action` by the table's controls; False if no control leads to it."""
    k = action.kind
    before = len(scene.session.match.log)
    if k in ("setaside", "load"):
        if not pick_cards(scene, action.goods):
            return False
        press(scene, k)
    elif k == "take":
        scene.click_pile(action.target + 1)
    elif k == "stop":
        press(scene, "stop")
    elif k in ("discard", "confiscate"):
        scene.pick = None
        scene.click_pick(action.goods[0])
        scene.click_pile(action.target + 1)
    elif k == "declare":
        press(scene, f"declare_{action.goods[0]}")
    elif k in ("skip", "wave", "stand", "withdraw") or (k == "accept" and action.target == NO):
        press(scene, k)
    elif k in ("pass", "inspect", "accept"):
        press(scene, f"{k}{action.target}")
    elif k == "acceptside":
        press(scene, f"side{action.target}")
    elif k == "pay":
        press(scene, f"pay_{action.goods[0]}")
    elif k in ("offer", "side", "counter", "demand"):
        opener = f"demand{action.target}" if k == "demand" else k
        if not press(scene, opener) or scene.draft is None:
            return False
        assert action.offer is not None
        scene.draft.fill(action.offer)
        press(scene, "post")
    elif k == "timeout":
        scene.act(action)
    return len(scene.session.match.log) > before
