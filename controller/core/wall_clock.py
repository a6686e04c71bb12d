"""Time a Pi can trust: whether the wall clock is right yet, and play times measured on the monotonic clock.

A Raspberry Pi has no battery-backed clock: it boots at the last time it saved (or in 1970) and is set
right only once systemd-timesyncd reaches a time server, which it marks by creating
``/run/systemd/timesync/synchronized``. Until then a wall-clock time is a guess; and the clock may step
by hours when it is set. So the score log orders games by the journal's sequence, never by time; a game's
length is measured on the monotonic clock (which never steps); its start is its end minus that length; and
a time taken while the clock was not synchronised is marked so, and put right once it is.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path

TIMESYNC = Path("/run/systemd/timesync")
"""systemd-timesyncd's runtime folder: ``synchronized`` appears in it once the clock has been set."""
EARLIEST = datetime(2026, 1, 1, tzinfo=timezone.utc)
"""No game is played before this program was written: a clock earlier than this has not been set."""


def iso(moment: datetime) -> str:
    """A time as the score log stores it: ISO 8601 in UTC, to the second.

    >>> iso(datetime(2026, 12, 1, 20, 15, 7, 500000, tzinfo=timezone.utc))
    '2026-12-01T20:15:07+00:00'
    """
    return moment.astimezone(timezone.utc).replace(microsecond=0).isoformat()


@dataclass(frozen=True)
class Reading:
    """The wall clock read together with the monotonic clock, and whether the wall clock could be trusted."""

    wall: datetime
    monotonic: float
    synchronized: bool

    def at(self, monotonic: float) -> datetime:
        """The wall time of another monotonic instant, on this reading's wall clock."""
        return self.wall + timedelta(seconds=monotonic - self.monotonic)


class Clock:
    """Reads the wall and monotonic clocks, and tells whether the wall clock has been set.

    ``timesync`` is systemd-timesyncd's runtime folder. Where it does not exist (a laptop, a container: no
    timesyncd, a clock kept by the host) the wall clock is trusted once it is later than :data:`EARLIEST`.
    Tests give another folder, and a wall clock that they set and step (``wall``).
    """

    def __init__(self, timesync: Path = TIMESYNC, wall: Callable[[], datetime] | None = None,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.timesync = timesync
        self.now: Callable[[], datetime] = wall or (lambda: datetime.now(timezone.utc))
        """The wall-clock time now (aware, UTC)."""
        self.monotonic = monotonic
        """Seconds on a clock that never steps (only differences mean anything)."""

    def synchronized(self, wall: datetime | None = None) -> bool:
        """Whether the wall clock can be trusted (now, or when it read ``wall``)."""
        if (wall or self.now()) < EARLIEST:
            return False
        if self.timesync.is_dir():
            return (self.timesync / "synchronized").exists()
        return True

    def read(self) -> Reading:
        """Both clocks now, and whether the wall clock is synchronised."""
        monotonic = self.monotonic()
        wall = self.now()
        return Reading(wall, monotonic, self.synchronized(wall))
