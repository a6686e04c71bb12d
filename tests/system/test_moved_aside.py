"""A database with real damage is moved aside, and never forgotten: ``companion scores`` names each copy with what
it held, and ``companion scores --from FILE`` shows its plays without writing a byte."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from conftest import ROOT, companion


def damaged_box(tmp_path: Path) -> Path:
    """A box's database with one finished game, then an index page overwritten (the results stay readable)."""
    db = tmp_path / "companion.db"
    played = companion("run", "--game", "deathstar", "--simulate", "--players", "ann,bob", "--seed", "7", "--db",
                       str(db), "--script", str(ROOT / "tests" / "data" / "deathstar_seed7.script"))
    assert played.returncode == 0, played.stderr
    with sqlite3.connect(db) as con:
        page_size = con.execute("PRAGMA page_size").fetchone()[0]
        (page,) = con.execute("SELECT pageno FROM dbstat WHERE name = 'sqlite_autoindex_actions_1'").fetchone()
    with open(db, "r+b") as file:
        file.seek((page - 1) * page_size)
        file.write(b"\xff" * page_size)
    return db


def test_scores_names_the_copy_moved_aside_with_what_it_held_and_from_shows_it(tmp_path: Path) -> None:
    db = damaged_box(tmp_path)
    started = companion("run", "--game", "deathstar", "--simulate", "--db", str(db), "--script", "-", stdin="")
    assert started.returncode == 0 and "moved aside" in started.stderr, started.stderr
    (copy,) = tmp_path.glob("companion.db.broken-*")
    listed = companion("--lang", "it", "scores", "--db", str(db), "--json")
    assert json.loads(listed.stdout)["plays"] == []  # the fresh database: standard output stays the score log
    assert (f"Un database danneggiato è stato messo da parte: {copy}; contiene 1 partita finita "
            f"(companion scores --from {copy} la mostra).") in listed.stderr
    before = sorted(p.name for p in tmp_path.iterdir())
    shown = companion("scores", "--from", str(copy), "--json")
    assert shown.returncode == 0, shown.stderr
    (play,) = json.loads(shown.stdout)["plays"]
    assert [p["name"] for p in play["players"]] == ["ann", "bob"] and play["game"] == "deathstar"
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # read without a -wal or -shm made beside it


def test_a_copy_that_cannot_be_read_is_named_too_and_from_refuses_it_in_one_line(tmp_path: Path) -> None:
    db = tmp_path / "companion.db"
    copy = tmp_path / "companion.db.broken-20261201T200000+0000"
    copy.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    listed = companion("scores", "--db", str(copy.with_name("companion.db")))
    assert f"A damaged database was moved aside: {copy}; it cannot be read any more." in listed.stderr
    assert not db.exists()  # naming copies never creates the database
    refused = companion("scores", "--from", str(copy))
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert refused.stderr.strip().startswith(f"companion scores: {copy}: cannot be read")
