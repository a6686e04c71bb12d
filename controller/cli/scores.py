"""``companion scores`` and ``companion league``: the plays as text, JSON, an export or BG Stats links."""

from __future__ import annotations

from controller.cli.options import config_of

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from controller.core.config import Config
from controller.words.messages import Messages
from controller.core.score_log import (Play, add_play_link, bgstats_play, export, high_scores, local_time, print_tables,
                               wins, without_points)
from games.registry import GAMES


def bgg_ids(config: Config) -> dict[str, int]:
    """Each game's BoardGameGeek id from ``[games.G] bgg_id`` (0, unknown, left out)."""
    found = {name: config.whole(f"games.{name}.bgg_id") for name in GAMES}
    return {name: number for name, number in found.items() if number}


def print_links(all_plays: list[Play], titles: dict[str, str], ids: dict[str, int], count: int, box: str) -> None:
    """The newest plays as BG Stats links (open one on the phone that has BG Stats: the play is filled in)."""
    no_points = without_points()
    for play in all_plays[:count]:
        link = add_play_link(bgstats_play(play, titles, no_points, ids, box))
        print(f"{local_time(play.finished_at)}  {titles.get(play.game, play.game)}: {link}")
    unknown = sorted({play.game for play in all_plays[:count]} - set(ids))
    if unknown:
        names = ", ".join(f"[games.{name}] bgg_id" for name in unknown)
        print(f"(BG Stats matches these games by name; set {names} in the config to link them to "
              "BoardGameGeek)", file=sys.stderr)


def show_plays(command: str, all_plays: list[Play], args: argparse.Namespace, config: Config,
               recent: int | None) -> int:
    """Export, print links, print as JSON, or print as text: the score log's plays or the league's."""
    titles = {name: spec.title for name, spec in GAMES.items()}
    ids = bgg_ids(config)
    from controller.faces.mqtt.topics import box_id
    box = box_id(config.text("box.id"))  # BG Stats' play ids must differ from every other box's
    if args.export:
        fmt, target = args.export
        try:
            export(all_plays, fmt, Path(target), titles, ids, box)
        except ValueError as exc:
            print(f"companion {command}: {exc}", file=sys.stderr)
            return 2
        print(Messages(config.text("box.language")).render("scores.wrote", {"count": len(all_plays), "path": target}))
        return 0
    if args.links is not None:
        print_links(all_plays, titles, ids, args.links, box)
        return 0
    if args.json:
        shown = all_plays[:recent] if recent else all_plays
        out: dict[str, Any] = {"high_scores": high_scores(all_plays), "wins": wins(all_plays),
                               "plays": [p.to_json() for p in shown]}
        print(json.dumps(out, indent=2))
        return 0
    words = Messages(config.text("box.language"))
    print_tables(all_plays, {name: words.render(f"title.{name}", {}) for name in GAMES}, sys.stdout, words)
    return 0


def command(args: argparse.Namespace) -> int:
    """``companion scores``."""
    from controller.core.journal import Journal
    from controller.core.score_log import plays
    from controller.core.set_aside import FrozenLog, moved_aside

    config = config_of(args)
    if args.from_file:  # a database moved aside (or any of ours), read without writing a byte
        frozen = FrozenLog(Path(args.from_file))
        try:
            all_plays = plays(frozen, args.game)
        finally:
            frozen.close()
        return show_plays("scores", all_plays, args, config, recent=20)
    path = Path(args.db) if args.db else config.database_path()
    name_moved_aside(moved_aside(path), Messages(config.text("box.language")))
    if not path.is_file():  # only read: never create a database (nor its folders) to say there is nothing in it
        if args.db:
            print(f"companion scores: --db {args.db}: no such database (a box creates it with its first game)",
                  file=sys.stderr)
            return 2
        return show_plays("scores", [], args, config, recent=20)
    journal = Journal(path)
    try:
        all_plays = plays(journal, args.game)
    finally:
        journal.close()
    return show_plays("scores", all_plays, args, config, recent=20)


def name_moved_aside(copies: list[Path], words: Messages) -> None:
    """One line on standard error for each database moved aside beside this one: what it held, and how to
    see it (standard output stays the score log, for ``--json`` and exports)."""
    from controller.core.set_aside import FrozenLog

    for copy in copies:
        frozen = FrozenLog(copy)
        try:
            held = frozen.finished_games()
        finally:
            frozen.close()
        if held is None:
            print(words.render("scores.moved_aside.unreadable", {"path": str(copy)}), file=sys.stderr)
        else:
            print(words.render("scores.moved_aside", {"path": str(copy), "count": held}), file=sys.stderr)
