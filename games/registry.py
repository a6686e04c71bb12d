"""The games the box knows, with what the controller needs to start each one.

Only names, titles and action words live here: a game's engine, data parsers and demo table
are imported when that game is first built, so that a run of one game (or a ``check-config``)
does not pay for importing all four.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import Any

from games.base import Engine


@dataclass(frozen=True)
class GameSpec:
    """A game: its name, data files, actions, and where its engine builder and demo table live.

    ``data_files`` maps a data key to the file shipped in ``package``. The module
    ``package + ".spec"`` provides ``parse_data(texts)`` (``key -> (text, source)`` into the
    engine's data) and ``build(players, options, seed, data)``; a game on the pegs also
    ``peg_spaces(data)`` and ``pegs_down(engine)``. ``table`` names the demo table class
    (``module:Class``). ``actions`` documents every action name for help and validation.
    """

    name: str
    title: str
    package: str
    data_files: Mapping[str, str]
    table: str = ""
    """The simulated table and bot for ``--demo``, as ``module:Class`` (see ``make_table``)."""
    actions: Mapping[str, str] = field(default_factory=dict)
    action_args: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """The ``key=`` words each action takes; any other word is refused."""
    queries: frozenset[str] = frozenset()
    """Actions that only show something and change nothing: never journalled, never undone."""
    peg_action: str = ""
    """The action peg-sensor changes become (``peg space=ID state=down|up``), for games on the pegs."""
    has_points: bool = True
    """Whether the game keeps points (its engine's ``has_points``): high scores only for those that do."""

    def _spec_module(self) -> ModuleType:
        return import_module(self.package + ".spec")

    def parse_data(self, texts: Mapping[str, tuple[str, str]]) -> Any:
        """The engine's data from the data files' texts, given as ``key -> (text, source name)``."""
        return self._spec_module().parse_data(texts)

    def build(self, players: Sequence[str], options: Mapping[str, str], seed: int, data: Any) -> Engine:
        """A new engine for these players, options and seed (raises BadOptions for bad ones)."""
        engine: Engine = self._spec_module().build(players, options, seed, data)
        return engine

    @property
    def on_pegs(self) -> bool:
        """Whether the game is played on the peg-sensor board."""
        return bool(self.peg_action)

    def peg_spaces(self, data: Any) -> dict[tuple[int, int], str]:
        """For games on the pegs: sensor cell -> space id, from the game's data (else empty)."""
        return self._spec_module().peg_spaces(data) if self.on_pegs else {}

    def pegs_down(self, engine: Engine) -> frozenset[str]:
        """For games on the pegs: the spaces whose pegs the game holds down now (a resumed game's board)."""
        return frozenset(self._spec_module().pegs_down(engine)) if self.on_pegs else frozenset()

    def make_table(self, engine: Engine, seed: int) -> Any:
        """The simulated table for ``--demo``: ``make_table(engine, seed).next_line(engine)``."""
        if not self.table:
            raise ValueError(f"no demo for {self.name!r}")
        module, _, name = self.table.partition(":")
        return getattr(import_module(module), name)(engine, seed)


DATA_FILES: dict[str, dict[str, str]] = {
    "deathstar": {"spinner": "spinner.toml", "force_deck": "force_deck.toml"},
    "cards": {"deck": "deck.toml"},
    "pacman": {"maze": "maze.toml", "ghost_deck": "ghost_deck.toml"},
    "labyrinth": {"tiles": "tiles.toml"},
}
"""Each game's data keys (config: ``[games.pacman] maze = PATH``) and their shipped files."""

GAMES: dict[str, GameSpec] = {
    "deathstar": GameSpec(
        name="deathstar",
        title="Escape from Death Star",
        package="games.deathstar",
        data_files=DATA_FILES["deathstar"],
        table="games.deathstar.table:DeathStarTable",
        has_points=False,
        actions={
            "spin": "spin the spinner for whoever must spin now (turn order, a move, a dogfight); "
                    "during a turn that has already spun, ends it and spins for the next player "
                    "(one spin is one landing: land, bump or card)",
            "card": "draw a Force card for the token that moved ([token=1|2])",
            "land": "a token landed: token=1|2 spot=plain|force|control_room|tractor_beam|falcon|trash, "
                    "or in Hyperspace spot=plain|tie|base",
            "bump": "the moving token landed on another: target=NAME token=1|2 goes to the Detention Block and "
                    "the mover stands on its spot [mover=1|2]",
            "escape": "play a kept Escape card: [player=NAME] [token=1|2]",
            "end": "end the turn without spinning for the next player",
        },
        action_args={"spin": frozenset({"player"}), "card": frozenset({"token", "player"}),
                     "land": frozenset({"token", "spot", "player"}), "bump": frozenset({"target", "token", "mover", "player"}),
                     "escape": frozenset({"player", "token"}), "end": frozenset({"player"})},
    ),
    "cards": GameSpec(
        name="cards",
        title="PAC-MAN card game",
        package="games.cards",
        data_files=DATA_FILES["cards"],
        table="games.cards.table:CardsTable",
        actions={
            "play": "play a card from your hand: card=0|1|5|10|+|-|x board=NAME row=top|bottom "
                    "[slot=left|right for numbers] [player=NAME]",
            "discard": "a hand that fits nowhere: discard card=C, draw, and the turn ends [player=NAME]",
            "show-hand": "show your own hand, at your turn, to you only [player=NAME: must be whose turn it is]",
            "score": "mode=scorekeeper: a completed row, player=NAME left=N op=+|-|x right=N",
        },
        action_args={"play": frozenset({"card", "board", "row", "slot", "player"}),
                     "discard": frozenset({"card", "player"}), "show-hand": frozenset({"player"}),
                     "score": frozenset({"player", "left", "op", "right", "row"})},
        queries=frozenset({"show-hand"}),
    ),
    "pacman": GameSpec(
        name="pacman",
        title="PAC-MAN board game",
        package="games.pacman",
        data_files=DATA_FILES["pacman"],
        table="games.pacman.table:PacmanTable",
        actions={
            "peg": "a peg sensor changed: space=ID state=down|up (from the peg board, or typed)",
            "confirm": "count a dot the strict move referee holds as disputed: space=ID",
            "roll": "roll the 3 dice for Pac-Man (during the power moves: one die)",
            "power": "Pac-Man moved onto a power pellet: three one-die power moves follow",
            "ghost": "Pac-Man ate a ghost (only during the power moves): 200 points",
            "fruit": "Pac-Man ate the fruit on the maze",
            "caught": "a ghost caught Pac-Man",
            "card": "the ghosts' turn: flip the next ghost card",
            "next": "start the next Pac-Man's game (after a game over)",
        },
        action_args={"peg": frozenset({"space", "state"}), "confirm": frozenset({"space"}),
                     **{name: frozenset() for name in ("roll", "power", "ghost", "fruit", "caught", "card", "next")}},
        peg_action="peg",
    ),
    "labyrinth": GameSpec(
        name="labyrinth",
        title="Pokémon Labyrinth",
        package="games.labyrinth",
        data_files=DATA_FILES["labyrinth"],
        table="games.labyrinth.table:LabyrinthTable",
        actions={
            "insert": "slide the spare tile in: arrow=N1|N3|N5|S1|S3|S5|W1|W3|W5|E1|E3|E5 rotation=0-3",
            "move": "move your pawn along open corridors: to=ROW,COL (your own tile: stay) [player=NAME]",
            "found": "a target found when the box is not tracking pawns: player=NAME [pokemon=NAME at night]",
            "home": "back at the start when the box is not tracking pawns: player=NAME",
            "show-target": "show a player's current target to that player only: player=NAME",
            "reach": "which tiles (ROW,COL) can this pawn reach now? [player=NAME] [board=yes to draw them]",
        },
        action_args={"insert": frozenset({"arrow", "rotation", "player"}), "move": frozenset({"to", "player"}),
                     "found": frozenset({"player", "pokemon"}), "home": frozenset({"player"}),
                     "show-target": frozenset({"player"}), "reach": frozenset({"player", "board"})},
        queries=frozenset({"show-target", "reach"}),
    ),
}
