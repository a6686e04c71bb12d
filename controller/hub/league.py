"""The league: every finished game from every box of a café, each counted once, in the hub's SQLite."""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Mapping
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from controller.core.schema import add_missing_columns
from controller.core.score_log import Play
from drivers.closing import Closing

SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    number INTEGER PRIMARY KEY,
    result_id TEXT NOT NULL UNIQUE,
    box TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    players TEXT NOT NULL,
    scores TEXT NOT NULL,
    winners TEXT NOT NULL,
    first_player TEXT,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    received_at TEXT NOT NULL
);
"""
ADDED_COLUMNS = {"results": {"synced": "INTEGER NOT NULL DEFAULT 1"}}


class League(Closing):
    """Results by their unique id: a result sent twice (after a cut) is kept once. Their ``number`` is the order
    the hub received them in: the league lists plays and breaks ties by it, never by a box's clock."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        if str(path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.executescript(SCHEMA)
        add_missing_columns(self._db, ADDED_COLUMNS)

    def add(self, result: Mapping[str, Any]) -> bool:
        """Keep a result (checked by ``controller.faces.mqtt.topics.check_result``); False if it was already in."""
        players = [p["name"] for p in result["players"]]
        with self._lock:
            cur = self._db.execute(
                "INSERT OR IGNORE INTO results (result_id, box, game, options, players, scores, winners, "
                "first_player, started_at, finished_at, received_at, synced) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (result["id"], result["box"], result["game"], json.dumps(result["options"], sort_keys=True),
                 json.dumps(players), json.dumps({p["name"]: p["score"] for p in result["players"]}),
                 json.dumps(result["winners"]), result.get("first_player"), result["started_at"],
                 result["finished_at"], datetime.now(timezone.utc).isoformat(timespec="seconds"),
                 int(result.get("clock_synced", True) is not False)))
        return cur.rowcount == 1

    def plays(self, game: str | None = None) -> list[Play]:
        """Every result, newest first, as the score log's plays (with the box they came from)."""
        sql = ("SELECT number, game, options, players, scores, winners, first_player, started_at, finished_at, box, "
               "synced FROM results")
        args: tuple[Any, ...] = ()
        if game:
            sql, args = sql + " WHERE game = ?", (game,)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY number DESC", args).fetchall()
        return [Play(r[0], r[1], json.loads(r[2]), json.loads(r[3]), json.loads(r[4]), json.loads(r[5]), r[6],
                     r[7], r[8], box=r[9], synced=bool(r[10])) for r in rows]

    def count(self) -> int:
        """How many distinct results the league holds."""
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM results").fetchone()[0])

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._db.close()
