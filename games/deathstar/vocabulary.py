"""The words of Escape from Death Star: the actions it takes, with their ``key=`` words, and the events it tells.

The one list of both: the engine dispatches on :class:`Act` and lists its legal actions with it, the
registry reads :data:`ACTIONS` from here, and every event the engine makes has a :class:`Kind`.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum


class Act(StrEnum):
    """An action of Escape from Death Star (its name in scripts, the journal and the JSON interface)."""

    SPIN = "spin"
    CARD = "card"
    LAND = "land"
    BUMP = "bump"
    ESCAPE = "escape"
    END = "end"


ACTIONS: Mapping[Act, frozenset[str]] = {
    Act.SPIN: frozenset({"player"}),
    Act.CARD: frozenset({"player", "token"}),
    Act.LAND: frozenset({"player", "spot", "token"}),
    Act.BUMP: frozenset({"mover", "player", "target", "token"}),
    Act.ESCAPE: frozenset({"player", "token"}),
    Act.END: frozenset({"player"}),
}
"""Every action and the ``key=`` words it takes (any other word is refused); what each does, for players,
is the catalogues' ``help.deathstar.<action>``."""

QUERIES: frozenset[Act] = frozenset()
"""Actions that only ask (never journalled, never listed by ``legal_actions``)."""


class Kind(StrEnum):
    """An event of Escape from Death Star: its ``kind`` in the JSON interface, the screens' cues and the sounds."""

    DETENTION = "detention"
    DOGFIGHT = "dogfight"
    EXTRA_TURN = "extra_turn"
    FALCON = "falcon"
    FORCE_CARD = "force_card"
    HYPERSPACE = "hyperspace"
    LAND = "land"
    LOSE_TURN = "lose_turn"
    MISSION = "mission"
    NO_MOVE = "no_move"
    SPIN = "spin"
    TURN = "turn"
    TURN_ORDER = "turn_order"
    WINNER = "winner"
