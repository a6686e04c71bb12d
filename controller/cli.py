"""The ``companion`` command line: run, scores, check-config."""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from pathlib import Path

from controller.cli_parser import build_parser, help_language
from controller.config import Config, ConfigError, find_config, load_config
from controller.dbfile import DatabaseRefused
from controller.hardware import Hardware, HardwareError, choose_hardware
from controller.logs import setup_logging
from controller.messages import Messages
from games.base import BadOptions
from games.datafile import DataError


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
        words = Messages(config.get("box.language"))
        answer = input(words.render("controller.unfinished.ask", {"reason": words.refusal(exc)}) + " ")
        if answer.strip().lower() not in words.render("controller.yes", {}).split("|"):
            print(words.render("controller.nothing_changed", {}))
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
    words = Messages(help_language(sys.argv[1:] if argv is None else argv))
    args = build_parser(words).parse_args(argv)
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
    except BadOptions as exc:
        print(f"companion {args.command}: {words.refusal(exc)}", file=sys.stderr)
        return 2
    except (DataError, DatabaseRefused, HardwareError) as exc:
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
