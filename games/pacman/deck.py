"""The ghost deck: its cards as data (movement cards and fruit cards, blue for level 1 and yellow from level
2), and the deck in play (dealt for a level, shuffled, drawn, the discards reshuffled when it runs out)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

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
        if not isinstance(table, dict):
            raise DataError(source, where, f"expected a [[card]] table, got {table!r}")
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


@dataclass
class GhostDeck:
    """The ghost deck in play: the face-down pile and the discards."""

    pile: list[GhostCard] = field(default_factory=list)
    discard: list[GhostCard] = field(default_factory=list)

    def __len__(self) -> int:
        """The cards left face down."""
        return len(self.pile)

    def deal_level(self, cards: tuple[GhostCard, ...], level: int, rng: random.Random, yellow: bool = False) -> None:
        """A fresh deck for ``level``: every blue card and, from level 2 (or with ``yellow``: arcade mode),
        every yellow card, shuffled; no discards."""
        self.pile = [c for c in cards if c.colour == "blue" or level >= 2 or yellow]
        self.discard = []
        rng.shuffle(self.pile)

    def draw(self, rng: random.Random) -> tuple[GhostCard, int | None]:
        """The top card, laid on the discards, and how many cards were reshuffled first (``None`` when the
        pile had cards): an empty pile takes the discards, shuffled."""
        reshuffled = None
        if not self.pile:
            self.pile, self.discard = self.discard, []
            rng.shuffle(self.pile)
            reshuffled = len(self.pile)
        card = self.pile.pop()
        self.discard.append(card)
        return card, reshuffled
