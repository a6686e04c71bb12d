"""The league: every finished game from every box of a café, each counted once, in the hub's SQLite."""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from controller.core.schema import add_missing_columns
from controller.hub.results import CheckedResult, plausible
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
CREATE TABLE IF NOT EXISTS refusals (
    number INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    topic TEXT NOT NULL,
    why TEXT NOT NULL,
    payload BLOB NOT NULL
);
"""
KEPT_REFUSALS = 1000
"""The newest refusals kept for the operator: a box that sends nonsense for ever never fills the card."""
PAYLOAD_KEPT = 2048
"""The bytes of a refused message kept: enough to see what it was."""
ADDED_COLUMNS = {"results": {"synced": "INTEGER NOT NULL DEFAULT 1"}}


@dataclass(frozen=True)
class Refusal:
    """A message the hub refused: when, on which topic, why, and (the start of) what it said."""

    received_at: str
    topic: str
    why: str
    payload: bytes


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
        self.unreadable: list[int] = []
        """The numbers of the rows the last :meth:`plays` could not read."""

    def add(self, result: CheckedResult) -> bool:
        """Keep a result (checked by ``controller.hub.results.check_result``); False if it was already in."""
        players = [p["name"] for p in result["players"]]
        with self._lock:
            cur = self._db.execute(
                "INSERT OR IGNORE INTO results (result_id, box, game, options, players, scores, winners, "
                "first_player, started_at, finished_at, received_at, synced) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (result["id"], result["box"], result["game"], json.dumps(result["options"], sort_keys=True),
                 json.dumps(players), json.dumps({p["name"]: p["score"] for p in result["players"]}),
                 json.dumps(result["winners"]), result["first_player"], result["started_at"],
                 result["finished_at"], _now(), int(result["clock_synced"])))
        return cur.rowcount == 1

    def refuse(self, topic: str, why: str, payload: bytes) -> None:
        """Write down a refused message for the operator (``companion league --refused``), keeping the newest
        :data:`KEPT_REFUSALS`."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute("INSERT INTO refusals (received_at, topic, why, payload) VALUES (?, ?, ?, ?)",
                                 (_now(), topic[:200], why[:500], payload[:PAYLOAD_KEPT]))
                self._db.execute("DELETE FROM refusals WHERE number <= (SELECT max(number) FROM refusals) - ?",
                                 (KEPT_REFUSALS,))
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def refusals(self) -> list[Refusal]:
        """The refused messages, newest first."""
        with self._lock:
            rows = self._db.execute("SELECT received_at, topic, why, payload FROM refusals "
                                    "ORDER BY number DESC").fetchall()
        return [Refusal(r[0], r[1], r[2], bytes(r[3])) for r in rows]

    def plays(self, game: str | None = None) -> list[Play]:
        """Every result that can be read, newest first, as the score log's plays (with the box they came from).
        A stored row that cannot be read (written by an older hub that checked less) is left out and counted
        in :attr:`unreadable`: the league and its exports never fail on one."""
        sql = ("SELECT number, game, options, players, scores, winners, first_player, started_at, finished_at, box, "
               "synced FROM results")
        args: tuple[Any, ...] = ()
        if game:
            sql, args = sql + " WHERE game = ?", (game,)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY number DESC", args).fetchall()
        readable = []
        self.unreadable = []
        for row in rows:
            play = _play(row)
            if play is None:
                self.unreadable.append(int(row[0]))
            else:
                readable.append(play)
        return readable

    def count(self) -> int:
        """How many distinct results the league holds."""
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM results").fetchone()[0])

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._db.close()


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _play(row: tuple[Any, ...]) -> Play | None:
    """A stored row as a play, or None when it does not hold one: text that is not JSON, players that are not
    names, scores that are not whole numbers, dates that are not dates."""
    try:
        options, players, scores, winners = (json.loads(r) for r in row[2:6])
        if not all(plausible(datetime.fromisoformat(moment)) for moment in (row[7], row[8])):
            return None
    except (TypeError, ValueError, RecursionError, OverflowError):
        return None
    names_ok = isinstance(players, list) and all(isinstance(p, str) for p in players)
    scores_ok = isinstance(scores, dict) and all(isinstance(v, int) and not isinstance(v, bool)
                                                  for v in scores.values())
    if not (names_ok and scores_ok and isinstance(options, dict)
            and all(isinstance(v, str) for v in options.values()) and isinstance(winners, list)
            and all(isinstance(w, str) for w in winners) and (row[6] is None or isinstance(row[6], str))):
        return None
    return Play(row[0], row[1], options, players, scores, winners, row[6], row[7], row[8], box=row[9],
                synced=bool(row[10]))
