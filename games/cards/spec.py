"""How the controller builds a card-game engine from its data file."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.cards.data import parse_deck
from games.cards.engine import CardsEngine


def parse_data(texts: Mapping[str, tuple[str, str]]) -> tuple[str, ...]:
    """Parse the deck file, given as ``key -> (text, source name)``."""
    text, source = texts["deck"]
    return parse_deck(text, source)


def build(players: Sequence[str], options: Mapping[str, str], seed: int, data: tuple[str, ...]) -> CardsEngine:
    """A new card-game engine."""
    return CardsEngine(players, options, seed, data)

ENGINE = CardsEngine
"""The engine class: what the registry asks of the game itself (its queries, whether it keeps points)."""
