"""The words of the PAC-MAN board game: the actions it takes, with their ``key=`` words, and the events it tells.

The one list of both: the engine dispatches on :class:`Act` and lists its legal actions with it, the
registry reads :data:`ACTIONS` from here, and every event the engine makes has a :class:`Kind`.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum


class Act(StrEnum):
    """An action of the PAC-MAN board game (its name in scripts, the journal and the JSON interface)."""

    PEG = "peg"
    CONFIRM = "confirm"
    ROLL = "roll"
    POWER = "power"
    GHOST = "ghost"
    FRUIT = "fruit"
    CAUGHT = "caught"
    CARD = "card"
    NEXT = "next"


ACTIONS: Mapping[Act, frozenset[str]] = {
    Act.PEG: frozenset({"space", "state"}),
    Act.CONFIRM: frozenset({"space"}),
    Act.ROLL: frozenset(),
    Act.POWER: frozenset(),
    Act.GHOST: frozenset(),
    Act.FRUIT: frozenset(),
    Act.CAUGHT: frozenset(),
    Act.CARD: frozenset(),
    Act.NEXT: frozenset(),
}
"""Every action and the ``key=`` words it takes (any other word is refused); what each does, for players,
is the catalogues' ``help.pacman.<action>``."""

QUERIES: frozenset[Act] = frozenset()
"""Actions that only ask (never journalled, never listed by ``legal_actions``)."""

PEG_ACTION = Act.PEG
"""The action a peg-sensor change becomes (``peg space=ID state=down|up``): the game is played on the pegs."""


class Kind(StrEnum):
    """An event of the PAC-MAN board game: its ``kind`` in the JSON interface, the screens' cues and the sounds."""

    CAUGHT = "caught"
    DISPUTE_DROPPED = "dispute_dropped"
    DOT_EATEN = "dot_eaten"
    FRUIT_CARD = "fruit_card"
    FRUIT_EATEN = "fruit_eaten"
    FRUIT_PLACED = "fruit_placed"
    GAME_OVER = "game_over"
    GAME_START = "game_start"
    GHOST_CARD = "ghost_card"
    GHOST_EATEN = "ghost_eaten"
    LEVEL_CLEARED = "level_cleared"
    LIFE_LOST = "life_lost"
    NEXT_PACMAN = "next_pacman"
    PEGS_NOT_UP = "pegs_not_up"
    POWER_OFF = "power_off"
    POWER_ON = "power_on"
    POWER_ROLL = "power_roll"
    REFEREE = "referee"
    RESHUFFLE = "reshuffle"
    ROLL = "roll"
    SECTION_CLEARED = "section_cleared"
    TURN = "turn"
    WINNER = "winner"
