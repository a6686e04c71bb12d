"""What a demo bot does at the simulated table: an action for the box, a pause, or a peg under a hand.

Each game's ``demo_bot.py`` plays every seat for ``--demo`` and ``companion simulate``; it answers
:class:`Move` values, never button words or script text, so that a rebound button or a renamed
script verb cannot lead it astray. :func:`script_line` writes a move in the scenario-script's words
(DESIGN.md), for a recording.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from games.base import Action, Engine


@dataclass(frozen=True)
class Wait:
    """The players take their time: ``seconds`` pass at the table."""

    seconds: float


@dataclass(frozen=True)
class Peg:
    """A peg pushed down (or lifted) on a space of the maze: the peg board reports it, not the bot."""

    space: str
    down: bool = True


Move = Action | Wait | Peg
"""One thing a bot does next."""


class Bot(Protocol):
    """A simulated table and its players, built as ``Bot(engine, seed)``."""

    def next_move(self, engine: Engine) -> Move:
        """What happens at the table next, given the game as it stands."""


def script_line(move: Move) -> str:
    """The scenario-script line for a move.

    >>> script_line(Action.make("land", token="1", spot="force")), script_line(Wait(4)), script_line(Peg("I16"))
    ('do land spot=force token=1', 'wait 4', 'peg I16 down')
    """
    if isinstance(move, Wait):
        return f"wait {move.seconds:g}"
    if isinstance(move, Peg):
        return f"peg {move.space} {'down' if move.down else 'up'}"
    return f"do {move}"


def as_action(move: Move) -> Action | None:
    """The engine's action for a move when the box is left out (a peg is the ``peg`` action the board would
    have made of it); ``None`` for a pause.

    >>> str(as_action(Peg("I16", down=False))), as_action(Wait(3))
    ('peg space=I16 state=up', None)
    """
    if isinstance(move, Wait):
        return None
    if isinstance(move, Peg):
        return Action.make("peg", space=move.space, state="down" if move.down else "up")
    return move
