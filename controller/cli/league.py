"""``companion league``: the café's league (the hub's database) as tables, JSON or an export."""

from __future__ import annotations

import argparse
import sys

from controller.cli.options import config_of, league_path


def command(args: argparse.Namespace) -> int:
    """``companion league``."""
    from controller.hub.league import League
    from controller.cli.scores import show_plays
    path = league_path(args)
    if not path.is_file():
        print(f"companion league: {path}: no league yet (run companion hub first)", file=sys.stderr)
        return 2
    league = League(path)
    try:
        all_plays = league.plays(args.game)
    finally:
        league.close()
    return show_plays("league", all_plays, args, config_of(args), recent=None)
