"""Who is Pac-Man next, and who moves which ghosts (RULES.md section 1, Players)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.base import Event, Msg, Names
from games.pacman.deck import GHOSTS
from games.pacman.state import PacmanGame
from games.pacman.vocabulary import Kind


def roll_dice(rng: random.Random, count: int = 3) -> list[int]:
    """``count`` six-sided dice."""
    return [rng.randint(1, 6) for _ in range(count)]


def roll_off(candidates: Sequence[str], rng: random.Random) -> tuple[str, list[dict[str, int]]]:
    """Everyone rolls the 3 dice, highest goes first, ties roll again among the tied.

    Returns the winner and each round's totals.
    """
    rounds = []
    rolling = list(candidates)
    while True:
        totals = {name: sum(roll_dice(rng)) for name in rolling}
        rounds.append(totals)
        best = max(totals.values())
        rolling = [n for n in rolling if totals[n] == best]
        if len(rolling) == 1:
            return rolling[0], rounds


def ghost_controllers(players: Sequence[str], pacman: str) -> dict[str, list[str]]:
    """The ghosts each other player moves: 1 other has all four; 2 have two each;
    3: the first (to Pac-Man's left) has two, the others one; 4: one each.

    >>> ghost_controllers(["ann", "bob", "cid", "dee"], "bob")
    {'cid': ['blinky', 'pinky'], 'dee': ['inky'], 'ann': ['clyde']}
    """
    start = players.index(pacman)
    others = [players[(start + i) % len(players)] for i in range(1, len(players))]
    shares = {1: [4], 2: [2, 2], 3: [2, 1, 1], 4: [1, 1, 1, 1]}[len(others)]
    out, k = {}, 0
    for name, share in zip(others, shares):
        out[name] = list(GHOSTS[k:k + share])
        k += share
    return out


def pacman_chosen(players: Sequence[str], pacman: str, rounds: list[dict[str, int]], game: PacmanGame,
                  arcade: bool) -> list[Event]:
    """The events of a new Pac-Man's game: who won the roll, who moves which ghosts, and the start."""
    ghosts = ghost_controllers(players, pacman)
    who = tuple(Msg("pacman.controls", {"player": p, "ghosts": Names(Msg(f"pacman.ghost.{g}") for g in gs)})
                for p, gs in ghosts.items())
    dice = tuple(Msg("pacman.dice_round", {"count": k, "rolls": tuple(Msg("standing.score", {"player": n, "points": t})
                                                                      for n, t in r.items())})
                 for k, r in enumerate(rounds))
    return [Event(Kind.NEXT_PACMAN, {"player": pacman, "rolls": rounds, "ghosts": ghosts}, msg="pacman.next_pacman",
                  say_msg="pacman.next_pacman.say", params={"player": pacman, "dice": dice, "ghosts": who}),
            Event(Kind.GAME_START, {"player": game.player, "level": game.level, "lives": game.lives},
                  msg="pacman.game_start", say_msg="pacman.game_start.say",
                  params={"player": game.player, "level": game.level,
                          "mode": Msg("pacman.mode.arcade" if arcade else "pacman.mode.normal")})]
