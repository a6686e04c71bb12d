"""The few words the screen writes about a view: what must happen now, where a token stands.

The table page (``controller/web/static/common.js``) says the same in JavaScript.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

TITLES = {"deathstar": "Escape from Death Star", "cards": "PAC-MAN card game", "pacman": "PAC-MAN board game",
          "labyrinth": "Pokémon Labyrinth"}
WHERE = {"trash": "Trash Compactor", "falcon": "Millennium Falcon", "board": "on the board", "plain": "a plain spot",
         "force": "a Force spot", "control_room": "Control Room", "tractor_beam": "Tractor Beam",
         "tie": "TIE fighter", "base": "Rebel Base"}


def what_now(view: Mapping[str, Any]) -> str:
    """What the player whose turn it is must do now, in words.

    >>> what_now({"game": "deathstar", "finished": False, "winners": [], "turn": "ann",
    ...           "state": {"phase": "play", "awaiting": "move", "last_spin": 3}})
    'ann: move 3 and say where the token landed'
    >>> what_now({"game": "cards", "finished": True, "winners": ["bob"], "turn": None, "state": {}})
    'bob won!'
    """
    if view["finished"]:
        return f"{' and '.join(view['winners'])} won!" if view["winners"] else "The game is over."
    state, who = view["state"], view["turn"]
    game = view["game"]
    if game == "deathstar":
        if state["phase"] == "order":
            return f"{who}: spin for the turn order"
        if state["awaiting"] == "dogfight":
            return f"{who}: spin for the dogfight"
        if state["awaiting"] == "move":
            return f"{who}: move {state['last_spin']} and say where the token landed"
        if state["awaiting"] == "landed":
            return f"{who}: end the turn"
        return f"{who}: spin"
    if game == "cards":
        return "Tell the box each completed row" if state["mode"] == "scorekeeper" else f"{who}: play a card"
    if game == "labyrinth":
        return f"{who}: slide the spare tile in" if state["awaiting"] == "insert" else f"{who}: move your pawn"
    if game == "pacman":
        if state["awaiting"] == "next":
            return "Next Pac-Man: press next"
        if state["awaiting"] == "card":
            return f"{state['pacman']}: move {state['last_roll'] or ''}, then a ghost card"
        return f"{state['pacman']} (Pac-Man): roll the dice"
    return f"{who}'s turn" if who else ""


def where(token: Mapping[str, Any]) -> str:
    """Where a Death Star token stands, for people."""
    if token["where"] == "detention":
        left = token["turns_left"]
        return f"Detention ({left} turn{'s' if left != 1 else ''})"
    if token["where"] == "board":
        return WHERE.get(token["spot"] or "board", str(token["spot"]))
    return WHERE.get(token["where"], str(token["where"]))
