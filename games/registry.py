"""The games the box knows, with what the controller needs to start each one.

Only names, titles and data files live here (each game's actions are its ``vocabulary``'s): a game's engine, data parsers and demo table
are imported when that game is first built, so that a run of one game (or a ``check-config``)
does not pay for importing all four.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from games.base import Engine
from games.bot import Bot

if TYPE_CHECKING:  # the games' own modules are imported when a game is first built
    from games.deathstar.data import DeathStarData
    from games.labyrinth.board import TileSet
    from games.pacman.spec import PacmanData

GameData = TypeVar("GameData")
"""A game's data (its spinner and deck, its maze, its tiles), as its own parser gives it to its own engine."""


@dataclass(frozen=True)
class GameSpec(Generic[GameData]):
    """A game: its name, data files, actions, and where its engine builder and demo table live.

    ``data_files`` maps a data key to the file shipped in ``package``. The module
    ``package + ".spec"`` provides ``parse_data(texts)`` (``key -> (text, source)`` into the
    engine's data) and ``build(players, options, seed, data)``; a game on the pegs also
    ``peg_spaces(data)`` and ``pegs_down(engine)``. ``bot`` names the demo table's class
    (``module:Class``).

    Generic over the game's data: by constant (``PACMAN``) the data is typed; by name (``GAMES[name]``, the box
    at run time) it is the game's own business, handed from its parser to its engine.
    """

    name: str
    title: str
    package: str
    data_files: Mapping[str, str]
    bot: str = ""
    """The simulated table and its players for ``--demo``, as ``module:Class`` (see ``make_bot``)."""

    @property
    def action_args(self) -> Mapping[str, frozenset[str]]:
        """Every action and the ``key=`` words it takes; any other word is refused: the game's own
        ``vocabulary.ACTIONS``, which its engine dispatches on. What each does, for players, is the
        catalogues' ``help.<game>.<action>`` (``controller/words/locale``)."""
        return {str(name): keys for name, keys in self._vocabulary().ACTIONS.items()}

    @property
    def actions(self) -> tuple[str, ...]:
        """The game's action names, in the order help lists them."""
        return tuple(self.action_args)

    @property
    def queries(self) -> frozenset[str]:
        """Actions that only show something and change nothing (never journalled, never undone): the game's."""
        return frozenset(str(name) for name in self._vocabulary().QUERIES)

    @property
    def peg_action(self) -> str:
        """The action peg-sensor changes become (``peg space=ID state=down|up``), for games on the pegs, else ``""``."""
        return str(getattr(self._vocabulary(), "PEG_ACTION", ""))

    def _vocabulary(self) -> ModuleType:
        return import_module(self.package + ".vocabulary")

    @property
    def has_points(self) -> bool:
        """Whether the game keeps points (high scores only for those that do): the engine's."""
        return bool(self._spec_module().ENGINE.has_points)

    def _spec_module(self) -> ModuleType:
        return import_module(self.package + ".spec")

    def parse_data(self, texts: Mapping[str, tuple[str, str]]) -> GameData:
        """The engine's data from the data files' texts, given as ``key -> (text, source name)``."""
        data: GameData = self._spec_module().parse_data(texts)
        return data

    def build(self, players: Sequence[str], options: Mapping[str, str], seed: int, data: GameData) -> Engine:
        """A new engine for these players, options and seed (raises BadOptions for bad ones)."""
        engine: Engine = self._spec_module().build(players, options, seed, data)
        return engine

    @property
    def on_pegs(self) -> bool:
        """Whether the game is played on the peg-sensor board."""
        return bool(self.peg_action)

    def peg_spaces(self, data: GameData) -> dict[tuple[int, int], str]:
        """For games on the pegs: sensor cell -> space id, from the game's data (else empty)."""
        spaces: dict[tuple[int, int], str] = self._spec_module().peg_spaces(data) if self.on_pegs else {}
        return spaces

    def pegs_down(self, engine: Engine) -> frozenset[str]:
        """For games on the pegs: the spaces whose pegs the game holds down now (a resumed game's board)."""
        return frozenset(self._spec_module().pegs_down(engine)) if self.on_pegs else frozenset()

    def by_name(self) -> GameSpec[object]:
        """This game as the box finds it by name at run time (:data:`GAMES`): its data is the game's own
        business there, handed from its own parser to its own engine, and the box never looks inside."""
        return cast("GameSpec[object]", self)

    def make_bot(self, engine: Engine, seed: int) -> Bot:
        """The simulated table for ``--demo``: ``make_bot(engine, seed).next_move(engine)``."""
        if not self.bot:
            raise ValueError(f"no demo for {self.name!r}")
        module, _, name = self.bot.partition(":")
        bot: Bot = getattr(import_module(module), name)(engine, seed)
        return bot


DATA_FILES: dict[str, dict[str, str]] = {
    "deathstar": {"spinner": "spinner.toml", "force_deck": "force_deck.toml"},
    "cards": {"deck": "deck.toml"},
    "pacman": {"maze": "maze.toml", "ghost_deck": "ghost_deck.toml"},
    "labyrinth": {"tiles": "tiles.toml"},
}
"""Each game's data keys (config: ``[games.pacman] maze = PATH``) and their shipped files."""

DEATHSTAR: GameSpec[DeathStarData] = GameSpec(
    name="deathstar",
    title="Escape from Death Star",
    package="games.deathstar",
    data_files=DATA_FILES["deathstar"],
    bot="games.deathstar.demo_bot:DeathStarBot",
)
CARDS: GameSpec[tuple[str, ...]] = GameSpec(
    name="cards",
    title="PAC-MAN card game",
    package="games.cards",
    data_files=DATA_FILES["cards"],
    bot="games.cards.demo_bot:CardsBot",
)
PACMAN: GameSpec[PacmanData] = GameSpec(
    name="pacman",
    title="PAC-MAN board game",
    package="games.pacman",
    data_files=DATA_FILES["pacman"],
    bot="games.pacman.demo_bot:PacmanBot",
)
LABYRINTH: GameSpec[TileSet] = GameSpec(
    name="labyrinth",
    title="Pokémon Labyrinth",
    package="games.labyrinth",
    data_files=DATA_FILES["labyrinth"],
    bot="games.labyrinth.demo_bot:LabyrinthBot",
)

GAMES: dict[str, GameSpec[object]] = {spec.name: spec.by_name() for spec in (DEATHSTAR, CARDS, PACMAN, LABYRINTH)}
"""Every game by its name (``--game``), as the box finds it at run time."""
