"""Soak: a long evening of games back to back on one database, as the box journals them.

Plays ``--games`` games in turn (Death Star, the card game, Labyrinth, PAC-MAN; each by its
demo table) through the real session and journal (SQLite, WAL, synchronous=FULL), one
database for all, and prints:

- RSS at the start, after a tenth of the games and at the end (a leak shows as growth);
- the database's size per finished game;
- ``companion scores`` wall time with 10,000 plays in the score log (goal <= 0.5 s): the
  evening's results are copied until there are 10,000, each copy a real result row;
- resume time per 1,000 journalled actions (the longest game replayed from the journal).

    .venv/bin/python bench/soak.py [--games 2000]
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from controller.core.journal import Journal  # noqa: E402
from games.bot import as_action  # noqa: E402
from controller.core.session import Session, load_game_data, open_session  # noqa: E402
from games.errors import IllegalAction
from games.registry import GAMES  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ROTATION = ("deathstar", "cards", "labyrinth", "pacman")
PLAYERS = {"deathstar": ["ann", "bob"], "cards": ["ann", "bob", "cid"], "labyrinth": ["ann", "bob"],
           "pacman": ["ann", "bob"]}


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def play(journal: Journal, name: str, seed: int, data: object) -> Session:
    spec = GAMES[name]
    session, _ = open_session(spec, data, journal, PLAYERS[name], {}, seed, True, [], seed)
    bot = spec.make_bot(session.engine, seed)
    for _ in range(20_000):
        if session.finished:
            break
        action = as_action(bot.next_move(session.engine))
        if action is None:
            continue
        try:
            session.apply(action)
        except IllegalAction:
            pass  # a bot's mistake: refused, nothing changed
    return session


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--keep", help="keep the soaked database at this path")
    args = parser.parse_args()
    data = {name: load_game_data(GAMES[name], {}) for name in ROTATION}
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "soak.db"
        journal = Journal(db, exclusive=True)
        start_rss, tenth_rss = rss_mb(), 0.0
        longest: tuple[int, int] = (0, 0)
        began = time.perf_counter()
        for n in range(args.games):
            session = play(journal, ROTATION[n % len(ROTATION)], n, data[ROTATION[n % len(ROTATION)]])
            longest = max(longest, (len(session.actions), session.record.id))
            if n + 1 == max(1, args.games // 10):
                tenth_rss = rss_mb()
        took = time.perf_counter() - began
        end_rss = rss_mb()
        finished = int(str(journal.query("SELECT count(*) FROM results")[0][0]))
        actions = int(str(journal.query("SELECT count(*) FROM actions")[0][0]))
        journal.query("PRAGMA wal_checkpoint(TRUNCATE)")
        size = db.stat().st_size
        print(f"soak: {args.games} games ({finished} finished, {actions} actions) in {took:.0f} s; "
              f"RSS {start_rss:.1f} MB at the start, {tenth_rss:.1f} MB after {max(1, args.games // 10)} games, "
              f"{end_rss:.1f} MB at the end; database {size / 1024:.0f} KiB = {size / max(1, finished) / 1024:.1f} KiB "
              "per finished game")
        record = journal.session(longest[1])
        spec = GAMES[record.game]
        began = time.perf_counter()
        Session.resume(spec, data[record.game], journal, record)
        resumed = time.perf_counter() - began
        print(f"resume: {longest[0]} journalled actions of {record.game} in {resumed * 1000:.0f} ms = "
              f"{resumed * 1000 / max(1, longest[0]) * 1000:.0f} ms per 1,000 actions")
        journal.close()
        with sqlite3.connect(db) as con:
            while con.execute("SELECT count(*) FROM results").fetchone()[0] < 10_000:
                con.execute("INSERT INTO results SELECT session_id + (SELECT max(session_id) FROM results), game, "
                            "options, players, scores, winners, first_player, started_at, finished_at FROM results "
                            "LIMIT 10000 - (SELECT count(*) FROM results)")
            con.commit()
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        began = time.perf_counter()
        out = subprocess.run([sys.executable, "-m", "controller.cli", "scores", "--db", str(db)], cwd=ROOT,
                             capture_output=True, text=True)
        took = time.perf_counter() - began
        assert out.returncode == 0, out.stderr
        print(f"companion scores with 10,000 plays: {took:.2f} s wall, process start included (goal <= 0.5 s)")
        if args.keep:
            Path(args.keep).write_bytes(db.read_bytes())


if __name__ == "__main__":
    main()
