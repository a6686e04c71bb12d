"""Room kept on the journal's disk for the day it fills up: a file the box deletes to go on writing.

A full SD card must not cost the game being played. The journal keeps a file of ``size`` bytes beside
the database (``companion.db.reserve``); when a write fails for want of space it deletes the file,
folds the write-ahead log into the database in the room that frees, and writes on. The file is made
again once the disk has room for it (when the box is idle), and ``log`` says what happened.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

log = logging.getLogger(__name__)

RESERVE_BYTES = 128 * 1024
"""Room for the write-ahead log between two checkpoints (``WAL_PAGES``) and the checkpoint itself."""
MARGIN_BYTES = 64 * 1024
"""Free space the reserve leaves to the journal when it is made."""


class DiskReserve:
    """The reserve file beside one database."""

    def __init__(self, database: Path, size: int = RESERVE_BYTES) -> None:
        self.path = database.with_name(database.name + ".reserve")
        self.size = size

    @property
    def held(self) -> bool:
        """Whether the reserve is there, whole."""
        try:
            return self.path.stat().st_size >= self.size
        except OSError:
            return False

    def ensure(self) -> bool:
        """Make the reserve if it is missing and the disk has room for it and a margin; whether it is held."""
        if self.held:
            return True
        try:
            stats = os.statvfs(self.path.parent)
            if stats.f_bavail * stats.f_frsize < self.size + MARGIN_BYTES:
                return False
            with open(self.path, "wb") as file:
                file.write(bytes(self.size))  # real blocks, not a sparse file: they must be there to give back
                file.flush()
                os.fsync(file.fileno())
        except OSError as exc:
            log.debug("no reserve beside the database (%s)", exc)
            self.path.unlink(missing_ok=True)
            return False
        return True

    def release(self) -> bool:
        """Delete the reserve to give its room to the journal; whether there was one."""
        if not self.path.exists():
            return False
        try:
            self.path.unlink()
        except OSError:
            return False
        log.warning("%s: the disk is full: the box used its reserve of %d KiB to keep the game; free some space",
                    self.path.parent, self.size // 1024)
        return True
