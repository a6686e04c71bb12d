"""This program's version, read from the installed package's metadata when first asked."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def version() -> str:
    """This program's version, as installed (``unknown`` when run from a checkout never installed)."""
    from importlib.metadata import PackageNotFoundError, version as installed  # ~30 ms: only when asked
    try:
        return installed("tabletop-companion")
    except PackageNotFoundError:
        return "unknown"


class VersionAction(argparse.Action):
    """``--version``: print ``companion VERSION`` and exit, reading the metadata only then."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 help: str = "print the program's version and exit") -> None:  # noqa: A002 - argparse's own word
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: str | Sequence[object] | None, option_string: str | None = None) -> None:
        print(f"companion {version()}")
        parser.exit()
