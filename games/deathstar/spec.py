"""How the controller builds a Death Star engine from its data files."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.deathstar.data import DeathStarData, parse_force_deck, parse_spinner
from games.deathstar.engine import DeathStarEngine


def parse_data(texts: Mapping[str, tuple[str, str]]) -> DeathStarData:
    """Parse the data files, given as ``key -> (text, source name)``."""
    spinner_text, spinner_src = texts["spinner"]
    deck_text, deck_src = texts["force_deck"]
    return DeathStarData(parse_spinner(spinner_text, spinner_src), parse_force_deck(deck_text, deck_src))


def build(players: Sequence[str], options: Mapping[str, str], seed: int, data: DeathStarData) -> DeathStarEngine:
    """A new Death Star engine."""
    return DeathStarEngine(players, options, seed, data)

ENGINE = DeathStarEngine
"""The engine class: what the registry asks of the game itself (its queries, whether it keeps points)."""
