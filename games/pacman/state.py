"""One Pac-Man's game: level, lives, dots, power, fruit, the ghost deck and the score."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum

from games.views import JSONObject
from games.pacman.deck import GhostCard, GhostDeck
from games.pacman.referee import Move

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


class Phase(StrEnum):
    """Where one Pac-Man's turn stands; what may happen next follows from it."""

    ROLL = "roll"
    """Pac-Man's turn, before the dice: nothing moves until the roll."""
    MOVE = "move"
    """Rolled: Pac-Man walks the total (pegs, fruit, a power pellet, a ghost), then the ghost card."""
    POWER = "power"
    """On a power pellet: up to three one-die power moves, then the ghost card."""


@dataclass
class PacmanGame:
    """The state of the current Pac-Man's game (one player, until caught for good)."""

    player: str
    level: int
    lives: int
    deck: GhostDeck = field(default_factory=GhostDeck)
    score: Score = field(default_factory=Score)
    eaten: set[str] = field(default_factory=set)
    sections: set[int] = field(default_factory=set)
    power_used: int = 0
    power_left: int | None = None
    ghosts_this_power: int = 0
    fruit_next: int = 0
    fruit_on_maze: str | None = None
    first_card: bool = True
    """The next ghost card is the first since the pawns were set out: Blinky must open the cage."""
    phase: Phase = Phase.ROLL
    has_rolled: bool = False
    """Pac-Man has rolled since the pawns were last set out (nobody is caught before that)."""
    move: Move | None = None
    """The move under way (after a roll or a power roll), as the referee follows it."""
    unseen_steps: int = 0
    """Steps of earlier moves that no peg accounted for (Pac-Man may be that far from ``position``)."""
    disputed: dict[str, str] = field(default_factory=dict)
    """Dots held by the strict referee, unscored until confirmed: space -> verdict."""
    last_roll: int | None = None
    position: str = ""
    level_check_due: bool = False
    dots_eaten_total: int = 0

    def set_out(self, start: str) -> None:
        """Every pawn back to its start (a new game, a new level, a lost life): Pac-Man moves first."""
        self.phase, self.has_rolled, self.move, self.unseen_steps = Phase.ROLL, False, None, 0
        self.position, self.last_roll, self.first_card, self.power_left = start, None, True, None

    @property
    def powered(self) -> bool:
        """Whether Pac-Man can eat ghosts now."""
        return self.power_left is not None

    def new_level_deck(self, cards: tuple[GhostCard, ...], rng: random.Random, yellow: bool = False) -> None:
        """The ghost deck dealt for this game's level (:meth:`GhostDeck.deal_level`)."""
        self.deck.deal_level(cards, self.level, rng, yellow)

    def summary(self) -> JSONObject:
        """JSON-ready state for the summary."""
        return {"pacman": self.player, "level": self.level, "lives": self.lives, "dots_eaten": len(self.eaten),
                "sections_cleared": sorted(self.sections), "powered": self.powered,
                "power_rolls_left": self.power_left, "fruit_on_maze": self.fruit_on_maze,
                "deck": len(self.deck), "score": self.score.to_json()}
