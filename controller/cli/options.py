"""What every command reads: its configuration (``--config``, ``--lang``), the hardware choice, and the
files named on its command line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from controller.core.config import Config, find_config
from controller.app.config_file import load_config
from controller.app.settings import HostSettings, settings_path
from controller.hardware.choice import Hardware, choose_hardware


def config_of(args: argparse.Namespace) -> Config:
    """The configuration the command's ``--config`` names (or the usual places), the host's settings (kept beside
    the database: the language a family chose on its phone) over it, and ``--lang`` over those."""
    config = load_config(find_config(getattr(args, "config", None)))
    config = HostSettings(settings_path(getattr(args, "db", None) or config.database_path())).over(config)
    lang = getattr(args, "lang", None)
    return config.overridden("box.language", lang) if lang else config


def hardware_of(args: argparse.Namespace, config: Config) -> Hardware:
    """Real or simulated, from --simulate, --hardware and ``[box] hardware``; a simulation that was
    not asked for by name is said on stderr (real hardware is said once the box is up: ``RunRequest.board``)."""
    setting = args.hardware or config.text("box.hardware")
    asked_by = f"--hardware {args.hardware}" if args.hardware else f'[box] hardware = "{setting}"'
    hardware = choose_hardware(setting, args.simulate, asked_by=asked_by)
    if hardware.simulated and not args.simulate and setting == "auto":
        print(f"Using simulated hardware ({hardware.why}).", file=sys.stderr)
    return hardware


def missing_file(command: str, path: str) -> bool:
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


def league_path(args: argparse.Namespace) -> Path:
    return Path(args.db) if args.db else config_of(args).database_path().with_name("league.db")
