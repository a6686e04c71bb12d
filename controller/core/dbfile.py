"""Whose database file is it, may we write it, and is another box using it?

The box only ever writes, quarantines or replaces a database that is its own: SQLite's
``application_id`` header field marks it (:data:`APPLICATION_ID`). A user's notes.txt,
another program's SQLite file, a directory or a read-only file given as ``--db`` is
refused with one line that says what is wrong, and left exactly as it was. One box per
database: ``companion run`` holds an exclusive lock beside it for as long as it runs.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
import struct
from enum import Enum
from pathlib import Path
from typing import IO

from games.errors import Refusal
from games.errors import CompanionError

APPLICATION_ID = 0x54546331
"""Written into every database the box creates (the bytes "TTc1"); other files are not ours."""
SQLITE_MAGIC = b"SQLite format 3\x00"


class DatabaseRefused(CompanionError):
    """The database path cannot be used; the message says what and where, in one line."""


class DiskFull(DatabaseRefused, Refusal):
    """The card under the database is full: nothing was moved or changed; the message (in the box's language,
    and spoken by a box that has a speaker) says where to free space."""

    def __init__(self, path: Path) -> None:
        folder = path.parent if str(path.parent) else Path(".")
        free = free_kib(folder)
        super().__init__(f"{path}: the disk is full ({free} KiB free in {folder}): free some space there and "
                         "start again; nothing was changed", msg="journal.disk_full",
                         params={"folder": str(folder), "count": free})


def free_kib(folder: Path) -> int:
    """The KiB a program that is not root may still write in ``folder`` (0 when it cannot be told)."""
    try:
        stats = os.statvfs(folder)
    except OSError:
        return 0
    return stats.f_bavail * stats.f_frsize // 1024


SQLITE_CORRUPT, SQLITE_FULL, SQLITE_NOTADB = 11, 13, 26
"""SQLite's result codes (its ``sqlite3.h``; Python gives them as ``sqlite_errorcode``)."""
SPACE_NEEDED_KIB = 192
"""Less free space than this, and an I/O error opening the database is taken for a full card (SQLite says
"disk I/O error", not "disk is full", when it cannot make the write-ahead log's index)."""


class FailedCheck(sqlite3.DatabaseError, CompanionError):
    """``PRAGMA quick_check`` found the database damaged."""


def is_damage(exc: sqlite3.Error) -> bool:
    """Whether SQLite's error says the file itself is damaged (only then is a database of ours moved aside),
    rather than that the disk is full, failing, read-only or busy (then every file is left as it was)."""
    return isinstance(exc, FailedCheck) or getattr(exc, "sqlite_errorcode", None) in (SQLITE_CORRUPT, SQLITE_NOTADB)


def is_out_of_space(exc: sqlite3.Error, folder: Path) -> bool:
    """Whether SQLite's error comes of a full disk: its own "disk is full", or an I/O error with almost no
    space left."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return False
    return code & 0xFF == SQLITE_FULL or (code & 0xFF == 10 and free_kib(folder) < SPACE_NEEDED_KIB)


class Kind(Enum):
    """What is at the database path now."""

    MISSING = "missing"
    EMPTY = "empty"
    OURS = "ours"
    UNMARKED = "unmarked"
    """A SQLite file without an application id: ours from before the mark, or nobody's yet."""


def inspect(path: Path) -> Kind:
    """Say what ``path`` holds, or raise :class:`DatabaseRefused` when it is not ours to use."""
    if path.is_dir():
        raise DatabaseRefused(f"{path}: is a folder, not a database file (give a file path, e.g. {path}/companion.db)")
    folder = path.parent if str(path.parent) else Path(".")
    if not path.exists():
        if folder.exists() and not os.access(folder, os.W_OK | os.X_OK):
            raise DatabaseRefused(f"{path}: the folder {folder} is read-only: cannot create the database there")
        return Kind.MISSING
    try:
        with path.open("rb") as file:
            header = file.read(100)
    except OSError as exc:
        raise DatabaseRefused(f"{path}: cannot be read ({exc.strerror})") from None
    if not header:
        kind = Kind.EMPTY
    elif not header.startswith(SQLITE_MAGIC):
        raise DatabaseRefused(f"{path}: not a Tabletop Companion database (not SQLite at all): left as it is; "
                              "give another --db or box.database")
    else:
        app_id = int.from_bytes(header[68:72], "big") if len(header) >= 72 else 0
        if app_id not in (0, APPLICATION_ID):
            raise DatabaseRefused(f"{path}: the SQLite database of another program (application id {app_id:#x}): "
                                  "left as it is; give another --db or box.database")
        kind = Kind.OURS if app_id == APPLICATION_ID else Kind.UNMARKED
        if kind is Kind.UNMARKED:
            _check_unmarked(path)
    if not os.access(path, os.W_OK):
        raise DatabaseRefused(f"{path}: the database file is read-only: make it writable for the box's user")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DatabaseRefused(f"{path}: the folder {folder} is read-only (the database needs its -wal and -shm "
                              "files beside it)")
    return kind


WAL_MAGIC = (0x377F0682, 0x377F0683)
"""A write-ahead log's first four bytes (the last bit says which byte order its checksums use)."""
WAL_HEADER = 32


def _wal_checksum(data: bytes, big_endian: bool) -> tuple[int, int]:
    """SQLite's checksum of a write-ahead log's header (its file-format documentation, "WAL File Format")."""
    s0 = s1 = 0
    for x0, x1 in struct.iter_unpack(">II" if big_endian else "<II", data):
        s0 = (s0 + x0 + s1) & 0xFFFFFFFF
        s1 = (s1 + x1 + s0) & 0xFFFFFFFF
    return s0, s1


def damaged_log(path: Path) -> str | None:
    """What happened to the write-ahead log a box that stopped without closing left beside the database, if it
    was damaged while the box was off: removed, cut short or garbled. SQLite itself then quietly starts from
    the database file alone, without the writes the log held; the box says so.

    >>> import tempfile; db = Path(tempfile.mkdtemp()) / "companion.db"
    >>> _ = Path(f"{db}-shm").write_bytes(bytes(32768)); damaged_log(db)
    'removed'
    >>> _ = Path(f"{db}-wal").write_bytes(b"garbage" * 10); damaged_log(db)
    'garbled'
    """
    wal, shm = Path(f"{path}-wal"), Path(f"{path}-shm")
    try:
        if not wal.exists():  # a box that stopped without closing leaves both; a clean close, neither
            return "removed" if shm.exists() and shm.stat().st_size > 0 else None
        header = wal.read_bytes()[:WAL_HEADER]
    except OSError:
        return None  # unreadable: opening the database says so
    if not header:
        return None  # SQLite's own empty log (a reset, or journal_size_limit's truncation)
    if len(header) < WAL_HEADER:
        return "cut short"
    magic = int.from_bytes(header[:4], "big")
    if magic not in WAL_MAGIC or _wal_checksum(header[:24], magic & 1 == 1) != struct.unpack(">II", header[24:]):
        return "garbled"
    return None


OUR_TABLES = frozenset({"sessions", "actions", "results"})


def _check_unmarked(path: Path) -> None:
    """A SQLite file without our mark is ours (from before the mark) only if it holds our tables or none."""
    try:
        with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as db:
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.Error:
        return  # unreadable: opening it says so, and only a file of ours is ever moved aside
    if tables and not OUR_TABLES <= tables:
        raise DatabaseRefused(f"{path}: the SQLite database of another program (tables "
                              f"{', '.join(sorted(tables)[:3])}): left as it is; give another --db or box.database")


class BoxLock:
    """An exclusive lock on ``<database>.lock`` holding the box's pid: one box per database.

    The kernel drops the lock when the process ends, however it ends (kill -9, power cut).
    """

    def __init__(self, database: Path) -> None:
        self.path = Path(str(database) + ".lock")
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        """Take the lock, or raise :class:`DatabaseRefused` naming the box (pid) that holds it."""
        try:
            file = self.path.open("a+")
        except OSError as exc:
            raise DatabaseRefused(f"{self.path}: cannot create the lock file ({exc.strerror})") from None
        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            file.seek(0)
            holder = file.read().strip() or "unknown"
            file.close()
            database = str(self.path)[: -len(".lock")]
            raise DatabaseRefused(f"{database}: another box (pid {holder}) is using this database; stop it first "
                                  "(e.g. sudo systemctl stop tabletop-companion) or give another --db") from None
        try:  # the pid only names this box to another that finds the lock taken; the lock is the flock
            file.seek(0)
            file.truncate()
            os.write(file.fileno(), f"{os.getpid()}\n".encode())  # unbuffered: nothing left to fail at close
        except OSError:  # a full card: the lock holds all the same, and opening the database says what to do
            pass
        self._file = file

    def release(self) -> None:
        """Let go of the lock (also done by the kernel when the process ends)."""
        if self._file is not None:
            self._file.close()
            self._file = None
