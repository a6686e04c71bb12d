"""``companion league``: the café's league (the hub's database) as tables, JSON or an export."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from controller.cli.options import config_of, league_path

if TYPE_CHECKING:  # the league's module is imported when the command runs
    from controller.hub.league import League


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
        if args.refused:
            return show_refusals(league)
        all_plays = league.plays(args.game)
        unreadable = league.unreadable
    finally:
        league.close()
    if unreadable:  # never a reason to show nothing: the readable rest is shown
        numbers = ", ".join(str(n) for n in unreadable[:10]) + (" ..." if len(unreadable) > 10 else "")
        print(f"companion league: {path}: left out {len(unreadable)} stored result(s) that cannot be read "
              f"(results.number {numbers})", file=sys.stderr)
    return show_plays("league", all_plays, args, config_of(args), recent=None)


def show_refusals(league: League) -> int:
    """``companion league --refused``: each refused message, newest first, one line with the start of it."""
    refusals = league.refusals()
    for refusal in refusals:
        start = refusal.payload[:80].decode("utf-8", "replace").replace("\n", " ")
        print(f"{refusal.received_at}  {refusal.topic}  {refusal.why}  [{start}]")
    if not refusals:
        print("No refused messages.")
    return 0
