"""The buttons of the box's touch screen: the current player's public actions and the host's two."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def buttons_for(view: Mapping[str, Any], confirming: str | None) -> list[tuple[str, str]]:
    """(label, command) for each button now; private actions (a hand, a target) stay on the phones.

    >>> buttons_for({"game": "pacman", "finished": False, "state": {"awaiting": "roll"}}, None)
    [('Roll', 'do roll'), ('Undo', 'ask undo'), ('New game', 'ask new')]
    >>> buttons_for({"game": "deathstar", "finished": True, "state": {}}, "new")[-1]
    ('Tap again: new game', 'confirm new')
    """
    state, out = view["state"], []
    if not view["finished"]:
        if view["game"] == "deathstar":
            if state.get("awaiting") in ("move", "landed"):
                out.append(("End turn", "do end"))
            else:
                out.append(("Spin", "do spin"))
        elif view["game"] == "pacman":
            words = {"roll": ("Roll", "do roll"), "card": ("Ghost card", "do card"), "next": ("Next Pac-Man", "do next")}
            if state.get("awaiting") in words:
                out.append(words[state["awaiting"]])
        out.append(("Tap again: undo", "confirm undo") if confirming == "undo" else ("Undo", "ask undo"))
    out.append(("Tap again: new game", "confirm new") if confirming == "new" else ("New game", "ask new"))
    return out
