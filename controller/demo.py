"""The built-in players for ``--demo``: one simulated table per game."""

from __future__ import annotations

from typing import Any, Protocol

from games.base import Engine


class Table(Protocol):
    """A simulated table: answers the next script line a player would produce."""

    def next_line(self, engine: Any) -> str:
        """The next input line."""


def table_for(game: str, engine: Engine, seed: int) -> Table:
    """The simulated table and bot for ``game``."""
    if game == "deathstar":
        from games.deathstar.engine import DeathStarEngine
        from games.deathstar.table import DeathStarTable
        assert isinstance(engine, DeathStarEngine)
        return DeathStarTable(engine, seed)
    if game == "cards":
        from games.cards.engine import CardsEngine
        from games.cards.table import CardsTable
        assert isinstance(engine, CardsEngine)
        return CardsTable(engine, seed)
    if game == "pacman":
        from games.pacman.engine import PacmanEngine
        from games.pacman.table import PacmanTable
        assert isinstance(engine, PacmanEngine)
        return PacmanTable(engine, seed)
    if game == "labyrinth":
        from games.labyrinth.engine import LabyrinthEngine
        from games.labyrinth.table import LabyrinthTable
        assert isinstance(engine, LabyrinthEngine)
        return LabyrinthTable(engine, seed)
    raise ValueError(f"no demo for {game!r} yet")
