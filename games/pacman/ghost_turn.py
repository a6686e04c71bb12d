"""The ghosts' turn: flip ghost cards (placing fruit on the way) and say who moves how far."""

from __future__ import annotations

import random
from typing import Any

from games.base import Event
from games.pacman.deck import FRUIT, GhostCard
from games.pacman.state import PacmanGame


def _draw(game: PacmanGame, rng: random.Random, events: list[Event]) -> GhostCard:
    if not game.deck:
        game.deck, game.discard = game.discard, []
        rng.shuffle(game.deck)
        events.append(Event("reshuffle", {"cards": len(game.deck)},
                            f"The ghost deck is reshuffled ({len(game.deck)})."))
    return game.deck.pop()


def _lost_moves(names: list[str]) -> set[str]:
    """The ghosts listed above Blinky (all of them when he is not on the card): the cage holds them."""
    return set(names[:names.index("blinky")]) if "blinky" in names else set(names)


def and_list(names: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``: names as a sentence says them."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def ghost_turn(game: PacmanGame, rng: random.Random) -> tuple[list[Event], list[dict[str, Any]]]:
    """Draw until a ghost card turns up (fruit cards place fruit); its events and each ghost's move.

    On the first card since the pawns were set out, Blinky must leave first to open the
    cage: ghosts listed above him lose their move (RULES.md section 1).
    """
    events: list[Event] = []
    while True:
        card = _draw(game, rng, events)
        game.discard.append(card)
        if not card.fruit:
            break
        if game.fruit_on_maze or game.fruit_next >= len(FRUIT):
            events.append(Event("fruit_card", {"placed": False}, "A fruit card, but no fruit to place: draw again."))
            continue
        name, points = FRUIT[game.fruit_next]
        game.fruit_next += 1
        game.fruit_on_maze = name
        events.append(Event("fruit_placed", {"fruit": name, "points": points},
                            f"Fruit card: put the {name} on START ({points} points). Draw again for the ghosts.",
                            f"Fruit! Put the {name} on start."))
    lost: set[str] = set()
    if game.first_card:
        lost = _lost_moves([m[0] for m in card.moves])
        game.first_card = False
    moves = [{"ghost": ghost, "spaces": n, "lost": ghost in lost} for ghost, n in card.moves]
    said = ", ".join(f"{ghost.capitalize()} {n}" for ghost, n in card.moves if ghost not in lost)
    stuck = sorted(lost)
    who = and_list([g.capitalize() for g in stuck]) if stuck else ""
    lost_text = (f" ({who} {'loses his' if len(stuck) == 1 else 'lose their'} move: "
                 "Blinky opens the cage)") if stuck else ""
    events.append(Event("ghost_card", {"moves": moves, "card": card.index, "colour": card.colour},
                        f"Ghosts move: {said or 'nobody'}{lost_text}.", f"{said or 'No ghost moves'}.{lost_text}"))
    return events, moves
