"""Only our own database is ever written, moved aside or replaced; one box per database."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from conftest import DATA, ROOT, companion
from controller.core.dbfile import APPLICATION_ID
from controller.core.journal import Journal
from games.base import Action


GAME = ["run", "--game", "deathstar", "--players", "ann,bob", "--seed", "7", "--simulate", "--json"]


def refused(db: Path) -> str:
    """Run a box on ``db``: it must refuse with one line and exit 2; returns that line."""
    result = companion(*GAME, "--db", str(db), "--script", "-", stdin="press spin\n")
    assert result.returncode == 2, result.stdout
    lines = [line for line in result.stderr.splitlines() if not line.startswith("ALSA lib")]
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    return lines[0]


def folder_listing(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def test_a_users_own_file_is_refused_and_left_exactly_as_it_was(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("shopping: milk, eggs\n")
    other = tmp_path / "recipes.db"
    with sqlite3.connect(other) as con:
        con.execute("CREATE TABLE recipes (name TEXT)")
    marked = tmp_path / "marked.db"
    with sqlite3.connect(marked) as con:
        con.execute("PRAGMA application_id = 42")
        con.execute("CREATE TABLE sessions (x)")
    before = folder_listing(tmp_path)
    assert "not a Tabletop Companion database" in refused(notes) and str(notes) in refused(notes)
    assert "another program (tables recipes)" in refused(other)
    assert "another program (application id 0x2a)" in refused(marked)
    assert "is a folder" in refused(tmp_path)
    assert folder_listing(tmp_path) == before  # nothing renamed, created or changed


def test_garbage_where_our_database_was_is_not_ours_to_move(tmp_path: Path) -> None:
    db = tmp_path / "companion.db"
    db.write_bytes(b"this is not a database, it was eaten by a power cut" * 100)
    assert "not a Tabletop Companion database" in refused(db)
    assert db.read_bytes().startswith(b"this is not a database") and not list(tmp_path.glob("*.broken-*"))


def test_our_database_is_marked_and_an_old_unmarked_one_is_adopted(tmp_path: Path) -> None:
    old = tmp_path / "old.db"
    with sqlite3.connect(old) as con:  # as a box made it before the mark
        con.executescript("CREATE TABLE sessions (x); CREATE TABLE actions (x); CREATE TABLE results (x);")
    for db in (old, tmp_path / "new.db"):
        Journal(db).close()
        with sqlite3.connect(db) as con:
            assert con.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)


def test_a_second_box_on_the_same_database_is_refused_and_the_first_goes_on(tmp_path: Path) -> None:
    db = tmp_path / "companion.db"
    first = Journal(db, exclusive=True)
    record = first.create("deathstar", ["ann", "bob"], {}, 7)
    line = refused(db)
    assert f"another box (pid {os.getpid()}) is using this database" in line
    first.append_many(record.id, [(0, Action.make("spin"), 0.0)])  # untouched: it writes on
    assert first.actions(record.id) == [Action.make("spin")]
    first.close()
    result = companion(*GAME, "--db", str(db), "--script", str(DATA / "deathstar_seed7.script"))
    assert result.returncode == 0, result.stderr  # once the first has stopped, the next may start


def run_unprivileged(db: Path) -> subprocess.CompletedProcess[str]:
    """``companion run --db DB`` as a user who may not write where root may (as the service's user)."""
    code = ("import os, sys; import controller.app.box, controller.cli\n"
            "from controller.core.session import load_game_data; from games.registry import GAMES\n"
            "controller.cli.main(['check-config']); load_game_data(GAMES['deathstar'], {})  # every import, as root\n"
            "if os.getuid() == 0:\n"
            "    os.setgid(65534); os.setuid(65534)  # nobody: root may write anywhere\n"
            f"sys.exit(controller.cli.main({[*GAME, '--db', str(db), '--script', str(DATA / 'deathstar_seed7.script')]!r}))")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, "SDL_AUDIODRIVER": "dummy"})


@pytest.mark.parametrize("case", ["file", "folder", "no database yet"])
def test_a_read_only_database_is_reported_as_read_only_and_nothing_is_touched(case: str) -> None:
    folder = Path(tempfile.mkdtemp(prefix="companion-ro-"))
    try:
        db = folder / "companion.db"
        if case != "no database yet":
            companion(*GAME, "--db", str(db), "--script", str(DATA / "deathstar_seed7.script"))
        folder.chmod(0o777 if case == "file" else 0o555)
        if db.exists():
            db.chmod(0o444)
        before = folder_listing(folder)
        result = run_unprivileged(db)
        assert result.returncode == 2, result.stdout + result.stderr
        lines = [line for line in result.stderr.splitlines() if not line.startswith("ALSA lib")]
        assert len(lines) == 1 and "read-only" in lines[0] and str(db) in lines[0], result.stderr
        assert "moved aside" not in result.stderr and "Traceback" not in result.stderr
        assert folder_listing(folder) == before
    finally:
        folder.chmod(0o755)
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()


def test_reading_the_scores_never_creates_a_database(tmp_path: Path) -> None:
    """A typo in --db is refused; with no --db and no database yet, nothing is made (a first run with sudo
    would leave a root-owned file the service could not write)."""
    typo = tmp_path / "typo" / "sub" / "compaion.db"
    result = companion("scores", "--db", str(typo))
    assert result.returncode == 2 and "no such database" in result.stderr
    assert not (tmp_path / "typo").exists()
    config = tmp_path / "config.toml"
    config.write_text(f'[box]\ndatabase = "{tmp_path / "state" / "companion.db"}"\n')
    fresh = companion("scores", "--config", str(config))
    assert fresh.returncode == 0 and not (tmp_path / "state").exists()
