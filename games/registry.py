"""The games the box knows, with what the controller needs to start each one."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.base import Engine
from games.cards import spec as cards_spec
from games.deathstar import spec as deathstar_spec


@dataclass(frozen=True)
class GameSpec:
    """A game: its name, player range, data files, actions and engine builder.

    ``data_files`` maps a data key to the file shipped in ``package``;
    ``parse_data`` turns their texts (``key -> (text, source)``) into the
    engine's data; ``build`` makes an engine from players, options, seed, data.
    ``actions`` documents every action name for help and validation.
    """

    name: str
    title: str
    package: str
    min_players: int
    max_players: int
    data_files: Mapping[str, str]
    parse_data: Callable[[Mapping[str, tuple[str, str]]], Any]
    build: Callable[[Sequence[str], Mapping[str, str], int, Any], Engine]
    actions: Mapping[str, str] = field(default_factory=dict)
    queries: frozenset[str] = frozenset()
    """Actions that only show something and change nothing: never journalled, never undone."""


GAMES: dict[str, GameSpec] = {
    "deathstar": GameSpec(
        name="deathstar",
        title="Escape from Death Star",
        package="games.deathstar",
        min_players=2,
        max_players=4,
        data_files=deathstar_spec.DATA_FILES,
        parse_data=deathstar_spec.parse_data,
        build=deathstar_spec.build,
        actions={
            "spin": "spin the spinner for whoever must spin now (turn order, a move, a dogfight); "
                    "during a turn that has already spun, ends it and spins for the next player",
            "card": "draw a Force card for the token that moved ([token=1|2])",
            "land": "a token landed: token=1|2 spot=plain|force|control_room|tractor_beam|falcon|trash, "
                    "or in Hyperspace spot=plain|tie|base",
            "bump": "the moving token landed on another: target=NAME token=1|2 goes to the Detention Block",
            "escape": "play a kept Escape card: [player=NAME] [token=1|2]",
            "end": "end the turn without spinning for the next player",
        },
    ),
    "cards": GameSpec(
        name="cards",
        title="PAC-MAN card game",
        package="games.cards",
        min_players=2,
        max_players=4,
        data_files=cards_spec.DATA_FILES,
        parse_data=cards_spec.parse_data,
        build=cards_spec.build,
        actions={
            "play": "play a card from your hand: card=0|1|5|10|+|-|x board=NAME row=top|bottom "
                    "[slot=left|right for numbers] [player=NAME]",
            "discard": "a hand that fits nowhere: discard card=C, draw, and the turn ends [player=NAME]",
            "show-hand": "show a hand to its owner only [player=NAME, default whose turn it is]",
            "score": "mode=scorekeeper: a completed row, player=NAME left=N op=+|-|x right=N",
        },
        queries=frozenset({"show-hand"}),
    ),
}
