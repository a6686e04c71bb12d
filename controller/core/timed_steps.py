"""Steps timed one by one, for a shutdown that must stay well within a second: the slow ones named in one
log line when the whole took longer than it should (systemd's stop waits on it; the virtual Pi's check
reads the line)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable


class TimedSteps:
    """Runs named steps in order, keeping how long each took."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self._clock = clock
        self.took: list[tuple[str, float]] = []

    def run(self, name: str, step: Callable[[], object]) -> None:
        """Run ``step`` now and note its time under ``name`` (an exception still notes it, then goes on up)."""
        started = self._clock()
        try:
            step()
        finally:
            self.took.append((name, self._clock() - started))

    def report(self, log: logging.Logger, what: str, over: float = 0.5, slowest: int = 4) -> None:
        """One warning naming the slowest steps when all of them together took more than ``over`` seconds.

        >>> ticks = iter([0.0, 0.1, 0.1, 0.8]); steps = TimedSteps(lambda: next(ticks))
        >>> steps.run("speaker", lambda: None); steps.run("web", lambda: None)
        >>> steps.line(over=0.5)
        'took 800 ms: web 700 ms, speaker 100 ms'
        """
        line = self.line(over, slowest)
        if line:
            log.warning("%s %s", what, line)

    def line(self, over: float = 0.5, slowest: int = 4) -> str:
        """The report's words ('' when the steps were quick enough)."""
        total = sum(seconds for _, seconds in self.took)
        if total <= over:
            return ""
        named = sorted(self.took, key=lambda step: -step[1])[:slowest]
        return f"took {total * 1000:.0f} ms: " + ", ".join(f"{name} {seconds * 1000:.0f} ms" for name, seconds in named)
