"""Syncing the journal's write-ahead log to disk ourselves: SQLite's ``synchronous=FULL`` durability, with the
sync a step of its own (the loop starts an action's sound between the write and the sync)."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from drivers.closing import Closing

log = logging.getLogger(__name__)


def sync_file(path: str | Path, flags: int = 0) -> None:
    """fdatasync one file (or folder) by name: its data reaches the disk, whoever wrote it."""
    descriptor = os.open(path, os.O_RDONLY | os.O_CLOEXEC | flags)
    try:
        os.fdatasync(descriptor)
    finally:
        os.close(descriptor)


class LogSync(Closing):
    """The write-ahead log of the database at ``path``: what was written since the last sync, and the sync.

    Not thread-safe on its own: the journal calls it holding its lock.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.wal = False
        """Whether the database is in WAL mode (else SQLite's own FULL syncing is at work, and nothing here)."""
        self.unsynced = False
        """Whether something written is not yet synced to disk (would not survive a power cut)."""
        self._folder_synced = False
        self._log_file: int | None = None

    def written(self) -> None:
        """A write was committed: the log holds something not yet on the disk."""
        self.unsynced = self.wal

    def sync(self) -> None:
        """Sync the log to disk (and its folder, the first time, so that the log's own name is there too).
        Nothing to do when nothing was written since; a disk that refuses is logged and tried again at the next
        sync (the writes stay in the database meanwhile)."""
        if not self.unsynced:
            return
        try:
            if self._log_file is None:
                # kept open: SQLite keeps its log file (same inode, at most truncated) while we are connected
                self._log_file = os.open(f"{self.path}-wal", os.O_RDONLY | os.O_CLOEXEC)
            os.fdatasync(self._log_file)
            if not self._folder_synced:
                sync_file(self.path.parent, os.O_DIRECTORY)
                self._folder_synced = True
        except OSError as exc:
            log.error("%s: could not sync the journal to disk (%s): a power cut now could lose the last action",
                      self.path, exc.strerror or exc)
            return
        self.unsynced = False

    def close(self) -> None:
        """Let go of the log file."""
        if self._log_file is not None:
            os.close(self._log_file)
            self._log_file = None
