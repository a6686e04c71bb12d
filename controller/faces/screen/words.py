"""The few words the screen writes about a view: what must happen now, where a token stands, a title.

They come from the same catalogue entries (``page.*``, ``title.*``) as the table page's, which says the
same in JavaScript (``controller/faces/web/static/common.js``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from controller.words.messages import Messages
from games.base import Names


def title(game: str, words: Messages) -> str:
    """A game's title in the box's language."""
    return words.render(f"title.{game}", {})


def what_now(view: Mapping[str, Any], words: Messages) -> str:
    """What the player whose turn it is must do now, in words.

    >>> what_now({"game": "deathstar", "finished": False, "winners": [], "turn": "ann",
    ...           "state": {"phase": "play", "awaiting": "move", "last_spin": 3}}, Messages("en"))
    'ann: move 3 and say where the token landed'
    >>> what_now({"game": "cards", "finished": True, "winners": ["bob"], "turn": None, "state": {}}, Messages("it"))
    'Ha vinto bob!'
    """
    if view["finished"]:
        return words.render("page.now.won", {"players": Names(view["winners"])}) if view["winners"] \
            else words.render("page.now.over", {})
    state, player, game = view["state"], view["turn"], view["game"]
    if game == "deathstar":
        step = "order" if state["phase"] == "order" else state["awaiting"] \
            if state["awaiting"] in ("dogfight", "move", "landed") else "spin"
        return words.render(f"page.now.deathstar.{step}", {"player": player, "spin": state.get("last_spin")})
    if game == "cards":
        return words.render("page.now.cards.scorekeeper" if state["mode"] == "scorekeeper" else "page.now.cards.play",
                            {"player": player})
    if game == "labyrinth":
        step = "insert" if state["awaiting"] == "insert" else "move"
        return words.render(f"page.now.labyrinth.{step}", {"player": player})
    if game == "pacman":
        step = state["awaiting"] if state["awaiting"] in ("next", "card") else "roll"
        return words.render(f"page.now.pacman.{step}", {"player": state["pacman"], "roll": state["last_roll"] or ""})
    return words.render("page.now.turn", {"player": player}) if player else ""


def where(token: Mapping[str, Any], words: Messages) -> str:
    """Where a Death Star token stands, for people."""
    if token["where"] == "detention":
        return words.render("page.where.detention", {"count": token["turns_left"]})
    key = (token["spot"] or "board") if token["where"] == "board" else token["where"]
    return words.render(f"page.where.{key}", {}) if words.has(f"page.where.{key}") else str(key)  # DS-3 is DS-3
