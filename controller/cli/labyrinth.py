"""``companion labyrinth setup``: a random Labyrinth set-up as text and as a PNG picture."""

from __future__ import annotations

import argparse

from controller.cli.options import config_of

import sys
from pathlib import Path
from typing import TextIO

from controller.core.config import Config
from controller.words.messages import Messages
from controller.core.session import load_game_data
from controller.faces.screen.setup_picture import render_png
from games.labyrinth.board import legend
from games.base import Msg
from games.labyrinth.engine import LabyrinthEngine
from games.registry import LABYRINTH

def setup(config: Config, seed: int, players: list[str], options: dict[str, str], png: str | None,
          out: TextIO = sys.stdout) -> int:
    """Print (and optionally draw) the set-up a game with this seed would start with."""
    data = load_game_data(LABYRINTH, config.game_table("labyrinth"))
    engine = LabyrinthEngine(players, options, seed, data)
    words = Messages(config.text("box.language"))
    out.write(words.render("labyrinth.setup_cmd", {
        "seed": seed, "shape": Msg(f"labyrinth.shape.{engine.spare.shape}"), "board": data.drawn(engine.board),
        "legend": legend(engine.board, engine.spare, data)}) + "\n")
    if png:
        render_png(engine.board, engine.spare, Path(png))
        out.write(words.render("labyrinth.setup_cmd.png", {"path": png}) + "\n")
    return 0


def command(args: argparse.Namespace) -> int:
    """``companion labyrinth setup``."""
    from controller.cli.labyrinth import setup
    return setup(config_of(args), args.seed, args.players, dict(args.option), args.png)
