"""Logging to stderr: journald-friendly under systemd, plain elsewhere, quiet by default."""

from __future__ import annotations

import logging
import os

PRIORITIES = {logging.DEBUG: 7, logging.INFO: 6, logging.WARNING: 4, logging.ERROR: 3, logging.CRITICAL: 2}


class _Priority(logging.Filter):
    """Adds the syslog priority journald reads from a ``<N>`` line prefix."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.priority = PRIORITIES.get(record.levelno, 6)
        return True


def under_systemd() -> bool:
    """Whether stderr goes to the journal (systemd sets $JOURNAL_STREAM for us)."""
    return bool(os.environ.get("JOURNAL_STREAM") or os.environ.get("INVOCATION_ID"))


def setup_logging(verbose: bool) -> None:
    """Warnings and errors only unless ``verbose``; no timestamps (journald adds its own)."""
    handler = logging.StreamHandler()
    if under_systemd():
        handler.addFilter(_Priority())
        handler.setFormatter(logging.Formatter("<%(priority)d>%(name)s: %(message)s"))
    else:
        handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.DEBUG if verbose else logging.WARNING)
