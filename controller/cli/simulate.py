"""``companion simulate pacman``: headless PAC-MAN matches between the demo bots, with their figures."""

from __future__ import annotations

import argparse

from controller.cli.options import config_of

import sys
import time
from typing import TextIO

from controller.core.config import Config
from controller.core.session import load_game_data
from games.errors import IllegalAction
from games.bot import as_action
from games.pacman.engine import PacmanEngine
from games.pacman.demo_bot import PacmanBot
from games.registry import PACMAN

def play_match(engine: PacmanEngine, seed: int) -> tuple[PacmanEngine, PacmanBot, int]:
    """Play a whole match with the table's bot, straight on the engine (no hardware).

    Returns the engine, the table and how many of the bot's inputs the rules refused
    (a bot mistake is counted, never fatal: the engine is unchanged by a refusal).
    """
    table = PacmanBot(engine, seed)
    refused = 0
    for _ in range(100_000):
        if engine.finished:
            break
        action = as_action(table.next_move(engine))
        if action is not None:
            try:
                engine.apply(action)
            except IllegalAction:
                refused += 1
    return engine, table, refused


def simulate(config: Config, games: int, players: list[str], options: dict[str, str], seed: int,
             out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Play ``games`` bot games headless and print figures."""
    data = load_game_data(PACMAN, config.game_table("pacman"))
    scores, turns, cleared, played, refused = [], [], 0, 0, 0
    cpu_start = time.process_time()
    for n in range(games):
        engine = PacmanEngine(players, options, seed + n, data)
        engine.start()
        finished, table, mistakes = play_match(engine, seed + n)
        refused += mistakes
        for result in finished.results.values():
            scores.append(result["total"])
        cleared += sum(1 for r in finished.results.values() if r["sections"] >= 3200)
        played += len(finished.results)
        turns.append(table.turns / max(1, len(finished.results)))
        if err.isatty():
            done = (n + 1) / games
            err.write(f"\r[{'#' * int(30 * done):<30}] {n + 1}/{games}")
            err.flush()
    cpu = max(time.process_time() - cpu_start, 1e-9)
    if err.isatty():
        err.write("\n")
    mean = sum(scores) / max(1, len(scores))
    out.write(f"{games} matches ({played} Pac-Man games) of {len(players)} players, options "
              f"{options or 'none'}: mean Pac-Man score {mean:.0f}, best {max(scores, default=0)}, "
              f"P(level 1 cleared) {cleared / max(1, played):.3f}, mean Pac-Man turns per game "
              f"{sum(turns) / max(1, len(turns)):.1f}; {played / cpu:.0f} Pac-Man games ({games / cpu:.0f} matches) "
              f"per CPU second"
              + (f"; {refused} bot inputs refused by the rules" if refused else "") + ".\n")
    return 0


def command(args: argparse.Namespace) -> int:
    """``companion simulate pacman``."""
    from controller.cli.simulate import simulate
    if args.games < 1:
        print("companion simulate: --games must be 1 or more", file=sys.stderr)
        return 2
    return simulate(config_of(args), args.games, args.players, dict(args.option), args.seed)
