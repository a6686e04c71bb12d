"""What the screens show of a Pokémon Labyrinth game: the board, pawns, spare, arrows; each player's target."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.views import JSONObject
from games.labyrinth.board import ARROWS, SIZE, Tile

if TYPE_CHECKING:
    from games.labyrinth.engine import LabyrinthEngine


def tile_json(tile: Tile) -> JSONObject:
    """One tile for the screens: open sides as a mask (N=1, E=2, S=4, W=8), its Pokémon, start colour, fixed."""
    return {"open": tile.open, "target": tile.target, "start": tile.start, "fixed": tile.fixed}


def panel(engine: LabyrinthEngine) -> JSONObject:
    """The public panel: the summary's state plus the whole board, the spare tile and the twelve arrows.

    Targets still face down are never here, only how many are left; glow targets lie face up.
    ``names`` gives each Pokémon's name in the languages whose official names differ (``*``: the id).
    """
    board = [[tile_json(engine.board[r * SIZE + c]) for c in range(SIZE)] for r in range(SIZE)]
    return {**engine.state_summary(),
            "board": board, "spare_tile": tile_json(engine.spare),
            "arrows": [{"name": a, "banned": a == engine.banned} for a in ARROWS],
            "homes": {p: list(pos) for p, pos in engine.home.items()},
            "names": {pokemon: dict(words.texts) for pokemon, words in engine.tiles.names.items()},
            "found": {p: len(engine.found_day[p]) + len(engine.found_night[p]) for p in engine.players}}


def secrets(engine: LabyrinthEngine, player: str) -> JSONObject:
    """A player's current face-down target (classic and day) and how many are left in the stack; at night the glow
    Pokémon the player still has to find (face up, in any order).

    >>> from games.labyrinth.board import parse_tiles
    >>> from games.labyrinth.engine import LabyrinthEngine
    >>> from importlib import resources
    >>> tiles = parse_tiles(resources.files("games.labyrinth").joinpath("tiles.toml").read_text("utf-8"))
    >>> e = LabyrinthEngine(["ann", "bob"], {}, 1, tiles)
    >>> s = secrets(e, "ann")
    >>> s["target"] == e.stack["ann"][0], s["stack"]
    (True, 12)
    """
    night = engine.glow_targets[player] if engine.phase == "night" else []
    return {"target": engine.current_target(player), "stack": len(engine.stack[player]),
            **({"glow": list(night)} if night else {})}
