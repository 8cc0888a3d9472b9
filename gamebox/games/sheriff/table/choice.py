"""What the person at the screen may do now, from `session.legal()`: the bar's buttons,
those under each bag at inspection, the piles a click plays on and the goods on the stage
that may be picked. A button is enabled only for an action the rules allow."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from gamebox.app.table.widgets import Button
from gamebox.games.sheriff import model as M
from gamebox.games.sheriff import text
from gamebox.games.sheriff.model import SheriffAction
from gamebox.games.sheriff.table.offer import canon, problem


@dataclass
class Choice:
    phase: str = ""
    buttons: list[Button] = field(default_factory=list)
    piles: dict[int, SheriffAction] = field(default_factory=dict)  # 1, 2: a discard pile
    slot_buttons: dict[int, list[Button]] = field(default_factory=dict)
    pickable: set[str] = field(default_factory=set)  # set-aside / confiscated goods


def build(scene: Any) -> Choice:
    s = scene.session
    legal = [] if scene.motion.busy or s.needs_pass_screen() else s.legal()
    if not legal:
        return Choice()
    view = s.view()
    c = Choice(phase=view.phase)
    kinds: dict[str, list[SheriffAction]] = {}
    for a in legal:
        kinds.setdefault(a.kind, []).append(a)

    def button(key: str, label: str, action: SheriffAction | None = None,
               on_click: Callable[[], Any] | None = None, style: str = "plain",
               enabled: bool = True, tip: str = "") -> Button:
        """A button that plays `action` (and is worded by it) unless it has its own click."""
        if action is not None:
            on_click = on_click or partial(scene.act, action)
            tip = tip or scene.describe_action(action)
        return Button(key, label, on_click, enabled=enabled, style=style, tip=tip, action=action)

    def add(*args: Any, **more: Any) -> None:
        c.buttons.append(button(*args, **more))

    phase = view.phase
    draft = scene.draft
    if draft is not None:
        add("post", scene.say(f"button.post_{draft.mode}"), draft.action(),
            on_click=scene.post_draft, style="primary",
            enabled=not problem(scene.game, view, draft))
        add("cancel", scene.say("button.cancel"), on_click=scene.close_draft, style="quiet")
    elif phase == M.SET_ASIDE:
        action = SheriffAction("setaside", scene.selected_goods())
        n = len(action.goods)
        label = scene.say("button.keep_hand") if n == 0 else scene.say("button.set_aside", count=n)
        add("setaside", label, action, style="primary", enabled=action in legal)
    elif phase == M.TAKE:
        for a in kinds.get("take", []):
            c.piles[a.target + 1] = a
            add(f"take{a.target}", scene.say("button.take", pile=a.target + 1), a)
        add("stop", scene.say("button.draw_deck", count=view.k - view.taken), SheriffAction("stop"),
            style="primary")
    elif phase in (M.DISCARD, M.CONFISCATE):
        goods = canon({a.goods[0] for a in legal})
        c.pickable = set(goods)
        pick = scene.pick if scene.pick in goods else (goods[0] if len(goods) == 1 else None)
        for a in legal:
            if pick is not None and a.goods[0] == pick:
                c.piles[a.target + 1] = a
                add(f"place{a.target}", scene.say("button.place", good=text.good_name(pick),
                                                  pile=a.target + 1), a,
                    style="primary" if len(c.piles) == 1 else "plain")  # the first pile
    elif phase == M.LOAD:
        action = SheriffAction("load", scene.selected_goods())
        add("load", scene.say("button.load", count=len(action.goods)), action, style="primary",
            enabled=action in legal, tip="" if action.goods else scene.say("tip.load_first"))
        if scene.selected:
            add("clear", scene.say("button.clear"), on_click=scene.clear_selection, style="quiet")
    elif phase == M.DECLARE:
        bag = view.bags[view.active] or []
        declarations = kinds.get("declare", [])
        # the default: the good the bag holds most of, so the honest answer is one key away
        usual = max(declarations, key=lambda a: bag.count(a.goods[0]), default=None)
        for a in declarations:
            good = a.goods[0]
            name = text.good_name(good, max(1, len(bag)))
            label = scene.say("button.declare", count=len(bag), good=name)
            add(f"declare_{good}", label, a, style="primary" if a == usual else "plain")
    elif phase in (M.OPENING, M.INTERJECT):
        m = view.active
        if kinds.get("offer"):
            add("offer", scene.say("button.make_offer"),
                on_click=lambda: scene.open_draft("offer", m), style="primary")
        if kinds.get("side"):
            add("side", scene.say("button.side_offer"),
                on_click=lambda: scene.open_draft("side", m))
        add("skip", scene.say("button.skip"), SheriffAction("skip"),
            style="quiet" if kinds.get("offer") else "primary")
    elif phase == M.CHOOSE:
        for m in view.unresolved():
            row = []
            for kind, label in (("pass", "pass_bag"), ("inspect", "inspect"),
                                ("accept", "accept_offer")):
                a = SheriffAction(kind, target=m)
                if a in legal:
                    row.append(button(f"{kind}{m}", scene.say(f"button.{label}"), a,
                                      style="danger" if kind == "inspect" else "plain"))
            if any(a.kind == "demand" and a.target == m for a in legal):
                row.append(button(f"demand{m}", scene.say("button.demand"),
                                  on_click=lambda m=m: scene.open_draft("demand", m),
                                  style="quiet", tip=scene.say("tip.demand", player=scene.name(m))))
            c.slot_buttons[m] = row
        for a in kinds.get("acceptside", []):
            add(f"side{a.target}", scene.say("button.accept_side", player=scene.name(a.target)), a)
        for a in kinds.get("wave", []):
            add("wave", scene.say("button.wave"), a, style="primary")
    elif phase == M.RESPONSE:
        for kind, label, style in (("accept", "accept_demand", "primary"),
                                   ("stand", "stand", "plain"), ("withdraw", "withdraw", "quiet")):
            a = SheriffAction(kind)
            if a in legal:
                add(kind, scene.say(f"button.{label}"), a, style=style)
        if kinds.get("counter"):
            add("counter", scene.say("button.counter"),
                on_click=lambda: scene.open_draft("counter", view.active))
    elif phase == M.PAY:
        for i, a in enumerate(kinds.get("pay", [])):
            add(f"pay_{a.goods[0]}", scene.say("button.pay", good=text.good_name(a.goods[0])), a,
                style="plain" if i else "primary")
    else:  # anything else the rules add: one button per action, worded by text.py
        for i, a in enumerate(legal[:6]):
            add(f"any{i}", scene.describe_action(a), a, style="plain" if i else "primary")
    return c
