"""``companion maze``: the PAC-MAN maze model as text or JSON (every space, its kind, section and sensor cell)."""

from __future__ import annotations

import argparse

from controller.cli.options import config_of

import json
import sys
from typing import TextIO

from controller.core.config import Config
from controller.core.session import load_game_data
from games.pacman.maze import Maze
from games.registry import PACMAN


def load_maze(config: Config) -> Maze:
    """The maze the config names (or the shipped one)."""
    maze: Maze = load_game_data(PACMAN, config.game_table("pacman"))[0]
    return maze


def show_maze(config: Config, as_json: bool, out: TextIO = sys.stdout) -> int:
    """Print the maze model as text, or every space as JSON."""
    maze = load_maze(config)
    if as_json:
        out.write(json.dumps({"width": maze.width, "height": maze.height,
                              "spaces": [s.to_json() for s in maze.spaces.values()]}, indent=1) + "\n")
        return 0
    out.write(maze.render() + "\n")
    counts = {k: len(maze.of_kind(k)) for k in ("dot", "power", "grey")}
    sections = ", ".join(f"{n}: {len(d)}" for n, d in sorted(maze.section_dots().items()))
    out.write(f"\n{counts['dot']} dots (sections {sections}), {counts['power']} power pellets, "
              f"{counts['grey']} grey circles. . dot  o power  , grey  S start  G red ghost  C cage  T tunnel\n")
    return 0


def command(args: argparse.Namespace) -> int:
    """``companion maze``."""
    from controller.cli.maze import show_maze
    return show_maze(config_of(args), args.json)
