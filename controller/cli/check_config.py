"""``companion check-config``: validate a config file (and, without one named, the host's settings kept beside
the database): OK, or one line per problem and exit 2."""

from __future__ import annotations

import argparse
import sys

from controller.core.config import ConfigError, find_config
from controller.app.config_file import checked, load_config
from controller.app.settings import settings_path


def command(args: argparse.Namespace) -> int:
    """``companion check-config``."""
    path = find_config(args.file)
    kept = None
    try:
        config = load_config(path)
        kept = None if args.file else settings_path(config.database_path())
        if kept is not None and kept.is_file():  # what the host set from a phone, laid over the config at start
            checked(str(kept), kept.read_text(encoding="utf-8"))
            print(f"{kept}: OK")
    except ConfigError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2
    except (OSError, UnicodeDecodeError) as exc:
        print(f"{kept}: cannot read it: {exc}", file=sys.stderr)
        return 2
    print(f"{path or 'the shipped defaults'}: OK")
    return 0
