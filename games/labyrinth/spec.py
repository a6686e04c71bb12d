"""How the controller builds a Labyrinth engine from its data file."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.labyrinth.board import TileSet, parse_tiles
from games.labyrinth.engine import LabyrinthEngine


def parse_data(texts: Mapping[str, tuple[str, str]]) -> TileSet:
    """Parse the tile set, given as ``key -> (text, source name)``."""
    return parse_tiles(*texts["tiles"])


def build(players: Sequence[str], options: Mapping[str, str], seed: int, data: TileSet) -> LabyrinthEngine:
    """A new Labyrinth game."""
    return LabyrinthEngine(players, options, seed, data)

ENGINE = LabyrinthEngine
"""The engine class: what the registry asks of the game itself (its queries, whether it keeps points)."""
