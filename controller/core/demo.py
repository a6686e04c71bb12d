"""The built-in players for ``--demo``: each game's simulated table."""

from __future__ import annotations

from typing import Any, Protocol

from games.base import Engine
from games.registry import GAMES


class Table(Protocol):
    """A simulated table: answers the next script line a player would produce."""

    def next_line(self, engine: Any) -> str:
        """The next input."""


def table_for(game: str, engine: Engine, seed: int) -> Table:
    """The simulated table and bot for ``game``."""
    table: Table = GAMES[game].make_table(engine, seed)
    return table
