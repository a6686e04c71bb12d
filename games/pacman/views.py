"""What the screens show of a PAC-MAN match: the maze with eaten dots, sections, power, fruit, lives, level."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.views import JSONObject
from games.pacman.maze import KINDS, Maze
from games.pacman.rotation import ghost_controllers
from games.pacman.state import Phase

if TYPE_CHECKING:
    from games.pacman.engine import PacmanEngine

SYMBOLS = {kind: char for char, kind in KINDS.items()}


def maze_rows(maze: Maze) -> list[str]:
    """The maze as rows of the maze file's characters (``#`` where there is no space).

    >>> from games.pacman.maze import Space
    >>> maze_rows(Maze({"A1": Space("A1", "start", 0, 0, None, None, ())}, 2, 1))
    ['S#']
    """
    grid = [["#"] * maze.width for _ in range(maze.height)]
    for space in maze.spaces.values():
        grid[space.row][space.col] = SYMBOLS[space.kind]
    return ["".join(row) for row in grid]


def awaiting(engine: PacmanEngine) -> str | None:
    """What the box waits for now: ``roll``, ``card`` (Pac-Man moves the rolled steps, then the ghosts' card) or ``next``."""
    if engine.finished:
        return None
    if engine.awaiting_next:
        return "next"
    g = engine.current
    if g.phase is Phase.POWER:
        return "roll" if g.power_left else "card"
    return "card" if g.phase is Phase.MOVE else "roll"


def panel(engine: PacmanEngine) -> JSONObject:
    """The public panel: the maze, what is eaten, the section progress and the current Pac-Man's game."""
    g = engine.current
    sections = {str(n): {"eaten": len(dots & g.eaten), "dots": len(dots), "cleared": n in g.sections}
                for n, dots in engine.sections.items()}
    return {
        "mode": "arcade" if engine.arcade else "normal", "purist": engine.purist,
        "awaiting": awaiting(engine),
        "maze": maze_rows(engine.maze),
        "eaten": sorted(g.eaten), "pegs_down": sorted(engine.pegs_down), "position": g.position,
        "sections": sections, "dots_left": len(engine.all_dots - g.eaten),
        "pacman": g.player, "ghosts": ghost_controllers(engine.players, g.player),
        "level": g.level, "lives": g.lives, "score": g.score.to_json(),
        "power": {"on": g.powered, "moves_left": g.power_left, "pellets_used": g.power_used},
        "last_roll": g.last_roll, "fruit_on_maze": g.fruit_on_maze,
        "last_ghost_card": list(engine.last_card_moves), "ghost_deck": len(g.deck),
        "results": dict(engine.results), "awaiting_next": engine.awaiting_next,
        "referee": str(engine.referee), "disputed": sorted(g.disputed),
    }
