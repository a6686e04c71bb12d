"""The ghost deck as data: movement cards and fruit cards, blue (level 1) and yellow (level 2)."""

from __future__ import annotations

from dataclasses import dataclass

from games.datafile import DataError, parse_toml, require

GHOSTS = ("blinky", "pinky", "inky", "clyde")
FRUIT = (("cherries", 100), ("strawberry", 200), ("orange", 500))
"""The fruit tokens in the order they come out, with their points."""


@dataclass(frozen=True)
class GhostCard:
    """One ghost card: its colour, whether it is a fruit card, and the ghosts' moves in order."""

    index: int
    colour: str
    fruit: bool
    moves: tuple[tuple[str, int], ...]

    def describe(self) -> str:
        """``Blinky 4, Pinky 2`` or ``fruit``."""
        if self.fruit:
            return "fruit"
        return ", ".join(f"{g.capitalize()} {n}" for g, n in self.moves)


def parse_ghost_deck(text: str, source: str = "ghost_deck.toml") -> tuple[GhostCard, ...]:
    """Parse and check the ghost deck.

    >>> parse_ghost_deck('[[card]]\\ncolour="blue"\\nmoves=[["blinky", 4], ["inky", 2]]')[0].describe()
    'Blinky 4, Inky 2'
    """
    raw = parse_toml(text, source)
    cards = raw.get("card")
    if not isinstance(cards, list) or not cards:
        raise DataError(source, "card", "no [[card]] tables")
    out = []
    for i, table in enumerate(cards):
        where = f"card[{i + 1}]"
        colour = require(table, "colour", str, source, where)
        if colour not in ("blue", "yellow"):
            raise DataError(source, f"{where}.colour", f'expected "blue" or "yellow", got {colour!r}')
        fruit = bool(table.get("fruit", False))
        moves: list[tuple[str, int]] = []
        if not fruit:
            raw_moves = require(table, "moves", list, source, where)
            for j, move in enumerate(raw_moves):
                if (not isinstance(move, list) or len(move) != 2 or move[0] not in GHOSTS
                        or not isinstance(move[1], int) or not 1 <= move[1] <= 9):
                    raise DataError(source, f"{where}.moves[{j + 1}]",
                                    f'expected ["blinky|pinky|inky|clyde", 1-9], got {move!r}')
                moves.append((move[0], move[1]))
            names = [g for g, _ in moves]
            if not moves or len(set(names)) != len(names):
                raise DataError(source, f"{where}.moves", "list each ghost at most once, at least one ghost")
        out.append(GhostCard(i, colour, fruit, tuple(moves)))
    if not any(c.colour == "blue" for c in out):
        raise DataError(source, "card", "the deck needs blue (level 1) cards")
    return tuple(out)
