"""The box's own actions, the same in every game (bindable to a button, typed, sent by a host).

What each does, for players, is the catalogues' ``controller.action.<name>`` (``controller/words/locale``).
"""

from __future__ import annotations

CONTROLLER_ACTIONS = ("undo", "status")
