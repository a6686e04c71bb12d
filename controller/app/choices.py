"""What the box chooses from its configuration and run request: its database, the players when none are named,
each game's button bindings, and what the pages know of every game."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from controller.core.config import Config
from controller.core.loop import Bindings
from controller.words.messages import Messages
from games.datafile import TOML
from games.registry import GAMES

if TYPE_CHECKING:
    from controller.app.box import RunRequest
    from controller.faces.web.server import GameForPages


def games_for_pages() -> dict[str, GameForPages]:
    """What the pages need to know of every game: its title and each action's ``key=`` words."""
    return {name: {"title": spec.title, "actions": {a: sorted(args) for a, args in spec.action_args.items()}}
            for name, spec in GAMES.items()}


SHIPPED_PLAYERS = ["player1", "player2"]
"""``[box] players`` as shipped: said in the box's language (``giocatore1``, ``joueur1``, ``Spieler1``)."""


def database_of(config: Config, request: RunRequest) -> str | Path:
    """The box's database: ``--db``, else the config's. A demo's bots play on a throwaway one: the family's
    score log and unfinished game stay untouched (``--demo --db FILE`` keeps a demo where it is asked to)."""
    return request.db or (":memory:" if request.demo else config.database_path())


def default_players(config: Config) -> list[str]:
    """The players when none are named: the config's, the shipped two in the box's language."""
    players = list(config.texts("box.players"))
    if players != SHIPPED_PLAYERS:
        return players
    words = Messages(config.text("box.language"))
    return [words.render("player.default", {"n": n}) for n in (1, 2)]


def bindings_for(config: Config, game: str) -> Bindings:
    """The game's button bindings from the config."""
    table = config.game_table(game)
    return Bindings(actions_of(table.get("press")), actions_of(table.get("hold")), game)


def actions_of(bound: TOML | None) -> dict[str, str]:
    """A ``[games.G.press]`` or ``.hold`` table as button -> action (the config was checked: all texts)."""
    return {button: str(action) for button, action in bound.items()} if isinstance(bound, dict) else {}
