"""``companion labyrinth setup``: a random Labyrinth set-up as text and as a PNG picture."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

from controller.config import Config
from controller.session import load_game_data
from games.labyrinth.board import E, N, S, SIZE, W, Tile, draw, legend
from games.labyrinth.engine import LabyrinthEngine
from games.registry import GAMES

CELL = 72
COLOURS = {"red": (200, 40, 40), "blue": (40, 90, 210), "green": (40, 160, 70), "yellow": (230, 190, 30)}


def render_png(board: tuple[Tile, ...], spare: Tile, path: Path) -> None:
    """Draw the board (corridors light, walls dark, fixed tiles framed, targets named) to a PNG."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.font.init()
    font = pygame.font.Font(None, 15)
    width = CELL * (SIZE + 2)
    picture = pygame.Surface((width, CELL * SIZE + 2 * CELL // 3))
    picture.fill((30, 30, 40))
    third = CELL // 3

    def tile_at(tile: Tile, x: int, y: int) -> None:
        pygame.draw.rect(picture, (70, 60, 50), (x, y, CELL, CELL))
        floor = (235, 225, 200)
        pygame.draw.rect(picture, floor, (x + third, y + third, third, third))
        for side, rect in ((N, (x + third, y, third, third)), (S, (x + third, y + 2 * third, third, third)),
                           (W, (x, y + third, third, third)), (E, (x + 2 * third, y + third, third, third))):
            if tile.open & side:
                pygame.draw.rect(picture, floor, rect)
        if tile.fixed:
            pygame.draw.rect(picture, (250, 250, 250), (x + 1, y + 1, CELL - 2, CELL - 2), 2)
        if tile.start:
            pygame.draw.circle(picture, COLOURS.get(tile.start, (0, 0, 0)), (x + CELL // 2, y + CELL // 2), third // 2)
        if tile.target:
            label = font.render(tile.target, True, (20, 20, 120))
            picture.blit(label, label.get_rect(center=(x + CELL // 2, y + CELL // 2)))

    for i, tile in enumerate(board):
        tile_at(tile, (i % SIZE) * CELL, (i // SIZE) * CELL)
    tile_at(spare, SIZE * CELL + CELL // 2, CELL // 2)
    caption = font.render("spare", True, (230, 230, 230))
    picture.blit(caption, (SIZE * CELL + CELL // 2, CELL // 2 + CELL + 4))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(picture, str(path))


def setup(config: Config, seed: int, players: list[str], options: dict[str, str], png: str | None,
          out: TextIO = sys.stdout) -> int:
    """Print (and optionally draw) the set-up a game with this seed would start with."""
    data = load_game_data(GAMES["labyrinth"], config.game_table("labyrinth"))
    engine = LabyrinthEngine(players, options, seed, data)
    out.write(f"Pokémon Labyrinth set-up, seed {seed} (@ fixed tiles, * a Pokémon, r b g y the start colours; "
              f"spare tile: a {engine.spare.shape}):\n{draw(engine.board)}\n{legend(engine.board, engine.spare)}\n")
    if png:
        render_png(engine.board, engine.spare, Path(png))
        out.write(f"Wrote the picture to {png}.\n")
    return 0
