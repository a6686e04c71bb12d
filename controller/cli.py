"""The ``companion`` command line: run, scores, check-config."""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from pathlib import Path
from typing import Any

from controller.config import Config, ConfigError, find_config, load_config
from controller.dbfile import DatabaseRefused
from controller.hardware import HARDWARE_SETTINGS, Hardware, HardwareError, choose_hardware
from controller.languages import LANGUAGES
from controller.logs import setup_logging
from controller.version import VersionAction
from games.base import BadOptions
from games.datafile import DataError
from games.registry import GAMES


def _key_value(text: str) -> tuple[str, str]:
    if "=" not in text or text.startswith("="):
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    key, value = text.split("=", 1)
    return key.strip(), value.strip()


def _listen(text: str) -> str:
    from controller.web.address import parse_listen
    try:
        parse_listen(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _how_many(text: str) -> int:
    """A count of at least 1 (``--links N``)."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {text!r}")
    return int(text)


def _seed(text: str) -> int:
    """A seed the journal can store: a whole number from 0 to 2**63 - 1 (SQLite's integer)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"expected 0 to {2**63 - 1}, got {text}")
    return value


def _players(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise argparse.ArgumentTypeError("expected names separated by commas, e.g. ann,bob")
    return names


class _Subcommands:
    """``add_subparsers()`` whose every subcommand also takes the common options."""

    def __init__(self, action: Any, common: argparse.ArgumentParser) -> None:
        self._action = action
        self._common = common

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
        """A subcommand's parser, with the common options."""
        parser: argparse.ArgumentParser = self._action.add_parser(name, parents=[self._common], **kwargs)
        return parser


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every subcommand."""
    parser = argparse.ArgumentParser(prog="companion", description="Tabletop Companion: the board-game box.")
    parser.add_argument("-v", "--verbose", action="store_true", help="log details to stderr")
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--lang", choices=sorted(LANGUAGES), help="the language to speak and write (as [box] language)")
    common = argparse.ArgumentParser(add_help=False)  # -v also after the subcommand
    common.add_argument("-v", "--verbose", action="store_true", default=argparse.SUPPRESS,
                        help="log details to stderr")
    common.add_argument("--lang", choices=sorted(LANGUAGES), default=argparse.SUPPRESS,
                        help="the language to speak and write (as [box] language)")
    sub = _Subcommands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"), common)

    run = sub.add_parser("run", help="run the box", description="Run the box for one game.")
    run.add_argument("--game", choices=sorted(GAMES), help="the game (default: box.game in the config)")
    run.add_argument("--players", type=_players, help="player names, comma-separated, in seating order")
    run.add_argument("--option", type=_key_value, action="append", default=[], metavar="KEY=VALUE",
                     help="a game option; repeat for more")
    run.add_argument("--simulate", action="store_true",
                     help="simulated hardware (as --hardware simulated; auto simulates where there is no Pi GPIO)")
    run.add_argument("--hardware", choices=HARDWARE_SETTINGS,
                     help="auto, real (never simulate: no GPIO is an error) or simulated; default [box] hardware")
    run.add_argument("--script", metavar="FILE|-", help="play a scenario script ('-' reads standard input)")
    run.add_argument("--seed", type=_seed, help="seed for spins and shuffles (default: random)")
    run.add_argument("--json", action="store_true", help="print events as JSON lines")
    run.add_argument("--config", metavar="FILE", help="a config file over the shipped defaults")
    run.add_argument("--db", metavar="PATH", help="the database (default: from the config)")
    run.add_argument("--new", action="store_true", help="abandon an unfinished game instead of resuming it")
    run.add_argument("--demo", action="store_true", help="a built-in player plays the simulated table to the end")
    run.add_argument("--pace", type=float, metavar="SECONDS",
                     help="with --demo: real seconds between inputs (default 0.4 in a terminal or with --web, "
                          "else 0)")
    run.add_argument("--web", type=_listen, metavar="[HOST:]PORT",
                     help="serve the table page and the phones' seat pages (port 0 picks a free port); "
                          "the pages stay up after a script or demo until Ctrl-C")
    run.add_argument("--screen", action="store_true",
                     help="draw the table view on the box's own display (as [screen] enabled = true)")
    run.add_argument("--snapshot", metavar="FILE.png",
                     help="after the run, write the screen as a PNG picture (no display needed)")

    scores = sub.add_parser("scores", help="high scores and play history",
                            description="Show the high-score table and recent plays, or export them.")
    scores.add_argument("--game", choices=sorted(GAMES))
    scores.add_argument("--json", action="store_true")
    scores.add_argument("--export", nargs=2, metavar=("FORMAT", "FILE"),
                        help="export every play: csv FILE, or bgstats FILE (BG Stats push-a-play JSON)")
    scores.add_argument("--links", type=_how_many, nargs="?", const=10, metavar="N",
                        help="print the newest N plays (10) as BG Stats links that fill in the play")
    scores.add_argument("--config", metavar="FILE")
    scores.add_argument("--db", metavar="PATH")

    sounds = sub.add_parser("sounds", help="list, play and render the sounds",
                            description="List every event with its sound, play one, or render sounds to WAV.")
    sounds.add_argument("--game", choices=sorted(GAMES), help="only this game's events")
    sounds.add_argument("--play", metavar="NAME", help="play one sound (an effect or an event kind)")
    sounds.add_argument("--render", metavar="DIR", help="write every sound as DIR/<name>.wav")
    sounds.add_argument("--render-script", nargs=2, metavar=("SCRIPT", "OUT.wav"),
                        help="render what a scenario script sounds like (effects and speech, mixed)")
    sounds.add_argument("--players", type=_players, help="with --render-script")
    sounds.add_argument("--option", type=_key_value, action="append", default=[], metavar="KEY=VALUE",
                        help="with --render-script")
    sounds.add_argument("--seed", type=_seed, help="with --render-script")
    sounds.add_argument("--config", metavar="FILE")

    diagnose = sub.add_parser("diagnose", help="live wiring self-test of buttons and peg sensors",
                              description="Show which peg cells are closed and which buttons are pressed, "
                                          "flag stuck, chattering and ghosting cells, and print serial link "
                                          "statistics.")
    diagnose.add_argument("--seconds", type=float, default=10.0, help="how long to watch (default 10)")
    diagnose.add_argument("--simulate", action="store_true", help="a simulated table (as --hardware simulated)")
    diagnose.add_argument("--hardware", choices=HARDWARE_SETTINGS, help="as [box] hardware (default: auto)")
    diagnose.add_argument("--board", choices=("gpio", "serial"), help="the peg board (default: pegs.board)")
    diagnose.add_argument("--config", metavar="FILE")

    maze = sub.add_parser("maze", help="print the PAC-MAN maze model",
                          description="Print the maze with every space, or list every space as JSON (id, kind, "
                                      "section, sensor cell, neighbours).")
    maze.add_argument("--json", action="store_true")
    maze.add_argument("--config", metavar="FILE")

    simulate = sub.add_parser("simulate", help="play bot games headless and print figures",
                              description="Play N bot games of a game headless (no hardware) and print figures.")
    simulate.add_argument("game", choices=["pacman"])
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--players", type=_players, default=["ann", "bob", "cid"])
    simulate.add_argument("--option", type=_key_value, action="append", default=[], metavar="KEY=VALUE")
    simulate.add_argument("--seed", type=_seed, default=1)
    simulate.add_argument("--config", metavar="FILE")

    labyrinth = sub.add_parser("labyrinth", help="Pokémon Labyrinth tools",
                               description="Pokémon Labyrinth: show the set-up a seed gives, as text or a PNG.")
    labyrinth.add_argument("what", choices=["setup"])
    labyrinth.add_argument("--seed", type=_seed, default=1)
    labyrinth.add_argument("--players", type=_players, default=["player1", "player2"])
    labyrinth.add_argument("--option", type=_key_value, action="append", default=[], metavar="KEY=VALUE")
    labyrinth.add_argument("--png", metavar="FILE", help="also draw the board to a PNG picture")
    labyrinth.add_argument("--config", metavar="FILE")

    hub = sub.add_parser("hub", help="collect every box's results into the league (a café's service)",
                         description="Subscribe to every box on the MQTT broker, keep the league in SQLite, "
                                     "and serve the café page with every table's game.")
    hub.add_argument("--mqtt", required=True, metavar="URL", help="the broker: mqtt://[user:pass@]host[:port]")
    hub.add_argument("--db", metavar="FILE", help="the league's database (default: league.db beside the box's)")
    hub.add_argument("--web", type=_listen, metavar="[HOST:]PORT", help="serve the café page (e.g. 8090)")
    hub.add_argument("--config", metavar="FILE")

    league = sub.add_parser("league", help="the league across every box",
                            description="Wins, high scores per game and the plays of every box, from the hub's "
                                        "database; or export them.")
    league.add_argument("--db", metavar="FILE", help="the league's database (default: as companion hub)")
    league.add_argument("--game", choices=sorted(GAMES))
    league.add_argument("--json", action="store_true")
    league.add_argument("--export", nargs=2, metavar=("FORMAT", "FILE"), help="csv FILE or bgstats FILE")
    league.add_argument("--links", type=_how_many, nargs="?", const=10, metavar="N",
                        help="print the newest N plays (10) as BG Stats links that fill in the play")
    league.add_argument("--config", metavar="FILE")

    check = sub.add_parser("check-config", help="validate a config file",
                           description="Validate a config: exit 0, or one line per problem and exit 2.")
    check.add_argument("file", nargs="?", help="the file (default: the one `run` would use)")
    return parser


def _config(args: argparse.Namespace) -> Config:
    """The configuration the command's ``--config`` names (or the usual places), with ``--lang`` over it."""
    config = load_config(find_config(getattr(args, "config", None)))
    lang = getattr(args, "lang", None)
    return config.overridden("box.language", lang) if lang else config


def _hardware(args: argparse.Namespace, config: Config) -> Hardware:
    """Real or simulated, from --simulate, --hardware and ``[box] hardware``; a simulation that was
    not asked for by name is said on stderr."""
    setting = args.hardware or config.get("box.hardware")
    asked_by = f"--hardware {args.hardware}" if args.hardware else f'[box] hardware = "{setting}"'
    hardware = choose_hardware(setting, args.simulate, asked_by=asked_by)
    if hardware.simulated and not args.simulate and setting == "auto":
        print(f"Using simulated hardware ({hardware.why}).", file=sys.stderr)
    return hardware


def _missing_file(command: str, path: str) -> bool:
    """Say so (one line) if a file named on the command line does not exist or is a folder.

    Any other file is readable input: a device such as /dev/null, or a pipe such as ``<(…)``.
    """
    if Path(path).is_dir():
        print(f"companion {command}: {path}: is a folder, not a file", file=sys.stderr)
        return True
    if Path(path).exists():
        return False
    print(f"companion {command}: {path}: no such file", file=sys.stderr)
    return True


def cmd_check_config(args: argparse.Namespace) -> int:
    """``companion check-config``."""
    path = find_config(args.file)
    try:
        load_config(path)
    except ConfigError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2
    print(f"{path or 'the shipped defaults'}: OK")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    """``companion run``."""
    from controller.app import RunRequest, run

    config = _config(args)
    simulate = _hardware(args, config).simulated
    if args.script and args.script != "-" and _missing_file("run --script", args.script):
        return 2
    request = RunRequest(game=args.game, players=args.players, options=dict(args.option) if args.option else None,
                         simulate=simulate, script=args.script, seed=args.seed, json=args.json, db=args.db,
                         new=args.new, demo=args.demo, pace=args.pace, web=args.web, screen=args.screen,
                         snapshot=args.snapshot)
    if args.snapshot and not (args.snapshot.lower().endswith(".png") and Path(args.snapshot).parent.is_dir()):
        print(f"companion run: --snapshot {args.snapshot}: give a .png file in an existing folder", file=sys.stderr)
        return 2
    if args.demo and args.script:
        print("companion run: choose --demo or --script, not both", file=sys.stderr)
        return 2
    from controller.session import UnfinishedGame
    try:
        return run(config, request)
    except UnfinishedGame as exc:
        if not (sys.stdin.isatty() and request.script is None):
            raise
        answer = input(f"{exc}.\nAbandon it and start the new game? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("Nothing changed: the unfinished game waits.")
            return 0
        return run(config, dataclasses.replace(request, new=True))


def cmd_scores(args: argparse.Namespace) -> int:
    """``companion scores``."""
    from controller.journal import Journal
    from controller.scores import plays
    from controller.scores_cmd import show_plays

    config = _config(args)
    journal = Journal(args.db or config.database_path())
    try:
        all_plays = plays(journal, args.game)
    finally:
        journal.close()
    return show_plays("scores", all_plays, args, config, recent=20)


def cmd_sounds(args: argparse.Namespace) -> int:
    """``companion sounds``."""
    from controller import sounds_cmd

    config = _config(args)
    if args.render:
        return sounds_cmd.render_pack(config, Path(args.render))
    if args.play:
        return sounds_cmd.play_one(config, args.play)
    if args.render_script:
        if _missing_file("sounds --render-script", args.render_script[0]):
            return 2
        return sounds_cmd.render_script(config, args)
    sounds_cmd.list_sounds(args.game)
    return 0


def _league_path(args: argparse.Namespace) -> Path:
    return Path(args.db) if args.db else _config(args).database_path().with_name("league.db")


def cmd_hub(args: argparse.Namespace) -> int:
    """``companion hub``."""
    from controller.hub_cmd import run_hub
    return run_hub(args.mqtt, _league_path(args), args.web, _config(args).get("box.language"))


def cmd_league(args: argparse.Namespace) -> int:
    """``companion league``."""
    from controller.league import League
    from controller.scores_cmd import show_plays
    path = _league_path(args)
    if not path.is_file():
        print(f"companion league: {path}: no league yet (run companion hub first)", file=sys.stderr)
        return 2
    league = League(path)
    try:
        all_plays = league.plays(args.game)
    finally:
        league.close()
    return show_plays("league", all_plays, args, _config(args), recent=None)


def cmd_diagnose(args: argparse.Namespace) -> int:
    """``companion diagnose``."""
    from controller.diagnose import run_diagnose

    config = _config(args)
    return run_diagnose(config, args.seconds, _hardware(args, config), args.board)


def cmd_maze(args: argparse.Namespace) -> int:
    """``companion maze``."""
    from controller.pacman_cmd import show_maze
    return show_maze(_config(args), args.json)


def cmd_simulate(args: argparse.Namespace) -> int:
    """``companion simulate pacman``."""
    from controller.pacman_cmd import simulate
    if args.games < 1:
        print("companion simulate: --games must be 1 or more", file=sys.stderr)
        return 2
    return simulate(_config(args), args.games, args.players, dict(args.option), args.seed)


def cmd_labyrinth(args: argparse.Namespace) -> int:
    """``companion labyrinth setup``."""
    from controller.labyrinth_cmd import setup
    return setup(_config(args), args.seed, args.players, dict(args.option), args.png)


def main(argv: list[str] | None = None) -> int:
    """The ``companion`` console script."""
    args = build_parser().parse_args(argv)
    setup_logging(args.verbose)
    commands = {"run": cmd_run, "scores": cmd_scores, "sounds": cmd_sounds, "diagnose": cmd_diagnose,
                "maze": cmd_maze, "simulate": cmd_simulate, "labyrinth": cmd_labyrinth, "hub": cmd_hub,
                "league": cmd_league,
                "check-config": cmd_check_config}
    try:
        return commands[args.command](args)
    except ConfigError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2
    except (DataError, BadOptions, DatabaseRefused, HardwareError) as exc:
        print(f"companion {args.command}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. `companion scores | head`: the reader has all it wanted
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
        return 0
    except OSError as exc:
        print(f"companion {args.command}: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
