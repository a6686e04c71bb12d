"""A warning said at most once a minute however often it happens (a stranger's flood must not fill the
journal of a box nobody reads), with the count since the last line and the last one's details."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable


class EveryMinute:
    """One warning at most a minute, however often (and however hard a device tries): how many times it
    happened since the last line, and the last one's details."""

    def __init__(self, line: str, logger: logging.Logger, clock: Callable[[], float] = time.monotonic) -> None:
        self.line = line
        """The warning, with ``%d`` for the count and a ``%s`` for each detail."""
        self.logger = logger
        self._clock = clock
        self._said_at: float | None = None
        self._count = 0

    def happened(self, *last: object) -> None:
        """Count one more; say the line if a minute has gone by since the last (or it is the first)."""
        self._count += 1
        now = self._clock()
        if self._said_at is None or now - self._said_at >= 60.0:
            self.logger.warning(self.line, self._count, *last)
            self._said_at, self._count = now, 0
