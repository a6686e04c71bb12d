"""What the Death Star engine remembers about each player and token."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from games.views import JSONObject
from games.base import Msg
from games.errors import IllegalAction
from games.deathstar.data import ForceCard

TOKEN_NAMES = {"1": "Leia and Luke", "2": "Han and Chewbacca"}
"""The tokens' English names (the views' JSON); sentences use :func:`token_name`."""
TOKEN_ALIASES = {"1": "1", "2": "2", "leia": "1", "luke": "1", "han": "2", "chewbacca": "2", "chewie": "2"}
DETENTION_TURNS = 3
"""Turns without a 3 after which a detained token leaves on the next turn."""


class Phase(StrEnum):
    """The game's coarse phase, as the views show it."""

    ORDER = "order"
    """Everyone spins for the turn order."""
    PLAY = "play"
    OVER = "over"


class Step(StrEnum):
    """Where the game stands; what may happen next follows from it."""

    ORDER = "order"
    """Everyone spins for the turn order."""
    SPIN = "spin"
    """A player's turn, before the spin."""
    MOVE = "move"
    """Spun: one token moves and lands once (``land``, ``bump`` or ``card``)."""
    LANDED = "landed"
    """The spin's one landing is made: the turn ends (``end``, or the next player spins)."""
    DOGFIGHT = "dogfight"
    """A TIE fighter: spin the inner band."""
    OVER = "over"


def token_name(tid: str) -> Msg:
    """A token pair's name, as a part of a sentence in the box's language."""
    return Msg(f"deathstar.token.{tid}")


def token_id(word: str | None) -> str:
    """Turn ``1``, ``2`` or a character's name into a token id, or raise."""
    if word is None:
        raise IllegalAction(msg="deathstar.token_which")
    tid = TOKEN_ALIASES.get(word.lower())
    if tid is None:
        raise IllegalAction(msg="deathstar.token_unknown", params={"word": word})
    return tid


@dataclass
class Token:
    """One token pair's whereabouts, as far as the box has been told.

    ``where`` is ``trash`` (start), ``board``, ``detention`` or ``falcon``.
    """

    where: str = "trash"
    detained_turns: int = 0
    spot: str | None = None
    """The spot the box was last told this token landed on (``None`` before it moved, or while detained)."""

    @property
    def detained(self) -> bool:
        """Whether the token is held in the Detention Block."""
        return self.where == "detention"


@dataclass
class PlayerState:
    """One player's tokens, mission cards, kept Escape cards and turn flags."""

    name: str
    tokens: dict[str, Token] = field(default_factory=lambda: {"1": Token(), "2": Token()})
    blueprint: bool = False
    tractor_beam: bool = False
    escape_cards: list[ForceCard] = field(default_factory=list)
    lose_next_turn: bool = False
    extra_turn: bool = False

    @property
    def mission_complete(self) -> bool:
        """Both mission cards collected: the Falcon may be boarded."""
        return self.blueprint and self.tractor_beam

    @property
    def in_hyperspace(self) -> bool:
        """Both tokens on the Falcon: they now travel as one through Hyperspace."""
        return all(t.where == "falcon" for t in self.tokens.values())

    def movable(self) -> list[str]:
        """Token ids that may be moved this turn (the pair counts as '1' in Hyperspace)."""
        if self.in_hyperspace:
            return ["1"]
        return [tid for tid, t in self.tokens.items() if t.where in ("trash", "board")]

    def detained(self) -> list[str]:
        """Token ids in the Detention Block."""
        return [tid for tid, t in self.tokens.items() if t.detained]

    def progress(self) -> JSONObject:
        """A JSON-ready picture of this player for the summary."""
        return {
            "tokens": {tid: t.where for tid, t in self.tokens.items()},
            "blueprint": self.blueprint,
            "tractor_beam": self.tractor_beam,
            "escape_cards": len(self.escape_cards),
            "hyperspace": self.in_hyperspace,
        }
