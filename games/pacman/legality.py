"""PAC-MAN: which actions the rules allow now, besides the pegs (every peg may go down or up at any time: the
board reports what it senses). The engine lists them (``legal_actions``) and asks them (``is_legal``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.base import Action
from games.pacman.state import Phase
from games.pacman.vocabulary import Act

if TYPE_CHECKING:
    from games.pacman.engine import PacmanEngine

PEG = str(Act.PEG)
PLAIN = {act: Action.make(act) for act in (Act.NEXT, Act.ROLL, Act.CAUGHT, Act.CARD, Act.POWER, Act.GHOST, Act.FRUIT)}
"""The actions that take no words, made once (actions are immutable values)."""


def turn_actions(engine: PacmanEngine) -> list[Action]:
    """The legal actions but the pegs, from the phase of Pac-Man's turn: a disputed dot to confirm, the roll,
    the card, a power move, a ghost or the fruit eaten, caught, or the next Pac-Man."""
    if engine.finished:
        return []
    if engine.awaiting_next:
        return [PLAIN[Act.NEXT]]
    g = engine.current
    acts = [Action.make(Act.CONFIRM, space=s) for s in sorted(g.disputed)]
    if g.phase is Phase.ROLL:
        acts.append(PLAIN[Act.ROLL])
        acts += [PLAIN[Act.CAUGHT]] if g.has_rolled else []
    elif g.phase is Phase.MOVE:
        acts += [PLAIN[Act.CARD], PLAIN[Act.CAUGHT]]
        acts += [PLAIN[Act.POWER]] if g.power_used < 4 else []
    else:
        acts.append(PLAIN[Act.ROLL] if g.power_left else PLAIN[Act.CARD])
        acts += [PLAIN[Act.GHOST]] if g.move and g.ghosts_this_power < 4 else []
    if g.fruit_on_maze and g.move:
        acts.append(PLAIN[Act.FRUIT])
    return acts
