"""The words of the PAC-MAN card game: the actions it takes, with their ``key=`` words, and the events it tells.

The one list of both: the engine dispatches on :class:`Act` and lists its legal actions with it, the
registry reads :data:`ACTIONS` from here, and every event the engine makes has a :class:`Kind`.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum


class Act(StrEnum):
    """An action of the PAC-MAN card game (its name in scripts, the journal and the JSON interface)."""

    PLAY = "play"
    DISCARD = "discard"
    SHOW_HAND = "show-hand"
    SCORE = "score"


ACTIONS: Mapping[Act, frozenset[str]] = {
    Act.PLAY: frozenset({"board", "card", "player", "row", "slot"}),
    Act.DISCARD: frozenset({"card", "player"}),
    Act.SHOW_HAND: frozenset({"player"}),
    Act.SCORE: frozenset({"left", "op", "player", "right", "row"}),
}
"""Every action and the ``key=`` words it takes (any other word is refused); what each does, for players,
is the catalogues' ``help.cards.<action>``."""

QUERIES: frozenset[Act] = frozenset({Act.SHOW_HAND})
"""Actions that only ask (never journalled, never listed by ``legal_actions``)."""


class Kind(StrEnum):
    """An event of the PAC-MAN card game: its ``kind`` in the JSON interface, the screens' cues and the sounds."""

    DEAL = "deal"
    DISCARD = "discard"
    DRAW = "draw"
    HAND = "hand"
    PLAY = "play"
    RESHUFFLE = "reshuffle"
    ROW_SCORED = "row_scored"
    SCOREKEEPER = "scorekeeper"
    TURN = "turn"
    WINNER = "winner"
