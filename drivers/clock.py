"""Clocks that drivers and the controller take by injection.

A :class:`StepClock` only moves when told, so tests and scenario scripts step
time exactly; :class:`MonotonicClock` follows the machine's monotonic clock,
counted from when it was made.
"""

from __future__ import annotations

import threading
import time


class MonotonicClock:
    """Real time in seconds since the clock was made."""

    def __init__(self) -> None:
        self._start = time.monotonic()

    def now(self) -> float:
        """Seconds since this clock was made."""
        return time.monotonic() - self._start


class StepClock:
    """Simulated time: starts at 0 and moves only by :meth:`advance`."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._lock = threading.Lock()

    def now(self) -> float:
        """The simulated time in seconds."""
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` of simulated time pass."""
        if seconds < 0:
            raise ValueError("time cannot go backwards")
        with self._lock:
            self._now += seconds
