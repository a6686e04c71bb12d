"""How the controller builds a PAC-MAN engine from its data files."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.pacman.deck import GhostCard, parse_ghost_deck
from games.pacman.engine import PacmanEngine
from games.pacman.maze import Maze, parse_maze


PacmanData = tuple[Maze, tuple[GhostCard, ...]]
"""The maze and the ghost deck."""


def parse_data(texts: Mapping[str, tuple[str, str]]) -> PacmanData:
    """Parse the maze and the ghost deck, given as ``key -> (text, source name)``."""
    return parse_maze(*texts["maze"]), parse_ghost_deck(*texts["ghost_deck"])


def build(players: Sequence[str], options: Mapping[str, str], seed: int,
          data: tuple[Maze, tuple[GhostCard, ...]]) -> PacmanEngine:
    """A new PAC-MAN match."""
    return PacmanEngine(players, options, seed, data)


def peg_spaces(data: tuple[Maze, tuple[GhostCard, ...]]) -> dict[tuple[int, int], str]:
    """Sensor cell -> space id, from the maze."""
    return data[0].by_cell()


def pegs_down(engine: PacmanEngine) -> frozenset[str]:
    """The spaces whose pegs the game holds down now (a resumed game's board)."""
    return frozenset(engine.pegs_down)

ENGINE = PacmanEngine
"""The engine class: what the registry asks of the game itself (its queries, whether it keeps points)."""
