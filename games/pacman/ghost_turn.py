"""The ghosts' turn: flip ghost cards (placing fruit on the way) and say who moves how far."""

from __future__ import annotations

import random
from typing import Any

from games.base import Event, Msg, Names
from games.pacman.deck import FRUIT, GhostCard
from games.pacman.state import PacmanGame
from games.pacman.vocabulary import Kind


def _draw(game: PacmanGame, rng: random.Random, events: list[Event]) -> GhostCard:
    """The next ghost card (:meth:`games.pacman.deck.GhostDeck.draw`), and a reshuffle said when there was one."""
    card, reshuffled = game.deck.draw(rng)
    if reshuffled is not None:
        events.append(Event(Kind.RESHUFFLE, {"cards": reshuffled}, msg="pacman.reshuffle",
                            params={"cards": reshuffled}))
    return card


def _lost_moves(names: list[str]) -> set[str]:
    """The ghosts listed above Blinky (all of them when he is not on the card): the cage holds them."""
    return set(names[:names.index("blinky")]) if "blinky" in names else set(names)


def ghost_turn(game: PacmanGame, rng: random.Random) -> tuple[list[Event], list[dict[str, Any]]]:
    """Draw until a ghost card turns up (fruit cards place fruit); its events and each ghost's move.

    On the first card since the pawns were set out, Blinky must leave first to open the
    cage: ghosts listed above him lose their move (RULES.md section 1).
    """
    events: list[Event] = []
    while True:
        card = _draw(game, rng, events)
        if not card.fruit:
            break
        if game.fruit_on_maze or game.fruit_next >= len(FRUIT):
            events.append(Event(Kind.FRUIT_CARD, {"placed": False}, msg="pacman.fruit_card"))
            continue
        name, points = FRUIT[game.fruit_next]
        game.fruit_next += 1
        game.fruit_on_maze = name
        events.append(Event(Kind.FRUIT_PLACED, {"fruit": name, "points": points}, msg="pacman.fruit_placed",
                            say_msg="pacman.fruit_placed.say",
                            params={"fruit": Msg(f"pacman.fruit.{name}"), "count": points}))
    lost: set[str] = set()
    if game.first_card:
        lost = _lost_moves([m[0] for m in card.moves])
        game.first_card = False
    moves = [{"ghost": ghost, "spaces": n, "lost": ghost in lost} for ghost, n in card.moves]
    said = tuple(Msg("pacman.ghost_move", {"ghost": Msg(f"pacman.ghost.{ghost}"), "spaces": n})
                 for ghost, n in card.moves if ghost not in lost)
    stuck = sorted(lost)
    lost_text = Msg("pacman.lost_move", {"ghosts": Names(Msg(f"pacman.ghost.{g}") for g in stuck), "count": len(stuck)}) \
        if stuck else ""
    events.append(Event(Kind.GHOST_CARD, {"moves": moves, "card": card.index, "colour": card.colour},
                        msg="pacman.ghost_card" if said else "pacman.ghost_card.none", say_msg="pacman.ghost_card.say",
                        params={"moves": said, "said": said or Msg("pacman.no_ghost_moves"), "lost": lost_text}))
    return events, moves
