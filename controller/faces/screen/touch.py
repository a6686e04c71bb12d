"""The buttons of the box's touch screen: the current player's public actions and the host's two."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def buttons_for(view: Mapping[str, Any], confirming: str | None) -> list[tuple[str, str]]:
    """(label, command) for each button now, the label as a message id; private actions (a hand, a
    target) stay on the phones.

    >>> buttons_for({"game": "pacman", "finished": False, "state": {"awaiting": "roll"}}, None)
    [('page.touch.roll', 'do roll'), ('page.touch.undo', 'ask undo'), ('page.touch.new', 'ask new')]
    >>> buttons_for({"game": "deathstar", "finished": True, "state": {}}, "new")[-1]
    ('page.touch.new_confirm', 'confirm new')
    """
    state, out = view["state"], []
    if not view["finished"]:
        if view["game"] == "deathstar":
            if state.get("awaiting") in ("move", "landed"):
                out.append(("page.touch.end", "do end"))
            else:
                out.append(("page.touch.spin", "do spin"))
        elif view["game"] == "pacman" and state.get("awaiting") in ("roll", "card", "next"):
            out.append((f"page.touch.{state['awaiting']}", f"do {state['awaiting']}"))
        out.append(("page.touch.undo_confirm", "confirm undo") if confirming == "undo" else ("page.touch.undo", "ask undo"))
    out.append(("page.touch.new_confirm", "confirm new") if confirming == "new" else ("page.touch.new", "ask new"))
    return out
