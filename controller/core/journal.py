"""The journal: every session and its ordered actions, in SQLite (WAL).

A session is (game, players, options, seed) plus the actions applied to it;
replaying them rebuilds the game exactly, which gives resume after a power cut
and undo. Each action is committed on its own and the write-ahead log synced to
disk after it (what ``synchronous=FULL`` does, done by :meth:`Journal.sync` so
that the loop may start an action's sound between the write and the sync), so a
kill -9 or a power cut loses at most the action being applied. A finished game
writes its result and closes its session in one transaction.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
from collections.abc import Callable, Sequence

from pathlib import Path
from typing import Any, TypeAlias

from controller.core.wall_clock import Clock, iso
from controller.core.dbfile import (APPLICATION_ID, BoxLock, DatabaseRefused, DiskFull, FailedCheck, Kind, damaged_log,
                                    inspect, is_damage, is_out_of_space)
from controller.core.logsync import LogSync
from controller.core.records import Played, Result, SessionRecord
from controller.core.reserve import DiskReserve
from controller.core.schema import create_or_update
from drivers.closing import Closing
from games.base import Action

log = logging.getLogger(__name__)

SQLValue: TypeAlias = "str | int | float | bytes | None"
"""What SQLite stores in a column and hands back: TEXT, INTEGER, REAL, BLOB or NULL."""

WAL_PAGES = 32
"""Pages in the write-ahead log that fold it into the database (SQLite's default, 1000, is 4 MiB)."""
WAL_BYTES = 128 * 1024
"""What the write-ahead log file is cut back to when it resets."""

class Journal(Closing):
    """The SQLite database holding sessions, their actions and results."""

    def __init__(self, path: Path | str, *, clock: Clock | None = None, exclusive: bool = False) -> None:
        """Open (or create) the database at ``path``.

        Raises :class:`DatabaseRefused` for a path that is not ours to use (a folder, another
        program's file, a read-only file) and, with ``exclusive`` (a running box), when
        another box holds it. A database of ours that cannot be read is moved aside.
        """
        self.path = Path(path)
        self.outbox_message: Callable[[SessionRecord, Result, Played], tuple[str, str]] | None = None
        """When results must also go to the league (MQTT): builds each finished game's outbox message
        (:class:`controller.faces.mqtt.outbox.ResultMessage`), kept in the same transaction as its result."""
        self._lock = threading.Lock()
        self.clock = clock or Clock()
        """The wall and monotonic clocks, and whether the wall clock is synchronised (``controller/core/wall_clock.py``)."""
        self._unsynced_ends: dict[int, tuple[float, float]] = {}
        """Games that ended while the wall clock was not synchronised: session -> (monotonic end, duration)."""
        self.moved_aside: Path | None = None
        self.damaged_log: str | None = None
        """How the write-ahead log left by a box that did not close was damaged while it was off (``removed``,
        ``cut short``, ``garbled``): the writes it held are lost (:func:`~controller.core.dbfile.damaged_log`)."""
        self._box_lock: BoxLock | None = None
        self._log = LogSync(self.path)
        self._written_since_tidy = False
        self.reserve = DiskReserve(self.path)
        """Room kept beside the database for a full disk (``controller/core/reserve.py``)."""
        if str(path) == ":memory:":
            self._db = self._open(Kind.MISSING)
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseRefused(f"{self.path}: cannot create its folder ({exc.strerror})") from None
        kind = inspect(self.path)
        if exclusive:  # before anything is written or moved: another box may be using it
            self._box_lock = BoxLock(self.path)
            self._box_lock.acquire()
            self.damaged_log = damaged_log(self.path)
            if self.damaged_log:
                log.error("%s: its write-ahead log was %s while the box was off: the last writes before the box "
                          "stopped are lost", self.path, self.damaged_log)
        try:
            self._db = self._open_or_quarantine(kind, exclusive)
        except BaseException:
            self._release()
            raise
        if exclusive:  # the box that writes keeps the room a full disk will need
            self.reserve.ensure()

    def _open_or_quarantine(self, kind: Kind, exclusive: bool) -> sqlite3.Connection:
        """Open the database. Only damage moves a database of ours aside: a full disk (after the box has given
        up its reserve for it) or a failing one leaves every file as it was and says so."""
        folder = self.path.parent
        new = [p for p in (Path(f"{self.path}-wal"), Path(f"{self.path}-shm")) if not p.exists()]
        try:
            try:
                return self._open(kind)
            except sqlite3.DatabaseError as exc:
                if not (exclusive and is_out_of_space(exc, folder) and self.reserve.release()):
                    raise
                return self._open(kind)  # in the reserve's room, once
        except sqlite3.DatabaseError as exc:
            if is_damage(exc):
                if kind is not Kind.OURS:
                    raise DatabaseRefused(f"{self.path}: cannot be read as a database ({exc}) and carries no mark "
                                          "of ours: left as it is; give another --db or box.database") from None
                self.moved_aside = self._move_aside(exc)
                return self._open(Kind.MISSING)
            for sidecar in new:  # as it was: SQLite's empty log and index, made by these very attempts
                sidecar.unlink(missing_ok=True)
            if is_out_of_space(exc, folder):
                raise DiskFull(self.path) from None
            if "readonly" in str(exc) or "unable to open" in str(exc):
                raise DatabaseRefused(f"{self.path}: cannot be written ({exc}): is it on a read-only disk?") from None
            raise DatabaseRefused(f"{self.path}: cannot be read or written ({exc}): check the disk (SD card); "
                                  "nothing was changed") from None

    def _open(self, kind: Kind) -> sqlite3.Connection:
        db = sqlite3.connect(str(self.path), check_same_thread=False, isolation_level=None)
        try:
            self._log.wal = db.execute("PRAGMA journal_mode=WAL").fetchone()[0] == "wal"  # ":memory:" answers "memory"
            # In WAL mode the journal syncs the log itself after each write (sync()): FULL's durability,
            # with the sync a step of its own. Without WAL (a filesystem that refuses it), SQLite's FULL.
            db.execute(f"PRAGMA synchronous={'NORMAL' if self._log.wal else 'FULL'}")
            db.execute("PRAGMA foreign_keys=ON")
            # a bounded write-ahead log: folded into the database every WAL_PAGES pages (SQLite's default
            # lets it grow to 4 MiB, more than a small card has), and cut back to WAL_BYTES when it resets
            db.execute(f"PRAGMA wal_autocheckpoint={WAL_PAGES}")
            db.execute(f"PRAGMA journal_size_limit={WAL_BYTES}")
            if db.execute("PRAGMA quick_check").fetchone() != ("ok",):
                raise FailedCheck("quick_check failed")
            create_or_update(db)
            if kind is not Kind.OURS:
                db.execute(f"PRAGMA application_id={APPLICATION_ID}")
            self._log.written()
            self._log.sync()
        except BaseException:
            db.close()
            raise
        return db

    @property
    def unsynced(self) -> bool:
        """Whether something written is not yet synced to disk (would not survive a power cut)."""
        return self._log.unsynced

    def sync(self) -> None:
        """Make every write so far survive a power cut (``controller/core/logsync.py``)."""
        with self._lock:
            self._log.sync()

    def _written(self, sync: bool = True) -> None:
        """After a committed write (the lock held): sync it now, or leave it for :meth:`sync`."""
        self._log.written()
        self._written_since_tidy = True
        if sync:
            self._log.sync()

    def _release(self) -> None:
        if self._box_lock is not None:
            self._box_lock.release()

    def _move_aside(self, problem: Exception) -> Path:
        """Rename a corrupt or unreadable database of ours (and its WAL) out of the way."""
        stamp = iso(self.clock.now()).replace(":", "").replace("-", "")
        target = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        twin = 1
        while any(Path(str(target) + suffix).exists() for suffix in ("", "-wal", "-shm")):
            twin += 1  # the same clock time again (two boots at a restored time): never over an earlier copy
            target = self.path.with_name(f"{self.path.name}.broken-{stamp}-{twin}")
        try:
            for suffix in ("", "-wal", "-shm"):
                old = Path(str(self.path) + suffix)
                if old.exists():
                    old.replace(Path(str(target) + suffix))
        except OSError as exc:
            raise DatabaseRefused(f"{self.path}: cannot be used ({problem}) nor moved aside ({exc.strerror})") from None
        log.error("%s could not be used (%s): moved aside to %s (companion scores --from %s shows what it held); "
                  "starting a fresh database", self.path, problem, target, target)
        return target

    def _row(self, row: Sequence[Any]) -> SessionRecord:
        return SessionRecord(row[0], row[1], tuple(json.loads(row[2])), json.loads(row[3]), row[4], row[5], bool(row[6]))

    def unfinished(self, game: str | None = None) -> SessionRecord | None:
        """The latest unfinished, unabandoned session (of ``game`` if given)."""
        sql = ("SELECT id, game, players, options, seed, started_at, chosen FROM sessions "
               "WHERE finished_at IS NULL AND abandoned = 0")
        args: tuple[Any, ...] = ()
        if game:
            sql, args = sql + " AND game = ?", (game,)
        with self._lock:
            row = self._db.execute(sql + " ORDER BY id DESC LIMIT 1", args).fetchone()
        return self._row(row) if row else None

    def session(self, session_id: int) -> SessionRecord:
        """One session by id."""
        with self._lock:
            row = self._db.execute("SELECT id, game, players, options, seed, started_at, chosen FROM sessions "
                                   "WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            raise KeyError(f"no session {session_id}")
        return self._row(row)

    def create(self, game: str, players: Sequence[str], options: dict[str, str], seed: int,
               chosen: bool = False) -> SessionRecord:
        """Start a new session and return it (``chosen``: the table chose it on a running box)."""
        started = iso(self.clock.now())  # as the clock says now; the result's start is put right at the end
        with self._lock:
            cur = self._db.execute(
                "INSERT INTO sessions (game, players, options, seed, started_at, chosen) VALUES (?, ?, ?, ?, ?, ?)",
                (game, json.dumps(list(players)), json.dumps(options, sort_keys=True), seed, started, int(chosen)))
            self._written()
            self._checkpoint()  # the new game into the database file at once: a damaged log can lose moves, not it
        return SessionRecord(int(cur.lastrowid or 0), game, tuple(players), dict(options), seed, started, chosen)

    def append_many(self, session_id: int, items: Sequence[tuple[int, Action, float]], *, sync: bool = True,
                    requests: Sequence[tuple[str, str]] = ()) -> None:
        """Record several actions ``(seq, action, seconds of play)`` in one transaction: all of them or none,
        with the client requests they answer (``(request id, answer)``: a request is applied once). Durable
        at once, or with ``sync=False`` once :meth:`sync` is called (a kill -9 loses nothing meanwhile)."""
        rows = [(session_id, seq, action.to_json(), round(at, 3)) for seq, action, at in items]
        insert = "INSERT INTO actions (session_id, seq, action, at) VALUES (?, ?, ?, ?)"
        with self._lock:
            if len(rows) == 1 and not requests:  # one statement is one transaction: no BEGIN and COMMIT round trips
                self._db.execute(insert, rows[0])
            else:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    self._db.executemany(insert, rows)
                    self._remember(session_id, requests)
                    self._db.execute("COMMIT")
                except BaseException:
                    self._rollback()
                    raise
            self._written(sync)

    def _remember(self, session_id: int, requests: Sequence[tuple[str, str]]) -> None:
        self._db.executemany("INSERT OR IGNORE INTO requests (request_id, session_id, answer) VALUES (?, ?, ?)",
                             [(request_id, session_id, answer) for request_id, answer in requests])

    def remember(self, request_id: str, session_id: int, answer: str) -> None:
        """Keep a client request's answer on its own (a new game: applied once, answered again the same)."""
        with self._lock:
            self._remember(session_id, [(request_id, answer)])
            self._written()

    def answer(self, request_id: str) -> str | None:
        """The answer kept for a client request already applied, or None for a new one."""
        with self._lock:
            row = self._db.execute("SELECT answer FROM requests WHERE request_id = ?", (request_id,)).fetchone()
        return None if row is None else str(row[0])

    def _rollback(self) -> None:
        try:
            self._db.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # a failed COMMIT may have rolled back already

    def make_room(self) -> None:
        """After a write failed for want of space: give the reserve's room back to the disk, fold the
        write-ahead log into the database and truncate it, so that the next writes fit (a full SD card)."""
        with self._lock:
            self.reserve.release()
            self._checkpoint()

    def tidy(self) -> None:
        """When the box is idle or a game has ended: put right the times of games that ended before the clock
        was synchronised (if it is now), fold the write-ahead log into the database (it stays small) and make
        the reserve again if the disk has room."""
        if self._unsynced_ends:
            self._retime()
        with self._lock:
            if self._written_since_tidy:
                self._checkpoint()
                self._written_since_tidy = False
            if self._box_lock is not None:  # only the box that writes keeps a reserve (not a reader, not :memory:)
                self.reserve.ensure()

    def _checkpoint(self) -> None:
        try:
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        except sqlite3.Error as exc:
            log.debug("checkpoint failed: %s", exc)

    def elapsed(self, session_id: int) -> float:
        """Seconds of play a session had when its last action came (0 for none): a resumed game goes on from there."""
        with self._lock:
            row = self._db.execute("SELECT max(at) FROM actions WHERE session_id = ?", (session_id,)).fetchone()
        return float(row[0] or 0.0)

    def count_actions(self, session_id: int) -> int:
        """How many actions of a session the database holds."""
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM actions WHERE session_id = ?", (session_id,)).fetchone()[0])

    def actions(self, session_id: int) -> list[Action]:
        """A session's actions in the order they were applied."""
        with self._lock:
            rows = self._db.execute("SELECT action FROM actions WHERE session_id = ? ORDER BY seq",
                                    (session_id,)).fetchall()
        return [Action.from_json(r[0]) for r in rows]

    def remove_last(self, session_id: int, request: tuple[str, str] | None = None) -> Action | None:
        """Delete and return a session's last action (undo), or None if it has none; with the client request
        it answers (``(request id, answer)``), in the same transaction."""
        with self._lock:
            row = self._db.execute("SELECT seq, action FROM actions WHERE session_id = ? "
                                   "ORDER BY seq DESC LIMIT 1", (session_id,)).fetchone()
            if row is None:
                return None
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute("DELETE FROM actions WHERE session_id = ? AND seq = ?", (session_id, row[0]))
                self._remember(session_id, [request] if request else [])
                self._db.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise
            self._written()
        return Action.from_json(row[1])

    def abandon(self, session_id: int) -> None:
        """Mark a session abandoned: it will not be resumed or scored."""
        with self._lock:
            self._db.execute("UPDATE sessions SET abandoned = 1 WHERE id = ?", (session_id,))
            self._written()

    def discard_unplayed(self, session_id: int) -> bool:
        """Delete a session that no action was applied to (a box that could not start): whether it was."""
        with self._lock:
            cur = self._db.execute("DELETE FROM sessions WHERE id = ? AND finished_at IS NULL AND NOT EXISTS "
                                   "(SELECT 1 FROM actions WHERE session_id = ?)", (session_id, session_id))
            self._written()
        return cur.rowcount > 0

    def finish(self, record: SessionRecord, result: Result, duration: float = 0.0) -> Played:
        """Write the result and close the session, in one durable transaction; the game lasted ``duration``
        seconds of play. Its times: :class:`Played`."""
        reading = self.clock.read()
        played = Played.ending(reading.wall, duration, reading.synchronized)
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(
                    "INSERT OR REPLACE INTO results (session_id, game, options, players, scores, winners, "
                    "first_player, started_at, finished_at, synced, duration) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (record.id, record.game, json.dumps(record.options, sort_keys=True),
                     json.dumps(list(record.players)), json.dumps(result.scores), json.dumps(result.winners),
                     result.first_player, played.started_at, played.finished_at, int(played.synced), duration))
                self._db.execute("UPDATE sessions SET finished_at = ? WHERE id = ?", (played.finished_at, record.id))
                # requests are retried for seconds, not games: forget those of earlier games
                self._db.execute("DELETE FROM requests WHERE session_id < ?", (record.id,))
                if self.outbox_message is not None:
                    result_id, payload = self.outbox_message(record, result, played)
                    self._db.execute("INSERT INTO outbox (result_id, session_id, payload) VALUES (?, ?, ?)",
                                     (result_id, record.id, payload))
                self._db.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise
            self._written()
        if not played.synced:
            self._unsynced_ends[record.id] = (reading.monotonic, duration)
        return played

    def _retime(self) -> None:
        """Once the wall clock is synchronised: the true times of the games that ended before it was (their end
        is now minus the monotonic time since), in the score log and in any outbox message still unsent."""
        reading = self.clock.read()
        if not reading.synchronized:
            return
        with self._lock:
            for session_id, (ended, duration) in self._unsynced_ends.items():
                played = Played.ending(reading.at(ended), duration, True)
                self._db.execute("UPDATE results SET started_at = ?, finished_at = ?, synced = 1 WHERE session_id = ?",
                                 (played.started_at, played.finished_at, session_id))
                self._db.execute("UPDATE sessions SET finished_at = ? WHERE id = ?", (played.finished_at, session_id))
                self._db.execute("UPDATE outbox SET payload = json_set(payload, '$.started_at', ?, '$.finished_at', ?, "
                                 "'$.clock_synced', json('true')) WHERE session_id = ?",
                                 (played.started_at, played.finished_at, session_id))
            self._written()
        self._unsynced_ends.clear()

    def outbox(self) -> list[tuple[str, str]]:
        """Results the café's hub has not yet answered with a receipt: (result id, JSON payload), oldest first."""
        with self._lock:
            return [(str(r[0]), str(r[1])) for r in
                    self._db.execute("SELECT result_id, payload FROM outbox ORDER BY rowid").fetchall()]

    def delivered(self, result_id: str) -> None:
        """The café's hub has a result (its receipt came): it leaves the outbox."""
        with self._lock:
            self._db.execute("DELETE FROM outbox WHERE result_id = ?", (result_id,))
            self._written()

    def query(self, sql: str, args: tuple[SQLValue, ...] = ()) -> list[tuple[SQLValue, ...]]:
        """Run a read-only query (for the score log views)."""
        with self._lock:
            return self._db.execute(sql, args).fetchall()

    def close(self) -> None:
        """Close the database (and let another box have it)."""
        with self._lock:
            self._db.close()
            self._log.close()
        self._release()
