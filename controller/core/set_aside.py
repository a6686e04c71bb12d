"""Databases the box moved aside (real damage: ``companion.db.broken-<time>``): found beside the database, read
without writing a byte, so that ``companion scores`` names them with what they held and ``--from`` shows them."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from controller.core.journal import SQLValue

from controller.core.dbfile import DatabaseRefused
from drivers.closing import Closing


def moved_aside(database: Path) -> list[Path]:
    """The copies of ``database`` moved aside, oldest first (their -wal and -shm go with them)."""
    found = database.parent.glob(f"{database.name}.broken-*")
    return sorted(p for p in found if not p.name.endswith(("-wal", "-shm")) and p.is_file())


class FrozenLog(Closing):
    """A database opened read-only (never changed, not even its log folded in): what the score log's views
    query (:func:`controller.core.score_log.plays`)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if not path.is_file():
            raise DatabaseRefused(f"{path}: no such database file")
        uri = path.resolve().as_uri()
        # Without a write-ahead log beside it, as an immutable file: SQLite then makes no -wal or -shm either.
        # With one (moved aside with it), read-only through it: the log holds the last writes.
        self._db = sqlite3.connect(f"{uri}?mode=ro" if Path(f"{path}-wal").exists() else f"{uri}?mode=ro&immutable=1",
                                   uri=True)

    def query(self, sql: str, args: tuple[SQLValue, ...] = ()) -> list[tuple[SQLValue, ...]]:
        """Run a read-only query; a damaged file says so in one line (:class:`DatabaseRefused`)."""
        try:
            return self._db.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise DatabaseRefused(f"{self.path}: cannot be read ({exc})") from None

    def finished_games(self) -> int | None:
        """How many finished games it holds, or None when that cannot be read."""
        try:
            count = self.query("SELECT count(*) FROM results")[0][0]
            return count if isinstance(count, int) else None
        except DatabaseRefused:
            return None

    def close(self) -> None:
        """Close the file."""
        self._db.close()
