"""The box's own actions, the same in every game (bindable to a button, typed, sent by a host)."""

from __future__ import annotations

CONTROLLER_ACTIONS = {"undo": "take back the last action",
                      "status": "say the scores and whose turn it is (changes nothing)"}
