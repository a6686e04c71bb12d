"""This program's version, read from the installed package's metadata when first asked."""

from __future__ import annotations

import argparse
from typing import Any


def version() -> str:
    """This program's version, as installed (``unknown`` when run from a checkout never installed)."""
    from importlib.metadata import PackageNotFoundError, version as installed  # ~30 ms: only when asked
    try:
        return installed("tabletop-companion")
    except PackageNotFoundError:
        return "unknown"


class VersionAction(argparse.Action):
    """``--version``: print ``companion VERSION`` and exit, reading the metadata only then."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        kwargs.setdefault("help", "print the program's version and exit")
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        print(f"companion {version()}")
        parser.exit()
