"""One Pac-Man's game: level, lives, dots, power, fruit, the ghost deck and the score."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from games.pacman.deck import GhostCard

DOT_POINTS = 40
SECTION_POINTS = 800
GHOST_POINTS = 200
POWER_ROLLS = 3
ARCADE_LIVES = 3


@dataclass
class Score:
    """A Pac-Man's points by source; the total is always their sum."""

    dots: int = 0
    sections: int = 0
    ghosts: int = 0
    fruit: int = 0

    @property
    def total(self) -> int:
        """Every point."""
        return self.dots + self.sections + self.ghosts + self.fruit

    def to_json(self) -> dict[str, int]:
        """The breakdown and the total."""
        return {"dots": self.dots, "sections": self.sections, "ghosts": self.ghosts, "fruit": self.fruit,
                "total": self.total}


@dataclass
class PacmanGame:
    """The state of the current Pac-Man's game (one player, until caught for good)."""

    player: str
    level: int
    lives: int
    deck: list[GhostCard]
    score: Score = field(default_factory=Score)
    eaten: set[str] = field(default_factory=set)
    sections: set[int] = field(default_factory=set)
    power_used: int = 0
    power_left: int | None = None
    ghosts_this_power: int = 0
    fruit_next: int = 0
    fruit_on_maze: str | None = None
    discard: list[GhostCard] = field(default_factory=list)
    first_card: bool = True
    rolled: bool = False
    moved: bool = False
    last_roll: int | None = None
    position: str = ""
    level_check_due: bool = False
    dots_eaten_total: int = 0

    @property
    def powered(self) -> bool:
        """Whether Pac-Man can eat ghosts now."""
        return self.power_left is not None

    def new_level_deck(self, cards: tuple[GhostCard, ...], rng: random.Random, yellow: bool = False) -> None:
        """Every blue card and, from level 2 (or with ``yellow``: arcade mode), every yellow card, shuffled."""
        self.deck = [c for c in cards if c.colour == "blue" or self.level >= 2 or yellow]
        self.discard = []
        rng.shuffle(self.deck)

    def summary(self) -> dict[str, Any]:
        """JSON-ready state for the summary."""
        return {"pacman": self.player, "level": self.level, "lives": self.lives, "dots_eaten": len(self.eaten),
                "sections_cleared": sorted(self.sections), "powered": self.powered,
                "power_rolls_left": self.power_left, "fruit_on_maze": self.fruit_on_maze,
                "deck": len(self.deck), "score": self.score.to_json()}
