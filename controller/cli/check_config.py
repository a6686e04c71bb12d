"""``companion check-config``: validate a config file: OK, or one line per problem and exit 2."""

from __future__ import annotations

import argparse
import sys

from controller.core.config import ConfigError, find_config, load_config


def command(args: argparse.Namespace) -> int:
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
