"""A picture of Pokémon Labyrinth's set-up (``companion labyrinth-setup --png``), drawn with pygame as the
box's screen draws: the tiles, their names, the arrows ``do insert`` uses and the spare tile."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Protocol, TypeVar

from games.labyrinth.board import ARROWS, E, N, S, SIZE, W, Tile

CELL = 72
MARGIN = 44
"""Room around the board for the row and column numbers and the twelve arrow labels."""
COLOURS = {"red": (200, 40, 40), "blue": (40, 90, 210), "green": (40, 160, 70), "yellow": (230, 190, 30)}
TEXT = (230, 230, 230)


def arrow_places(origin: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """Where each arrow's label (``N1`` ... ``E5``, as ``do insert`` names them) is centred, beside
    the line it pushes; ``origin`` is the board's top-left corner in the picture.

    >>> places = arrow_places((44, 44))
    >>> places["N1"], places["W5"]
    ((152, 30), (30, 440))
    """
    x0, y0 = origin
    far = CELL * SIZE
    out = {}
    for arrow in ARROWS:
        edge, line = arrow[0], int(arrow[1])
        along = line * CELL + CELL // 2
        out[arrow] = {"N": (x0 + along, y0 - 14), "S": (x0 + along, y0 + far + 14),
                      "W": (x0 - 14, y0 + along), "E": (x0 + far + 14, y0 + along)}[edge]
    return out


class Measures(Protocol):
    """A font as :func:`fitted` needs it: the size a text takes (pygame's ``Font.size``)."""

    def size(self, text: str, /) -> tuple[int, int]:
        """The width and height ``text`` takes, in pixels."""
        ...


FontKind = TypeVar("FontKind", bound=Measures)


def fitting_size(font_for: Callable[[int], Measures], text: str, width: int, largest: int = 16,
                 smallest: int = 8) -> int:
    """The largest size (from ``largest`` down to ``smallest``) whose font fits ``text`` in ``width`` pixels;
    the smallest when none does."""
    return next((size for size in range(largest, smallest, -1) if font_for(size).size(text)[0] <= width), smallest)


def fitted(font_for: Callable[[int], FontKind], text: str, width: int) -> FontKind:
    """The largest font (from 16 points down to 8) in which ``text`` fits ``width`` pixels."""
    return font_for(fitting_size(font_for, text, width))


def render_png(board: tuple[Tile, ...], spare: Tile, path: Path) -> None:
    """Draw the set-up so a person can lay out the board from it alone: tiles with borders
    (corridors light, walls dark, fixed tiles framed), names that fit their tile, row and
    column numbers, the twelve arrow labels that ``do insert`` uses, and the spare tile."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.font.init()
    fonts: dict[int, pygame.font.Font] = {}

    def font_for(size: int) -> pygame.font.Font:
        return fonts.setdefault(size, pygame.font.Font(None, size + 4))

    board_size = CELL * SIZE
    picture = pygame.Surface((2 * MARGIN + board_size + CELL * 2, 2 * MARGIN + board_size))
    picture.fill((30, 30, 40))
    third = CELL // 3

    def text_at(text: str, centre: tuple[int, int], size: int = 14, colour: tuple[int, int, int] = TEXT) -> None:
        label = font_for(size).render(text, True, colour)
        picture.blit(label, label.get_rect(center=centre))

    def tile_at(tile: Tile, x: int, y: int) -> None:
        pygame.draw.rect(picture, (70, 60, 50), (x, y, CELL, CELL))
        floor = (235, 225, 200)
        pygame.draw.rect(picture, floor, (x + third, y + third, third, third))
        for side, rect in ((N, (x + third, y, third, third)), (S, (x + third, y + 2 * third, third, third)),
                           (W, (x, y + third, third, third)), (E, (x + 2 * third, y + third, third, third))):
            if tile.open & side:
                pygame.draw.rect(picture, floor, rect)
        pygame.draw.rect(picture, (15, 15, 20), (x, y, CELL, CELL), 1)  # every tile's border
        if tile.fixed:
            pygame.draw.rect(picture, (250, 250, 250), (x + 2, y + 2, CELL - 4, CELL - 4), 2)
        if tile.start:
            pygame.draw.circle(picture, COLOURS.get(tile.start, (0, 0, 0)), (x + CELL // 2, y + CELL // 2), third // 2)
        if tile.target:
            label = fitted(font_for, tile.target, CELL - 6).render(tile.target, True, (20, 20, 120))
            picture.blit(label, label.get_rect(center=(x + CELL // 2, y + CELL // 2)))

    for i, tile in enumerate(board):
        tile_at(tile, MARGIN + (i % SIZE) * CELL, MARGIN + (i // SIZE) * CELL)
    for n in range(SIZE):  # row and column numbers, as ROW,COL in do move to=ROW,COL
        text_at(str(n), (MARGIN + n * CELL + CELL // 2, 8), 12, (160, 160, 170))
        text_at(str(n), (8, MARGIN + n * CELL + CELL // 2), 12, (160, 160, 170))
    for arrow, centre in arrow_places((MARGIN, MARGIN)).items():
        text_at(arrow, centre, 14, (250, 210, 90))
    spare_x = 2 * MARGIN + board_size + CELL // 2
    tile_at(spare, spare_x, MARGIN)
    text_at("spare", (spare_x + CELL // 2, MARGIN + CELL + 12))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(picture, str(path))


