"""The journal's tables, and the columns later versions added (put into an older database as it opens)."""

from __future__ import annotations

import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    players TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    abandoned INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS actions (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
);
CREATE TABLE IF NOT EXISTS results (
    session_id INTEGER PRIMARY KEY REFERENCES sessions(id),
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    players TEXT NOT NULL,
    scores TEXT NOT NULL,
    winners TEXT NOT NULL,
    first_player TEXT,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
    result_id TEXT PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    payload TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS requests (
    request_id TEXT PRIMARY KEY,
    session_id INTEGER NOT NULL,
    answer TEXT NOT NULL
);
"""

ADDED_COLUMNS = {
    "actions": {"at": "REAL"},
    "results": {"synced": "INTEGER NOT NULL DEFAULT 1", "duration": "REAL"},
    "sessions": {"chosen": "INTEGER NOT NULL DEFAULT 0"},
}
"""Columns added after the first release: ``actions.at`` (seconds of play when the action came, on the
monotonic clock), ``results.synced`` (whether the wall clock was set when the times were taken),
``results.duration`` (seconds of play) and ``sessions.chosen`` (1 for a game the table chose on a running box,
from the host's phone: a restart resumes it even when the config names another game)."""


def create_or_update(db: sqlite3.Connection, added: dict[str, dict[str, str]] | None = None) -> None:
    """Create the tables, and add to an older database the columns it lacks."""
    db.executescript(SCHEMA)
    add_missing_columns(db, ADDED_COLUMNS if added is None else added)


def add_missing_columns(db: sqlite3.Connection, added: dict[str, dict[str, str]]) -> None:
    """``ALTER TABLE ... ADD COLUMN`` for each column a table does not have yet.

    >>> db = sqlite3.connect(":memory:")
    >>> _ = db.execute("CREATE TABLE t (a)")
    >>> add_missing_columns(db, {"t": {"b": "INTEGER NOT NULL DEFAULT 1"}})
    >>> add_missing_columns(db, {"t": {"b": "INTEGER NOT NULL DEFAULT 1"}})  # twice is once
    >>> [row[1] for row in db.execute("PRAGMA table_info(t)")]
    ['a', 'b']
    """
    for table, columns in added.items():
        have = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        for name, declaration in columns.items():
            if name not in have:
                db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {declaration}")
