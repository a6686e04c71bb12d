"""The words of Pokémon Labyrinth: the actions it takes, with their ``key=`` words, and the events it tells.

The one list of both: the engine dispatches on :class:`Act` and lists its legal actions with it, the
registry reads :data:`ACTIONS` from here, and every event the engine makes has a :class:`Kind`.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum


class Act(StrEnum):
    """An action of Pokémon Labyrinth (its name in scripts, the journal and the JSON interface)."""

    INSERT = "insert"
    MOVE = "move"
    FOUND = "found"
    HOME = "home"
    SHOW_TARGET = "show-target"
    REACH = "reach"


ACTIONS: Mapping[Act, frozenset[str]] = {
    Act.INSERT: frozenset({"arrow", "player", "rotation"}),
    Act.MOVE: frozenset({"player", "to"}),
    Act.FOUND: frozenset({"player", "pokemon"}),
    Act.HOME: frozenset({"player"}),
    Act.SHOW_TARGET: frozenset({"player"}),
    Act.REACH: frozenset({"board", "player"}),
}
"""Every action and the ``key=`` words it takes (any other word is refused); what each does, for players,
is the catalogues' ``help.labyrinth.<action>``."""

QUERIES: frozenset[Act] = frozenset({Act.SHOW_TARGET, Act.REACH})
"""Actions that only ask (never journalled, never listed by ``legal_actions``)."""


class Kind(StrEnum):
    """An event of Pokémon Labyrinth: its ``kind`` in the JSON interface, the screens' cues and the sounds."""

    INSERT = "insert"
    MOVE = "move"
    PHASE = "phase"
    REACH = "reach"
    SETUP = "setup"
    TARGET = "target"
    TARGET_FOUND = "target_found"
    TURN = "turn"
    WINNER = "winner"
