"""A simulated Labyrinth table for ``--demo``: each player slides the tile that brings their pawn
closest to their target, then walks as near to it as the corridors allow."""

from __future__ import annotations

import random

from games.base import Action
from games.bot import Move, Wait
from games.labyrinth.board import ARROWS, SIZE, Pos, Tile, insert, reachable
from games.labyrinth.engine import LabyrinthEngine, Phase, Turn
from games.labyrinth.vocabulary import Act


def _where(board: tuple[Tile, ...], pokemon: str) -> Pos | None:
    for i, tile in enumerate(board):
        if tile.target == pokemon:
            return i // SIZE, i % SIZE
    return None


def goals(engine: LabyrinthEngine, player: str) -> list[str]:
    """The Pokémon the player is after now (empty: head home)."""
    if engine.phase is Phase.NIGHT:
        return list(engine.glow_targets[player])
    target = engine.current_target(player)
    return [target] if target else []


class LabyrinthBot:
    """The demo's players; see the module docstring."""

    def __init__(self, engine: LabyrinthEngine, seed: int) -> None:
        self.rng = random.Random(seed)
        self.waited = False

    def _distance(self, engine: LabyrinthEngine, board: tuple[Tile, ...], spots: set[Pos], player: str) -> float:
        places = [p for p in (_where(board, g) for g in goals(engine, player)) if p is not None]
        if not goals(engine, player):
            places = [engine.home[player]]
        if not places:
            return 20.0  # the target is on the spare tile: nothing to aim at this turn
        return min(abs(r - tr) + abs(c - tc) for r, c in spots for tr, tc in places)

    def next_move(self, engine: LabyrinthEngine) -> Move:
        """What a player at this table does next."""
        me = engine.player
        if engine.awaiting is Turn.INSERT:
            if not self.waited:
                self.waited = True
                return Wait(self.rng.choice((8, 12, 15, 20)))
            self.waited = False
            best: tuple[float, str, int] | None = None
            for arrow in ARROWS:
                if arrow == engine.banned:
                    continue
                for rotation in range(4):
                    board, _, pawns = insert(engine.board, engine.spare.turn(rotation), arrow, engine.pawns)
                    spots = reachable(board, pawns[me])
                    score = self._distance(engine, board, spots, me) + self.rng.random() * 0.1
                    if best is None or score < best[0]:
                        best = (score, arrow, rotation)
            assert best is not None
            return Action.make(Act.INSERT, arrow=best[1], rotation=str(best[2]))
        spots = reachable(engine.board, engine.pawns[me])
        places = [p for p in (_where(engine.board, g) for g in goals(engine, me)) if p is not None] or \
            ([engine.home[me]] if not goals(engine, me) else [])
        if places:
            dest = min(spots, key=lambda s: min(abs(s[0] - p[0]) + abs(s[1] - p[1]) for p in places))
        else:
            dest = engine.pawns[me]
        return Action.make(Act.MOVE, player=me, to=f"{dest[0]},{dest[1]}")
