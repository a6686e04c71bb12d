"""The box's own actions, the same in every game (bindable to a button, typed, sent by a host).

What each does, for players, is the catalogues' ``controller.action.<name>`` (``controller/words/locale``).
"""

from __future__ import annotations

from enum import StrEnum


class ControllerAct(StrEnum):
    """The box's own actions (a game's own are its ``Act``); each equals its plain name."""

    UNDO = "undo"
    STATUS = "status"


CONTROLLER_ACTIONS: tuple[str, ...] = tuple(str(act) for act in ControllerAct)
"""Their plain names, for the config's bindings and the scripts' words."""
